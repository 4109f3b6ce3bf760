//! `freqpath-profi<profile=PATH>`: LLVM 16's sample-profile loader with profi (as
//! `opt-16 -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining`
//! runs it), writing `!prof` and `function_entry_count`; with `quality`, counts from
//! freqpath's own inference instead of LLVM's.
//!
//! The profile is read and checked before anything is written: a profile that cannot be
//! read is an `error:` through LLVM's context (opt fails) and leaves the module untouched.
//! Functions are then processed one at a time in LLVM's order, each inside the per-function
//! guard, all of its writes undone if it fails halfway.

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use super::guard::{report, run_function_guarded};
use super::options::{DebugFault, ProfiOptions};
use crate::bpi::structures::Models;
use crate::ir::cfg::value_name;
use crate::ir::llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use crate::ir::profile_input::{function_input, module_facts, FunctionInput};
use crate::ir::shim::emit_error;
use crate::ir::write::{FaultAfterFirstWrite, MdOperand, MetadataEdits};
use crate::profi::loader::{EntryCount, FunctionResult, Loader, ModuleSkip};
use crate::profi::quality::QualityInference;
use crate::profi::reader::read_text_profile;
use crate::profi::write_back::CallWrite;

const PASS: &str = "freqpath-profi";

/// Runs the pass on a module; true when the IR changed.
///
/// # Safety
/// `module` must be the live module LLVM runs the pass on.
pub unsafe fn run(module: LLVMModuleRef, options: &ProfiOptions, debug: &DebugFault) -> bool {
    let bytes = match std::fs::read(&options.profile) {
        Ok(bytes) => bytes,
        Err(e) => {
            fail(
                module,
                &format!("{}: could not read profile: {e}", options.profile),
            );
            return false;
        }
    };
    let profile = match read_text_profile(&options.profile, &bytes) {
        Ok(profile) => profile,
        Err(e) => {
            fail(module, &e.to_string());
            return false;
        }
    };
    let (facts, handles) = module_facts(module);
    let mut loader = match Loader::new(profile, &facts, options.params.clone()) {
        Ok(loader) => loader,
        Err(ModuleSkip::NotProbed) => {
            report(
                "warning",
                &format!(
                    "{}: a pseudo-probe profile needs a module instrumented by the pseudo-probe pass; nothing annotated",
                    options.profile
                ),
            );
            return false;
        }
        Err(ModuleSkip::ContextSensitive) => {
            fail(
                module,
                &format!(
                    "{}: context-sensitive profiles are not supported",
                    options.profile
                ),
            );
            return false;
        }
    };
    let mut quality = options.quality.then(QualityInference::new);
    let mut changed = false;
    for index in loader.order() {
        let handle = handles[index];
        // SAFETY: `handle` is a live function of the module being processed.
        let name_bytes = unsafe { value_name(handle) }.to_vec();
        let name = String::from_utf8_lossy(&name_bytes).into_owned();
        changed |= run_function_guarded(PASS, &name, false, || {
            if debug.panic_everywhere || debug.panic_in.as_deref() == Some(&*name) {
                panic!("debug-panic requested");
            }
            let Some(function) = (unsafe { FunctionValue::new(handle) }) else {
                return false;
            };
            let input = match function_input(function, loader.is_probe_based()) {
                Ok(input) => input,
                Err(e) => {
                    report(
                        "warning",
                        &format!("{PASS}: skipping function '{name}': {e}"),
                    );
                    return false;
                }
            };
            let result = match quality.as_mut() {
                Some(q) => {
                    let probabilities = static_probabilities(function);
                    loader.process_with(
                        index,
                        &input.facts,
                        Some(&mut |refine| q.refine(refine, probabilities.as_deref())),
                    )
                }
                None => loader.process(index, &input.facts),
            };
            let result = match result {
                Ok(result) => result,
                Err(e) => {
                    report(
                        "warning",
                        &format!("{PASS}: skipping function '{name}': {e}"),
                    );
                    return false;
                }
            };
            let _fault = (debug.panic_after_write_in.as_deref() == Some(&*name))
                .then(FaultAfterFirstWrite::arm);
            apply(handle, &input, &result)
        });
    }
    changed
}

/// Our cycle-forest branch probabilities for every successor slot of `function` (numerators
/// over 2^31), the prior the quality mode splits unsampled regions by; `None` if the
/// function cannot be analysed.
fn static_probabilities(function: FunctionValue<'_>) -> Option<Vec<u32>> {
    let analyzed = analyze(
        function,
        Models {
            cycles: true,
            legacy: false,
        },
    )
    .ok()?;
    let cfg = &analyzed.graph.cfg;
    let cycles = analyzed.structures.cycles(cfg)?;
    let probabilities = crate::bpi::compute(&analyzed.context(&cycles));
    Some(
        cfg.blocks()
            .flat_map(|b| cfg.succ_edges(b).map(move |e| (b, e)))
            .map(|(b, e)| probabilities.probability(cfg, b, e).numerator())
            .collect(),
    )
}

/// Reports an error through LLVM (opt then fails) with freqpath's prefix.
fn fail(module: LLVMModuleRef, message: &str) {
    // SAFETY: `module` is the live module the pass runs on.
    unsafe { emit_error(module, &format!("freqpath: {message}")) };
}

/// Writes one function's results; all or nothing.
fn apply(function: LLVMValueRef, input: &FunctionInput, result: &FunctionResult) -> bool {
    let mut edits = MetadataEdits::for_blocks(&input.blocks.blocks);
    // SAFETY: the calls and the function are live parts of the function being processed.
    unsafe {
        if let EntryCount::Set { count, guids } = &result.entry_count {
            let mut ops = vec![
                MdOperand::String("function_entry_count"),
                MdOperand::I64(*count),
            ];
            ops.extend(guids.iter().map(|&g| MdOperand::I64(g)));
            edits.set_function_prof(function, &ops);
        }
        for (index, write) in &result.plan.calls {
            let call = input.calls[*index as usize];
            match write {
                CallWrite::Weight(w) => edits.set_instruction_prof(
                    call,
                    &[MdOperand::String("branch_weights"), MdOperand::I32(*w)],
                ),
                CallWrite::ValueProfile { total, targets } => {
                    let mut ops = vec![
                        MdOperand::String("VP"),
                        MdOperand::I32(0),
                        MdOperand::I64(*total),
                    ];
                    for &(g, c) in targets {
                        ops.push(MdOperand::I64(g));
                        ops.push(MdOperand::I64(c));
                    }
                    edits.set_instruction_prof(call, &ops);
                }
            }
        }
    }
    for (b, weights) in &result.plan.branches {
        edits.set_branch_weights(*b, weights);
    }
    edits.commit() > 0
}
