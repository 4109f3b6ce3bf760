//! A static branch predictor measured against real profiles
//! (`print<freqpath-branch-prob-predict>`).
//!
//! The predictor is LLVM 16's cascade (on the cycle forest) with its weakest answers replaced:
//! valid `!prof branch_weights`, the estimated weights (loops, unreachable, `noreturn` and
//! `cold` paths) and the floating-point heuristic decide a branch exactly as
//! `print<freqpath-branch-prob>` does; where LLVM leaves the branch uniform (a third to a half
//! of executed branches in real programs) or answers with its pointer or zero heuristic (a
//! fixed 20:12 from the compare's shape, right about half the time on real programs), the
//! branch is predicted from [`features::Feature`]s — Ball–Larus' heuristics, GCC's return and opcode
//! predictors, compare patterns and the constants a function's callers pass to the parameter
//! it branches on — whose hit rates ([`table::Table`]) were measured on real
//! programs, combined Dempster–Shafer style: each feature multiplies its edge's odds by
//! `rate / (1 - rate)` (Wu and Larus, "Static branch frequency and program profile analysis",
//! MICRO 1994). Replacing LLVM's loop and estimate answers too scored worse on programs the
//! table was not fitted on (docs/results/accuracy-experiments.md, `research/accuracy/experiments.py`).
//! The table is fitted on 35 programs pooled; a feature whose direction differs between
//! programs keeps the rate that fits them together, which on programs left out of the fit
//! beats dropping it once there are that many programs to fit.

pub mod facts;
pub mod features;
pub mod print;
pub mod table;
#[cfg(test)]
mod tests;

use super::heuristics::EdgeEstimate;
use super::loops::CycleLoops;
use super::{cascade_step, irreducible_reach, BranchProbabilities, Context, Decision, Overridden};
use crate::graph::cycles::CycleForest;
use crate::graph::dfs::post_order;
use crate::graph::{Block, BlockMap};
use crate::prob::BranchProbability as Prob;
use facts::FunctionPredictFacts;
use features::{Evidence, Inputs};
use table::Table;

/// The predictor's answer for one function: probabilities in the cascade's form (so the
/// printer and the annotation pass take them as they take LLVM's), and the evidence behind
/// every branch.
pub struct Prediction {
    pub probabilities: BranchProbabilities,
    evidence: Vec<Evidence>,
    /// Per block, its slice of `evidence`.
    evidence_range: BlockMap<(u32, u32)>,
}

impl Prediction {
    /// The features found on `b`'s successor edges (for every reachable block with two or
    /// more successors, whichever step decided it).
    pub fn evidence(&self, b: Block) -> &[Evidence] {
        let (start, end) = self.evidence_range[b];
        &self.evidence[start as usize..end as usize]
    }
}

/// Everything the predictor reads about one function.
pub struct PredictInputs<'a> {
    /// The cascade's inputs on the cycle forest.
    pub ctx: &'a Context<'a, CycleLoops<'a>>,
    pub forest: &'a CycleForest,
    pub facts: &'a FunctionPredictFacts,
    pub table: &'a Table,
}

/// Predicts every branch of the function.
pub fn predict(inputs: &PredictInputs<'_>) -> Prediction {
    let ctx = inputs.ctx;
    let cfg = ctx.cfg;
    let mut probabilities = BranchProbabilities {
        probs: cfg.edge_map(Prob::zero()),
        stored: cfg.block_map(false),
        decisions: cfg.block_map(Decision::NotComputed),
        estimates: cfg.edge_map(EdgeEstimate::default()),
        irreducible: irreducible_reach(cfg, ctx.model),
    };
    let mut evidence = Vec::new();
    let mut evidence_range = cfg.block_map((0, 0));
    if cfg.num_blocks() == 0 {
        return Prediction {
            probabilities,
            evidence,
            evidence_range,
        };
    }
    let est = super::estimate_weights(ctx);
    let features = Inputs {
        cfg,
        forest: inputs.forest,
        pdt: ctx.pdt,
        facts: inputs.facts,
    };
    let mut scratch = Scratch::default();
    for b in post_order(cfg) {
        if cfg.succs(b).len() < 2 {
            continue;
        }
        let start = evidence.len();
        features.evidence(b, &mut evidence);
        evidence_range[b] = (start as u32, evidence.len() as u32);
        let out = cfg.edge_values_mut(&mut probabilities.probs, b);
        let why = cfg.edge_values_mut(&mut probabilities.estimates, b);
        let decision = match cascade_step(ctx, &est, b, out, why) {
            // LLVM's weakest rules answer from the compare's shape alone; evidence replaces
            // them, and where there is none their answer stands.
            Some(d) => match Overridden::of(d) {
                Some(o)
                    if combine(
                        &evidence[start..],
                        cfg.succs(b),
                        inputs.table,
                        &mut scratch,
                        out,
                    ) =>
                {
                    Decision::Predicted { over: Some(o) }
                }
                // `combine` leaves `out` alone when it declines.
                _ => d,
            },
            None if combine(
                &evidence[start..],
                cfg.succs(b),
                inputs.table,
                &mut scratch,
                out,
            ) =>
            {
                Decision::Predicted { over: None }
            }
            None => Decision::Uniform,
        };
        probabilities.stored[b] = decision != Decision::Uniform;
        probabilities.decisions[b] = decision;
    }
    Prediction {
        probabilities,
        evidence,
        evidence_range,
    }
}

/// The smallest probability the predictor gives an edge: certainty is left to metadata and
/// to unreachable code.
const FLOOR: f64 = 1.0 / (1u32 << 20) as f64;

