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
use super::print_bpi::LoopMode;
use super::profi::ProfiOptions;

/// A pass of ours, chosen by name, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionPass {
    pub kind: PassKind,
    /// Hidden fault injection, to prove panics are contained.
    pub debug: DebugFault,
}

/// Hidden parameters that make a pass panic on purpose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugFault {
    /// `debug-panic`: panic before doing anything, in every function.
    pub panic_everywhere: bool,
    /// `debug-panic=NAME`: panic before doing anything in function `NAME`.
    pub panic_in: Option<String>,
    /// `debug-panic-write=NAME`: panic right after the first IR write in function `NAME`.
    pub panic_after_write_in: Option<String>,
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
    /// Frequent-path LICM; `perf` adds the dependent chains.
    Fplicm {
        stats: bool,
        perf: bool,
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
                | PassKind::Fplicm { .. }
                | PassKind::LatchDup { .. }
                | PassKind::Profi(_)
        )
    }
}

/// The names users write, for error messages.
const KNOWN: &str = "print<freqpath-cycles>, print<freqpath-branch-prob>, \
                     print<freqpath-branch-prob-legacy>, freqpath-annotate-bpi, \
                     freqpath-break-crit-edges, freqpath-fplicm, freqpath-fplicm-perf, \
                     freqpath-latch-dup, freqpath-profi";

/// What `FREQPATH_PASSES` accepts.
const ENV_KNOWN: &str = "annotate-bpi";

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
            PassKind::AnnotateBpi { stats: true }
            | PassKind::BreakCritEdges { stats: true }
            | PassKind::Fplicm { stats: true, .. } => params.push("stats".into()),
            PassKind::LatchDup { stats, validate } => {
                params.extend(stats.then(|| "stats".into()));
                params.extend(validate.then(|| "validate".into()));
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
        (false, "freqpath-fplicm") => PassKind::Fplicm {
            stats: false,
            perf: false,
        },
        (false, "freqpath-fplicm-perf") => PassKind::Fplicm {
            stats: false,
            perf: true,
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
            (None, PassKind::PrintBranchProb { explain, .. }) if p == "explain" => *explain = true,
            (
                None,
                PassKind::AnnotateBpi { stats }
                | PassKind::BreakCritEdges { stats }
                | PassKind::Fplicm { stats, .. }
                | PassKind::LatchDup { stats, .. },
            ) if p == "stats" => *stats = true,
            (None, PassKind::LatchDup { .. }) if p == "validate" => {
                return Err(format!(
                    "parameter 'validate' of pass '{shown}' needs the translation validator, \
                     which this build does not have yet"
                ))
            }
            (_, PassKind::Profi(options)) => parse_profi_param(options, p, &shown)?,
            _ => return Err(format!("unknown parameter '{p}' for pass '{shown}'")),
        }
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
        Some(("profile", path)) if !path.is_empty() => options.profile = path.to_string(),
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

/// Passes named in `FREQPATH_PASSES` (comma-separated, e.g. `annotate-bpi`) for clang's
/// pipeline start. Any unusable item is an error for the whole list: a compile must not go
/// on silently without the passes its user asked for.
pub fn passes_from_env(value: &str) -> Result<Vec<FunctionPass>, String> {
    let mut passes = Vec::new();
    for item in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let name = if item.starts_with("freqpath-") {
            item.to_string()
        } else {
            format!("freqpath-{item}")
        };
        match parse_function_pass(&name) {
            Ok(Some(pass)) if pass.kind.is_transform() => passes.push(pass),
            Ok(_) | Err(_) => {
                return Err(format!(
                    "FREQPATH_PASSES: unknown pass '{item}' (accepted: {ENV_KNOWN})"
                ))
            }
        }
    }
    Ok(passes)
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
    }

    #[test]
    fn pipeline_text_parses_back() {
        for name in [
            "print<freqpath-cycles>",
            "print<freqpath-branch-prob-legacy<explain>>",
            "freqpath-annotate-bpi<stats;debug-panic-write=main>",
            "print<freqpath-branch-prob<explain;debug-panic=f>>",
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
    }
}
