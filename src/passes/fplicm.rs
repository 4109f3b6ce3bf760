//! `freqpath-fplicm` and `freqpath-fplicm-perf`: frequent-path LICM (seed 003) as one edit
//! plan per function, applied all or nothing (see `ir::apply`); `-perf` then gives each loop
//! whose chain it hoisted a latch per path and the separation of docs/fplicm-design.md §7.4,
//! one validated plan per loop.

use std::fmt::Write as _;

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use super::guard::report;
use super::latch_dup::{check_plan, dry_run, report_refusal, IrNames, Refused, Validation};
use crate::bpi::structures::Models;
use crate::bpi::{self};
use crate::edit::model::{FunctionModel, Operand};
use crate::edit::plan::{BlockRef, Edit, EditPlan};
use crate::fplicm::alias::AliasModel;
use crate::fplicm::chains::{collect_families, plan_family, Family};
use crate::fplicm::corrupt::Corruption;
use crate::fplicm::hoist::{
    choose_loops, plan_group_replacement, plan_group_values, FunctionInput, GroupValues, Skip,
};
use crate::fplicm::latch_dup::{plan_separated_duplication, SeparatedDuplication, ValueNames};
use crate::fplicm::validate::Claims;
use crate::fplicm::values;
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::Block;
use crate::ir::apply::apply_plan;
use crate::ir::cfg::function_name;
use crate::ir::extract_cfg;
use crate::ir::model::{extract_model, ModelHandles};
use crate::ir::names::BlockNames;

/// Options of the FPLICM passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub stats: bool,
    pub perf: bool,
    pub validation: Validation,
}

impl Options {
    pub fn new(stats: bool, perf: bool, validate: bool, corrupt: Option<Corruption>) -> Options {
        Options {
            stats,
            perf,
            validation: Validation {
                on: validate,
                corrupt,
            },
        }
    }
}

/// A loop whose shared latch `-perf` duplicates after the hoist. The hoist adds no block,
/// so these ids hold in the rewritten function; each latch duplication moves them on
/// ([`renumbered`]).
#[derive(Clone, Copy)]
struct LatchTarget {
    header: Block,
    /// The frequent path's block before the latch: its latch copy keeps the back edge.
    frequent_pred: Block,
}

/// The id original block `b` has after `plan` was written: new blocks go right after their
/// anchor in the layout, erased blocks leave it (`ir::apply` keeps the layout order).
fn renumbered(plan: &EditPlan, b: Block) -> Block {
    let anchor = |mut at: BlockRef| loop {
        match at {
            BlockRef::Old(a) => return a,
            BlockRef::New(n) => at = plan.new_blocks[n].after,
        }
    };
    let inserted = plan
        .new_blocks
        .iter()
        .filter(|spec| anchor(spec.after) < b)
        .count();
    let erased = plan
        .edits
        .iter()
        .filter(|e| matches!(e, Edit::EraseBlock { block } if *block < b))
        .count();
    Block::new(b.index() + inserted - erased)
}

/// Rewrites one function; returns whether it changed. With validation, the whole rewrite
/// runs on a scratch copy first, so a refused plan leaves the function untouched.
pub fn run(function: FunctionValue<'_>, options: Options) -> bool {
    let pass = if options.perf {
        "freqpath-fplicm-perf"
    } else {
        "freqpath-fplicm"
    };
    let fname = String::from_utf8_lossy(&function_name(function)).into_owned();
    let quiet = Options {
        stats: false,
        ..options
    };
    if !dry_run(function, &fname, options.validation, |f| {
        rewrite(f, quiet, pass, &fname, &mut String::new())
    }) {
        return false;
    }
    let mut lines = String::new();
    let result = rewrite(function, options, pass, &fname, &mut lines);
    if options.stats && !lines.is_empty() {
        let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), lines.as_bytes());
    }
    match result {
        Ok(changed) => changed,
        Err(refused) => {
            report_refusal(function, &fname, &refused);
            false
        }
    }
}

