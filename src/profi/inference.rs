//! Flow inference on a [`FlowFunction`] (LLVM 16 `applyFlowInference(Params, Func)`): build
//! the network, solve it, read the counts back, post-process.

use super::adjust::Adjuster;
use super::error::InferenceError;
use super::flow_function::FlowFunction;
use super::network::{build_network, extract_weights};
use super::params::ProfiParams;
use crate::graph::min_cost_flow::{MinCostFlow, RunSummary};

/// Solver and scratch buffers, reusable across functions.
#[derive(Default)]
pub struct FlowInference {
    solver: MinCostFlow,
    adjuster: Adjuster,
    sums: Vec<i64>,
}

impl FlowInference {
    pub fn new() -> FlowInference {
        FlowInference::default()
    }

    /// Sets every block's and jump's `flow`. On error `func` is left unchanged. Unlike LLVM
    /// 17+, LLVM 16 does no early exit here (that lives in its IR driver), so neither do we.
    pub fn apply(
        &mut self,
        params: &ProfiParams,
        func: &mut FlowFunction,
    ) -> Result<RunSummary, InferenceError> {
        build_network(params, func, &mut self.solver)?;
        let summary = self.solver.run(params.even_flow_distribution)?;
        extract_weights(func, &self.solver, &mut self.sums);
        self.adjuster.run(params, func);
        Ok(summary)
    }
}

