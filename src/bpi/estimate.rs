//! Estimated block and loop weights (LLVM 16 `computeEestimateBlockWeight`).
//!
//! Blocks known to be bad are seeded with fixed weights; each weight flows up the dominator
//! tree to the blocks it post-dominates; a loop weighs as much as its heaviest exit; a block
//! whose successor edges are all weighed takes their maximum. Two LIFO worklists drive this to
//! a fixpoint in exactly LLVM's order, because the first weight to reach a block wins.

use super::facts::{FunctionFacts, Terminator};
use super::loops::{is_exiting, LoopModel};
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, BlockMap, Cfg};

/// LLVM `BlockExecWeight`.
pub mod weight {
    pub const ZERO: u32 = 0x0;
    pub const LOWEST_NON_ZERO: u32 = 0x1;
    pub const UNREACHABLE: u32 = ZERO;
    pub const NORETURN: u32 = LOWEST_NON_ZERO;
    pub const UNWIND: u32 = LOWEST_NON_ZERO;
    pub const COLD: u32 = 0xffff;
    pub const DEFAULT: u32 = 0xfffff;
}

/// Which seed a weight came from, for explaining a probability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Seed {
    /// Ends in `unreachable` or a deoptimize call.
    Unreachable,
    /// Ends in `unreachable` after a `noreturn` call.
    NoReturn,
    /// The unwind destination of an `invoke`.
    Unwind,
    /// Contains a call to a `cold` function.
    Cold,
    /// No seed (a loop that never exits, weighed LOWEST_NON_ZERO).
    #[default]
    None,
}

impl Seed {
    pub fn describe(self) -> &'static str {
        match self {
            Seed::Unreachable => "unreachable",
            Seed::NoReturn => "noreturn call",
            Seed::Unwind => "unwind destination",
            Seed::Cold => "cold call",
            Seed::None => "loop without exit",
        }
    }
}

/// An estimated weight and the seed it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    pub weight: u32,
    pub seed: Seed,
}

/// The estimated weights of one function.
#[derive(Clone, Debug)]
pub struct Estimates {
    block: BlockMap<Option<Estimate>>,
    /// Indexed by [`LoopModel::slot`].
    loops: Vec<Option<Estimate>>,
}

impl Estimates {
    /// Weight of block `b`, if estimated.
    pub fn block(&self, b: Block) -> Option<Estimate> {
        self.block[b]
    }

    /// Weight of loop `l`, if estimated.
    pub fn loop_weight<M: LoopModel>(&self, model: &M, l: Option<M::Loop>) -> Option<Estimate> {
        l.and_then(|l| self.loops[model.slot(l)])
    }

    /// LLVM `getEstimatedEdgeWeight`: an edge entering a loop takes the loop's weight, any
    /// other edge its target block's.
    pub fn edge<M: LoopModel>(
        &self,
        model: &M,
        src: Option<M::Loop>,
        dst: Block,
    ) -> Option<Estimate> {
        let dst_loop = model.loop_of(dst);
        if model.is_entering(src, dst_loop) {
            self.loop_weight(model, dst_loop)
        } else {
            self.block[dst]
        }
    }
}

/// LLVM `getInitialEstimatedBlockWeight`, checked in LLVM's order (lowest weight first).
pub fn initial_weight(cfg: &Cfg, facts: &FunctionFacts, b: Block) -> Option<Estimate> {
    let f = &facts[b];
    let seed = |weight, seed| Some(Estimate { weight, seed });
    if f.ends_unreachable_or_deopt {
        return if f.has_noreturn_call {
            seed(weight::NORETURN, Seed::NoReturn)
        } else {
            seed(weight::UNREACHABLE, Seed::Unreachable)
        };
    }
    // The unwind destination of some predecessor's invoke (successor 1 of an invoke).
    let is_unwind_dest = cfg
        .preds(b)
        .iter()
        .any(|&p| facts[p].terminator == Terminator::Invoke && cfg.succs(p).get(1) == Some(&b));
    if is_unwind_dest {
        return seed(weight::UNWIND, Seed::Unwind);
    }
    if f.has_cold_call {
        return seed(weight::COLD, Seed::Cold);
    }
    None
}

