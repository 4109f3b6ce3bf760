//! Unit tests of the cascade on edge-list graphs with hand-built facts, no `opt` involved.
//!
//! Expected numerators are derived by hand from LLVM 16.0.6's
//! `llvm/lib/Analysis/BranchProbabilityInfo.cpp` (the function named in each comment) and
//! `BranchProbability(n, d)` = `(n * 2^31 + d / 2) / d`. Shorthands used below: `T` =
//! `BranchProbability(20, 32)` = 0x50000000 and `U` = `BranchProbability(12, 32)` =
//! 0x30000000 (the taken/untaken pair of the pointer, zero and floating-point tables),
//! DEFAULT = 0xfffff, COLD = 0xffff, trip count 31 = `LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT`.

use super::estimate::{initial_weight, weight, Estimate, Estimates, Seed};
use super::facts::{
    BlockFacts, Condition, ConstClass, FloatPredicate, FunctionFacts, Incoming, IntPredicate,
    PhiNode, Terminator, UnlikelyPattern,
};
use super::heuristics::{self, EdgeEstimate, ZeroTable};
use super::loops::{CycleLoops, LegacyLoops, LoopModel};
use super::print::write_llvm_format;
use super::structures::{Models, Structures};
use super::{
    compute, estimate_weights, irreducible_reach, BranchProbabilities, Context, Decision,
    DestinationSums, Irreducible,
};
use crate::graph::cycles::CycleForest;
use crate::graph::testing::{bb, blocks, random_cfg, Rng};
use crate::graph::{Block, BlockMap, Cfg};
use crate::prob::BranchProbability as Prob;

/// `BranchProbability(20, 32)`: the likely side of the pointer, zero and FP tables.
const T: u32 = 0x5000_0000;
/// `BranchProbability(12, 32)`: the unlikely side.
const U: u32 = 0x3000_0000;
/// One half, `BranchProbability(1, 2)`.
const HALF: u32 = 0x4000_0000;

/// An edge-list function with hand-written facts and both loop models' structures.
struct Function {
    cfg: Cfg,
    facts: FunctionFacts,
    structures: Structures,
}

impl Function {
    fn new(num_blocks: usize, edges: &[(u32, u32)]) -> Function {
        Function::from_cfg(Cfg::from_edges(num_blocks, edges))
    }

    fn from_cfg(cfg: Cfg) -> Function {
        // Any distinct addresses will do: they only order LLVM's SccInfo maps.
        let addresses: BlockMap<u64> = cfg
            .blocks()
            .map(|b| 0x1000 + 0x40 * b.index() as u64)
            .collect();
        let models = Models {
            cycles: true,
            legacy: true,
        };
        let structures = Structures::compute(&cfg, &addresses, models);
        let facts = cfg.block_map(BlockFacts::default());
        Function {
            cfg,
            facts,
            structures,
        }
    }

    /// Edits the facts of block `b`.
    fn with(mut self, b: u32, edit: impl FnOnce(&mut BlockFacts)) -> Function {
        edit(&mut self.facts[bb(b)]);
        self
    }

    /// Runs `f` in LLVM 16's model (LoopInfo + SCCs).
    fn legacy<'s, R>(&'s self, f: impl FnOnce(&Context<'_, LegacyLoops<'s>>) -> R) -> R {
        let model = self.structures.legacy(&self.cfg).expect("legacy built");
        f(&self.context(&model))
    }

    /// Runs `f` in the cycle-forest model.
    fn cycles<'s, R>(&'s self, f: impl FnOnce(&Context<'_, CycleLoops<'s>>) -> R) -> R {
        let model = self.structures.cycles(&self.cfg).expect("cycles built");
        f(&self.context(&model))
    }

    fn context<'a, M: LoopModel>(&'a self, model: &'a M) -> Context<'a, M> {
        Context {
            cfg: &self.cfg,
            facts: &self.facts,
            model,
            dt: &self.structures.dt,
            pdt: &self.structures.pdt,
        }
    }

    /// LLVM 16's answer.
    fn bpi(&self) -> BranchProbabilities {
        self.legacy(compute)
    }

    /// LLVM 16's estimates.
    fn estimates(&self) -> Estimates {
        self.legacy(estimate_weights)
    }

    /// LLVM 16's estimated weight of block `b`.
    fn block_weight(&self, b: u32) -> Option<Estimate> {
        self.estimates().block(bb(b))
    }

    /// LLVM 16's estimated weight of the loop of block `b`.
    fn loop_weight(&self, b: u32) -> Option<Estimate> {
        self.legacy(|ctx| estimate_weights(ctx).loop_weight(ctx.model, ctx.model.loop_of(bb(b))))
    }
}

/// The numerators `getEdgeProbability(Src, IndexInSuccessors)` returns for `b`'s edges.
fn numerators(cfg: &Cfg, bpi: &BranchProbabilities, b: u32) -> Vec<u32> {
    cfg.succ_edges(bb(b))
        .map(|e| bpi.probability(cfg, bb(b), e).numerator())
        .collect()
}

fn raw(probs: &[Prob]) -> Vec<u32> {
    probs.iter().map(|p| p.numerator()).collect()
}

fn estimate(weight: u32, seed: Seed) -> Option<Estimate> {
    Some(Estimate { weight, seed })
}

/// `0 -> {1, 2}`, both successors returning.
fn two_way() -> Function {
    Function::new(3, &[(0, 1), (0, 2)])
}

/// A conditional `br` on `condition`.
fn branch_on(condition: Condition) -> impl FnOnce(&mut BlockFacts) {
    move |f| {
        f.terminator = Terminator::Br;
        f.condition = condition;
    }
}

/// A terminator carrying `branch_weights`.
fn weighted(terminator: Terminator, weights: &[u32]) -> impl FnOnce(&mut BlockFacts) + '_ {
    move |f| {
        f.terminator = terminator;
        f.branch_weights = Some(weights.to_vec());
    }
}

fn ends_unreachable(f: &mut BlockFacts) {
    f.terminator = Terminator::Unreachable;
    f.ends_unreachable_or_deopt = true;
}

fn ends_in_noreturn_call(f: &mut BlockFacts) {
    ends_unreachable(f);
    f.has_noreturn_call = true;
}

fn calls_cold(f: &mut BlockFacts) {
    f.has_cold_call = true;
}

/// `icmp pred X, C` on an integer `X`.
fn icmp(pred: IntPredicate, rhs: Option<ConstClass>) -> Condition {
    Condition::ICmp {
        pred,
        lhs_is_pointer: false,
        rhs,
        lhs_single_bit_and: false,
        lhs_compare_libcall: false,
    }
}

