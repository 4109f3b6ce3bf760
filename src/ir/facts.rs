//! Function → [`BlockFacts`]: the instruction-level questions BranchProbabilityInfo asks,
//! answered once per block with LLVM-C calls.

use std::ffi::CStr;

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::cfg::{value_name, FunctionCfg, PtrMap};
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::{
    LLVMAttributeFunctionIndex, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind,
};
use crate::bpi::facts::*;
use crate::graph::Block;

extern "C" {
    /// `src/ir/shim.cc`: LLVM's constant folding of the unlikely-successor chain and compare.
    fn freqpath_fold_unlikely(
        cmp: LLVMValueRef,
        incoming: LLVMValueRef,
        chain: *const LLVMValueRef,
        chain_len: u32,
    ) -> i32;
}

/// Attribute and metadata kind ids, looked up once per function.
struct Kinds {
    cold: u32,
    noreturn: u32,
    prof: u32,
    deoptimize: u32,
}

impl Kinds {
    unsafe fn lookup(function: LLVMValueRef) -> Kinds {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(function));
        let attr =
            |name: &str| LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        let deopt = "llvm.experimental.deoptimize";
        Kinds {
            cold: attr("cold"),
            noreturn: attr("noreturn"),
            prof: LLVMGetMDKindIDInContext(ctx, "prof".as_ptr() as *const _, 4),
            deoptimize: LLVMLookupIntrinsicID(deopt.as_ptr() as *const _, deopt.len()),
        }
    }
}

/// Extracts the facts of every block. `wants_unlikely(b)` says whether block `b` sits in a
/// loop, the only case in which the `computeUnlikelySuccessors` shape is examined.
pub fn extract_facts(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    wants_unlikely: impl Fn(Block) -> bool,
) -> FunctionFacts {
    let function = function.as_value_ref();
    // SAFETY: every handle is derived from the live function LLVM passed to the pass, and
    // the IR is only read.
    unsafe {
        let kinds = Kinds::lookup(function);
        graph
            .blocks
            .iter()
            .enumerate()
            .map(|(b, &bb)| block_facts(graph, b as Block, bb, &kinds, &wants_unlikely))
            .collect()
    }
}

unsafe fn block_facts(
    graph: &FunctionCfg,
    b: Block,
    bb: LLVMBasicBlockRef,
    kinds: &Kinds,
    wants_unlikely: &impl Fn(Block) -> bool,
) -> BlockFacts {
    let mut facts = BlockFacts::default();
    let term = LLVMGetBasicBlockTerminator(bb);
    if term.is_null() {
        return facts;
    }
    let mut inst = LLVMGetFirstInstruction(bb);
    while !inst.is_null() {
        if !LLVMIsACallInst(inst).is_null() {
            facts.has_cold_call |= call_has_fn_attr(inst, kinds.cold);
            facts.has_noreturn_call |= call_has_fn_attr(inst, kinds.noreturn);
        }
        inst = LLVMGetNextInstruction(inst);
    }
    facts.terminator = match LLVMGetInstructionOpcode(term) {
        LLVMOpcode::LLVMBr => Terminator::Br,
        LLVMOpcode::LLVMSwitch => Terminator::Switch,
        LLVMOpcode::LLVMIndirectBr => Terminator::IndirectBr,
        LLVMOpcode::LLVMInvoke => Terminator::Invoke,
        LLVMOpcode::LLVMCallBr => Terminator::CallBr,
        LLVMOpcode::LLVMUnreachable => Terminator::Unreachable,
        _ => Terminator::Other,
    };
    facts.ends_unreachable_or_deopt =
        facts.terminator == Terminator::Unreachable || ends_in_deoptimize(bb, term, kinds);
    let num_succ = LLVMGetNumSuccessors(term);
    if num_succ >= 2 && facts.terminator.takes_branch_weights() {
        facts.branch_weights = branch_weights(term, kinds.prof, num_succ);
    }
    if facts.terminator == Terminator::Br && LLVMIsConditional(term) != 0 {
        let cond = LLVMGetCondition(term);
        facts.condition = condition(cond);
        if wants_unlikely(b) {
            facts.unlikely = unlikely_pattern(graph, b, cond);
        }
    }
    facts
}

