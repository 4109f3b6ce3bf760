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
//! which a must-analysis over the target proves with facts `(t, e)`: target value `t`
//! refines expression `e` evaluated here ([`Exprs`]). Expressions are built from the
//! source's own instructions over kept values, memory, and `Inst(v)`: the latest value ghost
//! `v` computed. A copy's expression is its source instruction over its operands'; a phi's is
//! one of the plan's [`PhiClaim`](crate::edit::plan::PhiClaim)s, proven edge by edge.
//!
//! A fact dies where a kept value its expression reads is defined again, where a write may
//! change memory one of its (re-evaluated) loads reads — the pass's alias model answers —,
//! and, for `Inst(v)`, where ghost `v` runs again; facts about `t` die where `t` is defined
//! again. At ghost `v` the source computes `v` from its operands' latest values: that is
//! `I(v)`, `v`'s operation over `Inst(o)` for each erased operand `o` and the kept operands
//! themselves, evaluated there. So every fact whose expression contains `I(v)` (and not the
//! older `Inst(v)`) also holds with `I(v)` replaced by `Inst(v)`; step by step, as the
//! source's ghosts run, a cached value's fact becomes `(c, Inst(v))`: `c` holds what the
//! source's `v` holds, which is what every use of `v` must read. This is the snapshot rule of
//! seed 003: a use of a load after a rare store still reads the load's value, not memory.
//! At a join a fact holds when it holds on every incoming edge (greatest fixpoint, so facts
//! carried around a loop are proven by induction). Every kept instruction checks each
//! operand: where the source reads ghost `v`, the target must read a `u` with
//! `(u, Inst(v))`; elsewhere the same operand. "Refines" allows the target a defined value
//! where the source's is poison or its evaluation undefined: that is what a guard may
//! substitute (§9).
//!
//! A rewrite that changes the CFG is left to checks 1–7 (`check.rs`).

use crate::graph::fast_hash::{IdMap, IdSet};
use std::rc::Rc;

use super::target::{InstOrigin, TInst, TargetFunction};
use super::{CheckKind, ValidationError};
use crate::edit::model::{ConstKind, FunctionModel, Inst, InstKind, Operand, PointerBase, TypeId};
use crate::edit::opcode::{IntPredicate, Opcode};
use crate::edit::plan::{BlockRef, Edit, EditPlan, NewInst, NewOp, ValueRef};
use crate::fplicm::alias::AliasModel;
use crate::fplicm::oracle::MemoryOracle;
use crate::graph::dfs::reverse_post_order;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::{Block, BlockMap, Cfg, IndexVec};

/// An interned expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct ExprId(u32);

/// An expression over kept source values and memory.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Node {
    /// A value the rewrite keeps (argument, constant, kept instruction).
    Leaf(Operand),
    /// The latest value ghost `v` computed in the source.
    Inst(Inst),
    /// An address as LLVM resolves it: `offset` bytes into the object `base` evaluates to, so
    /// loads of one location through different but equal addresses are one expression.
    Addr { base: ExprId, offset: i64 },
    /// A source instruction's operation (everything `isSameOperationAs` compares, as its
    /// fingerprint) on operand expressions; a load reads memory where it is evaluated.
    Op {
        opcode: Opcode,
        fingerprint: u64,
        ty: TypeId,
        args: Vec<ExprId>,
    },
}

/// What kills facts on an expression: the kept instructions it reads, its re-evaluated loads
/// (a source load of each form, whose location answers the alias questions) and the ghosts
/// whose latest value it reads.
#[derive(Clone, Debug, Default)]
struct Reads {
    leaves: Vec<Inst>,
    loads: Vec<Inst>,
    instances: Vec<Inst>,
}

/// Hash-consed expressions.
#[derive(Default)]
struct Exprs {
    nodes: Vec<Node>,
    ids: IdMap<Node, ExprId>,
    /// For each load `Op`: the source loads of that form (several when loads that differ in
    /// what the alias analysis reads beside the address, such as type-based metadata, share
    /// the form; a write kills the form's facts when it may write what any of them reads).
    load_of: IdMap<ExprId, Vec<Inst>>,
    /// `reads` of each node, by id (dense: ids are consecutive).
    reads: Vec<Option<Rc<Reads>>>,
    contains: IdMap<(ExprId, ExprId), bool>,
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

    /// `to`, derived from the load form `from`, reads what `from`'s source loads read.
    fn inherit_loads(&mut self, from: ExprId, to: ExprId) {
        let Some(loads) = self.load_of.get(&from).cloned() else {
            return;
        };
        let into = self.load_of.entry(to).or_default();
        for l in loads {
            if !into.contains(&l) {
                into.push(l);
            }
        }
    }

