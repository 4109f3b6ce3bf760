//! Whether hoisting a chain pays (docs/fplicm-design.md §16.2). The seed's model keeps its
//! rule, at least two expensive operations (§7.2). The rarely-clobbered model weighs the
//! target's costs by block frequency instead:
//!
//! ```text
//! gain = Σ_members cost(m) · freq(m)                     what the loop no longer computes
//!      − (entry + Σ_recompute freq(r)) · Σ_members cost(m) the copies: preheader, recomputes
//!      − carried · CARRY                                   a cached value held across the loop
//! ```
//!
//! per iteration of the header, with `cost` LLVM's `TargetTransformInfo` reciprocal
//! throughput, `freq` relative to the header ([`super::frequency`]) and `entry` the share of
//! iterations that enter the loop (one over the trip count). A chain is hoisted when the gain
//! is positive and it holds an expensive operation: a chain of cheap integer operations
//! never is, whatever the target says, so an integer workload cannot run slower for it
//! (issue 45's guarantee, the seed's `int_*` workloads).

use std::collections::HashMap;

use super::frequency::HotModel;
use super::hoist::{FunctionInput, LoopCandidate};
use crate::edit::model::Inst;
use crate::graph::Block;

/// The cost of one value the loop carries from one iteration to the next instead of
/// computing it: a register it occupies, or at worst one spill and one reload per iteration.
/// Two units of reciprocal throughput (one store, one load), whatever the target.
pub const CARRY: f64 = 2.0;

/// A chain's costs, for the decision and for `<stats>`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChainCost {
    /// Expensive operations among the members (FP divisions, integer divisions by a
    /// non-constant).
    pub expensive: usize,
    /// The gain per header iteration under the rarely-clobbered model; `None` under the
    /// seed's model or when the target has no cost for some member.
    pub gain: Option<f64>,
}

impl ChainCost {
    /// Whether the chain is worth hoisting: the seed's count when no gain is known.
    pub fn pays(&self) -> bool {
        match self.gain {
            Some(g) => self.expensive >= 1 && g > 0.0,
            None => self.expensive >= 2,
        }
    }

    /// Why a chain is not hoisted, for `<stats>`.
    pub fn refusal(&self) -> String {
        match self.gain {
            Some(_) if self.expensive == 0 => "no expensive operation".into(),
            Some(g) => format!("gain {g:.1} <= 0 per iteration"),
            None => format!("expensive {} < 2", self.expensive),
        }
    }
}

/// The costs of a chain of `members` in loop `lc`, of which `carried` are held across the
/// loop, recomputed at the end of blocks `recomputes` (repairs, rare updates).
pub fn chain_cost(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    members: &[Inst],
    expensive: usize,
    carried: usize,
    recomputes: &[Block],
) -> ChainCost {
    let unknown = ChainCost {
        expensive,
        gain: None,
    };
    let HotModel::Rare { .. } = input.hot else {
        return unknown;
    };
    let Some(freq) = input.frequencies.relative(lc.id) else {
        return unknown;
    };
    let freq: HashMap<Block, f64> = freq.iter().copied().collect();
    let entry = input.frequencies.exit_share(lc.id).unwrap_or(1.0);
    let mut saved = 0.0;
    let mut copy = 0.0;
    for &m in members {
        let Some(c) = input.costs.costs(m) else {
            return unknown;
        };
        let cost = c.recip_throughput.max(0) as f64;
        let block = input.model.insts[m].block;
        saved += cost * freq.get(&block).copied().unwrap_or(0.0);
        copy += cost;
    }
    let mut blocks = recomputes.to_vec();
    blocks.sort_unstable();
    blocks.dedup();
    let recompute: f64 = blocks
        .iter()
        .map(|b| freq.get(b).copied().unwrap_or(0.0))
        .sum();
    ChainCost {
        expensive,
        gain: Some(saved - (entry + recompute) * copy - carried as f64 * CARRY),
    }
}
