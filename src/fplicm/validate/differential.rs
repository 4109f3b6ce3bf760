//! The validator against an interpreter: random small functions, correct rewrites of the
//! kinds the validator covers — a block duplicated for some of its predecessors (§8's
//! shape), a block merged into its predecessor, an edge split by an inserted block with
//! phis — and random corruptions of them. Every correct rewrite must be accepted, and every
//! accepted rewrite, corrupted or not, must execute what the source executes on sample
//! inputs.

use super::*;
use crate::edit::model::{ConstKind, InstHead, InstKind, ModelBuilder};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{Edit, InsertPoint, InstRef, NewOp};
use crate::graph::testing::{random_cfg_with_degree, Rng};
use crate::graph::Csr;

const ADD: Opcode = Opcode::Add;
const MUL: Opcode = Opcode::Mul;
const RET: Opcode = Opcode::Ret;

/// A random function over `n` blocks: successors from a random graph (none into the entry),
/// up to two phis per block fed from each predecessor's own values, a body of adds and muls
/// over the block's values, the entry's and the arguments, an `icmp` feeding a conditional
/// branch. Every value is used only in its block, by its successors' phis, or (for the
/// entry's) anywhere, so every block can be duplicated per predecessor.
fn random_function(rng: &mut Rng, seed: u64, n: usize) -> (Cfg, FunctionModel) {
    let raw = random_cfg_with_degree(seed, n, 2);
    let mut edges = Vec::new();
    for b in raw.blocks() {
        for &s in raw.succs(b) {
            if s != Block::ENTRY {
                edges.push((b.as_u32(), s.as_u32()));
            }
        }
    }
    let cfg = Cfg::from_edges(n, &edges);
    // Shapes first, so every value has its id before any operand names it.
    let mut phis = vec![0usize; n];
    let mut body = vec![0usize; n];
    let mut base = vec![0usize; n];
    let mut next = 0;
    for b in cfg.blocks() {
        let i = b.index();
        phis[i] = if cfg.preds(b).is_empty() {
            0
        } else {
            rng.below(3) as usize
        };
        body[i] = rng.below(3) as usize + usize::from(cfg.succs(b).len() == 2);
        base[i] = next;
        next += phis[i] + body[i] + 1;
    }
    let value = |b: usize, k: usize| Operand::Inst(Inst::new(base[b] + k));
    let mut m = ModelBuilder::new(n);
    let void = m.add_type(None);
    let int = m.add_type(Some(8));
    let bit = m.add_type(Some(1));
    m.add_arg(Default::default());
    m.add_arg(Default::default());
    let consts: Vec<Operand> = [0, 1, 5]
        .iter()
        .map(|&v| Operand::Const(m.add_const(ConstKind::Int(v))))
        .collect();
    let mut globals: Vec<Operand> = vec![Operand::Arg(0), Operand::Arg(1)];
    globals.extend(&consts);
    let entry_values: Vec<Operand> = (0..body[0]).map(|k| value(0, phis[0] + k)).collect();
    let head = |opcode: Opcode, kind: InstKind, ty, nops: usize| InstHead {
        opcode,
        kind,
        ty,
        fingerprint: opcode as u64 * 16 + nops as u64,
    };
    let pick = |rng: &mut Rng, from: &[Operand]| from[rng.below(from.len() as u64) as usize];
    for b in cfg.blocks() {
        let i = b.index();
        // Phis: per predecessor edge, a value of that predecessor (equal for equal blocks).
        for _ in 0..phis[i] {
            let preds = cfg.preds(b);
            let mut ops: Vec<Operand> = Vec::with_capacity(preds.len());
            for (k, &p) in preds.iter().enumerate() {
                if let Some(j) = preds[..k].iter().position(|&q| q == p) {
                    ops.push(ops[j]);
                    continue;
                }
                let pi = p.index();
                let mut choice = globals.clone();
                choice.extend((0..phis[pi] + body[pi]).map(|k| value(pi, k)));
                ops.push(pick(rng, &choice));
            }
            m.push(
                b,
                head(Opcode::Phi, InstKind::Phi, int, ops.len()),
                &ops,
                preds,
            );
        }
        let mut local: Vec<Operand> = globals.clone();
        if i != 0 {
            local.extend(&entry_values);
        }
        local.extend((0..phis[i]).map(|k| value(i, k)));
        let cond = cfg.succs(b).len() == 2;
        for k in 0..body[i] {
            let ops = [pick(rng, &local), pick(rng, &local)];
            let (op, ty) = if cond && k + 1 == body[i] {
                (Opcode::ICmp, bit)
            } else if rng.below(2) == 0 {
                (ADD, int)
            } else {
                (MUL, int)
            };
            m.push(b, head(op, InstKind::Pure, ty, 2), &ops, &[]);
            local.push(value(i, phis[i] + k));
        }
        let succs = cfg.succs(b);
        let ops: Vec<Operand> = match succs.len() {
            0 => vec![pick(rng, &local)],
            1 => vec![Operand::Block(succs[0])],
            _ => vec![
                value(i, phis[i] + body[i] - 1),
                Operand::Block(succs[1]),
                Operand::Block(succs[0]),
            ],
        };
        let op = if succs.is_empty() { RET } else { Opcode::Br };
        m.push(
            b,
            head(op, InstKind::Terminator, void, ops.len()),
            &ops,
            &[],
        );
    }
    (cfg, m.finish())
}

