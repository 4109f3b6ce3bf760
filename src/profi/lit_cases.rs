//! LLVM 16.0.6's profi lit tests (`llvm/test/Transforms/SampleProfile/profile-inference*.ll`
//! with their `Inputs/*.prof`) as unit tests. Each function's CFG and block samples are
//! transcribed by hand: block k (layout order, 0-based) carries pseudo-probe k + 1, so its
//! sample is the profile's line `k + 1`, absent lines being unknown blocks. Expected values
//! are what `opt-16 -passes=pseudo-probe,sample-profile -sample-profile-use-profi` writes:
//! `branch_weights` (one per successor slot; no test has repeated successors, so they are
//! the edge counts) and `function_entry_count`; the counts of single-successor edges follow
//! by flow conservation and agree with the tests' `print<block-freq>` CHECK2 lines (except
//! countMultipliers2, whose CHECK2 counts are BFI's rounded ones, not profi's).

use super::cfg_counts::{infer_counts, llvm16_unlikely_rule, TerminatorKind};
use super::inference::FlowInference;
use super::params::ProfiParams;
use crate::graph::testing::blocks as block_ids;
use crate::graph::{Block, BlockMap, Csr};

const U: Option<u64> = None;

/// Runs the IR driver and checks every edge count (jump order: blocks in layout order,
/// distinct successors in terminator order), every block count and the entry count.
fn check(
    name: &str,
    rows: &[&[u32]],
    samples: &[Option<u64>],
    unreachable_blocks: &[u32],
    edges: &[u64],
    blocks: &[u64],
    entry_count: u64,
) {
    let mut kinds = BlockMap::from_elem_n(TerminatorKind::Other, rows.len());
    for b in block_ids(unreachable_blocks) {
        kinds[b] = TerminatorKind::Unreachable;
    }
    let rows: Vec<Vec<Block>> = rows.iter().map(|r| block_ids(r)).collect();
    let counts = infer_counts(
        &mut FlowInference::new(),
        &ProfiParams::default(),
        &Csr::from_rows(&rows),
        &samples.iter().copied().collect(),
        llvm16_unlikely_rule(&kinds),
    )
    .unwrap();
    assert!(counts.inferred, "{name}");
    let got: Vec<u64> = counts.edge_counts.iter().map(|e| e.count).collect();
    assert_eq!(got, edges, "{name}: edge counts");
    let got: Vec<u64> = counts.block_counts.iter().map(|c| c.unwrap()).collect();
    assert_eq!(got, blocks, "{name}: block counts");
    assert_eq!(
        counts.entry_count(),
        Some(entry_count),
        "{name}: entry count"
    );
}

// profile-inference.ll

#[test]
fn lit_test_1_consistent_branch() {
    // b1 [100] → b2 [60], b3 [40]: branch_weights 60, 40.
    check(
        "test_1",
        &[&[1, 2], &[], &[]],
        &[Some(100), Some(60), Some(40)],
        &[],
        &[60, 40],
        &[100, 60, 40],
        100,
    );
}

#[test]
fn lit_test_2_unsampled_branch_target() {
    // b1 [100] → b2 [?], b3 [10]: 90, 10.
    check(
        "test_2",
        &[&[1, 2], &[], &[]],
        &[Some(100), U, Some(10)],
        &[],
        &[90, 10],
        &[100, 90, 10],
        100,
    );
}

#[test]
fn lit_test_3_counts_from_hot_leaves() {
    // b1 [?] → b2 [?] → b3 [13]; b1 → b4 [?] → b5 [89]: 13, 89; entry 102.
    check(
        "test_3",
        &[&[1, 3], &[2], &[], &[4], &[]],
        &[U, U, Some(13), U, Some(89)],
        &[],
        &[13, 89, 13, 89],
        &[102, 13, 13, 89, 89],
        102,
    );
}

#[test]
fn lit_sum_of_squares() {
    // b1→b2; b2→b4,b3; b3→b9; b4→b5,b6; b5→b7; b6→b8; b7→b8; b8→b9.
    // branch_weights b2: 5992, 1; b4: 5992, 0.
    check(
        "sum_of_squares",
        &[&[1], &[3, 2], &[8], &[4, 5], &[6], &[7], &[7], &[8], &[]],
        &[
            U,
            Some(5993),
            Some(1),
            Some(5992),
            Some(5992),
            U,
            U,
            Some(5992),
            U,
        ],
        &[],
        &[5993, 5992, 1, 1, 5992, 0, 5992, 0, 5992, 5992],
        &[5993, 5993, 1, 5992, 5992, 0, 5992, 5992, 5993],
        5993,
    );
}

// profile-inference-noprobes.ll (line-based: b1 has offset 0 → 100, b2 has no debug
// location → unknown, b3 offset 2 → 40).

