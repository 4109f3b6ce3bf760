//! IR edits: the only functions that change the module. Every write goes through an edit
//! object that remembers how to undo it; dropped without `commit` (a panic in the write phase
//! unwinds through it), it puts the function back exactly as it was.

use std::cell::Cell;

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use crate::graph::{Block, BlockMap};

thread_local! {
    /// Fault injection for tests: panic right after the next metadata write.
    static PANIC_AFTER_WRITE: Cell<bool> = const { Cell::new(false) };
}

/// While alive, the next write panics right after it happens (the hidden
/// `debug-panic-write=NAME` parameter), proving the write phase rolls back.
pub struct FaultAfterFirstWrite(());

impl FaultAfterFirstWrite {
    pub fn arm() -> FaultAfterFirstWrite {
        PANIC_AFTER_WRITE.with(|p| p.set(true));
        FaultAfterFirstWrite(())
    }
}

impl Drop for FaultAfterFirstWrite {
    fn drop(&mut self) {
        PANIC_AFTER_WRITE.with(|p| p.set(false));
    }
}

/// Panics here when a test armed [`FaultAfterFirstWrite`] (once).
pub(crate) fn maybe_fault() {
    if PANIC_AFTER_WRITE.with(|p| p.replace(false)) {
        panic!("debug-panic-write requested");
    }
}

/// One write to undo: the previous attachment (null if none).
enum Undo {
    Instruction(LLVMValueRef, u32, LLVMValueRef),
    Function(LLVMValueRef, u32, LLVMMetadataRef),
}

/// `!prof` edits of one function, undone on drop unless committed.
pub struct MetadataEdits<'g> {
    blocks: &'g BlockMap<LLVMBasicBlockRef>,
    /// In write order.
    undo: Vec<Undo>,
    committed: bool,
}

/// A metadata operand: an `MDString` or an integer constant.
pub enum MdOperand<'a> {
    String(&'a str),
    I32(u32),
    I64(u64),
}

impl<'g> MetadataEdits<'g> {
    pub fn new(graph: &'g FunctionCfg) -> MetadataEdits<'g> {
        Self::for_blocks(&graph.blocks)
    }

    /// Edits addressing blocks by their handles in layout order.
    pub fn for_blocks(blocks: &'g BlockMap<LLVMBasicBlockRef>) -> MetadataEdits<'g> {
        MetadataEdits {
            blocks,
            undo: Vec::new(),
            committed: false,
        }
    }

    /// Sets `!prof !{!"branch_weights", i32 w0, i32 w1, ...}` on the terminator of block `b`,
    /// replacing any `!prof` it had (the form `MDBuilder::createBranchWeights` produces).
    pub fn set_branch_weights(&mut self, b: Block, weights: &[u32]) {
        // SAFETY: `blocks[b]` is a live block of the function being transformed.
        let term = unsafe { LLVMGetBasicBlockTerminator(self.blocks[b]) };
        if term.is_null() {
            return;
        }
        let mut ops = vec![MdOperand::String("branch_weights")];
        ops.extend(weights.iter().map(|&w| MdOperand::I32(w)));
        // SAFETY: `term` is a live instruction of this function.
        unsafe { self.set_instruction_prof(term, &ops) };
    }

    /// Sets `!prof !{ops...}` on `inst`, replacing any `!prof` it had.
    ///
    /// # Safety
    /// `inst` must be a live instruction of the function these edits belong to.
    pub unsafe fn set_instruction_prof(&mut self, inst: LLVMValueRef, ops: &[MdOperand]) {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
        let node = md_node(ctx, ops);
        let kind = prof_kind(ctx);
        self.undo
            .push(Undo::Instruction(inst, kind, LLVMGetMetadata(inst, kind)));
        LLVMSetMetadata(inst, kind, LLVMMetadataAsValue(ctx, node));
        maybe_fault();
    }

    /// Sets the function's `!prof` to `!{ops...}` (a `function_entry_count`), replacing any.
    ///
    /// # Safety
    /// `function` must be the live function these edits belong to.
    pub unsafe fn set_function_prof(&mut self, function: LLVMValueRef, ops: &[MdOperand]) {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(function));
        let node = md_node(ctx, ops);
        let kind = prof_kind(ctx);
        self.undo.push(Undo::Function(
            function,
            kind,
            function_attachment(function, kind),
        ));
        LLVMGlobalSetMetadata(function, kind, node);
        maybe_fault();
    }

    /// Keeps every edit; returns how many were made.
    pub fn commit(mut self) -> usize {
        self.committed = true;
        self.undo.len()
    }
}

unsafe fn prof_kind(ctx: LLVMContextRef) -> u32 {
    LLVMGetMDKindIDInContext(ctx, "prof".as_ptr() as *const _, 4)
}

unsafe fn md_node(ctx: LLVMContextRef, ops: &[MdOperand]) -> LLVMMetadataRef {
    let i32_ty = LLVMInt32TypeInContext(ctx);
    let i64_ty = LLVMInt64TypeInContext(ctx);
    let mut refs: Vec<LLVMMetadataRef> = ops
        .iter()
        .map(|op| match op {
            MdOperand::String(s) => LLVMMDStringInContext2(ctx, s.as_ptr() as *const _, s.len()),
            MdOperand::I32(v) => LLVMValueAsMetadata(LLVMConstInt(i32_ty, u64::from(*v), 0)),
            MdOperand::I64(v) => LLVMValueAsMetadata(LLVMConstInt(i64_ty, *v, 0)),
        })
        .collect();
    LLVMMDNodeInContext2(ctx, refs.as_mut_ptr(), refs.len())
}

/// The function's current attachment of `kind` (null if none).
unsafe fn function_attachment(function: LLVMValueRef, kind: u32) -> LLVMMetadataRef {
    let mut count = 0usize;
    let entries = LLVMGlobalCopyAllMetadata(function, &mut count);
    if entries.is_null() {
        return std::ptr::null_mut();
    }
    let mut found = std::ptr::null_mut();
    for i in 0..count as u32 {
        if LLVMValueMetadataEntriesGetKind(entries, i) == kind {
            found = LLVMValueMetadataEntriesGetMetadata(entries, i);
        }
    }
    LLVMDisposeValueMetadataEntries(entries);
    found
}

impl Drop for MetadataEdits<'_> {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        // SAFETY: the instructions and the function are live (metadata edits never delete
        // anything); a null previous value removes the attachment, as before the first write.
        unsafe {
            for undo in self.undo.iter().rev() {
                match *undo {
                    Undo::Instruction(inst, kind, old) => LLVMSetMetadata(inst, kind, old),
                    Undo::Function(function, kind, old) if old.is_null() => {
                        LLVMGlobalEraseMetadata(function, kind)
                    }
                    Undo::Function(function, kind, old) => {
                        LLVMGlobalSetMetadata(function, kind, old)
                    }
                }
            }
        }
    }
}
