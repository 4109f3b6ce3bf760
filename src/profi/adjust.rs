//! Post-processing of the solved flow (LLVM 16 `FlowAdjuster`): join positive-flow
//! components the entry cannot reach, then split flow evenly inside "unknown subgraphs".

use super::flow_function::{FlowBlockId, FlowFunction, JumpId};
use super::params::ProfiParams;
use crate::graph::min_cost_flow::INF;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// Smallest base distance of a jump in island joining (LLVM `MinBaseDistance`).
const MIN_BASE_DISTANCE: u64 = 10000;

const NO_JUMP: u32 = u32::MAX;

/// Scratch buffers reused across blocks and functions.
#[derive(Default)]
pub struct Adjuster {
    visited: Vec<bool>,
    queue: VecDeque<u32>,
    distance: Vec<i64>,
    parent: Vec<u32>,
    heap: BinaryHeap<Reverse<(u64, u32)>>,
    path: Vec<JumpId>,
    // Rebalancing: "seen in this root's search" is `stamp[b] == epoch`.
    stamp: Vec<u32>,
    epoch: u32,
    unknown: Vec<u32>,
    known_destinations: Vec<u32>,
    in_degree: Vec<u64>,
    in_degree_touched: Vec<u32>,
    acyclic_order: Vec<u32>,
    /// Per jump, how rebalancing splits a block's flow (proportionally); empty for LLVM's
    /// even split.
    split_weights: Vec<u64>,
}

impl Adjuster {
    pub fn new() -> Adjuster {
        Adjuster::default()
    }

    /// Makes rebalancing split flow in proportion to `weights` (one per jump) instead of
    /// evenly; an empty slice restores LLVM's even split. Not an LLVM feature: the quality
    /// mode passes static branch probabilities here.
    pub fn set_split_weights(&mut self, weights: &[u64]) {
        self.split_weights.clear();
        self.split_weights.extend_from_slice(weights);
    }

    /// LLVM `FlowAdjuster::run`.
    pub fn run(&mut self, params: &ProfiParams, func: &mut FlowFunction) {
        if params.join_islands {
            self.join_isolated_components(func);
        }
        if params.rebalance_unknown {
            self.rebalance_unknown_subgraphs(func);
        }
    }

    /// LLVM `joinIsolatedComponents`: for every block (in index order) with positive flow
    /// that positive-flow jumps from the entry do not reach, add one unit along the cheapest
    /// entry → block → exit path (see [`jump_distance`]), updating reachability after each
    /// jump of the path.
    pub fn join_isolated_components(&mut self, func: &mut FlowFunction) {
        let n = func.num_blocks();
        self.visited.clear();
        self.visited.resize(n, false);
        let entry = func.entry();
        self.find_reachable(func, entry.0);
        for b in 0..n {
            if func.blocks()[b].flow == 0 || self.visited[b] {
                continue;
            }
            // Both halves are found before any flow changes.
            self.path.clear();
            let found = self.shortest_path(func, entry.0, Some(b as u32))
                && self.shortest_path(func, b as u32, None);
            if !found {
                // LLVM asserts a path exists (and would dereference null without one); on
                // its own IR every block lies between the entry and an exit.
                continue;
            }
            func.blocks_mut()[entry.index()].flow += 1;
            for k in 0..self.path.len() {
                let j = self.path[k];
                let target = func.jump(j).target();
                func.jumps_mut()[j.index()].flow += 1;
                func.blocks_mut()[target.index()].flow += 1;
                self.find_reachable(func, target.0);
            }
        }
    }

    /// LLVM `findReachable`: BFS from `from` along jumps with positive flow.
    fn find_reachable(&mut self, func: &FlowFunction, from: u32) {
        if self.visited[from as usize] {
            return;
        }
        self.queue.clear();
        self.queue.push_back(from);
        self.visited[from as usize] = true;
        while let Some(b) = self.queue.pop_front() {
            for &j in func.succ_jumps(FlowBlockId(b)) {
                let jump = func.jump(j);
                let dst = jump.target().0;
                if jump.flow > 0 && !self.visited[dst as usize] {
                    self.queue.push_back(dst);
                    self.visited[dst as usize] = true;
                }
            }
        }
    }

