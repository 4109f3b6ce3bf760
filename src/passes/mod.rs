//! opt passes: name parsing, registration with LLVM, panic containment, and one module per
//! pass.

pub mod analyze;
pub mod annotate;
pub mod break_crit_edges;
pub mod fplicm;
pub mod guard;
pub mod latch_dup;
pub mod options;
pub mod pipeline;
pub mod print_bpi;
pub mod print_cycles;
pub mod profi;
pub mod registry;
pub mod trace;

pub use pipeline::{parse_function_pass, FunctionPass};
