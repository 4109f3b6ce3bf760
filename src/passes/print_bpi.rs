//! `print<freqpath-branch-prob>` (cycle forest) and `print<freqpath-branch-prob-legacy>`
//! (LLVM 16's LoopInfo + SCC model): branch probabilities in `print<branch-prob>`'s format.

use std::io::Write;

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use crate::bpi::print::write_llvm_format;
use crate::bpi::structures::Models;
use crate::bpi::{self, BranchProbabilities};
use crate::ir::cfg::{function_name, FunctionCfg};
use crate::ir::names::BlockNames;
use crate::ir::IrError;

/// Which loop structure the estimated heuristic uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopMode {
    /// Our loop-nesting forest (the behaviour LLVM adopted after 16).
    Cycles,
    /// LLVM 16: natural loops plus flat SCCs.
    Legacy,
}

impl LoopMode {
    pub fn printer_name(self) -> &'static str {
        match self {
            LoopMode::Cycles => "freqpath-branch-prob",
            LoopMode::Legacy => "freqpath-branch-prob-legacy",
        }
    }
}

/// Branch probabilities of one function with the chosen loop model.
pub fn probabilities(
    function: FunctionValue<'_>,
    mode: LoopMode,
) -> Result<(FunctionCfg, BranchProbabilities), IrError> {
    let models = Models {
        cycles: mode == LoopMode::Cycles,
        legacy: mode == LoopMode::Legacy,
    };
    let analyzed = analyze(function, models)?;
    let cfg = &analyzed.graph.cfg;
    let result = match mode {
        LoopMode::Cycles => {
            let model = analyzed.structures.cycles(cfg).expect("cycle forest built");
            bpi::compute(&analyzed.context(&model))
        }
        LoopMode::Legacy => {
            let model = analyzed.structures.legacy(cfg).expect("legacy loops built");
            bpi::compute(&analyzed.context(&model))
        }
    };
    Ok((analyzed.graph, result))
}

/// Prints a header line naming freqpath and the function, then the body of
/// `print<branch-prob>`, in one write to stderr.
pub fn run(function: FunctionValue<'_>, mode: LoopMode, explain: bool) {
    let name = function_name(function);
    let mut out = Vec::new();
    out.extend_from_slice(mode.printer_name().as_bytes());
    out.extend_from_slice(b" for function: ");
    out.extend_from_slice(&name);
    out.push(b'\n');
    match probabilities(function, mode) {
        Ok((graph, result)) => {
            let names = BlockNames::new(function, &graph.blocks);
            write_llvm_format(&graph.cfg, &result, |b| names.name(b), explain, &mut out);
        }
        Err(e) => {
            crate::passes::guard::report(
                "warning",
                &format!(
                    "print<{}>: skipping function '{}': {e}",
                    mode.printer_name(),
                    String::from_utf8_lossy(&name)
                ),
            );
            return;
        }
    }
    let _ = std::io::stderr().lock().write_all(&out);
}
