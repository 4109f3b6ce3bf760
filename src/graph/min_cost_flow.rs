//! Min-cost max-flow with LLVM 16's exact tie-breaking (`MinCostMaxFlow` in profi's
//! SampleProfileInference.cpp): successive shortest paths found by a pruned FIFO Bellman–Ford,
//! optionally augmenting along a DAG of equally short paths with an even split.
//!
//! Why bit-exactness needs care: a min-cost flow is rarely unique, and which optimum LLVM
//! returns depends on the order arcs were added (adjacency order decides every tie in the
//! path search and the DFS), on the queue discipline, and on the f64 arithmetic of the even
//! split. All of those are reproduced; see the comments at each step.
//!
//! Layout: arcs are stored once, in insertion order, and [`MinCostFlow::run`] lays them out
//! as one compressed adjacency table whose per-node order equals LLVM's per-node vectors
//! (forward arc appended to the tail's list, then its residual twin to the head's list).

use std::collections::VecDeque;
use std::fmt;

/// "Infinite" capacity. LLVM avoids `i64::MAX` so that sums of capacities cannot overflow.
pub const INF: i64 = 1 << 50;

/// Largest accepted arc cost: every cost profi uses (`u32` parameters, `CostUnlikely = 2^30`)
/// fits, and distances stay far from overflow for [`MAX_NODES`] nodes.
pub const MAX_COST: i64 = u32::MAX as i64;

/// Largest accepted number of nodes (keeps `nodes · MAX_COST` below `2^62`).
pub const MAX_NODES: usize = 1 << 28;

/// How often the DAG search may enter one node (LLVM `MinCostMaxFlow::MaxDfsCalls`).
pub const MAX_DFS_CALLS: u32 = 10;

/// A node of the flow network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node(pub u32);

/// A forward arc, numbered in insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Arc(pub u32);

impl Node {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl Arc {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a network was refused or a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowError {
    TooManyNodes(usize),
    TooManyArcs,
    NodeOutOfRange {
        node: Node,
        num_nodes: usize,
    },
    SourceIsSink(Node),
    /// LLVM's solver does not support arcs from a node to itself.
    SelfLoop(Node),
    /// Capacities must be positive (LLVM asserts it). Above [`INF`] they are kept: a path
    /// never carries more than `INF`, so larger capacities fill over several augmentations,
    /// exactly as in LLVM.
    CapacityOutOfRange(i64),
    /// Costs must lie in `0..=MAX_COST`; negative costs would break the search's pruning.
    CostOutOfRange(i64),
    /// The path search did not settle: only possible with a negative-cost residual cycle,
    /// where LLVM's loop would never end.
    NoConvergence,
}

impl fmt::Display for FlowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FlowError::TooManyNodes(n) => write!(f, "flow network with {n} nodes is too large"),
            FlowError::TooManyArcs => write!(f, "flow network has too many arcs"),
            FlowError::NodeOutOfRange { node, num_nodes } => {
                write!(f, "node {} out of range (network has {num_nodes})", node.0)
            }
            FlowError::SourceIsSink(n) => write!(f, "source and sink are the same node {}", n.0),
            FlowError::SelfLoop(n) => write!(f, "arc from node {} to itself", n.0),
            FlowError::CapacityOutOfRange(c) => write!(f, "arc capacity {c} is not positive"),
            FlowError::CostOutOfRange(c) => write!(f, "arc cost {c} outside 0..=2^32-1"),
            FlowError::NoConvergence => {
                write!(f, "shortest-path search did not converge (negative cycle)")
            }
        }
    }
}

impl std::error::Error for FlowError {}

/// What a run did, as LLVM's `MinCostMaxFlow::run` computes it for its debug output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunSummary {
    /// Inner iterations of the augmentation loop (DAG or path augmentations).
    pub augmentations: u64,
    /// Flow leaving the source.
    pub total_flow: i128,
    /// Σ cost · flow over arcs (and twins) with positive flow.
    pub total_cost: i128,
}

#[derive(Clone, Copy, Debug)]
struct ArcSpec {
    tail: u32,
    head: u32,
    capacity: i64,
    cost: i64,
}

const NONE: u32 = u32::MAX;

/// A min-cost max-flow problem and its solver state. Reuse one value across networks
/// ([`MinCostFlow::reset`]) to keep its allocations.
#[derive(Clone, Debug, Default)]
pub struct MinCostFlow {
    num_nodes: u32,
    source: u32,
    sink: u32,
    arcs: Vec<ArcSpec>,