#[test]
fn lit_test_4_line_based_profile() {
    check(
        "test_4",
        &[&[1, 2], &[], &[]],
        &[Some(100), U, Some(40)],
        &[],
        &[60, 40],
        &[100, 60, 40],
        100,
    );
}

// profile-inference-even-count-distribution.ll

#[test]
fn lit_even_foo1_two_sampled_zero_arms() {
    // b11 [1000] → b12 [0], b13 [0] → b14 [1000]: 500, 500.
    check(
        "foo1",
        &[&[1, 2], &[3], &[3], &[]],
        &[Some(1000), Some(0), Some(0), Some(1000)],
        &[],
        &[500, 500, 500, 500],
        &[1000, 500, 500, 1000],
        1000,
    );
}

#[test]
fn lit_even_foo2_unsampled_entry_triangle() {
    // b21 [?] → b22 [?] → b23 [1000]; b21 → b23: 500, 500.
    check(
        "foo2",
        &[&[1, 2], &[2], &[]],
        &[U, U, Some(1000)],
        &[],
        &[500, 500, 500],
        &[1000, 500, 1000],
        1000,
    );
}

#[test]
fn lit_even_foo3_nested_split() {
    // b31→b32; b32→b33,b34; b33→b35,b34; b34→b36; b35→b36. b32: 500, 500; b33: 0, 500.
    check(
        "foo3",
        &[&[1], &[2, 3], &[4, 3], &[5], &[5], &[]],
        &[Some(1000), U, U, Some(1000), U, Some(1000)],
        &[],
        &[1000, 500, 500, 0, 500, 1000, 0],
        &[1000, 1000, 500, 1000, 0, 1000],
        1000,
    );
}

// profile-inference-islands.ll

#[test]
fn lit_islands_1_hot_loop_off_a_cold_entry() {
    // b1→b2,b4; b2→b3; b3→b2,b7; b4→b5,b6. b1: 1, 1; b3: 100, 1; b4: 0, 1; entry 2.
    check(
        "islands_1",
        &[&[1, 3], &[2], &[1, 6], &[4, 5], &[], &[], &[]],
        &[
            Some(1),
            Some(100),
            Some(100),
            Some(1),
            Some(0),
            Some(1),
            Some(0),
        ],
        &[],
        &[1, 1, 101, 100, 1, 0, 1],
        &[2, 101, 101, 1, 0, 1, 1],
        2,
    );
}

#[test]
fn lit_islands_2_zero_entry_before_a_hot_loop() {
    // b1 [0→1] → b2 ⇄ b3 [10000] → b4. b3: 10000, 1; entry 1.
    check(
        "islands_2",
        &[&[1], &[2], &[1, 3], &[]],
        &[Some(0), Some(10000), Some(10000), Some(0)],
        &[],
        &[1, 10001, 10000, 1],
        &[1, 10001, 10001, 1],
        1,
    );
}

#[test]
fn lit_islands_3_switch_into_a_loop() {
    // b1 switch → b2 (default), b3, b4; b2→b5; b3→b8,b5; b5→b6; b6→b7,b5.
    // b1: 0, 11, 0; b3: 10, 1; b6: 1, 1000; entry 11.
    check(
        "islands_3",
        &[&[1, 2, 3], &[4], &[7, 4], &[], &[5], &[6, 4], &[], &[]],
        &[
            Some(10),
            Some(0),
            Some(10),
            Some(0),
            Some(1000),
            Some(1000),
            Some(0),
            Some(10),
        ],
        &[],
        &[0, 11, 0, 0, 10, 1, 1001, 1, 1000],
        &[11, 0, 11, 0, 1001, 1001, 1, 10],
        11,
    );
}

// profile-inference-rebalance.ll

#[test]
fn lit_count_multipliers_two_unknown_diamonds() {
    // b11→b12; b12→b14,b13; b14→b15,b16; b15,b16→b17; b17→b18,b19; b18→b19; b19→b110.
    // b12: 65536, 10; b14: 32768, 32768; b17: 32768, 32768; entry 65546.
    check(
        "countMultipliers",
        &[
            &[1],
            &[3, 2],
            &[],
            &[4, 5],
            &[6],
            &[6],
            &[7, 8],
            &[8],
            &[9],
            &[],
        ],
        &[
            U,
            Some(65536),
            Some(10),
            Some(65536),
            U,
            U,
            Some(65536),
            U,
            Some(65536),
            Some(65536),
        ],
        &[],
        &[
            65546, 65536, 10, 32768, 32768, 32768, 32768, 32768, 32768, 32768, 65536,
        ],
        &[
            65546, 65546, 10, 65536, 32768, 32768, 65536, 32768, 65536, 65536,
        ],
        65546,
    );
}

