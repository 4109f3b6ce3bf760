//! Safe wrappers over the C++ shim (`shim.cc`): the few LLVM 16 entry points the LLVM-C API
//! does not offer.

use super::llvm_sys::prelude::LLVMValueRef;

extern "C" {
    fn freqpath_fold_unlikely(
        cmp: LLVMValueRef,
        incoming: LLVMValueRef,
        chain: *const LLVMValueRef,
        chain_len: u32,
    ) -> i32;
    fn freqpath_const_int_is_power_of_two(value: LLVMValueRef) -> i32;
}

/// LLVM's constant folding of `computeUnlikelySuccessors`: folds the binary operators of
/// `chain` (from the compare's operand down to the PHI) over the constant `incoming`, then the
/// compare `cmp`. `Some(false)`/`Some(true)` when the compare folds to zero/one, `None` when
/// it does not fold (poison, undef, not a constant).
///
/// # Safety
/// `cmp`, `incoming` and every element of `chain` must be live LLVM values.
pub unsafe fn fold_unlikely(
    cmp: LLVMValueRef,
    incoming: LLVMValueRef,
    chain: &[LLVMValueRef],
) -> Option<bool> {
    match freqpath_fold_unlikely(cmp, incoming, chain.as_ptr(), chain.len() as u32) {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    }
}

/// `APInt::isPowerOf2` of a `ConstantInt` of any width; false for other values.
///
/// # Safety
/// `value` must be a live LLVM value.
pub unsafe fn is_power_of_two(value: LLVMValueRef) -> bool {
    freqpath_const_int_is_power_of_two(value) != 0
}
