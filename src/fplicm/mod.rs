//! Frequent-path LICM (docs/fplicm-design.md): loads that only rare paths of a loop may change are read
//! once before the loop and re-read after each rare write; with `-perf`, expensive chains
//! over them are hoisted too. Latch duplication and the translation validator (docs/fplicm-design.md §10)
//! check and sharpen the rewrite.

pub mod alias;
pub mod chains;
pub mod corrupt;
pub mod cost;
pub mod frequency;
pub mod frequent_path;
pub mod hoist;
pub mod latch_dup;
pub mod oracle;
pub mod plan;
pub mod ssa;
#[cfg(test)]
pub(crate) mod testing;
pub mod validate;
pub mod values;
