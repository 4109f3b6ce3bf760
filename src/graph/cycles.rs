//! The loop-nesting forest exactly as LLVM 16's `GenericCycleInfo` computes it.
//!
//! Every maximal cycle (reducible or not) becomes a node of the forest; a cycle's header is the
//! first of its blocks the DFS reached, and removing the header leaves the nested cycles. The
//! DFS order, the order blocks are appended, the entries and the order of top-level cycles
//! (including LLVM's swap-with-last removal) all show in `print<cycles>`, so each is mirrored.

use std::io::Write;

use super::index::SparseMarks;
use super::{Block, BlockMap, Cfg, Csr, IndexVec, PackedOption};

crate::newtype_index! {
    /// A cycle of a [`CycleForest`], in the order LLVM creates them (latest-found header
    /// first).
    pub struct CycleId = "cycle";
}

/// One cycle of the forest (LLVM `GenericCycle`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cycle {
    /// Entry blocks; the header is `entries[0]`.
    pub entries: Vec<Block>,
    /// Parent cycle; none for a top-level cycle.
    pub parent: PackedOption<CycleId>,
    /// Child cycles in LLVM's order.
    pub children: Vec<CycleId>,
    /// Nesting depth; top-level cycles have depth 1.
    pub depth: u32,
    /// The cycle's own part of LLVM's `Blocks` list: blocks and spliced-in children, in order.
    items: Vec<Item>,
}

/// An element of a cycle's block list: a block that was added directly, or a child cycle whose
/// whole block list LLVM appended at that point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Block(Block),
    Child(CycleId),
}

impl Cycle {
    /// The header block.
    pub fn header(&self) -> Block {
        self.entries[0]
    }

    /// Whether the cycle has a single entry (LLVM `isReducible`).
    pub fn is_reducible(&self) -> bool {
        self.entries.len() == 1
    }
}

/// The forest of cycles of one function (LLVM `GenericCycleInfo`).
#[derive(Clone, Debug, Default)]
pub struct CycleForest {
    cycles: IndexVec<CycleId, Cycle>,
    top_level: Vec<CycleId>,
    /// Innermost cycle of each block (LLVM `BlockMap`).
    innermost: BlockMap<PackedOption<CycleId>>,
    /// Preorder interval of each cycle in the forest, for O(1) containment.
    tree_in: IndexVec<CycleId, u32>,
    tree_out: IndexVec<CycleId, u32>,
    /// Buffers kept between [`CycleForest::recompute`] calls.
    scratch: Scratch,
}

/// Working storage of the computation, reused across functions.
#[derive(Clone, Debug, Default)]
struct Scratch {
    dfs: BlockMap<DfsInterval>,
    preorder: Vec<Block>,
    top_link: IndexVec<CycleId, PackedOption<CycleId>>,
    top_pos: IndexVec<CycleId, u32>,
    traverse: Vec<Block>,
    open_heights: Vec<usize>,
    worklist: Vec<Block>,
    tree_stack: Vec<(CycleId, usize)>,
    /// Per block: the DFS subtree (a header's interval) whose predecessors it has already
    /// queued; `None` until it is first examined.
    examined: BlockMap<Option<DfsInterval>>,
    /// Per block, once it is re-examined as the entry of an absorbed cycle: its predecessors
    /// as (DFS preorder number, position in the predecessor list), sorted, as a range of
    /// `sorted_pool`.
    sorted_preds: BlockMap<Option<(u32, u32)>>,
    sorted_pool: Vec<(u32, u32)>,
    fresh: Vec<u32>,
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
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.dfs.reset(n, DfsInterval::default());
        scratch.examined.reset(n, None);
        scratch.sorted_preds.reset(n, None);
        scratch.sorted_pool.clear();
        scratch.preorder.clear();
        scratch.top_link.clear();
        scratch.top_pos.clear();
        let mut builder = Builder {
            cfg,
            forest: self,
            s: scratch,
        };
        if n > 0 {
            builder.dfs_from_entry();
            builder.find_cycles();
            builder.set_depths();
        }
        self.scratch = builder.s;
        self.number_tree();
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
    pub fn blocks(&self, c: CycleId) -> Vec<Block> {
        let mut out = Vec::new();
        self.append_blocks(c, &mut out);
        out
    }

