//! Pass-name parsing for `-passes=` and `FREQPATH_PASSES`: which names are ours, and their
//! parameters.
//!
//! Printers are spelled `print<freqpath-NAME>`, transforms `freqpath-NAME`. Parameters go
//! inside angle brackets separated by `;`, as for LLVM's own passes:
//! `print<freqpath-branch-prob<explain>>`, `freqpath-annotate-bpi<stats>`. A name that starts
//! like one of ours but is unknown, or carries an unknown, empty or repeated parameter, is
//! rejected with one `error:` line, so opt stops before touching the IR.

use std::collections::HashSet;
use std::sync::Mutex;

use super::guard::report;
use super::options::{DebugFault, ProfiOptions};
use super::print_bpi::{LoopMode, Rates};
use crate::fplicm::corrupt::Corruption;
use crate::fplicm::frequency::HotModel;

/// A pass of ours, chosen by name, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionPass {
    pub kind: PassKind,
    /// Hidden fault injection, to prove panics are contained.
    pub debug: DebugFault,
}

/// What a pass does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassKind {
    PrintCycles,
    /// A branch-probability printer; `explain` appends each edge's provenance.
    PrintBranchProb {
        mode: LoopMode,
        explain: bool,
    },
    /// Write cycle-forest probabilities as branch weights; `stats` reports what could not be
    /// represented.
    AnnotateBpi {
        stats: bool,
    },
    /// Split critical edges as LLVM's `break-crit-edges` does, through an edit plan.
    BreakCritEdges {
        stats: bool,
    },
    /// `print<freqpath-branch-prob-predict>`: the static predictor's probabilities.
    PrintPredict {
        explain: bool,
        rates: Rates,
    },
    /// `freqpath-annotate-bpi<predict>`: write the static predictor's probabilities;
    /// `predicted-only`: only on the branches its evidence decided; `min-percent=N` (with
    /// `predicted-only`): only where that evidence gives the likeliest edge at least N %.
    AnnotatePredict {
        stats: bool,
        rates: Rates,
        predicted_only: bool,
        /// 0: no threshold.
        min_percent: u8,
    },
    /// Frequent-path LICM; `perf` adds the dependent chains and latch duplication;
    /// `validate` runs the translation validator on every plan first.
    Fplicm {
        stats: bool,
        perf: bool,
        validate: bool,
        /// Which blocks count as hot: `path` (the seed's 80 % frequent path) or `rare=N`
        /// (writes only where the block runs at most N % as often as the header; default).
        hot: HotModel,
    },
    /// Give each predecessor of a small shared latch its own copy; `validate` runs the
    /// translation validator on the plan first.
    LatchDup {
        stats: bool,
        validate: bool,
    },
    /// Sample-profile inference (a module pass).
    Profi(ProfiOptions),
}

impl PassKind {
    /// Module passes walk the module themselves; the others are function passes.
    pub fn is_module(&self) -> bool {
        matches!(self, PassKind::Profi(_))
    }

    /// None of our passes is required: LLVM's printers (`print<cycles>`,
    /// `print<branch-prob>`) are optional passes too, so on `optnone` functions both sides
    /// print nothing, and transforms skip them like LLVM's own optional passes.
    pub fn is_required(&self) -> bool {
        false
    }

    /// Passes that may change the IR (the others only print).
    pub fn is_transform(&self) -> bool {
        matches!(
            self,
            PassKind::AnnotateBpi { .. }
                | PassKind::BreakCritEdges { .. }
                | PassKind::AnnotatePredict { .. }
                | PassKind::Fplicm { .. }
                | PassKind::LatchDup { .. }
                | PassKind::Profi(_)
        )
    }

    /// Passes that rewrite loops and so need LLVM's loop-simplified form (a dedicated
    /// preheader and exits: `fplicm::hoist` skips a loop without them). Only these get
    /// `loop-simplify` before them late in clang's pipeline: the annotators write branch
    /// weights and nothing else, and a `loop-simplify` at the optimizer's end would hand the
    /// code generator blocks that -O2 folded away (preheaders, dedicated exits) — a change to
    /// the code that has nothing to do with the probabilities being measured.
    pub fn rewrites_loops(&self) -> bool {
        matches!(self, PassKind::Fplicm { .. } | PassKind::LatchDup { .. })
    }
}

