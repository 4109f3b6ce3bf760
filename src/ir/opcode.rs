//! The one conversion between LLVM's opcode and predicate numbers (LLVM-C's `LLVMOpcode`,
//! `LLVMIntPredicate`, `LLVMRealPredicate`) and the enums of [`crate::edit::opcode`] the
//! pure code uses: the model extractor and the facts read through [`opcode`],
//! [`int_predicate`] and [`float_predicate`]; the writer builds through [`llvm_opcode`] and
//! [`llvm_int_predicate`].

use super::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
use crate::edit::opcode::{FloatPredicate, IntPredicate, Opcode};

/// LLVM-C's opcode as an [`Opcode`].
pub fn opcode(op: LLVMOpcode) -> Opcode {
    match op {
        LLVMOpcode::LLVMRet => Opcode::Ret,
        LLVMOpcode::LLVMBr => Opcode::Br,
        LLVMOpcode::LLVMSwitch => Opcode::Switch,
        LLVMOpcode::LLVMIndirectBr => Opcode::IndirectBr,
        LLVMOpcode::LLVMInvoke => Opcode::Invoke,
        LLVMOpcode::LLVMUnreachable => Opcode::Unreachable,
        LLVMOpcode::LLVMAdd => Opcode::Add,
        LLVMOpcode::LLVMFAdd => Opcode::FAdd,
        LLVMOpcode::LLVMSub => Opcode::Sub,
        LLVMOpcode::LLVMFSub => Opcode::FSub,
        LLVMOpcode::LLVMMul => Opcode::Mul,
        LLVMOpcode::LLVMFMul => Opcode::FMul,
        LLVMOpcode::LLVMUDiv => Opcode::UDiv,
        LLVMOpcode::LLVMSDiv => Opcode::SDiv,
        LLVMOpcode::LLVMFDiv => Opcode::FDiv,
        LLVMOpcode::LLVMURem => Opcode::URem,
        LLVMOpcode::LLVMSRem => Opcode::SRem,
        LLVMOpcode::LLVMFRem => Opcode::FRem,
        LLVMOpcode::LLVMShl => Opcode::Shl,
        LLVMOpcode::LLVMLShr => Opcode::LShr,
        LLVMOpcode::LLVMAShr => Opcode::AShr,
        LLVMOpcode::LLVMAnd => Opcode::And,
        LLVMOpcode::LLVMOr => Opcode::Or,
        LLVMOpcode::LLVMXor => Opcode::Xor,
        LLVMOpcode::LLVMAlloca => Opcode::Alloca,
        LLVMOpcode::LLVMLoad => Opcode::Load,
        LLVMOpcode::LLVMStore => Opcode::Store,
        LLVMOpcode::LLVMGetElementPtr => Opcode::GetElementPtr,
        LLVMOpcode::LLVMTrunc => Opcode::Trunc,
        LLVMOpcode::LLVMZExt => Opcode::ZExt,
        LLVMOpcode::LLVMSExt => Opcode::SExt,
        LLVMOpcode::LLVMFPToUI => Opcode::FPToUI,
        LLVMOpcode::LLVMFPToSI => Opcode::FPToSI,
        LLVMOpcode::LLVMUIToFP => Opcode::UIToFP,
        LLVMOpcode::LLVMSIToFP => Opcode::SIToFP,
        LLVMOpcode::LLVMFPTrunc => Opcode::FPTrunc,
        LLVMOpcode::LLVMFPExt => Opcode::FPExt,
        LLVMOpcode::LLVMPtrToInt => Opcode::PtrToInt,
        LLVMOpcode::LLVMIntToPtr => Opcode::IntToPtr,
        LLVMOpcode::LLVMBitCast => Opcode::BitCast,
        LLVMOpcode::LLVMICmp => Opcode::ICmp,
        LLVMOpcode::LLVMFCmp => Opcode::FCmp,
        LLVMOpcode::LLVMPHI => Opcode::Phi,
        LLVMOpcode::LLVMCall => Opcode::Call,
        LLVMOpcode::LLVMSelect => Opcode::Select,
        LLVMOpcode::LLVMUserOp1 => Opcode::UserOp1,
        LLVMOpcode::LLVMUserOp2 => Opcode::UserOp2,
        LLVMOpcode::LLVMVAArg => Opcode::VAArg,
        LLVMOpcode::LLVMExtractElement => Opcode::ExtractElement,
        LLVMOpcode::LLVMInsertElement => Opcode::InsertElement,
        LLVMOpcode::LLVMShuffleVector => Opcode::ShuffleVector,
        LLVMOpcode::LLVMExtractValue => Opcode::ExtractValue,
        LLVMOpcode::LLVMInsertValue => Opcode::InsertValue,
        LLVMOpcode::LLVMFence => Opcode::Fence,
        LLVMOpcode::LLVMAtomicCmpXchg => Opcode::AtomicCmpXchg,
        LLVMOpcode::LLVMAtomicRMW => Opcode::AtomicRMW,
        LLVMOpcode::LLVMResume => Opcode::Resume,
        LLVMOpcode::LLVMLandingPad => Opcode::LandingPad,
        LLVMOpcode::LLVMAddrSpaceCast => Opcode::AddrSpaceCast,
        LLVMOpcode::LLVMCleanupRet => Opcode::CleanupRet,
        LLVMOpcode::LLVMCatchRet => Opcode::CatchRet,
        LLVMOpcode::LLVMCatchPad => Opcode::CatchPad,
        LLVMOpcode::LLVMCleanupPad => Opcode::CleanupPad,
        LLVMOpcode::LLVMCatchSwitch => Opcode::CatchSwitch,
        LLVMOpcode::LLVMFNeg => Opcode::FNeg,
        LLVMOpcode::LLVMCallBr => Opcode::CallBr,
        LLVMOpcode::LLVMFreeze => Opcode::Freeze,
    }
}