#[test]
fn lit_count_multipliers2_nested_unknown_triangles() {
    // b0→b1,b5; b1→b2,b3; b2→b3,b4; b3→b5; b4→b5.
    // b0: 2000, 100; b1: 1000, 1000; b2: 500, 500; entry 2100.
    check(
        "countMultipliers2",
        &[&[1, 5], &[2, 3], &[3, 4], &[5], &[5], &[]],
        &[Some(2100), Some(2000), U, U, U, Some(2100)],
        &[],
        &[2000, 100, 1000, 1000, 500, 500, 1500, 500],
        &[2100, 2000, 1000, 1500, 500, 2100],
        2100,
    );
}

#[test]
fn lit_count_multipliers3_unknown_exit_beside_a_known_one() {
    // b31→b32; b32→b34 [?], b33 [100]: 0, 100.
    check(
        "countMultipliers3",
        &[&[1], &[3, 2], &[], &[]],
        &[Some(100), Some(100), Some(100), U],
        &[],
        &[100, 0, 100],
        &[100, 100, 100, 0],
        100,
    );
}

#[test]
fn lit_count_multipliers4_single_unknown_block() {
    // b40→b41,b42; b41→b43; b42→b43,b44; b43→b44. b40: 50, 50; b42: 25, 25.
    check(
        "countMultipliers4",
        &[&[1, 2], &[3], &[3, 4], &[4], &[]],
        &[Some(100), Some(50), Some(50), U, Some(100)],
        &[],
        &[50, 50, 50, 25, 25, 75],
        &[100, 50, 50, 75, 100],
        100,
    );
}

// profile-inference-rebalance-large.ll

#[test]
fn lit_large_foo1_switch_with_a_known_zero_arm() {
    // b11 switch → b12 (default) [0], b13..b15 [?], b16 [3300]; b12..b15 → b16.
    // 0, 825, 825, 825, 825.
    check(
        "foo1",
        &[&[1, 2, 3, 4, 5], &[5], &[5], &[5], &[5], &[]],
        &[Some(3300), Some(0), U, U, U, Some(3300)],
        &[],
        &[0, 825, 825, 825, 825, 0, 825, 825, 825],
        &[3300, 0, 825, 825, 825, 3300],
        3300,
    );
}

#[test]
fn lit_large_foo2_unknown_chain_to_the_exit() {
    // b21→b22,b23; b22→b23; b23→b24,b26; b24→b25,b26; b25→b27; b26→b27; b27→b28,b29;
    // b28→b29. b21: 128, 0; b23: 128, 0; b24: 64, 64; b27: 64, 64.
    check(
        "foo2",
        &[
            &[1, 2],
            &[2],
            &[3, 5],
            &[4, 5],
            &[6],
            &[6],
            &[7, 8],
            &[8],
            &[],
        ],
        &[Some(128), Some(128), Some(128), Some(128), U, U, U, U, U],
        &[],
        &[128, 0, 128, 128, 0, 64, 64, 64, 64, 64, 64, 64],
        &[128, 128, 128, 128, 64, 64, 128, 64, 128],
        128,
    );
}

#[test]
fn lit_large_foo3_loop_with_unknown_blocks() {
    // b31→b32; b32→b33,b34; b33→b37; b34→b35,b36; b35→b37; b36→b32; b37→b38,b39; b38→b39.
    // b32: 300, 1200; b34: 200, 1000; b37: 250, 250.
    check(
        "foo3",
        &[&[1], &[2, 3], &[6], &[4, 5], &[6], &[1], &[7, 8], &[8], &[]],
        &[
            Some(500),
            Some(1500),
            U,
            Some(1200),
            U,
            Some(900),
            U,
            U,
            Some(500),
        ],
        &[],
        &[500, 300, 1200, 300, 200, 1000, 200, 1000, 250, 250, 250],
        &[500, 1500, 300, 1200, 200, 1000, 500, 250, 500],
        500,
    );
}

#[test]
fn lit_large_foo4_switch_default_to_unreachable() {
    // b41→b42,b43; b42→b43; b43 switch → b49 (default, `unreachable`), b44..b48;
    // b44..b48 → b410. b41: 200, 200; b43: 0, 80 × 5.
    check(
        "foo4",
        &[
            &[1, 2],
            &[2],
            &[8, 3, 4, 5, 6, 7],
            &[9],
            &[9],
            &[9],
            &[9],
            &[9],
            &[],
            &[],
        ],
        &[Some(400), U, Some(400), U, U, U, U, U, U, Some(400)],
        &[8],
        &[200, 200, 200, 0, 80, 80, 80, 80, 80, 80, 80, 80, 80, 80],
        &[400, 200, 400, 80, 80, 80, 80, 80, 0, 400],
        400,
    );
}