/// Evidence whose log-odds spread across a branch's edges stays below this is no evidence:
/// it moves a two-way branch less than 1.25 points from even, so its direction would be
/// decided by the last digits of the fitted rates (on zlib one such branch, taken 91 % one
/// way and predicted 50.1 % the other, swung the dynamic miss rate by 24 points between two
/// fits of the same data; docs/results/accuracy.md).
const MIN_EVIDENCE: f64 = 0.05;

/// Reusable buffers for [`combine`] (one allocation per function, not per branch).
#[derive(Default)]
pub struct Scratch {
    /// Per destination: the summed log-odds, then its probability.
    logits: Vec<f64>,
    /// Per successor edge: its destination's index in `logits`.
    destination: Vec<u32>,
    /// Per destination: how many edges lead there.
    edges: Vec<u32>,
    /// Per destination: the features already counted (bit `feature as u32`), so a switch
    /// with N edges is combined in O(N), not O(N²).
    seen: Vec<u64>,
}

/// Dempster–Shafer combination: each weighted feature multiplies its destination's odds by
/// `rate / (1 - rate)`, from a uniform start. The outcomes are the branch's destinations,
/// not its edges: a `switch` whose cases share a block has one outcome per block, and a
/// feature found on several of its edges counts once (a count of case values is not
/// evidence of how often they occur; [`Feature::SwitchDefaultGrouped`] says what such a
/// switch is). A destination's probability is split evenly among its edges, which the
/// printers sum again. Writes the probabilities to `out` (summing to exactly one) and
/// returns true, or returns false when no feature carries weight or the evidence nearly
/// cancels out ([`MIN_EVIDENCE`]).
pub fn combine(
    evidence: &[Evidence],
    succs: &[Block],
    table: &Table,
    scratch: &mut Scratch,
    out: &mut [Prob],
) -> bool {
    let destinations = number_destinations(succs, scratch);
    let Scratch {
        logits,
        destination,
        edges,
        seen,
    } = scratch;
    logits.clear();
    logits.resize(destinations, 0.0);
    seen.clear();
    seen.resize(destinations, 0);
    for e in evidence {
        let Some(r) = table.rate(e.feature) else {
            continue;
        };
        let d = destination[e.edge as usize];
        let bit = 1u64 << (e.feature as u32);
        if seen[d as usize] & bit != 0 {
            continue;
        }
        seen[d as usize] |= bit;
        logits[d as usize] += (r / (1.0 - r)).ln();
    }
    let max = logits.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min = logits.iter().copied().fold(f64::INFINITY, f64::min);
    if max - min < MIN_EVIDENCE || max.is_nan() || min.is_nan() {
        return false;
    }
    let mut total = 0.0;
    for l in logits.iter_mut() {
        *l = (*l - max).exp();
        total += *l;
    }
    for l in logits.iter_mut() {
        *l = (*l / total).max(FLOOR);
    }
    let total: f64 = logits.iter().sum();
    let per_edge = destination
        .iter()
        .map(|&d| logits[d as usize] / total / f64::from(edges[d as usize]));
    to_probabilities(per_edge, out);
    true
}

/// Fills `scratch.destination` (per edge, its block's number in order of first appearance)
/// and `scratch.edges`; returns the number of distinct destinations. Quadratic only for
/// branches with few edges; a large switch is numbered through a sort.
fn number_destinations(succs: &[Block], scratch: &mut Scratch) -> usize {
    let (destination, edges) = (&mut scratch.destination, &mut scratch.edges);
    destination.clear();
    edges.clear();
    if succs.len() <= 16 {
        for (i, s) in succs.iter().enumerate() {
            match succs[..i].iter().position(|t| t == s) {
                Some(j) => {
                    let d = destination[j];
                    destination.push(d);
                    edges[d as usize] += 1;
                }
                None => {
                    destination.push(edges.len() as u32);
                    edges.push(1);
                }
            }
        }
        return edges.len();
    }
    let mut order: Vec<u32> = (0..succs.len() as u32).collect();
    // Stable: among equal blocks the first edge comes first.
    order.sort_by_key(|&i| succs[i as usize]);
    destination.resize(succs.len(), 0);
    let mut first = vec![u32::MAX; succs.len()];
    for w in 0..order.len() {
        let i = order[w] as usize;
        first[i] = if w > 0 && succs[order[w - 1] as usize] == succs[i] {
            first[order[w - 1] as usize]
        } else {
            i as u32
        };
    }
    // Number the destinations in order of their first edge.
    let mut number = vec![u32::MAX; succs.len()];
    for i in 0..succs.len() {
        let f = first[i] as usize;
        if number[f] == u32::MAX {
            number[f] = edges.len() as u32;
            edges.push(0);
        }
        destination[i] = number[f];
        edges[number[f] as usize] += 1;
    }
    edges.len()
}

/// Rounds probabilities (summing to about one) to numerators over 2^31 that sum to exactly
/// 2^31, none below one unit; the rounding error goes to the largest.
fn to_probabilities(ps: impl Iterator<Item = f64>, out: &mut [Prob]) {
    let d = Prob::DENOMINATOR as f64;
    let mut sum: i64 = 0;
    let mut largest = 0;
    for (i, p) in ps.enumerate() {
        let n = ((p * d).round() as i64).clamp(1, Prob::DENOMINATOR as i64);
        out[i] = Prob::raw(n as u32);
        sum += n;
        if out[i] > out[largest] {
            largest = i;
        }
    }
    let fixed = out[largest].numerator() as i64 + (Prob::DENOMINATOR as i64 - sum);
    out[largest] = Prob::raw(fixed.max(1) as u32);
}
