//! The loop-nesting forest exactly as LLVM 16's `GenericCycleInfo` computes it.
//!
//! Every maximal cycle (reducible or not) becomes a node of the forest; a cycle's header is the
//! first of its blocks the DFS reached, and removing the header leaves the nested cycles. The
//! DFS order, the order blocks are appended, the entries and the order of top-level cycles
//! (including LLVM's swap-with-last removal) all show in `print<cycles>`, so each is mirrored.
//!
//! LLVM keeps an explicit entry list per cycle, which is Θ(blocks × depth) items on deeply
//! nested irreducible regions. Here a block records only the outermost cycle it enters: a
//! block other than a cycle's header is an entry of that cycle when it has a predecessor
//! outside the header's DFS subtree, and the headers' subtrees grow outwards, so the cycles a
//! block enters are a contiguous chain from its innermost cycle up. A cycle's entries are then
//! the blocks of its block list whose chain reaches it, in block-list order, which is the
//! order LLVM appends them in (see [`CycleForest::entries`]).

use std::io::Write;

use super::index::SparseMarks;
use super::pairing_heap::{Heap, PairingHeaps};
use super::{Block, BlockMap, Cfg, IndexVec, PackedOption};

crate::newtype_index! {
    /// A cycle of a [`CycleForest`], in the order LLVM creates them (latest-found header
    /// first).
    pub struct CycleId = "cycle";
}

/// One cycle of the forest (LLVM `GenericCycle`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cycle {
    /// Parent cycle; none for a top-level cycle.
    pub parent: PackedOption<CycleId>,
    /// Child cycles in LLVM's order (the order their block lists appear in this one's).
    pub children: Vec<CycleId>,
    /// Nesting depth; top-level cycles have depth 1.
    pub depth: u32,
    header: Block,
    num_entries: u32,
}

impl Cycle {
    /// The header block (the first entry).
    pub fn header(&self) -> Block {
        self.header
    }

    /// Number of entry blocks, the header included.
    pub fn num_entries(&self) -> usize {
        self.num_entries as usize
    }

    /// Whether the cycle has a single entry (LLVM `isReducible`).
    pub fn is_reducible(&self) -> bool {
        self.num_entries == 1
    }
}

/// Where a cycle's block list lies in [`CycleForest::flat`].
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    start: u32,
    len: u32,
}

/// The forest of cycles of one function (LLVM `GenericCycleInfo`).
#[derive(Clone, Debug, Default)]
pub struct CycleForest {
    cycles: IndexVec<CycleId, Cycle>,
    top_level: Vec<CycleId>,
    /// Innermost cycle of each block (LLVM `BlockMap`).
    innermost: BlockMap<PackedOption<CycleId>>,
    /// Per block: the outermost cycle it is an entry of (it enters every cycle from its
    /// innermost one up to this one); none for a block that enters no cycle.
    entry_top: BlockMap<PackedOption<CycleId>>,
    /// The block lists of the top-level cycles one after another. A cycle's list is LLVM's
    /// `Blocks` (header, then blocks in discovery order with absorbed children's lists
    /// spliced in), so every cycle's list is a contiguous part of its parent's.
    flat: Vec<Block>,
    spans: IndexVec<CycleId, Span>,
    /// Per position of `flat`: the depth of the outermost cycle the block enters
    /// (`u32::MAX` for a block that enters nothing). A block of cycle `c` is an entry of `c`
    /// exactly when that depth is at most `c`'s, so a cycle's entries are found without a
    /// scan of its list.
    entry_depths: DepthTree,
    /// The edges leaving their source's innermost cycle, ordered by the source's position in
    /// `flat`, then successor order: the target, and in `exit_depths` the depth of the
    /// innermost cycle holding both ends (0 for none). Such an edge leaves cycle `c` exactly
    /// when its source is in `c` and that depth is below `c`'s.
    exit_targets: Vec<Block>,
    exit_depths: DepthTree,
    /// Per position of `flat` (and one past the end): the first of its block's edges in
    /// `exit_targets`.
    first_exit: Vec<u32>,
    /// Preorder interval of each cycle in the forest, for O(1) containment.
    tree_in: IndexVec<CycleId, u32>,
    tree_out: IndexVec<CycleId, u32>,
    /// Buffers kept between [`CycleForest::compute`] calls.
    scratch: Scratch,
}

/// A predecessor edge of a cycle block coming from outside the cycle header's DFS subtree:
/// the block and the edge's position among the block's predecessors.
#[derive(Clone, Copy, Debug)]
struct OutsideEdge {
    block: Block,
    pred_index: u32,
}

/// Working storage of the computation, reused across functions.
#[derive(Clone, Debug, Default)]
struct Scratch {
    dfs: BlockMap<DfsInterval>,
    preorder: Vec<Block>,
    /// Per cycle: union-find link towards its current top-level ancestor (standing in for
    /// LLVM's `BlockMapTopLevel`), and where its block list starts inside the list of the
    /// cycle it links to. Path compression keeps both pointing at the top-level ancestor.
    top_link: IndexVec<CycleId, PackedOption<CycleId>>,
    link_offset: IndexVec<CycleId, u32>,
    /// Per cycle: its position in `top_level` while it is top-level.
    top_pos: IndexVec<CycleId, u32>,
    /// Per cycle: the length of its block list so far.
    list_len: IndexVec<CycleId, u32>,
    /// Per block of a cycle: its position in its innermost cycle's block list.
    local_pos: BlockMap<u32>,
    /// Per block: how many of its predecessor edges come from outside the DFS subtree of the
    /// header of the top-level cycle holding it — while positive, it is an entry of that cycle.
    outside_preds: BlockMap<u32>,
    /// Per cycle while top-level: its blocks' outside edges whose source precedes the header's
    /// subtree in preorder (keyed by the source's preorder number) and those that follow it
    /// (keyed by `u32::MAX` minus that number), so the edges a new enclosing header's subtree
    /// swallows are the maxima of both heaps.
    before_subtree: IndexVec<CycleId, Heap>,
    after_subtree: IndexVec<CycleId, Heap>,
    heaps: PairingHeaps<OutsideEdge>,
    traverse: Vec<Block>,
    open_heights: Vec<usize>,
    worklist: Vec<Block>,
    tree_stack: Vec<(CycleId, usize)>,
    path: Vec<CycleId>,
    /// Edges a new header's subtree swallowed: (position of the block in the absorbed
    /// cycle's list, predecessor index, block).
    swallowed: Vec<(u32, u32, Block)>,
}

