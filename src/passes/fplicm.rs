//! `freqpath-fplicm` and `freqpath-fplicm-perf`, the passes: extract the function, plan
//! (`fplicm::plan`, pure), print the remarks, validate and write. The hoists of every loop
//! are one plan; `-perf` then separates the latches of the loops whose chains it hoisted
//! (docs/fplicm-design.md §7.4) in a second plan; both go into one `FunctionWrite`, kept or
//! undone together.

use std::fmt::Write as _;

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use crate::ir::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};

use super::analyze::analyze_with_cycles;
use super::guard::report;
use super::latch_dup::{check_plan, report_stop, IrNames, Stop, Validation};
use crate::bpi::structures::Models;
use crate::bpi::{self, BranchProbabilities};
use crate::edit::model::{Inst, Operand};
use crate::edit::plan::EditPlan;
use crate::fplicm::alias::AliasModel;
use crate::fplicm::corrupt::Corruption;
use crate::fplicm::frequency::{HotModel, LoopFrequencies};
use crate::fplicm::frequent_path::frequent_path;
use crate::fplicm::hoist::{FunctionInput, Skip};
use crate::fplicm::latch_dup::ValueNames;
use crate::fplicm::oracle::{MemoryOracle, NoTarget, TargetCosts};
use crate::fplicm::plan::{
    plan_hoists, plan_latch_separations, plan_values, LatchRemark, LatchTarget, Remark,
};
use crate::fplicm::validate::Claims;
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::{Block, BlockMap, Cfg};
use crate::ir::analyses::FunctionAnalyses;
use crate::ir::apply::FunctionWrite;
use crate::ir::cfg::{function_name, FunctionCfg};
use crate::ir::extract_cfg;
use crate::ir::model::{extract_model, ExtractedModel, ModelHandles};
use crate::ir::names::BlockNames;

/// Options of the FPLICM passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub stats: bool,
    pub perf: bool,
    pub validation: Validation,
    pub hot: HotModel,
}

impl Options {
    pub fn new(
        stats: bool,
        perf: bool,
        validate: bool,
        corrupt: Option<Corruption>,
        hot: HotModel,
    ) -> Options {
        Options {
            stats,
            perf,
            validation: Validation {
                on: validate,
                corrupt,
            },
            hot,
        }
    }
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
    let analyzed = match analyze_with_cycles(
        function,
        Models {
            cycles: true,
            legacy: false,
        },
    ) {
        Ok(Some(a)) => a,
        // No cycle, so no loop: nothing to do, and nothing more is computed.
        Ok(None) => return Ok(false),
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
    let cycles = analyzed.structures.cycles(cfg).expect("cycle forest built");
    let probabilities = bpi::compute(&analyzed.context(&cycles));
    let frequencies = match options.hot {
        HotModel::Rare { .. } => LoopFrequencies::compute(cfg, &probabilities, &loops),
        HotModel::Path => LoopFrequencies::default(),
    };
    // Every rewrite needs a loop with a rare block (or, in the seed's model, a frequent
    // path). Without one anywhere, and with no `<stats>` to report each loop's reason, leave
    // before the instruction model (on whole -O2 modules, about half of what the pass costs).
    if !options.stats
        && !any_candidate_loop(
            cfg,
            &graph.blocks,
            &probabilities,
            &loops,
            &frequencies,
            options.hot,
        )
    {
        return Ok(false);
    }
    let model = extract_model(function, graph);
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
        hot: options.hot,
        frequencies: &frequencies,
    };
    let names = BlockNames::new(function, &graph.blocks);
    let hoists = plan_hoists(&input, options.perf);
    for remark in &hoists.remarks {
        let skipped_expensive;
        let chain = match remark {
            Remark::ChainSkipped {
                header,
                members,
                cost,
            } => {
                skipped_expensive = cost.expensive;
                Some((header, members, &skipped_expensive))
            }
            Remark::ChainHoisted {
                header,
                members,
                expensive,
                ..
            } => Some((header, members, expensive)),
            _ => None,
        };
        if let Some((header, members, expensive)) = chain {
            let header = names.label(*header);
            log_costs(
                function.as_value_ref(),
                &input,
                &model.handles,
                fname,
                &header,
                members,
                *expensive,
            );
        }
        if options.stats {
            let line = describe(remark, &model.handles, &names);
            let _ = writeln!(lines, "{pass}: function '{fname}': {line}");
        }
    }
    let round = Round {
        graph,
        model: &model,
        names: &names,
        memory: Some(memory),
    };
    let mut changed = round.check_and_write(write, &hoists.plan, options, pass, fname)?;
    drop(names);
    let mut remarks = hoists.remarks;
    // The second round (rarely-clobbered model): header-phi chains over the function the
    // first round wrote, whose cached loads are now header phis too. The first round adds
    // no block, so the CFG and everything computed on it still hold; only the instructions
    // are read again. Memory questions go to our rules: LLVM's analyses describe the
    // function as the pass found it (§15).
    if changed
        && options.perf
        && matches!(options.hot, HotModel::Rare { .. })
        && remarks
            .iter()
            .any(|r| matches!(r, Remark::LoadHoisted { .. }))
    {
        let model = extract_model(function, graph);
        let rules = AliasModel::new(&model.model);
        let llvm = analyses.map(|a| a.oracle(function, &model));
        let costs: &dyn TargetCosts = match &llvm {
            Some(oracle) => oracle,
            None => &NoTarget,
        };
        let input = FunctionInput {
            cfg,
            model: &model.model,
            dt,
            df: &df,
            loops: &loops,
            bpi: &probabilities,
            memory: &rules,
            costs,
            hot: options.hot,
            frequencies: &frequencies,
        };
        let names = BlockNames::new(function, &graph.blocks);
        let values = plan_values(&input);
        if !values.plan.is_empty() {
            for remark in &values.remarks {
                if options.stats {
                    let line = describe(remark, &model.handles, &names);
                    let _ = writeln!(lines, "{pass}: function '{fname}': {line}");
                }
            }
            let round = Round {
                graph,
                model: &model,
                names: &names,
                memory: None,
            };
            round.check_and_write(write, &values.plan, options, pass, fname)?;
            remarks.extend(values.remarks);
        }
    }
    if options.stats {
        let line = summary(&remarks, loops.num_loops());
        let _ = writeln!(lines, "{pass}: function '{fname}': {line}");
    }
    if changed && !hoists.latch_targets.is_empty() {
        changed |= duplicate_latches(
            function,
            write,
            &hoists.latch_targets,
            options,
            pass,
            fname,
            lines,
        )?;
    }
    Ok(changed)
}

