//! Estimated block and loop weights (LLVM 16 `computeEestimateBlockWeight`).
//!
//! Blocks known to be bad are seeded with fixed weights; each weight flows up the dominator
//! tree to the blocks it post-dominates; a loop weighs as much as its heaviest exit; a block
//! whose successor edges are all weighed takes their maximum. Two LIFO worklists drive this to
//! a fixpoint in exactly LLVM's order, because the first weight to reach a block wins.

use super::facts::{FunctionFacts, Terminator};
use super::loops::{is_exiting, LoopData, LoopModel, NO_LOOP};
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, Cfg};

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

/// "No estimate yet" in the dense weight tables.
const UNKNOWN: u32 = u32::MAX;

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

/// The estimated weights of one function.
#[derive(Clone, Debug)]
pub struct Estimates {
    block: Vec<u32>,
    block_seed: Vec<Seed>,
    loop_weight: Vec<u32>,
    loop_seed: Vec<Seed>,
}

impl Estimates {
    /// Weight of block `b`, if estimated.
    pub fn block(&self, b: Block) -> Option<u32> {
        match self.block[b as usize] {
            UNKNOWN => None,
            w => Some(w),
        }
    }

    /// Weight of loop `l`, if estimated.
    pub fn loop_weight(&self, l: LoopData) -> Option<u32> {
        if l == NO_LOOP {
            return None;
        }
        match self.loop_weight[l as usize] {
            UNKNOWN => None,
            w => Some(w),
        }
    }

    /// LLVM `getEstimatedEdgeWeight`: an edge entering a loop takes the loop's weight, any
    /// other edge its target block's. Returns the weight and the seed it came from.
    pub fn edge(&self, model: &impl LoopModel, src: LoopData, dst: Block) -> Option<(u32, Seed)> {
        let dst_data = model.data(dst);
        if model.is_entering(src, dst_data) {
            self.loop_weight(dst_data)
                .map(|w| (w, self.loop_seed[dst_data as usize]))
        } else {
            self.block(dst).map(|w| (w, self.block_seed[dst as usize]))
        }
    }
}

/// LLVM `getInitialEstimatedBlockWeight`, checked in LLVM's order (lowest weight first).
pub fn initial_weight(cfg: &Cfg, facts: &FunctionFacts, b: Block) -> Option<(u32, Seed)> {
    let f = &facts[b as usize];
    if f.ends_unreachable_or_deopt {
        return Some(if f.has_noreturn_call {
            (weight::NORETURN, Seed::NoReturn)
        } else {
            (weight::UNREACHABLE, Seed::Unreachable)
        });
    }
    // The unwind destination of some predecessor's invoke (successor 1 of an invoke).
    let is_unwind_dest = cfg.preds(b).iter().any(|&p| {
        facts[p as usize].terminator == Terminator::Invoke && cfg.succs(p).get(1) == Some(&b)
    });
    if is_unwind_dest {
        return Some((weight::UNWIND, Seed::Unwind));
    }
    f.has_cold_call.then_some((weight::COLD, Seed::Cold))
}

/// Runs the estimation. `rpo` is the reverse post-order of the reachable blocks.
pub fn estimate(
    cfg: &Cfg,
    facts: &FunctionFacts,
    model: &impl LoopModel,
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
            block: vec![UNKNOWN; cfg.num_blocks()],
            block_seed: vec![Seed::None; cfg.num_blocks()],
            loop_weight: vec![UNKNOWN; model.num_loops()],
            loop_seed: vec![Seed::None; model.num_loops()],
        },
        block_work: Vec::new(),
        loop_work: Vec::new(),
    };
    for &b in rpo {
        if let Some((w, seed)) = initial_weight(cfg, facts, b) {
            state.propagate(b, w, seed);
        }
    }
    let mut exits = Vec::new();
    loop {
        while let Some(l) = state.loop_work.pop() {
            if state.est.loop_weight[l as usize] != UNKNOWN {
                continue;
            }
            exits.clear();
            model.exit_blocks(l, &mut exits);
            if let Some((mut w, seed)) = state.max_edge_weight(l, &exits) {
                // A loop that never exits is entered at most once.
                if w == weight::UNREACHABLE {
                    w = weight::LOWEST_NON_ZERO;
                }
                state.est.loop_weight[l as usize] = w;
                state.est.loop_seed[l as usize] = seed;
                model.enter_blocks(l, &mut state.block_work);
            }
        }
        while let Some(b) = state.block_work.pop() {
            if state.est.block[b as usize] != UNKNOWN {
                continue;
            }
            if let Some((w, seed)) = state.max_edge_weight(model.data(b), cfg.succs(b)) {
                state.propagate(b, w, seed);
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
    loop_work: Vec<LoopData>,
}

impl<M: LoopModel> State<'_, M> {
    /// LLVM `getMaxEstimatedEdgeWeight`: the maximum over the edges from `src` to `dsts`;
    /// unknown if any edge is unknown or there are none. The first maximal edge names the seed.
    fn max_edge_weight(&self, src: LoopData, dsts: &[Block]) -> Option<(u32, Seed)> {
        let mut best: Option<(u32, Seed)> = None;
        for &d in dsts {
            let (w, seed) = self.est.edge(self.model, src, d)?;
            if best.is_none_or(|(bw, _)| bw < w) {
                best = Some((w, seed));
            }
        }
        best
    }

    /// LLVM `propagateEstimatedBlockWeight`: walk up the dominator tree from `b` while `b`
    /// post-dominates the dominator, giving each one in the same loop the weight; a dominator
    /// in an enclosing loop instead queues that loop (the edge leaves it), and one in a loop
    /// `b` is not in is skipped.
    fn propagate(&mut self, b: Block, w: u32, seed: Seed) {
        if !self.dt.contains(b) {
            return;
        }
        let b_data = self.model.data(b);
        let mut d = b;
        loop {
            if !self.pdt.post_dominates(b, d) {
                break;
            }
            let d_data = self.model.data(d);
            let exiting = is_exiting(self.model, d_data, b_data);
            if !exiting && !self.model.is_entering(d_data, b_data) {
                if !self.update(d, w, seed) {
                    // Everything above was handled when `d` got its weight.
                    break;
                }
            } else if exiting {
                self.loop_work.push(d_data);
            }
            match self.dt.idom(d) {
                Some(parent) => d = parent,
                None => break,
            }
        }
    }

    /// LLVM `updateEstimatedBlockWeight`: the first weight wins; on success the predecessors
    /// are queued, a predecessor across a loop exit by its loop, others as blocks.
    fn update(&mut self, b: Block, w: u32, seed: Seed) -> bool {
        if self.est.block[b as usize] != UNKNOWN {
            return false;
        }
        self.est.block[b as usize] = w;
        self.est.block_seed[b as usize] = seed;
        let b_data = self.model.data(b);
        for &p in self.cfg.preds(b) {
            let p_data = self.model.data(p);
            if is_exiting(self.model, p_data, b_data) {
                if self.est.loop_weight[p_data as usize] == UNKNOWN {
                    self.loop_work.push(p_data);
                }
            } else if self.est.block[p as usize] == UNKNOWN {
                self.block_work.push(p);
            }
        }
        true
    }
}
