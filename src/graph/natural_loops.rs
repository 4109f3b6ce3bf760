//! LLVM 16's `LoopInfo`: natural loops (back edges to a dominating header), their nesting, and
//! the block and loop orders LLVM gives them (`llvm/include/llvm/Analysis/LoopInfoImpl.h`).
//!
//! Loops are numbered by a preorder walk of the loop forest in LLVM's order, so a loop's
//! descendants occupy the id range right after it and containment queries are O(1).

use std::cell::OnceCell;

use super::dfs::post_order;
use super::dominators::DominatorTree;
use super::{Block, BlockMap, Cfg, IndexVec, PackedOption};

crate::newtype_index! {
    /// A natural loop: its position in the preorder of the loop forest (LLVM's order).
    pub struct LoopId = "loop";
}

/// Marker for "no loop" in the discovery tables (discovery ids are internal `u32`s that
/// [`assemble`] replaces by [`LoopId`]s).
const NO_LOOP: u32 = u32::MAX;

/// Per-loop facts.
#[derive(Clone, Debug)]
struct LoopNode {
    header: Block,
    parent: PackedOption<LoopId>,
    depth: u32,
    /// One past the last id in this loop's subtree (ids are a preorder of the forest).
    subtree_end: u32,
    /// Range of this loop's direct sub-loops in `LoopInfo::child_lists`.
    children: (u32, u32),
}

/// The loop forest of a function, as LLVM 16's `LoopInfo` builds it.
#[derive(Clone, Debug)]
pub struct LoopInfo {
    /// Innermost loop of each block (`getLoopFor`).
    loop_of: BlockMap<PackedOption<LoopId>>,
    loops: IndexVec<LoopId, LoopNode>,
    top_level: Vec<LoopId>,
    /// Every loop's sub-loop list, concatenated.
    child_lists: Vec<LoopId>,
    /// The blocks in post-order (what LLVM's block orders come from).
    post_order: Vec<Block>,
    /// Every loop's block list, built when first asked: each block appears once per loop
    /// around it, so a D-deep nest holds O(D^2) entries, which BPI never needs.
    block_lists: OnceCell<Lists<Block>>,
    /// Every loop's exit blocks (`getExitBlocks`), built when first asked from one pass over
    /// the edges: an edge is listed for each loop it leaves, never for the loops it stays in.
    exit_lists: OnceCell<Lists<Block>>,
}

/// Per-loop lists, concatenated: loop `l`'s is `items[ranges[l].0..ranges[l].1]`.
#[derive(Clone, Debug)]
struct Lists<T> {
    ranges: IndexVec<LoopId, (u32, u32)>,
    items: Vec<T>,
}

impl<T: Copy> Lists<T> {
    /// Lists from `(loop, item)` pairs visited twice in the same order by `visit` (once to
    /// count, once to fill), so each list keeps that order.
    fn build(count: usize, fill: T, visit: impl Fn(&mut dyn FnMut(LoopId, T))) -> Lists<T> {
        let mut size: IndexVec<LoopId, u32> = IndexVec::from_elem_n(0, count);
        visit(&mut |l, _| size[l] += 1);
        let mut ranges: IndexVec<LoopId, (u32, u32)> = IndexVec::from_elem_n((0, 0), count);
        let mut cursor: IndexVec<LoopId, u32> = IndexVec::from_elem_n(0, count);
        let mut total = 0u32;
        for l in (0..count).map(LoopId::new) {
            cursor[l] = total;
            ranges[l] = (total, total + size[l]);
            total += size[l];
        }
        let mut items = vec![fill; total as usize];
        visit(&mut |l, x| {
            items[cursor[l] as usize] = x;
            cursor[l] += 1;
        });
        Lists { ranges, items }
    }

    fn of(&self, l: LoopId) -> &[T] {
        let (s, e) = self.ranges[l];
        &self.items[s as usize..e as usize]
    }
}

