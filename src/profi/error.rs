//! Why flow inference refused a function.

use crate::graph::min_cost_flow::FlowError;
use std::fmt;

/// An input LLVM would mishandle (overflow, out-of-range ids) or a solver failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InferenceError {
    /// More blocks than [`crate::profi::flow_function::MAX_BLOCKS`].
    TooManyBlocks(usize),
    /// More jumps than the solver's arc numbering allows.
    TooManyJumps(usize),
    /// A jump or the entry names a block that does not exist.
    BlockOutOfRange {
        block: u32,
        num_blocks: usize,
    },
    /// A successor row names a block that does not exist.
    SuccessorOutOfRange {
        block: crate::graph::Block,
        successor: crate::graph::Block,
    },
    /// One weight per block is needed.
    WeightCountMismatch {
        blocks: usize,
        weights: usize,
    },
    Flow(FlowError),
}

impl fmt::Display for InferenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InferenceError::TooManyBlocks(n) => write!(f, "profi: {n} blocks is too many"),
            InferenceError::TooManyJumps(n) => write!(f, "profi: {n} jumps is too many"),
            InferenceError::BlockOutOfRange { block, num_blocks } => {
                write!(f, "profi: block {block} out of range ({num_blocks} blocks)")
            }
            InferenceError::SuccessorOutOfRange { block, successor } => {
                write!(
                    f,
                    "profi: block {block} has successor {successor} out of range"
                )
            }
            InferenceError::WeightCountMismatch { blocks, weights } => {
                write!(f, "profi: {weights} weights for {blocks} blocks")
            }
            InferenceError::Flow(e) => write!(f, "profi: {e}"),
        }
    }
}

impl std::error::Error for InferenceError {}

impl From<FlowError> for InferenceError {
    fn from(e: FlowError) -> Self {
        InferenceError::Flow(e)
    }
}
