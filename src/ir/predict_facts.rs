//! Function → [`PredictBlockFacts`]: what the static predictor asks about each block (calls,
//! non-local stores, the branch's compare, where its operands are used, what each successor
//! edge returns), answered with LLVM-C calls in one walk.

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::{LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use super::opcode::int_predicate;
use super::ptr_index::PtrIndex;
use super::shim;
use crate::bpi::predict::facts::*;

/// Address computations followed back to find a store's underlying object.
const MAX_ADDRESS_STEPS: usize = 16;

/// Distinct constants kept per parameter: a parameter its callers pass more different
/// constants to is data, not a mode, and its branches get no caller vote.
const MAX_CALLER_CONSTANTS: usize = 64;

/// Extracts the predictor's facts for every block of `graph`'s function.
pub fn extract_predict_facts(graph: &FunctionCfg) -> FunctionPredictFacts {
    // SAFETY: every handle comes from the live function LLVM passed to the pass; the IR is
    // only read (the function's call sites in other functions included).
    unsafe {
        let mut memo = Memo::default();
        graph
            .blocks
            .iter_enumerated()
            .map(|(_, &bb)| block_facts(bb, &mut memo))
            .collect()
    }
}

/// What the walk learns once per function and several blocks ask again: each question costs
/// the size of what it reads the first time and O(1) after, so no shape of function makes the
/// extraction quadratic (N branches into one return block whose phi has N entries, N branches
/// on N parameters or on one value used N times).
#[derive(Default)]
struct Memo {
    /// The function's call sites and parameters, built when a branch on a parameter asks.
    callers: Option<CallerArguments>,
    /// Per phi asked about: the index of its first entry for each incoming block
    /// (`getIncomingValueForBlock`).
    phis: PtrIndex<u32>,
    phi_entries: Vec<PtrIndex<u32>>,
    /// Per value asked about (a compare operand): how many of its uses each block holds.
    uses: PtrIndex<u32>,
    use_counts: Vec<PtrIndex<u32>>,
}

impl Memo {
    /// The value `phi` receives from `pred`: its first entry for that block.
    unsafe fn incoming(
        &mut self,
        phi: LLVMValueRef,
        pred: LLVMBasicBlockRef,
    ) -> Option<LLVMValueRef> {
        let slot = match self.phis.get(phi as usize) {
            Some(slot) => slot,
            None => {
                let n = LLVMCountIncoming(phi);
                let mut first = PtrIndex::with_capacity(n as usize);
                for k in (0..n).rev() {
                    first.insert(LLVMGetIncomingBlock(phi, k) as usize, k);
                }
                self.phi_entries.push(first);
                let slot = self.phi_entries.len() as u32 - 1;
                self.phis.insert(phi as usize, slot);
                slot
            }
        };
        let k = self.phi_entries[slot as usize].get(pred as usize)?;
        Some(LLVMGetIncomingValue(phi, k))
    }

    /// How many uses of `v` by instructions lie in `block`.
    unsafe fn uses_in(&mut self, v: LLVMValueRef, block: LLVMBasicBlockRef) -> u32 {
        let slot = match self.uses.get(v as usize) {
            Some(slot) => slot,
            None => {
                let mut counts: PtrIndex<u32> = PtrIndex::default();
                let mut u = LLVMGetFirstUse(v);
                while !u.is_null() {
                    let user = LLVMGetUser(u);
                    if !LLVMIsAInstruction(user).is_null() {
                        let parent = LLVMGetInstructionParent(user) as usize;
                        let c = counts.get(parent).unwrap_or(0);
                        counts.insert(parent, c + 1);
                    }
                    u = LLVMGetNextUse(u);
                }
                self.use_counts.push(counts);
                let slot = self.use_counts.len() as u32 - 1;
                self.uses.insert(v as usize, slot);
                slot
            }
        };
        self.use_counts[slot as usize]
            .get(block as usize)
            .unwrap_or(0)
    }
}

/// A function's call sites, found once per function when a branch first asks, and the
/// constants they pass to each parameter, gathered when a branch on it first asks (each
/// parameter costs one pass over the call sites, which hold an operand for it).
struct CallerArguments {
    /// The function's parameters by address: their positions.
    params: PtrIndex<u32>,
    /// Every use of the function (see [`CallerVotes::sites`]).
    sites: u32,
    /// Direct calls and invokes of the function that do not also pass it along.
    calls: Vec<LLVMValueRef>,
    /// Per parameter, once asked (`None` before).
    constants: Vec<Option<ParamConstants>>,
}

/// Distinct constant arguments of one parameter (zero-extended, at most 64 bits) with how
/// many call sites pass each; `None` when there are too many to be a mode.
type ParamConstants = Option<Vec<(u64, u32)>>;

unsafe fn caller_arguments(function: LLVMValueRef) -> CallerArguments {
    let count = LLVMCountParams(function);
    let mut params = PtrIndex::with_capacity(count as usize);
    for k in 0..count {
        params.insert(LLVMGetParam(function, k) as usize, k);
    }
    let mut out = CallerArguments {
        params,
        sites: 0,
        calls: Vec::new(),
        constants: vec![None; count as usize],
    };
    let mut u = LLVMGetFirstUse(function);
    while !u.is_null() {
        out.sites = out.sites.saturating_add(1);
        let user = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        let is_call = !LLVMIsACallInst(user).is_null() || !LLVMIsAInvokeInst(user).is_null();
        if !is_call || LLVMGetCalledValue(user) != function {
            continue; // the address escapes: a caller nobody can see
        }
        // A call that also passes the function along is counted as an escape by that use.
        let args = LLVMGetNumArgOperands(user);
        if (0..args).all(|k| LLVMGetOperand(user, k) != function) {
            out.calls.push(user);
        }
    }
    out
}

impl CallerArguments {
    unsafe fn constants_of(&mut self, param: usize) -> Option<&[(u64, u32)]> {
        let calls = &self.calls;
        let slot = self.constants.get_mut(param)?;
        slot.get_or_insert_with(|| {
            let mut seen: Vec<(u64, u32)> = Vec::new();
            for &call in calls {
                if param >= LLVMGetNumArgOperands(call) as usize {
                    continue;
                }
                let arg = LLVMGetOperand(call, param as u32);
                if LLVMIsAConstantInt(arg).is_null() || LLVMGetIntTypeWidth(LLVMTypeOf(arg)) > 64 {
                    continue;
                }
                let value = LLVMConstIntGetZExtValue(arg);
                match seen.iter().position(|&(v, _)| v == value) {
                    Some(i) => seen[i].1 = seen[i].1.saturating_add(1),
                    None if seen.len() < MAX_CALLER_CONSTANTS => seen.push((value, 1)),
                    None => return None,
                }
            }
            Some(seen)
        })
        .as_deref()
    }
}

/// The callers' votes on a branch over a parameter `P` (an integer of at most 64 bits):
/// `icmp pred P, C` or `icmp pred (and P, M), C` with constants, or `br i1 P` itself (a C
/// `bool` parameter); each constant argument decides the condition.
unsafe fn caller_votes(
    cond: LLVMValueRef,
    callers: &mut Option<CallerArguments>,
) -> Option<CallerVotes> {
    let (pred, mut lhs, c) = if !LLVMIsAICmpInst(cond).is_null() {
        let rhs = LLVMGetOperand(cond, 1);
        if LLVMIsAConstantInt(rhs).is_null() {
            return None;
        }
        let pred = int_predicate(LLVMGetICmpPredicate(cond));
        (pred, LLVMGetOperand(cond, 0), LLVMConstIntGetZExtValue(rhs))
    } else if !LLVMIsAArgument(cond).is_null() {
        (IntPredicate::Ne, cond, 0)
    } else {
        return None;
    };
    let ty = LLVMTypeOf(lhs);
    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) > 64 {
        return None;
    }
    let mut mask = u64::MAX;
    if !LLVMIsAInstruction(lhs).is_null()
        && LLVMGetInstructionOpcode(lhs) == LLVMOpcode::LLVMAnd
        && !LLVMIsAConstantInt(LLVMGetOperand(lhs, 1)).is_null()
    {
        mask = LLVMConstIntGetZExtValue(LLVMGetOperand(lhs, 1));
        lhs = LLVMGetOperand(lhs, 0);
    }
    if LLVMIsAArgument(lhs).is_null() {
        return None;
    }
    let function = LLVMGetParamParent(lhs);
    let callers = callers.get_or_insert_with(|| caller_arguments(function));
    let index = callers.params.get(lhs as usize)?;
    let sites = callers.sites;
    let constants = callers.constants_of(index as usize)?;
    let width = LLVMGetIntTypeWidth(ty);
    let mut votes = [0u32; 2];
    for &(value, count) in constants {
        let edge = usize::from(!predicate_holds(pred, value & mask, c, width));
        votes[edge] = votes[edge].saturating_add(count);
    }
    Some(CallerVotes { votes, sites })
}

