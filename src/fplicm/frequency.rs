//! How often each block of a loop runs per iteration of the loop, from the branch
//! probabilities: the frequencies the rarely-clobbered model (docs/fplicm-design.md §16)
//! compares against its threshold. The computation is LLVM's `BlockFrequencyInfo` idea
//! restricted to one natural loop: mass enters the header once per iteration, flows along the
//! acyclic part of the loop in topological order, and each inner loop is a single node whose
//! mass is scaled by its expected trip count `1 / (1 - back-edge mass)` and leaves through its
//! exits. Irreducible control flow inside the loop has no topological order; the answer is
//! then `None` and the caller keeps the frequent-path model.

use crate::bpi::BranchProbabilities;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::{Block, BlockMap, Cfg};

/// Which blocks of a loop a rewrite treats as hot: where no write of an almost-invariant
/// location may be, and where its loads and the computations over them are rewritten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HotModel {
    /// The seed's model: the blocks of the loop's frequent path (every edge ≥ 80 %); a loop
    /// without one is left alone.
    Path,
    /// Every block that runs more than `percent` % as often as the header is hot, and the
    /// blocks of the frequent path when there is one; the others are rare. A loop needs no
    /// frequent path, only writes confined to rare blocks.
    Rare { percent: u8 },
}

impl HotModel {
    /// The default share: the complement of the seed's 80 % edge, so that the rare side of a
    /// single frequent branch is rare under both models.
    pub const DEFAULT_PERCENT: u8 = 20;

    /// The largest relative frequency a rare block may have under `Rare { percent }`: the
    /// share as LLVM rounds it into a branch probability (`BranchProbability(percent, 100)`,
    /// the same 2^31 fixed point the edges carry), with room for the rounding of the float
    /// products along a path. So the 20 % side of an exact 8:2 branch is rare, as under the
    /// frequent-path model, and a 20.2 % side is not.
    pub fn rare_limit(percent: u8) -> f64 {
        let share = crate::prob::BranchProbability::new(u32::from(percent), 100);
        as_f64(share) * (1.0 + 1e-9)
    }
}

impl Default for HotModel {
    fn default() -> HotModel {
        HotModel::Rare {
            percent: HotModel::DEFAULT_PERCENT,
        }
    }
}

/// An inner loop's expected trip count never exceeds this; LLVM's `BlockFrequencyInfoImpl`
/// bounds a loop's scale the same way (a loop that almost never exits by its probabilities
/// would otherwise make every block of it look infinitely hot).
const MAX_SCALE: f64 = 4096.0;

/// The mass of one loop per entry into its header, iterations included.
#[derive(Clone, Debug, Default, PartialEq)]
struct LoopMass {
    /// Every block of the loop (inner loops' blocks included) and its mass.
    blocks: Vec<(Block, f64)>,
    /// Mass leaving the loop, by destination block (outside the loop).
    exits: Vec<(Block, f64)>,
}

/// Frequencies of every loop's blocks relative to the loop's header, for one function,
/// computed once, inner loops first (each outer loop reuses its children's results).
#[derive(Clone, Debug, Default)]
pub struct LoopFrequencies {
    /// Per loop: one iteration's mass, `None` when the loop is irreducible inside.
    per_loop: Vec<Option<LoopMass>>,
}

impl LoopFrequencies {
    pub fn compute(cfg: &Cfg, bpi: &BranchProbabilities, loops: &LoopInfo) -> LoopFrequencies {
        let mut scratch = Scratch {
            node: cfg.block_map(None),
            child_index: cfg.block_map(None),
            indegree: cfg.block_map(0),
            mass: cfg.block_map(0.0),
        };
        let mut per_loop: Vec<Option<LoopMass>> = vec![None; loops.num_loops()];
        // Ids are a preorder of the loop forest: reversed, children come before parents.
        for l in loops.loops().rev() {
            per_loop[l.index()] = iteration_mass(cfg, bpi, loops, l, &per_loop, &mut scratch);
        }
        LoopFrequencies { per_loop }
    }

    /// The blocks of loop `l` with their frequency relative to its header (the header is
    /// 1.0; a block run on every other iteration 0.5; a block of an inner loop that iterates
    /// ten times per outer iteration about 10). `None` when the loop holds irreducible
    /// control flow.
    pub fn relative(&self, l: LoopId) -> Option<&[(Block, f64)]> {
        self.per_loop
            .get(l.index())?
            .as_ref()
            .map(|m| m.blocks.as_slice())
    }

    /// The share of `l`'s iterations that leave it (one over its expected trip count): how
    /// often, per iteration, the code in front of the loop runs.
    pub fn exit_share(&self, l: LoopId) -> Option<f64> {
        let m = self.per_loop.get(l.index())?.as_ref()?;
        Some(m.exits.iter().map(|&(_, x)| x).sum())
    }
}

/// Tables sized once per function and left as found after each loop, so the whole forest
/// costs the loops' sizes rather than the function's size per loop.
struct Scratch {
    node: BlockMap<Option<Block>>,
    child_index: BlockMap<Option<u32>>,
    indegree: BlockMap<u32>,
    mass: BlockMap<f64>,
}

