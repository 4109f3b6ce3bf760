//! Planning a function's frequent-path LICM, pure: from the function's input (CFG, model,
//! dominance, loops, branch probabilities, memory and cost oracles) to one edit plan and
//! what was decided for each loop ([`Remark`]). The passes only extract, call these, print
//! the remarks and write the plans.

use std::collections::{HashMap, HashSet};

use crate::edit::model::{FunctionModel, Inst, Operand};
use crate::edit::plan::EditPlan;
use crate::fplicm::chains::{collect_load_chains, copyable, is_expensive, plan_load_chain, Chain};
use crate::fplicm::cost::{chain_cost, ChainCost};
use crate::fplicm::frequency::HotModel;
use crate::fplicm::hoist::{
    choose_loops, plan_group_replacement, plan_group_values, FunctionInput, GroupValues,
    LoopCandidate, Skip,
};
use crate::fplicm::latch_dup::{
    plan_separated_duplication, Refusal, SeparatedDuplication, ValueNames,
};
use crate::fplicm::validate::Claims;
use crate::fplicm::values;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::{Block, Cfg};

/// What planning decided for one loop (by header), in the order the pass reports it.
#[derive(Clone, Debug, PartialEq)]
pub enum Remark {
    /// The loop is left alone.
    LoopSkipped { header: Block, skip: Skip },
    /// A chain (`-perf`) that does not pay ([`ChainCost::pays`]).
    ChainSkipped {
        header: Block,
        members: Vec<Inst>,
        cost: ChainCost,
    },
    /// A chain (`-perf`) hoisted, `carried` of its values live across the loop.
    ChainHoisted {
        header: Block,
        members: Vec<Inst>,
        expensive: usize,
        carried: usize,
    },
    /// An almost-invariant load cached before the loop and re-read at `repairs`.
    LoadHoisted {
        header: Block,
        address: Operand,
        loads: usize,
        repairs: Vec<Block>,
    },
    /// A value chain over almost-invariant header phis (`-perf`), hoisted or not.
    Value(values::Outcome),
}

/// A loop whose shared latch `-perf` duplicates after the hoist. The hoist adds no block,
/// so these ids hold in the rewritten function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LatchTarget {
    pub header: Block,
    /// The frequent path's block before the latch: its latch copy keeps the back edge.
    pub frequent_pred: Block,
}

/// The hoists of one function.
#[derive(Debug, Default)]
pub struct HoistPlan {
    pub plan: EditPlan,
    pub remarks: Vec<Remark>,
    /// With `-perf`: the loops whose latch to duplicate once the hoist is written.
    pub latch_targets: Vec<LatchTarget>,
}

