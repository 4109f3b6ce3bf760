//! Dominator trees by semi-NCA (the algorithm LLVM 16's `GenericDomTreeConstruction` uses),
//! with the queries transforms need: children in LLVM's order, O(1) `dominates` from DFS
//! intervals, tree levels and nearest common dominators.
//!
//! Immediate dominators are unique, so only the graph and the root decide the tree. The order
//! of each node's children is LLVM's: nodes are created in the preorder of the construction's
//! DFS (first successor explored first), and each joins its immediate dominator's child list.

use super::{Block, BlockMap, Cfg, Csr, PackedOption};

/// A dominator tree over nodes `0..n` rooted at one node. Build it with
/// [`DominatorTree::with_cfg`], or keep one and call [`DominatorTree::compute`] per function to
/// reuse its allocations.
#[derive(Clone, Debug, Default)]
pub struct DominatorTree {
    root: Block,
    idom: BlockMap<PackedOption<Block>>,
    /// Preorder entry and exit numbers in the dominator tree; 0 = not in the tree.
    tree_in: BlockMap<u32>,
    tree_out: BlockMap<u32>,
    /// Depth in the tree, the root at 0 (LLVM `DomTreeNode::getLevel`).
    level: BlockMap<u32>,
    /// Children of each node, in LLVM's order.
    children: Csr<Block, Block>,
    /// The semi-NCA DFS preorder of the nodes in the tree (the root first).
    dfs_preorder: Vec<Block>,
    scratch: Scratch,
}

/// Working storage of semi-NCA, kept between computations.
#[derive(Clone, Debug, Default)]
struct Scratch {
    num: Vec<u32>,
    parent: Vec<u32>,
    semi: Vec<u32>,
    label: Vec<u32>,
    ancestor: Vec<u32>,
    idom_num: Vec<u32>,
    path: Vec<u32>,
    stack: Vec<(Block, u32)>,
    counts: Vec<u32>,
    walk: Vec<(Block, u32)>,
}

impl DominatorTree {
    /// The forward dominator tree of `cfg`, rooted at the entry (LLVM `DominatorTree`). Blocks
    /// unreachable from the entry are not in the tree.
    pub fn with_cfg(cfg: &Cfg) -> DominatorTree {
        let mut tree = DominatorTree::default();
        tree.compute(cfg);
        tree
    }

    /// Recomputes the tree for `cfg`, reusing this tree's allocations.
    pub fn compute(&mut self, cfg: &Cfg) {
        self.compute_on(
            cfg.succ_table(),
            cfg.pred_table(),
            Block::ENTRY,
            VisitOrder::FirstChildFirst,
        );
    }

    /// The dominator tree of the graph given by `succs`/`preds` (same node set), from `root`,
    /// the construction's DFS visiting each node's successors in `order`.
    pub fn compute_on(
        &mut self,
        succs: &Csr<Block, Block>,
        preds: &Csr<Block, Block>,
        root: Block,
        order: VisitOrder,
    ) {
        let n = succs.len();
        self.root = root;
        self.idom.reset(n, PackedOption::NONE);
        self.tree_in.reset(n, 0);
        self.tree_out.reset(n, 0);
        self.level.reset(n, 0);
        self.dfs_preorder.clear();
        if n == 0 {
            self.children = Csr::from_parts(vec![0], Vec::new());
            return;
        }
        semi_nca(succs, preds, root, order, self);
        self.build_children();
        self.number_tree();
    }

    /// The root node.
    pub fn root(&self) -> Block {
        self.root
    }

