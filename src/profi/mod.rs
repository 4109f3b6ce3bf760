//! profi: LLVM 16's sample-profile loader with profi in pure Rust — the text sample profile
//! and its reader, the loader (function order, block weights, merges of not-inlined
//! instances, write-back plan), the flow inference (SampleProfileInference.{h,cpp}), and
//! freqpath's own likelihood-based inference for the `quality` mode.

pub mod adjust;
pub mod block_weights;
pub mod cfg_counts;
pub mod error;
pub mod flow_function;
pub mod function_facts;
pub mod function_order;
pub mod inference;
pub mod loader;
pub mod md5;
pub mod network;
pub mod params;
pub mod profile;
pub mod quality;
pub mod reader;
pub mod write_back;

#[cfg(test)]
mod lit_cases;
