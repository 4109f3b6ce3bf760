//! Hit rates: for each feature, how often an edge with that feature is the one taken,
//! measured by `scripts/accuracy` on real programs run with real workloads.
//!
//! The shipped table ([`Table::shipped`]) is the one `scripts/accuracy/run --fit-table`
//! prints; `docs/results/accuracy.md` says on which programs it was measured and how it scores on
//! programs it was not measured on. A table file (`rates=FILE` on the printer and the
//! annotation pass, used for leave-one-program-out evaluation) has one `feature rate` pair per
//! line; `#` starts a comment; features it does not name keep no weight.

use super::features::Feature;

/// A hit rate in (0, 1) per feature; `None`: the feature carries no weight.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    rates: Vec<Option<f64>>,
}

/// Hit rates clamp to this distance from 0 and 1, so one feature never decides alone with
/// certainty.
const MIN_RATE: f64 = 0.002;

impl Table {
    /// A table in which no feature carries weight.
    pub fn empty() -> Table {
        Table {
            rates: vec![None; Feature::ALL.len()],
        }
    }

    /// The rate of `f`, if it carries weight.
    pub fn rate(&self, f: Feature) -> Option<f64> {
        self.rates[f as usize]
    }

    /// Sets the rate of `f` (clamped into `[MIN_RATE, 1 - MIN_RATE]`).
    pub fn set(&mut self, f: Feature, rate: f64) {
        self.rates[f as usize] = Some(rate.clamp(MIN_RATE, 1.0 - MIN_RATE));
    }

    /// The table compiled into the plugin.
    pub fn shipped() -> Table {
        let mut t = Table::empty();
        for &(f, r) in SHIPPED {
            t.set(f, r);
        }
        t
    }

    /// Parses a table file's text.
    pub fn parse(text: &str) -> Result<Table, String> {
        let mut t = Table::empty();
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let (Some(name), Some(rate), None) = (words.next(), words.next(), words.next()) else {
                return Err(format!("line {}: expected 'feature rate'", n + 1));
            };
            let f = Feature::from_name(name)
                .ok_or_else(|| format!("line {}: unknown feature '{name}'", n + 1))?;
            let r: f64 = rate
                .parse()
                .ok()
                .filter(|r: &f64| *r > 0.0 && *r < 1.0)
                .ok_or_else(|| format!("line {}: rate '{rate}' is not in (0, 1)", n + 1))?;
            t.set(f, r);
        }
        Ok(t)
    }
}

/// Measured hit rates (see the module comment): fitted (joint, mix 0.5, pooled) on the 35
/// programs of scripts/accuracy at O1 and O2 (sqlite3, lua, zlib, bzip2, libyaml, jq, bc,
/// bison, brotli, cjpeg, cmark, cwebp, dash, diff, duktape, flac, flex, gawk, glpsol, gzip,
/// lame, lz4, m4, make, mawk, mujs, nasm, pcre2grep, picosat, sed, tcc, tclsh, xmllint,
/// xmlwf, zstd), on the branches LLVM 16's cascade leaves uniform or decides by its pointer
/// or zero heuristic. Every feature carries its pooled rate: with this many programs, a
/// feature whose direction differs between programs still transfers best at the rate that
/// fits them all together (`fit_pooled` in scripts/accuracy/fit.py), by maximum likelihood
/// with each program's weight half by execution count and half one share per branch
/// (docs/results/accuracy-experiments.md compares it with least squared error by count, the previous
/// fit, and with keeping only the features every program agrees on).
/// Regenerate with `scripts/accuracy/run --fit-table`; do not edit by hand.
const SHIPPED: &[(Feature, f64)] = &[
    (Feature::LoopBack, 0.5232),
    (Feature::LoopEnter, 0.5432),
    (Feature::Skip, 0.4558),
    (Feature::Call, 0.3416),
    (Feature::Store, 0.4770),
    (Feature::Message, 0.3813),
    (Feature::SharedTarget, 0.4605),
    (Feature::NextBlock, 0.4622),
    (Feature::SwitchDefault, 0.6536),
    (Feature::SwitchDefaultGrouped, 0.6654),
    (Feature::ReturnVoid, 0.4560),
    (Feature::ReturnNegative, 0.2425),
    (Feature::ReturnZero, 0.2651),
    (Feature::ReturnConstant, 0.3305),
    (Feature::ReturnComputed, 0.4609),
    (Feature::Guard, 0.5744),
    (Feature::TrueEdge, 0.4673),
    (Feature::PointerNull, 0.4247),
    (Feature::PointerEqual, 0.3475),
    (Feature::IntZero, 0.5346),
    (Feature::CallResultZero, 0.4209),
    (Feature::IntEqualConstant, 0.4113),
    (Feature::NarrowEqualConstant, 0.3957),
    (Feature::FieldEqualConstant, 0.5264),
    (Feature::IntEqualValue, 0.3891),
    (Feature::IntNegative, 0.2613),
    (Feature::IntNonPositive, 0.2776),
    (Feature::IntBelowConstant, 0.5369),
    (Feature::UnsignedBelowConstant, 0.6140),
    (Feature::BitSet, 0.3346),
    (Feature::CallerConstant, 0.6419),
];
