//! Translation validation (`docs/fplicm-design.md` §10): a rewrite, given as an
//! [`EditPlan`] over the source model, is simulated into a plain target function and checked
//! against the source — block duplication, merging and inserted blocks by checks 1–7, the
//! FPLICM hoists' values and speculation by checks 8–9.
//!
//! # What a successful [`validate`] proves
//!
//! For the *checked* blocks — new blocks (copies, possibly with successors merged in, and
//! inserted blocks) and original blocks the rewrite claims as merged — and for every edge of
//! the target:
//! 1. **Entry**: the source entry reaches `revmap` of the target entry through empty jumps.
//! 2. **Bodies**: a copy or merge runs exactly the bodies of its source chain (`revmap(b)`,
//!    then the blocks it absorbed, each the unconditional jump target of the one before), in
//!    order: same operation (fingerprint, opcode, type), and every operand holds the value
//!    the source operand holds at that point (see *correspondence* below). Terminator
//!    operands too.
//! 3. **Phis**: every phi of the target has exactly one entry per predecessor edge. Each phi
//!    of a checked block stands for a phi of its first source block; on every edge it
//!    receives a value holding what the source phi receives on the source path behind that
//!    edge. A source phi may be missing only where every edge comes from one block (the copy
//!    resolved it). On original blocks, the same holds for the edges the rewrite changed
//!    (from a new, merged or inserted block, or a retargeted slot), and on every edge for
//!    the phis whose entries the plan edits; a source phi may vanish from an original block
//!    with changed edges only when a [`Claims::trusted`] pair stands for it.
//! 4. **Successors**: every successor slot of every target block with an image follows the
//!    matching source successor: `revmap` of the target successor (stepping over one inserted
//!    block) is reached from it through source blocks that hold only phis and an
//!    unconditional `br`, at most one step per source block, so a cycle of empty blocks fails.
//! 5. **Branch → jump**: a copy may end in a jump where its source chain ends in a conditional
//!    `br c` only if c's counterpart is a constant, or a must-analysis over the *target* CFG
//!    knows it on every path into the copy (facts from the edges of branches on it, meet by
//!    intersection), and the jump follows the successor that value selects.
//! 6. **Inserted blocks**: only phis and a jump to a block with an image; each phi stands for
//!    a phi of that block and receives, on each edge, what the source phi receives on the
//!    corresponding source path.
//! 7. **No dropped work**: a walk in (4) never skips a block with a body, and a copy's body
//!    never ends before its source chain's.
//!
//! By the simulation argument of translation validation (§10), a target run through checked blocks is matched step
//! for step by a source run executing the same instructions on the same values in the same
//! order: copies in lock step, merged and skipped jumps as silent source steps with a
//! measure bounded by the block count, inserted blocks as silent target steps. The unit
//! tests in `differential.rs` check exactly that observable with an interpreter, on random
//! functions with correct and corrupted duplications, merges and edge splits.
//!
//! *Correspondence* (which target value holds source value `v` at a point of target block
//! `b`): arguments, constants and blocks are themselves; an instruction of `b`'s chain
//! defined before the point is its copy at the same position; a phi of the chain's first
//! block is the target phi standing for it, or, when `b` resolved it, whatever holds its
//! incoming value at the end of `b`'s only predecessor (along the source path of that edge);
//! a phi of a later chain block is its incoming value from the block before; an instruction
//! of a source block that exactly one target block runs is its value at the end of that
//! block. A value of a block run by several target blocks has no counterpart outside them.
//!
//! 8. **Dataflow** (plans that rewrite values only: the FPLICM hoists; `dataflow.rs`): every
//!    operand of a kept instruction that read an erased instruction now reads a value proven,
//!    on every path, to hold what the erased instruction computed there (its snapshot:
//!    copies, repairs and phis are followed through a must-analysis over expressions built
//!    from the source's own instructions, killed by writes the alias model cannot exclude);
//!    every other operand is unchanged.
//! 9. **Speculation** (same plans): no added instruction writes, and none can fault or trap:
//!    a copied load reads an address LLVM proves dereferenceable everywhere or goes through
//!    the exact whole-object guard, a copied integer division has a non-zero (non -1)
//!    constant divisor or the exact division guard; nothing with an effect is erased.
//!
//! # What is not proven
//!
//! - Bodies of original blocks in block rewrites (checks 1–7): they are assumed to run their
//!   source instructions; the value rewrites of a plan that also creates or retargets blocks
//!   get no dataflow check (the passes never mix the two in one plan). Original blocks'
//!   terminator operands are compared only by check 8.
//! - [`Claims::trusted`] pairs, and θ of the phis named in [`Claims::phis`] beyond the checks
//!   above.
//! - SSA dominance of every use: LLVM's verifier checks the written function (`ir::apply`).
//! - Fingerprints are 64-bit hashes of what `isSameOperationAs` compares; clones keep their
//!   source's, even when `drop_poison_flags` removed flags (a refinement).
//! - Unsupported, hence rejected: folding a `switch`, folding a branch found in an empty block
//!   after a copy's chain, chains of inserted blocks, SSA-repair phis for values of
//!   duplicated blocks used outside their copies (vouch for them with [`Claims::trusted`]),
//!   and merging an empty block that jumps to itself (a successor walk takes the shortest
//!   path, so absorbing such a block once reads as not absorbing it).
//! - Phi entries of original blocks on edges the rewrite did not change, for phis it did not
//!   edit (the hoist may rewrite their values).

