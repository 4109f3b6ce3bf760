//! Function → [`FunctionModel`] (instructions as plain data) plus the LLVM handle behind each
//! id, in one walk over the function; the facts LLVM-C lacks come from the C++ shim.

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::{LLVMAttributeIndex, LLVMOpcode, LLVMTypeKind};
use super::ptr_index::PtrIndex;
use crate::edit::model::{
    ArgInfo, CallEffects, ConstId, ConstKind, FunctionModel, Inst, InstHead, InstKind,
    ModelBuilder, Operand, TypeId,
};
use crate::edit::model::{ObjectFacts, PointerBase};
use crate::edit::opcode::Opcode;
use crate::graph::{Block, BlockMap, IndexVec};

extern "C" {
    fn freqpath_inst_fingerprint(inst: LLVMValueRef) -> u64;
    fn freqpath_call_effects(call: LLVMValueRef) -> i32;
    fn freqpath_is_safe_to_speculate(inst: LLVMValueRef) -> i32;
    fn freqpath_type_store_size(module: LLVMModuleRef, ty: LLVMTypeRef) -> u64;
    fn freqpath_static_alloca_size(alloca: LLVMValueRef) -> u64;
    fn freqpath_load_is_safe_anywhere(load: LLVMValueRef) -> i32;
    fn freqpath_object_facts(
        object: LLVMValueRef,
        module: LLVMModuleRef,
        bytes: *mut u64,
        align: *mut u64,
    ) -> i32;
    fn freqpath_intptr_type(module: LLVMModuleRef) -> LLVMTypeRef;
    fn freqpath_global_variable_size(global: LLVMValueRef, size: *mut u64) -> i32;
    fn freqpath_pointer_base(
        ptr: LLVMValueRef,
        module: LLVMModuleRef,
        base: *mut LLVMValueRef,
        offset: *mut i64,
    ) -> i32;
}

/// The LLVM handles behind a model's ids.
pub struct ModelHandles {
    pub insts: IndexVec<Inst, LLVMValueRef>,
    pub consts: IndexVec<ConstId, LLVMValueRef>,
    pub types: IndexVec<TypeId, LLVMTypeRef>,
    pub opaque: Vec<LLVMValueRef>,
    /// Instruction handle → id.
    index: PtrIndex<Inst>,
    /// Constant, type and argument handle → id.
    const_ids: PtrIndex<ConstId>,
    type_ids: PtrIndex<TypeId>,
    arg_ids: PtrIndex<u32>,
    /// Underlying objects already asked about (`ModelBuilder::add_object`).
    objects_seen: PtrIndex<()>,
    module: LLVMModuleRef,
}

/// A function's model and its handles.
pub struct ExtractedModel {
    pub model: FunctionModel,
    pub handles: ModelHandles,
}

impl ModelHandles {
    /// The id of a type, interning it.
    ///
    /// # Safety
    /// `ty` is a live type of the function's module.
    unsafe fn type_id(&mut self, builder: &mut ModelBuilder, ty: LLVMTypeRef) -> TypeId {
        if let Some(id) = self.type_ids.get(ty as usize) {
            return id;
        }
        let size = freqpath_type_store_size(self.module, ty);
        let id = builder.add_type((size > 0).then_some(size));
        self.types.push(ty);
        self.type_ids.insert(ty as usize, id);
        id
    }

    /// The operand form of a value of the function.
    ///
    /// # Safety
    /// `v` is a live value used by the function.
    unsafe fn operand(
        &mut self,
        builder: &mut ModelBuilder,
        graph: &FunctionCfg,
        v: LLVMValueRef,
    ) -> Operand {
        if !LLVMIsAInstruction(v).is_null() {
            if let Some(i) = self.index.get(v as usize) {
                return Operand::Inst(i);
            }
        }
        if !LLVMIsABasicBlock(v).is_null() {
            let bb = LLVMValueAsBasicBlock(v);
            if let Some(b) = graph.index.get(bb as usize) {
                return Operand::Block(b);
            }
        }
        if let Some(n) = self.arg_ids.get(v as usize) {
            return Operand::Arg(n);
        }
        if !LLVMIsAConstant(v).is_null() {
            if let Some(id) = self.const_ids.get(v as usize) {
                return Operand::Const(id);
            }
            let kind = const_kind(v);
            let id = builder.add_const(kind);
            self.consts.push(v);
            self.const_ids.insert(v as usize, id);
            let is_pointer = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMPointerTypeKind;
            if is_pointer && !LLVMIsAConstantExpr(v).is_null() {
                let (mut base, mut offset) = (std::ptr::null_mut(), 0i64);
                freqpath_pointer_base(v, self.module, &mut base, &mut offset);
                if !base.is_null() && base != v {
                    let object = self.operand(builder, graph, base);
                    builder.add_const_object(id, object);
                }
            }
            return Operand::Const(id);
        }
        let k = self.opaque.len() as u32;
        self.opaque.push(v);
        Operand::Opaque(k)
    }
}

