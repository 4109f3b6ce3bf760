//! `freqpath-latch-dup`: gives every qualifying loop latch one copy per predecessor
//! (docs/fplicm-design.md §8), planned by `fplicm::latch_dup` and written by the
//! all-or-nothing plan applier, round after round until no latch is left deferred.

use llvm_plugin::inkwell::values::FunctionValue;

use crate::edit::model::Inst;
use crate::fplicm::latch_dup::{plan_latch_duplication, ValueNames};
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::{Block, IndexVec};
use crate::ir::apply::apply_plan;
use crate::ir::cfg::{function_name, value_name};
use crate::ir::extract_cfg;
use crate::ir::llvm_sys::prelude::LLVMValueRef;
use crate::ir::model::extract_model;
use crate::ir::names::BlockNames;
use crate::passes::guard::report;

const PASS: &str = "freqpath-latch-dup";

/// Names read from the function being rewritten.
struct IrNames<'a> {
    blocks: BlockNames<'a>,
    insts: &'a IndexVec<Inst, LLVMValueRef>,
}

impl ValueNames for IrNames<'_> {
    fn block(&self, b: Block) -> &[u8] {
        self.blocks.name(b)
    }

    fn inst(&self, i: Inst) -> &[u8] {
        // SAFETY: the instruction belongs to the live function the pass runs on.
        unsafe { value_name(self.insts[i]) }
    }

    fn block_label(&self, b: Block) -> String {
        let mut out = b"%".to_vec();
        self.blocks.write_name_or_slot(b, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// What happened to one loop, by its header's label.
enum Outcome {
    Duplicated { latch: String, copies: usize },
    Kept(String),
}

/// Duplicates every qualifying latch of `function`; returns whether it changed. `validate`
/// is refused by the parser until the translation validator exists.
pub fn run(function: FunctionValue<'_>, stats: bool, validate: bool) -> bool {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    debug_assert!(!validate, "the parser refuses <validate> for now");
    let mut outcomes: Vec<(String, Outcome)> = Vec::new();
    let mut changed = false;
    // Each round duplicates at least one latch, and a duplicated loop never qualifies again
    // (it has several latches), so rounds are bounded by the number of loops.
    for round in 0.. {
        let graph = match extract_cfg(function) {
            Ok(g) => g,
            Err(e) => {
                report(
                    "warning",
                    &format!("{PASS}: skipping function '{name}': {e}"),
                );
                break;
            }
        };
        let model = extract_model(function, &graph);
        let loops = LoopInfo::compute(&graph.cfg, &DominatorTree::with_cfg(&graph.cfg));
        if round > loops.num_loops() {
            break;
        }
        let names = IrNames {
            blocks: BlockNames::new(function, &graph.blocks),
            insts: &model.handles.insts,
        };
        let dup = plan_latch_duplication(&graph.cfg, &model.model, &loops, &names);
        if stats {
            // This round's outcomes in header layout order; a deferred loop holds its place
            // until the round that duplicates it.
            let mut round_outcomes: Vec<(Block, Outcome)> = Vec::new();
            for d in &dup.duplicated {
                let latch = names.block_label(d.latch);
                let copies = d.copies.len();
                round_outcomes.push((d.header, Outcome::Duplicated { latch, copies }));
            }
            for &(l, why) in &dup.kept {
                let why = why.describe(&model.model, &names);
                round_outcomes.push((loops.header(l), Outcome::Kept(why)));
            }
            for &l in &dup.deferred {
                round_outcomes.push((loops.header(l), Outcome::Kept("deferred".into())));
            }
            round_outcomes.sort_by_key(|(header, _)| *header);
            for (header, outcome) in round_outcomes {
                let key = names.block_label(header);
                match outcomes.iter_mut().find(|(k, _)| *k == key) {
                    // A loop duplicated in an earlier round now has several latches.
                    Some((_, Outcome::Duplicated { .. })) => {}
                    Some((_, slot)) => *slot = outcome,
                    None => outcomes.push((key, outcome)),
                }
            }
        }
        if dup.plan.is_empty() {
            break;
        }
        match apply_plan(function, &graph, &model, &dup.plan) {
            Ok(_) => changed = true,
            Err(e) => {
                let left = if changed {
                    "earlier rounds kept"
                } else {
                    "left unchanged"
                };
                report("error", &format!("{PASS}: function '{name}' {left}: {e}"));
                break;
            }
        }
        if dup.deferred.is_empty() {
            break;
        }
    }
    for (header, outcome) in outcomes {
        let line = match outcome {
            Outcome::Duplicated { latch, copies } => {
                format!("latch {latch} duplicated into {copies} copies")
            }
            Outcome::Kept(why) => format!("loop {header} kept: {why}"),
        };
        report("remark", &format!("{PASS}: function '{name}': {line}"));
    }
    changed
}

#[cfg(test)]
mod tests {
    use crate::passes::pipeline::{parse_function_pass, PassKind};

    #[test]
    fn parameters() {
        let pass = parse_function_pass("freqpath-latch-dup<stats>")
            .unwrap()
            .unwrap();
        assert_eq!(
            pass.kind,
            PassKind::LatchDup {
                stats: true,
                validate: false
            }
        );
        assert!(!pass.kind.is_required());
        assert_eq!(pass.pipeline_text(), "freqpath-latch-dup<stats>");
        let panicking = parse_function_pass("freqpath-latch-dup<debug-panic-write=f>")
            .unwrap()
            .unwrap();
        assert_eq!(panicking.debug.panic_after_write_in.as_deref(), Some("f"));
        let refused = parse_function_pass("freqpath-latch-dup<validate>").unwrap_err();
        assert!(refused.contains("validator"), "{refused}");
        assert!(parse_function_pass("freqpath-latch-dup<bogus>").is_err());
    }
}
