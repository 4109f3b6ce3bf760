//! The body of LLVM 16's `print<branch-prob>`, and our `explain` annotations.

use super::estimate::Seed;
use super::heuristics::ZeroTable;
use super::{BranchProbabilities, Decision, Irreducible};
use crate::graph::{Block, Cfg};
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
    use std::io::Write;
    out.extend_from_slice(b"---- Branch Probabilities ----\n");
    let hot = Prob::new(4, 5);
    for b in cfg.blocks() {
        let src_name = name(b);
        for (i, &s) in cfg.succs(b).iter().enumerate() {
            let p = bpi.edge_probability(cfg, b, s);
            out.extend_from_slice(b"  edge ");
            out.extend_from_slice(src_name);
            out.extend_from_slice(b" -> ");
            out.extend_from_slice(name(s));
            let _ = write!(out, " probability is {p}");
            if p > hot {
                out.extend_from_slice(b" [HOT edge]");
            }
            if explain {
                out.extend_from_slice(b"  ; ");
                out.extend_from_slice(explain_edge(&bpi.decisions[b as usize], i).as_bytes());
                match bpi.irreducible[b as usize] {
                    Irreducible::No => {}
                    Irreducible::Local => out.extend_from_slice(b" [irreducible: in]"),
                    Irreducible::Upstream => out.extend_from_slice(b" [irreducible: upstream]"),
                }
            }
            out.push(b'\n');
        }
    }
}

/// One line of provenance for successor `index` of a block.
pub fn explain_edge(decision: &Decision, index: usize) -> String {
    match decision {
        Decision::NotComputed => "not computed (single successor or unreachable from entry)".into(),
        Decision::Metadata { capped: false } => "metadata: branch_weights".into(),
        Decision::Metadata { capped: true } => {
            "metadata: branch_weights, capped for unreachable successors".into()
        }
        Decision::Estimated(edges) => {
            let e = &edges[index];
            let mut s = match e.read {
                Some((w, Seed::None)) => {
                    format!("estimated: weight {w:#x} (loop that never exits)")
                }
                Some((w, seed)) => format!("estimated: weight {w:#x} from {}", seed.describe()),
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
        Decision::Uniform => "uniform: no heuristic applies".into(),
    }
}