/// The names users write, for error messages.
const KNOWN: &str = "print<freqpath-cycles>, print<freqpath-branch-prob>, \
                     print<freqpath-branch-prob-legacy>, freqpath-annotate-bpi, \
                     freqpath-break-crit-edges, freqpath-fplicm, freqpath-fplicm-perf, \
                     freqpath-latch-dup, freqpath-profi, print<freqpath-branch-prob-predict>";

/// Where clang's `-O1`..`-O3` pipeline runs a pass named in `FREQPATH_PASSES`. Only points
/// that take a function (or module) pass manager qualify: LLVM 16's loop extension points
/// (`LateLoopOptimizations`, `LoopOptimizerEnd`) take loop passes, and ours rewrite the whole
/// function. The numbers are the C ABI with `ir/shim.cc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub enum ExtensionPoint {
    /// `registerPipelineStartEPCallback`: before any simplification (allocas not promoted).
    PipelineStart = 0,
    /// `registerScalarOptimizerLateEPCallback`: in the function simplification pipeline,
    /// after GVN, DSE and the second LICM, once per function after inlining into it.
    ScalarOptimizerLate = 1,
    /// `registerVectorizerStartEPCallback`: in the optimization pipeline, after the whole
    /// simplification (inlining done), before loop-rotate and the vectorizers.
    VectorizerStart = 2,
    /// `registerOptimizerLastEPCallback`: the end of the pipeline (after unrolling).
    OptimizerLast = 3,
}

impl ExtensionPoint {
    /// The spellings after `@` in `FREQPATH_PASSES`, for measuring the candidates.
    const NAMES: [(&'static str, ExtensionPoint); 4] = [
        ("pipeline-start", ExtensionPoint::PipelineStart),
        ("scalar-late", ExtensionPoint::ScalarOptimizerLate),
        ("vectorizer-start", ExtensionPoint::VectorizerStart),
        ("optimizer-last", ExtensionPoint::OptimizerLast),
    ];

    fn parse(text: &str) -> Option<ExtensionPoint> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == text)
            .map(|&(_, p)| p)
    }

    /// Whether a loop transform placed here needs `loop-simplify` first: LLVM's later passes
    /// (simplifycfg above all) fold away preheaders and dedicated exits that our loop
    /// transforms require (`fplicm::hoist` skips a loop without a dedicated preheader).
    /// Passes that do not rewrite loops never get it (`PassKind::rewrites_loops`).
    pub fn needs_loop_simplify(self) -> bool {
        self != ExtensionPoint::PipelineStart
    }
}

/// Where the loop transforms go by default: measured in docs/results/bench-clang.md.
const LOOP_TRANSFORMS_AT: ExtensionPoint = ExtensionPoint::ScalarOptimizerLate;

/// One name `FREQPATH_PASSES` accepts: the pipeline text it stands for and its default place.
struct EnvName {
    name: &'static str,
    pass: &'static str,
    point: ExtensionPoint,
}

/// What `FREQPATH_PASSES` accepts. Annotations go first, so every later pass (LLVM's
/// included) reads their weights, except the predictor's default, which was measured to do
/// better last; a new name is one more row.
const ENV_NAMES: &[EnvName] = &[
    EnvName {
        name: "annotate-bpi",
        pass: "freqpath-annotate-bpi",
        point: ExtensionPoint::PipelineStart,
    },
    // The predictor's default in clang: only the branches its own evidence decided with at
    // least 75 % for the likeliest edge, written at the end of the optimizer, so they steer
    // code generation (block placement) while inlining and the loop passes still see LLVM's
    // own heuristics, recomputed after every rewrite. Every branch frozen at the pipeline
    // start cost up to 4 % even with LLVM's own values; predicted-only there still 1-4 %
    // on three of six programs. The bar was 70 until cwebp ran at 0.888x of -O2's speed on
    // an AMD host through one hot compare the generic features put at 71 % against its real
    // behaviour (docs/results/summary.md, docs/results/bench.md, docs/results/bench-predict-variants.md).
    EnvName {
        name: "annotate-bpi-predict",
        pass: "freqpath-annotate-bpi<predict;predicted-only;min-percent=75>",
        point: ExtensionPoint::OptimizerLast,
    },
    // The previous default (every predictor-decided branch, at the pipeline start), which
    // the recorded runs of docs/results/bench-predict-variants.md name.
    EnvName {
        name: "annotate-bpi-predicted-only",
        pass: "freqpath-annotate-bpi<predict;predicted-only>",
        point: ExtensionPoint::PipelineStart,
    },
    EnvName {
        name: "annotate-bpi-predict-all",
        pass: "freqpath-annotate-bpi<predict>",
        point: ExtensionPoint::PipelineStart,
    },
    EnvName {
        name: "fplicm",
        pass: "freqpath-fplicm",
        point: LOOP_TRANSFORMS_AT,
    },
    EnvName {
        name: "fplicm-perf",
        pass: "freqpath-fplicm-perf",
        point: LOOP_TRANSFORMS_AT,
    },
    EnvName {
        name: "latch-dup",
        pass: "freqpath-latch-dup",
        point: LOOP_TRANSFORMS_AT,
    },
];

