//! Dependent chains over almost-invariant loads (`freqpath-fplicm-perf`, seed 003): the
//! instructions of the frequent path that compute only from cached loads and loop-invariant
//! values are computed once before the loop and again after each repair, and every value of
//! the chain used elsewhere is replaced by its cached value. A chain is worth it only when it
//! saves at least two expensive operations per iteration.
//!
//! Copies run where the original did not (before a loop that may not iterate, after a repair
//! on the last iteration), so each copy is made unable to fault or trap: divisors are frozen
//! and replaced by 1 where the original would have divided by zero (or overflowed `INT_MIN /
//! -1`), array indices of chain loads are frozen and clamped into the array, and flags that
//! make a result poison (`nsw`, `nuw`, `exact`) are dropped. A garbage value computed that
//! way is never used: the original would have had undefined behaviour at the same point.

use std::collections::HashMap;

use super::alias::Location;
use super::hoist::{
    after_write, place_phis, resolve, Definitions, FunctionInput, GroupValues, LoopCandidate,
};
use super::ssa::{self, Use};
use crate::edit::model::{ConstKind, FunctionModel, Inst, InstKind, Operand, TypeId};
use crate::edit::plan::{Edit, EditPlan, InsertPoint, InstRef, NewOp, ValueRef};
use crate::graph::Block;

/// LLVM opcode numbers (`LLVMOpcode`) the chains look at.
mod opcode {
    pub const UDIV: u32 = 14;
    pub const SDIV: u32 = 15;
    pub const FDIV: u32 = 16;
    pub const UREM: u32 = 17;
    pub const SREM: u32 = 18;
    pub const FREM: u32 = 19;
    pub const AND: u32 = 23;
    pub const OR: u32 = 24;
}

/// LLVM integer predicates (`LLVMIntPredicate`).
mod predicate {
    pub const EQ: u32 = 32;
    pub const ULT: u32 = 36;
}

/// One connected chain: the groups whose loads root it and its members in definition order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Family {
    /// Indices into the loop's groups.
    pub groups: Vec<usize>,
    /// Members other than the root loads, in definition order.
    pub members: Vec<Inst>,
    /// Per member (parallel to `members`): its snapshot block, the block of the root loads
    /// it computes from (their values are those entering that block).
    pub snapshots: Vec<Block>,
    /// FP divisions and integer divisions by a non-constant in `members`.
    pub expensive: usize,
    /// Members used outside the chain: they need a cached value.
    pub carried: Vec<Inst>,
    /// Rare-block writes that may change what a chain load reads: per block, the last one.
    /// The chain is recomputed after them, as after the groups' repairs.
    pub load_writes: Vec<(Block, Inst)>,
}

impl Family {
    /// The seed's cost filter: hoist only chains saving two expensive operations or more.
    pub fn worth_hoisting(&self) -> bool {
        self.expensive >= 2
    }
}