    /// Appends the block list of `c` to `out` without recursion.
    pub fn append_blocks(&self, c: CycleId, out: &mut Vec<Block>) {
        let mut stack: Vec<(CycleId, usize)> = vec![(c, 0)];
        while let Some(top) = stack.last_mut() {
            let (cycle, next) = *top;
            let items = &self.cycles[cycle].items;
            match items.get(next) {
                None => {
                    stack.pop();
                }
                Some(&item) => {
                    top.1 += 1;
                    match item {
                        Item::Block(b) => out.push(b),
                        Item::Child(child) => stack.push((child, 0)),
                    }
                }
            }
        }
    }

    /// Exit blocks of `c`: successors outside the cycle, each once, in the order LLVM's
    /// `GenericCycle::getExitBlocks` finds them (block list order, then successor order).
    /// LLVM deduplicates by a linear search of the list so far; a mark per block gives the
    /// same list in time linear in the cycle's edges.
    pub fn exit_blocks(&self, cfg: &Cfg, c: CycleId) -> Vec<Block> {
        let mut exits = Vec::new();
        let mut marks = SparseMarks::with_domain(cfg.num_blocks());
        self.append_exit_blocks(cfg, c, &mut marks, &mut exits);
        exits
    }

    /// [`CycleForest::exit_blocks`] appended to `out`, with caller-owned marks (cleared on
    /// return) so a caller asking for every cycle allocates once.
    pub fn append_exit_blocks(
        &self,
        cfg: &Cfg,
        c: CycleId,
        marks: &mut SparseMarks<Block>,
        out: &mut Vec<Block>,
    ) {
        let mut stack: Vec<(CycleId, usize)> = vec![(c, 0)];
        while let Some(top) = stack.last_mut() {
            let (cycle, next) = *top;
            match self.cycles[cycle].items.get(next) {
                None => {
                    stack.pop();
                }
                Some(&item) => {
                    top.1 += 1;
                    match item {
                        Item::Child(child) => stack.push((child, 0)),
                        Item::Block(b) => {
                            for &s in cfg.succs(b) {
                                if !self.contains_block(c, s) && marks.insert(s) {
                                    out.push(s);
                                }
                            }
                        }
                    }
                }
            }
        }
        marks.clear();
    }

    /// The exit blocks of every cycle (each as [`CycleForest::exit_blocks`] orders them), in
    /// time linear in the size of the result plus the edges: a cycle's block list is its own
    /// blocks and its children's lists spliced in, so its exits are, item by item, its own
    /// blocks' successors and its children's exits that lie outside it, first occurrence
    /// kept. Walking every block of every cycle instead costs depth × edges.
    pub fn all_exit_blocks(&self, cfg: &Cfg) -> Csr<CycleId, Block> {
        let n = self.cycles.len();
        let mut rows: IndexVec<CycleId, Vec<Block>> = IndexVec::from_elem_n(Vec::new(), n);
        let mut marks = SparseMarks::with_domain(cfg.num_blocks());
        // Children before parents: the reverse of a preorder.
        for c in self.preorder().into_iter().rev() {
            let mut exits = Vec::new();
            for &item in &self.cycles[c].items {
                match item {
                    Item::Block(b) => {
                        for &s in cfg.succs(b) {
                            if !self.contains_block(c, s) && marks.insert(s) {
                                exits.push(s);
                            }
                        }
                    }
                    Item::Child(child) => {
                        for &s in &rows[child] {
                            if !self.contains_block(c, s) && marks.insert(s) {
                                exits.push(s);
                            }
                        }
                    }
                }
            }
            marks.clear();
            rows[c] = exits;
        }
        Csr::from_rows(rows.raw())
    }

