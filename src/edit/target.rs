//! What a plan means: [`EditPlan::apply_to`] computes the function an edit plan produces
//! from the source model, as plain data — the plan's edits in plan order with LLVM's rules
//! at each one (a `ReplaceAllUses` rewrites every use existing then), deletions last, new
//! blocks placed in layout as they are created. It is the only definition of a plan's
//! meaning: the validator compares its result with the source, the writer (`ir::apply`)
//! must produce IR that reads back equal to it, and tests state expectations against it.

use crate::graph::fast_hash::{IdMap, IdSet};
use std::ops::Range;

use either::Either;

use crate::edit::model::{FunctionModel, Inst, InstKind, Operand, TypeId};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewBlock, NewInst, NewOp, PlanError, ValueRef,
};
use crate::graph::{Block, BlockMap, Cfg, Csr, IndexVec, PackedOption};

crate::newtype_index! {
    /// An instruction of the target function, numbered in target layout order.
    pub struct TInst = "tinst";
}

/// Where a target instruction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstOrigin {
    /// An instruction of the source, kept in place.
    Original(Inst),
    /// A `NewOp::Clone` of a source instruction.
    Clone(Inst),
    /// Built by the plan from scratch (phi, load, freeze, ...): no source instruction.
    Created,
    /// The `br label` an `Edit::Branch` ends a new block with.
    Jump,
}

impl InstOrigin {
    /// The source instruction this one is, or is a copy of.
    pub fn source(self) -> Option<Inst> {
        match self {
            InstOrigin::Original(i) | InstOrigin::Clone(i) => Some(i),
            InstOrigin::Created | InstOrigin::Jump => None,
        }
    }
}

/// One instruction of the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetInst {
    pub block: Block,
    /// Its plan id (`None` for the jumps of `Edit::Branch`, which have none).
    pub id: Option<InstRef>,
    pub origin: InstOrigin,
    pub opcode: Opcode,
    pub kind: InstKind,
    pub ty: Option<TypeId>,
    /// The source's fingerprint for originals and clones; `None` for created instructions,
    /// which therefore never count as the same operation as a source instruction.
    pub fingerprint: Option<u64>,
    operands: Range<u32>,
    incoming: Range<u32>,
}

/// The function a plan produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetFunction {
    /// Plan block of each target block (target block `b` is `layout[b]`).
    pub layout: Vec<BlockRef>,
    /// Successors derived from the final terminators.
    pub cfg: Cfg,
    pub insts: IndexVec<TInst, TargetInst>,
    pub block_insts: Csr<Block, TInst>,
    /// Operands in LLVM order, over source ids and plan ids (terminators keep their block
    /// operands; `successors` reads them).
    operands: Vec<ValueRef>,
    /// Phi incoming blocks in target numbering, parallel to the phi's operands.
    incoming_blocks: Vec<Block>,
    old_insts: IndexVec<Inst, PackedOption<TInst>>,
    new_insts: IndexVec<NewInst, PackedOption<TInst>>,
    old_blocks: BlockMap<PackedOption<Block>>,
    new_blocks: Vec<PackedOption<Block>>,
    /// Where each erased original instruction stood (those of erased blocks excepted), in
    /// layout order: what the source runs there and the target no longer does.
    pub ghosts: Vec<Ghost>,
}

/// An erased original instruction's place in the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost {
    pub block: Block,
    /// It stood before the `before`-th instruction of `block` (the block's length: at its end).
    pub before: u32,
    pub source: Inst,
}

impl TargetFunction {
    pub fn num_blocks(&self) -> usize {
        self.layout.len()
    }

    pub fn operands(&self, i: TInst) -> &[ValueRef] {
        let r = &self.insts[i].operands;
        &self.operands[r.start as usize..r.end as usize]
    }

    /// Incoming blocks of phi `i`, parallel to its operands.
    pub fn incoming(&self, i: TInst) -> &[Block] {
        let r = &self.insts[i].incoming;
        &self.incoming_blocks[r.start as usize..r.end as usize]
    }

    pub fn block(&self, b: Block) -> &[TInst] {
        self.block_insts.row(b)
    }

    /// The phis at the start of `b`.
    pub fn phis(&self, b: Block) -> &[TInst] {
        let insts = self.block(b);
        let n = insts
            .iter()
            .take_while(|&&i| self.insts[i].kind == InstKind::Phi)
            .count();
        &insts[..n]
    }

    /// The last instruction of `b` when it is a terminator.
    pub fn terminator(&self, b: Block) -> Option<TInst> {
        self.block(b)
            .last()
            .copied()
            .filter(|&i| self.insts[i].kind == InstKind::Terminator)
    }