/// The accepted names, for messages.
fn env_known() -> String {
    ENV_NAMES
        .iter()
        .map(|e| e.name)
        .collect::<Vec<_>>()
        .join(", ")
}

impl FunctionPass {
    /// The pass name without parameters, for messages.
    pub fn base_name(&self) -> &'static str {
        match self.kind {
            PassKind::PrintCycles => "print<freqpath-cycles>",
            PassKind::PrintBranchProb {
                mode: LoopMode::Cycles,
                ..
            } => "print<freqpath-branch-prob>",
            PassKind::PrintBranchProb {
                mode: LoopMode::Legacy,
                ..
            } => "print<freqpath-branch-prob-legacy>",
            PassKind::AnnotateBpi { .. } => "freqpath-annotate-bpi",
            PassKind::BreakCritEdges { .. } => "freqpath-break-crit-edges",
            PassKind::PrintPredict { .. } => "print<freqpath-branch-prob-predict>",
            PassKind::AnnotatePredict { .. } => "freqpath-annotate-bpi",
            PassKind::Fplicm { perf: false, .. } => "freqpath-fplicm",
            PassKind::Fplicm { perf: true, .. } => "freqpath-fplicm-perf",
            PassKind::LatchDup { .. } => "freqpath-latch-dup",
            PassKind::Profi(_) => "freqpath-profi",
        }
    }

    /// The pipeline text that parses back into this pass (`--print-pipeline-passes`).
    pub fn pipeline_text(&self) -> String {
        let mut params: Vec<String> = Vec::new();
        match &self.kind {
            PassKind::PrintBranchProb { explain: true, .. } => params.push("explain".into()),
            PassKind::AnnotateBpi { stats: true } | PassKind::BreakCritEdges { stats: true } => {
                params.push("stats".into())
            }
            PassKind::Fplicm {
                stats,
                validate,
                hot,
                ..
            } => {
                params.extend(stats.then(|| "stats".into()));
                params.extend(validate.then(|| "validate".into()));
                match hot {
                    HotModel::Path => params.push("path".into()),
                    HotModel::Rare { percent } if *percent != HotModel::DEFAULT_PERCENT => {
                        params.push(format!("rare={percent}"))
                    }
                    HotModel::Rare { .. } => {}
                }
            }
            PassKind::LatchDup { stats, validate } => {
                params.extend(stats.then(|| "stats".into()));
                params.extend(validate.then(|| "validate".into()));
            }
            PassKind::PrintPredict { explain, rates } => {
                if *explain {
                    params.push("explain".into());
                }
                if let Some(path) = rates.path() {
                    params.push(format!("rates={path}"));
                }
            }
            PassKind::AnnotatePredict {
                stats,
                rates,
                predicted_only,
                min_percent,
            } => {
                params.push("predict".into());
                if *predicted_only {
                    params.push("predicted-only".into());
                }
                if *min_percent > 0 {
                    params.push(format!("min-percent={min_percent}"));
                }
                if *stats {
                    params.push("stats".into());
                }
                if let Some(path) = rates.path() {
                    params.push(format!("rates={path}"));
                }
            }
            PassKind::Profi(options) => params.extend(profi_params_text(options)),
            _ => {}
        }
        if self.debug.panic_everywhere {
            params.push("debug-panic".into());
        }
        if let Some(f) = &self.debug.panic_in {
            params.push(format!("debug-panic={f}"));
        }
        if let Some(f) = &self.debug.panic_after_write_in {
            params.push(format!("debug-panic-write={f}"));
        }
        if let Some(k) = self.debug.fail_after_edit {
            params.push(format!("debug-fail-write={k}"));
        }
        if let Some(c) = self.debug.corrupt {
            params.push(format!("debug-corrupt={}", c.name()));
        }
        let (printer, base) = match self.base_name().strip_prefix("print<") {
            Some(inner) => (true, inner.trim_end_matches('>')),
            None => (false, self.base_name()),
        };
        let with_params = if params.is_empty() {
            base.to_string()
        } else {
            format!("{base}<{}>", params.join(";"))
        };
        if printer {
            format!("print<{with_params}>")
        } else {
            with_params
        }
    }
}

