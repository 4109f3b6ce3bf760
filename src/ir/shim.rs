//! Safe wrappers over the C++ shim (`shim.cc`): the few LLVM 16 entry points the LLVM-C API
//! does not offer.

use super::llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

extern "C" {
    fn freqpath_fold_unlikely(
        cmp: LLVMValueRef,
        incoming: LLVMValueRef,
        chain: *const LLVMValueRef,
        chain_len: u32,
    ) -> i32;
    fn freqpath_const_int_is_power_of_two(value: LLVMValueRef) -> i32;
    fn freqpath_dilocation(location: LLVMMetadataRef, out: *mut RawLocation) -> i32;
    fn freqpath_emit_error(module: LLVMModuleRef, message: *const u8, length: usize);
    fn freqpath_report_error(context: LLVMContextRef, message: *const u8, length: usize);
}

/// What `freqpath_dilocation` reads from a `DILocation` (layout shared with `shim.cc`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RawLocation {
    pub line: u32,
    pub discriminator: u32,
    pub subprogram_line: u32,
    subprogram_name: *const u8,
    subprogram_name_length: usize,
    /// Null when the location was not inlined.
    pub inlined_at: LLVMMetadataRef,
}

impl RawLocation {
    /// The subprogram's linkage name, or its name when that is empty.
    ///
    /// # Safety
    /// The metadata the location came from must still be alive.
    pub unsafe fn subprogram_name<'a>(&self) -> &'a [u8] {
        if self.subprogram_name.is_null() || self.subprogram_name_length == 0 {
            &[]
        } else {
            std::slice::from_raw_parts(self.subprogram_name, self.subprogram_name_length)
        }
    }
}

/// Line, raw discriminator, subprogram line and name, and inlined-at location of a
/// `DILocation`; `None` when `location` is not one.
///
/// # Safety
/// `location` must be live metadata (or null).
pub unsafe fn dilocation(location: LLVMMetadataRef) -> Option<RawLocation> {
    if location.is_null() {
        return None;
    }
    let mut out = RawLocation {
        line: 0,
        discriminator: 0,
        subprogram_line: 0,
        subprogram_name: std::ptr::null(),
        subprogram_name_length: 0,
        inlined_at: std::ptr::null_mut(),
    };
    (freqpath_dilocation(location, &mut out) != 0).then_some(out)
}

/// Reports `message` as an error through the module's context (`LLVMContext::emitError`):
/// opt prints `error: <message>` and fails.
///
/// # Safety
/// `module` must be the live module being processed.
pub unsafe fn emit_error(module: LLVMModuleRef, message: &str) {
    freqpath_emit_error(module, message.as_ptr(), message.len());
}

/// Reports `message` as an error that fails the run but lets it go on (see
/// `freqpath_report_error` in `shim.cc`): clang and lld fail the compile when done, opt prints
/// `error: <message>` and exits with status 1 after writing its output. `context` may be null
/// (no pass is running): then it is printed and the exit status set the same way.
///
/// # Safety
/// `context` must be null or the live context of the module being processed.
pub unsafe fn report_error(context: LLVMContextRef, message: &str) {
    freqpath_report_error(context, message.as_ptr(), message.len());
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