impl LoopInfo {
    /// `LoopInfoBase::analyze`. `dt` must be the dominator tree of `cfg`.
    ///
    /// * A block `h` heads a loop when some predecessor reachable from the entry is dominated
    ///   by `h` (a back edge). The loop holds every block that reaches such a latch without
    ///   passing through `h`; blocks unreachable from the entry are never in a loop, and cycles
    ///   without a dominating header (irreducible regions) form no loop.
    /// * Headers are visited so that dominated ones come first, which makes inner loops exist
    ///   before the loops around them (`discoverAndMapSubloop`).
    /// * Orders come from one post-order walk of the CFG (`PopulateLoopsDFS`): a loop's blocks
    ///   are in reverse post-order with the header first, its sub-loops in reverse post-order of
    ///   their headers, but the top-level loops stay in post-order of their headers, because
    ///   LLVM never reverses that list.
    pub fn compute(cfg: &Cfg, dt: &DominatorTree) -> LoopInfo {
        let po = post_order(cfg);
        let found = discover(cfg, dt, &po);
        assemble(&po, found)
    }

    /// Number of loops.
    pub fn num_loops(&self) -> usize {
        self.loops.len()
    }

    /// All loops in LLVM's order: each top-level loop followed by its sub-loops, recursively.
    pub fn loops(&self) -> impl DoubleEndedIterator<Item = LoopId> + ExactSizeIterator {
        self.loops.indices()
    }

    /// `getLoopFor`: the innermost loop containing `b`.
    #[inline]
    pub fn loop_for(&self, b: Block) -> Option<LoopId> {
        self.loop_of[b].expand()
    }

    /// `getLoopDepth(b)`: nesting depth of `b`'s innermost loop, 0 outside loops.
    #[inline]
    pub fn block_depth(&self, b: Block) -> u32 {
        self.loop_for(b).map_or(0, |l| self.depth(l))
    }

    /// `isLoopHeader`.
    #[inline]
    pub fn is_header(&self, b: Block) -> bool {
        self.loop_for(b).is_some_and(|l| self.header(l) == b)
    }

    /// `getHeader`.
    #[inline]
    pub fn header(&self, l: LoopId) -> Block {
        self.loops[l].header
    }

    /// `getParentLoop`.
    #[inline]
    pub fn parent(&self, l: LoopId) -> Option<LoopId> {
        self.loops[l].parent.expand()
    }

    /// `getLoopDepth`: 1 for top-level loops.
    #[inline]
    pub fn depth(&self, l: LoopId) -> u32 {
        self.loops[l].depth
    }

    /// `Loop::contains(const Loop *)`: true when `inner` is `outer` or nested in it, false for
    /// `None` (LLVM's null loop).
    #[inline]
    pub fn contains_loop(&self, outer: LoopId, inner: Option<LoopId>) -> bool {
        inner.is_some_and(|inner| outer <= inner && inner.as_u32() < self.loops[outer].subtree_end)
    }

    /// `Loop::contains(const BasicBlock *)`: whether `b` is in `l` or one of its sub-loops.
    #[inline]
    pub fn contains_block(&self, l: LoopId, b: Block) -> bool {
        self.contains_loop(l, self.loop_for(b))
    }

    /// `getBlocks`: the header first, then the other blocks in reverse post-order.
    ///
    /// LLVM places the header first and the other blocks in post-order, then reverses all but
    /// the header; as the header precedes every block it dominates in reverse post-order, that
    /// is simply the reverse post-order restricted to the loop. Built for all loops on first
    /// use (each block goes into its innermost loop and every loop around it).
    pub fn blocks(&self, l: LoopId) -> &[Block] {
        self.block_lists
            .get_or_init(|| {
                Lists::build(self.loops.len(), Block::ENTRY, |add| {
                    for &b in self.post_order.iter().rev() {
                        let mut x = self.loop_for(b);
                        while let Some(y) = x {
                            add(y, b);
                            x = self.parent(y);
                        }
                    }
                })
            })
            .of(l)
    }