/// Splits `base<params>` into the base and its `;`-separated parameters. Empty parameters
/// (`<>`, `<;>`, `<a;>`) are errors, as in LLVM's own parameter parsers.
fn split_params(name: &str) -> Result<(&str, Vec<&str>), String> {
    match name.find('<') {
        Some(open) if name.ends_with('>') => {
            let inner = &name[open + 1..name.len() - 1];
            let params: Vec<&str> = inner.split(';').collect();
            if params.iter().any(|p| p.is_empty()) {
                return Err(format!("empty parameter in '{name}'"));
            }
            Ok((&name[..open], params))
        }
        Some(_) => Err(format!("unbalanced '<' in '{name}'")),
        None => Ok((name, Vec::new())),
    }
}

/// Parses one pipeline element. `Ok(None)`: not ours. `Err`: ours but malformed.
pub fn parse_function_pass(name: &str) -> Result<Option<FunctionPass>, String> {
    let (printer, inner) = match name
        .strip_prefix("print<")
        .and_then(|s| s.strip_suffix('>'))
    {
        Some(inner) => (true, inner),
        None => (false, name),
    };
    if !inner.starts_with("freqpath-") {
        return Ok(None);
    }
    let (base, params) = split_params(inner)?;
    let shown = if printer {
        format!("print<{base}>")
    } else {
        base.to_string()
    };
    let mut kind = match (printer, base) {
        (true, "freqpath-cycles") => PassKind::PrintCycles,
        (true, "freqpath-branch-prob") => PassKind::PrintBranchProb {
            mode: LoopMode::Cycles,
            explain: false,
        },
        (true, "freqpath-branch-prob-legacy") => PassKind::PrintBranchProb {
            mode: LoopMode::Legacy,
            explain: false,
        },
        (false, "freqpath-annotate-bpi") => PassKind::AnnotateBpi { stats: false },
        (false, "freqpath-break-crit-edges") => PassKind::BreakCritEdges { stats: false },
        (true, "freqpath-branch-prob-predict") => PassKind::PrintPredict {
            explain: false,
            rates: Rates::default(),
        },
        (false, "freqpath-fplicm") => PassKind::Fplicm {
            stats: false,
            perf: false,
            validate: false,
            hot: HotModel::default(),
        },
        (false, "freqpath-fplicm-perf") => PassKind::Fplicm {
            stats: false,
            perf: true,
            validate: false,
            hot: HotModel::default(),
        },
        (false, "freqpath-latch-dup") => PassKind::LatchDup {
            stats: false,
            validate: false,
        },
        (false, "freqpath-profi") => PassKind::Profi(ProfiOptions {
            profile: String::new(),
            quality: false,
            params: Default::default(),
        }),
        _ => return Err(format!("unknown pass '{shown}' (known: {KNOWN})")),
    };
    let mut debug = DebugFault::default();
    let mut seen: HashSet<&str> = HashSet::new();
    for p in params {
        let key = p.split_once('=').map_or(p, |(k, _)| k);
        if !seen.insert(key) {
            return Err(format!("repeated parameter '{key}' for pass '{shown}'"));
        }
        match (p.split_once('='), &mut kind) {
            (None, _) if p == "debug-panic" => debug.panic_everywhere = true,
            (Some(("debug-panic", f)), _) if !f.is_empty() => debug.panic_in = Some(f.into()),
            (Some(("debug-panic-write", f)), k) if !f.is_empty() && k.is_transform() => {
                debug.panic_after_write_in = Some(f.into())
            }
            (Some(("debug-fail-write", k)), k_) if k_.is_transform() => match k.parse::<usize>() {
                Ok(k) if k > 0 => debug.fail_after_edit = Some(k),
                _ => {
                    return Err(format!(
                        "parameter 'debug-fail-write={k}' of pass '{shown}' needs a positive count"
                    ))
                }
            },
            (None, PassKind::PrintBranchProb { explain, .. }) if p == "explain" => *explain = true,
            (
                None,
                PassKind::AnnotateBpi { stats }
                | PassKind::BreakCritEdges { stats }
                | PassKind::Fplicm { stats, .. }
                | PassKind::LatchDup { stats, .. },
            ) if p == "stats" => *stats = true,
            (None, PassKind::LatchDup { validate, .. } | PassKind::Fplicm { validate, .. })
                if p == "validate" =>
            {
                *validate = true
            }
            (None, PassKind::Fplicm { hot, .. }) if p == "path" => *hot = HotModel::Path,
            (Some(("rare", n)), PassKind::Fplicm { hot, .. }) => {
                *hot =
                    HotModel::Rare {
                        percent: n.parse().ok().filter(|n| (1..=50).contains(n)).ok_or_else(
                            || format!("rare '{n}' of pass '{shown}' is not a whole number 1-50"),
                        )?,
                    }
            }
            (Some(("debug-corrupt", c)), PassKind::LatchDup { .. } | PassKind::Fplicm { .. }) => {
                debug.corrupt = Some(Corruption::parse(c).ok_or_else(|| {
                    format!(
                        "unknown corruption '{c}' for pass '{shown}' (known: {})",
                        Corruption::NAMES
                    )
                })?)
            }
            (None, PassKind::AnnotateBpi { stats }) if p == "predict" => {
                kind = PassKind::AnnotatePredict {
                    stats: *stats,
                    rates: Rates::default(),
                    predicted_only: false,
                    min_percent: 0,
                }
            }
            (Some(("min-percent", n)), PassKind::AnnotatePredict { min_percent, .. }) => {
                *min_percent = n
                    .parse()
                    .ok()
                    .filter(|n| (50..=99).contains(n))
                    .ok_or_else(|| {
                        format!("min-percent '{n}' of pass '{shown}' is not a whole number 50-99")
                    })?
            }
            (None, PassKind::AnnotatePredict { predicted_only, .. }) if p == "predicted-only" => {
                *predicted_only = true
            }
            (None, PassKind::PrintPredict { explain, .. }) if p == "explain" => *explain = true,
            (None, PassKind::AnnotatePredict { stats, .. }) if p == "stats" => *stats = true,
            (
                Some(("rates", path)),
                PassKind::PrintPredict { rates, .. } | PassKind::AnnotatePredict { rates, .. },
            ) if !path.is_empty() => *rates = Rates::load(path)?,
            (_, PassKind::Profi(options)) => parse_profi_param(options, p, &shown)?,
            _ => return Err(format!("unknown parameter '{p}' for pass '{shown}'")),
        }
    }
    if seen.contains("path") && seen.contains("rare") {
        return Err(format!(
            "parameters 'path' and 'rare' of pass '{shown}' choose two models: give one"
        ));
    }
    if let (
        Some(_),
        PassKind::LatchDup {
            validate: false, ..
        }
        | PassKind::Fplicm {
            validate: false, ..
        },
    ) = (debug.corrupt, &kind)
    {
        return Err(format!(
            "parameter 'debug-corrupt' of pass '{shown}' needs 'validate'"
        ));
    }
    if let PassKind::AnnotatePredict {
        predicted_only: false,
        min_percent: 1..,
        ..
    } = kind
    {
        return Err(format!(
            "parameter 'min-percent' of pass '{shown}' needs 'predicted-only'"
        ));
    }
    if let PassKind::Profi(options) = &kind {
        if options.profile.is_empty() {
            return Err(format!("pass '{shown}' needs a profile=PATH parameter"));
        }
    }
    Ok(Some(FunctionPass { kind, debug }))
}

