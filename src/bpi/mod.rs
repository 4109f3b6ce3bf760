//! LLVM 16's BranchProbabilityInfo cascade on a dense graph plus per-block facts.
//!
//! [`compute`] mirrors `BranchProbabilityInfo::calculate`: estimate block weights once, then
//! for every reachable block with two or more successors take the first of metadata,
//! estimated weights, pointer, zero and floating-point heuristics that answers. The loop
//! structure is a parameter ([`loops::LoopModel`]), so the same code yields LLVM 16's answer
//! (`LegacyLoops`) and the cycle-forest answer (`CycleLoops`).

pub mod annotate;
pub mod dense_map_order;
pub mod estimate;
pub mod facts;
pub mod heuristics;
pub mod loops;
pub mod predict;
pub mod print;
pub mod scc_info;
pub mod structures;
#[cfg(test)]
mod tests;

use crate::graph::dfs::post_order;
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, BlockMap, Cfg, Edge, EdgeMap};
use crate::prob::BranchProbability as Prob;
use facts::FunctionFacts;
use heuristics::{EdgeEstimate, ZeroTable};
use loops::LoopModel;

/// Everything the cascade reads about one function: the graph, the per-block facts, the loop
/// model and both dominator trees.
pub struct Context<'a, M: LoopModel> {
    pub cfg: &'a Cfg,
    pub facts: &'a FunctionFacts,
    pub model: &'a M,
    pub dt: &'a DominatorTree,
    pub pdt: &'a PostDominatorTree,
}

/// Which step of the cascade decided a block's probabilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Fewer than two successors, or unreachable from the entry: nothing is stored and the
    /// printer shows LLVM's default `count / successors`.
    NotComputed,
    /// `!prof branch_weights`; `capped` when edges into unreachable code were capped.
    Metadata {
        capped: bool,
    },
    /// Estimated block/loop weights; each edge's reason is in
    /// [`BranchProbabilities::estimates`].
    Estimated,
    Pointer,
    Zero(ZeroTable),
    FloatingPoint,
    /// The static predictor's combined evidence (`predict`; never produced by the cascade),
    /// on a branch the cascade left uniform (`over: None`) or in place of its weakest rules'
    /// answer (the pointer or zero heuristic named in `over`).
    Predicted {
        over: Option<Overridden>,
    },
    /// No step answered; the default uniform split stands.
    Uniform,
}

/// A cascade answer the static predictor may replace: LLVM 16's pointer and zero heuristics,
/// fixed 20:12 splits from compare shapes alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overridden {
    Pointer,
    Zero(ZeroTable),
}

impl Overridden {
    /// The replaceable answer `d` is, if any.
    pub fn of(d: Decision) -> Option<Overridden> {
        match d {
            Decision::Pointer => Some(Overridden::Pointer),
            Decision::Zero(t) => Some(Overridden::Zero(t)),
            _ => None,
        }
    }

    /// The decision it stands for.
    pub fn decision(self) -> Decision {
        match self {
            Overridden::Pointer => Decision::Pointer,
            Overridden::Zero(t) => Decision::Zero(t),
        }
    }
}

/// Branch probabilities of one function, one per edge.
#[derive(Clone, Debug)]
pub struct BranchProbabilities {
    /// The stored probability of every edge; meaningful where its source block is `stored`.
    probs: EdgeMap<Prob>,
    /// Whether LLVM stores probabilities for the block's edges (otherwise the uniform
    /// default applies).
    stored: BlockMap<bool>,
    pub decisions: BlockMap<Decision>,
    /// For edges of blocks decided by the estimated heuristic: why each got its weight.
    pub estimates: EdgeMap<EdgeEstimate>,
    /// How each block stands to the model's irreducible loops, the only place where LLVM
    /// 16's loop model and the cycle forest disagree.
    pub irreducible: BlockMap<Irreducible>,
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
pub fn irreducible_reach(cfg: &Cfg, model: &impl LoopModel) -> BlockMap<Irreducible> {
    let mut class = cfg.block_map(Irreducible::No);
    let mut reaches = cfg.block_map(false);
    let mut work: Vec<Block> = cfg.blocks().filter(|&b| model.in_irreducible(b)).collect();
    for &b in &work {
        reaches[b] = true;
        class[b] = Irreducible::Local;
        for &p in cfg.preds(b) {
            class[p] = Irreducible::Local;
        }
    }
    while let Some(b) = work.pop() {
        for &p in cfg.preds(b) {
            if !reaches[p] {
                reaches[p] = true;
                if class[p] == Irreducible::No {
                    class[p] = Irreducible::Upstream;
                }
                work.push(p);
            }
        }
    }
    class
}

impl BranchProbabilities {
    /// Whether LLVM stores probabilities for `b`'s edges.
    #[inline]
    pub fn is_stored(&self, b: Block) -> bool {
        self.stored[b]
    }

    /// LLVM `getEdgeProbability(Src, IndexInSuccessors)` for edge `e` (leaving `src`).
    #[inline]
    pub fn probability(&self, cfg: &Cfg, src: Block, e: Edge) -> Prob {
        if self.stored[src] {
            self.probs[e]
        } else {
            Prob::new(1, cfg.succs(src).len() as u32)
        }
    }

