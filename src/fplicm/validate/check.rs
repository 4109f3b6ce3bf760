//! Checks 1–7 of `docs/fplicm-design.md` §10 on a simulated target and its provenance, and
//! the value correspondence they rest on: which target value holds a given source value at
//! a given point of a target block.

use crate::graph::fast_hash::{IdMap, IdSet};
use std::cell::RefCell;
use std::ops::Range;

use super::facts::KnownConditions;
use super::provenance::{source_body, source_jump, Provenance, ResolvedPhi, Role};
use super::target::{is_conditional_br, is_jump, InstOrigin, TInst, TargetFunction};
use super::{CheckKind, Claims, ValidationError};
use crate::edit::model::{ConstKind, FunctionModel, Inst, InstKind, Operand};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{Edit, EditPlan, InstRef, ValueRef};
use crate::graph::{Block, BlockMap, Cfg, Edge, EdgeMap, IndexVec};

/// A point in a target block: before body instruction `pos`; `pos` equal to the body length
/// is the end, where the terminator and the successors' phis read values.
#[derive(Clone, Copy, Debug)]
struct Point {
    block: Block,
    pos: u32,
}

/// The source path behind one target edge `p' → x'` (stepping over an inserted `x'`):
/// from the last block of `p'`'s chain through the skipped empty jump blocks to `revmap`
/// of the destination.
#[derive(Clone, Debug)]
struct Walk {
    source_pred: Block,
    skipped: Range<u32>,
}

/// Why a target successor does not follow its source successor.
enum FollowFailure {
    /// The walk reached a block that is not an unconditional `br` without reaching the image.
    Diverges(Block),
    /// The walk would skip a block that does work.
    SkipsWork(Block),
    /// The walk went round a cycle of empty blocks.
    Cycle,
}

/// A copy whose terminator is a jump where the source branches on `condition`.
struct Fold {
    block: Block,
    condition: Operand,
    /// The source successor the jump follows (0: true, 1: false).
    slot: usize,
}

/// Chains up to this long are searched in place for a source block (see
/// `Checker::chain_index`).
const SHORT_CHAIN: usize = 8;

/// A correspondence query's trail longer than this is searched through a set.
const LONG_TRAIL: usize = 16;

/// One step of a correspondence query.
enum Step {
    Done(Option<ValueRef>),
    Continue(Point, Operand),
}

pub(super) struct Checker<'a> {
    cfg: &'a Cfg,
    model: &'a FunctionModel,
    p: &'a Provenance,
    t: &'a TargetFunction,
    /// Source: where each instruction sits in its block, and where each body starts.
    position: &'a IndexVec<Inst, u32>,
    body_start: BlockMap<u32>,
    /// Per target block: the length of its body, where its end point is (asked for on
    /// every correspondence step; `TargetFunction::body` finds it from the instructions'
    /// kinds each time).
    body_len: BlockMap<u32>,
    /// Per source block: how many target blocks run it, and the last one seen.
    cover: BlockMap<(u32, Block)>,
    /// Chain index of each (target block, source block) pair of a copy or merge whose chain
    /// is longer than [`SHORT_CHAIN`]; shorter chains (nearly all: a copy runs one block)
    /// are searched in place, which costs less than hashing into a map of every copy.
    chain_index: IdMap<(Block, Block), u32>,
    /// Phis of copies, merges and inserted blocks by the source phi they stand for.
    kept: IdMap<(Block, Inst), TInst>,
    walks: EdgeMap<Option<Walk>>,
    skipped: Vec<Block>,
    folds: Vec<Fold>,
    trusted: IdSet<(ValueRef, Operand)>,
    trusted_sources: IdSet<Operand>,
    /// The target value of each source value with exactly one trusted partner.
    trusted_partner: IdMap<Operand, ValueRef>,
    /// Original phis whose entries the plan edits.
    edited_phis: IdSet<Inst>,
    memo: RefCell<IdMap<(Block, Operand), Option<ValueRef>>>,
    /// Spare trail buffers for [`Checker::resolve`] (one per nesting level in use).
    trails: RefCell<Vec<Vec<(Block, Operand)>>>,
    /// Each source phi's first entry per incoming block (a latch may have thousands).
    source_entries: IdMap<(Inst, Block), Operand>,
}

fn fail<T>(
    kind: CheckKind,
    p: &Provenance,
    b: Block,
    detail: String,
) -> Result<T, ValidationError> {
    Err(ValidationError {
        kind,
        block: p.target.layout.get(b.index()).copied(),
        detail,
    })
}

