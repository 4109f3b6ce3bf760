//! Unit tests of the predictor on edge-list graphs with hand-built facts.

use super::facts::{
    CallerVotes, Compare, FunctionPredictFacts, IntPredicate, PredictBlockFacts, Returned, Rhs,
};
use super::features::{compare_pattern, Evidence, Feature};
use super::table::Table;
use super::{combine, number_destinations, predict, PredictInputs, Prediction, Scratch};
use crate::bpi::facts::{BlockFacts, FunctionFacts, Terminator};
use crate::bpi::structures::{Models, Structures};
use crate::bpi::{Context, Decision};
use crate::graph::testing::bb;
use crate::graph::{BlockMap, Cfg};
use crate::prob::BranchProbability as Prob;

/// An edge-list function with hand-written facts of both kinds.
struct Function {
    cfg: Cfg,
    facts: FunctionFacts,
    predict_facts: FunctionPredictFacts,
    structures: Structures,
}

impl Function {
    fn new(num_blocks: usize, edges: &[(u32, u32)]) -> Function {
        let cfg = Cfg::from_edges(num_blocks, edges);
        let addresses: BlockMap<u64> = cfg.blocks().map(|b| 0x40 * b.index() as u64).collect();
        let structures = Structures::compute(
            &cfg,
            &addresses,
            Models {
                cycles: true,
                legacy: false,
            },
        );
        let mut facts = cfg.block_map(BlockFacts::default());
        for b in cfg.blocks() {
            facts[b].terminator = Terminator::Br;
        }
        Function {
            facts,
            predict_facts: cfg.block_map(PredictBlockFacts::default()),
            structures,
            cfg,
        }
    }

    fn with(mut self, b: u32, edit: impl FnOnce(&mut PredictBlockFacts)) -> Function {
        edit(&mut self.predict_facts[bb(b)]);
        self
    }

    fn with_bpi(mut self, b: u32, edit: impl FnOnce(&mut BlockFacts)) -> Function {
        edit(&mut self.facts[bb(b)]);
        self
    }

    fn predict(&self, table: &Table) -> Prediction {
        let model = self.structures.cycles(&self.cfg).expect("cycles built");
        let ctx = Context {
            cfg: &self.cfg,
            facts: &self.facts,
            model: &model,
            dt: &self.structures.dt,
            pdt: &self.structures.pdt,
        };
        predict(&PredictInputs {
            ctx: &ctx,
            forest: self.structures.forest.as_ref().expect("forest built"),
            facts: &self.predict_facts,
            table,
        })
    }
}

fn features_of(p: &Prediction, b: u32, edge: u32) -> Vec<Feature> {
    p.evidence(bb(b))
        .iter()
        .filter(|e| e.edge == edge)
        .map(|e| e.feature)
        .collect()
}

fn table(rates: &[(Feature, f64)]) -> Table {
    let mut t = Table::empty();
    for &(f, r) in rates {
        t.set(f, r);
    }
    t
}

fn numerators(p: &Prediction, cfg: &Cfg, b: u32) -> Vec<u32> {
    cfg.succ_edges(bb(b))
        .map(|e| p.probabilities.probability(cfg, bb(b), e).numerator())
        .collect()
}

/// 0 → 1 (loop header), 1 → 2 (body) / 3 (exit), 2 → 1 (latch).
#[test]
fn while_loop_has_back_exit_and_enter_edges() {
    let f = Function::new(4, &[(0, 1), (1, 2), (1, 3), (2, 1)]);
    let p = f.predict(&Table::empty());
    assert_eq!(
        features_of(&p, 1, 1),
        vec![Feature::LoopExit, Feature::Skip]
    );
    // The body is the next block in layout order.
    assert_eq!(features_of(&p, 1, 0), vec![Feature::NextBlock]);
    // LLVM's estimated weights answer for a loop's own test: the features are only
    // evidence here, and the block keeps LLVM's probabilities.
    assert_eq!(p.probabilities.decisions[bb(1)], Decision::Estimated);
    assert!(p.probabilities.is_stored(bb(1)));
}

