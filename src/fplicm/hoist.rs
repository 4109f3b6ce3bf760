//! The almost-invariant loads of a loop and their rewrite (seed 003): which loads qualify,
//! where the repairs go, and the edit plan that reads the location once in the preheader,
//! re-reads it after the last rare write of each repair block, and gives every original load
//! the value live at its position through an SSA update.

use std::collections::{HashMap, HashSet};

use super::frequency::{HotModel, LoopFrequencies};
use super::frequent_path::{frequent_path, NoPath};
use super::oracle::{MemoryOracle, TargetCosts};
use super::ssa::{self, Reaching, Use};
use crate::bpi::BranchProbabilities;
use crate::edit::model::{FunctionModel, Inst, InstKind, Operand, PointerBase, TypeId};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewInst, NewOp, PhiClaim, ValueRef,
};
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::{Block, BlockMap, Cfg};

/// Everything the analysis reads about one function.
pub struct FunctionInput<'a> {
    pub cfg: &'a Cfg,
    pub model: &'a FunctionModel,
    pub dt: &'a DominatorTree,
    pub df: &'a DominanceFrontiers,
    pub loops: &'a LoopInfo,
    pub bpi: &'a BranchProbabilities,
    /// Memory questions: LLVM's alias analysis in a pass, our rules in unit tests.
    pub memory: &'a dyn MemoryOracle,
    /// The target's instruction costs (reported, not yet used by a decision).
    pub costs: &'a dyn TargetCosts,
    /// Which blocks are hot (the frequent path, or every block that is not rare).
    pub hot: HotModel,
    /// Block frequencies per loop, for [`HotModel::Rare`].
    pub frequencies: &'a LoopFrequencies,
}

/// Why a loop is left alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    NoPreheader,
    /// `invoke`, `callbr`, `indirectbr`, atomics that order memory (acquire, release or
    /// stronger; relaxed ones are only never moved), fences: the first one found.
    UnsupportedInstruction(Inst),
    /// A loop block has a predecessor the entry does not reach.
    DeadPredecessor,
    NoFrequentPath(NoPath),
    /// The frequent path reads no memory.
    NoLoadOnPath,
    /// Every load on the frequent path has an address that changes in the loop.
    OnlyVaryingAddresses,
    /// The loads with invariant addresses might fault before the loop.
    MayFault,
    /// The hoistable loads read locations nothing in the loop writes: plain LICM, not an
    /// almost-invariant value.
    NeverWritten,
    /// No load qualifies; `blocked` names the first location read on the frequent path that
    /// a frequent block may write (with that block), the usual reason in practice.
    NoCandidate {
        blocked: Option<(Operand, Block)>,
    },
}

impl Skip {
    pub fn describe(self) -> &'static str {
        match self {
            Skip::NoPreheader => "no dedicated preheader",
            Skip::UnsupportedInstruction(_) => "unsupported instruction in the loop",
            Skip::DeadPredecessor => "a block has an unreachable predecessor",
            Skip::NoFrequentPath(why) => why.describe(),
            Skip::NoLoadOnPath => "no load on the frequent path",
            Skip::OnlyVaryingAddresses => "every load address varies in the loop",
            Skip::MayFault => "the invariant loads might fault before the loop",
            Skip::NeverWritten => "the invariant loads are never written in the loop",
            Skip::NoCandidate { .. } => "no almost-invariant load",
        }
    }
}

/// One location read on the frequent path and written only on rare blocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The loads of the location on the frequent path, in layout order.
    pub loads: Vec<Inst>,
    /// The loaded type.
    pub ty: TypeId,
    /// The address: an operand available before the loop, or an in-loop GEP chain over such
    /// operands (cloned into the preheader), innermost last.
    pub address: Operand,
    pub address_chain: Vec<Inst>,
    /// Per repair block: the last write that may alias the location.
    pub repairs: Vec<(Block, Inst)>,
}

