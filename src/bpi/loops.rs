//! The loop questions the estimated heuristic asks, answered by two loop structures.
//!
//! BranchProbabilityInfo only ever asks: which loop is a block in, is an edge entering or
//! exiting a loop, which blocks leave a loop, which blocks enter it, and (for
//! `computeUnlikelySuccessors`) which blocks belong to the branch's loop. [`LoopModel`] is that
//! interface; [`CycleLoops`] answers it from our loop-nesting forest, [`LegacyLoops`] the way
//! LLVM 16 does, from LoopInfo's natural loops plus a flat SCC fallback.

use crate::graph::cycles::CycleForest;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::scc_info::SccInfo;
use crate::graph::{Block, Cfg};

/// A block's loop identity (LLVM `LoopData`), as a dense id; [`NO_LOOP`] outside all loops.
pub type LoopData = u32;

/// Marker for "not in any loop".
pub const NO_LOOP: LoopData = u32::MAX;

/// The loop structure as the estimated heuristic sees it.
pub trait LoopModel {
    /// The loop identity of block `b` (LLVM `getLoopBlock(BB).getLoopData()`).
    fn data(&self, b: Block) -> LoopData;
    /// Number of distinct loop ids (ids are `0..num_loops()`).
    fn num_loops(&self) -> usize;
    /// Whether an edge from a block with identity `src` to one with identity `dst` enters a
    /// loop (LLVM `isLoopEnteringEdge`). Exiting is entering with the roles swapped.
    fn is_entering(&self, src: LoopData, dst: LoopData) -> bool;
    /// Blocks outside loop `l` that `l` can branch to (duplicates allowed).
    fn exit_blocks(&self, l: LoopData, out: &mut Vec<Block>);
    /// Blocks to revisit once loop `l` has a weight, appended in push order.
    fn enter_blocks(&self, l: LoopData, out: &mut Vec<Block>);
    /// The loop whose blocks `computeUnlikelySuccessors` may look at for a branch in `b`.
    fn unlikely_scope(&self, b: Block) -> Option<LoopData>;
    /// Whether block `b` is in loop `l` (for `unlikely_scope` loops).
    fn contains_block(&self, l: LoopData, b: Block) -> bool;
    /// Whether loop `l` has more than one entry.
    fn is_irreducible(&self, l: LoopData) -> bool;
    /// Whether block `b` lies inside an irreducible loop at any depth.
    fn in_irreducible(&self, b: Block) -> bool;
}

/// Whether the edge from identity `src` to `dst` leaves a loop (LLVM `isLoopExitingEdge`).
pub fn is_exiting(model: &impl LoopModel, src: LoopData, dst: LoopData) -> bool {
    model.is_entering(dst, src)
}

/// Loops are the cycles of the loop-nesting forest: every cycle, reducible or not, nested as
/// the forest nests them. An edge enters a cycle when its target's innermost cycle does not
/// contain its source's; a cycle is weighed from its exit blocks and, once weighed, sends the
/// predecessors of its entries back to the block worklist.
pub struct CycleLoops<'a> {
    cfg: &'a Cfg,
    forest: &'a CycleForest,
    exits: Vec<Vec<Block>>,
    /// Per cycle: it or an enclosing cycle is irreducible.
    irreducible_nest: Vec<bool>,
}

impl<'a> CycleLoops<'a> {
    pub fn new(cfg: &'a Cfg, forest: &'a CycleForest) -> CycleLoops<'a> {
        let exits = (0..forest.cycles().len() as u32)
            .map(|c| forest.exit_blocks(cfg, c))
            .collect();
        let mut irreducible_nest = vec![false; forest.cycles().len()];
        // Preorder visits parents before children.
        for c in forest.preorder() {
            let parent = forest
                .parent(c)
                .is_some_and(|p| irreducible_nest[p as usize]);
            irreducible_nest[c as usize] = parent || !forest.cycle(c).is_reducible();
        }
        CycleLoops {
            cfg,
            forest,
            exits,
            irreducible_nest,
        }
    }
}

impl LoopModel for CycleLoops<'_> {
    fn data(&self, b: Block) -> LoopData {
        self.forest.innermost(b).unwrap_or(NO_LOOP)
    }
    fn num_loops(&self) -> usize {
        self.forest.cycles().len()
    }
    fn is_entering(&self, src: LoopData, dst: LoopData) -> bool {
        dst != NO_LOOP && (src == NO_LOOP || !self.forest.contains_cycle(dst, src))
    }
    fn exit_blocks(&self, l: LoopData, out: &mut Vec<Block>) {
        out.extend_from_slice(&self.exits[l as usize]);
    }
    /// Every predecessor of every entry, in entry order then predecessor order. For a
    /// reducible cycle that is exactly LLVM 16's `getLoopEnterBlocks` (all predecessors of
    /// the header, latches included), which keeps the two models identical on reducible
    /// CFGs: the latches' place in the LIFO block worklist decides which weight reaches a
    /// block first. (Seed 000's program pushes only the outside predecessors, which changes
    /// results on some reducible CFGs.)
    fn enter_blocks(&self, l: LoopData, out: &mut Vec<Block>) {
        for &entry in &self.forest.cycle(l).entries {
            out.extend_from_slice(self.cfg.preds(entry));
        }
    }
    fn unlikely_scope(&self, b: Block) -> Option<LoopData> {
        self.forest.innermost(b)
    }
    fn contains_block(&self, l: LoopData, b: Block) -> bool {
        self.forest.contains_block(l, b)
    }
    fn is_irreducible(&self, l: LoopData) -> bool {
        l != NO_LOOP && !self.forest.cycle(l).is_reducible()
    }
    fn in_irreducible(&self, b: Block) -> bool {
        self.forest
            .innermost(b)
            .is_some_and(|c| self.irreducible_nest[c as usize])
    }
}

