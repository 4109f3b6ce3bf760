//! Pass-name parsing for `-passes=`: which names are ours, and their parameters.
//!
//! Printers are spelled `print<freqpath-NAME>` and take parameters as LLVM passes do, inside
//! angle brackets separated by `;`: `print<freqpath-cycles<debug-panic>>`. A name that starts
//! like one of ours but carries an unknown parameter is rejected with an `error:` line, so opt
//! stops before touching the IR.

use std::collections::HashSet;
use std::sync::Mutex;

use llvm_plugin::inkwell::values::FunctionValue;
use llvm_plugin::{FunctionAnalysisManager, LlvmFunctionPass, PreservedAnalyses};

use super::guard::{report, run_guarded};
use super::print_bpi::{self, LoopMode};
use super::print_cycles;

/// Options every pass accepts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CommonOptions {
    /// Hidden: panic inside the pass on purpose, to prove panics are contained.
    pub debug_panic: bool,
}

impl CommonOptions {
    /// Panics when the hidden `debug-panic` parameter was given.
    fn maybe_panic(self) {
        if self.debug_panic {
            panic!("debug-panic requested");
        }
    }
}

/// A function pass of ours, chosen by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionPass {
    PrintCycles(CommonOptions),
    /// A branch-probability printer; `explain` appends each edge's provenance.
    PrintBranchProb {
        mode: LoopMode,
        explain: bool,
        opts: CommonOptions,
    },
}

impl FunctionPass {
    fn pipeline_name(&self) -> &'static str {
        match self {
            FunctionPass::PrintCycles(_) => "print<freqpath-cycles>",
            FunctionPass::PrintBranchProb {
                mode: LoopMode::Cycles,
                ..
            } => "print<freqpath-branch-prob>",
            FunctionPass::PrintBranchProb {
                mode: LoopMode::Legacy,
                ..
            } => "print<freqpath-branch-prob-legacy>",
        }
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
            match self {
                FunctionPass::PrintCycles(opts) => {
                    opts.maybe_panic();
                    print_cycles::run(f);
                }
                FunctionPass::PrintBranchProb {
                    mode,
                    explain,
                    opts,
                } => {
                    opts.maybe_panic();
                    print_bpi::run(f, *mode, *explain);
                }
            }
            PreservedAnalyses::All
        })
    }
}

/// Splits `base<params>` into the base and its `;`-separated parameters.
fn split_params(name: &str) -> (&str, Vec<&str>) {
    match name.find('<') {
        Some(open) if name.ends_with('>') => {
            let inner = &name[open + 1..name.len() - 1];
            let params = inner.split(';').filter(|p| !p.is_empty()).collect();
            (&name[..open], params)
        }
        _ => (name, Vec::new()),
    }
}

/// Parses one pipeline element. `Ok(None)`: not ours. `Err`: ours but malformed.
pub fn parse_function_pass(name: &str) -> Result<Option<FunctionPass>, String> {
    let Some(inner) = name
        .strip_prefix("print<")
        .and_then(|s| s.strip_suffix('>'))
    else {
        return Ok(None);
    };
    if !inner.starts_with("freqpath-") {
        return Ok(None);
    }
    let (base, params) = split_params(inner);
    let mut opts = CommonOptions::default();
    let mode = match base {
        "freqpath-cycles" => None,
        "freqpath-branch-prob" => Some(LoopMode::Cycles),
        "freqpath-branch-prob-legacy" => Some(LoopMode::Legacy),
        _ => {
            return Err(format!(
                "unknown pass 'print<{base}>' (known printers: print<freqpath-cycles>, \
                 print<freqpath-branch-prob>, print<freqpath-branch-prob-legacy>)"
            ))
        }
    };
    let mut explain = false;
    for p in params {
        match p {
            "debug-panic" => opts.debug_panic = true,
            "explain" if mode.is_some() => explain = true,
            other => {
                return Err(format!(
                    "unknown parameter '{other}' for pass 'print<{base}>'"
                ))
            }
        }
    }
    Ok(Some(match mode {
        None => FunctionPass::PrintCycles(opts),
        Some(mode) => FunctionPass::PrintBranchProb {
            mode,
            explain,
            opts,
        },
    }))
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

    #[test]
    fn printer_names() {
        assert_eq!(
            parse_function_pass("print<freqpath-cycles>"),
            Ok(Some(FunctionPass::PrintCycles(CommonOptions::default())))
        );
        assert_eq!(
            parse_function_pass("print<freqpath-cycles<debug-panic>>"),
            Ok(Some(FunctionPass::PrintCycles(CommonOptions {
                debug_panic: true
            })))
        );
        assert_eq!(parse_function_pass("print<cycles>"), Ok(None));
        assert_eq!(parse_function_pass("instcombine"), Ok(None));
    }

    #[test]
    fn unknown_names_and_parameters_are_errors() {
        assert!(parse_function_pass("print<freqpath-nope>").is_err());
        assert!(parse_function_pass("print<freqpath-cycles<bogus>>").is_err());
    }
}