/// Rotated loop: 0 → 1 (guard) → 2 (body, latch) → 2 / 3; the guard also skips to 3.
#[test]
fn rotated_loop_latch_and_guard() {
    let f = Function::new(4, &[(0, 1), (1, 2), (1, 3), (2, 2), (2, 3)]);
    let p = f.predict(&Table::empty());
    assert_eq!(
        features_of(&p, 1, 0),
        vec![Feature::NextBlock, Feature::LoopEnter]
    );
    assert_eq!(features_of(&p, 2, 0), vec![Feature::LoopBack]);
    assert_eq!(
        features_of(&p, 2, 1),
        vec![Feature::LoopExit, Feature::NextBlock, Feature::Skip]
    );
    // Whatever the table says about loops, LLVM's cascade answers first: the latch gets the
    // estimated heuristic's loop-exit ratio (exit weight / 31), as print<branch-prob> does.
    let t = table(&[(Feature::LoopBack, 0.1), (Feature::LoopExit, 0.9)]);
    let p = f.predict(&t);
    assert_eq!(p.probabilities.decisions[bb(2)], Decision::Estimated);
    let n = numerators(&p, &f.cfg, 2);
    assert_eq!(n[0] + n[1], Prob::DENOMINATOR);
    assert!(n[0] > 30 * n[1], "back edge {} vs exit {}", n[0], n[1]);
}

/// Diamond 0 → 1 / 2 → 3 with a call and a return-negative path on the then side.
#[test]
fn call_store_and_return_features_need_a_non_postdominating_target() {
    let f = Function::new(4, &[(0, 1), (0, 3), (1, 3)])
        .with(1, |x| {
            x.has_call = true;
            x.has_store = true;
        })
        .with(3, |x| x.has_call = true)
        .with(0, |x| x.edge_returns = vec![Some(Returned::Negative), None]);
    let p = f.predict(&Table::empty());
    assert_eq!(
        features_of(&p, 0, 0),
        vec![
            Feature::NextBlock,
            Feature::Call,
            Feature::Store,
            Feature::ReturnNegative
        ]
    );
    // Block 3 post-dominates 0: its call does not count, the edge skips.
    assert_eq!(features_of(&p, 0, 1), vec![Feature::Skip]);
}

#[test]
fn evidence_on_both_edges_cancels_to_uniform() {
    let f = Function::new(3, &[(0, 1), (0, 2)])
        .with(1, |x| x.has_call = true)
        .with(2, |x| x.has_call = true);
    let p = f.predict(&table(&[(Feature::Call, 0.3)]));
    assert_eq!(p.probabilities.decisions[bb(0)], Decision::Uniform);
}

#[test]
fn metadata_wins_over_evidence() {
    let f = Function::new(3, &[(0, 1), (0, 2)])
        .with(1, |x| x.has_call = true)
        .with_bpi(0, |x| x.branch_weights = Some(vec![3, 1]));
    let p = f.predict(&table(&[(Feature::Call, 0.3)]));
    assert_eq!(
        p.probabilities.decisions[bb(0)],
        Decision::Metadata { capped: false }
    );
    assert_eq!(numerators(&p, &f.cfg, 0), vec![0x6000_0000, 0x2000_0000]);
    // The evidence is still recorded for `<explain>`.
    assert_eq!(
        features_of(&p, 0, 0),
        vec![Feature::NextBlock, Feature::Call]
    );
}

#[test]
fn unreachable_successor_keeps_the_estimated_answer() {
    let f = Function::new(3, &[(0, 1), (0, 2)])
        .with_bpi(2, |x| {
            x.terminator = Terminator::Unreachable;
            x.ends_unreachable_or_deopt = true;
        })
        .with(1, |x| x.has_call = true);
    let p = f.predict(&table(&[(Feature::Call, 0.1)]));
    assert_eq!(p.probabilities.decisions[bb(0)], Decision::Estimated);
    let n = numerators(&p, &f.cfg, 0);
    assert!(n[1] < 16, "unreachable edge gets (almost) nothing: {n:?}");
}