/// What to break in a duplication.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Corruption {
    None,
    /// A successor phi gets a random global value from a copy.
    SuccessorPhiValue,
    /// A resolved phi uses a random global value instead of its incoming one.
    ResolvedValue,
    /// A copy's branch has its targets swapped.
    SwappedTargets,
    /// A copy's branch becomes a jump to its first successor.
    Fold,
    /// A body clone has its two operands swapped.
    SwappedOperands,
    /// A predecessor is sent to a random block instead of its copy.
    Retarget,
    /// A copy lacks one body instruction.
    MissingInstruction,
}

/// Every corruption; the test draws from all but the first.
const CORRUPTIONS: [Corruption; 8] = [
    Corruption::None,
    Corruption::SuccessorPhiValue,
    Corruption::ResolvedValue,
    Corruption::SwappedTargets,
    Corruption::Fold,
    Corruption::SwappedOperands,
    Corruption::Retarget,
    Corruption::MissingInstruction,
];

/// Duplicates a reachable block T with two or more predecessor edges for a random nonempty
/// set of its reachable single-edge predecessors other than itself (erasing T when every
/// edge got a copy), applying `corruption` to the first copy.
fn duplicate(
    rng: &mut Rng,
    (spoil, corruption): (&mut Rng, Corruption),
    cfg: &Cfg,
    model: &FunctionModel,
) -> Option<EditPlan> {
    // Reachable blocks only, so the interpreter can see what a corruption does.
    let reach = crate::graph::dfs::reachable(cfg);
    let candidates: Vec<Block> = cfg
        .blocks()
        .filter(|&b| b != Block::ENTRY && reach[b] && cfg.preds(b).len() >= 2)
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let t = candidates[rng.below(candidates.len() as u64) as usize];
    let single =
        |p: Block| p != t && reach[p] && cfg.succs(p).iter().filter(|&&s| s == t).count() == 1;
    let mut preds: Vec<Block> = cfg
        .preds(t)
        .iter()
        .copied()
        .filter(|&p| single(p))
        .collect();
    preds.retain(|_| rng.below(3) != 0);
    if preds.is_empty() {
        return None;
    }
    let all_copied = cfg.preds(t).iter().all(|p| preds.contains(p));
    let old = |i: Inst| ValueRef::Old(Operand::Inst(i));
    let block = |b: Block| ValueRef::Old(Operand::Block(b));
    let body: Vec<Inst> = provenance::source_body(model, t).to_vec();
    let term = model.terminator(t)?;
    let mut plan = EditPlan::default();
    for (n, &p) in preds.iter().enumerate() {
        let broken = if n == 0 { corruption } else { Corruption::None };
        let nb = plan.new_block(b"copy".to_vec(), BlockRef::Old(t));
        let at = InsertPoint::BlockEnd(BlockRef::New(nb));
        let mut remap: Vec<(ValueRef, ValueRef)> = Vec::new();
        for (k, &phi) in model.phis(t).iter().enumerate() {
            let from = model.incoming(phi).iter().position(|&q| q == p)?;
            let mut v = ValueRef::Old(model.operands(phi)[from]);
            if broken == Corruption::ResolvedValue && k == 0 {
                v = random_global(spoil, model);
            }
            remap.push((old(phi), v));
        }
        let missing = (broken == Corruption::MissingInstruction && !body.is_empty())
            .then(|| spoil.below(body.len() as u64) as usize);
        let swapped = (broken == Corruption::SwappedOperands && !body.is_empty())
            .then(|| spoil.below(body.len() as u64) as usize);
        for (k, &x) in body.iter().enumerate() {
            if missing == Some(k) {
                continue;
            }
            let mut map = remap.clone();
            if swapped == Some(k) {
                let ops = model.operands(x);
                let look = |v: ValueRef| {
                    remap
                        .iter()
                        .find(|(from, _)| *from == v)
                        .map_or(v, |&(_, to)| to)
                };
                let (a, b) = (ValueRef::Old(ops[0]), ValueRef::Old(ops[1]));
                map = vec![(a, look(b)), (b, look(a))];
                map.extend(remap.iter().copied());
            }
            let c = plan.create(
                NewOp::Clone {
                    source: x,
                    remap: map,
                    drop_poison_flags: false,
                },
                at,
                b"",
            );
            remap.push((old(x), ValueRef::New(c)));
        }
        let succs = cfg.succs(t);
        if broken == Corruption::Fold && succs.len() == 2 {
            plan.edits.push(Edit::Branch {
                block: nb,
                target: BlockRef::Old(succs[0]),
                debug_location_of: None,
            });
        } else {
            let mut map = remap.clone();
            if broken == Corruption::SwappedTargets && succs.len() == 2 {
                map.insert(0, (block(succs[0]), block(succs[1])));
                map.insert(1, (block(succs[1]), block(succs[0])));
            }
            plan.create(
                NewOp::Clone {
                    source: term,
                    remap: map,
                    drop_poison_flags: false,
                },
                at,
                b"",
            );
        }
        let slot = cfg.succs(p).iter().position(|&s| s == t)?;
        let target = if broken == Corruption::Retarget {
            BlockRef::Old(Block::new(
                1 + spoil.below(cfg.num_blocks() as u64 - 1) as usize,
            ))
        } else {
            BlockRef::New(nb)
        };
        plan.edits.push(Edit::SetSuccessor {
            edge: cfg.succ_edge(p, slot),
            target,
        });
        let theta = |v: Operand| {
            remap
                .iter()
                .find(|(from, _)| *from == ValueRef::Old(v))
                .map_or(ValueRef::Old(v), |&(_, to)| to)
        };
        let mut corrupt_next = broken == Corruption::SuccessorPhiValue;
        for &s in succs {
            for &phi in model.phis(s) {
                let from = model.incoming(phi).iter().position(|&q| q == t)?;
                let mut v = theta(model.operands(phi)[from]);
                if std::mem::take(&mut corrupt_next) {
                    v = random_global(spoil, model);
                }
                plan.edits.push(Edit::AddIncoming {
                    phi: InstRef::Old(phi),
                    value: v,
                    block: BlockRef::New(nb),
                });
            }
        }
        for &phi in model.phis(t) {
            plan.edits.push(Edit::RemoveIncoming {
                phi,
                block: BlockRef::Old(p),
            });
        }
    }
    if all_copied {
        for &s in cfg.succs(t) {
            for &phi in model.phis(s) {
                plan.edits.push(Edit::RemoveIncoming {
                    phi,
                    block: BlockRef::Old(t),
                });
            }
        }
        plan.edits.push(Edit::EraseBlock { block: t });
    }
    Some(plan)
}

