//! `print<freqpath-cycles>`: our cycle forest in the format of LLVM's `print<cycles>`.

use std::io::Write;

use crate::graph::cycles::CycleForest;
use crate::ir::cfg::function_name;
use crate::ir::extract_cfg;
use crate::ir::names::BlockNames;
use crate::passes::guard::report;
use llvm_plugin::inkwell::values::FunctionValue;

/// Prints one header line naming freqpath and the function, then the body lines of
/// `print<cycles>` for it, in one write to stderr (LLVM's printer writes to `dbgs()`).
pub fn run(function: FunctionValue<'_>) {
    let name = String::from_utf8_lossy(&function_name(function)).into_owned();
    let graph = match extract_cfg(function) {
        Ok(g) => g,
        Err(e) => {
            report(
                "warning",
                &format!("print<freqpath-cycles>: skipping function '{name}': {e}"),
            );
            return;
        }
    };
    let forest = CycleForest::compute(&graph.cfg);
    let names = BlockNames::read(function, &graph.blocks);
    let mut out = format!("freqpath-cycles for function: {name}\n");
    forest.write_llvm_format(&mut out, |b, o| names.write_name_or_slot(b, o));
    let _ = std::io::stderr().lock().write_all(out.as_bytes());
}
