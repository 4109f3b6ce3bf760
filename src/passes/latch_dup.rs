//! `freqpath-latch-dup`: gives every qualifying loop latch one copy per predecessor
//! (docs/fplicm-design.md §8), planned by `fplicm::latch_dup` and written by the
//! all-or-nothing plan applier, round after round until no latch is left deferred. Also the
//! `<validate>` machinery both block-rewriting passes share: each plan goes through the
//! translation validator before it is written, and a refusal stops opt with one `error:`.

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use crate::edit::model::Inst;
use crate::edit::plan::{BlockRef, Edit, EditPlan};
use crate::fplicm::corrupt::{corrupt, Corruption};
use crate::fplicm::latch_dup::{plan_latch_duplication, ValueNames};
use crate::fplicm::oracle::MemoryOracle;
use crate::fplicm::validate::{validate_for_write, Claims, TargetFunction};
use crate::graph::dfs::has_cycle;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::{Block, IndexVec};
use crate::ir::apply::FunctionWrite;
use crate::ir::cfg::{function_name, value_name, FunctionCfg};
use crate::ir::extract_cfg;
use crate::ir::llvm_sys::core::LLVMGetGlobalParent;
use crate::ir::llvm_sys::prelude::LLVMValueRef;
use crate::ir::model::{extract_model, ExtractedModel};
use crate::ir::names::BlockNames;
use crate::ir::shim::emit_error;
use crate::passes::guard::report;

/// How a pass checks its plans before writing them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Validation {
    /// `<validate>`: run the translation validator on every plan.
    pub on: bool,
    /// The hidden `debug-corrupt=KIND`: validate a corrupted copy of each plan instead; the
    /// validator must refuse it.
    pub corrupt: Option<Corruption>,
}

/// A rewrite the validator refused: the text after `error: freqpath: <function>: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub String);

/// Why a function's rewrite stopped, leaving it untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The validator refused a plan: opt stops with the error (nothing is written).
    Refused(Refused),
    /// A plan could not be written (an internal error): the line is printed, the other
    /// functions are still processed, the run fails.
    NotWritten(String),
}

impl From<Refused> for Stop {
    fn from(r: Refused) -> Stop {
        Stop::Refused(r)
    }
}

/// Reports a stop (see [`Stop`]) for function `name`.
pub fn report_stop(function: FunctionValue<'_>, name: &str, stop: &Stop) {
    match stop {
        Stop::Refused(refused) => report_refusal(function, name, refused),
        Stop::NotWritten(line) => report("error", line),
    }
}

/// Checks `plan` against the function it was planned on (`graph`, `model`), with `memory`
/// answering the dataflow check's memory questions (`None`: our alias rules); `Ok` when
/// validation is off. With a corruption, the corrupted copy is what gets checked, and its
/// acceptance is itself a refusal (the plan is never written then either). An accepted plan
/// comes back with its meaning (`EditPlan::apply_to`), which the writer's check reuses.
pub fn check_plan(
    validation: Validation,
    graph: &FunctionCfg,
    model: &ExtractedModel,
    plan: &EditPlan,
    claims: &Claims,
    names: &BlockNames<'_>,
    memory: Option<&dyn MemoryOracle>,
) -> Result<Option<TargetFunction>, Refused> {
    if !validation.on || plan.is_empty() {
        return Ok(None);
    }
    let mut corrupted;
    let mut checked = plan;
    // Block kinds corrupt block-level rewrites, hoist kinds hoists (`corrupt` leaves a plan
    // of the other sort alone, which is then validated as it is).
    if let Some(how) = validation.corrupt {
        corrupted = plan.clone();
        if corrupt(&mut corrupted, &model.model, how) {
            checked = &corrupted;
        }
    }
    log::debug!(
        "validating a plan of {} edits and {} new blocks",
        checked.edits.len(),
        checked.new_blocks.len()
    );
    match validate_for_write(&graph.cfg, &model.model, checked, claims, memory) {
        Err(e) => {
            let at = match e.block {
                Some(BlockRef::Old(b)) => {
                    let mut out = b"%".to_vec();
                    names.write_name_or_slot(b, &mut out);
                    String::from_utf8_lossy(&out).into_owned()
                }
                Some(BlockRef::New(n)) => format!(
                    "%{} (new)",
                    String::from_utf8_lossy(&checked.new_blocks[n].name)
                ),
                None => "the function".into(),
            };
            Err(Refused(format!(
                "translation validation failed: {} at {at}: {}",
                e.kind.name(),
                readable(&e.detail, model, checked, names)
            )))
        }
        Ok(_) if !std::ptr::eq(checked, plan) => Err(Refused(format!(
            "translation validation accepted a plan corrupted by debug-corrupt={}",
            validation.corrupt.map_or("", Corruption::name)
        ))),
        Ok(target) => Ok(Some(target)),
    }
}

