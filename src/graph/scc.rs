//! Strongly connected components of the CFG in exactly the order LLVM 16's `scc_iterator`
//! (`llvm/ADT/SCCIterator.h`) produces them for a `Function`.
//!
//! The order is observable through `BranchProbabilityInfo::SccInfo`, which numbers SCCs by their
//! position and classifies blocks in the order each SCC lists them, so both the order of the
//! SCCs and the order of the blocks inside each one must match LLVM.

use super::{Block, Cfg, Csr};

/// Marker for "not in any SCC" (blocks unreachable from the entry).
const NO_SCC: u32 = u32::MAX;

/// Visit number of a block whose SCC has been emitted. LLVM overwrites the visit number with
/// `~0U` at that point so that later edges into the finished SCC never lower anyone's minimum.
const DONE: u32 = u32::MAX;

/// All SCCs of the blocks reachable from the entry, in `scc_iterator` order.
#[derive(Clone, Debug)]
pub struct Sccs {
    /// Row `i` lists the blocks of the `i`-th SCC in the order `scc_iterator` gives them.
    members: Csr,
    /// Index of each block's SCC, `NO_SCC` for unreachable blocks.
    scc_of: Vec<u32>,
}

/// One frame of the explicit DFS stack (LLVM `scc_iterator::StackElement`).
struct Frame {
    block: Block,
    /// Index of the next successor to look at.
    next: u32,
    /// Smallest visit number seen from this block's subtree so far.
    min_visited: u32,
}

impl Sccs {
    /// Runs Tarjan's algorithm from block 0 the way `scc_iterator` does
    /// (`DFSVisitOne`, `DFSVisitChildren`, `GetNextSCC`):
    ///
    /// * successors are explored in terminator order, and only blocks reachable from the entry
    ///   are ever visited;
    /// * an SCC is emitted as soon as its root's DFS frame finishes, so SCCs come out in reverse
    ///   topological order of the SCC DAG (an SCC after every SCC it can reach);
    /// * the blocks of an SCC are popped off the node stack, so they are listed from the most
    ///   recently discovered one back to the root, which comes last.
    ///
    /// The DFS keeps its own stack: functions may have 100k blocks.
    pub fn compute(cfg: &Cfg) -> Sccs {
        let n = cfg.num_blocks();
        let mut scc_of = vec![NO_SCC; n];
        let mut start: Vec<u32> = vec![0];
        let mut list: Vec<Block> = Vec::with_capacity(n);
        if n == 0 {
            return Sccs {
                members: Csr::from_parts(start, list),
                scc_of,
            };
        }
        // 0 = never visited; otherwise the 1-based discovery number, or DONE.
        let mut visit_num = vec![0u32; n];
        let mut counter = 0u32;
        let mut node_stack: Vec<Block> = Vec::new();
        let mut frames: Vec<Frame> = Vec::new();

        let mut discover = |b: Block, visit_num: &mut [u32], stack: &mut Vec<Block>| -> Frame {
            counter += 1;
            visit_num[b as usize] = counter;
            stack.push(b);
            Frame {
                block: b,
                next: 0,
                min_visited: counter,
            }
        };

        let first = discover(0, &mut visit_num, &mut node_stack);
        frames.push(first);
        while let Some(top) = frames.last_mut() {
            let succs = cfg.succs(top.block);
            if let Some(&child) = succs.get(top.next as usize) {
                top.next += 1;
                match visit_num[child as usize] {
                    0 => {
                        let frame = discover(child, &mut visit_num, &mut node_stack);
                        frames.push(frame);
                    }
                    // A visited child only lowers the minimum by its own visit number (not its
                    // lowlink); finished blocks carry DONE and so never lower it.
                    seen => top.min_visited = top.min_visited.min(seen),
                }
                continue;
            }
            // All successors done: retire the frame and hand its minimum to the parent.
            let Frame {
                block, min_visited, ..
            } = frames.pop().expect("frame just inspected");
            if let Some(parent) = frames.last_mut() {
                parent.min_visited = parent.min_visited.min(min_visited);
            }
            if min_visited != visit_num[block as usize] {
                continue;
            }
            // `block` is the root of an SCC: everything above it on the node stack belongs to
            // it. Pop in stack order, which is what fixes the order of blocks inside the SCC.
            let index = (start.len() - 1) as u32;
            loop {
                let b = node_stack.pop().expect("SCC root is on the node stack");
                visit_num[b as usize] = DONE;
                scc_of[b as usize] = index;
                list.push(b);
                if b == block {
                    break;
                }
            }
            start.push(list.len() as u32);
        }
        Sccs {
            members: Csr::from_parts(start, list),
            scc_of,
        }
    }

