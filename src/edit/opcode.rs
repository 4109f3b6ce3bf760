//! LLVM 16's instruction opcodes and compare predicates as Rust enums. The pure code (edit
//! plans, transforms, the validator, the branch-probability heuristics) names operations
//! only through these; `ir::opcode` is the one place that converts from and to LLVM's
//! numbers.

/// An LLVM 16 instruction opcode: every variant of LLVM-C's `LLVMOpcode`, declared in the
/// order of its numbers, so that ordering opcodes orders them as LLVM numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opcode {
    Ret,
    Br,
    Switch,
    IndirectBr,
    Invoke,
    Unreachable,
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    Alloca,
    Load,
    Store,
    GetElementPtr,
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    IntToPtr,
    BitCast,
    ICmp,
    FCmp,
    Phi,
    Call,
    Select,
    UserOp1,
    UserOp2,
    VAArg,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    ExtractValue,
    InsertValue,
    Fence,
    AtomicCmpXchg,
    AtomicRMW,
    Resume,
    LandingPad,
    AddrSpaceCast,
    CleanupRet,
    CatchRet,
    CatchPad,
    CleanupPad,
    CatchSwitch,
    FNeg,
    CallBr,
    Freeze,
}

impl Opcode {
    /// The cast instructions (`trunc` ... `bitcast`, `addrspacecast`).
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc
                | ZExt
                | SExt
                | FPToUI
                | FPToSI
                | UIToFP
                | SIToFP
                | FPTrunc
                | FPExt
                | PtrToInt
                | IntToPtr
                | BitCast
                | AddrSpaceCast
        )
    }
}

/// An integer compare predicate (LLVM's `ICMP_EQ` ... `ICMP_SLE`), in LLVM's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// A floating-point compare predicate (LLVM's `FCMP_FALSE` ... `FCMP_TRUE`), in LLVM's
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}
