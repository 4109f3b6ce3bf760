//! The per-branch steps of LLVM 16's cascade: metadata, estimated weights, pointer, zero
//! (with the string-compare library calls), floating point. Each returns the probabilities of
//! the block's successor edges, or `None` to let the next step try.

use super::estimate::{weight, Estimate, Estimates};
use super::facts::{
    BlockFacts, Condition, ConstClass, FloatPredicate, Incoming, IntPredicate, UnlikelyPattern,
};
use super::loops::{is_exiting, LoopModel};
use crate::graph::{Block, Cfg};
use crate::prob::{divide_nearest, BranchProbability as Prob};

/// LLVM's `LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT`: the assumed trip count, 124 / 4 = 31.
pub const TRIP_COUNT: u32 = 124 / 4;

/// Why one successor edge got its estimated weight.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EdgeEstimate {
    /// The weight the edge read, if any (before scaling), and the seed behind it.
    pub read: Option<Estimate>,
    /// The edge leaves a loop: weight divided by the trip count.
    pub exit_scaled: bool,
    /// `computeUnlikelySuccessors` marked the target: weight halved.
    pub unlikely: bool,
    /// The final weight the probability was computed from (`value / total`).
    pub value: u32,
}

/// LLVM `calcMetadataWeights`: writes the probabilities of `b`'s edges to `out` and returns
/// whether some successor is unreachable (its estimated edge weight is zero), which triggers
/// LLVM's cap.
pub fn metadata(
    cfg: &Cfg,
    facts: &BlockFacts,
    model: &impl LoopModel,
    est: &Estimates,
    b: Block,
    out: &mut [Prob],
) -> Option<bool> {
    let weights = facts.branch_weights.as_ref()?;
    if weights.len() != cfg.succs(b).len() {
        return None;
    }
    let unreachable = unreachable_successors(cfg, model, est, b);
    let (probs, capped) = read_branch_weights(weights, &unreachable);
    out.copy_from_slice(&probs);
    Some(capped)
}

/// Which successor edges of `b` have estimated weight zero (LLVM treats them as unreachable
/// when reading branch weights).
pub fn unreachable_successors(
    cfg: &Cfg,
    model: &impl LoopModel,
    est: &Estimates,
    b: Block,
) -> Vec<bool> {
    let src = model.loop_of(b);
    cfg.succs(b)
        .iter()
        .map(|&s| {
            est.edge(model, src, s)
                .is_some_and(|e| e.weight == weight::UNREACHABLE)
        })
        .collect()
}

/// How LLVM 16 turns `branch_weights` into probabilities (the arithmetic of
/// `calcMetadataWeights`): weights summing past 32 bits are divided down, an all-zero (or
/// all-unreachable) list becomes uniform, and when some successors are unreachable their
/// probabilities are capped at 1/2^31 and the rest is shared among the reachable ones in
/// proportion. The flag says whether the cap step ran.
pub fn read_branch_weights(weights: &[u32], unreachable: &[bool]) -> (Vec<Prob>, bool) {
    let mut weights = weights.to_vec();
    let mut sum: u64 = weights.iter().map(|&w| w as u64).sum();
    let any_reachable = unreachable.iter().any(|&u| !u);
    let any_unreachable = unreachable.iter().any(|&u| u);
    if sum > u32::MAX as u64 {
        let factor = sum / u32::MAX as u64 + 1;
        sum = 0;
        for w in weights.iter_mut() {
            *w = (*w as u64 / factor) as u32;
            sum += *w as u64;
        }
    }
    if sum == 0 || !any_reachable {
        weights.iter_mut().for_each(|w| *w = 1);
        sum = weights.len() as u64;
    }
    let mut probs: Vec<Prob> = weights.iter().map(|&w| Prob::new(w, sum as u32)).collect();
    if !any_unreachable || !any_reachable {
        return (probs, false);
    }
    let cap = Prob::raw(1);
    let mut new_unreachable = Prob::zero();
    let mut old_reachable = Prob::zero();
    for (p, &u) in probs.iter_mut().zip(unreachable) {
        if u {
            if cap < *p {
                *p = cap;
            }
            new_unreachable += *p;
        } else {
            old_reachable += *p;
        }
    }
    let new_reachable = Prob::one() - new_unreachable;
    if old_reachable != new_reachable {
        let reachable_count = unreachable.iter().filter(|&&u| !u).count() as u32;
        for (p, &u) in probs.iter_mut().zip(unreachable) {
            if u {
                continue;
            }
            *p = if old_reachable.is_zero() {
                new_reachable.div_u32(reachable_count)
            } else {
                let scaled = new_reachable.numerator() as u64 * p.numerator() as u64;
                Prob::raw(divide_nearest(scaled, old_reachable.numerator() as u64) as u32)
            };
        }
    }
    (probs, true)
}