/// `CallBase::hasFnAttr`: the call site carries the attribute, or the called operand (looked
/// through a `bitcast` constant expression, with no type check) is a function carrying it.
unsafe fn call_has_fn_attr(call: LLVMValueRef, kind: u32) -> bool {
    if !LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind).is_null() {
        return true;
    }
    let mut callee = LLVMGetCalledValue(call);
    if !LLVMIsAConstantExpr(callee).is_null()
        && LLVMGetConstOpcode(callee) == LLVMOpcode::LLVMBitCast
    {
        callee = LLVMGetOperand(callee, 0);
    }
    !LLVMIsAFunction(callee).is_null()
        && !LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kind).is_null()
}

/// `CallBase::getCalledFunction`: the callee if it is a function of exactly the call's type.
unsafe fn called_function(call: LLVMValueRef) -> Option<LLVMValueRef> {
    let callee = LLVMGetCalledValue(call);
    if LLVMIsAFunction(callee).is_null() {
        return None;
    }
    (LLVMGlobalGetValueType(callee) == LLVMGetCalledFunctionType(call)).then_some(callee)
}

/// `BasicBlock::getTerminatingDeoptimizeCall`: a `ret` that is not the only instruction, right
/// after a call of `@llvm.experimental.deoptimize`.
unsafe fn ends_in_deoptimize(bb: LLVMBasicBlockRef, term: LLVMValueRef, kinds: &Kinds) -> bool {
    if LLVMGetInstructionOpcode(term) != LLVMOpcode::LLVMRet || LLVMGetFirstInstruction(bb) == term
    {
        return false;
    }
    let prev = LLVMGetPreviousInstruction(term);
    if prev.is_null() || LLVMIsACallInst(prev).is_null() {
        return false;
    }
    called_function(prev)
        .is_some_and(|f| kinds.deoptimize != 0 && LLVMGetIntrinsicID(f) == kinds.deoptimize)
}

/// `getValidBranchWeightMDNode` + `extractBranchWeights`: a `!prof` node named
/// `branch_weights` with at least 3 operands and exactly one weight per successor; each weight
/// is the constant's zero-extended value truncated to 32 bits. Anything malformed (which the
/// verifier would reject) is ignored rather than trusted.
unsafe fn branch_weights(term: LLVMValueRef, prof_kind: u32, num_succ: u32) -> Option<Vec<u32>> {
    let md = LLVMGetMetadata(term, prof_kind);
    if md.is_null() {
        return None;
    }
    let count = LLVMGetMDNodeNumOperands(md);
    if count < 3 || count != num_succ + 1 {
        return None;
    }
    let mut ops = vec![std::ptr::null_mut(); count as usize];
    LLVMGetMDNodeOperands(md, ops.as_mut_ptr());
    let mut len = 0u32;
    let name = LLVMGetMDString(ops[0], &mut len);
    if name.is_null()
        || std::slice::from_raw_parts(name as *const u8, len as usize) != b"branch_weights"
    {
        return None;
    }
    ops[1..]
        .iter()
        .map(|&op| {
            if op.is_null() || LLVMIsAConstantInt(op).is_null() {
                None
            } else {
                Some(LLVMConstIntGetZExtValue(op) as u32)
            }
        })
        .collect()
}

