//! Dominator trees by semi-NCA (the algorithm LLVM 16's `GenericDomTreeConstruction` uses),
//! with constant-time dominance queries from tree DFS intervals.
//!
//! Immediate dominators are unique, so only the graph and the root decide the tree; the DFS
//! order used inside the construction does not show in the result.

use super::{Block, Cfg, Csr, NO_BLOCK};

/// A dominator tree over nodes `0..n` rooted at one node.
#[derive(Clone, Debug)]
pub struct DominatorTree {
    root: Block,
    idom: Vec<Block>,
    /// Preorder entry and exit numbers in the dominator tree; 0 = not in the tree.
    tree_in: Vec<u32>,
    tree_out: Vec<u32>,
}

impl DominatorTree {
    /// The forward dominator tree of `cfg`, rooted at the entry (LLVM `DominatorTree`). Blocks
    /// unreachable from the entry are not in the tree.
    pub fn compute(cfg: &Cfg) -> DominatorTree {
        if cfg.num_blocks() == 0 {
            return DominatorTree {
                root: 0,
                idom: Vec::new(),
                tree_in: Vec::new(),
                tree_out: Vec::new(),
            };
        }
        DominatorTree::compute_on(cfg.succ_table(), cfg.pred_table(), 0)
    }

    /// The dominator tree of the graph given by `succs`/`preds` (same node set), from `root`.
    pub fn compute_on(succs: &Csr, preds: &Csr, root: Block) -> DominatorTree {
        let idom = semi_nca(succs, preds, root);
        let (tree_in, tree_out) = tree_intervals(&idom, root);
        DominatorTree {
            root,
            idom,
            tree_in,
            tree_out,
        }
    }

    /// The root node.
    pub fn root(&self) -> Block {
        self.root
    }

    /// Immediate dominator of `b`; `None` for the root and for nodes not in the tree.
    #[inline]
    pub fn idom(&self, b: Block) -> Option<Block> {
        match self.idom[b as usize] {
            NO_BLOCK => None,
            d => Some(d),
        }
    }

    /// Whether `b` is in the tree (reachable from the root).
    #[inline]
    pub fn contains(&self, b: Block) -> bool {
        self.tree_in[b as usize] != 0
    }

    /// Whether `a` dominates `b` (reflexive). False if either is outside the tree.
    #[inline]
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (a, b) = (a as usize, b as usize);
        self.tree_in[a] != 0
            && self.tree_in[b] != 0
            && self.tree_in[a] <= self.tree_in[b]
            && self.tree_out[b] <= self.tree_out[a]
    }

    /// Number of nodes the tree was built over (in or out of the tree).
    pub fn num_nodes(&self) -> usize {
        self.idom.len()
    }
}

/// Immediate dominators by semi-NCA: a DFS numbers the nodes, semidominators come from
/// Lengauer–Tarjan's `eval` with path compression, and each idom is the nearest common ancestor
/// of the semidominator and the DFS parent (LLVM `SemiNCAInfo::runSemiNCA`).
fn semi_nca(succs: &Csr, preds: &Csr, root: Block) -> Vec<Block> {
    let n = succs.len();
    // Preorder numbers are 1-based so that 0 can mean "unvisited" / "no ancestor".
    let mut num = vec![0u32; n];
    let mut vertex: Vec<Block> = vec![NO_BLOCK];
    let mut parent: Vec<u32> = vec![0];
    let mut stack: Vec<(Block, u32)> = vec![(root, 0)];
    while let Some((v, from)) = stack.pop() {
        if num[v as usize] != 0 {
            continue;
        }
        num[v as usize] = vertex.len() as u32;
        vertex.push(v);
        parent.push(from);
        let here = num[v as usize];
        for &s in succs.row(v).iter().rev() {
            if num[s as usize] == 0 {
                stack.push((s, here));
            }
        }
    }
    let count = vertex.len() - 1;
    let mut semi: Vec<u32> = (0..=count as u32).collect();
    let mut label: Vec<u32> = (0..=count as u32).collect();
    let mut ancestor = vec![0u32; count + 1];
    let mut path = Vec::new();
    for w in (2..=count).rev() {
        let mut best = parent[w];
        for &p in preds.row(vertex[w]) {
            let pv = num[p as usize];
            if pv == 0 {
                continue; // predecessor outside the tree
            }
            let u = eval(pv, &mut ancestor, &mut label, &semi, &mut path);
            best = best.min(semi[u as usize]);
        }
        semi[w] = best;
        ancestor[w] = parent[w];
    }
    let mut idom_num = parent.clone();
    for w in 2..=count {
        let mut cand = idom_num[w];
        while cand > semi[w] {
            cand = idom_num[cand as usize];
        }
        idom_num[w] = cand;
    }
    let mut idom = vec![NO_BLOCK; n];
    for w in 2..=count {
        idom[vertex[w] as usize] = vertex[idom_num[w] as usize];
    }
    idom
}