impl<'a> Checker<'a> {
    pub(super) fn new(
        cfg: &'a Cfg,
        model: &'a FunctionModel,
        p: &'a Provenance,
        plan: &EditPlan,
        claims: &Claims,
    ) -> Checker<'a> {
        let edited_phis = plan
            .edits
            .iter()
            .filter_map(|e| match *e {
                Edit::AddIncoming {
                    phi: InstRef::Old(i),
                    ..
                }
                | Edit::SetOperand {
                    user: InstRef::Old(i),
                    ..
                } => Some(i),
                Edit::RemoveIncoming { phi, .. } | Edit::SetIncomingBlock { phi, .. } => Some(phi),
                _ => None,
            })
            .filter(|&i| model.insts.get(i).is_some_and(|d| d.kind == InstKind::Phi))
            .collect();
        let t = &p.target;
        let mut body_start = BlockMap::from_elem_n(0u32, cfg.num_blocks());
        for b in cfg.blocks() {
            body_start[b] = model.phis(b).len() as u32;
        }
        let mut cover = BlockMap::from_elem_n((0u32, Block::ENTRY), cfg.num_blocks());
        let mut chain_index = IdMap::default();
        let mut kept = IdMap::default();
        for b in (0..t.num_blocks()).map(Block::new) {
            for (k, &s) in p.chains.row(b).iter().enumerate() {
                cover[s].0 += 1;
                cover[s].1 = b;
                if p.roles[b] != Role::Original && p.chains.row(b).len() > SHORT_CHAIN {
                    chain_index.insert((b, s), k as u32);
                }
            }
            if p.roles[b] != Role::Original {
                for &phi in t.phis(b) {
                    if let Some(h) = p.phi_source(model, phi) {
                        kept.entry((b, h)).or_insert(phi);
                    }
                }
            }
        }
        let entries: usize = model
            .insts
            .iter_enumerated()
            .filter(|(_, d)| d.kind == InstKind::Phi)
            .map(|(i, _)| model.incoming(i).len())
            .sum();
        let mut source_entries = IdMap::with_capacity_and_hasher(entries, Default::default());
        for (i, data) in model.insts.iter_enumerated() {
            if data.kind == InstKind::Phi {
                for (&b, &v) in model.incoming(i).iter().zip(model.operands(i)) {
                    source_entries.entry((i, b)).or_insert(v);
                }
            }
        }
        let body_len = (0..t.num_blocks())
            .map(|b| t.body(Block::new(b)).len() as u32)
            .collect();
        Checker {
            cfg,
            model,
            p,
            t,
            body_len,
            source_entries,
            position: model.positions(),
            body_start,
            cover,
            chain_index,
            kept,
            walks: EdgeMap::from_elem_n(None, t.cfg.num_edges()),
            skipped: Vec::new(),
            folds: Vec::new(),
            trusted: claims.trusted.iter().copied().collect(),
            trusted_sources: claims.trusted.iter().map(|&(_, s)| s).collect(),
            trusted_partner: {
                let mut partner: IdMap<Operand, Option<ValueRef>> = IdMap::default();
                for &(w, v) in &claims.trusted {
                    partner
                        .entry(v)
                        .and_modify(|p| {
                            if *p != Some(w) {
                                *p = None;
                            }
                        })
                        .or_insert(Some(w));
                }
                partner
                    .into_iter()
                    .filter_map(|(v, w)| w.map(|w| (v, w)))
                    .collect()
            },
            edited_phis,
            // About one entry per end point a query passes: reserved once rather than
            // rehashed all the way up on a function of many copies.
            memo: RefCell::new(IdMap::with_capacity_and_hasher(
                t.num_blocks(),
                Default::default(),
            )),
            trails: RefCell::new(Vec::new()),
        }
    }

    /// Runs every check; on success records the resolved phis in `resolved`.
    /// `resolved: None` skips listing them (the checks are the same).
    pub(super) fn run(
        mut self,
        resolved: Option<&mut Vec<ResolvedPhi>>,
    ) -> Result<(), ValidationError> {
        let n = self.t.num_blocks();
        self.check_entry()?;
        for b in (0..n).map(Block::new) {
            if self.p.roles[b] == Role::Inserted {
                self.check_inserted_shape(b)?;
            }
        }
        for b in (0..n).map(Block::new) {
            if self.p.revmap[b].is_some() {
                self.check_successors(b)?;
            }
        }
        for b in (0..n).map(Block::new) {
            if self.checked(b) {
                self.check_body(b)?;
            }
        }
        self.check_folds()?;
        let mut balance = vec![0i32; n];
        for b in (0..n).map(Block::new) {
            self.check_phi_shape(b, &mut balance)?;
        }
        // Inserted blocks first: a wrong value in one shows in the phis it feeds too, but is
        // its own fault.
        for b in (0..n).map(Block::new) {
            if self.p.roles[b] == Role::Inserted {
                self.check_inserted_phis(b)?;
            }
        }
        for b in (0..n).map(Block::new) {
            if self.p.revmap[b].is_some() {
                self.check_phis(b)?;
            }
        }
        let Some(resolved) = resolved else {
            return Ok(());
        };
        for b in (0..n).map(Block::new) {
            if !self.checked(b) {
                continue;
            }
            let end = self.end(b);
            for (k, &s) in self.p.chains.row(b).iter().enumerate() {
                for &phi in self.model.phis(s) {
                    if k == 0 && self.kept.contains_key(&(b, phi)) {
                        continue;
                    }
                    if let Some(value) = self.counterpart(end, Operand::Inst(phi)) {
                        resolved.push(ResolvedPhi {
                            block: b,
                            phi,
                            value,
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Where source block `s` is in the chain of copy or merge `b` (chains never repeat a
    /// block).
    fn chain_position(&self, b: Block, s: Block) -> Option<u32> {
        let chain = self.p.chains.row(b);
        if chain.len() > SHORT_CHAIN {
            return self.chain_index.get(&(b, s)).copied();
        }
        chain.iter().position(|&c| c == s).map(|k| k as u32)
    }

    /// Copies and merges: compared instruction by instruction.
    fn checked(&self, b: Block) -> bool {
        matches!(self.p.roles[b], Role::Copy | Role::Merged)
    }

    fn end(&self, b: Block) -> Point {
        Point {
            block: b,
            pos: self.body_len[b],
        }
    }

    fn last_of_chain(&self, b: Block) -> Option<Block> {
        self.p.chains.row(b).last().copied()
    }

    fn is_phi(&self, i: Inst) -> bool {
        self.model.insts[i].kind == InstKind::Phi
    }

    /// The value source phi `phi` receives from `pred`.
    fn source_incoming(&self, phi: Inst, pred: Block) -> Option<Operand> {
        self.source_entries.get(&(phi, pred)).copied()
    }

    /// The first entry of target phi `phi` per incoming block (LLVM gives duplicate edges
    /// equal values).
    fn entries(&self, phi: TInst) -> IdMap<Block, ValueRef> {
        let mut map = IdMap::default();
        for (&b, &v) in self.t.incoming(phi).iter().zip(self.t.operands(phi)) {
            map.entry(b).or_insert(v);
        }
        map
    }

    fn walk_blocks(&self, w: &Walk) -> &[Block] {
        &self.skipped[w.skipped.start as usize..w.skipped.end as usize]
    }

    /// What source phi `phi` (of the walk's destination) holds on entry along `w`, as a value
    /// available at the end of the walk's source predecessor: its incoming value, carried back
    /// through the phis of the skipped empty blocks.
    fn value_along(&self, phi: Inst, w: &Walk) -> Option<Operand> {
        let path = self.walk_blocks(w);
        let mut v = self.source_incoming(phi, path.last().copied().unwrap_or(w.source_pred))?;
        for k in (0..path.len()).rev() {
            match v {
                Operand::Inst(i) if self.is_phi(i) && self.model.insts[i].block == path[k] => {
                    let before = if k > 0 { path[k - 1] } else { w.source_pred };
                    v = self.source_incoming(i, before)?;
                }
                _ => break,
            }
        }
        Some(v)
    }

    // ---------------------------------------------------------------------------------
    // Value correspondence.

    /// Whether target value `w` holds source value `v` at `at`: `w` is the counterpart of
    /// `v` there, or the rewrite vouches for the pair (a [`Claims::trusted`] entry).
    fn corresponds(&self, at: Point, w: ValueRef, v: Operand) -> bool {
        self.trusted.contains(&(w, v)) || self.counterpart(at, v) == Some(w)
    }

    /// The target value holding source value `v` at `at`, when there is exactly one.
    fn counterpart(&self, at: Point, v: Operand) -> Option<ValueRef> {
        self.resolve(at, v, true)
    }

    /// Follows the correspondence rules (one per [`Checker::step`]) until an answer. Queries at
    /// block ends are memoised; one that comes back to itself has no answer (a phi fed only
    /// by itself round a cycle of single-predecessor copies).
    fn resolve(&self, mut at: Point, mut v: Operand, may_fork: bool) -> Option<ValueRef> {
        // The block ends this query passed (memoised with its answer when it may fork), and
        // whether it came back to one. Most queries pass one or two ends, so the trail is a
        // reused buffer searched linearly; a set takes over only on a long trail, keeping
        // the search linear in the trail's length overall.
        let mut trail = self.trails.borrow_mut().pop().unwrap_or_default();
        trail.clear();
        let mut seen: Option<IdSet<(Block, Operand)>> = None;
        let answer = loop {
            if !matches!(v, Operand::Inst(_)) {
                // Arguments, constants and blocks are the same values in both functions.
                break Some(ValueRef::Old(v));
            }
            if at.pos == self.body_len[at.block] {
                if let Some(&known) = self.memo.borrow().get(&(at.block, v)) {
                    break known;
                }
                let key = (at.block, v);
                let again = match &mut seen {
                    Some(set) => !set.insert(key),
                    None => trail.contains(&key),
                };
                if again {
                    break None;
                }
                trail.push(key);
                if seen.is_none() && trail.len() > LONG_TRAIL {
                    seen = Some(trail.iter().copied().collect());
                }
            }
            // A value the rewrite vouches for (a folded header phi, through the latch phi
            // that resolved to it) has its partner wherever checked code reads it.
            if let Some(&w) = self.trusted_partner.get(&v) {
                break Some(w);
            }
            match self.step(at, v, may_fork) {
                Step::Done(answer) => break answer,
                Step::Continue(next, value) => {
                    at = next;
                    v = value;
                }
            }
        };
        if may_fork {
            let mut memo = self.memo.borrow_mut();
            for &key in &trail {
                memo.insert(key, answer);
            }
        }
        self.trails.borrow_mut().push(trail);
        answer
    }

    /// One correspondence rule for source instruction value `v` at `at`:
    /// (a) an instruction of `at.block`'s chain defined before `at` → its copy at the same
    ///     position; (b) a phi of the chain's first block kept as a target phi → that phi;
    /// (c) a phi of a later chain block → its incoming value from the previous chain block;
    /// (d) a phi the block resolved → its incoming value on the single edge into the block,
    ///     at the end of the predecessor (through an inserted predecessor: the inserted phi
    ///     standing for it, or the same value on every edge into the inserted block);
    /// (e) an instruction of another source block run by exactly one target block → its
    ///     value at the end of that block. Everything else has no counterpart.
    fn step(&self, at: Point, v: Operand, may_fork: bool) -> Step {
        let Operand::Inst(i) = v else {
            return Step::Done(Some(ValueRef::Old(v)));
        };
        let b = at.block;
        let home = self.model.insts[i].block;
        if self.p.roles[b] == Role::Original {
            if self.p.revmap[b] == Some(home) {
                // An original block runs its own instructions (the hoist's changes to it are
                // out of scope).
                let alive = self
                    .t
                    .lookup(InstRef::Old(i))
                    .is_some_and(|ti| self.t.insts[ti].block == b);
                return Step::Done(alive.then_some(ValueRef::Old(v)));
            }
            return self.step_elsewhere(b, home, v);
        }
        let Some(k) = self.chain_position(b, home) else {
            return self.step_elsewhere(b, home, v);
        };
        let offset = self.p.chain_offset(b, k as usize);
        if !self.is_phi(i) {
            let index = offset + self.position[i] - self.body_start[home];
            return Step::Done(if index < at.pos {
                self.t.value(self.t.body(b)[index as usize])
            } else {
                None
            });
        }
        if offset > at.pos {
            return Step::Done(None);
        }
        if k > 0 {
            let prev = self.p.chains.row(b)[k as usize - 1];
            return match self.source_incoming(i, prev) {
                Some(u) => Step::Continue(
                    Point {
                        block: b,
                        pos: offset,
                    },
                    u,
                ),
                None => Step::Done(None),
            };
        }
        if let Some(&phi) = self.kept.get(&(b, i)) {
            return Step::Done(self.t.value(phi));
        }
        self.step_resolved(b, i, may_fork)
    }

    /// Rule (e).
    fn step_elsewhere(&self, b: Block, home: Block, v: Operand) -> Step {
        match self.cover[home] {
            (1, runner) if runner != b => Step::Continue(self.end(runner), v),
            _ => Step::Done(None),
        }
    }

    /// Rule (d): phi `i` of `b`'s first source block, which `b` does not keep.
    fn step_resolved(&self, b: Block, i: Inst, may_fork: bool) -> Step {
        let preds = self.t.cfg.preds(b);
        let Some(&pred) = preds.first() else {
            return Step::Done(None);
        };
        if preds.iter().any(|&q| q != pred) {
            return Step::Done(None);
        }
        if self.p.roles[pred] == Role::Inserted {
            if let Some(&phi) = self.kept.get(&(pred, i)) {
                return Step::Done(self.t.value(phi));
            }
            if !may_fork {
                return Step::Done(None);
            }
            let mut agreed: Option<Option<ValueRef>> = None;
            for &e in self.t.cfg.pred_edges(pred) {
                let q = self.t.cfg.edge_source(e);
                let answer = self.walks[e]
                    .as_ref()
                    .and_then(|w| self.value_along(i, w))
                    .and_then(|u| self.resolve(self.end(q), u, false));
                if answer.is_none() || agreed.is_some_and(|a| a != answer) {
                    return Step::Done(None);
                }
                agreed = Some(answer);
            }
            return Step::Done(agreed.flatten());
        }
        // Every edge from `pred` must carry the same source value.
        let mut carried = None;
        for &e in self.t.cfg.pred_edges(b) {
            let u = self.walks[e].as_ref().and_then(|w| self.value_along(i, w));
            if u.is_none() || carried.is_some_and(|c| Some(c) != u) {
                return Step::Done(None);
            }
            carried = u;
        }
        match carried {
            Some(u) => Step::Continue(self.end(pred), u),
            None => Step::Done(None),
        }
    }

    // ---------------------------------------------------------------------------------
    // Check 1 and the shape part of check 6.

    fn check_entry(&self) -> Result<(), ValidationError> {
        let entry = Block::ENTRY;
        if self.t.num_blocks() == 0 {
            return fail(
                CheckKind::Entry,
                self.p,
                entry,
                "the target has no blocks".into(),
            );
        }
        let Some(image) = self.p.revmap[entry] else {
            return fail(
                CheckKind::Entry,
                self.p,
                entry,
                "the entry has no image".into(),
            );
        };
        let mut scratch = Vec::new();
        if follow(self.cfg, self.model, Block::ENTRY, image, &mut scratch).is_err() {
            return fail(
                CheckKind::Entry,
                self.p,
                entry,
                format!("the source entry does not reach {image:?} through empty blocks"),
            );
        }
        Ok(())
    }

    fn check_inserted_shape(&self, b: Block) -> Result<(), ValidationError> {
        let insts = self.t.block(b);
        let phis = self.t.phis(b).len();
        let jumps = self
            .t
            .terminator(b)
            .is_some_and(|term| is_jump(self.t.insts[term].opcode, self.t.operands(term)));
        if !jumps || phis + 1 != insts.len() {
            return fail(
                CheckKind::Inserted,
                self.p,
                b,
                "an inserted block may hold only phis and an unconditional br".into(),
            );
        }
        let next = self.t.cfg.succs(b)[0];
        if self.p.roles[next] == Role::Inserted {
            return fail(
                CheckKind::Inserted,
                self.p,
                b,
                format!(
                    "jumps to another inserted block {:?}",
                    self.t.layout[next.index()]
                ),
            );
        }
        Ok(())
    }

    // ---------------------------------------------------------------------------------
    // Checks 4, 5 (the shape) and 7 (skipped work): terminators and successors.

    /// Compares `b`'s terminator with the source terminator of its chain's last block and
    /// records the source walk behind each target edge.
    fn check_successors(&mut self, b: Block) -> Result<(), ValidationError> {
        let p = self.p;
        let t = self.t;
        let Some(term) = t.terminator(b) else {
            return fail(CheckKind::Body, p, b, "no terminator".into());
        };
        let last = self
            .last_of_chain(b)
            .expect("a block with an image has a chain");
        let Some(source_term) = self.model.terminator(last) else {
            return fail(
                CheckKind::Body,
                p,
                b,
                format!("source {last:?} has no terminator"),
            );
        };
        let td = &t.insts[term];
        let sd = &self.model.insts[source_term];
        let t_ops = t.operands(term);
        let s_ops = self.model.operands(source_term);
        let s_succs = self.cfg.succs(last);
        let t_succs = t.cfg.succs(b);
        let s_jump = sd.opcode == Opcode::Br && s_ops.len() == 1;
        let s_cond = sd.opcode == Opcode::Br && s_ops.len() == 3 && s_succs.len() == 2;
        let t_jump = is_jump(td.opcode, t_ops);
        let same_op = td.fingerprint == Some(sd.fingerprint)
            && td.opcode == sd.opcode
            && t_succs.len() == s_succs.len();
        // The source successor behind each target slot: the same slot, or for a jump one
        // chosen successor.
        let only: Option<Block> = if p.roles[b] == Role::Original {
            if td.origin.source() != Some(source_term) || t_succs.len() != s_succs.len() {
                return fail(
                    CheckKind::Body,
                    p,
                    b,
                    "the terminator of an original block changed (claim the block merged)".into(),
                );
            }
            None
        } else if s_jump && t_jump {
            Some(s_succs[0])
        } else if s_cond && t_jump {
            if s_succs[0] == s_succs[1] {
                Some(s_succs[0])
            } else {
                let slot = self.fold_slot(b, s_succs)?;
                self.folds.push(Fold {
                    block: b,
                    condition: s_ops[0],
                    slot,
                });
                Some(s_succs[slot])
            }
        } else if same_op {
            None
        } else {
            return fail(
                CheckKind::Body,
                p,
                b,
                format!("the terminator is not the same operation as {last:?}'s"),
            );
        };
        for k in 0..t_succs.len() {
            let s = only.unwrap_or(s_succs[k]);
            let e = t.cfg.succ_edge(b, k);
            let dest = self.step_over_inserted(t_succs[k]);
            let image = p.revmap[dest].expect("inserted blocks lead to blocks with images");
            let start = self.skipped.len() as u32;
            match follow(self.cfg, self.model, s, image, &mut self.skipped) {
                Ok(()) => {
                    self.walks[e] = Some(Walk {
                        source_pred: last,
                        skipped: start..self.skipped.len() as u32,
                    })
                }
                Err(why) => return self.follow_failure(b, k, s, image, why),
            }
        }
        Ok(())
    }

    /// The successor of an inserted block (its shape was checked), else the block itself.
    fn step_over_inserted(&self, x: Block) -> Block {
        if self.p.roles[x] == Role::Inserted {
            self.t.cfg.succs(x)[0]
        } else {
            x
        }
    }

    /// Which source successor a folded branch's jump follows: exactly one must.
    fn fold_slot(&self, b: Block, s_succs: &[Block]) -> Result<usize, ValidationError> {
        let dest = self.step_over_inserted(self.t.cfg.succs(b)[0]);
        let image = self.p.revmap[dest].expect("inserted blocks lead to blocks with images");
        let mut scratch = Vec::new();
        let mut ok = [false; 2];
        for (slot, &s) in s_succs.iter().enumerate() {
            scratch.clear();
            ok[slot] = follow(self.cfg, self.model, s, image, &mut scratch).is_ok();
        }
        match ok {
            [true, false] => Ok(0),
            [false, true] => Ok(1),
            [true, true] => fail(
                CheckKind::Successor,
                self.p,
                b,
                format!("the jump to {image:?} follows both successors of the source branch"),
            ),
            [false, false] => fail(
                CheckKind::Successor,
                self.p,
                b,
                format!(
                    "the jump to {image:?} follows neither {:?} nor {:?}",
                    s_succs[0], s_succs[1]
                ),
            ),
        }
    }

    fn follow_failure(
        &self,
        b: Block,
        k: usize,
        s: Block,
        image: Block,
        why: FollowFailure,
    ) -> Result<(), ValidationError> {
        let (kind, detail) = match why {
            FollowFailure::Diverges(at) => (
                CheckKind::Successor,
                format!("successor {k} leads to {image:?}, but the source goes to {s:?} and {at:?} does not jump on to it"),
            ),
            FollowFailure::SkipsWork(at) => (
                CheckKind::DroppedWork,
                format!("successor {k} leads to {image:?}, skipping the body of {at:?} on the way from {s:?}"),
            ),
            FollowFailure::Cycle => (
                CheckKind::Successor,
                format!("successor {k}: the source goes from {s:?} round a cycle of empty blocks, never to {image:?}"),
            ),
        };
        fail(kind, self.p, b, detail)
    }

    // ---------------------------------------------------------------------------------
    // Checks 2 and 7: bodies.

    fn check_body(&self, b: Block) -> Result<(), ValidationError> {
        let p = self.p;
        let body = self.t.body(b);
        let mut used = 0usize;
        for (k, &s) in p.chains.row(b).iter().enumerate() {
            let offset = p.chain_offset(b, k) as usize;
            for (n, &si) in source_body(self.model, s).iter().enumerate() {
                let j = offset + n;
                let Some(&ti) = body.get(j) else {
                    return fail(
                        CheckKind::DroppedWork,
                        p,
                        b,
                        format!("the block ends before {si:?} of {s:?}"),
                    );
                };
                self.same_inst(b, j, ti, si)?;
                used = j + 1;
            }
        }
        if used < body.len() {
            return fail(
                CheckKind::Body,
                p,
                b,
                format!(
                    "instruction {used} is not in the source chain {:?}",
                    p.chains.row(b)
                ),
            );
        }
        // Terminator operands (successors were compared by check 4).
        let term = self.t.terminator(b).expect("checked by check_successors");
        let t_ops = self.t.operands(term);
        if !is_jump(self.t.insts[term].opcode, t_ops) {
            let last = self.last_of_chain(b).expect("a checked block has a chain");
            let source_term = self.model.terminator(last).expect("checked");
            let s_ops = self.model.operands(source_term);
            if t_ops.len() != s_ops.len() {
                return fail(
                    CheckKind::Body,
                    p,
                    b,
                    "terminator operand counts differ".into(),
                );
            }
            let end = self.end(b);
            for (k, (&w, &v)) in t_ops.iter().zip(s_ops).enumerate() {
                if !matches!(v, Operand::Block(_)) && !self.corresponds(end, w, v) {
                    return fail(
                        CheckKind::Body,
                        p,
                        b,
                        format!("terminator operand {k} is {w:?}, which does not hold {v:?}"),
                    );
                }
            }
        }
        Ok(())
    }

    /// Body instruction `j` of `b` against source instruction `si`.
    fn same_inst(&self, b: Block, j: usize, ti: TInst, si: Inst) -> Result<(), ValidationError> {
        let td = &self.t.insts[ti];
        let sd = &self.model.insts[si];
        let same_op = td.kind != InstKind::Phi
            && td.fingerprint == Some(sd.fingerprint)
            && td.opcode == sd.opcode
            && td.ty == Some(sd.ty);
        let t_ops = self.t.operands(ti);
        let s_ops = self.model.operands(si);
        if !same_op || t_ops.len() != s_ops.len() {
            return fail(
                CheckKind::Body,
                self.p,
                b,
                format!("instruction {j} is not the same operation as {si:?}"),
            );
        }
        let at = Point {
            block: b,
            pos: j as u32,
        };
        for (k, (&w, &v)) in t_ops.iter().zip(s_ops).enumerate() {
            if !self.corresponds(at, w, v) {
                return fail(
                    CheckKind::Body,
                    self.p,
                    b,
                    format!("operand {k} of instruction {j} ({si:?}) is {w:?}, which does not hold {v:?}"),
                );
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------------------------
    // Check 5: a branch became a jump only where its condition is known.

    fn check_folds(&self) -> Result<(), ValidationError> {
        if self.folds.is_empty() {
            return Ok(());
        }
        let t = self.t;
        // The target value each fold's condition is, and whether it is a constant.
        let mut tracked: IdMap<ValueRef, u32> = IdMap::default();
        let mut conditions = Vec::with_capacity(self.folds.len());
        for f in &self.folds {
            let Some(c) = self.counterpart(self.end(f.block), f.condition) else {
                return fail(
                    CheckKind::BranchFold,
                    self.p,
                    f.block,
                    format!("the branch on {:?} became a jump, but no target value holds the condition here", f.condition),
                );
            };
            let constant = self.constant_truth(c);
            if constant.is_none() {
                let next = tracked.len() as u32;
                tracked.entry(c).or_insert(next);
            }
            conditions.push((c, constant));
        }
        let mut branch_on = BlockMap::from_elem_n(None, t.num_blocks());
        for b in (0..t.num_blocks()).map(Block::new) {
            if let Some(term) = t.terminator(b) {
                let ops = t.operands(term);
                if is_conditional_br(t.insts[term].opcode, ops) {
                    branch_on[b] = tracked.get(&ops[0]).copied();
                }
            }
        }
        let known = KnownConditions::compute(&t.cfg, &branch_on, tracked.len());
        for (f, &(c, constant)) in self.folds.iter().zip(&conditions) {
            let value = constant.or_else(|| known.known(f.block, tracked[&c]));
            let Some(value) = value else {
                return fail(
                    CheckKind::BranchFold,
                    self.p,
                    f.block,
                    format!("the branch on {:?} became a jump, but {c:?} is not known on every path here", f.condition),
                );
            };
            let taken = if value { 0 } else { 1 };
            if taken != f.slot {
                return fail(
                    CheckKind::Successor,
                    self.p,
                    f.block,
                    format!("the jump follows successor {} of the source branch, but the condition is known {value} here", f.slot),
                );
            }
        }
        Ok(())
    }

    fn constant_truth(&self, v: ValueRef) -> Option<bool> {
        match v {
            ValueRef::Old(Operand::Const(c)) => match self.model.consts.get(c) {
                Some(ConstKind::Int(x)) => Some(*x != 0),
                _ => None,
            },
            ValueRef::ConstInt { value, .. } => Some(value != 0),
            _ => None,
        }
    }

    // ---------------------------------------------------------------------------------
    // Check 3: phis.

    /// Whether target edge `e` is rewritten: it leaves or enters a new or merged block, or an
    /// original block's successor slot now leads elsewhere.
    fn in_scope(&self, e: Edge) -> bool {
        let ends = self.t.cfg.edge(e);
        let (from, to) = (ends.src, ends.dst);
        if self.p.roles[from] != Role::Original || self.p.roles[to] != Role::Original {
            return true;
        }
        let Some(source) = self.p.revmap[from] else {
            return true;
        };
        self.cfg
            .succs(source)
            .get(ends.succ_index as usize)
            .copied()
            != self.p.revmap[to]
    }

    fn check_phis(&self, b: Block) -> Result<(), ValidationError> {
        let p = self.p;
        let t = self.t;
        let checked = self.checked(b);
        let pred_edges = t.cfg.pred_edges(b);
        let scope: Vec<Edge> = pred_edges
            .iter()
            .copied()
            .filter(|&e| checked || self.in_scope(e))
            .collect();
        let edited = |phi: TInst| match t.insts[phi].origin {
            InstOrigin::Original(i) => self.edited_phis.contains(&i),
            _ => false,
        };
        if scope.is_empty() && !checked && !t.phis(b).iter().any(|&phi| edited(phi)) {
            return Ok(());
        }
        let first = p.revmap[b].expect("called for blocks with an image");
        let preds = t.cfg.preds(b);
        let mut seen: IdSet<Inst> = IdSet::default();
        for &phi in t.phis(b) {
            let Some(h) = p.phi_source(self.model, phi) else {
                if checked {
                    return fail(
                        CheckKind::Phi,
                        p,
                        b,
                        format!("phi {:?} stands for no source phi", t.value(phi)),
                    );
                }
                continue; // a phi the hoist added: out of scope
            };
            if self.model.insts[h].block != first {
                return fail(
                    CheckKind::Phi,
                    p,
                    b,
                    format!(
                        "phi {:?} stands for {h:?}, which is not a phi of {first:?}",
                        t.value(phi)
                    ),
                );
            }
            if !seen.insert(h) {
                return fail(CheckKind::Phi, p, b, format!("two phis stand for {h:?}"));
            }
            let entries = self.entries(phi);
            // A phi the plan edits is checked on every edge, the others on the rewritten ones.
            let edges = if edited(phi) { pred_edges } else { &scope[..] };
            for &e in edges {
                let from = t.cfg.edge_source(e);
                let Some(&value) = entries.get(&from) else {
                    return fail(
                        CheckKind::Phi,
                        p,
                        b,
                        format!(
                            "phi for {h:?} has no incoming from {:?}",
                            t.layout[from.index()]
                        ),
                    );
                };
                if !self.edge_carries(e, h, value) {
                    return fail(
                        CheckKind::Phi,
                        p,
                        b,
                        format!(
                            "phi for {h:?} receives {value:?} from {:?}, which does not hold what {h:?} receives on that path",
                            t.layout[from.index()]
                        ),
                    );
                }
            }
        }
        for &h in self.model.phis(first) {
            if seen.contains(&h) {
                continue;
            }
            let resolvable = preds.iter().all(|&q| q == preds[0]);
            if checked && !resolvable {
                return fail(
                    CheckKind::Phi,
                    p,
                    b,
                    format!("{h:?} has no phi here, and the block has several predecessors"),
                );
            }
            if !checked && !scope.is_empty() && !self.trusted_sources.contains(&Operand::Inst(h)) {
                return fail(
                    CheckKind::Phi,
                    p,
                    b,
                    format!("{h:?} was removed from a block whose incoming edges changed"),
                );
            }
        }
        Ok(())
    }

    /// LLVM's rule, checked here so the control-flow proof does not lean on the verifier:
    /// each phi of `b` has exactly one entry per predecessor edge (two for two edges from one
    /// block) and none from elsewhere.
    /// `balance` is zero for every block on entry and is left so.
    fn check_phi_shape(&self, b: Block, balance: &mut [i32]) -> Result<(), ValidationError> {
        let t = self.t;
        let preds = t.cfg.preds(b);
        for &phi in t.phis(b) {
            let incoming = t.incoming(phi);
            for &q in preds {
                balance[q.index()] += 1;
            }
            for &q in incoming {
                balance[q.index()] -= 1;
            }
            let mismatch = preds
                .iter()
                .chain(incoming)
                .find(|q| balance[q.index()] != 0)
                .copied();
            let off = mismatch.map(|q| balance[q.index()]);
            for &q in preds.iter().chain(incoming) {
                balance[q.index()] = 0;
            }
            if let (Some(q), Some(off)) = (mismatch, off) {
                let edges = preds.iter().filter(|&&x| x == q).count();
                return fail(
                    CheckKind::Phi,
                    self.p,
                    b,
                    format!(
                        "phi {:?} has {} entries from {:?}, which has {edges} edges here",
                        t.value(phi),
                        edges as i32 - off,
                        t.layout[q.index()]
                    ),
                );
            }
        }
        Ok(())
    }

    /// Whether target value `w`, flowing along target edge `e` into a phi standing for source
    /// phi `h`, holds what `h` receives on the corresponding source path. Through an inserted
    /// block, every edge into it is checked, with `w` read through its phis.
    fn edge_carries(&self, e: Edge, h: Inst, w: ValueRef) -> bool {
        let from = self.t.cfg.edge_source(e);
        if self.p.roles[from] != Role::Inserted {
            return self.walks[e]
                .as_ref()
                .and_then(|walk| self.value_along(h, walk))
                .is_some_and(|u| self.corresponds(self.end(from), w, u));
        }
        let through = self
            .t
            .value_inst(w)
            .filter(|&vi| self.t.insts[vi].block == from && self.t.insts[vi].kind == InstKind::Phi)
            .map(|vi| self.entries(vi));
        self.t.cfg.pred_edges(from).iter().all(|&e2| {
            let q = self.t.cfg.edge_source(e2);
            let w2 = match &through {
                Some(entries) => match entries.get(&q) {
                    Some(&v) => v,
                    None => return false,
                },
                None => w,
            };
            self.walks[e2]
                .as_ref()
                .and_then(|walk| self.value_along(h, walk))
                .is_some_and(|u| self.corresponds(self.end(q), w2, u))
        })
    }

    // ---------------------------------------------------------------------------------
    // Check 6: phis of inserted blocks.

    fn check_inserted_phis(&self, b: Block) -> Result<(), ValidationError> {
        let p = self.p;
        let t = self.t;
        let next = t.cfg.succs(b)[0];
        let image = p.revmap[next].expect("checked by check_inserted_shape");
        for &phi in t.phis(b) {
            let Some(h) = p.phi_source(self.model, phi) else {
                return fail(
                    CheckKind::Inserted,
                    p,
                    b,
                    format!("phi {:?} stands for no source phi", t.value(phi)),
                );
            };
            if self.model.insts[h].block != image {
                return fail(
                    CheckKind::Inserted,
                    p,
                    b,
                    format!(
                        "phi {:?} stands for {h:?}, not a phi of {image:?}",
                        t.value(phi)
                    ),
                );
            }
            let entries = self.entries(phi);
            for &e in t.cfg.pred_edges(b) {
                let q = t.cfg.edge_source(e);
                let Some(&value) = entries.get(&q) else {
                    return fail(
                        CheckKind::Inserted,
                        p,
                        b,
                        format!(
                            "phi for {h:?} has no incoming from {:?}",
                            t.layout[q.index()]
                        ),
                    );
                };
                let expected = self.walks[e].as_ref().and_then(|w| self.value_along(h, w));
                if !expected.is_some_and(|u| self.corresponds(self.end(q), value, u)) {
                    return fail(
                        CheckKind::Inserted,
                        p,
                        b,
                        format!(
                            "phi for {h:?} receives {value:?} from {:?}; the source phi receives {expected:?} on that path",
                            t.layout[q.index()]
                        ),
                    );
                }
            }
        }
        Ok(())
    }
}

/// `reaches` (§10): from source block `from` to `to` through blocks that hold only an
/// unconditional `br` (and phis), at most one step per source block, so a cycle of empty
/// blocks fails. Appends the skipped blocks to `skipped` (nothing on failure).
fn follow(
    cfg: &Cfg,
    model: &FunctionModel,
    from: Block,
    to: Block,
    skipped: &mut Vec<Block>,
) -> Result<(), FollowFailure> {
    let start = skipped.len();
    let mut cur = from;
    for _ in 0..=cfg.num_blocks() {
        if cur == to {
            return Ok(());
        }
        let Some(next) = source_jump(cfg, model, cur) else {
            skipped.truncate(start);
            return Err(FollowFailure::Diverges(cur));
        };
        if !source_body(model, cur).is_empty() {
            skipped.truncate(start);
            return Err(FollowFailure::SkipsWork(cur));
        }
        skipped.push(cur);
        cur = next;
    }
    skipped.truncate(start);
    Err(FollowFailure::Cycle)
}