    /// Writes the body of LLVM's `print<cycles>` (everything after the header line): one line
    /// per cycle in print order, indented four spaces per depth, `depth=D: entries(E...)`
    /// followed by the non-entry blocks of the cycle's block list. `name` writes a block name.
    pub fn write_llvm_format(&self, out: &mut Vec<u8>, mut name: impl FnMut(Block, &mut Vec<u8>)) {
        let mut blocks = Vec::new();
        let mut is_entry: Vec<bool> = Vec::new();
        for c in self.preorder() {
            let cycle = &self.cycles[c];
            for _ in 0..cycle.depth {
                out.extend_from_slice(b"    ");
            }
            let _ = write!(out, "depth={}: entries(", cycle.depth);
            for (i, &e) in cycle.entries.iter().enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                name(e, out);
            }
            out.push(b')');
            blocks.clear();
            self.append_blocks(c, &mut blocks);
            if let Some(&max) = cycle.entries.iter().max() {
                if is_entry.len() <= max.index() {
                    is_entry.resize(max.index() + 1, false);
                }
            }
            for &e in &cycle.entries {
                is_entry[e.index()] = true;
            }
            for &b in &blocks {
                if is_entry.get(b.index()).copied().unwrap_or(false) {
                    continue;
                }
                out.push(b' ');
                name(b, out);
            }
            for &e in &cycle.entries {
                is_entry[e.index()] = false;
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
/// buffers. `top_link` is a union-find style link to the top-level ancestor, standing in for
/// LLVM's `BlockMapTopLevel` cache (which always names a block's current top-level cycle);
/// `top_pos` is each top-level cycle's position in `top_level`.
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
                entries: vec![header],
                parent: PackedOption::NONE,
                children: Vec::new(),
                depth: 0,
                items: vec![Item::Block(header)],
            });
            self.s.top_link.push(PackedOption::NONE);
            self.s.top_pos.push(u32::MAX);
            self.forest.innermost[header] = PackedOption::some(new_cycle);