/// The LLVM-C opcode of an [`Opcode`].
pub fn llvm_opcode(op: Opcode) -> LLVMOpcode {
    match op {
        Opcode::Ret => LLVMOpcode::LLVMRet,
        Opcode::Br => LLVMOpcode::LLVMBr,
        Opcode::Switch => LLVMOpcode::LLVMSwitch,
        Opcode::IndirectBr => LLVMOpcode::LLVMIndirectBr,
        Opcode::Invoke => LLVMOpcode::LLVMInvoke,
        Opcode::Unreachable => LLVMOpcode::LLVMUnreachable,
        Opcode::Add => LLVMOpcode::LLVMAdd,
        Opcode::FAdd => LLVMOpcode::LLVMFAdd,
        Opcode::Sub => LLVMOpcode::LLVMSub,
        Opcode::FSub => LLVMOpcode::LLVMFSub,
        Opcode::Mul => LLVMOpcode::LLVMMul,
        Opcode::FMul => LLVMOpcode::LLVMFMul,
        Opcode::UDiv => LLVMOpcode::LLVMUDiv,
        Opcode::SDiv => LLVMOpcode::LLVMSDiv,
        Opcode::FDiv => LLVMOpcode::LLVMFDiv,
        Opcode::URem => LLVMOpcode::LLVMURem,
        Opcode::SRem => LLVMOpcode::LLVMSRem,
        Opcode::FRem => LLVMOpcode::LLVMFRem,
        Opcode::Shl => LLVMOpcode::LLVMShl,
        Opcode::LShr => LLVMOpcode::LLVMLShr,
        Opcode::AShr => LLVMOpcode::LLVMAShr,
        Opcode::And => LLVMOpcode::LLVMAnd,
        Opcode::Or => LLVMOpcode::LLVMOr,
        Opcode::Xor => LLVMOpcode::LLVMXor,
        Opcode::Alloca => LLVMOpcode::LLVMAlloca,
        Opcode::Load => LLVMOpcode::LLVMLoad,
        Opcode::Store => LLVMOpcode::LLVMStore,
        Opcode::GetElementPtr => LLVMOpcode::LLVMGetElementPtr,
        Opcode::Trunc => LLVMOpcode::LLVMTrunc,
        Opcode::ZExt => LLVMOpcode::LLVMZExt,
        Opcode::SExt => LLVMOpcode::LLVMSExt,
        Opcode::FPToUI => LLVMOpcode::LLVMFPToUI,
        Opcode::FPToSI => LLVMOpcode::LLVMFPToSI,
        Opcode::UIToFP => LLVMOpcode::LLVMUIToFP,
        Opcode::SIToFP => LLVMOpcode::LLVMSIToFP,
        Opcode::FPTrunc => LLVMOpcode::LLVMFPTrunc,
        Opcode::FPExt => LLVMOpcode::LLVMFPExt,
        Opcode::PtrToInt => LLVMOpcode::LLVMPtrToInt,
        Opcode::IntToPtr => LLVMOpcode::LLVMIntToPtr,
        Opcode::BitCast => LLVMOpcode::LLVMBitCast,
        Opcode::ICmp => LLVMOpcode::LLVMICmp,
        Opcode::FCmp => LLVMOpcode::LLVMFCmp,
        Opcode::Phi => LLVMOpcode::LLVMPHI,
        Opcode::Call => LLVMOpcode::LLVMCall,
        Opcode::Select => LLVMOpcode::LLVMSelect,
        Opcode::UserOp1 => LLVMOpcode::LLVMUserOp1,
        Opcode::UserOp2 => LLVMOpcode::LLVMUserOp2,
        Opcode::VAArg => LLVMOpcode::LLVMVAArg,
        Opcode::ExtractElement => LLVMOpcode::LLVMExtractElement,
        Opcode::InsertElement => LLVMOpcode::LLVMInsertElement,
        Opcode::ShuffleVector => LLVMOpcode::LLVMShuffleVector,
        Opcode::ExtractValue => LLVMOpcode::LLVMExtractValue,
        Opcode::InsertValue => LLVMOpcode::LLVMInsertValue,
        Opcode::Fence => LLVMOpcode::LLVMFence,
        Opcode::AtomicCmpXchg => LLVMOpcode::LLVMAtomicCmpXchg,
        Opcode::AtomicRMW => LLVMOpcode::LLVMAtomicRMW,
        Opcode::Resume => LLVMOpcode::LLVMResume,
        Opcode::LandingPad => LLVMOpcode::LLVMLandingPad,
        Opcode::AddrSpaceCast => LLVMOpcode::LLVMAddrSpaceCast,
        Opcode::CleanupRet => LLVMOpcode::LLVMCleanupRet,
        Opcode::CatchRet => LLVMOpcode::LLVMCatchRet,
        Opcode::CatchPad => LLVMOpcode::LLVMCatchPad,
        Opcode::CleanupPad => LLVMOpcode::LLVMCleanupPad,
        Opcode::CatchSwitch => LLVMOpcode::LLVMCatchSwitch,
        Opcode::FNeg => LLVMOpcode::LLVMFNeg,
        Opcode::CallBr => LLVMOpcode::LLVMCallBr,
        Opcode::Freeze => LLVMOpcode::LLVMFreeze,
    }
}

