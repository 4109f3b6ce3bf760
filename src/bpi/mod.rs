//! LLVM 16's BranchProbabilityInfo cascade on a dense graph plus per-block facts.
//!
//! [`compute`] mirrors `BranchProbabilityInfo::calculate`: estimate block weights once, then
//! for every reachable block with two or more successors take the first of metadata,
//! estimated weights, pointer, zero and floating-point heuristics that answers. The loop
//! structure is a parameter ([`loops::LoopModel`]), so the same code yields LLVM 16's answer
//! (`LegacyLoops`) and the cycle-forest answer (`CycleLoops`).

pub mod annotate;
pub mod estimate;
pub mod facts;
pub mod heuristics;
pub mod loops;
pub mod print;

use crate::graph::dfs::post_order;
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, Cfg};
use crate::prob::BranchProbability as Prob;
use facts::FunctionFacts;
use heuristics::{EdgeEstimate, ZeroTable};
use loops::LoopModel;

/// Which step of the cascade decided a block's probabilities.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Fewer than two successors, or unreachable from the entry: nothing is stored and the
    /// printer shows LLVM's default `count / successors`.
    NotComputed,
    /// `!prof branch_weights`; `capped` when edges into unreachable code were capped.
    Metadata {
        capped: bool,
    },
    /// Estimated block/loop weights, with the reason for each edge.
    Estimated(Vec<EdgeEstimate>),
    Pointer,
    Zero(ZeroTable),
    FloatingPoint,
    /// No step answered; the default uniform split stands.
    Uniform,
}

/// Branch probabilities of one function.
#[derive(Clone, Debug)]
pub struct BranchProbabilities {
    /// Stored probabilities per block, one per successor edge; `None` where LLVM stores none.
    pub stored: Vec<Option<Vec<Prob>>>,
    pub decisions: Vec<Decision>,
    /// How each block stands to the model's irreducible loops, the only place where LLVM
    /// 16's loop model and the cycle forest disagree.
    pub irreducible: Vec<Irreducible>,
}

/// A block's position relative to irreducible loops. A block's estimates are computed only
/// from blocks it can reach (weights flow backwards), so a block that reaches no irreducible
/// loop gets the same answer from both loop models.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Irreducible {
    /// Reaches no block inside an irreducible loop.
    #[default]
    No,
    /// The block or one of its successors is inside an irreducible loop.
    Local,
    /// The block reaches an irreducible loop further on.
    Upstream,
}

/// Classifies every block against the model's irreducible loops (a backward walk from the
/// blocks inside them).
pub fn irreducible_reach(cfg: &Cfg, model: &impl LoopModel) -> Vec<Irreducible> {
    let n = cfg.num_blocks();
    let mut class = vec![Irreducible::No; n];
    let mut reaches = vec![false; n];
    let mut work: Vec<Block> = cfg.blocks().filter(|&b| model.in_irreducible(b)).collect();
    for &b in &work {
        reaches[b as usize] = true;
        class[b as usize] = Irreducible::Local;
        for &p in cfg.preds(b) {
            class[p as usize] = Irreducible::Local;
        }
    }
    while let Some(b) = work.pop() {
        for &p in cfg.preds(b) {
            if !reaches[p as usize] {
                reaches[p as usize] = true;
                if class[p as usize] == Irreducible::No {
                    class[p as usize] = Irreducible::Upstream;
                }
                work.push(p);
            }
        }
    }
    class
}

impl BranchProbabilities {
    /// LLVM `getEdgeProbability(Src, Dst)`: the saturating sum over all edges from `src` to
    /// `dst`, or, when nothing is stored, `count(dst) / successors` rounded once.
    pub fn edge_probability(&self, cfg: &Cfg, src: Block, dst: Block) -> Prob {
        let succs = cfg.succs(src);
        match &self.stored[src as usize] {
            None => {
                let count = succs.iter().filter(|&&s| s == dst).count();
                Prob::new(count as u32, succs.len() as u32)
            }
            Some(probs) => succs
                .iter()
                .zip(probs)
                .filter(|(&s, _)| s == dst)
                .fold(Prob::zero(), |acc, (_, &p)| acc + p),
        }
    }

    /// LLVM `getEdgeProbability(Src, IndexInSuccessors)`.
    pub fn edge_probability_by_index(&self, cfg: &Cfg, src: Block, index: usize) -> Prob {
        match &self.stored[src as usize] {
            Some(probs) => probs[index],
            None => Prob::new(1, cfg.succs(src).len() as u32),
        }
    }
}

/// LLVM `BranchProbabilityInfo::calculate` with the given loop model.
pub fn compute(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &impl LoopModel,
    dt: &DominatorTree,
    pdt: &PostDominatorTree,
) -> BranchProbabilities {
    let est = estimate_weights(cfg, facts, model, dt, pdt);
    compute_from_estimates(cfg, facts, model, &est)
}

/// The per-branch part of `calculate`, given the estimated weights (so a caller that also
/// needs the estimates computes them once).
pub fn compute_from_estimates(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &impl LoopModel,
    est: &estimate::Estimates,
) -> BranchProbabilities {
    let n = cfg.num_blocks();
    let mut result = BranchProbabilities {
        stored: vec![None; n],
        decisions: vec![Decision::NotComputed; n],
        irreducible: irreducible_reach(cfg, model),
    };
    if n == 0 {
        return result;
    }
    decide(cfg, facts, model, est, &post_order(cfg), &mut result);
    result
}

/// The estimated block and loop weights alone (what `calculate` computes first).
pub fn estimate_weights(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &impl LoopModel,
    dt: &DominatorTree,
    pdt: &PostDominatorTree,
) -> estimate::Estimates {
    let rpo: Vec<Block> = post_order(cfg).into_iter().rev().collect();
    estimate::estimate(cfg, facts, model, dt, pdt, &rpo)
}

/// The per-block cascade over the blocks of `po` (post-order, as LLVM walks them).
fn decide(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &impl LoopModel,
    est: &estimate::Estimates,
    po: &[Block],
    result: &mut BranchProbabilities,
) {
    for &b in po {
        if cfg.succs(b).len() < 2 {
            continue;
        }
        let f = &facts[b as usize];
        let (probs, decision) =
            if let Some((p, capped)) = heuristics::metadata(cfg, f, model, est, b) {
                (Some(p), Decision::Metadata { capped })
            } else if let Some((p, why)) = heuristics::estimated(cfg, f, model, est, b) {
                (Some(p), Decision::Estimated(why))
            } else if let Some(p) = heuristics::pointer(f) {
                (Some(p), Decision::Pointer)
            } else if let Some((p, table)) = heuristics::zero(f) {
                (Some(p), Decision::Zero(table))
            } else if let Some(p) = heuristics::floating_point(f) {
                (Some(p), Decision::FloatingPoint)
            } else {
                (None, Decision::Uniform)
            };
        result.stored[b as usize] = probs;
        result.decisions[b as usize] = decision;
    }
}
