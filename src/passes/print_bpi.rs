//! `print<freqpath-branch-prob>` (cycle forest) and `print<freqpath-branch-prob-legacy>`
//! (LLVM 16's LoopInfo + SCC model): branch probabilities in `print<branch-prob>`'s format.

use std::io::Write;
use std::sync::{Arc, Mutex};

use llvm_plugin::inkwell::values::FunctionValue;

use super::analyze::analyze;
use crate::bpi::predict::print::write_prediction;
use crate::bpi::predict::table::Table;
use crate::bpi::predict::{predict, PredictInputs, Prediction};
use crate::bpi::print::write_llvm_format;
use crate::bpi::structures::Models;
use crate::bpi::{self, BranchProbabilities};
use crate::ir::cfg::{function_name, FunctionCfg};
use crate::ir::names::BlockNames;
use crate::ir::predict_facts::extract_predict_facts;
use crate::ir::IrError;

/// Which loop structure the estimated heuristic uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopMode {
    /// Our loop-nesting forest (the behaviour LLVM adopted after 16).
    Cycles,
    /// LLVM 16: natural loops plus flat SCCs.
    Legacy,
}

impl LoopMode {
    pub fn printer_name(self) -> &'static str {
        match self {
            LoopMode::Cycles => "freqpath-branch-prob",
            LoopMode::Legacy => "freqpath-branch-prob-legacy",
        }
    }
}

/// Branch probabilities of one function with the chosen loop model.
pub fn probabilities(
    function: FunctionValue<'_>,
    mode: LoopMode,
) -> Result<(FunctionCfg, BranchProbabilities), IrError> {
    let models = Models {
        cycles: mode == LoopMode::Cycles,
        legacy: mode == LoopMode::Legacy,
    };
    let analyzed = analyze(function, models)?;
    let cfg = &analyzed.graph.cfg;
    let result = match mode {
        LoopMode::Cycles => {
            let model = analyzed.structures.cycles(cfg).expect("cycle forest built");
            bpi::compute(&analyzed.context(&model))
        }
        LoopMode::Legacy => {
            let model = analyzed.structures.legacy(cfg).expect("legacy loops built");
            bpi::compute(&analyzed.context(&model))
        }
    };
    Ok((analyzed.graph, result))
}

/// Prints a header line naming freqpath and the function, then the body of
/// `print<branch-prob>`, in one write to stderr.
pub fn run(function: FunctionValue<'_>, mode: LoopMode, explain: bool) {
    let name = function_name(function);
    let mut out = Vec::new();
    out.extend_from_slice(mode.printer_name().as_bytes());
    out.extend_from_slice(b" for function: ");
    out.extend_from_slice(&name);
    out.push(b'\n');
    match probabilities(function, mode) {
        Ok((graph, result)) => {
            let names = BlockNames::cached(function, &graph.blocks);
            write_llvm_format(&graph.cfg, &result, |b| names.name(b), explain, &mut out);
        }
        Err(e) => {
            crate::passes::guard::report(
                "warning",
                &format!(
                    "print<{}>: skipping function '{}': {e}",
                    mode.printer_name(),
                    String::from_utf8_lossy(&name)
                ),
            );
            return;
        }
    }
    let _ = std::io::stderr().lock().write_all(&out);
}

/// Which hit-rate table the predictor uses: the shipped one, or a table file given as
/// `rates=FILE` (read once, when the pass name is parsed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rates(Option<u32>);

/// Tables loaded from `rates=FILE`, with their paths (for `--print-pipeline-passes`).
static LOADED_RATES: Mutex<Vec<(String, Arc<Table>)>> = Mutex::new(Vec::new());

impl Rates {
    /// Reads and parses a table file.
    pub fn load(path: &str) -> Result<Rates, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read rates file '{path}': {e}"))?;
        let table = Table::parse(&text).map_err(|e| format!("rates file '{path}': {e}"))?;
        let mut loaded = LOADED_RATES.lock().unwrap_or_else(|e| e.into_inner());
        loaded.push((path.to_string(), Arc::new(table)));
        Ok(Rates(Some(loaded.len() as u32 - 1)))
    }

    /// The table.
    pub fn table(self) -> Arc<Table> {
        match self.0 {
            None => Arc::new(Table::shipped()),
            Some(i) => {
                let loaded = LOADED_RATES.lock().unwrap_or_else(|e| e.into_inner());
                loaded[i as usize].1.clone()
            }
        }
    }

    /// The file the table came from, if not the shipped one.
    pub fn path(self) -> Option<String> {
        let i = self.0?;
        let loaded = LOADED_RATES.lock().unwrap_or_else(|e| e.into_inner());
        Some(loaded[i as usize].0.clone())
    }
}

/// The predictor's probabilities for one function.
pub fn prediction(
    function: FunctionValue<'_>,
    table: &Table,
) -> Result<(FunctionCfg, Prediction), IrError> {
    let analyzed = analyze(
        function,
        Models {
            cycles: true,
            legacy: false,
        },
    )?;
    let cfg = &analyzed.graph.cfg;
    let model = analyzed.structures.cycles(cfg).expect("cycle forest built");
    let forest = analyzed
        .structures
        .forest
        .as_ref()
        .expect("cycle forest built");
    let facts = extract_predict_facts(&analyzed.graph);
    let ctx = analyzed.context(&model);
    let prediction = predict(&PredictInputs {
        ctx: &ctx,
        forest,
        facts: &facts,
        table,
    });
    Ok((analyzed.graph, prediction))
}

/// `print<freqpath-branch-prob-predict>`: a header line, then the body of
/// `print<branch-prob>` with the predictor's probabilities, in one write to stderr.
pub fn run_predict(function: FunctionValue<'_>, explain: bool, rates: Rates) {
    const PRINTER: &str = "freqpath-branch-prob-predict";
    let name = function_name(function);
    let mut out = Vec::new();
    out.extend_from_slice(PRINTER.as_bytes());
    out.extend_from_slice(b" for function: ");
    out.extend_from_slice(&name);
    out.push(b'\n');
    let table = rates.table();
    match prediction(function, &table) {
        Ok((graph, prediction)) => {
            let names = BlockNames::cached(function, &graph.blocks);
            write_prediction(
                &graph.cfg,
                &prediction,
                &table,
                |b| names.name(b),
                explain,
                &mut out,
            );
        }
        Err(e) => {
            crate::passes::guard::report(
                "warning",
                &format!(
                    "print<{PRINTER}>: skipping function '{}': {e}",
                    String::from_utf8_lossy(&name)
                ),
            );
            return;
        }
    }
    let _ = std::io::stderr().lock().write_all(&out);
}
