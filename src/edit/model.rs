//! A function's instructions as plain data: what transforms plan over and what the
//! translation validator compares. Extracted once by `ir::model`; nothing here knows LLVM
//! types, so planners and the validator are tested from hand-built models.

use std::collections::HashMap;
use std::ops::Range;

use super::opcode::Opcode;
use crate::graph::{Block, BlockMap, Csr, IndexVec};

crate::newtype_index! {
    /// An instruction, numbered in layout order (block by block, top to bottom).
    pub struct Inst = "inst";
}

crate::newtype_index! {
    /// A constant or global the function uses (interned: one id per distinct LLVM value).
    pub struct ConstId = "const";
}

crate::newtype_index! {
    /// A type (interned: equal ids are equal LLVM types).
    pub struct TypeId = "ty";
}

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    Inst(Inst),
    /// The function's argument number `n`.
    Arg(u32),
    Const(ConstId),
    /// A block used as a value (a terminator's successor; phi incoming blocks are kept
    /// apart, see [`InstData::incoming`]).
    Block(Block),
    /// Anything else (metadata arguments of intrinsics, inline asm): compared by identity.
    Opaque(u32),
}

/// What a transform needs to know about a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstKind {
    /// An integer constant of at most 64 bits (sign-extended).
    Int(i64),
    /// A wider integer constant.
    WideInt,
    /// A global variable: its size in bytes (store size of its value type) and whether it
    /// can be assumed to exist with that size (a definition or a declaration that is not
    /// `extern_weak`, not an alias).
    GlobalVariable {
        size: Option<u64>,
        identified: bool,
    },
    Function,
    Null,
    Undef,
    Poison,
    Other,
}

/// Memory effects of a call, per location kind (LLVM 16's `MemoryEffects`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallEffects {
    pub arg_read: bool,
    pub arg_write: bool,
    pub inaccessible_read: bool,
    pub inaccessible_write: bool,
    pub other_read: bool,
    pub other_write: bool,
}

impl CallEffects {
    /// A call about which nothing is known.
    pub const UNKNOWN: CallEffects = CallEffects {
        arg_read: true,
        arg_write: true,
        inaccessible_read: true,
        inaccessible_write: true,
        other_read: true,
        other_write: true,
    };

    pub fn may_write(self) -> bool {
        self.arg_write || self.inaccessible_write || self.other_write
    }

    pub fn may_read(self) -> bool {
        self.arg_read || self.inaccessible_read || self.other_read
    }
}

/// The classification transforms branch on. `opcode` in [`InstData`] keeps LLVM's exact
/// opcode for everything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstKind {
    Phi,
    /// `load`; the address is operand 0.
    Load {
        /// Volatile or atomic: never moved.
        ordered: bool,
        /// Atomic with acquire, release or a stronger ordering: unlike a volatile or relaxed
        /// (`unordered`, `monotonic`) access, it may order other memory, so no access may
        /// move across it. A relaxed atomic is only `ordered`: it creates no happens-before
        /// edge, so other locations' values cannot change through it in a race-free program.
        atomic: bool,
        align: u32,
        /// Store size of the loaded type in bytes.
        size: u64,
        /// The address is dereferenceable and aligned for this load wherever it runs
        /// (LLVM's `isDereferenceableAndAlignedPointer` with no context), so a copy may run
        /// before the loop.
        safe_anywhere: bool,
    },
    /// `store`; the value is operand 0, the address operand 1.
    Store {
        ordered: bool,
        /// As for `Load`.
        atomic: bool,
        align: u32,
        size: u64,
    },
    /// A call (not `invoke`/`callbr`, which are terminators); the callee is the last operand.
    Call {
        effects: CallEffects,
        /// LLVM's intrinsic id, 0 for ordinary calls.
        intrinsic: u32,
        /// `isSafeToSpeculativelyExecute` holds and the call touches no memory.
        speculatable: bool,
    },
    /// `alloca` in the entry block with a constant size: its allocation size in bytes.
    StaticAlloca {
        size: u64,
    },
    /// Any other `alloca`.
    DynamicAlloca,
    GetElementPtr {
        inbounds: bool,
    },
    /// Integer or floating-point division or remainder (`udiv sdiv urem srem fdiv frem`).
    Division,
    /// Other instructions without memory access or side effects: arithmetic, casts,
    /// compares, `select`, `freeze`, `extractvalue`, ...
    Pure,
    /// A terminator (`br`, `switch`, `ret`, `invoke`, ...).
    Terminator,
    /// Anything else that touches memory or has side effects (`atomicrmw`, `cmpxchg`,
    /// `fence`, `va_arg`, `landingpad`, ...): never moved, and a barrier to every
    /// memory-based rewrite.
    Other,
}