/// A loop ready to rewrite.
#[derive(Clone, Debug)]
pub struct LoopCandidate {
    pub id: LoopId,
    pub header: Block,
    pub preheader: Block,
    pub in_loop: BlockMap<bool>,
    /// The hot blocks in reverse post-order, the header first: the frequent path's blocks
    /// under [`HotModel::Path`], every block that is not rare under [`HotModel::Rare`].
    pub frequent: Vec<Block>,
    /// The frequent path, when the loop has one (the latch step and the header-phi chains
    /// follow it).
    pub path: Option<Vec<Block>>,
    pub groups: Vec<Group>,
}

impl LoopCandidate {
    /// The loop as the SSA updater sees it.
    pub fn region<'a>(&'a self, input: &FunctionInput<'a>) -> ssa::LoopRegion<'a> {
        ssa::LoopRegion {
            cfg: input.cfg,
            dt: input.dt,
            df: input.df,
            header: self.header,
            preheader: self.preheader,
            in_loop: &self.in_loop,
        }
    }
}

/// Analyses loop `l`.
pub fn analyze_loop(input: &FunctionInput<'_>, l: LoopId) -> Result<LoopCandidate, Skip> {
    let mut lc = loop_frame(input, l)?;
    let mut on_path = input.cfg.block_map(false);
    for &b in &lc.frequent {
        on_path[b] = true;
    }
    lc.groups = find_groups(input, l, &lc.in_loop, &on_path, &lc.frequent)?;
    Ok(lc)
}

/// The parts of a loop every FPLICM rewrite needs (dedicated preheader, supported
/// instructions, frequent path), with no groups yet.
pub fn loop_frame(input: &FunctionInput<'_>, l: LoopId) -> Result<LoopCandidate, Skip> {
    loop_frame_entered_from(input, l, true)
}

/// [`loop_frame`]; with `dedicated` false, the "preheader" may be any single predecessor
/// outside the loop ending in `br` or `switch` (the end of optimisation pipelines folds
/// preheaders into loop guards); code placed at its end then also runs on its other edges,
/// which only guarded speculative copies may do.
pub fn loop_frame_entered_from(
    input: &FunctionInput<'_>,
    l: LoopId,
    dedicated: bool,
) -> Result<LoopCandidate, Skip> {
    let (cfg, model, loops) = (input.cfg, input.model, input.loops);
    let header = loops.header(l);
    let mut in_loop = cfg.block_map(false);
    for &b in loops.blocks(l) {
        in_loop[b] = true;
    }
    // A dedicated preheader: the header's only predecessor outside the loop, ending in an
    // unconditional branch to the header.
    let outside: Vec<Block> = cfg
        .preds(header)
        .iter()
        .copied()
        .filter(|&p| !in_loop[p])
        .collect();
    let preheader = match outside.as_slice() {
        [p] if cfg.succs(*p) == [header] && input.dt.contains(*p) => *p,
        [p] if !dedicated
            && input.dt.contains(*p)
            && model
                .terminator(*p)
                .is_some_and(|t| matches!(model.insts[t].opcode, Opcode::Br | Opcode::Switch)) =>
        {
            *p
        }
        _ => return Err(Skip::NoPreheader),
    };
    for &b in loops.blocks(l) {
        if cfg.preds(b).iter().any(|&p| !input.dt.contains(p)) {
            return Err(Skip::DeadPredecessor);
        }
        for &i in model.block(b) {
            let data = &model.insts[i];
            let unsupported = match data.kind {
                InstKind::Other | InstKind::DynamicAlloca => true,
                // Volatile accesses stay: LangRef lets non-volatile accesses move across
                // them; a volatile store is a write the alias rules check like any other,
                // and volatile loads are never hoisted (`find_groups` takes unordered ones).
                InstKind::Load { atomic, .. } | InstKind::Store { atomic, .. } => atomic,
                InstKind::Terminator => {
                    // `br`, `switch`, `ret`, `unreachable` only.
                    !matches!(
                        data.opcode,
                        Opcode::Ret | Opcode::Br | Opcode::Switch | Opcode::Unreachable
                    )
                }
                _ => false,
            };
            if unsupported {
                return Err(Skip::UnsupportedInstruction(i));
            }
        }
    }
    let path = frequent_path(cfg, input.bpi, header, &in_loop);
    let frequent = match (input.hot, &path) {
        (HotModel::Path, Ok(path)) => path.clone(),
        (HotModel::Path, Err(why)) => return Err(Skip::NoFrequentPath(*why)),
        (HotModel::Rare { percent }, _) => {
            match input.frequencies.relative(l) {
                Some(freq) => hot_blocks(loops.blocks(l), freq, percent, path.as_deref().ok()),
                // Irreducible inside: only a frequent path says what is hot.
                None => match &path {
                    Ok(path) => path.clone(),
                    Err(why) => return Err(Skip::NoFrequentPath(*why)),
                },
            }
        }
    };
    Ok(LoopCandidate {
        id: l,
        header,
        preheader,
        in_loop,
        frequent,
        path: path.ok(),
        groups: Vec::new(),
    })
}