    /// The instructions of `b` after its phis and before its terminator.
    pub fn body(&self, b: Block) -> &[TInst] {
        let insts = self.block(b);
        let end = insts.len() - usize::from(self.terminator(b).is_some());
        let start = self.phis(b).len().min(end);
        &insts[start..end]
    }

    /// The target instruction a plan instruction became, unless it was erased.
    pub fn lookup(&self, r: InstRef) -> Option<TInst> {
        match r {
            InstRef::Old(i) => self.old_insts.get(i).and_then(|p| p.expand()),
            InstRef::New(n) => self.new_insts.get(n).and_then(|p| p.expand()),
        }
    }

    /// The target instruction behind a value, when it is one.
    pub fn value_inst(&self, v: ValueRef) -> Option<TInst> {
        match v {
            ValueRef::Old(Operand::Inst(i)) => self.lookup(InstRef::Old(i)),
            ValueRef::New(n) => self.lookup(InstRef::New(n)),
            _ => None,
        }
    }

    /// The value an instruction defines (`None` for the jumps of `Edit::Branch`).
    pub fn value(&self, i: TInst) -> Option<ValueRef> {
        self.insts[i].id.map(ValueRef::from)
    }

    /// The target block a plan block became, unless it was erased.
    pub fn target_block(&self, r: BlockRef) -> Option<Block> {
        match r {
            BlockRef::Old(b) => self.old_blocks.get(b).and_then(|p| p.expand()),
            BlockRef::New(n) => self.new_blocks.get(n.index()).and_then(|p| p.expand()),
        }
    }
}

/// The block a value names, when it is a block.
pub fn block_value(v: ValueRef) -> Option<BlockRef> {
    match v {
        ValueRef::Old(Operand::Block(b)) => Some(BlockRef::Old(b)),
        ValueRef::NewBlock(n) => Some(BlockRef::New(n)),
        _ => None,
    }
}

/// Whether a terminator with these operands is a conditional `br` (`[cond, false, true]`).
pub fn is_conditional_br(opcode: Opcode, operands: &[ValueRef]) -> bool {
    opcode == Opcode::Br && operands.len() == 3
}

/// Whether a terminator with these operands is an unconditional `br label`.
pub fn is_jump(opcode: Opcode, operands: &[ValueRef]) -> bool {
    opcode == Opcode::Br && operands.len() == 1
}

/// The operand index of successor `k` of a terminator. Every LLVM terminator lists its
/// successors as block operands in successor order (`switch`: default then cases;
/// `invoke`: normal then unwind), except the conditional `br`, whose operands are
/// `[cond, false, true]` while successor 0 is the true target.
fn successor_operand(opcode: Opcode, operands: &[ValueRef], k: usize) -> Option<usize> {
    if is_conditional_br(opcode, operands) {
        return match k {
            0 => Some(2),
            1 => Some(1),
            _ => None,
        };
    }
    operands
        .iter()
        .enumerate()
        .filter(|(_, v)| block_value(**v).is_some())
        .nth(k)
        .map(|(i, _)| i)
}

const NONE: u32 = u32::MAX;

/// One instruction while the plan is simulated. Blocks are doubly linked lists so every
/// insertion point costs O(1) (O(phis) for `AfterPhis`).
#[derive(Clone, Debug)]
struct SimInst {
    block: u32,
    prev: u32,
    next: u32,
    alive: bool,
    id: Option<InstRef>,
    origin: InstOrigin,
    opcode: Opcode,
    kind: InstKind,
    ty: Option<TypeId>,
    fingerprint: Option<u64>,
    /// Range in `Sim::ops` (and, for phis, the parallel range in `Sim::inc`).
    ops: Range<u32>,
    inc: Range<u32>,
    /// Spare slots after both ranges of a phi (see [`Sim::make_room`]).
    room: u32,
    /// An erased original instruction left in its block's list, so the target records where
    /// it stood ([`TargetFunction::ghosts`]).
    ghost: bool,
}

/// What spare pool slots hold until used.
const SPARE_VALUE: ValueRef = ValueRef::Old(Operand::Opaque(u32::MAX));
const SPARE_BLOCK: BlockRef = BlockRef::Old(Block::ENTRY);