/// One plan's function as it was planned on: what checking and writing the plan needs.
struct Round<'r, 'f> {
    graph: &'r FunctionCfg,
    model: &'r ExtractedModel,
    names: &'r BlockNames<'f>,
    /// The dataflow check's memory answers (`None`: our rules).
    memory: Option<&'r dyn MemoryOracle>,
}

impl Round<'_, '_> {
    /// Validates `plan` (under `<validate>`) and writes it into `write`; whether it edited
    /// anything. A failed write is a stop: the caller drops the whole function's write.
    fn check_and_write(
        &self,
        write: &mut FunctionWrite<'_>,
        plan: &EditPlan,
        options: Options,
        pass: &str,
        fname: &str,
    ) -> Result<bool, Stop> {
        let target = check_plan(
            options.validation,
            self.graph,
            self.model,
            plan,
            &Claims::default(),
            self.names,
            self.memory,
        )?;
        match write.apply_with(self.graph, self.model, plan, target.as_ref()) {
            Ok(applied) => Ok(applied.edits > 0),
            Err(e) => Err(Stop::NotWritten(format!(
                "{pass}: function '{fname}' left unchanged: {e}"
            ))),
        }
    }
}

/// Whether some loop may be rewritten, in time linear in the loops' sizes. Under
/// [`HotModel::Rare`]: a loop with a rare block that may write memory (a store, a call, an
/// atomic) or that feeds a phi of the loop (a rare update of a header-phi web) — every
/// rewrite repairs after such a block — or, irreducible inside, with a frequent path. Under
/// [`HotModel::Path`]: a loop with a frequent path (`fplicm::frequent_path`).
fn any_candidate_loop(
    cfg: &Cfg,
    blocks: &BlockMap<LLVMBasicBlockRef>,
    bpi: &BranchProbabilities,
    loops: &LoopInfo,
    frequencies: &LoopFrequencies,
    hot: HotModel,
) -> bool {
    let mut unknown = Vec::new();
    if let HotModel::Rare { percent } = hot {
        let limit = HotModel::rare_limit(percent);
        for l in loops.loops() {
            match frequencies.relative(l) {
                Some(freq) => {
                    let found = freq.iter().any(|&(b, m)| {
                        m <= limit
                            && (may_write_memory(blocks[b])
                                || cfg.succs(b).iter().any(|&s| {
                                    loops.contains_block(l, s) && starts_with_phi(blocks[s])
                                }))
                    });
                    if found {
                        return true;
                    }
                }
                None => unknown.push(l),
            }
        }
    } else {
        unknown.extend(loops.loops());
    }
    let mut in_loop = cfg.block_map(false);
    unknown.into_iter().any(|l| {
        for &b in loops.blocks(l) {
            in_loop[b] = true;
        }
        let found = frequent_path(cfg, bpi, loops.header(l), &in_loop).is_ok();
        for &b in loops.blocks(l) {
            in_loop[b] = false;
        }
        found
    })
}

