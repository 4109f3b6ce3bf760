//! The C ABI between the C++ pass wrappers (`ir/shim.cc`) and our passes: parse a pipeline
//! element, run a pass on one function (inside the per-function panic guard), print a pass
//! back as pipeline text, and read `FREQPATH_PASSES`.

use std::ffi::{c_char, c_int, c_void};

use llvm_plugin::inkwell::values::FunctionValue;

use super::guard::run_function_guarded;
use super::pipeline::{
    parse_function_pass, passes_from_env, report_parse_error, EnvPass, ExtensionPoint,
    FunctionPass, PassKind,
};
use super::{annotate, break_crit_edges, fplicm, latch_dup, print_bpi, print_cycles};
use crate::ir::analyses::FunctionAnalyses;
use crate::ir::apply::FailAfterEdit;
use crate::ir::cfg::function_name;
use crate::ir::llvm_sys::core::{LLVMGetGlobalParent, LLVMGetModuleContext};
use crate::ir::llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use crate::ir::write::FaultAfterFirstWrite;

/// A parsed pass as the C++ wrapper holds it.
struct RegisteredPass {
    pass: FunctionPass,
    text: String,
}

impl RegisteredPass {
    fn boxed(pass: FunctionPass) -> *mut c_void {
        let text = pass.pipeline_text();
        Box::into_raw(Box::new(RegisteredPass { pass, text })) as *mut c_void
    }
}

/// The kind bits the C++ side reads: bit 0 required, bit 1 module pass (bit 2, set by
/// `freqpath_env_passes`: run `loop-simplify` first).
fn kind_bits(kind: &PassKind) -> c_int {
    c_int::from(kind.is_required()) | (c_int::from(kind.is_module()) << 1)
}

/// Parses `name`; returns an owned pass (and its kind bits) or null when the name is not ours
/// or malformed (then one `error:` line says why).
///
/// # Safety
/// `name` points to `len` readable bytes; `kind` is writable.
#[no_mangle]
pub unsafe extern "C" fn freqpath_pass_parse(
    name: *const c_char,
    len: usize,
    kind: *mut c_int,
) -> *mut c_void {
    let bytes = std::slice::from_raw_parts(name as *const u8, len);
    let parsed = std::panic::catch_unwind(|| match std::str::from_utf8(bytes) {
        Ok(text) => parse_function_pass(text),
        Err(_) if bytes.starts_with(b"freqpath-") || bytes.starts_with(b"print<freqpath-") => {
            Err(format!(
                "pass name '{}' is not valid UTF-8",
                String::from_utf8_lossy(bytes)
            ))
        }
        Err(_) => Ok(None),
    });
    match parsed {
        Ok(Ok(Some(pass))) => {
            *kind = kind_bits(&pass.kind);
            RegisteredPass::boxed(pass)
        }
        Ok(Ok(None)) => std::ptr::null_mut(),
        Ok(Err(message)) => {
            report_parse_error(&message);
            std::ptr::null_mut()
        }
        Err(_) => {
            report_parse_error("internal error while parsing a pass name");
            std::ptr::null_mut()
        }
    }
}

/// Runs the pass on one function; returns 1 when the IR changed.
///
/// # Safety
/// `pass` came from [`freqpath_pass_parse`] or [`freqpath_env_passes`] and is live;
/// `function` is a live function definition; `fam` is null or the pipeline's
/// `FunctionAnalysisManager`, live for the call.
#[no_mangle]
pub unsafe extern "C" fn freqpath_pass_run(
    pass: *mut c_void,
    function: LLVMValueRef,
    fam: *mut c_void,
) -> c_int {
    let registered = &*(pass as *const RegisteredPass);
    let context = LLVMGetModuleContext(LLVMGetGlobalParent(function));
    let Some(function) = FunctionValue::new(function) else {
        return 0;
    };
    super::guard::with_context(context, || {
        c_int::from(run_on_function(&registered.pass, function, fam))
    })
}

