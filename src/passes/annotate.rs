//! `freqpath-annotate-bpi`: write the cycle-forest branch probabilities as `!prof
//! branch_weights`, chosen so that LLVM 16's BranchProbabilityInfo reads back exactly our
//! numbers; everything downstream (BFI, block placement, inlining costs) then uses them.

use std::collections::BTreeMap;

use llvm_plugin::inkwell::values::FunctionValue;

use crate::bpi::annotate::{weights_for, Unrepresentable};
use crate::bpi::heuristics::{read_branch_weights, unreachable_successors};
use crate::bpi::loops::{CycleLoops, LegacyLoops, LoopModel};
use crate::bpi::{self, BranchProbabilities, Decision};
use crate::graph::cycles::CycleForest;
use crate::graph::dominators::DominatorTree;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::scc_info::SccInfo;
use crate::graph::{Block, Cfg};
use crate::ir::cfg::function_name;
use crate::ir::facts::extract_facts;
use crate::ir::names::BlockNames;
use crate::ir::write::set_branch_weights;
use crate::ir::{extract_cfg, IrError};
use crate::prob::BranchProbability as Prob;

/// What annotating one function did.
#[derive(Clone, Debug, Default)]
pub struct AnnotateReport {
    /// Blocks that received `branch_weights`.
    pub blocks: usize,
    /// Successor edges of those blocks.
    pub edges: usize,
    /// Edges whose printed probability LLVM cannot be made to reproduce, by rule.
    pub unrepresentable: BTreeMap<Unrepresentable, usize>,
    /// (block name, rule, edges) for each block with unrepresentable edges.
    pub details: Vec<(Vec<u8>, Unrepresentable, usize)>,
}

/// Annotates one function. All weights are computed before the first write, so an error
/// (or a panic caught by the pass guard) leaves the function untouched.
pub fn annotate_function(function: FunctionValue<'_>) -> Result<AnnotateReport, IrError> {
    let graph = extract_cfg(function)?;
    let cfg = &graph.cfg;
    let dt = DominatorTree::compute(cfg);
    let pdt = PostDominatorTree::compute(cfg);
    let forest = CycleForest::compute(cfg);
    let cycles = CycleLoops::new(cfg, &forest);
    let addresses: Vec<u64> = graph.blocks.iter().map(|&bb| bb as u64).collect();
    let legacy = LegacyLoops::with_sccs(cfg, &dt, SccInfo::compute_with_addresses(cfg, &addresses));
    let facts = extract_facts(function, &graph, |b| {
        cycles.unlikely_scope(b).is_some() || legacy.unlikely_scope(b).is_some()
    });
    let ours = bpi::compute(cfg, &facts, &cycles, &dt, &pdt);
    // LLVM reading the weights back uses its own (legacy) estimates to find unreachable
    // successors, and its own heuristics where no weights can be attached.
    let llvm_estimates = bpi::estimate_weights(cfg, &facts, &legacy, &dt, &pdt);
    let llvm_own = bpi::compute_from_estimates(cfg, &facts, &legacy, &llvm_estimates);

    let mut report = AnnotateReport::default();
    let mut blocked: Vec<(Block, Unrepresentable, usize)> = Vec::new();
    let mut writes: Vec<(Block, Vec<u32>)> = Vec::new();
    for b in cfg.blocks() {
        let n = cfg.succs(b).len();
        if n < 2 || !dt.contains(b) {
            continue; // LLVM computes nothing for these blocks.
        }
        let target: Vec<Prob> = (0..n)
            .map(|i| ours.edge_probability_by_index(cfg, b, i))
            .collect();
        if !facts[b as usize].terminator.takes_branch_weights() {
            let wrong =
                differing_edges(cfg, b, &ours, |dst| llvm_own.edge_probability(cfg, b, dst));
            note(
                &mut report,
                &mut blocked,
                b,
                Unrepresentable::NoBranchWeights,
                wrong,
            );
            continue;
        }
        if ours.stored[b as usize].is_none() && llvm_own.stored[b as usize].is_none() {
            // Both answer with the default split: attaching weights could only perturb it
            // (duplicate successors round differently once stored), so leave the block alone.
            continue;
        }
        let unreachable = unreachable_successors(cfg, &legacy, &llvm_estimates, b);
        let hint: Option<Vec<u32>> = match &ours.decisions[b as usize] {
            Decision::Estimated(edges) => Some(edges.iter().map(|e| e.value).collect()),
            Decision::Metadata { .. } => facts[b as usize].branch_weights.clone(),
            _ => None,
        };
        let (mut weights, rule) = match weights_for(&target, &unreachable, hint.as_deref()) {
            Ok(w) => (w, Unrepresentable::DuplicateSuccessorDefault),
            Err(rule) => (target.iter().map(|p| p.numerator()).collect(), rule),
        };
        let mut wrong = printed_mismatches(cfg, b, &ours, &weights, &unreachable);
        if wrong > 0 {
            // The printer sums duplicate edges per destination, so only the sums must match:
            // weights that spread each destination's probability over its edges and add up
            // to 2^31 are read back exactly.
            if let Some(w) = weights_by_destination(cfg, b, &ours) {
                let w_wrong = printed_mismatches(cfg, b, &ours, &w, &unreachable);
                if w_wrong < wrong {
                    (weights, wrong) = (w, w_wrong);
                }
            }
        }
        note(&mut report, &mut blocked, b, rule, wrong);
        report.blocks += 1;
        report.edges += n;
        writes.push((b, weights));
    }
    for (b, weights) in &writes {
        set_branch_weights(&graph, *b, weights);
    }
    let names = BlockNames::new(function, &graph.blocks);
    report.details = blocked
        .into_iter()
        .map(|(b, rule, edges)| (names.name(b).to_vec(), rule, edges))
        .collect();
    Ok(report)
}

