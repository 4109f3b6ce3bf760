//! Function → [`PhiTable`] plus the LLVM handle behind each phi, and the block traits the
//! CFG rewriters ask about (`indirectbr` terminators, exception-handling pads).

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::LLVMOpcode;
use crate::edit::phis::{Phi, PhiTable};
use crate::graph::{Block, BlockMap, IndexVec};

/// The phis of a function and their handles.
pub struct FunctionPhis {
    pub table: PhiTable,
    pub handles: IndexVec<Phi, LLVMValueRef>,
}

/// Reads every block's leading phis and their incoming blocks.
pub fn extract_phis(graph: &FunctionCfg) -> FunctionPhis {
    let mut per_block: Vec<Vec<Vec<Block>>> = Vec::with_capacity(graph.blocks.len());
    let mut handles = IndexVec::new();
    // SAFETY: the blocks are live blocks of the function being processed; only read.
    unsafe {
        for &bb in graph.blocks.iter() {
            let mut phis = Vec::new();
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() && !LLVMIsAPHINode(inst).is_null() {
                let incoming = (0..LLVMCountIncoming(inst))
                    .map(|i| {
                        let from = LLVMGetIncomingBlock(inst, i);
                        // A phi naming a block outside the function is invalid IR; map it to
                        // the entry so the plan checks still see a block id.
                        graph.index.get(from as usize).unwrap_or(Block::ENTRY)
                    })
                    .collect();
                phis.push(incoming);
                handles.push(inst);
                inst = LLVMGetNextInstruction(inst);
            }
            per_block.push(phis);
        }
    }
    FunctionPhis {
        table: PhiTable::from_blocks(&per_block),
        handles,
    }
}

/// Per block: whether its terminator is an `indirectbr`, and whether it is an EH pad (its
/// first non-phi instruction is a `landingpad`, `catchpad`, `cleanuppad` or `catchswitch`).
pub fn block_traits(graph: &FunctionCfg) -> (BlockMap<bool>, BlockMap<bool>) {
    let mut indirect = BlockMap::from_elem_n(false, graph.blocks.len());
    let mut pad = BlockMap::from_elem_n(false, graph.blocks.len());
    // SAFETY: as above.
    unsafe {
        for (b, &bb) in graph.blocks.iter_enumerated() {
            let term = LLVMGetBasicBlockTerminator(bb);
            indirect[b] =
                !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMIndirectBr;
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() && !LLVMIsAPHINode(inst).is_null() {
                inst = LLVMGetNextInstruction(inst);
            }
            pad[b] = !inst.is_null()
                && matches!(
                    LLVMGetInstructionOpcode(inst),
                    LLVMOpcode::LLVMLandingPad
                        | LLVMOpcode::LLVMCatchPad
                        | LLVMOpcode::LLVMCleanupPad
                        | LLVMOpcode::LLVMCatchSwitch
                );
        }
    }
    (indirect, pad)
}
