//! What a rewrite implies about where each target block and value comes from: the role of
//! each block (original, merged, copy, inserted), `revmap`, the chain of source blocks each
//! target block runs, and θ for the values the plan created.

use crate::graph::fast_hash::{IdMap, IdSet};

use super::target::{is_jump, InstOrigin, TInst, TargetFunction};
use super::Claims;
use crate::edit::model::{FunctionModel, Inst, InstKind, Operand};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{BlockRef, NewBlock, ValueRef};
use crate::graph::{Block, BlockMap, Cfg, Csr};

/// What a target block is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// An original block, assumed to run its source body (not compared: the FPLICM hoist may
    /// have changed it); its successors and the phis on rewritten edges are checked.
    Original,
    /// An original block the rewrite merged successors into (a [`Claims::merged`] block):
    /// checked like a copy.
    Merged,
    /// A new block running a copy of its `revmap` block, possibly with successors merged in.
    Copy,
    /// A new block with no image: only phis and a jump (the separation block).
    Inserted,
}

/// One phi of a source block that a copy or merge runs without a target phi.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResolvedPhi {
    /// The target block.
    pub block: Block,
    /// The source phi.
    pub phi: Inst,
    /// The target value standing for it at the end of `block`.
    pub value: ValueRef,
}

/// The target function and its provenance.
#[derive(Clone, Debug)]
pub struct Provenance {
    pub target: TargetFunction,
    /// Per target block.
    pub roles: BlockMap<Role>,
    /// Target block → the source block it maps to; `None` for inserted blocks.
    pub revmap: BlockMap<Option<Block>>,
    /// The source blocks each target block runs, in order: `revmap(b)`, then the blocks
    /// merged into it (each the jump target of the previous). Empty for inserted blocks.
    pub chains: Csr<Block, Block>,
    /// Parallel to `chains`' entries: where each chain block's body starts in the target
    /// block's body.
    pub chain_offsets: Vec<u32>,
    /// θ for the values the plan created: a clone → its source instruction; a phi of a copy
    /// or an inserted block → the source phi it stands for. Original values are themselves.
    pub theta: IdMap<ValueRef, Operand>,
    /// Filled by [`super::validate`]: each source phi a copy or merge resolved, with the value
    /// standing for it (the incoming value on the edge the copy was entered by).
    pub resolved: Vec<ResolvedPhi>,
}

/// The body of source block `b`: its instructions after the phis and before the terminator.
pub fn source_body(model: &FunctionModel, b: Block) -> &[Inst] {
    let insts = model.block(b);
    let end = insts.len() - usize::from(model.terminator(b).is_some());
    let start = model.phis(b).len().min(end);
    &insts[start..end]
}

/// The block `b` jumps to when its terminator is an unconditional `br`.
pub fn source_jump(cfg: &Cfg, model: &FunctionModel, b: Block) -> Option<Block> {
    let term = model.terminator(b)?;
    let d = &model.insts[term];
    (d.opcode == Opcode::Br && model.operands(term).len() == 1 && cfg.succs(b).len() == 1)
        .then(|| cfg.succs(b)[0])
}

impl Provenance {
    /// Derives roles, revmap, chains and θ for `target` from the plan's content and the
    /// rewrite's claims.
    ///
    /// A new block is a copy of the block named in [`Claims::copies`], inserted if it is in
    /// [`Claims::inserted`], and otherwise a copy of the source block of the first clone it
    /// holds (a latch copy's first instruction or its cloned terminator), or inserted when it
    /// holds no clone. A copy's chain is its source block followed by as many jump targets as
    /// its body needs, and by empty jump targets when its terminator must be found further
    /// on; every chain is bounded by the source block count and never revisits a block.
    pub fn derive(
        cfg: &Cfg,
        model: &FunctionModel,
        target: TargetFunction,
        claims: &Claims,
    ) -> Provenance {
        let n = target.num_blocks();
        let merged: IdSet<Block> = claims.merged.iter().copied().collect();
        let inserted: IdSet<NewBlock> = claims.inserted.iter().copied().collect();
        let copies: IdMap<NewBlock, Block> = claims.copies.iter().copied().collect();
        let mut roles = BlockMap::from_elem_n(Role::Original, n);
        let mut revmap = BlockMap::from_elem_n(None, n);
        for b in (0..n).map(Block::new) {
            let (role, image) =
                match target.layout[b.index()] {
                    BlockRef::Old(old) if merged.contains(&old) => (Role::Merged, Some(old)),
                    BlockRef::Old(old) => (Role::Original, Some(old)),
                    BlockRef::New(nb) => {
                        if let Some(&s) = copies.get(&nb) {
                            (Role::Copy, Some(s))
                        } else if inserted.contains(&nb) {
                            (Role::Inserted, None)
                        } else {
                            let first_clone = target.block(b).iter().find_map(|&i| {
                                match target.insts[i].origin {
                                    InstOrigin::Clone(s) => Some(model.insts[s].block),
                                    _ => None,
                                }
                            });
                            match first_clone {
                                Some(s) => (Role::Copy, Some(s)),
                                None => (Role::Inserted, None),
                            }
                        }
                    }
                };
            roles[b] = role;
            revmap[b] = image;
        }
        let clones = target
            .insts
            .iter()
            .filter(|d| matches!(d.origin, InstOrigin::Clone(_)))
            .count();
        let mut theta = IdMap::with_capacity_and_hasher(clones, Default::default());
        for ti in target.insts.indices() {
            if let (Some(v), InstOrigin::Clone(s)) = (target.value(ti), target.insts[ti].origin) {
                theta.insert(v, Operand::Inst(s));
            }
        }
        for &(phi, source) in &claims.phis {
            theta.insert(ValueRef::New(phi), Operand::Inst(source));
        }
        derive_inserted_phis(model, &target, &roles, &mut theta);
        let (chains, chain_offsets) = build_chains(cfg, model, &target, &roles, &revmap);
        Provenance {
            target,
            roles,
            revmap,
            chains,
            chain_offsets,
            theta,
            resolved: Vec::new(),
        }
    }

