//! profi: LLVM 16's sample-profile inference (SampleProfileInference.{h,cpp}) in pure Rust.

pub mod adjust;
pub mod cfg_counts;
pub mod error;
pub mod flow_function;
pub mod inference;
pub mod network;
pub mod params;

#[cfg(test)]
mod lit_cases;
