//! Block and instruction names as LLVM's printers show them, read on demand.

use std::cell::{Cell, OnceCell};

use super::cfg::value_name;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::LLVMTypeKind;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use crate::graph::{Block, BlockMap};

/// Names of a function's blocks, by dense id. Names are read from LLVM when asked for (a
/// printer usually needs only some blocks); slot numbers of unnamed blocks are computed once,
/// the first time an unnamed block is printed.
pub struct BlockNames<'a> {
    function: LLVMValueRef,
    blocks: &'a BlockMap<LLVMBasicBlockRef>,
    /// Names already read, for [`BlockNames::cached`].
    names: Option<BlockMap<Cell<Option<&'a [u8]>>>>,
    slots: OnceCell<BlockMap<u32>>,
}

impl<'a> BlockNames<'a> {
    pub fn new(
        function: FunctionValue<'_>,
        blocks: &'a BlockMap<LLVMBasicBlockRef>,
    ) -> BlockNames<'a> {
        BlockNames {
            function: function.as_value_ref(),
            blocks,
            names: None,
            slots: OnceCell::new(),
        }
    }

    /// Names that are read from LLVM once per block and then kept, for printers, which never
    /// write the function (a transform's writes free names it would hand out stale).
    /// `getName` is a lookup in the context's map of all named values, a cache miss each on
    /// big functions, and the branch-probability printers name a block once per edge it
    /// starts or ends: on a 200,000-block function those lookups were the printer's largest
    /// cost and grew faster than the function.
    pub fn cached(
        function: FunctionValue<'_>,
        blocks: &'a BlockMap<LLVMBasicBlockRef>,
    ) -> BlockNames<'a> {
        BlockNames {
            names: Some(BlockMap::from_elem_n(Cell::new(None), blocks.len())),
            ..BlockNames::new(function, blocks)
        }
    }

    /// The function the names are of.
    pub fn function(&self) -> LLVMValueRef {
        self.function
    }

    /// `BasicBlock::getName()`: empty for unnamed blocks (what `print<branch-prob>` in LLVM 16
    /// shows). Borrowed from LLVM; valid while the block keeps its name.
    pub fn name(&self, b: Block) -> &'a [u8] {
        if let Some(name) = self.names.as_ref().and_then(|names| names[b].get()) {
            return name;
        }
        // SAFETY: the block belongs to the live function the pass is running on.
        let name = unsafe { value_name(LLVMBasicBlockAsValue(self.blocks[b])) };
        if let Some(names) = &self.names {
            names[b].set(Some(name));
        }
        name
    }

    /// `%name`, or `%N` with the local slot number when unnamed: how a block is named in
    /// a message (clang names no block, so a bare name would print `%` for every one).
    pub fn label(&self, b: Block) -> String {
        let mut out = b"%".to_vec();
        self.write_name_or_slot(b, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    /// The name, or the local slot number when unnamed (LLVM `SSAContext::print`, used by
    /// `print<cycles>`).
    pub fn write_name_or_slot(&self, b: Block, out: &mut Vec<u8>) {
        let name = self.name(b);
        if !name.is_empty() {
            out.extend_from_slice(name);
        } else {
            // SAFETY: as above; the numbering only reads the function.
            let slots = self
                .slots
                .get_or_init(|| unsafe { local_slots(self.function, self.blocks.len()) });
            out.extend_from_slice(slots[b].to_string().as_bytes());
        }
    }
}

/// Local slot numbers (LLVM `ModuleSlotTracker::incorporateFunction`: unnamed arguments,
/// then per block the block itself if unnamed and each unnamed non-void instruction, counted
/// from 0). Entries of named blocks are unused.
unsafe fn local_slots(function: LLVMValueRef, num_blocks: usize) -> BlockMap<u32> {
    let mut next = 0u32;
    for i in 0..LLVMCountParams(function) {
        if value_name(LLVMGetParam(function, i)).is_empty() {
            next += 1;
        }
    }
    let mut slots = BlockMap::from_elem_n(u32::MAX, num_blocks);
    let mut bb = LLVMGetFirstBasicBlock(function);
    let mut b = 0usize;
    while !bb.is_null() && b < num_blocks {
        if value_name(LLVMBasicBlockAsValue(bb)).is_empty() {
            slots[Block::new(b)] = next;
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

/// How a message names instruction `inst` of `function`: `%name`, `%N` (LLVM's local slot
/// number) when unnamed, or `<opcode> in %block` for an unnamed instruction with no value
/// (a store, a call returning void).
///
/// # Safety
/// `inst` is a live instruction of the live `function`.
pub unsafe fn inst_label(function: LLVMValueRef, inst: LLVMValueRef) -> String {
    let name = value_name(inst);
    if !name.is_empty() {
        return format!("%{}", String::from_utf8_lossy(name));
    }
    let is_void = LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMTypeKind::LLVMVoidTypeKind;
    if !is_void {
        // ModuleSlotTracker's numbering, as in `local_slots`.
        let mut next = 0u32;
        for i in 0..LLVMCountParams(function) {
            if value_name(LLVMGetParam(function, i)).is_empty() {
                next += 1;
            }
        }
        let mut bb = LLVMGetFirstBasicBlock(function);
        while !bb.is_null() {
            if value_name(LLVMBasicBlockAsValue(bb)).is_empty() {
                next += 1;
            }
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if i == inst {
                    return format!("%{next}");
                }
                let void = LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTypeKind::LLVMVoidTypeKind;
                if !void && value_name(i).is_empty() {
                    next += 1;
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    let opcode = format!("{:?}", LLVMGetInstructionOpcode(inst));
    let opcode = opcode.trim_start_matches("LLVM").to_lowercase();
    let block = value_name(LLVMBasicBlockAsValue(LLVMGetInstructionParent(inst)));
    format!("the {opcode} in %{}", String::from_utf8_lossy(block))
}

/// What kind of instruction `inst` is, as LLVM spells it, with the memory ordering of an
/// atomic access (`indirectbr`, `invoke`, `store atomic release`, `fence seq_cst`): the
/// obstacle a `<stats>` line names, short and free of value names so that the skip reasons
/// of a whole program can be counted.
///
/// # Safety
/// `inst` is a live instruction.
pub unsafe fn inst_kind_text(inst: LLVMValueRef) -> String {
    let raw = LLVMPrintValueToString(inst);
    let text = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    let line = text.lines().next().unwrap_or("").trim();
    // Past `%x = ` when the instruction has a value.
    let body = match line.split_once(" = ") {
        Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
        _ => line,
    };
    let mut words = body.split_whitespace();
    let first = words.next().unwrap_or("?").to_string();
    const ORDERINGS: [&str; 6] = [
        "unordered",
        "monotonic",
        "acquire",
        "release",
        "acq_rel",
        "seq_cst",
    ];
    let ordering = body
        .split(|c: char| c.is_whitespace() || c == ',')
        .find(|w| ORDERINGS.contains(w));
    let atomic = body.split_whitespace().nth(1) == Some("atomic");
    match (atomic, ordering) {
        (true, Some(o)) => format!("{first} atomic {o}"),
        (false, Some(o)) if first == "fence" || first == "atomicrmw" || first == "cmpxchg" => {
            format!("{first} {o}")
        }
        _ => first,
    }
}