    // Residual network, one slot per arc end, grouped by tail in LLVM's adjacency order.
    // Slot `s` belongs to node `v` iff `adj_start[v] <= s < adj_start[v + 1]`.
    adj_start: Vec<u32>,
    head: Vec<u32>,
    cost: Vec<i64>,
    capacity: Vec<i64>,
    flow: Vec<i64>,
    twin: Vec<u32>,
    on_shortest_path: Vec<bool>,
    augmented: Vec<u64>,
    /// Slot of each forward arc.
    forward_slot: Vec<u32>,

    // Per-node search state (LLVM `MinCostMaxFlow::Node`).
    distance: Vec<i64>,
    parent_slot: Vec<u32>,
    queued: Vec<bool>,
    pops: Vec<u32>,
    reaches_sink: Vec<bool>,
    frac_flow: Vec<f64>,
    int_flow: Vec<u64>,
    discovery: Vec<u64>,
    finish: Vec<u64>,
    num_calls: Vec<u32>,

    queue: VecDeque<u32>,
    stack: Vec<(u32, u32)>,
    /// Nodes of the augmenting DAG, source first, sink last.
    order: Vec<u32>,
    /// DAG arcs of `order[i]` are `dag_arcs[dag_start[i]..dag_start[i + 1]]`.
    dag_start: Vec<u32>,
    dag_arcs: Vec<u32>,
}

impl MinCostFlow {
    pub fn new() -> MinCostFlow {
        MinCostFlow::default()
    }