/// LLVM-C's integer predicate as an [`IntPredicate`].
pub fn int_predicate(p: LLVMIntPredicate) -> IntPredicate {
    match p {
        LLVMIntPredicate::LLVMIntEQ => IntPredicate::Eq,
        LLVMIntPredicate::LLVMIntNE => IntPredicate::Ne,
        LLVMIntPredicate::LLVMIntUGT => IntPredicate::Ugt,
        LLVMIntPredicate::LLVMIntUGE => IntPredicate::Uge,
        LLVMIntPredicate::LLVMIntULT => IntPredicate::Ult,
        LLVMIntPredicate::LLVMIntULE => IntPredicate::Ule,
        LLVMIntPredicate::LLVMIntSGT => IntPredicate::Sgt,
        LLVMIntPredicate::LLVMIntSGE => IntPredicate::Sge,
        LLVMIntPredicate::LLVMIntSLT => IntPredicate::Slt,
        LLVMIntPredicate::LLVMIntSLE => IntPredicate::Sle,
    }
}

/// The LLVM-C integer predicate of an [`IntPredicate`].
pub fn llvm_int_predicate(p: IntPredicate) -> LLVMIntPredicate {
    match p {
        IntPredicate::Eq => LLVMIntPredicate::LLVMIntEQ,
        IntPredicate::Ne => LLVMIntPredicate::LLVMIntNE,
        IntPredicate::Ugt => LLVMIntPredicate::LLVMIntUGT,
        IntPredicate::Uge => LLVMIntPredicate::LLVMIntUGE,
        IntPredicate::Ult => LLVMIntPredicate::LLVMIntULT,
        IntPredicate::Ule => LLVMIntPredicate::LLVMIntULE,
        IntPredicate::Sgt => LLVMIntPredicate::LLVMIntSGT,
        IntPredicate::Sge => LLVMIntPredicate::LLVMIntSGE,
        IntPredicate::Slt => LLVMIntPredicate::LLVMIntSLT,
        IntPredicate::Sle => LLVMIntPredicate::LLVMIntSLE,
    }
}

