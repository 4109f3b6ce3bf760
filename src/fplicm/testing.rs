//! Hand-written functions for the FPLICM planners' unit tests: a CFG, a [`FunctionModel`]
//! and everything [`FunctionInput`] borrows (dominators, frontiers, loops, branch
//! probabilities from `!prof`-style weights), with no LLVM involved.
//!
//! One block per line, `label: item; item; ...`; an item is `%x = op args` or `op args`,
//! arguments separated by spaces: `%x`, `argN` (a pointer argument, its own object), `@g`
//! (a global of 64 bytes, aligned to 8, dereferenceable as a whole), or an integer. Ops:
//! - `phi v b, v b`, `add a b`, `icmp a b`, `sdiv a b`, `udiv a b`, `fdiv a b`;
//! - `alloca` (a static alloca of 4 bytes), `gep base idx...` (an `i32` element per index:
//!   constant indices give a constant offset);
//! - `load p` (`i32`, align 4, safe to run anywhere), `loadu p` (not known dereferenceable),
//!   `loadv p` (volatile);
//! - `store v p`;
//! - `call args...` with unknown effects, or `call.E args...` with effects `E` one of
//!   `none`, `read` (reads anything), `argmem` (reads and writes through pointer arguments
//!   only), `inacc` (inaccessible memory only), `other` (writes any memory but its pointer
//!   arguments'); the callee is appended as the last operand;
//! - terminators `br T`, `br %c T F !wt:wf` (the weights are optional), `ret`.

use std::collections::HashMap;

use super::frequency::{HotModel, LoopFrequencies};
use super::hoist::FunctionInput;
use super::oracle::{MemoryOracle, NoTarget};
use crate::bpi::facts::{BlockFacts, Terminator};
use crate::bpi::structures::{Models, Structures};
use crate::bpi::{self, BranchProbabilities, Context};
use crate::edit::model::{
    ArgInfo, CallEffects, ConstKind, FunctionModel, Inst, InstHead, InstKind, ModelBuilder,
    ObjectFacts, Operand, PointerBase, TypeId,
};
use crate::edit::opcode::Opcode;
use crate::graph::dominance::DominanceFrontiers;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::{LoopId, LoopInfo};
use crate::graph::{Block, BlockMap, Cfg};

/// A parsed test function with its analyses.
pub struct TestFn {
    pub cfg: Cfg,
    pub model: FunctionModel,
    pub dt: DominatorTree,
    pub df: DominanceFrontiers,
    pub loops: LoopInfo,
    pub bpi: BranchProbabilities,
    pub frequencies: LoopFrequencies,
    /// The hot-block model the planners see: the seed's frequent path unless a test
    /// sets another.
    pub hot: HotModel,
    pub i32_ty: TypeId,
    blocks: HashMap<String, Block>,
    insts: HashMap<String, Inst>,
    globals: HashMap<String, Operand>,
}