impl ModelHandles {
    /// The underlying object of pointer `v` and the constant byte offset from it when known
    /// (LLVM's `getUnderlyingObject` and `stripAndAccumulateConstantOffsets`).
    ///
    /// # Safety
    /// `v` is a live value used by the function.
    unsafe fn pointer_base(
        &mut self,
        builder: &mut ModelBuilder,
        graph: &FunctionCfg,
        v: LLVMValueRef,
    ) -> Option<PointerBase> {
        let mut base = std::ptr::null_mut();
        let mut offset = 0i64;
        let known = freqpath_pointer_base(v, self.module, &mut base, &mut offset) == 1;
        if base.is_null() {
            return None;
        }
        if self.objects_seen.get(base as usize).is_none() {
            self.objects_seen.insert(base as usize, ());
            let (mut bytes, mut align) = (0u64, 0u64);
            if freqpath_object_facts(base, self.module, &mut bytes, &mut align) != 0 {
                let object = self.operand(builder, graph, base);
                builder.add_object(object, ObjectFacts { bytes, align });
            }
        }
        Some(PointerBase {
            base: self.operand(builder, graph, base),
            offset: known.then_some(offset),
        })
    }
}

/// What a constant is, as far as transforms care.
unsafe fn const_kind(v: LLVMValueRef) -> ConstKind {
    if !LLVMIsAConstantInt(v).is_null() {
        let width = LLVMGetIntTypeWidth(LLVMTypeOf(v));
        return if width <= 64 {
            ConstKind::Int(LLVMConstIntGetSExtValue(v))
        } else {
            ConstKind::WideInt
        };
    }
    if !LLVMIsAGlobalVariable(v).is_null() {
        let mut size = 0u64;
        let identified = freqpath_global_variable_size(v, &mut size) != 0;
        return ConstKind::GlobalVariable {
            size: identified.then_some(size),
            identified,
        };
    }
    if !LLVMIsAFunction(v).is_null() {
        return ConstKind::Function;
    }
    if !LLVMIsAConstantPointerNull(v).is_null() {
        return ConstKind::Null;
    }
    if !LLVMIsAPoisonValue(v).is_null() {
        return ConstKind::Poison;
    }
    if !LLVMIsAUndefValue(v).is_null() {
        return ConstKind::Undef;
    }
    ConstKind::Other
}

/// Reads every instruction of the function `graph` was extracted from.
/// Whether an atomic access with `ordering` may order other memory: acquire, release or
/// stronger (`isStrongerThanMonotonic`); relaxed and non-atomic accesses do not.
fn orders_memory(ordering: super::llvm_sys::LLVMAtomicOrdering) -> bool {
    use super::llvm_sys::LLVMAtomicOrdering::*;
    !matches!(
        ordering,
        LLVMAtomicOrderingNotAtomic | LLVMAtomicOrderingUnordered | LLVMAtomicOrderingMonotonic
    )
}

pub fn extract_model(function: FunctionValue<'_>, graph: &FunctionCfg) -> ExtractedModel {
    extract(function, graph)
}