    /// LLVM `findShortestPath(Source, Target)`: Dijkstra from `source` to `target`, or to the
    /// nearest exit when `target` is `None`; appends the path's jumps to `self.path`. False
    /// if there is no such path.
    ///
    /// LLVM keeps the frontier in an ordered set of (distance, block) pairs, erasing and
    /// re-inserting on every improvement. A binary heap with stale entries skipped pops the
    /// live pairs in the same order: a block's live pair is the one matching its current
    /// distance, distances only decrease, and every jump length is positive, so a settled
    /// block is never improved and no pair is ever live twice.
    fn shortest_path(&mut self, func: &FlowFunction, source: u32, target: Option<u32>) -> bool {
        if Some(source) == target {
            return true;
        }
        if target.is_none() && func.is_exit(FlowBlockId(source)) {
            return true;
        }
        let n = func.num_blocks();
        self.distance.clear();
        self.distance.resize(n, INF);
        self.parent.clear();
        self.parent.resize(n, NO_JUMP);
        self.heap.clear();
        self.distance[source as usize] = 0;
        self.heap.push(Reverse((0, source)));
        while let Some(Reverse((d, b))) = self.heap.pop() {
            if d != self.distance[b as usize] as u64 {
                continue;
            }
            if Some(b) == target || (target.is_none() && func.is_exit(FlowBlockId(b))) {
                break;
            }
            for &j in func.succ_jumps(FlowBlockId(b)) {
                let dst = func.jump(j).target().index();
                let candidate = self.distance[b as usize] + jump_distance(func, j);
                if self.distance[dst] > candidate {
                    self.distance[dst] = candidate;
                    self.parent[dst] = j.0;
                    self.heap.push(Reverse((candidate as u64, dst as u32)));
                }
            }
        }
        let target = match target {
            Some(t) => t,
            // The exit with the smallest tentative distance, lowest index on ties, among
            // those the search reached.
            None => {
                let mut best: Option<usize> = None;
                for b in 0..n {
                    if func.is_exit(FlowBlockId(b as u32))
                        && self.parent[b] != NO_JUMP
                        && best.is_none_or(|t| self.distance[t] > self.distance[b])
                    {
                        best = Some(b);
                    }
                }
                match best {
                    Some(b) => b as u32,
                    None => return false,
                }
            }
        };
        if self.parent[target as usize] == NO_JUMP {
            return false;
        }
        let start = self.path.len();
        let mut b = target;
        while b != source {
            let j = JumpId(self.parent[b as usize]);
            self.path.push(j);
            b = func.jump(j).source().0;
        }
        self.path[start..].reverse();
        true
    }

    /// LLVM `rebalanceUnknownSubgraphs`: for every known block with positive flow and an
    /// unknown successor (in index order, seeing earlier roots' changes), find the unknown
    /// subgraph below it and, if it has a single known exit point and no cycles, re-split
    /// the flow evenly at every branch.
    pub fn rebalance_unknown_subgraphs(&mut self, func: &mut FlowFunction) {
        let n = func.num_blocks();
        self.stamp.clear();
        self.stamp.resize(n, 0);
        self.epoch = 0;
        self.in_degree.clear();
        self.in_degree.resize(n, 0);
        for root in 0..n as u32 {
            if !can_rebalance_at_root(func, root) {
                continue;
            }
            self.find_unknown_subgraph(func, root);
            let Some(destination) = self.can_rebalance_subgraph(func, root) else {
                continue;
            };
            if !self.is_acyclic_subgraph(func, root, destination) {
                continue;
            }
            self.rebalance_unknown_subgraph(func, root, destination);
        }
    }

    /// LLVM `findUnknownSubgraph`: BFS from `root` over jumps not ignored (with no
    /// destination yet); unknown blocks are collected and expanded, known ones collected as
    /// destinations and not expanded.
    fn find_unknown_subgraph(&mut self, func: &FlowFunction, root: u32) {
        self.unknown.clear();
        self.known_destinations.clear();
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
        self.queue.clear();
        self.queue.push_back(root);
        self.stamp[root as usize] = self.epoch;
        while let Some(b) = self.queue.pop_front() {
            for &j in func.succ_jumps(FlowBlockId(b)) {
                if ignore_jump(func, root, None, j) {
                    continue;
                }
                let dst = func.jump(j).target().0;
                if self.stamp[dst as usize] == self.epoch {
                    continue;
                }
                self.stamp[dst as usize] = self.epoch;
                if func.blocks()[dst as usize].has_unknown_weight {
                    self.queue.push_back(dst);
                    self.unknown.push(dst);
                } else {
                    self.known_destinations.push(dst);
                }
            }
        }
    }