/// The hot blocks of a loop under [`HotModel::Rare`], in the loop's reverse post-order: those
/// that run more than `percent` % as often as the header (`freq`, relative to it), and the
/// frequent path's blocks.
pub fn hot_blocks(
    blocks: &[Block],
    freq: &[(Block, f64)],
    percent: u8,
    path: Option<&[Block]>,
) -> Vec<Block> {
    let limit = HotModel::rare_limit(percent);
    let mut hot: HashSet<Block> = freq
        .iter()
        .filter(|&&(_, f)| f > limit)
        .map(|&(b, _)| b)
        .collect();
    hot.extend(path.into_iter().flatten().copied());
    blocks.iter().copied().filter(|b| hot.contains(b)).collect()
}

/// A value defined before the loop (or a constant or argument).
fn is_invariant(model: &FunctionModel, in_loop: &BlockMap<bool>, op: Operand) -> bool {
    match op {
        Operand::Inst(i) => !in_loop[model.insts[i].block],
        Operand::Arg(_) | Operand::Const(_) => true,
        Operand::Block(_) | Operand::Opaque(_) => false,
    }
}

/// The address as an operand available before the loop (no chain), or a GEP in the loop
/// whose operands all are (a one-element chain, cloned into the preheader), or `None`.
fn invariant_address(
    model: &FunctionModel,
    in_loop: &BlockMap<bool>,
    ptr: Operand,
) -> Option<Vec<Inst>> {
    if is_invariant(model, in_loop, ptr) {
        return Some(Vec::new());
    }
    match ptr {
        Operand::Inst(g)
            if matches!(model.insts[g].kind, InstKind::GetElementPtr { .. })
                && model
                    .operands(g)
                    .iter()
                    .all(|&op| is_invariant(model, in_loop, op)) =>
        {
            Some(vec![g])
        }
        _ => None,
    }
}

