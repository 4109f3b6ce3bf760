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
use super::phis::FunctionPhis;
use super::write::maybe_fault;
use crate::edit::plan::{BlockRef, Edit, EditPlan};
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
    pub edits: usize,
}

/// Applies `plan` (made for `graph` and `phis`) to `function`, all or nothing.
pub fn apply_plan(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    phis: &FunctionPhis,
    plan: &EditPlan,
) -> Result<Applied, ApplyError> {
    if plan.is_empty() {
        return Ok(Applied::default());
    }
    plan.check(&graph.cfg, &phis.table)
        .map_err(|e| ApplyError(format!("malformed edit plan: {e}")))?;
    let predicted = plan.predict(&graph.cfg);
    let body = BodyCopy::begin(function);
    // The copy has the original's blocks and instructions in the same order.
    let mut blocks: BlockMap<LLVMBasicBlockRef> = BlockMap::with_capacity(graph.blocks.len());
    // SAFETY: every handle below belongs to the copy, which is live until commit or drop;
    // the checked plan only names blocks, edges and phis that exist.
    unsafe {
        let copy = body.copy;
        let ctx = LLVMGetTypeContext(LLVMTypeOf(copy));
        let mut bb = LLVMGetFirstBasicBlock(copy);
        while !bb.is_null() && blocks.len() < graph.blocks.len() {
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }
        let mut phi_handles = IndexVec::with_capacity(phis.handles.len());
        for (b, &bb) in blocks.iter_enumerated() {
            let mut inst = LLVMGetFirstInstruction(bb);
            for _ in phis.table.phis(b) {
                phi_handles.push(inst);
                inst = LLVMGetNextInstruction(inst);
            }
        }
        let mut new_blocks: IndexVec<_, LLVMBasicBlockRef> =
            IndexVec::with_capacity(plan.new_blocks.len());
        let resolve = |r: BlockRef, new_blocks: &IndexVec<_, LLVMBasicBlockRef>| match r {
            BlockRef::Old(b) => blocks[b],
            BlockRef::New(n) => new_blocks[n],
        };
        for spec in plan.new_blocks.iter() {
            let after = resolve(spec.after, &new_blocks);
            let name = std::ffi::CString::new(spec.name.clone()).unwrap_or_default();
            let nb = LLVMAppendBasicBlockInContext(ctx, copy, name.as_ptr());
            LLVMMoveBasicBlockAfter(nb, after);
            new_blocks.push(nb);
        }
        let builder = LLVMCreateBuilderInContext(ctx);
        for (i, edit) in plan.edits.iter().enumerate() {
            match *edit {
                Edit::SetSuccessor { edge, target } => {
                    let ends = graph.cfg.edge(edge);
                    let term = LLVMGetBasicBlockTerminator(blocks[ends.src]);
                    LLVMSetSuccessor(term, ends.succ_index, resolve(target, &new_blocks));
                }
                Edit::SetIncomingBlock { phi, index, block } => {
                    freqpath_phi_set_incoming_block(
                        phi_handles[phi],
                        index,
                        resolve(block, &new_blocks),
                    );
                }
                Edit::Branch {
                    block,
                    target,
                    debug_location_of,
                } => {
                    LLVMPositionBuilderAtEnd(builder, new_blocks[block]);
                    let br = LLVMBuildBr(builder, resolve(target, &new_blocks));
                    if let Some(src) = debug_location_of {
                        let term = LLVMGetBasicBlockTerminator(blocks[src]);
                        let loc = super::llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(term);
                        if !loc.is_null() {
                            super::llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(br, loc);
                        }
                    }
                }
            }
            if i == 0 {
                maybe_fault();
            }
        }
        LLVMDisposeBuilder(builder);
    }
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
        edits: plan.edits.len(),
    };
    body.commit(&graph.blocks, &blocks);
    Ok(applied)
}
