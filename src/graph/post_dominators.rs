//! Post-dominator tree with LLVM 16's choice of roots for exits and infinite loops.
//!
//! LLVM's `PostDominatorTree` always has a virtual exit node. Its children (the "roots") are the
//! blocks without successors plus, for every region that cannot reach such a block (an infinite
//! loop), one block picked by `SemiNCAInfo::FindRoots`. Which block is picked decides the tree
//! inside and above the infinite loop, so it is reproduced step by step here.

use super::dominators::{DominatorTree, VisitOrder};
use super::{Block, BlockMap, Cfg, Csr};

/// Post-dominator tree over the blocks of a [`Cfg`], with a virtual exit node. Build it with
/// [`PostDominatorTree::with_cfg`], or keep one and call [`PostDominatorTree::compute`] per
/// function to reuse its allocations.
#[derive(Clone, Debug, Default)]
pub struct PostDominatorTree {
    /// Dominator tree of the reversed graph; node `num_blocks` is the virtual exit.
    tree: DominatorTree,
    roots: Vec<Block>,
    /// The reversed graph: successors are CFG predecessors (plus exit -> roots), predecessors
    /// are CFG successors (plus root -> exit). Kept for post-dominance frontiers.
    rsucc: Csr<Block, Block>,
    rpred: Csr<Block, Block>,
}

impl PostDominatorTree {
    /// Builds the tree (LLVM `PostDominatorTree::recalculate`).
    pub fn with_cfg(cfg: &Cfg) -> PostDominatorTree {
        let mut pdt = PostDominatorTree::default();
        pdt.compute(cfg);
        pdt
    }

    /// Recomputes the tree for `cfg`, reusing this tree's allocations.
    pub fn compute(&mut self, cfg: &Cfg) {
        let n = cfg.num_blocks();
        self.roots = find_roots(cfg);
        let exit = Block::new(n);
        let mut is_root = cfg.block_map(false);
        for &r in &self.roots {
            is_root[r] = true;
        }
        let (mut start, mut list) = std::mem::take(&mut self.rsucc).into_parts();
        start.clear();
        list.clear();
        start.push(0);
        for b in cfg.blocks() {
            list.extend_from_slice(cfg.preds(b));
            start.push(list.len() as u32);
        }
        // LLVM runs one DFS per root, in root order; pushed in reverse, the virtual exit's
        // walk reaches them in that order.
        list.extend(self.roots.iter().rev());
        start.push(list.len() as u32);
        self.rsucc = Csr::from_parts(start, list);
        let (mut start, mut list) = std::mem::take(&mut self.rpred).into_parts();
        start.clear();
        list.clear();
        start.push(0);
        for b in cfg.blocks() {
            list.extend_from_slice(cfg.succs(b));
            if is_root[b] {
                list.push(exit);
            }
            start.push(list.len() as u32);
        }
        start.push(list.len() as u32);
        self.rpred = Csr::from_parts(start, list);
        // LLVM's post-dominator DFS walks predecessors in use-list order and explores the last
        // one first.
        self.tree
            .compute_on(&self.rsucc, &self.rpred, exit, VisitOrder::LastChildFirst);
    }

    /// The roots below the virtual exit, in LLVM's order.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// The virtual exit's node id (one past the last block); it post-dominates everything.
    pub fn virtual_exit(&self) -> Block {
        self.tree.root()
    }

    /// Immediate post-dominator of `b`; `None` when it is the virtual exit.
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        self.tree.idom(b).filter(|&d| d != self.virtual_exit())
    }

    /// Whether `a` post-dominates `b` (reflexive; LLVM `PostDominatorTree::dominates` on nodes).
    #[inline]
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        self.tree.dominates(a, b)
    }

    /// Children of `b` in the post-dominator tree in LLVM's order; the children of
    /// [`PostDominatorTree::virtual_exit`] are the roots' nodes.
    pub fn children(&self, b: Block) -> &[Block] {
        self.tree.children(b)
    }

    /// The nearest block post-dominating both, or `None` when only the virtual exit does.
    pub fn nearest_common_post_dominator(&self, a: Block, b: Block) -> Option<Block> {
        self.tree
            .nearest_common_dominator(a, b)
            .filter(|&d| d != self.virtual_exit())
    }

    /// The underlying dominator tree of the reversed graph (nodes `0..=num_blocks`, the last
    /// one the virtual exit).
    pub fn reverse_tree(&self) -> &DominatorTree {
        &self.tree
    }

    /// Predecessors in the reversed graph (CFG successors, and the virtual exit for roots).
    pub fn reverse_preds(&self) -> &Csr<Block, Block> {
        &self.rpred
    }
}