/// The hoist plan, then with `-perf` the latch duplications; `Err` when the validator
/// refuses a plan. Stats lines go to `lines`.
fn rewrite(
    function: FunctionValue<'_>,
    options: Options,
    pass: &str,
    fname: &str,
    lines: &mut String,
) -> Result<bool, Refused> {
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
            return Ok(false);
        }
    };
    let graph = &analyzed.graph;
    let cfg = &graph.cfg;
    let dt = &analyzed.structures.dt;
    let loops = LoopInfo::compute(cfg, dt);
    // Most functions have no loop: leave before the instruction model and the probabilities,
    // which cost more than everything else together.
    if loops.num_loops() == 0 {
        return Ok(false);
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
    let mut latch_targets: Vec<LatchTarget> = Vec::new();
    let chosen = choose_loops(&input, |l, skip| {
        if options.stats {
            let header = names.label(loops.header(l));
            let why = match skip {
                Skip::NoCandidate {
                    blocked: Some((address, block)),
                } => format!(
                    "{}: load of {} may be written on frequent block {}",
                    skip.describe(),
                    operand_name(&model.handles, address),
                    names.label(block)
                ),
                _ => skip.describe().to_string(),
            };
            let _ = writeln!(
                lines,
                "{pass}: function '{fname}': loop {header}: skipped ({why})"
            );
        }
    });
    let mut plan = EditPlan::default();
    let mut taken = cfg.block_map(false);
    for lc in &chosen {
        let edits_before = plan.edits.len();
        let header = names.label(lc.header);
        // With -perf, only groups that root a chain worth hoisting are rewritten.
        let (families, selected): (Vec<Family>, Vec<bool>) = if options.perf {
            let families: Vec<Family> = collect_families(&input, lc)
                .into_iter()
                .filter(|f| {
                    let keep = f.worth_hoisting();
                    if !keep && options.stats {
                        let _ = writeln!(
                            lines,
                            "{pass}: function '{fname}': loop {header}: chain of {} skipped (expensive {} < 2)",
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
            if !families.is_empty() && lc.frequent.len() >= 2 {
                latch_targets.push(LatchTarget {
                    header: lc.header,
                    frequent_pred: lc.frequent[lc.frequent.len() - 2],
                });
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
                    "{pass}: function '{fname}': loop {header}: chain of {} (expensive {}) hoisted, {} carried",
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
                let repairs: Vec<String> =
                    group.repairs.iter().map(|&(b, _)| names.label(b)).collect();
                let _ = writeln!(
                    lines,
                    "{pass}: function '{fname}': loop {header}: hoisted load of {} ({} loads), {} repairs: {}",
                    operand_name(&model.handles, group.address),
                    group.loads.len(),
                    group.repairs.len(),
                    repairs.join(", ")
                );
            }
        }
        if plan.edits.len() > edits_before {
            for &b in loops.blocks(lc.id) {
                taken[b] = true;
            }
        }
    }
    if options.perf {
        for o in values::plan_function(&input, &mut taken, &mut plan) {
            if options.stats {
                let header = names.label(o.header);
                let root = o
                    .roots
                    .iter()
                    .map(|&r| operand_name(&model.handles, Operand::Inst(r)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let what = match &o.result {
                    Ok(h) => {
                        let at: Vec<String> =
                            h.recomputes.iter().map(|&b| names.label(b)).collect();
                        format!(
                            "chain of {} (expensive {}) hoisted, {} carried, recomputed in {}",
                            h.members,
                            h.expensive,
                            h.carried,
                            at.join(", ")
                        )
                    }
                    Err(why) => format!("skipped ({})", why.describe()),
                };
                let _ = writeln!(
                    lines,
                    "{pass}: function '{fname}': loop {header}: value {root}: {what}"
                );
            }
        }
    }
    check_plan(
        options.validation,
        graph,
        &model,
        &plan,
        &Claims::default(),
        &names,
    )?;
    let mut changed = match apply_plan(function, graph, &model, &plan) {
        Ok(applied) => applied.edits > 0,
        Err(e) => {
            report(
                "error",
                &format!("{pass}: function '{fname}' left unchanged: {e}"),
            );
            return Ok(false);
        }
    };
    drop(names);
    if changed {
        for k in 0..latch_targets.len() {
            let target = latch_targets[k];
            if let Some(written) = duplicate_latch(function, target, options, pass, fname, lines)? {
                changed = true;
                for later in &mut latch_targets[k + 1..] {
                    later.header = renumbered(&written, later.header);
                    later.frequent_pred = renumbered(&written, later.frequent_pred);
                }
            }
        }
    }
    Ok(changed)
}

/// §7.4 on one hoisted loop, planned on the function as the hoist left it: the latch the
/// frequent path shares with the repair paths gets one copy per predecessor, and every
/// entry but the frequent copy's moves to a new block in front of the header, so the
/// frequent cycle carries no phi for a cached value (the repair copy runs its own
/// increment-and-test). Done only when some cached value does leave the frequent cycle.
/// Returns the plan written, if any.
fn duplicate_latch(
    function: FunctionValue<'_>,
    target: LatchTarget,
    options: Options,
    pass: &str,
    fname: &str,
    lines: &mut String,
) -> Result<Option<EditPlan>, Refused> {
    let Ok(graph) = extract_cfg(function) else {
        return Ok(None);
    };
    let (header, frequent_pred) = (target.header, target.frequent_pred);
    if header.index() >= graph.cfg.num_blocks() || frequent_pred.index() >= graph.cfg.num_blocks() {
        return Ok(None);
    }
    let model = extract_model(function, &graph);
    let loops = LoopInfo::compute(&graph.cfg, &DominatorTree::with_cfg(&graph.cfg));
    let Some(l) = loops.loops().find(|&l| loops.header(l) == header) else {
        return Ok(None);
    };
    let names = IrNames {
        blocks: BlockNames::new(function, &graph.blocks),
        insts: &model.handles.insts,
    };
    let header_label = names.block_label(header);
    let mut note = |what: String| {
        if options.stats {
            let _ = writeln!(
                lines,
                "{pass}: function '{fname}': loop {header_label}: {what}"
            );
        }
    };
    let planned =
        plan_separated_duplication(&graph.cfg, &model.model, &loops, l, frequent_pred, &names);
    let sd = match planned {
        Ok(sd) if reads_folded_value(&model.model, &sd) => {
            note("latch kept: the latch reads a cached value the separation folds".into());
            return Ok(None);
        }
        Err(why) => {
            note(format!(
                "latch kept: {}",
                why.describe(&model.model, &names)
            ));
            return Ok(None);
        }
        Ok(sd) if sd.separation.folded.is_empty() => {
            note("latch kept: no cached value would leave the frequent cycle".into());
            return Ok(None);
        }
        Ok(sd) => sd,
    };
    check_plan(
        options.validation,
        &graph,
        &model,
        &sd.plan,
        &sd.separation.claims(),
        &names.blocks,
    )?;
    // Read before writing: the latch is gone afterwards.
    let latch_label = names.block_label(sd.latch.latch);
    match apply_plan(function, &graph, &model, &sd.plan) {
        Ok(_) => {
            note(format!(
                "latch {latch_label} duplicated into {} copies, separated ({} cached values leave the frequent cycle)",
                sd.latch.copies.len(),
                sd.separation.folded.len()
            ));
            Ok(Some(sd.plan))
        }
        Err(e) => {
            report(
                "error",
                &format!("{pass}: function '{fname}': latch duplication not written: {e}"),
            );
            Ok(None)
        }
    }
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

/// Whether a latch instruction reads a latch phi whose frequent copy resolves to a header phi
/// the separation folds. The validator cannot follow its trusted pair through the resolved
/// phi and would refuse the plan, so `-perf` leaves such a latch alone.
fn reads_folded_value(model: &FunctionModel, sd: &SeparatedDuplication) -> bool {
    let latch = sd.latch.latch;
    let phis = model.phis(latch);
    let body = &model.block(latch)[phis.len()..];
    phis.iter().any(|&phi| {
        let folded_in = model
            .operands(phi)
            .iter()
            .any(|op| matches!(op, Operand::Inst(h) if sd.separation.folded.contains(h)));
        folded_in
            && body
                .iter()
                .any(|&i| model.operands(i).contains(&Operand::Inst(phi)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumbering_follows_inserted_and_erased_blocks() {
        // Blocks 0..6; a separation of the loop headed by 2 with latch 4: O after block 1,
        // two latch copies after 4 (the second after the first), 4 erased.
        let mut plan = EditPlan::default();
        plan.new_block(b"o".to_vec(), BlockRef::Old(Block::new(1)));
        let first = plan.new_block(b"c1".to_vec(), BlockRef::Old(Block::new(4)));
        plan.new_block(b"c2".to_vec(), BlockRef::New(first));
        plan.edits.push(Edit::EraseBlock {
            block: Block::new(4),
        });
        let at = |b: u32| renumbered(&plan, Block::new(b as usize)).index();
        assert_eq!(at(0), 0);
        assert_eq!(at(1), 1);
        // O now sits before the header.
        assert_eq!(at(2), 3);
        assert_eq!(at(3), 4);
        // After the latch: one block in (O), two copies in, the latch out.
        assert_eq!(at(5), 7);
    }
}