/// Plans every loop's hoist in one plan: the loads that only rare paths change (the seed's
/// frequent-path model), and with `perf` the expensive chains over them and over
/// almost-invariant header phis.
pub fn plan_hoists(input: &FunctionInput<'_>, perf: bool) -> HoistPlan {
    let loops = input.loops;
    let mut out = HoistPlan::default();
    let chosen = choose_loops(input, |l, skip| {
        out.remarks.push(Remark::LoopSkipped {
            header: loops.header(l),
            skip,
        })
    });
    let plan = &mut out.plan;
    let mut taken = input.cfg.block_map(false);
    let mut hoisted: HashMap<Block, HashSet<Inst>> = HashMap::new();
    for lc in &chosen {
        let edits_before = plan.edits.len();
        let header = lc.header;
        // With -perf, only groups that root a chain worth hoisting are rewritten.
        let (families, selected): (Vec<Chain>, Vec<bool>) = if perf {
            let mut families = Vec::new();
            for f in collect_load_chains(input, lc) {
                let cost = load_chain_cost(input, lc, &f);
                if cost.pays() {
                    families.push(f);
                } else {
                    out.remarks.push(Remark::ChainSkipped {
                        header,
                        members: f.members.clone(),
                        cost,
                    });
                }
            }
            let mut selected = vec![false; lc.groups.len()];
            for f in &families {
                for &g in &f.roots {
                    selected[g] = true;
                }
            }
            // Under the rarely-clobbered model a group whose loads feed an expensive
            // operation is cached even when no chain over loads alone pays: the pass's
            // second round (`plan_values`) may hoist that operation together with
            // header-phi values, which a chain over one kind of root cannot.
            if matches!(input.hot, HotModel::Rare { .. }) {
                for (g, group) in lc.groups.iter().enumerate() {
                    selected[g] |= group
                        .loads
                        .iter()
                        .any(|&l| feeds_expensive(input, lc, l, FEED_DEPTH));
                }
            }
            if let Some(path) = lc
                .path
                .as_ref()
                .filter(|p| !families.is_empty() && p.len() >= 2)
            {
                out.latch_targets.push(LatchTarget {
                    header,
                    frequent_pred: path[path.len() - 2],
                });
            }
            (families, selected)
        } else {
            (Vec::new(), vec![true; lc.groups.len()])
        };
        let values: Vec<Option<GroupValues>> = lc
            .groups
            .iter()
            .zip(&selected)
            .map(|(group, &on)| on.then(|| plan_group_values(input, lc, group, plan)))
            .collect();
        for f in &families {
            plan_load_chain(input, lc, f, &values, plan);
            out.remarks.push(Remark::ChainHoisted {
                header,
                members: f.members.clone(),
                expensive: f.expensive,
                carried: f.carried.len(),
            });
        }
        for ((group, value), &on) in lc.groups.iter().zip(&values).zip(&selected) {
            let Some(value) = value else {
                continue;
            };
            plan_group_replacement(group, value, plan);
            if on {
                out.remarks.push(Remark::LoadHoisted {
                    header,
                    address: group.address,
                    loads: group.loads.len(),
                    repairs: group.repairs.iter().map(|&(b, _)| b).collect(),
                });
            }
        }
        if plan.edits.len() > edits_before {
            for &b in loops.blocks(lc.id) {
                taken[b] = true;
            }
            // Under the rarely-clobbered model the loop's header-phi chains are planned too,
            // beside these: what the load hoist already rewrote is theirs to leave alone.
            if matches!(input.hot, HotModel::Rare { .. }) {
                let mut claimed: HashSet<Inst> = HashSet::new();
                for f in &families {
                    claimed.extend(f.members.iter().copied());
                }
                for (group, &on) in lc.groups.iter().zip(&selected) {
                    if on {
                        claimed.extend(group.loads.iter().copied());
                        claimed.extend(group.address_chain.iter().copied());
                    }
                }
                hoisted.insert(header, claimed);
            }
        }
    }
    if perf {
        for o in values::plan_function(input, &mut taken, &hoisted, plan) {
            out.remarks.push(Remark::Value(o));
        }
    }
    out
}

/// The second round of `-perf` under the rarely-clobbered model, on the function as the
/// first round left it: the header-phi chains of every loop, whose roots now include the
/// cached values of the loads the first round hoisted (a chain may then combine an
/// almost-invariant load with an almost-invariant header phi, which the first round sees
/// as two chains of one kind each).
pub fn plan_values(input: &FunctionInput<'_>) -> HoistPlan {
    let mut out = HoistPlan::default();
    let mut taken = input.cfg.block_map(false);
    for o in values::plan_function(input, &mut taken, &HashMap::new(), &mut out.plan) {
        if o.result.is_ok() {
            out.remarks.push(Remark::Value(o));
        }
    }
    out
}

/// How many copyable instructions may stand between a load and the expensive operation
/// it feeds for [`feeds_expensive`].
const FEED_DEPTH: usize = 3;

/// Whether `v` feeds, within `depth` copyable instructions of hot blocks, an expensive
/// operation (an FP division, an integer division by a non-constant) of a hot block.
fn feeds_expensive(input: &FunctionInput<'_>, lc: &LoopCandidate, v: Inst, depth: usize) -> bool {
    let model = input.model;
    model.users().row(v).iter().any(|&u| {
        let block = model.insts[u].block;
        if !lc.in_loop[block] || !lc.frequent.contains(&block) {
            return false;
        }
        is_expensive(model, u)
            || (depth > 0 && copyable(input, u) && feeds_expensive(input, lc, u, depth - 1))
    })
}