/// Collects the chains of a loop: members are instructions of frequent blocks (path order,
/// which respects definitions), of a kind that may be copied, with at least one operand in a
/// chain and the others in a chain or loop-invariant, all chain operands having the same
/// snapshot block (the block whose entry value the root loads read).
pub fn collect_families(input: &FunctionInput<'_>, lc: &LoopCandidate) -> Vec<Family> {
    let model = input.model;
    let invariant = |op: Operand| match op {
        Operand::Inst(i) => !lc.in_loop[model.insts[i].block],
        Operand::Arg(_) | Operand::Const(_) => true,
        _ => false,
    };
    // Chain value → (snapshot block, family representative).
    let mut chain: HashMap<Inst, (Block, usize)> = HashMap::new();
    let mut parent: Vec<usize> = Vec::new();
    let mut root_group: Vec<Vec<usize>> = Vec::new();
    for (g, group) in lc.groups.iter().enumerate() {
        for &load in &group.loads {
            let id = parent.len();
            parent.push(id);
            root_group.push(vec![g]);
            chain.insert(load, (model.insts[load].block, id));
        }
    }
    let mut members: Vec<(Inst, usize)> = Vec::new();
    let mut load_writes: HashMap<Inst, Vec<(Block, Inst)>> = HashMap::new();
    for &b in &lc.frequent {
        for &i in model.block(b) {
            if chain.contains_key(&i) {
                continue;
            }
            let writes = match model.insts[i].kind {
                InstKind::Load { .. } => match chain_load_writes(input, lc, i) {
                    Some(w) => w,
                    None => continue,
                },
                _ if copyable(input, i) => Vec::new(),
                _ => continue,
            };
            let ops = model.operands(i);
            let mut snapshot: Option<Block> = None;
            let mut families = Vec::new();
            let mut ok = true;
            for &op in ops {
                match op {
                    Operand::Inst(d) if chain.contains_key(&d) => {
                        let (s, f) = chain[&d];
                        if snapshot.is_some_and(|x| x != s) {
                            ok = false;
                        }
                        snapshot = Some(s);
                        families.push(f);
                    }
                    op if invariant(op) => {}
                    _ => ok = false,
                }
            }
            let Some(snapshot) = snapshot.filter(|_| ok) else {
                continue;
            };
            // A load that rare writes may change reads memory at its own position: its
            // cached value stays right only if its index values are as of its own block.
            if !writes.is_empty() && snapshot != b {
                continue;
            }
            let root = find(&mut parent, families[0]);
            for &f in &families[1..] {
                let other = find(&mut parent, f);
                if other != root {
                    parent[other] = root;
                }
            }
            chain.insert(i, (snapshot, root));
            members.push((i, root));
            if !writes.is_empty() {
                load_writes.insert(i, writes);
            }
        }
    }
    // Gather families by representative.
    let mut by_rep: HashMap<usize, Family> = HashMap::new();
    let mut order: Vec<usize> = Vec::new();
    for (id, groups) in root_group.iter().enumerate() {
        let rep = find(&mut parent, id);
        let family = by_rep.entry(rep).or_insert_with(|| {
            order.push(rep);
            Family {
                groups: Vec::new(),
                members: Vec::new(),
                snapshots: Vec::new(),
                expensive: 0,
                carried: Vec::new(),
                load_writes: Vec::new(),
            }
        });
        for &g in groups {
            if !family.groups.contains(&g) {
                family.groups.push(g);
            }
        }
    }
    let users = model.users();
    for &(i, f) in &members {
        let rep = find(&mut parent, f);
        let family = by_rep.get_mut(&rep).expect("family of a member");
        family.members.push(i);
        family.snapshots.push(chain[&i].0);
        if is_expensive(model, i) {
            family.expensive += 1;
        }
        let used_outside = users.row(i).iter().any(|u| !chain.contains_key(u));
        if used_outside {
            family.carried.push(i);
        }
        for &(wb, w) in load_writes.get(&i).map(Vec::as_slice).unwrap_or(&[]) {
            family.load_writes.push((wb, w));
        }
    }
    order
        .into_iter()
        .filter_map(|rep| by_rep.remove(&rep))
        .filter(|f| !f.members.is_empty())
        .collect()
}

fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// FP division, or integer division by a value that is not a constant (the seed's rule:
/// remainders and divisions by constants do not count).
fn is_expensive(model: &FunctionModel, i: Inst) -> bool {
    let data = &model.insts[i];
    match data.opcode {
        opcode::FDIV => true,
        opcode::SDIV | opcode::UDIV => !matches!(model.operands(i)[1], Operand::Const(_)),
        _ => false,
    }
}

/// Whether a non-load `i` may be copied into a chain: side-effect-free computation,
/// speculatable intrinsics touching no memory, and divisions (integer ones guarded).
fn copyable(input: &FunctionInput<'_>, i: Inst) -> bool {
    let model = input.model;
    let data = &model.insts[i];
    match data.kind {
        InstKind::Pure => true,
        InstKind::GetElementPtr { .. } => true,
        InstKind::Call { speculatable, .. } => speculatable,
        InstKind::Division => {
            if matches!(data.opcode, opcode::FDIV | opcode::FREM) {
                return true; // floating-point division never traps
            }
            int_width(model, data.ty).is_some()
        }
        _ => false,
    }
}

