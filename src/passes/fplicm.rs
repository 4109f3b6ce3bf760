//! `freqpath-fplicm` and `freqpath-fplicm-perf`: frequent-path LICM (seed 003) as one edit
//! plan per function, applied all or nothing (see `ir::apply`); `-perf` then gives each loop
//! whose chain it hoisted a latch per path and the separation of docs/fplicm-design.md §7.4,
//! one validated plan per loop.

use std::fmt::Write as _;

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use super::guard::report;
use super::latch_dup::{check_plan, report_stop, IrNames, Stop, Validation};
use crate::bpi::structures::Models;
use crate::bpi::{self};
use crate::edit::model::{FunctionModel, Operand};
use crate::edit::plan::EditPlan;
use crate::fplicm::alias::AliasModel;
use crate::fplicm::chains::{collect_families, plan_family, Family};
use crate::fplicm::corrupt::Corruption;
use crate::fplicm::hoist::{
    choose_loops, plan_group_replacement, plan_group_values, FunctionInput, GroupValues, Skip,
};
use crate::fplicm::latch_dup::{plan_separated_duplication, SeparatedDuplication, ValueNames};
use crate::fplicm::oracle::{MemoryOracle, NoTarget, TargetCosts};
use crate::fplicm::validate::Claims;
use crate::fplicm::values;
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::Block;
use crate::ir::analyses::FunctionAnalyses;
use crate::ir::apply::FunctionWrite;
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
/// so these ids hold in the rewritten function.
#[derive(Clone, Copy)]
struct LatchTarget {
    header: Block,
    /// The frequent path's block before the latch: its latch copy keeps the back edge.
    frequent_pred: Block,
}

/// Rewrites one function; returns whether it changed. Every plan goes into one
/// [`FunctionWrite`], committed at the end: a refused plan leaves the function untouched.
/// Memory and cost questions go to `analyses` (LLVM's, through the pass's analysis manager)
/// when given, else to our alias rules alone.
pub fn run(
    function: FunctionValue<'_>,
    options: Options,
    analyses: Option<&FunctionAnalyses>,
) -> bool {
    let pass = if options.perf {
        "freqpath-fplicm-perf"
    } else {
        "freqpath-fplicm"
    };
    let fname = String::from_utf8_lossy(&function_name(function)).into_owned();
    let mut lines = String::new();
    let mut write = FunctionWrite::begin(function, options.validation.on);
    match rewrite(
        function, &mut write, options, pass, &fname, &mut lines, analyses,
    ) {
        Ok(changed) => {
            write.commit();
            if options.stats && !lines.is_empty() {
                let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), lines.as_bytes());
            }
            changed
        }
        Err(stop) => {
            drop(write);
            report_stop(function, &fname, &stop);
            false
        }
    }
}

/// The hoist plan, then with `-perf` the latch duplications; `Err` when the validator
/// refuses a plan. Stats lines go to `lines`.
fn rewrite(
    function: FunctionValue<'_>,
    write: &mut FunctionWrite<'_>,
    options: Options,
    pass: &str,
    fname: &str,
    lines: &mut String,
    analyses: Option<&FunctionAnalyses>,
) -> Result<bool, Stop> {
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
    // LLVM's alias analysis and costs when the pass manager offers them; our rules else.
    let llvm = analyses.map(|a| a.oracle(function, &model));
    let rules;
    let (memory, costs): (&dyn MemoryOracle, &dyn TargetCosts) = match &llvm {
        Some(oracle) => (oracle, oracle),
        None => {
            rules = AliasModel::new(&model.model);
            (&rules, &NoTarget)
        }
    };
    let input = FunctionInput {
        cfg,
        model: &model.model,
        dt,
        df: &df,
        loops: &loops,
        bpi: &probabilities,
        memory,
        costs,
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
                    log_costs(&input, &model.handles, fname, &header, f);
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
        Some(memory),
    )?;
    let mut changed = match write.apply(graph, &model, &plan) {
        Ok(applied) => applied.edits > 0,
        // Nothing of the function is kept then: the caller drops the write.
        Err(e) => {
            return Err(Stop::NotWritten(format!(
                "{pass}: function '{fname}' left unchanged: {e}"
            )))
        }
    };
    drop(names);
    if changed && !latch_targets.is_empty() {
        changed |= duplicate_latches(function, write, &latch_targets, options, pass, fname, lines)?;
    }
    Ok(changed)
}

