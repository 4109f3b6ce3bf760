//! `freqpath-annotate-bpi`: write the cycle-forest branch probabilities (with `<predict>`,
//! the static predictor's) as `!prof branch_weights`, chosen so that LLVM 16's BranchProbabilityInfo reads back exactly our
//! numbers; everything downstream (BFI, block placement, inlining costs) then uses them.

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use crate::bpi::annotate::{plan_annotation, AnnotationPlan, LlvmView};
use crate::bpi::predict::table::Table;
use crate::bpi::predict::PredictInputs;
use crate::bpi::structures::Models;
use crate::bpi::{self, Decision};
use crate::ir::cfg::function_name;
use crate::ir::names::BlockNames;
use crate::ir::predict_facts::extract_predict_facts;
use crate::ir::write::MetadataEdits;
use crate::ir::IrError;
use crate::prob::BranchProbability;

/// What annotating one function did: the plan, with block names for the report.
pub struct AnnotateReport {
    pub plan: AnnotationPlan,
    /// (block name, rule, edges) for each block with unrepresentable edges.
    pub details: Vec<(Vec<u8>, crate::bpi::annotate::Unrepresentable, usize)>,
}

/// Annotates one function. All weights are computed before the first write, so an error
/// (or a panic caught by the pass guard) leaves the function untouched.
pub fn annotate_function(function: FunctionValue<'_>) -> Result<AnnotateReport, IrError> {
    annotate_function_with(function, None)
}

/// How `freqpath-annotate-bpi<predict>` annotates.
#[derive(Clone, Copy)]
pub struct PredictAnnotation<'t> {
    /// The predictor's hit-rate table.
    pub table: &'t Table,
    /// `predicted-only`: write weights only on the branches the predictor's evidence decided
    /// ([`Decision::Predicted`]), leaving the rest to LLVM's own heuristics. Those read the
    /// same probabilities at this point (the predictor keeps the cascade's answer there, and
    /// the cycle forest differs from LLVM's loops only on irreducible cycles), but LLVM
    /// recomputes them after every transform instead of carrying frozen weights through
    /// inlining and loop rewrites, which cost sqlite3 several percent at -O2 even with
    /// LLVM's own numbers (docs/results/bench.md, the O2+annotate control).
    pub predicted_only: bool,
    /// `min-percent=N` (0: none): of those, only the branches whose likeliest edge the
    /// evidence gives at least N %. Block placement reads a weak prediction as firmly as a
    /// strong one (it only asks which edge is likelier), so a 60:40 guess that is right a
    /// little over half the time can move a block out of the fall-through the front end
    /// chose, which is itself a fair predictor (docs/results/bench-predict-variants.md).
    pub min_percent: u8,
}

/// Annotates one function with the cycle-forest cascade (`predict: None`) or with the static
/// predictor (`freqpath-annotate-bpi<predict>`).
pub fn annotate_function_with(
    function: FunctionValue<'_>,
    predict: Option<PredictAnnotation<'_>>,
) -> Result<AnnotateReport, IrError> {
    let analyzed = analyze(
        function,
        Models {
            cycles: true,
            legacy: true,
        },
    )?;
    let cfg = &analyzed.graph.cfg;
    let cycles = analyzed.structures.cycles(cfg).expect("cycle forest built");
    let legacy = analyzed.structures.legacy(cfg).expect("legacy loops built");
    let ours = match predict {
        None => bpi::compute(&analyzed.context(&cycles)),
        Some(PredictAnnotation { table, .. }) => {
            let forest = analyzed
                .structures
                .forest
                .as_ref()
                .expect("cycle forest built");
            let facts = extract_predict_facts(&analyzed.graph);
            bpi::predict::predict(&PredictInputs {
                ctx: &analyzed.context(&cycles),
                forest,
                facts: &facts,
                table,
            })
            .probabilities
        }
    };
    // LLVM reading the weights back uses its own (legacy) estimates to find unreachable
    // successors, and its own heuristics where no weights can be attached.
    let llvm_ctx = analyzed.context(&legacy);
    let llvm_estimates = bpi::estimate_weights(&llvm_ctx);
    let llvm_own = bpi::compute_from_estimates(&llvm_ctx, &llvm_estimates);
    let facts = &analyzed.facts;
    let dt = &analyzed.structures.dt;
    let plan = plan_annotation(
        cfg,
        &ours,
        &LlvmView {
            model: &legacy,
            estimates: &llvm_estimates,
            probabilities: &llvm_own,
        },
        |b| facts[b].branch_weights.as_deref(),
        |b| facts[b].terminator.takes_branch_weights(),
        |b| dt.contains(b),
        |b| match predict {
            Some(PredictAnnotation {
                predicted_only: true,
                min_percent,
                ..
            }) => {
                matches!(ours.decisions[b], Decision::Predicted { .. })
                    && ours
                        .stored_probabilities(cfg, b)
                        .is_some_and(|p| confident_enough(p, min_percent))
            }
            _ => true,
        },
    );
    let mut edits = MetadataEdits::new(&analyzed.graph);
    for (b, weights) in &plan.writes {
        edits.set_branch_weights(*b, weights);
    }
    edits.commit();
    let names = BlockNames::new(function, &analyzed.graph.blocks);
    let details = plan
        .blocked
        .iter()
        .map(|&(b, rule, edges)| (names.name(b).to_vec(), rule, edges))
        .collect();
    Ok(AnnotateReport { plan, details })
}

/// Whether a branch's likeliest edge gets at least `min_percent` % (always, for 0).
fn confident_enough(probs: &[BranchProbability], min_percent: u8) -> bool {
    let threshold = BranchProbability::new(min_percent as u32, 100);
    probs.iter().any(|&p| p >= threshold)
}

/// Runs the annotation on one function; with `stats`, prints what could not be represented.
pub fn run(function: FunctionValue<'_>, stats: bool) -> bool {
    run_with(function, stats, None)
}

/// [`run`] with the static predictor's probabilities (`freqpath-annotate-bpi<predict>`).
pub fn run_with(
    function: FunctionValue<'_>,
    stats: bool,
    predict: Option<PredictAnnotation<'_>>,
) -> bool {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    match annotate_function_with(function, predict) {
        Ok(report) => {
            if stats {
                print_report(&name, &report);
            }
            !report.plan.writes.is_empty()
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
    let total: usize = report.plan.unrepresentable.values().sum();
    let mut out = format!(
        "freqpath-annotate-bpi: function '{name}': {} blocks, {} edges annotated, {total} edges not representable\n",
        report.plan.writes.len(),
        report.plan.edges
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
