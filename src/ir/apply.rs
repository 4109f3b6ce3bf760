//! Applying an edit plan, all or nothing. The plan is checked first; then every edit is
//! written into a copy of the function's body; the copy must pass LLVM's verifier and have
//! exactly the CFG the plan predicts; only then does it replace the original body. Any
//! failure — a check, the verifier, the prediction, or a panic unwinding through
//! [`BodyCopy`] — deletes the copy and leaves the original function untouched.

use std::ffi::{c_char, c_int, c_void};
use std::fmt;

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::cfg::{extract_cfg, FunctionCfg};
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::model::ExtractedModel;
use super::write::maybe_fault;
use crate::edit::model::{Inst, Operand};
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewBlock, NewInst, NewOp, ValueRef,
};
use crate::graph::{BlockMap, IndexVec};

extern "C" {
    fn freqpath_body_begin(function: LLVMValueRef) -> *mut c_void;
    fn freqpath_body_function(transaction: *mut c_void) -> LLVMValueRef;
    fn freqpath_body_verify(
        transaction: *mut c_void,
        message: *mut c_char,
        capacity: usize,
    ) -> c_int;
    fn freqpath_body_commit(
        transaction: *mut c_void,
        originals: *const LLVMBasicBlockRef,
        copies: *const LLVMBasicBlockRef,
        count: usize,
    );
    fn freqpath_body_discard(transaction: *mut c_void);
    fn freqpath_phi_set_incoming_block(phi: LLVMValueRef, index: u32, block: LLVMBasicBlockRef);
    fn freqpath_phi_remove_incoming(phi: LLVMValueRef, block: LLVMBasicBlockRef) -> c_int;
    fn freqpath_drop_poison_generating(inst: LLVMValueRef);
    fn freqpath_block_erase(block: LLVMBasicBlockRef);
    fn freqpath_build_ptrtoint(
        builder: LLVMBuilderRef,
        value: LLVMValueRef,
        ty: LLVMTypeRef,
        name: *const c_char,
    ) -> LLVMValueRef;
}

/// Why a plan was not applied (the function is unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApplyError(pub String);

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A copy of a function's body being rewritten. Dropped without [`BodyCopy::commit`], it
/// deletes itself and the original stays as it was.
pub struct BodyCopy {
    transaction: *mut c_void,
    copy: LLVMValueRef,
    committed: bool,
}

impl BodyCopy {
    /// Copies `function`'s body (same blocks, instructions, names and use-list orders).
    pub fn begin(function: FunctionValue<'_>) -> BodyCopy {
        // SAFETY: `function` is the live function the pass runs on.
        unsafe {
            let transaction = freqpath_body_begin(function.as_value_ref());
            BodyCopy {
                transaction,
                copy: freqpath_body_function(transaction),
                committed: false,
            }
        }
    }

    /// The copy being written.
    pub fn function(&self) -> FunctionValue<'_> {
        // SAFETY: the copy is a live function value until commit or drop.
        unsafe { FunctionValue::new(self.copy) }.expect("a body copy is a function")
    }

    /// LLVM's verifier on the copy.
    pub fn verify(&self) -> Result<(), String> {
        let mut message = vec![0u8; 512];
        // SAFETY: the copy is live; the buffer is writable for its length.
        let ok = unsafe {
            freqpath_body_verify(
                self.transaction,
                message.as_mut_ptr() as *mut c_char,
                message.len(),
            )
        };
        if ok != 0 {
            return Ok(());
        }
        let end = message
            .iter()
            .position(|&c| c == 0)
            .unwrap_or(message.len());
        let text = String::from_utf8_lossy(&message[..end]);
        Err(text.lines().next().unwrap_or("invalid IR").to_string())
    }

    /// Replaces the original body with the copy. `originals[b]` and `copies[b]` are block `b`
    /// of the original and its copy (blocks whose address is taken move their addresses).
    pub fn commit(
        mut self,
        originals: &BlockMap<LLVMBasicBlockRef>,
        copies: &BlockMap<LLVMBasicBlockRef>,
    ) {
        self.committed = true;
        // SAFETY: both functions are live; the copy was verified by the caller; the block
        // lists have the same length.
        unsafe {
            freqpath_body_commit(
                self.transaction,
                originals.raw().as_ptr(),
                copies.raw().as_ptr(),
                originals.len().min(copies.len()),
            )
        }
    }
}

impl Drop for BodyCopy {
    fn drop(&mut self) {
        if !self.committed {
            // SAFETY: the transaction is live and nothing outside the copy refers to it.
            unsafe { freqpath_body_discard(self.transaction) }
        }
    }
}

/// What applying a plan did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    pub new_blocks: usize,
    pub new_insts: usize,
    pub edits: usize,
}

