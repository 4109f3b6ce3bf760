//! Almost-invariant *values* (`freqpath-fplicm-perf` on optimised IR, docs/fplicm-design.md §13): after
//! mem2reg/SROA/GVN an almost-invariant variable is a header phi that the frequent path
//! carries around the loop unchanged, and only rare blocks feed it a new value. The
//! expensive chain over it (casts, GEPs, loads of memory no frequent block writes, FP
//! arithmetic) is computed in the preheader and recomputed only where its inputs change:
//! at the end of each rare block that feeds the phi web a new value, and at the end of each
//! rare block that may write memory a chain load reads. Uses get the cached value through
//! the SSA update of `ssa.rs`. All almost-invariant header phis of a loop feed one chain,
//! so a member may combine two variables; each recompute reads every variable's value at
//! its point.
//!
//! The block entering the loop need not be a dedicated preheader (the end of -O2 folds
//! preheaders into loop guards): the preheader copy then also runs when the guard skips the
//! loop, which its guards (addresses checked against their object, safe divisors, no poison
//! flags) allow.
//!
//! The SSA update places its own phis (at the iterated frontier of the recompute blocks),
//! which need not sit where the original phis of the variable are. Before anything is
//! planned, [`correspondence`] proves that every phi of the update stands for one original
//! value at every execution (a greatest-fixpoint bisimulation between the update's phis and
//! the original ones), so a cached value is always the chain applied to the value the
//! original computes from; a loop where that proof fails is left alone. Copies are guarded
//! exactly like the memory chains' (`chains::copy_chain`).

use std::collections::{HashMap, HashSet};

use super::chains::{chain_load_writes, copy_chain, copyable, is_expensive, Chain};
use super::cost::chain_cost;
use super::hoist::{place_phis, resolve, Definitions, FunctionInput, LoopCandidate};
use super::ssa::{self, Reaching, SsaSolution, Use};
use crate::edit::model::{FunctionModel, Inst, InstKind, Operand, TypeId};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{BlockRef, Edit, EditPlan, InsertPoint, InstRef, ValueRef};
use crate::graph::dominators::DominatorTree;
use crate::graph::{Block, BlockMap, Cfg};

/// A header phi that the frequent path carries around unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Web {
    /// The header phi.
    pub root: Inst,
    /// The root and the phis of frequent blocks the frequent back edge's value resolves
    /// through back to the root (the variable's other names on the frequent path).
    pub phis: Vec<Inst>,
    /// The value from the preheader.
    pub init: Operand,
    /// Rare edges that give the web a new value: the predecessor block (the chain is
    /// recomputed at its end) and the value.
    pub updates: Vec<(Block, Operand)>,
}

/// Why a header phi is left alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebSkip {
    /// The frequent back edge does not carry the phi itself.
    NotInvariant,
    /// Nothing but the phi itself and the preheader value reaches it.
    NoUpdate,
    /// A frequent block feeds the web a new value.
    FrequentUpdate,
    /// One block feeds different new values to two phis of the web.
    ConflictingUpdates,
    /// The chain does not save two expensive operations (the seed's model).
    TooCheap,
    /// The chain holds no expensive operation or its gain is not positive (the
    /// rarely-clobbered model's target costs, `cost::chain_cost`).
    NoGain,
    /// The SSA update could not be matched with the original phis.
    NoCorrespondence,
    /// A chain member would read its operands or memory at another point than its own.
    SnapshotMismatch,
}

impl WebSkip {
    pub fn describe(self) -> &'static str {
        match self {
            WebSkip::NotInvariant => "not carried unchanged on the frequent path",
            WebSkip::NoUpdate => "never updated",
            WebSkip::FrequentUpdate => "updated on the frequent path",
            WebSkip::ConflictingUpdates => "one block updates it with two values",
            WebSkip::TooCheap => "chain saves fewer than 2 expensive operations",
            WebSkip::NoGain => "chain does not pay at the target's costs",
            WebSkip::NoCorrespondence => "rare updates do not match the SSA update",
            WebSkip::SnapshotMismatch => "a chain member reads a later snapshot",
        }
    }
}

/// The incoming value of phi `phi` from `pred` (its first entry for that block).
pub fn incoming_from(model: &FunctionModel, phi: Inst, pred: Block) -> Option<Operand> {
    let k = model.incoming(phi).iter().position(|&b| b == pred)?;
    Some(model.operands(phi)[k])
}

/// A phi whose value is a function of a branch condition: `phi [a, then-arm], [b, else-arm]`
/// at the join of a diamond or triangle that a conditional `br c` in `guard` opens. The
/// phi equals `select c, a, b` wherever it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuardedPhi {
    pub guard: Block,
    pub condition: Operand,
    /// The join's predecessors on the true and the false arm.
    pub then_pred: Block,
    pub else_pred: Block,
    /// The incoming value on the edge reached through the guard's true successor.
    pub then_value: Operand,
    /// The incoming value on the edge reached through the guard's false successor.
    pub else_value: Operand,
}