    /// LLVM `canRebalanceSubgraph`: `Some(destination)` (the single known destination, or
    /// none) if the subgraph has unknown blocks, at most one known destination, no unknown
    /// exit when there is a destination, and no unknown block whose jumps are all ignored.
    fn can_rebalance_subgraph(&self, func: &FlowFunction, root: u32) -> Option<Option<u32>> {
        if self.unknown.is_empty() || self.known_destinations.len() > 1 {
            return None;
        }
        let destination = self.known_destinations.first().copied();
        for &b in &self.unknown {
            let jumps = func.succ_jumps(FlowBlockId(b));
            if jumps.is_empty() {
                if destination.is_some() {
                    return None;
                }
                continue;
            }
            if jumps
                .iter()
                .all(|&j| ignore_jump(func, root, destination, j))
            {
                return None;
            }
        }
        Some(destination)
    }

    /// LLVM `isAcyclicSubgraph`: Kahn's algorithm from `root` over the non-ignored jumps out
    /// of the root and the unknown blocks; fails on a loop through the root or if some
    /// unknown block is never ordered. The queue stops as soon as the destination is taken
    /// off it. On success the unknown blocks are replaced by their topological order.
    fn is_acyclic_subgraph(
        &mut self,
        func: &FlowFunction,
        root: u32,
        destination: Option<u32>,
    ) -> bool {
        for k in 0..=self.unknown.len() {
            let b = if k == 0 { root } else { self.unknown[k - 1] };
            for &j in func.succ_jumps(FlowBlockId(b)) {
                if !ignore_jump(func, root, destination, j) {
                    let t = func.jump(j).target().0;
                    self.in_degree[t as usize] += 1;
                    self.in_degree_touched.push(t);
                }
            }
        }
        let acyclic = self.order_subgraph(func, root, destination);
        // LLVM starts every root with fresh zeros; clear only what this root touched.
        for &t in &self.in_degree_touched {
            self.in_degree[t as usize] = 0;
        }
        self.in_degree_touched.clear();
        if acyclic {
            std::mem::swap(&mut self.unknown, &mut self.acyclic_order);
        }
        acyclic
    }

    fn order_subgraph(&mut self, func: &FlowFunction, root: u32, destination: Option<u32>) -> bool {
        if self.in_degree[root as usize] > 0 {
            return false;
        }
        self.acyclic_order.clear();
        self.queue.clear();
        self.queue.push_back(root);
        while let Some(b) = self.queue.pop_front() {
            if Some(b) == destination {
                break;
            }
            if func.blocks()[b as usize].has_unknown_weight && b != root {
                self.acyclic_order.push(b);
            }
            for &j in func.succ_jumps(FlowBlockId(b)) {
                if ignore_jump(func, root, destination, j) {
                    continue;
                }
                let dst = func.jump(j).target().index();
                // Unsigned like LLVM's counter.
                self.in_degree[dst] = self.in_degree[dst].wrapping_sub(1);
                self.in_degree_touched.push(dst as u32);
                if self.in_degree[dst] == 0 {
                    self.queue.push_back(dst as u32);
                }
            }
        }
        self.unknown.len() == self.acyclic_order.len()
    }

    /// LLVM `rebalanceUnknownSubgraph`: the root splits what its non-ignored jumps carry;
    /// each unknown block, in topological order, takes the sum over *all* its incoming
    /// jumps as its flow and splits that.
    fn rebalance_unknown_subgraph(
        &mut self,
        func: &mut FlowFunction,
        root: u32,
        destination: Option<u32>,
    ) {
        let mut root_flow = 0u64;
        for &j in func.succ_jumps(FlowBlockId(root)) {
            if !ignore_jump(func, root, destination, j) {
                root_flow += func.jump(j).flow;
            }
        }
        let weights = &self.split_weights;
        rebalance_block(func, root, destination, root, root_flow, weights);
        for k in 0..self.unknown.len() {
            let b = self.unknown[k];
            let flow: u64 = func
                .pred_jumps(FlowBlockId(b))
                .iter()
                .map(|&j| func.jump(j).flow)
                .sum();
            func.blocks_mut()[b as usize].flow = flow;
            rebalance_block(func, root, destination, b, flow, weights);
        }
    }
}

