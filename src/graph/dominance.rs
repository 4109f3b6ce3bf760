//! Dominance frontiers and iterated dominance frontiers (where SSA construction puts phis),
//! over a forward dominator tree or, on the reversed graph, a post-dominator tree.

use super::dominators::DominatorTree;
use super::post_dominators::PostDominatorTree;
use super::{Block, BlockMap, Cfg, Csr, PackedOption};

/// The dominance frontier of every node: `DF(x)` holds the nodes `y` such that `x` dominates
/// a predecessor of `y` but does not strictly dominate `y`.
#[derive(Clone, Debug, Default)]
pub struct DominanceFrontiers {
    sets: Csr<Block, Block>,
}

impl DominanceFrontiers {
    /// Frontiers of the forward dominator tree `dt` of `cfg`.
    pub fn forward(cfg: &Cfg, dt: &DominatorTree) -> DominanceFrontiers {
        DominanceFrontiers::compute(dt, cfg.pred_table())
    }

    /// Post-dominance frontiers (control dependence): `PDF(x)` holds the blocks with a
    /// successor post-dominated by `x` that `x` does not strictly post-dominate. Indexed by
    /// block; the virtual exit's row is the last one and never appears in a set.
    pub fn post(pdt: &PostDominatorTree) -> DominanceFrontiers {
        DominanceFrontiers::compute(pdt.reverse_tree(), pdt.reverse_preds())
    }

    /// Cooper, Harvey and Kennedy's walk: for every join node `y` (two or more predecessors in
    /// the tree) and every predecessor `p`, the nodes from `p` up to (excluding) `idom(y)` get
    /// `y` in their frontier. `preds` are the predecessors of the graph `tree` dominates.
    pub fn compute(tree: &DominatorTree, preds: &Csr<Block, Block>) -> DominanceFrontiers {
        let n = preds.len();
        // (runner, join) pairs; each join is handled in one go, so a runner reached twice for
        // the same join sees it as its last addition.
        let mut pairs: Vec<(Block, Block)> = Vec::new();
        let mut last_added: BlockMap<PackedOption<Block>> =
            BlockMap::from_elem_n(PackedOption::NONE, n);
        for y in (0..n).map(Block::new) {
            if !tree.contains(y) {
                continue;
            }
            // The root counts an implicit entry edge (a graph whose entry has predecessors).
            let in_tree = preds.row(y).iter().filter(|&&p| tree.contains(p)).count();
            let implicit = usize::from(y == tree.root());
            if in_tree + implicit < 2 {
                continue;
            }
            let stop = tree.idom(y);
            for &p in preds.row(y) {
                if !tree.contains(p) {
                    continue;
                }
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if Some(r) == stop {
                        break;
                    }
                    if last_added[r].expand() != Some(y) {
                        last_added[r] = PackedOption::some(y);
                        pairs.push((r, y));
                    }
                    runner = tree.idom(r);
                }
            }
        }
        // Counting sort by runner keeps each frontier in increasing join order.
        let mut start = vec![0u32; n + 1];
        for &(r, _) in &pairs {
            start[r.index() + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut list = vec![Block::ENTRY; pairs.len()];
        for &(r, y) in &pairs {
            list[fill[r.index()] as usize] = y;
            fill[r.index()] += 1;
        }
        DominanceFrontiers {
            sets: Csr::from_parts(start, list),
        }
    }

    /// `DF(x)`, in increasing block order.
    #[inline]
    pub fn frontier(&self, x: Block) -> &[Block] {
        self.sets.row(x)
    }
}

/// Iterated dominance frontiers with reusable buffers: `DF+(S)`, the limit of
/// `S, DF(S), DF(S ∪ DF(S)), ...` — the blocks that need a phi for a variable defined in `S`.
#[derive(Clone, Debug, Default)]
pub struct IteratedFrontier {
    in_result: Vec<bool>,
    is_def: Vec<bool>,
    work: Vec<Block>,
}

impl IteratedFrontier {
    /// Appends `DF+(defs)` to `out`, sorted by block (layout) order as LLVM's mem2reg sorts
    /// its phi blocks. With `live_in`, a block where the variable is not live on entry gets no
    /// phi and propagates nothing (pruned SSA, LLVM `IDFCalculator::setLiveInBlocks`).
    pub fn compute(
        &mut self,
        df: &DominanceFrontiers,
        defs: &[Block],
        live_in: Option<&BlockMap<bool>>,
        out: &mut Vec<Block>,
    ) {
        let n = df.sets.len();
        self.in_result.clear();
        self.in_result.resize(n, false);
        self.is_def.clear();
        self.is_def.resize(n, false);
        self.work.clear();
        for &d in defs {
            if !self.is_def[d.index()] {
                self.is_def[d.index()] = true;
                self.work.push(d);
            }
        }
        let first = out.len();
        while let Some(x) = self.work.pop() {
            for &y in df.frontier(x) {
                if self.in_result[y.index()] || live_in.is_some_and(|live| !live[y]) {
                    continue;
                }
                self.in_result[y.index()] = true;
                out.push(y);
                if !self.is_def[y.index()] {
                    self.work.push(y);
                }
            }
        }
        out[first..].sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks, random_cfg};