/// Whether block `bb` holds an instruction that may write memory: a store, a call, an
/// atomic read-modify-write or exchange, a fence (read from LLVM without the instruction
/// model, for the pre-check).
fn may_write_memory(bb: LLVMBasicBlockRef) -> bool {
    use crate::ir::llvm_sys::core::{
        LLVMGetFirstInstruction, LLVMGetInstructionOpcode, LLVMGetNextInstruction,
    };
    use crate::ir::llvm_sys::LLVMOpcode::*;
    // SAFETY: the block belongs to the live function the pass runs on.
    unsafe {
        let mut inst = LLVMGetFirstInstruction(bb);
        while !inst.is_null() {
            if matches!(
                LLVMGetInstructionOpcode(inst),
                LLVMStore
                    | LLVMCall
                    | LLVMInvoke
                    | LLVMCallBr
                    | LLVMAtomicRMW
                    | LLVMAtomicCmpXchg
                    | LLVMFence
            ) {
                return true;
            }
            inst = LLVMGetNextInstruction(inst);
        }
    }
    false
}

/// Whether block `bb` begins with a phi.
fn starts_with_phi(bb: LLVMBasicBlockRef) -> bool {
    use crate::ir::llvm_sys::core::{LLVMGetFirstInstruction, LLVMIsAPHINode};
    // SAFETY: as above.
    unsafe {
        let first = LLVMGetFirstInstruction(bb);
        !first.is_null() && !LLVMIsAPHINode(first).is_null()
    }
}

/// The `<stats>` summary of a function's hoists, one line a script can count: loops seen,
/// loops rewritten, loads cached, chains hoisted, repair blocks.
fn summary(remarks: &[Remark], loops: usize) -> String {
    let mut rewritten: Vec<Block> = Vec::new();
    let (mut loads, mut chains, mut repairs) = (0usize, 0usize, 0usize);
    for remark in remarks {
        match remark {
            Remark::LoadHoisted {
                header, repairs: r, ..
            } => {
                loads += 1;
                repairs += r.len();
                rewritten.push(*header);
            }
            Remark::ChainHoisted { header, .. } => {
                chains += 1;
                rewritten.push(*header);
            }
            Remark::Value(o) if o.result.is_ok() => {
                chains += 1;
                if let Ok(h) = &o.result {
                    repairs += h.recomputes.len();
                }
                rewritten.push(o.header);
            }
            _ => {}
        }
    }
    rewritten.sort_unstable();
    rewritten.dedup();
    format!(
        "summary: {loops} loops, {} rewritten, {loads} cached loads, {chains} chains moved, \
         {repairs} repairs",
        rewritten.len()
    )
}