impl Scratch {
    /// The current top-level cycle containing `c` (LLVM `getTopLevelParentCycle`) and where
    /// `c`'s block list starts inside that cycle's list. Compresses the path on the way.
    fn top_level_of(&mut self, c: CycleId) -> (CycleId, u32) {
        let s = self;
        s.path.clear();
        let mut root = c;
        while let Some(up) = s.top_link[root].expand() {
            s.path.push(root);
            root = up;
        }
        // From the cycle nearest the root down, offsets become offsets inside the root.
        let mut offset = 0;
        for &x in s.path.iter().rev() {
            offset += s.link_offset[x];
            s.link_offset[x] = offset;
            s.top_link[x] = PackedOption::some(root);
        }
        (root, offset)
    }
}

impl CycleForest {
    /// Computes the forest (LLVM `GenericCycleInfo::compute`).
    pub fn with_cfg(cfg: &Cfg) -> CycleForest {
        let mut forest = CycleForest::default();
        forest.compute(cfg);
        forest
    }

    /// Computes the forest of `cfg` in place, reusing this forest's allocations (printers run
    /// it once per function of a module).
    pub fn compute(&mut self, cfg: &Cfg) {
        let n = cfg.num_blocks();
        self.cycles.clear();
        self.top_level.clear();
        self.innermost.reset(n, PackedOption::NONE);
        self.entry_top.reset(n, PackedOption::NONE);
        self.flat.clear();
        self.spans.clear();
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.dfs.reset(n, DfsInterval::default());
        scratch.local_pos.reset(n, 0);
        scratch.outside_preds.reset(n, 0);
        scratch.preorder.clear();
        scratch.top_link.clear();
        scratch.link_offset.clear();
        scratch.top_pos.clear();
        scratch.list_len.clear();
        scratch.before_subtree.clear();
        scratch.after_subtree.clear();
        scratch.heaps.clear();
        let mut builder = Builder {
            cfg,
            forest: self,
            s: scratch,
        };
        if n > 0 {
            builder.dfs_from_entry();
            builder.find_cycles();
            builder.set_depths();
            builder.place_lists();
        }
        self.scratch = builder.s;
        self.number_tree();
        self.count_entries();
        self.index_entries_and_exits(cfg);
    }

    /// Number of cycles.
    pub fn num_cycles(&self) -> usize {
        self.cycles.len()
    }

    /// Every cycle id, in creation order.
    pub fn cycle_ids(&self) -> impl DoubleEndedIterator<Item = CycleId> + ExactSizeIterator {
        self.cycles.indices()
    }

    /// One cycle.
    #[inline]
    pub fn cycle(&self, c: CycleId) -> &Cycle {
        &self.cycles[c]
    }

    /// Top-level cycles in LLVM's order.
    pub fn top_level(&self) -> &[CycleId] {
        &self.top_level
    }

    /// Innermost cycle containing `b`, if any (LLVM `getCycle`).
    #[inline]
    pub fn innermost(&self, b: Block) -> Option<CycleId> {
        self.innermost[b].expand()
    }

    /// Parent of `c`, if any.
    #[inline]
    pub fn parent(&self, c: CycleId) -> Option<CycleId> {
        self.cycles[c].parent.expand()
    }

    /// Whether `outer` contains `inner` (reflexive; LLVM `GenericCycle::contains(Cycle*)`).
    #[inline]
    pub fn contains_cycle(&self, outer: CycleId, inner: CycleId) -> bool {
        self.tree_in[outer] <= self.tree_in[inner] && self.tree_out[inner] <= self.tree_out[outer]
    }

    /// Whether cycle `c` contains block `b`.
    #[inline]
    pub fn contains_block(&self, c: CycleId, b: Block) -> bool {
        self.innermost(b).is_some_and(|i| self.contains_cycle(c, i))
    }

    /// The outermost cycle `b` is an entry of, if any: `b` is an entry of exactly the cycles
    /// from its innermost one up to this one.
    #[inline]
    pub fn outermost_entered(&self, b: Block) -> Option<CycleId> {
        self.entry_top[b].expand()
    }

    /// Whether `b` is an entry of `c` (LLVM `GenericCycle::isEntry`).
    #[inline]
    pub fn is_entry(&self, c: CycleId, b: Block) -> bool {
        self.contains_block(c, b)
            && self
                .outermost_entered(b)
                .is_some_and(|top| self.contains_cycle(top, c))
    }