/// `icmp pred ptr P, Q`.
fn pointer_icmp(pred: IntPredicate) -> Condition {
    Condition::ICmp {
        pred,
        lhs_is_pointer: true,
        rhs: None,
        lhs_single_bit_and: false,
        lhs_compare_libcall: false,
    }
}

/// `icmp pred (call @strcmp(...)), C`.
fn libcall_icmp(pred: IntPredicate, rhs: ConstClass) -> Condition {
    Condition::ICmp {
        pred,
        lhs_is_pointer: false,
        rhs: Some(rhs),
        lhs_single_bit_and: false,
        lhs_compare_libcall: true,
    }
}

fn facts_with(condition: Condition) -> BlockFacts {
    BlockFacts {
        terminator: Terminator::Br,
        condition,
        ..BlockFacts::default()
    }
}

fn pointer_of(condition: Condition) -> Option<Vec<u32>> {
    heuristics::pointer(&facts_with(condition)).map(|p| raw(&p))
}

fn zero_of(condition: Condition) -> Option<(Vec<u32>, ZeroTable)> {
    heuristics::zero(&facts_with(condition)).map(|(p, table)| (raw(&p), table))
}

fn floating_point_of(pred: FloatPredicate) -> Option<Vec<u32>> {
    heuristics::floating_point(&facts_with(Condition::FCmp { pred })).map(|p| raw(&p))
}

// ---- calcMetadataWeights ----------------------------------------------------------------

#[test]
fn metadata_plain_weights() {
    // BranchProbability(3, 4) = 0x60000000, BranchProbability(1, 4) = 0x20000000.
    let f = two_way().with(0, weighted(Terminator::Br, &[3, 1]));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: false });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x6000_0000, 0x2000_0000]);
}

#[test]
fn metadata_weights_summing_past_32_bits_are_divided_down() {
    // Sum 2^32 > UINT32_MAX: factor = 2^32 / UINT32_MAX + 1 = 2, weights become
    // 0x7fffffff and 0 (the 1 truncates away), so BranchProbability(0x7fffffff, 0x7fffffff)
    // is one and the other edge zero.
    let f = two_way().with(0, weighted(Terminator::Br, &[u32::MAX, 1]));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x8000_0000, 0]);
}

#[test]
fn metadata_all_zero_weights_are_uniform() {
    // WeightSum == 0: every weight becomes 1, BranchProbability(1, 3) = 0x2aaaaaab.
    let f = Function::new(4, &[(0, 1), (0, 2), (0, 3)])
        .with(0, weighted(Terminator::Switch, &[0, 0, 0]));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: false });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x2aaa_aaab; 3]);
}

#[test]
fn metadata_with_wrong_arity_is_ignored() {
    // getValidBranchWeightMDNode wants exactly one weight per successor; three weights on a
    // two-way branch are skipped and the pointer heuristic (p == q: U/T) answers.
    let f = two_way()
        .with(0, branch_on(pointer_icmp(IntPredicate::Eq)))
        .with(0, |f| f.branch_weights = Some(vec![1, 2, 3]));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Pointer);
    assert_eq!(numerators(&f.cfg, &bpi, 0), [U, T]);
}

#[test]
fn metadata_edge_into_unreachable_is_capped_and_the_rest_scaled_in_proportion() {
    // Weights 1, 1, 2 give 0x20000000, 0x20000000, 0x40000000. Successor 1 ends in
    // `unreachable` (estimated weight 0), so its edge is capped at UR_TAKEN_PROB = raw(1);
    // NewReachable = 0x7fffffff, OldReachable = 0x60000000 and each reachable edge becomes
    // (0x7fffffff * N + 0x30000000) / 0x60000000: 0x2aaaaaaa and 0x55555555.
    let f = Function::new(4, &[(0, 1), (0, 2), (0, 3)])
        .with(0, weighted(Terminator::Switch, &[1, 1, 2]))
        .with(1, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: true });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [1, 0x2aaa_aaaa, 0x5555_5555]);
}

#[test]
fn metadata_zero_weight_reachable_edges_share_the_rest_equally() {
    // Weights 1, 0, 0 with successor 1 unreachable: 0x80000000, 0, 0; the cap leaves raw(1)
    // and OldReachable is 0, so each reachable edge gets 0x7fffffff / 2 = 0x3fffffff.
    let unreachable = [true, false, false];
    let (probs, capped) = heuristics::read_branch_weights(&[1, 0, 0], &unreachable);
    assert!(capped);
    assert_eq!(raw(&probs), [1, 0x3fff_ffff, 0x3fff_ffff]);
}

#[test]
fn metadata_all_zero_weights_with_an_unreachable_successor_are_uniform_then_capped() {
    // Uniform 0x40000000 each, then raw(1) for the unreachable edge and
    // (0x7fffffff * 0x40000000 + 0x20000000) / 0x40000000 = 0x7fffffff for the other.
    let f = two_way()
        .with(0, weighted(Terminator::Br, &[0, 0]))
        .with(2, ends_unreachable);
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x7fff_ffff, 1]);
}

#[test]
fn metadata_small_probability_into_unreachable_is_left_alone() {
    // Weights 0, 5: the unreachable edge is already 0 < raw(1), the reachable sum stays one,
    // nothing is redistributed, but the cap step ran.
    let f = two_way()
        .with(0, weighted(Terminator::Br, &[0, 5]))
        .with(1, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: true });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0, 0x8000_0000]);
}

#[test]
fn metadata_all_successors_unreachable_is_uniform() {
    // No reachable successor: weights all become 1 and nothing is capped.
    let f = two_way()
        .with(0, weighted(Terminator::Br, &[3, 1]))
        .with(1, ends_unreachable)
        .with(2, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: false });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [HALF, HALF]);
}

#[test]
fn metadata_edge_into_a_loop_that_never_exits_is_reachable() {
    // 0 -> {1, 4}; loop {1, 2} exits only to the unreachable block 3. The loop weighs
    // LOWEST_NON_ZERO, and a loop-entering edge reads the loop's weight, so edge 0 -> 1 is
    // not unreachable: weights 1, 3 read plainly (0x20000000, 0x60000000).
    let f = Function::new(5, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 1)])
        .with(0, weighted(Terminator::Br, &[1, 3]))
        .with(3, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Metadata { capped: false });
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x2000_0000, 0x6000_0000]);
}

// ---- getInitialEstimatedBlockWeight -----------------------------------------------------

#[test]
fn seed_unreachable_block_weighs_zero() {
    // Edge weights 0 and DEFAULT: BranchProbability(0, 0xfffff), (0xfffff, 0xfffff).
    let f = two_way().with(1, ends_unreachable);
    assert_eq!(f.block_weight(1), estimate(weight::ZERO, Seed::Unreachable));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Estimated);
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0, 0x8000_0000]);
}

