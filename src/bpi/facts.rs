//! Per-block facts the branch-probability cascade reads, extracted once from the IR.
//!
//! These are plain data: the `ir` module fills them, the heuristics consume them, and unit
//! tests can build them by hand next to an edge-list graph.

pub use crate::edit::opcode::{FloatPredicate, IntPredicate};
use crate::graph::{Block, BlockMap};

/// The kind of a block's terminator, as far as the cascade cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Terminator {
    /// `br` (conditional or not).
    Br,
    Switch,
    IndirectBr,
    Invoke,
    CallBr,
    Unreachable,
    /// `ret`, `resume`, `cleanupret`, `catchret`, `catchswitch` and anything else.
    #[default]
    Other,
}

impl Terminator {
    /// Terminators whose `!prof branch_weights` BPI reads (LLVM `calcMetadataWeights`).
    pub fn takes_branch_weights(self) -> bool {
        matches!(
            self,
            Terminator::Br
                | Terminator::Switch
                | Terminator::IndirectBr
                | Terminator::Invoke
                | Terminator::CallBr
        )
    }
}

/// What the right-hand constant of an integer compare is (LLVM's `GetConstantInt` in
/// `calcZeroHeuristics`: a `ConstantInt`, or a `bitcast` instruction of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstClass {
    Zero,
    One,
    MinusOne,
    Other,
}

/// The condition of a conditional `br`, reduced to what the pointer, zero and floating-point
/// heuristics test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Condition {
    /// Not a conditional branch on a compare instruction.
    #[default]
    None,
    ICmp {
        pred: IntPredicate,
        /// Operand 0 has (scalar) pointer type.
        lhs_is_pointer: bool,
        /// Class of operand 1 if it is an integer constant (or a bitcast of one).
        rhs: Option<ConstClass>,
        /// Operand 0 is `and X, C` with C a power of two (single-bit mask).
        lhs_single_bit_and: bool,
        /// Operand 0 is a direct call of strcmp, strncmp, strcasecmp, strncasecmp, memcmp
        /// or bcmp (matched by name, as LLVM 16's `getLibFunc` does).
        lhs_compare_libcall: bool,
    },
    FCmp {
        pred: FloatPredicate,
    },
}

/// One PHI node of the web `computeUnlikelySuccessors` walks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhiNode {
    pub block: Block,
    /// Incoming (block, value) pairs in operand order; the value is the one LLVM's
    /// `getIncomingValueForBlock` returns (the first entry for that block).
    pub incoming: Vec<(Block, Incoming)>,
}

/// An incoming value of a [`PhiNode`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// Another PHI of the web (index into [`UnlikelyPattern::phis`]).
    Phi(u32),
    /// A constant arriving from a successor of the branch block: what the compare folds to
    /// (`Some(false)` zero, `Some(true)` one, `None` neither).
    Folded(Option<bool>),
    /// Anything else: ignored.
    Other,
}

/// The shape `computeUnlikelySuccessors` recognises: the branch compares a chain of binary
/// operators with constant right operands, rooted at a PHI, against a constant. The chain's
/// links lie in the loop whenever the root PHI does (`ir::facts::unlikely_pattern` says why),
/// so only the PHI web is kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnlikelyPattern {
    /// The PHI web; `phis[0]` is the chain's root PHI.
    pub phis: Vec<PhiNode>,
}

/// Everything the cascade needs to know about one block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockFacts {
    pub terminator: Terminator,
    /// Ends in `unreachable`, or in `ret` right after a call of
    /// `@llvm.experimental.deoptimize` (LLVM `getTerminatingDeoptimizeCall`).
    pub ends_unreachable_or_deopt: bool,
    /// Contains a `call` (not invoke/callbr) with the `noreturn` function attribute.
    pub has_noreturn_call: bool,
    /// Contains a `call` with the `cold` function attribute.
    pub has_cold_call: bool,
    /// Valid `!prof branch_weights` (one u32 per successor), when the terminator takes them.
    pub branch_weights: Option<Vec<u32>>,
    pub condition: Condition,
    /// Present when the branch matches the `computeUnlikelySuccessors` shape.
    pub unlikely: Option<UnlikelyPattern>,
}

/// Facts for every block of a function.
pub type FunctionFacts = BlockMap<BlockFacts>;

/// Where `computeUnlikelySuccessors` may look for the branch of a block: its loop. The IR
/// side stops walking the compare's operand chain and PHI web at the loop's boundary, as LLVM
/// does, so the extracted pattern costs no more than LLVM's own walk.
pub trait UnlikelyScope {
    /// Whether `b` is inside a loop (the pattern is examined only there).
    fn has_scope(&self, b: Block) -> bool;
    /// Whether block `x` is inside `b`'s loop.
    fn in_scope(&self, b: Block, x: Block) -> bool;
}