    /// `e` with each leaf in `map` replaced (`None` in the map: no expression, so none for
    /// `e` either when it reads that leaf).
    fn substitute(&mut self, e: ExprId, map: &IdMap<Operand, Option<ExprId>>) -> Option<ExprId> {
        match self.nodes[e.0 as usize].clone() {
            Node::Leaf(op) => match map.get(&op) {
                Some(&to) => to,
                None => Some(e),
            },
            Node::Inst(_) => Some(e),
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
                self.inherit_loads(e, id);
                Some(id)
            }
        }
    }

    /// The kept instructions, loads and ghost values `e` reads.
    fn reads(&mut self, e: ExprId) -> Rc<Reads> {
        if let Some(Some(r)) = self.reads.get(e.0 as usize) {
            return Rc::clone(r);
        }
        let mut r = Reads::default();
        let add = |to: &mut Vec<Inst>, from: Vec<Inst>| {
            for i in from {
                if !to.contains(&i) {
                    to.push(i);
                }
            }
        };
        match self.nodes[e.0 as usize] {
            Node::Leaf(Operand::Inst(i)) => r.leaves.push(i),
            Node::Leaf(_) => {}
            Node::Inst(v) => r.instances.push(v),
            Node::Addr { base, .. } => r = (*self.reads(base)).clone(),
            Node::Op { .. } => {
                for k in 0..self.arity(e) {
                    let sub = self.reads(self.arg(e, k));
                    add(&mut r.leaves, sub.leaves.clone());
                    add(&mut r.loads, sub.loads.clone());
                    add(&mut r.instances, sub.instances.clone());
                }
                if let Some(loads) = self.load_of.get(&e) {
                    add(&mut r.loads, loads.clone());
                }
            }
        }
        let r = Rc::new(r);
        let at = e.0 as usize;
        if self.reads.len() <= at {
            self.reads.resize(at + 1, None);
        }
        self.reads[at] = Some(Rc::clone(&r));
        r
    }

    /// Whether `sub` is a subexpression of `e`.
    fn contains(&mut self, e: ExprId, sub: ExprId) -> bool {
        if e == sub {
            return true;
        }
        // Interning numbers a node after its arguments, so every proper subexpression of `e`
        // has a smaller id: a later `sub` cannot be in it (most queries end here, as the
        // transfer asks every fact whether it holds the newest `I(v)`).
        if sub.0 > e.0 {
            return false;
        }
        if let Some(&c) = self.contains.get(&(e, sub)) {
            return c;
        }
        let c = match self.nodes[e.0 as usize] {
            Node::Leaf(_) | Node::Inst(_) => false,
            Node::Addr { base, .. } => self.contains(base, sub),
            Node::Op { .. } => (0..self.arity(e)).any(|k| {
                let a = self.arg(e, k);
                self.contains(a, sub)
            }),
        };
        self.contains.insert((e, sub), c);
        c
    }

    /// The number of arguments of `Op` node `e`.
    fn arity(&self, e: ExprId) -> usize {
        match &self.nodes[e.0 as usize] {
            Node::Op { args, .. } => args.len(),
            _ => 0,
        }
    }

    /// Argument `k` of `Op` node `e` (read by index, so the recursion over the arguments
    /// does not clone them while it interns).
    fn arg(&self, e: ExprId, k: usize) -> ExprId {
        match &self.nodes[e.0 as usize] {
            Node::Op { args, .. } => args[k],
            _ => unreachable!("only Op nodes have arguments"),
        }
    }

    /// `e` with every `select cond, a, b` node ([`SELECT`]) whose argument `slot` (1 or 2)
    /// is `arg` replaced by `to`.
    fn replace_select(
        &mut self,
        e: ExprId,
        cond: ExprId,
        slot: usize,
        arg: ExprId,
        to: ExprId,
    ) -> ExprId {
        match self.nodes[e.0 as usize].clone() {
            Node::Leaf(_) | Node::Inst(_) => e,
            Node::Addr { base, offset } => {
                let b = self.replace_select(base, cond, slot, arg, to);
                if b == base {
                    e
                } else {
                    self.intern(Node::Addr { base: b, offset })
                }
            }
            Node::Op {
                opcode,
                fingerprint,
                ty,
                args,
            } => {
                if (opcode, fingerprint, ty) == SELECT
                    && args.len() == 3
                    && args[0] == cond
                    && args[slot] == arg
                {
                    return to;
                }
                let new: Vec<ExprId> = args
                    .iter()
                    .map(|&a| self.replace_select(a, cond, slot, arg, to))
                    .collect();
                if new == args {
                    return e;
                }
                let id = self.intern(Node::Op {
                    opcode,
                    fingerprint,
                    ty,
                    args: new,
                });
                self.inherit_loads(e, id);
                id
            }
        }
    }

    /// `e` with every occurrence of `from` replaced by `to`.
    fn replace(&mut self, e: ExprId, from: ExprId, to: ExprId) -> ExprId {
        if e == from {
            return to;
        }
        if !self.contains(e, from) {
            return e;
        }
        match self.nodes[e.0 as usize].clone() {
            Node::Leaf(_) | Node::Inst(_) => e,
            Node::Addr { base, offset } => {
                let base = self.replace(base, from, to);
                self.intern(Node::Addr { base, offset })
            }
            Node::Op {
                opcode,
                fingerprint,
                ty,
                args,
            } => {
                let args = args.iter().map(|&a| self.replace(a, from, to)).collect();
                let id = self.intern(Node::Op {
                    opcode,
                    fingerprint,
                    ty,
                    args,
                });
                self.inherit_loads(e, id);
                id
            }
        }
    }
}

/// The operation of a `select c, a, b` node: a created select over the copies, or a
/// guarded phi of the source (`values::guarded_phi`). LLVM's `select` without flags;
/// source instructions never intern this fingerprint and type (theirs come from LLVM).
const SELECT: (Opcode, u64, TypeId) = (Opcode::Select, u64::MAX, TypeId::from_u32(u32::MAX - 1));

/// A fact: target value `.0` refines expression `.1` evaluated here.
type Fact = (ValueRef, ExprId);

/// The facts true at a point.
type State = IdSet<Fact>;

/// When a phi's claim holds on an edge.
#[derive(Clone, Copy, Debug)]
enum Requirement {
    Always,
    Never,
    Fact(Fact),
}

/// Whether `plan` rewrites only values: no block created, erased or merged, no successor
/// and no original phi's entries changed. Only such plans are this check's; block rewrites
/// are checks 1–7's.
fn rewrites_values_only(plan: &EditPlan, claims: &super::Claims) -> bool {
    plan.new_blocks.is_empty()
        && claims.merged.is_empty()
        && plan.edits.iter().all(|e| match e {
            Edit::SetSuccessor { .. }
            | Edit::SetIncomingBlock { .. }
            | Edit::Branch { .. }
            | Edit::RemoveIncoming { .. }
            | Edit::EraseBlock { .. } => false,
            Edit::AddIncoming { phi, .. } => matches!(phi, crate::edit::plan::InstRef::New(_)),
            _ => true,
        })
}

/// Checks the dataflow of `plan` (see the module documentation). Rewrites of blocks are not
/// this check's: it accepts them. `memory` answers which writes kill facts about memory (the
/// pass's oracle, LLVM's alias analysis); without one, our alias rules do.
pub(super) fn check(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    claims: &super::Claims,
    target: &TargetFunction,
    memory: Option<&dyn MemoryOracle>,
) -> Result<(), ValidationError> {
    if !rewrites_values_only(plan, claims) {
        return Ok(());
    }
    let same_cfg = target.num_blocks() == cfg.num_blocks()
        && target
            .layout
            .iter()
            .enumerate()
            .all(|(b, &r)| r == BlockRef::Old(Block::new(b)))
        && cfg.blocks().all(|b| target.cfg.succs(b) == cfg.succs(b));
    if !same_cfg || (target.ghosts.is_empty() && plan.num_new_insts() == 0) {
        return Ok(());
    }
    let rules;
    let alias: &dyn MemoryOracle = match memory {
        Some(m) => m,
        None => {
            rules = AliasModel::new(model);
            &rules
        }
    };
    let mut builder = Builder::new(cfg, model, plan, target, alias);
    builder.safety()?;
    let phi_facts = builder.phi_requirements();
    let mut analysis = Analysis::new(builder, alias, phi_facts);
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
    source: IdMap<Inst, Option<ExprId>>,
    /// Per created non-phi value: its expression and the facts it is built from.
    value: IdMap<NewInst, (ExprId, Vec<Fact>)>,
    /// Per created phi: its claims' expressions.
    claims: IdMap<NewInst, Vec<ExprId>>,
    /// Tells which source loads of one form are the same question about memory, so a form
    /// keeps one load per question (K loops loading one global are one load, not K).
    alias: &'a dyn MemoryOracle,
}