impl TestFn {
    pub fn parse(text: &str) -> TestFn {
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
        let n = lines.len();
        let mut blocks = HashMap::new();
        let mut insts = HashMap::new();
        let mut next = 0usize;
        for (k, (label, items)) in lines.iter().enumerate() {
            blocks.insert(label.to_string(), Block::new(k));
            for item in items {
                if let Some((lhs, _)) = item.split_once('=') {
                    insts.insert(
                        lhs.trim().trim_start_matches('%').to_string(),
                        Inst::new(next),
                    );
                }
                next += 1;
            }
        }
        // Edges and weights from the terminators.
        let mut edges = Vec::new();
        let mut weights: Vec<Option<Vec<u32>>> = vec![None; n];
        for (k, (_, items)) in lines.iter().enumerate() {
            let term = items.last().expect("terminator");
            for tok in term.split_whitespace().skip(1) {
                if let Some(&s) = blocks.get(tok) {
                    edges.push((k as u32, s.as_u32()));
                } else if let Some(w) = tok.strip_prefix('!') {
                    weights[k] = Some(w.split(':').map(|x| x.parse().unwrap()).collect());
                }
            }
        }
        let cfg = Cfg::from_edges(n, &edges);
        let mut m = ModelBuilder::new(n);
        let void = m.add_type(None);
        let i32_ty = m.add_type(Some(4));
        let i64_ty = m.add_type(Some(8));
        let ptr = m.add_type(Some(8));
        m.set_intptr_type(i64_ty);
        let mut globals: HashMap<String, Operand> = HashMap::new();
        let mut ints: HashMap<i64, Operand> = HashMap::new();
        // Pointer bases of instructions computing pointers (allocas and GEPs).
        let mut bases: HashMap<Inst, PointerBase> = HashMap::new();
        let mut num_args = 0u32;
        let callee = Operand::Const(m.add_const(ConstKind::Function));
        let mut id = 0usize;
        for (k, (_, items)) in lines.iter().enumerate() {
            for item in items {
                let this = Inst::new(id);
                id += 1;
                let rhs = item.split_once('=').map_or(*item, |(_, r)| r).trim();
                let (op, args) = rhs.split_once(' ').unwrap_or((rhs, ""));
                let mut operand = |m: &mut ModelBuilder, tok: &str| -> Operand {
                    if let Some(name) = tok.strip_prefix('%') {
                        Operand::Inst(insts[name])
                    } else if let Some(a) = tok.strip_prefix("arg") {
                        let a: u32 = a.parse().unwrap();
                        num_args = num_args.max(a + 1);
                        Operand::Arg(a)
                    } else if tok.starts_with('@') {
                        *globals.entry(tok.to_string()).or_insert_with(|| {
                            let g = Operand::Const(m.add_const(ConstKind::GlobalVariable {
                                size: Some(64),
                                identified: true,
                            }));
                            m.add_object(
                                g,
                                ObjectFacts {
                                    bytes: 64,
                                    align: 8,
                                },
                            );
                            g
                        })
                    } else if let Some(&b) = blocks.get(tok) {
                        Operand::Block(b)
                    } else {
                        let v: i64 = tok.parse().expect("operand");
                        *ints
                            .entry(v)
                            .or_insert_with(|| Operand::Const(m.add_const(ConstKind::Int(v))))
                    }
                };
                let mut ops: Vec<Operand> = Vec::new();
                let mut incoming = Vec::new();
                if op == "phi" {
                    for pair in args.split(',') {
                        let mut toks = pair.split_whitespace();
                        ops.push(operand(&mut m, toks.next().unwrap()));
                        incoming.push(blocks[toks.next().unwrap()]);
                    }
                } else {
                    for tok in args.split_whitespace().filter(|t| !t.starts_with('!')) {
                        ops.push(operand(&mut m, tok));
                    }
                }
                let load = |ordered, safe_anywhere| InstKind::Load {
                    ordered,
                    atomic: false,
                    align: 4,
                    size: 4,
                    safe_anywhere,
                };
                let call = |effects| InstKind::Call {
                    effects,
                    intrinsic: 0,
                    speculatable: false,
                };
                let (opcode, kind, ty) = match op {
                    "phi" => (Opcode::Phi, InstKind::Phi, i32_ty),
                    "add" => (Opcode::Add, InstKind::Pure, i32_ty),
                    "icmp" => (Opcode::ICmp, InstKind::Pure, i32_ty),
                    "sdiv" => (Opcode::SDiv, InstKind::Division, i32_ty),
                    "udiv" => (Opcode::UDiv, InstKind::Division, i32_ty),
                    "fdiv" => (Opcode::FDiv, InstKind::Division, i64_ty),
                    "alloca" => (Opcode::Alloca, InstKind::StaticAlloca { size: 4 }, ptr),
                    "gep" => (
                        Opcode::GetElementPtr,
                        InstKind::GetElementPtr { inbounds: true },
                        ptr,
                    ),
                    "load" => (Opcode::Load, load(false, true), i32_ty),
                    "loadu" => (Opcode::Load, load(false, false), i32_ty),
                    "loadv" => (Opcode::Load, load(true, false), i32_ty),
                    "store" => (
                        Opcode::Store,
                        InstKind::Store {
                            ordered: false,
                            atomic: false,
                            align: 4,
                            size: 4,
                        },
                        void,
                    ),
                    "ret" => (Opcode::Ret, InstKind::Terminator, void),
                    "br" => (Opcode::Br, InstKind::Terminator, void),
                    _ => {
                        let effects = match op {
                            "call" => CallEffects::UNKNOWN,
                            "call.none" => CallEffects::default(),
                            "call.read" => CallEffects {
                                arg_read: true,
                                inaccessible_read: true,
                                other_read: true,
                                ..CallEffects::default()
                            },
                            "call.argmem" => CallEffects {
                                arg_read: true,
                                arg_write: true,
                                ..CallEffects::default()
                            },
                            "call.inacc" => CallEffects {
                                inaccessible_read: true,
                                inaccessible_write: true,
                                ..CallEffects::default()
                            },
                            "call.other" => CallEffects {
                                other_read: true,
                                other_write: true,
                                ..CallEffects::default()
                            },
                            _ => panic!("unknown op {op}"),
                        };
                        ops.push(callee);
                        (Opcode::Call, call(effects), void)
                    }
                };
                // LLVM's operand layout for `br c, T, F` is [c, F, T].
                if op == "br" && ops.len() == 3 {
                    ops.swap(1, 2);
                }
                let base_of = |o: Operand| -> Option<PointerBase> {
                    match o {
                        Operand::Inst(i) => bases.get(&i).copied(),
                        Operand::Arg(_) => Some(PointerBase {
                            base: o,
                            offset: Some(0),
                        }),
                        Operand::Const(_) if globals.values().any(|&g| g == o) => {
                            Some(PointerBase {
                                base: o,
                                offset: Some(0),
                            })
                        }
                        _ => None,
                    }
                };
                let head = InstHead {
                    opcode,
                    kind,
                    ty,
                    fingerprint: opcode as u64,
                };
                let pointer_bases: Vec<Option<PointerBase>> = match kind {
                    InstKind::Load { .. } => vec![base_of(ops[0])],
                    InstKind::Store { .. } => vec![None, base_of(ops[1])],
                    InstKind::Call { .. } => ops.iter().map(|&o| base_of(o)).collect(),
                    _ => Vec::new(),
                };
                match kind {
                    InstKind::StaticAlloca { .. } => {
                        bases.insert(
                            this,
                            PointerBase {
                                base: Operand::Inst(this),
                                offset: Some(0),
                            },
                        );
                    }
                    InstKind::GetElementPtr { .. } => {
                        if let Some(b) = base_of(ops[0]) {
                            let mut offset = b.offset;
                            for idx in &ops[1..] {
                                offset = match (offset, idx) {
                                    (Some(o), c @ Operand::Const(_)) => {
                                        ints.iter().find(|(_, &x)| x == *c).map(|(&v, _)| o + 4 * v)
                                    }
                                    _ => None,
                                };
                            }
                            bases.insert(
                                this,
                                PointerBase {
                                    base: b.base,
                                    offset,
                                },
                            );
                        }
                    }
                    _ => {}
                }
                let pushed = m.push(Block::new(k), head, &ops, &incoming);
                assert_eq!(pushed, this);
                if !pointer_bases.is_empty() {
                    m.set_pointer_bases(this, &pointer_bases);
                }
            }
        }
        // At least four arguments, so tests may use any of them as a plan value.
        for _ in 0..num_args.max(4) {
            m.add_arg(ArgInfo {
                ty: Some(ptr),
                ..ArgInfo::default()
            });
        }
        let model = m.finish();
        // Branch probabilities: the given weights, LLVM 16's heuristics elsewhere.
        let addresses: BlockMap<u64> = cfg
            .blocks()
            .map(|b| 0x1000 + 0x40 * b.index() as u64)
            .collect();
        let structures = Structures::compute(
            &cfg,
            &addresses,
            Models {
                cycles: false,
                legacy: true,
            },
        );
        let mut facts = cfg.block_map(BlockFacts::default());
        for (k, w) in weights.into_iter().enumerate() {
            let b = Block::new(k);
            if cfg.succs(b).len() > 1 {
                facts[b].terminator = Terminator::Br;
                facts[b].branch_weights = w;
            }
        }
        let legacy = structures.legacy(&cfg).expect("legacy loops");
        let bpi = bpi::compute(&Context {
            cfg: &cfg,
            facts: &facts,
            model: &legacy,
            dt: &structures.dt,
            pdt: &structures.pdt,
        });
        let dt = DominatorTree::with_cfg(&cfg);
        let df = DominanceFrontiers::forward(&cfg, &dt);
        let loops = LoopInfo::compute(&cfg, &dt);
        let frequencies = LoopFrequencies::compute(&cfg, &bpi, &loops);
        TestFn {
            cfg,
            model,
            dt,
            df,
            loops,
            bpi,
            frequencies,
            hot: HotModel::Path,
            i32_ty,
            blocks,
            insts,
            globals,
        }
    }

    /// What the planners read, with `memory` answering the memory questions.
    pub fn input<'a>(&'a self, memory: &'a dyn MemoryOracle) -> FunctionInput<'a> {
        FunctionInput {
            cfg: &self.cfg,
            model: &self.model,
            dt: &self.dt,
            df: &self.df,
            loops: &self.loops,
            bpi: &self.bpi,
            memory,
            costs: &NoTarget,
            hot: self.hot,
            frequencies: &self.frequencies,
        }
    }

    pub fn b(&self, label: &str) -> Block {
        self.blocks[label]
    }

    pub fn i(&self, name: &str) -> Inst {
        self.insts[name]
    }

    /// A global's operand.
    pub fn g(&self, name: &str) -> Operand {
        self.globals[name]
    }

    /// The `k`-th instruction of block `label`.
    pub fn at(&self, label: &str, k: usize) -> Inst {
        self.model.block(self.b(label))[k]
    }

    /// The loop headed by `label`.
    pub fn loop_of(&self, header: &str) -> LoopId {
        self.loops.loop_for(self.b(header)).expect("a loop")
    }
}
