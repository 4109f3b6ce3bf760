//! Deliberately wrong versions of a rewrite plan, for the hidden `debug-corrupt=KIND`
//! parameter of the FPLICM and latch-duplication passes: the translation validator must
//! refuse each of them, which proves the passes validate the very plan they would apply (the
//! validator's own unit tests cover the same mutations on hand-built plans). Four kinds
//! corrupt a block-level rewrite (latch duplication), four the FPLICM hoist's dataflow.

use crate::edit::model::{FunctionModel, InstKind, Operand};
use crate::edit::opcode::{IntPredicate, Opcode};
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewBlock, NewInst, NewOp, ValueRef,
};
use crate::graph::Block;

/// The seeded wrong rewrites the validator must refuse, one per check (docs/fplicm-design.md §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corruption {
    /// A copied conditional branch with its two targets swapped.
    WrongSuccessor,
    /// An edge into a copy that does work retargeted past it.
    DropBlock,
    /// Two entries of one phi given each other's values.
    WrongPhi,
    /// A copied conditional branch replaced by a jump to its true target, on a condition
    /// nothing decides.
    FoldUnknown,
    /// A speculative chain load reading through its address with the last index clamped
    /// into `[0, 8)` instead of the whole-object guard (the old guard's bug: docs/fplicm-design.md §9, "What the old guard got wrong").
    ClampIndex,
    /// A whole-object guard whose bound is halved: it substitutes the object's start for
    /// addresses the original reads and uses.
    WrongGuard,
    /// A repair load placed before the rare write it repairs.
    EarlyRepair,
    /// A repair's chain copy reading the preheader's load instead of the repair load.
    StaleOperand,
    /// The first chain copy of a guarded phi (`select c, a, b`) with its arms swapped.
    SwapSelect,
}

impl Corruption {
    pub const NAMES: &'static str = "wrong-successor, drop-block, wrong-phi, fold-unknown, \
        clamp-index, wrong-guard, early-repair, stale-operand, swap-select";

    pub fn parse(name: &str) -> Option<Corruption> {
        match name {
            "wrong-successor" => Some(Corruption::WrongSuccessor),
            "drop-block" => Some(Corruption::DropBlock),
            "wrong-phi" => Some(Corruption::WrongPhi),
            "fold-unknown" => Some(Corruption::FoldUnknown),
            "clamp-index" => Some(Corruption::ClampIndex),
            "wrong-guard" => Some(Corruption::WrongGuard),
            "early-repair" => Some(Corruption::EarlyRepair),
            "stale-operand" => Some(Corruption::StaleOperand),
            "swap-select" => Some(Corruption::SwapSelect),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Corruption::WrongSuccessor => "wrong-successor",
            Corruption::DropBlock => "drop-block",
            Corruption::WrongPhi => "wrong-phi",
            Corruption::FoldUnknown => "fold-unknown",
            Corruption::ClampIndex => "clamp-index",
            Corruption::WrongGuard => "wrong-guard",
            Corruption::EarlyRepair => "early-repair",
            Corruption::StaleOperand => "stale-operand",
            Corruption::SwapSelect => "swap-select",
        }
    }

    /// Whether the kind corrupts a hoist (a plan that keeps the CFG) rather than a block
    /// rewrite.
    pub fn corrupts_hoist(self) -> bool {
        matches!(
            self,
            Corruption::ClampIndex
                | Corruption::WrongGuard
                | Corruption::EarlyRepair
                | Corruption::StaleOperand
                | Corruption::SwapSelect
        )
    }
}

/// Applies `how` to the first place of `plan` it fits; returns false (plan unchanged) when
/// nothing fits: a block kind on a plan that creates no block, a hoist kind on one that does.
pub fn corrupt(plan: &mut EditPlan, model: &FunctionModel, how: Corruption) -> bool {
    if how.corrupts_hoist() != plan.new_blocks.is_empty() {
        return false;
    }
    match how {
        Corruption::WrongSuccessor => swap_targets(plan, model),
        Corruption::DropBlock => skip_copy(plan, model),
        Corruption::WrongPhi => swap_phi_values(plan),
        Corruption::FoldUnknown => fold_branch(plan, model),
        Corruption::ClampIndex => clamp_index(plan, model),
        Corruption::WrongGuard => halve_guard_bound(plan),
        Corruption::EarlyRepair => repair_before_write(plan, model),
        Corruption::StaleOperand => stale_repair_operand(plan),
        Corruption::SwapSelect => swap_select_arms(plan),
    }
}