/// LLVM 16's loop model: natural loops from LoopInfo, and for blocks in no natural loop the
/// number of their (multi-block) SCC. Ids `0..n` are natural loops, `n + k` is SCC `k`.
pub struct LegacyLoops<'a> {
    cfg: &'a Cfg,
    loops: LoopInfo,
    sccs: SccInfo,
    data: Vec<LoopData>,
}

impl<'a> LegacyLoops<'a> {
    /// Builds LoopInfo and BPI's `SccInfo` for `cfg`.
    pub fn new(cfg: &'a Cfg, dt: &DominatorTree) -> LegacyLoops<'a> {
        LegacyLoops::with_sccs(cfg, dt, SccInfo::compute(cfg))
    }

    /// Same, with an `SccInfo` built by the caller (e.g. with real block addresses).
    pub fn with_sccs(cfg: &'a Cfg, dt: &DominatorTree, sccs: SccInfo) -> LegacyLoops<'a> {
        let loops = LoopInfo::compute(cfg, dt);
        let natural = loops.num_loops() as u32;
        // LLVM `LoopBlock`: the SCC number is only looked up when there is no natural loop.
        let data = cfg
            .blocks()
            .map(|b| match loops.loop_for(b) {
                Some(l) => l.0,
                None => sccs.scc_num(b).map_or(NO_LOOP, |s| natural + s),
            })
            .collect();
        LegacyLoops {
            cfg,
            loops,
            sccs,
            data,
        }
    }

    fn natural(&self, d: LoopData) -> Option<LoopId> {
        (d != NO_LOOP && (d as usize) < self.loops.num_loops()).then_some(LoopId(d))
    }

    fn scc(&self, d: LoopData) -> Option<u32> {
        (d != NO_LOOP && (d as usize) >= self.loops.num_loops())
            .then(|| d - self.loops.num_loops() as u32)
    }
}

impl LoopModel for LegacyLoops<'_> {
    fn data(&self, b: Block) -> LoopData {
        self.data[b as usize]
    }
    fn num_loops(&self) -> usize {
        self.loops.num_loops() + self.sccs.num_slots()
    }
    /// LLVM `isLoopEnteringEdge`: the target's natural loop does not contain the source's
    /// (a missing source loop is never contained), or the target has an SCC number the
    /// source does not share.
    fn is_entering(&self, src: LoopData, dst: LoopData) -> bool {
        if let Some(dst_loop) = self.natural(dst) {
            if !self.loops.contains_loop(dst_loop, self.natural(src)) {
                return true;
            }
        }
        match self.scc(dst) {
            Some(s) => self.scc(src) != Some(s),
            None => false,
        }
    }
    fn exit_blocks(&self, l: LoopData, out: &mut Vec<Block>) {
        if let Some(natural) = self.natural(l) {
            self.loops.extend_exit_blocks(self.cfg, natural, out);
        } else if let Some(scc) = self.scc(l) {
            out.extend(self.sccs.exit_blocks(self.cfg, scc));
        }
    }
    /// LLVM `getLoopEnterBlocks`: every predecessor of a natural loop's header (latches
    /// included), or for an SCC its header blocks once per outside predecessor.
    fn enter_blocks(&self, l: LoopData, out: &mut Vec<Block>) {
        if let Some(natural) = self.natural(l) {
            out.extend_from_slice(self.cfg.preds(self.loops.header(natural)));
        } else if let Some(scc) = self.scc(l) {
            out.extend(self.sccs.enter_blocks(self.cfg, scc));
        }
    }
    /// Only natural loops run `computeUnlikelySuccessors` in LLVM 16.
    fn unlikely_scope(&self, b: Block) -> Option<LoopData> {
        self.loops.loop_for(b).map(|l| l.0)
    }
    fn contains_block(&self, l: LoopData, b: Block) -> bool {
        self.natural(l)
            .is_some_and(|natural| self.loops.contains_block(natural, b))
    }
    fn is_irreducible(&self, l: LoopData) -> bool {
        self.scc(l).is_some()
    }
    /// LLVM 16 only sees irreducibility outside natural loops (blocks with an SCC number).
    fn in_irreducible(&self, b: Block) -> bool {
        self.scc(self.data[b as usize]).is_some()
    }
}