struct Sim<'a> {
    cfg: &'a Cfg,
    model: &'a FunctionModel,
    n_old_insts: usize,
    n_old_blocks: usize,
    insts: Vec<SimInst>,
    /// Slot of each `NewInst`, in creation order.
    new_slot: Vec<u32>,
    ops: Vec<ValueRef>,
    inc: Vec<BlockRef>,
    head: Vec<u32>,
    tail: Vec<u32>,
    /// Users of the instructions some `ReplaceAllUses` replaces (one entry per time a user
    /// started using it; stale entries are skipped when the user no longer does).
    users: IdMap<InstRef, Vec<u32>>,
    erase: Vec<Inst>,
    erase_blocks: Vec<Block>,
    /// How many instructions `Edit::Erase` names (a capacity hint for the ghosts).
    erase_count: usize,
}

fn err<T>(what: String) -> Result<T, PlanError> {
    Err(PlanError(what))
}

impl<'a> Sim<'a> {
    fn new(cfg: &'a Cfg, model: &'a FunctionModel, plan: &EditPlan) -> Sim<'a> {
        let n_old_blocks = cfg.num_blocks();
        let n_blocks = n_old_blocks + plan.new_blocks.len();
        let ops: Vec<ValueRef> = model.operands.iter().map(|&o| ValueRef::Old(o)).collect();
        let inc: Vec<BlockRef> = model
            .incoming_blocks
            .iter()
            .map(|&b| BlockRef::Old(b))
            .collect();
        let mut insts = Vec::with_capacity(model.insts.len() + plan.num_new_insts());
        let mut head = vec![NONE; n_blocks];
        let mut tail = vec![NONE; n_blocks];
        for (i, d) in model.insts.iter_enumerated() {
            insts.push(SimInst {
                block: d.block.as_u32(),
                prev: NONE,
                next: NONE,
                alive: true,
                id: Some(InstRef::Old(i)),
                origin: InstOrigin::Original(i),
                opcode: d.opcode,
                kind: d.kind,
                ty: Some(d.ty),
                fingerprint: Some(d.fingerprint),
                ops: d.operands.clone(),
                inc: if d.kind == InstKind::Phi {
                    d.incoming.clone()
                } else {
                    0..0
                },
                room: 0,
                ghost: false,
            });
        }
        for b in 0..n_old_blocks.min(model.num_blocks()) {
            let mut prev = NONE;
            for &i in model.block(Block::new(b)) {
                let s = i.as_u32();
                insts[i.index()].prev = prev;
                if prev == NONE {
                    head[b] = s;
                } else {
                    insts[prev as usize].next = s;
                }
                prev = s;
            }
            tail[b] = prev;
        }
        let replaced: IdSet<InstRef> = plan
            .edits
            .iter()
            .filter_map(|e| match e {
                Edit::ReplaceAllUses { of, .. } => Some(*of),
                _ => None,
            })
            .collect();
        let mut users: IdMap<InstRef, Vec<u32>> = IdMap::default();
        if !replaced.is_empty() {
            for i in model.insts.indices() {
                for op in model.operands(i) {
                    if let Operand::Inst(used) = op {
                        if replaced.contains(&InstRef::Old(*used)) {
                            users
                                .entry(InstRef::Old(*used))
                                .or_default()
                                .push(i.as_u32());
                        }
                    }
                }
            }
            for r in replaced {
                users.entry(r).or_default();
            }
        }
        Sim {
            cfg,
            model,
            n_old_insts: model.insts.len(),
            n_old_blocks,
            insts,
            new_slot: Vec::with_capacity(plan.num_new_insts()),
            ops,
            inc,
            head,
            tail,
            users,
            erase: Vec::new(),
            erase_blocks: Vec::new(),
            erase_count: 0,
        }
    }

    fn inst_slot(&self, r: InstRef) -> Result<u32, PlanError> {
        match r {
            InstRef::Old(i) if i.index() < self.n_old_insts => Ok(i.as_u32()),
            InstRef::New(n) => match self.new_slot.get(n.index()) {
                Some(&s) => Ok(s),
                None => err(format!("{n:?} is used before it is created")),
            },
            InstRef::Old(i) => err(format!("{i:?} does not exist")),
        }
    }

    fn block_slot(&self, r: BlockRef) -> usize {
        match r {
            BlockRef::Old(b) => b.index(),
            BlockRef::New(n) => self.n_old_blocks + n.index(),
        }
    }

    fn ops_of(&self, s: u32) -> &[ValueRef] {
        let r = &self.insts[s as usize].ops;
        &self.ops[r.start as usize..r.end as usize]
    }

    /// Records that `user` now uses `v`, when some later edit replaces `v`.
    fn note_use(&mut self, v: ValueRef, user: u32) {
        let r = match v {
            ValueRef::Old(Operand::Inst(i)) => InstRef::Old(i),
            ValueRef::New(n) => InstRef::New(n),
            _ => return,
        };
        if let Some(list) = self.users.get_mut(&r) {
            list.push(user);
        }
    }

    fn set_operand(&mut self, user: u32, k: usize, v: ValueRef) {
        let at = self.insts[user as usize].ops.start as usize + k;
        self.ops[at] = v;
        self.note_use(v, user);
    }

    /// Makes room for one more entry in phi `s`: when its ranges have no spare slot, moves
    /// them to the end of the pools with as many spare slots as entries (amortised O(1)).
    fn make_room(&mut self, s: u32) {
        let d = &self.insts[s as usize];
        if d.room > 0 {
            return;
        }
        let (ops, inc) = (d.ops.clone(), d.inc.clone());
        let n = (ops.end - ops.start).max(2);
        let start = self.ops.len() as u32;
        self.ops
            .extend_from_within(ops.start as usize..ops.end as usize);
        self.ops
            .resize(start as usize + 2 * n as usize, SPARE_VALUE);
        let inc_start = self.inc.len() as u32;
        self.inc
            .extend_from_within(inc.start as usize..inc.end as usize);
        self.inc
            .resize(inc_start as usize + 2 * n as usize, SPARE_BLOCK);
        let d = &mut self.insts[s as usize];
        d.ops = start..start + (ops.end - ops.start);
        d.inc = inc_start..inc_start + (inc.end - inc.start);
        d.room = 2 * n - (ops.end - ops.start);
    }

    fn link_before(&mut self, s: u32, before: u32) {
        let block = self.insts[before as usize].block;
        let prev = self.insts[before as usize].prev;
        let me = &mut self.insts[s as usize];
        me.block = block;
        me.prev = prev;
        me.next = before;
        self.insts[before as usize].prev = s;
        if prev == NONE {
            self.head[block as usize] = s;
        } else {
            self.insts[prev as usize].next = s;
        }
    }

    fn link_at_end(&mut self, s: u32, block: usize) {
        let last = self.tail[block];
        let me = &mut self.insts[s as usize];
        me.block = block as u32;
        me.prev = last;
        me.next = NONE;
        self.tail[block] = s;
        if last == NONE {
            self.head[block] = s;
        } else {
            self.insts[last as usize].next = s;
        }
    }

    fn unlink(&mut self, s: u32) {
        let (block, prev, next) = {
            let d = &self.insts[s as usize];
            (d.block as usize, d.prev, d.next)
        };
        if prev == NONE {
            self.head[block] = next;
        } else {
            self.insts[prev as usize].next = next;
        }
        if next == NONE {
            self.tail[block] = prev;
        } else {
            self.insts[next as usize].prev = prev;
        }
    }

    /// Places a fresh instruction as `ir::apply` positions its builder.
    fn place(&mut self, s: u32, at: InsertPoint) -> Result<(), PlanError> {
        match at {
            InsertPoint::Before(r) => {
                let before = self.inst_slot(r)?;
                self.link_before(s, before);
            }
            InsertPoint::After(r) => {
                let after = self.inst_slot(r)?;
                match self.insts[after as usize].next {
                    NONE => {
                        let block = self.insts[after as usize].block as usize;
                        self.link_at_end(s, block);
                    }
                    next => self.link_before(s, next),
                }
            }
            InsertPoint::BlockEnd(b) => {
                let block = self.block_slot(b);
                let last = self.tail[block];
                if last != NONE && self.insts[last as usize].kind == InstKind::Terminator {
                    self.link_before(s, last);
                } else {
                    self.link_at_end(s, block);
                }
            }
            InsertPoint::AfterPhis(b) => {
                let block = self.block_slot(b);
                let mut cur = self.head[block];
                while cur != NONE && self.insts[cur as usize].kind == InstKind::Phi {
                    cur = self.insts[cur as usize].next;
                }
                if cur == NONE {
                    self.link_at_end(s, block);
                } else {
                    self.link_before(s, cur);
                }
            }
        }
        Ok(())
    }

    /// Appends a new instruction record with the given operands; returns its slot.
    fn push_inst(&mut self, mut inst: SimInst, ops: &[ValueRef], inc: &[BlockRef]) -> u32 {
        let s = self.insts.len() as u32;
        let start = self.ops.len() as u32;
        self.ops.extend_from_slice(ops);
        inst.ops = start..self.ops.len() as u32;
        let start = self.inc.len() as u32;
        self.inc.extend_from_slice(inc);
        inst.inc = start..self.inc.len() as u32;
        self.insts.push(inst);
        for &v in ops {
            self.note_use(v, s);
        }
        s
    }

    fn create(&mut self, id: NewInst, op: &NewOp, at: InsertPoint) -> Result<(), PlanError> {
        let model = self.model;
        let fresh = |opcode: Opcode, kind: InstKind, ty: Option<TypeId>, origin| SimInst {
            block: 0,
            prev: NONE,
            next: NONE,
            alive: true,
            id: Some(InstRef::New(id)),
            origin,
            opcode,
            kind,
            ty,
            fingerprint: None,
            ops: 0..0,
            inc: 0..0,
            room: 0,
            ghost: false,
        };
        let size_of = |ty: TypeId| model.type_sizes.get(ty).copied().flatten().unwrap_or(0);
        let s = match op {
            NewOp::Clone { source, remap, .. } => {
                // LLVM clones the instruction as it is now (earlier edits included), then
                // `ir::apply` replaces each operand equal to a remap key by its value.
                let src = source.as_u32();
                let mut ops = self.ops_of(src).to_vec();
                for o in ops.iter_mut() {
                    if let Some(&(_, to)) = remap.iter().find(|(from, _)| from == o) {
                        *o = to;
                    }
                }
                let d = &self.insts[src as usize];
                let mut inst = fresh(d.opcode, d.kind, d.ty, InstOrigin::Clone(*source));
                inst.fingerprint = d.fingerprint;
                self.push_inst(inst, &ops, &[])
            }
            NewOp::Phi { ty, incoming } => {
                let ops: Vec<ValueRef> = incoming.iter().map(|&(v, _)| v).collect();
                let inc: Vec<BlockRef> = incoming.iter().map(|&(_, b)| b).collect();
                let inst = fresh(Opcode::Phi, InstKind::Phi, Some(*ty), InstOrigin::Created);
                self.push_inst(inst, &ops, &inc)
            }
            NewOp::Load { ty, ptr, align } => {
                let kind = InstKind::Load {
                    ordered: false,
                    atomic: false,
                    align: *align,
                    size: size_of(*ty),
                    // A created load says nothing about where else it could run.
                    safe_anywhere: false,
                };
                let inst = fresh(Opcode::Load, kind, Some(*ty), InstOrigin::Created);
                self.push_inst(inst, &[*ptr], &[])
            }
            NewOp::Store { value, ptr, align } => {
                let kind = InstKind::Store {
                    ordered: false,
                    atomic: false,
                    align: *align,
                    size: 0,
                };
                let inst = fresh(Opcode::Store, kind, None, InstOrigin::Created);
                self.push_inst(inst, &[*value, *ptr], &[])
            }
            NewOp::Alloca { ty, .. } => {
                let kind = InstKind::StaticAlloca { size: size_of(*ty) };
                let inst = fresh(Opcode::Alloca, kind, None, InstOrigin::Created);
                self.push_inst(inst, &[], &[])
            }
            NewOp::Freeze(v) => {
                let inst = fresh(Opcode::Freeze, InstKind::Pure, None, InstOrigin::Created);
                self.push_inst(inst, &[*v], &[])
            }
            NewOp::PtrToInt { value, ty } => {
                let inst = fresh(
                    Opcode::PtrToInt,
                    InstKind::Pure,
                    Some(*ty),
                    InstOrigin::Created,
                );
                self.push_inst(inst, &[*value], &[])
            }
            NewOp::ICmp { lhs, rhs, .. } => {
                let inst = fresh(Opcode::ICmp, InstKind::Pure, None, InstOrigin::Created);
                self.push_inst(inst, &[*lhs, *rhs], &[])
            }
            NewOp::Select {
                condition,
                then,
                otherwise,
            } => {
                let inst = fresh(Opcode::Select, InstKind::Pure, None, InstOrigin::Created);
                self.push_inst(inst, &[*condition, *then, *otherwise], &[])
            }
            NewOp::Binary {
                opcode: code,
                lhs,
                rhs,
            } => {
                let inst = fresh(*code, InstKind::Pure, None, InstOrigin::Created);
                self.push_inst(inst, &[*lhs, *rhs], &[])
            }
        };
        if self.new_slot.len() != id.index() {
            return err(format!("{id:?} created out of order"));
        }
        self.new_slot.push(s);
        if let NewOp::Alloca { .. } = op {
            // Static allocas go first in the entry block.
            match self.head[0] {
                NONE => self.link_at_end(s, 0),
                first => self.link_before(s, first),
            }
            return Ok(());
        }
        self.place(s, at)
    }

    fn apply(&mut self, edit: &Edit) -> Result<(), PlanError> {
        match edit {
            Edit::SetSuccessor { edge, target } => {
                let ends = self.cfg.edge(*edge);
                let term = self.tail[ends.src.index()];
                if term == NONE || self.insts[term as usize].kind != InstKind::Terminator {
                    return err(format!("{:?} has no terminator to retarget", ends.src));
                }
                let d = &self.insts[term as usize];
                let k = successor_operand(d.opcode, self.ops_of(term), ends.succ_index as usize);
                match k {
                    Some(k) => self.set_operand(term, k, ValueRef::from(*target)),
                    None => return err(format!("{edge:?} names no successor slot")),
                }
            }
            Edit::SetIncomingBlock { phi, index, block } => {
                let r = self.insts[phi.index()].inc.clone();
                if *index >= r.end - r.start {
                    return err(format!("{phi:?} has no incoming {index}"));
                }
                self.inc[(r.start + index) as usize] = *block;
            }
            Edit::Branch { block, target, .. } => {
                let jump = SimInst {
                    block: 0,
                    prev: NONE,
                    next: NONE,
                    alive: true,
                    id: None,
                    origin: InstOrigin::Jump,
                    opcode: Opcode::Br,
                    kind: InstKind::Terminator,
                    ty: None,
                    fingerprint: None,
                    ops: 0..0,
                    inc: 0..0,
                    room: 0,
                    ghost: false,
                };
                let s = self.push_inst(jump, &[ValueRef::from(*target)], &[]);
                let slot = self.block_slot(BlockRef::New(*block));
                self.link_at_end(s, slot);
            }
            Edit::Create { id, op, at, .. } => self.create(*id, op, *at)?,
            Edit::AddIncoming { phi, value, block } => {
                let s = self.inst_slot(*phi)?;
                if self.insts[s as usize].kind != InstKind::Phi {
                    return err(format!("{phi:?} is not a phi"));
                }
                if self.insts[s as usize].ops.len() != self.insts[s as usize].inc.len() {
                    return err(format!("{phi:?} has unbalanced entries"));
                }
                self.make_room(s);
                let d = &mut self.insts[s as usize];
                let (at_op, at_inc) = (d.ops.end as usize, d.inc.end as usize);
                d.ops.end += 1;
                d.inc.end += 1;
                d.room -= 1;
                self.ops[at_op] = *value;
                self.inc[at_inc] = *block;
                self.note_use(*value, s);
            }
            Edit::RemoveIncoming { phi, block } => {
                let s = phi.as_u32();
                let d = self.insts[s as usize].clone();
                let blocks = &self.inc[d.inc.start as usize..d.inc.end as usize];
                let Some(k) = blocks.iter().position(|b| b == block) else {
                    return err(format!("{phi:?} has no incoming from {block:?}"));
                };
                let (o, i) = (d.ops.start as usize, d.inc.start as usize);
                self.ops.copy_within(o + k + 1..d.ops.end as usize, o + k);
                self.inc.copy_within(i + k + 1..d.inc.end as usize, i + k);
                let d = &mut self.insts[s as usize];
                d.ops.end -= 1;
                d.inc.end -= 1;
                d.room += 1;
            }
            Edit::ReplaceAllUses { of, with } => {
                let old = ValueRef::from(*of);
                if old == *with {
                    return err(format!("{of:?} replaced by itself"));
                }
                for user in self.users.remove(of).unwrap_or_default() {
                    let r = self.insts[user as usize].ops.clone();
                    for k in r.start..r.end {
                        if self.ops[k as usize] == old {
                            self.ops[k as usize] = *with;
                            self.note_use(*with, user);
                        }
                    }
                }
                self.users.insert(*of, Vec::new());
            }
            Edit::SetOperand { user, index, value } => {
                let s = self.inst_slot(*user)?;
                if *index as usize >= self.ops_of(s).len() {
                    return err(format!("{user:?} has no operand {index}"));
                }
                self.set_operand(s, *index as usize, *value);
            }
            Edit::Erase { inst } => {
                self.erase.push(*inst);
                self.erase_count += 1;
            }
            Edit::EraseBlock { block } => self.erase_blocks.push(*block),
        }
        Ok(())
    }

    /// The slot a value's use counts against: an instruction slot, or a block slot offset
    /// by the instruction count.
    fn use_slot(&self, v: ValueRef) -> Option<usize> {
        match v {
            ValueRef::Old(Operand::Inst(i)) => Some(i.index()),
            ValueRef::New(n) => Some(self.new_slot[n.index()] as usize),
            _ => block_value(v).map(|b| self.insts.len() + self.block_slot(b)),
        }
    }

    /// Deletes `s`, dropping the uses its operands make.
    fn kill(&mut self, s: u32, uses: &mut [u32]) {
        self.unlink(s);
        self.drop_uses(s, uses);
    }

    /// Marks `s` dead and drops the uses its operands make (it stays linked as a ghost only
    /// when the caller says so).
    fn drop_uses(&mut self, s: u32, uses: &mut [u32]) {
        self.insts[s as usize].alive = false;
        let r = self.insts[s as usize].ops.clone();
        for k in r.start..r.end {
            if let Some(u) = self.use_slot(self.ops[k as usize]) {
                uses[u] -= 1;
            }
        }
    }

    /// Carries out the deletions as `ir::apply` does: instructions in plan order, each unused
    /// by then; then blocks, each no longer branched to and its instructions unused outside.
    fn erase_all(&mut self) -> Result<(), PlanError> {
        let n_insts = self.insts.len();
        let mut uses = vec![0u32; n_insts + self.head.len()];
        for d in self.insts.iter().filter(|d| d.alive) {
            for &v in &self.ops[d.ops.start as usize..d.ops.end as usize] {
                if let Some(u) = self.use_slot(v) {
                    uses[u] += 1;
                }
            }
        }
        for i in std::mem::take(&mut self.erase) {
            let s = i.as_u32();
            if !self.insts[s as usize].alive {
                return err(format!("{i:?} erased twice"));
            }
            if uses[s as usize] != 0 {
                return err(format!("{i:?} is still used when erased"));
            }
            // Kept in the list as a ghost: the dataflow check needs where it stood.
            self.drop_uses(s, &mut uses);
            self.insts[s as usize].ghost = true;
        }
        let mut members = Vec::new();
        for b in std::mem::take(&mut self.erase_blocks) {
            if uses[n_insts + b.index()] != 0 {
                return err(format!("{b:?} is still branched to when erased"));
            }
            members.clear();
            let mut cur = self.head[b.index()];
            while cur != NONE {
                members.push(cur);
                cur = self.insts[cur as usize].next;
            }
            for &s in &members {
                if std::mem::take(&mut self.insts[s as usize].ghost) {
                    self.unlink(s);
                } else {
                    self.kill(s, &mut uses);
                }
            }
            if let Some(&s) = members.iter().find(|&&s| uses[s as usize] != 0) {
                return err(format!(
                    "{:?} of erased {b:?} is still used",
                    self.insts[s as usize].id
                ));
            }
        }
        Ok(())
    }

    fn finish(self, layout: Vec<BlockRef>) -> Result<TargetFunction, PlanError> {
        let n_blocks = self.head.len();
        let mut target_of = vec![PackedOption::<Block>::NONE; n_blocks];
        for (t, &r) in layout.iter().enumerate() {
            target_of[self.block_slot(r)] = PackedOption::some(Block::new(t));
        }
        let mut tinst_of = vec![PackedOption::<TInst>::NONE; self.insts.len()];
        let mut insts: IndexVec<TInst, TargetInst> = IndexVec::with_capacity(self.insts.len());
        let mut inst_start = Vec::with_capacity(layout.len() + 1);
        let mut operands = Vec::with_capacity(self.ops.len());
        let mut incoming_blocks = Vec::new();
        let mut succ_start = Vec::with_capacity(layout.len() + 1);
        let mut succ_list: Vec<Block> = Vec::with_capacity(layout.len() * 2);
        let mut ghosts = Vec::with_capacity(self.erase_count);
        inst_start.push(0u32);
        succ_start.push(0u32);
        for (t, &r) in layout.iter().enumerate() {
            let slot = self.block_slot(r);
            let mut cur = self.head[slot];
            let block_start = insts.len();
            while cur != NONE {
                let d = &self.insts[cur as usize];
                if d.ghost {
                    if let Some(InstRef::Old(source)) = d.id {
                        ghosts.push(Ghost {
                            block: Block::new(t),
                            before: (insts.len() - block_start) as u32,
                            source,
                        });
                    }
                    cur = d.next;
                    continue;
                }
                let ops = &self.ops[d.ops.start as usize..d.ops.end as usize];
                let o_start = operands.len() as u32;
                operands.extend_from_slice(ops);
                let i_start = incoming_blocks.len() as u32;
                for &b in &self.inc[d.inc.start as usize..d.inc.end as usize] {
                    match target_of[self.block_slot(b)].expand() {
                        Some(tb) => incoming_blocks.push(tb),
                        None => return err(format!("a phi of {r:?} names erased {b:?}")),
                    }
                }
                let ti = insts.push(TargetInst {
                    block: Block::new(t),
                    id: d.id,
                    origin: d.origin,
                    opcode: d.opcode,
                    kind: d.kind,
                    ty: d.ty,
                    fingerprint: d.fingerprint,
                    operands: o_start..operands.len() as u32,
                    incoming: i_start..incoming_blocks.len() as u32,
                });
                tinst_of[cur as usize] = PackedOption::some(ti);
                cur = d.next;
            }
            let first = *inst_start.last().expect("starts with 0") as usize;
            inst_start.push(insts.len() as u32);
            let last = insts.raw()[first..].last();
            let Some(d) = last.filter(|d| d.kind == InstKind::Terminator) else {
                return err(format!("{r:?} ends without a terminator"));
            };
            let ops = &operands[d.operands.start as usize..d.operands.end as usize];
            // Successor order: a conditional `br` lists [cond, false, true].
            let slots = if is_conditional_br(d.opcode, ops) {
                Either::Left([&ops[2], &ops[1]].into_iter())
            } else {
                Either::Right(ops.iter())
            };
            for b in slots.filter_map(|&v| block_value(v)) {
                match target_of[self.block_slot(b)].expand() {
                    Some(tb) => succ_list.push(tb),
                    None => return err(format!("{r:?} branches to erased {b:?}")),
                }
            }
            succ_start.push(succ_list.len() as u32);
        }
        // Predecessors in edge order, by counting.
        let n = layout.len();
        let mut pred_start = vec![0u32; n + 1];
        for &v in &succ_list {
            pred_start[v.index() + 1] += 1;
        }
        for k in 0..n {
            pred_start[k + 1] += pred_start[k];
        }
        let mut fill = pred_start.clone();
        let mut pred_list = vec![Block::ENTRY; succ_list.len()];
        for u in 0..n {
            for &v in &succ_list[succ_start[u] as usize..succ_start[u + 1] as usize] {
                pred_list[fill[v.index()] as usize] = Block::new(u);
                fill[v.index()] += 1;
            }
        }
        let succs = Csr::from_parts(succ_start, succ_list);
        let cfg = Cfg::new(succs, Csr::from_parts(pred_start, pred_list));
        let block_insts = Csr::from_parts(inst_start, insts.indices().collect());
        let old_insts = (0..self.n_old_insts).map(|s| tinst_of[s]).collect();
        let new_insts = self
            .new_slot
            .iter()
            .map(|&s| tinst_of[s as usize])
            .collect();
        let old_blocks = target_of[..self.n_old_blocks].iter().copied().collect();
        let new_blocks = target_of[self.n_old_blocks..].to_vec();
        Ok(TargetFunction {
            layout,
            cfg,
            insts,
            block_insts,
            operands,
            incoming_blocks,
            old_insts,
            new_insts,
            old_blocks,
            new_blocks,
            ghosts,
        })
    }
}