/// The `Create` edits of the plan with their ids, in creation order.
fn creations(plan: &EditPlan) -> Vec<(NewInst, usize)> {
    plan.edits
        .iter()
        .enumerate()
        .filter_map(|(k, e)| match e {
            Edit::Create { id, .. } => Some((*id, k)),
            _ => None,
        })
        .collect()
}

fn op_of(plan: &EditPlan, k: usize) -> Option<&NewOp> {
    match &plan.edits[k] {
        Edit::Create { op, .. } => Some(op),
        _ => None,
    }
}

fn clamp_index(plan: &mut EditPlan, model: &FunctionModel) -> bool {
    let made = creations(plan);
    let at_of = |n: NewInst| made.iter().find(|&&(m, _)| m == n).map(|&(_, k)| k);
    // A chain load's copy: a clone of a load whose address is `select ok, freeze(gep), obj`.
    for &(load, k) in &made {
        let Some(NewOp::Clone { source, remap, .. }) = op_of(plan, k) else {
            continue;
        };
        if !matches!(model.insts[*source].kind, InstKind::Load { .. }) {
            continue;
        }
        let guard = remap.iter().find_map(|&(_, to)| match to {
            ValueRef::New(n) => match at_of(n).and_then(|k| op_of(plan, k)) {
                Some(NewOp::Select {
                    then: ValueRef::New(frozen),
                    ..
                }) => Some(*frozen),
                _ => None,
            },
            _ => None,
        });
        let Some(frozen) = guard else {
            continue;
        };
        let Some(NewOp::Freeze(ValueRef::New(gep))) = at_of(frozen).and_then(|k| op_of(plan, k))
        else {
            continue;
        };
        let Some(NewOp::Clone {
            source: g,
            remap: gep_remap,
            ..
        }) = at_of(*gep).and_then(|k| op_of(plan, k))
        else {
            continue;
        };
        let (g, gep_remap) = (*g, gep_remap.clone());
        let Some(&Operand::Inst(index)) = model.operands(g).last() else {
            continue;
        };
        let ty = model.insts[index].ty;
        let index_now = remapped(&gep_remap, Operand::Inst(index));
        let here = InsertPoint::Before(InstRef::New(load));
        let f = plan.create(NewOp::Freeze(index_now), here, b"corrupt.idx");
        let inside = plan.create(
            NewOp::ICmp {
                predicate: IntPredicate::Ult,
                lhs: ValueRef::New(f),
                rhs: ValueRef::ConstInt { ty, value: 8 },
            },
            here,
            b"corrupt.inbounds",
        );
        let clamped = plan.create(
            NewOp::Select {
                condition: ValueRef::New(inside),
                then: ValueRef::New(f),
                otherwise: ValueRef::ConstInt { ty, value: 0 },
            },
            here,
            b"corrupt.safeidx",
        );
        let mut with_clamp = vec![(ValueRef::Old(Operand::Inst(index)), ValueRef::New(clamped))];
        with_clamp.extend(gep_remap);
        let address = plan.create(
            NewOp::Clone {
                source: g,
                remap: with_clamp,
                drop_poison_flags: true,
            },
            here,
            b"corrupt.addr",
        );
        plan.edits.push(Edit::SetOperand {
            user: InstRef::New(load),
            index: 0,
            value: ValueRef::New(address),
        });
        return true;
    }
    false
}

fn halve_guard_bound(plan: &mut EditPlan) -> bool {
    for e in &mut plan.edits {
        if let Edit::Create {
            op:
                NewOp::ICmp {
                    predicate: IntPredicate::Ule, // the whole-object bound
                    rhs: ValueRef::ConstInt { value, .. },
                    ..
                },
            name,
            ..
        } = e
        {
            if name.as_slice() == b"fplicm.inside" && *value > 0 {
                *value /= 2;
                return true;
            }
        }
    }
    false
}