/// LLVM 16 `SemiNCAInfo::FindRoots` for post-dominators, followed by `RemoveRedundantRoots`.
///
/// 1. Blocks without successors, in layout order, are roots; everything that reaches them
///    backwards is covered.
/// 2. For each still uncovered block in layout order, a forward DFS through uncovered blocks
///    (successors sorted by layout position and explored highest first, the order LLVM's
///    worklist pops them) finds the last block it numbers; that "furthest away" block becomes
///    a root and everything reaching it backwards is covered.
/// 3. A non-trivial root that can reach another root forwards is redundant and dropped.
pub fn find_roots(cfg: &Cfg) -> Vec<Block> {
    let mut covered = cfg.block_map(false);
    let mut roots = Vec::new();
    let mut stack = Vec::new();
    for b in cfg.blocks() {
        if cfg.succs(b).is_empty() {
            roots.push(b);
            cover_backwards(cfg, b, &mut covered, &mut stack);
        }
    }
    let num_trivial = roots.len();
    if covered.iter().all(|&c| c) {
        return roots;
    }

    // Step 2. `mark` holds the number of the forward DFS that last numbered a block, so the
    // per-DFS "numbered" state needs no clearing between walks.
    let mut mark = cfg.block_map(0u32);
    let mut walk = 0u32;
    let mut sorted = Vec::new();
    for start in cfg.blocks() {
        if covered[start] {
            continue;
        }
        walk += 1;
        let mut furthest = start;
        stack.clear();
        stack.push(start);
        while let Some(v) = stack.pop() {
            if mark[v] == walk {
                continue;
            }
            mark[v] = walk;
            furthest = v;
            sorted.clear();
            sorted.extend_from_slice(cfg.succs(v));
            // Layout position is the block id itself.
            sorted.sort_unstable();
            for &s in &sorted {
                if !covered[s] && mark[s] != walk {
                    stack.push(s);
                }
            }
        }
        roots.push(furthest);
        cover_backwards(cfg, furthest, &mut covered, &mut stack);
    }

    // Step 3 (`RemoveRedundantRoots`). Roots found later can never reach earlier ones (an
    // earlier root's backward cover would have swallowed them), so the surviving set does not
    // depend on processing order; LLVM's swap-with-last removal order is kept all the same.
    let mut is_root = cfg.block_map(false);
    for &r in &roots {
        is_root[r] = true;
    }
    let mut seen = cfg.block_map(0u32);
    let mut probe = 0u32;
    let mut i = num_trivial;
    while i < roots.len() {
        let root = roots[i];
        probe += 1;
        if reaches_other_root(cfg, root, &is_root, &mut seen, probe, &mut stack) {
            is_root[root] = false;
            let last = roots.len() - 1;
            roots.swap(i, last);
            roots.pop();
        } else {
            i += 1;
        }
    }
    roots
}

/// Marks every uncovered block that reaches `from` (inclusive) as covered.
fn cover_backwards(cfg: &Cfg, from: Block, covered: &mut BlockMap<bool>, stack: &mut Vec<Block>) {
    if covered[from] {
        return;
    }
    stack.clear();
    covered[from] = true;
    stack.push(from);
    while let Some(v) = stack.pop() {
        for &p in cfg.preds(v) {
            if !covered[p] {
                covered[p] = true;
                stack.push(p);
            }
        }
    }
}

/// Whether a forward walk from `root` meets a root other than itself.
fn reaches_other_root(
    cfg: &Cfg,
    root: Block,
    is_root: &BlockMap<bool>,
    seen: &mut BlockMap<u32>,
    probe: u32,
    stack: &mut Vec<Block>,
) -> bool {
    stack.clear();
    stack.push(root);
    seen[root] = probe;
    while let Some(v) = stack.pop() {
        for &s in cfg.succs(v) {
            if seen[s] != probe {
                seen[s] = probe;
                if is_root[s] && s != root {
                    return true;
                }
                stack.push(s);
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks};

    #[test]
    fn single_exit_diamond() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let pdt = PostDominatorTree::with_cfg(&cfg);
        assert_eq!(pdt.roots(), blocks(&[3]).as_slice());
        assert_eq!(pdt.ipdom(bb(0)), Some(bb(3)));
        assert_eq!(pdt.ipdom(bb(3)), None);
        assert!(pdt.post_dominates(bb(3), bb(0)) && !pdt.post_dominates(bb(1), bb(0)));
    }

    #[test]
    fn two_exits_meet_at_virtual_exit() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2)]);
        let pdt = PostDominatorTree::with_cfg(&cfg);
        assert_eq!(pdt.roots(), blocks(&[1, 2]).as_slice());
        assert_eq!(pdt.ipdom(bb(0)), None);
        assert!(!pdt.post_dominates(bb(1), bb(0)));
    }

    #[test]
    fn infinite_loop_root_is_furthest_block() {
        // 0 -> 1 -> 2 -> 1, no exit at all: the forward DFS from 0 numbers 0, 1, 2 and picks 2.
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 2), (2, 1)]);
        let pdt = PostDominatorTree::with_cfg(&cfg);
        assert_eq!(pdt.roots(), blocks(&[2]).as_slice());
        assert_eq!(pdt.ipdom(bb(1)), Some(bb(2)));
        assert_eq!(pdt.ipdom(bb(0)), Some(bb(1)));
    }

    #[test]
    fn infinite_loop_beside_an_exit() {
        // 0 -> 1 (exit), 0 -> 2 -> 3 -> 2 (infinite loop).
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (2, 3), (3, 2)]);
        let pdt = PostDominatorTree::with_cfg(&cfg);
        assert_eq!(pdt.roots(), blocks(&[1, 3]).as_slice());
        assert_eq!(pdt.ipdom(bb(2)), Some(bb(3)));
        assert_eq!(pdt.ipdom(bb(0)), None);
    }

    #[test]
    fn root_that_reaches_a_later_root_is_dropped() {
        // The walk from 0 numbers 0, 2, 3, 1, 4 and picks 4; 4 covers {4, 1, 0}. The walk from
        // the still uncovered 2 picks 3. Root 4 reaches 3 forwards, so only 3 remains.
        let cfg = Cfg::from_edges(
            5,
            &[
                (0, 1),
                (0, 2),
                (2, 3),
                (3, 2),
                (1, 2),
                (1, 4),
                (4, 2),
                (4, 4),
            ],
        );
        assert_eq!(find_roots(&cfg), blocks(&[3]));
    }

    #[test]
    fn exits_cover_everything_means_no_extra_roots() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 1), (1, 2)]);
        assert_eq!(find_roots(&cfg), blocks(&[2]));
    }
}