impl EditPlan {
    /// The function this plan produces from the source (`cfg`, `model`), every block in its
    /// new layout. Fails on a plan that cannot be applied (malformed, an erased value still
    /// used, a block left without a terminator).
    pub fn apply_to(&self, cfg: &Cfg, model: &FunctionModel) -> Result<TargetFunction, PlanError> {
        if model.num_blocks() != cfg.num_blocks() {
            return err("the model and the CFG disagree on the block count".into());
        }
        self.check(cfg, model)?;
        let mut sim = Sim::new(cfg, model, self);
        for edit in &self.edits {
            sim.apply(edit)?;
        }
        sim.erase_all()?;
        sim.finish(layout(self, cfg))
    }
}

/// The new layout: each new block right after the block named at its creation, at that
/// moment (so later blocks placed after the same block come first); erased blocks gone.
fn layout(plan: &EditPlan, cfg: &Cfg) -> Vec<BlockRef> {
    let n_old = cfg.num_blocks();
    let total = n_old + plan.new_blocks.len();
    let slot = |r: BlockRef| match r {
        BlockRef::Old(b) => b.index(),
        BlockRef::New(n) => n_old + n.index(),
    };
    // A linked list over old blocks then new ones.
    let mut next: Vec<usize> = (1..=total).collect();
    if n_old > 0 {
        next[n_old - 1] = usize::MAX;
    }
    for (n, spec) in plan.new_blocks.iter_enumerated() {
        let at = slot(spec.after);
        let me = n_old + n.index();
        next[me] = next[at];
        next[at] = me;
    }
    let mut erased = vec![false; total];
    for edit in &plan.edits {
        if let Edit::EraseBlock { block } = edit {
            erased[block.index()] = true;
        }
    }
    let mut layout = Vec::with_capacity(total);
    let mut cur = if n_old > 0 { 0 } else { usize::MAX };
    while cur != usize::MAX {
        if !erased[cur] {
            layout.push(if cur < n_old {
                BlockRef::Old(Block::new(cur))
            } else {
                BlockRef::New(NewBlock::new(cur - n_old))
            });
        }
        cur = next[cur];
    }
    layout
}
