//! Depth-first orders from the entry block, as LLVM's `po_iterator` produces them.

use super::{Block, BlockMap, Cfg, Csr};

/// Post-order of the blocks reachable from the entry, visiting successors in terminator order
/// (LLVM `post_order(&F.getEntryBlock())`). Reverse it for LLVM's `ReversePostOrderTraversal`.
pub fn post_order(cfg: &Cfg) -> Vec<Block> {
    let n = cfg.num_blocks();
    let mut order = Vec::with_capacity(n);
    if n == 0 {
        return order;
    }
    let mut seen = cfg.block_map(false);
    // Each frame is a block and the index of the next successor to look at.
    let mut stack: Vec<(Block, u32)> = vec![(Block::ENTRY, 0)];
    seen[Block::ENTRY] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        let succs = cfg.succs(b);
        if let Some(&s) = succs.get(next as usize) {
            top.1 += 1;
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
            stack.pop();
        }
    }
    order
}

/// Reverse post-order of the reachable blocks (LLVM `ReversePostOrderTraversal`).
pub fn reverse_post_order(cfg: &Cfg) -> Vec<Block> {
    let mut order = post_order(cfg);
    order.reverse();
    order
}

/// Which blocks are reachable from the entry.
pub fn reachable(cfg: &Cfg) -> BlockMap<bool> {
    let mut seen = cfg.block_map(false);
    if cfg.num_blocks() == 0 {
        return seen;
    }
    let mut stack = vec![Block::ENTRY];
    seen[Block::ENTRY] = true;
    while let Some(b) = stack.pop() {
        for &s in cfg.succs(b) {
            if !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// Whether the blocks reachable from the entry contain a cycle (a DFS meets an edge back to
/// a block still on its stack). Needs successors only: printers use it to skip reading
/// predecessors for the many functions without loops, since LLVM's CycleInfo only looks at
/// reachable blocks too.
pub fn has_cycle(succs: &Csr<Block, Block>) -> bool {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Unvisited,
        OnStack,
        Done,
    }
    let n = succs.len();
    if n == 0 {
        return false;
    }
    let mut state: BlockMap<State> = BlockMap::from_elem_n(State::Unvisited, n);
    let mut stack: Vec<(Block, u32)> = vec![(Block::ENTRY, 0)];
    state[Block::ENTRY] = State::OnStack;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = succs.row(b).get(next as usize) {
            top.1 += 1;
            match state[s] {
                State::Unvisited => {
                    state[s] = State::OnStack;
                    stack.push((s, 0));
                }
                State::OnStack => return true,
                State::Done => {}
            }
        } else {
            state[b] = State::Done;
            stack.pop();
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::blocks;

    #[test]
    fn diamond_post_order_visits_first_successor_first() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(post_order(&cfg), blocks(&[3, 1, 2, 0]));
        assert_eq!(reverse_post_order(&cfg), blocks(&[0, 2, 1, 3]));
    }

    #[test]
    fn unreachable_block_is_not_ordered() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (2, 1)]);
        assert_eq!(post_order(&cfg), blocks(&[1, 0]));
        assert_eq!(reachable(&cfg).raw(), &[true, true, false]);
    }

    #[test]
    fn self_loop_and_back_edge() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (1, 1), (1, 2), (2, 0)]);
        assert_eq!(post_order(&cfg), blocks(&[2, 1, 0]));
    }

    #[test]
    fn cycle_detection() {
        let diamond = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert!(!has_cycle(diamond.succ_table()));
        let self_loop = Cfg::from_edges(2, &[(0, 1), (1, 1)]);
        assert!(has_cycle(self_loop.succ_table()));
        // A cycle among unreachable blocks does not count.
        let dead_loop = Cfg::from_edges(3, &[(1, 2), (2, 1)]);
        assert!(!has_cycle(dead_loop.succ_table()));
        for seed in 0..500 {
            let cfg = crate::graph::testing::random_cfg(seed, 1 + (seed % 12) as usize);
            let forest = crate::graph::cycles::CycleForest::with_cfg(&cfg);
            assert_eq!(
                has_cycle(cfg.succ_table()),
                forest.num_cycles() > 0,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn empty_graph() {
        let cfg = Cfg::from_edges(0, &[]);
        assert!(post_order(&cfg).is_empty());
    }
}