    /// `getSubLoops`, in LLVM's order (reverse post-order of their headers).
    #[inline]
    pub fn subloops(&self, l: LoopId) -> &[LoopId] {
        let (s, e) = self.loops[l].children;
        &self.child_lists[s as usize..e as usize]
    }

    /// The top-level loops in LLVM's `LoopInfo` iteration order (post-order of their headers,
    /// i.e. roughly reverse program order).
    pub fn top_level(&self) -> &[LoopId] {
        &self.top_level
    }

    /// `Loop::getExitBlocks`: for each loop block in [`LoopInfo::blocks`] order, each successor
    /// outside the loop in terminator order, duplicates kept.
    pub fn exit_blocks(&self, cfg: &Cfg, l: LoopId) -> Vec<Block> {
        let mut out = Vec::new();
        self.extend_exit_blocks(cfg, l, &mut out);
        out
    }

    /// Appends `Loop::getExitBlocks(l)` to `out` (see [`LoopInfo::exit_blocks`]).
    ///
    /// The lists of all loops come from one walk over the blocks in reverse post-order (each
    /// loop's block order) and their successors in terminator order: an edge `b -> s` leaves
    /// exactly the loops from `b`'s innermost one outwards that do not contain `s`, so it costs
    /// the number of loops it leaves, where walking every loop's blocks costs the number of
    /// loops each block is in (quadratic in a deep nest). `cfg` must be the graph the loops
    /// were computed on.
    pub fn extend_exit_blocks(&self, cfg: &Cfg, l: LoopId, out: &mut Vec<Block>) {
        let lists = self.exit_lists.get_or_init(|| {
            Lists::build(self.loops.len(), Block::ENTRY, |add| {
                for &b in self.post_order.iter().rev() {
                    let Some(inner) = self.loop_for(b) else {
                        continue;
                    };
                    for &s in cfg.succs(b) {
                        let target = self.loop_for(s);
                        let mut x = Some(inner);
                        while let Some(y) = x.filter(|&y| !self.contains_loop(y, target)) {
                            add(y, s);
                            x = self.parent(y);
                        }
                    }
                }
            })
        });
        out.extend_from_slice(lists.of(l));
    }

    /// `isLoopLatch`: `b` (in `l`) is a predecessor of the header.
    pub fn is_latch(&self, cfg: &Cfg, l: LoopId, b: Block) -> bool {
        self.contains_block(l, b) && cfg.preds(self.header(l)).contains(&b)
    }

    /// `isLoopExiting`: `b` (in `l`) has a successor outside `l`.
    pub fn is_exiting(&self, cfg: &Cfg, l: LoopId, b: Block) -> bool {
        self.contains_block(l, b) && cfg.succs(b).iter().any(|&s| !self.contains_block(l, s))
    }
}

/// Loops as discovered, before LLVM's orders are applied. Ids are in discovery order.
struct Discovered {
    /// Innermost discovered loop of each block, `NO_LOOP` when none.
    loop_of: BlockMap<u32>,
    header: Vec<Block>,
    parent: Vec<u32>,
}

