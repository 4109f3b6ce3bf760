//! IR edits: the only functions that change the module.

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use crate::graph::Block;

/// Sets `!prof !{!"branch_weights", i32 w0, i32 w1, ...}` on the terminator of block `b`,
/// replacing any `!prof` it had (the form `MDBuilder::createBranchWeights` produces).
pub fn set_branch_weights(graph: &FunctionCfg, b: Block, weights: &[u32]) {
    // SAFETY: `graph.blocks[b]` is a live block of the function being transformed; the new
    // metadata is created in that block's context.
    unsafe {
        let bb = graph.blocks[b];
        let term = LLVMGetBasicBlockTerminator(bb);
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
        LLVMSetMetadata(term, kind, LLVMMetadataAsValue(ctx, node));
    }
}