mod check;
mod dataflow;
mod facts;
pub mod provenance;
pub use crate::edit::target;

#[cfg(test)]
mod dataflow_tests;
#[cfg(test)]
mod differential;
#[cfg(test)]
mod tests;

use std::fmt;

pub use crate::edit::target::{Ghost, InstOrigin, TInst, TargetFunction, TargetInst};
pub use provenance::{Provenance, ResolvedPhi, Role};

use super::oracle::MemoryOracle;
use crate::edit::model::{FunctionModel, Inst, Operand};
use crate::edit::plan::{BlockRef, EditPlan, NewBlock, NewInst, ValueRef};
use crate::graph::{Block, Cfg};

/// Which check refused the rewrite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckKind {
    /// The plan itself cannot be applied (malformed, or `ir::apply` would refuse it).
    Plan,
    /// Check 1.
    Entry,
    /// Check 2.
    Body,
    /// Check 3.
    Phi,
    /// Check 4.
    Successor,
    /// Check 5.
    BranchFold,
    /// Check 6.
    Inserted,
    /// Check 7.
    DroppedWork,
    /// Check 8: a value that replaces an erased instruction is not proven to hold what it
    /// computed.
    Dataflow,
    /// Check 9: an added instruction may write, fault or trap, or an erased one had an
    /// effect.
    Speculation,
}

impl CheckKind {
    /// The name `error:` lines use.
    pub fn name(self) -> &'static str {
        match self {
            CheckKind::Plan => "plan",
            CheckKind::Entry => "entry",
            CheckKind::Body => "body",
            CheckKind::Phi => "phi",
            CheckKind::Successor => "successor",
            CheckKind::BranchFold => "branch-fold",
            CheckKind::Inserted => "inserted-block",
            CheckKind::DroppedWork => "dropped-work",
            CheckKind::Dataflow => "dataflow",
            CheckKind::Speculation => "speculation",
        }
    }
}

/// Why the validator refused a rewrite.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    pub kind: CheckKind,
    /// The target block the check failed at (as a plan block), when there is one.
    pub block: Option<BlockRef>,
    pub detail: String,
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.block {
            Some(BlockRef::Old(b)) => write!(f, "{}: {b:?}: {}", self.kind.name(), self.detail),
            Some(BlockRef::New(n)) => write!(f, "{}: {n:?}: {}", self.kind.name(), self.detail),
            None => write!(f, "{}: {}", self.kind.name(), self.detail),
        }
    }
}

