//! Branch weights that make LLVM 16 read back given probabilities exactly.
//!
//! `freqpath-annotate-bpi` writes our probabilities as `!prof branch_weights`. LLVM rounds
//! `weight * 2^31 / sum` per edge and, when some successor is unreachable by its own
//! estimates, caps and redistributes (see [`read_branch_weights`]). So weights are searched,
//! and every candidate is checked by running LLVM's reading rule on it; where no weights can
//! reproduce a value, the rule responsible is named.

use std::collections::BTreeMap;

use super::estimate::Estimates;
use super::heuristics::{read_branch_weights, unreachable_successors};
use super::loops::LoopModel;
use super::{BranchProbabilities, Decision, DestinationSums};
use crate::graph::{Block, Cfg};
use crate::prob::BranchProbability as Prob;

const DENOMINATOR: u32 = Prob::DENOMINATOR;

/// What annotating one function will write and what it cannot represent.
#[derive(Clone, Debug, Default)]
pub struct AnnotationPlan {
    /// `branch_weights` per block, one weight per successor edge.
    pub writes: Vec<(Block, Vec<u32>)>,
    /// Successor edges of the blocks in `writes`.
    pub edges: usize,
    /// Edges whose printed probability LLVM cannot be made to reproduce, by rule.
    pub unrepresentable: BTreeMap<Unrepresentable, usize>,
    /// (block, rule, edges) for each block with unrepresentable edges.
    pub blocked: Vec<(Block, Unrepresentable, usize)>,
}

/// LLVM's own view of the function, which decides how `branch_weights` read back: its
/// (legacy) loop model, its estimates (which successors it deems unreachable) and its own
/// answer where no weights can be attached.
pub struct LlvmView<'a, M: LoopModel> {
    pub model: &'a M,
    pub estimates: &'a Estimates,
    pub probabilities: &'a BranchProbabilities,
}

/// Plans the weights that make LLVM 16 read back `ours` on every block it computes and
/// `wanted` accepts, without touching the IR. `weights_of_metadata(b)` gives the block's
/// current `branch_weights`.
pub fn plan_annotation<'w, M: LoopModel>(
    cfg: &Cfg,
    ours: &BranchProbabilities,
    llvm: &LlvmView<'_, M>,
    weights_of_metadata: impl Fn(Block) -> Option<&'w [u32]>,
    takes_branch_weights: impl Fn(Block) -> bool,
    in_dominator_tree: impl Fn(Block) -> bool,
    wanted: impl Fn(Block) -> bool,
) -> AnnotationPlan {
    let mut plan = AnnotationPlan::default();
    let mut sums = DestinationSums::default();
    let (mut want, mut got) = (Vec::new(), Vec::new());
    for b in cfg.blocks() {
        let n = cfg.succs(b).len();
        if n < 2 || !in_dominator_tree(b) {
            continue; // LLVM computes nothing for these blocks.
        }
        if !wanted(b) {
            continue;
        }
        want.clear();
        sums.compute(cfg, ours, b, &mut want);
        if !takes_branch_weights(b) {
            got.clear();
            sums.compute(cfg, llvm.probabilities, b, &mut got);
            note(
                &mut plan,
                b,
                Unrepresentable::NoBranchWeights,
                differing(&want, &got),
            );
            continue;
        }
        if !ours.is_stored(b) && !llvm.probabilities.is_stored(b) {
            // Both answer with the default split: attaching weights could only perturb it
            // (duplicate successors round differently once stored), so leave the block alone.
            continue;
        }
        let target: Vec<Prob> = cfg
            .succ_edges(b)
            .map(|e| ours.probability(cfg, b, e))
            .collect();
        let unreachable = unreachable_successors(cfg, llvm.model, llvm.estimates, b);
        let hint: Option<Vec<u32>> = match ours.decisions[b] {
            Decision::Estimated => Some(
                cfg.edge_values(&ours.estimates, b)
                    .iter()
                    .map(|e| e.value)
                    .collect(),
            ),
            Decision::Metadata { .. } => weights_of_metadata(b).map(<[u32]>::to_vec),
            _ => None,
        };
        let (mut weights, rule) = match weights_for(&target, &unreachable, hint.as_deref()) {
            Ok(w) => (w, Unrepresentable::DuplicateSuccessorDefault),
            Err(rule) => (target.iter().map(|p| p.numerator()).collect(), rule),
        };
        let mut wrong = read_back_mismatches(cfg, b, &want, &weights, &unreachable, &mut sums);
        if wrong > 0 {
            // The printer sums duplicate edges per destination, so only the sums must match:
            // weights that spread each destination's probability over its edges and add up
            // to 2^31 are read back exactly.
            if let Some(w) = weights_by_destination(cfg, b, &want) {
                let w_wrong = read_back_mismatches(cfg, b, &want, &w, &unreachable, &mut sums);
                if w_wrong < wrong {
                    (weights, wrong) = (w, w_wrong);
                }
            }
        }
        note(&mut plan, b, rule, wrong);
        plan.edges += n;
        plan.writes.push((b, weights));
    }
    plan
}