/// Whether `phi` is a [`GuardedPhi`]: its block J has exactly two distinct predecessors and
/// exactly two entries, and some block G != J ends in `br c, S_T, S_F` (S_T != S_F) where
/// each successor S is J itself (the arm is the edge G -> J) or a block whose only
/// predecessor is G and only successor is J; the two arms are J's two predecessors. Then
/// entering J from the true arm means G's last branch took its true edge, with `c` not
/// evaluated since (`c` dominates G's branch, and no arm can hold its definition), so the
/// phi takes `a` exactly when `c` is true. Incoming values that are phis of J are refused
/// (they would read J's previous values, which a select after J cannot).
pub fn guarded_phi(cfg: &Cfg, model: &FunctionModel, phi: Inst) -> Option<GuardedPhi> {
    let data = &model.insts[phi];
    if data.kind != InstKind::Phi {
        return None;
    }
    let join = data.block;
    let preds = cfg.preds(join);
    let incoming = model.incoming(phi);
    if preds.len() != 2 || preds[0] == preds[1] || incoming.len() != 2 {
        return None;
    }
    let of_join = |op: Operand| matches!(op, Operand::Inst(i) if model.insts[i].block == join);
    if model.operands(phi).iter().any(|&op| of_join(op)) {
        return None;
    }
    // The predecessor of J on the arm entered through successor `s` of `guard`.
    let arm = |s: Block, guard: Block| -> Option<Block> {
        if s == join {
            Some(guard)
        } else if cfg.preds(s) == [guard] && cfg.succs(s) == [join] {
            Some(s)
        } else {
            None
        }
    };
    let mut guards: Vec<Block> = Vec::with_capacity(4);
    for &p in preds {
        guards.push(p);
        if let [g] = cfg.preds(p) {
            guards.push(*g);
        }
    }
    for guard in guards {
        if guard == join {
            continue;
        }
        let Some(term) = model.terminator(guard) else {
            continue;
        };
        let ops = model.operands(term);
        let succs = cfg.succs(guard);
        if model.insts[term].opcode != Opcode::Br
            || ops.len() != 3
            || succs.len() != 2
            || succs[0] == succs[1]
        {
            continue;
        }
        let (Some(t), Some(f)) = (arm(succs[0], guard), arm(succs[1], guard)) else {
            continue;
        };
        if t == f || !preds.contains(&t) || !preds.contains(&f) {
            continue;
        }
        let condition = ops[0];
        if of_join(condition) {
            continue;
        }
        return Some(GuardedPhi {
            guard,
            condition,
            then_pred: t,
            else_pred: f,
            then_value: incoming_from(model, phi, t)?,
            else_value: incoming_from(model, phi, f)?,
        });
    }
    None
}

/// The operands a chain member computes from: its operands, and for a guarded phi also the
/// guard's condition.
pub fn chain_operands(input: &FunctionInput<'_>, m: Inst) -> Vec<Operand> {
    let model = input.model;
    let mut ops = model.operands(m).to_vec();
    if model.insts[m].kind == InstKind::Phi {
        if let Some(g) = guarded_phi(input.cfg, model, m) {
            ops.push(g.condition);
        }
    }
    ops
}

/// Whether `p`, a phi of the loop's header, is almost invariant: the value on the frequent
/// back edge resolves to `p` through phis of frequent blocks (taking each one's incoming
/// from its frequent predecessor), and rare blocks outside the frequent path give the web
/// its new values.
pub fn find_web(model: &FunctionModel, lc: &LoopCandidate, p: Inst) -> Result<Web, WebSkip> {
    let Some(path) = lc.path.as_ref() else {
        return find_web_by_frequency(model, lc, p);
    };
    let latch = *path.last().expect("a frequent path has the header");
    let mut position: HashMap<Block, usize> = HashMap::with_capacity(path.len());
    for (k, &b) in path.iter().enumerate() {
        position.insert(b, k);
    }
    let init = incoming_from(model, p, lc.preheader).ok_or(WebSkip::NotInvariant)?;
    // (phi, the frequent predecessor whose incoming continues the resolution)
    let mut phis = vec![(p, latch)];
    let mut v = incoming_from(model, p, latch).ok_or(WebSkip::NotInvariant)?;
    while v != Operand::Inst(p) {
        let Operand::Inst(q) = v else {
            return Err(WebSkip::NotInvariant);
        };
        let data = &model.insts[q];
        let k = match position.get(&data.block) {
            Some(&k) if k > 0 && data.kind == InstKind::Phi => k,
            _ => return Err(WebSkip::NotInvariant),
        };
        if phis.iter().any(|&(x, _)| x == q) || phis.len() > path.len() {
            return Err(WebSkip::NotInvariant);
        }
        phis.push((q, path[k - 1]));
        v = incoming_from(model, q, path[k - 1]).ok_or(WebSkip::NotInvariant)?;
    }
    let is_web = |op: Operand| matches!(op, Operand::Inst(x) if phis.iter().any(|&(q, _)| q == x));
    let mut updates: Vec<(Block, Operand)> = Vec::new();
    for &(u, frequent_pred) in &phis {
        for (&pred, &value) in model.incoming(u).iter().zip(model.operands(u)) {
            if pred == frequent_pred || (u == p && pred == lc.preheader) || is_web(value) {
                continue;
            }
            if position.contains_key(&pred) || lc.frequent.contains(&pred) || !lc.in_loop[pred] {
                return Err(WebSkip::FrequentUpdate);
            }
            add_update(&mut updates, pred, value)?;
        }
    }
    web(p, phis.into_iter().map(|(q, _)| q).collect(), init, updates)
}

/// [`find_web`] for a loop without a frequent path (the rarely-clobbered model): the web is
/// the closure of `p` over the phis of hot blocks that hot edges carry the variable through.
/// Every incoming of a web phi from a hot predecessor must be a web phi (the variable carried
/// unchanged, or a hot block's phi that then joins the web); from a rare predecessor it is an
/// update, unless it is a web phi itself. Any other value on a hot edge is a frequent update.
fn find_web_by_frequency(
    model: &FunctionModel,
    lc: &LoopCandidate,
    p: Inst,
) -> Result<Web, WebSkip> {
    let hot: HashSet<Block> = lc.frequent.iter().copied().collect();
    let ty = model.insts[p].ty;
    let init = incoming_from(model, p, lc.preheader).ok_or(WebSkip::NotInvariant)?;
    let mut phis = vec![p];
    let mut candidates: Vec<(Block, Operand)> = Vec::new();
    let mut k = 0;
    while k < phis.len() {
        let q = phis[k];
        k += 1;
        for (&pred, &value) in model.incoming(q).iter().zip(model.operands(q)) {
            if q == p && pred == lc.preheader {
                continue;
            }
            if !lc.in_loop[pred] {
                return Err(WebSkip::NotInvariant);
            }
            if matches!(value, Operand::Inst(v) if phis.contains(&v)) {
                continue;
            }
            if !hot.contains(&pred) {
                candidates.push((pred, value));
                continue;
            }
            match value {
                Operand::Inst(r)
                    if model.insts[r].kind == InstKind::Phi
                        && model.insts[r].ty == ty
                        && hot.contains(&model.insts[r].block) =>
                {
                    phis.push(r)
                }
                _ => return Err(WebSkip::FrequentUpdate),
            }
        }
    }
    let mut updates: Vec<(Block, Operand)> = Vec::new();
    for (pred, value) in candidates {
        if matches!(value, Operand::Inst(v) if phis.contains(&v)) {
            continue;
        }
        add_update(&mut updates, pred, value)?;
    }
    web(p, phis, init, updates)
}