#[test]
fn seed_noreturn_call_weighs_lowest_non_zero() {
    // 1 : 0xfffff out of 0x100000: 0x800 and 0x7ffff800.
    let f = two_way().with(1, ends_in_noreturn_call);
    assert_eq!(f.block_weight(1), estimate(1, Seed::NoReturn));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x800, 0x7fff_f800]);
}

#[test]
fn seed_unwind_destination_weighs_lowest_non_zero() {
    // Invoke: successor 0 is the normal destination (no seed, DEFAULT), successor 1 the
    // unwind destination (UNWIND = 1): 0x7ffff800 / 0x800.
    let f = two_way().with(0, |f| f.terminator = Terminator::Invoke);
    assert_eq!(f.block_weight(1), None);
    assert_eq!(f.block_weight(2), estimate(1, Seed::Unwind));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x7fff_f800, 0x800]);
}

#[test]
fn seed_second_successor_of_a_plain_branch_is_not_an_unwind_destination() {
    let f = two_way().with(0, |f| f.terminator = Terminator::Br);
    assert_eq!(f.block_weight(2), None);
    assert_eq!(f.bpi().decisions[bb(0)], Decision::Uniform);
}

#[test]
fn seed_cold_call_weighs_0xffff() {
    // 0xffff : 0xfffff out of 0x10fffe: 0x078780e3 / 0x78787f1d.
    let f = two_way().with(1, calls_cold);
    assert_eq!(f.block_weight(1), estimate(weight::COLD, Seed::Cold));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x0787_80e3, 0x7878_7f1d]);
}

#[test]
fn seed_rules_are_tried_lowest_weight_first() {
    // Unreachable beats unwind and cold; unwind beats cold.
    let f = two_way()
        .with(0, |f| f.terminator = Terminator::Invoke)
        .with(1, calls_cold)
        .with(1, ends_unreachable)
        .with(2, calls_cold);
    assert_eq!(
        initial_weight(&f.cfg, &f.facts, bb(1)),
        estimate(0, Seed::Unreachable)
    );
    assert_eq!(
        initial_weight(&f.cfg, &f.facts, bb(2)),
        estimate(1, Seed::Unwind)
    );
    assert_eq!(initial_weight(&f.cfg, &f.facts, bb(0)), None);
}

#[test]
fn successor_without_estimate_counts_as_default() {
    // The unknown edge reads nothing and is counted as DEFAULT next to a COLD one.
    let f = two_way().with(1, calls_cold);
    let bpi = f.bpi();
    let why = f.cfg.edge_values(&bpi.estimates, bb(0));
    assert_eq!(
        why[1],
        EdgeEstimate {
            read: None,
            exit_scaled: false,
            unlikely: false,
            value: weight::DEFAULT
        }
    );
    assert_eq!(why[0].value, weight::COLD);
}

// ---- propagateEstimatedBlockWeight / updateEstimatedBlockWeight --------------------------

#[test]
fn weight_flows_up_dominators_while_post_dominated() {
    // 0 -> {1, 4}; 1 -> 2 -> 3, 3 calls a cold function. 3 post-dominates 2 and 1 but not 0,
    // so 1, 2 and 3 weigh COLD and 0 stays unknown (its successor 4 is unknown).
    let f = Function::new(5, &[(0, 1), (0, 4), (1, 2), (2, 3)]).with(3, calls_cold);
    for b in [1, 2, 3] {
        assert_eq!(
            f.block_weight(b),
            estimate(weight::COLD, Seed::Cold),
            "bb{b}"
        );
    }
    assert_eq!(f.block_weight(0), None);
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x0787_80e3, 0x7878_7f1d]);
}

#[test]
fn weight_flows_past_a_diamond_to_its_post_dominated_head() {
    // 0 -> {1, 2}; 1 -> {3, 4} -> 5, 5 is cold. 5 post-dominates 1 (its idom), so 1 weighs
    // COLD from propagation; 3 and 4 get it from the block worklist (their only successor).
    let f = Function::new(6, &[(0, 1), (0, 2), (1, 3), (1, 4), (3, 5), (4, 5)]).with(5, calls_cold);
    for b in [1, 3, 4, 5] {
        assert_eq!(
            f.block_weight(b),
            estimate(weight::COLD, Seed::Cold),
            "bb{b}"
        );
    }
    assert_eq!(f.block_weight(0), None);
    assert_eq!(f.block_weight(2), None);
}

#[test]
fn block_with_every_successor_weighed_takes_the_maximum() {
    // 0 -> {1, 2}; 1 -> {3, 4}; 3 unreachable (0), 4 cold (0xffff): block 1 weighs
    // max(0, 0xffff) from the block worklist, so edge 0 -> 1 reads COLD against DEFAULT.
    let f = Function::new(5, &[(0, 1), (0, 2), (1, 3), (1, 4)])
        .with(3, ends_unreachable)
        .with(4, calls_cold);
    assert_eq!(f.block_weight(1), estimate(weight::COLD, Seed::Cold));
    let bpi = f.bpi();
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x0787_80e3, 0x7878_7f1d]);
    // At 1: 0 against 0xffff.
    assert_eq!(numerators(&f.cfg, &bpi, 1), [0, 0x8000_0000]);
}

#[test]
fn propagation_past_a_loop_queues_the_loop() {
    // 0 -> 1; 1 -> {1, 2}; 2 is cold. 2 post-dominates 1 and 0: the pair (1, 2) leaves the
    // loop, so the loop is queued instead of 1 being weighed, and 0 (outside) weighs COLD.
    // The loop weighs its exit, COLD. At 1: DEFAULT against COLD / 31 = 2114, i.e.
    // BranchProbability(0xfffff, 0x10083e) = 0x7fbe1203 and (2114, ...) = 0x0041edfd.
    let f = Function::new(3, &[(0, 1), (1, 1), (1, 2)]).with(2, calls_cold);
    assert_eq!(f.block_weight(0), estimate(weight::COLD, Seed::Cold));
    assert_eq!(f.block_weight(1), None);
    assert_eq!(f.loop_weight(1), estimate(weight::COLD, Seed::Cold));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 1), [0x7fbe_1203, 0x0041_edfd]);
}