/// The cost of a load chain: recomputed after its groups' repairs and its own rare writes.
fn load_chain_cost(input: &FunctionInput<'_>, lc: &LoopCandidate, f: &Chain) -> ChainCost {
    let mut recomputes: Vec<Block> = f.writes.iter().map(|&(b, _)| b).collect();
    for &g in &f.roots {
        recomputes.extend(lc.groups[g].repairs.iter().map(|&(b, _)| b));
    }
    chain_cost(
        input,
        lc,
        &f.members,
        f.expensive,
        f.carried.len(),
        &recomputes,
    )
}

/// What the latch step decided for one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LatchRemark {
    /// Duplicated and separated: the latch, its copies, and how many cached values leave the
    /// frequent cycle.
    Separated {
        latch: Block,
        copies: usize,
        folded: usize,
    },
    /// The latch reads a cached value the separation would fold.
    ReadsFolded,
    /// No cached value would leave the frequent cycle.
    NothingFolded,
    Refused(Refusal),
}

/// The latch duplications of one function, in one plan.
#[derive(Debug, Default)]
pub struct LatchPlan {
    pub plan: EditPlan,
    pub claims: Claims,
    /// Per target loop found (by header): what was decided.
    pub remarks: Vec<(Block, LatchRemark)>,
}

/// §7.4 on the hoisted loops, planned on the function as the hoist left it, all in one plan
/// (the loops are disjoint, so their plans are independent): the latch each frequent path
/// shares with the repair paths gets one copy per predecessor, and every entry but the
/// frequent copy's moves to a new block in front of the header, so the frequent cycle
/// carries no phi for a cached value. Done for a loop only when some cached value does leave
/// the frequent cycle.
pub fn plan_latch_separations(
    cfg: &Cfg,
    model: &FunctionModel,
    loops: &LoopInfo,
    targets: &[LatchTarget],
    names: &dyn ValueNames,
) -> LatchPlan {
    let mut out = LatchPlan::default();
    for &LatchTarget {
        header,
        frequent_pred,
    } in targets
    {
        let Some(l) = loops.loops().find(|&l| loops.header(l) == header) else {
            continue;
        };
        let remark = match plan_separated_duplication(cfg, model, loops, l, frequent_pred, names) {
            Err(why) => LatchRemark::Refused(why),
            Ok(sd) if reads_folded_value(model, &sd) => LatchRemark::ReadsFolded,
            Ok(sd) if sd.separation.folded.is_empty() => LatchRemark::NothingFolded,
            Ok(sd) => {
                let remark = LatchRemark::Separated {
                    latch: sd.latch.latch,
                    copies: sd.latch.copies.len(),
                    folded: sd.separation.folded.len(),
                };
                let claims = sd.separation.claims();
                let offsets = out.plan.absorb(sd.plan);
                out.claims.absorb(claims, offsets);
                remark
            }
        };
        out.remarks.push((header, remark));
    }
    out
}

/// Whether a latch instruction reads a latch phi whose frequent copy resolves to a header phi
/// the separation folds. The validator cannot follow its trusted pair through the resolved
/// phi and would refuse the plan, so `-perf` leaves such a latch alone.
fn reads_folded_value(model: &FunctionModel, sd: &SeparatedDuplication) -> bool {
    let latch = sd.latch.latch;
    let phis = model.phis(latch);
    let body = &model.block(latch)[phis.len()..];
    phis.iter().any(|&phi| {
        let folded_in = model
            .operands(phi)
            .iter()
            .any(|op| matches!(op, Operand::Inst(h) if sd.separation.folded.contains(h)));
        folded_in
            && body
                .iter()
                .any(|&i| model.operands(i).contains(&Operand::Inst(phi)))
    })
}