    /// The source phi target phi `ti` stands for: itself for an original phi, θ for a new one.
    pub fn phi_source(&self, model: &FunctionModel, ti: TInst) -> Option<Inst> {
        let d = &self.target.insts[ti];
        if d.kind != InstKind::Phi {
            return None;
        }
        let source = match d.origin {
            InstOrigin::Original(i) => i,
            _ => match self.theta.get(&self.target.value(ti)?) {
                Some(&Operand::Inst(i)) => i,
                _ => return None,
            },
        };
        (model.insts.get(source)?.kind == InstKind::Phi).then_some(source)
    }

    /// Where chain entry `k` of block `b`'s chain starts in `b`'s body.
    pub fn chain_offset(&self, b: Block, k: usize) -> u32 {
        self.chain_offsets[self.chains.row_range(b).start as usize + k]
    }
}

/// θ for a phi of an inserted block O that a phi of O's successor receives from O: it stands
/// for the source phi that successor phi stands for (the separation block's `h_O` for `h`).
fn derive_inserted_phis(
    model: &FunctionModel,
    target: &TargetFunction,
    roles: &BlockMap<Role>,
    theta: &mut IdMap<ValueRef, Operand>,
) {
    for o in roles.indices().filter(|&b| roles[b] == Role::Inserted) {
        let [next] = target.cfg.succs(o) else {
            continue;
        };
        for &phi in target.phis(*next) {
            let source = match target.insts[phi].origin {
                InstOrigin::Original(i) => Some(Operand::Inst(i)),
                _ => target.value(phi).and_then(|v| theta.get(&v).copied()),
            };
            let Some(source @ Operand::Inst(s)) = source else {
                continue;
            };
            if model.insts[s].kind != InstKind::Phi {
                continue;
            }
            for (&from, &value) in target.incoming(phi).iter().zip(target.operands(phi)) {
                let carried = target.value_inst(value).filter(|&vi| {
                    target.insts[vi].block == o && target.insts[vi].kind == InstKind::Phi
                });
                if from == o && carried.is_some() {
                    theta.entry(value).or_insert(source);
                }
            }
        }
    }
}

/// The chain of every target block (see [`Provenance::derive`]) and its body offsets.
fn build_chains(
    cfg: &Cfg,
    model: &FunctionModel,
    target: &TargetFunction,
    roles: &BlockMap<Role>,
    revmap: &BlockMap<Option<Block>>,
) -> (Csr<Block, Block>, Vec<u32>) {
    let n = target.num_blocks();
    let mut start = Vec::with_capacity(n + 1);
    let mut list = Vec::with_capacity(n);
    let mut offsets = Vec::with_capacity(n);
    // Stamp per source block: the target block whose chain holds it, plus one.
    let mut stamp = BlockMap::from_elem_n(0u32, cfg.num_blocks());
    let fuel = cfg.num_blocks();
    start.push(0u32);
    for b in (0..n).map(Block::new) {
        let Some(first) = revmap[b] else {
            start.push(list.len() as u32);
            continue;
        };
        let mark = b.as_u32() + 1;
        let chain_start = list.len();
        list.push(first);
        offsets.push(0);
        if matches!(roles[b], Role::Copy | Role::Merged) {
            stamp[first] = mark;
            let body_len = target.body(b).len();
            let mut used = source_body(model, first).len();
            let mut last = first;
            // The next chain block: `last`'s jump target, unless already in the chain or the
            // chain is as long as the source has blocks.
            let step = |last: Block, len: usize, stamp: &BlockMap<u32>| {
                let next = source_jump(cfg, model, last)?;
                (stamp[next] != mark && len - chain_start < fuel).then_some(next)
            };
            // Bodies merged in after the first: follow jumps while target instructions remain.
            while used < body_len {
                let Some(next) = step(last, list.len(), &stamp) else {
                    break;
                };
                stamp[next] = mark;
                list.push(next);
                offsets.push(used as u32);
                used += source_body(model, next).len();
                last = next;
            }
            // A terminator other than a jump may come from an empty block further on.
            let target_jumps = target
                .terminator(b)
                .is_some_and(|t| is_jump(target.insts[t].opcode, target.operands(t)));
            if used == body_len && !target_jumps {
                while let Some(next) =
                    step(last, list.len(), &stamp).filter(|&x| source_body(model, x).is_empty())
                {
                    stamp[next] = mark;
                    list.push(next);
                    offsets.push(used as u32);
                    last = next;
                }
            }
        }
        start.push(list.len() as u32);
    }
    (Csr::from_parts(start, list), offsets)
}