/// Printed edges of `b` that would differ from `want` (ours, per destination) after LLVM
/// reads `weights`.
fn read_back_mismatches(
    cfg: &Cfg,
    b: Block,
    want: &[Prob],
    weights: &[u32],
    unreachable: &[bool],
    sums: &mut DestinationSums,
) -> usize {
    let read = read_branch_weights(weights, unreachable).0;
    let mut got = Vec::with_capacity(read.len());
    sums.sums(cfg, b, Some(&read), &mut got);
    differing(want, &got)
}

fn differing(want: &[Prob], got: &[Prob]) -> usize {
    want.iter().zip(got).filter(|(w, g)| w != g).count()
}

/// Weights giving each destination of `b` exactly its printed probability `printed` (per
/// edge, summed per destination) when those add up to 2^31: a destination reached by `c`
/// edges gets its probability split over them, the remainder on its first edge.
fn weights_by_destination(cfg: &Cfg, b: Block, printed: &[Prob]) -> Option<Vec<u32>> {
    let succs = cfg.succs(b);
    // Edges per destination, and each destination's first edge, in one pass.
    let mut first: std::collections::HashMap<Block, (usize, u32)> =
        std::collections::HashMap::with_capacity(succs.len());
    for (i, &s) in succs.iter().enumerate() {
        first.entry(s).or_insert((i, 0)).1 += 1;
    }
    let mut weights = vec![0u32; succs.len()];
    let mut total: u64 = 0;
    for (i, &s) in succs.iter().enumerate() {
        let (head, count) = first[&s];
        let p = printed[i].numerator();
        let share = p / count;
        weights[i] = share;
        if head == i {
            total += p as u64;
            weights[i] += p - share * count;
        }
    }
    (total == DENOMINATOR as u64).then_some(weights)
}

fn note(plan: &mut AnnotationPlan, b: Block, rule: Unrepresentable, edges: usize) {
    if edges > 0 {
        *plan.unrepresentable.entry(rule).or_default() += edges;
        plan.blocked.push((b, rule, edges));
    }
}

/// An LLVM 16 rule that makes a probability vector impossible to reproduce with weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Unrepresentable {
    /// A successor LLVM estimates as unreachable (weight 0) gets at most 1/2^31 from
    /// metadata (`calcMetadataWeights` caps it), but our probability is larger.
    UnreachableCap,
    /// The cap's proportional redistribution over reachable successors (`divideNearest`)
    /// moves the values and no weights undo it.
    UnreachableRedistribution,
    /// Duplicate successors: LLVM rounds each stored edge and prints the per-destination
    /// sum, and no weights hit every destination's printed value (typically our default
    /// `count / n`, rounded once, where those do not add up to exactly one).
    DuplicateSuccessorDefault,
    /// Every successor is unreachable by LLVM's estimates, so `calcMetadataWeights` replaces
    /// any weights by a uniform split.
    AllUnreachable,
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
                "duplicate successors: stored weights round per edge, printed sums per destination"
            }
            Unrepresentable::AllUnreachable => {
                "calcMetadataWeights ignores weights when every successor is unreachable"
            }
            Unrepresentable::NoBranchWeights => "terminator takes no branch_weights",
            Unrepresentable::NoWeights => "no integer weights round to these probabilities",
        }
    }
}