/// A random global value (an argument or a constant).
fn random_global(rng: &mut Rng, model: &FunctionModel) -> ValueRef {
    if rng.below(2) == 0 {
        ValueRef::Old(Operand::Arg(rng.below(2) as u32))
    } else {
        let c = rng.below(model.consts.len() as u64) as usize;
        ValueRef::Old(Operand::Const(crate::edit::model::ConstId::new(c)))
    }
}

/// Merges a block T ending in `br X` into a reachable predecessor P whose only successor it
/// is (P keeps its identity and is claimed merged): T's body cloned before P's `br`, with
/// T's phis resolved to their values from P; P's `br` sent to X; X's phis given from P what
/// they received from T. T is erased when P was its only predecessor.
fn merge(
    rng: &mut Rng,
    (spoil, corruption): (&mut Rng, Corruption),
    cfg: &Cfg,
    model: &FunctionModel,
) -> Option<(EditPlan, Claims)> {
    let reach = crate::graph::dfs::reachable(cfg);
    let candidates: Vec<Block> = cfg
        .blocks()
        .filter(|&p| {
            // An empty T jumping to itself is excluded: absorbing it once cannot be told
            // from jumping to it (the validator takes the shortest walk, and refuses).
            reach[p] && cfg.succs(p).len() == 1 && {
                let t = cfg.succs(p)[0];
                t != p
                    && cfg.succs(t).len() == 1
                    && (cfg.succs(t)[0] != t || !provenance::source_body(model, t).is_empty())
            }
        })
        .collect();
    if candidates.is_empty() {
        return None;
    }
    let p = candidates[rng.below(candidates.len() as u64) as usize];
    let t = cfg.succs(p)[0];
    let x = cfg.succs(t)[0];
    let mut plan = EditPlan::default();
    let mut remap: Vec<(ValueRef, ValueRef)> = Vec::new();
    for (k, &phi) in model.phis(t).iter().enumerate() {
        let from = model.incoming(phi).iter().position(|&q| q == p)?;
        let mut v = ValueRef::Old(model.operands(phi)[from]);
        if corruption == Corruption::ResolvedValue && k == 0 {
            v = random_global(spoil, model);
        }
        remap.push((ValueRef::Old(Operand::Inst(phi)), v));
    }
    let body = provenance::source_body(model, t);
    let pick = |rng: &mut Rng, on: bool| {
        (on && !body.is_empty()).then(|| rng.below(body.len() as u64) as usize)
    };
    let missing = pick(spoil, corruption == Corruption::MissingInstruction);
    let swapped = pick(spoil, corruption == Corruption::SwappedOperands);
    for (k, &inst) in body.iter().enumerate() {
        if missing == Some(k) {
            continue;
        }
        let mut map = remap.clone();
        if swapped == Some(k) {
            let ops = model.operands(inst);
            let look = |v: ValueRef| remap.iter().find(|(f, _)| *f == v).map_or(v, |&(_, to)| to);
            let (a, b) = (ValueRef::Old(ops[0]), ValueRef::Old(ops[1]));
            map = vec![(a, look(b)), (b, look(a))];
            map.extend(remap.iter().copied());
        }
        let c = plan.create(
            NewOp::Clone {
                source: inst,
                remap: map,
                drop_poison_flags: false,
            },
            InsertPoint::BlockEnd(BlockRef::Old(p)),
            b"",
        );
        remap.push((ValueRef::Old(Operand::Inst(inst)), ValueRef::New(c)));
    }
    let target = if corruption == Corruption::Retarget {
        Block::new(1 + spoil.below(cfg.num_blocks() as u64 - 1) as usize)
    } else {
        x
    };
    plan.edits.push(Edit::SetSuccessor {
        edge: cfg.succ_edge(p, 0),
        target: BlockRef::Old(target),
    });
    for &phi in model.phis(t) {
        plan.edits.push(Edit::RemoveIncoming {
            phi,
            block: BlockRef::Old(p),
        });
    }
    for (k, &phi) in model.phis(x).iter().enumerate() {
        let from = model.incoming(phi).iter().position(|&q| q == t)?;
        let v = ValueRef::Old(model.operands(phi)[from]);
        let mut v = remap.iter().find(|(f, _)| *f == v).map_or(v, |&(_, to)| to);
        if corruption == Corruption::SuccessorPhiValue && k == 0 {
            v = random_global(spoil, model);
        }
        plan.edits.push(Edit::AddIncoming {
            phi: InstRef::Old(phi),
            value: v,
            block: BlockRef::Old(p),
        });
    }
    if cfg.preds(t).iter().all(|&q| q == p) {
        for &phi in model.phis(x) {
            plan.edits.push(Edit::RemoveIncoming {
                phi,
                block: BlockRef::Old(t),
            });
        }
        plan.edits.push(Edit::EraseBlock { block: t });
    }
    let claims = Claims {
        merged: vec![p],
        ..Claims::default()
    };
    Some((plan, claims))
}