/// [`extract_model`] for splitting critical edges: the model holds the phis of the blocks
/// with two or more predecessor edges (the only targets of a critical edge) and nothing else
/// (each such block's instructions are its phis, their operands opaque; other blocks are
/// empty), and the block facts the split needs come with it: whether a block with two or more
/// successors ends in an `indirectbr`, whether a block with two or more predecessors is an EH
/// pad (false elsewhere). Other blocks are not read at all, as LLVM's pass reads only them.
/// Splitting an edge only renames phi entries, so the phis are all the plan touches; numbering
/// every other instruction cost a hash insert per instruction and a hash lookup per terminator
/// operand, O(function) work on top of LLVM's O(edges) (on 400,000 diamonds that each call a
/// function, a third of the pass). Not for a write that is read back (the read-back compares
/// every instruction).
pub fn extract_phi_model(function: FunctionValue<'_>, graph: &FunctionCfg) -> PhiModel {
    let f = function.as_value_ref();
    let n = graph.blocks.len();
    let mut indirect_branch = BlockMap::from_elem_n(false, n);
    let mut eh_pad = BlockMap::from_elem_n(false, n);
    // SAFETY: every handle is derived from the live function the pass runs on; only read.
    unsafe {
        let module = LLVMGetGlobalParent(f);
        let mut handles = ModelHandles {
            insts: IndexVec::new(),
            consts: IndexVec::new(),
            types: IndexVec::new(),
            opaque: Vec::new(),
            index: PtrIndex::default(),
            const_ids: PtrIndex::with_capacity(1),
            type_ids: PtrIndex::with_capacity(16),
            arg_ids: PtrIndex::with_capacity(1),
            objects_seen: PtrIndex::with_capacity(1),
            module,
        };
        let mut builder = ModelBuilder::with_capacity(n, 0, 0);
        let mut ops = Vec::new();
        let mut incoming = Vec::new();
        let cfg = &graph.cfg;
        for (b, &bb) in graph.blocks.iter_enumerated() {
            if cfg.succs(b).len() >= 2 {
                let term = LLVMGetBasicBlockTerminator(bb);
                indirect_branch[b] =
                    !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMIndirectBr;
            }
            if cfg.preds(b).len() < 2 {
                continue;
            }
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() && LLVMGetInstructionOpcode(inst) == LLVMOpcode::LLVMPHI {
                ops.clear();
                incoming.clear();
                for k in 0..LLVMCountIncoming(inst) {
                    // The values are the phi's business, not the edit's: opaque, in order.
                    ops.push(Operand::Opaque(handles.opaque.len() as u32));
                    handles.opaque.push(LLVMGetIncomingValue(inst, k));
                    let from = LLVMGetIncomingBlock(inst, k);
                    incoming.push(graph.index.get(from as usize).unwrap_or(Block::ENTRY));
                }
                let head = InstHead {
                    opcode: Opcode::Phi,
                    kind: InstKind::Phi,
                    ty: handles.type_id(&mut builder, LLVMTypeOf(inst)),
                    fingerprint: 0,
                };
                handles.insts.push(inst);
                builder.push(b, head, &ops, &incoming);
                inst = LLVMGetNextInstruction(inst);
            }
            // An EH pad is a block whose first non-phi instruction is a pad.
            eh_pad[b] = !inst.is_null()
                && matches!(
                    LLVMGetInstructionOpcode(inst),
                    LLVMOpcode::LLVMLandingPad
                        | LLVMOpcode::LLVMCatchPad
                        | LLVMOpcode::LLVMCleanupPad
                        | LLVMOpcode::LLVMCatchSwitch
                );
        }
        let intptr = handles.type_id(&mut builder, freqpath_intptr_type(module));
        builder.set_intptr_type(intptr);
        PhiModel {
            model: ExtractedModel {
                model: builder.finish(),
                handles,
            },
            indirect_branch,
            eh_pad,
        }
    }
}

/// [`extract_phi_model`]'s result: the phis-only model, and per block whether its terminator
/// is an `indirectbr` and whether it is an EH pad (what [`block_traits`] reads from a full
/// model).
pub struct PhiModel {
    pub model: ExtractedModel,
    pub indirect_branch: BlockMap<bool>,
    pub eh_pad: BlockMap<bool>,
}