    /// Immediate dominator of `b`; `None` for the root and for nodes not in the tree.
    #[inline]
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b].expand()
    }

    /// Whether `b` is in the tree (reachable from the root).
    #[inline]
    pub fn contains(&self, b: Block) -> bool {
        self.tree_in[b] != 0
    }

    /// Whether `a` dominates `b` (reflexive). False if either is outside the tree.
    #[inline]
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.tree_in[a] != 0
            && self.tree_in[b] != 0
            && self.tree_in[a] <= self.tree_in[b]
            && self.tree_out[b] <= self.tree_out[a]
    }

    /// Whether `a` dominates `b` and is not `b`.
    #[inline]
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Children of `b` in the tree, in LLVM's order.
    #[inline]
    pub fn children(&self, b: Block) -> &[Block] {
        self.children.row(b)
    }

    /// Depth of `b` in the tree (the root is 0); `None` outside the tree.
    #[inline]
    pub fn level(&self, b: Block) -> Option<u32> {
        self.contains(b).then(|| self.level[b])
    }

    /// Preorder number of `b` in the dominator tree (1-based, children in LLVM's order), or
    /// `None` outside the tree: sorting blocks by it is LLVM's `getDFSNumIn` order.
    #[inline]
    pub fn preorder_number(&self, b: Block) -> Option<u32> {
        self.contains(b).then(|| self.tree_in[b])
    }

    /// The nodes of the tree in the semi-NCA DFS preorder (the root first); LLVM creates tree
    /// nodes in this order.
    pub fn dfs_preorder(&self) -> &[Block] {
        &self.dfs_preorder
    }

    /// LLVM `findNearestCommonDominator`: the deepest node dominating both, by walking the
    /// deeper one up level by level. `None` when either is outside the tree.
    pub fn nearest_common_dominator(&self, a: Block, b: Block) -> Option<Block> {
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        let (mut a, mut b) = (a, b);
        while a != b {
            if self.level[a] < self.level[b] {
                std::mem::swap(&mut a, &mut b);
            }
            a = self.idom[a].expand()?;
        }
        Some(a)
    }

    /// Number of nodes the tree was built over (in or out of the tree).
    pub fn num_nodes(&self) -> usize {
        self.idom.len()
    }

    /// Children lists in CSR form, each in the DFS preorder of the construction.
    fn build_children(&mut self) {
        let n = self.idom.len();
        let counts = &mut self.scratch.counts;
        counts.clear();
        counts.resize(n + 1, 0);
        for d in self.idom.iter().filter_map(|d| d.expand()) {
            counts[d.index() + 1] += 1;
        }
        for i in 0..n {
            counts[i + 1] += counts[i];
        }
        let (start, list) = std::mem::take(&mut self.children).into_parts();
        let (mut start, mut list) = (start, list);
        start.clear();
        start.extend_from_slice(counts);
        list.clear();
        list.resize(*counts.last().unwrap() as usize, Block::ENTRY);
        for &w in &self.dfs_preorder {
            if let Some(d) = self.idom[w].expand() {
                list[counts[d.index()] as usize] = w;
                counts[d.index()] += 1;
            }
        }
        self.children = Csr::from_parts(start, list);
    }

    /// Preorder entry/exit numbers and levels, for O(1) ancestor tests.
    fn number_tree(&mut self) {
        let mut clock = 1u32;
        let root = self.root;
        self.tree_in[root] = clock;
        self.level[root] = 0;
        let walk = &mut self.scratch.walk;
        walk.clear();
        walk.push((root, 0));
        while let Some(top) = walk.last_mut() {
            let (v, next) = *top;
            if let Some(&c) = self.children.row(v).get(next as usize) {
                top.1 += 1;
                clock += 1;
                self.tree_in[c] = clock;
                self.level[c] = self.level[v] + 1;
                walk.push((c, 0));
            } else {
                self.tree_out[v] = clock;
                walk.pop();
            }
        }
    }
}

/// The order in which the construction's DFS explores a node's successors. It decides the
/// order of children in the tree (LLVM's `runDFS`): forward trees explore the first
/// successor first; post-dominator trees walk predecessors and explore the last one first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VisitOrder {
    FirstChildFirst,
    LastChildFirst,
}

