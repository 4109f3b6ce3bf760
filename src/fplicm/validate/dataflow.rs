//! The dataflow half of translation validation (`docs/fplicm-design.md` §10): for a rewrite
//! that keeps the CFG — the FPLICM hoists — every value the target reads where the source
//! read an erased instruction holds what that instruction computed, on every path, and every
//! instruction the rewrite adds can neither fault, trap nor write.
//!
//! # The argument
//! Source and target run in lock step over the same blocks. The target differs by the
//! instructions it adds (copies, guards, phis), by the erased originals — *ghosts*: the
//! source still runs them where they stood — and by operands that read an added value where
//! the source read a ghost. The added instructions write nothing and cannot fault or trap
//! (checked one by one, guards recognised exactly, [`Builder::safety`]), so memory and every
//! kept value agree at every point. What remains is the value of each replaced operand,
//! which a must-analysis over the target proves with three kinds of facts, each true at a
//! program point:
//! - `Valid(t, e)`: added value `t` refines expression `e` evaluated here. Expressions are
//!   built from the source's own instructions over kept values and memory ([`Exprs`]); a
//!   copy's is its source instruction over its operands' expressions, a phi's is one of the
//!   plan's [`PhiClaim`](crate::edit::plan::PhiClaim)s, proven edge by edge;
//! - `Fresh(v)`: ghost `v`'s latest value equals its expression evaluated here;
//! - `Holds(u, v)`: `u` refines ghost `v`'s latest value, which is what the source reads
//!   where the target reads `u`.
//!
//! A fact on an expression dies where a kept value it reads is defined again and where a
//! write may change memory one of its loads reads (the pass's alias model); `Valid(t, ·)`
//! and `Holds(t, ·)` die where `t` is defined again; at ghost `v` the source computes `v`
//! from its operands' latest values, so `Fresh(v)` holds after it when each erased operand
//! is fresh there, and `Holds(u, v)` when moreover `Valid(u, E(v))` holds. At a join a fact
//! holds when it holds on every incoming edge (greatest fixpoint, so facts carried around a
//! loop are proven by induction). Every kept instruction then checks each operand: where the
//! source reads ghost `v`, the target must read a `u` with `Holds(u, v)`; elsewhere the same
//! operand. "Refines" allows the target a defined value where the source's is poison or its
//! evaluation undefined: that is what a guard may substitute (§9).
//!
//! A rewrite that changes the CFG is left to checks 1–7 (`check.rs`).

use std::collections::HashMap;

use super::target::{InstOrigin, TInst, TargetFunction};
use super::{CheckKind, ValidationError};
use crate::edit::model::{ConstKind, FunctionModel, Inst, InstKind, Operand, PointerBase, TypeId};
use crate::edit::plan::{BlockRef, Edit, EditPlan, NewInst, NewOp, ValueRef};
use crate::fplicm::alias::{AliasModel, Location};
use crate::graph::dfs::reverse_post_order;
use crate::graph::{Block, BlockMap, Cfg, IndexVec};

/// LLVM opcode and predicate numbers the guards use.
mod code {
    pub const SUB: u32 = 10;
    pub const UDIV: u32 = 14;
    pub const SDIV: u32 = 15;
    pub const UREM: u32 = 17;
    pub const SREM: u32 = 18;
    pub const AND: u32 = 23;
    pub const OR: u32 = 24;
    pub const EQ: u32 = 32;
    pub const ULE: u32 = 37;
}

/// An interned expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ExprId(u32);

/// An expression over kept source values and memory.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Node {
    /// A value the rewrite keeps (argument, constant, kept instruction).
    Leaf(Operand),
    /// An address as LLVM resolves it: `offset` bytes into the object `base` evaluates to, so
    /// loads of one location through different but equal addresses are one expression.
    Addr { base: ExprId, offset: i64 },
    /// A source instruction's operation (everything `isSameOperationAs` compares, as its
    /// fingerprint) on operand expressions; a load reads memory where it is evaluated.
    Op {
        opcode: u32,
        fingerprint: u64,
        ty: TypeId,
        args: Vec<ExprId>,
    },
}

/// What kills facts on an expression: the kept instructions it reads and its loads (a source
/// load of each form, whose location answers the alias questions).
#[derive(Clone, Debug, Default)]
struct Reads {
    leaves: Vec<Inst>,
    loads: Vec<Inst>,
}

/// Hash-consed expressions.
#[derive(Default)]
struct Exprs {
    nodes: Vec<Node>,
    ids: HashMap<Node, ExprId>,
    /// For each load `Op`: a source load of that form.
    load_of: HashMap<ExprId, Inst>,
    reads: HashMap<ExprId, Reads>,
}

impl Exprs {
    fn intern(&mut self, node: Node) -> ExprId {
        if let Some(&id) = self.ids.get(&node) {
            return id;
        }
        let id = ExprId(self.nodes.len() as u32);
        self.nodes.push(node.clone());
        self.ids.insert(node, id);
        id
    }

    fn leaf(&mut self, op: Operand) -> ExprId {
        self.intern(Node::Leaf(op))
    }

    /// `e` with each leaf in `map` replaced (`None` in the map: no expression, so none for
    /// `e` either when it reads that leaf).
    fn substitute(&mut self, e: ExprId, map: &HashMap<Operand, Option<ExprId>>) -> Option<ExprId> {
        match self.nodes[e.0 as usize].clone() {
            Node::Leaf(op) => match map.get(&op) {
                Some(&to) => to,
                None => Some(e),
            },
            Node::Addr { base, offset } => {
                let base = self.substitute(base, map)?;
                Some(self.intern(Node::Addr { base, offset }))
            }
            Node::Op {
                opcode,
                fingerprint,
                ty,
                args,
            } => {
                let args = args
                    .iter()
                    .map(|&a| self.substitute(a, map))
                    .collect::<Option<Vec<_>>>()?;
                let id = self.intern(Node::Op {
                    opcode,
                    fingerprint,
                    ty,
                    args,
                });
                if let Some(&load) = self.load_of.get(&e) {
                    self.load_of.entry(id).or_insert(load);
                }
                Some(id)
            }
        }
    }