/// One parameter of `freqpath-profi`: `profile=PATH`, `quality`, or one of LLVM's
/// `sample-profile-*` inference options (`NAME=VALUE`; a boolean also alone).
fn parse_profi_param(options: &mut ProfiOptions, p: &str, shown: &str) -> Result<(), String> {
    match p.split_once('=') {
        Some(("profile", "")) => {
            return Err(format!(
                "parameter 'profile=' of pass '{shown}' names no file (profile=PATH)"
            ))
        }
        Some(("profile", path)) => options.profile = path.to_string(),
        None if p == "quality" => options.quality = true,
        split => {
            let (name, value) = split.unwrap_or((p, ""));
            if !crate::profi::params::ProfiParams::OPTION_NAMES.contains(&name) {
                return Err(format!("unknown parameter '{p}' for pass '{shown}'"));
            }
            options
                .params
                .set_option(name, value)
                .map_err(|e| format!("bad parameter '{p}' for pass '{shown}': {e}"))?;
        }
    }
    Ok(())
}

/// `freqpath-profi`'s parameters as they parse back.
fn profi_params_text(options: &ProfiOptions) -> Vec<String> {
    let mut params = vec![format!("profile={}", options.profile)];
    if options.quality {
        params.push("quality".into());
    }
    for (name, value) in options.params.non_default_options() {
        params.push(format!("{name}={value}"));
    }
    params
}

