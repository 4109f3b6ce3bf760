//! Latch duplication (docs/fplicm-design.md §8) and loop separation (§7.4) as edit plans.
//!
//! A loop whose single latch is small, free of memory operations and side effects, and
//! reached from several blocks gets one copy of the latch per predecessor: each path then
//! enters the header on its own back edge, and the latch's phis resolve to the one value
//! their path brings. Separation goes one step further for the FPLICM core: every entry
//! into the header except the frequent latch copy moves onto a new block O in front of the
//! header, so the frequent cycle carries no phi for a value only the rare paths change
//! (LLVM's `separateNestedLoop` makes the same shape from a loop with several back edges).
//!
//! Everything here is pure: graph, loop forest and function model in, [`EditPlan`] out.

use std::collections::{HashMap, HashSet};

use crate::edit::model::{FunctionModel, Inst, InstKind, Operand};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewBlock, NewInst, NewOp, ValueRef,
};
use crate::fplicm::validate::Claims;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::{Block, Cfg, Csr, Edge};

/// The most non-phi instructions, terminator included, a latch may hold to be copied (the
/// seed's "small latch"; the correctness programs' `for.inc` latches hold 3).
pub const MAX_LATCH_INSTS: usize = 8;

/// The only terminators whose edges are retargeted or cloned: a `br` or `switch` may point
/// anywhere, while `indirectbr`, `invoke`, `callbr` and the EH terminators constrain their
/// targets (block addresses, landing pads).
const RETARGETABLE: [Opcode; 2] = [Opcode::Br, Opcode::Switch];

/// LLVM 16's intrinsic ids of the debug intrinsics (`llvm.dbg.addr`, `.assign`, `.declare`,
/// `.label`, `.value`; `IntrinsicEnums.inc`). They do not count towards the size limit, as
/// `CodeMetrics` skips them, so `-g` never changes which latches are duplicated.
const DEBUG_INTRINSICS: std::ops::RangeInclusive<u32> = 55..=59;

/// Names for the blocks and instructions a plan creates, and labels for messages.
pub trait ValueNames {
    /// The block's LLVM name; empty when unnamed.
    fn block(&self, b: Block) -> &[u8];
    /// The instruction's LLVM name; empty when unnamed.
    fn inst(&self, i: Inst) -> &[u8];
    /// How messages show a block: `%name`, or a placeholder when unnamed (the IR side
    /// overrides this with LLVM's slot number).
    fn block_label(&self, b: Block) -> String {
        label(self.block(b), b.index())
    }
}

fn label(name: &[u8], index: usize) -> String {
    if name.is_empty() {
        format!("%<block {index}>")
    } else {
        format!("%{}", String::from_utf8_lossy(name))
    }
}

/// Why a loop's latch is not duplicated, or a loop not separated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The header is the loop's only latch (a one-block loop, or a header that jumps back
    /// to itself).
    HeaderIsLatch,
    /// The loop has this many latches (not exactly one).
    SeveralLatches(u32),
    /// The latch belongs to a loop nested in this one.
    LatchInInnerLoop(Block),
    /// The latch has a single predecessor block: there is nothing to give its own copy.
    OnePredecessor(Block),
    /// A predecessor of the latch is outside the loop (unreachable code branching in).
    PredecessorOutsideLoop(Block),
    /// The block ends in a terminator other than `br` or `switch`.
    Terminator(Block),
    /// The latch holds more than [`MAX_LATCH_INSTS`] non-phi instructions (debug intrinsics
    /// not counted).
    TooBig { latch: Block, insts: usize },
    /// The instruction touches memory, may have side effects, or may trap.
    SideEffects(Inst),
    /// A value of the latch is used somewhere other than the latch itself and the phis of
    /// its successors (copying it would need an SSA update).
    UsedOutside(Inst),
    /// A phi lacks an entry for an edge (the verifier would reject the function).
    MalformedPhi(Inst),
    /// Separation: the block is not a predecessor of the latch.
    NotAPredecessor(Block),
    /// Separation: the block is not a latch of the loop.
    NotALatch(Block),
    /// Separation: the loop has no other latch, so there is nothing to move off the header.
    NoOtherLatch,
    /// Separation: the header is the entry block.
    HeaderIsEntry,
}

impl Refusal {
    /// A one-line reason for `<stats>` and error messages.
    pub fn describe(&self, model: &FunctionModel, names: &dyn ValueNames) -> String {
        let b = |x: Block| names.block_label(x);
        let inst = |i: Inst| {
            let name = names.inst(i);
            if name.is_empty() {
                String::new()
            } else {
                format!(" %{}", String::from_utf8_lossy(name))
            }
        };
        match *self {
            Refusal::HeaderIsLatch => "the header is the latch".into(),
            Refusal::SeveralLatches(n) => format!("{n} latches"),
            Refusal::LatchInInnerLoop(t) => format!("latch {} is in an inner loop", b(t)),
            Refusal::OnePredecessor(t) => format!("latch {} has one predecessor", b(t)),
            Refusal::PredecessorOutsideLoop(p) => {
                format!("predecessor {} of the latch is outside the loop", b(p))
            }
            Refusal::Terminator(x) => format!("{} does not end in br or switch", b(x)),
            Refusal::TooBig { latch, insts } => format!(
                "latch {} has {insts} instructions (at most {MAX_LATCH_INSTS})",
                b(latch)
            ),
            Refusal::SideEffects(i) => {
                let what = match model.insts[i].kind {
                    InstKind::Load { .. } => "a load",
                    InstKind::Store { .. } => "a store",
                    InstKind::Call { .. } => "a call that is not speculatable",
                    InstKind::Division => "a division",
                    InstKind::StaticAlloca { .. } | InstKind::DynamicAlloca => "an alloca",
                    _ => "an instruction with side effects",
                };
                format!("latch {} has {what}{}", b(model.insts[i].block), inst(i))
            }
            Refusal::UsedOutside(i) => format!(
                "value{} of latch {} is used outside the latch and its successors' phis",
                inst(i),
                b(model.insts[i].block)
            ),
            Refusal::MalformedPhi(i) => format!(
                "phi{} in {} lacks an entry for an edge",
                inst(i),
                b(model.insts[i].block)
            ),
            Refusal::NotAPredecessor(p) => format!("{} is not a predecessor of the latch", b(p)),
            Refusal::NotALatch(p) => format!("{} is not a latch of the loop", b(p)),
            Refusal::NoOtherLatch => "no latch besides the frequent one".into(),
            Refusal::HeaderIsEntry => "the header is the entry block".into(),
        }
    }
}

/// A loop whose latch passed [`duplicable_latch`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicableLatch {
    pub l: LoopId,
    pub header: Block,
    pub latch: Block,
    /// The latch's distinct predecessors in layout order: one copy each, in this order.
    pub preds: Vec<Block>,
}

/// One copy of a latch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LatchCopy {
    /// The predecessor this copy serves (every edge from it now enters the copy).
    pub pred: Block,
    pub block: NewBlock,
    /// θ for this copy: each value of the latch and what stands for it in the copy — a phi
    /// its incoming value from `pred`, an instruction its clone.
    pub theta: Vec<(Inst, ValueRef)>,
    /// Each latch instruction and its clone in the copy (terminator included).
    pub clones: Vec<(Inst, NewInst)>,
}

impl LatchCopy {
    /// What stands in this copy for `v`, a value seen from the latch.
    pub fn value_of(&self, v: Operand) -> ValueRef {
        if let Operand::Inst(i) = v {
            if let Some(&(_, to)) = self.theta.iter().find(|(from, _)| *from == i) {
                return to;
            }
        }
        ValueRef::Old(v)
    }
}