/// For a load that may join a chain (its address a GEP that can be clamped into a known
/// object): the rare-block writes that may change what it reads, the last per block; `None`
/// when a frequent block may write it (then it is not invariant on the frequent path).
fn chain_load_writes(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    i: Inst,
) -> Option<Vec<(Block, Inst)>> {
    let model = input.model;
    let InstKind::Load {
        ordered: false,
        size,
        ..
    } = model.insts[i].kind
    else {
        return None;
    };
    let Operand::Inst(gep) = model.operands(i)[0] else {
        return None;
    };
    if !clampable(model, gep, size) {
        return None;
    }
    let loc = Location {
        pointer: model.operands(i)[0],
        base: model.operand_bases(i)[0],
        size: Some(size),
    };
    let mut on_path = model.block_map(false);
    for &b in &lc.frequent {
        on_path[b] = true;
    }
    let mut writes = Vec::new();
    for (b, &inside) in lc.in_loop.iter_enumerated() {
        if !inside {
            continue;
        }
        let last = model
            .block(b)
            .iter()
            .rev()
            .find(|&&w| input.alias.may_write(w, &loc));
        match last {
            Some(_) if on_path[b] => return None,
            Some(&w) => writes.push((b, w)),
            None => {}
        }
    }
    Some(writes)
}

/// A GEP whose variable indices can all be clamped into its base object: an `inbounds` GEP
/// straight off a global variable or static alloca, every non-constant index with a known
/// range, and the addressed element at least as large as the access.
fn clampable(model: &FunctionModel, gep: Inst, access: u64) -> bool {
    let InstKind::GetElementPtr { inbounds: true } = model.insts[gep].kind else {
        return false;
    };
    let ops = model.operands(gep);
    let bounds = model.index_bounds(gep);
    let base_ok = match ops[0] {
        Operand::Const(c) => matches!(
            model.consts[c],
            ConstKind::GlobalVariable {
                identified: true,
                ..
            }
        ),
        Operand::Inst(a) => matches!(model.insts[a].kind, InstKind::StaticAlloca { .. }),
        _ => false,
    };
    base_ok
        && bounds[0] >= access
        && ops
            .iter()
            .zip(bounds)
            .skip(1)
            .all(|(&op, &n)| matches!(op, Operand::Const(_)) || n > 0)
}

/// The bit width of an integer type of 8, 16, 32 or 64 bits (judged by store size).
fn int_width(model: &FunctionModel, ty: TypeId) -> Option<u32> {
    match model.type_sizes[ty] {
        Some(1) => Some(8),
        Some(2) => Some(16),
        Some(4) => Some(32),
        Some(8) => Some(64),
        _ => None,
    }
}

/// The type of an operand, when the model knows it.
fn operand_type(model: &FunctionModel, op: Operand) -> Option<TypeId> {
    match op {
        Operand::Inst(i) => Some(model.insts[i].ty),
        Operand::Arg(a) => model.args.get(a as usize).and_then(|a| a.ty),
        _ => None,
    }
}