/// What the rewrite states about its blocks and values, where the plan alone does not say.
/// Everything defaults to what [`Provenance::derive`] infers.
#[derive(Clone, Debug, Default)]
pub struct Claims {
    /// New blocks that copy the given source block (a folded copy holding no clone needs
    /// this; so does a copy whose first clone comes from a later chain block).
    pub copies: Vec<(NewBlock, Block)>,
    /// New blocks with no image (a block holding clones is otherwise taken for a copy).
    pub inserted: Vec<NewBlock>,
    /// Original blocks the rewrite merged successors into: checked like copies.
    pub merged: Vec<Block>,
    /// θ of phis the plan creates in copies: the source phi each stands for. Phis of inserted
    /// blocks are derived from the phis of the block they jump to when not given.
    pub phis: Vec<(NewInst, Inst)>,
    /// Pairs (target value, source value) the caller vouches for wherever checked code reads
    /// them (the hoist's cached values). Not proven here.
    pub trusted: Vec<(ValueRef, Operand)>,
}

impl Claims {
    /// Adds `other`'s claims about a plan [`EditPlan::absorb`] renumbered by `offsets`.
    pub fn absorb(&mut self, other: Claims, (di, db): (u32, u32)) {
        let inst = |n: NewInst| NewInst::from_u32(n.as_u32() + di);
        let block = |b: NewBlock| NewBlock::from_u32(b.as_u32() + db);
        let value = |v: ValueRef| match v {
            ValueRef::New(n) => ValueRef::New(inst(n)),
            ValueRef::NewBlock(b) => ValueRef::NewBlock(block(b)),
            other => other,
        };
        self.copies
            .extend(other.copies.into_iter().map(|(b, s)| (block(b), s)));
        self.inserted.extend(other.inserted.into_iter().map(block));
        self.merged.extend(other.merged);
        self.phis
            .extend(other.phis.into_iter().map(|(n, p)| (inst(n), p)));
        self.trusted
            .extend(other.trusted.into_iter().map(|(v, o)| (value(v), o)));
    }
}

/// Simulates `plan` and derives its provenance, without checking it.
pub fn provenance(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    claims: &Claims,
) -> Result<Provenance, ValidationError> {
    let target = plan.apply_to(cfg, model).map_err(|e| ValidationError {
        kind: CheckKind::Plan,
        block: None,
        detail: e.0,
    })?;
    Ok(Provenance::derive(cfg, model, target, claims))
}

/// Checks `plan` against the source (`cfg`, `model`): checks 1–9 of
/// `docs/fplicm-design.md` §10 as stated in this module's documentation. Returns the target
/// and its provenance (with the resolved phis) when the rewrite is accepted.
pub fn validate(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    claims: &Claims,
) -> Result<Provenance, ValidationError> {
    validate_with(cfg, model, plan, claims, None)
}

/// [`validate`], with `memory` (the pass's oracle: LLVM's alias analysis) deciding which
/// writes may change what a re-evaluated load reads; `None`: our alias rules.
pub fn validate_with(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    claims: &Claims,
    memory: Option<&dyn MemoryOracle>,
) -> Result<Provenance, ValidationError> {
    let mut p = provenance(cfg, model, plan, claims)?;
    let mut resolved = Vec::new();
    check::Checker::new(cfg, model, &p, plan, claims).run(Some(&mut resolved))?;
    dataflow::check(cfg, model, plan, claims, &p.target, memory)?;
    p.resolved = resolved;
    Ok(p)
}

/// [`validate_with`] for a pass, which writes the plan and needs only its meaning (the
/// target, for the writer's read-back): the same checks, without listing the resolved phis
/// after them (one more correspondence query per phi of every copy, which only the tests
/// read).
pub fn validate_for_write(
    cfg: &Cfg,
    model: &FunctionModel,
    plan: &EditPlan,
    claims: &Claims,
    memory: Option<&dyn MemoryOracle>,
) -> Result<TargetFunction, ValidationError> {
    let p = provenance(cfg, model, plan, claims)?;
    check::Checker::new(cfg, model, &p, plan, claims).run(None)?;
    dataflow::check(cfg, model, plan, claims, &p.target, memory)?;
    Ok(p.target)
}