/// The candidate groups of a loop: loads on the frequent path of one location, which no
/// frequent block may write and some rare block does write, and which may run before the
/// loop (and after any rare write) without faulting: LLVM proves the address dereferenceable
/// wherever it is computed, or the load runs whenever the loop is entered and nothing in the
/// loop may free memory ([`MemoryOracle::load_safe_in_preheader`]). Without any, the reason the pass's `<stats>` gives: the first
/// location a frequent block may write (and that block), else the last filter every load
/// failed.
fn find_groups(
    input: &FunctionInput<'_>,
    l: LoopId,
    in_loop: &BlockMap<bool>,
    on_path: &BlockMap<bool>,
    frequent: &[Block],
) -> Result<Vec<Group>, Skip> {
    let model = input.model;
    // Group key: the loaded type and the location (object + offset when known, else the
    // address value itself).
    let mut groups: Vec<Group> = Vec::new();
    let mut key_of: HashMap<(TypeId, Operand, Option<i64>, bool), usize> = HashMap::new();
    // How far the best load got, for the skip reason.
    let mut furthest = Skip::NoLoadOnPath;
    for &b in frequent {
        for &i in model.block(b) {
            let InstKind::Load {
                ordered: false,
                safe_anywhere,
                ..
            } = model.insts[i].kind
            else {
                continue;
            };
            let ptr = model.operands(i)[0];
            let Some(chain) = invariant_address(model, in_loop, ptr) else {
                if furthest == Skip::NoLoadOnPath {
                    furthest = Skip::OnlyVaryingAddresses;
                }
                continue;
            };
            if !safe_anywhere
                && !input.memory.load_safe_in_preheader(
                    i,
                    input.loops.header(l),
                    input.loops.blocks(l),
                )
            {
                furthest = Skip::MayFault;
                continue;
            }
            let base: Option<PointerBase> = model.operand_bases(i)[0];
            let key = match base {
                Some(PointerBase {
                    base,
                    offset: Some(o),
                }) => (model.insts[i].ty, base, Some(o), true),
                _ => (model.insts[i].ty, ptr, None, false),
            };
            let at = *key_of.entry(key).or_insert_with(|| {
                groups.push(Group {
                    loads: Vec::new(),
                    ty: model.insts[i].ty,
                    address: ptr,
                    address_chain: chain,
                    repairs: Vec::new(),
                });
                groups.len() - 1
            });
            groups[at].loads.push(i);
        }
    }
    // Writes: none on the frequent path, some on a rare block; the last one per rare block is
    // where the repair goes.
    let mut kept = Vec::new();
    let mut blocked = None;
    'group: for mut group in groups {
        for (b, &inside) in in_loop.iter_enumerated() {
            if !inside {
                continue;
            }
            let mut last = None;
            for &i in model.block(b) {
                // Every load of the group reads the same bytes; each is asked about, so an
                // answer that depends on the access (its type-based metadata) covers all.
                if group.loads.iter().any(|&l| input.memory.may_write(i, l)) {
                    if on_path[b] {
                        blocked = blocked.or(Some((group.address, b)));
                        continue 'group;
                    }
                    last = Some(i);
                }
            }
            if let Some(w) = last {
                group.repairs.push((b, w));
            }
        }
        if group.repairs.is_empty() {
            furthest = Skip::NeverWritten;
        } else {
            kept.push(group);
        }
    }
    match (kept.is_empty(), blocked) {
        (false, _) => Ok(kept),
        (true, Some(_)) => Err(Skip::NoCandidate { blocked }),
        (true, None) => Err(furthest),
    }
}

/// The values a rewrite made for one group, for chains built on top.
#[derive(Clone, Debug)]
pub struct GroupValues {
    /// The preheader's load.
    pub entry: NewInst,
    /// Per repair block (parallel to `Group::repairs`): the repair load.
    pub repairs: Vec<NewInst>,
    /// The cached value entering each loop block where the SSA update computed one.
    pub value_in: BlockMap<Option<ValueRef>>,
    /// The value each original load is replaced with (parallel to `Group::loads`).
    pub replaced_by: Vec<ValueRef>,
}

/// Where a repair (and the chain copies after it) goes: right before the instruction that
/// follows the last write, so several insertions after one write keep their creation order.
pub fn after_write(model: &FunctionModel, write: Inst) -> InsertPoint {
    let block = model.block(model.insts[write].block);
    let at = block
        .iter()
        .position(|&i| i == write)
        .expect("write in its block");
    InsertPoint::Before(InstRef::Old(block[at + 1]))
}

