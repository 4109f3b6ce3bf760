//! freqpath's own count inference for `freqpath-profi<quality>`: the same flow problem as
//! LLVM's profi (blocks between the entry and the exits, jumps, unlikely jumps, the same
//! post-processing), solved with costs derived from how sampled counts are distributed
//! instead of LLVM's fixed per-unit costs.
//!
//! A sampling profiler sees each execution of a block with a small probability, so a block
//! executed `x` times (in sample units) yields about Poisson(`x`) samples. The most likely
//! counts given samples `w` are those minimising the negative log-likelihood
//! `Σ x_b - w_b ln x_b` over flows `x`. That is convex in each block's count, so it becomes
//! a min-cost flow with piecewise-linear costs: around its sample count a block gets several
//! parallel "increase" and "decrease" arcs of width about `√w / 2` whose per-unit costs are
//! the slopes of the likelihood over each piece. Compared with LLVM's flat costs (10 to
//! increase, 20 to decrease, whatever the count), a count is cheap to move by a standard
//! deviation and expensive to move further, a sampled 0 is expensive to raise, and both
//! directions are priced the same way, so noise is spread over the blocks that can absorb it
//! instead of being resolved by raising counts.

use super::adjust::Adjuster;
use super::cfg_counts::{flow_problem, llvm16_unlikely_rule, InferredCounts, TerminatorKind};
use super::error::InferenceError;
use super::flow_function::{FlowBlockId, FlowFunction};
use super::function_facts::FunctionFacts;
use super::loader::RefineInput;
use super::network::{block_in, block_out, extract_weights, special_nodes};
use super::params::ProfiParams;
use crate::graph::min_cost_flow::{MinCostFlow, INF};
use crate::graph::{Block, BlockMap};

/// Cost of one unit at likelihood slope 1 (the slope of a sampled 0).
const UNIT: f64 = 1000.0;
/// Pieces on each side of a sample count before the last, unbounded one.
const PIECES: u64 = 4;
/// Largest per-unit cost of lowering a count (the likelihood is infinite at 0).
const MAX_DECREASE: i64 = 50 * UNIT as i64;
/// Cost per unit through an unlikely jump (LLVM's `CostUnlikely`).
const UNLIKELY: i64 = ProfiParams::COST_UNLIKELY;
/// Sample counts from here on are left to LLVM's inference (no room for the pieces).
const MAX_WEIGHT: u64 = 1 << 48;

/// What the profile says about one block's count: `samples` in total over `observations`
/// independent Poisson measurements of it (one for a block probe; two for an entry block
/// whose head samples measure the same count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Observation {
    samples: u64,
    observations: u64,
}

impl Observation {
    /// The most likely count.
    fn center(self) -> u64 {
        (self.samples + self.observations / 2) / self.observations
    }

    /// The negative log-likelihood of count `x`, up to a constant.
    fn likelihood(self, x: f64) -> f64 {
        if x <= 0.0 {
            return f64::INFINITY;
        }
        self.observations as f64 * x - self.samples as f64 * x.ln()
    }

    /// Per-unit cost of moving the count from `from` to `to` (either direction).
    fn slope(self, from: f64, to: f64) -> i64 {
        let rise = (self.likelihood(to) - self.likelihood(from)) / (to - from).abs();
        (rise * UNIT).round().clamp(0.0, MAX_DECREASE as f64) as i64
    }
}