/// Splits a random reachable edge p → s with an inserted block O: each phi of s either gets
/// a partner phi in O carrying its value from p, or keeps the value with O as its block.
fn split(
    rng: &mut Rng,
    (spoil, corruption): (&mut Rng, Corruption),
    cfg: &Cfg,
    model: &FunctionModel,
) -> Option<(EditPlan, Claims)> {
    let reach = crate::graph::dfs::reachable(cfg);
    let edges: Vec<crate::graph::Edge> =
        cfg.edges().filter(|&e| reach[cfg.edge_source(e)]).collect();
    if edges.is_empty() {
        return None;
    }
    let e = edges[rng.below(edges.len() as u64) as usize];
    let ends = cfg.edge(e);
    let (p, s) = (ends.src, ends.dst);
    let mut plan = EditPlan::default();
    let o = plan.new_block(b"split".to_vec(), BlockRef::Old(p));
    let mut rewire = Vec::new();
    for (k, &phi) in model.phis(s).iter().enumerate() {
        let index = model.incoming(phi).iter().position(|&q| q == p)?;
        let through_phi = rng.below(2) == 0;
        let mut v = ValueRef::Old(model.operands(phi)[index]);
        if corruption == Corruption::SuccessorPhiValue && k == 0 {
            v = random_global(spoil, model);
        }
        let carried = through_phi.then(|| {
            plan.create(
                NewOp::Phi {
                    ty: model.insts[phi].ty,
                    incoming: vec![(v, BlockRef::Old(p))],
                },
                InsertPoint::AfterPhis(BlockRef::New(o)),
                b"",
            )
        });
        rewire.push((phi, index as u32, carried.map_or(v, ValueRef::New)));
    }
    let target = if corruption == Corruption::Retarget {
        Block::new(1 + spoil.below(cfg.num_blocks() as u64 - 1) as usize)
    } else {
        s
    };
    plan.edits.extend([
        Edit::Branch {
            block: o,
            target: BlockRef::Old(target),
            debug_location_of: None,
        },
        Edit::SetSuccessor {
            edge: e,
            target: BlockRef::New(o),
        },
    ]);
    for (phi, index, value) in rewire {
        plan.edits.extend([
            Edit::SetIncomingBlock {
                phi,
                index,
                block: BlockRef::New(o),
            },
            Edit::SetOperand {
                user: InstRef::Old(phi),
                index,
                value,
            },
        ]);
    }
    Some((plan, Claims::default()))
}