/// One-shot form of [`FlowInference::apply`].
pub fn apply_flow_inference(
    params: &ProfiParams,
    func: &mut FlowFunction,
) -> Result<(), InferenceError> {
    FlowInference::new().apply(params, func).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::Rng;
    use crate::profi::flow_function::{FlowBlock, FlowBlockId, FlowJump};

    fn func(weights: &[Option<u64>], edges: &[(u32, u32)]) -> FlowFunction {
        let blocks = weights
            .iter()
            .map(|w| w.map_or_else(FlowBlock::unknown, FlowBlock::known))
            .collect();
        let jumps = edges
            .iter()
            .map(|&(u, v)| FlowJump::new(FlowBlockId(u), FlowBlockId(v)))
            .collect();
        FlowFunction::new(blocks, jumps, FlowBlockId(0)).unwrap()
    }

    fn jump_flows(f: &FlowFunction) -> Vec<u64> {
        f.jumps().iter().map(|j| j.flow).collect()
    }

    /// In-flow = out-flow = block flow for inner blocks; entry and exits as LLVM's
    /// `verifyOutput` checks, plus reachability of all positive flow from the entry.
    fn assert_valid_flow(f: &FlowFunction) {
        let n = f.num_blocks();
        let mut inflow = vec![0u64; n];
        let mut outflow = vec![0u64; n];
        for j in f.jumps() {
            inflow[j.target().index()] += j.flow;
            outflow[j.source().index()] += j.flow;
        }
        let (mut total_in, mut total_out) = (0, 0);
        for b in 0..n {
            let id = FlowBlockId(b as u32);
            let flow = f.block(id).flow;
            if f.is_entry(id) {
                assert_eq!(flow, outflow[b], "entry {b}");
                total_in += flow;
            } else if f.is_exit(id) {
                assert_eq!(flow, inflow[b], "exit {b}");
                total_out += flow;
            } else {
                assert_eq!((flow, flow), (inflow[b], outflow[b]), "block {b}");
            }
        }
        assert_eq!(total_in, total_out);
        let mut seen = vec![false; n];
        let mut stack = vec![f.entry()];
        seen[f.entry().index()] = true;
        while let Some(b) = stack.pop() {
            for &j in f.succ_jumps(b) {
                let t = f.jump(j).target();
                if f.jump(j).flow > 0 && !seen[t.index()] {
                    seen[t.index()] = true;
                    stack.push(t);
                }
            }
        }
        for (b, block) in f.blocks().iter().enumerate() {
            assert!(seen[b] || block.flow == 0, "isolated flow at {b}");
        }
    }

    #[test]
    fn consistent_counts_are_kept() {
        let mut f = func(&[Some(100), Some(60), Some(40)], &[(0, 1), (0, 2)]);
        apply_flow_inference(&ProfiParams::default(), &mut f).unwrap();
        assert_eq!(jump_flows(&f), vec![60, 40]);
        assert_valid_flow(&f);
    }

    #[test]
    fn known_zero_successors_pull_a_hot_entry_down_to_zero() {
        // Lowering the entry costs 10 per unit, raising a known-zero block 11.
        let mut f = func(&[Some(100), Some(0), Some(0)], &[(0, 1), (0, 2)]);
        apply_flow_inference(&ProfiParams::default(), &mut f).unwrap();
        assert_eq!(jump_flows(&f), vec![0, 0]);
        assert!(f.blocks().iter().all(|b| b.flow == 0));
    }

    #[test]
    fn loop_count_comes_from_the_latch() {
        // 0 [10] → 1? ; 1 → 2 [90] ; 2 → 1 (back edge), 2 → 3 [10].
        let mut f = func(
            &[Some(10), None, Some(90), Some(10)],
            &[(0, 1), (1, 2), (2, 1), (2, 3)],
        );
        apply_flow_inference(&ProfiParams::default(), &mut f).unwrap();
        assert_eq!(jump_flows(&f), vec![10, 90, 80, 10]);
        assert_valid_flow(&f);
    }

    #[test]
    fn unlikely_jump_stays_empty_even_with_samples_behind_it() {
        // 0 [50] → 1? (unlikely) or 2?; both exit. Nothing forces the unlikely side.
        let mut f = func(&[Some(50), None, None], &[(0, 1), (0, 2)]);
        f.jumps_mut()[0].is_unlikely = true;
        apply_flow_inference(&ProfiParams::default(), &mut f).unwrap();
        assert_eq!(jump_flows(&f), vec![0, 50]);
        // Even a sampled count behind it is cheaper to drop (20 per unit) than to route
        // (2^30 per unit).
        let mut g = func(&[Some(50), Some(5), None], &[(0, 1), (0, 2)]);
        g.jumps_mut()[0].is_unlikely = true;
        apply_flow_inference(&ProfiParams::default(), &mut g).unwrap();
        assert_eq!(jump_flows(&g), vec![0, 50]);
        assert_valid_flow(&g);
    }

    #[test]
    fn switches_off_change_the_answer() {
        let weights = [Some(1000), None, None, Some(1000)];
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3)];
        let mut even = func(&weights, &edges);
        apply_flow_inference(&ProfiParams::default(), &mut even).unwrap();
        assert_eq!(jump_flows(&even), vec![500, 500, 500, 500]);
        let plain = ProfiParams {
            even_flow_distribution: false,
            rebalance_unknown: false,
            ..ProfiParams::default()
        };
        let mut one_sided = func(&weights, &edges);
        apply_flow_inference(&plain, &mut one_sided).unwrap();
        assert_eq!(jump_flows(&one_sided), vec![1000, 0, 1000, 0]);
    }

    #[test]
    fn weights_beyond_infinity_saturate_the_circulation_at_infinity() {
        // Every path carries at most INF (LLVM's path capacity starts there), so the
        // "infinite" arcs hold at most INF and the rest of each weight stays on its block's
        // decrease arc: both blocks end at INF.
        let mut f = func(&[Some(3 << 50), Some(3 << 50)], &[(0, 1)]);
        apply_flow_inference(&ProfiParams::default(), &mut f).unwrap();
        assert_eq!(jump_flows(&f), vec![1 << 50]);
        assert_valid_flow(&f);
    }

    /// Random single-entry CFGs where every block reaches an exit (the shape LLVM's IR
    /// driver builds): the result must satisfy LLVM's own output checks.
    #[test]
    fn random_functions_get_valid_connected_flows() {
        let mut rng = Rng::new(11);
        let mut engine = FlowInference::new();
        for _ in 0..300 {
            let n = 2 + rng.below(9) as u32;
            let mut edges = Vec::new();
            // Every block is reached from a lower one and reaches a higher one, so all are
            // reachable and can exit at n - 1.
            for b in 1..n {
                edges.push((rng.below(b as u64) as u32, b));
            }
            for b in 0..n - 1 {
                let v = b + 1 + rng.below((n - 1 - b) as u64) as u32;
                if !edges.contains(&(b, v)) {
                    edges.push((b, v));
                }
            }
            for _ in 0..rng.below(2 * n as u64) {
                let u = rng.below(n as u64 - 1) as u32;
                let v = 1 + rng.below(n as u64 - 1) as u32;
                if !edges.contains(&(u, v)) {
                    edges.push((u, v));
                }
            }
            edges.sort_by_key(|&(u, _)| u);
            let weights: Vec<Option<u64>> = (0..n)
                .map(|_| match rng.below(3) {
                    0 => None,
                    1 => Some(rng.below(3)),
                    _ => Some(rng.below(200)),
                })
                .collect();
            let mut f = func(&weights, &edges);
            for j in f.jumps_mut() {
                j.is_unlikely = rng.below(8) == 0;
            }
            if !f.blocks()[0].has_unknown_weight && f.blocks()[0].weight == 0 {
                f.blocks_mut()[0].weight = 1;
            }
            engine.apply(&ProfiParams::default(), &mut f).unwrap();
            assert_valid_flow(&f);
        }
    }
}