/// First half of a group's rewrite: the preheader load, the repair loads and the phis (with
/// their incomings). The original loads are still in place afterwards.
pub fn plan_group_values(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    group: &Group,
    plan: &mut EditPlan,
) -> GroupValues {
    let model = input.model;
    let preheader = BlockRef::Old(lc.preheader);
    // The address in the preheader: the invariant operand, or a clone of the in-loop GEP.
    let mut remap: Vec<(ValueRef, ValueRef)> = Vec::new();
    for &g in &group.address_chain {
        let clone = plan.create(
            NewOp::Clone {
                source: g,
                remap: remap.clone(),
                drop_poison_flags: false,
            },
            InsertPoint::BlockEnd(preheader),
            b"fplicm.addr",
        );
        remap.push((ValueRef::Old(Operand::Inst(g)), ValueRef::New(clone)));
    }
    let source = group.loads[0];
    let load_copy = |plan: &mut EditPlan, at: InsertPoint, name: &[u8]| {
        plan.create(
            NewOp::Clone {
                source,
                remap: remap.clone(),
                drop_poison_flags: false,
            },
            at,
            name,
        )
    };
    let entry = load_copy(plan, InsertPoint::BlockEnd(preheader), b"fplicm.pre");
    let repairs: Vec<NewInst> = group
        .repairs
        .iter()
        .map(|&(_, w)| load_copy(plan, after_write(model, w), b"fplicm.repair"))
        .collect();
    // SSA: every original load is on the frequent path, where no repair block lies.
    let repair_blocks: Vec<Block> = group.repairs.iter().map(|&(b, _)| b).collect();
    let uses: Vec<Use> = group
        .loads
        .iter()
        .map(|&i| Use {
            block: model.insts[i].block,
            after_repair: false,
        })
        .collect();
    let region = lc.region(input);
    let solution = ssa::solve(&region, &repair_blocks, &uses);
    let repair_values: Vec<ValueRef> = repairs.iter().map(|&r| ValueRef::New(r)).collect();
    let defs = Definitions {
        entry: ValueRef::New(entry),
        repairs: &repair_values,
    };
    // Every load of the group reads the same location: the phis stand for any of them.
    let loads = |_: Block| group.loads.iter().map(|&x| (x, Vec::new())).collect();
    let phis = place_phis(plan, &solution, group.ty, b"fplicm.phi", defs, &loads);
    let value = |r: Reaching| resolve(r, defs, &solution, &phis);
    let replaced_by: Vec<ValueRef> = solution.uses.iter().map(|&r| value(r)).collect();
    let value_in = solution.value_in.iter().map(|r| r.map(value)).collect();
    GroupValues {
        entry,
        repairs,
        value_in,
        replaced_by,
    }
}

/// The definitions an SSA solution refers to: the preheader's and one per repair block.
#[derive(Clone, Copy, Debug)]
pub struct Definitions<'a> {
    pub entry: ValueRef,
    pub repairs: &'a [ValueRef],
}

/// What the phi an SSA update places at a block stands for: the original instruction whose
/// value it carries, re-evaluated there, with the given substitutions ([`PhiClaim`]); one
/// entry per claim.
pub type StandsFor<'a> = &'a dyn Fn(Block) -> Vec<(Inst, Vec<(Inst, Operand)>)>;

/// Creates the phis of an SSA solution, then their incomings; returns them. Each phi's
/// claims (for the translation validator) come from `stands_for`.
pub fn place_phis(
    plan: &mut EditPlan,
    solution: &ssa::SsaSolution,
    ty: TypeId,
    name: &[u8],
    defs: Definitions<'_>,
    stands_for: StandsFor<'_>,
) -> Vec<NewInst> {
    let phis: Vec<NewInst> = solution
        .phis
        .iter()
        .map(|&b| {
            let phi = plan.create(
                NewOp::Phi {
                    ty,
                    incoming: Vec::new(),
                },
                InsertPoint::AfterPhis(BlockRef::Old(b)),
                name,
            );
            for (source, substitute) in stands_for(b) {
                plan.claims.push(PhiClaim {
                    phi,
                    source,
                    substitute,
                });
            }
            phi
        })
        .collect();
    for (k, incoming) in solution.incoming.iter().enumerate() {
        for &(pred, r) in incoming {
            plan.edits.push(Edit::AddIncoming {
                phi: InstRef::New(phis[k]),
                value: resolve(r, defs, solution, &phis),
                block: BlockRef::Old(pred),
            });
        }
    }
    phis
}

/// The value a solution's `Reaching` stands for.
pub fn resolve(
    r: Reaching,
    defs: Definitions<'_>,
    solution: &ssa::SsaSolution,
    phis: &[NewInst],
) -> ValueRef {
    match r {
        Reaching::Entry => defs.entry,
        Reaching::Repair(k) => defs.repairs[k],
        Reaching::Phi(b) => {
            let k = solution
                .phis
                .iter()
                .position(|&p| p == b)
                .expect("placed phi");
            ValueRef::New(phis[k])
        }
    }
}