/// A latch the plan replaces by its copies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicatedLatch {
    pub l: LoopId,
    pub header: Block,
    /// The original latch (erased by the plan).
    pub latch: Block,
    pub copies: Vec<LatchCopy>,
}

/// The separation block and what happened to the header's phis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Separation {
    /// The block O every entry into the header but the frequent one now goes through; it
    /// maps to no source block.
    pub block: NewBlock,
    /// Each header phi and its partner in O, which receives the entries that moved to O.
    pub partners: Vec<(Inst, NewInst)>,
    /// Header phis whose frequent-edge value was the phi itself: replaced by their partner
    /// and erased.
    pub folded: Vec<Inst>,
}

/// [`plan_latch_duplication`]'s result.
#[derive(Clone, Debug, Default)]
pub struct LatchDuplication {
    pub plan: EditPlan,
    pub duplicated: Vec<DuplicatedLatch>,
    /// Loops whose latch is not duplicated, and why.
    pub kept: Vec<(LoopId, Refusal)>,
    /// Loops whose latch qualifies but is adjacent to a latch this plan duplicates: plan
    /// again on the rewritten function.
    pub deferred: Vec<LoopId>,
}

/// [`plan_separated_duplication`]'s result.
#[derive(Clone, Debug)]
pub struct SeparatedDuplication {
    pub plan: EditPlan,
    pub latch: DuplicatedLatch,
    pub separation: Separation,
}

impl Separation {
    /// What the translation validator needs beyond the plan: each partner in O stands for
    /// its header phi, and a folded header phi (erased) is vouched for by its partner, which
    /// holds what the phi held on every path (`h = phi [h_O, O], [h, Lf]` is `h_O`).
    pub fn claims(&self) -> Claims {
        let sep = self;
        Claims {
            phis: sep.partners.iter().map(|&(h, p)| (p, h)).collect(),
            trusted: sep
                .partners
                .iter()
                .filter(|(h, _)| sep.folded.contains(h))
                .map(|&(h, p)| (ValueRef::New(p), Operand::Inst(h)))
                .collect(),
            ..Claims::default()
        }
    }
}

/// Whether `b` ends in a terminator whose successors can be retargeted.
fn retargetable(model: &FunctionModel, b: Block) -> bool {
    model
        .terminator(b)
        .is_some_and(|t| RETARGETABLE.contains(&model.insts[t].opcode))
}

/// Whether a non-phi, non-terminator instruction may be copied into every predecessor's
/// latch copy: it must neither touch memory nor have side effects nor trap, so the copies
/// stay as cheap and as harmless as the original.
fn copyable(kind: InstKind) -> bool {
    matches!(
        kind,
        InstKind::Pure
            | InstKind::GetElementPtr { .. }
            | InstKind::Call {
                speculatable: true,
                ..
            }
    )
}

fn is_debug_intrinsic(model: &FunctionModel, i: Inst) -> bool {
    matches!(model.insts[i].kind, InstKind::Call { intrinsic, .. } if DEBUG_INTRINSICS.contains(&intrinsic))
}

/// The value phi `phi` receives from `from` (its first entry for that block).
fn incoming_value(model: &FunctionModel, phi: Inst, from: Block) -> Option<Operand> {
    model
        .incoming(phi)
        .iter()
        .position(|&b| b == from)
        .map(|k| model.operands(phi)[k])
}

/// Sorted distinct blocks.
fn distinct(blocks: &[Block]) -> Vec<Block> {
    let mut out = blocks.to_vec();
    out.sort_unstable();
    out.dedup();
    out
}

/// Checks every condition of §8 on loop `l`'s latch. `users` is `model.users()`.
pub fn duplicable_latch(
    cfg: &Cfg,
    model: &FunctionModel,
    loops: &LoopInfo,
    users: &Csr<Inst, Inst>,
    l: LoopId,
) -> Result<DuplicableLatch, Refusal> {
    let header = loops.header(l);
    let back: Vec<Block> = cfg
        .preds(header)
        .iter()
        .copied()
        .filter(|&p| loops.contains_block(l, p))
        .collect();
    let latch = match distinct(&back)[..] {
        [t] => t,
        ref several => return Err(Refusal::SeveralLatches(several.len() as u32)),
    };
    if latch == header {
        return Err(Refusal::HeaderIsLatch);
    }
    if loops.loop_for(latch) != Some(l) {
        return Err(Refusal::LatchInInnerLoop(latch));
    }
    let preds = distinct(cfg.preds(latch));
    if preds.len() < 2 {
        return Err(Refusal::OnePredecessor(latch));
    }
    for &p in &preds {
        if !loops.contains_block(l, p) {
            return Err(Refusal::PredecessorOutsideLoop(p));
        }
        if !retargetable(model, p) {
            return Err(Refusal::Terminator(p));
        }
    }
    if !retargetable(model, latch) {
        return Err(Refusal::Terminator(latch));
    }
    let phis = model.phis(latch);
    let body = &model.block(latch)[phis.len()..];
    let size = body
        .iter()
        .filter(|&&i| !is_debug_intrinsic(model, i))
        .count();
    if size > MAX_LATCH_INSTS {
        return Err(Refusal::TooBig { latch, insts: size });
    }
    if let Some(&i) = body[..body.len() - 1]
        .iter()
        .find(|&&i| !copyable(model.insts[i].kind))
    {
        return Err(Refusal::SideEffects(i));
    }
    // Each copy resolves the latch's phis per predecessor, and each successor phi gets one
    // entry per copy from its entry for the latch.
    for &phi in phis {
        // A set of the phi's blocks, not a scan per predecessor: a latch may have thousands.
        let from: HashSet<Block> = model.incoming(phi).iter().copied().collect();
        if preds.iter().any(|p| !from.contains(p)) {
            return Err(Refusal::MalformedPhi(phi));
        }
    }
    let succs = distinct(cfg.succs(latch));
    for &s in &succs {
        if let Some(&phi) = model
            .phis(s)
            .iter()
            .find(|&&phi| incoming_value(model, phi, latch).is_none())
        {
            return Err(Refusal::MalformedPhi(phi));
        }
    }
    // The copies replace the latch's values only where the latch's successors' phis read
    // them on an edge from the latch; any other use would need an SSA update.
    for &i in model.block(latch) {
        for &u in users.row(i) {
            let user = &model.insts[u];
            if user.block == latch {
                continue;
            }
            let on_latch_edges = user.kind == InstKind::Phi
                && succs.binary_search(&user.block).is_ok()
                && model
                    .operands(u)
                    .iter()
                    .zip(model.incoming(u))
                    .all(|(&op, &from)| op != Operand::Inst(i) || from == latch);
            if !on_latch_edges {
                return Err(Refusal::UsedOutside(i));
            }
        }
    }
    Ok(DuplicableLatch {
        l,
        header,
        latch,
        preds,
    })
}

/// `name` + `suffix`, or nothing for an unnamed value (LLVM numbers it).
fn with_suffix(name: &[u8], suffix: &[u8]) -> Vec<u8> {
    if name.is_empty() {
        Vec::new()
    } else {
        [name, suffix].concat()
    }
}

/// The suffix of everything copied for predecessor `p`: `.` and `p`'s name, as LLVM's
/// `CloneBasicBlock` appends a suffix to the block's and each instruction's name.
fn copy_suffix(names: &dyn ValueNames, p: Block) -> Vec<u8> {
    let name = names.block(p);
    let name: &[u8] = if name.is_empty() { b"dup" } else { name };
    [b".".as_slice(), name].concat()
}

