//! LLVM 16's BranchProbabilityInfo cascade on a dense graph plus per-block facts.

pub mod facts;
pub mod loops;