fn int_predicate(p: LLVMIntPredicate) -> IntPredicate {
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

fn float_predicate(p: LLVMRealPredicate) -> FloatPredicate {
    use LLVMRealPredicate::*;
    match p {
        LLVMRealPredicateFalse => FloatPredicate::False,
        LLVMRealOEQ => FloatPredicate::Oeq,
        LLVMRealOGT => FloatPredicate::Ogt,
        LLVMRealOGE => FloatPredicate::Oge,
        LLVMRealOLT => FloatPredicate::Olt,
        LLVMRealOLE => FloatPredicate::Ole,
        LLVMRealONE => FloatPredicate::One,
        LLVMRealORD => FloatPredicate::Ord,
        LLVMRealUNO => FloatPredicate::Uno,
        LLVMRealUEQ => FloatPredicate::Ueq,
        LLVMRealUGT => FloatPredicate::Ugt,
        LLVMRealUGE => FloatPredicate::Uge,
        LLVMRealULT => FloatPredicate::Ult,
        LLVMRealULE => FloatPredicate::Ule,
        LLVMRealUNE => FloatPredicate::Une,
        LLVMRealPredicateTrue => FloatPredicate::True,
    }
}

/// The branch condition as the pointer, zero and floating-point heuristics see it.
unsafe fn condition(cond: LLVMValueRef) -> Condition {
    if !LLVMIsAFCmpInst(cond).is_null() {
        return Condition::FCmp {
            pred: float_predicate(LLVMGetFCmpPredicate(cond)),
        };
    }
    if LLVMIsAICmpInst(cond).is_null() {
        return Condition::None;
    }
    let lhs = LLVMGetOperand(cond, 0);
    let rhs = LLVMGetOperand(cond, 1);
    let lhs_is_pointer = LLVMGetTypeKind(LLVMTypeOf(lhs)) == LLVMTypeKind::LLVMPointerTypeKind;
    let lhs_single_bit_and = !LLVMIsAInstruction(lhs).is_null()
        && LLVMGetInstructionOpcode(lhs) == LLVMOpcode::LLVMAnd
        && constant_int_operand(LLVMGetOperand(lhs, 1)).is_some_and(|c| is_power_of_two(c));
    let lhs_compare_libcall = !LLVMIsACallInst(lhs).is_null()
        && called_function(lhs).is_some_and(|f| is_compare_libcall(value_name(f)));
    Condition::ICmp {
        pred: int_predicate(LLVMGetICmpPredicate(cond)),
        lhs_is_pointer,
        rhs: constant_int_operand(rhs).map(|c| const_class(c)),
        lhs_single_bit_and,
        lhs_compare_libcall,
    }
}

/// LLVM's `GetConstantInt` lambda: a `ConstantInt`, or the `ConstantInt` operand of a
/// `bitcast` instruction.
unsafe fn constant_int_operand(v: LLVMValueRef) -> Option<LLVMValueRef> {
    if !LLVMIsABitCastInst(v).is_null() {
        let op = LLVMGetOperand(v, 0);
        return (!LLVMIsAConstantInt(op).is_null()).then_some(op);
    }
    (!LLVMIsAConstantInt(v).is_null()).then_some(v)
}

/// `isZero`, `isOne`, `isMinusOne` in that order. Integer constants are uniqued per type, so
/// comparing handles with the canonical 0, 1 and all-ones constants is exact at any width.
unsafe fn const_class(c: LLVMValueRef) -> ConstClass {
    let ty = LLVMTypeOf(c);
    if c == LLVMConstNull(ty) {
        ConstClass::Zero
    } else if c == LLVMConstInt(ty, 1, 0) {
        ConstClass::One
    } else if c == LLVMConstAllOnes(ty) {
        ConstClass::MinusOne
    } else {
        ConstClass::Other
    }
}

/// `APInt::isPowerOf2` (exactly one bit set) of an integer constant of any width.
unsafe fn is_power_of_two(c: LLVMValueRef) -> bool {
    let width = LLVMGetIntTypeWidth(LLVMTypeOf(c));
    if width <= 64 {
        return LLVMConstIntGetZExtValue(c).is_power_of_two();
    }
    // Wider constants: read the printed signed decimal value ("i128 -170141...").
    let text = LLVMPrintValueToString(c);
    let printed = CStr::from_ptr(text).to_string_lossy().into_owned();
    LLVMDisposeMessage(text);
    let value = printed.rsplit(' ').next().unwrap_or("");
    wide_is_power_of_two(value, width)
}

/// Power-of-two test on a signed decimal string of a `width`-bit integer: a positive power of
/// two, or the negative sign bit alone (-2^(width-1)).
fn wide_is_power_of_two(decimal: &str, width: u32) -> bool {
    let (negative, digits) = match decimal.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, decimal),
    };
    let mut num: Vec<u8> = digits.bytes().map(|d| d.wrapping_sub(b'0')).collect();
    if num.is_empty() || num.iter().any(|&d| d > 9) {
        return false;
    }
    // Halve while even; a power of two ends at exactly 1.
    let mut exponent = 0u32;
    loop {
        while num.len() > 1 && num[0] == 0 {
            num.remove(0);
        }
        if num == [1] {
            break;
        }
        if num == [0] || num.last().unwrap() % 2 == 1 {
            return false;
        }
        let mut carry = 0u8;
        for d in num.iter_mut() {
            let cur = carry * 10 + *d;
            *d = cur / 2;
            carry = cur % 2;
        }
        exponent += 1;
    }
    if negative {
        exponent + 1 == width
    } else {
        exponent < width
    }
}

/// The library functions whose result compared with a constant gets the libcall table
/// (LLVM 16 `calcZeroHeuristics`), matched by name like `TargetLibraryInfo::getLibFunc`
/// (which sets the function before checking the prototype, and strips a `\01` prefix).
fn is_compare_libcall(name: &[u8]) -> bool {
    if name.contains(&0) {
        return false;
    }
    let name = name.strip_prefix(b"\x01").unwrap_or(name);
    matches!(
        name,
        b"strcasecmp" | b"strcmp" | b"strncasecmp" | b"strncmp" | b"memcmp" | b"bcmp"
    )
}

