//! The loop questions the estimated heuristic asks, answered by two loop structures.
//!
//! BranchProbabilityInfo only ever asks: which loop is a block in, is an edge entering or
//! exiting a loop, which blocks leave a loop, which blocks enter it, and (for
//! `computeUnlikelySuccessors`) which blocks belong to the branch's loop. [`LoopModel`] is that
//! interface; [`CycleLoops`] answers it from our loop-nesting forest, [`LegacyLoops`] the way
//! LLVM 16 does, from LoopInfo's natural loops plus a flat SCC fallback.

use super::scc_info::SccInfo;
use crate::graph::cycles::{CycleForest, CycleId};
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::scc::SccId;
use crate::graph::{Block, BlockMap, Cfg, IndexVec};

/// The loop structure as the estimated heuristic sees it. A block's loop identity (LLVM's
/// `LoopData`) is `Option<Self::Loop>`: `None` outside every loop.
pub trait LoopModel {
    /// A loop of this model.
    type Loop: Copy + Eq + std::fmt::Debug;
    /// The loop identity of block `b` (LLVM `getLoopBlock(BB).getLoopData()`).
    fn loop_of(&self, b: Block) -> Option<Self::Loop>;
    /// A dense slot for per-loop tables: `0..num_loop_slots()`.
    fn slot(&self, l: Self::Loop) -> usize;
    /// Number of per-loop table slots.
    fn num_loop_slots(&self) -> usize;
    /// Whether an edge from a block with identity `src` to one with identity `dst` enters a
    /// loop (LLVM `isLoopEnteringEdge`). Exiting is entering with the roles swapped.
    fn is_entering(&self, src: Option<Self::Loop>, dst: Option<Self::Loop>) -> bool;
    /// Blocks outside loop `l` that `l` can branch to (duplicates allowed), appended to `out`.
    fn exit_blocks(&self, l: Self::Loop, out: &mut Vec<Block>);
    /// Blocks to revisit once loop `l` has a weight, appended in push order.
    fn enter_blocks(&self, l: Self::Loop, out: &mut Vec<Block>);
    /// The loop whose blocks `computeUnlikelySuccessors` may look at for a branch in `b`.
    fn unlikely_scope(&self, b: Block) -> Option<Self::Loop>;
    /// Whether block `b` is in loop `l` (for `unlikely_scope` loops).
    fn contains_block(&self, l: Self::Loop, b: Block) -> bool;
    /// Whether block `b` lies inside an irreducible loop at any depth.
    fn in_irreducible(&self, b: Block) -> bool;
}

/// Whether the edge from identity `src` to `dst` leaves a loop (LLVM `isLoopExitingEdge`).
pub fn is_exiting<M: LoopModel>(model: &M, src: Option<M::Loop>, dst: Option<M::Loop>) -> bool {
    model.is_entering(dst, src)
}

/// Loops are the cycles of the loop-nesting forest: every cycle, reducible or not, nested as
/// the forest nests them. An edge enters a cycle when its target's innermost cycle does not
/// contain its source's; a cycle is weighed from its exit blocks and, once weighed, sends the
/// predecessors of its entries back to the block worklist.
pub struct CycleLoops<'a> {
    cfg: &'a Cfg,
    forest: &'a CycleForest,
    /// Per cycle: it or an enclosing cycle is irreducible.
    irreducible_nest: IndexVec<CycleId, bool>,
}

impl<'a> CycleLoops<'a> {
    pub fn new(cfg: &'a Cfg, forest: &'a CycleForest) -> CycleLoops<'a> {
        let mut irreducible_nest = IndexVec::from_elem_n(false, forest.num_cycles());
        // Preorder visits parents before children.
        for c in forest.preorder() {
            let parent = forest.parent(c).is_some_and(|p| irreducible_nest[p]);
            irreducible_nest[c] = parent || !forest.cycle(c).is_reducible();
        }
        CycleLoops {
            cfg,
            forest,
            irreducible_nest,
        }
    }
}

impl LoopModel for CycleLoops<'_> {
    type Loop = CycleId;
    fn loop_of(&self, b: Block) -> Option<CycleId> {
        self.forest.innermost(b)
    }
    fn slot(&self, l: CycleId) -> usize {
        l.index()
    }
    fn num_loop_slots(&self) -> usize {
        self.forest.num_cycles()
    }
    fn is_entering(&self, src: Option<CycleId>, dst: Option<CycleId>) -> bool {
        match (src, dst) {
            (_, None) => false,
            (None, Some(_)) => true,
            (Some(s), Some(d)) => !self.forest.contains_cycle(d, s),
        }
    }
    /// The targets of the edges leaving `l` in LLVM's `getExitBlocks` order with repeats
    /// kept: a repeat changes neither the maximum nor which edge first reaches it.
    fn exit_blocks(&self, l: CycleId, out: &mut Vec<Block>) {
        out.extend(self.forest.exit_edge_targets(l));
    }
    /// Every predecessor of every entry, in entry order then predecessor order. For a
    /// reducible cycle that is exactly LLVM 16's `getLoopEnterBlocks` (all predecessors of
    /// the header, latches included), which keeps the two models identical on reducible
    /// CFGs: the latches' place in the LIFO block worklist decides which weight reaches a
    /// block first. (The reference implementation this module was checked against pushes only the outside predecessors, which changes
    /// results on some reducible CFGs.)
    fn enter_blocks(&self, l: CycleId, out: &mut Vec<Block>) {
        for entry in self.forest.entries(l) {
            out.extend_from_slice(self.cfg.preds(entry));
        }
    }
    fn unlikely_scope(&self, b: Block) -> Option<CycleId> {
        self.forest.innermost(b)
    }
    fn contains_block(&self, l: CycleId, b: Block) -> bool {
        self.forest.contains_block(l, b)
    }
    fn in_irreducible(&self, b: Block) -> bool {
        self.forest
            .innermost(b)
            .is_some_and(|c| self.irreducible_nest[c])
    }
}