/// The discovery phase of `LoopInfoBase::analyze` and `discoverAndMapSubloop`.
///
/// LLVM walks the dominator tree in post-order; any order that puts a block before all of its
/// dominators yields the same loops, and the CFG post-order does (a dominator precedes the
/// blocks it dominates in reverse post-order). Only the discovery ids depend on the choice,
/// and those are replaced by LLVM's order in [`assemble`].
fn discover(cfg: &Cfg, dt: &DominatorTree, po: &[Block]) -> Discovered {
    let mut loop_of = cfg.block_map(NO_LOOP);
    let mut header: Vec<Block> = Vec::new();
    let mut parent: Vec<u32> = Vec::new();
    // Shortcut towards the outermost loop found so far (`getOutermostLoop`), kept short by
    // path compression so deep nests do not make the walk quadratic. `up[l] == l` marks a loop
    // that has no parent yet.
    let mut up: Vec<u32> = Vec::new();
    let mut work: Vec<Block> = Vec::new();
    for &h in po {
        // Back edges: predecessors the header dominates. `dominates` is false for unreachable
        // predecessors, which LLVM excludes with an explicit reachability test.
        work.clear();
        work.extend(cfg.preds(h).iter().copied().filter(|&p| dt.dominates(h, p)));
        if work.is_empty() {
            continue;
        }
        let l = header.len() as u32;
        header.push(h);
        parent.push(NO_LOOP);
        up.push(l);
        // Backward walk from the latches. It stops at the header, skips unreachable blocks, and
        // jumps over already discovered inner loops straight to their outermost header.
        while let Some(b) = work.pop() {
            let inner = loop_of[b];
            if inner == NO_LOOP {
                if !dt.contains(b) {
                    continue;
                }
                loop_of[b] = l;
                if b != h {
                    work.extend_from_slice(cfg.preds(b));
                }
                continue;
            }
            let sub = outermost(&mut up, inner);
            if sub == l {
                continue;
            }
            parent[sub as usize] = l;
            up[sub as usize] = l;
            // Only the sub-loop's header has predecessors outside it; those not mapped to the
            // sub-loop itself carry the walk on (latches of deeper loops are harmless: they
            // resolve to `l` and stop).
            let sub_header = header[sub as usize];
            for &p in cfg.preds(sub_header) {
                if loop_of[p] != sub {
                    work.push(p);
                }
            }
        }
    }
    Discovered {
        loop_of,
        header,
        parent,
    }
}

/// The root of `l`'s chain in `up`, compressing the path behind it.
fn outermost(up: &mut [u32], l: u32) -> u32 {
    let mut root = l;
    while up[root as usize] != root {
        root = up[root as usize];
    }
    let mut x = l;
    while up[x as usize] != root {
        let next = up[x as usize];
        up[x as usize] = root;
        x = next;
    }
    root
}

/// `PopulateLoopsDFS` and the final numbering: orders sub-loops and blocks the way LLVM's
/// forward post-order pass leaves them, then renumbers the loops in preorder of the forest.
fn assemble(po: &[Block], found: Discovered) -> LoopInfo {
    let count = found.header.len();
    // A loop is complete when its header shows up in the post-order, at which point LLVM
    // appends it to its parent's sub-loop list (or the top-level list) and reverses its own
    // sub-loop list. Children thus end up in reverse post-order of their headers; the
    // top-level list is never reversed.
    let mut kids: Vec<Vec<u32>> = vec![Vec::new(); count];
    let mut top_tmp: Vec<u32> = Vec::new();
    for &b in po {
        let l = found.loop_of[b];
        if l == NO_LOOP || found.header[l as usize] != b {
            continue;
        }
        kids[l as usize].reverse();
        match found.parent[l as usize] {
            NO_LOOP => top_tmp.push(l),
            p => kids[p as usize].push(l),
        }
    }

    // Preorder over the forest in that order assigns the final ids.
    let mut new_id = vec![NO_LOOP; count];
    let mut loops: IndexVec<LoopId, LoopNode> = IndexVec::with_capacity(count);
    let mut tmp_of: Vec<u32> = Vec::with_capacity(count);
    let mut stack: Vec<(u32, usize)> = Vec::new();
    for &root in &top_tmp {
        open_loop(root, &found, &mut new_id, &mut loops, &mut tmp_of);
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let t = top.0;
            if let Some(&c) = kids[t as usize].get(top.1) {
                top.1 += 1;
                open_loop(c, &found, &mut new_id, &mut loops, &mut tmp_of);
                stack.push((c, 0));
            } else {
                loops[LoopId::from_u32(new_id[t as usize])].subtree_end = loops.len() as u32;
                stack.pop();
            }
        }
    }

    let loop_of: BlockMap<PackedOption<LoopId>> = found
        .loop_of
        .iter()
        .map(|&l| match l {
            NO_LOOP => PackedOption::NONE,
            l => PackedOption::some(LoopId::from_u32(new_id[l as usize])),
        })
        .collect();

    // Sub-loop lists, concatenated in id order.
    let mut child_lists: Vec<LoopId> = Vec::with_capacity(count);
    for (id, &t) in tmp_of.iter().enumerate() {
        let begin = child_lists.len() as u32;
        child_lists.extend(
            kids[t as usize]
                .iter()
                .map(|&c| LoopId::from_u32(new_id[c as usize])),
        );
        loops[LoopId::new(id)].children = (begin, child_lists.len() as u32);
    }

    let top_level = top_tmp
        .iter()
        .map(|&t| LoopId::from_u32(new_id[t as usize]))
        .collect();
    LoopInfo {
        loop_of,
        loops,
        top_level,
        child_lists,
        post_order: po.to_vec(),
        block_lists: OnceCell::new(),
        exit_lists: OnceCell::new(),
    }
}