/// Records that a rare edge from `pred` gives a web `value`: one value per block.
fn add_update(
    updates: &mut Vec<(Block, Operand)>,
    pred: Block,
    value: Operand,
) -> Result<(), WebSkip> {
    match updates.iter().find(|&&(b, _)| b == pred) {
        Some(&(_, other)) if other != value => Err(WebSkip::ConflictingUpdates),
        Some(_) => Ok(()),
        None => {
            updates.push((pred, value));
            Ok(())
        }
    }
}

/// The web of root `p`, unless nothing updates it.
fn web(
    p: Inst,
    phis: Vec<Inst>,
    init: Operand,
    updates: Vec<(Block, Operand)>,
) -> Result<Web, WebSkip> {
    if updates.is_empty() {
        return Err(WebSkip::NoUpdate);
    }
    Ok(Web {
        root: p,
        phis,
        init,
        updates,
    })
}

/// For each phi of `solution` (parallel to `solution.phis`), the original values it equals
/// at every execution; empty when none. `ty` is the variable's type; `init` is what
/// `Reaching::Entry` stands for and `defs[k]` what `Reaching::Repair(k)` stands for.
///
/// Candidates of a phi at block `b` are the phis of `b` of type `ty`, and `init`, the
/// `defs` and the loop's phis of type `ty` defined in blocks strictly dominating `b`. A
/// candidate `x` survives while, on every incoming edge `(pred, r)`, `x`'s own value on that
/// edge (its incoming from `pred` if `x` is a phi of `b`, else `x`) is a candidate of `r`.
/// The greatest fixpoint is a bisimulation: by induction over any execution, the update's
/// phi and each surviving candidate hold the same value.
pub fn correspondence(
    model: &FunctionModel,
    dt: &DominatorTree,
    in_loop: &BlockMap<bool>,
    solution: &SsaSolution,
    ty: TypeId,
    init: Operand,
    defs: &[Operand],
) -> Vec<Vec<Operand>> {
    let mut universe: Vec<Operand> = vec![init];
    for &d in defs {
        if !universe.contains(&d) {
            universe.push(d);
        }
    }
    for (b, &inside) in in_loop.iter_enumerated() {
        if inside {
            for &phi in model.phis(b) {
                if model.insts[phi].ty == ty && !universe.contains(&Operand::Inst(phi)) {
                    universe.push(Operand::Inst(phi));
                }
            }
        }
    }
    let phi_of = |x: Operand, b: Block| -> bool {
        matches!(x, Operand::Inst(i) if model.insts[i].block == b && model.insts[i].kind == InstKind::Phi)
    };
    let available = |x: Operand, b: Block| -> bool {
        match x {
            Operand::Inst(i) => phi_of(x, b) || dt.strictly_dominates(model.insts[i].block, b),
            Operand::Arg(_) | Operand::Const(_) => true,
            Operand::Block(_) | Operand::Opaque(_) => false,
        }
    };
    let mut cand: Vec<Vec<Operand>> = solution
        .phis
        .iter()
        .map(|&b| {
            universe
                .iter()
                .copied()
                .filter(|&x| available(x, b))
                .collect()
        })
        .collect();
    let index: HashMap<Block, usize> = solution
        .phis
        .iter()
        .enumerate()
        .map(|(k, &b)| (b, k))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for k in 0..cand.len() {
            let b = solution.phis[k];
            let current = cand[k].clone();
            let mut kept = current.clone();
            kept.retain(|&x| {
                solution.incoming[k].iter().all(|&(pred, r)| {
                    let own = if phi_of(x, b) {
                        match x {
                            Operand::Inst(i) => incoming_from(model, i, pred),
                            _ => None,
                        }
                    } else {
                        Some(x)
                    };
                    let Some(own) = own else {
                        return false;
                    };
                    match r {
                        Reaching::Entry => own == init,
                        Reaching::Repair(d) => own == defs[d],
                        Reaching::Phi(c) if c == b => current.contains(&own),
                        Reaching::Phi(c) => cand[index[&c]].contains(&own),
                    }
                })
            });
            if kept.len() != current.len() {
                changed = true;
            }
            cand[k] = kept;
        }
    }
    cand
}

/// The original values `r` stands for (see [`correspondence`]).
pub fn stands_for(
    r: Reaching,
    solution: &SsaSolution,
    cand: &[Vec<Operand>],
    init: Operand,
    defs: &[Operand],
) -> Vec<Operand> {
    match r {
        Reaching::Entry => vec![init],
        Reaching::Repair(d) => vec![defs[d]],
        Reaching::Phi(b) => solution
            .phis
            .iter()
            .position(|&x| x == b)
            .map(|k| cand[k].clone())
            .unwrap_or_default(),
    }
}

