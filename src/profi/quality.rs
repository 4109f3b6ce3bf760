//! freqpath's own count inference for `freqpath-profi<quality>`: the same flow problem as
//! LLVM's profi (blocks between the entry and the exits, jumps, unlikely jumps, the same
//! post-processing), solved with costs derived from how sampled counts are distributed
//! instead of LLVM's fixed per-unit costs.
//!
//! A sampling profiler sees each execution of a block with a small probability, so a block
//! executed `x` times (in sample units) yields about Poisson(`x`) samples. The most likely
//! counts given samples `w` are those minimising the negative log-likelihood
//! `Σ x_b - w_b ln x_b` over flows `x`. That is convex in each block's count, so it becomes
//! a min-cost flow with piecewise-linear costs: around its sample count a block gets several
//! parallel "increase" and "decrease" arcs of width about `√w / 2` whose per-unit costs are
//! the slopes of the likelihood over each piece. Compared with LLVM's flat costs (10 to
//! increase, 20 to decrease, whatever the count), a count is cheap to move by a standard
//! deviation and expensive to move further, a sampled 0 is expensive to raise, and both
//! directions are priced the same way, so noise is spread over the blocks that can absorb it
//! instead of being resolved by raising counts.

use llvm_plugin::inkwell::values::FunctionValue;

use super::adjust::Adjuster;
use super::cfg_counts::{flow_problem, llvm16_unlikely_rule, InferredCounts, TerminatorKind};
use super::error::InferenceError;
use super::loader::RefineInput;
use super::flow_function::{FlowBlockId, FlowFunction};
use super::network::{block_in, block_out, extract_weights, special_nodes};
use super::params::ProfiParams;
use crate::graph::min_cost_flow::{MinCostFlow, INF};
use crate::graph::BlockMap;

/// Cost of one unit at likelihood slope 1 (the slope of a sampled 0).
const UNIT: f64 = 1000.0;
/// Pieces on each side of a sample count before the last, unbounded one.
const PIECES: u64 = 4;
/// Largest per-unit cost of lowering a count (the likelihood is infinite at 0).
const MAX_DECREASE: i64 = 50 * UNIT as i64;
/// Cost per unit through an unlikely jump (LLVM's `CostUnlikely`).
const UNLIKELY: i64 = ProfiParams::COST_UNLIKELY;
/// Sample counts from here on are left to LLVM's inference (no room for the pieces).
const MAX_WEIGHT: u64 = 1 << 48;

/// The negative log-likelihood of count `x` for `w` samples, up to a constant.
fn likelihood(w: u64, x: f64) -> f64 {
    if x <= 0.0 {
        return f64::INFINITY;
    }
    x - w as f64 * x.ln()
}

/// Per-unit cost of moving a count from `from` to `to` (either direction).
fn slope(w: u64, from: f64, to: f64) -> i64 {
    let rise = (likelihood(w, to) - likelihood(w, from)) / (to - from).abs();
    (rise * UNIT).round().clamp(0.0, MAX_DECREASE as f64) as i64
}

/// Adds a block's count arcs: increase pieces `in → out`, decrease pieces `out → in`.
fn add_block_arcs(net: &mut MinCostFlow, func: &FlowFunction, b: FlowBlockId) -> Result<(), InferenceError> {
    let (bin, bout) = (block_in(b), block_out(b));
    let block = func.block(b);
    if block.has_unknown_weight {
        net.add_arc(bin, bout, INF, 0)?;
        return Ok(());
    }
    let w = block.weight;
    if w == 0 {
        net.add_arc(bin, bout, INF, UNIT as i64)?;
        return Ok(());
    }
    let width = ((w as f64).sqrt() / 2.0).round().max(1.0) as u64;
    let mut last = 0;
    for k in 0..PIECES {
        let (from, to) = ((w + k * width) as f64, (w + (k + 1) * width) as f64);
        last = slope(w, from, to).max(last);
        net.add_arc(bin, bout, width as i64, last)?;
    }
    net.add_arc(bin, bout, INF, (UNIT as i64).max(last))?;
    let mut remaining = w;
    let mut last = 0;
    for k in 0..PIECES {
        if remaining == 0 {
            break;
        }
        let step = width.min(remaining);
        let (from, to) = ((w - k * width) as f64, (w - k * width - step) as f64);
        last = slope(w, from, to).max(last);
        net.add_arc(bout, bin, step as i64, last)?;
        remaining -= step;
    }
    if remaining > 0 {
        let x = remaining as f64;
        last = slope(w, x, x / 2.0).max(last);
        net.add_arc(bout, bin, remaining as i64, last)?;
    }
    let (_, _, s1, t1) = special_nodes(func.num_blocks());
    net.add_arc(s1, bout, w as i64, 0)?;
    net.add_arc(bin, t1, w as i64, 0)?;
    Ok(())
}

