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
//! table was not fitted on (docs/accuracy-experiments.md, `scripts/accuracy/experiments.py`),
//! and so did features whose direction differs from one program to the next: the shipped
//! table keeps only features every measured program agrees on.

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
    let mut weights = Vec::new();
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
                Some(o) if combine(&evidence[start..], inputs.table, &mut weights, out) => {
                    Decision::Predicted { over: Some(o) }
                }
                // `combine` leaves `out` alone when it declines.
                _ => d,
            },
            None if combine(&evidence[start..], inputs.table, &mut weights, out) => {
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
/// fits of the same data; docs/accuracy.md).
const MIN_EVIDENCE: f64 = 0.05;

/// Dempster–Shafer combination: each weighted feature multiplies its edge's odds by
/// `rate / (1 - rate)`, from a uniform start. Writes the probabilities to `out` (summing to
/// exactly one) and returns true, or returns false when no feature carries weight or the
/// evidence nearly cancels out ([`MIN_EVIDENCE`]).
pub fn combine(
    evidence: &[Evidence],
    table: &Table,
    logits: &mut Vec<f64>,
    out: &mut [Prob],
) -> bool {
    logits.clear();
    logits.resize(out.len(), 0.0);
    for e in evidence {
        if let Some(r) = table.rate(e.feature) {
            logits[e.edge as usize] += (r / (1.0 - r)).ln();
        }
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
    to_probabilities(logits.iter().map(|p| p / total), out);
    true
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