    /// The kept instructions and loads `e` reads.
    fn reads(&mut self, e: ExprId) -> Reads {
        if let Some(r) = self.reads.get(&e) {
            return r.clone();
        }
        let mut r = Reads::default();
        match self.nodes[e.0 as usize].clone() {
            Node::Leaf(Operand::Inst(i)) => r.leaves.push(i),
            Node::Leaf(_) => {}
            Node::Addr { base, .. } => r = self.reads(base),
            Node::Op { args, .. } => {
                for a in args {
                    let sub = self.reads(a);
                    for i in sub.leaves {
                        if !r.leaves.contains(&i) {
                            r.leaves.push(i);
                        }
                    }
                    for l in sub.loads {
                        if !r.loads.contains(&l) {
                            r.loads.push(l);
                        }
                    }
                }
                if let Some(&load) = self.load_of.get(&e) {
                    if !r.loads.contains(&load) {
                        r.loads.push(load);
                    }
                }
            }
        }
        self.reads.insert(e, r.clone());
        r
    }
}

/// A fact of the analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Fact {
    Valid(NewInst, ExprId),
    Fresh(Inst),
    Holds(ValueRef, Inst),
}

/// When a phi's claim holds on an edge.
#[derive(Clone, Copy, Debug)]
enum Requirement {
    Always,
    Never,
    Fact(u32),
}

/// A fixed-size set of facts, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn empty(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn full(n: usize) -> Bits {
        let mut b = Bits(vec![!0; n.div_ceil(64)]);
        if !n.is_multiple_of(64) {
            if let Some(last) = b.0.last_mut() {
                *last = (1u64 << (n % 64)) - 1;
            }
        }
        b
    }
    fn has(&self, f: u32) -> bool {
        self.0[(f / 64) as usize] >> (f % 64) & 1 != 0
    }
    fn set(&mut self, f: u32) {
        self.0[(f / 64) as usize] |= 1 << (f % 64);
    }
    fn clear(&mut self, f: u32) {
        self.0[(f / 64) as usize] &= !(1 << (f % 64));
    }
    fn and_with(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
    /// The facts in both `self` and `mask`.
    fn ones_in<'a>(&'a self, mask: &'a Bits) -> impl Iterator<Item = u32> + 'a {
        self.0
            .iter()
            .zip(&mask.0)
            .enumerate()
            .flat_map(|(w, (&a, &m))| {
                let mut word = a & m;
                std::iter::from_fn(move || {
                    if word == 0 {
                        return None;
                    }
                    let bit = word.trailing_zeros();
                    word &= word - 1;
                    Some(w as u32 * 64 + bit)
                })
            })
    }
}

/// Checks the dataflow of `plan` (see the module documentation). Rewrites that change the
/// CFG are not this check's: it accepts them.
pub(super) fn check(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    target: &TargetFunction,
) -> Result<(), ValidationError> {
    let same_cfg = target.num_blocks() == cfg.num_blocks()
        && target
            .layout
            .iter()
            .enumerate()
            .all(|(b, &r)| r == BlockRef::Old(Block::new(b)))
        && cfg
            .blocks()
            .all(|b| target.cfg.succs(b) == cfg.succs(b) && target.cfg.preds(b) == cfg.preds(b));
    if !same_cfg || (target.ghosts.is_empty() && plan.num_new_insts() == 0) {
        return Ok(());
    }
    let alias = AliasModel::new(model);
    let mut builder = Builder::new(cfg, model, plan, target);
    builder.safety()?;
    builder.facts();
    let phi_facts = builder.phi_requirements();
    let analysis = Analysis::new(&builder, &alias, phi_facts);
    analysis.run()
}

fn error(kind: CheckKind, block: Block, detail: String) -> ValidationError {
    ValidationError {
        kind,
        block: Some(BlockRef::Old(block)),
        detail,
    }
}

/// Everything the analysis needs, derived from the source, the plan and the target.
struct Builder<'a> {
    cfg: &'a Cfg,
    model: &'a FunctionModel,
    target: &'a TargetFunction,
    /// The operation behind each instruction the plan creates.
    ops: IndexVec<NewInst, &'a NewOp>,
    erased: IndexVec<Inst, bool>,
    exprs: Exprs,
    /// Memo of the ghosts' expressions.
    source: HashMap<Inst, Option<ExprId>>,
    /// Per created non-phi value: its expression and the `Valid` facts it is built from.
    value: HashMap<NewInst, (ExprId, Vec<Fact>)>,
    /// Per created phi: its claims' expressions.
    claims: HashMap<NewInst, Vec<ExprId>>,
    facts: Vec<Fact>,
    index: HashMap<Fact, u32>,
}

