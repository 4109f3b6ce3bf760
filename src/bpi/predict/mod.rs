//! A static branch predictor measured against real profiles
//! (`print<freqpath-branch-prob-predict>`).
//!
//! The cascade keeps LLVM 16's first two steps where they carry real information: valid
//! `!prof branch_weights` are read exactly as LLVM reads them, and a branch one of whose
//! successors inevitably reaches `unreachable`, a `noreturn` or `cold` call or an unwind
//! destination keeps the estimated-weight answer (on the cycle forest). Every other branch
//! is predicted from [`features::Feature`]s — Ball–Larus' heuristics, GCC's return and opcode
//! predictors and compare patterns — whose hit rates ([`table::Table`]) were measured on
//! real programs, combined Dempster–Shafer style: each feature multiplies its edge's odds by
//! `rate / (1 - rate)` (Wu and Larus, "Static branch frequency and program profile analysis",
//! MICRO 1994). LLVM 16's pointer, zero and floating-point heuristics and its fixed loop-exit
//! ratio are not used: the features cover them with measured rates.

pub mod facts;
pub mod features;
pub mod print;
pub mod table;
#[cfg(test)]
mod tests;

use super::estimate::{Estimates, Seed};
use super::heuristics::{self, EdgeEstimate};
use super::loops::{CycleLoops, LoopModel};
use super::{irreducible_reach, BranchProbabilities, Context, Decision};
use crate::graph::cycles::CycleForest;
use crate::graph::dfs::post_order;
use crate::graph::{Block, BlockMap, Cfg};
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
        let f = &ctx.facts[b];
        let out = cfg.edge_values_mut(&mut probabilities.probs, b);
        let why = cfg.edge_values_mut(&mut probabilities.estimates, b);
        let decision = if let Some(capped) = heuristics::metadata(cfg, f, ctx.model, &est, b, out) {
            Decision::Metadata { capped }
        } else if reaches_seed(cfg, ctx.model, &est, b)
            && heuristics::estimated(cfg, f, ctx.model, &est, b, out, why)
        {
            Decision::Estimated
        } else if combine(&evidence[start..], inputs.table, &mut weights, out) {
            Decision::Predicted
        } else {
            Decision::Uniform
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

/// Whether some successor of `b` has an estimated weight that comes from a seed: it
/// inevitably reaches `unreachable`, a `noreturn` or `cold` call, or an unwind destination.
fn reaches_seed(cfg: &Cfg, model: &CycleLoops<'_>, est: &Estimates, b: Block) -> bool {
    let src = model.loop_of(b);
    cfg.succs(b).iter().any(|&s| {
        est.edge(model, src, s)
            .is_some_and(|e| e.seed != Seed::None)
    })
}

/// The smallest probability the predictor gives an edge: certainty is left to metadata and
/// to unreachable code.
const FLOOR: f64 = 1.0 / (1u32 << 20) as f64;

/// Dempster–Shafer combination: each weighted feature multiplies its edge's odds by
/// `rate / (1 - rate)`, from a uniform start. Writes the probabilities to `out` (summing to
/// exactly one) and returns true, or returns false when no feature carries weight or the
/// evidence cancels out.
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
    if max - min <= 1e-9 || max.is_nan() || min.is_nan() {
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
