//! The evidence the predictor weighs: each [`Feature`] is a property of one successor edge
//! of a branch (Ball–Larus' heuristics, GCC's return and opcode predictors, and compare
//! patterns), found from the graph, the cycle forest, the post-dominator tree and the
//! block facts. A feature never names a function or a file.
//!
//! Every feature is stated for the edge it describes ("this edge leaves the loop", "along
//! this edge the compared pointer is null"); its measured hit rate in the table says how
//! often such an edge is the one taken. A property that holds on both edges of a two-way
//! branch cancels out when the evidence is combined, so no feature needs an "only one side"
//! rule.

use super::facts::{CallerVotes, Compare, IntPredicate, PredictBlockFacts, Returned, Rhs};
use crate::graph::cycles::CycleForest;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, Cfg};

macro_rules! features {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal,)*) => {
        /// A property of a successor edge that predicts whether it is taken.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Feature {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Feature {
            /// Every feature, in table order.
            pub const ALL: &'static [Feature] = &[$(Feature::$variant,)*];
            // `predict::combine` keeps a feature set in a 64-bit mask.
            const _FITS_A_MASK: () = assert!(Self::ALL.len() <= 64);

            /// The name used in tables and `<explain>` output.
            pub fn name(self) -> &'static str {
                match self {
                    $(Feature::$variant => $name,)*
                }
            }

            /// The feature called `name`.
            pub fn from_name(name: &str) -> Option<Feature> {
                match name {
                    $($name => Some(Feature::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

features! {
    /// The edge goes back to an entry of a cycle containing the branch.
    LoopBack = "loop-back",
    /// The edge leaves the branch's innermost cycle from its header or from a latch (a
    /// block with an edge back to the header): the loop's own test.
    LoopExit = "loop-exit",
    /// The edge leaves the branch's innermost cycle from elsewhere in its body (a `break`,
    /// a `return` or a found-it exit of a search loop).
    LoopBreak = "loop-break",
    /// The edge enters a cycle, directly or through a block that only jumps there (a
    /// preheader): the branch guards a loop.
    LoopEnter = "loop-enter",
    /// The target post-dominates the branch: the edge skips the conditional code.
    Skip = "skip",
    /// The target (not post-dominating the branch) calls a function.
    Call = "call",
    /// The target (not post-dominating the branch) stores to non-local memory.
    Store = "store",
    /// The target (not post-dominating the branch) passes a constant string to a call: an
    /// error, warning or trace message.
    Message = "message",
    /// The target has three or more predecessors and does not post-dominate the branch: a
    /// shared error or cleanup label (`goto fail`).
    SharedTarget = "shared-target",
    /// The target is the next block in layout order (source order, as the front end
    /// emitted it).
    NextBlock = "next-block",
    /// The edge is the default of a `switch` whose cases each have a destination of their
    /// own: a dispatch, where every case names a kind of input it expects.
    SwitchDefault = "switch-default",
    /// The edge is the default of a `switch` in which several case values share a
    /// destination: a test of a value against a class of values (SimplifyCFG's switch from
    /// an `||` chain of compares, a character-class test), where the values named are the
    /// exceptions and the default is the common path.
    SwitchDefaultGrouped = "switch-default-grouped",
    /// The edge leads straight to `ret void`.
    ReturnVoid = "ret-void",
    /// The edge leads straight to returning a negative constant.
    ReturnNegative = "ret-negative",
    /// The edge leads straight to returning zero or null.
    ReturnZero = "ret-zero",
    /// The edge leads straight to returning another constant.
    ReturnConstant = "ret-constant",
    /// The edge leads straight to returning a computed value.
    ReturnComputed = "ret-computed",
    /// The target (not post-dominating the branch) uses an operand of the compare.
    Guard = "guard",
    /// The true edge of a conditional branch.
    TrueEdge = "true-edge",
    /// Along this edge the compared pointer is null.
    PointerNull = "ptr-null",
    /// Along this edge two compared pointers are equal.
    PointerEqual = "ptr-equal",
    /// Along this edge an integer is zero.
    IntZero = "int-zero",
    /// Along this edge a call's integer result is zero.
    CallResultZero = "call-zero",
    /// Along this edge an integer equals a non-zero constant.
    IntEqualConstant = "int-eq-const",
    /// Along this edge an integer of at most 8 bits (a flag, a character) equals a non-zero
    /// constant.
    NarrowEqualConstant = "narrow-eq-const",
    /// Along this edge a struct field (a type tag, a kind, a state) equals a non-zero
    /// constant: a dispatch on what an object is, where a character or an array element
    /// would be a search.
    FieldEqualConstant = "field-eq-const",
    /// Along this edge two computed integers are equal.
    IntEqualValue = "int-eq-value",
    /// Along this edge an integer is negative.
    IntNegative = "int-negative",
    /// Along this edge an integer is zero or negative.
    IntNonPositive = "int-nonpositive",
    /// Along this edge an integer is below a (signed) constant other than 0 and 1.
    IntBelowConstant = "int-below-const",
    /// Along this edge an integer is below an unsigned constant (a range check passes).
    UnsignedBelowConstant = "uint-below-const",
    /// Along this edge a single-bit flag is set.
    BitSet = "bit-set",
    /// Along this edge two floating-point values are equal.
    FloatEqual = "fp-equal",
    /// Along this edge a floating-point compare is unordered (a NaN).
    FloatUnordered = "fp-unordered",
    /// The branch tests a parameter against a constant, and at least half of the function's
    /// call sites pass constants, most of which send the branch along this edge: a mode or
    /// flag argument the callers fix (interprocedural constant propagation as a vote).
    CallerConstant = "caller-constant",
}

/// One piece of evidence: `feature` holds on successor edge `edge` of the branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evidence {
    pub edge: u32,
    pub feature: Feature,
}

/// What the features read about a function.
pub struct Inputs<'a> {
    pub cfg: &'a Cfg,
    pub forest: &'a CycleForest,
    pub pdt: &'a PostDominatorTree,
    pub facts: &'a crate::graph::BlockMap<PredictBlockFacts>,
}

impl Inputs<'_> {
    /// Appends the evidence for every successor edge of `b` (which has two or more) to `out`.
    pub fn evidence(&self, b: Block, out: &mut Vec<Evidence>) {
        let succs = self.cfg.succs(b);
        let f = &self.facts[b];
        // Asked once per block, not per exiting edge: a switch with N exits would make it
        // O(N^2) (is_loop_test scans b's successors).
        let mut loop_test = None;
        for (i, &s) in succs.iter().enumerate() {
            let mut add = |feature| {
                out.push(Evidence {
                    edge: i as u32,
                    feature,
                })
            };
            if self.is_back_edge(b, s) {
                add(Feature::LoopBack);
            }
            if self.leaves_cycle(b, s) {
                add(if *loop_test.get_or_insert_with(|| self.is_loop_test(b)) {
                    Feature::LoopExit
                } else {
                    Feature::LoopBreak
                });
            }
            if s.index() == b.index() + 1 {
                add(Feature::NextBlock);
            }
            if i == 0 && f.is_switch {
                add(if cases_share_destination(&succs[1..]) {
                    Feature::SwitchDefaultGrouped
                } else {
                    Feature::SwitchDefault
                });
            }
            if self.enters_cycle(b, s)
                || matches!(self.cfg.succs(s), [t] if self.enters_cycle(s, *t))
            {
                add(Feature::LoopEnter);
            }
            let skip = s != b && self.pdt.post_dominates(s, b);
            if skip {
                add(Feature::Skip);
            } else {
                let target = &self.facts[s];
                if target.has_call {
                    add(Feature::Call);
                }
                if target.has_store {
                    add(Feature::Store);
                }
                if target.has_message_call {
                    add(Feature::Message);
                }
                if self.cfg.preds(s).len() >= 3 {
                    add(Feature::SharedTarget);
                }
                if succs.len() == 2 && f.guard_uses[i] {
                    add(Feature::Guard);
                }
            }
            if let Some(Some(r)) = f.edge_returns.get(i) {
                add(match r {
                    Returned::Void => Feature::ReturnVoid,
                    Returned::Negative => Feature::ReturnNegative,
                    Returned::Zero => Feature::ReturnZero,
                    Returned::OtherConstant => Feature::ReturnConstant,
                    Returned::Computed => Feature::ReturnComputed,
                });
            }
        }
        if succs.len() == 2 && f.compare != Compare::None {
            out.push(Evidence {
                edge: 0,
                feature: Feature::TrueEdge,
            });
            if let Some((edge, feature)) = compare_pattern(f.compare) {
                out.push(Evidence { edge, feature });
            }
        }
        if succs.len() == 2 {
            if let Some(edge) = f.callers.and_then(caller_choice) {
                out.push(Evidence {
                    edge,
                    feature: Feature::CallerConstant,
                });
            }
        }
    }

    /// `s` is an entry of a cycle that contains `b`. The cycles `s` enters are a chain from
    /// its innermost cycle outwards, and the cycles containing both blocks are an outward
    /// chain too, so they meet exactly when the outermost cycle `s` enters contains `b`.
    fn is_back_edge(&self, b: Block, s: Block) -> bool {
        self.forest
            .outermost_entered(s)
            .is_some_and(|top| self.forest.contains_block(top, b))
    }

    /// `b` is the header of its innermost cycle or has an edge back to an entry of it.
    fn is_loop_test(&self, b: Block) -> bool {
        let Some(c) = self.forest.innermost(b) else {
            return false;
        };
        self.forest.is_entry(c, b)
            || self
                .cfg
                .succs(b)
                .iter()
                .any(|&s| self.forest.is_entry(c, s))
    }

    /// `b`'s innermost cycle does not contain `s`.
    fn leaves_cycle(&self, b: Block, s: Block) -> bool {
        self.forest
            .innermost(b)
            .is_some_and(|c| !self.forest.contains_block(c, s))
    }

    /// `s`'s innermost cycle does not contain `b`.
    fn enters_cycle(&self, b: Block, s: Block) -> bool {
        self.forest
            .innermost(s)
            .is_some_and(|c| !self.forest.contains_block(c, b))
    }
}

/// Two of a switch's case edges go to the same block. Quadratic in the case count only up
/// to a small bound; beyond it a sort decides.
fn cases_share_destination(cases: &[Block]) -> bool {
    if cases.len() <= 16 {
        return cases
            .iter()
            .enumerate()
            .any(|(i, c)| cases[i + 1..].contains(c));
    }
    let mut sorted = cases.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).any(|w| w[0] == w[1])
}

