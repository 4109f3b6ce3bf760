//! Strongly connected components of the CFG in exactly the order LLVM 16's `scc_iterator`
//! (`llvm/ADT/SCCIterator.h`) produces them for a `Function`.
//!
//! The order is observable through `BranchProbabilityInfo::SccInfo`, which numbers SCCs by their
//! position and classifies blocks in the order each SCC lists them, so both the order of the
//! SCCs and the order of the blocks inside each one must match LLVM.

use super::{Block, BlockMap, Cfg, Csr, PackedOption};

crate::newtype_index! {
    /// A strongly connected component: its position in `scc_iterator`'s order.
    pub struct SccId = "scc";
}

/// Visit number of a block whose SCC has been emitted. LLVM overwrites the visit number with
/// `~0U` at that point so that later edges into the finished SCC never lower anyone's minimum.
const DONE: u32 = u32::MAX;

/// All SCCs of the blocks reachable from the entry, in `scc_iterator` order.
#[derive(Clone, Debug)]
pub struct Sccs {
    /// Row `i` lists the blocks of the `i`-th SCC in the order `scc_iterator` gives them.
    members: Csr<SccId, Block>,
    /// Each block's SCC; none for unreachable blocks.
    scc_of: BlockMap<PackedOption<SccId>>,
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
        let mut scc_of = cfg.block_map(PackedOption::NONE);
        let mut start: Vec<u32> = vec![0];
        let mut list: Vec<Block> = Vec::with_capacity(n);
        if n == 0 {
            return Sccs {
                members: Csr::from_parts(start, list),
                scc_of,
            };
        }
        // 0 = never visited; otherwise the 1-based discovery number, or DONE.
        let mut visit_num = cfg.block_map(0u32);
        let mut counter = 0u32;
        let mut node_stack: Vec<Block> = Vec::new();
        let mut frames: Vec<Frame> = Vec::new();

        let mut discover =
            |b: Block, visit_num: &mut BlockMap<u32>, stack: &mut Vec<Block>| -> Frame {
                counter += 1;
                visit_num[b] = counter;
                stack.push(b);
                Frame {
                    block: b,
                    next: 0,
                    min_visited: counter,
                }
            };

        let first = discover(Block::ENTRY, &mut visit_num, &mut node_stack);
        frames.push(first);
        while let Some(top) = frames.last_mut() {
            let succs = cfg.succs(top.block);
            if let Some(&child) = succs.get(top.next as usize) {
                top.next += 1;
                match visit_num[child] {
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
            if min_visited != visit_num[block] {
                continue;
            }
            // `block` is the root of an SCC: everything above it on the node stack belongs to
            // it. Pop in stack order, which is what fixes the order of blocks inside the SCC.
            let index = SccId::new(start.len() - 1);
            loop {
                let b = node_stack.pop().expect("SCC root is on the node stack");
                visit_num[b] = DONE;
                scc_of[b] = PackedOption::some(index);
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
    pub fn members(&self, index: SccId) -> &[Block] {
        self.members.row(index)
    }

    /// Position of `b`'s SCC in the iteration order; `None` for blocks unreachable from the
    /// entry, which `scc_iterator` never sees.
    #[inline]
    pub fn scc_of(&self, b: Block) -> Option<SccId> {
        self.scc_of[b].expand()
    }

    /// Every SCC id, in iteration order.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = SccId> + ExactSizeIterator {
        (0..self.len()).map(SccId::new)
    }

    /// The SCCs in iteration order.
    pub fn iter(&self) -> impl Iterator<Item = &[Block]> + '_ {
        self.ids().map(move |i| self.members(i))
    }

    /// Whether SCC `index` contains a cycle (LLVM `scc_iterator::hasCycle`): more than one
    /// block, or one block with an edge to itself.
    pub fn has_cycle(&self, cfg: &Cfg, index: SccId) -> bool {
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
    use crate::graph::testing::{bb, random_cfg};

    fn listing(cfg: &Cfg) -> Vec<Vec<u32>> {
        Sccs::compute(cfg)
            .iter()
            .map(|s| s.iter().map(|b| b.as_u32()).collect())
            .collect()
    }

    fn scc(i: u32) -> SccId {
        SccId::from_u32(i)
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
        assert!(sccs.has_cycle(&cfg, scc(1)));
        assert!(!sccs.has_cycle(&cfg, scc(0)) && !sccs.has_cycle(&cfg, scc(2)));
    }

    #[test]
    fn unreachable_blocks_get_no_scc() {
        // Block 2 feeds the loop {1, 3} but nothing reaches it.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 3), (3, 1), (2, 1), (2, 2)]);
        let sccs = Sccs::compute(&cfg);
        assert_eq!(listing(&cfg), vec![vec![3, 1], vec![0]]);
        assert_eq!(sccs.scc_of(bb(2)), None);
        assert_eq!(sccs.scc_of(bb(3)), Some(scc(0)));
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
        let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        edges.push((n - 1, 1));
        let cfg = Cfg::from_edges(n as usize, &edges);
        let sccs = Sccs::compute(&cfg);
        assert_eq!(sccs.len(), 2);
        assert_eq!(sccs.members(scc(0)).len(), n as usize - 1);
        assert_eq!(sccs.members(scc(0))[0], bb(n - 1));
        assert_eq!(*sccs.members(scc(0)).last().unwrap(), bb(1));
    }

    /// A textbook recursive Tarjan with the same conventions (successors in order, minimum
    /// over visit numbers, emit on root finish, pop the node stack), as an independent
    /// reference for the iterative version on small graphs.
    fn recursive_reference(cfg: &Cfg) -> Vec<Vec<Block>> {
        struct St<'a> {
            cfg: &'a Cfg,
            num: BlockMap<u32>,
            counter: u32,
            stack: Vec<Block>,
            out: Vec<Vec<Block>>,
        }
        fn visit(st: &mut St, v: Block) -> u32 {
            st.counter += 1;
            st.num[v] = st.counter;
            st.stack.push(v);
            let mut low = st.counter;
            for &w in st.cfg.succs(v) {
                let m = if st.num[w] == 0 {
                    visit(st, w)
                } else {
                    st.num[w]
                };
                low = low.min(m);
            }
            if low == st.num[v] {
                let mut scc = Vec::new();
                loop {
                    let x = st.stack.pop().unwrap();
                    st.num[x] = u32::MAX;
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
            num: cfg.block_map(0),
            counter: 0,
            stack: vec![],
            out: vec![],
        };
        if cfg.num_blocks() > 0 {
            visit(&mut st, Block::ENTRY);
        }
        st.out
    }

    /// Mutual reachability by brute force.
    fn reach_matrix(cfg: &Cfg) -> BlockMap<BlockMap<bool>> {
        cfg.blocks()
            .map(|s| {
                let mut seen = cfg.block_map(false);
                let mut stack = vec![s];
                seen[s] = true;
                while let Some(v) = stack.pop() {
                    for &w in cfg.succs(v) {
                        if !seen[w] {
                            seen[w] = true;
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
                assert_eq!(sccs.scc_of(a).is_some(), live[a], "seed {seed}");
                for b in cfg.blocks() {
                    let (Some(sa), Some(sb)) = (sccs.scc_of(a), sccs.scc_of(b)) else {
                        continue;
                    };
                    let same = reach[a][b] && reach[b][a];
                    assert_eq!(sa == sb, same, "seed {seed} blocks {a} {b}");
                    // Reverse topological order: a reaches b across SCCs => b's SCC first.
                    if !same && reach[a][b] {
                        assert!(sb < sa, "seed {seed} blocks {a} {b}");
                    }
                }
            }
        }
    }
}