fn repair_before_write(plan: &mut EditPlan, model: &FunctionModel) -> bool {
    for e in &mut plan.edits {
        if let Edit::Create { at, name, .. } = e {
            let InsertPoint::Before(InstRef::Old(next)) = *at else {
                continue;
            };
            if name.as_slice() != b"fplicm.repair" {
                continue;
            }
            let block = model.block(model.insts[next].block);
            let Some(k) = block.iter().position(|&i| i == next).filter(|&k| k > 0) else {
                continue;
            };
            *at = InsertPoint::Before(InstRef::Old(block[k - 1]));
            return true;
        }
    }
    false
}

fn stale_repair_operand(plan: &mut EditPlan) -> bool {
    let named = |plan: &EditPlan, want: &[u8]| -> Vec<(NewInst, Option<usize>)> {
        plan.edits
            .iter()
            .filter_map(|e| match e {
                Edit::Create {
                    id,
                    op: NewOp::Clone { source, .. },
                    name,
                    ..
                } if name.as_slice() == want => Some((*id, Some(source.index()))),
                _ => None,
            })
            .collect()
    };
    let repairs = named(plan, b"fplicm.repair");
    let entries = named(plan, b"fplicm.pre");
    for e in &mut plan.edits {
        let Edit::Create {
            op: NewOp::Clone { remap, .. },
            ..
        } = e
        else {
            continue;
        };
        for (_, to) in remap.iter_mut() {
            let ValueRef::New(r) = *to else { continue };
            let Some(&(_, source)) = repairs.iter().find(|&&(n, _)| n == r) else {
                continue;
            };
            if let Some(&(entry, _)) = entries.iter().find(|&&(_, s)| s == source) {
                *to = ValueRef::New(entry);
                return true;
            }
        }
    }
    false
}

fn swap_select_arms(plan: &mut EditPlan) -> bool {
    for e in &mut plan.edits {
        if let Edit::Create {
            op: NewOp::Select {
                then, otherwise, ..
            },
            name,
            ..
        } = e
        {
            if name.as_slice() == b"fplicm.select" && then != otherwise {
                std::mem::swap(then, otherwise);
                return true;
            }
        }
    }
    false
}

/// What a clone's operand becomes: the first remap entry for it, or itself.
fn remapped(remap: &[(ValueRef, ValueRef)], op: Operand) -> ValueRef {
    let from = ValueRef::Old(op);
    remap
        .iter()
        .find(|(k, _)| *k == from)
        .map_or(from, |&(_, to)| to)
}

fn as_block(v: ValueRef) -> Option<BlockRef> {
    match v {
        ValueRef::Old(Operand::Block(b)) => Some(BlockRef::Old(b)),
        ValueRef::NewBlock(n) => Some(BlockRef::New(n)),
        _ => None,
    }
}

/// The index of the first edit cloning a conditional `br` (operands `[cond, false, true]`)
/// into a new block whose two targets differ after remapping.
fn cloned_conditional_branch(plan: &EditPlan, model: &FunctionModel) -> Option<usize> {
    plan.edits.iter().position(|e| match e {
        Edit::Create {
            op: NewOp::Clone { source, remap, .. },
            at: InsertPoint::BlockEnd(BlockRef::New(_)),
            ..
        } => {
            let d = &model.insts[*source];
            let ops = model.operands(*source);
            d.kind == InstKind::Terminator
                && d.opcode == Opcode::Br
                && ops.len() == 3
                && remapped(remap, ops[1]) != remapped(remap, ops[2])
        }
        _ => false,
    })
}

fn swap_targets(plan: &mut EditPlan, model: &FunctionModel) -> bool {
    let Some(k) = cloned_conditional_branch(plan, model) else {
        return false;
    };
    let Edit::Create {
        op: NewOp::Clone { source, remap, .. },
        ..
    } = &mut plan.edits[k]
    else {
        return false;
    };
    let ops = model.operands(*source);
    let (f, t) = (ops[1], ops[2]);
    let (to_f, to_t) = (remapped(remap, f), remapped(remap, t));
    // First match wins, so the swap goes in front of the existing entries.
    remap.splice(0..0, [(ValueRef::Old(f), to_t), (ValueRef::Old(t), to_f)]);
    true
}