/// §7.4 on the hoisted loops, planned on the function as the hoist left it, all in one plan
/// written once (the loops are disjoint, so their plans are independent): the latch each
/// frequent path shares with the repair paths gets one copy per predecessor, and every entry
/// but the frequent copy's moves to a new block in front of the header, so the frequent
/// cycle carries no phi for a cached value (the repair copy runs its own increment-and-
/// test). Done for a loop only when some cached value does leave the frequent cycle. Returns
/// whether anything was written.
fn duplicate_latches(
    function: FunctionValue<'_>,
    write: &mut FunctionWrite<'_>,
    targets: &[LatchTarget],
    options: Options,
    pass: &str,
    fname: &str,
    lines: &mut String,
) -> Result<bool, Stop> {
    let Ok(graph) = extract_cfg(function) else {
        return Ok(false);
    };
    let model = extract_model(function, &graph);
    let loops = LoopInfo::compute(&graph.cfg, &DominatorTree::with_cfg(&graph.cfg));
    let names = IrNames {
        blocks: BlockNames::new(function, &graph.blocks),
        insts: &model.handles.insts,
    };
    // Labels are read before anything is written: the write replaces the blocks.
    let mut note = |header: &str, what: String| {
        if options.stats {
            let _ = writeln!(lines, "{pass}: function '{fname}': loop {header}: {what}");
        }
    };
    let mut plan = EditPlan::default();
    let mut claims = Claims::default();
    let mut written: Vec<(String, String)> = Vec::new();
    for &LatchTarget {
        header,
        frequent_pred,
    } in targets
    {
        let Some(l) = loops.loops().find(|&l| loops.header(l) == header) else {
            continue;
        };
        let label = names.block_label(header);
        let header = label.as_str();
        let planned =
            plan_separated_duplication(&graph.cfg, &model.model, &loops, l, frequent_pred, &names);
        let sd = match planned {
            Ok(sd) if reads_folded_value(&model.model, &sd) => {
                note(
                    header,
                    "latch kept: the latch reads a cached value the separation folds".into(),
                );
                continue;
            }
            Err(why) => {
                note(
                    header,
                    format!("latch kept: {}", why.describe(&model.model, &names)),
                );
                continue;
            }
            Ok(sd) if sd.separation.folded.is_empty() => {
                note(
                    header,
                    "latch kept: no cached value would leave the frequent cycle".into(),
                );
                continue;
            }
            Ok(sd) => sd,
        };
        // Read before writing: the latch is gone afterwards.
        let what = format!(
            "latch {} duplicated into {} copies, separated ({} cached values leave the frequent cycle)",
            names.block_label(sd.latch.latch),
            sd.latch.copies.len(),
            sd.separation.folded.len()
        );
        let offsets = plan.absorb(sd.plan);
        claims.absorb(sd.separation.claims(), offsets);
        written.push((label.clone(), what));
    }
    if written.is_empty() {
        return Ok(false);
    }
    check_plan(
        options.validation,
        &graph,
        &model,
        &plan,
        &claims,
        &names.blocks,
        None,
    )?;
    match write.apply(&graph, &model, &plan) {
        Ok(_) => {
            for (header, what) in written {
                note(&header, what);
            }
            Ok(true)
        }
        Err(e) => Err(Stop::NotWritten(format!(
            "{pass}: function '{fname}' left unchanged: {e}"
        ))),
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

/// At `FREQPATH_LOG=debug`: the target's costs of a chain's members (LLVM's
/// `TargetTransformInfo`, latency / reciprocal throughput), which the cost filter does not
/// use yet (it counts expensive operations, §7.2).
fn log_costs(
    input: &FunctionInput<'_>,
    handles: &ModelHandles,
    fname: &str,
    header: &str,
    family: &Family,
) {
    if !log::log_enabled!(log::Level::Debug) {
        return;
    }
    let mut each = Vec::with_capacity(family.members.len());
    let (mut latency, mut throughput) = (0i64, 0i64);
    for &m in &family.members {
        let name = operand_name(handles, Operand::Inst(m));
        match input.costs.costs(m) {
            Some(c) => {
                latency += c.latency;
                throughput += c.recip_throughput;
                each.push(format!("{name} {}/{}", c.latency, c.recip_throughput));
            }
            None => each.push(format!("{name} ?")),
        }
    }
    log::debug!(
        "function '{fname}': loop {header}: chain of {} (expensive {}): target costs \
         (latency/reciprocal throughput) {}; total {latency}/{throughput}",
        family.members.len(),
        family.expensive,
        each.join(", ")
    );
}
