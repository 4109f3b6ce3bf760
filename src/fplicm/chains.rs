//! Dependent chains over almost-invariant loads (`freqpath-fplicm-perf`, seed 003): the
//! instructions of the frequent path that compute only from cached loads and loop-invariant
//! values are computed once before the loop and again after each repair, and every value of
//! the chain used elsewhere is replaced by its cached value. A chain is worth it only when it
//! saves at least two expensive operations per iteration.
//!
//! Copies run where the original did not (before a loop that may not iterate, after a repair
//! on the last iteration), so each copy is made unable to fault or trap, and may differ from
//! the original only where the original's evaluation would have undefined behaviour (so no
//! execution of the original ever uses it; `docs/fplicm-design.md` §9):
//! - a chain load reads its address only when the address lies, aligned, inside the object
//!   it is based on, which LLVM knows dereferenceable as a whole; otherwise it reads the
//!   object's start. An access outside the object it is based on is undefined behaviour,
//!   whatever the indices that computed it ([`guard_address`]);
//! - an integer division divides by 1 where the original would divide by zero (or overflow
//!   `INT_MIN / -1`) ([`guard_division`]);
//! - flags that make a result poison (`nsw`, `nuw`, `exact`, `inbounds`) are dropped, and
//!   the guarded values are frozen, so no poison reaches an address, a divisor or a guard.

use std::collections::HashMap;

use super::hoist::{
    after_write, place_phis, resolve, Definitions, FunctionInput, GroupValues, LoopCandidate,
};
use super::ssa::{self, Use};
use crate::edit::model::{FunctionModel, Inst, InstKind, ObjectFacts, Operand, TypeId};
use crate::edit::opcode::{IntPredicate, Opcode};
use crate::edit::plan::{Edit, EditPlan, InsertPoint, InstRef, NewOp, ValueRef};
use crate::graph::Block;

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
pub(crate) fn is_expensive(model: &FunctionModel, i: Inst) -> bool {
    let data = &model.insts[i];
    match data.opcode {
        Opcode::FDiv => true,
        Opcode::SDiv | Opcode::UDiv => !matches!(model.operands(i)[1], Operand::Const(_)),
        _ => false,
    }
}

/// Whether a non-load `i` may be copied into a chain: side-effect-free computation,
/// speculatable intrinsics touching no memory, and divisions (integer ones guarded).
pub(crate) fn copyable(input: &FunctionInput<'_>, i: Inst) -> bool {
    let model = input.model;
    let data = &model.insts[i];
    match data.kind {
        InstKind::Pure => true,
        InstKind::GetElementPtr { .. } => true,
        InstKind::Call { speculatable, .. } => speculatable,
        InstKind::Division => {
            if matches!(data.opcode, Opcode::FDiv | Opcode::FRem) {
                return true; // floating-point division never traps
            }
            int_width(model, data.ty).is_some()
        }
        _ => false,
    }
}

/// For a load that may join a chain (its copies can be guarded, [`guard_object`]): the
/// rare-block writes that may change what it reads, the last per block; `None` when a
/// frequent block may write it (then it is not invariant on the frequent path).
pub(crate) fn chain_load_writes(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    i: Inst,
) -> Option<Vec<(Block, Inst)>> {
    let model = input.model;
    let InstKind::Load { ordered: false, .. } = model.insts[i].kind else {
        return None;
    };
    guard_object(model, i)?;
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
            .find(|&&w| input.memory.may_write(w, i));
        match last {
            Some(_) if on_path[b] => return None,
            Some(&w) => writes.push((b, w)),
            None => {}
        }
    }
    Some(writes)
}

/// The object a speculative copy of load `load` is checked against ([`guard_address`]):
/// the underlying object of its address (LLVM's `getUnderlyingObject`), when LLVM knows it
/// dereferenceable as a whole for the whole function, it holds the access, its start is
/// aligned for it (the guard's fallback reads there), and it exists before any loop: a
/// global, an argument or a static alloca.
pub(crate) fn guard_object(model: &FunctionModel, load: Inst) -> Option<(Operand, ObjectFacts)> {
    let InstKind::Load { size, align, .. } = model.insts[load].kind else {
        return None;
    };
    let object = model.operand_bases(load)[0]?.base;
    let before_loops = match object {
        Operand::Const(_) | Operand::Arg(_) => true,
        Operand::Inst(a) => matches!(model.insts[a].kind, InstKind::StaticAlloca { .. }),
        _ => false,
    };
    let facts = model.object(object)?;
    let fits = facts.bytes >= size && facts.align >= u64::from(align.max(1));
    (before_loops && fits && model.intptr_ty.is_some()).then_some((object, facts))
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
    let mut value: HashMap<Inst, ValueRef> = HashMap::new();
    for &g in &family.groups {
        for &load in &lc.groups[g].loads {
            value.insert(load, root_value(g));
        }
    }
    copy_chain(input, &family.members, value, at, plan)
}