    /// Number of SCCs (each reachable block is in exactly one).
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// True when there are no SCCs (an empty function).
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    /// The blocks of SCC `index`, in `scc_iterator`'s order (root last).
    #[inline]
    pub fn members(&self, index: u32) -> &[Block] {
        self.members.row(index)
    }

    /// Position of `b`'s SCC in the iteration order; `None` for blocks unreachable from the
    /// entry, which `scc_iterator` never sees.
    #[inline]
    pub fn scc_of(&self, b: Block) -> Option<u32> {
        match self.scc_of[b as usize] {
            NO_SCC => None,
            i => Some(i),
        }
    }

    /// The SCCs in iteration order.
    pub fn iter(&self) -> impl Iterator<Item = &[Block]> + '_ {
        (0..self.len() as u32).map(move |i| self.members(i))
    }

    /// Whether SCC `index` contains a cycle (LLVM `scc_iterator::hasCycle`): more than one
    /// block, or one block with an edge to itself.
    pub fn has_cycle(&self, cfg: &Cfg, index: u32) -> bool {
        match self.members(index) {
            [b] => cfg.succs(*b).contains(b),
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::dfs::reachable;
    use crate::graph::testing::random_cfg;

    fn listing(cfg: &Cfg) -> Vec<Vec<Block>> {
        Sccs::compute(cfg).iter().map(|s| s.to_vec()).collect()
    }

    #[test]
    fn chain_gives_sinks_first() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 2)]);
        assert_eq!(listing(&cfg), vec![vec![2], vec![1], vec![0]]);
    }

    #[test]
    fn simple_loop_lists_last_discovered_first() {
        // 0 -> 1 -> 2 -> 3 -> 1, 3 -> 4. Discovery order inside the SCC is 1, 2, 3.
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)]);
        assert_eq!(listing(&cfg), vec![vec![4], vec![3, 2, 1], vec![0]]);
    }

    #[test]
    fn self_loop_is_a_single_block_scc_with_a_cycle() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 1), (1, 2)]);
        let sccs = Sccs::compute(&cfg);
        assert_eq!(listing(&cfg), vec![vec![2], vec![1], vec![0]]);
        assert!(sccs.has_cycle(&cfg, 1));
        assert!(!sccs.has_cycle(&cfg, 0) && !sccs.has_cycle(&cfg, 2));
    }

    #[test]
    fn unreachable_blocks_get_no_scc() {
        // Block 2 feeds the loop {1, 3} but nothing reaches it.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 3), (3, 1), (2, 1), (2, 2)]);
        let sccs = Sccs::compute(&cfg);
        assert_eq!(listing(&cfg), vec![vec![3, 1], vec![0]]);
        assert_eq!(sccs.scc_of(2), None);
        assert_eq!(sccs.scc_of(3), Some(0));
    }

    #[test]
    fn order_follows_terminator_order_of_successors() {
        // The entry branches to two separate loops; whichever successor comes first in the
        // terminator is explored first and so finishes (and is emitted) first.
        let edges_a = [(0, 1), (0, 3), (1, 2), (2, 1), (3, 4), (4, 3)];
        let cfg = Cfg::from_edges(5, &edges_a);
        assert_eq!(listing(&cfg), vec![vec![2, 1], vec![4, 3], vec![0]]);
        let edges_b = [(0, 3), (0, 1), (1, 2), (2, 1), (3, 4), (4, 3)];
        let cfg = Cfg::from_edges(5, &edges_b);
        assert_eq!(listing(&cfg), vec![vec![4, 3], vec![2, 1], vec![0]]);
    }

    #[test]
    fn block_order_inside_scc_is_reverse_discovery_not_layout() {
        // 0 -> 1; 1 -> 4 -> 2 -> 3 -> 1 and 1 -> 3. Discovery inside the SCC: 1, 4, 2, 3
        // (4 is the first successor of 1), so the SCC lists 3, 2, 4, 1.
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 4), (1, 3), (4, 2), (2, 3), (3, 1)]);
        assert_eq!(listing(&cfg), vec![vec![3, 2, 4, 1], vec![0]]);
    }

    #[test]
    fn nested_sccs_merge_and_side_scc_finishes_first() {
        // 0 -> 1 -> 2 -> 1; 2 -> 3 -> 4 -> 3; 4 -> 1 (joins everything); 2 -> 5 -> 6 -> 5.
        let edges = [
            (0, 1),
            (1, 2),
            (2, 1),
            (2, 5),
            (2, 3),
            (5, 6),
            (6, 5),
            (3, 4),
            (4, 3),
            (4, 1),
        ];
        let cfg = Cfg::from_edges(7, &edges);
        assert_eq!(listing(&cfg), vec![vec![6, 5], vec![4, 3, 2, 1], vec![0]]);
    }

    #[test]
    fn long_chain_does_not_recurse() {
        let n = 200_000u32;
        let mut edges: Vec<(Block, Block)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        edges.push((n - 1, 1));
        let cfg = Cfg::from_edges(n as usize, &edges);
        let sccs = Sccs::compute(&cfg);
        assert_eq!(sccs.len(), 2);
        assert_eq!(sccs.members(0).len(), n as usize - 1);
        assert_eq!(sccs.members(0)[0], n - 1);
        assert_eq!(*sccs.members(0).last().unwrap(), 1);
    }

    /// A textbook recursive Tarjan with the same conventions (successors in order, minimum
    /// over visit numbers, emit on root finish, pop the node stack), as an independent
    /// reference for the iterative version on small graphs.
    fn recursive_reference(cfg: &Cfg) -> Vec<Vec<Block>> {
        struct St<'a> {
            cfg: &'a Cfg,
            num: Vec<u32>,
            counter: u32,
            stack: Vec<Block>,
            out: Vec<Vec<Block>>,
        }
        fn visit(st: &mut St, v: Block) -> u32 {
            st.counter += 1;
            st.num[v as usize] = st.counter;
            st.stack.push(v);
            let mut low = st.counter;
            for &w in st.cfg.succs(v) {
                let m = if st.num[w as usize] == 0 {
                    visit(st, w)
                } else {
                    st.num[w as usize]
                };
                low = low.min(m);
            }
            if low == st.num[v as usize] {
                let mut scc = Vec::new();
                loop {
                    let x = st.stack.pop().unwrap();
                    st.num[x as usize] = u32::MAX;
                    scc.push(x);
                    if x == v {
                        break;
                    }
                }
                st.out.push(scc);
            }
            low
        }
        let mut st = St {
            cfg,
            num: vec![0; cfg.num_blocks()],
            counter: 0,
            stack: vec![],
            out: vec![],
        };
        if cfg.num_blocks() > 0 {
            visit(&mut st, 0);
        }
        st.out
    }

    /// Mutual reachability by brute force.
    fn reach_matrix(cfg: &Cfg) -> Vec<Vec<bool>> {
        let n = cfg.num_blocks();
        (0..n as Block)
            .map(|s| {
                let mut seen = vec![false; n];
                let mut stack = vec![s];
                seen[s as usize] = true;
                while let Some(v) = stack.pop() {
                    for &w in cfg.succs(v) {
                        if !seen[w as usize] {
                            seen[w as usize] = true;
                            stack.push(w);
                        }
                    }
                }
                seen
            })
            .collect()
    }

    #[test]
    fn random_graphs_match_reference_and_definition() {
        for seed in 0..500 {
            let cfg = random_cfg(seed, 1 + (seed % 16) as usize);
            let sccs = Sccs::compute(&cfg);
            let got: Vec<Vec<Block>> = sccs.iter().map(|s| s.to_vec()).collect();
            assert_eq!(got, recursive_reference(&cfg), "seed {seed}");
            let reach = reach_matrix(&cfg);
            let live = reachable(&cfg);
            for a in cfg.blocks() {
                assert_eq!(sccs.scc_of(a).is_some(), live[a as usize], "seed {seed}");
                for b in cfg.blocks() {
                    let (Some(sa), Some(sb)) = (sccs.scc_of(a), sccs.scc_of(b)) else {
                        continue;
                    };
                    let same = reach[a as usize][b as usize] && reach[b as usize][a as usize];
                    assert_eq!(sa == sb, same, "seed {seed} blocks {a} {b}");
                    // Reverse topological order: a reaches b across SCCs => b's SCC first.
                    if !same && reach[a as usize][b as usize] {
                        assert!(sb < sa, "seed {seed} blocks {a} {b}");
                    }
                }
            }
        }
    }
}
