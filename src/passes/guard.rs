//! Panic containment at every pass entry: a Rust panic must never unwind into `opt`.
//!
//! A panic inside a pass is caught, reported as one LLVM-style `error:` line, and the pass
//! returns without having changed the IR (passes compute everything before they write).

use std::cell::RefCell;
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Location of the last panic on this thread, recorded by the hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
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

/// Runs `body`; if it panics, prints `error: freqpath: <pass>: internal error: <message>
/// (<file>:<line>)` and returns `fallback`.
pub fn run_guarded<T>(pass: &str, fallback: T, body: impl FnOnce() -> T) -> T {
    install_panic_hook();
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".to_string());
            let location = LAST_PANIC.with(|slot| slot.borrow_mut().take());
            let mut line = format!("error: freqpath: {pass}: internal error: {message}");
            if let Some(loc) = location {
                line.push_str(&format!(" ({loc})"));
            }
            line.push_str("; IR left unchanged\n");
            let _ = std::io::stderr().write_all(line.as_bytes());
            fallback
        }
    }
}

/// Prints an LLVM-style diagnostic line on stderr: `<severity>: freqpath: <message>`.
pub fn report(severity: &str, message: &str) {
    let line = format!("{severity}: freqpath: {message}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panic_is_caught_and_fallback_returned() {
        let value = run_guarded("test-pass", 7, || -> i32 { panic!("on purpose") });
        assert_eq!(value, 7);
    }

    #[test]
    fn normal_result_passes_through() {
        assert_eq!(run_guarded("test-pass", 0, || 42), 42);
    }
}
