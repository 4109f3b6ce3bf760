//! The edit plan: new blocks, and the edits that wire them in, as plain data over the
//! original function's ids. [`EditPlan::check`] rejects a malformed plan before anything is
//! written; [`EditPlan::predict`] computes the CFG the plan must produce, which the applier
//! compares with the CFG it reads back from the rewritten function.

use std::fmt;

use super::phis::{Phi, PhiTable};
use crate::graph::{Block, Cfg, Csr, Edge, IndexVec};

crate::newtype_index! {
    /// A block the plan creates, in creation order.
    pub struct NewBlock = "new";
}

/// A block of the rewritten function: one of the original's, or a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockRef {
    Old(Block),
    New(NewBlock),
}

/// A block to create: its name (LLVM makes it unique within the function) and where it goes
/// in the layout — right after `after` at the moment it is created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewBlockSpec {
    pub name: Vec<u8>,
    pub after: BlockRef,
}

/// One change to the function, applied in plan order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The terminator's successor slot `edge` now leads to `target`.
    SetSuccessor { edge: Edge, target: BlockRef },
    /// Operand `index` of `phi` now comes from `block` (its value is kept).
    SetIncomingBlock {
        phi: Phi,
        index: u32,
        block: BlockRef,
    },
    /// Ends new block `block` with `br label target`, with the debug location of the
    /// terminator of `debug_location_of` when given.
    Branch {
        block: NewBlock,
        target: BlockRef,
        debug_location_of: Option<Block>,
    },
}

/// What a transform will write.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EditPlan {
    pub new_blocks: IndexVec<NewBlock, NewBlockSpec>,
    pub edits: Vec<Edit>,
}

/// Why a plan cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanError(pub String);

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The CFG a plan produces, with where each of its blocks comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PredictedCfg {
    /// Blocks in their new layout order.
    pub layout: Vec<BlockRef>,
    /// Successor lists in the new numbering (index into `layout`).
    pub succs: Csr<Block, Block>,
}

impl EditPlan {
    /// Whether the plan changes nothing.
    pub fn is_empty(&self) -> bool {
        self.new_blocks.is_empty() && self.edits.is_empty()
    }

    /// Creates a block; returns its id.
    pub fn new_block(&mut self, name: Vec<u8>, after: BlockRef) -> NewBlock {
        self.new_blocks.push(NewBlockSpec { name, after })
    }

    /// Checks every reference against `cfg` and `phis`, and that every new block gets
    /// exactly one terminator, before anything is written.
    pub fn check(&self, cfg: &Cfg, phis: &PhiTable) -> Result<(), PlanError> {
        let block_ok = |r: BlockRef, created: usize| match r {
            BlockRef::Old(b) => b.index() < cfg.num_blocks(),
            BlockRef::New(n) => n.index() < created,
        };
        for (n, spec) in self.new_blocks.iter_enumerated() {
            if !block_ok(spec.after, n.index()) {
                return Err(PlanError(format!("{n:?} is placed after an unknown block")));
            }
        }
        let created = self.new_blocks.len();
        let mut terminated = IndexVec::from_elem_n(false, created);
        for edit in &self.edits {
            match *edit {
                Edit::SetSuccessor { edge, target } => {
                    if edge.index() >= cfg.num_edges() || !block_ok(target, created) {
                        return Err(PlanError(format!("bad successor edit {edit:?}")));
                    }
                    if target == BlockRef::Old(Block::ENTRY) {
                        return Err(PlanError("an edge may not enter the entry block".into()));
                    }
                }
                Edit::SetIncomingBlock { phi, index, block } => {
                    if phi.index() >= phis.len()
                        || index as usize >= phis.incoming(phi).len()
                        || !block_ok(block, created)
                    {
                        return Err(PlanError(format!("bad phi edit {edit:?}")));
                    }
                }
                Edit::Branch {
                    block,
                    target,
                    debug_location_of,
                } => {
                    if block.index() >= created
                        || !block_ok(target, created)
                        || target == BlockRef::Old(Block::ENTRY)
                        || debug_location_of.is_some_and(|b| b.index() >= cfg.num_blocks())
                    {
                        return Err(PlanError(format!("bad branch {edit:?}")));
                    }
                    if std::mem::replace(&mut terminated[block], true) {
                        return Err(PlanError(format!("{block:?} gets two terminators")));
                    }
                }
            }
        }
        if let Some((n, _)) = terminated.iter_enumerated().find(|(_, &t)| !t) {
            return Err(PlanError(format!("{n:?} gets no terminator")));
        }
        Ok(())
    }