/// LLVM 16's `LoopData` as a value: a block of a natural loop is identified by its innermost
/// loop; a block outside natural loops but inside a multi-block SCC by that SCC's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegacyLoop {
    Natural(LoopId),
    Scc(SccId),
}

/// LLVM 16's loop model: natural loops from LoopInfo, and for blocks in no natural loop the
/// number of their (multi-block) SCC.
pub struct LegacyLoops<'a> {
    cfg: &'a Cfg,
    loops: &'a LoopInfo,
    sccs: &'a SccInfo,
    data: BlockMap<Option<LegacyLoop>>,
}

impl<'a> LegacyLoops<'a> {
    /// The model over `cfg`'s LoopInfo and BPI `SccInfo` (built by the caller, the latter
    /// with real block addresses so its lists come out in LLVM's `DenseMap` order).
    pub fn new(cfg: &'a Cfg, loops: &'a LoopInfo, sccs: &'a SccInfo) -> LegacyLoops<'a> {
        // LLVM `LoopBlock`: the SCC number is only looked up when there is no natural loop.
        let data = cfg
            .blocks()
            .map(|b| match loops.loop_for(b) {
                Some(l) => Some(LegacyLoop::Natural(l)),
                None => sccs.scc_num(b).map(LegacyLoop::Scc),
            })
            .collect();
        LegacyLoops {
            cfg,
            loops,
            sccs,
            data,
        }
    }

    fn natural(d: Option<LegacyLoop>) -> Option<LoopId> {
        match d {
            Some(LegacyLoop::Natural(l)) => Some(l),
            _ => None,
        }
    }

    fn scc(d: Option<LegacyLoop>) -> Option<SccId> {
        match d {
            Some(LegacyLoop::Scc(s)) => Some(s),
            _ => None,
        }
    }
}

impl LoopModel for LegacyLoops<'_> {
    type Loop = LegacyLoop;
    fn loop_of(&self, b: Block) -> Option<LegacyLoop> {
        self.data[b]
    }
    /// Natural loops first, then SCC numbers.
    fn slot(&self, l: LegacyLoop) -> usize {
        match l {
            LegacyLoop::Natural(l) => l.index(),
            LegacyLoop::Scc(s) => self.loops.num_loops() + s.index(),
        }
    }
    fn num_loop_slots(&self) -> usize {
        self.loops.num_loops() + self.sccs.num_slots()
    }
    /// LLVM `isLoopEnteringEdge`: the target's natural loop does not contain the source's
    /// (a missing source loop is never contained), or the target has an SCC number the
    /// source does not share.
    fn is_entering(&self, src: Option<LegacyLoop>, dst: Option<LegacyLoop>) -> bool {
        if let Some(dst_loop) = Self::natural(dst) {
            if !self.loops.contains_loop(dst_loop, Self::natural(src)) {
                return true;
            }
        }
        match Self::scc(dst) {
            Some(s) => Self::scc(src) != Some(s),
            None => false,
        }
    }
    fn exit_blocks(&self, l: LegacyLoop, out: &mut Vec<Block>) {
        match l {
            LegacyLoop::Natural(natural) => self.loops.extend_exit_blocks(self.cfg, natural, out),
            LegacyLoop::Scc(scc) => out.extend(self.sccs.exit_blocks(self.cfg, scc)),
        }
    }
    /// LLVM `getLoopEnterBlocks`: every predecessor of a natural loop's header (latches
    /// included), or for an SCC its header blocks once per outside predecessor.
    fn enter_blocks(&self, l: LegacyLoop, out: &mut Vec<Block>) {
        match l {
            LegacyLoop::Natural(natural) => {
                out.extend_from_slice(self.cfg.preds(self.loops.header(natural)))
            }
            LegacyLoop::Scc(scc) => out.extend(self.sccs.enter_blocks(self.cfg, scc)),
        }
    }
    /// Only natural loops run `computeUnlikelySuccessors` in LLVM 16.
    fn unlikely_scope(&self, b: Block) -> Option<LegacyLoop> {
        self.loops.loop_for(b).map(LegacyLoop::Natural)
    }
    fn contains_block(&self, l: LegacyLoop, b: Block) -> bool {
        match l {
            LegacyLoop::Natural(natural) => self.loops.contains_block(natural, b),
            LegacyLoop::Scc(_) => false,
        }
    }
    /// LLVM 16 only sees irreducibility outside natural loops (blocks with an SCC number).
    fn in_irreducible(&self, b: Block) -> bool {
        Self::scc(self.data[b]).is_some()
    }
}