/// One of the three rewrites, drawn at random.
fn rewrite(
    rng: &mut Rng,
    cfg: &Cfg,
    model: &FunctionModel,
    corruption: Corruption,
) -> Option<(EditPlan, Claims)> {
    // Corruptions draw from their own generator, so a corrupted plan makes every other
    // choice as the correct one does.
    let mut spoil = Rng::new(rng.next());
    let bad = (&mut spoil, corruption);
    match rng.below(3) {
        0 => duplicate(rng, bad, cfg, model).map(|p| (p, Claims::default())),
        1 => merge(rng, bad, cfg, model),
        _ => split(rng, bad, cfg, model),
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Returned(i64),
    /// Still running after the step budget.
    Running,
    /// Read a value not computed on this run, or found no phi entry for the edge taken.
    Stuck,
}

/// One instruction as the interpreter sees it.
struct Op<'a> {
    /// The source instruction it runs (itself, or what it is a clone of).
    source: Option<Inst>,
    opcode: Opcode,
    operands: &'a [ValueRef],
    incoming: &'a [Block],
}

/// What a run did: how it ended, and the source instruction and result of every body
/// instruction it executed, in order (the observable the simulation of §10 compares).
type Trace = (Outcome, Vec<(Option<Inst>, i64)>);

/// Runs a function given per block its instructions and successors, `budget` blocks long.
fn run<'a>(
    model: &FunctionModel,
    blocks: &Csr<Block, u32>,
    succs: &Csr<Block, Block>,
    inst: impl Fn(u32) -> Op<'a>,
    slot_of: impl Fn(ValueRef) -> Option<u32>,
    args: [i64; 2],
    budget: usize,
) -> Trace {
    let mut events = Vec::new();
    let mut values: Vec<Option<i64>> = vec![None; blocks.num_entries()];
    let read = |values: &[Option<i64>], v: ValueRef| -> Option<i64> {
        match v {
            ValueRef::Old(Operand::Arg(k)) => Some(args[k as usize]),
            ValueRef::Old(Operand::Const(c)) => match model.consts[c] {
                ConstKind::Int(x) => Some(x),
                _ => None,
            },
            ValueRef::ConstInt { value, .. } => Some(value),
            _ => values[slot_of(v)? as usize],
        }
    };
    let (mut cur, mut prev) = (Block::ENTRY, None::<Block>);
    for _ in 0..budget {
        let row = blocks.row(cur);
        let n_phis = row
            .iter()
            .take_while(|&&i| inst(i).opcode == Opcode::Phi)
            .count();
        let mut incoming = Vec::with_capacity(n_phis);
        for &i in &row[..n_phis] {
            let op = inst(i);
            let Some(k) = prev.and_then(|p| op.incoming.iter().position(|&b| b == p)) else {
                return (Outcome::Stuck, events);
            };
            match read(&values, op.operands[k]) {
                Some(x) => incoming.push(x),
                None => return (Outcome::Stuck, events),
            }
        }
        for (&i, x) in row.iter().zip(incoming) {
            values[i as usize] = Some(x);
        }
        for &i in &row[n_phis..] {
            let op = inst(i);
            let mut ops = [0i64; 3];
            for (k, &v) in op.operands.iter().enumerate() {
                if matches!(v, ValueRef::Old(Operand::Block(_)) | ValueRef::NewBlock(_)) {
                    continue;
                }
                match read(&values, v) {
                    Some(x) => ops[k] = x,
                    None => return (Outcome::Stuck, events),
                }
            }
            let out = match op.opcode {
                ADD => ops[0].wrapping_add(ops[1]),
                MUL => ops[0].wrapping_mul(ops[1]),
                Opcode::ICmp => i64::from(ops[0] < ops[1]),
                RET => return (Outcome::Returned(ops[0]), events),
                Opcode::Br => {
                    let s = succs.row(cur);
                    let next = if s.len() == 2 && ops[0] == 0 {
                        s[1]
                    } else {
                        s[0]
                    };
                    prev = Some(cur);
                    cur = next;
                    break;
                }
                _ => return (Outcome::Stuck, events),
            };
            values[i as usize] = Some(out);
            events.push((op.source, out));
        }
    }
    (Outcome::Running, events)
}