/// Collects the chain over `webs` like `chains::collect_load_chains` does over loads: an
/// instruction of a frequent block joins when it may be copied, one of its operands is a
/// web phi or member, the others are web phis, members or loop-invariant, and all its chain
/// operands have the same snapshot block (a web phi's is its own block). A load that rare
/// blocks may write must sit in its snapshot block: it reads memory at its own position.
/// One member may combine several webs (two almost-invariant variables).
pub fn collect_chain(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    webs: &[Web],
    claimed: &HashSet<Inst>,
) -> Chain {
    let model = input.model;
    let web_of: HashMap<Inst, usize> = webs
        .iter()
        .enumerate()
        .flat_map(|(w, web)| web.phis.iter().map(move |&q| (q, w)))
        .collect();
    let mut in_chain: HashMap<Inst, bool> = web_of.keys().map(|&q| (q, false)).collect();
    let mut snapshot_of: HashMap<Inst, Block> =
        web_of.keys().map(|&q| (q, model.insts[q].block)).collect();
    let invariant = |op: Operand| match op {
        Operand::Inst(i) => !lc.in_loop[model.insts[i].block],
        Operand::Arg(_) | Operand::Const(_) => true,
        _ => false,
    };
    let mut chain = Chain::default();
    for &b in &lc.frequent {
        for &i in model.block(b) {
            if in_chain.contains_key(&i) || claimed.contains(&i) {
                continue;
            }
            let writes = match model.insts[i].kind {
                InstKind::Load { .. } => match chain_load_writes(input, lc, i) {
                    Some(w) => w,
                    None => continue,
                },
                // A phi joins as `select c, a, b` when its guard's condition is in the
                // chain (an almost-invariant condition) and the guard is in the loop; its
                // chain operands are `a`, `b` and `c`.
                InstKind::Phi => match guarded_phi(input.cfg, model, i) {
                    Some(g)
                        if lc.in_loop[g.guard]
                            && matches!(g.condition, Operand::Inst(c) if in_chain.contains_key(&c)) =>
                    {
                        Vec::new()
                    }
                    _ => continue,
                },
                _ if copyable(input, i) => Vec::new(),
                _ => continue,
            };
            let ops = &chain_operands(input, i)[..];
            let linked = ops
                .iter()
                .any(|op| matches!(op, Operand::Inst(d) if in_chain.contains_key(d)));
            let closed = ops.iter().all(|&op| {
                matches!(op, Operand::Inst(d) if in_chain.contains_key(&d)) || invariant(op)
            });
            if !(linked && closed) {
                continue;
            }
            let mut snapshots = ops.iter().filter_map(|op| match op {
                Operand::Inst(d) => snapshot_of.get(d).copied(),
                _ => None,
            });
            let Some(snapshot) = snapshots.next() else {
                continue;
            };
            if snapshots.any(|s| s != snapshot) || (!writes.is_empty() && snapshot != b) {
                continue;
            }
            in_chain.insert(i, true);
            snapshot_of.insert(i, snapshot);
            chain.members.push(i);
            chain.snapshots.push(snapshot);
            for op in ops {
                let Operand::Inst(d) = op else { continue };
                if let Some(&w) = web_of.get(d) {
                    if !chain.roots.contains(&w) {
                        chain.roots.push(w);
                    }
                }
            }
            if is_expensive(model, i) {
                chain.expensive += 1;
            }
            for w in writes {
                match chain.writes.iter_mut().find(|(wb, _)| *wb == w.0) {
                    Some(entry) => entry.1 = w.1,
                    None => chain.writes.push(w),
                }
            }
        }
    }
    chain.roots.sort_unstable();
    let users = model.users();
    for &m in &chain.members {
        if users.row(m).iter().any(|u| in_chain.get(u) != Some(&true)) {
            chain.carried.push(m);
        }
    }
    chain
}

/// A planned (or refused) rewrite of a loop's value chain, for `<stats>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub header: Block,
    /// The header phis the chain computes from (or, when refused early, every almost
    /// invariant one).
    pub roots: Vec<Inst>,
    pub result: Result<Hoisted, WebSkip>,
}

/// What a hoisted chain did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hoisted {
    pub members: usize,
    pub expensive: usize,
    pub carried: usize,
    /// Blocks where the chain is recomputed.
    pub recomputes: Vec<Block>,
}

/// The recompute points of a chain and the SSA update over them, proven to match the
/// original phis of every web.
struct Placement {
    /// The recompute blocks.
    blocks: Vec<Block>,
    /// Per web of the chain (parallel to `Chain::roots`), per recompute block: the
    /// original value of the variable there.
    values: Vec<Vec<Operand>>,
    solution: SsaSolution,
    /// Per web of the chain, per phi of `solution`: the original values the phi stands for
    /// ([`correspondence`]).
    names: Vec<Vec<Vec<Operand>>>,
}

/// The value of each web at the end of each recompute block: its update there, or the
/// value entering the block, found through an SSA update over the web's own updates and
/// matched with the original phis.
fn web_values(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    region: &ssa::LoopRegion<'_>,
    web: &Web,
    blocks: &[Block],
) -> Result<Vec<Operand>, WebSkip> {
    let model = input.model;
    let mut values: Vec<Option<Operand>> = blocks
        .iter()
        .map(|b| web.updates.iter().find(|(u, _)| u == b).map(|&(_, v)| v))
        .collect();
    let missing: Vec<usize> = (0..blocks.len()).filter(|&k| values[k].is_none()).collect();
    if !missing.is_empty() {
        let own: Vec<Block> = web.updates.iter().map(|&(b, _)| b).collect();
        let own_values: Vec<Operand> = web.updates.iter().map(|&(_, v)| v).collect();
        let uses: Vec<Use> = missing
            .iter()
            .map(|&k| Use {
                block: blocks[k],
                after_repair: false,
            })
            .collect();
        let first = ssa::solve(region, &own, &uses);
        let ty = model.insts[web.root].ty;
        let cand = correspondence(
            model,
            input.dt,
            &lc.in_loop,
            &first,
            ty,
            web.init,
            &own_values,
        );
        for (&k, &r) in missing.iter().zip(&first.uses) {
            let value = *stands_for(r, &first, &cand, web.init, &own_values)
                .first()
                .ok_or(WebSkip::NoCorrespondence)?;
            values[k] = Some(value);
        }
    }
    Ok(values.into_iter().map(|v| v.expect("filled")).collect())
}

