//! Per-block facts the static predictor reads beyond BranchProbabilityInfo's own
//! ([`crate::bpi::facts`]): calls, stores, returns, the compare a branch tests and where its
//! operands are used. `ir::predict_facts` fills them; tests build them by hand.

pub use crate::bpi::facts::IntPredicate;
use crate::graph::BlockMap;

/// What a path that ends in `ret` returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Returned {
    /// `ret void`.
    Void,
    /// A negative integer constant (an error code, by C convention).
    Negative,
    /// Zero, `null` or `false`.
    Zero,
    /// Any other constant.
    OtherConstant,
    /// A value computed at run time.
    Computed,
}

/// The right-hand side of an integer compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rhs {
    /// A constant integer (sign-extended, at most 64 bits wide).
    Int(i64),
    /// The `null` pointer.
    Null,
    /// Another constant (wide integer, constant expression, global address).
    OtherConstant,
    /// A value computed at run time.
    Value,
}

/// The condition of a conditional `br`, as far as the predictor's patterns care.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Compare {
    /// Not a conditional branch on a compare.
    #[default]
    None,
    ICmp {
        pred: IntPredicate,
        /// Operand 0 is a pointer.
        pointer: bool,
        rhs: Rhs,
        /// Operand 0 is the result of a call (a status code, a lookup).
        lhs_is_call: bool,
        /// Operand 0 is `and x, C` with C a power of two (a flag test).
        lhs_is_bit_test: bool,
        /// Operand 0 is an integer of at most 8 bits (a tag, a flag, a character).
        narrow: bool,
        /// Operand 0 is loaded from a struct field (through at most one mask or width
        /// change): a type tag, a kind or a state, not an array or string element.
        lhs_is_field: bool,
    },
    FCmp {
        /// The predicate holds when the operands are equal and ordered (`oeq ueq oge ole
        /// uge ule`), or is `one`/`une` (inequality).
        equality: Option<bool>,
        /// `uno` (true when a NaN is involved) or `ord`: `Some(true)` for `uno`.
        unordered: Option<bool>,
    },
}

/// Everything the predictor needs to know about one block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PredictBlockFacts {
    /// Calls a function that is not an intrinsic.
    pub has_call: bool,
    /// Stores to memory that is not a local `alloca` (of this function).
    pub has_store: bool,
    /// Calls a function with a constant string (a constant global byte array) as an
    /// argument: a message, which in C means an error, a warning or a trace.
    pub has_message_call: bool,
    /// The block ends in a `switch` (its first successor edge is the default).
    pub is_switch: bool,
    /// For a two-way `br` on a compare: the compare.
    pub compare: Compare,
    /// Per successor edge of a two-way `br`: a non-constant operand of the compare is used
    /// in that successor (Ball–Larus' guard heuristic).
    pub guard_uses: [bool; 2],
    /// For a two-way `br` on `icmp P, C` where `P` is a parameter of the function (or a
    /// parameter masked by `and P, M`) and `C` an integer constant: what the callers pass.
    pub callers: Option<CallerVotes>,
    /// Per successor edge: what the function returns when the edge leads straight to a
    /// `ret` (the successor returns, or jumps unconditionally to a block that does; a `phi`
    /// there is read for the incoming edge).
    pub edge_returns: Vec<Option<Returned>>,
}

/// How a function's callers steer a branch on one of its parameters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallerVotes {
    /// Per successor edge: the direct call sites whose constant argument sends the branch
    /// along that edge.
    pub votes: [u32; 2],
    /// Every use of the function: direct call sites (constant argument or not) and uses that
    /// let its address escape (callers nobody can see).
    pub sites: u32,
}

/// Predictor facts for every block of a function.
pub type FunctionPredictFacts = BlockMap<PredictBlockFacts>;