fn run_source(cfg: &Cfg, model: &FunctionModel, args: [i64; 2], budget: usize) -> Trace {
    let rows: Vec<Vec<u32>> = cfg
        .blocks()
        .map(|b| model.block(b).iter().map(|i| i.as_u32()).collect())
        .collect();
    let owned: Vec<Vec<ValueRef>> = model
        .insts
        .indices()
        .map(|i| {
            model
                .operands(i)
                .iter()
                .map(|&o| ValueRef::Old(o))
                .collect()
        })
        .collect();
    run(
        model,
        &Csr::from_rows(&rows),
        cfg.succ_table(),
        |i| {
            let i = Inst::from_u32(i);
            Op {
                source: Some(i),
                opcode: model.insts[i].opcode,
                operands: &owned[i.index()],
                incoming: model.incoming(i),
            }
        },
        |v| match v {
            ValueRef::Old(Operand::Inst(i)) => Some(i.as_u32()),
            _ => None,
        },
        args,
        budget,
    )
}

fn run_target(t: &TargetFunction, model: &FunctionModel, args: [i64; 2], budget: usize) -> Trace {
    let rows: Vec<Vec<u32>> = (0..t.num_blocks())
        .map(|b| t.block(Block::new(b)).iter().map(|i| i.as_u32()).collect())
        .collect();
    run(
        model,
        &Csr::from_rows(&rows),
        t.cfg.succ_table(),
        |i| {
            let i = TInst::from_u32(i);
            Op {
                source: t.insts[i].origin.source(),
                opcode: t.insts[i].opcode,
                operands: t.operands(i),
                incoming: t.incoming(i),
            }
        },
        |v| t.value_inst(v).map(|i| i.as_u32()),
        args,
        budget,
    )
}

/// Whether the target does what the source does on `args`: it executes the same source
/// instructions on the same values in the same order, and returns the same value if it
/// returns. The source gets a larger budget: a target may skip jumps, never work.
fn agrees(cfg: &Cfg, model: &FunctionModel, t: &TargetFunction, args: [i64; 2]) -> bool {
    const BUDGET: usize = 200;
    let (target, t_events) = run_target(t, model, args, BUDGET);
    let (source, s_events) = run_source(cfg, model, args, 4 * BUDGET);
    match target {
        Outcome::Returned(_) => source == target && s_events == t_events,
        Outcome::Running => source != Outcome::Stuck && s_events.starts_with(&t_events),
        Outcome::Stuck => false,
    }
}