/// LLVM `jumpDistance`: lengths for island joining that prefer, in this order, fewer unlikely
/// jumps, fewer zero-flow jumps, and the smallest relative increase of the used jumps. Reads
/// the entry's current flow.
pub fn jump_distance(func: &FlowFunction, j: JumpId) -> i64 {
    let jump = func.jump(j);
    if jump.is_unlikely {
        return ProfiParams::COST_UNLIKELY;
    }
    let blocks_plus_one = func.num_blocks() as u64 + 1;
    let entry_flow = func.block(func.entry()).flow;
    let base = MIN_BASE_DISTANCE
        .max(entry_flow.min(ProfiParams::COST_UNLIKELY as u64 / (2 * blocks_plus_one)));
    match base.checked_div(jump.flow) {
        Some(relative) => (base + relative) as i64,
        None => (2 * base * blocks_plus_one) as i64,
    }
}

/// LLVM `canRebalanceAtRoot`: a known block with positive flow and an unknown successor.
fn can_rebalance_at_root(func: &FlowFunction, root: u32) -> bool {
    let block = &func.blocks()[root as usize];
    if block.has_unknown_weight || block.flow == 0 {
        return false;
    }
    func.succ_jumps(FlowBlockId(root))
        .iter()
        .any(|&j| func.block(func.jump(j).target()).has_unknown_weight)
}

/// LLVM `ignoreJump`, rules in order: an unlikely jump without flow is ignored; a jump into
/// the destination is kept; a jump from the root to a known block is ignored (the root's
/// known successors keep their flow); a jump to a known block without flow is ignored.
pub fn ignore_jump(func: &FlowFunction, root: u32, destination: Option<u32>, j: JumpId) -> bool {
    let jump = func.jump(j);
    if jump.is_unlikely && jump.flow == 0 {
        return true;
    }
    let target = jump.target().0;
    if destination == Some(target) {
        return false;
    }
    let target_block = &func.blocks()[target as usize];
    if !target_block.has_unknown_weight && jump.source().0 == root {
        return true;
    }
    !target_block.has_unknown_weight && target_block.flow == 0
}