/// The pass's pipeline text (valid while the pass lives).
///
/// # Safety
/// `pass` is live; `len` is writable.
#[no_mangle]
pub unsafe extern "C" fn freqpath_pass_pipeline_text(
    pass: *mut c_void,
    len: *mut usize,
) -> *const c_char {
    let registered = &*(pass as *const RegisteredPass);
    *len = registered.text.len();
    registered.text.as_ptr() as *const c_char
}

/// Runs a module pass; returns 1 when the IR changed. Module passes guard each function they
/// process themselves.
///
/// # Safety
/// `pass` is live; `module` is the live module being processed.
#[no_mangle]
pub unsafe extern "C" fn freqpath_module_pass_run(
    pass: *mut c_void,
    module: LLVMModuleRef,
) -> c_int {
    let registered = &*(pass as *const RegisteredPass);
    let context = LLVMGetModuleContext(module);
    super::guard::with_context(context, || module_pass_guarded(registered, module))
}

fn module_pass_guarded(registered: &RegisteredPass, module: LLVMModuleRef) -> c_int {
    let changed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        run_on_module(&registered.pass, module)
    }));
    match changed {
        Ok(changed) => c_int::from(changed),
        Err(_) => {
            super::guard::report(
                "error",
                &format!(
                    "{}: internal error outside any function",
                    registered.pass.base_name()
                ),
            );
            0
        }
    }
}

/// Module passes by kind.
fn run_on_module(pass: &FunctionPass, module: LLVMModuleRef) -> bool {
    match &pass.kind {
        // SAFETY: LLVM hands the module pass the live module it runs on.
        PassKind::Profi(options) => unsafe { super::profi::run(module, options, &pass.debug) },
        _ => false,
    }
}

/// Frees a pass.
///
/// # Safety
/// `pass` came from this module and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn freqpath_pass_drop(pass: *mut c_void) {
    if !pass.is_null() {
        drop(Box::from_raw(pass as *mut RegisteredPass));
    }
}

/// Reads `FREQPATH_PASSES` and hands each pass placed at extension point `point` (an
/// [`ExtensionPoint`] number) to `add`. Kind bit 2 asks for `loop-simplify` before the pass.
/// The reason the variable is unusable goes to `fail` (which stops the compile with an
/// `error:`) at the pipeline start only, so it is reported once. Unset: nothing.
///
/// # Safety
/// `add` and `fail` are valid callbacks for `ctx`.
#[no_mangle]
pub unsafe extern "C" fn freqpath_env_passes(
    ctx: *mut c_void,
    point: c_int,
    add: extern "C" fn(*mut c_void, *mut c_void, c_int),
    fail: extern "C" fn(*mut c_void, *const c_char, usize),
) {
    let Some(raw) = std::env::var_os("FREQPATH_PASSES") else {
        return;
    };
    let parsed = match raw.to_str() {
        Some(value) => std::panic::catch_unwind(|| passes_from_env(value))
            .unwrap_or_else(|_| Err("FREQPATH_PASSES: internal error".into())),
        None => Err("FREQPATH_PASSES: value is not valid UTF-8".to_string()),
    };
    match parsed {
        Ok(passes) => {
            for EnvPass { pass, point: at } in passes {
                if at as c_int != point {
                    continue;
                }
                let simplify = at.needs_loop_simplify() && pass.kind.rewrites_loops();
                let bits = kind_bits(&pass.kind) | (c_int::from(simplify) << 2);
                add(ctx, RegisteredPass::boxed(pass), bits);
            }
        }
        Err(message) if point == ExtensionPoint::PipelineStart as c_int => {
            let line = format!("freqpath: {message}");
            fail(ctx, line.as_ptr() as *const c_char, line.len());
        }
        Err(_) => {}
    }
}

