//! IR edits: the only functions that change the module. Every write goes through an edit
//! object that remembers how to undo it; dropped without `commit` (a panic in the write phase
//! unwinds through it), it puts the function back exactly as it was.

use std::cell::Cell;

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use crate::graph::Block;

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

/// `!prof` edits of one function, undone on drop unless committed.
pub struct MetadataEdits<'g> {
    graph: &'g FunctionCfg,
    /// (terminator, kind, previous `!prof` or null), in write order.
    undo: Vec<(LLVMValueRef, u32, LLVMValueRef)>,
    committed: bool,
}

impl<'g> MetadataEdits<'g> {
    pub fn new(graph: &'g FunctionCfg) -> MetadataEdits<'g> {
        MetadataEdits {
            graph,
            undo: Vec::new(),
            committed: false,
        }
    }

    /// Sets `!prof !{!"branch_weights", i32 w0, i32 w1, ...}` on the terminator of block `b`,
    /// replacing any `!prof` it had (the form `MDBuilder::createBranchWeights` produces).
    pub fn set_branch_weights(&mut self, b: Block, weights: &[u32]) {
        // SAFETY: `graph.blocks[b]` is a live block of the function being transformed; the new
        // metadata is created in that block's context.
        unsafe {
            let term = LLVMGetBasicBlockTerminator(self.graph.blocks[b]);
            if term.is_null() {
                return;
            }
            let ctx = LLVMGetTypeContext(LLVMTypeOf(term));
            let i32_ty = LLVMInt32TypeInContext(ctx);
            let name = "branch_weights";
            let mut ops = Vec::with_capacity(weights.len() + 1);
            ops.push(LLVMMDStringInContext2(
                ctx,
                name.as_ptr() as *const _,
                name.len(),
            ));
            for &w in weights {
                ops.push(LLVMValueAsMetadata(LLVMConstInt(i32_ty, w as u64, 0)));
            }
            let node = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
            let kind = LLVMGetMDKindIDInContext(ctx, "prof".as_ptr() as *const _, 4);
            self.undo.push((term, kind, LLVMGetMetadata(term, kind)));
            LLVMSetMetadata(term, kind, LLVMMetadataAsValue(ctx, node));
        }
        maybe_fault();
    }

    /// Keeps every edit; returns how many were made.
    pub fn commit(mut self) -> usize {
        self.committed = true;
        self.undo.len()
    }
}

impl Drop for MetadataEdits<'_> {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        // SAFETY: the terminators are live (metadata edits never delete instructions); a null
        // previous value removes the attachment, as before the first write.
        unsafe {
            for &(term, kind, old) in self.undo.iter().rev() {
                LLVMSetMetadata(term, kind, old);
            }
        }
    }
}