#[test]
fn propagation_skips_a_dominator_outside_the_seeds_loop() {
    // 0 -> 1; 1 -> {1, 2}; the loop header 1 is cold. 1 post-dominates 0, but (0, 1) enters
    // the loop, so 0 is left alone; the loop's only exit 2 is unknown, so the loop is too.
    let f = Function::new(3, &[(0, 1), (1, 1), (1, 2)]).with(1, calls_cold);
    assert_eq!(f.block_weight(1), estimate(weight::COLD, Seed::Cold));
    assert_eq!(f.block_weight(0), None);
    assert_eq!(f.loop_weight(1), None);
}

// ---- loops in computeEestimateBlockWeight and calcEstimatedHeuristics ------------------

#[test]
fn loop_exit_weight_is_divided_by_the_trip_count() {
    // 0 -> 1; 1 -> {1, 2}. Nothing is seeded; the exit edge alone makes the heuristic fire:
    // DEFAULT against DEFAULT / 31 = 0x8421, i.e. 31/32 and 1/32.
    let f = Function::new(3, &[(0, 1), (1, 1), (1, 2)]);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(1)], Decision::Estimated);
    assert_eq!(numerators(&f.cfg, &bpi, 1), [0x7c00_0000, 0x0400_0000]);
    let why = f.cfg.edge_values(&bpi.estimates, bb(1));
    assert!(why[1].exit_scaled && !why[0].exit_scaled);
    assert_eq!(why[1].value, 0xfffff / 31);
}

#[test]
fn loop_weighs_as_much_as_its_heaviest_exit() {
    // 0 -> {1, 5}; loop {1, 2} exits to 3 (cold, 0xffff) and 4 (noreturn, 1). The loop
    // weighs 0xffff, and the entering edge 0 -> 1 reads it: COLD against DEFAULT.
    // At 2: DEFAULT against max(1, 1 / 31) = 1: 0x7ffff800 / 0x800.
    let f = Function::new(6, &[(0, 1), (0, 5), (1, 2), (1, 3), (2, 1), (2, 4)])
        .with(3, calls_cold)
        .with(4, ends_in_noreturn_call);
    assert_eq!(f.loop_weight(1), estimate(weight::COLD, Seed::Cold));
    let bpi = f.bpi();
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x0787_80e3, 0x7878_7f1d]);
    assert_eq!(numerators(&f.cfg, &bpi, 1), [0x7fbe_1203, 0x0041_edfd]);
    assert_eq!(numerators(&f.cfg, &bpi, 2), [0x7fff_f800, 0x800]);
}

#[test]
fn loop_that_never_exits_weighs_lowest_non_zero() {
    // 0 -> {1, 4}; loop {1, 2} exits only to the unreachable block 3: its maximum exit
    // weight is 0, which becomes 1. At 0: 1 against DEFAULT (0x800 / 0x7ffff800). At 1 the
    // exit keeps its ZERO weight (not divided): 0x80000000 / 0.
    let f = Function::new(5, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 1)]).with(3, ends_unreachable);
    assert_eq!(f.loop_weight(1).map(|e| e.weight), Some(1));
    let bpi = f.bpi();
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x800, 0x7fff_f800]);
    assert_eq!(numerators(&f.cfg, &bpi, 1), [0x8000_0000, 0]);
}

#[test]
fn loop_that_never_exits_is_attributed_to_no_seed() {
    // `Seed::None` documents itself as "a loop that never exits, weighed LOWEST_NON_ZERO" and
    // `explain_edge` prints "(loop that never exits)" for it, so the loop weight of the graph
    // above should carry that seed rather than the unreachable exit's.
    let f = Function::new(5, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 1)]).with(3, ends_unreachable);
    assert_eq!(f.loop_weight(1), estimate(1, Seed::None));
}

#[test]
fn loop_without_exits_gets_no_weight() {
    // 0 -> {1, 3}; 1 <-> 2 forever, 3 unreachable. getMaxEstimatedEdgeWeight is undefined
    // over no exits, so the loop has no weight and edge 0 -> 1 reads nothing: 0x80000000 / 0.
    let f = Function::new(4, &[(0, 1), (0, 3), (1, 2), (2, 1)]).with(3, ends_unreachable);
    assert_eq!(f.loop_weight(1), None);
    assert_eq!(numerators(&f.cfg, &f.bpi(), 0), [0x8000_0000, 0]);
}

#[test]
fn entering_edge_reads_the_loop_not_the_header() {
    // 0 -> {1, 4}; loop {1, 2} with a cold header, exit 3 unknown. Block 1 weighs COLD but
    // the loop has no weight, and edge 0 -> 1 enters the loop: nothing is known at 0.
    let f = Function::new(5, &[(0, 1), (0, 4), (1, 2), (2, 1), (2, 3)]).with(1, calls_cold);
    assert_eq!(f.block_weight(1), estimate(weight::COLD, Seed::Cold));
    assert_eq!(f.loop_weight(1), None);
    assert_eq!(f.bpi().decisions[bb(0)], Decision::Uniform);
    // The same header outside any loop is read directly.
    let g = Function::new(5, &[(0, 1), (0, 4), (1, 2), (2, 3)]).with(1, calls_cold);
    assert_eq!(numerators(&g.cfg, &g.bpi(), 0), [0x0787_80e3, 0x7878_7f1d]);
}

// ---- computeUnlikelySuccessors ---------------------------------------------------------

/// Loop {1, 2, 3}: 0 -> 1; 1 -> {2, 3}; 2 -> 1; 3 -> {1, 4}.
fn loop_with_branch() -> Function {
    Function::new(5, &[(0, 1), (1, 2), (1, 3), (2, 1), (3, 1), (3, 4)])
}

fn phi(block: u32, incoming: &[(u32, Incoming)]) -> PhiNode {
    PhiNode {
        block: bb(block),
        incoming: incoming.iter().map(|&(b, v)| (bb(b), v)).collect(),
    }
}

/// Block 1 branches on `phi(...) op C`; the PHI in 1 receives, from successor 2, a constant
/// that folds the compare to false: taking edge 1 -> 2 makes the branch leave 2 next time.
fn folds_false_from_2() -> UnlikelyPattern {
    UnlikelyPattern {
        phis: vec![phi(
            1,
            &[
                (0, Incoming::Folded(Some(true))),
                (2, Incoming::Folded(Some(false))),
            ],
        )],
    }
}

fn unlikely_in_legacy(f: &Function, b: u32, pattern: &UnlikelyPattern) -> Vec<Block> {
    f.legacy(|ctx| {
        let scope = ctx.model.unlikely_scope(bb(b)).expect("in a natural loop");
        heuristics::unlikely_successors(ctx.cfg, ctx.model, scope, bb(b), pattern)
    })
}