/// Adds a block's count arcs around `seen.center()`: increase pieces `in → out`, decrease
/// pieces `out → in`, each about half a standard deviation wide, and the pre-flow.
fn add_block_arcs(
    net: &mut MinCostFlow,
    func: &FlowFunction,
    b: FlowBlockId,
    seen: Option<Observation>,
) -> Result<(), InferenceError> {
    let (bin, bout) = (block_in(b), block_out(b));
    let Some(seen) = seen else {
        net.add_arc(bin, bout, INF, 0)?;
        return Ok(());
    };
    let w = seen.center();
    if w == 0 {
        net.add_arc(bin, bout, INF, UNIT as i64 * seen.observations as i64)?;
        return Ok(());
    }
    let deviation = (w as f64 / seen.observations as f64).sqrt();
    let width = (deviation / 2.0).round().max(1.0) as u64;
    let mut last = 0;
    for k in 0..PIECES {
        let (from, to) = ((w + k * width) as f64, (w + (k + 1) * width) as f64);
        last = seen.slope(from, to).max(last);
        net.add_arc(bin, bout, width as i64, last)?;
    }
    let top = UNIT as i64 * seen.observations as i64;
    net.add_arc(bin, bout, INF, top.max(last))?;
    let mut remaining = w;
    let mut last = 0;
    for k in 0..PIECES {
        if remaining == 0 {
            break;
        }
        let step = width.min(remaining);
        let (from, to) = ((w - k * width) as f64, (w - k * width - step) as f64);
        last = seen.slope(from, to).max(last);
        net.add_arc(bout, bin, step as i64, last)?;
        remaining -= step;
    }
    if remaining > 0 {
        let x = remaining as f64;
        last = seen.slope(x, x / 2.0).max(last);
        net.add_arc(bout, bin, remaining as i64, last)?;
    }
    let (_, _, s1, t1) = special_nodes(func.num_blocks());
    net.add_arc(s1, bout, w as i64, 0)?;
    net.add_arc(bin, t1, w as i64, 0)?;
    Ok(())
}

/// The likelihood network of `func`, on the same node numbering as LLVM's (so LLVM's
/// extraction reads it): known weights are pre-flows from `S1` to `out` and from `in` to
/// `T1`, a circulation `S → entry → … → exits → T → S` carries the counts.
/// `head_samples` (when positive) is a second measurement of the entry count.
fn build_network(
    func: &FlowFunction,
    head_samples: u64,
    net: &mut MinCostFlow,
) -> Result<(), InferenceError> {
    let n = func.num_blocks();
    let (s, t, s1, t1) = special_nodes(n);
    net.reset(2 * n + 4, s1, t1)?;
    for b in (0..n as u32).map(FlowBlockId) {
        let block = func.block(b);
        let mut seen = (!block.has_unknown_weight).then_some(Observation {
            samples: block.weight,
            observations: 1,
        });
        if func.is_entry(b) {
            net.add_arc(s, block_in(b), INF, 0)?;
            if head_samples > 0 {
                seen = Some(match seen {
                    Some(o) => Observation {
                        samples: o.samples + head_samples,
                        observations: 2,
                    },
                    None => Observation {
                        samples: head_samples,
                        observations: 1,
                    },
                });
            }
        } else if func.is_exit(b) {
            net.add_arc(block_out(b), t, INF, 0)?;
        }
        add_block_arcs(net, func, b, seen)?;
    }
    for jump in func.jumps() {
        let cost = if jump.is_unlikely { UNLIKELY } else { 0 };
        net.add_arc(block_out(jump.source()), block_in(jump.target()), INF, cost)?;
    }
    net.add_arc(t, s, INF, 0)?;
    Ok(())
}

/// Per jump, the summed probability of the successor slots it stands for (`probabilities`
/// has one entry per slot of `facts.successors`); empty if the table does not fit.
fn jump_probabilities(
    facts: &FunctionFacts,
    targets: &[(Block, Block)],
    probabilities: &[u32],
) -> Vec<u64> {
    if probabilities.len() != facts.successors.num_entries() {
        return Vec::new();
    }
    targets
        .iter()
        .map(|&(source, target)| {
            let slots = facts.successors.row_range(source);
            facts
                .successors
                .row(source)
                .iter()
                .zip(&probabilities[slots.start as usize..slots.end as usize])
                .filter(|(&s, _)| s == target)
                .map(|(_, &p)| u64::from(p))
                .sum()
        })
        .collect()
}

/// Scratch state of the quality inference, reused across functions.
#[derive(Default)]
pub struct QualityInference {
    solver: MinCostFlow,
    adjuster: Adjuster,
    sums: Vec<i64>,
}

impl QualityInference {
    pub fn new() -> QualityInference {
        QualityInference::default()
    }

