//! profi: LLVM 16's sample-profile inference in pure Rust — the text sample profile and its
//! reader, and the flow inference (SampleProfileInference.{h,cpp}).

pub mod adjust;
pub mod cfg_counts;
pub mod error;
pub mod flow_function;
pub mod inference;
pub mod network;
pub mod params;
pub mod profile;
pub mod reader;

#[cfg(test)]
mod lit_cases;