/// A pointer's underlying object (through GEPs with any indices and casts) and its constant
/// byte offset from it when every step is constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerBase {
    pub base: Operand,
    pub offset: Option<i64>,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstData {
    pub block: Block,
    pub opcode: Opcode,
    pub kind: InstKind,
    /// Result type (`void` included).
    pub ty: TypeId,
    /// Operand range in [`FunctionModel::operands`].
    pub operands: Range<u32>,
    /// For phis: the incoming-block range in [`FunctionModel::incoming_blocks`], parallel to
    /// the operands.
    pub incoming: Range<u32>,
    /// Equal for instructions LLVM's `isSameOperationAs` calls the same operation (opcode,
    /// types, flags, predicate, alignment, attributes), so the validator can compare a copy
    /// with its source without LLVM.
    pub fingerprint: u64,
}

/// A function's instructions.
#[derive(Clone, Debug, Default)]
pub struct FunctionModel {
    pub insts: IndexVec<Inst, InstData>,
    /// The instructions of each block, in order.
    pub block_insts: Csr<Block, Inst>,
    pub operands: Vec<Operand>,
    /// Parallel to `operands`: for pointer operands of loads, stores and calls, the
    /// underlying object and constant offset when known.
    pub operand_bases: Vec<Option<PointerBase>>,
    pub incoming_blocks: Vec<Block>,
    pub consts: IndexVec<ConstId, ConstKind>,
    /// Per type: store size in bytes when the type is sized.
    pub type_sizes: IndexVec<TypeId, Option<u64>>,
    /// The function's argument types, and which pointer arguments are `noalias`/`nocapture`
    /// or carry `dereferenceable(N)`.
    pub args: Vec<ArgInfo>,
    /// The underlying objects of load addresses that LLVM knows dereferenceable as a whole
    /// (see [`ObjectFacts`]), by object.
    pub objects: HashMap<Operand, ObjectFacts>,
    /// The integer type as wide as a pointer (`DataLayout::getIntPtrType`), for address
    /// arithmetic in speculation guards.
    pub intptr_ty: Option<TypeId>,
    /// Pointer constant expressions (`getelementptr (@g, ...)`) and the object LLVM's
    /// `getUnderlyingObject` finds behind each.
    pub const_objects: HashMap<ConstId, Operand>,
    /// [`FunctionModel::users`], built on first use (planners ask once per loop).
    users_cache: std::cell::OnceCell<Csr<Inst, Inst>>,
    /// [`FunctionModel::positions`], built on first use.
    positions_cache: std::cell::OnceCell<IndexVec<Inst, u32>>,
}

/// An object every address based on it may be checked against: LLVM's
/// `getPointerDereferenceableBytes` (not null, never freed while the function runs) and
/// `getPointerAlignment` of the object's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectFacts {
    /// Bytes dereferenceable from the object's start.
    pub bytes: u64,
    /// Alignment of the object's start, in bytes.
    pub align: u64,
}

/// What transforms know about an argument.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArgInfo {
    pub ty: Option<TypeId>,
    pub dereferenceable: u64,
    pub noalias: bool,
}

impl FunctionModel {
    /// The operands of `i`.
    #[inline]
    pub fn operands(&self, i: Inst) -> &[Operand] {
        let r = &self.insts[i].operands;
        &self.operands[r.start as usize..r.end as usize]
    }

    /// The known pointer bases of `i`'s operands (see [`FunctionModel::operand_bases`]).
    #[inline]
    pub fn operand_bases(&self, i: Inst) -> &[Option<PointerBase>] {
        let r = &self.insts[i].operands;
        &self.operand_bases[r.start as usize..r.end as usize]
    }

    /// What LLVM knows about `object` as a whole, when it is dereferenceable.
    pub fn object(&self, object: Operand) -> Option<ObjectFacts> {
        self.objects.get(&object).copied()
    }

    /// The incoming blocks of phi `i` (empty for other instructions).
    #[inline]
    pub fn incoming(&self, i: Inst) -> &[Block] {
        let r = &self.insts[i].incoming;
        &self.incoming_blocks[r.start as usize..r.end as usize]
    }

    /// The instructions of `b`, in order.
    #[inline]
    pub fn block(&self, b: Block) -> &[Inst] {
        self.block_insts.row(b)
    }

    /// The phis at the start of `b`.
    pub fn phis(&self, b: Block) -> &[Inst] {
        let insts = self.block(b);
        let n = insts
            .iter()
            .take_while(|&&i| self.insts[i].kind == InstKind::Phi)
            .count();
        &insts[..n]
    }