#[test]
fn compare_patterns_name_the_edge_where_they_hold() {
    let icmp = |pred, rhs| Compare::ICmp {
        pred,
        pointer: false,
        rhs,
        lhs_is_call: false,
        lhs_is_bit_test: false,
        narrow: false,
        lhs_is_field: false,
    };
    use IntPredicate::*;
    assert_eq!(
        compare_pattern(icmp(Slt, Rhs::Int(0))),
        Some((0, Feature::IntNegative))
    );
    // `x > -1` is `x >= 0`: negative along the false edge.
    assert_eq!(
        compare_pattern(icmp(Sgt, Rhs::Int(-1))),
        Some((1, Feature::IntNegative))
    );
    // `x < 1` is `x <= 0`.
    assert_eq!(
        compare_pattern(icmp(Slt, Rhs::Int(1))),
        Some((0, Feature::IntNonPositive))
    );
    assert_eq!(
        compare_pattern(icmp(Sgt, Rhs::Int(0))),
        Some((1, Feature::IntNonPositive))
    );
    assert_eq!(
        compare_pattern(icmp(Ne, Rhs::Int(0))),
        Some((1, Feature::IntZero))
    );
    assert_eq!(
        compare_pattern(icmp(Eq, Rhs::Int(7))),
        Some((0, Feature::IntEqualConstant))
    );
    assert_eq!(
        compare_pattern(icmp(Ugt, Rhs::Int(9))),
        Some((1, Feature::UnsignedBelowConstant))
    );
    assert_eq!(compare_pattern(icmp(Slt, Rhs::Value)), None);
    let bit = Compare::ICmp {
        pred: Eq,
        pointer: false,
        rhs: Rhs::Int(0),
        lhs_is_call: false,
        lhs_is_bit_test: true,
        narrow: false,
        lhs_is_field: false,
    };
    assert_eq!(compare_pattern(bit), Some((1, Feature::BitSet)));
    // A type tag read from a struct field: its own feature, on the equal (true) edge; the
    // same compare on a character stays narrow-eq-const.
    let narrow_eq_3 = |lhs_is_field| Compare::ICmp {
        pred: Eq,
        pointer: false,
        rhs: Rhs::Int(3),
        lhs_is_call: false,
        lhs_is_bit_test: false,
        narrow: true,
        lhs_is_field,
    };
    let (tag, character) = (narrow_eq_3(true), narrow_eq_3(false));
    assert_eq!(compare_pattern(tag), Some((0, Feature::FieldEqualConstant)));
    assert_eq!(
        compare_pattern(character),
        Some((0, Feature::NarrowEqualConstant))
    );
    let null = Compare::ICmp {
        pred: Ne,
        pointer: true,
        rhs: Rhs::Null,
        lhs_is_call: false,
        lhs_is_bit_test: false,
        narrow: false,
        lhs_is_field: false,
    };
    assert_eq!(compare_pattern(null), Some((1, Feature::PointerNull)));
    let fp = Compare::FCmp {
        equality: Some(false),
        unordered: None,
    };
    assert_eq!(compare_pattern(fp), Some((1, Feature::FloatEqual)));
}

#[test]
fn combine_sums_exactly_to_one_and_respects_the_floor() {
    let t = table(&[(Feature::LoopExit, 0.002), (Feature::ReturnNegative, 0.002)]);
    let ev = [
        Evidence {
            edge: 1,
            feature: Feature::LoopExit,
        },
        Evidence {
            edge: 1,
            feature: Feature::ReturnNegative,
        },
    ];
    let mut out = [Prob::zero(); 3];
    assert!(combine(
        &ev,
        &[bb(1), bb(2), bb(3)],
        &t,
        &mut Scratch::default(),
        &mut out
    ));
    let sum: u64 = out.iter().map(|p| p.numerator() as u64).sum();
    assert_eq!(sum, Prob::DENOMINATOR as u64);
    assert!(
        out[1].numerator() >= 1 << 11,
        "floor of 2^-20 holds: {out:?}"
    );
    assert_eq!(out[0], out[2]);
    assert!(!combine(
        &[],
        &[bb(1), bb(2), bb(3)],
        &t,
        &mut Scratch::default(),
        &mut out
    ));
}

/// Two-way branch with one feature on edge 0: a rate of 0.51 (log-odds 0.04) is below the
/// evidence threshold and leaves the branch uniform; 0.52 (0.08) decides it.
#[test]
fn nearly_even_evidence_leaves_the_branch_uniform() {
    let ev = [Evidence {
        edge: 0,
        feature: Feature::Call,
    }];
    let mut out = [Prob::zero(); 2];
    let weak = table(&[(Feature::Call, 0.51)]);
    assert!(!combine(
        &ev,
        &[bb(1), bb(2)],
        &weak,
        &mut Scratch::default(),
        &mut out
    ));
    let strong = table(&[(Feature::Call, 0.52)]);
    assert!(combine(
        &ev,
        &[bb(1), bb(2)],
        &strong,
        &mut Scratch::default(),
        &mut out
    ));
    assert!(out[0] > out[1]);
}

