//! The metadata LLVM 16's sample loader writes once counts are known
//! (`SampleProfileLoader::generateMDProfMetadata` with profi): `branch_weights` on
//! multi-way terminators, one weight on each direct call, and a value profile on indirect
//! calls. Pure: the result is a plan that `crate::ir` applies.

use crate::graph::{Block, BlockMap};

use super::block_weights::{scale_by_factor, SampleLookup};
use super::function_facts::{FunctionFacts, Site, SiteKind};
use super::md5::guid;
use super::profile::Profile;

/// `NOMORE_ICP_MAGICNUM`: the count a value profile gives an already promoted target.
pub const PROMOTED: u64 = u64::MAX;

/// `-icp-max-prom`'s default: how many targets a value profile lists.
pub const MAX_PROMOTIONS: usize = 3;

/// What to put on one call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallWrite {
    /// `!{!"branch_weights", i32 w}`.
    Weight(u32),
    /// `!{!"VP", i32 0, i64 total, i64 guid, i64 count, ...}`.
    ValueProfile {
        total: u64,
        targets: Vec<(u64, u64)>,
    },
}

/// The loader's writes for one function, in the order it makes them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MetadataPlan {
    /// (call index, write).
    pub calls: Vec<(u32, CallWrite)>,
    /// (block, one weight per successor slot) for its terminator.
    pub branches: Vec<(Block, Vec<u32>)>,
}

/// The weights of one terminator from the counts of its distinct successor edges: each slot
/// gets its edge's count saturated to 32 bits, split evenly among slots that share a target
/// (the first slots take the remainder). `None` when every edge count is 0, in which case
/// LLVM writes nothing.
pub fn terminator_weights(
    successors: &[Block],
    edge_count: impl Fn(Block) -> u64,
) -> Option<Vec<u32>> {
    // Slots per target and how many of them came before each slot (LLVM's
    // `EdgeMultiplicity`/`EdgeIndex`); a sort keeps big switches linear-logarithmic.
    let mut by_target: Vec<(Block, usize)> = successors.iter().copied().zip(0..).collect();
    by_target.sort_unstable();
    let mut copies = vec![0u64; successors.len()];
    let mut rank = vec![0u64; successors.len()];
    let mut i = 0;
    while i < by_target.len() {
        let mut j = i;
        while j < by_target.len() && by_target[j].0 == by_target[i].0 {
            j += 1;
        }
        for (r, &(_, slot)) in by_target[i..j].iter().enumerate() {
            copies[slot] = (j - i) as u64;
            rank[slot] = r as u64;
        }
        i = j;
    }
    let mut weights = Vec::with_capacity(successors.len());
    let mut any_positive = false;
    for (slot, &target) in successors.iter().enumerate() {
        let count = edge_count(target).min(u64::from(u32::MAX));
        any_positive |= count != 0;
        let mut share = count / copies[slot];
        if rank[slot] < count % copies[slot] {
            share += 1;
        }
        weights.push(share as u32);
    }
    any_positive.then_some(weights)
}

/// `updateIDTMetaData` for a non-zero `sum`: targets (GUID, count) hottest first; targets the
/// existing value profile marks promoted keep that mark and leave `sum`; duplicates of a GUID
/// keep the first count and leave `sum` too. The result lists at most [`MAX_PROMOTIONS`]
/// targets, by count then GUID, both descending.
pub fn value_profile(targets: &[(u64, u64)], mut sum: u64, promoted: &[u64]) -> CallWrite {
    let mut merged: Vec<(u64, u64)> = Vec::with_capacity(targets.len() + promoted.len());
    for &g in promoted {
        if !merged.iter().any(|&(m, _)| m == g) {
            merged.push((g, PROMOTED));
        }
    }
    for &(g, count) in targets {
        if merged.iter().any(|&(m, _)| m == g) {
            sum = sum.wrapping_sub(count);
        } else {
            merged.push((g, count));
        }
    }
    merged.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
    merged.truncate(MAX_PROMOTIONS);
    CallWrite::ValueProfile {
        total: sum,
        targets: merged,
    }
}

