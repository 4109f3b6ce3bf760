//! The only place that talks to LLVM: extract a function's CFG and facts, write results back.
//!
//! Everything here works on raw `llvm-sys` handles (what inkwell wraps), because the plugin
//! needs a few things inkwell does not expose (successor lists, use lists) and because one
//! pass over the function with plain C calls is the cheapest way to build the dense graph.

pub mod analyses;
pub mod apply;
pub mod cfg;
pub mod facts;
pub mod model;
pub mod names;
pub mod opcode;
pub mod predict_facts;
pub mod profile_input;
pub mod ptr_index;
pub mod shim;
pub mod write;

pub use cfg::{extract_cfg, FunctionCfg, IrError};

pub use llvm_plugin::inkwell::llvm_sys;