/// Where the chain is recomputed: each update block of its webs and each rare write block;
/// then the SSA update over all of them, checked against each web's original phis and
/// against every member's operands.
fn place(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    webs: &[Web],
    chain: &Chain,
) -> Result<Placement, WebSkip> {
    let model = input.model;
    let region = lc.region(input);
    let mut blocks: Vec<Block> = Vec::new();
    let updated = chain
        .roots
        .iter()
        .flat_map(|&w| webs[w].updates.iter().map(|&(b, _)| b));
    for b in updated.chain(chain.writes.iter().map(|&(b, _)| b)) {
        if !blocks.contains(&b) {
            blocks.push(b);
        }
    }
    let values: Vec<Vec<Operand>> = chain
        .roots
        .iter()
        .map(|&w| web_values(input, lc, &region, &webs[w], &blocks))
        .collect::<Result<_, _>>()?;
    let uses: Vec<Use> = chain
        .snapshots
        .iter()
        .map(|&block| Use {
            block,
            after_repair: false,
        })
        .collect();
    let solution = ssa::solve(&region, &blocks, &uses);
    let cands: Vec<Vec<Vec<Operand>>> = chain
        .roots
        .iter()
        .zip(&values)
        .map(|(&w, vals)| {
            let web = &webs[w];
            let ty = model.insts[web.root].ty;
            correspondence(model, input.dt, &lc.in_loop, &solution, ty, web.init, vals)
        })
        .collect();
    let reaching: HashMap<Inst, Reaching> = chain
        .members
        .iter()
        .copied()
        .zip(solution.uses.iter().copied())
        .collect();
    for &m in &chain.members {
        let here = reaching[&m];
        for op in chain_operands(input, m) {
            let Operand::Inst(d) = op else { continue };
            if let Some(k) = chain.roots.iter().position(|&w| webs[w].phis.contains(&d)) {
                let web = &webs[chain.roots[k]];
                let names = stands_for(here, &solution, &cands[k], web.init, &values[k]);
                if !names.contains(&op) {
                    return Err(WebSkip::NoCorrespondence);
                }
            }
            if reaching.get(&d).is_some_and(|&r| r != here) {
                return Err(WebSkip::SnapshotMismatch);
            }
        }
    }
    Ok(Placement {
        blocks,
        values,
        solution,
        names: cands,
    })
}

/// Plans the rewrite of the chain: copies in the preheader (from the webs' preheader
/// values) and at the end of each recompute block (from the webs' values there), an SSA
/// update per carried member, and the members' replacement and deletion.
fn plan_chain(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    webs: &[Web],
    chain: &Chain,
    placement: &Placement,
    plan: &mut EditPlan,
) {
    let model = input.model;
    // The value map a copy starts from: every phi of a web to that web's value there.
    let seed = |value_of: &dyn Fn(usize) -> Operand| -> HashMap<Inst, ValueRef> {
        chain
            .roots
            .iter()
            .enumerate()
            .flat_map(|(k, &w)| {
                let v = ValueRef::Old(value_of(k));
                webs[w].phis.iter().map(move |&q| (q, v))
            })
            .collect()
    };
    let entry = copy_chain(
        input,
        &chain.members,
        seed(&|k| webs[chain.roots[k]].init),
        InsertPoint::BlockEnd(BlockRef::Old(lc.preheader)),
        plan,
    );
    let copies: Vec<HashMap<Inst, ValueRef>> = placement
        .blocks
        .iter()
        .enumerate()
        .map(|(d, &b)| {
            copy_chain(
                input,
                &chain.members,
                seed(&|k| placement.values[k][d]),
                InsertPoint::BlockEnd(BlockRef::Old(b)),
                plan,
            )
        })
        .collect();
    let solution = &placement.solution;
    for &v in &chain.carried {
        let at = chain
            .members
            .iter()
            .position(|&m| m == v)
            .expect("carried member");
        let repairs: Vec<ValueRef> = copies.iter().map(|c| c[&v]).collect();
        let defs = Definitions {
            entry: entry[&v],
            repairs: &repairs,
        };
        let stands_for = |b: Block| claims_at(webs, chain, placement, v, b);
        let phis = place_phis(
            plan,
            solution,
            model.insts[v].ty,
            b"fplicm.cached",
            defs,
            &stands_for,
        );
        let cached = resolve(solution.uses[at], defs, solution, &phis);
        plan.edits.push(Edit::ReplaceAllUses {
            of: InstRef::Old(v),
            with: cached,
        });
    }
    for &m in chain.members.iter().rev() {
        plan.edits.push(Edit::Erase { inst: m });
    }
}

/// What the update's phi at `b` for member `v` stands for: `v` with every web's phis read as
/// one of the original values the correspondence matched with the web at `b` (each
/// combination, at most [`MAX_CLAIMS`]).
fn claims_at(
    webs: &[Web],
    chain: &Chain,
    placement: &Placement,
    v: Inst,
    b: Block,
) -> Vec<(Inst, Vec<(Inst, Operand)>)> {
    let Some(at) = placement.solution.phis.iter().position(|&x| x == b) else {
        return Vec::new();
    };
    let mut claims: Vec<Vec<(Inst, Operand)>> = vec![Vec::new()];
    for (k, &w) in chain.roots.iter().enumerate() {
        let names = &placement.names[k][at];
        let mut next = Vec::new();
        for claim in &claims {
            for &name in names {
                let mut c = claim.clone();
                c.extend(webs[w].phis.iter().map(|&q| (q, name)));
                next.push(c);
            }
        }
        next.truncate(MAX_CLAIMS);
        claims = next;
    }
    claims.into_iter().map(|c| (v, c)).collect()
}

/// Bound on the claims of one phi (the validator tries each).
const MAX_CLAIMS: usize = 16;