    /// The entries of `c` in LLVM's order, header first (LLVM `GenericCycle::entries`).
    ///
    /// LLVM appends an entry when the block joins the cycle, or, for an absorbed child's
    /// entries, right after the child's list is spliced in and in the child's entry order;
    /// either way entries come in block-list order. Costs O(log n) per entry.
    pub fn entries(&self, c: CycleId) -> impl Iterator<Item = Block> + '_ {
        let span = self.spans[c];
        self.entry_depths
            .at_most(span.start, span.start + span.len, self.cycles[c].depth)
            .map(|i| self.flat[i])
    }

    /// The cycles in LLVM's print order: top-level cycles in order, each followed by its
    /// subtree in depth-first preorder (LLVM `GenericCycleInfo::print`).
    pub fn preorder(&self) -> Vec<CycleId> {
        let mut out = Vec::with_capacity(self.cycles.len());
        let mut stack = Vec::new();
        for &top in &self.top_level {
            stack.push(top);
            while let Some(c) = stack.pop() {
                out.push(c);
                stack.extend(self.cycles[c].children.iter().rev());
            }
        }
        out
    }

    /// LLVM's full `Blocks` list of `c`: the header, then blocks in discovery order with each
    /// absorbed child's list spliced in where it was absorbed.
    #[inline]
    pub fn cycle_blocks(&self, c: CycleId) -> &[Block] {
        let span = self.spans[c];
        &self.flat[span.start as usize..(span.start + span.len) as usize]
    }

    /// [`CycleForest::cycle_blocks`] as an owned list.
    pub fn blocks(&self, c: CycleId) -> Vec<Block> {
        self.cycle_blocks(c).to_vec()
    }

    /// Appends the block list of `c` to `out`.
    pub fn append_blocks(&self, c: CycleId, out: &mut Vec<Block>) {
        out.extend_from_slice(self.cycle_blocks(c));
    }

    /// Targets of the edges leaving `c`, in the order LLVM's `GenericCycle::getExitBlocks`
    /// meets them (block-list order, then successor order), repeats included. Costs
    /// O(log n) per edge, however deeply `c` nests.
    pub fn exit_edge_targets(&self, c: CycleId) -> impl Iterator<Item = Block> + '_ {
        let span = self.spans[c];
        let lo = self.first_exit[span.start as usize];
        let hi = self.first_exit[(span.start + span.len) as usize];
        // An edge leaves `c` when the innermost cycle holding both ends is shallower.
        self.exit_depths
            .at_most(lo, hi, self.cycles[c].depth - 1)
            .map(|i| self.exit_targets[i])
    }

    /// Exit blocks of `c`: successors outside the cycle, each once, in the order LLVM's
    /// `GenericCycle::getExitBlocks` finds them (block list order, then successor order).
    /// LLVM deduplicates by a linear search of the list so far; a mark per block gives the
    /// same list in time linear in the cycle's exiting edges.
    pub fn exit_blocks(&self, c: CycleId) -> Vec<Block> {
        let mut exits = Vec::new();
        let mut marks = SparseMarks::with_domain(self.innermost.len());
        self.append_exit_blocks(c, &mut marks, &mut exits);
        exits
    }

    /// [`CycleForest::exit_blocks`] appended to `out`, with caller-owned marks (cleared on
    /// return) so a caller asking for many cycles allocates once.
    pub fn append_exit_blocks(
        &self,
        c: CycleId,
        marks: &mut SparseMarks<Block>,
        out: &mut Vec<Block>,
    ) {
        out.extend(self.exit_edge_targets(c).filter(|&s| marks.insert(s)));
        marks.clear();
    }

    /// Writes the body of LLVM's `print<cycles>` (everything after the header line): one line
    /// per cycle in print order, indented four spaces per depth, `depth=D: entries(E...)`
    /// followed by the non-entry blocks of the cycle's block list. `name` writes a block name.
    pub fn write_llvm_format(&self, out: &mut Vec<u8>, mut name: impl FnMut(Block, &mut Vec<u8>)) {
        for c in self.preorder() {
            let cycle = &self.cycles[c];
            for _ in 0..cycle.depth {
                out.extend_from_slice(b"    ");
            }
            let _ = write!(out, "depth={}: entries(", cycle.depth);
            // The entries are the entry blocks of the list, in list order; the line is as long
            // as the list anyway, so filter it rather than ask `entries`.
            let blocks = self.cycle_blocks(c);
            let mut first = true;
            for &b in blocks.iter().filter(|&&b| self.is_entry(c, b)) {
                if !first {
                    out.push(b' ');
                }
                first = false;
                name(b, out);
            }
            out.push(b')');
            for &b in blocks.iter().filter(|&&b| !self.is_entry(c, b)) {
                out.push(b' ');
                name(b, out);
            }
            out.push(b'\n');
        }
    }

    /// Numbers the forest in preorder so containment is an interval test.
    fn number_tree(&mut self) {
        let n = self.cycles.len();
        self.tree_in.reset(n, 0);
        self.tree_out.reset(n, 0);
        let mut clock = 0u32;
        let mut stack = std::mem::take(&mut self.scratch.tree_stack);
        stack.clear();
        for i in 0..self.top_level.len() {
            let top = self.top_level[i];
            clock += 1;
            self.tree_in[top] = clock;
            stack.push((top, 0));
            while let Some(frame) = stack.last_mut() {
                let (c, next) = *frame;
                if let Some(&child) = self.cycles[c].children.get(next) {
                    frame.1 += 1;
                    clock += 1;
                    self.tree_in[child] = clock;
                    stack.push((child, 0));
                } else {
                    self.tree_out[c] = clock;
                    stack.pop();
                }
            }
        }
        self.scratch.tree_stack = stack;
    }

    /// Counts each cycle's entries: a block adds one to every cycle on the chain from its
    /// innermost cycle up to the outermost one it enters, so add one at the chain's foot,
    /// subtract one above its top and sum each subtree.
    fn count_entries(&mut self) {
        let mut sums: IndexVec<CycleId, i64> = IndexVec::from_elem_n(0, self.cycles.len());
        for &b in &self.flat {
            let (Some(foot), Some(top)) = (self.innermost(b), self.outermost_entered(b)) else {
                continue;
            };
            sums[foot] += 1;
            if let Some(above) = self.parent(top) {
                sums[above] -= 1;
            }
        }
        for c in self.preorder().into_iter().rev() {
            self.cycles[c].num_entries = sums[c] as u32;
            if let Some(p) = self.parent(c) {
                sums[p] += sums[c];
            }
        }
    }

    /// Fills the entry and exit indexes ([`CycleForest::entries`],
    /// [`CycleForest::exit_edge_targets`]).
    fn index_entries_and_exits(&mut self, cfg: &Cfg) {
        let depth_of = |c: CycleId| self.cycles[c].depth;
        self.entry_depths.rebuild(
            self.flat
                .iter()
                .map(|&b| self.entry_top[b].expand().map_or(u32::MAX, depth_of)),
        );
        let ancestors = AncestorJumps::new(self);
        let mut targets = std::mem::take(&mut self.exit_targets);
        let mut first_exit = std::mem::take(&mut self.first_exit);
        let mut exit_depths = Vec::new();
        targets.clear();
        first_exit.clear();
        for &b in &self.flat {
            first_exit.push(targets.len() as u32);
            let Some(from) = self.innermost(b) else {
                continue;
            };
            for &s in cfg.succs(b) {
                if self.contains_block(from, s) {
                    continue;
                }
                let shared = self
                    .innermost(s)
                    .and_then(|to| ancestors.innermost_common(self, from, to));
                targets.push(s);
                exit_depths.push(shared.map_or(0, depth_of));
            }
        }
        first_exit.push(targets.len() as u32);
        self.exit_targets = targets;
        self.first_exit = first_exit;
        self.exit_depths.rebuild(exit_depths.into_iter());
    }
}

/// Ancestor pointers of the forest at power-of-two distances, for common ancestors in
/// O(log depth).
struct AncestorJumps {
    /// Level `k` holds each cycle's ancestor `2^k` levels up.
    levels: Vec<IndexVec<CycleId, PackedOption<CycleId>>>,
}

impl AncestorJumps {
    fn new(forest: &CycleForest) -> AncestorJumps {
        let max_depth = forest.cycles.iter().map(|c| c.depth).max().unwrap_or(0);
        let mut levels = vec![forest
            .cycles
            .iter()
            .map(|c| c.parent)
            .collect::<IndexVec<_, _>>()];
        let mut reach = 1u64;
        while reach < u64::from(max_depth) {
            let below = &levels[levels.len() - 1];
            let next = below
                .iter()
                .map(|up| up.expand().map_or(PackedOption::NONE, |u| below[u]))
                .collect();
            levels.push(next);
            reach *= 2;
        }
        AncestorJumps { levels }
    }