            while let Some(b) = worklist.pop() {
                if b == header {
                    continue;
                }
                match self.top_level_cycle_of(b) {
                    Some(top) if top == new_cycle => {}
                    Some(child) => {
                        self.move_under(new_cycle, child);
                        // Re-examine the child's entries against the new header.
                        for i in 0..self.forest.cycles[child].entries.len() {
                            let entry = self.forest.cycles[child].entries[i];
                            self.process_predecessors(new_cycle, header_dfs, entry, &mut worklist);
                        }
                    }
                    None => {
                        self.forest.innermost[b] = PackedOption::some(new_cycle);
                        self.forest.cycles[new_cycle].items.push(Item::Block(b));
                        self.process_predecessors(new_cycle, header_dfs, b, &mut worklist);
                    }
                }
            }
            self.s.top_pos[new_cycle] = self.forest.top_level.len() as u32;
            self.forest.top_level.push(new_cycle);
        }
        self.s.worklist = worklist;
    }

    /// Queues the predecessors of `b` that lie in the header's DFS subtree; any other
    /// predecessor (including one the DFS never reached) makes `b` an entry of the cycle.
    ///
    /// LLVM re-examines every predecessor of every entry of each absorbed cycle, which is
    /// cubic on densely connected irreducible regions (each nesting level rescans the same
    /// entries). A predecessor queued before, while building the absorbed cycle, is inside
    /// it now, and queueing it again changes nothing when it is popped. So a re-examination
    /// queues only the predecessors that entered the header's subtree since `b` was last
    /// examined — found by binary search in `b`'s predecessors sorted by DFS number, and
    /// queued in predecessor order, as LLVM queues them — and `b` is an entry exactly when
    /// some predecessor lies outside the subtree. Total work: O(E log E).
    fn process_predecessors(
        &mut self,
        cycle: CycleId,
        header_dfs: DfsInterval,
        b: Block,
        worklist: &mut Vec<Block>,
    ) {
        let preds = self.cfg.preds(b);
        let is_entry = match self.s.examined[b] {
            None => {
                let mut is_entry = false;
                for &p in preds {
                    if header_dfs.is_ancestor_of(self.s.dfs[p]) {
                        worklist.push(p);
                    } else {
                        is_entry = true;
                    }
                }
                is_entry
            }
            Some(before) => {
                let (start, len) = self.sorted_preds(b);
                let sorted = &self.s.sorted_pool[start as usize..(start + len) as usize];
                // Subtree membership is a range of preorder numbers (unreached blocks are 0).
                let first_at = |n: u32| sorted.partition_point(|&(s, _)| s < n);
                let (lo, hi) = (first_at(header_dfs.start), first_at(header_dfs.end + 1));
                let (old_lo, old_hi) = (first_at(before.start), first_at(before.end + 1));
                self.s.fresh.clear();
                self.s.fresh.extend(
                    sorted[lo..old_lo]
                        .iter()
                        .chain(&sorted[old_hi..hi])
                        .map(|&(_, i)| i),
                );
                self.s.fresh.sort_unstable();
                worklist.extend(self.s.fresh.iter().map(|&i| preds[i as usize]));
                lo > 0 || hi < sorted.len()
            }
        };
        self.s.examined[b] = Some(header_dfs);
        if is_entry {
            self.forest.cycles[cycle].entries.push(b);
        }
    }

    /// `b`'s predecessors sorted by DFS preorder number (then position), built on first use.
    fn sorted_preds(&mut self, b: Block) -> (u32, u32) {
        if let Some(range) = self.s.sorted_preds[b] {
            return range;
        }
        let start = self.s.sorted_pool.len();
        let dfs = &self.s.dfs;
        self.s.sorted_pool.extend(
            self.cfg
                .preds(b)
                .iter()
                .enumerate()
                .map(|(i, &p)| (dfs[p].start, i as u32)),
        );
        self.s.sorted_pool[start..].sort_unstable();
        let range = (start as u32, (self.s.sorted_pool.len() - start) as u32);
        self.s.sorted_preds[b] = Some(range);
        range
    }

    /// The current top-level cycle containing `b` (LLVM `getTopLevelParentCycle`).
    fn top_level_cycle_of(&mut self, b: Block) -> Option<CycleId> {
        let c = self.forest.innermost[b].expand()?;
        // Find the root, then compress the path.
        let mut root = c;
        while let Some(up) = self.s.top_link[root].expand() {
            root = up;
        }
        let mut x = c;
        while let Some(next) = self.s.top_link[x].expand() {
            self.s.top_link[x] = PackedOption::some(root);
            x = next;
        }
        Some(root)
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
        self.forest.cycles[parent].items.push(Item::Child(child));
        self.forest.cycles[child].parent = PackedOption::some(parent);
        self.s.top_link[child] = PackedOption::some(parent);
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks, emit_ir_function, opt_stderr, random_cfg};

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
        assert_eq!(forest.exit_blocks(&cfg, inner), blocks(&[6, 4]));
        assert_eq!(forest.exit_blocks(&cfg, outer), blocks(&[6]));
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

    #[test]
    fn irreducible_mess_nests_irreducible_child() {
        let edges = [
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
    fn all_exit_blocks_match_the_walk_over_each_cycle() {
        for seed in 0..1500 {
            let cfg = random_cfg(seed ^ 0xE417, 1 + (seed % 24) as usize);
            let forest = CycleForest::with_cfg(&cfg);
            let all = forest.all_exit_blocks(&cfg);
            for c in forest.cycle_ids() {
                let mut naive = Vec::new();
                for b in forest.blocks(c) {
                    for &s in cfg.succs(b) {
                        if !forest.contains_block(c, s) && !naive.contains(&s) {
                            naive.push(s);
                        }
                    }
                }
                assert_eq!(all.row(c), naive.as_slice(), "seed {seed} cycle {c:?}");
                assert_eq!(forest.exit_blocks(&cfg, c), naive, "seed {seed}");
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
                for &e in &cycle.entries {
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
}