/// Weights that LLVM reads back as exactly `target`, given which successors LLVM considers
/// unreachable. `hint` is the weight vector the probabilities were computed from, if any (the
/// estimated heuristic and `branch_weights` both round `w_i * 2^31 / sum` exactly as LLVM's
/// reader does, so it is the first thing to try).
pub fn weights_for(
    target: &[Prob],
    unreachable: &[bool],
    hint: Option<&[u32]>,
) -> Result<Vec<u32>, Unrepresentable> {
    let reproduces = |w: &[u32]| read_branch_weights(w, unreachable).0 == target;
    let any_reachable = unreachable.iter().any(|&u| !u);
    if any_reachable {
        for (p, &u) in target.iter().zip(unreachable) {
            if u && p.numerator() > 1 {
                return Err(Unrepresentable::UnreachableCap);
            }
        }
    }
    if let Some(h) = hint {
        if h.len() == target.len() && reproduces(h) {
            return Ok(h.to_vec());
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
    // Small totals first: a split that came from small weights (1:1:1, 2:1, ...) is
    // reproduced by those weights and by no total near 2^31.
    let mut totals: Vec<u64> = (1..=64).collect();
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
    if let Some(w) = weights_through_redistribution(target, unreachable) {
        if reproduces(&w) {
            return Ok(w);
        }
    }
    if !any_reachable && target.iter().any(|p| *p != target[0]) {
        return Err(Unrepresentable::AllUnreachable);
    }
    if unreachable.iter().any(|&u| u) && any_reachable {
        Err(Unrepresentable::UnreachableRedistribution)
    } else {
        Err(Unrepresentable::NoWeights)
    }
}

/// Weights for a target that LLVM can only reach through its cap-and-redistribute step:
/// the reachable edges are given probabilities `r` (weights summing to 2^31 make them
/// exact) that `divideNearest(New * r_i, Old)` maps onto the target, and one unreachable
/// edge whose target is 1/2^31 takes the slack (the cap brings it back to 1/2^31).
fn weights_through_redistribution(target: &[Prob], unreachable: &[bool]) -> Option<Vec<u32>> {
    let d = DENOMINATOR as u64;
    let slack_edge = (0..target.len()).find(|&i| unreachable[i] && target[i].numerator() == 1)?;
    if target
        .iter()
        .zip(unreachable)
        .any(|(p, &u)| u && p.numerator() > 1)
    {
        return None;
    }
    let capped: u64 = target
        .iter()
        .zip(unreachable)
        .filter(|(_, &u)| u)
        .map(|(p, _)| p.numerator() as u64)
        .sum();
    let new = d - capped;
    let reachable: Vec<usize> = (0..target.len()).filter(|&i| !unreachable[i]).collect();
    let ones = unreachable
        .iter()
        .zip(target)
        .filter(|(&u, p)| u && p.numerator() == 1)
        .count() as u64;
    // Old = sum of the reachable probabilities before redistribution; the other unreachable
    // edges with target 1 keep weight 1, the slack edge takes the rest of 2^31.
    for old in (new.saturating_sub(4 * target.len() as u64 + 8)..=d - ones).rev() {
        let half = old / 2;
        let mut r = Vec::with_capacity(reachable.len());
        let (mut lo_sum, mut hi_sum) = (0u64, 0u64);
        for &i in &reachable {
            let t = target[i].numerator() as u64;
            let lo = (t * old).saturating_sub(half).div_ceil(new);
            let hi = ((t + 1) * old - 1).checked_sub(half)? / new;
            if lo > hi {
                r.clear();
                break;
            }
            r.push((lo, hi));
            lo_sum += lo;
            hi_sum += hi;
        }
        if r.len() != reachable.len() || old < lo_sum || old > hi_sum {
            continue;
        }
        let mut w = vec![0u64; target.len()];
        let mut left = old - lo_sum;
        for (&i, &(lo, hi)) in reachable.iter().zip(&r) {
            let add = left.min(hi - lo);
            w[i] = lo + add;
            left -= add;
        }
        for i in 0..target.len() {
            if unreachable[i] && target[i].numerator() == 1 && i != slack_edge {
                w[i] = 1;
            }
        }
        w[slack_edge] = d - old - (ones - 1);
        if w.iter().all(|&x| x <= u32::MAX as u64) {
            return Some(w.into_iter().map(|x| x as u32).collect());
        }
    }
    None
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
            weights_for(&target, &[false, false], None),
            Ok(vec![0x7c00_0000, 0x0400_0000])
        );
    }

    #[test]
    fn three_way_split_that_sums_past_one() {
        // BranchProbability(1, 3) three times sums to 2^31 + 1.
        let third = Prob::new(1, 3);
        let target = vec![third; 3];
        let w = weights_for(&target, &[false; 3], None).unwrap();
        assert_eq!(read_branch_weights(&w, &[false; 3]).0, target);
    }

    #[test]
    fn uniform_split_of_three_uses_small_weights() {
        let target = vec![Prob::new(1, 3); 3];
        let w = weights_for(&target, &[false; 3], None).unwrap();
        assert_eq!(read_branch_weights(&w, &[false; 3]).0, target);
    }

    #[test]
    fn zero_probability_edge_into_unreachable_code() {
        let target = probs(&[0, 0x8000_0000]);
        let w = weights_for(&target, &[true, false], None).unwrap();
        assert_eq!(read_branch_weights(&w, &[true, false]).0, target);
    }

    #[test]
    fn redistribution_target_found_through_slack_edge() {
        // Seen on a random CFG: LLVM sees successors 0 and 2 as unreachable.
        let target = probs(&[0, 405_635_800, 1, 1_515_169_016, 226_678_830]);
        let unreachable = [true, false, true, false, false];
        let w = weights_for(&target, &unreachable, None).expect("reachable through redistribution");
        assert_eq!(read_branch_weights(&w, &unreachable).0, target);
    }

    #[test]
    fn all_unreachable_successors_read_as_uniform() {
        let target = probs(&[0x5000_0000, 0x3000_0000]);
        assert_eq!(
            weights_for(&target, &[true, true], None),
            Err(Unrepresentable::AllUnreachable)
        );
    }

    #[test]
    fn large_probability_into_unreachable_code_is_capped() {
        let target = probs(&[0x4000_0000, 0x4000_0000]);
        assert_eq!(
            weights_for(&target, &[true, false], None),
            Err(Unrepresentable::UnreachableCap)
        );
    }

    #[test]
    fn random_rounded_distributions_round_trip() {
        let mut rng = crate::graph::testing::Rng::new(0x1234_5678);
        let mut next = || rng.next();
        for _ in 0..2000 {
            let n = 2 + (next() % 6) as usize;
            let raw: Vec<u32> = (0..n).map(|_| (next() % 0xFFFFF) as u32 + 1).collect();
            let total: u64 = raw.iter().map(|&w| w as u64).sum();
            let target: Vec<Prob> = raw.iter().map(|&w| Prob::new(w, total as u32)).collect();
            let w = weights_for(&target, &vec![false; n], None).expect("rounded distributions fit");
            assert_eq!(read_branch_weights(&w, &vec![false; n]).0, target);
        }
    }
}
