//! The passes' traces: a `log` backend writing `freqpath[LEVEL]: message` lines to stderr,
//! switched on by `FREQPATH_LOG` (`error`, `warn`, `info`, `debug` or `trace`; unset or
//! anything else: off). Traces are for developers following a decision (why a loop was
//! skipped, what the validator knew when it refused); users read `<stats>` and `error:` lines.

use std::io::Write;
use std::sync::Once;

use log::{Level, LevelFilter, Log, Metadata, Record};

struct StderrLog;

impl Log for StderrLog {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.level() <= log::max_level()
    }

    fn log(&self, record: &Record<'_>) {
        if self.enabled(record.metadata()) {
            let line = format!(
                "freqpath[{}]: {}\n",
                record.level().as_str().to_lowercase(),
                record.args()
            );
            let _ = std::io::stderr().write_all(line.as_bytes());
        }
    }

    fn flush(&self) {}
}

static LOGGER: StderrLog = StderrLog;
static INSTALL: Once = Once::new();

/// The level `FREQPATH_LOG` asks for.
fn requested(value: Option<&str>) -> LevelFilter {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("error") => LevelFilter::Error,
        Some("warn") => LevelFilter::Warn,
        Some("info") => LevelFilter::Info,
        Some("debug") => LevelFilter::Debug,
        Some("trace") => LevelFilter::Trace,
        _ => LevelFilter::Off,
    }
}

/// Installs the logger once per process when `FREQPATH_LOG` names a level (a host that
/// installed its own `log` backend keeps it).
pub fn install() {
    INSTALL.call_once(|| {
        let level = requested(std::env::var("FREQPATH_LOG").ok().as_deref());
        if level != LevelFilter::Off && log::set_logger(&LOGGER).is_ok() {
            log::set_max_level(level);
        }
    });
}

/// Whether traces at `level` are being written.
pub fn enabled(level: Level) -> bool {
    level <= log::max_level()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_by_name_and_off_otherwise() {
        assert_eq!(requested(Some("debug")), LevelFilter::Debug);
        assert_eq!(requested(Some("TRACE")), LevelFilter::Trace);
        assert_eq!(requested(Some("verbose")), LevelFilter::Off);
        assert_eq!(requested(None), LevelFilter::Off);
    }
}
