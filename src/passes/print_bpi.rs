//! `print<freqpath-branch-prob>` (cycle forest) and `print<freqpath-branch-prob-legacy>`
//! (LLVM 16's LoopInfo + SCC model): branch probabilities in `print<branch-prob>`'s format.

use std::io::Write;

use llvm_plugin::inkwell::values::FunctionValue;

use crate::bpi::loops::{CycleLoops, LegacyLoops, LoopModel};
use crate::bpi::print::write_llvm_format;
use crate::bpi::{self, BranchProbabilities};
use crate::graph::cycles::CycleForest;
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::scc_info::SccInfo;
use crate::ir::cfg::{function_name, FunctionCfg};
use crate::ir::facts::extract_facts;
use crate::ir::names::BlockNames;
use crate::ir::{extract_cfg, IrError};

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
pub fn analyze(
    function: FunctionValue<'_>,
    mode: LoopMode,
) -> Result<(FunctionCfg, BranchProbabilities), IrError> {
    let graph = extract_cfg(function)?;
    let cfg = &graph.cfg;
    let dt = DominatorTree::compute(cfg);
    let pdt = PostDominatorTree::compute(cfg);
    let result = match mode {
        LoopMode::Cycles => {
            let forest = CycleForest::compute(cfg);
            let model = CycleLoops::new(cfg, &forest);
            run_cascade(function, &graph, &model, &dt, &pdt)
        }
        LoopMode::Legacy => {
            // LLVM iterates SccInfo's pointer-keyed DenseMap; real block addresses reproduce
            // its order.
            let addresses: Vec<u64> = graph.blocks.iter().map(|&bb| bb as u64).collect();
            let sccs = SccInfo::compute_with_addresses(cfg, &addresses);
            let model = LegacyLoops::with_sccs(cfg, &dt, sccs);
            run_cascade(function, &graph, &model, &dt, &pdt)
        }
    };
    Ok((graph, result))
}

fn run_cascade(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    model: &impl LoopModel,
    dt: &DominatorTree,
    pdt: &PostDominatorTree,
) -> BranchProbabilities {
    let facts = extract_facts(function, graph, |b| model.unlikely_scope(b).is_some());
    bpi::compute(&graph.cfg, &facts, model, dt, pdt)
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
    match analyze(function, mode) {
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
