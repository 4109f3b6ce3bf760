//! `print<freqpath-branch-prob-predict>`'s body: the lines of `print<branch-prob>`, and with
//! `explain` each line followed by the step that decided the block and the features found on
//! that edge with their hit rates (`name=rate`, or `name=-` for a feature the table gives no
//! weight). `scripts/accuracy` reads these lines to measure hit rates.

use std::io::Write;

use super::table::Table;
use super::Prediction;
use crate::bpi::print::{explain_edge, write_edges};
use crate::bpi::Decision;
use crate::graph::{Block, Cfg};

/// Writes `---- Branch Probabilities ----` and one line per successor edge, as
/// [`crate::bpi::print::write_llvm_format`] does, with the predictor's explanations.
pub fn write_prediction<'a>(
    cfg: &Cfg,
    prediction: &Prediction,
    table: &Table,
    name: impl Fn(Block) -> &'a [u8],
    explain: bool,
    out: &mut Vec<u8>,
) {
    let bpi = &prediction.probabilities;
    write_edges(cfg, bpi, name, out, |b, i, e, out| {
        if !explain {
            return;
        }
        let decision = bpi.decisions[b];
        out.extend_from_slice(b"  ; ");
        let why = match decision {
            Decision::Uniform => "uniform: no weighted evidence".to_string(),
            d => explain_edge(d, &bpi.estimates[e]),
        };
        out.extend_from_slice(why.as_bytes());
        if decision == Decision::NotComputed {
            return;
        }
        out.extend_from_slice(b"; features:");
        let mut any = false;
        for ev in prediction
            .evidence(b)
            .iter()
            .filter(|ev| ev.edge == i as u32)
        {
            any = true;
            let _ = match table.rate(ev.feature) {
                Some(r) => write!(out, " {}={r:.3}", ev.feature.name()),
                None => write!(out, " {}=-", ev.feature.name()),
            };
        }
        if !any {
            out.extend_from_slice(b" none");
        }
    });
}