#[test]
fn unlikely_successor_weight_is_halved() {
    // Successor 2 is unlikely: DEFAULT / 2 = 0x7ffff against DEFAULT:
    // BranchProbability(0x7ffff, 0x17fffe) = 0x2aaaa8e4, (0xfffff, ...) = 0x5555571c.
    let pattern = folds_false_from_2();
    let f = loop_with_branch().with(1, |f| f.unlikely = Some(pattern));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(1)], Decision::Estimated);
    assert_eq!(numerators(&f.cfg, &bpi, 1), [0x2aaa_a8e4, 0x5555_571c]);
    assert!(f.cfg.edge_values(&bpi.estimates, bb(1))[0].unlikely);
}

#[test]
fn unlikely_successor_found_through_the_phi_web() {
    // The root PHI in 1 takes another PHI (in 3) from 3; that one receives from successor 3
    // a constant folding the compare to true, so 3 (successor 1) is unlikely. The constant
    // from outside the loop (block 0) is ignored, and so is the true constant from 2
    // (successor 0 is unlikely only for false).
    let f = loop_with_branch();
    let pattern = UnlikelyPattern {
        phis: vec![
            phi(
                1,
                &[
                    (0, Incoming::Folded(Some(false))),
                    (2, Incoming::Folded(Some(true))),
                    (3, Incoming::Phi(1)),
                ],
            ),
            phi(
                3,
                &[(3, Incoming::Folded(Some(true))), (1, Incoming::Phi(0))],
            ),
        ],
    };
    assert_eq!(unlikely_in_legacy(&f, 1, &pattern), blocks(&[3]));
}

#[test]
fn unlikely_pattern_with_root_phi_outside_the_loop_is_ignored() {
    let f = loop_with_branch();
    let mut pattern = folds_false_from_2();
    pattern.phis[0].block = bb(4);
    assert_eq!(unlikely_in_legacy(&f, 1, &pattern), []);
}

#[test]
fn legacy_looks_for_unlikely_successors_only_in_natural_loops() {
    // 0 -> {1, 2}; 1 <-> 2 is irreducible (no natural loop, an SCC in LLVM 16), 1 -> 3 and
    // 2 -> 4 leave it. The cycle model halves edge 1 -> 2 (0x7ffff against 0xfffff / 31 =
    // 0x8421: 0x783e0f0f / 0x07c1f0f1); LLVM 16 does not (DEFAULT against 0x8421: 31/32).
    let f = Function::new(5, &[(0, 1), (0, 2), (1, 2), (1, 3), (2, 1), (2, 4)])
        .with(1, |f| f.unlikely = Some(folds_false_from_2()));
    assert_eq!(numerators(&f.cfg, &f.bpi(), 1), [0x7c00_0000, 0x0400_0000]);
    let cycles = f.cycles(compute);
    assert_eq!(numerators(&f.cfg, &cycles, 1), [0x783e_0f0f, 0x07c1_f0f1]);
}

// ---- calcEstimatedHeuristics: totals ---------------------------------------------------

#[test]
fn estimated_weights_summing_past_32_bits_are_scaled_down() {
    // A switch with one edge to an unreachable block and 4100 edges to an unknown one:
    // total 4100 * 0xfffff > UINT32_MAX, factor 2, DEFAULT becomes 0x7ffff and the zero
    // weight becomes LOWEST_NON_ZERO. New total 4100 * 0x7ffff + 1 = 2149576701:
    // BranchProbability(1, total) = 1, BranchProbability(0x7ffff, total) = 0x7fe00.
    let mut edges = vec![(0, 1)];
    edges.extend(std::iter::repeat_n((0, 2), 4100));
    let f = Function::new(3, &edges).with(1, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Estimated);
    let probs = numerators(&f.cfg, &bpi, 0);
    assert_eq!(probs[0], 1);
    assert!(probs[1..].iter().all(|&p| p == 0x7fe00));
    let why = f.cfg.edge_values(&bpi.estimates, bb(0));
    assert_eq!((why[0].value, why[1].value), (1, 0x7ffff));
}

#[test]
fn estimated_declines_without_any_estimate() {
    let f = two_way();
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Uniform);
    assert!(!bpi.is_stored(bb(0)));
    f.legacy(|ctx| {
        let est = estimate_weights(ctx);
        let mut out = [Prob::zero(); 2];
        let mut why = [EdgeEstimate::default(); 2];
        let fired = heuristics::estimated(
            ctx.cfg,
            &ctx.facts[bb(0)],
            ctx.model,
            &est,
            bb(0),
            &mut out,
            &mut why,
        );
        assert!(!fired);
    });
}

#[test]
fn estimated_declines_when_every_successor_weighs_zero() {
    // Both successors unreachable: found, but TotalWeight == 0, so the cascade moves on
    // (here to the zero heuristic: x != 0 is likely).
    let f = two_way()
        .with(0, branch_on(icmp(IntPredicate::Ne, Some(ConstClass::Zero))))
        .with(1, ends_unreachable)
        .with(2, ends_unreachable);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Zero(ZeroTable::Zero));
    assert_eq!(numerators(&f.cfg, &bpi, 0), [T, U]);
}

// ---- calcPointerHeuristics -----------------------------------------------------------

#[test]
fn pointer_ne_is_likely() {
    assert_eq!(pointer_of(pointer_icmp(IntPredicate::Ne)), Some(vec![T, U]));
}

#[test]
fn pointer_eq_is_unlikely() {
    assert_eq!(pointer_of(pointer_icmp(IntPredicate::Eq)), Some(vec![U, T]));
}

#[test]
fn pointer_heuristic_ignores_integers_and_ordered_compares() {
    assert_eq!(pointer_of(icmp(IntPredicate::Ne, None)), None);
    assert_eq!(pointer_of(pointer_icmp(IntPredicate::Ugt)), None);
    assert_eq!(
        pointer_of(Condition::FCmp {
            pred: FloatPredicate::One
        }),
        None
    );
}

#[test]
fn pointer_heuristic_answers_before_the_zero_heuristic() {
    // An equality of a pointer with an integer-looking right side still takes the pointer
    // table; an ordered pointer compare falls through everything to the uniform split.
    let mut condition = pointer_icmp(IntPredicate::Ne);
    if let Condition::ICmp { rhs, .. } = &mut condition {
        *rhs = Some(ConstClass::One);
    }
    let f = two_way().with(0, branch_on(condition));
    assert_eq!(f.bpi().decisions[bb(0)], Decision::Pointer);
    let g = two_way().with(0, branch_on(pointer_icmp(IntPredicate::Ugt)));
    assert_eq!(g.bpi().decisions[bb(0)], Decision::Uniform);
}

// ---- calcZeroHeuristics -------------------------------------------------------------

fn zero_table(pred: IntPredicate, rhs: ConstClass) -> Option<(Vec<u32>, ZeroTable)> {
    zero_of(icmp(pred, Some(rhs)))
}

