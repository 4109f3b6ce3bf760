//! Function → dense [`Cfg`]: blocks in layout order, successors from the terminator, and
//! predecessors from the block's use list.

use std::fmt;

use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::ptr_index::PtrIndex;
use crate::graph::{Block, BlockMap, Cfg, Csr};

/// Why a function could not be turned into a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrError(pub String);

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A function's blocks and successor lists, before predecessors are read.
pub struct FunctionBlocks {
    /// Block handles in layout order.
    pub blocks: BlockMap<LLVMBasicBlockRef>,
    /// Block handle address → dense id.
    pub index: PtrIndex<Block>,
    /// Successors in terminator order.
    pub succs: Csr<Block, Block>,
    /// Some edge goes to a block at the same or an earlier layout position. Without such an
    /// edge the graph is acyclic (every edge goes forward), which printers use to skip work.
    pub has_backward_edge: bool,
    /// Predecessor buffers to reuse.
    spare: (Vec<u32>, Vec<Block>),
}

/// A function's graph plus the LLVM block handle behind each dense id.
pub struct FunctionCfg {
    pub cfg: Cfg,
    pub blocks: BlockMap<LLVMBasicBlockRef>,
    /// Block handle address → dense id.
    pub index: PtrIndex<Block>,
}

/// Allocations of a previous graph, handed back for the next function (printers process
/// thousands of functions per module).
#[derive(Default)]
pub struct GraphBuffers {
    blocks: BlockMap<LLVMBasicBlockRef>,
    index: PtrIndex<Block>,
    succ_start: Vec<u32>,
    succ: Vec<Block>,
    pred_start: Vec<u32>,
    pred: Vec<Block>,
}

impl GraphBuffers {
    fn from_tables(
        blocks: BlockMap<LLVMBasicBlockRef>,
        index: PtrIndex<Block>,
        succs: Csr<Block, Block>,
        preds: Csr<Block, Block>,
    ) -> Self {
        let (succ_start, succ) = succs.into_parts();
        let (pred_start, pred) = preds.into_parts();
        GraphBuffers {
            blocks,
            index,
            succ_start,
            succ,
            pred_start,
            pred,
        }
    }
}

/// Builds the dense CFG of a function definition: [`extract_successors`] then
/// [`FunctionBlocks::with_predecessors`].
pub fn extract_cfg(function: FunctionValue<'_>) -> Result<FunctionCfg, IrError> {
    extract_successors(function)?.with_predecessors()
}

/// [`extract_successors`] into fresh allocations.
pub fn extract_successors(function: FunctionValue<'_>) -> Result<FunctionBlocks, IrError> {
    extract_successors_reusing(function, GraphBuffers::default())
}

/// Blocks in layout order (`Function::begin()..end()`, the entry first) and their successors
/// from `Instruction::getSuccessor(i)` for `i < getNumSuccessors()` on the terminator, the
/// order of `successors(BB)`: `br` true then false, `switch` default then cases, `invoke`
/// normal then unwind, `callbr` default then indirect.
pub fn extract_successors_reusing(
    function: FunctionValue<'_>,
    buffers: GraphBuffers,
) -> Result<FunctionBlocks, IrError> {
    let function = function.as_value_ref();
    let GraphBuffers {
        mut blocks,
        mut index,
        mut succ_start,
        mut succ,
        pred_start,
        pred,
    } = buffers;
    // SAFETY: `function` is a live `Function*` handed to the pass by LLVM; every handle used
    // below is derived from it and only read.
    unsafe {
        let count = LLVMCountBasicBlocks(function) as usize;
        blocks.clear();
        index.reset(count);
        let mut bb = LLVMGetFirstBasicBlock(function);
        while !bb.is_null() {
            index.insert(bb as usize, blocks.next_index());
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }
        succ_start.clear();
        succ.clear();
        let mut has_backward_edge = false;
        succ_start.push(0u32);
        for (b, &bb) in blocks.iter_enumerated() {
            let term = LLVMGetBasicBlockTerminator(bb);
            if term.is_null() {
                return Err(IrError(format!("block #{b} has no terminator")));
            }
            for i in 0..LLVMGetNumSuccessors(term) {
                let s = LLVMGetSuccessor(term, i);
                match index.get(s as usize) {
                    Some(id) => {
                        has_backward_edge |= id <= b;
                        succ.push(id)
                    }
                    None => {
                        return Err(IrError(format!("block #{b} branches outside its function")))
                    }
                }
            }
            succ_start.push(succ.len() as u32);
        }
        let succs = Csr::from_parts(succ_start, succ);
        Ok(FunctionBlocks {
            blocks,
            index,
            succs,
            has_backward_edge,
            spare: (pred_start, pred),
        })
    }
}