/// One `<stats>` line (after `function '...': `) for a hoist remark.
fn describe(remark: &Remark, handles: &ModelHandles, names: &BlockNames<'_>) -> String {
    match remark {
        Remark::LoopSkipped { header, skip } => {
            let why = match skip {
                Skip::NoCandidate {
                    blocked: Some((address, block)),
                } => format!(
                    "{}: load of {} may be written on frequent block {}",
                    skip.describe(),
                    operand_name(names.function(), handles, *address),
                    names.label(*block)
                ),
                // SAFETY: the handle is a live instruction of the function.
                Skip::UnsupportedInstruction(i) => format!("{}: {}", skip.describe(), unsafe {
                    crate::ir::names::inst_kind_text(handles.insts[*i])
                }),
                _ => skip.describe().to_string(),
            };
            format!("loop {}: skipped ({why})", names.label(*header))
        }
        Remark::ChainSkipped {
            header,
            members,
            cost,
        } => format!(
            "loop {}: chain of {} skipped ({})",
            names.label(*header),
            members.len(),
            cost.refusal()
        ),
        Remark::ChainHoisted {
            header,
            members,
            expensive,
            carried,
        } => format!(
            "loop {}: chain of {} (expensive {expensive}) hoisted, {carried} carried",
            names.label(*header),
            members.len()
        ),
        Remark::LoadHoisted {
            header,
            address,
            loads,
            repairs,
        } => {
            let at: Vec<String> = repairs.iter().map(|&b| names.label(b)).collect();
            format!(
                "loop {}: hoisted load of {} ({loads} loads), {} repairs: {}",
                names.label(*header),
                operand_name(names.function(), handles, *address),
                repairs.len(),
                at.join(", ")
            )
        }
        Remark::Value(o) => {
            let root = o
                .roots
                .iter()
                .map(|&r| operand_name(names.function(), handles, Operand::Inst(r)))
                .collect::<Vec<_>>()
                .join(", ");
            let what = match &o.result {
                Ok(h) => {
                    let at: Vec<String> = h.recomputes.iter().map(|&b| names.label(b)).collect();
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
            format!("loop {}: value {root}: {what}", names.label(o.header))
        }
    }
}

/// The latch step of `-perf` ([`plan_latch_separations`]) on the function as the hoist left
/// it, checked and written as one plan. Returns whether anything was written.
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
    let latches = plan_latch_separations(&graph.cfg, &model.model, &loops, targets, &names);
    // Labels are read before anything is written: the write replaces the latches.
    let mut notes: Vec<(String, String)> = Vec::new();
    for (header, remark) in &latches.remarks {
        let what = match remark {
            LatchRemark::Separated {
                latch,
                copies,
                folded,
            } => format!(
                "latch {} duplicated into {copies} copies, separated ({folded} cached values leave the frequent cycle)",
                names.block_label(*latch)
            ),
            LatchRemark::ReadsFolded => {
                "latch kept: the latch reads a cached value the separation folds".into()
            }
            LatchRemark::NothingFolded => {
                "latch kept: no cached value would leave the frequent cycle".into()
            }
            LatchRemark::Refused(why) => {
                format!("latch kept: {}", why.describe(&model.model, &names))
            }
        };
        notes.push((names.block_label(*header), what));
    }
    let written = !latches.plan.is_empty();
    if written {
        let target = check_plan(
            options.validation,
            &graph,
            &model,
            &latches.plan,
            &latches.claims,
            &names.blocks,
            None,
        )?;
        if let Err(e) = write.apply_with(&graph, &model, &latches.plan, target.as_ref()) {
            return Err(Stop::NotWritten(format!(
                "{pass}: function '{fname}' left unchanged: {e}"
            )));
        }
    }
    if options.stats {
        for (header, what) in notes {
            let _ = writeln!(lines, "{pass}: function '{fname}': loop {header}: {what}");
        }
    }
    Ok(written)
}

/// How a message names an operand, as LLVM prints it: `@g`, `%x`, `%12` (the local slot
/// number of an unnamed value), or the constant's text.
fn operand_name(function: LLVMValueRef, handles: &ModelHandles, op: Operand) -> String {
    use crate::ir::cfg::value_name;
    use crate::ir::llvm_sys::core::{LLVMDisposeMessage, LLVMGetParam, LLVMPrintValueToString};
    match op {
        Operand::Inst(i) => {
            let v = handles.insts[i];
            // SAFETY: the handle is a live instruction of the function being rewritten.
            unsafe { crate::ir::names::inst_label(function, v) }
        }
        Operand::Const(c) => {
            let v = handles.consts[c];
            // SAFETY: the handle is a live constant or global of the module.
            unsafe {
                let name = value_name(v);
                if !name.is_empty() {
                    return format!("@{}", String::from_utf8_lossy(name));
                }
                let text = LLVMPrintValueToString(v);
                let out = std::ffi::CStr::from_ptr(text)
                    .to_string_lossy()
                    .into_owned();
                LLVMDisposeMessage(text);
                out
            }
        }
        // SAFETY: the function is live and has argument `k`.
        Operand::Arg(k) => unsafe {
            let name = value_name(LLVMGetParam(function, k));
            if name.is_empty() {
                format!("argument {k}")
            } else {
                format!("%{}", String::from_utf8_lossy(name))
            }
        },
        _ => format!("{op:?}"),
    }
}

/// At `FREQPATH_LOG=debug`: the target's costs of a chain's members (LLVM's
/// `TargetTransformInfo`, latency / reciprocal throughput), which the cost filter does not
/// use yet (it counts expensive operations, §7.2).
fn log_costs(
    function: LLVMValueRef,
    input: &FunctionInput<'_>,
    handles: &ModelHandles,
    fname: &str,
    header: &str,
    members: &[Inst],
    expensive: usize,
) {
    if !log::log_enabled!(log::Level::Debug) {
        return;
    }
    let mut each = Vec::with_capacity(members.len());
    let (mut latency, mut throughput) = (0i64, 0i64);
    for &m in members {
        let name = operand_name(function, handles, Operand::Inst(m));
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
        "function '{fname}': loop {header}: chain of {} (expensive {expensive}): target costs \
         (latency/reciprocal throughput) {}; total {latency}/{throughput}",
        members.len(),
        each.join(", ")
    );
}