impl<'a> Builder<'a> {
    fn new(
        cfg: &'a Cfg,
        model: &'a FunctionModel,
        plan: &'a EditPlan,
        target: &'a TargetFunction,
    ) -> Builder<'a> {
        let mut ops = IndexVec::with_capacity(plan.num_new_insts());
        for edit in &plan.edits {
            if let Edit::Create { op, .. } = edit {
                ops.push(op);
            }
        }
        let mut erased = IndexVec::from_elem_n(false, model.insts.len());
        for g in &target.ghosts {
            erased[g.source] = true;
        }
        let mut b = Builder {
            cfg,
            model,
            target,
            ops,
            erased,
            exprs: Exprs::default(),
            source: HashMap::new(),
            value: HashMap::new(),
            claims: HashMap::new(),
            facts: Vec::new(),
            index: HashMap::new(),
        };
        // Claims first: copies may read phis.
        for claim in &plan.claims {
            let Some(e) = b.source_expr(claim.source) else {
                continue;
            };
            let map: HashMap<Operand, Option<ExprId>> = claim
                .substitute
                .iter()
                .map(|&(q, x)| (Operand::Inst(q), b.operand_expr(x)))
                .collect();
            if let Some(e) = b.exprs.substitute(e, &map) {
                let list = b.claims.entry(claim.phi).or_default();
                if !list.contains(&e) {
                    list.push(e);
                }
            }
        }
        for n in b.ops.indices() {
            if let Some(v) = b.created_value(n) {
                b.value.insert(n, v);
            }
        }
        b
    }

    fn tinst(&self, n: NewInst) -> Option<TInst> {
        self.target.lookup(crate::edit::plan::InstRef::New(n))
    }

    /// The expression of a source operand: itself when kept, its ghost's expression when
    /// erased.
    fn operand_expr(&mut self, op: Operand) -> Option<ExprId> {
        match op {
            Operand::Inst(i) if self.erased[i] => self.source_expr(i),
            Operand::Block(_) | Operand::Opaque(_) => None,
            op => Some(self.exprs.leaf(op)),
        }
    }

    /// `E(v)`: what ghost `v` computes, over kept values and memory. `None` for what cannot
    /// be evaluated again (phis, writes, calls with effects).
    fn source_expr(&mut self, v: Inst) -> Option<ExprId> {
        if let Some(&e) = self.source.get(&v) {
            return e;
        }
        self.source.insert(v, None); // cycles through phis have no expression
        let model = self.model;
        let data = &model.insts[v];
        let evaluable = match data.kind {
            InstKind::Load { ordered, .. } => !ordered,
            InstKind::Pure | InstKind::GetElementPtr { .. } | InstKind::Division => true,
            InstKind::Call { speculatable, .. } => speculatable,
            _ => false,
        };
        let e = if evaluable {
            let args: Option<Vec<ExprId>> = model
                .operands(v)
                .iter()
                .map(|&op| self.operand_expr(op))
                .collect();
            args.map(|mut args| {
                if matches!(data.kind, InstKind::Load { .. }) {
                    if let Some(addr) = self.canonical_address(v) {
                        args[0] = addr;
                    }
                }
                self.op_node(data.opcode, data.fingerprint, data.ty, args, v)
            })
        } else {
            None
        };
        self.source.insert(v, e);
        e
    }

    fn op_node(
        &mut self,
        opcode: u32,
        fingerprint: u64,
        ty: TypeId,
        args: Vec<ExprId>,
        origin: Inst,
    ) -> ExprId {
        let id = self.exprs.intern(Node::Op {
            opcode,
            fingerprint,
            ty,
            args,
        });
        if matches!(self.model.insts[origin].kind, InstKind::Load { .. }) {
            self.exprs.load_of.entry(id).or_insert(origin);
        }
        id
    }

    /// Load `load`'s address as object and constant offset, when LLVM resolves it so.
    fn canonical_address(&mut self, load: Inst) -> Option<ExprId> {
        let PointerBase {
            base,
            offset: Some(offset),
        } = self.model.operand_bases(load)[0]?
        else {
            return None;
        };
        let base = self.operand_expr(base)?;
        Some(self.exprs.intern(Node::Addr { base, offset }))
    }

    /// The expression of a target value and the `Valid` fact it rests on (none for a kept
    /// value). A phi stands for its first claim.
    fn value_expr(&mut self, v: ValueRef) -> Option<(ExprId, Option<Fact>)> {
        match v {
            ValueRef::Old(Operand::Inst(i)) if self.erased[i] => None,
            ValueRef::Old(op) => self.operand_expr(op).map(|e| (e, None)),
            ValueRef::New(n) => {
                if let Some(claims) = self.claims.get(&n) {
                    let e = *claims.first()?;
                    return Some((e, Some(Fact::Valid(n, e))));
                }
                let &(e, _) = self.value.get(&n)?;
                Some((e, Some(Fact::Valid(n, e))))
            }
            ValueRef::NewBlock(_) | ValueRef::ConstInt { .. } => None,
        }
    }

    /// The expression of created non-phi value `n` and the facts it needs; `None` for values
    /// that stand for nothing of the source (guard arithmetic).
    fn created_value(&mut self, n: NewInst) -> Option<(ExprId, Vec<Fact>)> {
        let t = self.tinst(n)?;
        match self.ops[n] {
            NewOp::Freeze(_) => {
                let (e, dep) = self.value_expr(self.target.operands(t)[0])?;
                Some((e, dep.into_iter().collect()))
            }
            NewOp::Clone { source, .. } => {
                let s = *source;
                let data = &self.model.insts[s];
                let operands = self.target.operands(t).to_vec();
                let mut args = Vec::with_capacity(operands.len());
                let mut deps = Vec::new();
                for (k, &u) in operands.iter().enumerate() {
                    let through = match (data.kind, k) {
                        (InstKind::Load { .. }, 0) => self.load_guard(s, u).map(|g| g.address),
                        (InstKind::Division, 1) => self.division_guard(s, &operands).map(|g| g.1),
                        _ => None,
                    };
                    let (e, dep) = self.value_expr(through.unwrap_or(u))?;
                    args.push(e);
                    deps.extend(dep);
                }
                if matches!(data.kind, InstKind::Load { .. }) {
                    let own = self.operand_expr(self.model.operands(s)[0]);
                    if own == Some(args[0]) {
                        if let Some(addr) = self.canonical_address(s) {
                            args[0] = addr;
                        }
                    }
                }
                let e = self.op_node(data.opcode, data.fingerprint, data.ty, args, s);
                Some((e, deps))
            }
            _ => None,
        }
    }

    /// The created operation behind a value, when the plan created it.
    fn created(&self, v: ValueRef) -> Option<&'a NewOp> {
        match v {
            ValueRef::New(n) => Some(self.ops[n]),
            _ => None,
        }
    }

    fn is_int(v: ValueRef, want: i64) -> bool {
        matches!(v, ValueRef::ConstInt { value, .. } if value == want)
    }

    /// Recognises the guard of `chains::guard_address` on the address `u` a copy of load `s`
    /// reads: `select (off <=u bytes - size [& (p & (align-1)) == 0]), p, obj` with
    /// `p = freeze addr`, `off = ptrtoint p - ptrtoint obj`, `obj` the source address's
    /// underlying object (LLVM's facts), `addr` computing the source's own address. Exactly
    /// that check: a smaller bound would substitute where the original is defined, a larger
    /// one would read outside the object.
    fn load_guard(&mut self, s: Inst, u: ValueRef) -> Option<LoadGuard> {
        let NewOp::Select {
            condition,
            then,
            otherwise: ValueRef::Old(object),
        } = self.created(u)?
        else {
            return None;
        };
        let NewOp::Freeze(address) = self.created(*then)? else {
            return None;
        };
        let InstKind::Load { size, align, .. } = self.model.insts[s].kind else {
            return None;
        };
        let base = self.model.operand_bases(s)[0]?.base;
        let facts = self.model.object(*object)?;
        if base != *object || facts.bytes < size || facts.align < u64::from(align.max(1)) {
            return None;
        }
        let is_int_of = |v: ValueRef, of: ValueRef, b: &Self| matches!(b.created(v), Some(NewOp::PtrToInt { value, .. }) if *value == of);
        // The bound, and for `align > 1` the alignment test, exactly.
        let bound_ok = |cmp: ValueRef, b: &Self| match b.created(cmp) {
            Some(NewOp::ICmp {
                predicate: code::ULE,
                lhs,
                rhs,
            }) if Self::is_int(*rhs, (facts.bytes - size) as i64) => match b.created(*lhs) {
                Some(NewOp::Binary {
                    opcode: code::SUB,
                    lhs: a,
                    rhs: o,
                }) => is_int_of(*a, *then, b) && is_int_of(*o, ValueRef::Old(*object), b),
                _ => false,
            },
            _ => false,
        };
        let aligned_ok = |cmp: ValueRef, b: &Self| match b.created(cmp) {
            Some(NewOp::ICmp {
                predicate: code::EQ,
                lhs,
                rhs,
            }) if Self::is_int(*rhs, 0) => matches!(
                b.created(*lhs),
                Some(NewOp::Binary { opcode: code::AND, lhs: a, rhs: m })
                    if is_int_of(*a, *then, b) && Self::is_int(*m, i64::from(align) - 1)
            ),
            _ => false,
        };
        let ok = if align > 1 {
            matches!(self.created(*condition), Some(NewOp::Binary { opcode: code::AND, lhs, rhs })
                if bound_ok(*lhs, self) && aligned_ok(*rhs, self))
        } else {
            bound_ok(*condition, self)
        };
        // The guard is about the source's own address.
        let own = self.operand_expr(self.model.operands(s)[0]);
        let computed = self.value_expr(*address).map(|(e, _)| e);
        (ok && own.is_some() && own == computed).then_some(LoadGuard { address: *then })
    }

    /// Recognises the guard of `chains::guard_division` on a copy of integer division `s`
    /// with target operands `operands`: the divisor is `select bad, 1, d` with `d = freeze x`
    /// and `bad` exactly `d == 0`, or for a signed division `d == 0 | (d == -1 & n == MIN)`
    /// where `n` is the copy's own (frozen) numerator. Returns the frozen divisor.
    fn division_guard(&self, s: Inst, operands: &[ValueRef]) -> Option<(ValueRef, ValueRef)> {
        let data = &self.model.insts[s];
        let signed = match data.opcode {
            code::SDIV | code::SREM => true,
            code::UDIV | code::UREM => false,
            _ => return None,
        };
        let width = int_width(self.model, data.ty)?;
        let NewOp::Select {
            condition,
            then,
            otherwise: divisor,
        } = self.created(operands[1])?
        else {
            return None;
        };
        if !Self::is_int(*then, 1) || !matches!(self.created(*divisor), Some(NewOp::Freeze(_))) {
            return None;
        }
        let equals = |v: ValueRef, of: ValueRef, c: i64| {
            matches!(self.created(v), Some(NewOp::ICmp { predicate: code::EQ, lhs, rhs })
                if *lhs == of && Self::is_int(*rhs, c))
        };
        let ok = if signed {
            let numerator = operands[0];
            let frozen = matches!(self.created(numerator), Some(NewOp::Freeze(_)));
            let min = i64::MIN >> (64 - width);
            frozen
                && matches!(self.created(*condition), Some(NewOp::Binary { opcode: code::OR, lhs, rhs })
                    if equals(*lhs, *divisor, 0)
                        && matches!(self.created(*rhs), Some(NewOp::Binary { opcode: code::AND, lhs: m1, rhs: mn })
                            if equals(*m1, *divisor, -1) && equals(*mn, numerator, min)))
        } else {
            equals(*condition, *divisor, 0)
        };
        ok.then_some((*condition, *divisor))
    }

    /// Every instruction the plan adds writes nothing and can neither fault nor trap, and
    /// nothing with an effect is erased.
    fn safety(&mut self) -> Result<(), ValidationError> {
        let model = self.model;
        for g in &self.target.ghosts {
            let evaluable = match model.insts[g.source].kind {
                InstKind::Load { .. }
                | InstKind::Pure
                | InstKind::GetElementPtr { .. }
                | InstKind::Division => true,
                InstKind::Call { speculatable, .. } => speculatable,
                _ => false,
            };
            if !evaluable {
                return Err(error(
                    CheckKind::Speculation,
                    g.block,
                    format!("{:?} is erased but has an effect", g.source),
                ));
            }
        }
        for n in self.ops.indices() {
            let Some(t) = self.tinst(n) else { continue };
            let block = self.target.insts[t].block;
            let fail = |what: &str| {
                Err(error(
                    CheckKind::Speculation,
                    block,
                    format!("{n:?} {what}"),
                ))
            };
            let source = match self.ops[n] {
                NewOp::Clone { source, .. } => *source,
                NewOp::Phi { .. }
                | NewOp::Freeze(_)
                | NewOp::ICmp { .. }
                | NewOp::Select { .. }
                | NewOp::Binary { .. }
                | NewOp::PtrToInt { .. } => continue,
                NewOp::Load { .. } => return fail("is a load the validator cannot place"),
                NewOp::Store { .. } | NewOp::Alloca { .. } => return fail("writes memory"),
            };
            let data = &model.insts[source];
            let operands = self.target.operands(t).to_vec();
            match data.kind {
                InstKind::Pure | InstKind::GetElementPtr { .. } => {}
                InstKind::Call {
                    speculatable: true, ..
                } => {}
                InstKind::Load { ordered: true, .. } => {
                    return fail("copies a volatile or atomic load");
                }
                InstKind::Load { safe_anywhere, .. } => {
                    if self.load_guard(source, operands[0]).is_some() {
                        continue;
                    }
                    // Unguarded: the source's own address, which LLVM proves dereferenceable
                    // and aligned wherever it is computed.
                    let own = self.operand_expr(model.operands(source)[0]);
                    let read = self.value_expr(operands[0]).map(|(e, _)| e);
                    if !(safe_anywhere && own.is_some() && own == read) {
                        return fail(&format!(
                            "copies load {source:?} to where its address may fault, without the whole-object guard"
                        ));
                    }
                }
                InstKind::Division => {
                    let integer = matches!(
                        data.opcode,
                        code::SDIV | code::UDIV | code::SREM | code::UREM
                    );
                    if !integer {
                        continue; // floating point never traps
                    }
                    let signed = matches!(data.opcode, code::SDIV | code::SREM);
                    let constant = match operands[1] {
                        ValueRef::Old(Operand::Const(c)) => match model.consts[c] {
                            ConstKind::Int(v) => v != 0 && (!signed || v != -1),
                            _ => false,
                        },
                        _ => false,
                    };
                    if !constant && self.division_guard(source, &operands).is_none() {
                        return fail(&format!(
                            "copies division {source:?} without the guard against zero and overflow"
                        ));
                    }
                }
                _ => return fail(&format!("copies {source:?}, which writes or has effects")),
            }
        }
        Ok(())
    }

    /// For each claim of a created phi and each incoming edge: what must hold at the end of
    /// the predecessor. The claim, with the block's original phis read as their incoming
    /// values on the edge, must be what the incoming value is valid for.
    fn phi_requirements(&mut self) -> BlockMap<Vec<(u32, Vec<Requirement>)>> {
        let b = &*self;
        let (cfg, model, target) = (b.cfg, b.model, b.target);
        // Substituted claims only need comparing with what exists: intern them in a scratch
        // copy of the arena (ids of existing expressions are the same there).
        let mut exprs = Exprs {
            nodes: b.exprs.nodes.clone(),
            ids: b.exprs.ids.clone(),
            load_of: HashMap::new(),
            reads: HashMap::new(),
        };
        let mut all = BlockMap::from_elem_n(Vec::new(), cfg.num_blocks());
        for blk in cfg.blocks() {
            let mut list = Vec::new();
            for &t in target.phis(blk) {
                let Some(crate::edit::plan::InstRef::New(n)) = target.insts[t].id else {
                    continue;
                };
                let Some(claims) = b.claims.get(&n) else {
                    continue;
                };
                for &e in claims {
                    let f = b.index[&Fact::Valid(n, e)];
                    let reqs = cfg
                        .preds(blk)
                        .iter()
                        .map(|&p| {
                            let map: HashMap<Operand, Option<ExprId>> = model
                                .phis(blk)
                                .iter()
                                .map(|&psi| {
                                    let incoming = model
                                        .incoming(psi)
                                        .iter()
                                        .position(|&q| q == p)
                                        .map(|k| model.operands(psi)[k]);
                                    let to = match incoming {
                                        Some(Operand::Inst(i)) if b.erased[i] => None,
                                        Some(op) => Some(exprs.leaf(op)),
                                        None => None,
                                    };
                                    (Operand::Inst(psi), to)
                                })
                                .collect();
                            let Some(want) = exprs.substitute(e, &map) else {
                                return Requirement::Never;
                            };
                            let k = target.incoming(t).iter().position(|&q| q == p);
                            let Some(u) = k.map(|k| target.operands(t)[k]) else {
                                return Requirement::Never;
                            };
                            match u {
                                ValueRef::Old(op) => {
                                    if exprs.ids.get(&Node::Leaf(op)) == Some(&want)
                                        && !matches!(op, Operand::Inst(i) if b.erased[i])
                                    {
                                        Requirement::Always
                                    } else {
                                        Requirement::Never
                                    }
                                }
                                ValueRef::New(m) => match b.index.get(&Fact::Valid(m, want)) {
                                    Some(&g) => Requirement::Fact(g),
                                    None => Requirement::Never,
                                },
                                _ => Requirement::Never,
                            }
                        })
                        .collect();
                    list.push((f, reqs));
                }
            }
            all[blk] = list;
        }
        all
    }

    fn fact(&mut self, f: Fact) -> u32 {
        if let Some(&i) = self.index.get(&f) {
            return i;
        }
        let i = self.facts.len() as u32;
        self.facts.push(f);
        self.index.insert(f, i);
        i
    }

    /// Numbers every fact the analysis tracks.
    fn facts(&mut self) {
        let mut valid: Vec<(NewInst, ExprId)> =
            self.value.iter().map(|(&n, &(e, _))| (n, e)).collect();
        valid.extend(
            self.claims
                .iter()
                .flat_map(|(&n, list)| list.iter().map(move |&e| (n, e))),
        );
        valid.sort_by_key(|&(n, e)| (n, e.0));
        for (n, e) in valid {
            self.fact(Fact::Valid(n, e));
            self.exprs.reads(e);
        }
        let ghosts: Vec<Inst> = self.target.ghosts.iter().map(|g| g.source).collect();
        for v in ghosts {
            if let Some(e) = self.source_expr(v) {
                self.fact(Fact::Fresh(v));
                self.exprs.reads(e);
            }
        }
        // Holds(u, v) for every operand of a kept instruction the source has as ghost v.
        for t in self.target.insts.indices() {
            let InstOrigin::Original(x) = self.target.insts[t].origin else {
                continue;
            };
            let source_ops = self.model.operands(x);
            let target_ops = self.target.operands(t);
            for (&o, &u) in source_ops.iter().zip(target_ops) {
                if matches!(o, Operand::Inst(v) if self.erased[v]) {
                    let Operand::Inst(v) = o else { unreachable!() };
                    self.fact(Fact::Holds(u, v));
                }
            }
        }
    }
}