    /// Starts a new network with nodes `0..num_nodes` (LLVM `initialize`), keeping buffers.
    pub fn reset(&mut self, num_nodes: usize, source: Node, sink: Node) -> Result<(), FlowError> {
        if num_nodes > MAX_NODES {
            return Err(FlowError::TooManyNodes(num_nodes));
        }
        for node in [source, sink] {
            if node.index() >= num_nodes {
                return Err(FlowError::NodeOutOfRange { node, num_nodes });
            }
        }
        if source == sink {
            return Err(FlowError::SourceIsSink(source));
        }
        self.num_nodes = num_nodes as u32;
        self.source = source.0;
        self.sink = sink.0;
        self.arcs.clear();
        self.adj_start.clear();
        Ok(())
    }

    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.num_nodes as usize
    }

    /// The source and the sink.
    pub fn terminals(&self) -> (Node, Node) {
        (Node(self.source), Node(self.sink))
    }

    /// Adds an arc `from → to` (LLVM `addEdge`); parallel arcs are allowed. Its residual twin
    /// (capacity 0, cost `-cost`) is implied.
    pub fn add_arc(
        &mut self,
        from: Node,
        to: Node,
        capacity: i64,
        cost: i64,
    ) -> Result<Arc, FlowError> {
        let num_nodes = self.num_nodes();
        for node in [from, to] {
            if node.index() >= num_nodes {
                return Err(FlowError::NodeOutOfRange { node, num_nodes });
            }
        }
        if from == to {
            return Err(FlowError::SelfLoop(from));
        }
        if capacity < 1 {
            return Err(FlowError::CapacityOutOfRange(capacity));
        }
        if !(0..=MAX_COST).contains(&cost) {
            return Err(FlowError::CostOutOfRange(cost));
        }
        // Two slots per arc, and slot indices must stay below `NONE`.
        if self.arcs.len() >= (u32::MAX / 2 - 1) as usize {
            return Err(FlowError::TooManyArcs);
        }
        self.adj_start.clear();
        self.arcs.push(ArcSpec {
            tail: from.0,
            head: to.0,
            capacity,
            cost,
        });
        Ok(Arc(self.arcs.len() as u32 - 1))
    }

    /// Number of (forward) arcs.
    pub fn num_arcs(&self) -> usize {
        self.arcs.len()
    }

    /// The arcs in insertion order: `(tail, head, capacity, cost)`.
    pub fn arcs(&self) -> impl Iterator<Item = (Node, Node, i64, i64)> + '_ {
        self.arcs
            .iter()
            .map(|a| (Node(a.tail), Node(a.head), a.capacity, a.cost))
    }

    /// Flow on a forward arc (0 before [`MinCostFlow::run`]).
    pub fn flow(&self, arc: Arc) -> i64 {
        if self.adj_start.is_empty() {
            return 0;
        }
        self.flow[self.forward_slot[arc.index()] as usize]
    }

    /// Σ flow over every slot of `from`'s adjacency that points to `to`, residual twins
    /// included (their flow is the negated flow of an arc `to → from`); LLVM `getFlow(Src,
    /// Dst)`.
    pub fn flow_between(&self, from: Node, to: Node) -> i64 {
        if self.adj_start.is_empty() || from.index() >= self.num_nodes() {
            return 0;
        }
        self.slots(from.0)
            .filter(|&s| self.head[s] == to.0)
            .map(|s| self.flow[s])
            .sum()
    }

    /// Adds `flow` of every slot of `from`'s adjacency into `sums[head]` and returns the heads
    /// touched (possibly repeated), so callers can read many [`MinCostFlow::flow_between`]
    /// values of one tail in a single pass. `sums` must have one entry per node.
    pub fn accumulate_flows_from(&self, from: Node, sums: &mut [i64], touched: &mut Vec<u32>) {
        if self.adj_start.is_empty() || from.index() >= self.num_nodes() {
            return;
        }
        for s in self.slots(from.0) {
            let h = self.head[s];
            sums[h as usize] += self.flow[s];
            touched.push(h);
        }
    }

    #[inline]
    fn slots(&self, v: u32) -> std::ops::Range<usize> {
        self.adj_start[v as usize] as usize..self.adj_start[v as usize + 1] as usize
    }

    /// Solves the network from zero flow (LLVM `MinCostMaxFlow::run`). `even_flow_distribution`
    /// is `SampleProfileEvenFlowDistribution`: augment along all equally short paths at once,
    /// splitting evenly, instead of along one path.
    pub fn run(&mut self, even_flow_distribution: bool) -> Result<RunSummary, FlowError> {
        self.lay_out();
        let mut augmentations = 0u64;
        while self.find_augmenting_path(even_flow_distribution)? {
            let mut path_capacity = self.path_capacity();
            while path_capacity > 0 {
                let mut progress = false;
                if even_flow_distribution {
                    self.identify_shortest_arcs(path_capacity);
                    self.find_augmenting_dag();
                    progress = self.augment_along_dag();
                    // The distances stay as they are; only the residuals along the same
                    // parent path are re-read.
                    path_capacity = self.path_capacity();
                }
                if !progress {
                    self.augment_along_path(path_capacity);
                    path_capacity = 0;
                }
                augmentations += 1;
            }
        }
        let mut summary = RunSummary {
            augmentations,
            ..RunSummary::default()
        };
        for v in 0..self.num_nodes {
            for s in self.slots(v) {
                if self.flow[s] > 0 {
                    summary.total_cost += self.cost[s] as i128 * self.flow[s] as i128;
                    if v == self.source {
                        summary.total_flow += self.flow[s] as i128;
                    }
                }
            }
        }
        Ok(summary)
    }

    /// Builds the adjacency table from the arc list: node `v`'s slots are the arc ends at
    /// `v` in the order LLVM's `addEdge` appended them.
    fn lay_out(&mut self) {
        let n = self.num_nodes as usize;
        let slots = 2 * self.arcs.len();
        self.adj_start.clear();
        self.adj_start.resize(n + 1, 0);
        for a in &self.arcs {
            self.adj_start[a.tail as usize + 1] += 1;
            self.adj_start[a.head as usize + 1] += 1;
        }
        for v in 0..n {
            self.adj_start[v + 1] += self.adj_start[v];
        }
        // `next` is each node's fill position.
        let mut next: Vec<u32> = self.adj_start[..n].to_vec();
        for buf in [&mut self.head, &mut self.twin] {
            buf.clear();
            buf.resize(slots, 0);
        }
        for buf in [&mut self.cost, &mut self.capacity, &mut self.flow] {
            buf.clear();
            buf.resize(slots, 0);
        }
        self.on_shortest_path.clear();
        self.on_shortest_path.resize(slots, false);
        self.augmented.clear();
        self.augmented.resize(slots, 0);
        self.forward_slot.clear();
        for a in &self.arcs {
            let fwd = next[a.tail as usize];
            next[a.tail as usize] += 1;
            let rev = next[a.head as usize];
            next[a.head as usize] += 1;
            let (f, r) = (fwd as usize, rev as usize);
            self.head[f] = a.head;
            self.cost[f] = a.cost;
            self.capacity[f] = a.capacity;
            self.twin[f] = rev;
            self.head[r] = a.tail;
            self.cost[r] = -a.cost;
            self.capacity[r] = 0;
            self.twin[r] = fwd;
            self.forward_slot.push(fwd);
        }
        self.distance.clear();
        self.distance.resize(n, INF);
        self.parent_slot.clear();
        self.parent_slot.resize(n, NONE);
        for buf in [&mut self.queued, &mut self.reaches_sink] {
            buf.clear();
            buf.resize(n, false);
        }
        for buf in [&mut self.pops, &mut self.num_calls] {
            buf.clear();
            buf.resize(n, 0);
        }
        self.frac_flow.clear();
        self.frac_flow.resize(n, 0.0);
        for buf in [&mut self.int_flow, &mut self.discovery, &mut self.finish] {
            buf.clear();
            buf.resize(n, 0);
        }
    }

    /// Tail of a slot: the parent of the node the slot points to. Found through the twin,
    /// which points back at the tail.
    #[inline]
    fn tail(&self, slot: u32) -> u32 {
        self.head[self.twin[slot as usize] as usize]
    }

    /// LLVM `findAugmentingPath`: FIFO Bellman–Ford from the source over arcs with residual
    /// capacity, scanning each node's slots in order. Two prunings rely on profi's invariant
    /// that every residual distance from the source and to the sink is ≥ 0: a node farther
    /// than the sink is not expanded, and without even distribution the search stops as soon
    /// as the sink is at distance 0 (checked when a node is taken off the queue).
    fn find_augmenting_path(&mut self, even_flow_distribution: bool) -> Result<bool, FlowError> {
        self.distance.fill(INF);
        self.parent_slot.fill(NONE);
        self.queued.fill(false);
        self.pops.fill(0);
        let (source, sink) = (self.source as usize, self.sink as usize);
        self.queue.clear();
        self.queue.push_back(self.source);
        self.distance[source] = 0;
        self.queued[source] = true;
        while let Some(u) = self.queue.pop_front() {
            let u = u as usize;
            self.queued[u] = false;
            if !even_flow_distribution && self.distance[sink] == 0 {
                break;
            }
            // Without a negative cycle FIFO Bellman–Ford takes a node off the queue at most
            // once per pass and makes at most `num_nodes` passes; LLVM would loop forever.
            self.pops[u] += 1;
            if self.pops[u] > self.num_nodes {
                return Err(FlowError::NoConvergence);
            }
            let du = self.distance[u];
            if du > self.distance[sink] {
                continue;
            }
            for s in self.slots(u as u32) {
                if self.flow[s] < self.capacity[s] {
                    let v = self.head[s] as usize;
                    let candidate = du + self.cost[s];
                    if self.distance[v] > candidate {
                        self.distance[v] = candidate;
                        self.parent_slot[v] = s as u32;
                        if !self.queued[v] {
                            self.queue.push_back(v as u32);
                            self.queued[v] = true;
                        }
                    }
                }
            }
        }
        Ok(self.distance[sink] != INF)
    }

    /// LLVM `computeAugmentingPathCapacity`: the smallest residual on the parent path from
    /// the sink back to the source.
    fn path_capacity(&self) -> u64 {
        let mut capacity = INF as u64;
        let mut v = self.sink;
        while v != self.source {
            let s = self.parent_slot[v as usize];
            let residual = (self.capacity[s as usize] - self.flow[s as usize]) as u64;
            capacity = capacity.min(residual);
            v = self.tail(s);
        }
        capacity
    }

    /// LLVM `augmentFlowAlongPath`.
    fn augment_along_path(&mut self, amount: u64) {
        let amount = amount as i64;
        let mut v = self.sink;
        while v != self.source {
            let s = self.parent_slot[v as usize] as usize;
            self.flow[s] += amount;
            self.flow[self.twin[s] as usize] -= amount;
            v = self.tail(s as u32);
        }
    }

    /// LLVM `identifyShortestEdges`: mark the arcs out of nodes no farther than the sink that
    /// are tight (`d(v) = d(u) + cost`), do not leave the sink or enter the source, and have
    /// at least half the path capacity left. Arcs out of farther nodes keep their old mark;
    /// the DAG search can never reach those nodes, so the stale marks are never read.
    fn identify_shortest_arcs(&mut self, path_capacity: u64) {
        let min_capacity = (path_capacity / 2).max(1);
        let sink_distance = self.distance[self.sink as usize];
        for u in 0..self.num_nodes {
            let du = self.distance[u as usize];
            if du > sink_distance {
                continue;
            }
            for s in self.slots(u) {
                let v = self.head[s];
                let dv = self.distance[v as usize];
                let residual = self.capacity[s] - self.flow[s];
                self.on_shortest_path[s] = u != self.sink
                    && v != self.source
                    && dv <= sink_distance
                    && dv == du + self.cost[s]
                    && residual > 0
                    && residual as u64 >= min_capacity;
            }
        }
    }

    /// LLVM `findAugmentingDAG`: a DFS from the source over marked arcs that may enter a
    /// node up to [`MAX_DFS_CALLS`] times. A node that reaches the sink is "taken" and gets a
    /// finish time; one that does not is forgotten (its discovery time reset) so a later
    /// branch may try it again. Fills `order` (taken nodes by decreasing finish time: source
    /// first, sink last) and the DAG arcs of each (marked, between taken nodes, towards an
    /// earlier finish). Leaves `order` empty if the result is not a usable DAG.
    fn find_augmenting_dag(&mut self) {
        self.discovery.fill(0);
        self.finish.fill(0);
        self.num_calls.fill(0);
        self.reaches_sink.fill(false);
        self.order.clear();
        self.stack.clear();
        let mut time = 0u64;
        self.reaches_sink[self.sink as usize] = true;
        time += 1;
        self.discovery[self.source as usize] = time;
        self.stack
            .push((self.source, self.adj_start[self.source as usize]));
        while let Some(&(u, next)) = self.stack.last() {
            if next < self.adj_start[u as usize + 1] {
                if let Some(top) = self.stack.last_mut() {
                    top.1 += 1;
                }
                let s = next as usize;
                if !self.on_shortest_path[s] {
                    continue;
                }
                let v = self.head[s] as usize;
                if self.discovery[v] == 0 && self.num_calls[v] < MAX_DFS_CALLS {
                    time += 1;
                    self.discovery[v] = time;
                    self.num_calls[v] += 1;
                    self.stack.push((v as u32, self.adj_start[v]));
                } else if self.reaches_sink[v] && self.finish[v] != 0 {
                    self.reaches_sink[u as usize] = true;
                }
            } else {
                self.stack.pop();
                let u = u as usize;
                if !self.reaches_sink[u] {
                    self.discovery[u] = 0;
                } else {
                    time += 1;
                    self.finish[u] = time;
                    if u != self.source as usize {
                        if let Some(&(parent, _)) = self.stack.last() {
                            self.reaches_sink[parent as usize] = true;
                        }
                    }
                    self.order.push(u as u32);
                }
            }
        }
        self.order.reverse();

        self.dag_start.clear();
        self.dag_arcs.clear();
        for i in 0..self.order.len() {
            let u = self.order[i];
            self.dag_start.push(self.dag_arcs.len() as u32);
            let start = self.dag_arcs.len();
            for s in self.slots(u) {
                let v = self.head[s] as usize;
                if self.on_shortest_path[s]
                    && self.reaches_sink[u as usize]
                    && self.reaches_sink[v]
                    && self.finish[v] < self.finish[u as usize]
                {
                    self.dag_arcs.push(s as u32);
                }
            }
            // LLVM asserts that every node but the sink has a DAG arc; the even split would
            // divide by zero otherwise. Never seen; treated as "no DAG" (path augmentation).
            if u != self.sink && self.dag_arcs.len() == start {
                self.order.clear();
                return;
            }
        }
        self.dag_start.push(self.dag_arcs.len() as u32);
    }

    #[inline]
    fn dag_range(&self, position: usize) -> std::ops::Range<usize> {
        self.dag_start[position] as usize..self.dag_start[position + 1] as usize
    }

    /// LLVM `augmentFlowAlongDAG`: send as much integral flow through the DAG as an even
    /// split allows; true iff some arc that received flow became saturated.
    fn augment_along_dag(&mut self) -> bool {
        // LLVM relies on the parent path lying inside the DAG, so the order always starts
        // at the source and ends at the sink; with an empty order its index arithmetic
        // would underflow. Guarded; never seen.
        let len = self.order.len();
        if len == 0 || self.order[0] != self.source || self.order[len - 1] != self.sink {
            return false;
        }

        // Phase 0: reset the DAG's nodes and arcs.
        for i in 0..len {
            let u = self.order[i] as usize;
            self.frac_flow[u] = 0.0;
            self.int_flow[u] = 0;
            for k in self.dag_range(i) {
                self.augmented[self.dag_arcs[k] as usize] = 0;
            }
        }

        // Phase 1: one unit of fractional flow, split evenly at every node, bounds how much
        // integral flow the finite arcs admit. The f64 operations and their order are
        // LLVM's, so the bound is bit-identical. The quotient's conversion to u64 saturates
        // in Rust; Debian's clang-built libLLVM-16 yields 2^63 for quotients ≥ 2^64. Both
        // exceed the starting bound INF, so the minimum is the same.
        let mut max_flow_amount = INF as u64;
        self.frac_flow[self.source as usize] = 1.0;
        for i in 0..len {
            let u = self.order[i] as usize;
            let range = self.dag_range(i);
            let degree = range.len() as u64;
            for k in range {
                let s = self.dag_arcs[k] as usize;
                let arc_flow = self.frac_flow[u] / degree as f64;
                self.frac_flow[self.head[s] as usize] += arc_flow;
                if self.capacity[s] == INF {
                    continue;
                }
                let residual = (self.capacity[s] - self.flow[s]) as f64;
                let max_integral = (residual / arc_flow) as u64;
                max_flow_amount = max_flow_amount.min(max_integral);
            }
        }
        if max_flow_amount == 0 {
            return false;
        }

        // Phase 2: push that amount, each node giving every DAG arc ⌈flow / degree⌉ while
        // flow and residual last.
        self.int_flow[self.source as usize] = max_flow_amount;
        for i in 0..len {
            let u = self.order[i] as usize;
            if u == self.sink as usize {
                break;
            }
            let range = self.dag_range(i);
            let degree = range.len() as u64;
            let share = self.int_flow[u].div_ceil(degree);
            for k in range {
                let s = self.dag_arcs[k] as usize;
                let v = self.head[s] as usize;
                let residual = (self.capacity[s] - self.flow[s]) as u64;
                let amount = self.int_flow[u].min(share).min(residual);
                self.int_flow[v] += amount;
                self.int_flow[u] -= amount;
                self.augmented[s] += amount;
            }
        }
        self.int_flow[self.sink as usize] = 0;

        // Phase 3: rounding may strand flow at a node; walk backwards and return it along
        // the arcs that brought it (never more than they carried in this round).
        for i in (0..len.saturating_sub(1)).rev() {
            let u = self.order[i] as usize;
            for k in self.dag_range(i) {
                let s = self.dag_arcs[k] as usize;
                let v = self.head[s] as usize;
                if self.int_flow[v] == 0 {
                    continue;
                }
                let amount = self.int_flow[v].min(self.augmented[s]);
                self.int_flow[v] -= amount;
                self.int_flow[u] += amount;
                self.augmented[s] -= amount;
            }
        }

        // Phase 4: commit.
        let mut saturated = false;
        for i in 0..len {
            for k in self.dag_range(i) {
                let s = self.dag_arcs[k] as usize;
                let amount = self.augmented[s];
                self.flow[s] += amount as i64;
                let t = self.twin[s] as usize;
                self.flow[t] -= amount as i64;
                if self.capacity[s] == self.flow[s] && amount > 0 {
                    saturated = true;
                }
            }
        }
        saturated
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::Rng;

    fn network(n: u32, source: u32, sink: u32, arcs: &[(u32, u32, i64, i64)]) -> MinCostFlow {
        let mut net = MinCostFlow::new();
        net.reset(n as usize, Node(source), Node(sink)).unwrap();
        for &(u, v, cap, cost) in arcs {
            net.add_arc(Node(u), Node(v), cap, cost).unwrap();
        }
        net
    }

    fn flows(net: &MinCostFlow) -> Vec<i64> {
        (0..net.num_arcs() as u32)
            .map(|a| net.flow(Arc(a)))
            .collect()
    }

    /// Net outflow of each node must be 0 except at the terminals, and 0 ≤ flow ≤ capacity.
    fn assert_feasible(net: &MinCostFlow) -> i64 {
        let mut excess = vec![0i64; net.num_nodes()];
        for (a, (u, v, cap, _)) in net.arcs().enumerate() {
            let f = net.flow(Arc(a as u32));
            assert!((0..=cap).contains(&f), "arc {a} flow {f} capacity {cap}");
            excess[u.index()] -= f;
            excess[v.index()] += f;
        }
        let (s, t) = net.terminals();
        for (v, &e) in excess.iter().enumerate() {
            if v != s.index() && v != t.index() {
                assert_eq!(e, 0, "flow not conserved at node {v}");
            }
        }
        assert_eq!(excess[s.index()], -excess[t.index()]);
        excess[t.index()]
    }

    #[test]
    fn single_path_is_limited_by_its_narrowest_arc() {
        for even in [false, true] {
            let mut net = network(3, 0, 2, &[(0, 1, 5, 2), (1, 2, 3, 1)]);
            let summary = net.run(even).unwrap();
            assert_eq!(flows(&net), vec![3, 3]);
            assert_eq!(summary.total_flow, 3);
            assert_eq!(summary.total_cost, 9);
        }
    }

    #[test]
    fn two_equal_paths_split_evenly_only_with_even_distribution() {
        // 0 → 1 (cap 10), then 1 → 2 → 4 and 1 → 3 → 4, both free and unbounded.
        let arcs = [
            (0, 1, 10, 0),
            (1, 2, INF, 0),
            (1, 3, INF, 0),
            (2, 4, INF, 0),
            (3, 4, INF, 0),
        ];
        let mut net = network(5, 0, 4, &arcs);
        net.run(true).unwrap();
        assert_eq!(flows(&net), vec![10, 5, 5, 5, 5]);
        let mut net = network(5, 0, 4, &arcs);
        net.run(false).unwrap();
        // The search finds the first arc out of node 1 first and stops at distance 0.
        assert_eq!(flows(&net), vec![10, 10, 0, 10, 0]);
    }

    #[test]
    fn odd_amount_over_three_equal_paths_rounds_up_in_arc_order() {
        // 7 units over three parallel free paths: ⌈7/3⌉ = 3, 3, then the remaining 1.
        let arcs = [
            (0, 1, 7, 0),
            (1, 2, INF, 0),
            (1, 3, INF, 0),
            (1, 4, INF, 0),
            (2, 5, INF, 0),
            (3, 5, INF, 0),
            (4, 5, INF, 0),
        ];
        let mut net = network(6, 0, 5, &arcs);
        net.run(true).unwrap();
        assert_eq!(flows(&net), vec![7, 3, 3, 1, 3, 3, 1]);
    }

    #[test]
    fn diamond_prefers_the_cheaper_side_until_it_is_full() {
        // 0 → 1 → 3 costs 2 (cap 4), 0 → 2 → 3 costs 5 (cap 10); 9 units enter at 0.
        let arcs = [
            (4, 0, 9, 0),
            (0, 1, 4, 1),
            (0, 2, 10, 2),
            (1, 3, INF, 1),
            (2, 3, INF, 3),
        ];
        for even in [false, true] {
            let mut net = network(5, 4, 3, &arcs);
            let summary = net.run(even).unwrap();
            assert_eq!(flows(&net), vec![9, 4, 5, 4, 5]);
            assert_eq!(summary.total_cost, 4 * 2 + 5 * 5);
        }
    }

    #[test]
    fn later_path_cancels_flow_through_a_negative_cost_twin() {
        // The first shortest path 0→1→2→3 (cost 2) blocks both cheap arcs; the optimum for 2
        // units is 0→1→3 + 0→2→3 (cost 3 + 3), reached only by undoing 1→2 via its twin
        // (cost -1).
        let arcs = [
            (0, 1, 1, 0),
            (0, 2, 1, 2),
            (1, 2, 1, 1),
            (1, 3, 1, 3),
            (2, 3, 1, 1),
        ];
        for even in [false, true] {
            let mut net = network(4, 0, 3, &arcs);
            let summary = net.run(even).unwrap();
            assert_eq!(flows(&net), vec![1, 1, 0, 1, 1]);
            assert_eq!(summary.total_flow, 2);
            assert_eq!(summary.total_cost, 6);
            assert_eq!(summary.augmentations, 2);
            // Residual twin of 1 → 2 sits in node 2's list; the pair sums to zero.
            assert_eq!(net.flow_between(Node(1), Node(2)), 0);
        }
    }

    #[test]
    fn zero_capacity_and_bad_arcs_are_refused() {
        let mut net = MinCostFlow::new();
        net.reset(3, Node(0), Node(2)).unwrap();
        assert_eq!(
            net.add_arc(Node(0), Node(1), 0, 0),
            Err(FlowError::CapacityOutOfRange(0))
        );
        assert_eq!(
            net.add_arc(Node(0), Node(1), -5, 0),
            Err(FlowError::CapacityOutOfRange(-5))
        );
        assert_eq!(
            net.add_arc(Node(0), Node(1), 1, -1),
            Err(FlowError::CostOutOfRange(-1))
        );
        assert_eq!(
            net.add_arc(Node(1), Node(1), 1, 0),
            Err(FlowError::SelfLoop(Node(1)))
        );
        assert_eq!(
            net.add_arc(Node(0), Node(3), 1, 0),
            Err(FlowError::NodeOutOfRange {
                node: Node(3),
                num_nodes: 3
            })
        );
        assert_eq!(net.num_arcs(), 0);
        assert_eq!(
            net.reset(2, Node(1), Node(1)),
            Err(FlowError::SourceIsSink(Node(1)))
        );
    }

    #[test]
    fn unreachable_sink_gives_zero_flow() {
        for even in [false, true] {
            let mut net = network(4, 0, 3, &[(0, 1, 5, 0), (2, 3, 5, 0)]);
            let summary = net.run(even).unwrap();
            assert_eq!(summary.total_flow, 0);
            assert_eq!(summary.augmentations, 0);
            assert_eq!(flows(&net), vec![0, 0]);
        }
    }

    #[test]
    fn parallel_arcs_are_summed_by_flow_between() {
        let arcs = [(0, 1, 2, 0), (0, 1, 3, 1), (1, 2, INF, 0)];
        let mut net = network(3, 0, 2, &arcs);
        net.run(true).unwrap();
        assert_eq!(flows(&net), vec![2, 3, 5]);
        assert_eq!(net.flow_between(Node(0), Node(1)), 5);
        // Node 1's list holds the twins (flow -2, -3) pointing back to 0.
        assert_eq!(net.flow_between(Node(1), Node(0)), -5);
    }

    #[test]
    fn adjacency_order_breaks_ties_between_equal_paths() {
        // Two equal paths with unit capacities behind a bottleneck of 1: the path whose first
        // arc was added first wins.
        for (first, second) in [(1, 2), (2, 1)] {
            let arcs = [
                (0, 3, 1, 0),
                (3, first, 1, 0),
                (3, second, 1, 0),
                (1, 4, 1, 0),
                (2, 4, 1, 0),
            ];
            let mut net = network(5, 0, 4, &arcs);
            net.run(true).unwrap();
            assert_eq!(net.flow_between(Node(3), Node(first)), 1);
            assert_eq!(net.flow_between(Node(3), Node(second)), 0);
        }
    }

    #[test]
    fn rerun_and_reset_reuse_buffers() {
        let mut net = network(3, 0, 2, &[(0, 1, 5, 0), (1, 2, 5, 0)]);
        net.run(true).unwrap();
        let again = net.run(true).unwrap();
        assert_eq!(again.total_flow, 5);
        net.reset(2, Node(0), Node(1)).unwrap();
        net.add_arc(Node(0), Node(1), 4, 3).unwrap();
        let summary = net.run(false).unwrap();
        assert_eq!((summary.total_flow, summary.total_cost), (4, 12));
    }

    /// Max flow and, among max flows, min cost by enumerating every integral flow.
    fn brute_force(n: usize, s: usize, t: usize, arcs: &[(u32, u32, i64, i64)]) -> (i64, i64) {
        let mut best = (0i64, 0i64);
        let mut f = vec![0i64; arcs.len()];
        loop {
            let mut excess = vec![0i64; n];
            for (k, &(u, v, _, _)) in arcs.iter().enumerate() {
                excess[u as usize] -= f[k];
                excess[v as usize] += f[k];
            }
            if (0..n).all(|v| v == s || v == t || excess[v] == 0) {
                let value = excess[t];
                let cost: i64 = arcs.iter().zip(&f).map(|(a, x)| a.3 * x).sum();
                if value > best.0 || (value == best.0 && cost < best.1) {
                    best = (value, cost);
                }
            }
            // Next assignment in mixed radix.
            let mut k = 0;
            loop {
                if k == arcs.len() {
                    return best;
                }
                if f[k] < arcs[k].2 {
                    f[k] += 1;
                    break;
                }
                f[k] = 0;
                k += 1;
            }
        }
    }

    #[test]
    fn random_small_networks_reach_min_cost_max_flow() {
        let mut rng = Rng::new(7);
        for case in 0..600 {
            let n = 3 + rng.below(3) as usize;
            let m = 2 + rng.below(6) as usize;
            let mut arcs = Vec::new();
            while arcs.len() < m {
                let u = rng.below(n as u64) as u32;
                let v = rng.below(n as u64) as u32;
                if u != v {
                    arcs.push((u, v, 1 + rng.below(3) as i64, rng.below(4) as i64));
                }
            }
            let (value, cost) = brute_force(n, 0, n - 1, &arcs);
            for even in [false, true] {
                let mut net = network(n as u32, 0, n as u32 - 1, &arcs);
                let summary = net.run(even).unwrap();
                let sent = assert_feasible(&net);
                assert_eq!(sent as i128, summary.total_flow, "case {case}");
                assert_eq!(
                    (sent, summary.total_cost),
                    (value, cost as i128),
                    "case {case} even {even}: {arcs:?}"
                );
            }
        }
    }
}