/// LLVM `computeUnlikelySuccessors` on the pre-extracted pattern: successors that, by the
/// constant a PHI receives from them, make the branch go the other way next time.
pub fn unlikely_successors<M: LoopModel>(
    cfg: &Cfg,
    model: &M,
    scope: M::Loop,
    b: Block,
    pattern: &UnlikelyPattern,
) -> Vec<Block> {
    let mut unlikely = Vec::new();
    let succs = cfg.succs(b);
    if succs.len() < 2
        || pattern.phis.is_empty()
        || !model.contains_block(scope, pattern.phis[0].block)
    {
        return unlikely;
    }
    let mut visited = vec![false; pattern.phis.len()];
    let mut work = vec![0u32];
    visited[0] = true;
    while let Some(p) = work.pop() {
        for &(from, incoming) in &pattern.phis[p as usize].incoming {
            if !model.contains_block(scope, from) {
                continue;
            }
            match incoming {
                Incoming::Phi(q) if !visited[q as usize] => {
                    visited[q as usize] = true;
                    work.push(q);
                }
                Incoming::Folded(Some(false)) if from == succs[0] => unlikely.push(from),
                Incoming::Folded(Some(true)) if from == succs[1] => unlikely.push(from),
                _ => {}
            }
        }
    }
    unlikely
}

/// LLVM `calcEstimatedHeuristics`: successor weights from the estimates, loop exits divided by
/// the trip count, unlikely successors halved; declines (returns false) when nothing is known.
/// Writes the probabilities to `out` and each edge's reasons to `why`.
pub fn estimated(
    cfg: &Cfg,
    facts: &BlockFacts,
    model: &impl LoopModel,
    est: &Estimates,
    b: Block,
    out: &mut [Prob],
    why: &mut [EdgeEstimate],
) -> bool {
    let src = model.loop_of(b);
    let scope = model.unlikely_scope(b);
    let unlikely = match (scope, &facts.unlikely) {
        (Some(scope), Some(pattern)) => unlikely_successors(cfg, model, scope, b, pattern),
        _ => Vec::new(),
    };
    let succs = cfg.succs(b);
    let mut found = false;
    let mut total: u64 = 0;
    for (i, &s) in succs.iter().enumerate() {
        let read = est.edge(model, src, s);
        let mut w = read.map(|e| e.weight);
        let exit_scaled = is_exiting(model, src, model.loop_of(s)) && w != Some(weight::ZERO);
        if exit_scaled {
            w = Some((w.unwrap_or(weight::DEFAULT) / TRIP_COUNT).max(weight::LOWEST_NON_ZERO));
        }
        let is_unlikely = scope.is_some() && unlikely.contains(&s) && w != Some(weight::ZERO);
        if is_unlikely {
            w = Some((w.unwrap_or(weight::DEFAULT) / 2).max(weight::LOWEST_NON_ZERO));
        }
        found |= w.is_some();
        let value = w.unwrap_or(weight::DEFAULT);
        total += value as u64;
        why[i] = EdgeEstimate {
            read,
            exit_scaled,
            unlikely: is_unlikely,
            value,
        };
    }
    if !found || total == 0 {
        return false;
    }
    if total > u32::MAX as u64 {
        let factor = total / u32::MAX as u64 + 1;
        total = 0;
        for e in why.iter_mut() {
            e.value = ((e.value as u64 / factor) as u32).max(weight::LOWEST_NON_ZERO);
            total += e.value as u64;
        }
    }
    for (p, e) in out.iter_mut().zip(why.iter()) {
        *p = Prob::new(e.value, total as u32);
    }
    true
}