    /// The innermost cycle containing both `a` and `b`, if any.
    fn innermost_common(&self, forest: &CycleForest, a: CycleId, b: CycleId) -> Option<CycleId> {
        if forest.contains_cycle(a, b) {
            return Some(a);
        }
        // Climb from `a` to the outermost ancestor that still misses `b`.
        let mut x = a;
        for level in self.levels.iter().rev() {
            if let Some(up) = level[x].expand() {
                if !forest.contains_cycle(up, b) {
                    x = up;
                }
            }
        }
        forest.parent(x)
    }
}

/// A min-tree over a sequence of depths that lists, left to right, the positions of a range
/// whose depth is at most a bound, descending only into subtrees that hold one: O(log n) per
/// position listed.
#[derive(Clone, Debug, Default)]
struct DepthTree {
    /// Heap layout: node 1 is the root, node `k` has children `2k` and `2k + 1`, and the
    /// leaves start at `mins.len() / 2`.
    mins: Vec<u32>,
}

impl DepthTree {
    fn rebuild(&mut self, depths: impl ExactSizeIterator<Item = u32>) {
        let leaves = depths.len().next_power_of_two();
        self.mins.clear();
        self.mins.resize(leaves, u32::MAX);
        self.mins.extend(depths);
        self.mins.resize(2 * leaves, u32::MAX);
        for node in (1..leaves).rev() {
            self.mins[node] = self.mins[2 * node].min(self.mins[2 * node + 1]);
        }
    }

    /// Positions in `lo..hi` whose depth is at most `bound`, in increasing order.
    fn at_most(&self, lo: u32, hi: u32, bound: u32) -> AtMost<'_> {
        AtMost {
            mins: &self.mins,
            leaves: (self.mins.len() / 2) as u32,
            lo,
            hi,
            bound,
            stack: if lo < hi { vec![1] } else { Vec::new() },
        }
    }
}

/// Iterator of [`DepthTree::at_most`].
struct AtMost<'a> {
    mins: &'a [u32],
    leaves: u32,
    lo: u32,
    hi: u32,
    bound: u32,
    /// Nodes still to visit, leftmost on top.
    stack: Vec<u32>,
}

impl Iterator for AtMost<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while let Some(node) = self.stack.pop() {
            if self.mins[node as usize] > self.bound {
                continue;
            }
            // The leaves under `node` are `first..first + width`.
            let level = node.ilog2();
            let width = self.leaves >> level;
            let first = (node - (1 << level)) * width;
            if first >= self.hi || first + width <= self.lo {
                continue;
            }
            if node >= self.leaves {
                return Some((node - self.leaves) as usize);
            }
            self.stack.push(2 * node + 1);
            self.stack.push(2 * node);
        }
        None
    }
}

/// DFS numbering of one block (LLVM `GenericCycleInfoCompute::DFSInfo`): `start` is the
/// preorder number (0 = never reached), `end` the largest preorder number in its DFS subtree.
#[derive(Clone, Copy, Debug, Default)]
struct DfsInterval {
    start: u32,
    end: u32,
}

impl DfsInterval {
    /// Reflexive ancestor test in the DFS tree; unreached blocks are nobody's descendant.
    #[inline]
    fn is_ancestor_of(self, other: DfsInterval) -> bool {
        self.start <= other.start && other.end <= self.end
    }
}

/// State of one `GenericCycleInfoCompute::run`: the forest being filled and the scratch
/// buffers.
struct Builder<'a> {
    cfg: &'a Cfg,
    forest: &'a mut CycleForest,
    s: Scratch,
}