/// Second half of a group's rewrite: every original load replaced by its value and deleted.
pub fn plan_group_replacement(group: &Group, values: &GroupValues, plan: &mut EditPlan) {
    for (&load, &with) in group.loads.iter().zip(&values.replaced_by) {
        plan.edits.push(Edit::ReplaceAllUses {
            of: InstRef::Old(load),
            with,
        });
        plan.edits.push(Edit::Erase { inst: load });
    }
}

/// The loops to rewrite, innermost first: each analysable loop that does not contain (and
/// is not contained in) a loop already chosen.
pub fn choose_loops(
    input: &FunctionInput<'_>,
    mut report: impl FnMut(LoopId, Skip),
) -> Vec<LoopCandidate> {
    let loops = input.loops;
    let mut taken = input.cfg.block_map(false);
    let mut chosen = Vec::new();
    // Ids are a preorder of the loop forest: reversed, inner loops come before outer ones.
    for l in loops.loops().rev() {
        if loops.blocks(l).iter().any(|&b| taken[b]) {
            continue;
        }
        match analyze_loop(input, l) {
            Ok(lc) => {
                for &b in loops.blocks(l) {
                    taken[b] = true;
                }
                taken[lc.preheader] = true;
                chosen.push(lc);
            }
            Err(skip) => report(l, skip),
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fplicm::alias::AliasModel;
    use crate::fplicm::testing::TestFn;

    /// The loop every test varies: `H -> L` is frequent (99:1), `R` rare, `L` the latch.
    /// `{H}`, `{R}`, `{L}` are replaced by each test's items (no terminators).
    fn with(h: &str, r: &str, l: &str) -> TestFn {
        TestFn::parse(&format!(
            "
            P: br H
            H: {h} %c = icmp arg0 0; br %c L R !99:1
            R: {r} br L
            L: {l} %c2 = icmp arg0 1; br %c2 H X !99:1
            X: ret
            "
        ))
    }

    fn analyze(f: &TestFn) -> Result<LoopCandidate, Skip> {
        let am = AliasModel::new(&f.model);
        analyze_loop(&f.input(&am), f.loop_of("H"))
    }

    /// The whole group rewrite (both halves), checked against the function.
    fn rewrite(f: &TestFn, lc: &LoopCandidate) -> (Vec<GroupValues>, EditPlan) {
        let am = AliasModel::new(&f.model);
        let input = f.input(&am);
        let mut plan = EditPlan::default();
        let values: Vec<GroupValues> = lc
            .groups
            .iter()
            .map(|g| plan_group_values(&input, lc, g, &mut plan))
            .collect();
        for (g, v) in lc.groups.iter().zip(&values) {
            plan_group_replacement(g, v, &mut plan);
        }
        assert_eq!(plan.check(&f.cfg, &f.model), Ok(()));
        (values, plan)
    }

    fn new(k: u32) -> NewInst {
        NewInst::from_u32(k)
    }

    fn clone_of(source: Inst) -> NewOp {
        NewOp::Clone {
            source,
            remap: Vec::new(),
            drop_poison_flags: false,
        }
    }

    /// One load of `@g` in the header, one store to it on the rare block: read once in the
    /// preheader, again right after the store, phis at the latch (the rare block joins) and
    /// the header (the back edge); the load becomes the header's phi.
    #[test]
    fn one_load_one_rare_store_gives_one_repair_and_two_phis() {
        let f = with("%x = load @g;", "%s = store 7 @g;", "");
        let lc = analyze(&f).unwrap();
        assert_eq!(lc.frequent, vec![f.b("H"), f.b("L")]);
        assert_eq!(
            lc.groups,
            vec![Group {
                loads: vec![f.i("x")],
                ty: f.i32_ty,
                address: f.g("@g"),
                address_chain: Vec::new(),
                repairs: vec![(f.b("R"), f.i("s"))],
            }]
        );
        let (values, plan) = rewrite(&f, &lc);
        let x = f.i("x");
        let mut expected = vec![
            Edit::Create {
                id: new(0),
                op: clone_of(x),
                at: InsertPoint::BlockEnd(BlockRef::Old(f.b("P"))),
                name: b"fplicm.pre".to_vec(),
            },
            Edit::Create {
                id: new(1),
                op: clone_of(x),
                at: InsertPoint::Before(InstRef::Old(f.at("R", 1))),
                name: b"fplicm.repair".to_vec(),
            },
            Edit::Create {
                id: new(2),
                op: NewOp::Phi {
                    ty: f.i32_ty,
                    incoming: Vec::new(),
                },
                at: InsertPoint::AfterPhis(BlockRef::Old(f.b("H"))),
                name: b"fplicm.phi".to_vec(),
            },
            Edit::Create {
                id: new(3),
                op: NewOp::Phi {
                    ty: f.i32_ty,
                    incoming: Vec::new(),
                },
                at: InsertPoint::AfterPhis(BlockRef::Old(f.b("L"))),
                name: b"fplicm.phi".to_vec(),
            },
            Edit::ReplaceAllUses {
                of: InstRef::Old(x),
                with: ValueRef::New(new(2)),
            },
            Edit::Erase { inst: x },
        ];
        // The incomings, in `Cfg::preds` order per phi: the header's phi takes the
        // preheader load and the latch's phi; the latch's phi the header's and the repair.
        let incoming = |phi: u32, block: Block, value: u32| Edit::AddIncoming {
            phi: InstRef::New(new(phi)),
            value: ValueRef::New(new(value)),
            block: BlockRef::Old(block),
        };
        let tail = expected.split_off(4);
        for &p in f.cfg.preds(f.b("H")) {
            expected.push(incoming(2, p, if p == f.b("P") { 0 } else { 3 }));
        }
        for &p in f.cfg.preds(f.b("L")) {
            expected.push(incoming(3, p, if p == f.b("H") { 2 } else { 1 }));
        }
        assert_eq!(f.cfg.preds(f.b("H")).len() + f.cfg.preds(f.b("L")).len(), 4);
        expected.extend(tail);
        assert_eq!(plan.edits, expected);
        assert!(plan.new_blocks.is_empty());
        // Both phis stand for the load.
        assert_eq!(
            plan.claims,
            vec![
                PhiClaim {
                    phi: new(2),
                    source: x,
                    substitute: Vec::new()
                },
                PhiClaim {
                    phi: new(3),
                    source: x,
                    substitute: Vec::new()
                },
            ]
        );
        assert_eq!(values[0].entry, new(0));
        assert_eq!(values[0].repairs, vec![new(1)]);
        assert_eq!(values[0].value_in[f.b("R")], Some(ValueRef::New(new(2))));
    }

    /// Two loads of `@g` on the frequent path (header and latch) form one group; each gets
    /// the value live at its own block: the header's phi, the latch's phi. A load of a
    /// global nothing writes is not a candidate.
    #[test]
    fn two_loads_of_one_location_share_a_group_and_take_their_block_s_value() {
        let f = with(
            "%x = load @g; %n = load @h;",
            "%s = store 7 @g;",
            "%y = load @g;",
        );
        let lc = analyze(&f).unwrap();
        assert_eq!(lc.groups.len(), 1);
        assert_eq!(lc.groups[0].loads, vec![f.i("x"), f.i("y")]);
        let (values, plan) = rewrite(&f, &lc);
        // Preheader load, repair, header phi, latch phi.
        assert_eq!(plan.num_new_insts(), 4);
        assert_eq!(
            values[0].replaced_by,
            vec![ValueRef::New(new(2)), ValueRef::New(new(3))]
        );
        let tail: Vec<&Edit> = plan.edits.iter().rev().take(4).collect();
        assert_eq!(
            tail,
            [
                &Edit::Erase { inst: f.i("y") },
                &Edit::ReplaceAllUses {
                    of: InstRef::Old(f.i("y")),
                    with: ValueRef::New(new(3)),
                },
                &Edit::Erase { inst: f.i("x") },
                &Edit::ReplaceAllUses {
                    of: InstRef::Old(f.i("x")),
                    with: ValueRef::New(new(2)),
                },
            ]
        );
        // Each phi stands for both loads.
        assert_eq!(plan.claims.len(), 4);
    }

    /// The address changes every iteration (a GEP on the induction variable): refused.
    #[test]
    fn load_whose_address_varies_is_refused() {
        let f = TestFn::parse(
            "
            P: br H
            H: %i = phi 0 P, %i1 L; %p = gep @g %i; %x = load %p; %c = icmp arg0 0; br %c L R !99:1
            R: store 7 @g; br L
            L: %i1 = add %i 1; %c2 = icmp arg0 1; br %c2 H X !99:1
            X: ret
            ",
        );
        assert_eq!(analyze(&f).unwrap_err(), Skip::OnlyVaryingAddresses);
    }

    /// A GEP in the loop over invariant operands is an invariant address: cloned into the
    /// preheader, where the preheader load reads through the clone.
    #[test]
    fn invariant_gep_in_the_loop_is_cloned_into_the_preheader() {
        let f = with("%p = gep @g 2; %x = load %p;", "%s = store 7 %p;", "");
        let lc = analyze(&f).unwrap();
        assert_eq!(lc.groups[0].address_chain, vec![f.i("p")]);
        let (_, plan) = rewrite(&f, &lc);
        let p = ValueRef::Old(Operand::Inst(f.i("p")));
        assert_eq!(
            plan.edits[..2],
            [
                Edit::Create {
                    id: new(0),
                    op: clone_of(f.i("p")),
                    at: InsertPoint::BlockEnd(BlockRef::Old(f.b("P"))),
                    name: b"fplicm.addr".to_vec(),
                },
                Edit::Create {
                    id: new(1),
                    op: NewOp::Clone {
                        source: f.i("x"),
                        remap: vec![(p, ValueRef::New(new(0)))],
                        drop_poison_flags: false,
                    },
                    at: InsertPoint::BlockEnd(BlockRef::Old(f.b("P"))),
                    name: b"fplicm.pre".to_vec(),
                },
            ]
        );
    }

    /// A store to the location on the frequent path: not almost invariant; the reason names
    /// the location and the block.
    #[test]
    fn store_on_the_frequent_path_is_refused() {
        let f = with("%x = load @g;", "", "store 7 @g;");
        assert_eq!(
            analyze(&f).unwrap_err(),
            Skip::NoCandidate {
                blocked: Some((f.g("@g"), f.b("L")))
            }
        );
    }

    /// A load that may fault before the loop (not known dereferenceable) is refused.
    #[test]
    fn load_that_may_fault_is_refused() {
        let f = with("%x = loadu @g;", "store 7 @g;", "");
        assert_eq!(analyze(&f).unwrap_err(), Skip::MayFault);
    }

    /// The rare block stores, then calls something that touches no memory, then something
    /// that may write anything: the repair goes after the last call that may write.
    #[test]
    fn repair_goes_after_the_last_call_that_may_write() {
        let f = with(
            "%x = load @g;",
            "%s = store 7 @g; %n = call.none; %u = call; %k = add 1 2; %m = call.read @g;",
            "",
        );
        let lc = analyze(&f).unwrap();
        assert_eq!(lc.groups[0].repairs, vec![(f.b("R"), f.i("u"))]);
        let (_, plan) = rewrite(&f, &lc);
        assert_eq!(
            plan.edits[1],
            Edit::Create {
                id: new(1),
                op: clone_of(f.i("x")),
                at: InsertPoint::Before(InstRef::Old(f.i("k"))),
                name: b"fplicm.repair".to_vec(),
            }
        );
    }

    /// Calls that cannot write the location (read-only, inaccessible memory, through a
    /// pointer to another global) are no writes: the location is never written, nothing to
    /// do.
    #[test]
    fn calls_that_cannot_write_the_location_make_no_repair() {
        let f = with(
            "%x = load @g;",
            "call.read @g; call.inacc; call.argmem @h;",
            "",
        );
        assert_eq!(analyze(&f).unwrap_err(), Skip::NeverWritten);
    }

    /// A call that may write on the frequent path blocks the load, as a store does.
    #[test]
    fn call_that_may_write_on_the_frequent_path_is_refused() {
        let f = with("%x = load @g;", "store 7 @g;", "call.argmem @g;");
        assert_eq!(
            analyze(&f).unwrap_err(),
            Skip::NoCandidate {
                blocked: Some((f.g("@g"), f.b("L")))
            }
        );
    }
}