/// Copies `members` (in definition order) at `at`, reading the values in `value` for the
/// chain's roots; returns `value` with every member's copy added. Copies are guarded
/// against faults and traps.
pub(crate) fn copy_chain(
    input: &FunctionInput<'_>,
    members: &[Inst],
    mut value: HashMap<Inst, ValueRef>,
    at: InsertPoint,
    plan: &mut EditPlan,
) -> HashMap<Inst, ValueRef> {
    let model = input.model;
    for &m in members {
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
            InstKind::Load { size, align, .. } => {
                let (object, facts) =
                    guard_object(model, m).expect("chain loads have a guard object");
                let address = mapped(&remap, ops[0]);
                let safe = guard_address(plan, at, model, address, object, facts, size, align);
                set(&mut remap, ValueRef::Old(ops[0]), safe);
            }
            InstKind::Division
                if matches!(
                    data.opcode,
                    Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
                ) =>
            {
                if let Some(width) = int_width(model, data.ty) {
                    let signed = matches!(data.opcode, Opcode::SDiv | Opcode::SRem);
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

/// The address a speculative copy of a chain load reads: `address` itself when it lies
/// inside `object` with room for the access and is aligned for it, else the object's start.
///
/// Sound because the original reads `address` from a pointer based on `object` (its
/// underlying object): an access that is not inside the object, or not aligned as the load
/// says, is undefined behaviour, so wherever the check fails, no execution of the original
/// uses the value the copy reads instead. The check is on the final address against the
/// whole object, never on single indices: `M[1][13]` of a `double M[8][8]` is element 21 of
/// `M`, a valid access although 13 is outside its row. The address is frozen first, so the
/// check and the load see the same value even when the original's address is poison.
#[allow(clippy::too_many_arguments)]
fn guard_address(
    plan: &mut EditPlan,
    at: InsertPoint,
    model: &FunctionModel,
    address: ValueRef,
    object: Operand,
    facts: ObjectFacts,
    size: u64,
    align: u32,
) -> ValueRef {
    let intptr = model
        .intptr_ty
        .expect("guard_object checked the pointer-wide type");
    let constant = |value: u64| ValueRef::ConstInt {
        ty: intptr,
        value: value as i64,
    };
    let frozen = ValueRef::New(plan.create(NewOp::Freeze(address), at, b"fplicm.ptr"));
    let as_int = |plan: &mut EditPlan, value, name: &[u8]| {
        ValueRef::New(plan.create(NewOp::PtrToInt { value, ty: intptr }, at, name))
    };
    let address_int = as_int(plan, frozen, b"fplicm.addrint");
    let object_int = as_int(plan, ValueRef::Old(object), b"fplicm.objint");
    let offset = plan.create(
        NewOp::Binary {
            opcode: Opcode::Sub,
            lhs: address_int,
            rhs: object_int,
        },
        at,
        b"fplicm.offset",
    );
    // Unsigned: an address before the object wraps to a huge offset.
    let mut ok = ValueRef::New(plan.create(
        NewOp::ICmp {
            predicate: IntPredicate::Ule,
            lhs: ValueRef::New(offset),
            rhs: constant(facts.bytes - size),
        },
        at,
        b"fplicm.inside",
    ));
    if align > 1 {
        let low = plan.create(
            NewOp::Binary {
                opcode: Opcode::And,
                lhs: address_int,
                rhs: constant(u64::from(align) - 1),
            },
            at,
            b"fplicm.misalign",
        );
        let aligned = plan.create(
            NewOp::ICmp {
                predicate: IntPredicate::Eq,
                lhs: ValueRef::New(low),
                rhs: constant(0),
            },
            at,
            b"fplicm.aligned",
        );
        ok = ValueRef::New(plan.create(
            NewOp::Binary {
                opcode: Opcode::And,
                lhs: ok,
                rhs: ValueRef::New(aligned),
            },
            at,
            b"fplicm.safe",
        ));
    }
    ValueRef::New(plan.create(
        NewOp::Select {
            condition: ok,
            then: frozen,
            otherwise: ValueRef::Old(object),
        },
        at,
        b"fplicm.safeaddr",
    ))
}

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
            predicate: IntPredicate::Eq,
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
                predicate: IntPredicate::Eq,
                lhs: ValueRef::New(divisor),
                rhs: constant(-1),
            },
            at,
            b"fplicm.divm1",
        );
        let int_min = plan.create(
            NewOp::ICmp {
                predicate: IntPredicate::Eq,
                lhs: ValueRef::New(numerator),
                rhs: constant(i64::MIN >> (64 - width)),
            },
            at,
            b"fplicm.nummin",
        );
        let overflow = plan.create(
            NewOp::Binary {
                opcode: Opcode::And,
                lhs: ValueRef::New(minus_one),
                rhs: ValueRef::New(int_min),
            },
            at,
            b"fplicm.divovf",
        );
        let either = plan.create(
            NewOp::Binary {
                opcode: Opcode::Or,
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
        let member = |_: Block| vec![(v, Vec::new())];
        let phis = place_phis(
            plan,
            &solution,
            model.insts[v].ty,
            b"fplicm.cached",
            defs,
            &member,
        );
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