    /// The terminator of `b`.
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        self.block(b)
            .last()
            .copied()
            .filter(|&i| self.insts[i].kind == InstKind::Terminator)
    }

    /// Users of every instruction (one entry per use, in instruction then operand order),
    /// computed once per model.
    pub fn users(&self) -> &Csr<Inst, Inst> {
        self.users_cache.get_or_init(|| self.compute_users())
    }

    fn compute_users(&self) -> Csr<Inst, Inst> {
        let n = self.insts.len();
        let mut count = vec![0u32; n + 1];
        for op in &self.operands {
            if let Operand::Inst(d) = op {
                count[d.index() + 1] += 1;
            }
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        let mut fill = count.clone();
        let mut list = vec![Inst::new(0); count[n] as usize];
        for (user, data) in self.insts.iter_enumerated() {
            for op in &self.operands[data.operands.start as usize..data.operands.end as usize] {
                if let Operand::Inst(d) = op {
                    list[fill[d.index()] as usize] = user;
                    fill[d.index()] += 1;
                }
            }
        }
        Csr::from_parts(count, list)
    }

    /// Where each instruction sits in its block (0 for the first), computed once per model:
    /// the FPLICM planner asks once per loop, which on a function of many loops was a walk
    /// of the whole function each time.
    pub fn positions(&self) -> &IndexVec<Inst, u32> {
        self.positions_cache.get_or_init(|| {
            let mut pos = IndexVec::from_elem_n(0u32, self.insts.len());
            for b in 0..self.block_insts.len() {
                for (k, &i) in self.block(Block::new(b)).iter().enumerate() {
                    pos[i] = k as u32;
                }
            }
            pos
        })
    }

    /// The blocks each instruction's uses live in, as a per-block flag table builder.
    pub fn num_blocks(&self) -> usize {
        self.block_insts.len()
    }

    /// A table with `value` per block.
    pub fn block_map<T: Clone>(&self, value: T) -> BlockMap<T> {
        BlockMap::from_elem_n(value, self.num_blocks())
    }
}

/// The operand-independent part of an instruction, for [`ModelBuilder::push`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstHead {
    pub opcode: Opcode,
    pub kind: InstKind,
    pub ty: TypeId,
    pub fingerprint: u64,
}

/// Incrementally builds a [`FunctionModel`] (the IR extractor and hand-written tests use it).
#[derive(Default)]
pub struct ModelBuilder {
    model: FunctionModel,
    rows: Vec<Vec<Inst>>,
}

impl ModelBuilder {
    pub fn new(num_blocks: usize) -> ModelBuilder {
        ModelBuilder {
            model: FunctionModel::default(),
            rows: vec![Vec::new(); num_blocks],
        }
    }

    /// A builder whose tables hold `insts` instructions with `operands` operands in all
    /// without growing.
    pub fn with_capacity(num_blocks: usize, insts: usize, operands: usize) -> ModelBuilder {
        let mut builder = ModelBuilder::new(num_blocks);
        let m = &mut builder.model;
        m.insts.reserve(insts);
        m.operands.reserve(operands);
        m.operand_bases.reserve(operands);
        builder
    }

    /// Interns a type with the given store size.
    pub fn add_type(&mut self, size: Option<u64>) -> TypeId {
        self.model.type_sizes.push(size)
    }

    pub fn add_const(&mut self, kind: ConstKind) -> ConstId {
        self.model.consts.push(kind)
    }

    pub fn add_arg(&mut self, info: ArgInfo) {
        self.model.args.push(info);
    }

    /// Appends an instruction to block `b`. `incoming` is given for phis only.
    pub fn push(
        &mut self,
        b: Block,
        head: InstHead,
        operands: &[Operand],
        incoming: &[Block],
    ) -> Inst {
        let InstHead {
            opcode,
            kind,
            ty,
            fingerprint,
        } = head;
        let m = &mut self.model;
        let ops_start = m.operands.len() as u32;
        m.operands.extend_from_slice(operands);
        m.operand_bases.resize(m.operands.len(), None);
        let in_start = m.incoming_blocks.len() as u32;
        m.incoming_blocks.extend_from_slice(incoming);
        let id = m.insts.push(InstData {
            block: b,
            opcode,
            kind,
            ty,
            operands: ops_start..m.operands.len() as u32,
            incoming: in_start..m.incoming_blocks.len() as u32,
            fingerprint,
        });
        self.rows[b.index()].push(id);
        id
    }

    /// Records the pointer bases of `i`'s operands (parallel to its operands).
    pub fn set_pointer_bases(&mut self, i: Inst, bases: &[Option<PointerBase>]) {
        let start = self.model.insts[i].operands.start as usize;
        for (k, &b) in bases.iter().enumerate() {
            self.model.operand_bases[start + k] = b;
        }
    }

    /// Records what LLVM knows about an object loads are based on (once per object).
    pub fn add_object(&mut self, object: Operand, facts: ObjectFacts) {
        self.model.objects.insert(object, facts);
    }

    /// Records the underlying object of a pointer constant expression.
    pub fn add_const_object(&mut self, c: ConstId, object: Operand) {
        self.model.const_objects.insert(c, object);
    }

    /// Records the pointer-wide integer type.
    pub fn set_intptr_type(&mut self, ty: TypeId) {
        self.model.intptr_ty = Some(ty);
    }

    /// Replaces operand `k` of `i` (for forward references while extracting).
    pub fn set_operand(&mut self, i: Inst, k: usize, op: Operand) {
        let start = self.model.insts[i].operands.start as usize;
        self.model.operands[start + k] = op;
    }

    /// The finished model. Instruction ids must have been pushed in layout order.
    pub fn finish(mut self) -> FunctionModel {
        self.model.block_insts = Csr::from_rows(&self.rows);
        self.model
    }
}