    fn forward(n: usize, edges: &[(u32, u32)]) -> (Cfg, DominanceFrontiers) {
        let cfg = Cfg::from_edges(n, edges);
        let dt = DominatorTree::with_cfg(&cfg);
        let df = DominanceFrontiers::forward(&cfg, &dt);
        (cfg, df)
    }

    fn idf(df: &DominanceFrontiers, defs: &[u32], live: Option<&BlockMap<bool>>) -> Vec<Block> {
        let mut out = Vec::new();
        IteratedFrontier::default().compute(df, &blocks(defs), live, &mut out);
        out
    }

    #[test]
    fn diamond_arms_have_the_join_in_their_frontier() {
        let (_, df) = forward(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(df.frontier(bb(1)), blocks(&[3]).as_slice());
        assert_eq!(df.frontier(bb(2)), blocks(&[3]).as_slice());
        assert!(df.frontier(bb(0)).is_empty() && df.frontier(bb(3)).is_empty());
        assert_eq!(idf(&df, &[1], None), blocks(&[3]));
    }

    #[test]
    fn loop_header_is_in_its_own_frontier() {
        // 0 -> 1 -> 2 -> 1, 1 -> 3.
        let (_, df) = forward(4, &[(0, 1), (1, 2), (2, 1), (1, 3)]);
        assert_eq!(df.frontier(bb(2)), blocks(&[1]).as_slice());
        assert_eq!(df.frontier(bb(1)), blocks(&[1]).as_slice());
        // A store in the body needs a phi at the header.
        assert_eq!(idf(&df, &[2], None), blocks(&[1]));
    }

    #[test]
    fn iterated_frontier_follows_chains_of_joins() {
        // Two diamonds in a row, 0 -> {1, 2} -> 3 -> {4, 5} -> 6, and a back edge 4 -> 3.
        // A def in the first arm needs a phi at the first join only (3 dominates 6).
        let (_, df) = forward(
            7,
            &[
                (0, 1),
                (0, 2),
                (1, 3),
                (2, 3),
                (3, 4),
                (3, 5),
                (4, 6),
                (5, 6),
                (4, 3),
            ],
        );
        assert_eq!(idf(&df, &[1], None), blocks(&[3]));
        // A def in 4 reaches 6 and, through the back edge, 3 — whose phi then reaches nothing
        // new (3 dominates 6).
        assert_eq!(idf(&df, &[4], None), blocks(&[3, 6]));
    }

    #[test]
    fn live_in_pruning_drops_dead_joins() {
        let (cfg, df) = forward(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let mut live = cfg.block_map(false);
        assert!(idf(&df, &[1], Some(&live)).is_empty());
        live[bb(3)] = true;
        assert_eq!(idf(&df, &[1], Some(&live)), blocks(&[3]));
    }

    #[test]
    fn unreachable_predecessor_makes_no_join() {
        // Block 2 is unreachable and branches to 1.
        let (_, df) = forward(3, &[(0, 1), (2, 1)]);
        assert!(df.frontier(bb(0)).is_empty());
    }

    #[test]
    fn post_dominance_frontier_is_control_dependence() {
        // 0 -> {1, 2} -> 3: both arms are control dependent on 0.
        let cfg = Cfg::from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let pdt = PostDominatorTree::with_cfg(&cfg);
        let pdf = DominanceFrontiers::post(&pdt);
        assert_eq!(pdf.frontier(bb(1)), blocks(&[0]).as_slice());
        assert_eq!(pdf.frontier(bb(2)), blocks(&[0]).as_slice());
        assert!(pdf.frontier(bb(3)).is_empty());
    }

    /// `DF` by its definition, on random graphs (duplicate edges, unreachable blocks, infinite
    /// loops); `DF+` against the fixpoint of the definition.
    #[test]
    fn frontiers_match_the_definition_on_random_graphs() {
        let mut dt = DominatorTree::default();
        for seed in 0..400 {
            let cfg = random_cfg(seed ^ 0xDF, 1 + (seed % 16) as usize);
            dt.compute(&cfg);
            let df = DominanceFrontiers::forward(&cfg, &dt);
            for x in cfg.blocks() {
                let want: Vec<Block> = cfg
                    .blocks()
                    .filter(|&y| {
                        dt.contains(y)
                            && !dt.strictly_dominates(x, y)
                            && cfg.preds(y).iter().any(|&p| dt.dominates(x, p))
                    })
                    .collect();
                assert_eq!(df.frontier(x), want.as_slice(), "seed {seed} block {x}");
            }
            let defs: Vec<u32> = cfg
                .blocks()
                .filter(|b| b.as_u32() % 3 == 0)
                .map(|b| b.as_u32())
                .collect();
            let mut want: Vec<Block> = Vec::new();
            loop {
                let mut grown = want.clone();
                for x in blocks(&defs).into_iter().chain(want.iter().copied()) {
                    for &y in df.frontier(x) {
                        if !grown.contains(&y) {
                            grown.push(y);
                        }
                    }
                }
                grown.sort();
                if grown == want {
                    break;
                }
                want = grown;
            }
            assert_eq!(idf(&df, &defs, None), want, "seed {seed}");
        }
    }
}
