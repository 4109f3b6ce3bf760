//! Pass-name parsing for `-passes=`: which names are ours, and their parameters.
//!
//! Printers are spelled `print<freqpath-NAME>`, transforms `freqpath-NAME`. Parameters go
//! inside angle brackets separated by `;`, as for LLVM's own passes:
//! `print<freqpath-branch-prob<explain>>`, `freqpath-annotate-bpi<stats>`. A name that starts
//! like one of ours but is unknown or carries an unknown parameter is rejected with an
//! `error:` line, so opt stops before touching the IR.

use std::collections::HashSet;
use std::sync::Mutex;

use llvm_plugin::inkwell::module::Module;
use llvm_plugin::inkwell::values::FunctionValue;
use llvm_plugin::{
    FunctionAnalysisManager, LlvmFunctionPass, LlvmModulePass, ModuleAnalysisManager,
    PreservedAnalyses,
};

use super::annotate;
use super::guard::{report, run_guarded};
use super::print_bpi::{self, LoopMode};
use super::print_cycles;

/// A pass of ours, chosen by name, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionPass {
    pub kind: PassKind,
    /// Hidden: panic inside the pass on purpose, to prove panics are contained.
    pub debug_panic: bool,
}

/// What a pass does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

/// The names users write, for error messages.
const KNOWN: &str = "print<freqpath-cycles>, print<freqpath-branch-prob>, \
                     print<freqpath-branch-prob-legacy>, freqpath-annotate-bpi";

impl FunctionPass {
    fn pipeline_name(&self) -> &'static str {
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
        }
    }

    fn maybe_panic(&self) {
        if self.debug_panic {
            panic!("debug-panic requested");
        }
    }

    /// Runs on one function; returns whether the IR changed.
    fn run_on(&self, f: FunctionValue<'_>) -> bool {
        self.maybe_panic();
        match self.kind {
            PassKind::PrintCycles => print_cycles::run(f),
            PassKind::PrintBranchProb { mode, explain } => print_bpi::run(f, mode, explain),
            PassKind::AnnotateBpi { stats } => return annotate::run(f, stats),
        }
        false
    }
}

impl LlvmFunctionPass for FunctionPass {
    fn run_pass(
        &self,
        function: &mut FunctionValue,
        _: &FunctionAnalysisManager,
    ) -> PreservedAnalyses {
        let f = *function;
        run_guarded(self.pipeline_name(), PreservedAnalyses::All, || {
            if self.run_on(f) {
                PreservedAnalyses::None
            } else {
                PreservedAnalyses::All
            }
        })
    }
}

/// A function pass applied to every definition of a module (for extension points, which
/// take module passes).
pub struct EveryFunction(pub FunctionPass);

impl LlvmModulePass for EveryFunction {
    fn run_pass(&self, module: &mut Module, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        run_guarded(self.0.pipeline_name(), PreservedAnalyses::All, || {
            let mut changed = false;
            let mut next = module.get_first_function();
            while let Some(f) = next {
                if f.count_basic_blocks() > 0 {
                    changed |= self.0.run_on(f);
                }
                next = f.get_next_function();
            }
            if changed {
                PreservedAnalyses::None
            } else {
                PreservedAnalyses::All
            }
        })
    }
}

/// Splits `base<params>` into the base and its `;`-separated parameters.
fn split_params(name: &str) -> (&str, Vec<&str>) {
    match name.find('<') {
        Some(open) if name.ends_with('>') => {
            let inner = &name[open + 1..name.len() - 1];
            (
                &name[..open],
                inner.split(';').filter(|p| !p.is_empty()).collect(),
            )
        }
        _ => (name, Vec::new()),
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
    let (base, params) = split_params(inner);
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
        _ => return Err(format!("unknown pass '{shown}' (known: {KNOWN})")),
    };
    let mut debug_panic = false;
    for p in params {
        match (p, &mut kind) {
            ("debug-panic", _) => debug_panic = true,
            ("explain", PassKind::PrintBranchProb { explain, .. }) => *explain = true,
            ("stats", PassKind::AnnotateBpi { stats }) => *stats = true,
            (other, _) => return Err(format!("unknown parameter '{other}' for pass '{shown}'")),
        }
    }
    Ok(Some(FunctionPass { kind, debug_panic }))
}

/// Passes named in `FREQPATH_PASSES` (comma-separated, e.g. `annotate-bpi`) for clang's
/// pipeline start; unknown names are reported once and skipped.
pub fn passes_from_env(value: &str) -> Vec<FunctionPass> {
    let mut passes = Vec::new();
    for item in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let name = if item.starts_with("freqpath-") {
            item.to_string()
        } else {
            format!("freqpath-{item}")
        };
        match parse_function_pass(&name) {
            Ok(Some(pass)) if matches!(pass.kind, PassKind::AnnotateBpi { .. }) => passes.push(pass),
            Ok(_) => report_parse_error(&format!(
                "FREQPATH_PASSES: '{item}' cannot run at the pipeline start (supported: annotate-bpi)"
            )),
            Err(message) => report_parse_error(&format!("FREQPATH_PASSES: {message}")),
        }
    }
    passes
}

/// Reports a malformed pass name once per name: LLVM calls parsing callbacks more than once
/// for the same element (once to classify the pipeline, once to build it).
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
            debug_panic: false,
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
        assert_eq!(
            parse_function_pass("print<freqpath-cycles<debug-panic>>"),
            Ok(Some(FunctionPass {
                kind: PassKind::PrintCycles,
                debug_panic: true
            }))
        );
        assert_eq!(parse_function_pass("print<cycles>"), Ok(None));
        assert_eq!(parse_function_pass("instcombine"), Ok(None));
    }

    #[test]
    fn unknown_names_and_parameters_are_errors() {
        assert!(parse_function_pass("print<freqpath-nope>").is_err());
        assert!(parse_function_pass("freqpath-cycles").is_err());
        assert!(parse_function_pass("print<freqpath-cycles<explain>>").is_err());
        assert!(parse_function_pass("freqpath-annotate-bpi<bogus>").is_err());
    }

    #[test]
    fn environment_list() {
        assert_eq!(passes_from_env("annotate-bpi").len(), 1);
        assert_eq!(passes_from_env(" annotate-bpi , ").len(), 1);
        assert!(passes_from_env("").is_empty());
    }
}
