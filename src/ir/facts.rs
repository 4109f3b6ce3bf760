//! Function → [`BlockFacts`]: the instruction-level questions BranchProbabilityInfo asks,
//! answered once per block with LLVM-C calls.

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::cfg::{value_name, FunctionCfg};
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode, LLVMTypeKind};
use super::opcode::{float_predicate, int_predicate};
use super::ptr_index::PtrIndex;
use super::shim;
use crate::bpi::facts::*;
use crate::graph::Block;

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

/// Extracts the facts of every block. `scope` says which blocks sit in a loop (the only case
/// in which the `computeUnlikelySuccessors` shape is examined) and where that loop ends.
pub fn extract_facts(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    scope: &impl UnlikelyScope,
) -> FunctionFacts {
    let function = function.as_value_ref();
    // SAFETY: every handle is derived from the live function LLVM passed to the pass, and
    // the IR is only read.
    unsafe {
        let kinds = Kinds::lookup(function);
        let mut chains = ChainMemo::default();
        graph
            .blocks
            .iter_enumerated()
            .map(|(b, &bb)| block_facts(graph, b, bb, &kinds, scope, &mut chains))
            .collect()
    }
}

unsafe fn block_facts(
    graph: &FunctionCfg,
    b: Block,
    bb: LLVMBasicBlockRef,
    kinds: &Kinds,
    scope: &impl UnlikelyScope,
    chains: &mut ChainMemo,
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
        if scope.has_scope(b) {
            facts.unlikely = unlikely_pattern(graph, b, cond, chains, |x| scope.in_scope(b, x));
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
        && constant_int_operand(LLVMGetOperand(lhs, 1)).is_some_and(|c| shim::is_power_of_two(c));
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
/// from a successor of the branch block, what the compare folds to. Incoming blocks outside
/// the loop (`in_loop`) are skipped, as LLVM skips them.
///
/// LLVM also stops the chain walk at the first link outside the loop. That check is implied
/// by the root PHI being in the loop, which both LLVM and the model re-check: every link's
/// block dominates the next one's use and is dominated by the PHI's block, so it lies on
/// every path from the PHI's block to the branch, and such a path exists inside the loop
/// (a loop or cycle is strongly connected). So the walk need not look at blocks, and the
/// chains of a function are walked once for all its branches ([`ChainMemo`]): M branches on
/// the end of one L-long chain cost O(M + L), not LLVM's O(M L).
unsafe fn unlikely_pattern(
    graph: &FunctionCfg,
    b: Block,
    cond: LLVMValueRef,
    chains: &mut ChainMemo,
    in_loop: impl Fn(Block) -> bool,
) -> Option<UnlikelyPattern> {
    if LLVMIsACmpInst(cond).is_null() {
        return None;
    }
    let start = LLVMGetOperand(cond, 0);
    if LLVMIsAInstruction(start).is_null() || LLVMIsAConstant(LLVMGetOperand(cond, 1)).is_null() {
        return None;
    }
    let root = chains.root(start)?;
    if !in_loop(block_of(graph, root)?) {
        return None;
    }
    // The chain itself is needed only to fold a constant, and then at most once per incoming
    // value from a successor (LLVM folds it as often).
    let mut chain: Option<Vec<LLVMValueRef>> = None;
    let succs = graph.cfg.succs(b);
    let mut phis: Vec<PhiNode> = Vec::new();
    let mut handles: Vec<LLVMValueRef> = vec![root];
    let mut ids: PtrIndex<u32> = PtrIndex::with_capacity(8);
    ids.insert(root as usize, 0u32);
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
            if !in_loop(from) {
                continue; // LLVM skips blocks outside the loop before looking at the value.
            }
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
                let chain = chain.get_or_insert_with(|| chain_links(start));
                Incoming::Folded(shim::fold_unlikely(cond, value, chain))
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
    Some(UnlikelyPattern { phis })
}

/// The links of a chain [`ChainMemo::root`] found a PHI for, from `start` to the PHI, in
/// LLVM's `InstChain` order.
unsafe fn chain_links(start: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    let mut x = start;
    while LLVMIsAPHINode(x).is_null() {
        out.push(x);
        x = LLVMGetOperand(x, 0);
    }
    out
}

/// The chains of binary operators with a constant right operand that `computeUnlikelySuccessors`
/// follows from a compare's left operand through operand 0, memoised per instruction for the
/// whole function: each instruction is examined once, whichever branches share it.
#[derive(Default)]
struct ChainMemo {
    index: PtrIndex<u32>,
    links: Vec<ChainLink>,
}

#[derive(Clone, Copy)]
struct ChainLink {
    /// Where the chain ends: its root PHI, or null when it ends anywhere else (or is still
    /// being walked, which only a self-referencing chain in unreachable code can meet).
    root: LLVMValueRef,
}

impl ChainMemo {
    /// The PHI that the chain starting at instruction `start` ends in, if it ends in one.
    unsafe fn root(&mut self, start: LLVMValueRef) -> Option<LLVMValueRef> {
        let first = self.links.len();
        let mut x = start;
        let root = loop {
            if !LLVMIsAPHINode(x).is_null() {
                break x;
            }
            if let Some(id) = self.index.get(x as usize) {
                break self.links[id as usize].root;
            }
            if LLVMIsABinaryOperator(x).is_null() || LLVMIsAConstant(LLVMGetOperand(x, 1)).is_null()
            {
                break std::ptr::null_mut();
            }
            self.index.insert(x as usize, self.links.len() as u32);
            self.links.push(ChainLink {
                root: std::ptr::null_mut(),
            });
            x = LLVMGetOperand(x, 0);
            if LLVMIsAInstruction(x).is_null() {
                break std::ptr::null_mut();
            }
        };
        for link in &mut self.links[first..] {
            link.root = root;
        }
        (!root.is_null()).then_some(root)
    }
}

unsafe fn block_of(graph: &FunctionCfg, inst: LLVMValueRef) -> Option<Block> {
    graph.index.get(LLVMGetInstructionParent(inst) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn libcall_names() {
        assert!(is_compare_libcall(b"strcmp"));
        assert!(is_compare_libcall(b"\x01bcmp"));
        assert!(!is_compare_libcall(b"strcmp2"));
        assert!(!is_compare_libcall(b""));
    }
}