/// Adds the duplication of `latch` to `plan`: one copy per predecessor, placed where the
/// latch was, in predecessor layout order; every edge from a predecessor retargeted to its
/// copy; each successor phi's entries for the latch replaced by one per copy (as many as
/// the latch has edges to it); the latch erased. With `separate = Some((f, o))` the copies
/// for predecessors other than `f` branch to `o` instead of the header, and the header's
/// phis are left to [`separate_header`].
fn add_duplication(
    plan: &mut EditPlan,
    cfg: &Cfg,
    model: &FunctionModel,
    latch: &DuplicableLatch,
    names: &dyn ValueNames,
    separate: Option<(Block, NewBlock)>,
) -> Vec<LatchCopy> {
    let t = latch.latch;
    let phis = model.phis(t);
    let body = &model.block(t)[phis.len()..];
    let mut copies: Vec<LatchCopy> = Vec::with_capacity(latch.preds.len());
    let mut after = BlockRef::Old(t);
    // Per phi, the value from each block (its first entry), and per predecessor its edges
    // into the latch: looked up once per copy, so a latch with many predecessors stays linear.
    let incoming: Vec<HashMap<Block, Operand>> = phis
        .iter()
        .map(|&phi| {
            let mut from = HashMap::new();
            for (&b, &v) in model.incoming(phi).iter().zip(model.operands(phi)) {
                from.entry(b).or_insert(v);
            }
            from
        })
        .collect();
    let mut edges_from: HashMap<Block, Vec<Edge>> = HashMap::new();
    for (&from, &edge) in cfg.preds(t).iter().zip(cfg.pred_edges(t)) {
        edges_from.entry(from).or_default().push(edge);
    }
    for &p in &latch.preds {
        let suffix = copy_suffix(names, p);
        let block = plan.new_block(with_suffix(names.block(t), &suffix), after);
        after = BlockRef::New(block);
        let mut copy = LatchCopy {
            pred: p,
            block,
            theta: Vec::with_capacity(model.block(t).len()),
            clones: Vec::with_capacity(body.len()),
        };
        for (&phi, from) in phis.iter().zip(&incoming) {
            // Checked by `duplicable_latch`; a value from outside the latch maps to itself.
            if let Some(&v) = from.get(&p) {
                copy.theta.push((phi, ValueRef::Old(v)));
            }
        }
        for &i in body {
            let is_terminator = model.insts[i].kind == InstKind::Terminator;
            let mut remap: Vec<(ValueRef, ValueRef)> = Vec::new();
            for &op in model.operands(i) {
                let to = copy.value_of(op);
                if to != ValueRef::Old(op)
                    && !remap.iter().any(|&(from, _)| from == ValueRef::Old(op))
                {
                    remap.push((ValueRef::Old(op), to));
                }
            }
            if let (true, Some((frequent, outer))) = (is_terminator, separate) {
                if p != frequent {
                    remap.push((
                        ValueRef::Old(Operand::Block(latch.header)),
                        ValueRef::NewBlock(outer),
                    ));
                }
            }
            let name = if is_terminator {
                Vec::new()
            } else {
                with_suffix(names.inst(i), &suffix)
            };
            let id = plan.create(
                NewOp::Clone {
                    source: i,
                    remap,
                    drop_poison_flags: false,
                },
                InsertPoint::BlockEnd(BlockRef::New(block)),
                &name,
            );
            if !is_terminator {
                copy.theta.push((i, ValueRef::New(id)));
            }
            copy.clones.push((i, id));
        }
        // Not a block RAUW: that would also rewrite the successors' phis.
        for &edge in edges_from.get(&p).map_or(&[][..], |e| &e[..]) {
            plan.edits.push(Edit::SetSuccessor {
                edge,
                target: BlockRef::New(block),
            });
        }
        copies.push(copy);
    }
    for s in distinct(cfg.succs(t)) {
        if separate.is_some() && s == latch.header {
            continue;
        }
        let edges = cfg.succs(t).iter().filter(|&&x| x == s).count();
        for &phi in model.phis(s) {
            let Some(v) = incoming_value(model, phi, t) else {
                continue; // refused by `duplicable_latch`
            };
            for _ in 0..edges {
                plan.edits.push(Edit::RemoveIncoming {
                    phi,
                    block: BlockRef::Old(t),
                });
            }
            for copy in &copies {
                for _ in 0..edges {
                    plan.edits.push(Edit::AddIncoming {
                        phi: InstRef::Old(phi),
                        value: copy.value_of(v),
                        block: BlockRef::New(copy.block),
                    });
                }
            }
        }
    }
    plan.edits.push(Edit::EraseBlock { block: t });
    copies
}

/// Plans the duplication of every qualifying latch (§8), inner loops first. Two latches
/// duplicated by one plan must not be adjacent (one a predecessor of the other): the later
/// one is deferred, and planning again on the rewritten function handles it (each round
/// duplicates at least one latch, and a duplicated loop has several latches afterwards, so
/// rounds end).
pub fn plan_latch_duplication(
    cfg: &Cfg,
    model: &FunctionModel,
    loops: &LoopInfo,
    names: &dyn ValueNames,
) -> LatchDuplication {
    let users = model.users();
    let mut out = LatchDuplication::default();
    let mut chosen = cfg.block_map(false);
    // Reverse preorder of the loop forest: every loop after the loops nested in it.
    for l in loops.loops().rev() {
        match duplicable_latch(cfg, model, loops, users, l) {
            Err(why) => out.kept.push((l, why)),
            Ok(latch) => {
                let t = latch.latch;
                if cfg.preds(t).iter().chain(cfg.succs(t)).any(|&b| chosen[b]) {
                    out.deferred.push(l);
                    continue;
                }
                chosen[t] = true;
                let copies = add_duplication(&mut out.plan, cfg, model, &latch, names, None);
                out.duplicated.push(DuplicatedLatch {
                    l,
                    header: latch.header,
                    latch: t,
                    copies,
                });
            }
        }
    }
    out
}

/// One header phi's rewrite under separation.
struct HeaderPhi {
    phi: Inst,
    /// Entries the partner in O receives.
    moved: Vec<(ValueRef, BlockRef)>,
    /// Entries to remove from the phi (first match each).
    remove: Vec<Block>,
    /// Entries to add besides the one from O.
    add: Vec<(ValueRef, BlockRef)>,
    /// The values the phi keeps receiving on the frequent edges.
    frequent_values: Vec<ValueRef>,
}

/// The separation block, placed right before the header as LLVM's `SplitBlockPredecessors`
/// places the block it makes (after the header's layout predecessor).
fn new_outer_block(plan: &mut EditPlan, header: Block, names: &dyn ValueNames) -> NewBlock {
    let before = Block::new(header.index() - 1);
    plan.new_block(
        with_suffix(names.block(header), b".outer"),
        BlockRef::Old(before),
    )
}

/// Gives each header phi its partner in O, folds the phis the frequent edge passes
/// unchanged, and ends O with a jump to the header.
fn separate_header(
    plan: &mut EditPlan,
    model: &FunctionModel,
    header: Block,
    outer: NewBlock,
    phis: Vec<HeaderPhi>,
    names: &dyn ValueNames,
) -> Separation {
    let mut sep = Separation {
        block: outer,
        partners: Vec::with_capacity(phis.len()),
        folded: Vec::new(),
    };
    for hp in phis {
        let partner = plan.create(
            NewOp::Phi {
                ty: model.insts[hp.phi].ty,
                incoming: hp.moved,
            },
            InsertPoint::BlockEnd(BlockRef::New(outer)),
            &with_suffix(names.inst(hp.phi), b".outer"),
        );
        sep.partners.push((hp.phi, partner));
        let itself = ValueRef::Old(Operand::Inst(hp.phi));
        if !hp.frequent_values.is_empty() && hp.frequent_values.iter().all(|&v| v == itself) {
            // `h = phi [h_O, O], [h, Lf]` is h_O wherever h is available: O dominates the
            // header, and only entering through O changes either value.
            sep.folded.push(hp.phi);
            continue;
        }
        for b in hp.remove {
            plan.edits.push(Edit::RemoveIncoming {
                phi: hp.phi,
                block: BlockRef::Old(b),
            });
        }
        plan.edits.push(Edit::AddIncoming {
            phi: InstRef::Old(hp.phi),
            value: ValueRef::New(partner),
            block: BlockRef::New(outer),
        });
        for (value, block) in hp.add {
            plan.edits.push(Edit::AddIncoming {
                phi: InstRef::Old(hp.phi),
                value,
                block,
            });
        }
    }
    plan.edits.push(Edit::Branch {
        block: outer,
        target: BlockRef::Old(header),
        debug_location_of: None,
    });
    // Last, so every use created above (partners, copies, successor phis) is rewritten too.
    for &(phi, partner) in &sep.partners {
        if sep.folded.contains(&phi) {
            plan.edits.push(Edit::ReplaceAllUses {
                of: InstRef::Old(phi),
                with: ValueRef::New(partner),
            });
            plan.edits.push(Edit::Erase { inst: phi });
        }
    }
    sep
}