/// Printed edges of `b` that would differ from ours after LLVM reads `weights`.
fn printed_mismatches(
    cfg: &Cfg,
    b: Block,
    ours: &BranchProbabilities,
    weights: &[u32],
    unreachable: &[bool],
) -> usize {
    let read = read_branch_weights(weights, unreachable).0;
    differing_edges(cfg, b, ours, |dst| {
        cfg.succs(b)
            .iter()
            .zip(&read)
            .filter(|(&s, _)| s == dst)
            .fold(Prob::zero(), |acc, (_, &p)| acc + p)
    })
}

/// Weights giving each destination of `b` exactly our printed probability when those add up
/// to 2^31: a destination reached by `c` edges gets its probability split over them.
fn weights_by_destination(cfg: &Cfg, b: Block, ours: &BranchProbabilities) -> Option<Vec<u32>> {
    let succs = cfg.succs(b);
    let mut weights = vec![0u32; succs.len()];
    let mut total: u64 = 0;
    for (i, &s) in succs.iter().enumerate() {
        if succs[..i].contains(&s) {
            continue; // handled with the first edge to `s`
        }
        let edges: Vec<usize> = (i..succs.len()).filter(|&j| succs[j] == s).collect();
        let p = ours.edge_probability(cfg, b, s).numerator();
        total += p as u64;
        let share = p / edges.len() as u32;
        for &j in &edges {
            weights[j] = share;
        }
        weights[i] += p - share * edges.len() as u32;
    }
    (total == crate::prob::BranchProbability::DENOMINATOR as u64).then_some(weights)
}

/// Successor edges of `b` whose printed probability (the per-destination sum) would differ
/// from ours if LLVM's answer per destination is `llvm`.
fn differing_edges(
    cfg: &Cfg,
    b: Block,
    ours: &BranchProbabilities,
    llvm: impl Fn(Block) -> Prob,
) -> usize {
    cfg.succs(b)
        .iter()
        .filter(|&&s| llvm(s) != ours.edge_probability(cfg, b, s))
        .count()
}

fn note(
    report: &mut AnnotateReport,
    blocked: &mut Vec<(Block, Unrepresentable, usize)>,
    b: Block,
    rule: Unrepresentable,
    edges: usize,
) {
    if edges > 0 {
        *report.unrepresentable.entry(rule).or_default() += edges;
        blocked.push((b, rule, edges));
    }
}

/// Runs the annotation on one function; with `stats`, prints what could not be represented.
pub fn run(function: FunctionValue<'_>, stats: bool) -> bool {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    match annotate_function(function) {
        Ok(report) => {
            if stats {
                print_report(&name, &report);
            }
            report.blocks > 0
        }
        Err(e) => {
            crate::passes::guard::report(
                "warning",
                &format!("freqpath-annotate-bpi: skipping function '{name}': {e}"),
            );
            false
        }
    }
}

fn print_report(name: &str, report: &AnnotateReport) {
    use std::io::Write;
    let total: usize = report.unrepresentable.values().sum();
    let mut out = format!(
        "freqpath-annotate-bpi: function '{name}': {} blocks, {} edges annotated, {total} edges not representable\n",
        report.blocks, report.edges
    );
    for (block, rule, edges) in &report.details {
        out.push_str(&format!(
            "freqpath-annotate-bpi:   block '{}': {edges} edges: {:?} ({})\n",
            String::from_utf8_lossy(block),
            rule,
            rule.describe()
        ));
    }
    let _ = std::io::stderr().lock().write_all(out.as_bytes());
}