#[test]
fn table_files_parse_and_reject_bad_lines() {
    let t = Table::parse("# comment\nloop-exit 0.1\ncall 0.35 # trailing\n\n").unwrap();
    assert_eq!(t.rate(Feature::LoopExit), Some(0.1));
    assert_eq!(t.rate(Feature::Call), Some(0.35));
    assert_eq!(t.rate(Feature::Store), None);
    assert!(Table::parse("bogus 0.5").is_err());
    assert!(Table::parse("call 1.5").is_err());
    assert!(Table::parse("call").is_err());
    assert!(Table::parse("call 0.5 0.5").is_err());
    // Every shipped rate is a proper probability.
    let shipped = Table::shipped();
    for &f in Feature::ALL {
        if let Some(r) = shipped.rate(f) {
            assert!(r > 0.0 && r < 1.0, "{} has rate {r}", f.name());
        }
    }
}

#[test]
fn feature_names_round_trip() {
    for &f in Feature::ALL {
        assert_eq!(Feature::from_name(f.name()), Some(f));
    }
    assert_eq!(Feature::from_name("nope"), None);
}

#[test]
fn two_way_compare_adds_true_edge_and_pattern() {
    let f = Function::new(3, &[(0, 1), (0, 2)]).with(0, |x| {
        x.compare = Compare::ICmp {
            pred: IntPredicate::Eq,
            pointer: true,
            rhs: Rhs::Null,
            lhs_is_call: false,
            lhs_is_bit_test: false,
            narrow: false,
            lhs_is_field: false,
        };
        x.guard_uses = [false, true];
    });
    let p = f.predict(&Table::empty());
    assert_eq!(
        features_of(&p, 0, 0),
        vec![Feature::NextBlock, Feature::TrueEdge, Feature::PointerNull]
    );
    assert_eq!(features_of(&p, 0, 1), vec![Feature::Guard]);
}

/// A branch on a parameter: the edge most constant-passing callers choose gets the vote, but
/// only while at least half of all call sites (escapes included) pass constants and the
/// constant callers do not split evenly.
#[test]
fn caller_constant_needs_most_sites_and_a_majority() {
    let with_callers = |votes: [u32; 2], sites: u32| {
        Function::new(3, &[(0, 1), (0, 2)]).with(0, |x| {
            x.compare = Compare::ICmp {
                pred: IntPredicate::Eq,
                pointer: false,
                rhs: Rhs::Int(2),
                lhs_is_call: false,
                lhs_is_bit_test: false,
                narrow: false,
                lhs_is_field: false,
            };
            x.callers = Some(CallerVotes { votes, sites });
        })
    };
    let voted = |votes, sites, edge| {
        features_of(
            &with_callers(votes, sites).predict(&Table::empty()),
            0,
            edge,
        )
        .contains(&Feature::CallerConstant)
    };
    assert!(voted([1, 2], 3, 1) && !voted([1, 2], 3, 0));
    assert!(voted([3, 0], 6, 0), "half the sites pass constants");
    assert!(
        !voted([3, 0], 7, 0),
        "most sites pass run-time values or escape"
    );
    assert!(
        !voted([2, 2], 4, 0) && !voted([2, 2], 4, 1),
        "an even split is no vote"
    );
}

/// 0 → 1 (header) → 2 / 5; 2 → 3 (break out to 5) / 4; 4 → 1 (latch). The header's exit is
/// the loop's own test, the exit from block 2 is a break; block 5 joins three edges.
#[test]
fn loop_break_is_told_apart_from_the_loop_test() {
    let f = Function::new(
        6,
        &[
            (0, 1),
            (1, 2),
            (1, 5),
            (2, 3),
            (2, 4),
            (3, 5),
            (4, 1),
            (0, 5),
        ],
    );
    let p = f.predict(&Table::empty());
    assert!(features_of(&p, 1, 1).contains(&Feature::LoopExit));
    assert!(features_of(&p, 2, 0).contains(&Feature::LoopBreak));
    assert!(!features_of(&p, 2, 0).contains(&Feature::LoopExit));
    // Block 5 has three predecessors but post-dominates 0: not a shared error label.
    assert!(!features_of(&p, 0, 1).contains(&Feature::SharedTarget));
}

