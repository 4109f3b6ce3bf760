//! Edit plans: what a transform will change, as pure data. A transform computes an
//! [`plan::EditPlan`] from the graph and whatever instruction-level model it needs; the
//! plan's meaning is [`plan::EditPlan::apply_to`] (in [`target`]), the function it produces;
//! `ir::apply` writes it in place through an undo log and, when checking, requires the IR it
//! wrote to read back equal to that function.

pub mod critical_edges;
pub mod model;
pub mod opcode;
pub mod plan;
pub mod target;