impl Builder<'_> {
    /// LLVM `GenericCycleInfoCompute::dfs`: an explicit stack holding every pushed successor
    /// (one per edge). The last successor is pushed last and so explored first. A block is
    /// closed when its own stack entry is reached again, which is tracked by remembering the
    /// stack height at which each open block was pushed.
    fn dfs_from_entry(&mut self) {
        let s = &mut self.s;
        let (traverse, open_heights) = (&mut s.traverse, &mut s.open_heights);
        traverse.clear();
        traverse.push(Block::ENTRY);
        open_heights.clear();
        let mut counter = 0u32;
        while let Some(&b) = traverse.last() {
            let info = &mut s.dfs[b];
            if info.start == 0 {
                open_heights.push(traverse.len());
                counter += 1;
                info.start = counter;
                s.preorder.push(b);
                traverse.extend_from_slice(self.cfg.succs(b));
            } else {
                if open_heights.last() == Some(&traverse.len()) {
                    info.end = counter;
                    open_heights.pop();
                }
                traverse.pop();
            }
        }
    }

    /// LLVM `GenericCycleInfoCompute::run` after the DFS: every block, latest-discovered
    /// first, that is the target of an edge from its own DFS subtree heads a new cycle, which
    /// absorbs the blocks and top-level cycles found by walking predecessors backwards.
    ///
    /// When LLVM absorbs a child cycle it re-examines every predecessor of every entry of the
    /// child, which costs the total length of all entry lists: Θ(blocks × depth) on deeply
    /// nested irreducible regions. Re-queueing a predecessor that was queued while the child
    /// was built changes nothing (it is in the child, so popping it is a no-op), so only the
    /// edges that come from the new header's subtree but from outside the child header's
    /// subtree matter. Each top-level cycle keeps its blocks' edges from outside its
    /// header's subtree in two heaps keyed by the source's preorder number; the new header's
    /// subtree is a preorder interval enclosing the child's, so the edges it swallows are
    /// popped from the heaps' tops. They are queued in LLVM's order (entry order = block-list
    /// order, then predecessor order), and each edge is swallowed at most once.
    fn find_cycles(&mut self) {
        let cfg = self.cfg;
        let mut worklist = std::mem::take(&mut self.s.worklist);
        worklist.clear();
        for idx in (0..self.s.preorder.len()).rev() {
            let header = self.s.preorder[idx];
            let header_dfs = self.s.dfs[header];
            for &p in cfg.preds(header) {
                if header_dfs.is_ancestor_of(self.s.dfs[p]) {
                    worklist.push(p);
                }
            }
            if worklist.is_empty() {
                continue;
            }
            let new_cycle = self.forest.cycles.push(Cycle {
                header,
                ..Cycle::default()
            });
            self.s.top_link.push(PackedOption::NONE);
            self.s.link_offset.push(0);
            self.s.top_pos.push(u32::MAX);
            self.s.list_len.push(0);
            self.s.before_subtree.push(Heap::EMPTY);
            self.s.after_subtree.push(Heap::EMPTY);
            // The header's inside predecessors are queued already.
            self.add_block(new_cycle, header_dfs, header, None);
            if self.s.outside_preds[header] == 0 {
                self.forest.entry_top[header] = PackedOption::some(new_cycle);
            }

            while let Some(b) = worklist.pop() {
                if b == header {
                    continue;
                }
                match self.forest.innermost[b].expand() {
                    Some(c) => {
                        let (child, _) = self.s.top_level_of(c);
                        if child != new_cycle {
                            self.absorb(new_cycle, header_dfs, child, &mut worklist);
                        }
                    }
                    None => self.add_block(new_cycle, header_dfs, b, Some(&mut worklist)),
                }
            }
            self.s.top_pos[new_cycle] = self.forest.top_level.len() as u32;
            self.forest.top_level.push(new_cycle);
        }
        self.s.worklist = worklist;
        // A block still entered from outside its top-level cycle's header subtree enters
        // every cycle up to that one.
        for b in self.cfg.blocks() {
            if self.s.outside_preds[b] > 0 {
                if let Some(c) = self.forest.innermost[b].expand() {
                    let (top, _) = self.s.top_level_of(c);
                    self.forest.entry_top[b] = PackedOption::some(top);
                }
            }
        }
    }

    /// Appends `b` to the list of `cycle` (LLVM `appendBlock` and `ProcessPredecessors`):
    /// queues its predecessors in the header's subtree (unless `worklist` is `None`) and
    /// records the others, each of which makes `b` an entry.
    fn add_block(
        &mut self,
        cycle: CycleId,
        header_dfs: DfsInterval,
        b: Block,
        mut worklist: Option<&mut Vec<Block>>,
    ) {
        self.forest.innermost[b] = PackedOption::some(cycle);
        self.s.local_pos[b] = self.s.list_len[cycle];
        self.s.list_len[cycle] += 1;
        for (i, &p) in self.cfg.preds(b).iter().enumerate() {
            let from = self.s.dfs[p];
            if header_dfs.is_ancestor_of(from) {
                if let Some(worklist) = worklist.as_deref_mut() {
                    worklist.push(p);
                }
                continue;
            }
            let edge = OutsideEdge {
                block: b,
                pred_index: i as u32,
            };
            // Unreached sources have number 0 and stay before every subtree.
            if from.start < header_dfs.start {
                let heap = self.s.before_subtree[cycle];
                self.s.before_subtree[cycle] = self.s.heaps.push(heap, from.start, edge);
            } else {
                let heap = self.s.after_subtree[cycle];
                self.s.after_subtree[cycle] = self.s.heaps.push(heap, u32::MAX - from.start, edge);
            }
            self.s.outside_preds[b] += 1;
        }
    }

    /// LLVM's discovery of a child cycle: `child` (top-level) moves under `parent`, then the
    /// predecessors of `child`'s entries that lie in the parent header's subtree are queued,
    /// entry by entry in the child's entry order. Entries left without an outside edge stop
    /// being entries here, so `child` is the outermost cycle they enter.
    fn absorb(
        &mut self,
        parent: CycleId,
        header_dfs: DfsInterval,
        child: CycleId,
        worklist: &mut Vec<Block>,
    ) {
        let mut swallowed = std::mem::take(&mut self.s.swallowed);
        swallowed.clear();
        let mut before = self.s.before_subtree[child];
        while self
            .s
            .heaps
            .peek_key(before)
            .is_some_and(|k| k >= header_dfs.start)
        {
            let Some((rest, _, edge)) = self.s.heaps.pop(before) else {
                break;
            };
            before = rest;
            self.swallow(child, edge, &mut swallowed);
        }
        let mut after = self.s.after_subtree[child];
        while self
            .s
            .heaps
            .peek_key(after)
            .is_some_and(|k| u32::MAX - k <= header_dfs.end)
        {
            let Some((rest, _, edge)) = self.s.heaps.pop(after) else {
                break;
            };
            after = rest;
            self.swallow(child, edge, &mut swallowed);
        }
        self.move_under(parent, child);
        let merged = self.s.heaps.meld(self.s.before_subtree[parent], before);
        self.s.before_subtree[parent] = merged;
        let merged = self.s.heaps.meld(self.s.after_subtree[parent], after);
        self.s.after_subtree[parent] = merged;
        self.s.before_subtree[child] = Heap::EMPTY;
        self.s.after_subtree[child] = Heap::EMPTY;
        swallowed.sort_unstable();
        worklist.extend(
            swallowed
                .iter()
                .map(|&(_, i, b)| self.cfg.preds(b)[i as usize]),
        );
        self.s.swallowed = swallowed;
    }

    /// Notes that the edge into `edge.block` now comes from inside the enclosing header's
    /// subtree, with the block's position in the top-level cycle `child` as the sort key.
    fn swallow(&mut self, child: CycleId, edge: OutsideEdge, out: &mut Vec<(u32, u32, Block)>) {
        let b = edge.block;
        self.s.outside_preds[b] -= 1;
        if self.s.outside_preds[b] == 0 {
            self.forest.entry_top[b] = PackedOption::some(child);
        }
        let pos = match self.forest.innermost[b].expand() {
            Some(c) => {
                let (top, offset) = self.s.top_level_of(c);
                debug_assert_eq!(top, child, "outside edge of another cycle");
                offset + self.s.local_pos[b]
            }
            None => 0,
        };
        out.push((pos, edge.pred_index, b));
    }

    /// LLVM `moveTopLevelCycleToNewParent`: the child leaves the top-level list by
    /// swap-with-last-and-pop and its whole block list is appended to the new parent's.
    fn move_under(&mut self, parent: CycleId, child: CycleId) {
        let pos = self.s.top_pos[child] as usize;
        debug_assert_eq!(
            self.forest.top_level[pos], child,
            "absorbed cycle must be top-level"
        );
        self.forest.top_level.swap_remove(pos);
        if let Some(&moved) = self.forest.top_level.get(pos) {
            self.s.top_pos[moved] = pos as u32;
        }
        self.forest.cycles[parent].children.push(child);
        self.forest.cycles[child].parent = PackedOption::some(parent);
        self.s.top_link[child] = PackedOption::some(parent);
        self.s.link_offset[child] = self.s.list_len[parent];
        self.s.list_len[parent] += self.s.list_len[child];
    }

    /// Depth 1 for top-level cycles, parent + 1 below (LLVM `updateDepth`).
    fn set_depths(&mut self) {
        let mut stack: Vec<(CycleId, u32)> =
            self.forest.top_level.iter().map(|&c| (c, 1)).collect();
        while let Some((c, depth)) = stack.pop() {
            self.forest.cycles[c].depth = depth;
            for &child in &self.forest.cycles[c].children {
                stack.push((child, depth + 1));
            }
        }
    }

    /// Lays the top-level cycles' lists out one after another in `flat` and gives every
    /// cycle its span, from the list offsets kept while building.
    fn place_lists(&mut self) {
        let forest = &mut *self.forest;
        let mut list_start: IndexVec<CycleId, u32> = IndexVec::from_elem_n(0, forest.cycles.len());
        let mut total = 0u32;
        for &top in &forest.top_level {
            list_start[top] = total;
            total += self.s.list_len[top];
        }
        forest.flat.resize(total as usize, Block::ENTRY);
        forest.spans.reset(forest.cycles.len(), Span::default());
        for c in forest.cycles.indices() {
            let (top, offset) = self.s.top_level_of(c);
            forest.spans[c] = Span {
                start: list_start[top] + offset,
                len: self.s.list_len[c],
            };
        }
        for b in self.cfg.blocks() {
            if let Some(c) = forest.innermost[b].expand() {
                forest.flat[(forest.spans[c].start + self.s.local_pos[b]) as usize] = b;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{
        bb, blocks, emit_ir_function, opt_stderr, random_cfg, random_cfg_with_degree,
    };

    /// `print<cycles>` body for an edge-list graph with blocks named `b0`, `b1`, ... — ours,
    /// after checking that `opt-16 -passes='print<cycles>'` prints the same for the graph
    /// written as IR, so every expected string below is LLVM's answer, not ours.
    fn render(n: usize, edges: &[(u32, u32)]) -> String {
        let cfg = Cfg::from_edges(n, edges);
        let forest = CycleForest::with_cfg(&cfg);
        let mut out = Vec::new();
        forest.write_llvm_format(&mut out, |b, o| {
            let _ = write!(o, "b{b}");
        });
        let ours = String::from_utf8(out).unwrap();
        if n > 0 {
            let mut module = String::new();
            emit_ir_function(&mut module, "f", "b", &cfg);
            let llvm = opt_stderr("print<cycles>", &module);
            let body: String = llvm
                .lines()
                .filter(|l| !l.starts_with("CycleInfo for function"))
                .map(|l| format!("{l}\n"))
                .collect();
            assert_eq!(ours, body, "opt-16 prints another forest for this graph");
        }
        ours
    }

    #[test]
    fn seed_minimal_loop() {
        let edges = [(0, 1), (1, 2), (1, 3), (2, 1), (3, 4)];
        assert_eq!(render(5, &edges), "    depth=1: entries(b1) b2\n");
    }

    #[test]
    fn seed_nested_loops() {
        let edges = [(0, 1), (1, 2), (2, 3), (2, 4), (3, 2), (4, 1), (4, 5)];
        assert_eq!(
            render(6, &edges),
            "    depth=1: entries(b1) b4 b2 b3\n        depth=2: entries(b2) b3\n"
        );
    }

    #[test]
    fn seed_irreducible_dispatch_nests_inner_cycle_under_header_4() {
        let edges = [
            (0, 5),
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 5),
            (2, 5),
            (3, 5),
            (4, 5),
            (5, 6),
            (5, 1),
            (5, 2),
            (5, 3),
            (5, 4),
        ];
        assert_eq!(
            render(7, &edges),
            "    depth=1: entries(b4 b5 b1 b2 b3)\n        depth=2: entries(b5 b1 b2 b3)\n"
        );
        let cfg = Cfg::from_edges(7, &edges);
        let forest = CycleForest::with_cfg(&cfg);
        let outer = forest.top_level()[0];
        let inner = forest.cycle(outer).children[0];
        assert_eq!(forest.cycle(outer).header(), bb(4));
        assert!(!forest.cycle(outer).is_reducible());
        let mut inner_blocks = forest.blocks(inner);
        inner_blocks.sort();
        assert_eq!(inner_blocks, blocks(&[1, 2, 3, 5]));
        assert_eq!(forest.exit_blocks(inner), blocks(&[6, 4]));
        assert_eq!(forest.exit_blocks(outer), blocks(&[6]));
    }

    #[test]
    fn seed_cold_call_graph_has_no_cycle() {
        let edges = [(0, 1), (0, 2), (1, 3), (3, 5), (2, 4), (4, 5)];
        assert_eq!(render(6, &edges), "");
    }

    #[test]
    fn self_loop() {
        assert_eq!(
            render(3, &[(0, 1), (1, 1), (1, 2)]),
            "    depth=1: entries(b1)\n"
        );
    }

    #[test]
    fn two_latches() {
        let edges = [(0, 1), (1, 2), (1, 3), (2, 1), (3, 1)];
        assert_eq!(render(4, &edges), "    depth=1: entries(b1) b2 b3\n");
    }

    #[test]
    fn sibling_self_loops_come_out_latest_first() {
        let edges = [(0, 1), (1, 1), (1, 2), (2, 3), (3, 3), (3, 4)];
        assert_eq!(
            render(5, &edges),
            "    depth=1: entries(b3)\n    depth=1: entries(b1)\n"
        );
    }

    #[test]
    fn irreducible_pair_header_is_last_successor() {
        let edges = [(0, 1), (0, 2), (1, 2), (2, 1)];
        assert_eq!(render(3, &edges), "    depth=1: entries(b2 b1)\n");
    }

    #[test]
    fn unreachable_predecessor_makes_an_extra_entry() {
        let edges = [(0, 1), (1, 2), (2, 1), (3, 2)];
        assert_eq!(render(4, &edges), "    depth=1: entries(b1 b2)\n");
    }

    #[test]
    fn infinite_loop() {
        assert_eq!(
            render(3, &[(0, 1), (1, 2), (2, 1)]),
            "    depth=1: entries(b1) b2\n"
        );
    }

    /// An irreducible cycle nested in another irreducible one.
    const IRREDUCIBLE_MESS: [(u32, u32); 10] = [
        (0, 1),
        (0, 2),
        (1, 3),
        (2, 3),
        (3, 2),
        (3, 4),
        (4, 1),
        (4, 5),
        (2, 4),
        (1, 4),
    ];

    #[test]
    fn irreducible_mess_nests_irreducible_child() {
        let edges = IRREDUCIBLE_MESS;
        let mut sorted = edges.to_vec();
        sorted.sort_by_key(|e| e.0);
        assert_eq!(
            render(6, &sorted),
            "    depth=1: entries(b2 b1) b4 b3\n        depth=2: entries(b4 b1 b3)\n"
        );
    }

    #[test]
    fn absorbed_child_blocks_are_spliced() {
        let edges = [
            (0, 1),
            (1, 2),
            (2, 3),
            (2, 1),
            (3, 1),
            (3, 4),
            (4, 2),
            (4, 5),
        ];
        assert_eq!(
            render(6, &edges),
            "    depth=1: entries(b1) b2 b4 b3\n        depth=2: entries(b2) b4 b3\n"
        );
    }

    #[test]
    fn duplicate_switch_edges() {
        let edges = [(0, 1), (1, 2), (1, 1), (1, 2), (2, 1)];
        assert_eq!(render(3, &edges), "    depth=1: entries(b1) b2\n");
    }

    #[test]
    fn recompute_forgets_the_previous_graph() {
        let mut forest = CycleForest::default();
        let tangled = random_cfg_with_degree(3, 40, 4);
        forest.compute(&tangled);
        assert!(forest.num_cycles() > 1);
        forest.compute(&Cfg::from_edges(0, &[]));
        assert_eq!(forest.num_cycles(), 0);
        let small = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        forest.compute(&small);
        assert_eq!(forest.num_cycles(), 1);
        let c = forest.top_level()[0];
        assert_eq!(forest.cycle_blocks(c), blocks(&[1, 2]).as_slice());
        assert_eq!(forest.entries(c).collect::<Vec<_>>(), blocks(&[1]));
        assert_eq!(forest.exit_blocks(c), blocks(&[3]));
    }

    #[test]
    fn single_block_and_empty_function() {
        assert_eq!(render(1, &[]), "");
        assert_eq!(render(0, &[]), "");
    }

    #[test]
    fn deep_nesting_does_not_recurse() {
        // 0 -> 1 -> 2 -> ... -> n-1, and each k > 1 jumps back to k - 1: nested self-contained
        // loops, depth ~n/1. Only checks that nothing overflows and depths are consistent.
        let n = 50_000u32;
        let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        edges.extend((2..n).map(|k| (k, k - 1)));
        edges.sort_by_key(|e| e.0);
        let cfg = Cfg::from_edges(n as usize, &edges);
        let forest = CycleForest::with_cfg(&cfg);
        assert!(forest.num_cycles() > 0);
        for c in forest.preorder() {
            if let Some(p) = forest.parent(c) {
                assert_eq!(forest.cycle(c).depth, forest.cycle(p).depth + 1);
            }
        }
    }

    #[test]
    fn exit_edges_match_the_walk_over_each_cycle() {
        for seed in 0..1500 {
            let cfg = random_cfg_with_degree(seed ^ 0xE417, 1 + (seed % 40) as usize, 2 + seed % 3);
            let forest = CycleForest::with_cfg(&cfg);
            for c in forest.cycle_ids() {
                let walked: Vec<Block> = forest
                    .blocks(c)
                    .into_iter()
                    .flat_map(|b| cfg.succs(b).iter().copied())
                    .filter(|&s| !forest.contains_block(c, s))
                    .collect();
                let targets: Vec<Block> = forest.exit_edge_targets(c).collect();
                assert_eq!(targets, walked, "seed {seed} cycle {c:?}");
                let mut deduplicated = Vec::new();
                for s in walked {
                    if !deduplicated.contains(&s) {
                        deduplicated.push(s);
                    }
                }
                assert_eq!(forest.exit_blocks(c), deduplicated, "seed {seed}");
            }
        }
    }

    /// Structural invariants LLVM's `validateTree` checks, on many random graphs.
    #[test]
    fn random_graphs_satisfy_llvm_invariants() {
        for seed in 0..2000 {
            let cfg = random_cfg(seed, 1 + (seed % 20) as usize);
            let forest = CycleForest::with_cfg(&cfg);
            for c in forest.cycle_ids() {
                let cycle = forest.cycle(c);
                let members = forest.blocks(c);
                let mut sorted = members.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), members.len(), "seed {seed}: duplicate block");
                assert_eq!(members[0], cycle.header());
                for e in forest.entries(c) {
                    assert!(members.contains(&e), "seed {seed}: entry outside cycle");
                }
                for &b in &members {
                    assert!(
                        forest.contains_block(c, b),
                        "seed {seed}: block map disagrees"
                    );
                }
                for &child in &cycle.children {
                    assert_eq!(forest.cycle(child).depth, cycle.depth + 1);
                }
            }
        }
    }
    /// LLVM's `GenericCycleInfoCompute::run` written plainly, with an explicit entry list per
    /// cycle and every predecessor of every entry re-examined on absorption: the reference
    /// the compact forest must reproduce.
    struct ReferenceCycle {
        entries: Vec<Block>,
        blocks: Vec<Block>,
        children: Vec<usize>,
        parent: Option<usize>,
    }

    fn reference_forest(cfg: &Cfg) -> (Vec<ReferenceCycle>, Vec<usize>) {
        let n = cfg.num_blocks();
        let mut cycles: Vec<ReferenceCycle> = Vec::new();
        let mut top_level: Vec<usize> = Vec::new();
        if n == 0 {
            return (cycles, top_level);
        }
        // Same DFS as LLVM: a stack of pushed successors, the last explored first.
        let (mut start, mut end) = (vec![0u32; n], vec![0u32; n]);
        let mut preorder = Vec::new();
        let (mut stack, mut open) = (vec![Block::ENTRY], Vec::new());
        let mut counter = 0;
        while let Some(&b) = stack.last() {
            if start[b.index()] == 0 {
                open.push(stack.len());
                counter += 1;
                start[b.index()] = counter;
                preorder.push(b);
                stack.extend_from_slice(cfg.succs(b));
            } else {
                if open.last() == Some(&stack.len()) {
                    end[b.index()] = counter;
                    open.pop();
                }
                stack.pop();
            }
        }
        let mut innermost: Vec<Option<usize>> = vec![None; n];
        for &header in preorder.iter().rev() {
            let (lo, hi) = (start[header.index()], end[header.index()]);
            let inside = |p: Block| lo <= start[p.index()] && end[p.index()] <= hi;
            let mut worklist: Vec<Block> = cfg
                .preds(header)
                .iter()
                .copied()
                .filter(|&p| inside(p))
                .collect();
            if worklist.is_empty() {
                continue;
            }
            let new = cycles.len();
            cycles.push(ReferenceCycle {
                entries: vec![header],
                blocks: vec![header],
                children: Vec::new(),
                parent: None,
            });
            innermost[header.index()] = Some(new);
            let process = |b: Block, worklist: &mut Vec<Block>, entries: &mut Vec<Block>| {
                let mut is_entry = false;
                for &p in cfg.preds(b) {
                    if inside(p) {
                        worklist.push(p);
                    } else {
                        is_entry = true;
                    }
                }
                if is_entry {
                    entries.push(b);
                }
            };
            while let Some(b) = worklist.pop() {
                if b == header {
                    continue;
                }
                match innermost[b.index()] {
                    Some(mut top) => {
                        while let Some(p) = cycles[top].parent {
                            top = p;
                        }
                        if top == new {
                            continue;
                        }
                        let pos = top_level.iter().position(|&t| t == top).unwrap();
                        top_level.swap_remove(pos);
                        cycles[top].parent = Some(new);
                        cycles[new].children.push(top);
                        let child_blocks = cycles[top].blocks.clone();
                        cycles[new].blocks.extend(child_blocks);
                        let mut entries = std::mem::take(&mut cycles[new].entries);
                        for e in cycles[top].entries.clone() {
                            process(e, &mut worklist, &mut entries);
                        }
                        cycles[new].entries = entries;
                    }
                    None => {
                        innermost[b.index()] = Some(new);
                        cycles[new].blocks.push(b);
                        process(b, &mut worklist, &mut cycles[new].entries);
                    }
                }
            }
            top_level.push(new);
        }
        (cycles, top_level)
    }

    fn assert_matches_reference(cfg: &Cfg, what: &str) {
        let forest = CycleForest::with_cfg(cfg);
        let (reference, top_level) = reference_forest(cfg);
        assert_eq!(forest.num_cycles(), reference.len(), "{what}: cycle count");
        let top: Vec<usize> = forest.top_level().iter().map(|c| c.index()).collect();
        assert_eq!(top, top_level, "{what}: top-level order");
        for (c, r) in forest.cycle_ids().zip(&reference) {
            let cycle = forest.cycle(c);
            let entries: Vec<Block> = forest.entries(c).collect();
            assert_eq!(entries, r.entries, "{what}: entries of {c:?}");
            assert_eq!(cycle.num_entries(), r.entries.len(), "{what}: {c:?}");
            assert_eq!(cycle.header(), r.entries[0], "{what}: header of {c:?}");
            assert_eq!(forest.cycle_blocks(c), r.blocks.as_slice(), "{what}: {c:?}");
            let children: Vec<usize> = cycle.children.iter().map(|k| k.index()).collect();
            assert_eq!(children, r.children, "{what}: children of {c:?}");
            assert_eq!(forest.parent(c).map(|p| p.index()), r.parent, "{what}");
            for b in cfg.blocks() {
                let expected = forest.contains_block(c, b) && r.entries.contains(&b);
                assert_eq!(forest.is_entry(c, b), expected, "{what}: {c:?} {b:?}");
            }
            let walked: Vec<Block> = r
                .blocks
                .iter()
                .flat_map(|&b| cfg.succs(b).iter().copied())
                .filter(|s| !r.blocks.contains(s))
                .collect();
            let targets: Vec<Block> = forest.exit_edge_targets(c).collect();
            assert_eq!(targets, walked, "{what}: exit edges of {c:?}");
        }
    }

    #[test]
    fn entries_blocks_and_order_match_llvm_algorithm_on_random_graphs() {
        for seed in 0..3000 {
            let cfg = random_cfg(seed ^ 0x5EED, 1 + (seed % 30) as usize);
            assert_matches_reference(&cfg, &format!("sparse seed {seed}"));
        }
        for seed in 0..600 {
            let cfg = random_cfg_with_degree(seed, 2 + (seed % 60) as usize, 3 + seed % 4);
            assert_matches_reference(&cfg, &format!("dense seed {seed}"));
        }
    }

    #[test]
    fn tangle_of_nested_irreducible_cycles_matches_llvm_algorithm() {
        // The scaling benchmark's random-tangle shape: every block has one to three random
        // successors, so irreducible cycles nest hundreds deep with long entry chains.
        let mut rng = crate::graph::testing::Rng::new(11);
        let n = 1500u32;
        let mut edges = Vec::new();
        for u in 0..n {
            for _ in 0..1 + rng.below(3) {
                edges.push((u, rng.below(n as u64) as u32));
            }
        }
        let cfg = Cfg::from_edges(n as usize, &edges);
        let forest = CycleForest::with_cfg(&cfg);
        let deepest = forest.cycle_ids().map(|c| forest.cycle(c).depth).max();
        assert!(
            deepest.is_some_and(|d| d > 100),
            "not a deep tangle: {deepest:?}"
        );
        assert_matches_reference(&cfg, "tangle");
    }

    #[test]
    fn entry_chains_end_where_the_header_subtree_covers_the_predecessors() {
        // The graph of `irreducible_mess_nests_irreducible_child`: outer cycle entries(b2 b1),
        // inner entries(b4 b1 b3). b1 enters both; b3 and the inner header b4 only the inner.
        let mut edges = IRREDUCIBLE_MESS.to_vec();
        edges.sort_by_key(|e| e.0);
        let cfg = Cfg::from_edges(6, &edges);
        let forest = CycleForest::with_cfg(&cfg);
        assert_matches_reference(&cfg, "irreducible mess");
        let outer = forest.top_level()[0];
        let inner = forest.cycle(outer).children[0];
        assert_eq!(forest.outermost_entered(bb(1)), Some(outer));
        assert_eq!(forest.outermost_entered(bb(2)), Some(outer));
        assert_eq!(forest.outermost_entered(bb(3)), Some(inner));
        assert_eq!(forest.outermost_entered(bb(4)), Some(inner));
        assert_eq!(forest.outermost_entered(bb(0)), None);
        assert_eq!(forest.entries(outer).collect::<Vec<_>>(), blocks(&[2, 1]));
        assert_eq!(
            forest.entries(inner).collect::<Vec<_>>(),
            blocks(&[4, 1, 3])
        );
    }
}