/// A recognised load guard: the frozen address the load reads when the check passes.
struct LoadGuard {
    address: ValueRef,
}

/// The bit width of an integer type of 8, 16, 32 or 64 bits (by store size).
fn int_width(model: &FunctionModel, ty: TypeId) -> Option<u32> {
    match model.type_sizes.get(ty).copied().flatten() {
        Some(1) => Some(8),
        Some(2) => Some(16),
        Some(4) => Some(32),
        Some(8) => Some(64),
        _ => None,
    }
}

/// One step of a block: a target instruction, or a ghost.
#[derive(Clone, Copy)]
enum Step {
    Inst(TInst),
    Ghost(Inst),
}

/// The analysis tables.
struct Analysis<'a> {
    b: &'a Builder<'a>,
    alias: &'a AliasModel<'a>,
    n: usize,
    steps: BlockMap<Vec<Step>>,
    /// Facts that die where a kept instruction is defined again.
    by_leaf: HashMap<Inst, Vec<u32>>,
    /// Facts about a value, which die where it is defined again.
    by_value: HashMap<ValueRef, Vec<u32>>,
    /// Per ghost: its `Fresh` fact and its `Holds` facts with the `Valid` each needs.
    fresh_of: HashMap<Inst, u32>,
    holds_of: HashMap<Inst, Vec<(u32, Option<u32>)>>,
    /// Facts memory writes may kill, with the loads each reads.
    memory: Bits,
    loads: HashMap<u32, Vec<Inst>>,
    /// Per created non-phi value: its fact and the facts it needs.
    valid_of: HashMap<NewInst, (u32, Vec<u32>)>,
    /// Per block: facts that may be true on entry (live there, not about its phis'
    /// redefinitions).
    keep: BlockMap<Bits>,
    /// Per block and predecessor index: the claims of the block's created phis that hold on
    /// that edge, and when.
    phi_facts: BlockMap<Vec<(u32, Vec<Requirement>)>>,
}