/// A validator detail with its ids (`inst12`, `newinst3`, wrapped as `Old(Inst(...))`,
/// `New(...)`, `Inst(...)`) replaced by the names LLVM prints: `%x` or `%N` for an original
/// instruction, `%name (new)` for one the plan creates.
fn readable(
    detail: &str,
    model: &ExtractedModel,
    plan: &EditPlan,
    names: &BlockNames<'_>,
) -> String {
    let created: Vec<&[u8]> = plan
        .edits
        .iter()
        .filter_map(|e| match e {
            Edit::Create { name, .. } => Some(name.as_slice()),
            _ => None,
        })
        .collect();
    let function = names.function();
    let mut out = String::with_capacity(detail.len());
    let mut rest = detail;
    while !rest.is_empty() {
        let new_at = rest.find("newinst");
        let old_at = rest.find("inst");
        let (at, is_new) = match (new_at, old_at) {
            (Some(n), Some(o)) if n <= o => (n, true),
            (_, Some(o)) if !rest[..o].ends_with("new") => (o, false),
            (Some(n), _) => (n, true),
            _ => {
                out.push_str(rest);
                break;
            }
        };
        let prefix = if is_new { "newinst" } else { "inst" };
        let digits: String = rest[at + prefix.len()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let Ok(k) = digits.parse::<usize>() else {
            out.push_str(&rest[..at + prefix.len()]);
            rest = &rest[at + prefix.len()..];
            continue;
        };
        // Drop the Debug wrappers around the id.
        let mut head = &rest[..at];
        let mut closing = 0;
        for wrapper in ["Old(", "New(", "Inst("] {
            if let Some(h) = head.strip_suffix(wrapper) {
                head = h;
                closing += 1;
            }
        }
        out.push_str(head);
        if is_new {
            let name = created.get(k).copied().unwrap_or(b"");
            out.push_str(&format!("%{} (new)", String::from_utf8_lossy(name)));
        } else if let Some(&v) = model.handles.insts.raw().get(k) {
            // SAFETY: the handle is a live instruction of the function being rewritten.
            out.push_str(&unsafe { crate::ir::names::inst_label(function, v) });
        } else {
            out.push_str(&rest[at..at + prefix.len() + digits.len()]);
        }
        rest = &rest[at + prefix.len() + digits.len()..];
        for _ in 0..closing {
            rest = rest.strip_prefix(')').unwrap_or(rest);
        }
    }
    out
}

/// Reports a refusal through LLVM: opt prints `error: freqpath: <function>: <why>` and
/// stops, so the function is never written.
pub fn report_refusal(function: FunctionValue<'_>, name: &str, refused: &Refused) {
    // SAFETY: `function` is the live function the pass runs on, inside its live module.
    unsafe {
        let module = LLVMGetGlobalParent(function.as_value_ref());
        emit_error(module, &format!("freqpath: {name}: {}", refused.0));
    }
}

const PASS: &str = "freqpath-latch-dup";

/// Names read from the function being rewritten.
pub struct IrNames<'a> {
    pub blocks: BlockNames<'a>,
    pub insts: &'a IndexVec<Inst, LLVMValueRef>,
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
        self.blocks.label(b)
    }
}

/// What happened to one loop, by its header's label.
enum Outcome {
    Duplicated { latch: String, copies: usize },
    Kept(String),
}

/// Duplicates every qualifying latch of `function`; returns whether it changed. Every
/// round's plan goes into one [`FunctionWrite`] committed at the end, so a plan the validator
/// refuses leaves the function untouched.
pub fn run(function: FunctionValue<'_>, stats: bool, validation: Validation) -> bool {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    let mut write = FunctionWrite::begin(function, validation.on);
    match duplicate_latches(function, &mut write, &name, stats, validation) {
        Ok(changed) => {
            write.commit();
            changed
        }
        Err(stop) => {
            drop(write);
            report_stop(function, &name, &stop);
            false
        }
    }
}

/// The rounds of duplication on `function`; `Err` when the validator refuses a round's plan
/// (earlier rounds stay written).
fn duplicate_latches(
    function: FunctionValue<'_>,
    write: &mut FunctionWrite<'_>,
    name: &str,
    stats: bool,
    validation: Validation,
) -> Result<bool, Stop> {
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
        // Most functions have no cycle: then no loop, and no tree or model is built.
        if !has_cycle(graph.cfg.succ_table()) {
            break;
        }
        let loops = LoopInfo::compute(&graph.cfg, &DominatorTree::with_cfg(&graph.cfg));
        if round > loops.num_loops() || loops.num_loops() == 0 {
            break;
        }
        let model = extract_model(function, &graph);
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
        let target = check_plan(
            validation,
            &graph,
            &model,
            &dup.plan,
            &Claims::default(),
            &names.blocks,
            None,
        )?;
        match write.apply_with(&graph, &model, &dup.plan, target.as_ref()) {
            Ok(_) => changed = true,
            // Nothing of the function is kept then: the caller drops the write.
            Err(e) => {
                return Err(Stop::NotWritten(format!(
                    "{PASS}: function '{name}' left unchanged: {e}"
                )))
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
    Ok(changed)
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
        let validating =
            parse_function_pass("freqpath-latch-dup<validate;debug-corrupt=wrong-phi>")
                .unwrap()
                .unwrap();
        assert_eq!(
            validating.kind,
            PassKind::LatchDup {
                stats: false,
                validate: true
            }
        );
        assert_eq!(
            validating.pipeline_text(),
            "freqpath-latch-dup<validate;debug-corrupt=wrong-phi>"
        );
        let unvalidated = parse_function_pass("freqpath-latch-dup<debug-corrupt=wrong-phi>");
        assert!(unvalidated.unwrap_err().contains("needs 'validate'"));
        assert!(parse_function_pass("freqpath-latch-dup<validate;debug-corrupt=x>").is_err());
        assert!(parse_function_pass("freqpath-latch-dup<bogus>").is_err());
    }
}