/// What an indirect call gets (`generateMDProfMetadata`'s branch for calls without a known
/// callee): its recorded call targets (pro-rated by a probe factor below 1), their total
/// plus the entry estimates of instances inlined at the site. `None` leaves the call as is.
fn indirect_call_write(
    lookup: &mut SampleLookup,
    profile: &Profile,
    site: &Site,
    probe_based: bool,
) -> Option<CallWrite> {
    let SiteKind::Call(call) = &site.kind else {
        return None;
    };
    let loc = site.location?;
    let samples = lookup.function_samples(profile, site)?;
    let callsite = lookup.callsite_id(loc);
    let targets = profile[samples].call_targets_at(callsite)?;
    if targets.is_empty() {
        return None;
    }
    let factor = match call.probe {
        Some(probe) if probe_based && probe.factor < 1.0 => Some(probe.factor),
        _ => None,
    };
    let mut counted: Vec<(&[u8], u64)> = targets
        .iter()
        .map(|(name, &count)| {
            (
                name.as_slice(),
                factor.map_or(count, |f| scale_by_factor(count, f)),
            )
        })
        .collect();
    // `SampleRecord::SortCallTargets`: hottest first, ties by name.
    counted.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
    let mut sum = counted
        .iter()
        .fold(0u64, |acc, &(_, c)| acc.wrapping_add(c));
    if let Some(callees) = profile[samples].callees_at(callsite) {
        for &instance in callees.values() {
            sum = sum.wrapping_add(profile.head_samples_estimate(instance));
        }
    }
    if sum == 0 {
        return None;
    }
    let by_guid: Vec<(u64, u64)> = counted.iter().map(|&(name, c)| (guid(name), c)).collect();
    Some(value_profile(&by_guid, sum, &call.promoted_targets))
}

/// The writes of `generateMDProfMetadata`. `block_weights` is the loader's `BlockWeights`
/// map (absent = 0) and `edge_count(source, target)` its `EdgeWeights`.
pub fn plan_metadata(
    lookup: &mut SampleLookup,
    profile: &Profile,
    probe_based: bool,
    block_weights: &BlockMap<u64>,
    edge_count: impl Fn(Block, Block) -> u64,
) -> MetadataPlan {
    let facts: &FunctionFacts = lookup.facts();
    let mut plan = MetadataPlan::default();
    for b in (0..facts.num_blocks()).map(Block::new) {
        let weight = block_weights.get(b).copied().unwrap_or(0);
        if weight != 0 {
            for site in facts.sites_of(b) {
                let SiteKind::Call(call) = &site.kind else {
                    continue;
                };
                if !call.annotatable {
                    continue;
                }
                if call.callee.is_none() {
                    if let Some(write) = indirect_call_write(lookup, profile, site, probe_based) {
                        plan.calls.push((call.index, write));
                    }
                } else {
                    // Truncated, not saturated, as `static_cast<uint32_t>` does.
                    plan.calls
                        .push((call.index, CallWrite::Weight(weight as u32)));
                }
            }
        }
        let successors = facts.successors.row(b);
        let block = facts.blocks[b];
        if successors.len() < 2 || !block.terminator.takes_branch_weights() {
            continue;
        }
        if let Some(weights) = terminator_weights(successors, |s| edge_count(b, s)) {
            if !block.has_profile_weights {
                plan.branches.push((b, weights));
            }
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::blocks;

    #[test]
    fn weights_saturate_to_32_bits_without_plus_one() {
        let succ = blocks(&[1, 2]);
        let w = terminator_weights(&succ, |t| if t == Block::new(1) { 1 << 40 } else { 0 });
        assert_eq!(w, Some(vec![u32::MAX, 0]));
    }

    #[test]
    fn all_zero_edges_write_nothing() {
        assert_eq!(terminator_weights(&blocks(&[1, 2]), |_| 0), None);
    }

    #[test]
    fn duplicate_successors_split_with_the_remainder_first() {
        // A switch: default → 1, cases → 2, 1, 2, 2.
        let succ = blocks(&[1, 2, 1, 2, 2]);
        let w = terminator_weights(&succ, |t| if t == Block::new(1) { 101 } else { 8 });
        assert_eq!(w, Some(vec![51, 3, 50, 3, 2]));
    }

    #[test]
    fn value_profiles_keep_three_targets_by_count_then_guid() {
        let w = value_profile(&[(5, 40), (9, 40), (1, 30), (2, 1)], 200, &[]);
        assert_eq!(
            w,
            CallWrite::ValueProfile {
                total: 200,
                targets: vec![(9, 40), (5, 40), (1, 30)]
            }
        );
    }

    #[test]
    fn promoted_targets_stay_promoted_and_leave_the_total() {
        let w = value_profile(&[(5, 40), (7, 10)], 50, &[7]);
        assert_eq!(
            w,
            CallWrite::ValueProfile {
                total: 40,
                targets: vec![(7, PROMOTED), (5, 40)]
            }
        );
    }
}