/// `icmp pred a, b` on `width`-bit integers given zero-extended.
fn predicate_holds(pred: IntPredicate, a: u64, b: u64, width: u32) -> bool {
    let keep = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let (ua, ub) = (a & keep, b & keep);
    let signed = |v: u64| -> i64 {
        let shift = 64 - width.clamp(1, 64);
        ((v << shift) as i64) >> shift
    };
    let (sa, sb) = (signed(ua), signed(ub));
    match pred {
        IntPredicate::Eq => ua == ub,
        IntPredicate::Ne => ua != ub,
        IntPredicate::Ugt => ua > ub,
        IntPredicate::Uge => ua >= ub,
        IntPredicate::Ult => ua < ub,
        IntPredicate::Ule => ua <= ub,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

unsafe fn block_facts(bb: LLVMBasicBlockRef, memo: &mut Memo) -> PredictBlockFacts {
    let mut facts = PredictBlockFacts::default();
    let mut inst = LLVMGetFirstInstruction(bb);
    while !inst.is_null() {
        if !LLVMIsACallInst(inst).is_null() {
            let real = !is_intrinsic_call(inst);
            facts.has_call |= real;
            facts.has_message_call |= real && passes_constant_string(inst);
        } else if !LLVMIsAStoreInst(inst).is_null() {
            facts.has_store |= !is_local_address(LLVMGetOperand(inst, 1));
        }
        inst = LLVMGetNextInstruction(inst);
    }
    let term = LLVMGetBasicBlockTerminator(bb);
    if term.is_null() {
        return facts;
    }
    let n = LLVMGetNumSuccessors(term);
    if n < 2 {
        return facts;
    }
    facts.is_switch = LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMSwitch;
    facts.edge_returns = (0..n)
        .map(|i| returned_along(bb, LLVMGetSuccessor(term, i), memo))
        .collect();
    if LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMBr && LLVMIsConditional(term) != 0 {
        let cond = LLVMGetCondition(term);
        facts.compare = compare(cond);
        if facts.compare != Compare::None {
            let succs = [LLVMGetSuccessor(term, 0), LLVMGetSuccessor(term, 1)];
            facts.guard_uses = guard_uses(cond, succs, memo);
        }
        facts.callers = caller_votes(cond, &mut memo.callers);
    }
    facts
}

/// A call of an LLVM intrinsic (debug info, lifetime markers, `llvm.expect`, ...): not a
/// call in the heuristics' sense.
unsafe fn is_intrinsic_call(call: LLVMValueRef) -> bool {
    let callee = LLVMGetCalledValue(call);
    !LLVMIsAFunction(callee).is_null() && LLVMGetIntrinsicID(callee) != 0
}

/// Some argument of the call is a constant global whose value is a byte array (a string
/// literal), directly or through a constant GEP.
unsafe fn passes_constant_string(call: LLVMValueRef) -> bool {
    let args = LLVMGetNumArgOperands(call);
    (0..args).any(|k| {
        let mut v = LLVMGetOperand(call, k);
        if !LLVMIsAConstantExpr(v).is_null()
            && LLVMGetConstOpcode(v) == LLVMOpcode::LLVMGetElementPtr
        {
            v = LLVMGetOperand(v, 0);
        }
        if LLVMIsAGlobalVariable(v).is_null() || LLVMIsGlobalConstant(v) == 0 {
            return false;
        }
        let ty = LLVMGlobalGetValueType(v);
        LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMArrayTypeKind && {
            let elem = LLVMGetElementType(ty);
            LLVMGetTypeKind(elem) == LLVMTypeKind::LLVMIntegerTypeKind
                && LLVMGetIntTypeWidth(elem) == 8
        }
    })
}

/// The address is (a GEP or cast of) an `alloca`: a local variable.
unsafe fn is_local_address(mut v: LLVMValueRef) -> bool {
    for _ in 0..MAX_ADDRESS_STEPS {
        if !LLVMIsAAllocaInst(v).is_null() {
            return true;
        }
        let through = !LLVMIsAGetElementPtrInst(v).is_null()
            || !LLVMIsABitCastInst(v).is_null()
            || !LLVMIsAAddrSpaceCastInst(v).is_null();
        if !through {
            return false;
        }
        v = LLVMGetOperand(v, 0);
    }
    false
}

/// What the function returns along the edge `from → succ`, when `succ` returns or jumps
/// unconditionally to a block that does.
unsafe fn returned_along(
    from: LLVMBasicBlockRef,
    succ: LLVMBasicBlockRef,
    memo: &mut Memo,
) -> Option<Returned> {
    let term = LLVMGetBasicBlockTerminator(succ);
    if term.is_null() {
        return None;
    }
    match LLVMGetInstructionOpcode(term) {
        LLVMOpcode::LLVMRet => Some(returned_value(term, &[(succ, from)], memo)),
        LLVMOpcode::LLVMBr if LLVMIsConditional(term) == 0 => {
            let next = LLVMGetSuccessor(term, 0);
            let next_term = LLVMGetBasicBlockTerminator(next);
            if next_term.is_null()
                || next == succ
                || LLVMGetInstructionOpcode(next_term) != LLVMOpcode::LLVMRet
            {
                return None;
            }
            Some(returned_value(
                next_term,
                &[(next, succ), (succ, from)],
                memo,
            ))
        }
        _ => None,
    }
}

/// Classifies the operand of `ret`, resolving a `phi` in each block of `path` (block,
/// predecessor the value arrives from) in turn.
unsafe fn returned_value(
    ret: LLVMValueRef,
    path: &[(LLVMBasicBlockRef, LLVMBasicBlockRef)],
    memo: &mut Memo,
) -> Returned {
    if LLVMGetNumOperands(ret) == 0 {
        return Returned::Void;
    }
    let mut v = LLVMGetOperand(ret, 0);
    for &(block, pred) in path {
        if LLVMIsAPHINode(v).is_null() || LLVMGetInstructionParent(v) != block {
            continue;
        }
        match memo.incoming(v, pred) {
            Some(value) => v = value,
            None => return Returned::Computed,
        }
    }
    if !LLVMIsAConstantInt(v).is_null() {
        let width = LLVMGetIntTypeWidth(LLVMTypeOf(v));
        let value = LLVMConstIntGetSExtValue(v);
        return if width > 1 && width <= 64 && value < 0 {
            Returned::Negative
        } else if v == LLVMConstNull(LLVMTypeOf(v)) {
            Returned::Zero
        } else {
            Returned::OtherConstant
        };
    }
    if !LLVMIsAConstantPointerNull(v).is_null() {
        return Returned::Zero;
    }
    if !LLVMIsAConstant(v).is_null() {
        return Returned::OtherConstant;
    }
    Returned::Computed
}

unsafe fn compare(cond: LLVMValueRef) -> Compare {
    if !LLVMIsAFCmpInst(cond).is_null() {
        use LLVMRealPredicate::*;
        let pred = LLVMGetFCmpPredicate(cond);
        return Compare::FCmp {
            equality: match pred {
                LLVMRealOEQ | LLVMRealUEQ => Some(true),
                LLVMRealONE | LLVMRealUNE => Some(false),
                _ => None,
            },
            unordered: match pred {
                LLVMRealUNO => Some(true),
                LLVMRealORD => Some(false),
                _ => None,
            },
        };
    }
    if LLVMIsAICmpInst(cond).is_null() {
        return Compare::None;
    }
    let lhs = LLVMGetOperand(cond, 0);
    let rhs = LLVMGetOperand(cond, 1);
    let pointer = LLVMGetTypeKind(LLVMTypeOf(lhs)) == LLVMTypeKind::LLVMPointerTypeKind;
    let rhs = if !LLVMIsAConstantInt(rhs).is_null() {
        if LLVMGetIntTypeWidth(LLVMTypeOf(rhs)) <= 64 {
            Rhs::Int(LLVMConstIntGetSExtValue(rhs))
        } else {
            Rhs::OtherConstant
        }
    } else if !LLVMIsAConstantPointerNull(rhs).is_null() {
        Rhs::Null
    } else if !LLVMIsAConstant(rhs).is_null() {
        Rhs::OtherConstant
    } else {
        Rhs::Value
    };
    let lhs_is_bit_test = !LLVMIsAInstruction(lhs).is_null()
        && LLVMGetInstructionOpcode(lhs) == LLVMOpcode::LLVMAnd
        && shim::is_power_of_two(LLVMGetOperand(lhs, 1));
    let lhs_ty = LLVMTypeOf(lhs);
    let narrow = LLVMGetTypeKind(lhs_ty) == LLVMTypeKind::LLVMIntegerTypeKind
        && LLVMGetIntTypeWidth(lhs_ty) <= 8;
    Compare::ICmp {
        narrow,
        lhs_is_field: reads_struct_field(lhs),
        pred: int_predicate(LLVMGetICmpPredicate(cond)),
        pointer,
        rhs,
        lhs_is_call: !LLVMIsACallInst(lhs).is_null() && !is_intrinsic_call(lhs),
        lhs_is_bit_test,
    }
}

/// `v` is loaded from a field of a struct (the address is a `getelementptr` over a struct
/// type), possibly through one mask or width change: a type tag, a kind, a state byte, as
/// opposed to an element of an array or string.
unsafe fn reads_struct_field(v: LLVMValueRef) -> bool {
    let mut v = v;
    if !LLVMIsAInstruction(v).is_null()
        && matches!(
            LLVMGetInstructionOpcode(v),
            LLVMOpcode::LLVMAnd
                | LLVMOpcode::LLVMZExt
                | LLVMOpcode::LLVMSExt
                | LLVMOpcode::LLVMTrunc
        )
    {
        v = LLVMGetOperand(v, 0);
    }
    if LLVMIsALoadInst(v).is_null() {
        return false;
    }
    let address = LLVMGetOperand(v, 0);
    let is_gep = !LLVMIsAGetElementPtrInst(address).is_null()
        || (!LLVMIsAConstantExpr(address).is_null()
            && LLVMGetConstOpcode(address) == LLVMOpcode::LLVMGetElementPtr);
    is_gep
        && LLVMGetTypeKind(LLVMGetGEPSourceElementType(address)) == LLVMTypeKind::LLVMStructTypeKind
}

/// For each of the two successors: whether a non-constant operand of the compare (looking
/// through one cast or `and`-mask, as `x & m` and `(long)x` guard the same value) is used in
/// it.
unsafe fn guard_uses(
    cond: LLVMValueRef,
    succs: [LLVMBasicBlockRef; 2],
    memo: &mut Memo,
) -> [bool; 2] {
    let mut used = [false; 2];
    if succs[0] == succs[1] {
        return used;
    }
    for k in 0..2 {
        let v = LLVMGetOperand(cond, k);
        if !LLVMIsAConstant(v).is_null() {
            continue;
        }
        let masked_or_cast = !LLVMIsACastInst(v).is_null()
            || (!LLVMIsAInstruction(v).is_null()
                && LLVMGetInstructionOpcode(v) == LLVMOpcode::LLVMAnd);
        if masked_or_cast {
            let inner = LLVMGetOperand(v, 0);
            if LLVMIsAConstant(inner).is_null() {
                mark_uses(inner, cond, succs, &mut used, memo);
            }
        }
        mark_uses(v, cond, succs, &mut used, memo);
    }
    used
}

/// Marks the successors holding a use of `v` by an instruction other than the compare
/// itself.
unsafe fn mark_uses(
    v: LLVMValueRef,
    cond: LLVMValueRef,
    succs: [LLVMBasicBlockRef; 2],
    used: &mut [bool; 2],
    memo: &mut Memo,
) {
    let home = LLVMGetInstructionParent(cond);
    let by_cond = (0..2).filter(|&k| LLVMGetOperand(cond, k) == v).count() as u32;
    for (i, &s) in succs.iter().enumerate() {
        let own = if s == home { by_cond } else { 0 };
        used[i] |= memo.uses_in(v, s) > own;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicates_read_the_width_and_the_sign() {
        // i8: 0xff is -1 signed and 255 unsigned.
        assert!(predicate_holds(IntPredicate::Slt, 0xff, 0, 8));
        assert!(!predicate_holds(IntPredicate::Ult, 0xff, 0, 8));
        assert!(predicate_holds(IntPredicate::Ugt, 0xff, 0x7f, 8));
        // Bits above the width do not count: 0x1_00 is 0 as an i8.
        assert!(predicate_holds(IntPredicate::Eq, 0x100, 0, 8));
        assert!(!predicate_holds(IntPredicate::Sge, 1, 0, 1), "i1 1 is -1");
        assert!(predicate_holds(IntPredicate::Sle, u64::MAX, 0, 64));
        assert!(predicate_holds(IntPredicate::Ne, 3, 2, 32));
        assert!(predicate_holds(IntPredicate::Uge, 2, 2, 32));
        assert!(predicate_holds(IntPredicate::Sgt, 5, 0xffff_fffb, 32));
    }
}
