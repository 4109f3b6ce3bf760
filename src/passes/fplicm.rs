//! `freqpath-fplicm` and `freqpath-fplicm-perf`: frequent-path LICM (seed 003) as one edit
//! plan per function, applied all or nothing (see `ir::apply`).

use std::fmt::Write as _;

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use super::guard::report;
use crate::bpi::structures::Models;
use crate::bpi::{self};
use crate::edit::model::Operand;
use crate::edit::plan::EditPlan;
use crate::fplicm::alias::AliasModel;
use crate::fplicm::chains::{collect_families, plan_family, Family};
use crate::fplicm::hoist::{
    choose_loops, plan_group_replacement, plan_group_values, FunctionInput, GroupValues, Skip,
};
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::natural_loops::LoopInfo;
use crate::ir::apply::apply_plan;
use crate::ir::cfg::function_name;
use crate::ir::model::{extract_model, ModelHandles};
use crate::ir::names::BlockNames;

/// Options of the FPLICM passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub stats: bool,
    pub perf: bool,
}

/// Rewrites one function; returns whether it changed.
pub fn run(function: FunctionValue<'_>, options: Options) -> bool {
    let pass = if options.perf {
        "freqpath-fplicm-perf"
    } else {
        "freqpath-fplicm"
    };
    let fname = String::from_utf8_lossy(&function_name(function)).into_owned();
    let analyzed = match analyze(
        function,
        Models {
            cycles: true,
            legacy: false,
        },
    ) {
        Ok(a) => a,
        Err(e) => {
            report(
                "warning",
                &format!("{pass}: skipping function '{fname}': {e}"),
            );
            return false;
        }
    };
    let graph = &analyzed.graph;
    let cfg = &graph.cfg;
    let dt = &analyzed.structures.dt;
    let loops = LoopInfo::compute(cfg, dt);
    // Most functions have no loop: leave before the instruction model and the probabilities,
    // which cost more than everything else together.
    if loops.num_loops() == 0 {
        return false;
    }
    let model = extract_model(function, graph);
    let cycles = analyzed.structures.cycles(cfg).expect("cycle forest built");
    let probabilities = bpi::compute(&analyzed.context(&cycles));
    let df = DominanceFrontiers::forward(cfg, dt);
    let alias = AliasModel::new(&model.model);
    let input = FunctionInput {
        cfg,
        model: &model.model,
        dt,
        df: &df,
        loops: &loops,
        bpi: &probabilities,
        alias: &alias,
    };
    let names = BlockNames::new(function, &graph.blocks);
    let mut lines = String::new();
    let chosen = choose_loops(&input, |l, skip| {
        if options.stats {
            let header = String::from_utf8_lossy(names.name(loops.header(l)));
            let why = match skip {
                Skip::NoCandidate {
                    blocked: Some((address, block)),
                } => format!(
                    "{}: load of {} may be written on frequent block %{}",
                    skip.describe(),
                    operand_name(&model.handles, address),
                    String::from_utf8_lossy(names.name(block))
                ),
                _ => skip.describe().to_string(),
            };
            let _ = writeln!(
                lines,
                "{pass}: function '{fname}': loop %{header}: skipped ({why})"
            );
        }
    });
    let mut plan = EditPlan::default();
    for lc in &chosen {
        let header = String::from_utf8_lossy(names.name(lc.header)).into_owned();
        // With -perf, only groups that root a chain worth hoisting are rewritten.
        let (families, selected): (Vec<Family>, Vec<bool>) = if options.perf {
            let families: Vec<Family> = collect_families(&input, lc)
                .into_iter()
                .filter(|f| {
                    let keep = f.worth_hoisting();
                    if !keep && options.stats {
                        let _ = writeln!(
                            lines,
                            "{pass}: function '{fname}': loop %{header}: chain of {} skipped (expensive {} < 2)",
                            f.members.len(),
                            f.expensive
                        );
                    }
                    keep
                })
                .collect();
            let mut selected = vec![false; lc.groups.len()];
            for f in &families {
                for &g in &f.groups {
                    selected[g] = true;
                }
            }
            (families, selected)
        } else {
            (Vec::new(), vec![true; lc.groups.len()])
        };
        let values: Vec<Option<GroupValues>> = lc
            .groups
            .iter()
            .zip(&selected)
            .map(|(group, &on)| on.then(|| plan_group_values(&input, lc, group, &mut plan)))
            .collect();
        for f in &families {
            plan_family(&input, lc, f, &values, &mut plan);
            if options.stats {
                let _ = writeln!(
                    lines,
                    "{pass}: function '{fname}': loop %{header}: chain of {} (expensive {}) hoisted, {} carried",
                    f.members.len(),
                    f.expensive,
                    f.carried.len()
                );
            }
        }
        for ((group, value), &on) in lc.groups.iter().zip(&values).zip(&selected) {
            let Some(value) = value else {
                continue;
            };
            plan_group_replacement(group, value, &mut plan);
            if options.stats && on {
                let repairs: Vec<String> = group
                    .repairs
                    .iter()
                    .map(|&(b, _)| format!("%{}", String::from_utf8_lossy(names.name(b))))
                    .collect();
                let _ = writeln!(
                    lines,
                    "{pass}: function '{fname}': loop %{header}: hoisted load of {} ({} loads), {} repairs: {}",
                    operand_name(&model.handles, group.address),
                    group.loads.len(),
                    group.repairs.len(),
                    repairs.join(", ")
                );
            }
        }
    }
    let changed = match apply_plan(function, graph, &model, &plan) {
        Ok(applied) => applied.edits > 0,
        Err(e) => {
            report(
                "error",
                &format!("{pass}: function '{fname}' left unchanged: {e}"),
            );
            return false;
        }
    };
    if options.stats && !lines.is_empty() {
        let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), lines.as_bytes());
    }
    changed
}

/// A readable name for an address operand (`@g`, `%p`, or a description).
fn operand_name(handles: &ModelHandles, op: Operand) -> String {
    use crate::ir::cfg::value_name;
    let v = match op {
        Operand::Inst(i) => handles.insts[i],
        Operand::Const(c) => handles.consts[c],
        _ => return format!("{op:?}"),
    };
    // SAFETY: the handle is a live value of the function or module.
    let name = unsafe { value_name(v) };
    let sigil = if matches!(op, Operand::Const(_)) {
        '@'
    } else {
        '%'
    };
    if name.is_empty() {
        format!("{op:?}")
    } else {
        format!("{sigil}{}", String::from_utf8_lossy(name))
    }
}
