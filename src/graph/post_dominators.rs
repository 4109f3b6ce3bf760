//! Post-dominator tree with LLVM 16's choice of roots for exits and infinite loops.
//!
//! LLVM's `PostDominatorTree` always has a virtual exit node. Its children (the "roots") are the
//! blocks without successors plus, for every region that cannot reach such a block (an infinite
//! loop), one block picked by `SemiNCAInfo::FindRoots`. Which block is picked decides the tree
//! inside and above the infinite loop, so it is reproduced step by step here.

use super::dominators::DominatorTree;
use super::{Block, Cfg, Csr};

/// Post-dominator tree over the blocks of a [`Cfg`], with a virtual exit node.
#[derive(Clone, Debug)]
pub struct PostDominatorTree {
    /// Dominator tree of the reversed graph; node `num_blocks` is the virtual exit.
    tree: DominatorTree,
    roots: Vec<Block>,
}

impl PostDominatorTree {
    /// Builds the tree (LLVM `PostDominatorTree::recalculate`).
    pub fn compute(cfg: &Cfg) -> PostDominatorTree {
        let n = cfg.num_blocks();
        let roots = find_roots(cfg);
        let exit = n as Block;
        // Reverse graph: successors are CFG predecessors; the virtual exit leads to every root.
        let mut rsucc_rows: Vec<&[Block]> = (0..n as Block).map(|b| cfg.preds(b)).collect();
        rsucc_rows.push(&roots);
        let rsucc = Csr::from_rows(&rsucc_rows);
        let mut rpred_rows: Vec<Vec<Block>> =
            (0..n as Block).map(|b| cfg.succs(b).to_vec()).collect();
        for &r in &roots {
            rpred_rows[r as usize].push(exit);
        }
        rpred_rows.push(Vec::new());
        let rpred = Csr::from_rows(&rpred_rows);
        let tree = DominatorTree::compute_on(&rsucc, &rpred, exit);
        PostDominatorTree { tree, roots }
    }

    /// The roots below the virtual exit, in LLVM's order.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// Immediate post-dominator of `b`; `None` when it is the virtual exit.
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        match self.tree.idom(b) {
            Some(d) if (d as usize) < self.tree.num_nodes() - 1 => Some(d),
            _ => None,
        }
    }

    /// Whether `a` post-dominates `b` (reflexive; LLVM `PostDominatorTree::dominates` on nodes).
    #[inline]
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        self.tree.dominates(a, b)
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
    let n = cfg.num_blocks();
    let mut covered = vec![false; n];
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
    let mut mark = vec![0u32; n];
    let mut walk = 0u32;
    let mut sorted = Vec::new();
    for start in cfg.blocks() {
        if covered[start as usize] {
            continue;
        }
        walk += 1;
        let mut furthest = start;
        stack.clear();
        stack.push(start);
        while let Some(v) = stack.pop() {
            if mark[v as usize] == walk {
                continue;
            }
            mark[v as usize] = walk;
            furthest = v;
            sorted.clear();
            sorted.extend_from_slice(cfg.succs(v));
            // Layout position is the block id itself.
            sorted.sort_unstable();
            for &s in &sorted {
                if !covered[s as usize] && mark[s as usize] != walk {
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
    let mut is_root = vec![false; n];
    for &r in &roots {
        is_root[r as usize] = true;
    }
    let mut seen = vec![0u32; n];
    let mut probe = 0u32;
    let mut i = num_trivial;
    while i < roots.len() {
        let root = roots[i];
        probe += 1;
        if reaches_other_root(cfg, root, &is_root, &mut seen, probe, &mut stack) {
            is_root[root as usize] = false;
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
fn cover_backwards(cfg: &Cfg, from: Block, covered: &mut [bool], stack: &mut Vec<Block>) {
    if covered[from as usize] {
        return;
    }
    stack.clear();
    covered[from as usize] = true;
    stack.push(from);
    while let Some(v) = stack.pop() {
        for &p in cfg.preds(v) {
            if !covered[p as usize] {
                covered[p as usize] = true;
                stack.push(p);
            }
        }
    }
}

/// Whether a forward walk from `root` meets a root other than itself.
fn reaches_other_root(
    cfg: &Cfg,
    root: Block,
    is_root: &[bool],
    seen: &mut [u32],
    probe: u32,
    stack: &mut Vec<Block>,
) -> bool {
    stack.clear();
    stack.push(root);
    seen[root as usize] = probe;
    while let Some(v) = stack.pop() {
        for &s in cfg.succs(v) {
            if seen[s as usize] != probe {
                seen[s as usize] = probe;
                if is_root[s as usize] && s != root {
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

    #[test]
    fn single_exit_diamond() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[3]);
        assert_eq!(pdt.ipdom(0), Some(3));
        assert_eq!(pdt.ipdom(3), None);
        assert!(pdt.post_dominates(3, 0) && !pdt.post_dominates(1, 0));
    }

    #[test]
    fn two_exits_meet_at_virtual_exit() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[1, 2]);
        assert_eq!(pdt.ipdom(0), None);
        assert!(!pdt.post_dominates(1, 0));
    }

    #[test]
    fn infinite_loop_root_is_furthest_block() {
        // 0 -> 1 -> 2 -> 1, no exit at all: the forward DFS from 0 numbers 0, 1, 2 and picks 2.
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 2), (2, 1)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[2]);
        assert_eq!(pdt.ipdom(1), Some(2));
        assert_eq!(pdt.ipdom(0), Some(1));
    }

    #[test]
    fn infinite_loop_beside_an_exit() {
        // 0 -> 1 (exit), 0 -> 2 -> 3 -> 2 (infinite loop).
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (2, 3), (3, 2)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[1, 3]);
        assert_eq!(pdt.ipdom(2), Some(3));
        assert_eq!(pdt.ipdom(0), None);
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
        assert_eq!(find_roots(&cfg), vec![3]);
    }

    #[test]
    fn exits_cover_everything_means_no_extra_roots() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 1), (1, 2)]);
        assert_eq!(find_roots(&cfg), vec![2]);
    }
}