#[test]
fn zero_eq_zero_is_unlikely() {
    let expected = Some((vec![U, T], ZeroTable::Zero));
    assert_eq!(zero_table(IntPredicate::Eq, ConstClass::Zero), expected);
}

#[test]
fn zero_ne_zero_is_likely() {
    let expected = Some((vec![T, U], ZeroTable::Zero));
    assert_eq!(zero_table(IntPredicate::Ne, ConstClass::Zero), expected);
}

#[test]
fn zero_slt_zero_is_unlikely() {
    let expected = Some((vec![U, T], ZeroTable::Zero));
    assert_eq!(zero_table(IntPredicate::Slt, ConstClass::Zero), expected);
}

#[test]
fn zero_sgt_zero_is_likely() {
    let expected = Some((vec![T, U], ZeroTable::Zero));
    assert_eq!(zero_table(IntPredicate::Sgt, ConstClass::Zero), expected);
}

#[test]
fn zero_table_lacks_sle_sge_and_unsigned_predicates() {
    use IntPredicate::*;
    for pred in [Sle, Sge, Ult, Ule, Ugt, Uge] {
        assert_eq!(zero_table(pred, ConstClass::Zero), None, "{pred:?}");
    }
}

#[test]
fn one_table_holds_only_slt() {
    // ICmpWithOneTable: SLT -> {U, T}; `x == 1` and the others give nothing.
    use IntPredicate::*;
    let expected = Some((vec![U, T], ZeroTable::One));
    assert_eq!(zero_table(Slt, ConstClass::One), expected);
    for pred in [Eq, Ne, Sgt, Sle, Sge] {
        assert_eq!(zero_table(pred, ConstClass::One), None, "{pred:?}");
    }
}

#[test]
fn minus_one_table_holds_eq_ne_sgt() {
    use IntPredicate::*;
    let table = ZeroTable::MinusOne;
    assert_eq!(
        zero_table(Eq, ConstClass::MinusOne),
        Some((vec![U, T], table))
    );
    assert_eq!(
        zero_table(Ne, ConstClass::MinusOne),
        Some((vec![T, U], table))
    );
    assert_eq!(
        zero_table(Sgt, ConstClass::MinusOne),
        Some((vec![T, U], table))
    );
    assert_eq!(zero_table(Slt, ConstClass::MinusOne), None);
}

#[test]
fn libcall_result_equality_uses_the_libcall_table_for_any_constant() {
    // `strcmp(...) == 5` is unlikely and `!= 0` likely, from ICmpWithLibCallTable.
    let table = ZeroTable::LibCall;
    assert_eq!(
        zero_of(libcall_icmp(IntPredicate::Eq, ConstClass::Other)),
        Some((vec![U, T], table))
    );
    assert_eq!(
        zero_of(libcall_icmp(IntPredicate::Ne, ConstClass::Zero)),
        Some((vec![T, U], table))
    );
}

#[test]
fn libcall_result_ordered_compare_does_not_fall_through_to_the_zero_table() {
    // `strcmp(...) > 0` would be likely in ICmpWithZeroTable, but the libcall table is
    // chosen first and lacks SGT/SLT: nothing at all.
    assert_eq!(
        zero_of(libcall_icmp(IntPredicate::Sgt, ConstClass::Zero)),
        None
    );
    assert_eq!(
        zero_of(libcall_icmp(IntPredicate::Slt, ConstClass::Zero)),
        None
    );
}

#[test]
fn single_bit_and_compared_with_zero_gives_nothing() {
    // `(x & 4) == 0` is a flag test: calcZeroHeuristics returns false.
    let mut condition = icmp(IntPredicate::Eq, Some(ConstClass::Zero));
    if let Condition::ICmp {
        lhs_single_bit_and, ..
    } = &mut condition
    {
        *lhs_single_bit_and = true;
    }
    assert_eq!(zero_of(condition), None);
    let f = two_way().with(0, branch_on(condition));
    assert_eq!(f.bpi().decisions[bb(0)], Decision::Uniform);
}

#[test]
fn zero_heuristic_needs_a_known_constant() {
    assert_eq!(zero_table(IntPredicate::Eq, ConstClass::Other), None);
    assert_eq!(zero_of(icmp(IntPredicate::Eq, None)), None);
}

#[test]
fn zero_heuristic_decides_in_the_cascade() {
    let f = two_way().with(
        0,
        branch_on(icmp(IntPredicate::Eq, Some(ConstClass::MinusOne))),
    );
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Zero(ZeroTable::MinusOne));
    assert_eq!(numerators(&f.cfg, &bpi, 0), [U, T]);
}

// ---- calcFloatingPointHeuristics -----------------------------------------------------

#[test]
fn float_oeq_one_une_are_likely() {
    // isEquality and !isTrueWhenEqual: OEQ, ONE and UNE all put T on the true edge.
    for pred in [
        FloatPredicate::Oeq,
        FloatPredicate::One,
        FloatPredicate::Une,
    ] {
        assert_eq!(floating_point_of(pred), Some(vec![T, U]), "{pred:?}");
    }
}

#[test]
fn float_ueq_is_unlikely() {
    assert_eq!(floating_point_of(FloatPredicate::Ueq), Some(vec![U, T]));
}

#[test]
fn float_ord_and_uno_use_the_0xfffff_to_1_table() {
    // BranchProbability(0xfffff, 0x100000) = 0x7ffff800, BranchProbability(1, 0x100000) = 0x800.
    assert_eq!(
        floating_point_of(FloatPredicate::Ord),
        Some(vec![0x7fff_f800, 0x800])
    );
    assert_eq!(
        floating_point_of(FloatPredicate::Uno),
        Some(vec![0x800, 0x7fff_f800])
    );
}

#[test]
fn float_ordered_comparisons_give_nothing() {
    use FloatPredicate::*;
    for pred in [False, Ogt, Oge, Olt, Ole, Ugt, Uge, Ult, Ule, True] {
        assert_eq!(floating_point_of(pred), None, "{pred:?}");
    }
}

#[test]
fn floating_point_heuristic_decides_in_the_cascade() {
    let f = two_way().with(
        0,
        branch_on(Condition::FCmp {
            pred: FloatPredicate::Uno,
        }),
    );
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::FloatingPoint);
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x800, 0x7fff_f800]);
}

// ---- uniform fallback and blocks LLVM never computes ---------------------------------