/// Checks the separation preconditions shared by both entry points: the header is not the
/// entry, and every predecessor whose edges move to O can be retargeted.
fn check_outer_preds(
    cfg: &Cfg,
    model: &FunctionModel,
    header: Block,
    stays: Block,
) -> Result<(), Refusal> {
    if header == Block::ENTRY {
        return Err(Refusal::HeaderIsEntry);
    }
    match cfg
        .preds(header)
        .iter()
        .find(|&&p| p != stays && !retargetable(model, p))
    {
        Some(&p) => Err(Refusal::Terminator(p)),
        None => Ok(()),
    }
}

/// Separation (§7.4) of loop `l` in a function whose latches are already distinct (after
/// [`plan_latch_duplication`] was applied): a new block O before the header takes every
/// edge into the header except those from `frequent_latch`; each header phi `h` gets a
/// partner `h_O` in O with the moved entries and becomes `phi [h_O, O], [.., frequent]`;
/// an `h` whose frequent value is `h` itself is replaced by `h_O`. O becomes the header of
/// the outer loop the rare back edges now form, and the preheader of the inner one.
pub fn plan_separation(
    cfg: &Cfg,
    model: &FunctionModel,
    loops: &LoopInfo,
    l: LoopId,
    frequent_latch: Block,
    names: &dyn ValueNames,
) -> Result<(EditPlan, Separation), Refusal> {
    let header = loops.header(l);
    if !loops.is_latch(cfg, l, frequent_latch) {
        return Err(Refusal::NotALatch(frequent_latch));
    }
    if !cfg
        .preds(header)
        .iter()
        .any(|&p| p != frequent_latch && loops.contains_block(l, p))
    {
        return Err(Refusal::NoOtherLatch);
    }
    check_outer_preds(cfg, model, header, frequent_latch)?;
    let mut plan = EditPlan::default();
    let outer = new_outer_block(&mut plan, header, names);
    for (&from, &edge) in cfg.preds(header).iter().zip(cfg.pred_edges(header)) {
        if from != frequent_latch {
            plan.edits.push(Edit::SetSuccessor {
                edge,
                target: BlockRef::New(outer),
            });
        }
    }
    let phis = model
        .phis(header)
        .iter()
        .map(|&phi| {
            let mut hp = HeaderPhi {
                phi,
                moved: Vec::new(),
                remove: Vec::new(),
                add: Vec::new(),
                frequent_values: Vec::new(),
            };
            for (&op, &from) in model.operands(phi).iter().zip(model.incoming(phi)) {
                if from == frequent_latch {
                    hp.frequent_values.push(ValueRef::Old(op));
                } else {
                    hp.moved.push((ValueRef::Old(op), BlockRef::Old(from)));
                    hp.remove.push(from);
                }
            }
            hp
        })
        .collect();
    let sep = separate_header(&mut plan, model, header, outer, phis, names);
    Ok((plan, sep))
}