    /// The stored probabilities of `b`'s edges in successor order, if LLVM stores any.
    pub fn stored_probabilities<'a>(&'a self, cfg: &Cfg, b: Block) -> Option<&'a [Prob]> {
        self.stored[b].then(|| cfg.edge_values(&self.probs, b))
    }

    /// LLVM `getEdgeProbability(Src, Dst)`: the saturating sum over all edges from `src` to
    /// `dst`, or, when nothing is stored, `count(dst) / successors` rounded once. Linear in
    /// `src`'s successors; use [`DestinationSums`] for all of a block's edges at once.
    pub fn edge_probability(&self, cfg: &Cfg, src: Block, dst: Block) -> Prob {
        let succs = cfg.succs(src);
        match self.stored_probabilities(cfg, src) {
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
}

/// Per-destination sums for every edge of one block in one pass (what LLVM's printer shows on
/// each line, `getEdgeProbability(Src, Dst)`), with buffers reused across blocks: linear in
/// the block's successors where asking edge by edge would be quadratic.
#[derive(Clone, Debug, Default)]
pub struct DestinationSums {
    sum: Vec<Prob>,
    count: Vec<u32>,
    touched: Vec<Block>,
}

impl DestinationSums {
    /// Appends to `out`, for each successor edge of `b` in order, the probability of reaching
    /// its destination from `b` over all edges.
    pub fn compute(&mut self, cfg: &Cfg, bpi: &BranchProbabilities, b: Block, out: &mut Vec<Prob>) {
        self.sums(cfg, b, bpi.stored_probabilities(cfg, b), out)
    }

    /// The same for per-edge probabilities `stored` of `b` (`None`: LLVM's uniform default).
    pub fn sums(&mut self, cfg: &Cfg, b: Block, stored: Option<&[Prob]>, out: &mut Vec<Prob>) {
        let n = cfg.num_blocks();
        if self.sum.len() < n {
            self.sum.resize(n, Prob::zero());
            self.count.resize(n, 0);
        }
        let succs = cfg.succs(b);
        for (i, &s) in succs.iter().enumerate() {
            let slot = s.index();
            if self.count[slot] == 0 {
                self.touched.push(s);
            }
            self.count[slot] += 1;
            if let Some(probs) = stored {
                self.sum[slot] += probs[i];
            }
        }
        for &s in succs {
            out.push(match stored {
                Some(_) => self.sum[s.index()],
                None => Prob::new(self.count[s.index()], succs.len() as u32),
            });
        }
        for s in self.touched.drain(..) {
            self.sum[s.index()] = Prob::zero();
            self.count[s.index()] = 0;
        }
    }
}

/// LLVM `BranchProbabilityInfo::calculate` with the context's loop model.
pub fn compute<M: LoopModel>(ctx: &Context<'_, M>) -> BranchProbabilities {
    let est = estimate_weights(ctx);
    compute_from_estimates(ctx, &est)
}

/// The per-branch part of `calculate`, given the estimated weights (so a caller that also
/// needs the estimates computes them once).
pub fn compute_from_estimates<M: LoopModel>(
    ctx: &Context<'_, M>,
    est: &estimate::Estimates,
) -> BranchProbabilities {
    let cfg = ctx.cfg;
    let mut result = BranchProbabilities {
        probs: cfg.edge_map(Prob::zero()),
        stored: cfg.block_map(false),
        decisions: cfg.block_map(Decision::NotComputed),
        estimates: cfg.edge_map(EdgeEstimate::default()),
        irreducible: irreducible_reach(cfg, ctx.model),
    };
    if cfg.num_blocks() == 0 {
        return result;
    }
    decide(ctx, est, &post_order(cfg), &mut result);
    result
}

/// The estimated block and loop weights alone (what `calculate` computes first).
pub fn estimate_weights<M: LoopModel>(ctx: &Context<'_, M>) -> estimate::Estimates {
    let rpo: Vec<Block> = post_order(ctx.cfg).into_iter().rev().collect();
    estimate::estimate(ctx.cfg, ctx.facts, ctx.model, ctx.dt, ctx.pdt, &rpo)
}

/// LLVM 16's cascade for one block with two or more successors
/// (`BranchProbabilityInfo::calculate`'s loop body): `!prof` metadata, the estimated
/// weights, then the pointer, zero and floating-point heuristics. Writes the probabilities of
/// the step that answers to `out` (and the estimates' reasons to `why`); `None` when no step
/// answers and the uniform default stands.
pub(crate) fn cascade_step<M: LoopModel>(
    ctx: &Context<'_, M>,
    est: &estimate::Estimates,
    b: Block,
    out: &mut [Prob],
    why: &mut [EdgeEstimate],
) -> Option<Decision> {
    let (cfg, f) = (ctx.cfg, &ctx.facts[b]);
    if let Some(capped) = heuristics::metadata(cfg, f, ctx.model, est, b, out) {
        Some(Decision::Metadata { capped })
    } else if heuristics::estimated(cfg, f, ctx.model, est, b, out, why) {
        Some(Decision::Estimated)
    } else if let Some(p) = heuristics::pointer(f) {
        out.copy_from_slice(&p);
        Some(Decision::Pointer)
    } else if let Some((p, table)) = heuristics::zero(f) {
        out.copy_from_slice(&p);
        Some(Decision::Zero(table))
    } else if let Some(p) = heuristics::floating_point(f) {
        out.copy_from_slice(&p);
        Some(Decision::FloatingPoint)
    } else {
        None
    }
}

/// The per-block cascade over the blocks of `po` (post-order, as LLVM walks them).
fn decide<M: LoopModel>(
    ctx: &Context<'_, M>,
    est: &estimate::Estimates,
    po: &[Block],
    result: &mut BranchProbabilities,
) {
    let cfg = ctx.cfg;
    for &b in po {
        if cfg.succs(b).len() < 2 {
            continue;
        }
        let out = cfg.edge_values_mut(&mut result.probs, b);
        let why = cfg.edge_values_mut(&mut result.estimates, b);
        let decision = cascade_step(ctx, est, b, out, why).unwrap_or(Decision::Uniform);
        result.stored[b] = decision != Decision::Uniform;
        result.decisions[b] = decision;
    }
}
