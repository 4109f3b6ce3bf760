//! The body of LLVM 16's `print<branch-prob>`, and our `explain` annotations.

use super::estimate::Seed;
use super::heuristics::{EdgeEstimate, ZeroTable};
use super::{BranchProbabilities, Decision, DestinationSums, Irreducible};
use crate::graph::{Block, Cfg, Edge};
use crate::prob::BranchProbability as Prob;

/// Writes `---- Branch Probabilities ----` and one line per successor edge, in block layout
/// order and successor order (a duplicate successor prints once per edge, each time with the
/// summed probability), exactly as `BranchProbabilityInfo::print`. With `explain`, each line
/// ends with `  ; <why>`.
pub fn write_llvm_format<'a>(
    cfg: &Cfg,
    bpi: &BranchProbabilities,
    name: impl Fn(Block) -> &'a [u8],
    explain: bool,
    out: &mut Vec<u8>,
) {
    write_edges(cfg, bpi, name, out, |b, _, e, out| {
        if !explain {
            return;
        }
        out.extend_from_slice(b"  ; ");
        out.extend_from_slice(explain_edge(bpi.decisions[b], &bpi.estimates[e]).as_bytes());
        match bpi.irreducible[b] {
            Irreducible::No => {}
            Irreducible::Local => out.extend_from_slice(b" [irreducible: in]"),
            Irreducible::Upstream => out.extend_from_slice(b" [irreducible: upstream]"),
        }
    });
}

/// The body every `print<branch-prob>`-format printer shares: the header, then per block (in
/// layout order) and successor edge (in successor order) the edge line, whatever `annotate`
/// appends for (block, successor index, edge), and the newline.
pub fn write_edges<'a>(
    cfg: &Cfg,
    bpi: &BranchProbabilities,
    name: impl Fn(Block) -> &'a [u8],
    out: &mut Vec<u8>,
    mut annotate: impl FnMut(Block, usize, Edge, &mut Vec<u8>),
) {
    out.extend_from_slice(b"---- Branch Probabilities ----\n");
    let hot = Prob::new(4, 5);
    let mut sums = DestinationSums::default();
    let mut printed = Vec::new();
    for b in cfg.blocks() {
        let src_name = name(b);
        printed.clear();
        sums.compute(cfg, bpi, b, &mut printed);
        let lines = cfg.succs(b).iter().zip(&printed).zip(cfg.succ_edges(b));
        for (i, ((&s, &p), e)) in lines.enumerate() {
            write_edge_line(out, src_name, name(s), p, hot);
            annotate(b, i, e, out);
            out.push(b'\n');
        }
    }
}

/// One line of provenance for an edge of a block decided by `decision` (`estimate` is read
/// for estimated blocks only).
pub fn explain_edge(decision: Decision, estimate: &EdgeEstimate) -> String {
    match decision {
        Decision::NotComputed => "not computed (single successor or unreachable from entry)".into(),
        Decision::Metadata { capped: false } => "metadata: branch_weights".into(),
        Decision::Metadata { capped: true } => {
            "metadata: branch_weights, capped for unreachable successors".into()
        }
        Decision::Estimated => {
            let e = estimate;
            let mut s = match e.read {
                Some(r) if r.seed == Seed::None => {
                    format!("estimated: weight {:#x} (loop that never exits)", r.weight)
                }
                Some(r) => format!(
                    "estimated: weight {:#x} from {}",
                    r.weight,
                    r.seed.describe()
                ),
                None => "estimated: no estimate, default 0xfffff".to_string(),
            };
            if e.exit_scaled {
                s.push_str(", loop exit /31");
            }
            if e.unlikely {
                s.push_str(", unlikely successor /2");
            }
            s
        }
        Decision::Pointer => "pointer heuristic".into(),
        Decision::Zero(ZeroTable::LibCall) => "zero heuristic: compare-library-call table".into(),
        Decision::Zero(ZeroTable::Zero) => "zero heuristic: compare with 0".into(),
        Decision::Zero(ZeroTable::One) => "zero heuristic: compare with 1".into(),
        Decision::Zero(ZeroTable::MinusOne) => "zero heuristic: compare with -1".into(),
        Decision::FloatingPoint => "floating-point heuristic".into(),
        Decision::Predicted { over: None } => "predicted".into(),
        Decision::Predicted { over: Some(o) } => {
            format!("predicted over {}", explain_edge(o.decision(), estimate))
        }
        Decision::Uniform => "uniform: no heuristic applies".into(),
    }
}

/// One `print<branch-prob>` edge line up to its end: `  edge SRC -> DST probability is P`,
/// and ` [HOT edge]` above LLVM's hot threshold (`BranchProbabilityInfo::print`).
pub(crate) fn write_edge_line(out: &mut Vec<u8>, src: &[u8], dst: &[u8], p: Prob, hot: Prob) {
    use std::io::Write;
    out.extend_from_slice(b"  edge ");
    out.extend_from_slice(src);
    out.extend_from_slice(b" -> ");
    out.extend_from_slice(dst);
    let _ = write!(out, " probability is {p}");
    if p > hot {
        out.extend_from_slice(b" [HOT edge]");
    }
}