/// Handles of the copy being written, by plan id.
struct CopyHandles<'a> {
    blocks: BlockMap<LLVMBasicBlockRef>,
    insts: IndexVec<Inst, LLVMValueRef>,
    new_blocks: IndexVec<NewBlock, LLVMBasicBlockRef>,
    new_insts: IndexVec<NewInst, LLVMValueRef>,
    model: &'a ExtractedModel,
    copy: LLVMValueRef,
    ctx: LLVMContextRef,
}

impl CopyHandles<'_> {
    fn block(&self, r: BlockRef) -> LLVMBasicBlockRef {
        match r {
            BlockRef::Old(b) => self.blocks[b],
            BlockRef::New(n) => self.new_blocks[n],
        }
    }

    fn inst(&self, r: InstRef) -> LLVMValueRef {
        match r {
            InstRef::Old(i) => self.insts[i],
            InstRef::New(n) => self.new_insts[n],
        }
    }

    /// # Safety
    /// The copy is live; `v` passed the plan check (no opaque values).
    unsafe fn value(&self, v: ValueRef) -> LLVMValueRef {
        match v {
            ValueRef::Old(Operand::Inst(i)) => self.insts[i],
            ValueRef::Old(Operand::Arg(a)) => LLVMGetParam(self.copy, a),
            ValueRef::Old(Operand::Const(c)) => self.model.handles.consts[c],
            ValueRef::Old(Operand::Block(b)) => LLVMBasicBlockAsValue(self.blocks[b]),
            ValueRef::Old(Operand::Opaque(k)) => self.model.handles.opaque[k as usize],
            ValueRef::New(n) => self.new_insts[n],
            ValueRef::NewBlock(n) => LLVMBasicBlockAsValue(self.new_blocks[n]),
            ValueRef::ConstInt { ty, value } => {
                LLVMConstInt(self.model.handles.types[ty], value as u64, 1)
            }
        }
    }

    /// Positions `builder` at `at`.
    unsafe fn position(&self, builder: LLVMBuilderRef, at: InsertPoint) {
        match at {
            InsertPoint::Before(i) => LLVMPositionBuilderBefore(builder, self.inst(i)),
            InsertPoint::After(i) => {
                let next = LLVMGetNextInstruction(self.inst(i));
                if next.is_null() {
                    LLVMPositionBuilderAtEnd(builder, LLVMGetInstructionParent(self.inst(i)));
                } else {
                    LLVMPositionBuilderBefore(builder, next);
                }
            }
            InsertPoint::BlockEnd(b) => {
                let bb = self.block(b);
                let term = LLVMGetBasicBlockTerminator(bb);
                if term.is_null() {
                    LLVMPositionBuilderAtEnd(builder, bb);
                } else {
                    LLVMPositionBuilderBefore(builder, term);
                }
            }
            InsertPoint::AfterPhis(b) => {
                let bb = self.block(b);
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() && !LLVMIsAPHINode(inst).is_null() {
                    inst = LLVMGetNextInstruction(inst);
                }
                if inst.is_null() {
                    LLVMPositionBuilderAtEnd(builder, bb);
                } else {
                    LLVMPositionBuilderBefore(builder, inst);
                }
            }
        }
    }
}

/// Applies `plan` (made for `graph` and `model`) to `function`, all or nothing.
pub fn apply_plan(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    model: &ExtractedModel,
    plan: &EditPlan,
) -> Result<Applied, ApplyError> {
    if plan.is_empty() {
        return Ok(Applied::default());
    }
    plan.check(&graph.cfg, &model.model)
        .map_err(|e| ApplyError(format!("malformed edit plan: {e}")))?;
    let predicted = plan.predict(&graph.cfg, &model.model);
    let body = BodyCopy::begin(function);
    // SAFETY: every handle below belongs to the copy, which is live until commit or drop;
    // the checked plan only names blocks, edges and instructions that exist.
    let handles = unsafe { write_plan(&body, graph, model, plan)? };
    body.verify()
        .map_err(|e| ApplyError(format!("rewritten function fails the verifier: {e}")))?;
    let rewritten = extract_cfg(body.function())
        .map_err(|e| ApplyError(format!("rewritten function unreadable: {e}")))?;
    if rewritten.cfg.succ_table() != &predicted.succs {
        return Err(ApplyError(
            "rewritten CFG differs from the plan's prediction".into(),
        ));
    }
    let applied = Applied {
        new_blocks: plan.new_blocks.len(),
        new_insts: plan.num_new_insts(),
        edits: plan.edits.len(),
    };
    body.commit(&graph.blocks, &handles.blocks);
    Ok(applied)
}