/// The `computeUnlikelySuccessors` shape: `cmp (binop (binop ... phi, C), C), C`. The PHI web
/// reachable from the root PHI is recorded with, for each constant incoming value arriving
/// from a successor of the branch block, what the compare folds to.
unsafe fn unlikely_pattern(
    graph: &FunctionCfg,
    b: Block,
    cond: LLVMValueRef,
) -> Option<UnlikelyPattern> {
    if LLVMIsACmpInst(cond).is_null() {
        return None;
    }
    let mut lhs = LLVMGetOperand(cond, 0);
    if LLVMIsAInstruction(lhs).is_null() || LLVMIsAConstant(LLVMGetOperand(cond, 1)).is_null() {
        return None;
    }
    let mut chain: Vec<LLVMValueRef> = Vec::new();
    let mut chain_blocks = Vec::new();
    while LLVMIsAPHINode(lhs).is_null()
        && !LLVMIsABinaryOperator(lhs).is_null()
        && !LLVMIsAConstant(LLVMGetOperand(lhs, 1)).is_null()
    {
        chain.push(lhs);
        chain_blocks.push(block_of(graph, lhs)?);
        let next = LLVMGetOperand(lhs, 0);
        if LLVMIsAInstruction(next).is_null() {
            return None;
        }
        lhs = next;
    }
    if LLVMIsAPHINode(lhs).is_null() {
        return None;
    }
    let succs = graph.cfg.succs(b);
    let mut phis: Vec<PhiNode> = Vec::new();
    let mut handles: Vec<LLVMValueRef> = vec![lhs];
    let mut ids = PtrMap::with_capacity(8);
    ids.insert(lhs as usize, 0u32);
    let mut next = 0;
    while next < handles.len() {
        let phi = handles[next];
        next += 1;
        let count = LLVMCountIncoming(phi);
        let mut incoming = Vec::with_capacity(count as usize);
        for i in 0..count {
            let from_bb = LLVMGetIncomingBlock(phi, i);
            let Some(from) = graph.index.get(from_bb as usize) else {
                continue;
            };
            // `getIncomingValueForBlock`: the first entry for this block.
            let first = (0..count)
                .find(|&j| LLVMGetIncomingBlock(phi, j) == from_bb)
                .unwrap_or(i);
            let value = LLVMGetIncomingValue(phi, first);
            let kind = if !LLVMIsAPHINode(value).is_null() {
                let id = match ids.get(value as usize) {
                    Some(id) => id,
                    None => {
                        handles.push(value);
                        let id = handles.len() as u32 - 1;
                        ids.insert(value as usize, id);
                        id
                    }
                };
                Incoming::Phi(id)
            } else if !LLVMIsAConstant(value).is_null() && succs.contains(&from) {
                match freqpath_fold_unlikely(cond, value, chain.as_ptr(), chain.len() as u32) {
                    0 => Incoming::Folded(Some(false)),
                    1 => Incoming::Folded(Some(true)),
                    _ => Incoming::Folded(None),
                }
            } else {
                Incoming::Other
            };
            incoming.push((from, kind));
        }
        phis.push(PhiNode {
            block: block_of(graph, phi)?,
            incoming,
        });
    }
    Some(UnlikelyPattern { chain_blocks, phis })
}

unsafe fn block_of(graph: &FunctionCfg, inst: LLVMValueRef) -> Option<Block> {
    graph.index.get(LLVMGetInstructionParent(inst) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_power_of_two() {
        assert!(wide_is_power_of_two("18446744073709551616", 128)); // 2^64
        assert!(!wide_is_power_of_two("18446744073709551615", 128));
        assert!(wide_is_power_of_two(
            "-170141183460469231731687303715884105728",
            128
        )); // -2^127
        assert!(!wide_is_power_of_two("-1", 128));
        assert!(!wide_is_power_of_two("0", 128));
        assert!(wide_is_power_of_two("1", 128));
    }

    #[test]
    fn libcall_names() {
        assert!(is_compare_libcall(b"strcmp"));
        assert!(is_compare_libcall(b"\x01bcmp"));
        assert!(!is_compare_libcall(b"strcmp2"));
        assert!(!is_compare_libcall(b""));
    }
}
