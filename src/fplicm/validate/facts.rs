//! Which branch conditions are known at each block entry: the validator's must-analysis (§10), over the
//! target CFG and only for the few conditions the validator asks about.
//!
//! A fact `c = true` (`false`) is created on the true (false) edge of a two-way branch on `c`
//! whose two successors differ, and meets by intersection at joins. Nothing kills a fact: in
//! SSA a value is never redefined, and a stale fact from an earlier instance of `c` cannot
//! reach a block, because the path from the entry to `c`'s definition crosses no branch on
//! `c` (its uses are dominated by it), so that path alone makes the meet forget the fact
//! wherever a later instance begins.

use crate::graph::{Block, BlockMap, Cfg};

/// Per block entry and tracked condition: unknown, known false, known true.
const UNKNOWN: u8 = 0;
const FALSE: u8 = 1;
const TRUE: u8 = 2;

/// The result: known values of the tracked conditions at each block entry.
pub struct KnownConditions {
    tracked: usize,
    reached: BlockMap<bool>,
    facts: Vec<u8>,
}

impl KnownConditions {
    /// Solves the analysis. `branch_on[b]` is the tracked condition `b`'s terminator branches
    /// on, when `b` ends in a two-way branch (successor 0 taken when it is true) on one.
    pub fn compute(cfg: &Cfg, branch_on: &BlockMap<Option<u32>>, tracked: usize) -> Self {
        let n = cfg.num_blocks();
        let mut out = KnownConditions {
            tracked,
            reached: BlockMap::from_elem_n(false, n),
            facts: vec![UNKNOWN; n * tracked],
        };
        if n == 0 || tracked == 0 {
            return out;
        }
        out.reached[Block::ENTRY] = true;
        let mut on_list = BlockMap::from_elem_n(false, n);
        let mut work = vec![Block::ENTRY];
        on_list[Block::ENTRY] = true;
        let mut edge_facts = vec![UNKNOWN; tracked];
        while let Some(b) = work.pop() {
            on_list[b] = false;
            let succs = cfg.succs(b);
            let decides = match branch_on[b] {
                Some(k) if succs.len() == 2 && succs[0] != succs[1] => Some(k as usize),
                _ => None,
            };
            for (slot, &s) in succs.iter().enumerate() {
                edge_facts.copy_from_slice(out.row(b));
                if let Some(k) = decides {
                    edge_facts[k] = if slot == 0 { TRUE } else { FALSE };
                }
                let changed = if !out.reached[s] {
                    out.reached[s] = true;
                    out.row_mut(s).copy_from_slice(&edge_facts);
                    true
                } else {
                    let mut changed = false;
                    for (old, &new) in out.row_mut(s).iter_mut().zip(&edge_facts) {
                        if *old != new && *old != UNKNOWN {
                            *old = UNKNOWN;
                            changed = true;
                        }
                    }
                    changed
                };
                if changed && !on_list[s] {
                    on_list[s] = true;
                    work.push(s);
                }
            }
        }
        out
    }

    fn row(&self, b: Block) -> &[u8] {
        &self.facts[b.index() * self.tracked..(b.index() + 1) * self.tracked]
    }

    fn row_mut(&mut self, b: Block) -> &mut [u8] {
        &mut self.facts[b.index() * self.tracked..(b.index() + 1) * self.tracked]
    }

    /// The value of tracked condition `k` on every path into `b`, if all paths agree. An
    /// unreachable block knows nothing.
    pub fn known(&self, b: Block, k: u32) -> Option<bool> {
        if !self.reached[b] {
            return None;
        }
        match self.row(b)[k as usize] {
            TRUE => Some(true),
            FALSE => Some(false),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::bb;

    fn branches(n: usize, on: &[(u32, u32)]) -> BlockMap<Option<u32>> {
        let mut m = BlockMap::from_elem_n(None, n);
        for &(b, k) in on {
            m[bb(b)] = Some(k);
        }
        m
    }

    #[test]
    fn each_arm_of_a_branch_knows_its_outcome() {
        // 0: br c, 1, 2; 1 -> 3; 2 -> 3.
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let k = KnownConditions::compute(&cfg, &branches(4, &[(0, 0)]), 1);
        assert_eq!(k.known(bb(0), 0), None);
        assert_eq!(k.known(bb(1), 0), Some(true));
        assert_eq!(k.known(bb(2), 0), Some(false));
        assert_eq!(k.known(bb(3), 0), None, "the join sees both outcomes");
    }

    #[test]
    fn a_join_of_two_true_edges_keeps_the_fact() {
        // 0: br c, 1, 4; 1: br d, 2, 3; 2 -> 5; 3 -> 5; 4 -> 6; 5 -> 6.
        let cfg = Cfg::from_edges(
            7,
            &[
                (0, 1),
                (0, 4),
                (1, 2),
                (1, 3),
                (2, 5),
                (3, 5),
                (4, 6),
                (5, 6),
            ],
        );
        let k = KnownConditions::compute(&cfg, &branches(7, &[(0, 0), (1, 1)]), 2);
        assert_eq!(k.known(bb(5), 0), Some(true));
        assert_eq!(k.known(bb(5), 1), None);
        assert_eq!(k.known(bb(6), 0), None);
    }

    #[test]
    fn a_loop_entry_path_without_the_branch_forgets_the_fact() {
        // 0 -> 1; 1: br c, 2, 3; 2 -> 1 (c is redefined in 1 each iteration).
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (1, 3), (2, 1)]);
        let k = KnownConditions::compute(&cfg, &branches(4, &[(1, 0)]), 1);
        assert_eq!(k.known(bb(1), 0), None);
        assert_eq!(k.known(bb(2), 0), Some(true));
        assert_eq!(k.known(bb(3), 0), Some(false));
    }

    #[test]
    fn a_branch_with_equal_successors_decides_nothing_and_unreached_blocks_know_nothing() {
        // 0: br c, 1, 1; 2 is unreachable.
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 1), (2, 1)]);
        let k = KnownConditions::compute(&cfg, &branches(3, &[(0, 0)]), 1);
        assert_eq!(k.known(bb(1), 0), None);
        assert_eq!(k.known(bb(2), 0), None);
    }
}