/// LLVM `rebalanceBlock`: give each non-ignored jump of `b` ⌈flow / degree⌉ in jump order
/// until the flow is used up. An unknown exit (no destination, no kept jumps) is left alone.
/// With `weights` (one per jump, not all zero over the kept jumps) the flow is split in
/// proportion instead, the rounding remainder going to the heaviest jump.
fn rebalance_block(
    func: &mut FlowFunction,
    root: u32,
    destination: Option<u32>,
    b: u32,
    mut flow: u64,
    weights: &[u64],
) {
    let kept: Vec<JumpId> = func
        .succ_jumps(FlowBlockId(b))
        .iter()
        .copied()
        .filter(|&j| !ignore_jump(func, root, destination, j))
        .collect();
    let degree = kept.len() as u64;
    // With a destination LLVM would divide by zero here; `can_rebalance_subgraph` rules
    // that out.
    if degree == 0 {
        return;
    }
    let weight = |j: JumpId| weights.get(j.index()).copied().unwrap_or(0);
    let total: u128 = kept.iter().map(|&j| weight(j) as u128).sum();
    if total > 0 && weights.len() == func.jumps().len() {
        let total_flow = flow;
        let mut heaviest = kept[0];
        for &j in &kept {
            let amount = (total_flow as u128 * weight(j) as u128 / total) as u64;
            func.jumps_mut()[j.index()].flow = amount;
            flow -= amount;
            if weight(j) > weight(heaviest) {
                heaviest = j;
            }
        }
        func.jumps_mut()[heaviest.index()].flow += flow;
        return;
    }
    let share = flow.div_ceil(degree);
    for j in kept {
        let amount = share.min(flow);
        func.jumps_mut()[j.index()].flow = amount;
        flow -= amount;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profi::flow_function::{FlowBlock, FlowJump};

    /// A function with given block flows and jump flows; `unknown` marks unsampled blocks.
    fn solved(flows: &[u64], unknown: &[usize], edges: &[(u32, u32, u64)]) -> FlowFunction {
        let blocks = flows
            .iter()
            .enumerate()
            .map(|(b, &f)| {
                let mut block = if unknown.contains(&b) {
                    FlowBlock::unknown()
                } else {
                    FlowBlock::known(f)
                };
                block.flow = f;
                block
            })
            .collect();
        let jumps = edges
            .iter()
            .map(|&(u, v, f)| {
                let mut j = FlowJump::new(FlowBlockId(u), FlowBlockId(v));
                j.flow = f;
                j
            })
            .collect();
        FlowFunction::new(blocks, jumps, FlowBlockId(0)).unwrap()
    }

    fn jump_flows(f: &FlowFunction) -> Vec<u64> {
        f.jumps().iter().map(|j| j.flow).collect()
    }

    fn block_flows(f: &FlowFunction) -> Vec<u64> {
        f.blocks().iter().map(|b| b.flow).collect()
    }

    #[test]
    fn island_loop_is_joined_through_the_cheapest_path() {
        // 0 → 1, 0 → 3; 1 ⇄ 2 is a hot loop (flow 100) the entry does not feed; 2 → 4 exit;
        // 3 → 4. One unit goes 0 → 1 → 2 → 4, over the zero-flow jumps only where needed.
        let mut f = solved(
            &[1, 100, 100, 1, 1],
            &[],
            &[
                (0, 1, 0),
                (1, 2, 100),
                (2, 1, 100),
                (2, 4, 0),
                (0, 3, 1),
                (3, 4, 1),
            ],
        );
        Adjuster::new().join_isolated_components(&mut f);
        assert_eq!(jump_flows(&f), vec![1, 101, 100, 1, 1, 1]);
        assert_eq!(block_flows(&f), vec![2, 101, 101, 1, 2]);
    }

    #[test]
    fn reachable_flow_is_left_alone() {
        let mut f = solved(&[5, 5, 5], &[], &[(0, 1, 5), (1, 2, 5)]);
        Adjuster::new().join_isolated_components(&mut f);
        assert_eq!(jump_flows(&f), vec![5, 5]);
        assert_eq!(block_flows(&f), vec![5, 5, 5]);
    }

    #[test]
    fn island_without_exit_is_skipped_instead_of_crashing() {
        // 1 ⇄ 2 has flow but no path to an exit (LLVM's IR driver never builds this).
        let mut f = solved(
            &[0, 7, 7, 0],
            &[],
            &[(0, 1, 0), (1, 2, 7), (2, 1, 7), (0, 3, 0)],
        );
        Adjuster::new().join_isolated_components(&mut f);
        assert_eq!(jump_flows(&f), vec![0, 7, 7, 0]);
    }

    #[test]
    fn jump_distance_prefers_used_jumps_and_avoids_unlikely_ones() {
        let mut f = solved(&[50, 50, 0], &[], &[(0, 1, 50), (0, 2, 0), (1, 2, 25)]);
        // Base = max(10000, min(50, 2^30 / 8)) = 10000.
        assert_eq!(jump_distance(&f, JumpId(0)), 10000 + 200);
        assert_eq!(jump_distance(&f, JumpId(1)), 2 * 10000 * 4);
        assert_eq!(jump_distance(&f, JumpId(2)), 10000 + 400);
        f.jumps_mut()[1].is_unlikely = true;
        assert_eq!(jump_distance(&f, JumpId(1)), 1 << 30);
        // A hot entry raises the base up to 2^30 / (2 (N + 1)).
        f.blocks_mut()[0].flow = 1 << 40;
        assert_eq!(jump_distance(&f, JumpId(0)), (1 << 27) + (1 << 27) / 50);
    }

    #[test]
    fn unknown_diamond_is_split_evenly() {
        // 0 [100] → 1?, 2?; both → 3 [100]. The solver sent everything left.
        let mut f = solved(
            &[100, 100, 0, 100],
            &[1, 2],
            &[(0, 1, 100), (0, 2, 0), (1, 3, 100), (2, 3, 0)],
        );
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![50, 50, 50, 50]);
        assert_eq!(block_flows(&f), vec![100, 50, 50, 100]);
    }

    #[test]
    fn odd_flow_rounds_up_on_earlier_jumps() {
        let mut f = solved(
            &[7, 7, 0, 0, 7],
            &[1, 2, 3],
            &[
                (0, 1, 7),
                (0, 2, 0),
                (0, 3, 0),
                (1, 4, 7),
                (2, 4, 0),
                (3, 4, 0),
            ],
        );
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![3, 3, 1, 3, 3, 1]);
    }

    #[test]
    fn known_sibling_of_the_root_keeps_its_flow() {
        // 0 [100] → 1 [40] known, → 2? unknown; 1, 2 → 3 [100].
        let mut f = solved(
            &[100, 40, 60, 100],
            &[2],
            &[(0, 1, 40), (0, 2, 60), (1, 3, 40), (2, 3, 60)],
        );
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![40, 60, 40, 60]);
    }

    #[test]
    fn two_known_destinations_block_rebalancing() {
        // 0 [10] → 1?, 2?; 1 → 3 [6], 2 → 4 [4]; then both to exit 5.
        let edges = [
            (0, 1, 6),
            (0, 2, 4),
            (1, 3, 6),
            (2, 4, 4),
            (3, 5, 6),
            (4, 5, 4),
        ];
        let mut f = solved(&[10, 6, 4, 6, 4, 10], &[1, 2], &edges);
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![6, 4, 6, 4, 6, 4]);
    }

    #[test]
    fn unknown_cycle_blocks_rebalancing() {
        // 0 [10] → 1?; 1 → 2?, 2 → 1, 1 → 3 [10].
        let edges = [
            (0, 1, 10),
            (1, 2, 5),
            (2, 1, 5),
            (1, 3, 10),
            (0, 4, 0),
            (4, 3, 0),
        ];
        let mut f = solved(&[10, 15, 5, 10, 0], &[1, 2, 4], &edges);
        let before = jump_flows(&f);
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), before);
    }

    #[test]
    fn unknown_exits_without_destination_are_split_from_the_root() {
        // 0 [10] → 1? exit, → 2? exit: no destination, both unknown exits.
        let mut f = solved(&[10, 10, 0], &[1, 2], &[(0, 1, 10), (0, 2, 0)]);
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![5, 5]);
        assert_eq!(block_flows(&f), vec![10, 5, 5]);
    }

    #[test]
    fn unlikely_jump_without_flow_is_not_given_a_share() {
        let mut f = solved(
            &[9, 9, 0, 0, 9],
            &[1, 2, 3],
            &[(0, 1, 9), (0, 2, 0), (0, 3, 0), (1, 4, 9), (2, 4, 0)],
        );
        f.jumps_mut()[2].is_unlikely = true;
        Adjuster::new().rebalance_unknown_subgraphs(&mut f);
        assert_eq!(jump_flows(&f), vec![5, 4, 0, 5, 4]);
    }

    #[test]
    fn ignore_rules_apply_in_order() {
        // 0 [5] → 1 [0] known zero, 0 → 2? ; 2 → 1; 2 → 3 [5]; unlikely 0 → 3 with flow.
        let mut f = solved(
            &[5, 0, 5, 5],
            &[2],
            &[(0, 1, 0), (0, 2, 5), (2, 1, 0), (2, 3, 5), (0, 3, 1)],
        );
        f.jumps_mut()[4].is_unlikely = true;
        let ignore = |f: &FlowFunction, dst, j| ignore_jump(f, 0, dst, JumpId(j));
        assert!(ignore(&f, None, 0)); // root → known
        assert!(!ignore(&f, Some(1), 0)); // into the destination
        assert!(!ignore(&f, None, 1)); // root → unknown
        assert!(ignore(&f, None, 2)); // → known with zero flow
        assert!(!ignore(&f, None, 3)); // → known with flow, not from the root
        assert!(ignore(&f, None, 4)); // root → known
        f.jumps_mut()[4].flow = 0;
        assert!(ignore(&f, Some(3), 4)); // unlikely without flow beats the destination rule
    }
}