/// Copies the family's members at `at`, the roots read from `root_value(group)`; returns
/// the copy of each member. Copies are guarded against faults and traps.
fn copy_members(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    family: &Family,
    at: InsertPoint,
    root_value: &dyn Fn(usize) -> ValueRef,
    plan: &mut EditPlan,
) -> HashMap<Inst, ValueRef> {
    let model = input.model;
    let mut value: HashMap<Inst, ValueRef> = HashMap::new();
    for &g in &family.groups {
        for &load in &lc.groups[g].loads {
            value.insert(load, root_value(g));
        }
    }
    for &m in &family.members {
        let data = &model.insts[m];
        let ops = model.operands(m);
        let mut remap: Vec<(ValueRef, ValueRef)> = ops
            .iter()
            .filter_map(|op| match op {
                Operand::Inst(d) => value.get(d).map(|&v| (ValueRef::Old(*op), v)),
                _ => None,
            })
            .collect();
        let mapped = |remap: &[(ValueRef, ValueRef)], op: Operand| {
            remap
                .iter()
                .find(|(from, _)| *from == ValueRef::Old(op))
                .map_or(ValueRef::Old(op), |&(_, to)| to)
        };
        match data.kind {
            InstKind::GetElementPtr { .. } => {
                // Clamp every variable index into its range: freeze, compare, select.
                let bounds = model.index_bounds(m);
                for (k, &op) in ops.iter().enumerate().skip(1) {
                    if matches!(op, Operand::Const(_)) || bounds[k] == 0 {
                        continue;
                    }
                    let Some(ty) = operand_type(model, op) else {
                        continue;
                    };
                    let current = mapped(&remap, op);
                    let frozen = plan.create(NewOp::Freeze(current), at, b"fplicm.idx");
                    let inside = plan.create(
                        NewOp::ICmp {
                            predicate: predicate::ULT,
                            lhs: ValueRef::New(frozen),
                            rhs: ValueRef::ConstInt {
                                ty,
                                value: bounds[k] as i64,
                            },
                        },
                        at,
                        b"fplicm.inbounds",
                    );
                    let safe = plan.create(
                        NewOp::Select {
                            condition: ValueRef::New(inside),
                            then: ValueRef::New(frozen),
                            otherwise: ValueRef::ConstInt { ty, value: 0 },
                        },
                        at,
                        b"fplicm.safeidx",
                    );
                    set(&mut remap, ValueRef::Old(op), ValueRef::New(safe));
                }
            }
            InstKind::Division
                if matches!(
                    data.opcode,
                    opcode::SDIV | opcode::UDIV | opcode::SREM | opcode::UREM
                ) =>
            {
                if let Some(width) = int_width(model, data.ty) {
                    let signed = matches!(data.opcode, opcode::SDIV | opcode::SREM);
                    guard_division(plan, at, data.ty, width, signed, ops, &mut remap, &mapped);
                }
            }
            _ => {}
        }
        let copy = plan.create(
            NewOp::Clone {
                source: m,
                remap,
                drop_poison_flags: true,
            },
            at,
            b"fplicm.chain",
        );
        value.insert(m, ValueRef::New(copy));
    }
    value
}

fn set(remap: &mut Vec<(ValueRef, ValueRef)>, from: ValueRef, to: ValueRef) {
    match remap.iter_mut().find(|(f, _)| *f == from) {
        Some(entry) => entry.1 = to,
        None => remap.push((from, to)),
    }
}

/// Looks an operand up in a copy's remapping (the operand itself when not remapped).
type Mapped<'a> = dyn Fn(&[(ValueRef, ValueRef)], Operand) -> ValueRef + 'a;

/// Makes an integer division's copy unable to trap: the divisor becomes 1 where it is zero
/// (or, signed, where the division is `INT_MIN / -1`); both operands are frozen first, so a
/// poison input cannot make the check and the division disagree.
#[allow(clippy::too_many_arguments)]
fn guard_division(
    plan: &mut EditPlan,
    at: InsertPoint,
    ty: TypeId,
    width: u32,
    signed: bool,
    ops: &[Operand],
    remap: &mut Vec<(ValueRef, ValueRef)>,
    mapped: &Mapped<'_>,
) {
    let constant = |value| ValueRef::ConstInt { ty, value };
    let divisor = plan.create(NewOp::Freeze(mapped(remap, ops[1])), at, b"fplicm.div");
    let zero = plan.create(
        NewOp::ICmp {
            predicate: predicate::EQ,
            lhs: ValueRef::New(divisor),
            rhs: constant(0),
        },
        at,
        b"fplicm.divzero",
    );
    let mut bad = ValueRef::New(zero);
    if signed {
        let numerator = plan.create(NewOp::Freeze(mapped(remap, ops[0])), at, b"fplicm.num");
        let minus_one = plan.create(
            NewOp::ICmp {
                predicate: predicate::EQ,
                lhs: ValueRef::New(divisor),
                rhs: constant(-1),
            },
            at,
            b"fplicm.divm1",
        );
        let int_min = plan.create(
            NewOp::ICmp {
                predicate: predicate::EQ,
                lhs: ValueRef::New(numerator),
                rhs: constant(i64::MIN >> (64 - width)),
            },
            at,
            b"fplicm.nummin",
        );
        let overflow = plan.create(
            NewOp::Binary {
                opcode: opcode::AND,
                lhs: ValueRef::New(minus_one),
                rhs: ValueRef::New(int_min),
            },
            at,
            b"fplicm.divovf",
        );
        let either = plan.create(
            NewOp::Binary {
                opcode: opcode::OR,
                lhs: bad,
                rhs: ValueRef::New(overflow),
            },
            at,
            b"fplicm.divbad",
        );
        bad = ValueRef::New(either);
        set(remap, ValueRef::Old(ops[0]), ValueRef::New(numerator));
    }
    let safe = plan.create(
        NewOp::Select {
            condition: bad,
            then: constant(1),
            otherwise: ValueRef::New(divisor),
        },
        at,
        b"fplicm.safediv",
    );
    set(remap, ValueRef::Old(ops[1]), ValueRef::New(safe));
}