    /// The CFG the plan produces: new blocks placed in layout as they are created,
    /// successors after every edit. Call only on a plan that passed [`EditPlan::check`].
    pub fn predict(&self, cfg: &Cfg) -> PredictedCfg {
        // Layout as a linked list over old blocks then new ones.
        let n_old = cfg.num_blocks();
        let total = n_old + self.new_blocks.len();
        let slot = |r: BlockRef| match r {
            BlockRef::Old(b) => b.index(),
            BlockRef::New(n) => n_old + n.index(),
        };
        let mut next: Vec<usize> = (1..=total).collect();
        if n_old > 0 {
            next[n_old - 1] = usize::MAX;
        }
        for (n, spec) in self.new_blocks.iter_enumerated() {
            let at = slot(spec.after);
            let me = n_old + n.index();
            next[me] = next[at];
            next[at] = me;
        }
        let mut layout = Vec::with_capacity(total);
        let mut position = vec![0u32; total];
        let mut cur = if n_old > 0 { 0 } else { usize::MAX };
        while cur != usize::MAX {
            position[cur] = layout.len() as u32;
            layout.push(if cur < n_old {
                BlockRef::Old(Block::new(cur))
            } else {
                BlockRef::New(NewBlock::new(cur - n_old))
            });
            cur = next[cur];
        }
        // Successors by slot, then edits.
        let mut succ: Vec<Vec<usize>> = (0..total)
            .map(|s| {
                if s < n_old {
                    cfg.succs(Block::new(s)).iter().map(|b| b.index()).collect()
                } else {
                    Vec::new()
                }
            })
            .collect();
        for edit in &self.edits {
            match *edit {
                Edit::SetSuccessor { edge, target } => {
                    let ends = cfg.edge(edge);
                    succ[ends.src.index()][ends.succ_index as usize] = slot(target);
                }
                Edit::Branch { block, target, .. } => {
                    succ[n_old + block.index()] = vec![slot(target)];
                }
                Edit::SetIncomingBlock { .. } => {}
            }
        }
        let rows: Vec<Vec<Block>> = layout
            .iter()
            .map(|&r| {
                succ[slot(r)]
                    .iter()
                    .map(|&s| Block::from_u32(position[s]))
                    .collect()
            })
            .collect();
        PredictedCfg {
            layout,
            succs: Csr::from_rows(&rows),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::bb;

    fn no_phis(n: usize) -> PhiTable {
        PhiTable::from_blocks(&vec![Vec::<Vec<Block>>::new(); n])
    }

    /// 0 -> {1, 2}, 1 -> 2: the edge 0 -> 2 is critical.
    fn triangle() -> Cfg {
        Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2)])
    }

    fn split_triangle() -> EditPlan {
        let mut plan = EditPlan::default();
        let nb = plan.new_block(b"split".to_vec(), BlockRef::Old(bb(0)));
        plan.edits.push(Edit::SetSuccessor {
            edge: Edge::new(1),
            target: BlockRef::New(nb),
        });
        plan.edits.push(Edit::Branch {
            block: nb,
            target: BlockRef::Old(bb(2)),
            debug_location_of: Some(bb(0)),
        });
        plan
    }

    #[test]
    fn split_edge_goes_right_after_its_source() {
        let cfg = triangle();
        let plan = split_triangle();
        assert_eq!(plan.check(&cfg, &no_phis(3)), Ok(()));
        let p = plan.predict(&cfg);
        assert_eq!(
            p.layout,
            vec![
                BlockRef::Old(bb(0)),
                BlockRef::New(NewBlock::new(0)),
                BlockRef::Old(bb(1)),
                BlockRef::Old(bb(2))
            ]
        );
        // New numbering: 0 -> {2, 1}, 1 -> 3, 2 -> 3.
        let want = Cfg::from_edges(4, &[(0, 2), (0, 1), (1, 3), (2, 3)]);
        assert_eq!(&p.succs, want.succ_table());
    }

    #[test]
    fn later_blocks_after_the_same_source_come_first() {
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
        let mut plan = EditPlan::default();
        let a = plan.new_block(b"a".to_vec(), BlockRef::Old(bb(0)));
        let b = plan.new_block(b"b".to_vec(), BlockRef::Old(bb(0)));
        for (nb, to) in [(a, 1), (b, 2)] {
            plan.edits.push(Edit::Branch {
                block: nb,
                target: BlockRef::Old(bb(to)),
                debug_location_of: None,
            });
        }
        let p = plan.predict(&cfg);
        assert_eq!(p.layout[1], BlockRef::New(b));
        assert_eq!(p.layout[2], BlockRef::New(a));
    }

    #[test]
    fn malformed_plans_are_rejected_before_writing() {
        let cfg = triangle();
        let phis = no_phis(3);
        let mut unterminated = split_triangle();
        unterminated.edits.pop();
        assert!(unterminated.check(&cfg, &phis).is_err());
        let mut twice = split_triangle();
        twice.edits.push(twice.edits[1].clone());
        assert!(twice.check(&cfg, &phis).is_err());
        let mut bad_edge = split_triangle();
        bad_edge.edits[0] = Edit::SetSuccessor {
            edge: Edge::new(9),
            target: BlockRef::Old(bb(1)),
        };
        assert!(bad_edge.check(&cfg, &phis).is_err());
        let mut into_entry = split_triangle();
        into_entry.edits[0] = Edit::SetSuccessor {
            edge: Edge::new(0),
            target: BlockRef::Old(bb(0)),
        };
        assert!(into_entry.check(&cfg, &phis).is_err());
        let mut bad_phi = split_triangle();
        bad_phi.edits.push(Edit::SetIncomingBlock {
            phi: Phi::new(0),
            index: 0,
            block: BlockRef::Old(bb(1)),
        });
        assert!(bad_phi.check(&cfg, &phis).is_err());
        let mut bad_place = EditPlan::default();
        bad_place.new_block(b"x".to_vec(), BlockRef::New(NewBlock::new(0)));
        assert!(bad_place.check(&cfg, &phis).is_err());
    }
}