impl<'a> Builder<'a> {
    fn new(
        cfg: &'a Cfg,
        model: &'a FunctionModel,
        plan: &'a EditPlan,
        target: &'a TargetFunction,
        alias: &'a dyn MemoryOracle,
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
            source: IdMap::default(),
            value: IdMap::default(),
            claims: IdMap::default(),
            alias,
        };
        // Claims first: copies may read phis.
        for claim in &plan.claims {
            let Some(e) = b.source_expr(claim.source) else {
                continue;
            };
            let map: IdMap<Operand, Option<ExprId>> = claim
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
        let e = if let Some(g) = self.guarded(v) {
            // The phi equals `select c, a, b` where it runs (`guarded_phi`).
            let args: Option<Vec<ExprId>> = [g.condition, g.then_value, g.else_value]
                .iter()
                .map(|&op| self.operand_expr(op))
                .collect();
            args.map(|args| self.select_node(args))
        } else if evaluable {
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

    /// `I(v)`: what ghost `v` computes where it stands, from its erased operands' latest
    /// values (`Inst(o)`) and its kept operands.
    fn instance_expr(&mut self, v: Inst) -> Option<ExprId> {
        let model = self.model;
        let data = &model.insts[v];
        if data.kind == InstKind::Phi {
            return None; // a phi computes on its edges (`Analysis::edge`)
        }
        let mut args = Vec::with_capacity(model.operands(v).len());
        for &op in model.operands(v) {
            args.push(match op {
                Operand::Inst(o) if self.erased[o] => self.exprs.intern(Node::Inst(o)),
                Operand::Block(_) | Operand::Opaque(_) => return None,
                op => self.exprs.leaf(op),
            });
        }
        if matches!(data.kind, InstKind::Load { .. }) {
            if let Some(PointerBase {
                base,
                offset: Some(offset),
            }) = model.operand_bases(v)[0]
            {
                let base = match base {
                    Operand::Inst(o) if self.erased[o] => self.exprs.intern(Node::Inst(o)),
                    op => self.exprs.leaf(op),
                };
                args[0] = self.exprs.intern(Node::Addr { base, offset });
            }
        }
        Some(self.op_node(data.opcode, data.fingerprint, data.ty, args, v))
    }

    /// The guard of phi `v`, when it is a guarded phi (`values::guarded_phi`).
    fn guarded(&self, v: Inst) -> Option<crate::fplicm::values::GuardedPhi> {
        crate::fplicm::values::guarded_phi(self.cfg, self.model, v)
    }

    /// `select args[0], args[1], args[2]`.
    fn select_node(&mut self, args: Vec<ExprId>) -> ExprId {
        let (opcode, fingerprint, ty) = SELECT;
        self.exprs.intern(Node::Op {
            opcode,
            fingerprint,
            ty,
            args,
        })
    }

    /// The expression of `op`'s latest value at a point: `Inst(o)` for an erased `o`, the
    /// leaf for a kept value.
    fn latest(&mut self, op: Operand) -> Option<ExprId> {
        match op {
            Operand::Inst(o) if self.erased[o] => Some(self.exprs.intern(Node::Inst(o))),
            Operand::Block(_) | Operand::Opaque(_) => None,
            op => Some(self.exprs.leaf(op)),
        }
    }

    fn op_node(
        &mut self,
        opcode: Opcode,
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
            let alias = self.alias;
            let loads = self.exprs.load_of.entry(id).or_default();
            if !loads
                .iter()
                .any(|&l| l == origin || alias.same_access(l, origin))
            {
                loads.push(origin);
            }
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

    /// The expression of a target value and the fact it rests on (none for a kept value). A
    /// phi stands for its first claim.
    fn value_expr(&mut self, v: ValueRef) -> Option<(ExprId, Option<Fact>)> {
        match v {
            ValueRef::Old(Operand::Inst(i)) if self.erased[i] => None,
            ValueRef::Old(op) => self.operand_expr(op).map(|e| (e, None)),
            ValueRef::New(n) => {
                if let Some(claims) = self.claims.get(&n) {
                    let e = *claims.first()?;
                    return Some((e, Some((v, e))));
                }
                let &(e, _) = self.value.get(&n)?;
                Some((e, Some((v, e))))
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
                    // The copy reads the source's own address (kept address arithmetic may
                    // have been recomputed): give it the source's canonical form.
                    let own = self
                        .operand_expr(self.model.operands(s)[0])
                        .map(|e| self.expand(e, 0));
                    if own == Some(self.expand(args[0], 0)) {
                        if let Some(addr) = self.canonical_address(s) {
                            args[0] = addr;
                        }
                    }
                }
                let e = self.op_node(data.opcode, data.fingerprint, data.ty, args, s);
                Some((e, deps))
            }
            NewOp::Select { .. } => {
                // `select c, a, b` over its operands' expressions (the guards' selects have
                // created conditions without one, so they stand for nothing).
                let mut args = Vec::with_capacity(3);
                let mut deps = Vec::new();
                for &u in self.target.operands(t) {
                    let (e, dep) = self.value_expr(u)?;
                    args.push(e);
                    deps.extend(dep);
                }
                (args.len() == 3).then(|| (self.select_node(args), deps))
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
    /// `p = freeze addr`, `off = ptrtoint p - ptrtoint obj`, `addr` based on `obj` (through
    /// GEPs) and LLVM's facts on `obj`. Exactly that check: a smaller bound would substitute
    /// where the original is defined, a larger one would read outside the object. The copy's
    /// value stands for the source's only where the dataflow proves it computes the same
    /// address; the guard makes it safe everywhere.
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
        let facts = self.model.object(*object)?;
        if facts.bytes < size || facts.align < u64::from(align.max(1)) {
            return None;
        }
        let is_int_of = |v: ValueRef, of: ValueRef, b: &Self| matches!(b.created(v), Some(NewOp::PtrToInt { value, .. }) if *value == of);
        // The bound, and for `align > 1` the alignment test, exactly.
        let bound_ok = |cmp: ValueRef, b: &Self| match b.created(cmp) {
            Some(NewOp::ICmp {
                predicate: IntPredicate::Ule,
                lhs,
                rhs,
            }) if Self::is_int(*rhs, (facts.bytes - size) as i64) => match b.created(*lhs) {
                Some(NewOp::Binary {
                    opcode: Opcode::Sub,
                    lhs: a,
                    rhs: o,
                }) => is_int_of(*a, *then, b) && is_int_of(*o, ValueRef::Old(*object), b),
                _ => false,
            },
            _ => false,
        };
        let aligned_ok = |cmp: ValueRef, b: &Self| match b.created(cmp) {
            Some(NewOp::ICmp {
                predicate: IntPredicate::Eq,
                lhs,
                rhs,
            }) if Self::is_int(*rhs, 0) => matches!(
                b.created(*lhs),
                Some(NewOp::Binary { opcode: Opcode::And, lhs: a, rhs: m })
                    if is_int_of(*a, *then, b) && Self::is_int(*m, i64::from(align) - 1)
            ),
            _ => false,
        };
        let ok = if align > 1 {
            matches!(self.created(*condition), Some(NewOp::Binary { opcode: Opcode::And, lhs, rhs })
                if bound_ok(*lhs, self) && aligned_ok(*rhs, self))
        } else {
            bound_ok(*condition, self)
        };
        // The address the copy reads must be based on that object (else a read inside it
        // would still be undefined).
        let based_on = self
            .value_expr(*address)
            .and_then(|(e, _)| self.underlying_object(e));
        (ok && based_on == Some(*object)).then_some(LoadGuard { address: *then })
    }

    /// `e` with every kept address computation it reads (GEPs and casts, which touch no
    /// memory and compute the same from the same operands anywhere) spelled out, so a copy of
    /// such an instruction compares equal to the instruction itself.
    fn expand(&mut self, e: ExprId, depth: u32) -> ExprId {
        if depth > 32 {
            return e;
        }
        match self.exprs.nodes[e.0 as usize].clone() {
            Node::Leaf(Operand::Inst(x)) => {
                let data = &self.model.insts[x];
                let spelled = matches!(data.kind, InstKind::GetElementPtr { .. })
                    || (data.kind == InstKind::Pure && data.opcode.is_cast());
                if !spelled {
                    return e;
                }
                let args: Vec<ExprId> = self
                    .model
                    .operands(x)
                    .iter()
                    .map(|&op| {
                        let leaf = self.exprs.leaf(op);
                        self.expand(leaf, depth + 1)
                    })
                    .collect();
                self.op_node(data.opcode, data.fingerprint, data.ty, args, x)
            }
            Node::Leaf(_) | Node::Inst(_) => e,
            Node::Addr { base, offset } => {
                let base = self.expand(base, depth + 1);
                self.exprs.intern(Node::Addr { base, offset })
            }
            Node::Op {
                opcode,
                fingerprint,
                ty,
                args,
            } => {
                let args = args.iter().map(|&a| self.expand(a, depth + 1)).collect();
                self.exprs.intern(Node::Op {
                    opcode,
                    fingerprint,
                    ty,
                    args,
                })
            }
        }
    }

    /// The object an address expression is based on: through GEPs (copied or kept) to a
    /// kept value that is not a GEP.
    fn underlying_object(&self, mut e: ExprId) -> Option<Operand> {
        loop {
            match &self.exprs.nodes[e.0 as usize] {
                Node::Addr { base, .. } => e = *base,
                Node::Op { opcode, args, .. } if *opcode == Opcode::GetElementPtr => {
                    e = *args.first()?
                }
                Node::Op { .. } | Node::Inst(_) => return None,
                Node::Leaf(op) => {
                    let mut op = *op;
                    loop {
                        match op {
                            Operand::Inst(i)
                                if matches!(
                                    self.model.insts[i].kind,
                                    InstKind::GetElementPtr { .. }
                                ) =>
                            {
                                op = self.model.operands(i)[0]
                            }
                            Operand::Const(c) if self.model.const_objects.contains_key(&c) => {
                                op = self.model.const_objects[&c]
                            }
                            _ => return Some(op),
                        }
                    }
                }
            }
        }
    }

    /// Recognises the guard of `chains::guard_division` on a copy of integer division `s`
    /// with target operands `operands`: the divisor is `select bad, 1, d` with `d = freeze x`
    /// and `bad` exactly `d == 0`, or for a signed division `d == 0 | (d == -1 & n == MIN)`
    /// where `n` is the copy's own (frozen) numerator. Returns the frozen divisor.
    fn division_guard(&self, s: Inst, operands: &[ValueRef]) -> Option<(ValueRef, ValueRef)> {
        let data = &self.model.insts[s];
        let signed = match data.opcode {
            Opcode::SDiv | Opcode::SRem => true,
            Opcode::UDiv | Opcode::URem => false,
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
            matches!(self.created(v), Some(NewOp::ICmp { predicate: IntPredicate::Eq, lhs, rhs })
                if *lhs == of && Self::is_int(*rhs, c))
        };
        let ok = if signed {
            let numerator = operands[0];
            let frozen = matches!(self.created(numerator), Some(NewOp::Freeze(_)));
            let min = i64::MIN >> (64 - width);
            frozen
                && matches!(self.created(*condition), Some(NewOp::Binary { opcode: Opcode::Or, lhs, rhs })
                    if equals(*lhs, *divisor, 0)
                        && matches!(self.created(*rhs), Some(NewOp::Binary { opcode: Opcode::And, lhs: m1, rhs: mn })
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
        // The source's loops, for the guaranteed-execution rule (computed when first needed).
        let mut loops: Option<LoopInfo> = None;
        for g in &self.target.ghosts {
            let evaluable = match model.insts[g.source].kind {
                // A phi has no effect; its value is proven only on its edges when guarded.
                InstKind::Phi
                | InstKind::Load { .. }
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
                    // and aligned wherever it is computed (compared with kept address
                    // arithmetic expanded: the copy may recompute an in-loop GEP).
                    let own = self
                        .operand_expr(model.operands(source)[0])
                        .map(|e| self.expand(e, 0));
                    let read = self.value_expr(operands[0]).map(|(e, _)| self.expand(e, 0));
                    let justified = own.is_some()
                        && own == read
                        && (safe_anywhere || {
                            let loops = loops.get_or_insert_with(|| {
                                LoopInfo::compute(self.cfg, &DominatorTree::with_cfg(self.cfg))
                            });
                            self.guaranteed_execution(loops, source, t)
                        });
                    if !justified {
                        return fail(&format!(
                            "copies load {source:?} to where its address may fault, without the whole-object guard"
                        ));
                    }
                }
                InstKind::Division => {
                    let integer = matches!(
                        data.opcode,
                        Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
                    );
                    if !integer {
                        continue; // floating point never traps
                    }
                    let signed = matches!(data.opcode, Opcode::SDiv | Opcode::SRem);
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

    /// Whether the pass's oracle justifies the unguarded copy `t` of load `source` (reading
    /// the source's own address) by guaranteed execution (docs/fplicm-design.md §3 (c)): `t`
    /// stands in a loop `L` that holds `source`, or at the end of the dedicated preheader of
    /// such a loop (after every source instruction of the block but its terminator, followed
    /// only by instructions the plan adds that are not calls), and the oracle answers
    /// [`MemoryOracle::load_safe_in_preheader`] for `source` in `L`. The oracle's proof
    /// covers the preheader's end and every point of the loop's run; nothing else does.
    fn guaranteed_execution(&self, loops: &LoopInfo, source: Inst, t: TInst) -> bool {
        let (cfg, model, target) = (self.cfg, self.model, self.target);
        let home = model.insts[source].block;
        let ask = |l: LoopId| {
            loops.contains_block(l, home)
                && self
                    .alias
                    .load_safe_in_preheader(source, loops.header(l), loops.blocks(l))
        };
        let at_block = target.insts[t].block;
        // Anywhere in a loop holding the load (target and source blocks are one: the CFG is
        // kept).
        let mut l = loops.loop_for(at_block);
        while let Some(x) = l {
            if ask(x) {
                return true;
            }
            l = loops.parent(x);
        }
        // At the end of a dedicated preheader: its only successor is the header, and it is the
        // header's only predecessor outside the loop.
        let &[header] = cfg.succs(at_block) else {
            return false;
        };
        let Some(l) = loops
            .loop_for(header)
            .filter(|&l| loops.header(l) == header)
        else {
            return false;
        };
        if loops.contains_block(l, at_block)
            || cfg
                .preds(header)
                .iter()
                .any(|&p| p != at_block && !loops.contains_block(l, p))
        {
            return false;
        }
        let row = target.block_insts.row(at_block);
        let Some(at) = row.iter().position(|&x| x == t) else {
            return false;
        };
        let plan_made = |x: TInst| match target.insts[x].origin {
            InstOrigin::Created => true,
            InstOrigin::Clone(c) => !matches!(model.insts[c].kind, InstKind::Call { .. }),
            InstOrigin::Original(_) | InstOrigin::Jump => false,
        };
        let last = row.len() - 1;
        let rest_made = row[at + 1..last].iter().all(|&x| plan_made(x));
        let ghost_after = target
            .ghosts
            .iter()
            .any(|g| g.block == at_block && g.before as usize > at);
        at < last && rest_made && !ghost_after && ask(l)
    }

    /// For each claim of a created phi and each incoming edge: what must hold at the end of
    /// the predecessor. The claim, with the block's original phis read as their incoming
    /// values on the edge, must be what the incoming value refines there.
    #[allow(clippy::type_complexity)]
    fn phi_requirements(&mut self) -> BlockMap<Vec<(ValueRef, ExprId, Vec<Requirement>)>> {
        let (cfg, model, target) = (self.cfg, self.model, self.target);
        let mut all = BlockMap::from_elem_n(Vec::new(), cfg.num_blocks());
        for blk in cfg.blocks() {
            let mut list = Vec::new();
            for &t in target.phis(blk) {
                let Some(crate::edit::plan::InstRef::New(n)) = target.insts[t].id else {
                    continue;
                };
                let Some(claims) = self.claims.get(&n).cloned() else {
                    continue;
                };
                for e in claims {
                    let mut reqs = Vec::with_capacity(cfg.preds(blk).len());
                    for &p in cfg.preds(blk) {
                        let mut map: IdMap<Operand, Option<ExprId>> = IdMap::default();
                        for &psi in model.phis(blk) {
                            let incoming = model
                                .incoming(psi)
                                .iter()
                                .position(|&q| q == p)
                                .map(|k| model.operands(psi)[k]);
                            let to = match incoming {
                                Some(Operand::Inst(i)) if self.erased[i] => None,
                                Some(op) => Some(self.exprs.leaf(op)),
                                None => None,
                            };
                            map.insert(Operand::Inst(psi), to);
                        }
                        let k = target.incoming(t).iter().position(|&q| q == p);
                        let u = k.map(|k| target.operands(t)[k]);
                        let req = match (self.exprs.substitute(e, &map), u) {
                            (None, _) | (_, None) => Requirement::Never,
                            (Some(want), Some(ValueRef::Old(op))) => {
                                let kept = !matches!(op, Operand::Inst(i) if self.erased[i]);
                                if kept && self.exprs.leaf(op) == want {
                                    Requirement::Always
                                } else {
                                    Requirement::Never
                                }
                            }
                            (Some(want), Some(u @ ValueRef::New(_))) => {
                                Requirement::Fact((u, want))
                            }
                            (Some(_), Some(_)) => Requirement::Never,
                        };
                        reqs.push(req);
                    }
                    list.push((ValueRef::New(n), e, reqs));
                }
            }
            all[blk] = list;
        }
        all
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

/// The analysis.
struct Analysis<'a> {
    b: Builder<'a>,
    alias: &'a dyn MemoryOracle,
    steps: BlockMap<Vec<Step>>,
    /// Per ghost: `I(v)` and `Inst(v)`.
    instance: IdMap<Inst, (ExprId, ExprId)>,

    /// Per block: the created values live on entry (facts about others are dropped there).
    live_in: BlockMap<IdSet<ValueRef>>,
    /// Per block: its created phis' claims and, per predecessor, when each holds.
    phi_facts: BlockMap<Vec<(ValueRef, ExprId, Vec<Requirement>)>>,
    /// Per block: its erased guarded phis.
    guarded: BlockMap<Vec<GuardedGhost>>,
}

/// An erased guarded phi `v = phi [a, T], [b, F]` under `br c` (`values::guarded_phi`):
/// entering its block from `then_pred`, `c`'s latest value is true and `v` becomes `a`'s
/// latest value, so `select c, a, _` (any `_`) evaluated at the end of `then_pred` is `v`'s
/// new value; likewise `select c, _, b` from `else_pred`.
#[derive(Clone, Copy)]
struct GuardedGhost {
    phi: Inst,
    /// `Inst(v)`.
    node: ExprId,
    /// The latest value of the condition, of the incoming values.
    cond: ExprId,
    then_pred: Block,
    then_arg: ExprId,
    else_pred: Block,
    else_arg: ExprId,
}

impl<'a> Analysis<'a> {
    #[allow(clippy::type_complexity)]
    fn new(
        mut b: Builder<'a>,
        alias: &'a dyn MemoryOracle,
        phi_facts: BlockMap<Vec<(ValueRef, ExprId, Vec<Requirement>)>>,
    ) -> Analysis<'a> {
        let (cfg, target) = (b.cfg, b.target);
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
        let mut instance = IdMap::default();
        for g in &target.ghosts {
            if let Some(iv) = b.instance_expr(g.source) {
                let node = b.exprs.intern(Node::Inst(g.source));
                instance.insert(g.source, (iv, node));
            }
        }
        let live_in = live_in(cfg, b.model, &b.erased, target);
        let mut guarded: BlockMap<Vec<GuardedGhost>> =
            BlockMap::from_elem_n(Vec::new(), cfg.num_blocks());
        for g in &target.ghosts {
            let v = g.source;
            let Some(gp) = b.guarded(v) else { continue };
            let (Some(cond), Some(then_arg), Some(else_arg)) = (
                b.latest(gp.condition),
                b.latest(gp.then_value),
                b.latest(gp.else_value),
            ) else {
                continue;
            };
            let node = b.exprs.intern(Node::Inst(v));
            guarded[b.model.insts[v].block].push(GuardedGhost {
                phi: v,
                node,
                cond,
                then_pred: gp.then_pred,
                then_arg,
                else_pred: gp.else_pred,
                else_arg,
            });
        }
        Analysis {
            b,
            alias,
            steps,
            instance,
            live_in,
            phi_facts,
            guarded,
        }
    }

    /// The state entering `s` from its `k`-th predecessor, given that predecessor's out-state.
    fn edge(&mut self, s: Block, k: usize, out: &State) -> State {
        let model = self.b.model;
        let phis = model.phis(s);
        let mut state: State = IdSet::with_capacity_and_hasher(out.len(), Default::default());
        for &(t, e) in out {
            if !self.live_in[s].contains(&t) {
                continue;
            }
            let reads = self.b.exprs.reads(e);
            if reads.leaves.iter().any(|l| phis.contains(l)) {
                continue; // the phi is defined again on entry
            }
            state.insert((t, e));
        }
        // The erased phis of `s` take their new values on this edge: facts on their old
        // values die, and a select their guard decides on this edge becomes the new value.
        let pred = self.b.cfg.preds(s)[k];
        for gi in 0..self.guarded[s].len() {
            let g = self.guarded[s][gi];
            let chosen = if pred == g.then_pred {
                Some((1, g.then_arg))
            } else if pred == g.else_pred {
                Some((2, g.else_arg))
            } else {
                None
            };
            let me = ValueRef::Old(Operand::Inst(g.phi));
            let mut stale = Vec::new();
            let mut derived = Vec::new();
            for &(t, e) in &state {
                if t == me || self.b.exprs.reads(e).instances.contains(&g.phi) {
                    stale.push((t, e));
                    continue;
                }
                if let Some((slot, arg)) = chosen {
                    let e2 = self.b.exprs.replace_select(e, g.cond, slot, arg, g.node);
                    if e2 != e {
                        derived.push((t, e2));
                    }
                }
            }
            for f in &stale {
                state.remove(f);
            }
            state.extend(derived);
        }
        for (t, e, reqs) in &self.phi_facts[s] {
            let holds = match reqs[k] {
                Requirement::Always => true,
                Requirement::Never => false,
                Requirement::Fact(f) => out.contains(&f),
            };
            if holds {
                state.insert((*t, *e));
            }
        }
        state
    }

    /// Runs block `blk` from `state`; with `check`, verifies every kept instruction's operands.
    fn transfer(
        &mut self,
        blk: Block,
        state: &mut State,
        check: bool,
    ) -> Result<(), ValidationError> {
        let (model, target) = (self.b.model, self.b.target);
        for k in 0..self.steps[blk].len() {
            match self.steps[blk][k] {
                Step::Ghost(v) => {
                    let Some(&(iv, node)) = self.instance.get(&v) else {
                        continue;
                    };
                    let me = ValueRef::Old(Operand::Inst(v));
                    // `I(v)` over the ghosts its operands' values are known equal to.
                    let alias = self.aliases(state);
                    let civ = self.canonical(iv, &alias);
                    // An earlier ghost `w` that computed the same and whose value still equals
                    // it (the fact `(w, I(w))`) holds `v`'s new value: `v` becomes its alias.
                    let twin = state.iter().find_map(|&(u, e)| match u {
                        ValueRef::Old(Operand::Inst(w))
                            if w != v
                                && e == civ
                                && !matches!(self.b.exprs.nodes[e.0 as usize], Node::Inst(_)) =>
                        {
                            Some(alias.get(&w).copied().unwrap_or(w))
                        }
                        _ => None,
                    });
                    let twin = twin.filter(|&w| w != v);
                    // What held of `v`'s old value does not any more.
                    let stale: Vec<Fact> = state
                        .iter()
                        .copied()
                        .filter(|&(t, e)| t == me || self.b.exprs.reads(e).instances.contains(&v))
                        .collect();
                    for f in &stale {
                        state.remove(f);
                    }
                    // What holds of `I(v)` now holds of `v`'s new value (named by its twin,
                    // when it has one).
                    let named = match twin {
                        Some(w) => self.b.exprs.intern(Node::Inst(w)),
                        None => node,
                    };
                    let derived: Vec<Fact> = state
                        .iter()
                        .copied()
                        .filter(|&(_, e)| self.b.exprs.contains(e, civ))
                        .collect::<Vec<_>>()
                        .into_iter()
                        .map(|(t, e)| (t, self.b.exprs.replace(e, civ, named)))
                        .collect();
                    state.extend(derived);
                    if twin.is_some() {
                        state.insert((me, named));
                    } else {
                        // `v`'s value is `I(v)` evaluated here, until what `I(v)` reads
                        // changes.
                        state.insert((me, civ));
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
                            let writes = may_write(model, x);
                            let mut dead = Vec::new();
                            for &(u, e) in state.iter() {
                                let reads = self.b.exprs.reads(e);
                                let redefined = reads.leaves.contains(&x)
                                    || u == ValueRef::Old(Operand::Inst(x));
                                let clobbered = writes
                                    && reads.loads.iter().any(|&l| self.alias.may_write(x, l));
                                if redefined || clobbered {
                                    dead.push((u, e));
                                }
                            }
                            for f in dead {
                                state.remove(&f);
                            }
                        }
                        InstOrigin::Clone(_) | InstOrigin::Created => {
                            let Some(crate::edit::plan::InstRef::New(n)) = d.id else {
                                continue;
                            };
                            let me = ValueRef::New(n);
                            state.retain(|&(u, _)| u != me);
                            if let Some((e, deps)) = self.b.value.get(&n) {
                                if deps.iter().all(|f| state.contains(f)) {
                                    state.insert((me, *e));
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

    /// Traces the facts of `state` where a use could not be proven (`FREQPATH_LOG=debug`).
    fn dump(&self, blk: Block, x: Inst, state: &State) {
        let mut lines: Vec<String> = state
            .iter()
            .map(|&(u, e)| format!("  {u:?} ⊒ {}", self.show(e)))
            .collect();
        lines.sort();
        log::debug!(
            "validator: facts before {x:?} in {blk:?}, where a use is not proven:\n{}",
            lines.join("\n")
        );
    }

    fn show(&self, e: ExprId) -> String {
        match &self.b.exprs.nodes[e.0 as usize] {
            Node::Leaf(op) => format!("{op:?}"),
            Node::Inst(v) => format!("Inst({v:?})"),
            Node::Addr { base, offset } => format!("&{}+{offset}", self.show(*base)),
            Node::Op { opcode, args, .. } => {
                let args: Vec<String> = args.iter().map(|&a| self.show(a)).collect();
                format!("op{opcode:?}({})", args.join(", "))
            }
        }
    }

    /// The ghosts whose value is known equal to an earlier ghost's here: facts
    /// `(v, Inst(w))`.
    fn aliases(&self, state: &State) -> IdMap<Inst, Inst> {
        state
            .iter()
            .filter_map(|&(u, e)| match (u, &self.b.exprs.nodes[e.0 as usize]) {
                (ValueRef::Old(Operand::Inst(v)), Node::Inst(w)) => Some((v, *w)),
                _ => None,
            })
            .collect()
    }

    /// `e` with every ghost value read through its alias.
    fn canonical(&mut self, mut e: ExprId, alias: &IdMap<Inst, Inst>) -> ExprId {
        for (&v, &w) in alias {
            let (from, to) = (
                self.b.exprs.intern(Node::Inst(v)),
                self.b.exprs.intern(Node::Inst(w)),
            );
            e = self.b.exprs.replace(e, from, to);
        }
        e
    }

    /// Each operand of kept instruction `x` (target `t`): where the source reads ghost `v`,
    /// the target reads a value that holds `v`'s latest value; elsewhere the same operand.
    /// For a phi, only the entries from `from` (checked at the end of that predecessor).
    fn check_operands(
        &mut self,
        blk: Block,
        t: TInst,
        x: Inst,
        state: &State,
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
                    let rep = self.aliases(state).get(&v).copied().unwrap_or(v);
                    let node = self.b.exprs.intern(Node::Inst(rep));
                    if !state.contains(&(u, node)) {
                        if crate::passes::trace::enabled(log::Level::Debug) {
                            self.dump(blk, x, state);
                        }
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

    /// The meet of the edges into `s` from the predecessors already run (the entry starts
    /// empty).
    fn entry_state(&mut self, s: Block, out: &BlockMap<Option<State>>) -> State {
        if s == Block::ENTRY {
            return State::default();
        }
        let cfg = self.b.cfg;
        let mut state: Option<State> = None;
        for (k, &p) in cfg.preds(s).iter().enumerate() {
            let Some(o) = &out[p] else { continue };
            let e = self.edge(s, k, o);
            match &mut state {
                None => state = Some(e),
                Some(st) => st.retain(|f| e.contains(f)),
            }
        }
        state.unwrap_or_default()
    }

    /// The greatest fixpoint over the target, then one pass that checks every use.
    ///
    /// The fixpoint sweeps the blocks in reverse post-order until a sweep changes nothing,
    /// as a round-robin iteration does, but runs a block again only when the out-state of
    /// one of its predecessors changed since its last run: the transfer is a function of
    /// the in-state, so a block whose predecessors are unchanged would recompute its own
    /// out-state, and skipping it visits the same states in the same order. On a function
    /// of many loops in a row the second sweep then touches only the loop headers (their
    /// back edges' first out-states) instead of every block again.
    fn run(&mut self) -> Result<(), ValidationError> {
        let cfg = self.b.cfg;
        let order = reverse_post_order(cfg);
        let mut out: BlockMap<Option<State>> = BlockMap::from_elem_n(None, cfg.num_blocks());
        let mut dirty: BlockMap<bool> = BlockMap::from_elem_n(false, cfg.num_blocks());
        for &blk in &order {
            dirty[blk] = true;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &blk in &order {
                if !std::mem::take(&mut dirty[blk]) {
                    continue;
                }
                let mut state = self.entry_state(blk, &out);
                self.transfer(blk, &mut state, false)?;
                if out[blk].as_ref() != Some(&state) {
                    out[blk] = Some(state);
                    changed = true;
                    for &s in cfg.succs(blk) {
                        dirty[s] = true;
                    }
                }
            }
        }
        for &blk in &order {
            // A block none of whose checks can fail needs no state: `check_operands` only
            // refuses an operand that reads an erased instruction or differs from the
            // source's, so where there is none, running the block again would only
            // recompute what the fixpoint has.
            if !self.has_checks(blk) {
                continue;
            }
            let mut state = self.entry_state(blk, &out);
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

    /// Whether [`Analysis::check_operands`] has anything to prove in `blk`: an original
    /// instruction of it, or an entry from it of an original phi of a successor, that reads
    /// an erased instruction in the source or reads something else in the target (or has
    /// another operand count). The checking pass runs exactly these blocks.
    fn has_checks(&self, blk: Block) -> bool {
        let (model, target, erased) = (self.b.model, self.b.target, &self.b.erased);
        // `from`: only the phi entries from that block.
        let differs = |t: TInst, x: Inst, from: Option<Block>| {
            let (source, now) = (model.operands(x), target.operands(t));
            if source.len() != now.len() {
                return true;
            }
            source.iter().zip(now).enumerate().any(|(k, (&o, &u))| {
                if from.is_some_and(|p| model.incoming(x).get(k) != Some(&p)) {
                    return false;
                }
                matches!(o, Operand::Inst(v) if erased[v]) || u != ValueRef::Old(o)
            })
        };
        let body = self.steps[blk].iter().any(|step| match *step {
            Step::Inst(t) => {
                let d = &target.insts[t];
                match d.origin {
                    InstOrigin::Original(x) if d.kind != InstKind::Phi => differs(t, x, None),
                    _ => false,
                }
            }
            Step::Ghost(_) => false,
        });
        body || self.b.cfg.succs(blk).iter().any(|&s| {
            model.phis(s).iter().any(|&phi| {
                target
                    .lookup(crate::edit::plan::InstRef::Old(phi))
                    .is_some_and(|t| differs(t, phi, Some(blk)))
            })
        })
    }
}

/// Per block, the values facts are about that are live on entry: the created values used
/// on some path from there before being defined again (a phi's entry is a use at the end of
/// its predecessor), and the ghosts the source still reads there.
fn live_in(
    cfg: &Cfg,
    model: &FunctionModel,
    erased: &IndexVec<Inst, bool>,
    target: &TargetFunction,
) -> BlockMap<IdSet<ValueRef>> {
    let mut live: BlockMap<IdSet<ValueRef>> =
        BlockMap::from_elem_n(IdSet::default(), cfg.num_blocks());
    // Values are numbered densely (erased instructions by their index, created ones after
    // them), so definitions and uses are vectors, not maps keyed by `ValueRef`.
    let n_old = model.insts.len();
    let mut values: Vec<ValueRef> = Vec::new();
    let mut def: Vec<Option<Block>> = vec![None; n_old];
    let mut new_key: IdMap<NewInst, usize> = IdMap::default();
    // (value number, block of a use)
    let mut uses: Vec<(usize, Block)> = Vec::new();
    for (i, d) in model.insts.iter_enumerated() {
        if erased[i] {
            def[i.index()] = Some(d.block);
        }
        let phi = d.kind == InstKind::Phi;
        for (k, &op) in model.operands(i).iter().enumerate() {
            if let Operand::Inst(w) = op {
                if erased[w] {
                    let at = if phi { model.incoming(i)[k] } else { d.block };
                    uses.push((w.index(), at));
                }
            }
        }
    }
    // A created value's number, given on first sight (its definition or a use).
    let mut key_of_new = |n: NewInst, def: &mut Vec<Option<Block>>, values: &mut Vec<ValueRef>| {
        *new_key.entry(n).or_insert_with(|| {
            def.push(None);
            values.push(ValueRef::New(n));
            n_old + values.len() - 1
        })
    };
    for t in target.insts.indices() {
        let d = &target.insts[t];
        if let Some(crate::edit::plan::InstRef::New(n)) = d.id {
            let key = key_of_new(n, &mut def, &mut values);
            def[key] = Some(d.block);
        }
        let phi = d.kind == InstKind::Phi;
        for (k, &v) in target.operands(t).iter().enumerate() {
            if let ValueRef::New(n) = v {
                let at = if phi { target.incoming(t)[k] } else { d.block };
                let key = key_of_new(n, &mut def, &mut values);
                uses.push((key, at));
            }
        }
    }
    // A fact on a ghost's value is what lets a later ghost computing the same be matched
    // with it: it must reach the ghosts of its congruence class in the same loop (the copies
    // -O0 code makes of one computation within an iteration). Classes are not followed
    // across loops: a function of K loops reading one global would keep K facts alive
    // everywhere.
    let classes = congruence_classes(model, erased, target);
    if !classes.is_empty() {
        let loops = LoopInfo::compute(cfg, &DominatorTree::with_cfg(cfg));
        for class in classes {
            let mut by_loop: IdMap<LoopId, Vec<Inst>> = IdMap::default();
            for &w in &class {
                if let Some(l) = loops.loop_for(model.insts[w].block) {
                    by_loop.entry(l).or_default().push(w);
                }
            }
            for members in by_loop.into_values().filter(|m| m.len() > 1) {
                for &w in &members {
                    uses.extend(members.iter().map(|&m| (w.index(), model.insts[m].block)));
                }
            }
        }
    }
    let value = |key: usize| {
        if key < n_old {
            ValueRef::Old(Operand::Inst(Inst::new(key)))
        } else {
            values[key - n_old]
        }
    };
    // Each value's uses together, then one backward walk per value from its use sites to
    // its definition; `seen` stamps the blocks the current value's walk reached.
    uses.sort_unstable_by_key(|&(key, _)| key);
    let mut seen: BlockMap<usize> = BlockMap::from_elem_n(usize::MAX, cfg.num_blocks());
    let mut work = Vec::new();
    for group in uses.chunk_by(|x, y| x.0 == y.0) {
        let key = group[0].0;
        let Some(home) = def[key] else { continue };
        let v = value(key);
        for &(_, at) in group {
            if at != home && seen[at] != key {
                seen[at] = key;
                live[at].insert(v);
                work.push(at);
            }
        }
        while let Some(blk) = work.pop() {
            for &p in cfg.preds(blk) {
                if p != home && seen[p] != key {
                    seen[p] = key;
                    live[p].insert(v);
                    work.push(p);
                }
            }
        }
    }
    live
}

/// The ghosts that compute the same operation over congruent operands (the same kept values,
/// or ghosts of one class), in classes of two or more: those a later one may be matched with.
/// A partition refined from "same operation" until operands agree (Hopcroft-style, small).
fn congruence_classes(
    model: &FunctionModel,
    erased: &IndexVec<Inst, bool>,
    target: &TargetFunction,
) -> Vec<Vec<Inst>> {
    let ghosts: Vec<Inst> = target.ghosts.iter().map(|g| g.source).collect();
    let mut class: IdMap<Inst, usize> = ghosts.iter().map(|&v| (v, 0)).collect();
    let mut count = 1;
    loop {
        let mut keys: IdMap<ClassKey, usize> = IdMap::default();
        let mut next: IdMap<Inst, usize> =
            IdMap::with_capacity_and_hasher(ghosts.len(), Default::default());
        for &v in &ghosts {
            let d = &model.insts[v];
            let args: Vec<(bool, u64)> = model
                .operands(v)
                .iter()
                .map(|&op| match op {
                    Operand::Inst(o) if erased[o] => {
                        (true, class.get(&o).copied().unwrap_or(usize::MAX) as u64)
                    }
                    op => (false, operand_key(op)),
                })
                .collect();
            let key = (class[&v], d.opcode, d.fingerprint, args);
            let n = keys.len();
            next.insert(v, *keys.entry(key).or_insert(n));
        }
        let stable = keys.len() == count;
        count = keys.len();
        class = next;
        if stable {
            break;
        }
    }
    let mut members: IdMap<usize, Vec<Inst>> = IdMap::default();
    for &v in &ghosts {
        members.entry(class[&v]).or_default().push(v);
    }
    members.into_values().filter(|m| m.len() > 1).collect()
}

/// What two congruent ghosts share: their class so far, opcode, fingerprint, and per operand
/// (erased, class) or (kept, [`operand_key`]).
type ClassKey = (usize, Opcode, u64, Vec<(bool, u64)>);

/// A number that is equal for equal operands (for hashing the class keys).
fn operand_key(op: Operand) -> u64 {
    match op {
        Operand::Inst(i) => i.index() as u64,
        Operand::Arg(a) => (1 << 40) | u64::from(a),
        Operand::Const(c) => (2 << 40) | c.index() as u64,
        Operand::Block(b) => (3 << 40) | b.index() as u64,
        Operand::Opaque(k) => (4 << 40) | u64::from(k),
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