/// The edge most constant-passing callers choose, when at least half of all call sites pass
/// a constant and they do not split evenly.
fn caller_choice(c: CallerVotes) -> Option<u32> {
    let [a, b] = c.votes;
    let constant = u64::from(a) + u64::from(b);
    if a == b || 2 * constant < u64::from(c.sites) {
        return None;
    }
    Some(if a > b { 0 } else { 1 })
}

/// The compare pattern of a two-way branch: the edge along which the pattern's predicate
/// holds (0 = true edge) and the feature. Constants are read the way InstCombine leaves
/// them (`x >= 0` arrives as `x > -1`, `x <= 0` as `x < 1`).
pub fn compare_pattern(compare: Compare) -> Option<(u32, Feature)> {
    use IntPredicate::*;
    // Edge along which the compare is true / false.
    let (on_true, on_false) = (0, 1);
    match compare {
        Compare::None => None,
        Compare::FCmp {
            equality,
            unordered,
        } => {
            if let Some(eq) = equality {
                Some((if eq { on_true } else { on_false }, Feature::FloatEqual))
            } else {
                unordered.map(|u| (if u { on_true } else { on_false }, Feature::FloatUnordered))
            }
        }
        Compare::ICmp {
            pred,
            pointer: true,
            rhs,
            ..
        } => {
            let feature = if rhs == Rhs::Null {
                Feature::PointerNull
            } else {
                Feature::PointerEqual
            };
            match pred {
                Eq => Some((on_true, feature)),
                Ne => Some((on_false, feature)),
                _ => None,
            }
        }
        Compare::ICmp {
            pred,
            pointer: false,
            rhs,
            lhs_is_call,
            lhs_is_bit_test,
            narrow,
            lhs_is_field,
        } => {
            let equal_edge = match pred {
                Eq => Some(on_true),
                Ne => Some(on_false),
                _ => None,
            };
            match rhs {
                Rhs::Int(c) => {
                    if let Some(e) = equal_edge {
                        return Some(if c != 0 && lhs_is_field {
                            (e, Feature::FieldEqualConstant)
                        } else if c != 0 && narrow {
                            (e, Feature::NarrowEqualConstant)
                        } else if c != 0 {
                            (e, Feature::IntEqualConstant)
                        } else if lhs_is_bit_test {
                            // Equal to zero means the bit is clear.
                            (1 - e, Feature::BitSet)
                        } else if lhs_is_call {
                            (e, Feature::CallResultZero)
                        } else {
                            (e, Feature::IntZero)
                        });
                    }
                    // The edge along which `x < c` (or `x <= c`) holds.
                    let below = match pred {
                        Slt | Sle | Ult | Ule => on_true,
                        _ => on_false,
                    };
                    let signed = matches!(pred, Slt | Sle | Sgt | Sge);
                    if !signed {
                        return Some((below, Feature::UnsignedBelowConstant));
                    }
                    // Where the integer boundary lies: `x < bound` along `below`.
                    let bound = match pred {
                        Slt | Sge => c,
                        _ => c.saturating_add(1),
                    };
                    Some(match bound {
                        0 => (below, Feature::IntNegative),
                        1 => (below, Feature::IntNonPositive),
                        _ => (below, Feature::IntBelowConstant),
                    })
                }
                Rhs::Value | Rhs::OtherConstant | Rhs::Null => {
                    equal_edge.map(|e| (e, Feature::IntEqualValue))
                }
            }
        }
    }
}
