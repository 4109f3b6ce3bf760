//! The flow network profi solves and how block and jump counts are read back from it (LLVM 16
//! `initializeNetwork`, `assignBlockCosts`, `assignJumpCosts`, `extractWeights`).
//!
//! Block `b` becomes two nodes, `in = 2b` and `out = 2b + 1`; then come `S = 2N`, `T = 2N + 1`
//! (the circulation's source and sink, joined by `T → S`) and `S1 = 2N + 2`, `T1 = 2N + 3`
//! (the solver's source and sink). A known weight `W` is "W units already there": `S1`
//! injects `W` at `out` and `T1` takes `W` at `in`. The max flow is therefore always the
//! total weight; the solver's real work is the cost: each unit routed around the CFG
//! circulation instead of straight back through the block's "decrease" arc saves that arc's
//! cost but pays for any "increase" arcs it crosses.

use super::error::InferenceError;
use super::flow_function::{FlowBlockId, FlowFunction, FlowJump};
use super::params::ProfiParams;
use crate::graph::min_cost_flow::{MinCostFlow, Node, INF};

/// The `in` node of block `b`.
pub fn block_in(b: FlowBlockId) -> Node {
    Node(2 * b.0)
}

/// The `out` node of block `b`.
pub fn block_out(b: FlowBlockId) -> Node {
    Node(2 * b.0 + 1)
}

/// `(S, T, S1, T1)` for a function of `num_blocks` blocks.
pub fn special_nodes(num_blocks: usize) -> (Node, Node, Node, Node) {
    let s = 2 * num_blocks as u32;
    (Node(s), Node(s + 1), Node(s + 2), Node(s + 3))
}

/// Costs per unit of raising and of lowering a block's count (LLVM `assignBlockCosts`).
/// The order of the rules matters: an unknown entry is free, a known-zero entry pays the
/// entry costs.
pub fn block_costs(params: &ProfiParams, func: &FlowFunction, b: FlowBlockId) -> (i64, i64) {
    let block = func.block(b);
    if block.is_unlikely {
        return (ProfiParams::COST_UNLIKELY, ProfiParams::COST_UNLIKELY);
    }
    if block.has_unknown_weight {
        return (params.cost_block_unknown_inc as i64, 0);
    }
    if func.is_entry(b) {
        return (
            params.cost_block_entry_inc as i64,
            params.cost_block_entry_dec as i64,
        );
    }
    let inc = if block.weight == 0 {
        params.cost_block_zero_inc
    } else {
        params.cost_block_inc
    };
    (inc as i64, params.cost_block_dec as i64)
}

/// Costs per unit of raising and of lowering a jump's count (LLVM `assignJumpCosts`). A
/// "fall-through" is a jump to the next block by index.
pub fn jump_costs(params: &ProfiParams, jump: &FlowJump) -> (i64, i64) {
    if jump.is_unlikely {
        return (ProfiParams::COST_UNLIKELY, ProfiParams::COST_UNLIKELY);
    }
    let fall_through = jump.source().0 as u64 + 1 == jump.target().0 as u64;
    if jump.has_unknown_weight {
        let inc = if fall_through {
            params.cost_jump_unknown_ft_inc
        } else {
            params.cost_jump_unknown_inc
        };
        return (inc as i64, 0);
    }
    if fall_through {
        (
            params.cost_jump_ft_inc as i64,
            params.cost_jump_ft_dec as i64,
        )
    } else {
        (params.cost_jump_inc as i64, params.cost_jump_dec as i64)
    }
}

/// Fills `net` with `func`'s network, arcs in LLVM's order (adjacency order decides the
/// solver's ties).
///
/// Weights are LLVM's `uint64_t`s handed to an `int64_t` capacity: a weight of 2^63 or more
/// becomes a negative capacity, an arc no path can use, so it is left out here (the network
/// behaves identically). Weights above [`INF`] are kept: like LLVM, the solver never pushes
/// more than `INF` along one path, so "infinite" arcs carry at most `INF` and larger weights
/// are routed back through their blocks' decrease arcs over several augmentations.
pub fn build_network(
    params: &ProfiParams,
    func: &FlowFunction,
    net: &mut MinCostFlow,
) -> Result<(), InferenceError> {
    let n = func.num_blocks();
    let (s, t, s1, t1) = special_nodes(n);
    net.reset(2 * n + 4, s1, t1)?;

    for b in 0..n as u32 {
        let b = FlowBlockId(b);
        let (bin, bout) = (block_in(b), block_out(b));
        if func.is_entry(b) {
            net.add_arc(s, bin, INF, 0)?;
        } else if func.is_exit(b) {
            net.add_arc(bout, t, INF, 0)?;
        }
        let (inc, dec) = block_costs(params, func, b);
        net.add_arc(bin, bout, INF, inc)?;
        let weight = func.block(b).weight as i64;
        if weight > 0 {
            net.add_arc(bout, bin, weight, dec)?;
            net.add_arc(s1, bout, weight, 0)?;
            net.add_arc(bin, t1, weight, 0)?;
        }
    }

    for jump in func.jumps() {
        // A self-loop jump becomes `out → in` of its block: distinct nodes, so it is legal.
        let from = block_out(jump.source());
        let to = block_in(jump.target());
        let (inc, dec) = jump_costs(params, jump);
        net.add_arc(from, to, INF, inc)?;
        let weight = jump.weight as i64;
        if weight > 0 {
            net.add_arc(to, from, weight, dec)?;
            net.add_arc(s1, to, weight, 0)?;
            net.add_arc(from, t1, weight, 0)?;
        }
    }

    net.add_arc(t, s, INF, 0)?;
    Ok(())
}