/// Gives discovered loop `t` the next preorder id; its parent already has one.
fn open_loop(
    t: u32,
    found: &Discovered,
    new_id: &mut [u32],
    loops: &mut IndexVec<LoopId, LoopNode>,
    tmp_of: &mut Vec<u32>,
) {
    let id = loops.len() as u32;
    new_id[t as usize] = id;
    let parent = match found.parent[t as usize] {
        NO_LOOP => None,
        p => Some(LoopId::from_u32(new_id[p as usize])),
    };
    let depth = parent.map_or(1, |p| loops[p].depth + 1);
    loops.push(LoopNode {
        header: found.header[t as usize],
        parent: parent.into(),
        depth,
        subtree_end: id + 1,
        children: (0, 0),
    });
    tmp_of.push(t);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::dfs::{reachable, reverse_post_order};
    use crate::graph::testing::{bb, blocks, random_cfg};

    fn analyze(cfg: &Cfg) -> LoopInfo {
        LoopInfo::compute(cfg, &DominatorTree::with_cfg(cfg))
    }

    /// Headers of the loops in id order, with their parents' headers.
    fn shape(li: &LoopInfo) -> Vec<(u32, Option<u32>)> {
        li.loops()
            .map(|l| {
                let parent = li.parent(l).map(|p| li.header(p).as_u32());
                (li.header(l).as_u32(), parent)
            })
            .collect()
    }

    #[test]
    fn straight_line_has_no_loops() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 2)]);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 0);
        assert!(li.top_level().is_empty());
        assert_eq!(li.loop_for(bb(1)), None);
        assert_eq!(li.block_depth(bb(1)), 0);
    }

    #[test]
    fn self_loop() {
        // 0 -> 1 -> 1, 1 -> 2.
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 1), (1, 2)]);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 1);
        let l = li.loop_for(bb(1)).unwrap();
        assert_eq!(li.header(l), bb(1));
        assert_eq!(li.blocks(l), blocks(&[1]).as_slice());
        assert_eq!(li.depth(l), 1);
        assert!(li.is_latch(&cfg, l, bb(1)) && li.is_exiting(&cfg, l, bb(1)));
        assert_eq!(li.exit_blocks(&cfg, l), blocks(&[2]));
        assert_eq!(li.loop_for(bb(0)), None);
        assert_eq!(li.loop_for(bb(2)), None);
    }

    #[test]
    fn simple_loop() {
        // 0 -> 1 -> 2 -> 3 -> 1, 2 -> 4, 3 -> 4.
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 2), (2, 4), (2, 3), (3, 1), (3, 4)]);
        let li = analyze(&cfg);
        let l = li.loop_for(bb(2)).unwrap();
        assert_eq!(li.header(l), bb(1));
        // Reverse post-order: 0 1 2 3 4 (2's first successor 4 finishes first).
        assert_eq!(li.blocks(l), blocks(&[1, 2, 3]).as_slice());
        assert_eq!(li.exit_blocks(&cfg, l), blocks(&[4, 4]));
        assert!(li.is_header(bb(1)) && !li.is_header(bb(2)));
        assert!(
            li.contains_block(l, bb(3))
                && !li.contains_block(l, bb(4))
                && !li.contains_block(l, bb(0))
        );
        assert!(li.contains_loop(l, Some(l)) && !li.contains_loop(l, None));
    }

    #[test]
    fn nested_loops() {
        // outer header 1, inner header 2 with latch 3; outer latch 4.
        // 0 -> 1 -> 2 -> 3 -> 2, 3 -> 4 -> 1, 4 -> 5.
        let cfg = Cfg::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 2), (3, 4), (4, 1), (4, 5)]);
        let li = analyze(&cfg);
        assert_eq!(shape(&li), vec![(1, None), (2, Some(1))]);
        let (outer, inner) = (LoopId::new(0), LoopId::new(1));
        assert_eq!(li.loop_for(bb(3)), Some(inner));
        assert_eq!(li.loop_for(bb(4)), Some(outer));
        assert_eq!(li.depth(inner), 2);
        assert_eq!(li.block_depth(bb(3)), 2);
        assert_eq!(li.blocks(outer), blocks(&[1, 2, 3, 4]).as_slice());
        assert_eq!(li.blocks(inner), blocks(&[2, 3]).as_slice());
        assert_eq!(li.subloops(outer), &[inner]);
        assert!(li.contains_loop(outer, Some(inner)) && !li.contains_loop(inner, Some(outer)));
        assert!(li.contains_block(outer, bb(3)) && !li.contains_block(inner, bb(4)));
        assert_eq!(li.exit_blocks(&cfg, inner), blocks(&[4]));
        assert_eq!(li.exit_blocks(&cfg, outer), blocks(&[5]));
    }

    #[test]
    fn sibling_loops_keep_llvm_orders() {
        // Two top-level loops in sequence (1 and 3), and an outer loop 5 holding two sibling
        // sub-loops 6 and 8 in sequence.
        // 0 -> 1 -> 2 -> 1, 2 -> 3 -> 4 -> 3, 4 -> 5,
        // 5 -> 6 -> 7 -> 6, 7 -> 8 -> 9 -> 8, 9 -> 10 -> 5, 10 -> 11.
        let edges = [
            (0, 1),
            (1, 2),
            (2, 1),
            (2, 3),
            (3, 4),
            (4, 3),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 6),
            (7, 8),
            (8, 9),
            (9, 8),
            (9, 10),
            (10, 5),
            (10, 11),
        ];
        let cfg = Cfg::from_edges(12, &edges);
        let li = analyze(&cfg);
        // Top level in post-order of headers: 5 finishes first, then 3, then 1. Sub-loops of
        // 5 in reverse post-order: 6 before 8.
        let top: Vec<u32> = li
            .top_level()
            .iter()
            .map(|&l| li.header(l).as_u32())
            .collect();
        assert_eq!(top, vec![5, 3, 1]);
        let outer = li.loop_for(bb(5)).unwrap();
        let subs: Vec<u32> = li
            .subloops(outer)
            .iter()
            .map(|&l| li.header(l).as_u32())
            .collect();
        assert_eq!(subs, vec![6, 8]);
        // Preorder ids: 5, 6, 8, 3, 1.
        assert_eq!(
            shape(&li),
            vec![(5, None), (6, Some(5)), (8, Some(5)), (3, None), (1, None)]
        );
        assert_eq!(li.blocks(outer), blocks(&[5, 6, 7, 8, 9, 10]).as_slice());
        let l6 = li.loop_for(bb(6)).unwrap();
        let l8 = li.loop_for(bb(8)).unwrap();
        assert!(!li.contains_loop(l6, Some(l8)) && !li.contains_loop(l8, Some(l6)));
    }

    #[test]
    fn loop_with_two_latches() {
        // 0 -> 1 -> 2 -> 1 and 1 -> 3 -> 1, 3 -> 4.
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 2), (1, 3), (2, 1), (3, 1), (3, 4)]);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 1);
        let l = LoopId::new(0);
        assert_eq!(li.blocks(l), blocks(&[1, 3, 2]).as_slice());
        assert!(
            li.is_latch(&cfg, l, bb(2))
                && li.is_latch(&cfg, l, bb(3))
                && !li.is_latch(&cfg, l, bb(1))
        );
        assert_eq!(li.exit_blocks(&cfg, l), blocks(&[4]));
    }

    #[test]
    fn irreducible_region_forms_no_loop() {
        // 0 -> 1, 0 -> 2, 1 <-> 2, 2 -> 3: neither 1 nor 2 dominates the other.
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 0);
        assert_eq!(li.loop_for(bb(1)), None);
        assert_eq!(li.loop_for(bb(2)), None);
    }

    #[test]
    fn natural_loop_inside_irreducible_region() {
        // Irreducible pair {1, 2} entered from 0 at both; 2 holds a self-contained natural
        // loop 2 -> 3 -> 2 (2 dominates 3). 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 1, 2 -> 3, 3 -> 2,
        // 3 -> 4.
        let edges = [(0, 1), (0, 2), (1, 2), (2, 3), (2, 1), (3, 2), (3, 4)];
        let cfg = Cfg::from_edges(5, &edges);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 1);
        let l = li.loop_for(bb(3)).unwrap();
        assert_eq!(li.header(l), bb(2));
        assert_eq!(li.blocks(l), blocks(&[2, 3]).as_slice());
        // Block 1 is in the irreducible cycle but in no natural loop.
        assert_eq!(li.loop_for(bb(1)), None);
        assert_eq!(li.exit_blocks(&cfg, l), blocks(&[1, 4]));
    }

    #[test]
    fn unreachable_block_feeding_a_loop_is_not_in_it() {
        // 0 -> 1 -> 2 -> 1, 2 -> 4; unreachable 3 -> 2 and 3 -> 3.
        let edges = [(0, 1), (1, 2), (2, 1), (2, 4), (3, 2), (3, 3)];
        let cfg = Cfg::from_edges(5, &edges);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), 1);
        let l = li.loop_for(bb(2)).unwrap();
        assert_eq!(li.blocks(l), blocks(&[1, 2]).as_slice());
        // The unreachable self loop on 3 is not a loop either.
        assert_eq!(li.loop_for(bb(3)), None);
        // An unreachable latch candidate does not create a loop: 0 -> 1 -> 2, 3 -> 1.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (3, 1)]);
        assert_eq!(analyze(&cfg).num_loops(), 0);
    }

    #[test]
    fn loop_whose_blocks_reach_inner_loop_through_its_header_only() {
        // Outer header 1; inner loop 2 <-> 3 is entered at 2 from 1 and from 4; latch 5.
        // 0 -> 1 -> 2 -> 3 -> 2, 3 -> 5 -> 1, 1 -> 4 -> 2, 5 -> 6.
        let edges = [
            (0, 1),
            (1, 2),
            (1, 4),
            (2, 3),
            (3, 2),
            (3, 5),
            (4, 2),
            (5, 1),
            (5, 6),
        ];
        let cfg = Cfg::from_edges(7, &edges);
        let li = analyze(&cfg);
        assert_eq!(shape(&li), vec![(1, None), (2, Some(1))]);
        // RPO: 0 1 4 2 3 5 6.
        assert_eq!(reverse_post_order(&cfg), blocks(&[0, 1, 4, 2, 3, 5, 6]));
        assert_eq!(
            li.blocks(LoopId::new(0)),
            blocks(&[1, 4, 2, 3, 5]).as_slice()
        );
        assert_eq!(li.blocks(LoopId::new(1)), blocks(&[2, 3]).as_slice());
    }

    #[test]
    fn deep_nest_does_not_recurse() {
        // Loops nested `d` deep: headers 1..=d in a chain, then back-edge blocks d+1..=2d where
        // block d + k jumps back to header d - k + 1 and falls through to d + k + 1. Block
        // lists are inclusive (as in LLVM), so their total size grows with d^2; keep d modest.
        let d: u32 = 3_000;
        let mut edges = vec![(0, 1)];
        for i in 1..d {
            edges.push((i, i + 1));
        }
        edges.push((d, d + 1));
        for k in 1..=d {
            let j = d + k;
            edges.push((j, d - k + 1));
            edges.push((j, j + 1));
        }
        let n = (2 * d + 2) as usize;
        let cfg = Cfg::from_edges(n, &edges);
        let li = analyze(&cfg);
        assert_eq!(li.num_loops(), d as usize);
        let innermost = li.loop_for(bb(d)).unwrap();
        assert_eq!(li.depth(innermost), d);
        assert_eq!(li.header(LoopId::new(0)), bb(1));
        assert!(li.contains_loop(LoopId::new(0), Some(innermost)));
    }

    /// Loops by the textbook definition: for every header, its latches and the blocks that
    /// reach a latch without passing the header.
    fn brute_force_loops(cfg: &Cfg) -> Vec<(Block, BlockMap<bool>)> {
        let dt = DominatorTree::with_cfg(cfg);
        let live = reachable(cfg);
        let mut out = Vec::new();
        for h in cfg.blocks() {
            if !live[h] {
                continue;
            }
            let latches: Vec<Block> = cfg
                .preds(h)
                .iter()
                .copied()
                .filter(|&p| dt.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut body = cfg.block_map(false);
            body[h] = true;
            let mut stack = latches;
            while let Some(b) = stack.pop() {
                if body[b] || !live[b] {
                    continue;
                }
                body[b] = true;
                stack.extend_from_slice(cfg.preds(b));
            }
            out.push((h, body));
        }
        out
    }

    #[test]
    fn random_graphs_match_the_definition() {
        for seed in 0..600 {
            let cfg = random_cfg(seed, 1 + (seed % 20) as usize);
            let li = analyze(&cfg);
            let truth = brute_force_loops(&cfg);
            assert_eq!(li.num_loops(), truth.len(), "seed {seed}");
            let rpo = reverse_post_order(&cfg);
            let size = |body: &BlockMap<bool>| body.iter().filter(|&&x| x).count();
            for b in cfg.blocks() {
                // Innermost = smallest body containing b.
                let want = truth
                    .iter()
                    .filter(|(_, body)| body[b])
                    .min_by_key(|(_, body)| size(body))
                    .map(|(h, _)| *h);
                assert_eq!(
                    li.loop_for(b).map(|l| li.header(l)),
                    want,
                    "seed {seed} block {b}"
                );
            }
            for l in li.loops() {
                let (_, body) = truth.iter().find(|(h, _)| *h == li.header(l)).unwrap();
                let want: Vec<Block> = rpo.iter().copied().filter(|&b| body[b]).collect();
                assert_eq!(li.blocks(l), &want[..], "seed {seed}");
                for b in cfg.blocks() {
                    assert_eq!(li.contains_block(l, b), body[b], "seed {seed}");
                }
                let depth = truth.iter().filter(|(_, o)| o[li.header(l)]).count();
                assert_eq!(li.depth(l) as usize, depth, "seed {seed}");
                for m in li.loops() {
                    let (_, inner) = truth.iter().find(|(h, _)| *h == li.header(m)).unwrap();
                    let nested = cfg.blocks().all(|i| !inner[i] || body[i]);
                    assert_eq!(li.contains_loop(l, Some(m)), nested, "seed {seed}");
                }
                for &c in li.subloops(l) {
                    assert_eq!(li.parent(c), Some(l));
                }
            }
        }
    }
}