/// At clang's -O0, says in one `warning:` line why the passes named in `FREQPATH_PASSES`
/// will do nothing: clang marks every function `optnone`, which LLVM's pass instrumentation
/// honours for optional passes (ours are). The -O0 pipeline does call every extension
/// point (`buildO0DefaultPipeline`), so with `-Xclang -disable-O0-optnone` they run, and
/// nothing is said. Silent too when the variable is unset or unusable (that is an error
/// elsewhere).
///
/// # Safety
/// `module` is the live module of the -O0 compile.
#[no_mangle]
pub unsafe extern "C" fn freqpath_env_check_o0(module: LLVMModuleRef) {
    let Some(Ok(passes)) = std::env::var("FREQPATH_PASSES")
        .ok()
        .map(|value| std::panic::catch_unwind(|| passes_from_env(&value)))
        .map(|r| r.unwrap_or_else(|_| Err(String::new())))
    else {
        return;
    };
    if passes.is_empty() || !all_optnone(module) {
        return;
    }
    let names = passes
        .iter()
        .map(|p| {
            p.pass
                .base_name()
                .trim_start_matches("freqpath-")
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(", ");
    super::guard::report(
        "warning",
        &format!(
            "FREQPATH_PASSES ({names}) does nothing: clang -O0 marks every function optnone \
             (add -Xclang -disable-O0-optnone, or compile with -O1 or higher)"
        ),
    );
}

/// Whether the module defines a function and every definition is `optnone`.
unsafe fn all_optnone(module: LLVMModuleRef) -> bool {
    use crate::ir::llvm_sys::core::*;
    let kind = LLVMGetEnumAttributeKindForName(b"optnone".as_ptr() as *const c_char, 7);
    let (mut defined, mut optnone) = (0usize, 0usize);
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        if LLVMIsDeclaration(f) == 0 {
            defined += 1;
            let index = crate::ir::llvm_sys::LLVMAttributeFunctionIndex;
            if !LLVMGetEnumAttributeAtIndex(f, index, kind).is_null() {
                optnone += 1;
            }
        }
        f = LLVMGetNextFunction(f);
    }
    defined > 0 && optnone == defined
}

/// One pass on one function, inside its own panic guard: a panic skips this function only
/// (its IR restored by the write layer), and the next function runs normally.
fn run_on_function(pass: &FunctionPass, f: FunctionValue<'_>, fam: *mut c_void) -> bool {
    let name_bytes = function_name(f);
    let name = String::from_utf8_lossy(&name_bytes);
    run_function_guarded(pass.base_name(), &name, false, || {
        let debug = &pass.debug;
        if debug.panic_everywhere || debug.panic_in.as_deref() == Some(&*name) {
            panic!("debug-panic requested");
        }
        let _fault =
            (debug.panic_after_write_in.as_deref() == Some(&*name)).then(FaultAfterFirstWrite::arm);
        let _fail = debug.fail_after_edit.map(FailAfterEdit::arm);
        match pass.kind {
            PassKind::PrintCycles => {
                print_cycles::run(f);
                false
            }
            PassKind::PrintBranchProb { mode, explain } => {
                print_bpi::run(f, mode, explain);
                false
            }
            PassKind::AnnotateBpi { stats } => annotate::run(f, stats),
            PassKind::BreakCritEdges { stats } => break_crit_edges::run(f, stats),
            PassKind::PrintPredict { explain, rates } => {
                print_bpi::run_predict(f, explain, rates);
                false
            }
            PassKind::AnnotatePredict {
                stats,
                rates,
                predicted_only,
                min_percent,
            } => annotate::run_with(
                f,
                stats,
                Some(annotate::PredictAnnotation {
                    table: &rates.table(),
                    predicted_only,
                    min_percent,
                }),
            ),
            PassKind::Fplicm {
                stats,
                perf,
                validate,
                hot,
            } => {
                // SAFETY: `fam` is null or the analysis manager of this run on `f`.
                let analyses = unsafe { FunctionAnalyses::new(fam, f) };
                fplicm::run(
                    f,
                    fplicm::Options::new(stats, perf, validate, debug.corrupt, hot),
                    analyses.as_ref(),
                )
            }
            PassKind::LatchDup { stats, validate } => {
                let validation = latch_dup::Validation {
                    on: validate,
                    corrupt: debug.corrupt,
                };
                latch_dup::run(f, stats, validation)
            }
            PassKind::Profi(_) => false,
        }
    })
}