/// Plans the chain over the almost-invariant header phis of `lc` when it is worth it;
/// returns what happened (nothing when no header phi is almost invariant).
pub fn plan_loop(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    claimed: &HashSet<Inst>,
    plan: &mut EditPlan,
) -> Option<Outcome> {
    let model = input.model;
    let mut webs = Vec::new();
    let mut refused = None;
    for &p in model.phis(lc.header) {
        match find_web(model, lc, p) {
            Ok(web) => webs.push(web),
            Err(WebSkip::NotInvariant | WebSkip::NoUpdate) => {}
            Err(why) => refused = refused.or(Some((p, why))),
        }
    }
    if webs.is_empty() {
        return refused.map(|(p, why)| Outcome {
            header: lc.header,
            roots: vec![p],
            result: Err(why),
        });
    }
    let chain = collect_chain(input, lc, &webs, claimed);
    let roots = if chain.roots.is_empty() {
        webs.iter().map(|w| w.root).collect()
    } else {
        chain.roots.iter().map(|&w| webs[w].root).collect()
    };
    let mut recomputes: Vec<Block> = chain.writes.iter().map(|&(b, _)| b).collect();
    for &w in &chain.roots {
        recomputes.extend(webs[w].updates.iter().map(|&(b, _)| b));
    }
    let cost = chain_cost(
        input,
        lc,
        &chain.members,
        chain.expensive,
        chain.carried.len(),
        &recomputes,
    );
    let result = if !cost.pays() {
        Err(if cost.gain.is_some() {
            WebSkip::NoGain
        } else {
            WebSkip::TooCheap
        })
    } else {
        place(input, lc, &webs, &chain).map(|placement| {
            plan_chain(input, lc, &webs, &chain, &placement, plan);
            Hoisted {
                members: chain.members.len(),
                expensive: chain.expensive,
                carried: chain.carried.len(),
                recomputes: placement.blocks.clone(),
            }
        })
    };
    Some(Outcome {
        header: lc.header,
        roots,
        result,
    })
}