/// A pass named in `FREQPATH_PASSES` and where clang runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnvPass {
    pub pass: FunctionPass,
    pub point: ExtensionPoint,
}

/// Passes named in `FREQPATH_PASSES`, in list order. An item is `NAME`, optionally
/// `freqpath-`-prefixed, with optional parameters (`fplicm-perf<stats>`) and an optional
/// `@POINT` overriding where it runs (`fplicm-perf@vectorizer-start`, for measurements). Any
/// unusable item is an error for the whole list: a compile must not go on silently without
/// the passes its user asked for.
pub fn passes_from_env(value: &str) -> Result<Vec<EnvPass>, String> {
    let mut passes = Vec::new();
    for item in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        passes.push(env_item(item)?);
    }
    Ok(passes)
}

/// One item of `FREQPATH_PASSES`.
fn env_item(item: &str) -> Result<EnvPass, String> {
    let unknown = || {
        format!(
            "FREQPATH_PASSES: unknown pass '{item}' (accepted: {})",
            env_known()
        )
    };
    // An `@` inside the parameters (a function name) is not a point.
    let params_end = item.rfind('>').map_or(0, |i| i + 1);
    let at = item[params_end..].find('@').map(|i| params_end + i);
    let (named, point) = match at.map(|i| (&item[..i], &item[i + 1..])) {
        Some((named, at)) => {
            let point = ExtensionPoint::parse(at).ok_or_else(|| {
                let known: Vec<&str> = ExtensionPoint::NAMES.iter().map(|(n, _)| *n).collect();
                format!(
                    "FREQPATH_PASSES: unknown extension point '{at}' in '{item}' (known: {})",
                    known.join(", ")
                )
            })?;
            (named, Some(point))
        }
        None => (item, None),
    };
    let (base, params) = match named.find('<') {
        Some(open) => (&named[..open], &named[open..]),
        None => (named, ""),
    };
    let base = base.strip_prefix("freqpath-").unwrap_or(base);
    let entry = ENV_NAMES
        .iter()
        .find(|e| e.name == base)
        .ok_or_else(unknown)?;
    let text = with_params(entry.pass, params);
    let pass = parse_function_pass(&text)
        .map_err(|e| format!("FREQPATH_PASSES: {e}"))?
        .ok_or_else(unknown)?;
    Ok(EnvPass {
        pass,
        point: point.unwrap_or(entry.point),
    })
}

/// `pass` with the user's `<params>` added: merged into the parameters `pass` already has, a
/// user's `key=value` replacing the default's value of that key (so
/// `annotate-bpi-predict<min-percent=70>` measures another bar).
fn with_params(pass: &str, params: &str) -> String {
    let key = |p: &str| p.split_once('=').map(|(k, _)| k.to_string());
    match (pass.split_once('<'), params.strip_prefix('<')) {
        (_, None) => pass.to_string(),
        (Some((name, defaults)), Some(extra)) => {
            let defaults = defaults.strip_suffix('>').unwrap_or(defaults);
            let extra = extra.strip_suffix('>').unwrap_or(extra);
            let given: Vec<String> = extra.split(';').filter_map(key).collect();
            let kept = defaults
                .split(';')
                .filter(|p| key(p).is_none_or(|k| !given.contains(&k)));
            let merged: Vec<&str> = kept.chain(extra.split(';')).collect();
            format!("{name}<{}>", merged.join(";"))
        }
        (None, Some(_)) => format!("{pass}{params}"),
    }
}