/// Writes every edit into the copy; returns the copy's handles.
unsafe fn write_plan<'a>(
    body: &BodyCopy,
    graph: &FunctionCfg,
    model: &'a ExtractedModel,
    plan: &EditPlan,
) -> Result<CopyHandles<'a>, ApplyError> {
    let copy = body.copy;
    let ctx = LLVMGetTypeContext(LLVMTypeOf(copy));
    // The copy has the original's blocks and instructions in the same order.
    let mut blocks: BlockMap<LLVMBasicBlockRef> = BlockMap::with_capacity(graph.blocks.len());
    let mut insts: IndexVec<Inst, LLVMValueRef> = IndexVec::with_capacity(model.model.insts.len());
    let mut bb = LLVMGetFirstBasicBlock(copy);
    while !bb.is_null() && blocks.len() < graph.blocks.len() {
        blocks.push(bb);
        let mut inst = LLVMGetFirstInstruction(bb);
        while !inst.is_null() {
            insts.push(inst);
            inst = LLVMGetNextInstruction(inst);
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    if insts.len() != model.model.insts.len() {
        return Err(ApplyError("the copy does not match the model".into()));
    }
    let mut h = CopyHandles {
        blocks,
        insts,
        new_blocks: IndexVec::with_capacity(plan.new_blocks.len()),
        new_insts: IndexVec::with_capacity(plan.num_new_insts()),
        model,
        copy,
        ctx,
    };
    for spec in plan.new_blocks.iter() {
        let after = h.block(spec.after);
        let name = std::ffi::CString::new(spec.name.clone()).unwrap_or_default();
        let nb = LLVMAppendBasicBlockInContext(ctx, copy, name.as_ptr());
        LLVMMoveBasicBlockAfter(nb, after);
        h.new_blocks.push(nb);
    }
    let builder = Builder(LLVMCreateBuilderInContext(ctx));
    let mut erase = Vec::new();
    let mut erase_blocks = Vec::new();
    for (i, edit) in plan.edits.iter().enumerate() {
        match edit {
            Edit::SetSuccessor { edge, target } => {
                let ends = graph.cfg.edge(*edge);
                let term = LLVMGetBasicBlockTerminator(h.blocks[ends.src]);
                LLVMSetSuccessor(term, ends.succ_index, h.block(*target));
            }
            Edit::SetIncomingBlock { phi, index, block } => {
                freqpath_phi_set_incoming_block(h.insts[*phi], *index, h.block(*block));
            }
            Edit::Branch {
                block,
                target,
                debug_location_of,
            } => {
                LLVMPositionBuilderAtEnd(builder.0, h.new_blocks[*block]);
                let br = LLVMBuildBr(builder.0, h.block(*target));
                if let Some(src) = debug_location_of {
                    let term = LLVMGetBasicBlockTerminator(h.blocks[*src]);
                    let loc = super::llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(term);
                    if !loc.is_null() {
                        super::llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(br, loc);
                    }
                }
            }
            Edit::Create { id, op, at, name } => {
                let created = create(&h, builder.0, op, *at, name)?;
                debug_assert_eq!(h.new_insts.next_index(), *id);
                h.new_insts.push(created);
            }
            Edit::AddIncoming { phi, value, block } => {
                let mut v = h.value(*value);
                let mut b = h.block(*block);
                LLVMAddIncoming(h.inst(*phi), &mut v, &mut b, 1);
            }
            Edit::RemoveIncoming { phi, block } => {
                if freqpath_phi_remove_incoming(h.insts[*phi], h.block(*block)) == 0 {
                    return Err(ApplyError(format!(
                        "{phi:?} has no incoming from {block:?}"
                    )));
                }
            }
            Edit::ReplaceAllUses { of, with } => {
                LLVMReplaceAllUsesWith(h.inst(*of), h.value(*with));
            }
            Edit::SetOperand { user, index, value } => {
                let u = h.inst(*user);
                if *index >= LLVMGetNumOperands(u).max(0) as u32 {
                    return Err(ApplyError(format!("{user:?} has no operand {index}")));
                }
                LLVMSetOperand(u, *index, h.value(*value));
            }
            Edit::Erase { inst } => erase.push(*inst),
            Edit::EraseBlock { block } => erase_blocks.push(*block),
        }
        if i == 0 {
            maybe_fault();
        }
    }
    drop(builder);
    // Deletions last: instructions first (each must be unused by then), then blocks.
    for &i in &erase {
        let v = h.insts[i];
        if !LLVMGetFirstUse(v).is_null() {
            return Err(ApplyError(format!("{i:?} is still used when erased")));
        }
        LLVMInstructionEraseFromParent(v);
    }
    for &b in &erase_blocks {
        let bb = h.blocks[b];
        if !LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)).is_null() {
            return Err(ApplyError(format!(
                "{b:?} is still branched to when erased"
            )));
        }
        freqpath_block_erase(bb);
    }
    Ok(h)
}

