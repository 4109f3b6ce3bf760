//! Function → dense [`Cfg`]: blocks in layout order, successors from the terminator, and
//! predecessors from the block's use list.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use crate::graph::{Cfg, Csr};

/// Why a function could not be turned into a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IrError(pub String);

impl fmt::Display for IrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A function's graph plus the LLVM block handle behind each dense id.
pub struct FunctionCfg {
    pub cfg: Cfg,
    pub blocks: Vec<LLVMBasicBlockRef>,
    /// Block handle address → dense id.
    pub index: PtrMap,
}

/// Hasher for pointer keys: LLVM objects are 16-byte aligned, so drop the low bits and mix.
#[derive(Default)]
pub struct PtrHasher(u64);

impl Hasher for PtrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_usize(&mut self, p: usize) {
        self.0 = ((p as u64) >> 4).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Map from an LLVM object address to a dense index.
pub type PtrMap = HashMap<usize, u32, BuildHasherDefault<PtrHasher>>;

/// Builds the dense CFG of a function definition.
///
/// * Blocks: layout order (`Function::begin()..end()`), the entry first.
/// * Successors: `Instruction::getSuccessor(i)` for `i < getNumSuccessors()` on the
///   terminator, which is the order of `successors(BB)`: `br` true then false, `switch`
///   default then cases, `invoke` normal then unwind, `callbr` default then indirect.
/// * Predecessors: the block's use list walked from `use_begin()`, keeping users that are
///   terminators, exactly like `pred_iterator` (`predecessors(BB)`): newest use first, one
///   entry per use, so a switch with two cases to the same block lists its block twice.
pub fn extract_cfg(function: FunctionValue<'_>) -> Result<FunctionCfg, IrError> {
    let function = function.as_value_ref();
    // SAFETY: `function` is a live `Function*` handed to the pass by LLVM; every handle used
    // below is derived from it and only read.
    unsafe {
        let count = LLVMCountBasicBlocks(function) as usize;
        let mut blocks = Vec::with_capacity(count);
        let mut index = PtrMap::with_capacity_and_hasher(count, Default::default());
        let mut bb = LLVMGetFirstBasicBlock(function);
        while !bb.is_null() {
            index.insert(bb as usize, blocks.len() as u32);
            blocks.push(bb);
            bb = LLVMGetNextBasicBlock(bb);
        }

        let mut succ_start = Vec::with_capacity(blocks.len() + 1);
        let mut succ = Vec::with_capacity(blocks.len() * 2);
        succ_start.push(0u32);
        for (b, &bb) in blocks.iter().enumerate() {
            let term = LLVMGetBasicBlockTerminator(bb);
            if term.is_null() {
                return Err(IrError(format!("block #{b} has no terminator")));
            }
            for i in 0..LLVMGetNumSuccessors(term) {
                let s = LLVMGetSuccessor(term, i);
                match index.get(&(s as usize)) {
                    Some(&id) => succ.push(id),
                    None => {
                        return Err(IrError(format!("block #{b} branches outside its function")))
                    }
                }
            }
            succ_start.push(succ.len() as u32);
        }

        let mut pred_start = Vec::with_capacity(blocks.len() + 1);
        let mut pred = Vec::with_capacity(succ.len());
        pred_start.push(0u32);
        for &bb in &blocks {
            let mut u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
            while !u.is_null() {
                let user = LLVMGetUser(u);
                if !LLVMIsATerminatorInst(user).is_null() {
                    let parent = LLVMGetInstructionParent(user);
                    match index.get(&(parent as usize)) {
                        Some(&id) => pred.push(id),
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
        if pred.len() != succ.len() {
            return Err(IrError(format!(
                "use lists name {} predecessor edges but terminators name {} successor edges",
                pred.len(),
                succ.len()
            )));
        }
        let cfg = Cfg::new(
            Csr::from_parts(succ_start, succ),
            Csr::from_parts(pred_start, pred),
        );
        Ok(FunctionCfg { cfg, blocks, index })
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