/// 62.5 % / 37.5 %: `BranchProbability(20, 32)` and `(12, 32)`, shared by the pointer, zero
/// and floating-point heuristics.
fn likely_unlikely(likely_first: bool) -> [Prob; 2] {
    let (taken, untaken) = (Prob::new(20, 32), Prob::new(12, 32));
    if likely_first {
        [taken, untaken]
    } else {
        [untaken, taken]
    }
}

/// LLVM `calcPointerHeuristics`: `p != q` is likely, `p == q` unlikely.
pub fn pointer(facts: &BlockFacts) -> Option<[Prob; 2]> {
    match facts.condition {
        Condition::ICmp {
            pred: IntPredicate::Ne,
            lhs_is_pointer: true,
            ..
        } => Some(likely_unlikely(true)),
        Condition::ICmp {
            pred: IntPredicate::Eq,
            lhs_is_pointer: true,
            ..
        } => Some(likely_unlikely(false)),
        _ => None,
    }
}

/// Which table `calcZeroHeuristics` used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZeroTable {
    LibCall,
    Zero,
    One,
    MinusOne,
}

/// LLVM `calcZeroHeuristics`: compares of a string/memory compare call's result, or against
/// 0, 1 or -1. A predicate missing from the chosen table gives nothing (no fall-through).
pub fn zero(facts: &BlockFacts) -> Option<([Prob; 2], ZeroTable)> {
    let Condition::ICmp {
        pred,
        rhs: Some(rhs),
        lhs_single_bit_and,
        lhs_compare_libcall,
        ..
    } = facts.condition
    else {
        return None;
    };
    if lhs_single_bit_and {
        return None;
    }
    use IntPredicate::*;
    let (likely_first, table) = if lhs_compare_libcall {
        let likely = match pred {
            Eq => false,
            Ne => true,
            _ => return None,
        };
        (likely, ZeroTable::LibCall)
    } else {
        match rhs {
            ConstClass::Zero => (
                match pred {
                    Eq | Slt => false,
                    Ne | Sgt => true,
                    _ => return None,
                },
                ZeroTable::Zero,
            ),
            ConstClass::One => (
                match pred {
                    Slt => false,
                    _ => return None,
                },
                ZeroTable::One,
            ),
            ConstClass::MinusOne => (
                match pred {
                    Eq => false,
                    Ne | Sgt => true,
                    _ => return None,
                },
                ZeroTable::MinusOne,
            ),
            ConstClass::Other => return None,
        }
    };
    Some((likely_unlikely(likely_first), table))
}

/// LLVM `calcFloatingPointHeuristics`. Equality predicates use `isTrueWhenEqual`, which among
/// fcmp predicates holds for UEQ (and UGE, ULE, TRUE), so `oeq`, `one` and `une` all make the
/// true edge likely and only `ueq` makes it unlikely; `ord`/`uno` use the 0xFFFFF:1 table.
pub fn floating_point(facts: &BlockFacts) -> Option<[Prob; 2]> {
    let Condition::FCmp { pred } = facts.condition else {
        return None;
    };
    use FloatPredicate::*;
    match pred {
        Oeq | One | Une => Some(likely_unlikely(true)),
        Ueq => Some(likely_unlikely(false)),
        Ord | Uno => {
            let ord = Prob::new(0xFFFFF, 0x100000);
            let uno = Prob::new(1, 0x100000);
            Some(if pred == Ord { [ord, uno] } else { [uno, ord] })
        }
        _ => None,
    }
}
