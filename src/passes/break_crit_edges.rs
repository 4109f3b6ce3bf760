//! `freqpath-break-crit-edges`: LLVM 16's `break-crit-edges`, planned in Rust as an edit plan
//! and applied in place through the all-or-nothing plan writer (undo log). Its output is LLVM's byte for byte,
//! which makes it the differential test of the edit machinery.

use llvm_plugin::inkwell::values::FunctionValue;

use crate::edit::critical_edges::{plan_split_critical_edges, BlockTraits};
use crate::ir::apply::{apply_plan, checks_forced};
use crate::ir::cfg::function_name;
use crate::ir::extract_cfg;
use crate::ir::model::{block_traits, extract_model, extract_phi_model};
use crate::ir::names::BlockNames;
use crate::passes::guard::report;

/// Splits every critical edge of `function`; returns whether it changed.
pub fn run(function: FunctionValue<'_>, stats: bool) -> bool {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    let graph = match extract_cfg(function) {
        Ok(g) => g,
        Err(e) => {
            report(
                "warning",
                &format!("freqpath-break-crit-edges: skipping function '{name}': {e}"),
            );
            return false;
        }
    };
    // Most functions have no critical edge: then nothing needs the instruction model, the
    // names or the applier (LLVM's pass, too, only looks at terminators then).
    let cfg = &graph.cfg;
    let any_critical = cfg
        .blocks()
        .any(|b| cfg.succs(b).len() >= 2 && cfg.succs(b).iter().any(|&t| cfg.preds(t).len() >= 2));
    if !any_critical {
        if stats {
            report(
                "remark",
                &format!("freqpath-break-crit-edges: function '{name}': 0 edges split"),
            );
        }
        return false;
    }
    // A release write is not read back: the phis are all the plan needs.
    let (model, indirect_branch, eh_pad) = if checks_forced() {
        let model = extract_model(function, &graph);
        let (indirect_branch, eh_pad) = block_traits(&model.model);
        (model, indirect_branch, eh_pad)
    } else {
        let phis = extract_phi_model(function, &graph);
        (phis.model, phis.indirect_branch, phis.eh_pad)
    };
    let names = BlockNames::new(function, &graph.blocks);
    let plan = plan_split_critical_edges(
        &graph.cfg,
        &model.model,
        &BlockTraits {
            indirect_branch: &indirect_branch,
            eh_pad: &eh_pad,
        },
        |b| names.name(b),
    );
    match apply_plan(function, &graph, &model, &plan, false) {
        Ok(applied) => {
            if stats {
                report(
                    "remark",
                    &format!(
                        "freqpath-break-crit-edges: function '{name}': {} edges split",
                        applied.new_blocks
                    ),
                );
            }
            applied.new_blocks > 0
        }
        Err(e) => {
            report(
                "error",
                &format!("freqpath-break-crit-edges: function '{name}' left unchanged: {e}"),
            );
            false
        }
    }
}