#[test]
fn uniform_fallback_stores_nothing() {
    // A three-way switch nothing knows about: getEdgeProbability falls back to
    // BranchProbability(1, 3) = 0x2aaaaaab per edge.
    let f = Function::new(4, &[(0, 1), (0, 2), (0, 3)]);
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(0)], Decision::Uniform);
    assert_eq!(bpi.stored_probabilities(&f.cfg, bb(0)), None);
    assert_eq!(numerators(&f.cfg, &bpi, 0), [0x2aaa_aaab; 3]);
}

#[test]
fn blocks_unreachable_from_the_entry_are_not_computed() {
    // Block 2 is never reached: calculate walks post_order(entry), so its pointer compare is
    // never looked at.
    let f = Function::new(4, &[(0, 1), (2, 1), (2, 3)])
        .with(2, branch_on(pointer_icmp(IntPredicate::Ne)));
    let bpi = f.bpi();
    assert_eq!(bpi.decisions[bb(2)], Decision::NotComputed);
    assert_eq!(bpi.decisions[bb(0)], Decision::NotComputed);
    assert_eq!(numerators(&f.cfg, &bpi, 2), [HALF, HALF]);
}

// ---- irreducible attribution -----------------------------------------------------------

#[test]
fn irreducible_pair_and_the_block_upstream_of_it() {
    // 0 -> 1; 1 -> {2, 3}; 2 <-> 3 entered at both (irreducible; an SCC in LLVM 16); 2 -> 4.
    let f = Function::new(5, &[(0, 1), (1, 2), (1, 3), (2, 3), (2, 4), (3, 2)]);
    let expected: BlockMap<Irreducible> = [
        Irreducible::Upstream,
        Irreducible::Local,
        Irreducible::Local,
        Irreducible::Local,
        Irreducible::No,
    ]
    .into_iter()
    .collect();
    let legacy = f.legacy(|ctx| irreducible_reach(ctx.cfg, ctx.model));
    let cycles = f.cycles(|ctx| irreducible_reach(ctx.cfg, ctx.model));
    assert_eq!(legacy, expected);
    assert_eq!(cycles, expected);
    assert_eq!(f.bpi().irreducible, expected);
}

#[test]
fn legacy_is_blind_to_a_natural_loop_inside_an_irreducible_region() {
    // 0 -> {1, 2}; 1 -> {1, 2}; 2 -> {1, 3}. Block 1's self loop is a natural loop, so LLVM
    // 16 gives it no SCC number; in the cycle forest the self loop belongs to the irreducible
    // cycle {1, 2} (headed by 1).
    let f = Function::new(4, &[(0, 1), (0, 2), (1, 1), (1, 2), (2, 1), (2, 3)]);
    assert!(!f.legacy(|ctx| ctx.model.in_irreducible(bb(1))));
    assert!(f.legacy(|ctx| ctx.model.in_irreducible(bb(2))));
    assert!(f.cycles(|ctx| ctx.model.in_irreducible(bb(1))));
    assert!(f.cycles(|ctx| ctx.model.in_irreducible(bb(2))));
}

// ---- the two models on reducible graphs -------------------------------------------------

/// `cfg` behind a fresh entry block (LLVM's entry block has no predecessors).
fn with_fresh_entry(cfg: &Cfg) -> Cfg {
    let mut edges = vec![(0, 1)];
    for u in cfg.blocks() {
        edges.extend(
            cfg.succs(u)
                .iter()
                .map(|&s| (u.as_u32() + 1, s.as_u32() + 1)),
        );
    }
    Cfg::from_edges(cfg.num_blocks() + 1, &edges)
}

/// Random graphs with a fresh entry, at most 24 blocks, that have no irreducible cycle.
fn reducible_graphs(count: usize) -> Vec<(u64, Cfg)> {
    let mut out = Vec::new();
    let mut seed = 0u64;
    while out.len() < count {
        let cfg = with_fresh_entry(&random_cfg(0xB1_0000 + seed, 1 + (seed % 24) as usize));
        let forest = CycleForest::with_cfg(&cfg);
        if forest.cycle_ids().all(|c| forest.cycle(c).is_reducible()) {
            out.push((seed, cfg));
        }
        seed += 1;
        assert!(seed < 100_000, "too few reducible graphs");
    }
    out
}

/// Random facts a real function could have: seeds on some blocks, an invoke now and then,
/// weights, compares and an unlikely pattern on some branches.
fn random_facts(cfg: &Cfg, rng: &mut Rng) -> FunctionFacts {
    let n = cfg.num_blocks() as u64;
    cfg.blocks()
        .map(|b| {
            let succs = cfg.succs(b).len();
            let mut f = BlockFacts {
                terminator: match succs {
                    0 => Terminator::Other,
                    1 | 2 => Terminator::Br,
                    _ => Terminator::Switch,
                },
                ..BlockFacts::default()
            };
            match (succs, rng.below(6)) {
                (0, 0) => ends_unreachable(&mut f),
                (0, 1) => ends_in_noreturn_call(&mut f),
                (2, 0) => f.terminator = Terminator::Invoke,
                _ => {}
            }
            f.has_cold_call = rng.below(8) == 0;
            if succs >= 2 && rng.below(4) == 0 {
                f.branch_weights = Some((0..succs).map(|_| rng.below(5) as u32).collect());
            }
            if f.terminator == Terminator::Br && succs == 2 {
                f.condition = match rng.below(4) {
                    0 => pointer_icmp(IntPredicate::Eq),
                    1 => icmp(IntPredicate::Ne, Some(ConstClass::Zero)),
                    2 => Condition::FCmp {
                        pred: FloatPredicate::Ord,
                    },
                    _ => Condition::None,
                };
                if rng.below(2) == 0 {
                    // Incoming blocks mostly among the branch's successors, where they count.
                    let succs = cfg.succs(b);
                    let incoming = |rng: &mut Rng| {
                        let from = match rng.below(3) {
                            0 => bb(rng.below(n) as u32),
                            i => succs[i as usize - 1],
                        };
                        let value = match rng.below(4) {
                            0 => Incoming::Folded(Some(false)),
                            1 => Incoming::Folded(Some(true)),
                            2 => Incoming::Phi(1),
                            _ => Incoming::Other,
                        };
                        (from, value)
                    };
                    let web = |rng: &mut Rng| PhiNode {
                        block: if rng.below(2) == 0 {
                            b
                        } else {
                            bb(rng.below(n) as u32)
                        },
                        incoming: (0..3).map(|_| incoming(rng)).collect(),
                    };
                    let phis = vec![web(rng), web(rng)];
                    f.unlikely = Some(UnlikelyPattern { phis });
                }
            }
            f
        })
        .collect()
}