/// The likelihood network of `func`, on the same node numbering as LLVM's (so LLVM's
/// extraction reads it): known weights are pre-flows from `S1` to `out` and from `in` to
/// `T1`, a circulation `S → entry → … → exits → T → S` carries the counts.
fn build_network(func: &FlowFunction, net: &mut MinCostFlow) -> Result<(), InferenceError> {
    let n = func.num_blocks();
    let (s, t, s1, t1) = special_nodes(n);
    net.reset(2 * n + 4, s1, t1)?;
    for b in (0..n as u32).map(FlowBlockId) {
        if func.is_entry(b) {
            net.add_arc(s, block_in(b), INF, 0)?;
        } else if func.is_exit(b) {
            net.add_arc(block_out(b), t, INF, 0)?;
        }
        add_block_arcs(net, func, b)?;
    }
    for jump in func.jumps() {
        let cost = if jump.is_unlikely { UNLIKELY } else { 0 };
        net.add_arc(block_out(jump.source()), block_in(jump.target()), INF, cost)?;
    }
    net.add_arc(t, s, INF, 0)?;
    Ok(())
}

/// Scratch state of the quality inference, reused across functions.
#[derive(Default)]
pub struct QualityInference {
    solver: MinCostFlow,
    adjuster: Adjuster,
    sums: Vec<i64>,
}

impl QualityInference {
    pub fn new() -> QualityInference {
        QualityInference::default()
    }

    /// Counts for one function from its samples. The profile's head samples stand in for an
    /// entry block without samples (they count calls into the function). LLVM's result is
    /// kept where this inference does not apply (counts too large for its pieces, or a
    /// solver refusal).
    pub fn refine(&mut self, _function: FunctionValue<'_>, input: RefineInput) -> Option<InferredCounts> {
        let facts = input.facts;
        let mut samples = input.samples.clone();
        let entry = crate::graph::Block::ENTRY;
        if samples.get(entry).is_some_and(Option::is_none) && input.head_samples > 0 {
            samples[entry] = Some(input.head_samples);
        }
        if samples.iter().flatten().any(|&w| w >= MAX_WEIGHT) {
            return input.llvm;
        }
        let kinds: BlockMap<TerminatorKind> =
            facts.blocks.iter().map(|b| b.terminator.unlikely_kind()).collect();
        match flow_problem(&facts.successors, &samples, llvm16_unlikely_rule(&kinds)) {
            Ok(Ok(mut problem)) => match self.solve(&mut problem.func) {
                Ok(()) => Some(problem.counts()),
                Err(_) => input.llvm,
            },
            // Too small for inference: the raw weights, as LLVM keeps them.
            Ok(Err(raw)) if samples.iter().any(Option::is_some) => Some(raw),
            _ => input.llvm,
        }
    }

    fn solve(&mut self, func: &mut FlowFunction) -> Result<(), InferenceError> {
        build_network(func, &mut self.solver)?;
        self.solver.run(true)?;
        extract_weights(func, &self.solver, &mut self.sums);
        self.adjuster.run(&ProfiParams::default(), func);
        Ok(())
    }
}
