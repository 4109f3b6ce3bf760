//! SSA update for a value cached across a loop: one definition at the end of the preheader,
//! one after the last write in each repair block; every use takes the value live at its own
//! position (the design's "value in the middle of the block", not at its end: docs/fplicm-design.md §6). Phis go at the
//! iterated dominance frontier of the definitions, pruned to where the value is live
//! (Cytron et al.); renaming is one walk down the dominator tree with an explicit stack.

use crate::graph::dominance::{DominanceFrontiers, IteratedFrontier};
use crate::graph::dominators::DominatorTree;
use crate::graph::{Block, BlockMap, Cfg};

/// Which definition a use or phi incoming receives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reaching {
    /// The definition at the end of the preheader.
    Entry,
    /// The definition in repair block number `k` (index into the problem's `repairs`).
    Repair(usize),
    /// The new phi at the start of block `b`.
    Phi(Block),
}

/// A use: in `block`, and whether it comes after the block's repair definition (only
/// meaningful in a repair block).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Use {
    pub block: Block,
    pub after_repair: bool,
}

/// The answer: where phis go, what each use receives, and each phi's incoming per
/// predecessor edge (in predecessor-edge order of `Cfg::preds`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SsaSolution {
    pub phis: Vec<Block>,
    pub uses: Vec<Reaching>,
    /// Per phi (parallel to `phis`): the incoming for each predecessor edge, with the
    /// predecessor block.
    pub incoming: Vec<Vec<(Block, Reaching)>>,
    /// The definition entering each loop block.
    pub value_in: BlockMap<Option<Reaching>>,
}

/// The loop an SSA update works in: its blocks, its header and the preheader (the header's
/// only predecessor outside), with the function's dominator tree and frontiers. Every loop
/// block must be reachable (the caller refuses loops with dead predecessors).
pub struct LoopRegion<'a> {
    pub cfg: &'a Cfg,
    pub dt: &'a DominatorTree,
    pub df: &'a DominanceFrontiers,
    pub header: Block,
    pub preheader: Block,
    pub in_loop: &'a BlockMap<bool>,
}