/// Plans a hoisted family: copies in the preheader and after the repairs of its groups, an
/// SSA update per carried member (its cached value as of its snapshot block), and the
/// original members' replacement and deletion. `values` are the group rewrites (first
/// halves) already in the plan, per group of the loop (every group of the family has one).
pub fn plan_family(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    family: &Family,
    values: &[Option<GroupValues>],
    plan: &mut EditPlan,
) {
    let model = input.model;
    let value_of = |g: usize| -> &GroupValues {
        values[g]
            .as_ref()
            .expect("every group of a hoisted family is rewritten")
    };
    // Preheader: from the groups' preheader loads.
    let entry = copy_members(
        input,
        lc,
        family,
        InsertPoint::BlockEnd(crate::edit::plan::BlockRef::Old(lc.preheader)),
        &|g| ValueRef::New(value_of(g).entry),
        plan,
    );
    // After the repairs: one copy per block repairing any of the family's groups, after the
    // latest of its writes, reading each group's value current there.
    let positions = model.positions();
    let mut repair_blocks: Vec<(Block, Inst)> = Vec::new();
    let writes = family
        .groups
        .iter()
        .flat_map(|&g| lc.groups[g].repairs.iter().copied())
        .chain(family.load_writes.iter().copied());
    for (b, w) in writes {
        match repair_blocks.iter_mut().find(|(rb, _)| *rb == b) {
            Some(entry) if positions[w] > positions[entry.1] => entry.1 = w,
            Some(_) => {}
            None => repair_blocks.push((b, w)),
        }
    }
    let copies: Vec<HashMap<Inst, ValueRef>> = repair_blocks
        .iter()
        .map(|&(b, w)| {
            let root_value = |g: usize| -> ValueRef {
                let group = &lc.groups[g];
                match group.repairs.iter().position(|&(rb, _)| rb == b) {
                    Some(k) => ValueRef::New(value_of(g).repairs[k]),
                    None => value_of(g).value_in[b].unwrap_or(ValueRef::New(value_of(g).entry)),
                }
            };
            copy_members(input, lc, family, after_write(model, w), &root_value, plan)
        })
        .collect();
    // Each carried member: its cached value entering its snapshot block.
    let blocks: Vec<Block> = repair_blocks.iter().map(|&(b, _)| b).collect();
    let region = ssa::LoopRegion {
        cfg: input.cfg,
        dt: input.dt,
        df: input.df,
        header: lc.header,
        preheader: lc.preheader,
        in_loop: &lc.in_loop,
    };
    for &v in &family.carried {
        let at = family
            .members
            .iter()
            .position(|&m| m == v)
            .expect("carried member");
        let snapshot = family.snapshots[at];
        let solution = ssa::solve(
            &region,
            &blocks,
            &[Use {
                block: snapshot,
                after_repair: false,
            }],
        );
        let repairs: Vec<ValueRef> = copies.iter().map(|c| c[&v]).collect();
        let defs = Definitions {
            entry: entry[&v],
            repairs: &repairs,
        };
        let phis = place_phis(plan, &solution, model.insts[v].ty, b"fplicm.cached", defs);
        let cached = resolve(solution.uses[0], defs, &solution, &phis);
        plan.edits.push(Edit::ReplaceAllUses {
            of: InstRef::Old(v),
            with: cached,
        });
    }
    // The originals go (latest first, so nothing is left using them).
    for &m in family.members.iter().rev() {
        plan.edits.push(Edit::Erase { inst: m });
    }
}
