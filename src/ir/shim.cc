// freqpath's C++ shim: the few LLVM 16 entry points the LLVM-C API does not offer.
//
// Only constant folding lives here: BranchProbabilityInfo's computeUnlikelySuccessors folds a
// chain of binary operators over a PHI's constant incoming value and then the compare, with
// LLVM's own folding rules (poison on division by zero, undef handling, pointer compares).
// Re-implementing those rules in Rust would be a guess; calling them is exact.

#include "llvm-c/Core.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

// Folds `chain` (binary operators, listed from the compare's operand down towards the PHI) over
// `incoming`, innermost first, then compares the result with the compare's constant operand.
// Returns 0 when the compare folds to a zero value, 1 for a one value, -1 otherwise (not
// foldable, poison, undef, or malformed input).
extern "C" int freqpath_fold_unlikely(LLVMValueRef CmpRef, LLVMValueRef IncomingRef,
                                      const LLVMValueRef *Chain, unsigned ChainLen) {
  auto *Cmp = dyn_cast_or_null<CmpInst>(unwrap(CmpRef));
  auto *Folded = dyn_cast_or_null<Constant>(unwrap(IncomingRef));
  if (!Cmp || !Folded || !Cmp->getModule())
    return -1;
  auto *CmpConst = dyn_cast<Constant>(Cmp->getOperand(1));
  if (!CmpConst)
    return -1;
  const DataLayout &DL = Cmp->getModule()->getDataLayout();
  for (unsigned I = ChainLen; I-- > 0;) {
    auto *Op = dyn_cast_or_null<BinaryOperator>(unwrap(Chain[I]));
    if (!Op)
      return -1;
    auto *Rhs = dyn_cast<Constant>(Op->getOperand(1));
    if (!Rhs)
      return -1;
    Folded = ConstantFoldBinaryOpOperands(Op->getOpcode(), Folded, Rhs, DL);
    if (!Folded)
      return -1;
  }
  Constant *Result =
      ConstantExpr::getCompare(Cmp->getPredicate(), Folded, CmpConst, /*OnlyIfReduced=*/true);
  if (!Result)
    return -1;
  if (Result->isZeroValue())
    return 0;
  if (Result->isOneValue())
    return 1;
  return -1;
}

// APInt::isPowerOf2 of an integer constant of any width (exactly one bit set), without
// printing the value: constant time in the number of 64-bit words. Returns 0 for anything
// that is not a ConstantInt.
extern "C" int freqpath_const_int_is_power_of_two(LLVMValueRef ValueRef) {
  auto *CI = dyn_cast_or_null<ConstantInt>(unwrap(ValueRef));
  return CI && CI->getValue().isPowerOf2();
}