/// Reports a malformed pass name once per message: LLVM calls parsing callbacks more than
/// once for the same element (once per pipeline level while classifying the pipeline, once
/// to build it).
pub fn report_parse_error(message: &str) {
    static SEEN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if seen
        .get_or_insert_with(HashSet::new)
        .insert(message.to_string())
    {
        report("error", message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(kind: PassKind) -> Option<FunctionPass> {
        Some(FunctionPass {
            kind,
            debug: DebugFault::default(),
        })
    }

    #[test]
    fn printer_and_transform_names() {
        assert_eq!(
            parse_function_pass("print<freqpath-cycles>"),
            Ok(pass(PassKind::PrintCycles))
        );
        assert_eq!(
            parse_function_pass("print<freqpath-branch-prob<explain>>"),
            Ok(pass(PassKind::PrintBranchProb {
                mode: LoopMode::Cycles,
                explain: true
            }))
        );
        assert_eq!(
            parse_function_pass("freqpath-annotate-bpi<stats>"),
            Ok(pass(PassKind::AnnotateBpi { stats: true }))
        );
        let panicking = parse_function_pass("print<freqpath-cycles<debug-panic=g>>")
            .unwrap()
            .unwrap();
        assert_eq!(panicking.debug.panic_in.as_deref(), Some("g"));
        assert_eq!(parse_function_pass("print<cycles>"), Ok(None));
        assert_eq!(parse_function_pass("instcombine"), Ok(None));
    }

    #[test]
    fn unknown_empty_and_repeated_parameters_are_errors() {
        assert!(parse_function_pass("print<freqpath-nope>").is_err());
        assert!(parse_function_pass("freqpath-cycles").is_err());
        assert!(parse_function_pass("print<freqpath-cycles<explain>>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<bogus>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<;>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<stats;>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<stats;stats>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<debug-panic=>").is_err());
        assert!(parse_function_pass("print<freqpath-cycles<debug-panic-write=f>>").is_err());
        let annotate = |p: &str| parse_function_pass(&format!("freqpath-annotate-bpi<{p}>"));
        assert!(annotate("predict;min-percent=70").is_err());
        assert!(annotate("predict;predicted-only;min-percent=49").is_err());
        assert!(annotate("predict;predicted-only;min-percent=100").is_err());
        assert!(annotate("predict;predicted-only;min-percent=").is_err());
        assert!(annotate("min-percent=70;predict;predicted-only").is_err());
        let empty = parse_function_pass("freqpath-profi<profile=>").unwrap_err();
        assert!(
            empty.contains("'profile=' of pass 'freqpath-profi' names no file"),
            "{empty}"
        );
        assert!(parse_function_pass("freqpath-profi<quality;profile=>").is_err());
    }

    #[test]
    fn pipeline_text_parses_back() {
        for name in [
            "print<freqpath-cycles>",
            "print<freqpath-branch-prob-legacy<explain>>",
            "freqpath-annotate-bpi<stats;debug-panic-write=main>",
            "print<freqpath-branch-prob<explain;debug-panic=f>>",
            "freqpath-annotate-bpi<predict;predicted-only;min-percent=70>",
        ] {
            let pass = parse_function_pass(name).unwrap().unwrap();
            assert_eq!(pass.pipeline_text(), name);
            assert_eq!(parse_function_pass(&pass.pipeline_text()), Ok(Some(pass)));
        }
    }

    #[test]
    fn environment_list() {
        assert_eq!(passes_from_env("annotate-bpi").unwrap().len(), 1);
        assert_eq!(passes_from_env(" annotate-bpi , ").unwrap().len(), 1);
        assert!(passes_from_env("").unwrap().is_empty());
        assert!(passes_from_env("annotate-bpi,bogus").is_err());
        assert!(passes_from_env("cycles").is_err());
        // Transforms that the variable does not offer stay refused.
        assert!(passes_from_env("break-crit-edges").is_err());
        assert!(passes_from_env("profi<profile=x>").is_err());
    }

    #[test]
    fn environment_predict_writes_only_what_the_predictor_decided() {
        let first = |name: &str| passes_from_env(name).unwrap().remove(0);
        let predict = first("annotate-bpi-predict");
        assert_eq!(
            predict.pass.pipeline_text(),
            "freqpath-annotate-bpi<predict;predicted-only;min-percent=75>"
        );
        assert_eq!(predict.point, ExtensionPoint::OptimizerLast);
        let early = first("annotate-bpi-predicted-only");
        assert_eq!(
            early.pass.pipeline_text(),
            "freqpath-annotate-bpi<predict;predicted-only>"
        );
        assert_eq!(early.point, ExtensionPoint::PipelineStart);
        assert_eq!(
            first("annotate-bpi-predict-all").pass.pipeline_text(),
            "freqpath-annotate-bpi<predict>"
        );
        // A parameter and a point given with the name replace the default's.
        let moved = first("annotate-bpi-predict<stats>@pipeline-start");
        assert_eq!(moved.point, ExtensionPoint::PipelineStart);
        assert_eq!(
            moved.pass.pipeline_text(),
            "freqpath-annotate-bpi<predict;predicted-only;min-percent=75;stats>"
        );
        // The previous default's bar, for measuring against it: the later value wins.
        assert_eq!(
            first("annotate-bpi-predict<min-percent=70>")
                .pass
                .pipeline_text(),
            "freqpath-annotate-bpi<predict;predicted-only;min-percent=70>"
        );
    }

    #[test]
    fn only_loop_transforms_get_loop_simplify_late() {
        let first = |name: &str| passes_from_env(name).unwrap().remove(0);
        for name in ["annotate-bpi-predict", "annotate-bpi@optimizer-last"] {
            let late = first(name);
            assert!(late.point.needs_loop_simplify());
            assert!(!late.pass.kind.rewrites_loops(), "{name}");
        }
        for name in ["fplicm", "fplicm-perf@optimizer-last", "latch-dup"] {
            assert!(first(name).pass.kind.rewrites_loops(), "{name}");
        }
    }

    #[test]
    fn environment_places_annotations_first_and_loop_transforms_late() {
        let passes = passes_from_env("annotate-bpi,fplicm-perf,latch-dup,fplicm").unwrap();
        let points: Vec<ExtensionPoint> = passes.iter().map(|p| p.point).collect();
        assert_eq!(
            points,
            [
                ExtensionPoint::PipelineStart,
                LOOP_TRANSFORMS_AT,
                LOOP_TRANSFORMS_AT,
                LOOP_TRANSFORMS_AT
            ]
        );
        assert_eq!(
            passes[1].pass.kind,
            PassKind::Fplicm {
                stats: false,
                perf: true,
                validate: false,
                hot: HotModel::default(),
            }
        );
        assert!(matches!(passes[2].pass.kind, PassKind::LatchDup { .. }));
    }

    #[test]
    fn environment_parameters_prefix_and_point() {
        let passes =
            passes_from_env("freqpath-fplicm<stats>@vectorizer-start,annotate-bpi<debug-panic=g>")
                .unwrap();
        assert_eq!(passes[0].point, ExtensionPoint::VectorizerStart);
        assert_eq!(passes[0].pass.pipeline_text(), "freqpath-fplicm<stats>");
        assert_eq!(passes[1].pass.debug.panic_in.as_deref(), Some("g"));
        let bad_point = passes_from_env("fplicm@loop-end").unwrap_err();
        assert!(
            bad_point.contains("extension point 'loop-end'"),
            "{bad_point}"
        );
        let bad_param = passes_from_env("fplicm<bogus>").unwrap_err();
        assert!(
            bad_param.contains("unknown parameter 'bogus'"),
            "{bad_param}"
        );
        assert!(passes_from_env("fplicm-perf@").is_err());
    }

    #[test]
    fn parameters_merge_into_a_named_pass() {
        assert_eq!(with_params("freqpath-x", ""), "freqpath-x");
        assert_eq!(with_params("freqpath-x", "<stats>"), "freqpath-x<stats>");
        assert_eq!(
            with_params("freqpath-x<p>", "<stats>"),
            "freqpath-x<p;stats>"
        );
    }

    #[test]
    fn fplicm_models_parse_and_print_back() {
        let default = parse_function_pass("freqpath-fplicm-perf")
            .unwrap()
            .unwrap();
        assert!(matches!(
            default.kind,
            PassKind::Fplicm { hot, .. } if hot == HotModel::default()
        ));
        assert_eq!(default.pipeline_text(), "freqpath-fplicm-perf");
        let path = parse_function_pass("freqpath-fplicm<path>")
            .unwrap()
            .unwrap();
        assert!(matches!(
            path.kind,
            PassKind::Fplicm {
                hot: HotModel::Path,
                ..
            }
        ));
        assert_eq!(path.pipeline_text(), "freqpath-fplicm<path>");
        let rare = parse_function_pass("freqpath-fplicm<rare=5;stats>")
            .unwrap()
            .unwrap();
        assert!(matches!(
            rare.kind,
            PassKind::Fplicm {
                hot: HotModel::Rare { percent: 5 },
                ..
            }
        ));
        assert_eq!(rare.pipeline_text(), "freqpath-fplicm<stats;rare=5>");
        for bad in [
            "freqpath-fplicm<rare=0>",
            "freqpath-fplicm<rare=51>",
            "freqpath-fplicm<rare=x>",
        ] {
            assert!(parse_function_pass(bad)
                .unwrap_err()
                .contains("not a whole number 1-50"));
        }
        let both = parse_function_pass("freqpath-fplicm<path;rare=10>").unwrap_err();
        assert!(both.contains("choose two models"), "{both}");
        assert!(parse_function_pass("freqpath-latch-dup<path>").is_err());
    }
}