/// A builder disposed on every exit path.
struct Builder(LLVMBuilderRef);

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: the builder was created by LLVMCreateBuilderInContext and is not used after.
        unsafe { LLVMDisposeBuilder(self.0) }
    }
}

/// Creates one new instruction.
unsafe fn create(
    h: &CopyHandles<'_>,
    builder: LLVMBuilderRef,
    op: &NewOp,
    at: InsertPoint,
    name: &[u8],
) -> Result<LLVMValueRef, ApplyError> {
    let cname = std::ffi::CString::new(name.to_vec()).unwrap_or_default();
    let n = cname.as_ptr();
    let types = &h.model.handles.types;
    if let NewOp::Alloca { ty, align } = op {
        // Static allocas go at the top of the entry block.
        let entry = LLVMGetEntryBasicBlock(h.copy);
        let first = LLVMGetFirstInstruction(entry);
        LLVMPositionBuilderBefore(builder, first);
        let a = LLVMBuildAlloca(builder, types[*ty], n);
        if *align > 0 {
            LLVMSetAlignment(a, *align);
        }
        return Ok(a);
    }
    h.position(builder, at);
    let v = match op {
        NewOp::Clone {
            source,
            remap,
            drop_poison_flags,
        } => {
            let original = h.insts[*source];
            let c = LLVMInstructionClone(original);
            for k in 0..LLVMGetNumOperands(c).max(0) as u32 {
                let operand = LLVMGetOperand(c, k);
                for &(from, to) in remap {
                    if h.value(from) == operand {
                        LLVMSetOperand(c, k, h.value(to));
                        break;
                    }
                }
            }
            if *drop_poison_flags {
                freqpath_drop_poison_generating(c);
            }
            LLVMInsertIntoBuilderWithName(builder, c, n);
            c
        }
        NewOp::Phi { ty, incoming } => {
            let phi = LLVMBuildPhi(builder, types[*ty], n);
            for &(v, b) in incoming {
                let mut v = h.value(v);
                let mut b = h.block(b);
                LLVMAddIncoming(phi, &mut v, &mut b, 1);
            }
            phi
        }
        NewOp::Load { ty, ptr, align } => {
            let l = LLVMBuildLoad2(builder, types[*ty], h.value(*ptr), n);
            if *align > 0 {
                LLVMSetAlignment(l, *align);
            }
            l
        }
        NewOp::Store { value, ptr, align } => {
            let st = LLVMBuildStore(builder, h.value(*value), h.value(*ptr));
            if *align > 0 {
                LLVMSetAlignment(st, *align);
            }
            st
        }
        NewOp::Alloca { .. } => unreachable!("handled above"),
        NewOp::Freeze(v) => LLVMBuildFreeze(builder, h.value(*v), n),
        NewOp::PtrToInt { value, ty } => {
            freqpath_build_ptrtoint(builder, h.value(*value), types[*ty], n)
        }
        NewOp::ICmp {
            predicate,
            lhs,
            rhs,
        } => {
            let pred = int_predicate(*predicate)
                .ok_or_else(|| ApplyError(format!("bad icmp predicate {predicate}")))?;
            LLVMBuildICmp(builder, pred, h.value(*lhs), h.value(*rhs), n)
        }
        NewOp::Select {
            condition,
            then,
            otherwise,
        } => LLVMBuildSelect(
            builder,
            h.value(*condition),
            h.value(*then),
            h.value(*otherwise),
            n,
        ),
        NewOp::Binary { opcode, lhs, rhs } => {
            let op = binary_opcode(*opcode)
                .ok_or_else(|| ApplyError(format!("bad binary opcode {opcode}")))?;
            LLVMBuildBinOp(builder, op, h.value(*lhs), h.value(*rhs), n)
        }
    };
    let _ = h.ctx;
    Ok(v)
}

fn int_predicate(p: u32) -> Option<super::llvm_sys::LLVMIntPredicate> {
    use super::llvm_sys::LLVMIntPredicate::*;
    Some(match p {
        32 => LLVMIntEQ,
        33 => LLVMIntNE,
        34 => LLVMIntUGT,
        35 => LLVMIntUGE,
        36 => LLVMIntULT,
        37 => LLVMIntULE,
        38 => LLVMIntSGT,
        39 => LLVMIntSGE,
        40 => LLVMIntSLT,
        41 => LLVMIntSLE,
        _ => return None,
    })
}

fn binary_opcode(op: u32) -> Option<super::llvm_sys::LLVMOpcode> {
    use super::llvm_sys::LLVMOpcode::*;
    Some(match op {
        8 => LLVMAdd,
        10 => LLVMSub,
        12 => LLVMMul,
        23 => LLVMAnd,
        24 => LLVMOr,
        25 => LLVMXor,
        _ => return None,
    })
}
