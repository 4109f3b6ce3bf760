//! profi: LLVM 16's sample-profile inference — the text sample profile and its reader.

pub mod profile;
pub mod reader;