/// Immediate dominators by semi-NCA: a DFS numbers the nodes, semidominators come from
/// Lengauer–Tarjan's `eval` with path compression, and each idom is the nearest common ancestor
/// of the semidominator and the DFS parent (LLVM `SemiNCAInfo::runSemiNCA`). Fills `tree.idom`
/// and `tree.dfs_preorder`.
fn semi_nca(
    succs: &Csr<Block, Block>,
    preds: &Csr<Block, Block>,
    root: Block,
    order: VisitOrder,
    tree: &mut DominatorTree,
) {
    let n = succs.len();
    let s = &mut tree.scratch;
    let vertex = &mut tree.dfs_preorder;
    // Preorder numbers are 1-based so that 0 can mean "unvisited" / "no ancestor"; slot 0 of
    // the per-number tables is a dummy.
    s.num.clear();
    s.num.resize(n, 0);
    s.parent.clear();
    s.parent.push(0);
    s.stack.clear();
    s.stack.push((root, 0));
    // LLVM `runDFS`: a node pushed twice keeps the parent of its latest push, which is the
    // entry popped first.
    while let Some((v, from)) = s.stack.pop() {
        if s.num[v.index()] != 0 {
            continue;
        }
        vertex.push(v);
        let here = vertex.len() as u32;
        s.num[v.index()] = here;
        s.parent.push(from);
        let row = succs.row(v);
        let unvisited = |w: &&Block| s.num[w.index()] == 0;
        match order {
            VisitOrder::FirstChildFirst => {
                for &w in row.iter().rev().filter(unvisited) {
                    s.stack.push((w, here));
                }
            }
            VisitOrder::LastChildFirst => {
                for &w in row.iter().filter(unvisited) {
                    s.stack.push((w, here));
                }
            }
        }
    }
    let count = vertex.len();
    s.semi.clear();
    s.semi.extend(0..=count as u32);
    s.label.clear();
    s.label.extend(0..=count as u32);
    s.ancestor.clear();
    s.ancestor.resize(count + 1, 0);
    for w in (2..=count).rev() {
        let mut best = s.parent[w];
        for &p in preds.row(vertex[w - 1]) {
            let pv = s.num[p.index()];
            if pv == 0 {
                continue; // predecessor outside the tree
            }
            let u = eval(pv, &mut s.ancestor, &mut s.label, &s.semi, &mut s.path);
            best = best.min(s.semi[u as usize]);
        }
        s.semi[w] = best;
        s.ancestor[w] = s.parent[w];
    }
    s.idom_num.clear();
    s.idom_num.extend_from_slice(&s.parent);
    for w in 2..=count {
        let mut cand = s.idom_num[w];
        while cand > s.semi[w] {
            cand = s.idom_num[cand as usize];
        }
        s.idom_num[w] = cand;
    }
    for w in 2..=count {
        let d = vertex[s.idom_num[w] as usize - 1];
        tree.idom[vertex[w - 1]] = PackedOption::some(d);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks, brute_force_idoms, random_cfg};

    #[test]
    fn diamond_joins_at_entry() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let dt = DominatorTree::with_cfg(&cfg);
        assert_eq!(dt.idom(bb(3)), Some(bb(0)));
        assert_eq!(dt.idom(bb(1)), Some(bb(0)));
        assert_eq!(dt.idom(bb(0)), None);
        assert!(dt.dominates(bb(0), bb(3)) && !dt.dominates(bb(1), bb(3)));
        assert!(dt.dominates(bb(3), bb(3)) && !dt.strictly_dominates(bb(3), bb(3)));
        // DFS preorder 0, 1, 3, 2: children of the entry in that order.
        assert_eq!(dt.children(bb(0)), blocks(&[1, 3, 2]).as_slice());
        assert_eq!(dt.level(bb(3)), Some(1));
    }

    #[test]
    fn loop_body_dominated_by_header() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (1, 3)]);
        let dt = DominatorTree::with_cfg(&cfg);
        assert_eq!(dt.idom(bb(2)), Some(bb(1)));
        assert_eq!(dt.idom(bb(3)), Some(bb(1)));
        assert_eq!(dt.nearest_common_dominator(bb(2), bb(3)), Some(bb(1)));
    }

    #[test]
    fn irreducible_pair_dominated_by_entry_only() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2), (2, 1)]);
        let dt = DominatorTree::with_cfg(&cfg);
        assert_eq!(dt.idom(bb(1)), Some(bb(0)));
        assert_eq!(dt.idom(bb(2)), Some(bb(0)));
        assert_eq!(dt.nearest_common_dominator(bb(1), bb(2)), Some(bb(0)));
    }

    #[test]
    fn unreachable_block_is_outside_the_tree() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (2, 1)]);
        let dt = DominatorTree::with_cfg(&cfg);
        assert!(!dt.contains(bb(2)));
        assert_eq!(dt.idom(bb(2)), None);
        assert_eq!(dt.idom(bb(1)), Some(bb(0)));
        assert!(!dt.dominates(bb(2), bb(1)) && !dt.dominates(bb(0), bb(2)));
        assert_eq!(dt.nearest_common_dominator(bb(1), bb(2)), None);
        assert_eq!(dt.level(bb(2)), None);
    }

    #[test]
    fn chain_nearest_common_dominator_is_the_higher_node() {
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 3)]);
        let dt = DominatorTree::with_cfg(&cfg);
        assert_eq!(dt.nearest_common_dominator(bb(3), bb(1)), Some(bb(1)));
        assert_eq!(dt.nearest_common_dominator(bb(2), bb(2)), Some(bb(2)));
        assert_eq!(dt.level(bb(3)), Some(3));
    }

    #[test]
    fn long_chain_does_not_recurse() {
        let n = 200_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let cfg = Cfg::from_edges(n as usize, &edges);
        let dt = DominatorTree::with_cfg(&cfg);
        assert_eq!(dt.idom(bb(n - 1)), Some(bb(n - 2)));
        assert!(dt.dominates(bb(0), bb(n - 1)));
        assert_eq!(dt.nearest_common_dominator(bb(n - 1), bb(5)), Some(bb(5)));
    }

    #[test]
    fn recompute_reuses_and_forgets_the_old_graph() {
        let mut dt =
            DominatorTree::with_cfg(&Cfg::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]));
        dt.compute(&Cfg::from_edges(3, &[(0, 2), (0, 1)]));
        assert_eq!(dt.num_nodes(), 3);
        assert_eq!(dt.idom(bb(1)), Some(bb(0)));
        assert_eq!(dt.children(bb(0)), blocks(&[2, 1]).as_slice());
        assert!(dt.children(bb(1)).is_empty());
    }

    #[test]
    fn matches_brute_force_on_random_graphs() {
        let mut dt = DominatorTree::default();
        for seed in 0..300 {
            let cfg = random_cfg(seed, 2 + (seed % 14) as usize);
            dt.compute(&cfg);
            let expect = brute_force_idoms(cfg.succ_table(), Block::ENTRY);
            for b in cfg.blocks() {
                assert_eq!(dt.idom(b), expect[b], "seed {seed} block {b}");
                for a in cfg.blocks() {
                    let mut x = Some(b);
                    let mut by_walk = false;
                    while let Some(y) = x {
                        by_walk |= y == a;
                        x = expect[y];
                    }
                    let in_tree = dt.contains(a) && dt.contains(b);
                    assert_eq!(dt.dominates(a, b), in_tree && by_walk, "seed {seed}");
                }
            }
        }
    }
}
