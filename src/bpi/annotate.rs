//! Branch weights that make LLVM 16 read back given probabilities exactly.
//!
//! `freqpath-annotate-bpi` writes our probabilities as `!prof branch_weights`. LLVM rounds
//! `weight * 2^31 / sum` per edge and, when some successor is unreachable by its own
//! estimates, caps and redistributes (see [`read_branch_weights`]). So weights are searched,
//! and every candidate is checked by running LLVM's reading rule on it; where no weights can
//! reproduce a value, the rule responsible is named.

use super::heuristics::read_branch_weights;
use crate::prob::BranchProbability as Prob;

const DENOMINATOR: u32 = Prob::DENOMINATOR;

/// An LLVM 16 rule that makes a probability vector impossible to reproduce with weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unrepresentable {
    /// A successor LLVM estimates as unreachable (weight 0) gets at most 1/2^31 from
    /// metadata (`calcMetadataWeights` caps it), but our probability is larger.
    UnreachableCap,
    /// The cap's proportional redistribution over reachable successors (`divideNearest`)
    /// moves the values and no weights undo it.
    UnreachableRedistribution,
    /// No stored probability and duplicate successors: LLVM's default rounds
    /// `count / n` once, while stored weights round each edge and sum them.
    DuplicateSuccessorDefault,
    /// The terminator cannot carry `branch_weights` (e.g. `catchswitch`).
    NoBranchWeights,
    /// Weights exist for no total we tried (the target is not a rounded distribution).
    NoWeights,
}

impl Unrepresentable {
    pub fn describe(self) -> &'static str {
        match self {
            Unrepresentable::UnreachableCap => {
                "calcMetadataWeights caps edges into unreachable code at 1/2^31"
            }
            Unrepresentable::UnreachableRedistribution => {
                "calcMetadataWeights redistributes around unreachable successors"
            }
            Unrepresentable::DuplicateSuccessorDefault => {
                "default probability of duplicate successors rounds count/n once"
            }
            Unrepresentable::NoBranchWeights => "terminator takes no branch_weights",
            Unrepresentable::NoWeights => "no integer weights round to these probabilities",
        }
    }
}

/// Weights that LLVM reads back as exactly `target`, given which successors LLVM considers
/// unreachable.
pub fn weights_for(target: &[Prob], unreachable: &[bool]) -> Result<Vec<u32>, Unrepresentable> {
    let reproduces = |w: &[u32]| read_branch_weights(w, unreachable).0 == target;
    let any_reachable = unreachable.iter().any(|&u| !u);
    if any_reachable {
        for (p, &u) in target.iter().zip(unreachable) {
            if u && p.numerator() > 1 {
                return Err(Unrepresentable::UnreachableCap);
            }
        }
    }
    // Numerators themselves: exact whenever they sum to 2^31.
    let direct: Vec<u32> = target.iter().map(|p| p.numerator()).collect();
    if reproduces(&direct) {
        return Ok(direct);
    }
    // Otherwise try totals S: each weight must lie in the interval of w with
    // round(w * 2^31 / S) == p, and the weights must add up to S.
    let n = target.len() as u64;
    let mut totals: Vec<u64> = Vec::new();
    for k in 0..=4 * n + 8 {
        totals.push(DENOMINATOR as u64 + k);
        totals.push((DENOMINATOR as u64).saturating_sub(k));
        totals.push(u32::MAX as u64 - k);
    }
    for total in totals {
        if let Some(w) = weights_with_total(target, total) {
            if reproduces(&w) {
                return Ok(w);
            }
        }
    }
    if unreachable.iter().any(|&u| u) && any_reachable {
        Err(Unrepresentable::UnreachableRedistribution)
    } else {
        Err(Unrepresentable::NoWeights)
    }
}

/// Integer weights summing to `total` with `Prob::new(w_i, total) == target_i`, if any.
fn weights_with_total(target: &[Prob], total: u64) -> Option<Vec<u32>> {
    if total == 0 || total > u32::MAX as u64 {
        return None;
    }
    let d = DENOMINATOR as u64;
    let half = total / 2;
    let mut lo = Vec::with_capacity(target.len());
    let mut hi = Vec::with_capacity(target.len());
    for p in target {
        // new(w, S) = floor((w * D + S/2) / S) == p  <=>  p*S <= w*D + S/2 <= p*S + S - 1.
        let p = p.numerator() as u64;
        let low = (p * total).saturating_sub(half).div_ceil(d);
        let high_num = (p * total + total - 1).checked_sub(half)?;
        let high = high_num / d;
        if low > high {
            return None;
        }
        lo.push(low);
        hi.push(high.min(u32::MAX as u64));
    }
    let sum_lo: u64 = lo.iter().sum();
    let sum_hi: u64 = hi.iter().sum();
    if total < sum_lo || total > sum_hi {
        return None;
    }
    let mut left = total - sum_lo;
    let mut w = lo;
    for (wi, &h) in w.iter_mut().zip(&hi) {
        let add = left.min(h - *wi);
        *wi += add;
        left -= add;
    }
    Some(w.into_iter().map(|x| x as u32).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn probs(raw: &[u32]) -> Vec<Prob> {
        raw.iter().map(|&n| Prob::raw(n)).collect()
    }

    #[test]
    fn numerators_summing_to_one_are_their_own_weights() {
        let target = probs(&[0x7c00_0000, 0x0400_0000]);
        assert_eq!(
            weights_for(&target, &[false, false]),
            Ok(vec![0x7c00_0000, 0x0400_0000])
        );
    }

    #[test]
    fn three_way_split_that_sums_past_one() {
        // BranchProbability(1, 3) three times sums to 2^31 + 1.
        let third = Prob::new(1, 3);
        let target = vec![third; 3];
        let w = weights_for(&target, &[false; 3]).unwrap();
        assert_eq!(read_branch_weights(&w, &[false; 3]).0, target);
    }

    #[test]
    fn zero_probability_edge_into_unreachable_code() {
        let target = probs(&[0, 0x8000_0000]);
        let w = weights_for(&target, &[true, false]).unwrap();
        assert_eq!(read_branch_weights(&w, &[true, false]).0, target);
    }

    #[test]
    fn large_probability_into_unreachable_code_is_capped() {
        let target = probs(&[0x4000_0000, 0x4000_0000]);
        assert_eq!(
            weights_for(&target, &[true, false]),
            Err(Unrepresentable::UnreachableCap)
        );
    }

    #[test]
    fn random_rounded_distributions_round_trip() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let n = 2 + (next() % 6) as usize;
            let raw: Vec<u32> = (0..n).map(|_| (next() % 0xFFFFF) as u32 + 1).collect();
            let total: u64 = raw.iter().map(|&w| w as u64).sum();
            let target: Vec<Prob> = raw.iter().map(|&w| Prob::new(w, total as u32)).collect();
            let w = weights_for(&target, &vec![false; n]).expect("rounded distributions fit");
            assert_eq!(read_branch_weights(&w, &vec![false; n]).0, target);
        }
    }
}