    /// Counts for one function from its samples. The profile's head samples (calls into the
    /// function) measure the entry count a second time, or stand in for an entry block
    /// without samples. `branch_probabilities` holds static estimates (numerators over
    /// 2^31) for every successor slot, in `facts.successors` order: unknown subgraphs are
    /// then split in proportion to them instead of evenly. LLVM's result is kept where this
    /// inference does not apply (counts too large for its pieces, or a solver refusal).
    pub fn refine(
        &mut self,
        input: RefineInput,
        branch_probabilities: Option<&[u32]>,
    ) -> Option<InferredCounts> {
        self.refine_facts(
            input.facts,
            input.samples,
            input.head_samples,
            input.llvm,
            branch_probabilities,
        )
    }

    /// [`QualityInference::refine`] on plain data.
    pub fn refine_facts(
        &mut self,
        facts: &FunctionFacts,
        samples: &BlockMap<Option<u64>>,
        head_samples: u64,
        llvm: Option<InferredCounts>,
        branch_probabilities: Option<&[u32]>,
    ) -> Option<InferredCounts> {
        let mut samples = samples.clone();
        let entry = Block::ENTRY;
        let entry_sampled = samples.get(entry).is_some_and(Option::is_some);
        if !entry_sampled && head_samples > 0 {
            samples[entry] = Some(head_samples);
        }
        if samples.iter().flatten().any(|&w| w >= MAX_WEIGHT) {
            return llvm;
        }
        let kinds: BlockMap<TerminatorKind> = facts
            .blocks
            .iter()
            .map(|b| b.terminator.unlikely_kind())
            .collect();
        match flow_problem(&facts.successors, &samples, llvm16_unlikely_rule(&kinds)) {
            Ok(Ok(mut problem)) => {
                let second = if entry_sampled { head_samples } else { 0 };
                let split = branch_probabilities
                    .map(|p| jump_probabilities(facts, &problem.targets, p))
                    .unwrap_or_default();
                self.adjuster.set_split_weights(&split);
                match self.solve(&mut problem.func, second) {
                    Ok(()) => Some(problem.counts()),
                    Err(_) => llvm,
                }
            }
            // Too small for inference: the raw weights, as LLVM keeps them.
            Ok(Err(raw)) if samples.iter().any(Option::is_some) => Some(raw),
            _ => llvm,
        }
    }