/// A switch 0 → 1 (default) / 2 / 3: only the default edge carries the switch feature.
#[test]
fn switch_default_is_the_first_edge() {
    let f = Function::new(4, &[(0, 1), (0, 2), (0, 3)]).with(0, |x| x.is_switch = true);
    let p = f.predict(&table(&[(Feature::SwitchDefault, 0.6)]));
    assert!(features_of(&p, 0, 0).contains(&Feature::SwitchDefault));
    assert!(!features_of(&p, 0, 1).contains(&Feature::SwitchDefault));
    assert!(!features_of(&p, 0, 2).contains(&Feature::SwitchDefault));
    let n = numerators(&p, &f.cfg, 0);
    // Odds 0.6 / 0.4 = 1.5 : 1 : 1.
    assert!((n[0] as f64 / Prob::DENOMINATOR as f64 - 1.5 / 3.5).abs() < 1e-6);
}

/// A switch 0 → 1 (default) / 2 / 2 / 3: two case values share block 2, so the default
/// edge carries the grouped feature instead of the dispatch one.
#[test]
fn switch_with_shared_case_block_has_a_grouped_default() {
    let f = Function::new(4, &[(0, 1), (0, 2), (0, 2), (0, 3)]).with(0, |x| x.is_switch = true);
    let p = f.predict(&Table::empty());
    assert!(features_of(&p, 0, 0).contains(&Feature::SwitchDefaultGrouped));
    assert!(!features_of(&p, 0, 0).contains(&Feature::SwitchDefault));
    assert!(!features_of(&p, 0, 1).contains(&Feature::SwitchDefaultGrouped));
}

/// A switch 0 → 1 (default) / 2 / 2 / 2 with evidence on the default only: the outcomes are
/// the two blocks, so the odds are 1.5 : 1 between them (not 1.5 : 3 against three edges),
/// and block 2's share is split evenly among its three edges.
#[test]
fn combine_weighs_destinations_not_edges() {
    let t = table(&[(Feature::Call, 0.6)]);
    let ev = [Evidence {
        edge: 0,
        feature: Feature::Call,
    }];
    let mut out = [Prob::zero(); 4];
    let succs = [bb(1), bb(2), bb(2), bb(2)];
    assert!(combine(&ev, &succs, &t, &mut Scratch::default(), &mut out));
    let d = Prob::DENOMINATOR as f64;
    assert!(
        (out[0].numerator() as f64 / d - 0.6).abs() < 1e-6,
        "{out:?}"
    );
    let rest: u64 = out[1..].iter().map(|p| p.numerator() as u64).sum();
    assert!((rest as f64 / d - 0.4).abs() < 1e-6);
    assert!(out[1].numerator().abs_diff(out[2].numerator()) <= 1);
}

/// The same feature on two edges to one block counts once.
#[test]
fn a_feature_on_duplicate_edges_counts_once() {
    let t = table(&[(Feature::Call, 0.25)]);
    let ev = [
        Evidence {
            edge: 1,
            feature: Feature::Call,
        },
        Evidence {
            edge: 2,
            feature: Feature::Call,
        },
    ];
    let mut out = [Prob::zero(); 3];
    let succs = [bb(1), bb(2), bb(2)];
    assert!(combine(&ev, &succs, &t, &mut Scratch::default(), &mut out));
    let d = Prob::DENOMINATOR as f64;
    assert!(
        (out[0].numerator() as f64 / d - 0.75).abs() < 1e-6,
        "{out:?}"
    );
}

/// A switch with more edges than the quadratic path handles numbers its destinations the
/// same way: in order of first appearance, duplicates sharing a number.
#[test]
fn large_switch_destinations_number_like_small_ones() {
    let succs: Vec<_> = (0..40u32)
        .map(|i| bb([7, 3, 9, 3, 1][i as usize % 5] + i / 10))
        .collect();
    let mut big = Scratch::default();
    let n = number_destinations(&succs, &mut big);
    let mut expected: Vec<u32> = Vec::new();
    let mut firsts = Vec::new();
    for s in &succs {
        match firsts.iter().position(|t| t == s) {
            Some(j) => expected.push(j as u32),
            None => {
                expected.push(firsts.len() as u32);
                firsts.push(*s);
            }
        }
    }
    assert_eq!(n, firsts.len());
    assert_eq!(big.destination, expected);
    let total: u32 = big.edges.iter().sum();
    assert_eq!(total, 40);
}