/// Asserts that both models give the same decisions and probabilities on `f`.
fn assert_models_agree(f: &Function, what: &str) {
    let legacy = f.legacy(compute);
    let cycles = f.cycles(compute);
    for b in f.cfg.blocks() {
        assert_eq!(legacy.decisions[b], cycles.decisions[b], "{what}, {b:?}");
        for e in f.cfg.succ_edges(b) {
            assert_eq!(
                legacy.probability(&f.cfg, b, e),
                cycles.probability(&f.cfg, b, e),
                "{what}, {e:?}"
            );
        }
    }
    let legacy_weights = f.legacy(estimate_weights);
    let cycle_weights = f.cycles(estimate_weights);
    for b in f.cfg.blocks() {
        assert_eq!(
            legacy_weights.block(b).map(|e| e.weight),
            cycle_weights.block(b).map(|e| e.weight),
            "{what}, weight of {b:?}"
        );
    }
}

#[test]
fn models_agree_on_reducible_graphs_with_default_facts() {
    for (seed, cfg) in reducible_graphs(2000) {
        assert_models_agree(&Function::from_cfg(cfg), &format!("seed {seed}"));
    }
}

#[test]
fn models_agree_on_reducible_graphs_with_random_facts() {
    // The facts must exercise the rules that read the loop model, or agreement is vacuous.
    let (mut exit_scaled, mut unlikely, mut capped) = (0, 0, 0);
    let mut rng = Rng::new(0xFAC7);
    for (seed, cfg) in reducible_graphs(2000) {
        let mut f = Function::from_cfg(cfg);
        f.facts = random_facts(&f.cfg, &mut rng);
        assert_models_agree(&f, &format!("seed {seed}"));
        let bpi = f.bpi();
        capped += bpi
            .decisions
            .iter()
            .filter(|&&d| d == Decision::Metadata { capped: true })
            .count();
        exit_scaled += bpi.estimates.iter().filter(|e| e.exit_scaled).count();
        unlikely += bpi.estimates.iter().filter(|e| e.unlikely).count();
    }
    assert!(exit_scaled > 100 && unlikely > 10 && capped > 10);
}

// ---- DestinationSums and getEdgeProbability(Src, Dst) ----------------------------------

#[test]
fn destination_sums_add_duplicate_successors() {
    // switch 0 -> {1, 2, 1} with weights 1, 1, 1: each edge 0x2aaaaaab; the two edges to 1
    // sum to 0x55555556 (one more than a single rounded 2/3).
    let f = Function::new(3, &[(0, 1), (0, 2), (0, 1)])
        .with(0, weighted(Terminator::Switch, &[1, 1, 1]));
    let bpi = f.bpi();
    let mut out = Vec::new();
    DestinationSums::default().compute(&f.cfg, &bpi, bb(0), &mut out);
    assert_eq!(raw(&out), [0x5555_5556, 0x2aaa_aaab, 0x5555_5556]);
    assert_eq!(
        bpi.edge_probability(&f.cfg, bb(0), bb(1)).numerator(),
        0x5555_5556
    );
}

#[test]
fn destination_sums_of_the_default_round_count_over_successors_once() {
    // Nothing stored: BranchProbability(2, 3) = 0x55555555 for the doubled destination.
    let f = Function::new(3, &[(0, 1), (0, 2), (0, 1)]);
    let bpi = f.bpi();
    let mut out = Vec::new();
    DestinationSums::default().compute(&f.cfg, &bpi, bb(0), &mut out);
    assert_eq!(raw(&out), [0x5555_5555, 0x2aaa_aaab, 0x5555_5555]);
    assert_eq!(
        bpi.edge_probability(&f.cfg, bb(0), bb(1)).numerator(),
        0x5555_5555
    );
}

#[test]
fn edge_probability_agrees_with_destination_sums_on_random_graphs() {
    let mut rng = Rng::new(0xD5);
    let mut sums = DestinationSums::default();
    let mut out = Vec::new();
    for seed in 0..300 {
        let cfg = with_fresh_entry(&random_cfg(0xE0_0000 + seed, 1 + (seed % 20) as usize));
        let mut f = Function::from_cfg(cfg);
        f.facts = random_facts(&f.cfg, &mut rng);
        let bpi = f.bpi();
        for b in f.cfg.blocks() {
            out.clear();
            sums.compute(&f.cfg, &bpi, b, &mut out);
            assert_eq!(out.len(), f.cfg.succs(b).len());
            for (&s, &p) in f.cfg.succs(b).iter().zip(&out) {
                assert_eq!(bpi.edge_probability(&f.cfg, b, s), p, "seed {seed}, {b:?}");
            }
        }
    }
}

// ---- print<branch-prob> ---------------------------------------------------------------

#[test]
fn print_writes_llvm_lines_with_the_strict_hot_threshold() {
    // entry -> {loop, exit} with weights 4, 1: BranchProbability(4, 5) = 0x66666666 is not
    // above the hot threshold (4/5 itself), BranchProbability(1, 5) = 0x1999999a. The loop
    // {loop, latch} exits with 1/32; the latch's single edge prints 100% and hot; `exit`
    // has no successors and prints nothing.
    let f = Function::new(4, &[(0, 1), (0, 2), (1, 3), (1, 2), (3, 1)])
        .with(0, weighted(Terminator::Br, &[4, 1]));
    let names: [&[u8]; 4] = [b"entry", b"loop", b"exit", b"latch"];
    let mut out = Vec::new();
    write_llvm_format(&f.cfg, &f.bpi(), |b| names[b.index()], false, &mut out);
    let expected = "\
---- Branch Probabilities ----
  edge entry -> loop probability is 0x66666666 / 0x80000000 = 80.00%
  edge entry -> exit probability is 0x1999999a / 0x80000000 = 20.00%
  edge loop -> latch probability is 0x7c000000 / 0x80000000 = 96.88% [HOT edge]
  edge loop -> exit probability is 0x04000000 / 0x80000000 = 3.12%
  edge latch -> loop probability is 0x80000000 / 0x80000000 = 100.00% [HOT edge]
";
    assert_eq!(String::from_utf8(out).unwrap(), expected);
}

#[test]
fn print_explains_each_edge() {
    // The two-way branch without knowledge: 50% each, explained as uniform.
    let f = two_way();
    let names: [&[u8]; 3] = [b"a", b"b", b""];
    let mut out = Vec::new();
    write_llvm_format(&f.cfg, &f.bpi(), |b| names[b.index()], true, &mut out);
    let expected = "\
---- Branch Probabilities ----
  edge a -> b probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no heuristic applies
  edge a ->  probability is 0x40000000 / 0x80000000 = 50.00%  ; uniform: no heuristic applies
";
    assert_eq!(String::from_utf8(out).unwrap(), expected);
}
