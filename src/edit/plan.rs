//! The edit plan: new blocks, new instructions and the edits that wire them in, as plain
//! data over the original function's ids ([`FunctionModel`]). [`EditPlan::check`] rejects a
//! malformed plan before anything is written; what a plan means — the function it
//! produces — is [`EditPlan::apply_to`] (`edit::target`), and nothing else.
//!
//! Edits apply in plan order, with LLVM's semantics at that point (a `ReplaceAllUses`
//! rewrites every use existing then, old or new); `Erase` and `EraseBlock` are carried out
//! last, after every other edit.

use std::fmt;

use super::model::{FunctionModel, Inst, InstKind, Operand, TypeId};
use super::opcode::{IntPredicate, Opcode};
use crate::graph::{Block, Cfg, Edge, IndexVec};

crate::newtype_index! {
    /// A block the plan creates, in creation order.
    pub struct NewBlock = "new";
}

crate::newtype_index! {
    /// An instruction the plan creates, in creation order.
    pub struct NewInst = "newinst";
}

/// A block of the rewritten function: one of the original's, or a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockRef {
    Old(Block),
    New(NewBlock),
}

/// An instruction of the rewritten function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InstRef {
    Old(Inst),
    New(NewInst),
}

/// A value of the rewritten function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueRef {
    /// An operand of the original function (instruction, argument, constant, block).
    Old(Operand),
    New(NewInst),
    NewBlock(NewBlock),
    /// An integer constant of integer type `ty`.
    ConstInt {
        ty: TypeId,
        value: i64,
    },
}

impl From<InstRef> for ValueRef {
    fn from(i: InstRef) -> ValueRef {
        match i {
            InstRef::Old(i) => ValueRef::Old(Operand::Inst(i)),
            InstRef::New(n) => ValueRef::New(n),
        }
    }
}

impl From<BlockRef> for ValueRef {
    fn from(b: BlockRef) -> ValueRef {
        match b {
            BlockRef::Old(b) => ValueRef::Old(Operand::Block(b)),
            BlockRef::New(n) => ValueRef::NewBlock(n),
        }
    }
}

/// Where a new instruction goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    Before(InstRef),
    After(InstRef),
    /// At the end of the block, before its terminator if it has one (a terminator cloned into
    /// a new block goes last).
    BlockEnd(BlockRef),
    /// At the start of the block, after its phis.
    AfterPhis(BlockRef),
}

/// The instructions a plan can create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewOp {
    /// A copy of an original instruction (its flags, metadata and debug location), with the
    /// operands equal to a `remap` key replaced; `drop_poison_flags` clears `nsw`/`nuw`/
    /// `exact` and poison-implying metadata, as LLVM does for speculated copies. Phis are
    /// never cloned (they are resolved or rebuilt).
    Clone {
        source: Inst,
        remap: Vec<(ValueRef, ValueRef)>,
        drop_poison_flags: bool,
    },
    Phi {
        ty: TypeId,
        incoming: Vec<(ValueRef, BlockRef)>,
    },
    Load {
        ty: TypeId,
        ptr: ValueRef,
        align: u32,
    },
    Store {
        value: ValueRef,
        ptr: ValueRef,
        align: u32,
    },
    /// An `alloca` of `ty` in the entry block (before its first non-alloca).
    Alloca {
        ty: TypeId,
        align: u32,
    },
    Freeze(ValueRef),
    /// `icmp`.
    ICmp {
        predicate: IntPredicate,
        lhs: ValueRef,
        rhs: ValueRef,
    },
    Select {
        condition: ValueRef,
        then: ValueRef,
        otherwise: ValueRef,
    },
    /// A binary operator (`and`, `or`, ...).
    Binary {
        opcode: Opcode,
        lhs: ValueRef,
        rhs: ValueRef,
    },
    /// `ptrtoint` of a pointer to the integer type `ty`.
    PtrToInt {
        value: ValueRef,
        ty: TypeId,
    },
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
    /// Operand `index` of phi `phi` now comes from `block` (its value is kept).
    SetIncomingBlock {
        phi: Inst,
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
    /// Creates instruction `id` (ids are handed out by [`EditPlan::create`] in order).
    Create {
        id: NewInst,
        op: NewOp,
        at: InsertPoint,
        name: Vec<u8>,
    },
    /// Adds the incoming `(value, block)` to a phi.
    AddIncoming {
        phi: InstRef,
        value: ValueRef,
        block: BlockRef,
    },
    /// Removes the first incoming entry from `block` of an original phi.
    RemoveIncoming { phi: Inst, block: BlockRef },
    /// Replaces every use of `of` existing at this point by `with`.
    ReplaceAllUses { of: InstRef, with: ValueRef },
    /// Sets operand `index` of `user`.
    SetOperand {
        user: InstRef,
        index: u32,
        value: ValueRef,
    },
    /// Deletes an original instruction (at the end; it must have no uses left then).
    Erase { inst: Inst },
    /// Deletes an original block with all its instructions (at the end; nothing may branch
    /// to it then).
    EraseBlock { block: Block },
}