    fn solve(&mut self, func: &mut FlowFunction, head_samples: u64) -> Result<(), InferenceError> {
        build_network(func, head_samples, &mut self.solver)?;
        self.solver.run(true)?;
        extract_weights(func, &self.solver, &mut self.sums);
        self.adjuster.run(&ProfiParams::default(), func);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::blocks;
    use crate::graph::Csr;
    use crate::profi::cfg_counts::infer_counts;
    use crate::profi::function_facts::BlockFacts;
    use crate::profi::inference::FlowInference;

    /// Facts of a function with the given successor rows (no sites needed: samples are
    /// passed directly).
    fn facts(rows: &[&[u32]]) -> FunctionFacts {
        let rows: Vec<Vec<crate::graph::Block>> = rows.iter().map(|r| blocks(r)).collect();
        FunctionFacts {
            successors: Csr::from_rows(&rows),
            blocks: BlockMap::from_elem_n(BlockFacts::default(), rows.len()),
            site_start: vec![0; rows.len() + 1],
            ..FunctionFacts::default()
        }
    }

    fn quality(f: &FunctionFacts, samples: &[Option<u64>], head: u64) -> Vec<Option<u64>> {
        let samples: BlockMap<Option<u64>> = samples.iter().copied().collect();
        let counts = QualityInference::new()
            .refine_facts(f, &samples, head, None, None)
            .unwrap();
        counts.block_counts.raw().to_vec()
    }

    fn llvm(f: &FunctionFacts, samples: &[Option<u64>]) -> Vec<Option<u64>> {
        let samples: BlockMap<Option<u64>> = samples.iter().copied().collect();
        infer_counts(
            &mut FlowInference::new(),
            &ProfiParams::default(),
            &f.successors,
            &samples,
            |_| false,
        )
        .unwrap()
        .block_counts
        .raw()
        .to_vec()
    }

    #[test]
    fn pieces_get_steeper_away_from_the_sample_count() {
        let seen = Observation {
            samples: 100,
            observations: 1,
        };
        let up: Vec<i64> = (0..4)
            .map(|k| seen.slope((100 + 5 * k) as f64, (105 + 5 * k) as f64))
            .collect();
        let down: Vec<i64> = (0..4)
            .map(|k| seen.slope((100 - 5 * k) as f64, (95 - 5 * k) as f64))
            .collect();
        assert!(up.windows(2).all(|p| p[0] < p[1]), "{up:?}");
        assert!(down.windows(2).all(|p| p[0] < p[1]), "{down:?}");
        // Lowering costs more than raising by the same amount (the likelihood is skewed).
        assert!(down[3] > up[3]);
        // Far above the count the slope tends to 1 (a sampled zero's slope).
        assert!(seen.slope(10_000.0, 10_100.0) <= UNIT as i64);
        let zero = Observation {
            samples: 0,
            observations: 1,
        };
        assert_eq!(zero.slope(5.0, 6.0), UNIT as i64);
        // Two measurements: the same center, twice as steep.
        let twice = Observation {
            samples: 200,
            observations: 2,
        };
        assert_eq!(twice.center(), 100);
        assert!((twice.slope(100.0, 110.0) - 2 * seen.slope(100.0, 110.0)).abs() <= 1);
    }

    #[test]
    fn a_sampled_zero_loop_body_stays_zero() {
        // entry [19] → header [24] → body [0] → header; header → exit [19]. LLVM raises the
        // body to 5 (11 per unit) rather than lower the header (20 per unit); the likelihood
        // prefers meeting in the middle of the two noisy counts and keeps the body at 0.
        let f = facts(&[&[1], &[2, 3], &[1], &[]]);
        let samples = [Some(19), Some(24), Some(0), Some(19)];
        assert_eq!(
            llvm(&f, &samples),
            vec![Some(19), Some(24), Some(5), Some(19)]
        );
        let q = quality(&f, &samples, 0);
        assert_eq!(q[2], Some(0));
        assert!((19..=24).contains(&q[1].unwrap()), "{q:?}");
        assert_eq!(q[0], q[1]);
    }

    #[test]
    fn noise_is_shared_among_the_blocks_that_disagree() {
        // entry [1000] → branch [1000] → arms [560], [540] → join [1000]: the arms sampled
        // 100 more than the blocks around them. LLVM's flat costs make raising the three
        // blocks dearer than lowering the arms, which end at 502 and 498, the sampled
        // difference between them mostly lost. The likelihood settles in between (1028) and
        // keeps the arms 20 apart, as sampled.
        let f = facts(&[&[1], &[2, 3], &[4], &[4], &[]]);
        let samples = [Some(1000), Some(1000), Some(560), Some(540), Some(1000)];
        let l = llvm(&f, &samples);
        assert_eq!((l[0], l[2], l[3]), (Some(1000), Some(502), Some(498)));
        let q = quality(&f, &samples, 0);
        assert_eq!(
            q,
            vec![Some(1028), Some(1028), Some(524), Some(504), Some(1028)]
        );
    }

    #[test]
    fn head_samples_stand_in_for_an_unsampled_entry() {
        // A single block without samples: nothing for LLVM; the head samples give its count.
        let f = facts(&[&[]]);
        assert_eq!(quality(&f, &[None], 42), vec![Some(42)]);
        // Entry unknown in a diamond: the head samples anchor the whole function.
        let f = facts(&[&[1, 2], &[3], &[3], &[]]);
        let q = quality(&f, &[None, Some(30), None, None], 100);
        assert_eq!(q[0], q[3]);
        assert!(q[0].unwrap() >= 95, "{q:?}");
    }

    #[test]
    fn nothing_to_go_on_gives_nothing() {
        let f = facts(&[&[1], &[]]);
        let samples: BlockMap<Option<u64>> = [None, None].into_iter().collect();
        assert!(QualityInference::new()
            .refine_facts(&f, &samples, 0, None, None)
            .is_none());
    }
}
