//! Splitting critical edges as LLVM 16's `break-crit-edges` does (`SplitAllCriticalEdges`
//! with no loop or dominator info, `SplitKnownCriticalEdge`), as an edit plan: the first
//! real use of the plan machinery, and one whose result can be compared byte for byte with
//! LLVM's own pass.

use super::model::FunctionModel;
use super::plan::{BlockRef, Edit, EditPlan};
use crate::graph::{Block, BlockMap, Cfg};

/// What the planner needs to know about each block besides the graph.
pub struct BlockTraits<'a> {
    /// The terminator is an `indirectbr` (its edges are never split).
    pub indirect_branch: &'a BlockMap<bool>,
    /// The block is an exception-handling pad (edges into it are never split here).
    pub eh_pad: &'a BlockMap<bool>,
}

/// Plans the split of every critical edge, in LLVM's order: blocks in layout order, each
/// terminator with two or more successors (not `indirectbr`) edge by edge. An edge is critical
/// when its target has another predecessor edge (duplicates count: `MergeIdenticalEdges` is
/// off). Each new block is named `<source>.<target>_crit_edge`, goes right after its source
/// block, jumps to the target with the source terminator's debug location, and takes over one
/// incoming entry of each of the target's phis.
pub fn plan_split_critical_edges<'n>(
    cfg: &Cfg,
    model: &FunctionModel,
    traits: &BlockTraits<'_>,
    name: impl Fn(Block) -> &'n [u8],
) -> EditPlan {
    let mut plan = EditPlan::default();
    // Sized up front: on a function where most edges are critical (a ladder of 800,000 rungs
    // splits 1.6 million) growing these by doubling copied and faulted in the plan again and
    // again. Counting is a pass over the edges, which the split touches anyway.
    let critical = |dst: Block| cfg.preds(dst).len() >= 2 && !traits.eh_pad[dst];
    let splits: usize = cfg
        .blocks()
        .filter(|&src| cfg.succs(src).len() >= 2 && !traits.indirect_branch[src])
        .map(|src| cfg.succs(src).iter().filter(|&&dst| critical(dst)).count())
        .sum();
    plan.new_blocks.reserve(splits);
    plan.edits.reserve(2 * splits);
    // Incoming blocks of the phis as the edits leave them: splitting renames one entry per
    // phi. Filled on first touch.
    let mut incoming: std::collections::HashMap<crate::edit::model::Inst, Vec<BlockRef>> =
        std::collections::HashMap::new();
    for src in cfg.blocks() {
        let succs = cfg.succs(src);
        if succs.len() < 2 || traits.indirect_branch[src] {
            continue;
        }
        // Read once per source block: a name lookup goes through the context's map of all
        // named values, a cache miss on a big function.
        let src_name = name(src);
        for (edge, &dst) in cfg.succ_edges(src).zip(succs) {
            // `isCriticalEdge`: the target has more than one predecessor edge. Splitting other
            // edges replaces predecessors one for one, so the original count decides.
            if !critical(dst) {
                continue;
            }
            let dst_name = name(dst);
            const SUFFIX: &[u8] = b"_crit_edge";
            // One allocation of the exact size.
            let mut label = Vec::with_capacity(src_name.len() + 1 + dst_name.len() + SUFFIX.len());
            label.extend_from_slice(src_name);
            label.push(b'.');
            label.extend_from_slice(dst_name);
            label.extend_from_slice(SUFFIX);
            let nb = plan.new_block(label, BlockRef::Old(src));
            plan.edits.push(Edit::Branch {
                block: nb,
                target: BlockRef::Old(dst),
                debug_location_of: Some(src),
            });
            plan.edits.push(Edit::SetSuccessor {
                edge,
                target: BlockRef::New(nb),
            });
            // Revector exactly one entry from `src` in each phi of `dst`. LLVM reuses the
            // previous phi's index when it also names `src` there, else takes the first
            // entry for `src` (`getBasicBlockIndex`).
            let mut index = 0usize;
            for &phi in model.phis(dst) {
                let entries = incoming.entry(phi).or_insert_with(|| {
                    model
                        .incoming(phi)
                        .iter()
                        .map(|&b| BlockRef::Old(b))
                        .collect()
                });
                if entries.get(index) != Some(&BlockRef::Old(src)) {
                    match entries.iter().position(|&e| e == BlockRef::Old(src)) {
                        Some(first) => index = first,
                        None => continue, // malformed phi; the verifier would reject it
                    }
                }
                entries[index] = BlockRef::New(nb);
                plan.edits.push(Edit::SetIncomingBlock {
                    phi,
                    index: index as u32,
                    block: BlockRef::New(nb),
                });
            }
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::plan::tests::skeleton;
    use crate::edit::plan::NewBlock;
    use crate::graph::testing::bb;
    use crate::graph::Edge;

    fn names(b: Block) -> &'static [u8] {
        [b"a".as_slice(), b"b", b"c", b"d", b"e"][b.index()]
    }

    fn traits(n: usize) -> (BlockMap<bool>, BlockMap<bool>) {
        (
            BlockMap::from_elem_n(false, n),
            BlockMap::from_elem_n(false, n),
        )
    }

    #[test]
    fn triangle_splits_the_shortcut_and_moves_the_phi_entry() {
        // a -> {b, c}, b -> c; c has a phi [x, a], [y, b].
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
        let phis = skeleton(&cfg, &[(2, &[0, 1])]);
        let (ind, pad) = traits(3);
        let plan = plan_split_critical_edges(
            &cfg,
            &phis,
            &BlockTraits {
                indirect_branch: &ind,
                eh_pad: &pad,
            },
            names,
        );
        assert_eq!(plan.new_blocks.len(), 1);
        assert_eq!(
            plan.new_blocks[NewBlock::new(0)].name,
            b"a.c_crit_edge".to_vec()
        );
        assert!(plan.edits.contains(&Edit::SetSuccessor {
            edge: Edge::new(1),
            target: BlockRef::New(NewBlock::new(0))
        }));
        assert!(plan.edits.contains(&Edit::SetIncomingBlock {
            phi: phis.phis(bb(2))[0],
            index: 0,
            block: BlockRef::New(NewBlock::new(0))
        }));
        assert_eq!(plan.check(&cfg, &phis), Ok(()));
    }

    #[test]
    fn duplicate_switch_edges_each_get_a_block_and_a_phi_entry() {
        // a switches to b twice and to c; c -> b. b's phi has entries a, a, c.
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 1), (0, 2), (2, 1)]);
        let phis = skeleton(&cfg, &[(1, &[0, 0, 2])]);
        let (ind, pad) = traits(3);
        let t = BlockTraits {
            indirect_branch: &ind,
            eh_pad: &pad,
        };
        let plan = plan_split_critical_edges(&cfg, &phis, &t, names);
        // Edges a->b (twice) are critical; a->c is not (c has one predecessor).
        assert_eq!(plan.new_blocks.len(), 2);
        let renamed: Vec<u32> = plan
            .edits
            .iter()
            .filter_map(|e| match e {
                Edit::SetIncomingBlock { index, .. } => Some(*index),
                _ => None,
            })
            .collect();
        assert_eq!(renamed, vec![0, 1]);
        // Both new blocks sit right after a, the later one first.
        let p = plan.apply_to(&cfg, &phis).unwrap();
        assert_eq!(p.layout[1], BlockRef::New(NewBlock::new(1)));
        assert_eq!(p.layout[2], BlockRef::New(NewBlock::new(0)));
    }

    #[test]
    fn indirect_branches_and_pads_are_left_alone() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
        let phis = skeleton(&cfg, &[]);
        let (mut ind, mut pad) = traits(3);
        ind[bb(0)] = true;
        let t = BlockTraits {
            indirect_branch: &ind,
            eh_pad: &pad,
        };
        assert!(plan_split_critical_edges(&cfg, &phis, &t, names).is_empty());
        ind[bb(0)] = false;
        pad[bb(2)] = true;
        let t = BlockTraits {
            indirect_branch: &ind,
            eh_pad: &pad,
        };
        assert!(plan_split_critical_edges(&cfg, &phis, &t, names).is_empty());
    }
}
