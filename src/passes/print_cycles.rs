//! `print<freqpath-cycles>`: our cycle forest in the format of LLVM's `print<cycles>`.

use std::cell::RefCell;
use std::io::Write;

use llvm_plugin::inkwell::values::FunctionValue;

use crate::graph::cycles::CycleForest;
use crate::graph::dfs::has_cycle;
use crate::ir::cfg::{extract_successors_reusing, function_name, GraphBuffers, IrError};
use crate::ir::names::BlockNames;
use crate::passes::guard::report;

thread_local! {
    /// Graph buffers and forest reused across the functions of a module, so the per-function
    /// work allocates almost nothing.
    static REUSED: RefCell<(GraphBuffers, CycleForest)> = RefCell::default();
}

/// Prints one header line naming freqpath and the function, then the body lines of
/// `print<cycles>` for it, in one write to stderr (LLVM's printer writes to `dbgs()`).
/// Predecessors (use lists) are only read when the function has a cycle at all.
pub fn run(function: FunctionValue<'_>) {
    let name = function_name(function);
    let mut out = b"freqpath-cycles for function: ".to_vec();
    out.extend_from_slice(&name);
    out.push(b'\n');
    let body = REUSED.with(|reused| -> Result<(), IrError> {
        let mut reused = reused.borrow_mut();
        let (buffers, forest) = &mut *reused;
        let blocks = extract_successors_reusing(function, std::mem::take(buffers))?;
        if !blocks.has_backward_edge || !has_cycle(&blocks.succs) {
            *buffers = blocks.into_buffers();
            return Ok(());
        }
        let graph = blocks.with_predecessors()?;
        forest.compute(&graph.cfg);
        let names = BlockNames::cached(function, &graph.blocks);
        forest.write_llvm_format(&mut out, |b, o| names.write_name_or_slot(b, o));
        *buffers = graph.into_buffers();
        Ok(())
    });
    match body {
        Ok(()) => {
            let _ = std::io::stderr().lock().write_all(&out);
        }
        Err(e) => report(
            "warning",
            &format!(
                "print<freqpath-cycles>: skipping function '{}': {e}",
                String::from_utf8_lossy(&name)
            ),
        ),
    }
}
