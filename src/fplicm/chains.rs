//! Dependent chains over almost-invariant loads (`freqpath-fplicm-perf`, docs/fplicm-design.md §7): the
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

/// A chain of a loop, over its roots: the almost-invariant values it computes from (a
/// loop's load groups for `collect_load_chains`, its webs of header phis for
/// `values::collect_chain`), members in definition order (all in frequent blocks), what it
/// costs, what the rest of the loop reads of it, and the rare writes it must be recomputed
/// after. One type for both kinds of roots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    /// Indices of the roots (the loop's groups or webs) some member computes from.
    pub roots: Vec<usize>,
    /// Members other than the roots, in definition order.
    pub members: Vec<Inst>,
    /// Per member (parallel to `members`): its snapshot block, the block whose entry values
    /// of the roots it computes from.
    pub snapshots: Vec<Block>,
    /// FP divisions and integer divisions by a non-constant in `members`.
    pub expensive: usize,
    /// Members used outside the chain: they need a cached value.
    pub carried: Vec<Inst>,
    /// Rare-block writes that may change what a member load reads: per block, the last one.
    /// The chain is recomputed after them, as after the roots' repairs.
    pub writes: Vec<(Block, Inst)>,
}

impl Chain {
    /// The seed's cost filter: hoist only chains saving two expensive operations or more.
    pub fn worth_hoisting(&self) -> bool {
        self.expensive >= 2
    }
}