fn extract(function: FunctionValue<'_>, graph: &FunctionCfg) -> ExtractedModel {
    let f = function.as_value_ref();
    // SAFETY: every handle is derived from the live function the pass runs on; only read.
    unsafe {
        let module = LLVMGetGlobalParent(f);
        let mut handles = ModelHandles {
            insts: IndexVec::new(),
            consts: IndexVec::new(),
            types: IndexVec::new(),
            opaque: Vec::new(),
            index: PtrIndex::default(),
            const_ids: PtrIndex::with_capacity(64),
            type_ids: PtrIndex::with_capacity(16),
            arg_ids: PtrIndex::with_capacity(LLVMCountParams(f) as usize),
            objects_seen: PtrIndex::with_capacity(16),
            module,
        };
        // Number every instruction first, so forward references (phis) resolve; count the
        // operands too, so no table grows while the model is built.
        let mut num_operands = 0usize;
        for &bb in graph.blocks.iter() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                handles.insts.push(inst);
                num_operands += LLVMGetNumOperands(inst).max(0) as usize;
                inst = LLVMGetNextInstruction(inst);
            }
        }
        handles.index = PtrIndex::with_capacity(handles.insts.len());
        for (id, &inst) in handles.insts.iter_enumerated() {
            handles.index.insert(inst as usize, id);
        }
        let mut builder =
            ModelBuilder::with_capacity(graph.blocks.len(), handles.insts.len(), num_operands);
        let deref_kind = attr_kind("dereferenceable");
        let noalias_kind = attr_kind("noalias");
        for k in 0..LLVMCountParams(f) {
            let p = LLVMGetParam(f, k);
            handles.arg_ids.insert(p as usize, k);
            let ty = LLVMTypeOf(p);
            let index = (k + 1) as LLVMAttributeIndex;
            let deref = LLVMGetEnumAttributeAtIndex(f, index, deref_kind);
            let info = ArgInfo {
                ty: Some(handles.type_id(&mut builder, ty)),
                dereferenceable: if deref.is_null() {
                    0
                } else {
                    LLVMGetEnumAttributeValue(deref)
                },
                noalias: !LLVMGetEnumAttributeAtIndex(f, index, noalias_kind).is_null(),
            };
            builder.add_arg(info);
        }
        let mut ops = Vec::new();
        let mut bases = Vec::new();
        let mut incoming = Vec::new();
        for (b, &bb) in graph.blocks.iter_enumerated() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                ops.clear();
                incoming.clear();
                let opcode = LLVMGetInstructionOpcode(inst);
                let n = LLVMGetNumOperands(inst).max(0) as u32;
                let wants_bases = matches!(
                    opcode,
                    LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore | LLVMOpcode::LLVMCall
                );
                bases.clear();
                for k in 0..n {
                    let v = LLVMGetOperand(inst, k);
                    ops.push(handles.operand(&mut builder, graph, v));
                    let is_pointer =
                        LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMPointerTypeKind;
                    bases.push(if wants_bases && is_pointer {
                        handles.pointer_base(&mut builder, graph, v)
                    } else {
                        None
                    });
                }
                if opcode == LLVMOpcode::LLVMPHI {
                    for k in 0..LLVMCountIncoming(inst) {
                        let from = LLVMGetIncomingBlock(inst, k);
                        incoming.push(graph.index.get(from as usize).unwrap_or(Block::ENTRY));
                    }
                }
                let kind = inst_kind(inst, opcode, module, b == Block::ENTRY);
                let ty = handles.type_id(&mut builder, LLVMTypeOf(inst));
                let fingerprint = freqpath_inst_fingerprint(inst);
                let head = InstHead {
                    opcode: super::opcode::opcode(opcode),
                    kind,
                    ty,
                    fingerprint,
                };
                let id = builder.push(b, head, &ops, &incoming);
                builder.set_pointer_bases(id, &bases);
                inst = LLVMGetNextInstruction(inst);
            }
        }
        let intptr = handles.type_id(&mut builder, freqpath_intptr_type(module));
        builder.set_intptr_type(intptr);
        ExtractedModel {
            model: builder.finish(),
            handles,
        }
    }
}

unsafe fn attr_kind(name: &str) -> u32 {
    LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len())
}

