//! Edit plans: what a transform will change, as pure data. A transform computes an
//! [`plan::EditPlan`] from the graph and whatever instruction-level model it needs, the plan
//! is checked and its resulting CFG predicted in Rust, and `ir::apply` writes it into a copy
//! of the function that replaces the original only when complete, verified and equal to the
//! prediction.

pub mod critical_edges;
pub mod model;
pub mod opcode;
pub mod plan;