/// Collects the chains of a loop: members are instructions of frequent blocks (path order,
/// which respects definitions), of a kind that may be copied, with at least one operand in a
/// chain and the others in a chain or loop-invariant, all chain operands having the same
/// snapshot block (the block whose entry value the root loads read).
pub fn collect_load_chains(input: &FunctionInput<'_>, lc: &LoopCandidate) -> Vec<Chain> {
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
    let mut by_rep: HashMap<usize, Chain> = HashMap::new();
    let mut order: Vec<usize> = Vec::new();
    for (id, groups) in root_group.iter().enumerate() {
        let rep = find(&mut parent, id);
        let family = by_rep.entry(rep).or_insert_with(|| {
            order.push(rep);
            Chain {
                roots: Vec::new(),
                members: Vec::new(),
                snapshots: Vec::new(),
                expensive: 0,
                carried: Vec::new(),
                writes: Vec::new(),
            }
        });
        for &g in groups {
            if !family.roots.contains(&g) {
                family.roots.push(g);
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
            family.writes.push((wb, w));
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
    family: &Chain,
    at: InsertPoint,
    root_value: &dyn Fn(usize) -> ValueRef,
    plan: &mut EditPlan,
) -> HashMap<Inst, ValueRef> {
    let mut value: HashMap<Inst, ValueRef> = HashMap::new();
    for &g in &family.roots {
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
        if data.kind == InstKind::Phi {
            // A guarded phi (`values::guarded_phi`): `select c, a, b` over the copies. Its
            // arms' members are copied unconditionally like every member (guarded as
            // usual), so the select only chooses between defined values.
            let g = super::values::guarded_phi(input.cfg, model, m)
                .expect("a chain phi is a guarded phi");
            let get = |op: Operand| match op {
                Operand::Inst(d) => value.get(&d).copied().unwrap_or(ValueRef::Old(op)),
                _ => ValueRef::Old(op),
            };
            let copy = plan.create(
                NewOp::Select {
                    condition: get(g.condition),
                    then: get(g.then_value),
                    otherwise: get(g.else_value),
                },
                at,
                b"fplicm.select",
            );
            value.insert(m, ValueRef::New(copy));
            continue;
        }
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
pub fn plan_load_chain(
    input: &FunctionInput<'_>,
    lc: &LoopCandidate,
    family: &Chain,
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
        .roots
        .iter()
        .flat_map(|&g| lc.groups[g].repairs.iter().copied())
        .chain(family.writes.iter().copied());
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
    let region = lc.region(input);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::model::PointerBase;
    use crate::edit::plan::NewInst;
    use crate::fplicm::alias::AliasModel;
    use crate::fplicm::hoist::analyze_loop;
    use crate::fplicm::testing::TestFn;

    fn new(k: u32) -> NewInst {
        NewInst::from_u32(k)
    }

    fn create(id: u32, op: NewOp, at: InsertPoint, name: &[u8]) -> Edit {
        Edit::Create {
            id: new(id),
            op,
            at,
            name: name.to_vec(),
        }
    }

    fn eq(lhs: ValueRef, rhs: ValueRef) -> NewOp {
        NewOp::ICmp {
            predicate: IntPredicate::Eq,
            lhs,
            rhs,
        }
    }

    fn binary(opcode: Opcode, lhs: ValueRef, rhs: ValueRef) -> NewOp {
        NewOp::Binary { opcode, lhs, rhs }
    }

    fn nv(k: u32) -> ValueRef {
        ValueRef::New(new(k))
    }

    /// Where the tests insert: the end of the entry block.
    fn end() -> InsertPoint {
        InsertPoint::BlockEnd(crate::edit::plan::BlockRef::Old(Block::ENTRY))
    }

    /// Loads of every kind of object: a global (64 bytes, aligned to 8), a static alloca, an
    /// argument, a value computed in the function.
    const OBJECTS: &str =
        "E: %a = alloca; %lg = load @g; %la = load %a; %l0 = load arg0; %v = add 1 2; %lv = load %v; ret";

    fn with_load(f: &mut TestFn, load: &str, size: u64, align: u32) {
        let i = f.i(load);
        let InstKind::Load {
            size: s, align: a, ..
        } = &mut f.model.insts[i].kind
        else {
            unreachable!()
        };
        (*s, *a) = (size, align);
    }

    #[test]
    fn guard_object_is_the_global_holding_the_load() {
        let f = TestFn::parse(OBJECTS);
        assert_eq!(
            guard_object(&f.model, f.i("lg")),
            Some((
                f.g("@g"),
                ObjectFacts {
                    bytes: 64,
                    align: 8
                }
            ))
        );
    }

    #[test]
    fn guard_object_of_a_static_alloca_or_argument_with_facts() {
        let mut f = TestFn::parse(OBJECTS);
        let (a, arg) = (Operand::Inst(f.i("a")), Operand::Arg(0));
        // Without facts about them: refused.
        assert_eq!(guard_object(&f.model, f.i("la")), None);
        assert_eq!(guard_object(&f.model, f.i("l0")), None);
        let facts = ObjectFacts { bytes: 4, align: 4 };
        f.model.objects.insert(a, facts);
        f.model.objects.insert(arg, facts);
        assert_eq!(guard_object(&f.model, f.i("la")), Some((a, facts)));
        assert_eq!(guard_object(&f.model, f.i("l0")), Some((arg, facts)));
    }

    /// An object that does not exist before the loops (any other instruction) is refused
    /// even with facts: the guard's fallback must be readable wherever the copy runs.
    #[test]
    fn guard_object_computed_in_the_function_is_refused() {
        let mut f = TestFn::parse(OBJECTS);
        let v = Operand::Inst(f.i("v"));
        f.model.objects.insert(
            v,
            ObjectFacts {
                bytes: 64,
                align: 8,
            },
        );
        let lv = f.i("lv");
        f.model.insts[lv].kind = InstKind::Load {
            ordered: false,
            atomic: false,
            align: 4,
            size: 4,
            safe_anywhere: false,
        };
        let at = f.model.insts[lv].operands.start as usize;
        f.model.operand_bases[at] = Some(PointerBase {
            base: v,
            offset: Some(0),
        });
        assert_eq!(guard_object(&f.model, f.i("lv")), None);
    }

    #[test]
    fn load_wider_than_its_object_is_refused() {
        let mut f = TestFn::parse(OBJECTS);
        f.model
            .objects
            .insert(f.g("@g"), ObjectFacts { bytes: 4, align: 8 });
        assert!(guard_object(&f.model, f.i("lg")).is_some());
        with_load(&mut f, "lg", 8, 8);
        assert_eq!(guard_object(&f.model, f.i("lg")), None);
    }

    #[test]
    fn object_start_less_aligned_than_the_load_is_refused() {
        let mut f = TestFn::parse(OBJECTS);
        f.model.objects.insert(
            f.g("@g"),
            ObjectFacts {
                bytes: 64,
                align: 2,
            },
        );
        assert_eq!(guard_object(&f.model, f.i("lg")), None);
        // An unaligned access (align 1, or 2) is fine against that start.
        with_load(&mut f, "lg", 4, 2);
        assert!(guard_object(&f.model, f.i("lg")).is_some());
    }

    #[test]
    fn guard_object_needs_the_pointer_wide_integer_type() {
        let mut f = TestFn::parse(OBJECTS);
        f.model.intptr_ty = None;
        assert_eq!(guard_object(&f.model, f.i("lg")), None);
    }

    /// The whole-object guard's exact instructions for an `i32` load (align 4) of a 64-byte
    /// object: frozen address, offset from the object's start, `offset <=u 60`, low two bits
    /// clear, select between the address and the object.
    #[test]
    fn guard_address_for_i32_in_a_64_byte_object() {
        let f = TestFn::parse(OBJECTS);
        let intptr = f.model.intptr_ty.unwrap();
        let c = |value| ValueRef::ConstInt { ty: intptr, value };
        let g = f.g("@g");
        let address = ValueRef::Old(Operand::Arg(3));
        let mut plan = EditPlan::default();
        let facts = ObjectFacts {
            bytes: 64,
            align: 8,
        };
        let safe = guard_address(&mut plan, end(), &f.model, address, g, facts, 4, 4);
        assert_eq!(safe, nv(8));
        let at = end();
        let to_int = |value| NewOp::PtrToInt { value, ty: intptr };
        assert_eq!(
            plan.edits,
            vec![
                create(0, NewOp::Freeze(address), at, b"fplicm.ptr"),
                create(1, to_int(nv(0)), at, b"fplicm.addrint"),
                create(2, to_int(ValueRef::Old(g)), at, b"fplicm.objint"),
                create(3, binary(Opcode::Sub, nv(1), nv(2)), at, b"fplicm.offset"),
                create(
                    4,
                    NewOp::ICmp {
                        predicate: IntPredicate::Ule,
                        lhs: nv(3),
                        rhs: c(60),
                    },
                    at,
                    b"fplicm.inside"
                ),
                create(5, binary(Opcode::And, nv(1), c(3)), at, b"fplicm.misalign"),
                create(6, eq(nv(5), c(0)), at, b"fplicm.aligned"),
                create(7, binary(Opcode::And, nv(4), nv(6)), at, b"fplicm.safe"),
                create(
                    8,
                    NewOp::Select {
                        condition: nv(7),
                        then: nv(0),
                        otherwise: ValueRef::Old(g),
                    },
                    at,
                    b"fplicm.safeaddr"
                ),
            ]
        );
    }

    /// An `i64` load aligned to 8 in a 16-byte object: bound 8, mask 7.
    #[test]
    fn guard_address_for_i64_checks_bound_and_eight_byte_alignment() {
        let f = TestFn::parse(OBJECTS);
        let intptr = f.model.intptr_ty.unwrap();
        let c = |value| ValueRef::ConstInt { ty: intptr, value };
        let mut plan = EditPlan::default();
        let facts = ObjectFacts {
            bytes: 16,
            align: 16,
        };
        let address = ValueRef::Old(Operand::Arg(3));
        guard_address(&mut plan, end(), &f.model, address, f.g("@g"), facts, 8, 8);
        let ops: Vec<&NewOp> = plan
            .edits
            .iter()
            .map(|e| match e {
                Edit::Create { op, .. } => op,
                _ => panic!("only creations"),
            })
            .collect();
        assert_eq!(
            ops[4],
            &NewOp::ICmp {
                predicate: IntPredicate::Ule,
                lhs: nv(3),
                rhs: c(8)
            }
        );
        assert_eq!(ops[5], &binary(Opcode::And, nv(1), c(7)));
        assert_eq!(ops.len(), 9);
    }

    /// An unaligned access (`i8`, or any align-1 load) needs no alignment check: the select
    /// takes the bound check alone; an access filling the object exactly has bound 0.
    #[test]
    fn guard_address_for_align_one_has_no_alignment_check() {
        let f = TestFn::parse(OBJECTS);
        let intptr = f.model.intptr_ty.unwrap();
        let g = f.g("@g");
        let mut plan = EditPlan::default();
        let address = ValueRef::Old(Operand::Arg(3));
        let facts = ObjectFacts { bytes: 1, align: 1 };
        let safe = guard_address(&mut plan, end(), &f.model, address, g, facts, 1, 1);
        assert_eq!(safe, nv(5));
        assert_eq!(plan.edits.len(), 6);
        assert_eq!(
            plan.edits[4],
            create(
                4,
                NewOp::ICmp {
                    predicate: IntPredicate::Ule,
                    lhs: nv(3),
                    rhs: ValueRef::ConstInt {
                        ty: intptr,
                        value: 0
                    },
                },
                end(),
                b"fplicm.inside"
            )
        );
        assert_eq!(
            plan.edits[5],
            create(
                5,
                NewOp::Select {
                    condition: nv(4),
                    then: nv(0),
                    otherwise: ValueRef::Old(g),
                },
                end(),
                b"fplicm.safeaddr"
            )
        );
    }

    /// Divisions of a chain root `%x` (read as `arg2` in the copy) by `arg1` or a constant.
    const DIVISIONS: &str = "E: %x = load @g; %q = sdiv %x arg1; %u = udiv %x arg1; %k = sdiv %x 7; %z = sdiv %x %x; %f = fdiv %x arg1; ret";

    fn root() -> ValueRef {
        ValueRef::Old(Operand::Arg(2))
    }

    /// Copies `members` of `f` at the end of the entry block, `%x` read as [`root`].
    fn copy(f: &TestFn, members: &[&str]) -> (EditPlan, HashMap<Inst, ValueRef>) {
        let am = AliasModel::new(&f.model);
        let input = f.input(&am);
        let members: Vec<Inst> = members.iter().map(|m| f.i(m)).collect();
        let mut plan = EditPlan::default();
        let value = HashMap::from([(f.i("x"), root())]);
        let value = copy_chain(&input, &members, value, end(), &mut plan);
        assert_eq!(plan.check(&f.cfg, &f.model), Ok(()));
        (plan, value)
    }

    /// The edits a signed division guard makes for a division of type `ty` (`int_min` its
    /// minimum) of `numerator` by `divisor`, ids from `first`.
    fn signed_guard(
        first: u32,
        ty: TypeId,
        int_min: i64,
        numerator: ValueRef,
        divisor: ValueRef,
    ) -> Vec<Edit> {
        let c = |value| ValueRef::ConstInt { ty, value };
        let n = |k: u32| nv(first + k);
        let at = end();
        vec![
            create(first, NewOp::Freeze(divisor), at, b"fplicm.div"),
            create(first + 1, eq(n(0), c(0)), at, b"fplicm.divzero"),
            create(first + 2, NewOp::Freeze(numerator), at, b"fplicm.num"),
            create(first + 3, eq(n(0), c(-1)), at, b"fplicm.divm1"),
            create(first + 4, eq(n(2), c(int_min)), at, b"fplicm.nummin"),
            create(
                first + 5,
                binary(Opcode::And, n(3), n(4)),
                at,
                b"fplicm.divovf",
            ),
            create(
                first + 6,
                binary(Opcode::Or, n(1), n(5)),
                at,
                b"fplicm.divbad",
            ),
            create(
                first + 7,
                NewOp::Select {
                    condition: n(6),
                    then: c(1),
                    otherwise: n(0),
                },
                at,
                b"fplicm.safediv",
            ),
        ]
    }

    /// `sdiv i32 %x, arg1`: divisor 1 where `arg1 == 0` or `%x == INT_MIN & arg1 == -1`;
    /// the copy divides the frozen numerator (the one the check saw) by the safe divisor.
    #[test]
    fn signed_i32_division_guards_zero_and_int_min_by_minus_one() {
        let f = TestFn::parse(DIVISIONS);
        let (plan, value) = copy(&f, &["q"]);
        let arg1 = ValueRef::Old(Operand::Arg(1));
        let mut expected = signed_guard(0, f.i32_ty, i64::from(i32::MIN), root(), arg1);
        expected.push(create(
            8,
            NewOp::Clone {
                source: f.i("q"),
                remap: vec![
                    (ValueRef::Old(Operand::Inst(f.i("x"))), nv(2)),
                    (arg1, nv(7)),
                ],
                drop_poison_flags: true,
            },
            end(),
            b"fplicm.chain",
        ));
        assert_eq!(plan.edits, expected);
        assert_eq!(value[&f.i("q")], nv(8));
    }

    /// `i8` and `i64` divisions compare the numerator with their own minimum.
    #[test]
    fn signed_i8_and_i64_divisions_use_their_own_int_min() {
        for (bytes, int_min) in [(1, i64::from(i8::MIN)), (8, i64::MIN)] {
            let mut f = TestFn::parse(DIVISIONS);
            let ty = f.model.type_sizes.push(Some(bytes));
            let q = f.i("q");
            f.model.insts[q].ty = ty;
            let (plan, _) = copy(&f, &["q"]);
            let arg1 = ValueRef::Old(Operand::Arg(1));
            assert_eq!(
                plan.edits[..8],
                signed_guard(0, ty, int_min, root(), arg1)[..]
            );
        }
    }

    /// `udiv`: only the zero check; the numerator is not frozen (no overflow case).
    #[test]
    fn unsigned_division_guards_zero_only() {
        let f = TestFn::parse(DIVISIONS);
        let (plan, _) = copy(&f, &["u"]);
        let arg1 = ValueRef::Old(Operand::Arg(1));
        let c = |value| ValueRef::ConstInt {
            ty: f.i32_ty,
            value,
        };
        assert_eq!(
            plan.edits,
            vec![
                create(0, NewOp::Freeze(arg1), end(), b"fplicm.div"),
                create(1, eq(nv(0), c(0)), end(), b"fplicm.divzero"),
                create(
                    2,
                    NewOp::Select {
                        condition: nv(1),
                        then: c(1),
                        otherwise: nv(0),
                    },
                    end(),
                    b"fplicm.safediv"
                ),
                create(
                    3,
                    NewOp::Clone {
                        source: f.i("u"),
                        remap: vec![
                            (ValueRef::Old(Operand::Inst(f.i("x"))), root()),
                            (arg1, nv(2))
                        ],
                        drop_poison_flags: true,
                    },
                    end(),
                    b"fplicm.chain"
                ),
            ]
        );
    }

    /// A division by the constant 7 cannot trap and is not expensive, yet today's planner
    /// guards it like any other (the validator would accept it bare, check 9); the guard is
    /// pinned here so that dropping it is a deliberate change.
    #[test]
    fn constant_divisor_is_not_expensive_but_still_guarded() {
        let f = TestFn::parse(DIVISIONS);
        assert!(!is_expensive(&f.model, f.i("k")));
        assert!(is_expensive(&f.model, f.i("q")));
        assert!(is_expensive(&f.model, f.i("u")));
        assert!(is_expensive(&f.model, f.i("f")));
        let (plan, _) = copy(&f, &["k"]);
        let seven = ValueRef::Old(f.model.operands(f.i("k"))[1]);
        assert_eq!(
            plan.edits[..8],
            signed_guard(0, f.i32_ty, i64::from(i32::MIN), root(), seven)[..]
        );
    }

    /// `sdiv %x, %x`: both operands are one value; the copy divides the safe divisor by
    /// itself, never the unfrozen value. (The remap keeps a second, dead entry for `%x`:
    /// `ir::apply` and the validator take the first match.)
    #[test]
    fn division_of_a_value_by_itself_uses_the_guarded_value_for_both() {
        let f = TestFn::parse(DIVISIONS);
        let (plan, _) = copy(&f, &["z"]);
        let Edit::Create {
            op: NewOp::Clone { source, remap, .. },
            ..
        } = &plan.edits[8]
        else {
            panic!("the division's copy comes last")
        };
        assert_eq!(*source, f.i("z"));
        let x = ValueRef::Old(Operand::Inst(f.i("x")));
        let first_match = remap.iter().find(|(from, _)| *from == x).map(|&(_, to)| to);
        assert_eq!(first_match, Some(nv(7)));
    }

    /// Floating-point division never traps: copied bare.
    #[test]
    fn fp_division_is_copied_without_guard() {
        let f = TestFn::parse(DIVISIONS);
        let (plan, _) = copy(&f, &["f"]);
        assert_eq!(plan.edits.len(), 1);
    }

    /// A chain load through a GEP of the root: the GEP is copied, the load reads the guarded
    /// address (the `select` of the whole-object guard over the GEP's copy).
    #[test]
    fn chain_load_reads_the_guarded_address() {
        let f = TestFn::parse("E: %x = load @g; %p = gep @t %x; %y = load %p; ret");
        let (plan, value) = copy(&f, &["p", "y"]);
        assert_eq!(plan.num_new_insts(), 11);
        let Edit::Create {
            op: NewOp::Freeze(frozen),
            ..
        } = &plan.edits[1]
        else {
            panic!("the guard starts by freezing the address")
        };
        assert_eq!(*frozen, nv(0));
        assert_eq!(
            plan.edits[10],
            create(
                10,
                NewOp::Clone {
                    source: f.i("y"),
                    remap: vec![(ValueRef::Old(Operand::Inst(f.i("p"))), nv(9))],
                    drop_poison_flags: true,
                },
                end(),
                b"fplicm.chain"
            )
        );
        assert_eq!(value[&f.i("y")], nv(10));
    }

    /// An almost-invariant `%x` indexing a table `@t`, two divisions by values read from
    /// it: a family worth hoisting. Without facts about `@t`, or with a load wider than
    /// `@t`, the table load cannot be guarded and the chain stops at the GEP.
    const CHAIN: &str = "
        P: br H
        H: %x = load @g; %p = gep @t %x; %y = load %p; %q = sdiv 1000 %y; %r = sdiv %q %x; %c = icmp arg0 0; br %c L R !99:1
        R: store 7 @g; br L
        L: call.none %r; %c2 = icmp arg0 1; br %c2 H X !99:1
        X: ret
    ";

    fn families(f: &TestFn) -> Vec<Chain> {
        let am = AliasModel::new(&f.model);
        let input = f.input(&am);
        let lc = analyze_loop(&input, f.loop_of("H")).unwrap();
        collect_load_chains(&input, &lc)
    }

    #[test]
    fn chain_through_a_guardable_table_load_is_worth_hoisting() {
        let f = TestFn::parse(CHAIN);
        let fam = families(&f);
        assert_eq!(fam.len(), 1);
        assert_eq!(fam[0].roots, vec![0]);
        assert_eq!(fam[0].members, vec![f.i("p"), f.i("y"), f.i("q"), f.i("r")]);
        assert_eq!(fam[0].expensive, 2);
        assert!(fam[0].worth_hoisting());
        assert_eq!(fam[0].carried, vec![f.i("r")]);
        assert!(fam[0].writes.is_empty());
    }

    #[test]
    fn chain_stops_at_a_load_of_an_object_without_facts() {
        let mut f = TestFn::parse(CHAIN);
        f.model.objects.remove(&f.g("@t"));
        let fam = families(&f);
        assert_eq!(fam[0].members, vec![f.i("p")]);
        assert!(!fam[0].worth_hoisting());
    }

    #[test]
    fn chain_stops_at_a_load_wider_than_its_object() {
        let mut f = TestFn::parse(CHAIN);
        f.model
            .objects
            .insert(f.g("@t"), ObjectFacts { bytes: 2, align: 8 });
        let fam = families(&f);
        assert_eq!(fam[0].members, vec![f.i("p")]);
        assert_eq!(fam[0].expensive, 0);
    }

    /// A rare store that may write the table: the table load joins the chain with that
    /// store as a write to recompute after; a frequent one keeps it out.
    #[test]
    fn table_load_written_on_the_rare_path_records_the_write() {
        let f = TestFn::parse(&CHAIN.replace("R: store 7 @g;", "R: store 7 @g; %w = store 1 @t;"));
        let fam = families(&f);
        assert_eq!(fam[0].writes, vec![(f.b("R"), f.i("w"))]);
        let f = TestFn::parse(&CHAIN.replace("L: call.none", "L: store 1 @t; call.none"));
        let fam = families(&f);
        assert_eq!(fam[0].members, vec![f.i("p")]);
    }
}