/// Runs the estimation. `rpo` is the reverse post-order of the reachable blocks.
pub fn estimate<M: LoopModel>(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &M,
    dt: &DominatorTree,
    pdt: &PostDominatorTree,
    rpo: &[Block],
) -> Estimates {
    let mut state = State {
        cfg,
        model,
        dt,
        pdt,
        est: Estimates {
            block: cfg.block_map(None),
            loops: vec![None; model.num_loop_slots()],
        },
        block_work: Vec::new(),
        loop_work: Vec::new(),
    };
    for &b in rpo {
        if let Some(seed) = initial_weight(cfg, facts, b) {
            state.propagate(b, seed);
        }
    }
    let mut exits = Vec::new();
    loop {
        while let Some(l) = state.loop_work.pop() {
            if state.est.loops[model.slot(l)].is_some() {
                continue;
            }
            exits.clear();
            model.exit_blocks(l, &mut exits);
            if let Some(mut found) = state.max_edge_weight(Some(l), &exits) {
                // A loop that never exits is entered at most once.
                if found.weight == weight::UNREACHABLE {
                    found = Estimate {
                        weight: weight::LOWEST_NON_ZERO,
                        seed: Seed::None,
                    };
                }
                state.est.loops[model.slot(l)] = Some(found);
                model.enter_blocks(l, &mut state.block_work);
            }
        }
        while let Some(b) = state.block_work.pop() {
            if state.est.block[b].is_some() {
                continue;
            }
            if let Some(found) = state.max_edge_weight(model.loop_of(b), cfg.succs(b)) {
                state.propagate(b, found);
            }
        }
        if state.block_work.is_empty() && state.loop_work.is_empty() {
            break;
        }
    }
    state.est
}

struct State<'a, M: LoopModel> {
    cfg: &'a Cfg,
    model: &'a M,
    dt: &'a DominatorTree,
    pdt: &'a PostDominatorTree,
    est: Estimates,
    block_work: Vec<Block>,
    loop_work: Vec<M::Loop>,
}

impl<M: LoopModel> State<'_, M> {
    /// LLVM `getMaxEstimatedEdgeWeight`: the maximum over the edges from `src` to `dsts`;
    /// unknown if any edge is unknown or there are none. The first maximal edge names the seed.
    fn max_edge_weight(&self, src: Option<M::Loop>, dsts: &[Block]) -> Option<Estimate> {
        let mut best: Option<Estimate> = None;
        for &d in dsts {
            let e = self.est.edge(self.model, src, d)?;
            if best.is_none_or(|b| b.weight < e.weight) {
                best = Some(e);
            }
        }
        best
    }

    /// LLVM `propagateEstimatedBlockWeight`: walk up the dominator tree from `b` while `b`
    /// post-dominates the dominator, giving each one in the same loop the weight; a dominator
    /// in an enclosing loop instead queues that loop (the edge leaves it), and one in a loop
    /// `b` is not in is skipped.
    fn propagate(&mut self, b: Block, found: Estimate) {
        if !self.dt.contains(b) {
            return;
        }
        let b_loop = self.model.loop_of(b);
        let mut d = b;
        loop {
            if !self.pdt.post_dominates(b, d) {
                break;
            }
            let d_loop = self.model.loop_of(d);
            let exiting = is_exiting(self.model, d_loop, b_loop);
            if !exiting && !self.model.is_entering(d_loop, b_loop) {
                if !self.update(d, found) {
                    // Everything above was handled when `d` got its weight.
                    break;
                }
            } else if exiting {
                // An exiting edge has a source loop.
                if let Some(l) = d_loop {
                    self.loop_work.push(l);
                }
            }
            match self.dt.idom(d) {
                Some(parent) => d = parent,
                None => break,
            }
        }
    }

    /// LLVM `updateEstimatedBlockWeight`: the first weight wins; on success the predecessors
    /// are queued, a predecessor across a loop exit by its loop, others as blocks.
    fn update(&mut self, b: Block, found: Estimate) -> bool {
        if self.est.block[b].is_some() {
            return false;
        }
        self.est.block[b] = Some(found);
        let b_loop = self.model.loop_of(b);
        for &p in self.cfg.preds(b) {
            let p_loop = self.model.loop_of(p);
            if is_exiting(self.model, p_loop, b_loop) {
                if let Some(l) = p_loop {
                    if self.est.loops[self.model.slot(l)].is_none() {
                        self.loop_work.push(l);
                    }
                }
            } else if self.est.block[p].is_none() {
                self.block_work.push(p);
            }
        }
        true
    }
}