/// Reads jump and block counts from a solved network (LLVM `extractWeights`).
///
/// A jump's count is its weight plus the flow summed over *every* slot of the source's `out`
/// node that points to the target's `in` node: the jump's arc, parallel jumps' arcs, and the
/// twins of arcs the other way (negative), e.g. a known jump's "decrease" arc. For a self
/// loop that sum also holds the block's own decrease arc and increase twin, so it is clamped
/// at 0. A block's count is the larger of its in- and out-flow (the entry has only out-flow,
/// an exit only in-flow).
///
/// LLVM rescans the source's adjacency for every jump; here each `out` node is scanned once
/// into a per-node sum table. The sums are the same integers added in another order (no
/// overflow is possible below `INF`), so the counts are identical.
pub fn extract_weights(func: &mut FlowFunction, net: &MinCostFlow, sums: &mut Vec<i64>) {
    let n = func.num_blocks();
    sums.clear();
    sums.resize(net.num_nodes(), 0);
    let mut touched = Vec::new();
    for b in 0..n as u32 {
        let b = FlowBlockId(b);
        let outgoing = func.succ_jumps(b).len();
        if outgoing == 0 {
            continue;
        }
        net.accumulate_flows_from(block_out(b), sums, &mut touched);
        for k in 0..outgoing {
            let j = func.succ_jumps(b)[k];
            let jump = &func.jumps()[j.index()];
            let aux = sums[block_in(jump.target()).index()];
            let weight = jump.weight as i64;
            let flow = if jump.source() != jump.target() {
                weight + aux
            } else {
                weight + aux.max(0)
            };
            // Never negative (a decrease arc carries at most the jump's weight); `as` is
            // LLVM's int64 → uint64 conversion.
            func.jumps_mut()[j.index()].flow = flow as u64;
        }
        for &h in &touched {
            sums[h as usize] = 0;
        }
        touched.clear();
    }

    let mut in_flow = vec![0u64; n];
    let mut out_flow = vec![0u64; n];
    for jump in func.jumps() {
        in_flow[jump.target().index()] += jump.flow;
        out_flow[jump.source().index()] += jump.flow;
    }
    for (b, block) in func.blocks_mut().iter_mut().enumerate() {
        block.flow = out_flow[b].max(in_flow[b]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profi::flow_function::FlowBlock;

    fn func(blocks: Vec<FlowBlock>, edges: &[(u32, u32)]) -> FlowFunction {
        let jumps = edges
            .iter()
            .map(|&(u, v)| FlowJump::new(FlowBlockId(u), FlowBlockId(v)))
            .collect();
        FlowFunction::new(blocks, jumps, FlowBlockId(0)).unwrap()
    }

    #[test]
    fn two_way_branch_network_has_llvms_arc_order_and_costs() {
        // LLVM's profile-inference.ll test_1: b0 [100] → b1 [60], b0 → b2 [40].
        let f = func(
            vec![
                FlowBlock::known(100),
                FlowBlock::known(60),
                FlowBlock::known(40),
            ],
            &[(0, 1), (0, 2)],
        );
        let mut net = MinCostFlow::new();
        build_network(&ProfiParams::default(), &f, &mut net).unwrap();
        let arcs: Vec<(u32, u32, i64, i64)> =
            net.arcs().map(|(u, v, c, k)| (u.0, v.0, c, k)).collect();
        let expected = vec![
            (6, 0, INF, 0),
            (0, 1, INF, 40),
            (1, 0, 100, 10),
            (8, 1, 100, 0),
            (0, 9, 100, 0),
            (3, 7, INF, 0),
            (2, 3, INF, 10),
            (3, 2, 60, 20),
            (8, 3, 60, 0),
            (2, 9, 60, 0),
            (5, 7, INF, 0),
            (4, 5, INF, 10),
            (5, 4, 40, 20),
            (8, 5, 40, 0),
            (4, 9, 40, 0),
            (1, 2, INF, 0),
            (1, 4, INF, 0),
            (7, 6, INF, 0),
        ];
        assert_eq!(arcs, expected);
        assert_eq!(net.terminals(), (Node(8), Node(9)));
    }

    #[test]
    fn block_cost_rules_apply_in_llvms_order() {
        let p = ProfiParams::default();
        // 0: known-zero entry, 1: unknown, 2: known zero, 3: known 5, 4: unknown entry-less
        // block that is unlikely.
        let mut blocks = vec![
            FlowBlock::known(0),
            FlowBlock::unknown(),
            FlowBlock::known(0),
            FlowBlock::known(5),
            FlowBlock::unknown(),
        ];
        blocks[4].is_unlikely = true;
        let f = func(blocks, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let costs: Vec<_> = (0..5)
            .map(|b| block_costs(&p, &f, FlowBlockId(b)))
            .collect();
        let u = ProfiParams::COST_UNLIKELY;
        assert_eq!(costs, vec![(40, 10), (0, 0), (11, 20), (10, 20), (u, u)]);
        // An unknown block without predecessors is free to raise, not an entry-cost block.
        let g = func(vec![FlowBlock::unknown(), FlowBlock::known(3)], &[(0, 1)]);
        assert_eq!(block_costs(&p, &g, FlowBlockId(0)), (0, 0));
    }

    #[test]
    fn jump_cost_rules_distinguish_fall_through_and_known() {
        let p = ProfiParams {
            cost_jump_inc: 1,
            cost_jump_ft_inc: 2,
            cost_jump_dec: 3,
            cost_jump_ft_dec: 4,
            cost_jump_unknown_inc: 5,
            cost_jump_unknown_ft_inc: 6,
            ..ProfiParams::default()
        };
        let mut j = FlowJump::new(FlowBlockId(0), FlowBlockId(1));
        assert_eq!(jump_costs(&p, &j), (6, 0));
        j.has_unknown_weight = false;
        j.weight = 9;
        assert_eq!(jump_costs(&p, &j), (2, 4));
        let mut k = FlowJump::new(FlowBlockId(2), FlowBlockId(0));
        assert_eq!(jump_costs(&p, &k), (5, 0));
        k.has_unknown_weight = false;
        assert_eq!(jump_costs(&p, &k), (1, 3));
        k.is_unlikely = true;
        let u = ProfiParams::COST_UNLIKELY;
        assert_eq!(jump_costs(&p, &k), (u, u));
    }

    #[test]
    fn known_jump_adds_decrease_and_terminal_arcs() {
        let mut f = func(vec![FlowBlock::known(4), FlowBlock::unknown()], &[(0, 1)]);
        f.jumps_mut()[0].weight = 7;
        f.jumps_mut()[0].has_unknown_weight = false;
        let mut net = MinCostFlow::new();
        build_network(&ProfiParams::default(), &f, &mut net).unwrap();
        let tail: Vec<(u32, u32, i64)> = net
            .arcs()
            .skip(7)
            .map(|(u, v, c, _)| (u.0, v.0, c))
            .collect();
        // Jump 1 → 2 (out of block 0 into block 1), then its decrease arc and S1/T1 arcs.
        assert_eq!(
            tail,
            vec![(1, 2, INF), (2, 1, 7), (6, 2, 7), (1, 7, 7), (5, 4, INF)]
        );
    }

    #[test]
    fn weights_of_2_pow_63_and_more_get_no_arcs_and_larger_ones_keep_theirs() {
        let f = func(
            vec![FlowBlock::known(1 << 63), FlowBlock::known(INF as u64 * 3)],
            &[(0, 1)],
        );
        let mut net = MinCostFlow::new();
        build_network(&ProfiParams::default(), &f, &mut net).unwrap();
        let capacities: Vec<i64> = net.arcs().map(|(_, _, c, _)| c).collect();
        // S → b0in, b0in → b0out, then b1: out → T, in → out, three arcs of 3·INF, the
        // jump, T → S.
        assert_eq!(
            capacities,
            vec![INF, INF, INF, INF, 3 * INF, 3 * INF, 3 * INF, INF, INF]
        );
    }

    #[test]
    fn self_loop_count_ignores_the_blocks_own_arcs() {
        // b0 [10] → b1 [30] with a self loop on b1, b1 → b2 [10]: the loop carries 20.
        let mut f = func(
            vec![
                FlowBlock::known(10),
                FlowBlock::known(30),
                FlowBlock::known(10),
            ],
            &[(0, 1), (1, 1), (1, 2)],
        );
        let mut net = MinCostFlow::new();
        build_network(&ProfiParams::default(), &f, &mut net).unwrap();
        net.run(true).unwrap();
        extract_weights(&mut f, &net, &mut Vec::new());
        let flows: Vec<u64> = f.jumps().iter().map(|j| j.flow).collect();
        assert_eq!(flows, vec![10, 20, 10]);
        let blocks: Vec<u64> = f.blocks().iter().map(|b| b.flow).collect();
        assert_eq!(blocks, vec![10, 30, 10]);
    }
}