/// Lengauer–Tarjan `eval` with iterative path compression: the node of minimal semidominator on
/// the linked forest path above `v`.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == 0 {
        return v;
    }
    // Collect the path up to (excluding) the forest root's child whose ancestor is the root.
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != 0 {
        path.push(x);
        x = ancestor[x as usize];
    }
    // Compress from the top down so each node sees its already-compressed ancestor.
    while let Some(y) = path.pop() {
        let a = ancestor[y as usize] as usize;
        if semi[label[a] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a];
        }
        ancestor[y as usize] = ancestor[a];
    }
    label[v as usize]
}

/// Preorder entry/exit numbers of the tree given by `idom`, for O(1) ancestor tests.
fn tree_intervals(idom: &[Block], root: Block) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    // Children lists in CSR form.
    let mut count = vec![0u32; n + 1];
    for &d in idom {
        if d != NO_BLOCK {
            count[d as usize + 1] += 1;
        }
    }
    for i in 0..n {
        count[i + 1] += count[i];
    }
    let mut fill = count.clone();
    let mut children = vec![0 as Block; *count.last().unwrap_or(&0) as usize];
    for (v, &d) in idom.iter().enumerate() {
        if d != NO_BLOCK {
            children[fill[d as usize] as usize] = v as Block;
            fill[d as usize] += 1;
        }
    }
    let mut tree_in = vec![0u32; n];
    let mut tree_out = vec![0u32; n];
    if n == 0 {
        return (tree_in, tree_out);
    }
    let mut clock = 0u32;
    let mut stack: Vec<(Block, u32)> = vec![(root, count[root as usize])];
    clock += 1;
    tree_in[root as usize] = clock;
    while let Some(top) = stack.last_mut() {
        let (v, next) = *top;
        if next < count[v as usize + 1] {
            top.1 += 1;
            let c = children[next as usize];
            clock += 1;
            tree_in[c as usize] = clock;
            stack.push((c, count[c as usize]));
        } else {
            tree_out[v as usize] = clock;
            stack.pop();
        }
    }
    (tree_in, tree_out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{brute_force_idoms, random_cfg};

    #[test]
    fn diamond_joins_at_entry() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.idom(3), Some(0));
        assert_eq!(dt.idom(1), Some(0));
        assert_eq!(dt.idom(0), None);
        assert!(dt.dominates(0, 3) && !dt.dominates(1, 3) && dt.dominates(3, 3));
    }

    #[test]
    fn loop_body_dominated_by_header() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (1, 3)]);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.idom(2), Some(1));
        assert_eq!(dt.idom(3), Some(1));
    }

    #[test]
    fn irreducible_pair_dominated_by_entry_only() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2), (2, 1)]);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.idom(1), Some(0));
        assert_eq!(dt.idom(2), Some(0));
    }

    #[test]
    fn unreachable_block_is_outside_the_tree() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (2, 1)]);
        let dt = DominatorTree::compute(&cfg);
        assert!(!dt.contains(2));
        assert_eq!(dt.idom(2), None);
        assert_eq!(dt.idom(1), Some(0));
        assert!(!dt.dominates(2, 1) && !dt.dominates(0, 2));
    }

    #[test]
    fn long_chain_does_not_recurse() {
        let n = 200_000;
        let edges: Vec<(Block, Block)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let cfg = Cfg::from_edges(n as usize, &edges);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.idom(n - 1), Some(n - 2));
        assert!(dt.dominates(0, n - 1));
    }

    #[test]
    fn matches_brute_force_on_random_graphs() {
        for seed in 0..300 {
            let cfg = random_cfg(seed, 2 + (seed % 14) as usize);
            let dt = DominatorTree::compute(&cfg);
            let expect = brute_force_idoms(cfg.succ_table(), 0);
            for b in cfg.blocks() {
                assert_eq!(dt.idom(b), expect[b as usize], "seed {seed} block {b}");
            }
        }
    }
}
