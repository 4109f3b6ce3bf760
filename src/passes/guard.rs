//! Panic containment at every pass entry: a Rust panic must never unwind into `opt`.
//!
//! Every pass runs one function at a time inside [`run_function_guarded`]: a panic is caught,
//! reported as one LLVM-style `error:` line naming the function, and that function is left as
//! it was (passes compute everything before they write, and the write layer undoes a write
//! phase that does not finish), while the other functions are processed normally. The error
//! still fails the run: opt exits with status 1 when it is done, clang fails the compile.

use std::cell::{Cell, RefCell};
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use crate::ir::llvm_sys::prelude::LLVMContextRef;

thread_local! {
    /// Location of the last panic on this thread, recorded by the hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The LLVMContext of the pass running on this thread, for error reports.
    static CONTEXT: Cell<LLVMContextRef> = const { Cell::new(std::ptr::null_mut()) };
}

/// Runs `body` with `context` as the context error reports go through.
pub fn with_context<T>(context: LLVMContextRef, body: impl FnOnce() -> T) -> T {
    let outer = CONTEXT.with(|c| c.replace(context));
    let value = body();
    CONTEXT.with(|c| c.set(outer));
    value
}

static INSTALL_HOOK: Once = Once::new();

/// Replaces the default panic printout (a multi-line Rust message) with recording the
/// location; the guard prints the one-line report. Installed once per process.
pub fn install_panic_hook() {
    INSTALL_HOOK.call_once(|| {
        panic::set_hook(Box::new(|info| {
            let location = info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line()));
            LAST_PANIC.with(|slot| *slot.borrow_mut() = location);
        }));
    });
}

/// Runs `body` on the function named `function`; if it panics, prints `error: freqpath:
/// <pass>: internal error in function '<name>': <message> (<file>:<line>); function skipped,
/// IR unchanged` and returns `fallback`.
pub fn run_function_guarded<T>(
    pass: &str,
    function: &str,
    fallback: T,
    body: impl FnOnce() -> T,
) -> T {
    install_panic_hook();
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(payload) => {
            let mut line = format!(
                "{pass}: internal error in function '{function}': {}",
                panic_message(payload.as_ref())
            );
            if let Some(loc) = LAST_PANIC.with(|slot| slot.borrow_mut().take()) {
                line.push_str(&format!(" ({loc})"));
            }
            line.push_str("; function skipped, IR unchanged");
            report("error", &line);
            fallback
        }
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

/// Prints an LLVM-style diagnostic line on stderr: `<severity>: freqpath: <message>`. An
/// error also fails the run without stopping it (`ir::shim::report_error`): the other
/// functions are still processed, and opt, clang or lld ends with a failure status.
pub fn report(severity: &str, message: &str) {
    // Unit tests print only: failing the run would make the test program exit 1.
    if severity == "error" && !cfg!(test) {
        let context = CONTEXT.with(Cell::get);
        // SAFETY: the context is null or the live context of the running pass.
        unsafe { crate::ir::shim::report_error(context, &format!("freqpath: {message}")) };
        return;
    }
    let line = format!("{severity}: freqpath: {message}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_guard_names_the_function_and_returns_the_fallback() {
        let value = run_function_guarded("test-pass", "f", false, || -> bool { panic!("boom") });
        assert!(!value);
        assert!(run_function_guarded("test-pass", "g", false, || true));
    }
}