/// LLVM-C's floating-point predicate as a [`FloatPredicate`].
pub fn float_predicate(p: LLVMRealPredicate) -> FloatPredicate {
    match p {
        LLVMRealPredicate::LLVMRealPredicateFalse => FloatPredicate::False,
        LLVMRealPredicate::LLVMRealOEQ => FloatPredicate::Oeq,
        LLVMRealPredicate::LLVMRealOGT => FloatPredicate::Ogt,
        LLVMRealPredicate::LLVMRealOGE => FloatPredicate::Oge,
        LLVMRealPredicate::LLVMRealOLT => FloatPredicate::Olt,
        LLVMRealPredicate::LLVMRealOLE => FloatPredicate::Ole,
        LLVMRealPredicate::LLVMRealONE => FloatPredicate::One,
        LLVMRealPredicate::LLVMRealORD => FloatPredicate::Ord,
        LLVMRealPredicate::LLVMRealUNO => FloatPredicate::Uno,
        LLVMRealPredicate::LLVMRealUEQ => FloatPredicate::Ueq,
        LLVMRealPredicate::LLVMRealUGT => FloatPredicate::Ugt,
        LLVMRealPredicate::LLVMRealUGE => FloatPredicate::Uge,
        LLVMRealPredicate::LLVMRealULT => FloatPredicate::Ult,
        LLVMRealPredicate::LLVMRealULE => FloatPredicate::Ule,
        LLVMRealPredicate::LLVMRealUNE => FloatPredicate::Une,
        LLVMRealPredicate::LLVMRealPredicateTrue => FloatPredicate::True,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The conversions are inverse, and the enums' order is LLVM's numbering.
    #[test]
    fn conversions_round_trip_in_llvms_order() {
        let mut order = Vec::new();
        for n in 1..=68u32 {
            if n == 6 {
                continue;
            }
            // SAFETY: `LLVMOpcode` is `repr(C)` with every number 1..=68 but 6.
            let llvm: LLVMOpcode = unsafe { std::mem::transmute(n) };
            let op = opcode(llvm);
            assert_eq!(llvm_opcode(op), llvm);
            order.push(op as u32);
        }
        assert_eq!(
            order,
            (0..67).collect::<Vec<u32>>(),
            "every opcode once, in order"
        );
        for n in 32..=41u32 {
            // SAFETY: `LLVMIntPredicate` is `repr(C)` with the numbers 32..=41.
            let llvm: LLVMIntPredicate = unsafe { std::mem::transmute(n) };
            let p = int_predicate(llvm);
            assert_eq!(llvm_int_predicate(p), llvm);
            assert_eq!(p as u32, n - 32);
        }
        for n in 0..=15u32 {
            // SAFETY: `LLVMRealPredicate` is `repr(C)` with the numbers 0..=15.
            let llvm: LLVMRealPredicate = unsafe { std::mem::transmute(n) };
            assert_eq!(float_predicate(llvm) as u32, n);
        }
    }
}
