//! Block names as LLVM's printers show them.

use super::cfg::value_name;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::LLVMTypeKind;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

/// Names of a function's blocks, by dense id.
pub struct BlockNames {
    names: Vec<Vec<u8>>,
    /// Local slot number of each unnamed block, computed only if some block is unnamed.
    slots: Option<Vec<u32>>,
}

impl BlockNames {
    /// Reads every block's name; slot numbers are computed when at least one block is unnamed
    /// (LLVM `ModuleSlotTracker::incorporateFunction`: unnamed arguments, then per block the
    /// block itself if unnamed and each unnamed non-void instruction, numbered from 0).
    pub fn read(function: FunctionValue<'_>, blocks: &[LLVMBasicBlockRef]) -> BlockNames {
        let function = function.as_value_ref();
        // SAFETY: reading names of live blocks of a live function.
        let names: Vec<Vec<u8>> = blocks
            .iter()
            .map(|&bb| unsafe { value_name(LLVMBasicBlockAsValue(bb)).to_vec() })
            .collect();
        let slots = names
            .iter()
            .any(|n| n.is_empty())
            .then(|| unsafe { local_slots(function, blocks.len()) });
        BlockNames { names, slots }
    }

    /// `BasicBlock::getName()`: empty for unnamed blocks (what `print<branch-prob>` in LLVM 16
    /// shows).
    pub fn name(&self, b: u32) -> &[u8] {
        &self.names[b as usize]
    }

    /// The name, or the local slot number when unnamed (LLVM `SSAContext::print`, used by
    /// `print<cycles>`).
    pub fn write_name_or_slot(&self, b: u32, out: &mut String) {
        let name = &self.names[b as usize];
        if !name.is_empty() {
            out.push_str(&String::from_utf8_lossy(name));
        } else if let Some(slots) = &self.slots {
            out.push_str(&slots[b as usize].to_string());
        }
    }
}

/// Slot numbers of the unnamed blocks of `function` (entries for named blocks are unused).
unsafe fn local_slots(function: LLVMValueRef, num_blocks: usize) -> Vec<u32> {
    let mut next = 0u32;
    for i in 0..LLVMCountParams(function) {
        if value_name(LLVMGetParam(function, i)).is_empty() {
            next += 1;
        }
    }
    let mut slots = vec![u32::MAX; num_blocks];
    let mut bb = LLVMGetFirstBasicBlock(function);
    let mut b = 0usize;
    while !bb.is_null() && b < num_blocks {
        if value_name(LLVMBasicBlockAsValue(bb)).is_empty() {
            slots[b] = next;
            next += 1;
        }
        let mut inst = LLVMGetFirstInstruction(bb);
        while !inst.is_null() {
            let is_void = LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMTypeKind::LLVMVoidTypeKind;
            if !is_void && value_name(inst).is_empty() {
                next += 1;
            }
            inst = LLVMGetNextInstruction(inst);
        }
        bb = LLVMGetNextBasicBlock(bb);
        b += 1;
    }
    slots
}