/// The mass of one iteration of `l`: the header gets 1, and the back edges return what
/// reaches them. `done` holds the children's own iteration masses.
fn iteration_mass(
    cfg: &Cfg,
    bpi: &BranchProbabilities,
    loops: &LoopInfo,
    l: LoopId,
    done: &[Option<LoopMass>],
    t: &mut Scratch,
) -> Option<LoopMass> {
    let header = loops.header(l);
    // Each child enters as one node with its mass per entry (iterations included).
    let mut children: Vec<LoopMass> = Vec::with_capacity(loops.subloops(l).len());
    for &c in loops.subloops(l) {
        children.push(per_entry(done[c.index()].as_ref()?));
    }
    for (k, &c) in loops.subloops(l).iter().enumerate() {
        let h = loops.header(c);
        t.child_index[h] = Some(k as u32);
        for &b in loops.blocks(c) {
            t.node[b] = Some(h);
        }
    }
    let mut nodes: Vec<Block> = Vec::new();
    for &b in loops.blocks(l) {
        if t.node[b].is_none() {
            t.node[b] = Some(b);
        }
        if t.node[b] == Some(b) {
            nodes.push(b);
        }
    }
    // A node's edges carry shares of its mass: a block's by its branch probabilities, an
    // inner loop's by its exits.
    let flows = |t: &Scratch, n: Block, out: &mut Vec<(Block, f64)>| {
        out.clear();
        match t.child_index[n] {
            Some(c) => out.extend_from_slice(&children[c as usize].exits),
            None => out.extend(
                cfg.succ_edges(n)
                    .map(|e| (cfg.edge_target(e), as_f64(bpi.probability(cfg, n, e)))),
            ),
        }
    };
    let mut edges = Vec::new();
    // Kahn's order; back edges (to the header) and exits are not edges here.
    for &n in &nodes {
        flows(t, n, &mut edges);
        for &(to, _) in &edges {
            if let Some(d) = t.node[to].filter(|&d| d != header) {
                t.indegree[d] += 1;
            }
        }
    }
    t.mass[header] = 1.0;
    let mut ready = vec![header];
    let mut visited = 0usize;
    let mut exits: Vec<(Block, f64)> = Vec::new();
    while let Some(n) = ready.pop() {
        visited += 1;
        let m = t.mass[n];
        flows(t, n, &mut edges);
        for &(to, share) in &edges {
            match t.node[to] {
                // Back to the header: the next iteration, not counted here.
                Some(d) if d == header => {}
                Some(d) => {
                    t.mass[d] += m * share;
                    t.indegree[d] -= 1;
                    if t.indegree[d] == 0 {
                        ready.push(d);
                    }
                }
                None => exits.push((to, m * share)),
            }
        }
    }
    let reducible = visited == nodes.len();
    let mut blocks = Vec::new();
    if reducible {
        blocks.reserve(loops.blocks(l).len());
        for &n in &nodes {
            match t.child_index[n] {
                Some(c) => {
                    let entering = t.mass[n];
                    let inner = &children[c as usize].blocks;
                    blocks.extend(inner.iter().map(|&(b, m)| (b, m * entering)));
                }
                None => blocks.push((n, t.mass[n])),
            }
        }
    }
    for &b in loops.blocks(l) {
        t.node[b] = None;
        t.child_index[b] = None;
        t.indegree[b] = 0;
        t.mass[b] = 0.0;
    }
    reducible.then_some(LoopMass { blocks, exits })
}

/// A loop's mass per entry from outside: one iteration's mass scaled by the expected number
/// of iterations.
fn per_entry(one: &LoopMass) -> LoopMass {
    let exiting: f64 = one.exits.iter().map(|&(_, m)| m).sum();
    // What does not leave comes back to the header (probabilities sum to one per block).
    let scale = if exiting <= 1.0 / MAX_SCALE {
        MAX_SCALE
    } else {
        1.0 / exiting
    };
    let scaled = |v: &[(Block, f64)]| v.iter().map(|&(b, m)| (b, m * scale)).collect();
    LoopMass {
        blocks: scaled(&one.blocks),
        exits: scaled(&one.exits),
    }
}

fn as_f64(p: crate::prob::BranchProbability) -> f64 {
    p.numerator() as f64 / (1u64 << 31) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fplicm::testing::TestFn;

    fn freqs(text: &str, header: &str) -> (TestFn, Option<BlockMap<f64>>) {
        let f = TestFn::parse(text);
        let l = f.loop_of(header);
        let r = LoopFrequencies::compute(&f.cfg, &f.bpi, &f.loops)
            .relative(l)
            .map(|blocks| {
                let mut out = f.cfg.block_map(0.0);
                for &(b, m) in blocks {
                    out[b] = m;
                }
                out
            });
        (f, r)
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn diamond_in_a_loop_splits_by_probability() {
        let (f, r) = freqs(
            "E: br H
             H: %c = icmp 1 2; br %c A B !9:1
             A: br L
             B: br L
             L: br %c H X !99:1
             X: ret",
            "H",
        );
        let r = r.expect("reducible");
        assert!(close(r[f.b("H")], 1.0));
        assert!(close(r[f.b("A")], 0.9));
        assert!(close(r[f.b("B")], 0.1));
        assert!(close(r[f.b("L")], 1.0));
        assert!(close(r[f.b("E")], 0.0) && close(r[f.b("X")], 0.0));
    }

    /// The inner loop `I` runs four times per outer iteration (back edge 3:1).
    #[test]
    fn inner_loop_is_scaled_by_its_trip_count() {
        let (f, r) = freqs(
            "E: br H
             H: %c = icmp 1 2; br I
             I: br %c I L !3:1
             L: br %c H X !9:1
             X: ret",
            "H",
        );
        let r = r.expect("reducible");
        assert!(close(r[f.b("H")], 1.0));
        assert!(close(r[f.b("I")], 4.0));
        assert!(close(r[f.b("L")], 1.0));
    }

    /// `A` and `B` branch to each other inside the loop: no topological order.
    #[test]
    fn irreducible_body_has_no_frequencies() {
        let (_, r) = freqs(
            "E: br H
             H: %c = icmp 1 2; br %c A B
             A: br %c B L
             B: br %c A L
             L: br %c H X
             X: ret",
            "H",
        );
        assert_eq!(r, None);
    }
}