#[test]
fn accepted_rewrites_compute_what_the_source_computes() {
    let inputs = [[0, 0], [3, 7], [-2, 5], [10, 1], [1, 1], [-7, -9]];
    let mut correct = 0;
    // Per corruption: how often it was accepted, and refused.
    let mut tally = [[0usize; 2]; CORRUPTIONS.len()];
    for seed in 0..5000u64 {
        let mut rng = Rng::new(seed);
        let n = 2 + rng.below(7) as usize;
        let (cfg, model) = random_function(&mut rng, seed, n);
        for args in inputs {
            let ran = run_source(&cfg, &model, args, 400).0;
            assert_ne!(
                ran,
                Outcome::Stuck,
                "seed {seed}: the generator made a bad function"
            );
        }
        let pick = rng.below(CORRUPTIONS.len() as u64 - 1) as usize + 1;
        let corruption = CORRUPTIONS[pick];
        // The correct plan and the corrupted one make the same random choices up to the
        // corruption.
        let state = rng.next();
        let Some((plan, claims)) = rewrite(&mut Rng::new(state), &cfg, &model, Corruption::None)
        else {
            continue;
        };
        let p = validate(&cfg, &model, &plan, &claims)
            .unwrap_or_else(|e| panic!("seed {seed}: correct rewrite refused: {e}"));
        for args in inputs {
            assert!(
                agrees(&cfg, &model, &p.target, args),
                "seed {seed}: {args:?}"
            );
        }
        correct += 1;
        let Some((bad, claims)) = rewrite(&mut Rng::new(state), &cfg, &model, corruption) else {
            continue;
        };
        if bad.apply_to(&cfg, &model).as_ref() == Ok(&p.target) {
            continue; // the corruption changed nothing in this shape
        }
        match validate(&cfg, &model, &bad, &claims) {
            Ok(p) => {
                for args in inputs {
                    assert!(
                        agrees(&cfg, &model, &p.target, args),
                        "seed {seed}: accepted {corruption:?} computes something else on {args:?}"
                    );
                }
                tally[pick][0] += 1;
            }
            Err(_) => tally[pick][1] += 1,
        }
    }
    assert!(correct >= 300, "only {correct} correct rewrites");
    // Corruptions of values and bodies almost never pass. (A corruption may produce another
    // correct rewrite — a merge that drops the one instruction it merged is no merge at
    // all — and branch corruptions are often harmless: a fold on a known condition, a
    // skipped empty block.)
    for (c, t) in CORRUPTIONS.iter().zip(&tally) {
        if matches!(
            c,
            Corruption::SuccessorPhiValue
                | Corruption::ResolvedValue
                | Corruption::SwappedOperands
                | Corruption::MissingInstruction
        ) {
            assert!(
                t[0] * 20 <= t[1],
                "{c:?} accepted {} times, refused {}",
                t[0],
                t[1]
            );
            assert!(t[1] >= 20, "{c:?} refused only {} times", t[1]);
        }
    }
}

#[test]
fn the_interpreter_sees_a_wrong_rewrite() {
    // The differential test is only as good as its interpreter: copies whose branch targets
    // are swapped must compute something else on some input, somewhere.
    let mut differs = 0;
    for seed in 0..400u64 {
        let mut rng = Rng::new(seed);
        let n = 2 + rng.below(7) as usize;
        let (cfg, model) = random_function(&mut rng, seed, n);
        let mut spoil = Rng::new(seed);
        let bad = (&mut spoil, Corruption::SwappedTargets);
        let Some(plan) = duplicate(&mut rng, bad, &cfg, &model) else {
            continue;
        };
        let Ok(t) = plan.apply_to(&cfg, &model) else {
            continue;
        };
        let inputs = [[0, 0], [3, 7], [-2, 5], [10, 1]];
        if inputs.iter().any(|&a| !agrees(&cfg, &model, &t, a)) {
            differs += 1;
        }
    }
    assert!(differs >= 10, "only {differs} wrong rewrites observed");
}