/// The classification of one instruction.
unsafe fn inst_kind(
    inst: LLVMValueRef,
    opcode: LLVMOpcode,
    module: LLVMModuleRef,
    in_entry: bool,
) -> InstKind {
    use LLVMOpcode::*;
    let size_of = |ty: LLVMTypeRef| freqpath_type_store_size(module, ty);
    match opcode {
        LLVMPHI => InstKind::Phi,
        LLVMLoad => InstKind::Load {
            ordered: LLVMGetVolatile(inst) != 0
                || LLVMGetOrdering(inst)
                    != super::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
            atomic: orders_memory(LLVMGetOrdering(inst)),
            align: LLVMGetAlignment(inst),
            size: size_of(LLVMTypeOf(inst)),
            safe_anywhere: freqpath_load_is_safe_anywhere(inst) != 0,
        },
        LLVMStore => InstKind::Store {
            ordered: LLVMGetVolatile(inst) != 0
                || LLVMGetOrdering(inst)
                    != super::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
            atomic: orders_memory(LLVMGetOrdering(inst)),
            align: LLVMGetAlignment(inst),
            size: size_of(LLVMTypeOf(LLVMGetOperand(inst, 0))),
        },
        LLVMCall => {
            let bits = freqpath_call_effects(inst);
            let effects = CallEffects {
                arg_read: bits & 1 != 0,
                arg_write: bits & 2 != 0,
                inaccessible_read: bits & 4 != 0,
                inaccessible_write: bits & 8 != 0,
                other_read: bits & 16 != 0,
                other_write: bits & 32 != 0,
            };
            let callee = LLVMGetCalledValue(inst);
            let intrinsic = if LLVMIsAFunction(callee).is_null() {
                0
            } else {
                LLVMGetIntrinsicID(callee)
            };
            InstKind::Call {
                effects,
                intrinsic,
                speculatable: bits == 0 && freqpath_is_safe_to_speculate(inst) != 0,
            }
        }
        LLVMAlloca => match freqpath_static_alloca_size(inst) {
            0 => InstKind::DynamicAlloca,
            size if in_entry => InstKind::StaticAlloca { size },
            _ => InstKind::DynamicAlloca,
        },
        LLVMGetElementPtr => InstKind::GetElementPtr {
            inbounds: LLVMIsInBounds(inst) != 0,
        },
        LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem | LLVMFDiv | LLVMFRem => InstKind::Division,
        LLVMRet | LLVMBr | LLVMSwitch | LLVMIndirectBr | LLVMInvoke | LLVMUnreachable
        | LLVMCallBr | LLVMResume | LLVMCleanupRet | LLVMCatchRet | LLVMCatchSwitch => {
            InstKind::Terminator
        }
        LLVMFNeg | LLVMAdd | LLVMFAdd | LLVMSub | LLVMFSub | LLVMMul | LLVMFMul | LLVMShl
        | LLVMLShr | LLVMAShr | LLVMAnd | LLVMOr | LLVMXor | LLVMTrunc | LLVMZExt | LLVMSExt
        | LLVMFPToUI | LLVMFPToSI | LLVMUIToFP | LLVMSIToFP | LLVMFPTrunc | LLVMFPExt
        | LLVMPtrToInt | LLVMIntToPtr | LLVMBitCast | LLVMAddrSpaceCast | LLVMICmp | LLVMFCmp
        | LLVMSelect | LLVMExtractElement | LLVMInsertElement | LLVMShuffleVector
        | LLVMExtractValue | LLVMInsertValue | LLVMFreeze => InstKind::Pure,
        _ => InstKind::Other,
    }
}

/// Per block: whether its terminator is an `indirectbr`, and whether it is an EH pad (its
/// first non-phi instruction is a `landingpad`, `catchpad`, `cleanuppad` or `catchswitch`).
pub fn block_traits(
    model: &FunctionModel,
) -> (crate::graph::BlockMap<bool>, crate::graph::BlockMap<bool>) {
    let mut indirect = model.block_map(false);
    let mut pad = model.block_map(false);
    for b in (0..model.num_blocks()).map(Block::new) {
        indirect[b] = model
            .terminator(b)
            .is_some_and(|t| model.insts[t].opcode == Opcode::IndirectBr);
        let first = model.block(b).get(model.phis(b).len()).copied();
        pad[b] = first.is_some_and(|i| {
            matches!(
                model.insts[i].opcode,
                Opcode::LandingPad | Opcode::CatchPad | Opcode::CleanupPad | Opcode::CatchSwitch
            )
        });
    }
    (indirect, pad)
}