/// Plans the value chains of every loop, innermost first, skipping loops that share a block
/// with one already rewritten (`taken`, which this extends).
pub fn plan_function(
    input: &FunctionInput<'_>,
    taken: &mut BlockMap<bool>,
    hoisted: &HashMap<Block, HashSet<Inst>>,
    plan: &mut EditPlan,
) -> Vec<Outcome> {
    let loops = input.loops;
    let mut outcomes = Vec::new();
    // Ids are a preorder of the loop forest: reversed, inner loops come before outer ones.
    let none = HashSet::new();
    for l in loops.loops().rev() {
        // A loop whose loads were hoisted (and none of its inner loops rewritten, as the
        // load hoist takes disjoint loops) may still have header-phi chains, apart from
        // what that hoist claimed.
        let claimed = hoisted.get(&loops.header(l));
        if claimed.is_none() && loops.blocks(l).iter().any(|&b| taken[b]) {
            continue;
        }
        let Ok(lc) = super::hoist::loop_frame_entered_from(input, l, false) else {
            continue;
        };
        let Some(outcome) = plan_loop(input, &lc, claimed.unwrap_or(&none), plan) else {
            continue;
        };
        if outcome.result.is_ok() {
            for &b in loops.blocks(l) {
                taken[b] = true;
            }
            taken[lc.preheader] = true;
        }
        outcomes.push(outcome);
    }
    outcomes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::model::{ConstKind, InstHead, ModelBuilder};
    use crate::edit::opcode::Opcode;
    use crate::graph::dominance::DominanceFrontiers;
    use crate::graph::natural_loops::LoopId;
    use crate::graph::testing::{bb, blocks};
    use crate::graph::Cfg;

    /// A loop in the shape -O2 leaves an almost-invariant local in: `p` in header 1 is
    /// carried unchanged on the frequent path; rare blocks feed new values into phis.
    struct Shape {
        cfg: Cfg,
        dt: DominatorTree,
        df: DominanceFrontiers,
        model: FunctionModel,
        lc: LoopCandidate,
        ty: TypeId,
        init: Operand,
    }

    const PHI: InstHead = InstHead {
        opcode: Opcode::Phi,
        kind: InstKind::Phi,
        ty: TypeId::from_u32(0),
        fingerprint: 1,
    };
    const ADD: InstHead = InstHead {
        opcode: Opcode::Add,
        kind: InstKind::Pure,
        ty: TypeId::from_u32(0),
        fingerprint: 2,
    };
    const BR: InstHead = InstHead {
        opcode: Opcode::Br,
        kind: InstKind::Terminator,
        ty: TypeId::from_u32(1),
        fingerprint: 3,
    };

    /// `edges`, the loop's blocks and frequent path; `body(builder, init)` adds the
    /// instructions (block 0 is the preheader, 1 the header) and must end every block with
    /// a terminator.
    fn shape(
        n: usize,
        edges: &[(u32, u32)],
        loop_blocks: &[u32],
        frequent: &[u32],
        body: impl FnOnce(&mut ModelBuilder, Operand),
    ) -> Shape {
        let cfg = Cfg::from_edges(n, edges);
        let dt = DominatorTree::with_cfg(&cfg);
        let df = DominanceFrontiers::forward(&cfg, &dt);
        let mut m = ModelBuilder::new(n);
        let ty = m.add_type(Some(4));
        m.add_type(None);
        let init = Operand::Const(m.add_const(ConstKind::Int(5)));
        body(&mut m, init);
        let model = m.finish();
        let mut in_loop = cfg.block_map(false);
        for &b in loop_blocks {
            in_loop[bb(b)] = true;
        }
        let lc = LoopCandidate {
            id: LoopId::from_u32(0),
            header: bb(1),
            preheader: bb(0),
            in_loop,
            frequent: blocks(frequent),
            path: Some(blocks(frequent)),
            groups: Vec::new(),
        };
        Shape {
            cfg,
            dt,
            df,
            model,
            lc,
            ty,
            init,
        }
    }

    fn inst(k: u32) -> Inst {
        Inst::from_u32(k)
    }

    fn op(k: u32) -> Operand {
        Operand::Inst(inst(k))
    }

    /// 0 -> 1 header {p = phi [5, 0], [q, 3]} -> {2 rare {v = p + 1}, 3}; 2 -> 3;
    /// 3 latch {q = phi [p, 1], [v, 2]} -> {1, 4 exit}. Frequent path 1, 3.
    fn rare_update_into_latch_phi() -> Shape {
        let edges = [(0, 1), (1, 2), (1, 3), (2, 3), (3, 1), (3, 4)];
        shape(5, &edges, &[1, 2, 3], &[1, 3], |m, init| {
            m.push(bb(0), BR, &[Operand::Block(bb(1))], &[]); // 0
            m.push(bb(1), PHI, &[init, op(5)], &[bb(0), bb(3)]); // 1: p
            m.push(bb(1), BR, &[], &[]); // 2
            m.push(bb(2), ADD, &[op(1), init], &[]); // 3: v
            m.push(bb(2), BR, &[], &[]); // 4
            m.push(bb(3), PHI, &[op(1), op(3)], &[bb(1), bb(2)]); // 5: q
            m.push(bb(3), BR, &[], &[]); // 6
            m.push(bb(4), BR, &[], &[]); // 7
        })
    }

    fn region(s: &Shape) -> ssa::LoopRegion<'_> {
        ssa::LoopRegion {
            cfg: &s.cfg,
            dt: &s.dt,
            df: &s.df,
            header: s.lc.header,
            preheader: s.lc.preheader,
            in_loop: &s.lc.in_loop,
        }
    }

    #[test]
    fn latch_phi_carrying_the_header_phi_is_a_web_with_one_update() {
        let s = rare_update_into_latch_phi();
        let web = find_web(&s.model, &s.lc, inst(1)).unwrap();
        assert_eq!(web.phis, vec![inst(1), inst(5)]);
        assert_eq!(web.init, s.init);
        assert_eq!(web.updates, vec![(bb(2), op(3))]);
    }

    #[test]
    fn update_on_the_frequent_path_is_not_a_web() {
        let mut s = rare_update_into_latch_phi();
        // Frequent path through the update block: the back edge carries v, not p.
        s.lc.frequent = blocks(&[1, 2, 3]);
        s.lc.path = Some(blocks(&[1, 2, 3]));
        assert_eq!(
            find_web(&s.model, &s.lc, inst(1)),
            Err(WebSkip::NotInvariant)
        );
    }

    #[test]
    fn phi_without_new_values_has_no_update() {
        // 3 latch {q = phi [p, 1], [p, 2]}: nothing ever changes p.
        let edges = [(0, 1), (1, 2), (1, 3), (2, 3), (3, 1), (3, 4)];
        let s = shape(5, &edges, &[1, 2, 3], &[1, 3], |m, init| {
            m.push(bb(0), BR, &[], &[]);
            m.push(bb(1), PHI, &[init, op(4)], &[bb(0), bb(3)]);
            m.push(bb(1), BR, &[], &[]);
            m.push(bb(2), BR, &[], &[]);
            m.push(bb(3), PHI, &[op(1), op(1)], &[bb(1), bb(2)]);
            m.push(bb(3), BR, &[], &[]);
            m.push(bb(4), BR, &[], &[]);
        });
        assert_eq!(find_web(&s.model, &s.lc, inst(1)), Err(WebSkip::NoUpdate));
    }

    #[test]
    fn ssa_update_phis_match_the_header_and_latch_phis() {
        let s = rare_update_into_latch_phi();
        let solution = ssa::solve(
            &region(&s),
            &[bb(2)],
            &[Use {
                block: bb(1),
                after_repair: false,
            }],
        );
        assert_eq!(solution.phis, vec![bb(1), bb(3)]);
        let cand = correspondence(
            &s.model,
            &s.dt,
            &s.lc.in_loop,
            &solution,
            s.ty,
            s.init,
            &[op(3)],
        );
        assert_eq!(cand[0], vec![op(1)]);
        assert_eq!(cand[1], vec![op(5)]);
        let header = stands_for(solution.uses[0], &solution, &cand, s.init, &[op(3)]);
        assert_eq!(header, vec![op(1)]);
    }

    #[test]
    fn update_leaking_past_its_edge_has_no_correspondence() {
        // 2 (rare, v = p + 1) -> {3, 5}; 5 -> 3 with the old p: a recompute at the end of 2
        // would reach the latch through 5 with v where the original carries p.
        let edges = [
            (0, 1),
            (1, 2),
            (1, 3),
            (2, 3),
            (2, 5),
            (5, 3),
            (3, 1),
            (3, 4),
        ];
        let s = shape(6, &edges, &[1, 2, 3, 5], &[1, 3], |m, init| {
            m.push(bb(0), BR, &[], &[]); // 0
            m.push(bb(1), PHI, &[init, op(5)], &[bb(0), bb(3)]); // 1: p
            m.push(bb(1), BR, &[], &[]); // 2
            m.push(bb(2), ADD, &[op(1), init], &[]); // 3: v
            m.push(bb(2), BR, &[], &[]); // 4
            m.push(bb(3), PHI, &[op(1), op(3), op(1)], &[bb(1), bb(2), bb(5)]); // 5: q
            m.push(bb(3), BR, &[], &[]); // 6
            m.push(bb(4), BR, &[], &[]); // 7
            m.push(bb(5), BR, &[], &[]); // 8
        });
        let web = find_web(&s.model, &s.lc, inst(1)).unwrap();
        assert_eq!(web.updates, vec![(bb(2), op(3))]);
        let solution = ssa::solve(
            &region(&s),
            &[bb(2)],
            &[Use {
                block: bb(1),
                after_repair: false,
            }],
        );
        let cand = correspondence(
            &s.model,
            &s.dt,
            &s.lc.in_loop,
            &solution,
            s.ty,
            s.init,
            &[op(3)],
        );
        let header = stands_for(solution.uses[0], &solution, &cand, s.init, &[op(3)]);
        assert!(header.is_empty(), "{header:?}");
    }

    #[test]
    fn conflicting_updates_from_one_block_are_refused() {
        // Block 2 feeds v to the latch phi and p + 2 to the header phi (a second latch).
        let edges = [(0, 1), (1, 2), (1, 3), (2, 3), (2, 1), (3, 1), (3, 4)];
        let s = shape(5, &edges, &[1, 2, 3], &[1, 3], |m, init| {
            m.push(bb(0), BR, &[], &[]); // 0
            m.push(bb(1), PHI, &[init, op(6), op(4)], &[bb(0), bb(3), bb(2)]); // 1: p
            m.push(bb(1), BR, &[], &[]); // 2
            m.push(bb(2), ADD, &[op(1), init], &[]); // 3: v
            m.push(bb(2), ADD, &[op(3), init], &[]); // 4: w
            m.push(bb(2), BR, &[], &[]); // 5
            m.push(bb(3), PHI, &[op(1), op(3)], &[bb(1), bb(2)]); // 6: q
            m.push(bb(3), BR, &[], &[]); // 7
            m.push(bb(4), BR, &[], &[]); // 8
        });
        assert_eq!(
            find_web(&s.model, &s.lc, inst(1)),
            Err(WebSkip::ConflictingUpdates)
        );
    }

    /// No frequent path (the header branches 1:1): under the rarely-clobbered model the web
    /// of `%p` is `%p` and the latch phi `%q`, updated on the rare block `R` only.
    const NO_PATH: &str = "E: br H
         H: %p = phi 0 E, %q L; %c = icmp %p 1; br %c A B !1:1
         A: br M
         B: BODY
         M: br %c R L !1:9
         R: %n = add %p 1; br L
         L: %q = phi %p M, %n R; br %c H X !99:1
         X: ret";

    fn frame(text: &str) -> (crate::fplicm::testing::TestFn, LoopCandidate) {
        use crate::fplicm::alias::AliasModel;
        use crate::fplicm::frequency::HotModel;
        let mut f = crate::fplicm::testing::TestFn::parse(text);
        f.hot = HotModel::default();
        let am = AliasModel::new(&f.model);
        let lc = crate::fplicm::hoist::loop_frame(&f.input(&am), f.loop_of("H")).expect("frame");
        (f, lc)
    }

    #[test]
    fn web_without_a_frequent_path_is_the_closure_over_hot_phis() {
        let (f, lc) = frame(&NO_PATH.replace("BODY", "br M"));
        assert_eq!(lc.path, None);
        let web = find_web(&f.model, &lc, f.i("p")).expect("a web");
        assert_eq!(web.phis, vec![f.i("p"), f.i("q")]);
        assert_eq!(web.updates, vec![(f.b("R"), Operand::Inst(f.i("n")))]);
    }

    #[test]
    fn web_without_a_frequent_path_refuses_a_hot_update() {
        // `B` (half the iterations) feeds `M` a new value through a phi there.
        let text = NO_PATH
            .replace("BODY", "%m = add %p 2; br M")
            .replace(
                "M: br %c R L !1:9",
                "M: %w = phi %p A, %m B; br %c R L !1:9",
            )
            .replace("%q = phi %p M, %n R", "%q = phi %w M, %n R");
        let (f, lc) = frame(&text);
        assert_eq!(
            find_web(&f.model, &lc, f.i("p")),
            Err(WebSkip::FrequentUpdate)
        );
    }

    /// 0 -> 1 guard {c = p + 5; br c, 2, 3}; 2 then -> 4; 3 else -> 4;
    /// 4 join {r = phi [x, 2], [5, 3]} (the CFG is the test's).
    fn diamond() -> FunctionModel {
        let mut m = ModelBuilder::new(5);
        m.add_type(Some(4));
        m.add_type(None);
        let five = Operand::Const(m.add_const(ConstKind::Int(5)));
        m.push(bb(0), BR, &[], &[]); // 0
        m.push(bb(1), ADD, &[five, five], &[]); // 1: c
        m.push(
            bb(1),
            BR,
            &[op(1), Operand::Block(bb(3)), Operand::Block(bb(2))],
            &[],
        ); // 2
        m.push(bb(2), ADD, &[op(1), five], &[]); // 3: x
        m.push(bb(2), BR, &[], &[]); // 4
        m.push(bb(3), BR, &[], &[]); // 5
        m.push(bb(4), PHI, &[op(3), five], &[bb(2), bb(3)]); // 6: r
        m.push(bb(4), BR, &[], &[]); // 7
        m.finish()
    }

    #[test]
    fn diamond_join_phi_is_a_select_on_the_guard() {
        let edges = [(0, 1), (1, 2), (1, 3), (2, 4), (3, 4)];
        let cfg = Cfg::from_edges(5, &edges);
        let model = diamond();
        let g = guarded_phi(&cfg, &model, inst(6)).unwrap();
        assert_eq!(g.guard, bb(1));
        assert_eq!(g.condition, op(1));
        assert_eq!((g.then_pred, g.else_pred), (bb(2), bb(3)));
        assert_eq!(g.then_value, op(3));
        assert!(matches!(g.else_value, Operand::Const(_)));
        // Not a phi: no guard.
        assert_eq!(guarded_phi(&cfg, &model, inst(3)), None);
    }

    #[test]
    fn arm_with_a_second_entry_is_not_guarded() {
        // 0 -> 2 as well: the then arm is entered without the guard deciding.
        let edges = [(0, 1), (0, 2), (1, 2), (1, 3), (2, 4), (3, 4)];
        let cfg = Cfg::from_edges(5, &edges);
        let model = diamond();
        assert_eq!(guarded_phi(&cfg, &model, inst(6)), None);
    }

    #[test]
    fn triangle_join_phi_is_a_select_on_the_guard() {
        // 1 -> {4 (true, the edge itself), 3}; 3 -> 4. r = phi [c, 1], [5, 3].
        let edges = [(0, 1), (1, 4), (1, 3), (3, 4)];
        let cfg = Cfg::from_edges(5, &edges);
        let mut m = ModelBuilder::new(5);
        m.add_type(Some(4));
        m.add_type(None);
        let five = Operand::Const(m.add_const(ConstKind::Int(5)));
        m.push(bb(0), BR, &[], &[]); // 0
        m.push(bb(1), ADD, &[five, five], &[]); // 1: c
        m.push(
            bb(1),
            BR,
            &[op(1), Operand::Block(bb(3)), Operand::Block(bb(4))],
            &[],
        ); // 2
        m.push(bb(2), BR, &[], &[]); // 3
        m.push(bb(3), BR, &[], &[]); // 4
        m.push(bb(4), PHI, &[op(1), five], &[bb(1), bb(3)]); // 5
        m.push(bb(4), BR, &[], &[]); // 6
        let model = m.finish();
        let g = guarded_phi(&cfg, &model, inst(5)).unwrap();
        assert_eq!((g.guard, g.then_pred, g.else_pred), (bb(1), bb(1), bb(3)));
        assert_eq!(g.then_value, op(1));
    }
}