/// Solves the placement with definitions in `repairs` (distinct blocks inside the loop) and
/// `uses` inside the loop.
pub fn solve(region: &LoopRegion<'_>, repairs: &[Block], uses: &[Use]) -> SsaSolution {
    let LoopRegion {
        cfg,
        dt,
        df,
        header,
        preheader,
        in_loop,
    } = *region;
    let n = cfg.num_blocks();
    let mut repair_of: BlockMap<Option<usize>> = BlockMap::from_elem_n(None, n);
    for (k, &b) in repairs.iter().enumerate() {
        repair_of[b] = Some(k);
    }
    // Live-in: blocks where the value entering them is needed (a use before any repair in
    // the block, or a successor needing it through a block without a repair).
    let mut live_in = BlockMap::from_elem_n(false, n);
    let mut work = Vec::new();
    for u in uses {
        let killed = repair_of[u.block].is_some() && u.after_repair;
        if !killed && !live_in[u.block] {
            live_in[u.block] = true;
            work.push(u.block);
        }
    }
    // Backwards from each live-in block to its predecessors in the loop, stopping at repair
    // blocks (their live-out is their own definition) and at the preheader (outside).
    while let Some(b) = work.pop() {
        for &p in cfg.preds(b) {
            if in_loop[p] && !live_in[p] && repair_of[p].is_none() {
                live_in[p] = true;
                work.push(p);
            }
        }
    }
    // Phi blocks: the iterated frontier of the definitions, inside the loop, where live.
    let mut defs = vec![preheader];
    defs.extend_from_slice(repairs);
    let mut placed = Vec::new();
    IteratedFrontier::default().compute(df, &defs, Some(&live_in), &mut placed);
    placed.retain(|&b| in_loop[b]);
    let mut has_phi = BlockMap::from_elem_n(false, n);
    for &b in &placed {
        has_phi[b] = true;
    }
    // Renaming down the dominator tree, restricted to the loop (the header dominates it).
    let mut value_in: BlockMap<Option<Reaching>> = BlockMap::from_elem_n(None, n);
    let mut value_out: BlockMap<Option<Reaching>> = BlockMap::from_elem_n(None, n);
    let mut stack = vec![(header, Reaching::Entry)];
    while let Some((b, inherited)) = stack.pop() {
        let entering = if has_phi[b] {
            Reaching::Phi(b)
        } else {
            inherited
        };
        value_in[b] = Some(entering);
        let leaving = repair_of[b].map_or(entering, Reaching::Repair);
        value_out[b] = Some(leaving);
        for &c in dt.children(b) {
            if in_loop[c] {
                stack.push((c, leaving));
            }
        }
    }
    let uses_out = uses
        .iter()
        .map(|u| match (repair_of[u.block], u.after_repair) {
            (Some(k), true) => Reaching::Repair(k),
            _ => value_in[u.block].unwrap_or(Reaching::Entry),
        })
        .collect();
    let incoming = placed
        .iter()
        .map(|&b| {
            cfg.preds(b)
                .iter()
                .map(|&p| {
                    let v = if in_loop[p] {
                        value_out[p].unwrap_or(Reaching::Entry)
                    } else {
                        Reaching::Entry
                    };
                    (p, v)
                })
                .collect()
        })
        .collect();
    SsaSolution {
        phis: placed,
        uses: uses_out,
        incoming,
        value_in,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::bb;

    fn setup(
        n: usize,
        edges: &[(u32, u32)],
        loop_blocks: &[u32],
    ) -> (Cfg, DominatorTree, DominanceFrontiers, BlockMap<bool>) {
        let cfg = Cfg::from_edges(n, edges);
        let dt = DominatorTree::with_cfg(&cfg);
        let df = DominanceFrontiers::forward(&cfg, &dt);
        let mut in_loop = cfg.block_map(false);
        for &b in loop_blocks {
            in_loop[bb(b)] = true;
        }
        (cfg, dt, df, in_loop)
    }

    fn region<'a>(
        cfg: &'a Cfg,
        dt: &'a DominatorTree,
        df: &'a DominanceFrontiers,
        in_loop: &'a BlockMap<bool>,
    ) -> LoopRegion<'a> {
        LoopRegion {
            cfg,
            dt,
            df,
            header: bb(1),
            preheader: bb(0),
            in_loop,
        }
    }

    /// 0 preheader -> 1 header -> {2 rare, 3 join}, 2 -> 3, 3 latch -> {1, 4 exit}.
    fn rare_update() -> (Cfg, DominatorTree, DominanceFrontiers, BlockMap<bool>) {
        setup(
            5,
            &[(0, 1), (1, 2), (1, 3), (2, 3), (3, 1), (3, 4)],
            &[1, 2, 3],
        )
    }

    #[test]
    fn rare_repair_needs_phis_at_join_and_header() {
        let (cfg, dt, df, in_loop) = rare_update();
        // Uses: one in the header, one in the join.
        let uses = [
            Use {
                block: bb(1),
                after_repair: false,
            },
            Use {
                block: bb(3),
                after_repair: false,
            },
        ];
        let s = solve(&region(&cfg, &dt, &df, &in_loop), &[bb(2)], &uses);
        assert_eq!(s.phis, vec![bb(1), bb(3)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(1)), Reaching::Phi(bb(3))]);
        // Header phi: Entry from the preheader, the join's phi from the latch.
        let header = &s.incoming[0];
        assert!(header.contains(&(bb(0), Reaching::Entry)));
        assert!(header.contains(&(bb(3), Reaching::Phi(bb(3)))));
        // Join phi: the header's phi from the header, the repair from the rare block.
        let join = &s.incoming[1];
        assert!(join.contains(&(bb(1), Reaching::Phi(bb(1)))));
        assert!(join.contains(&(bb(2), Reaching::Repair(0))));
    }

    #[test]
    fn use_only_in_header_still_needs_the_join_phi_for_the_back_edge() {
        let (cfg, dt, df, in_loop) = rare_update();
        let uses = [Use {
            block: bb(1),
            after_repair: false,
        }];
        let s = solve(&region(&cfg, &dt, &df, &in_loop), &[bb(2)], &uses);
        assert_eq!(s.phis, vec![bb(1), bb(3)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(1))]);
    }

    #[test]
    fn use_after_the_repair_in_its_block_sees_the_repair() {
        let (cfg, dt, df, in_loop) = rare_update();
        let uses = [
            Use {
                block: bb(2),
                after_repair: true,
            },
            Use {
                block: bb(2),
                after_repair: false,
            },
        ];
        let s = solve(&region(&cfg, &dt, &df, &in_loop), &[bb(2)], &uses);
        assert_eq!(s.uses[0], Reaching::Repair(0));
        // Before the repair: the value entering the rare block, i.e. the header's phi.
        assert_eq!(s.uses[1], Reaching::Phi(bb(1)));
    }

    #[test]
    fn no_repair_no_phi() {
        let (cfg, dt, df, in_loop) = rare_update();
        let uses = [Use {
            block: bb(3),
            after_repair: false,
        }];
        let s = solve(&region(&cfg, &dt, &df, &in_loop), &[], &uses);
        assert!(s.phis.is_empty());
        assert_eq!(s.uses, vec![Reaching::Entry]);
    }

    /// Each phi's incomings sorted by predecessor (they come in `Cfg::preds` order).
    fn incoming_by_block(s: &SsaSolution) -> Vec<Vec<(Block, Reaching)>> {
        let mut all = s.incoming.clone();
        for phi in &mut all {
            phi.sort_by_key(|&(b, _)| b);
        }
        all
    }

    fn uses_in(blocks: &[(u32, bool)]) -> Vec<Use> {
        blocks
            .iter()
            .map(|&(b, after_repair)| Use {
                block: bb(b),
                after_repair,
            })
            .collect()
    }

    /// Nested loops, the repair in the inner body:
    /// 0 -> 1 outer header -> 2 inner header <-> 3 inner body, 2 -> 4 outer latch -> {1, 5}.
    /// The value entering the inner header merges the outer header's and the repair's; the
    /// outer header merges the preheader's and the inner loop's.
    #[test]
    fn nested_loops_repair_in_inner_body_phis_at_both_headers() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[(0, 1), (1, 2), (2, 3), (3, 2), (2, 4), (4, 1), (4, 5)],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(3)],
            &uses_in(&[(1, false), (4, false)]),
        );
        assert_eq!(s.phis, vec![bb(1), bb(2)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(1)), Reaching::Phi(bb(2))]);
        assert_eq!(
            incoming_by_block(&s),
            vec![
                vec![(bb(0), Reaching::Entry), (bb(4), Reaching::Phi(bb(2)))],
                vec![(bb(1), Reaching::Phi(bb(1))), (bb(3), Reaching::Repair(0))],
            ]
        );
        assert_eq!(s.value_in[bb(3)], Some(Reaching::Phi(bb(2))));
        assert_eq!(s.value_in[bb(4)], Some(Reaching::Phi(bb(2))));
    }

    /// Same nesting, the repair in the outer latch and a use only in the inner body: no phi
    /// at the inner header (nothing inside the inner loop redefines the value, and it is not
    /// in the repair's iterated frontier), one at the outer header.
    #[test]
    fn nested_loops_repair_in_outer_latch_no_phi_at_inner_header() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[(0, 1), (1, 2), (2, 3), (3, 2), (2, 4), (4, 1), (4, 5)],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(4)],
            &uses_in(&[(3, false)]),
        );
        assert_eq!(s.phis, vec![bb(1)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(1))]);
        assert_eq!(
            incoming_by_block(&s),
            vec![vec![(bb(0), Reaching::Entry), (bb(4), Reaching::Repair(0))]]
        );
    }

    /// An irreducible two-entry cycle inside the loop: 1 -> {2, 3}, 2 <-> 3, {2, 3} -> 4,
    /// 4 -> {1, 5}; neither 2 nor 3 dominates the other. A repair in 2 and a use in 3: phis
    /// at 3 (from the header and the repair), 4 (the repair or 3's phi) and the header; none
    /// at 2, where the value is not live on entry.
    #[test]
    fn irreducible_two_entry_cycle_repair_in_one_entry_use_in_the_other() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[
                (0, 1),
                (1, 2),
                (1, 3),
                (2, 3),
                (3, 2),
                (2, 4),
                (3, 4),
                (4, 1),
                (4, 5),
            ],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(2)],
            &uses_in(&[(3, false)]),
        );
        assert_eq!(s.phis, vec![bb(1), bb(3), bb(4)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(3))]);
        assert_eq!(
            incoming_by_block(&s),
            vec![
                vec![(bb(0), Reaching::Entry), (bb(4), Reaching::Phi(bb(4)))],
                vec![(bb(1), Reaching::Phi(bb(1))), (bb(2), Reaching::Repair(0))],
                vec![(bb(2), Reaching::Repair(0)), (bb(3), Reaching::Phi(bb(3)))],
            ]
        );
        // Block 2 has no phi: the value entering it is the header's.
        assert_eq!(s.value_in[bb(2)], Some(Reaching::Phi(bb(1))));
    }

    /// The same cycle with uses in both entries: block 2 needs a phi too (from the header
    /// and from 3, whose value is its own phi's).
    #[test]
    fn irreducible_two_entry_cycle_uses_in_both_entries() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[
                (0, 1),
                (1, 2),
                (1, 3),
                (2, 3),
                (3, 2),
                (2, 4),
                (3, 4),
                (4, 1),
                (4, 5),
            ],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(2)],
            &uses_in(&[(2, false), (3, false), (2, true)]),
        );
        assert_eq!(s.phis, vec![bb(1), bb(2), bb(3), bb(4)]);
        assert_eq!(
            s.uses,
            vec![
                Reaching::Phi(bb(2)),
                Reaching::Phi(bb(3)),
                Reaching::Repair(0)
            ]
        );
        assert_eq!(
            incoming_by_block(&s)[1],
            vec![(bb(1), Reaching::Phi(bb(1))), (bb(3), Reaching::Phi(bb(3)))]
        );
    }

    /// A repair in the header, which dominates every loop block, with every use after it:
    /// the value is never live entering the header, so no phi anywhere, even at the header
    /// that is in the repair's own frontier (the back edge).
    #[test]
    fn repair_in_dominating_header_with_uses_after_it_needs_no_phi() {
        let (cfg, dt, df, in_loop) = rare_update();
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(1)],
            &uses_in(&[(1, true), (2, false), (3, false)]),
        );
        assert!(s.phis.is_empty());
        assert!(s.incoming.is_empty());
        assert_eq!(s.uses, vec![Reaching::Repair(0); 3]);
        assert_eq!(s.value_in[bb(1)], Some(Reaching::Entry));
        assert_eq!(s.value_in[bb(3)], Some(Reaching::Repair(0)));
    }

    /// Two repairs on the two arms of a diamond merging at the latch: one phi at the join,
    /// each incoming the repair of its arm; the header has none (only the join uses it).
    #[test]
    fn two_repairs_on_diamond_arms_merge_at_the_join_only() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 1), (4, 5)],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(2), bb(3)],
            &uses_in(&[(4, false)]),
        );
        assert_eq!(s.phis, vec![bb(4)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(4))]);
        assert_eq!(
            incoming_by_block(&s),
            vec![vec![
                (bb(2), Reaching::Repair(0)),
                (bb(3), Reaching::Repair(1))
            ]]
        );
    }

    /// The same diamond with a use in the header too: the join's phi flows back to a header
    /// phi.
    #[test]
    fn two_repairs_on_diamond_arms_with_a_header_use_add_the_header_phi() {
        let (cfg, dt, df, in_loop) = setup(
            6,
            &[(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 1), (4, 5)],
            &[1, 2, 3, 4],
        );
        let s = solve(
            &region(&cfg, &dt, &df, &in_loop),
            &[bb(2), bb(3)],
            &uses_in(&[(1, false), (4, false)]),
        );
        assert_eq!(s.phis, vec![bb(1), bb(4)]);
        assert_eq!(s.uses, vec![Reaching::Phi(bb(1)), Reaching::Phi(bb(4))]);
        assert_eq!(
            incoming_by_block(&s),
            vec![
                vec![(bb(0), Reaching::Entry), (bb(4), Reaching::Phi(bb(4)))],
                vec![(bb(2), Reaching::Repair(0)), (bb(3), Reaching::Repair(1))],
            ]
        );
    }
}