/// What a phi the plan creates holds, for the translation validator (the writer ignores
/// it): the value original instruction `source` computes, re-evaluated where the phi is
/// defined, with each original phi of `substitute` read as the paired value instead (the
/// name an almost-invariant variable has at the phi's block). A phi may have several claims;
/// the validator keeps those it can prove.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhiClaim {
    pub phi: NewInst,
    pub source: Inst,
    pub substitute: Vec<(Inst, Operand)>,
}

/// What a transform will write.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EditPlan {
    pub new_blocks: IndexVec<NewBlock, NewBlockSpec>,
    pub edits: Vec<Edit>,
    /// What the phis the plan creates stand for ([`PhiClaim`]).
    pub claims: Vec<PhiClaim>,
    next_inst: u32,
}

/// Why a plan cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanError(pub String);

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl EditPlan {
    /// Whether the plan changes nothing.
    pub fn is_empty(&self) -> bool {
        self.new_blocks.is_empty() && self.edits.is_empty()
    }

    /// Number of instructions the plan creates.
    pub fn num_new_insts(&self) -> usize {
        self.next_inst as usize
    }

    /// Appends `other`, a plan over the same function whose edits touch none of the blocks
    /// and instructions `self`'s do (e.g. the latch duplications of two different loops), so
    /// that one write carries both. `other`'s new ids are renumbered after `self`'s; returns
    /// the renumbering (instruction offset, block offset) for the caller's side tables.
    pub fn absorb(&mut self, other: EditPlan) -> (u32, u32) {
        let (di, db) = (self.next_inst, self.new_blocks.len() as u32);
        let inst = |n: NewInst| NewInst::from_u32(n.as_u32() + di);
        let block = |b: NewBlock| NewBlock::from_u32(b.as_u32() + db);
        let block_ref = |r: BlockRef| match r {
            BlockRef::New(b) => BlockRef::New(block(b)),
            old => old,
        };
        let inst_ref = |r: InstRef| match r {
            InstRef::New(n) => InstRef::New(inst(n)),
            old => old,
        };
        let value = |v: ValueRef| match v {
            ValueRef::New(n) => ValueRef::New(inst(n)),
            ValueRef::NewBlock(b) => ValueRef::NewBlock(block(b)),
            other => other,
        };
        let point = |p: InsertPoint| match p {
            InsertPoint::Before(i) => InsertPoint::Before(inst_ref(i)),
            InsertPoint::After(i) => InsertPoint::After(inst_ref(i)),
            InsertPoint::BlockEnd(b) => InsertPoint::BlockEnd(block_ref(b)),
            InsertPoint::AfterPhis(b) => InsertPoint::AfterPhis(block_ref(b)),
        };
        let op = |o: NewOp| match o {
            NewOp::Clone {
                source,
                remap,
                drop_poison_flags,
            } => NewOp::Clone {
                source,
                remap: remap
                    .into_iter()
                    .map(|(f, t)| (value(f), value(t)))
                    .collect(),
                drop_poison_flags,
            },
            NewOp::Phi { ty, incoming } => NewOp::Phi {
                ty,
                incoming: incoming
                    .into_iter()
                    .map(|(v, b)| (value(v), block_ref(b)))
                    .collect(),
            },
            NewOp::Load { ty, ptr, align } => NewOp::Load {
                ty,
                ptr: value(ptr),
                align,
            },
            NewOp::Store {
                value: v,
                ptr,
                align,
            } => NewOp::Store {
                value: value(v),
                ptr: value(ptr),
                align,
            },
            NewOp::Alloca { ty, align } => NewOp::Alloca { ty, align },
            NewOp::Freeze(v) => NewOp::Freeze(value(v)),
            NewOp::ICmp {
                predicate,
                lhs,
                rhs,
            } => NewOp::ICmp {
                predicate,
                lhs: value(lhs),
                rhs: value(rhs),
            },
            NewOp::Select {
                condition,
                then,
                otherwise,
            } => NewOp::Select {
                condition: value(condition),
                then: value(then),
                otherwise: value(otherwise),
            },
            NewOp::Binary { opcode, lhs, rhs } => NewOp::Binary {
                opcode,
                lhs: value(lhs),
                rhs: value(rhs),
            },
            NewOp::PtrToInt { value: v, ty } => NewOp::PtrToInt {
                value: value(v),
                ty,
            },
        };
        for spec in other.new_blocks.into_raw() {
            self.new_blocks.push(NewBlockSpec {
                name: spec.name,
                after: block_ref(spec.after),
            });
        }
        for edit in other.edits {
            self.edits.push(match edit {
                Edit::SetSuccessor { edge, target } => Edit::SetSuccessor {
                    edge,
                    target: block_ref(target),
                },
                Edit::SetIncomingBlock {
                    phi,
                    index,
                    block: b,
                } => Edit::SetIncomingBlock {
                    phi,
                    index,
                    block: block_ref(b),
                },
                Edit::Branch {
                    block: b,
                    target,
                    debug_location_of,
                } => Edit::Branch {
                    block: block(b),
                    target: block_ref(target),
                    debug_location_of,
                },
                Edit::Create {
                    id,
                    op: o,
                    at,
                    name,
                } => Edit::Create {
                    id: inst(id),
                    op: op(o),
                    at: point(at),
                    name,
                },
                Edit::AddIncoming {
                    phi,
                    value: v,
                    block: b,
                } => Edit::AddIncoming {
                    phi: inst_ref(phi),
                    value: value(v),
                    block: block_ref(b),
                },
                Edit::RemoveIncoming { phi, block: b } => Edit::RemoveIncoming {
                    phi,
                    block: block_ref(b),
                },
                Edit::ReplaceAllUses { of, with } => Edit::ReplaceAllUses {
                    of: inst_ref(of),
                    with: value(with),
                },
                Edit::SetOperand {
                    user,
                    index,
                    value: v,
                } => Edit::SetOperand {
                    user: inst_ref(user),
                    index,
                    value: value(v),
                },
                Edit::Erase { inst: i } => Edit::Erase { inst: i },
                Edit::EraseBlock { block: b } => Edit::EraseBlock { block: b },
            });
        }
        for claim in other.claims {
            self.claims.push(PhiClaim {
                phi: inst(claim.phi),
                ..claim
            });
        }
        self.next_inst += other.next_inst;
        (di, db)
    }

    /// Creates a block; returns its id.
    pub fn new_block(&mut self, name: Vec<u8>, after: BlockRef) -> NewBlock {
        self.new_blocks.push(NewBlockSpec { name, after })
    }

    /// Creates an instruction; returns its id.
    pub fn create(&mut self, op: NewOp, at: InsertPoint, name: &[u8]) -> NewInst {
        let id = NewInst::from_u32(self.next_inst);
        self.next_inst += 1;
        self.edits.push(Edit::Create {
            id,
            op,
            at,
            name: name.to_vec(),
        });
        id
    }

    /// Checks every reference against `cfg` and `model`, that every new block gets exactly
    /// one terminator, and that erased instructions and blocks are unused at the end, before
    /// anything is written.
    pub fn check(&self, cfg: &Cfg, model: &FunctionModel) -> Result<(), PlanError> {
        let bad = |what: String| Err(PlanError(what));
        let n_blocks = cfg.num_blocks();
        let n_insts = model.insts.len();
        let block_ok = |r: BlockRef, created: usize| match r {
            BlockRef::Old(b) => b.index() < n_blocks,
            BlockRef::New(n) => n.index() < created,
        };
        for (n, spec) in self.new_blocks.iter_enumerated() {
            if !block_ok(spec.after, n.index()) {
                return bad(format!("{n:?} is placed after an unknown block"));
            }
        }
        let created_blocks = self.new_blocks.len();
        let mut made = 0u32;
        let inst_ok = |r: InstRef, made: u32| match r {
            InstRef::Old(i) => i.index() < n_insts,
            InstRef::New(n) => n.as_u32() < made,
        };
        let value_ok = |v: ValueRef, made: u32| match v {
            ValueRef::Old(Operand::Inst(i)) => i.index() < n_insts,
            ValueRef::Old(Operand::Arg(a)) => (a as usize) < model.args.len(),
            ValueRef::Old(Operand::Const(c)) => c.index() < model.consts.len(),
            ValueRef::Old(Operand::Block(b)) => b.index() < n_blocks,
            ValueRef::Old(Operand::Opaque(_)) => false,
            ValueRef::New(n) => n.as_u32() < made,
            ValueRef::NewBlock(n) => n.index() < created_blocks,
            ValueRef::ConstInt { ty, .. } => ty.index() < model.type_sizes.len(),
        };
        let point_ok = |p: InsertPoint, made: u32| match p {
            InsertPoint::Before(i) | InsertPoint::After(i) => inst_ok(i, made),
            InsertPoint::BlockEnd(b) | InsertPoint::AfterPhis(b) => block_ok(b, created_blocks),
        };
        let mut terminated = IndexVec::from_elem_n(false, created_blocks);
        let mut erased = IndexVec::from_elem_n(false, n_insts);
        for edit in &self.edits {
            let ok = match edit {
                Edit::SetSuccessor { edge, target } => {
                    edge.index() < cfg.num_edges()
                        && block_ok(*target, created_blocks)
                        && *target != BlockRef::Old(Block::ENTRY)
                }
                Edit::SetIncomingBlock { phi, index, block } => {
                    phi.index() < n_insts
                        && model.insts[*phi].kind == InstKind::Phi
                        && (*index as usize) < model.incoming(*phi).len()
                        && block_ok(*block, created_blocks)
                }
                Edit::Branch {
                    block,
                    target,
                    debug_location_of,
                } => {
                    let fine = block.index() < created_blocks
                        && block_ok(*target, created_blocks)
                        && *target != BlockRef::Old(Block::ENTRY)
                        && debug_location_of.is_none_or(|b| b.index() < n_blocks);
                    if fine && std::mem::replace(&mut terminated[*block], true) {
                        return bad(format!("{block:?} gets two terminators"));
                    }
                    fine
                }
                Edit::Create { id, op, at, .. } => {
                    if id.as_u32() != made {
                        return bad(format!("{id:?} created out of order"));
                    }
                    let fine = point_ok(*at, made)
                        && match op {
                            NewOp::Clone { source, remap, .. } => {
                                source.index() < n_insts
                                    && model.insts[*source].kind != InstKind::Phi
                                    && remap.iter().all(|&(_, to)| value_ok(to, made))
                            }
                            NewOp::Phi { ty, incoming } => {
                                ty.index() < model.type_sizes.len()
                                    && incoming.iter().all(|&(v, b)| {
                                        value_ok(v, made) && block_ok(b, created_blocks)
                                    })
                            }
                            NewOp::Load { ty, ptr, .. } => {
                                ty.index() < model.type_sizes.len() && value_ok(*ptr, made)
                            }
                            NewOp::Store { value, ptr, .. } => {
                                value_ok(*value, made) && value_ok(*ptr, made)
                            }
                            NewOp::Alloca { ty, .. } => ty.index() < model.type_sizes.len(),
                            NewOp::Freeze(v) => value_ok(*v, made),
                            NewOp::PtrToInt { value, ty } => {
                                value_ok(*value, made) && ty.index() < model.type_sizes.len()
                            }
                            NewOp::ICmp { lhs, rhs, .. } | NewOp::Binary { lhs, rhs, .. } => {
                                value_ok(*lhs, made) && value_ok(*rhs, made)
                            }
                            NewOp::Select {
                                condition,
                                then,
                                otherwise,
                            } => {
                                value_ok(*condition, made)
                                    && value_ok(*then, made)
                                    && value_ok(*otherwise, made)
                            }
                        };
                    // A terminator cloned into a new block ends it.
                    if let (
                        true,
                        NewOp::Clone { source, .. },
                        InsertPoint::BlockEnd(BlockRef::New(nb)),
                    ) = (fine, op, at)
                    {
                        if model.insts[*source].kind == InstKind::Terminator
                            && std::mem::replace(&mut terminated[*nb], true)
                        {
                            return bad(format!("{nb:?} gets two terminators"));
                        }
                    }
                    made += 1;
                    fine
                }
                Edit::AddIncoming { phi, value, block } => {
                    inst_ok(*phi, made)
                        && value_ok(*value, made)
                        && block_ok(*block, created_blocks)
                }
                Edit::RemoveIncoming { phi, block } => {
                    phi.index() < n_insts
                        && model.insts[*phi].kind == InstKind::Phi
                        && block_ok(*block, created_blocks)
                }
                Edit::ReplaceAllUses { of, with } => inst_ok(*of, made) && value_ok(*with, made),
                Edit::SetOperand { user, value, .. } => {
                    inst_ok(*user, made) && value_ok(*value, made)
                }
                Edit::Erase { inst } => {
                    let fine = inst.index() < n_insts;
                    if fine && std::mem::replace(&mut erased[*inst], true) {
                        return bad(format!("{inst:?} erased twice"));
                    }
                    fine
                }
                Edit::EraseBlock { block } => block.index() < n_blocks && *block != Block::ENTRY,
            };
            if !ok {
                return bad(format!("bad edit {edit:?}"));
            }
        }
        if made != self.next_inst {
            return bad("instruction count disagrees with the creations".into());
        }
        if let Some((n, _)) = terminated.iter_enumerated().find(|(_, &t)| !t) {
            return bad(format!("{n:?} gets no terminator"));
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::edit::model::{InstHead, ModelBuilder, TypeId};
    use crate::graph::testing::bb;

    /// A model with just terminators (and phis where asked) for an edge-list graph.
    pub(crate) fn skeleton(cfg: &Cfg, phis: &[(u32, &[u32])]) -> FunctionModel {
        let mut m = ModelBuilder::new(cfg.num_blocks());
        let void = m.add_type(None);
        let i32_ty = m.add_type(Some(4));
        for b in cfg.blocks() {
            for &(pb, incoming) in phis {
                if pb == b.as_u32() {
                    let inc: Vec<Block> = incoming.iter().map(|&i| bb(i)).collect();
                    let ops = vec![Operand::Arg(0); inc.len()];
                    let head = InstHead {
                        opcode: Opcode::Phi,
                        kind: InstKind::Phi,
                        ty: i32_ty,
                        fingerprint: 44,
                    };
                    m.push(b, head, &ops, &inc);
                }
            }
            let ops: Vec<Operand> = cfg.succs(b).iter().map(|&s| Operand::Block(s)).collect();
            // `br` for up to two successors, listed in order; a `switch` beyond, since three
            // operands would read as a conditional `br`.
            let (opcode, fingerprint) = if ops.len() >= 3 {
                (Opcode::Switch, 3)
            } else {
                (Opcode::Br, 2)
            };
            let head = InstHead {
                opcode,
                kind: InstKind::Terminator,
                ty: void,
                fingerprint,
            };
            m.push(b, head, &ops, &[]);
        }
        m.add_arg(Default::default());
        let _ = TypeId::new(0);
        m.finish()
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
        let model = skeleton(&cfg, &[]);
        let plan = split_triangle();
        assert_eq!(plan.check(&cfg, &model), Ok(()));
        let p = plan.apply_to(&cfg, &model).unwrap();
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
        assert_eq!(p.cfg.succ_table(), want.succ_table());
    }

    #[test]
    fn later_blocks_after_the_same_source_come_first() {
        let cfg = triangle();
        let model = skeleton(&cfg, &[]);
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
        let p = plan.apply_to(&cfg, &model).unwrap();
        assert_eq!(p.layout[1], BlockRef::New(b));
        assert_eq!(p.layout[2], BlockRef::New(a));
    }

    #[test]
    fn cloned_terminator_keeps_remapped_successors_and_erased_blocks_vanish() {
        // Latch 2 of the loop 1 -> 2 -> 1, 2 -> 3 gets a copy reached from 1; the original
        // latch is erased.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let model = skeleton(&cfg, &[]);
        let term = model.terminator(bb(2)).unwrap();
        let mut plan = EditPlan::default();
        let copy = plan.new_block(b"latch.copy".to_vec(), BlockRef::Old(bb(2)));
        plan.create(
            NewOp::Clone {
                source: term,
                remap: vec![],
                drop_poison_flags: false,
            },
            InsertPoint::BlockEnd(BlockRef::New(copy)),
            b"",
        );
        plan.edits.push(Edit::SetSuccessor {
            edge: cfg.succ_edge(bb(1), 0),
            target: BlockRef::New(copy),
        });
        plan.edits.push(Edit::EraseBlock { block: bb(2) });
        assert_eq!(plan.check(&cfg, &model), Ok(()));
        let p = plan.apply_to(&cfg, &model).unwrap();
        // Layout 0, 1, copy, 3: 0 -> 1, 1 -> copy, copy -> {1, 3}.
        let want = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        assert_eq!(p.cfg.succ_table(), want.succ_table());
        assert_eq!(p.layout[2], BlockRef::New(copy));
    }

    #[test]
    fn malformed_plans_are_rejected_before_writing() {
        let cfg = triangle();
        let model = skeleton(&cfg, &[]);
        let mut unterminated = split_triangle();
        unterminated.edits.pop();
        assert!(unterminated.check(&cfg, &model).is_err());
        let mut twice = split_triangle();
        twice.edits.push(twice.edits[1].clone());
        assert!(twice.check(&cfg, &model).is_err());
        let mut bad_edge = split_triangle();
        bad_edge.edits[0] = Edit::SetSuccessor {
            edge: Edge::new(9),
            target: BlockRef::Old(bb(1)),
        };
        assert!(bad_edge.check(&cfg, &model).is_err());
        let mut into_entry = split_triangle();
        into_entry.edits[0] = Edit::SetSuccessor {
            edge: Edge::new(0),
            target: BlockRef::Old(bb(0)),
        };
        assert!(into_entry.check(&cfg, &model).is_err());
        let mut not_a_phi = split_triangle();
        not_a_phi.edits.push(Edit::SetIncomingBlock {
            phi: model.terminator(bb(0)).unwrap(),
            index: 0,
            block: BlockRef::Old(bb(1)),
        });
        assert!(not_a_phi.check(&cfg, &model).is_err());
        let mut bad_place = EditPlan::default();
        bad_place.new_block(b"x".to_vec(), BlockRef::New(NewBlock::new(0)));
        assert!(bad_place.check(&cfg, &model).is_err());
        let mut opaque = split_triangle();
        opaque.create(
            NewOp::Freeze(ValueRef::Old(Operand::Opaque(0))),
            InsertPoint::BlockEnd(BlockRef::Old(bb(1))),
            b"",
        );
        assert!(opaque.check(&cfg, &model).is_err());
    }
}