impl<'a> Analysis<'a> {
    fn new(
        b: &'a Builder<'a>,
        alias: &'a AliasModel<'a>,
        phi_facts: BlockMap<Vec<(u32, Vec<Requirement>)>>,
    ) -> Analysis<'a> {
        let (cfg, target) = (b.cfg, b.target);
        let n = b.facts.len();
        let mut steps: BlockMap<Vec<Step>> = BlockMap::from_elem_n(Vec::new(), cfg.num_blocks());
        let mut ghosts = target.ghosts.iter().peekable();
        for blk in cfg.blocks() {
            let insts = target.block(blk);
            let list = &mut steps[blk];
            for (k, &t) in insts.iter().enumerate() {
                while let Some(g) = ghosts.next_if(|g| g.block == blk && g.before as usize == k) {
                    list.push(Step::Ghost(g.source));
                }
                list.push(Step::Inst(t));
            }
            while let Some(g) = ghosts.next_if(|g| g.block == blk) {
                list.push(Step::Ghost(g.source));
            }
        }
        let mut a = Analysis {
            b,
            alias,
            n,
            steps,
            by_leaf: HashMap::new(),
            by_value: HashMap::new(),
            fresh_of: HashMap::new(),
            holds_of: HashMap::new(),
            memory: Bits::empty(n),
            loads: HashMap::new(),
            valid_of: HashMap::new(),
            keep: BlockMap::from_elem_n(Bits::empty(0), cfg.num_blocks()),
            phi_facts,
        };
        let reads = |e: ExprId| b.exprs.reads.get(&e).cloned().unwrap_or_default();
        for (i, &f) in b.facts.iter().enumerate() {
            let i = i as u32;
            let expr = match f {
                Fact::Valid(t, e) => {
                    a.by_value.entry(ValueRef::New(t)).or_default().push(i);
                    Some(e)
                }
                Fact::Fresh(v) => {
                    a.fresh_of.insert(v, i);
                    b.source.get(&v).copied().flatten()
                }
                Fact::Holds(u, v) => {
                    a.by_value.entry(u).or_default().push(i);
                    let need = b.source.get(&v).copied().flatten().and_then(|e| match u {
                        ValueRef::New(t) => b.index.get(&Fact::Valid(t, e)).copied(),
                        _ => None,
                    });
                    a.holds_of.entry(v).or_default().push((i, need));
                    None
                }
            };
            if let Some(e) = expr {
                let r = reads(e);
                for leaf in r.leaves {
                    a.by_leaf.entry(leaf).or_default().push(i);
                }
                if !r.loads.is_empty() {
                    a.memory.set(i);
                    a.loads.insert(i, r.loads);
                }
            }
        }
        for (&t, (e, deps)) in &b.value {
            let me = b.index[&Fact::Valid(t, *e)];
            let needs = deps
                .iter()
                .filter_map(|d| b.index.get(d).copied())
                .collect();
            let complete = deps.iter().all(|d| b.index.contains_key(d));
            // A value built from a fact nobody tracks is never valid.
            a.valid_of
                .insert(t, (me, if complete { needs } else { vec![u32::MAX] }));
        }
        a.liveness();
        a
    }

    /// `keep`: a fact about a value matters only where the value is live; one about a ghost's
    /// freshness only where a ghost still reads it; facts reading a phi die at its block.
    fn liveness(&mut self) {
        let (cfg, model, target) = (self.b.cfg, self.b.model, self.b.target);
        let nb = cfg.num_blocks();
        // Use blocks of every target value: (block, through a phi from that predecessor).
        let mut uses: HashMap<ValueRef, Vec<(Block, bool)>> = HashMap::new();
        for t in target.insts.indices() {
            let d = &target.insts[t];
            let phi = d.kind == InstKind::Phi;
            for (k, &v) in target.operands(t).iter().enumerate() {
                let at = if phi { target.incoming(t)[k] } else { d.block };
                uses.entry(v).or_default().push((at, phi));
            }
        }
        let ghost_block: HashMap<Inst, Block> =
            target.ghosts.iter().map(|g| (g.source, g.block)).collect();
        let mut live: Vec<Bits> = vec![Bits::empty(self.n); nb];
        let mut seen = BlockMap::from_elem_n(u32::MAX, nb);
        let mut work = Vec::new();
        for (i, &f) in self.b.facts.iter().enumerate() {
            let (def, sites): (Option<Block>, Vec<(Block, bool)>) = match f {
                Fact::Valid(t, _) | Fact::Holds(ValueRef::New(t), _) => {
                    let def = self.b.tinst(t).map(|x| target.insts[x].block);
                    (
                        def,
                        uses.get(&ValueRef::New(t)).cloned().unwrap_or_default(),
                    )
                }
                Fact::Holds(..) => continue,
                Fact::Fresh(v) => {
                    let sites = target
                        .ghosts
                        .iter()
                        .filter(|g| model.operands(g.source).contains(&Operand::Inst(v)))
                        .map(|g| (g.block, false))
                        .collect();
                    (ghost_block.get(&v).copied(), sites)
                }
            };
            let Some(def) = def else { continue };
            // Blocks where the fact's subject is live on entry: from each use, backwards,
            // stopping at the definition.
            // A use in `at` (for a phi's entry: at the end of predecessor `at`) makes the
            // subject live on entry to `at` unless `at` defines it.
            for (at, _) in sites {
                if at != def && seen[at] != i as u32 {
                    seen[at] = i as u32;
                    work.push(at);
                }
            }
            while let Some(blk) = work.pop() {
                live[blk.index()].set(i as u32);
                for &p in cfg.preds(blk) {
                    if p != def && seen[p] != i as u32 {
                        seen[p] = i as u32;
                        work.push(p);
                    }
                }
            }
        }
        for blk in cfg.blocks() {
            let mut keep = std::mem::replace(&mut live[blk.index()], Bits::empty(0));
            for &phi in model.phis(blk) {
                for &f in self.by_leaf.get(&phi).map(Vec::as_slice).unwrap_or(&[]) {
                    keep.clear(f);
                }
            }
            self.keep[blk] = keep;
        }
    }

    /// The state entering `s` from its `k`-th predecessor, given that predecessor's out-state.
    fn edge(&self, s: Block, k: usize, out: &Bits) -> Bits {
        let mut state = out.clone();
        state.and_with(&self.keep[s]);
        for (f, reqs) in &self.phi_facts[s] {
            let holds = match reqs[k] {
                Requirement::Always => true,
                Requirement::Never => false,
                Requirement::Fact(g) => out.has(g),
            };
            if holds {
                state.set(*f);
            }
        }
        state
    }

    fn kill_list(state: &mut Bits, list: Option<&Vec<u32>>) {
        for &f in list.map(Vec::as_slice).unwrap_or(&[]) {
            state.clear(f);
        }
    }

    /// Runs block `blk` from `state`; with `check`, verifies every kept instruction's operands.
    fn transfer(&self, blk: Block, state: &mut Bits, check: bool) -> Result<(), ValidationError> {
        let (model, target) = (self.b.model, self.b.target);
        for &step in &self.steps[blk] {
            match step {
                Step::Ghost(v) => {
                    let fresh = self.fresh_of.contains_key(&v)
                        && model.operands(v).iter().all(|&o| match o {
                            Operand::Inst(i) if self.b.erased[i] => {
                                self.fresh_of.get(&i).is_some_and(|&f| state.has(f))
                            }
                            _ => true,
                        });
                    let holds = self.holds_of.get(&v);
                    if let Some(&f) = self.fresh_of.get(&v) {
                        state.clear(f);
                    }
                    for &(h, _) in holds.map(Vec::as_slice).unwrap_or(&[]) {
                        state.clear(h);
                    }
                    if fresh {
                        state.set(self.fresh_of[&v]);
                        for &(h, need) in holds.map(Vec::as_slice).unwrap_or(&[]) {
                            if need.is_some_and(|g| state.has(g)) {
                                state.set(h);
                            }
                        }
                    }
                }
                Step::Inst(t) => {
                    let d = &target.insts[t];
                    if d.kind == InstKind::Phi {
                        continue; // defined on the edges
                    }
                    match d.origin {
                        InstOrigin::Original(x) => {
                            if check {
                                self.check_operands(blk, t, x, state, None)?;
                            }
                            Self::kill_list(state, self.by_leaf.get(&x));
                            if may_write(model, x) {
                                let hit: Vec<u32> = state
                                    .ones_in(&self.memory)
                                    .filter(|f| {
                                        self.loads[f]
                                            .iter()
                                            .any(|&l| self.alias.may_write(x, &location(model, l)))
                                    })
                                    .collect();
                                for f in hit {
                                    state.clear(f);
                                }
                            }
                        }
                        InstOrigin::Clone(_) | InstOrigin::Created => {
                            let Some(crate::edit::plan::InstRef::New(n)) = d.id else {
                                continue;
                            };
                            Self::kill_list(state, self.by_value.get(&ValueRef::New(n)));
                            if let Some((me, needs)) = self.valid_of.get(&n) {
                                if needs.iter().all(|&g| g != u32::MAX && state.has(g)) {
                                    state.set(*me);
                                }
                            }
                        }
                        InstOrigin::Jump => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// Each operand of kept instruction `x` (target `t`): where the source reads ghost `v`,
    /// the target reads a value that holds `v`'s latest value; elsewhere the same operand.
    /// For a phi, only the entry from `from` (checked at the end of that predecessor).
    fn check_operands(
        &self,
        blk: Block,
        t: TInst,
        x: Inst,
        state: &Bits,
        from: Option<Block>,
    ) -> Result<(), ValidationError> {
        let (model, target) = (self.b.model, self.b.target);
        let source = model.operands(x);
        let now = target.operands(t);
        if source.len() != now.len() {
            return Err(error(
                CheckKind::Dataflow,
                blk,
                format!(
                    "{x:?} has {} operands, the source {}",
                    now.len(),
                    source.len()
                ),
            ));
        }
        for k in 0..source.len() {
            if let Some(p) = from {
                if model.incoming(x).get(k) != Some(&p) {
                    continue;
                }
            }
            let (o, u) = (source[k], now[k]);
            match o {
                Operand::Inst(v) if self.b.erased[v] => {
                    let proven = self
                        .b
                        .index
                        .get(&Fact::Holds(u, v))
                        .is_some_and(|&f| state.has(f));
                    if !proven {
                        return Err(error(
                            CheckKind::Dataflow,
                            blk,
                            format!(
                                "operand {k} of {x:?} reads {u:?} for the erased {v:?}, which it is not proven to hold there"
                            ),
                        ));
                    }
                }
                _ if u == ValueRef::Old(o) => {}
                _ => {
                    return Err(error(
                        CheckKind::Dataflow,
                        blk,
                        format!("operand {k} of {x:?} reads {u:?} where the source reads {o:?}"),
                    ))
                }
            }
        }
        Ok(())
    }

    /// The greatest fixpoint over the target, then one pass that checks every use.
    fn run(&self) -> Result<(), ValidationError> {
        let cfg = self.b.cfg;
        let order = reverse_post_order(cfg);
        let mut out: BlockMap<Option<Bits>> = BlockMap::from_elem_n(None, cfg.num_blocks());
        let entry_state = |s: Block, out: &BlockMap<Option<Bits>>| -> Bits {
            let mut state: Option<Bits> = None;
            for (k, &p) in cfg.preds(s).iter().enumerate() {
                let Some(o) = &out[p] else { continue };
                let e = self.edge(s, k, o);
                match &mut state {
                    None => state = Some(e),
                    Some(st) => st.and_with(&e),
                }
            }
            state.unwrap_or_else(|| {
                if s == Block::ENTRY {
                    Bits::empty(self.n)
                } else {
                    Bits::full(self.n)
                }
            })
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &blk in &order {
                let mut state = if blk == Block::ENTRY {
                    Bits::empty(self.n)
                } else {
                    entry_state(blk, &out)
                };
                self.transfer(blk, &mut state, false)?;
                if out[blk].as_ref() != Some(&state) {
                    out[blk] = Some(state);
                    changed = true;
                }
            }
        }
        for &blk in &order {
            let mut state = if blk == Block::ENTRY {
                Bits::empty(self.n)
            } else {
                entry_state(blk, &out)
            };
            self.transfer(blk, &mut state, true)?;
            // The original phis of each successor read their entry from this block here.
            for &s in cfg.succs(blk) {
                for &phi in self.b.model.phis(s) {
                    if let Some(t) = self.b.target.lookup(crate::edit::plan::InstRef::Old(phi)) {
                        self.check_operands(s, t, phi, &state, Some(blk))?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether kept instruction `x` may write memory at all.
fn may_write(model: &FunctionModel, x: Inst) -> bool {
    match model.insts[x].kind {
        InstKind::Store { .. } | InstKind::Other => true,
        InstKind::Call { effects, .. } => effects.may_write(),
        _ => false,
    }
}

/// The location source load `l` reads.
fn location(model: &FunctionModel, l: Inst) -> Location {
    let size = match model.insts[l].kind {
        InstKind::Load { size, .. } => Some(size),
        _ => None,
    };
    Location {
        pointer: model.operands(l)[0],
        base: model.operand_bases(l)[0],
        size,
    }
}