fn fold_branch(plan: &mut EditPlan, model: &FunctionModel) -> bool {
    let Some(k) = cloned_conditional_branch(plan, model) else {
        return false;
    };
    let Edit::Create {
        op: NewOp::Clone { source, remap, .. },
        at: InsertPoint::BlockEnd(BlockRef::New(block)),
        ..
    } = &plan.edits[k]
    else {
        return false;
    };
    let (block, source) = (*block, *source);
    let Some(target) = as_block(remapped(remap, model.operands(source)[2])) else {
        return false;
    };
    // The clone's id must still be created (ids are handed out in order), so it becomes a
    // dead alloca in the entry block, whose body the validator takes as given.
    let ty = match model.operands(source)[0] {
        Operand::Inst(c) => model.insts[c].ty,
        _ => return false,
    };
    if let Edit::Create { op, at, .. } = &mut plan.edits[k] {
        *op = NewOp::Alloca { ty, align: 1 };
        *at = InsertPoint::BlockEnd(BlockRef::Old(Block::ENTRY));
    }
    plan.edits.push(Edit::Branch {
        block,
        target,
        debug_location_of: None,
    });
    true
}

/// Whether the plan clones a non-terminator into `block`.
fn does_work(plan: &EditPlan, model: &FunctionModel, block: NewBlock) -> bool {
    plan.edits.iter().any(|e| {
        matches!(e, Edit::Create {
            op: NewOp::Clone { source, .. },
            at: InsertPoint::BlockEnd(BlockRef::New(b)),
            ..
        } if *b == block && model.insts[*source].kind != InstKind::Terminator)
    })
}

/// Where `block`'s cloned terminator goes first (its only or its true target).
fn first_target(plan: &EditPlan, model: &FunctionModel, block: NewBlock) -> Option<BlockRef> {
    plan.edits.iter().find_map(|e| match e {
        Edit::Create {
            op: NewOp::Clone { source, remap, .. },
            at: InsertPoint::BlockEnd(BlockRef::New(b)),
            ..
        } if *b == block && model.insts[*source].kind == InstKind::Terminator => {
            let ops = model.operands(*source);
            ops.last().and_then(|&t| as_block(remapped(remap, t)))
        }
        Edit::Branch {
            block: b, target, ..
        } if *b == block => Some(*target),
        _ => None,
    })
}

fn skip_copy(plan: &mut EditPlan, model: &FunctionModel) -> bool {
    let found = plan.edits.iter().enumerate().find_map(|(k, e)| match e {
        Edit::SetSuccessor {
            target: BlockRef::New(b),
            ..
        } if does_work(plan, model, *b) => first_target(plan, model, *b).map(|t| (k, t)),
        _ => None,
    });
    let Some((k, past)) = found else {
        return false;
    };
    if let Edit::SetSuccessor { target, .. } = &mut plan.edits[k] {
        *target = past;
    }
    true
}

fn swap_phi_values(plan: &mut EditPlan) -> bool {
    let adds: Vec<(usize, _, ValueRef, BlockRef)> = plan
        .edits
        .iter()
        .enumerate()
        .filter_map(|(k, e)| match e {
            Edit::AddIncoming { phi, value, block } => Some((k, *phi, *value, *block)),
            _ => None,
        })
        .collect();
    for (n, &(a, phi, va, ba)) in adds.iter().enumerate() {
        let other = adds[n + 1..]
            .iter()
            .find(|&&(_, p, v, b)| p == phi && v != va && b != ba);
        if let Some(&(b, _, vb, _)) = other {
            for (k, v) in [(a, vb), (b, va)] {
                if let Edit::AddIncoming { value, .. } = &mut plan.edits[k] {
                    *value = v;
                }
            }
            return true;
        }
    }
    // Otherwise the first new phi with two distinct values (a separation partner).
    for e in &mut plan.edits {
        if let Edit::Create {
            op: NewOp::Phi { incoming, .. },
            ..
        } = e
        {
            if let Some(j) = (1..incoming.len()).find(|&j| incoming[j].0 != incoming[0].0) {
                let first = incoming[0].0;
                incoming[0].0 = incoming[j].0;
                incoming[j].0 = first;
                return true;
            }
        }
    }
    false
}
