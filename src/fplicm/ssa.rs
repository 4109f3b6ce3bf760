//! SSA update for a value cached across a loop: one definition at the end of the preheader,
//! one after the last write in each repair block; every use takes the value live at its own
//! position (seed 003's "value in the middle of the block", not at its end). Phis go at the
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
}
