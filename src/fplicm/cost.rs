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
//! (the `int_*` workloads of bench/fplicm stay byte-identical).

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::opcode::Opcode;
    use crate::fplicm::alias::AliasModel;
    use crate::fplicm::hoist::analyze_loop;
    use crate::fplicm::oracle::{InstCosts, TargetCosts};
    use crate::fplicm::testing::TestFn;

    /// A target where a division costs 20 and everything else 1.
    struct Table<'a>(&'a TestFn);

    impl TargetCosts for Table<'_> {
        fn costs(&self, i: Inst) -> Option<InstCosts> {
            let c = match self.0.model.insts[i].opcode {
                Opcode::FDiv | Opcode::SDiv | Opcode::UDiv => 20,
                _ => 1,
            };
            Some(InstCosts {
                latency: c,
                recip_throughput: c,
            })
        }
    }

    /// `H` runs every iteration, `R` (the store) one in ten, the loop about 100 times.
    const LOOP: &str = "E: br H
         H: %v = load @g; %a = fdiv %v 3; %b = add %v 1; %c = icmp %a %b; br %c R L !1:9
         R: store 5 @g; br L
         L: br %c H X !99:1
         X: ret";

    fn cost_of(f: &TestFn, hot: HotModel, members: &[&str], carried: usize) -> ChainCost {
        let am = AliasModel::new(&f.model);
        let costs = Table(f);
        let mut input = f.input(&am);
        input.costs = &costs;
        input.hot = hot;
        let lc = analyze_loop(&input, f.loop_of("H")).expect("a candidate");
        let members: Vec<Inst> = members.iter().map(|m| f.i(m)).collect();
        let expensive = members
            .iter()
            .filter(|&&m| f.model.insts[m].opcode == Opcode::FDiv)
            .count();
        chain_cost(&input, &lc, &members, expensive, carried, &[f.b("R")])
    }

    #[test]
    fn one_division_every_iteration_pays_for_its_copies() {
        let f = TestFn::parse(LOOP);
        let c = cost_of(&f, HotModel::default(), &["a"], 1);
        // Saved 20; copies (1/100 + 1/10) * 20 = 2.2; carried 2.
        let gain = c.gain.expect("costs known");
        assert!((gain - (20.0 - 2.2 - 2.0)).abs() < 1e-6, "{gain}");
        assert!(c.pays());
    }

    #[test]
    fn cheap_integer_chain_never_pays_whatever_its_gain() {
        let f = TestFn::parse(LOOP);
        let c = cost_of(&f, HotModel::default(), &["b"], 0);
        assert_eq!(c.expensive, 0);
        assert!(c.gain.expect("costs known") > 0.0);
        assert!(!c.pays());
        assert_eq!(c.refusal(), "no expensive operation");
    }

    #[test]
    fn carrying_more_than_it_saves_does_not_pay() {
        let f = TestFn::parse(LOOP);
        let c = cost_of(&f, HotModel::default(), &["a"], 10);
        assert!(c.gain.expect("costs known") < 0.0);
        assert!(!c.pays());
    }

    #[test]
    fn seed_model_keeps_the_count_of_two() {
        let f = TestFn::parse(LOOP);
        let c = cost_of(&f, HotModel::Path, &["a"], 1);
        assert_eq!(c.gain, None);
        assert!(!c.pays());
        assert_eq!(c.refusal(), "expensive 1 < 2");
    }
}