impl FunctionBlocks {
    /// Gives the allocations back for the next function.
    pub fn into_buffers(self) -> GraphBuffers {
        let preds = Csr::from_parts_unchecked(self.spare);
        GraphBuffers::from_tables(self.blocks, self.index, self.succs, preds)
    }

    /// Adds predecessors from each block's use list walked from `use_begin()`, keeping users
    /// that are terminators, exactly like `pred_iterator` (`predecessors(BB)`): newest use
    /// first, one entry per use, so a switch with two cases to the same block lists its block
    /// twice.
    pub fn with_predecessors(self) -> Result<FunctionCfg, IrError> {
        let FunctionBlocks {
            blocks,
            index,
            succs,
            spare: (mut pred_start, mut pred),
            ..
        } = self;
        // SAFETY: the blocks are live blocks of the function being processed.
        unsafe {
            pred_start.clear();
            pred.clear();
            pred_start.push(0u32);
            for &bb in blocks.iter() {
                let mut u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
                while !u.is_null() {
                    let user = LLVMGetUser(u);
                    if !LLVMIsATerminatorInst(user).is_null() {
                        let parent = LLVMGetInstructionParent(user);
                        match index.get(parent as usize) {
                            Some(id) => pred.push(id),
                            None => {
                                return Err(IrError(
                                    "a block is used by a terminator of another function".into(),
                                ))
                            }
                        }
                    }
                    u = LLVMGetNextUse(u);
                }
                pred_start.push(pred.len() as u32);
            }
            if pred.len() != succs.num_entries() {
                return Err(IrError(format!(
                    "use lists name {} predecessor edges but terminators name {} successor edges",
                    pred.len(),
                    succs.num_entries()
                )));
            }
            let cfg = Cfg::new(succs, Csr::from_parts(pred_start, pred));
            Ok(FunctionCfg { cfg, blocks, index })
        }
    }
}

impl FunctionCfg {
    /// Each block's address in memory (LLVM iterates some pointer-keyed maps in hash order,
    /// which follows these).
    pub fn block_addresses(&self) -> BlockMap<u64> {
        self.blocks.iter().map(|&bb| bb as u64).collect()
    }

    /// The handle of block `b`.
    #[inline]
    pub fn block(&self, b: Block) -> LLVMBasicBlockRef {
        self.blocks[b]
    }

    /// Gives the allocations back for the next function.
    pub fn into_buffers(self) -> GraphBuffers {
        let (succs, preds) = self.cfg.into_tables();
        GraphBuffers::from_tables(self.blocks, self.index, succs, preds)
    }
}

/// The function's name (`F.getName()`), raw bytes as LLVM prints them.
pub fn function_name(function: FunctionValue<'_>) -> Vec<u8> {
    let function = function.as_value_ref();
    // SAFETY: reading the name of a live value.
    unsafe { value_name(function).to_vec() }
}

/// A value's name bytes; empty for unnamed values.
///
/// # Safety
/// `v` must be a live LLVM value; the slice lives as long as the name is unchanged.
pub unsafe fn value_name<'a>(v: LLVMValueRef) -> &'a [u8] {
    let mut len = 0usize;
    let ptr = LLVMGetValueName2(v, &mut len);
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(ptr as *const u8, len)
    }
}