/// Latch duplication and separation of loop `l` in one plan: the latch is copied per
/// predecessor as in [`plan_latch_duplication`]; the copy for `frequent_pred` keeps its
/// back edge to the header, every other copy and every edge from outside the loop enter
/// the new block O instead (see [`plan_separation`]).
pub fn plan_separated_duplication(
    cfg: &Cfg,
    model: &FunctionModel,
    loops: &LoopInfo,
    l: LoopId,
    frequent_pred: Block,
    names: &dyn ValueNames,
) -> Result<SeparatedDuplication, Refusal> {
    let users = model.users();
    let latch = duplicable_latch(cfg, model, loops, users, l)?;
    if !latch.preds.contains(&frequent_pred) {
        return Err(Refusal::NotAPredecessor(frequent_pred));
    }
    let (header, t) = (latch.header, latch.latch);
    check_outer_preds(cfg, model, header, t)?;
    let mut plan = EditPlan::default();
    let outer = new_outer_block(&mut plan, header, names);
    for (&from, &edge) in cfg.preds(header).iter().zip(cfg.pred_edges(header)) {
        if from != t {
            plan.edits.push(Edit::SetSuccessor {
                edge,
                target: BlockRef::New(outer),
            });
        }
    }
    let copies = add_duplication(
        &mut plan,
        cfg,
        model,
        &latch,
        names,
        Some((frequent_pred, outer)),
    );
    let phis = model
        .phis(header)
        .iter()
        .map(|&phi| {
            let mut hp = HeaderPhi {
                phi,
                moved: Vec::new(),
                remove: Vec::new(),
                add: Vec::new(),
                frequent_values: Vec::new(),
            };
            for (&op, &from) in model.operands(phi).iter().zip(model.incoming(phi)) {
                hp.remove.push(from);
                if from != t {
                    hp.moved.push((ValueRef::Old(op), BlockRef::Old(from)));
                    continue;
                }
                for copy in &copies {
                    let entry = (copy.value_of(op), BlockRef::New(copy.block));
                    if copy.pred == frequent_pred {
                        hp.add.push(entry);
                        hp.frequent_values.push(entry.0);
                    } else {
                        hp.moved.push(entry);
                    }
                }
            }
            hp
        })
        .collect();
    let separation = separate_header(&mut plan, model, header, outer, phis, names);
    Ok(SeparatedDuplication {
        plan,
        latch: DuplicatedLatch {
            l,
            header,
            latch: t,
            copies,
        },
        separation,
    })
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::edit::model::{CallEffects, ConstKind, InstHead, ModelBuilder};
    use crate::fplicm::validate::validate;
    use crate::graph::dominators::DominatorTree;
    use crate::graph::testing::bb;
    use crate::graph::Edge;

    /// A function written one block per line, `label: item; item; ...`, where an item is
    /// `%x = op args` or `op args`. Ops: `phi v b, v b` (value, incoming block), `add`,
    /// `icmp`, `gep` (side-effect free), `load`, `store`, `call` (unknown effects),
    /// `callspec` (speculatable, no memory), `dbg` (a debug intrinsic), `sdiv`, and the terminators `br`, `switch`,
    /// `indirectbr`, `ret`, whose label arguments are the successors in order (stored in
    /// LLVM's operand layout). Arguments
    /// are `%x`, integers, `argN` or labels.
    struct Func {
        cfg: Cfg,
        model: FunctionModel,
        loops: LoopInfo,
        blocks: HashMap<String, Block>,
        insts: HashMap<String, Inst>,
        block_names: Vec<String>,
        inst_names: Vec<String>,
    }

    impl ValueNames for Func {
        fn block(&self, b: Block) -> &[u8] {
            self.block_names[b.index()].as_bytes()
        }
        fn inst(&self, i: Inst) -> &[u8] {
            self.inst_names[i.index()].as_bytes()
        }
    }

    impl Func {
        fn parse(text: &str) -> Func {
            let lines: Vec<(&str, Vec<&str>)> = text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(|l| {
                    let (label, rest) = l.split_once(':').expect("label");
                    let items = rest.split(';').map(str::trim).filter(|s| !s.is_empty());
                    (label.trim(), items.collect())
                })
                .collect();
            let mut blocks = HashMap::new();
            let mut insts = HashMap::new();
            let mut inst_names = Vec::new();
            for (k, (label, items)) in lines.iter().enumerate() {
                blocks.insert(label.to_string(), Block::new(k));
                for item in items {
                    let name = item
                        .split_once('=')
                        .map_or("", |(lhs, _)| lhs.trim().trim_start_matches('%'));
                    if !name.is_empty() {
                        insts.insert(name.to_string(), Inst::new(inst_names.len()));
                    }
                    inst_names.push(name.to_string());
                }
            }
            let mut edges = Vec::new();
            for (k, (_, items)) in lines.iter().enumerate() {
                let term = items.last().expect("terminator");
                for tok in term.split_whitespace().skip(1) {
                    if let Some(&s) = blocks.get(tok) {
                        edges.push((k as u32, s.as_u32()));
                    }
                }
            }
            let cfg = Cfg::from_edges(lines.len(), &edges);
            let mut m = ModelBuilder::new(lines.len());
            let void = m.add_type(None);
            let i32_ty = m.add_type(Some(4));
            let mut consts: HashMap<i64, Operand> = HashMap::new();
            let mut operand = |m: &mut ModelBuilder, tok: &str| -> Operand {
                if let Some(name) = tok.strip_prefix('%') {
                    Operand::Inst(insts[name])
                } else if let Some(n) = tok.strip_prefix("arg") {
                    Operand::Arg(n.parse().unwrap())
                } else if let Some(&b) = blocks.get(tok) {
                    Operand::Block(b)
                } else {
                    let v: i64 = tok.parse().expect("operand");
                    *consts
                        .entry(v)
                        .or_insert_with(|| Operand::Const(m.add_const(ConstKind::Int(v))))
                }
            };
            for (k, (_, items)) in lines.iter().enumerate() {
                for item in items {
                    let rhs = item.split_once('=').map_or(*item, |(_, r)| r).trim();
                    let (op, args) = rhs.split_once(' ').unwrap_or((rhs, ""));
                    let (opcode, kind) = match op {
                        "phi" => (Opcode::Phi, InstKind::Phi),
                        "add" => (Opcode::Add, InstKind::Pure),
                        "icmp" => (Opcode::ICmp, InstKind::Pure),
                        "gep" => (
                            Opcode::GetElementPtr,
                            InstKind::GetElementPtr { inbounds: true },
                        ),
                        "load" => (
                            Opcode::Load,
                            InstKind::Load {
                                ordered: false,
                                atomic: false,
                                align: 4,
                                size: 4,
                                safe_anywhere: false,
                            },
                        ),
                        "store" => (
                            Opcode::Store,
                            InstKind::Store {
                                ordered: false,
                                atomic: false,
                                align: 4,
                                size: 4,
                            },
                        ),
                        "call" | "callspec" => (
                            Opcode::Call,
                            InstKind::Call {
                                effects: if op == "call" {
                                    CallEffects::UNKNOWN
                                } else {
                                    CallEffects::default()
                                },
                                intrinsic: 0,
                                speculatable: op == "callspec",
                            },
                        ),
                        "sdiv" => (Opcode::SDiv, InstKind::Division),
                        "dbg" => (
                            Opcode::Call,
                            InstKind::Call {
                                effects: CallEffects::default(),
                                intrinsic: *DEBUG_INTRINSICS.end(),
                                speculatable: true,
                            },
                        ),
                        "ret" => (Opcode::Ret, InstKind::Terminator),
                        "br" => (Opcode::Br, InstKind::Terminator),
                        "switch" => (Opcode::Switch, InstKind::Terminator),
                        "indirectbr" => (Opcode::IndirectBr, InstKind::Terminator),
                        _ => panic!("unknown op {op}"),
                    };
                    let ty = if matches!(kind, InstKind::Terminator | InstKind::Store { .. }) {
                        void
                    } else {
                        i32_ty
                    };
                    let head = InstHead {
                        opcode,
                        kind,
                        ty,
                        fingerprint: opcode as u64,
                    };
                    let (mut ops, mut incoming) = (Vec::new(), Vec::new());
                    if kind == InstKind::Phi {
                        for pair in args.split(',') {
                            let mut toks = pair.split_whitespace();
                            ops.push(operand(&mut m, toks.next().unwrap()));
                            incoming.push(blocks[toks.next().unwrap()]);
                        }
                    } else {
                        for tok in args.split_whitespace() {
                            ops.push(operand(&mut m, tok));
                        }
                    }
                    // LLVM's operand layouts: `br c, T, F` holds [c, F, T]; `switch c, D,
                    // [v0, X0], ...` holds [c, D, v0, X0, ...].
                    match op {
                        "br" if ops.len() == 3 => ops.swap(1, 2),
                        "switch" => {
                            let cases = ops.split_off(2);
                            for (v, dest) in cases.into_iter().enumerate() {
                                ops.push(operand(&mut m, &v.to_string()));
                                ops.push(dest);
                            }
                        }
                        _ => {}
                    }
                    m.push(Block::new(k), head, &ops, &incoming);
                }
            }
            m.add_arg(Default::default());
            let model = m.finish();
            let loops = LoopInfo::compute(&cfg, &DominatorTree::with_cfg(&cfg));
            let block_names = lines.iter().map(|(l, _)| l.to_string()).collect();
            Func {
                cfg,
                model,
                loops,
                blocks,
                insts,
                block_names,
                inst_names,
            }
        }

        fn b(&self, label: &str) -> Block {
            self.blocks[label]
        }

        fn i(&self, name: &str) -> Inst {
            self.insts[name]
        }

        fn v(&self, name: &str) -> ValueRef {
            ValueRef::Old(Operand::Inst(self.i(name)))
        }

        fn loop_of(&self, header: &str) -> LoopId {
            self.loops.loop_for(self.b(header)).unwrap()
        }

        fn check(&self, l: LoopId) -> Result<DuplicableLatch, Refusal> {
            duplicable_latch(&self.cfg, &self.model, &self.loops, self.model.users(), l)
        }

        fn plan(&self) -> LatchDuplication {
            let dup = plan_latch_duplication(&self.cfg, &self.model, &self.loops, self);
            assert_eq!(dup.plan.check(&self.cfg, &self.model), Ok(()));
            // The translation validator runs after every rewrite the tests make.
            validate(&self.cfg, &self.model, &dup.plan, &Claims::default()).unwrap();
            dup
        }

        /// An integer constant's operand.
        fn int(&self, value: i64) -> ValueRef {
            let c = self
                .model
                .consts
                .iter_enumerated()
                .find(|(_, &k)| k == ConstKind::Int(value))
                .unwrap()
                .0;
            ValueRef::Old(Operand::Const(c))
        }
    }

    /// The entries of a phi after the plan's edits, replayed in order.
    fn phi_entries(
        plan: &EditPlan,
        model: &FunctionModel,
        phi: InstRef,
    ) -> Vec<(ValueRef, BlockRef)> {
        let mut entries: Vec<(ValueRef, BlockRef)> = match phi {
            InstRef::Old(p) => model
                .operands(p)
                .iter()
                .zip(model.incoming(p))
                .map(|(&v, &b)| (ValueRef::Old(v), BlockRef::Old(b)))
                .collect(),
            InstRef::New(_) => Vec::new(),
        };
        for edit in &plan.edits {
            match edit {
                Edit::Create {
                    id,
                    op: NewOp::Phi { incoming, .. },
                    ..
                } if InstRef::New(*id) == phi => entries = incoming.clone(),
                Edit::AddIncoming {
                    phi: p,
                    value,
                    block,
                } if *p == phi => entries.push((*value, *block)),
                Edit::RemoveIncoming { phi: p, block } if InstRef::Old(*p) == phi => {
                    let k = entries.iter().position(|e| e.1 == *block).unwrap();
                    entries.remove(k);
                }
                Edit::ReplaceAllUses { of, with } => {
                    for e in entries.iter_mut().filter(|e| e.0 == ValueRef::from(*of)) {
                        e.0 = *with;
                    }
                }
                _ => {}
            }
        }
        entries
    }

    /// The clone of `source` in `copy`.
    fn clone_of(copy: &LatchCopy, source: Inst) -> ValueRef {
        ValueRef::New(copy.clones.iter().find(|c| c.0 == source).unwrap().1)
    }

    fn new_name(plan: &EditPlan, id: NewInst) -> Vec<u8> {
        plan.edits
            .iter()
            .find_map(|e| match e {
                Edit::Create { id: i, name, .. } if *i == id => Some(name.clone()),
                _ => None,
            })
            .unwrap()
    }

    /// The rotated `for` loop of the correctness programs: a header with a rare branch, a
    /// 3-instruction latch `for.inc` reached from both, and an LCSSA phi at the exit.
    const ROTATED: &str = "
        entry: br body
        body: %i = phi 0 entry, %inc latch; %c = icmp %i; br %c rare latch
        rare: br latch
        latch: %inc = add %i 1; %cmp = icmp %inc; br %cmp body exit
        exit: %lc = phi %inc latch; ret";

    #[test]
    fn rotated_loop_gets_one_latch_copy_per_predecessor() {
        let f = Func::parse(ROTATED);
        let dup = f.plan();
        assert!(dup.kept.is_empty() && dup.deferred.is_empty());
        let [d] = &dup.duplicated[..] else {
            panic!("one latch")
        };
        assert_eq!((d.header, d.latch), (f.b("body"), f.b("latch")));
        let preds: Vec<Block> = d.copies.iter().map(|c| c.pred).collect();
        assert_eq!(preds, vec![f.b("body"), f.b("rare")]);
        let names: Vec<&[u8]> = d
            .copies
            .iter()
            .map(|c| dup.plan.new_blocks[c.block].name.as_slice())
            .collect();
        assert_eq!(names, vec![b"latch.body".as_slice(), b"latch.rare"]);
        let (cb, cr) = (&d.copies[0], &d.copies[1]);
        assert_eq!(new_name(&dup.plan, cb.clones[0].1), b"inc.body".to_vec());
        // The compare in each copy reads that copy's increment.
        let cmp = dup.plan.edits.iter().find_map(|e| match e {
            Edit::Create {
                id,
                op: NewOp::Clone { remap, .. },
                ..
            } if *id == cr.clones[1].1 => Some(remap.clone()),
            _ => None,
        });
        assert_eq!(cmp, Some(vec![(f.v("inc"), clone_of(cr, f.i("inc")))]));
        // Header phi and LCSSA phi: the latch's entry becomes one per copy.
        let (nb, nr) = (BlockRef::New(cb.block), BlockRef::New(cr.block));
        assert_eq!(
            phi_entries(&dup.plan, &f.model, InstRef::Old(f.i("i"))),
            vec![
                (f.int(0), BlockRef::Old(f.b("entry"))),
                (clone_of(cb, f.i("inc")), nb),
                (clone_of(cr, f.i("inc")), nr)
            ]
        );
        assert_eq!(
            phi_entries(&dup.plan, &f.model, InstRef::Old(f.i("lc"))),
            vec![
                (clone_of(cb, f.i("inc")), nb),
                (clone_of(cr, f.i("inc")), nr)
            ]
        );
        // Layout entry, body, rare, latch.body, latch.rare, exit; each copy branches back
        // and out like the latch.
        let p = dup.plan.apply_to(&f.cfg, &f.model).unwrap();
        let want = Cfg::from_edges(
            6,
            &[
                (0, 1),
                (1, 2),
                (1, 3),
                (2, 4),
                (3, 1),
                (3, 5),
                (4, 1),
                (4, 5),
            ],
        );
        assert_eq!(p.cfg.succ_table(), want.succ_table());
        assert!(dup.plan.edits.contains(&Edit::EraseBlock {
            block: f.b("latch")
        }));
    }

    /// The FPLICM shape: the latch merges the cached value `%h` (frequent) with the repair
    /// `%r` (rare) in a phi the header reads back.
    const MERGING: &str = "
        entry: br header
        header: %h = phi 7 entry, %t latch; %i = phi 0 entry, %inc latch; %c = icmp %i; br %c rare latch
        rare: %r = load arg0; br latch
        latch: %t = phi %h header, %r rare; %inc = add %i %t; %cmp = icmp %inc; br %cmp header exit
        exit: ret";

    #[test]
    fn latch_phis_resolve_to_each_predecessors_value() {
        let f = Func::parse(MERGING);
        let dup = f.plan();
        let d = &dup.duplicated[0];
        let (ch, cr) = (&d.copies[0], &d.copies[1]);
        assert_eq!(ch.value_of(Operand::Inst(f.i("t"))), f.v("h"));
        assert_eq!(cr.value_of(Operand::Inst(f.i("t"))), f.v("r"));
        // The frequent copy passes the cached value around unchanged.
        assert_eq!(
            phi_entries(&dup.plan, &f.model, InstRef::Old(f.i("h"))),
            vec![
                (f.int(7), BlockRef::Old(f.b("entry"))),
                (f.v("h"), BlockRef::New(ch.block)),
                (f.v("r"), BlockRef::New(cr.block))
            ]
        );
        // `%inc = add %i %t` reads the resolved value in each copy.
        let remap_of = |copy: &LatchCopy| {
            dup.plan.edits.iter().find_map(|e| match e {
                Edit::Create {
                    id,
                    op: NewOp::Clone { remap, .. },
                    ..
                } if *id == copy.clones[0].1 => Some(remap.clone()),
                _ => None,
            })
        };
        assert_eq!(remap_of(ch), Some(vec![(f.v("t"), f.v("h"))]));
        assert_eq!(remap_of(cr), Some(vec![(f.v("t"), f.v("r"))]));
        // No phi is cloned: each copy holds the add, the compare and the branch.
        assert_eq!(ch.clones.len(), 3);
    }

    #[test]
    fn duplicate_edges_and_switch_latches_keep_one_entry_per_edge() {
        // The header switches to the latch twice; the latch switches to the header twice.
        let f = Func::parse(
            "
            entry: br header
            header: %i = phi 0 entry, %inc latch, %inc latch; %c = icmp %i; switch %c latch latch other
            other: br latch
            latch: %t = phi %i header, %i header, %c other; %inc = add %t 1; switch %inc header exit header
            exit: ret",
        );
        let dup = f.plan();
        let d = &dup.duplicated[0];
        let (ch, co) = (&d.copies[0], &d.copies[1]);
        assert_eq!(ch.pred, f.b("header"));
        // Both edges from the header enter its copy.
        let retargeted: Vec<Edge> = dup
            .plan
            .edits
            .iter()
            .filter_map(|e| match e {
                Edit::SetSuccessor { edge, target } if *target == BlockRef::New(ch.block) => {
                    Some(*edge)
                }
                _ => None,
            })
            .collect();
        assert_eq!(retargeted.len(), 2);
        let (nh, no) = (BlockRef::New(ch.block), BlockRef::New(co.block));
        let (ih, io) = (clone_of(ch, f.i("inc")), clone_of(co, f.i("inc")));
        assert_eq!(
            phi_entries(&dup.plan, &f.model, InstRef::Old(f.i("i"))),
            vec![
                (f.int(0), BlockRef::Old(f.b("entry"))),
                (ih, nh),
                (ih, nh),
                (io, no),
                (io, no)
            ]
        );
        assert_eq!(co.value_of(Operand::Inst(f.i("t"))), f.v("c"));
        let p = dup.plan.apply_to(&f.cfg, &f.model).unwrap();
        // entry, header, other, latch.header, latch.other, exit.
        let want = Cfg::from_edges(
            6,
            &[
                (0, 1),
                (1, 3),
                (1, 3),
                (1, 2),
                (2, 4),
                (3, 1),
                (3, 5),
                (3, 1),
                (4, 1),
                (4, 5),
                (4, 1),
            ],
        );
        assert_eq!(p.cfg.succ_table(), want.succ_table());
    }

    #[test]
    fn each_refusal_names_its_reason() {
        let refused = |text: &str, header: &str| {
            let f = Func::parse(text);
            let r = f.check(f.loop_of(header)).unwrap_err();
            let shown = r.describe(&f.model, &f);
            (f, r, shown)
        };
        let (_, r, _) = refused(
            "entry: br l
             l: %i = phi 0 entry, %n l; %n = add %i 1; br %n l x
             x: ret",
            "l",
        );
        assert_eq!(r, Refusal::HeaderIsLatch);
        let (_, r, shown) = refused(
            "entry: br h
             h: %c = icmp 1; br %c a b
             a: br h x
             b: br h x
             x: ret",
            "h",
        );
        assert_eq!(
            (r, shown.as_str()),
            (Refusal::SeveralLatches(2), "2 latches")
        );
        let (f, r, _) = refused(
            "entry: br h
             h: %c = icmp 1; br t
             t: br %c h x
             x: ret",
            "h",
        );
        assert_eq!(r, Refusal::OnePredecessor(f.b("t")));
        let (f, r, shown) = refused(
            &ROTATED.replace("%inc = add %i 1", "%inc = load arg0"),
            "body",
        );
        assert_eq!(r, Refusal::SideEffects(f.i("inc")));
        assert_eq!(shown, "latch %latch has a load %inc");
        let (f, r, _) = refused(
            &ROTATED.replace("%cmp = icmp %inc", "%cmp = call %inc"),
            "body",
        );
        assert_eq!(r, Refusal::SideEffects(f.i("cmp")));
        let (f, r, _) = refused(
            &ROTATED.replace("%cmp = icmp %inc", "%cmp = sdiv %inc 3"),
            "body",
        );
        assert_eq!(r, Refusal::SideEffects(f.i("cmp")));
        let (f, r, _) = refused(&ROTATED.replace("ret", "%u = add %inc 1; ret"), "body");
        assert_eq!(r, Refusal::UsedOutside(f.i("inc")));
        let (f, r, _) = refused(&ROTATED.replace("rare: br", "rare: indirectbr"), "body");
        assert_eq!(r, Refusal::Terminator(f.b("rare")));
        let (f, r, _) = refused(&format!("{ROTATED}\n dead: br latch"), "body");
        assert_eq!(r, Refusal::PredecessorOutsideLoop(f.b("dead")));
        // The outer loop's only latch `a` is the inner loop's latch too.
        let (f, r, _) = refused(
            "entry: br h
             h: %c = icmp 1; br i
             i: br a
             a: br %c i h
             x: ret",
            "h",
        );
        assert_eq!(r, Refusal::LatchInInnerLoop(f.b("a")));
    }

    #[test]
    fn size_limit_counts_the_terminator_not_debug_intrinsics() {
        let latch_of = |n: usize| {
            let adds: String = (0..n).map(|k| format!("%a{k} = add %i {k}; ")).collect();
            ROTATED.replace(
                "latch: %inc = add %i 1; %cmp = icmp %inc;",
                &format!("latch: {adds}%inc = callspec %i; %cmp = icmp %inc;"),
            )
        };
        let f = Func::parse(&latch_of(MAX_LATCH_INSTS - 3));
        assert!(f.check(f.loop_of("body")).is_ok());
        // Debug intrinsics do not count: -g must not change the decision.
        let with_debug =
            latch_of(MAX_LATCH_INSTS - 3).replace("%cmp = icmp", "dbg %inc; %cmp = icmp");
        let f = Func::parse(&with_debug);
        assert!(f.check(f.loop_of("body")).is_ok());
        let f = Func::parse(&latch_of(MAX_LATCH_INSTS - 2));
        assert_eq!(
            f.check(f.loop_of("body")),
            Err(Refusal::TooBig {
                latch: f.b("latch"),
                insts: MAX_LATCH_INSTS + 1
            })
        );
    }

    #[test]
    fn adjacent_latches_are_deferred_to_the_next_round() {
        // The inner loop's latch t1 leaves into the outer loop's latch t2.
        let f = Func::parse(
            "
            entry: br h2
            h2: %o = phi 0 entry, %on t2; %c2 = icmp %o; br %c2 h1 x
            h1: %i = phi 0 h2, %in t1; %c1 = icmp %i; br %c1 a t1
            a: br t1
            t1: %in = add %i 1; br %in h1 t2
            x: br t2
            t2: %on = add %o 1; br %on h2 exit
            exit: ret",
        );
        let dup = f.plan();
        let inner = f.loop_of("h1");
        let outer = f.loops.parent(inner).unwrap();
        assert_eq!(dup.duplicated.len(), 1);
        assert_eq!(dup.duplicated[0].l, inner);
        assert_eq!(dup.deferred, vec![outer]);
        // Alone, the outer latch qualifies.
        assert!(f.check(outer).is_ok());
    }

    #[test]
    fn separation_after_duplication_folds_the_cached_value() {
        // After duplication: lf passes %h unchanged, lr brings the repair %r.
        let f = Func::parse(
            "
            entry: br header
            header: %h = phi 7 entry, %h lf, %r lr; %i = phi 0 entry, %if lf, %ir lr; %c = icmp %i; br %c rare lf
            rare: %r = load arg0; br lr
            lf: %if = add %i 1; br %if header exit
            lr: %ir = add %i 1; br %ir header exit
            exit: ret",
        );
        let l = f.loop_of("header");
        let (plan, sep) =
            plan_separation(&f.cfg, &f.model, &f.loops, l, f.b("lf"), &f).expect("separates");
        assert_eq!(plan.check(&f.cfg, &f.model), Ok(()));
        validate(&f.cfg, &f.model, &plan, &sep.claims()).unwrap();
        assert_eq!(plan.new_blocks[sep.block].name, b"header.outer".to_vec());
        assert_eq!(sep.folded, vec![f.i("h")]);
        let (h_o, i_o) = (sep.partners[0].1, sep.partners[1].1);
        let outer = BlockRef::New(sep.block);
        assert_eq!(
            phi_entries(&plan, &f.model, InstRef::New(h_o)),
            vec![
                (f.int(7), BlockRef::Old(f.b("entry"))),
                (f.v("r"), BlockRef::Old(f.b("lr")))
            ]
        );
        assert!(plan.edits.contains(&Edit::Erase { inst: f.i("h") }));
        assert_eq!(
            phi_entries(&plan, &f.model, InstRef::Old(f.i("i"))),
            vec![
                (f.v("if"), BlockRef::Old(f.b("lf"))),
                (ValueRef::New(i_o), outer)
            ]
        );
        // entry, header.outer, header, rare, lf, lr, exit: the rare back edge now closes
        // the outer loop at header.outer.
        let p = plan.apply_to(&f.cfg, &f.model).unwrap();
        let want = Cfg::from_edges(
            7,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (2, 4),
                (3, 5),
                (4, 2),
                (4, 6),
                (5, 1),
                (5, 6),
            ],
        );
        assert_eq!(p.cfg.succ_table(), want.succ_table());
        // The refusals.
        let not_latch = plan_separation(&f.cfg, &f.model, &f.loops, l, f.b("rare"), &f);
        assert_eq!(not_latch.unwrap_err(), Refusal::NotALatch(f.b("rare")));
        let g = Func::parse(ROTATED);
        let lone = plan_separation(
            &g.cfg,
            &g.model,
            &g.loops,
            g.loop_of("body"),
            g.b("latch"),
            &g,
        );
        assert_eq!(lone.unwrap_err(), Refusal::NoOtherLatch);
    }

    #[test]
    fn separated_duplication_in_one_plan() {
        let f = Func::parse(MERGING);
        let l = f.loop_of("header");
        let out = plan_separated_duplication(&f.cfg, &f.model, &f.loops, l, f.b("header"), &f)
            .expect("separates");
        let plan = &out.plan;
        assert_eq!(plan.check(&f.cfg, &f.model), Ok(()));
        // The latch's `%inc` reads `%t`, which the frequent copy resolves to the folded `%h`:
        // the validator follows the resolution to `%h` and takes its trusted partner.
        validate(&f.cfg, &f.model, plan, &out.separation.claims()).expect("accepted");
        let (ch, cr) = (&out.latch.copies[0], &out.latch.copies[1]);
        let sep = &out.separation;
        let outer = BlockRef::New(sep.block);
        // %h passes the frequent copy unchanged: folded into its partner.
        assert_eq!(sep.folded, vec![f.i("h")]);
        let (h_o, i_o) = (sep.partners[0].1, sep.partners[1].1);
        assert_eq!(
            phi_entries(plan, &f.model, InstRef::New(h_o)),
            vec![
                (f.int(7), BlockRef::Old(f.b("entry"))),
                (f.v("r"), BlockRef::New(cr.block))
            ]
        );
        assert_eq!(
            phi_entries(plan, &f.model, InstRef::New(i_o)),
            vec![
                (f.int(0), BlockRef::Old(f.b("entry"))),
                (clone_of(cr, f.i("inc")), BlockRef::New(cr.block))
            ]
        );
        assert_eq!(
            phi_entries(plan, &f.model, InstRef::Old(f.i("i"))),
            vec![
                (ValueRef::New(i_o), outer),
                (clone_of(ch, f.i("inc")), BlockRef::New(ch.block))
            ]
        );
        // The RAUW of %h comes after every instruction that may use it.
        let last_create = plan
            .edits
            .iter()
            .rposition(|e| matches!(e, Edit::Create { .. }))
            .unwrap();
        let rauw = plan
            .edits
            .iter()
            .position(|e| matches!(e, Edit::ReplaceAllUses { .. }))
            .unwrap();
        assert!(rauw > last_create);
        // entry, header.outer, header, rare, latch.header, latch.rare, exit.
        let p = plan.apply_to(&f.cfg, &f.model).unwrap();
        let want = Cfg::from_edges(
            7,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (2, 4),
                (3, 5),
                (4, 2),
                (4, 6),
                (5, 1),
                (5, 6),
            ],
        );
        assert_eq!(p.cfg.succ_table(), want.succ_table());
        let wrong = plan_separated_duplication(&f.cfg, &f.model, &f.loops, l, f.b("exit"), &f);
        assert_eq!(wrong.unwrap_err(), Refusal::NotAPredecessor(f.b("exit")));
        assert_eq!(bb(0), f.b("entry"));
    }

    /// Random CFGs with a phi in every block that has predecessors: every plan checks, every
    /// duplicated latch is gone with its edges and phi entries moved onto its copies, and the
    /// latches one plan duplicates are never adjacent.
    #[test]
    fn random_graphs_keep_edges_and_phi_entries_per_copy() {
        let mut duplicated = 0;
        for seed in 0..3000u64 {
            let n = 2 + (seed % 11) as usize;
            let cfg = crate::graph::testing::random_cfg(seed, n);
            let preds: Vec<Vec<u32>> = cfg
                .blocks()
                .map(|b| cfg.preds(b).iter().map(|p| p.as_u32()).collect())
                .collect();
            let phis: Vec<(u32, &[u32])> = preds
                .iter()
                .enumerate()
                .filter(|(_, p)| !p.is_empty())
                .map(|(b, p)| (b as u32, p.as_slice()))
                .collect();
            let model = crate::edit::plan::tests::skeleton(&cfg, &phis);
            let loops = LoopInfo::compute(&cfg, &DominatorTree::with_cfg(&cfg));
            struct NoNames;
            impl ValueNames for NoNames {
                fn block(&self, _: Block) -> &[u8] {
                    b""
                }
                fn inst(&self, _: Inst) -> &[u8] {
                    b""
                }
            }
            let dup = plan_latch_duplication(&cfg, &model, &loops, &NoNames);
            assert_eq!(dup.plan.check(&cfg, &model), Ok(()), "seed {seed}");
            let predicted = dup.plan.apply_to(&cfg, &model).unwrap();
            let position = |r: BlockRef| predicted.layout.iter().position(|&x| x == r);
            for d in &dup.duplicated {
                duplicated += 1;
                let t = d.latch;
                assert_eq!(position(BlockRef::Old(t)), None, "seed {seed}");
                for other in &dup.duplicated {
                    assert!(
                        !cfg.preds(t).contains(&other.latch),
                        "seed {seed}: adjacent"
                    );
                }
                for copy in &d.copies {
                    let at = position(BlockRef::New(copy.block)).unwrap();
                    let want: Vec<Option<usize>> = cfg
                        .succs(t)
                        .iter()
                        .map(|&s| position(BlockRef::Old(s)))
                        .collect();
                    let got: Vec<Option<usize>> = predicted
                        .cfg
                        .succs(Block::new(at))
                        .iter()
                        .map(|s| Some(s.index()))
                        .collect();
                    assert_eq!(got, want, "seed {seed}: copy successors");
                    let from_pred = cfg.succs(copy.pred).iter().filter(|&&s| s == t).count();
                    let p_at = position(BlockRef::Old(copy.pred)).unwrap();
                    let into_copy = predicted
                        .cfg
                        .succs(Block::new(p_at))
                        .iter()
                        .filter(|s| s.index() == at)
                        .count();
                    assert_eq!(into_copy, from_pred, "seed {seed}: retargeted edges");
                }
                for s in distinct(cfg.succs(t)) {
                    let edges = cfg.succs(t).iter().filter(|&&x| x == s).count();
                    for &phi in model.phis(s) {
                        let entries = phi_entries(&dup.plan, &model, InstRef::Old(phi));
                        assert!(entries.iter().all(|e| e.1 != BlockRef::Old(t)));
                        for copy in &d.copies {
                            let k = entries
                                .iter()
                                .filter(|e| e.1 == BlockRef::New(copy.block))
                                .count();
                            assert_eq!(k, edges, "seed {seed}: phi entries per copy");
                        }
                    }
                }
            }
            for &l in &dup.deferred {
                let t = duplicable_latch(&cfg, &model, &loops, model.users(), l)
                    .unwrap()
                    .latch;
                let adjacent = dup
                    .duplicated
                    .iter()
                    .any(|d| cfg.preds(t).contains(&d.latch) || cfg.succs(t).contains(&d.latch));
                assert!(adjacent, "seed {seed}: deferred without a reason");
            }
        }
        assert!(duplicated > 100, "only {duplicated} latches duplicated");
    }
}
