//! The validator on hand-built functions: the accepted rewrites of §10 (latch duplication,
//! a fold on a known condition, merges, the separation block, tunnelling through empty
//! blocks) and deliberately wrong ones, each refused by the named check.

use std::collections::HashMap;

use super::target::InstOrigin;
use super::*;
use crate::edit::model::{ConstKind, InstHead, InstKind, ModelBuilder, TypeId};
use crate::edit::opcode::Opcode;
use crate::edit::plan::{Edit, InsertPoint, InstRef, NewOp};
use crate::graph::testing::bb;
use crate::graph::{BlockMap, Edge};

const ADD: Opcode = Opcode::Add;
const MUL: Opcode = Opcode::Mul;
const RET: Opcode = Opcode::Ret;

/// One instruction of a test function; values are `%name`, `arg0`/`arg1`, or integers.
enum I {
    Phi(&'static [(&'static str, u32)]),
    Add(&'static str, &'static str),
    Mul(&'static str, &'static str),
    Cmp(&'static str, &'static str),
    Br(u32),
    CondBr(&'static str, u32, u32),
    Ret(&'static str),
}

type Body = &'static [(&'static str, I)];

/// A source function: its CFG (successors from the terminators) and model.
struct Src {
    cfg: Cfg,
    model: FunctionModel,
    names: HashMap<&'static str, Inst>,
    consts: HashMap<i64, Operand>,
    i32_ty: TypeId,
}

impl Src {
    fn build(blocks: &[Body]) -> Src {
        let mut names = HashMap::new();
        let mut next = 0usize;
        for body in blocks {
            for (name, _) in body.iter() {
                if !name.is_empty() {
                    names.insert(*name, Inst::new(next));
                }
                next += 1;
            }
        }
        let mut edges = Vec::new();
        for (b, body) in blocks.iter().enumerate() {
            match body.last().map(|(_, i)| i) {
                Some(I::Br(t)) => edges.push((b as u32, *t)),
                Some(I::CondBr(_, t, f)) => edges.extend([(b as u32, *t), (b as u32, *f)]),
                _ => {}
            }
        }
        let cfg = Cfg::from_edges(blocks.len(), &edges);
        let mut m = ModelBuilder::new(blocks.len());
        let void = m.add_type(None);
        let i32_ty = m.add_type(Some(4));
        let i1 = m.add_type(Some(1));
        m.add_arg(Default::default());
        m.add_arg(Default::default());
        let mut consts = HashMap::new();
        for (b, body) in blocks.iter().enumerate() {
            for (_, inst) in body.iter() {
                let mut val = |s: &str, m: &mut ModelBuilder| -> Operand {
                    if let Some(n) = s.strip_prefix('%') {
                        Operand::Inst(names[n])
                    } else if let Some(k) = s.strip_prefix("arg") {
                        Operand::Arg(k.parse().unwrap())
                    } else {
                        let v: i64 = s.parse().unwrap();
                        *consts
                            .entry(v)
                            .or_insert_with(|| Operand::Const(m.add_const(ConstKind::Int(v))))
                    }
                };
                let (op, kind, ty, ops, incoming): (
                    Opcode,
                    InstKind,
                    TypeId,
                    Vec<Operand>,
                    Vec<Block>,
                ) = match inst {
                    I::Phi(inc) => {
                        let ops = inc.iter().map(|(v, _)| val(v, &mut m)).collect();
                        let blocks = inc.iter().map(|&(_, p)| bb(p)).collect();
                        (Opcode::Phi, InstKind::Phi, i32_ty, ops, blocks)
                    }
                    I::Add(x, y) | I::Mul(x, y) | I::Cmp(x, y) => {
                        let (op, ty) = match inst {
                            I::Add(..) => (ADD, i32_ty),
                            I::Mul(..) => (MUL, i32_ty),
                            _ => (Opcode::ICmp, i1),
                        };
                        let ops = vec![val(x, &mut m), val(y, &mut m)];
                        (op, InstKind::Pure, ty, ops, vec![])
                    }
                    I::Br(t) => {
                        let ops = vec![Operand::Block(bb(*t))];
                        (Opcode::Br, InstKind::Terminator, void, ops, vec![])
                    }
                    I::CondBr(c, t, f) => {
                        let ops = vec![
                            val(c, &mut m),
                            Operand::Block(bb(*f)),
                            Operand::Block(bb(*t)),
                        ];
                        (Opcode::Br, InstKind::Terminator, void, ops, vec![])
                    }
                    I::Ret(v) => {
                        let ops = vec![val(v, &mut m)];
                        (RET, InstKind::Terminator, void, ops, vec![])
                    }
                };
                let head = InstHead {
                    opcode: op,
                    kind,
                    ty,
                    fingerprint: op as u64 * 16 + ops.len() as u64,
                };
                m.push(bb(b as u32), head, &ops, &incoming);
            }
        }
        Src {
            cfg,
            model: m.finish(),
            names,
            consts,
            i32_ty,
        }
    }

    fn inst(&self, name: &str) -> Inst {
        self.names[name]
    }

    /// A value of the source as a plan value: `%name`, `argN` or a constant.
    fn val(&self, s: &str) -> ValueRef {
        ValueRef::Old(if let Some(n) = s.strip_prefix('%') {
            Operand::Inst(self.names[n])
        } else if let Some(k) = s.strip_prefix("arg") {
            Operand::Arg(k.parse().unwrap())
        } else {
            self.consts[&s.parse::<i64>().unwrap()]
        })
    }

    fn term(&self, b: u32) -> Inst {
        self.model.terminator(bb(b)).unwrap()
    }

    fn edge(&self, b: u32, k: usize) -> Edge {
        self.cfg.succ_edge(bb(b), k)
    }

    fn validate(&self, plan: &EditPlan, claims: &Claims) -> Result<Provenance, ValidationError> {
        validate(&self.cfg, &self.model, plan, claims)
    }

    /// The check that refuses `plan` (panics if it is accepted).
    fn refused(&self, plan: &EditPlan, claims: &Claims) -> ValidationError {
        match self.validate(plan, claims) {
            Ok(_) => panic!("the rewrite was accepted"),
            Err(e) => e,
        }
    }
}

fn block(b: u32) -> ValueRef {
    ValueRef::Old(Operand::Block(bb(b)))
}

fn clone(source: Inst, remap: Vec<(ValueRef, ValueRef)>) -> NewOp {
    NewOp::Clone {
        source,
        remap,
        drop_poison_flags: false,
    }
}

/// A rotated loop whose latch T (bb4) is shared by the two arms of a diamond:
/// ```text
/// bb0: br bb1
/// bb1 H: %i = phi [0, bb0], [%inext, bb4]; %ca = icmp %i, arg0; br %ca, bb2, bb3
/// bb2 A: %a = mul %i, 2; br bb4
/// bb3 B: %b = mul %i, 3; br bb4
/// bb4 T: %v = phi [%a, bb2], [%b, bb3]; %inext = add %i, 1; %cmp = icmp %inext, arg1;
///        %w = add %v, 1; br %cmp, bb1, bb5
/// bb5 X: %r = phi [%w, bb4]; ret %r
/// ```
fn shared_latch() -> Src {
    Src::build(&[
        &[("", I::Br(1))],
        &[
            ("i", I::Phi(&[("0", 0), ("%inext", 4)])),
            ("ca", I::Cmp("%i", "arg0")),
            ("", I::CondBr("%ca", 2, 3)),
        ],
        &[("a", I::Mul("%i", "2")), ("", I::Br(4))],
        &[("b", I::Mul("%i", "3")), ("", I::Br(4))],
        &[
            ("v", I::Phi(&[("%a", 2), ("%b", 3)])),
            ("inext", I::Add("%i", "1")),
            ("cmp", I::Cmp("%inext", "arg1")),
            ("w", I::Add("%v", "1")),
            ("", I::CondBr("%cmp", 1, 5)),
        ],
        &[("r", I::Phi(&[("%w", 4)])), ("", I::Ret("%r"))],
    ])
}

/// What to get wrong (or add) in [`duplicate_latch`]; copy 0 is A's, copy 1 is B's.
#[derive(Default)]
struct Knobs {
    /// Copy 0's terminator has its true and false targets swapped.
    swap_targets: bool,
    /// Copy 0 ends in `br bb1` instead of its cloned `br %cmp`.
    fold_unknown: bool,
    /// The header phi gets copy 0's `%inext` on copy 1's edge.
    wrong_header_value: bool,
    /// Copy 0 lacks the clone of `%w` (the exit phi gets `%a` instead).
    omit_last: bool,
    /// Copy 0's `icmp` has its operands swapped.
    swap_operands: bool,
    /// A's edge skips its copy and goes straight to the header.
    skip_copy: bool,
    /// Add the separation block O (preheader and copy 1 → O → H).
    separate: bool,
    /// O's phi gets copy 0's `%inext` on copy 1's edge.
    wrong_outer_value: bool,
}

/// Latch duplication of [`shared_latch`] as §8 plans it: a copy of T per predecessor with
/// `%v` resolved, the predecessors retargeted, successor phis given the copies' values, T
/// erased; with `separate`, §7.4's separation block.
fn duplicate_latch(s: &Src, k: &Knobs) -> EditPlan {
    let (h, t, x) = (1, 4, 5);
    let mut plan = EditPlan::default();
    let outer = k
        .separate
        .then(|| plan.new_block(b"outer".to_vec(), BlockRef::Old(bb(0))));
    let mut copies = Vec::new();
    let mut inexts = Vec::new();
    for (n, (pred, resolved)) in [(2, "%a"), (3, "%b")].into_iter().enumerate() {
        let first = n == 0;
        let nb = plan.new_block(format!("latch.{n}").into_bytes(), BlockRef::Old(bb(t)));
        let at = InsertPoint::BlockEnd(BlockRef::New(nb));
        let inext = plan.create(clone(s.inst("inext"), vec![]), at, b"");
        let cmp_remap = if first && k.swap_operands {
            vec![
                (s.val("%inext"), s.val("arg1")),
                (s.val("arg1"), ValueRef::New(inext)),
            ]
        } else {
            vec![(s.val("%inext"), ValueRef::New(inext))]
        };
        let cmp = plan.create(clone(s.inst("cmp"), cmp_remap), at, b"");
        let w = if first && k.omit_last {
            None
        } else {
            let remap = vec![(s.val("%v"), s.val(resolved))];
            Some(plan.create(clone(s.inst("w"), remap), at, b""))
        };
        if first && k.fold_unknown {
            plan.edits.push(Edit::Branch {
                block: nb,
                target: BlockRef::Old(bb(h)),
                debug_location_of: None,
            });
        } else {
            let mut remap = vec![(s.val("%cmp"), ValueRef::New(cmp))];
            if first && k.swap_targets {
                remap.extend([(block(h), block(x)), (block(x), block(h))]);
            }
            if let (Some(o), false) = (outer, first) {
                remap.push((block(h), ValueRef::NewBlock(o)));
            }
            plan.create(clone(s.term(t), remap), at, b"");
        }
        let target = if first && k.skip_copy {
            BlockRef::Old(bb(h))
        } else {
            BlockRef::New(nb)
        };
        plan.edits.push(Edit::SetSuccessor {
            edge: s.edge(pred, 0),
            target,
        });
        plan.edits.push(Edit::AddIncoming {
            phi: InstRef::Old(s.inst("r")),
            value: w.map_or(s.val(resolved), ValueRef::New),
            block: BlockRef::New(nb),
        });
        copies.push(nb);
        inexts.push(inext);
    }
    let header_phi = s.inst("i");
    if let Some(o) = outer {
        let carried = if k.wrong_outer_value {
            inexts[0]
        } else {
            inexts[1]
        };
        let i_outer = plan.create(
            NewOp::Phi {
                ty: s.i32_ty,
                incoming: vec![
                    (s.val("0"), BlockRef::Old(bb(0))),
                    (ValueRef::New(carried), BlockRef::New(copies[1])),
                ],
            },
            InsertPoint::AfterPhis(BlockRef::New(o)),
            b"i.outer",
        );
        plan.edits.extend([
            Edit::Branch {
                block: o,
                target: BlockRef::Old(bb(h)),
                debug_location_of: None,
            },
            Edit::SetSuccessor {
                edge: s.edge(0, 0),
                target: BlockRef::New(o),
            },
            Edit::SetIncomingBlock {
                phi: header_phi,
                index: 0,
                block: BlockRef::New(o),
            },
            Edit::SetOperand {
                user: InstRef::Old(header_phi),
                index: 0,
                value: ValueRef::New(i_outer),
            },
            Edit::AddIncoming {
                phi: InstRef::Old(header_phi),
                value: ValueRef::New(inexts[0]),
                block: BlockRef::New(copies[0]),
            },
        ]);
    } else {
        for n in 0..2 {
            let value = if n == 1 && k.wrong_header_value {
                inexts[0]
            } else {
                inexts[n]
            };
            plan.edits.push(Edit::AddIncoming {
                phi: InstRef::Old(header_phi),
                value: ValueRef::New(value),
                block: BlockRef::New(copies[n]),
            });
        }
    }
    plan.edits.extend([
        Edit::RemoveIncoming {
            phi: header_phi,
            block: BlockRef::Old(bb(t)),
        },
        Edit::RemoveIncoming {
            phi: s.inst("r"),
            block: BlockRef::Old(bb(t)),
        },
        Edit::EraseBlock { block: bb(t) },
    ]);
    plan
}

fn none() -> Claims {
    Claims::default()
}

// -------------------------------------------------------------------------------------
// The simulation.

#[test]
fn simulated_latch_duplication_has_the_copies_and_rewired_phis() {
    let s = shared_latch();
    let plan = duplicate_latch(&s, &Knobs::default());
    let t = plan.apply_to(&s.cfg, &s.model).unwrap();
    // T is gone; both copies follow its old place (the later-created one first).
    assert_eq!(t.num_blocks(), 7);
    assert!(!t.layout.contains(&BlockRef::Old(bb(4))));
    let copy0 = t.target_block(BlockRef::New(crate::edit::plan::NewBlock::new(0)));
    let copy0 = copy0.unwrap();
    let origins: Vec<InstOrigin> = t.block(copy0).iter().map(|&i| t.insts[i].origin).collect();
    assert_eq!(
        origins,
        vec![
            InstOrigin::Clone(s.inst("inext")),
            InstOrigin::Clone(s.inst("cmp")),
            InstOrigin::Clone(s.inst("w")),
            InstOrigin::Clone(s.term(4)),
        ]
    );
    // The copy of %w reads %a, the value %v resolves to on A's edge.
    let w0 = t.block(copy0)[2];
    assert_eq!(t.operands(w0)[0], s.val("%a"));
    // The header phi: [0, bb0], [inext.0, copy0], [inext.1, copy1].
    let h = t.target_block(BlockRef::Old(bb(1))).unwrap();
    let phi = t.phis(h)[0];
    assert_eq!(t.incoming(phi).len(), 3);
    assert_eq!(t.incoming(phi)[1], copy0);
    assert_eq!(
        t.cfg.succs(copy0),
        &[h, t.target_block(BlockRef::Old(bb(5))).unwrap()]
    );
    let p = Provenance::derive(&s.cfg, &s.model, t, &none());
    assert_eq!(p.revmap[copy0], Some(bb(4)));
    assert_eq!(p.roles[copy0], Role::Copy);
    assert_eq!(p.chains.row(copy0), &[bb(4)]);
    let clone_value = p.target.value(p.target.block(copy0)[0]).unwrap();
    assert_eq!(p.theta[&clone_value], Operand::Inst(s.inst("inext")));
}

#[test]
fn replace_all_uses_reaches_existing_uses_only() {
    // bb0: %x = add arg0, 1; %y = add %x, 1; ret %y
    let s = Src::build(&[&[
        ("x", I::Add("arg0", "1")),
        ("y", I::Add("%x", "1")),
        ("", I::Ret("%y")),
    ]]);
    let mut plan = EditPlan::default();
    let before = plan.create(
        clone(s.inst("y"), vec![]),
        InsertPoint::After(InstRef::Old(s.inst("y"))),
        b"",
    );
    plan.edits.push(Edit::ReplaceAllUses {
        of: InstRef::Old(s.inst("x")),
        with: s.val("arg1"),
    });
    let after = plan.create(
        NewOp::Freeze(s.val("%x")),
        InsertPoint::Before(InstRef::Old(s.term(0))),
        b"",
    );
    let t = plan.apply_to(&s.cfg, &s.model).unwrap();
    let op0 = |r: InstRef| t.operands(t.lookup(r).unwrap())[0];
    assert_eq!(op0(InstRef::Old(s.inst("y"))), s.val("arg1"));
    assert_eq!(op0(InstRef::New(before)), s.val("arg1"));
    assert_eq!(op0(InstRef::New(after)), s.val("%x"));
    let order: Vec<Option<InstRef>> = t
        .block(Block::ENTRY)
        .iter()
        .map(|&i| t.insts[i].id)
        .collect();
    assert_eq!(
        order,
        vec![
            Some(InstRef::Old(s.inst("x"))),
            Some(InstRef::Old(s.inst("y"))),
            Some(InstRef::New(before)),
            Some(InstRef::New(after)),
            Some(InstRef::Old(s.term(0))),
        ]
    );
}

#[test]
fn erasing_a_used_instruction_is_refused_as_a_plan_error() {
    let s = shared_latch();
    let mut plan = EditPlan::default();
    plan.edits.push(Edit::Erase {
        inst: s.inst("inext"),
    });
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Plan);
    assert!(e.detail.contains("still used"), "{e}");
}

// -------------------------------------------------------------------------------------
// Accepted rewrites.

#[test]
fn an_empty_plan_is_accepted() {
    let s = shared_latch();
    let p = s.validate(&EditPlan::default(), &none()).unwrap();
    assert!(p.roles.iter().all(|&r| r == Role::Original));
}

#[test]
fn correct_latch_duplication_is_accepted_with_each_copy_resolving_the_phi() {
    let s = shared_latch();
    let p = s
        .validate(&duplicate_latch(&s, &Knobs::default()), &none())
        .unwrap();
    let copy = |n: usize| {
        p.target
            .target_block(BlockRef::New(crate::edit::plan::NewBlock::new(n)))
            .unwrap()
    };
    let resolved = |b: Block| {
        p.resolved
            .iter()
            .find(|r| r.block == b && r.phi == s.inst("v"))
            .map(|r| r.value)
    };
    assert_eq!(resolved(copy(0)), Some(s.val("%a")));
    assert_eq!(resolved(copy(1)), Some(s.val("%b")));
}

#[test]
fn the_separation_block_with_its_phis_is_accepted() {
    let s = shared_latch();
    let plan = duplicate_latch(
        &s,
        &Knobs {
            separate: true,
            ..Knobs::default()
        },
    );
    let p = s.validate(&plan, &none()).unwrap();
    let o = p
        .target
        .target_block(BlockRef::New(crate::edit::plan::NewBlock::new(0)))
        .unwrap();
    assert_eq!(p.roles[o], Role::Inserted);
    assert_eq!(p.revmap[o], None);
    // θ of the outer phi is the header phi it stands for (derived from the header's use).
    let outer_phi = p.target.value(p.target.phis(o)[0]).unwrap();
    assert_eq!(p.theta[&outer_phi], Operand::Inst(s.inst("i")));
}

/// [`shared_latch`] with T branching on the header's `%ca`: A's copy knows it is true, B's
/// that it is false.
fn latch_on_header_test() -> Src {
    Src::build(&[
        &[("", I::Br(1))],
        &[
            ("i", I::Phi(&[("0", 0), ("%inext", 4)])),
            ("ca", I::Cmp("%i", "arg0")),
            ("", I::CondBr("%ca", 2, 3)),
        ],
        &[("a", I::Mul("%i", "2")), ("", I::Br(4))],
        &[("b", I::Mul("%i", "3")), ("", I::Br(4))],
        &[
            ("v", I::Phi(&[("%a", 2), ("%b", 3)])),
            ("inext", I::Add("%i", "1")),
            ("", I::CondBr("%ca", 1, 5)),
        ],
        &[("r", I::Phi(&[("%v", 4)])), ("", I::Ret("%r"))],
    ])
}

/// Duplicates the latch of [`latch_on_header_test`], folding each copy's branch: A's copy
/// jumps to the header, B's to `b_target` (the exit, or wrongly the header).
fn fold_known(s: &Src, b_target: u32) -> EditPlan {
    let mut plan = EditPlan::default();
    for (n, (pred, target)) in [(2, 1), (3, b_target)].into_iter().enumerate() {
        let nb = plan.new_block(format!("latch.{n}").into_bytes(), BlockRef::Old(bb(4)));
        let inext = plan.create(
            clone(s.inst("inext"), vec![]),
            InsertPoint::BlockEnd(BlockRef::New(nb)),
            b"",
        );
        plan.edits.push(Edit::Branch {
            block: nb,
            target: BlockRef::Old(bb(target)),
            debug_location_of: Some(bb(4)),
        });
        plan.edits.push(Edit::SetSuccessor {
            edge: s.edge(pred, 0),
            target: BlockRef::New(nb),
        });
        let (phi, value) = if target == 1 {
            ("i", ValueRef::New(inext))
        } else {
            ("r", s.val(if pred == 2 { "%a" } else { "%b" }))
        };
        plan.edits.push(Edit::AddIncoming {
            phi: InstRef::Old(s.inst(phi)),
            value,
            block: BlockRef::New(nb),
        });
    }
    for phi in ["i", "r"] {
        plan.edits.push(Edit::RemoveIncoming {
            phi: s.inst(phi),
            block: BlockRef::Old(bb(4)),
        });
    }
    plan.edits.push(Edit::EraseBlock { block: bb(4) });
    plan
}

#[test]
fn a_fold_where_the_condition_is_known_is_accepted() {
    let s = latch_on_header_test();
    s.validate(&fold_known(&s, 5), &none()).unwrap();
}

#[test]
fn a_folded_copy_of_an_empty_latch_needs_its_claim() {
    // T holds only its phi and `br %ca, bb1, bb5`; the counter is the phi itself.
    let s = Src::build(&[
        &[("", I::Br(1))],
        &[
            ("i", I::Phi(&[("0", 0), ("%v", 4)])),
            ("ca", I::Cmp("%i", "arg0")),
            ("", I::CondBr("%ca", 2, 3)),
        ],
        &[("a", I::Mul("%i", "2")), ("", I::Br(4))],
        &[("b", I::Mul("%i", "3")), ("", I::Br(4))],
        &[
            ("v", I::Phi(&[("%a", 2), ("%b", 3)])),
            ("", I::CondBr("%ca", 1, 5)),
        ],
        &[("r", I::Phi(&[("%v", 4)])), ("", I::Ret("%r"))],
    ]);
    let mut plan = EditPlan::default();
    let mut copies = Vec::new();
    for (pred, target, phi, value) in [(2, 1, "i", "%a"), (3, 5, "r", "%b")] {
        let nb = plan.new_block(b"latch".to_vec(), BlockRef::Old(bb(4)));
        plan.edits.extend([
            Edit::Branch {
                block: nb,
                target: BlockRef::Old(bb(target)),
                debug_location_of: None,
            },
            Edit::SetSuccessor {
                edge: s.edge(pred, 0),
                target: BlockRef::New(nb),
            },
            Edit::AddIncoming {
                phi: InstRef::Old(s.inst(phi)),
                value: s.val(value),
                block: BlockRef::New(nb),
            },
            Edit::RemoveIncoming {
                phi: s.inst(phi),
                block: BlockRef::Old(bb(4)),
            },
        ]);
        copies.push(nb);
    }
    plan.edits.push(Edit::EraseBlock { block: bb(4) });
    // Holding no clone, the copies pass for inserted blocks, which may not stand in for a
    // branching block.
    assert_eq!(s.refused(&plan, &none()).kind, CheckKind::Successor);
    let claims = Claims {
        copies: copies.iter().map(|&c| (c, bb(4))).collect(),
        ..Claims::default()
    };
    s.validate(&plan, &claims).unwrap();
}

#[test]
fn a_single_predecessor_copy_merged_into_its_predecessor_is_accepted() {
    // A and its latch copy become one new block M = body(A) · body(T), entered from H's true
    // edge; B keeps the original T.
    let s = shared_latch();
    let mut plan = EditPlan::default();
    let m = plan.new_block(b"a.latch".to_vec(), BlockRef::Old(bb(2)));
    let at = InsertPoint::BlockEnd(BlockRef::New(m));
    let a = plan.create(clone(s.inst("a"), vec![]), at, b"");
    let inext = plan.create(clone(s.inst("inext"), vec![]), at, b"");
    let cmp = plan.create(
        clone(s.inst("cmp"), vec![(s.val("%inext"), ValueRef::New(inext))]),
        at,
        b"",
    );
    let w = plan.create(
        clone(s.inst("w"), vec![(s.val("%v"), ValueRef::New(a))]),
        at,
        b"",
    );
    plan.create(
        clone(s.term(4), vec![(s.val("%cmp"), ValueRef::New(cmp))]),
        at,
        b"",
    );
    plan.edits.extend([
        Edit::SetSuccessor {
            edge: s.edge(1, 0),
            target: BlockRef::New(m),
        },
        Edit::AddIncoming {
            phi: InstRef::Old(s.inst("i")),
            value: ValueRef::New(inext),
            block: BlockRef::New(m),
        },
        Edit::AddIncoming {
            phi: InstRef::Old(s.inst("r")),
            value: ValueRef::New(w),
            block: BlockRef::New(m),
        },
        Edit::RemoveIncoming {
            phi: s.inst("v"),
            block: BlockRef::Old(bb(2)),
        },
        Edit::EraseBlock { block: bb(2) },
    ]);
    let p = s.validate(&plan, &none()).unwrap();
    let mb = p.target.target_block(BlockRef::New(m)).unwrap();
    assert_eq!(p.revmap[mb], Some(bb(2)));
    assert_eq!(p.chains.row(mb), &[bb(2), bb(4)]);
    // %v of the merged-in T is %a's copy.
    assert!(p
        .resolved
        .iter()
        .any(|r| r.block == mb && r.phi == s.inst("v") && r.value == ValueRef::New(a)));
}

/// A loop that exits from its header; the latch T jumps back unconditionally:
/// ```text
/// bb0: br bb1
/// bb1 H: %i = phi [0, bb0], [%inext, bb3]; %c = icmp %i, arg0; br %c, bb2, bb4
/// bb2 A: %a = mul %i, 2; br bb3
/// bb3 T: %inext = add %a, 1; br bb1
/// bb4: ret %i
/// ```
fn header_exit() -> Src {
    Src::build(&[
        &[("", I::Br(1))],
        &[
            ("i", I::Phi(&[("0", 0), ("%inext", 3)])),
            ("c", I::Cmp("%i", "arg0")),
            ("", I::CondBr("%c", 2, 4)),
        ],
        &[("a", I::Mul("%i", "2")), ("", I::Br(3))],
        &[("inext", I::Add("%a", "1")), ("", I::Br(1))],
        &[("", I::Ret("%i"))],
    ])
}

/// Merges T into A (an original block): T's body cloned before A's `br`, A's `br` sent to
/// the header, the header phi's entry moved to A.
fn merge_into_a(s: &Src) -> EditPlan {
    let mut plan = EditPlan::default();
    let inext = plan.create(
        clone(s.inst("inext"), vec![]),
        InsertPoint::BlockEnd(BlockRef::Old(bb(2))),
        b"",
    );
    plan.edits.extend([
        Edit::SetSuccessor {
            edge: s.edge(2, 0),
            target: BlockRef::Old(bb(1)),
        },
        Edit::SetIncomingBlock {
            phi: s.inst("i"),
            index: 1,
            block: BlockRef::Old(bb(2)),
        },
        Edit::SetOperand {
            user: InstRef::Old(s.inst("i")),
            index: 1,
            value: ValueRef::New(inext),
        },
        Edit::EraseBlock { block: bb(3) },
    ]);
    plan
}

#[test]
fn a_merge_into_an_original_block_is_accepted_when_claimed() {
    let s = header_exit();
    let plan = merge_into_a(&s);
    let claims = Claims {
        merged: vec![bb(2)],
        ..Claims::default()
    };
    let p = s.validate(&plan, &claims).unwrap();
    assert_eq!(p.chains.row(bb(2)), &[bb(2), bb(3)]);
    // Unclaimed, A is an original block that now skips T's work.
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::DroppedWork);
    assert_eq!(e.block, Some(BlockRef::Old(bb(2))));
}

/// `bb0: br %c, bb1, bb3; bb1: <body>; br bb2; bb2: %q = phi [arg1, bb1]; br bb3;
/// bb3: %m = phi [arg0, bb0], [%q, bb2]; ret %m`, with `%c = icmp arg0, arg1` in bb0.
fn empty_chain(busy: bool) -> Src {
    let bb1: Body = if busy {
        &[("z", I::Add("arg0", "1")), ("", I::Br(2))]
    } else {
        &[("", I::Br(2))]
    };
    Src::build(&[
        &[("c", I::Cmp("arg0", "arg1")), ("", I::CondBr("%c", 1, 3))],
        bb1,
        &[("q", I::Phi(&[("arg1", 1)])), ("", I::Br(3))],
        &[("m", I::Phi(&[("arg0", 0), ("%q", 2)])), ("", I::Ret("%m"))],
    ])
}

/// Retargets bb0's true edge from bb1 to bb2 (skipping bb1, which stays, unreachable), and
/// gives bb2's phi what it received through bb1.
fn skip_bb1(s: &Src) -> EditPlan {
    let mut plan = EditPlan::default();
    plan.edits.extend([
        Edit::SetSuccessor {
            edge: s.edge(0, 0),
            target: BlockRef::Old(bb(2)),
        },
        Edit::AddIncoming {
            phi: InstRef::Old(s.inst("q")),
            value: s.val("arg1"),
            block: BlockRef::Old(bb(0)),
        },
    ]);
    plan
}

#[test]
fn a_successor_may_skip_empty_jump_blocks() {
    let s = empty_chain(false);
    s.validate(&skip_bb1(&s), &none()).unwrap();
    // bb2's phi must still name bb1, which still branches to it.
    let mut plan = skip_bb1(&s);
    plan.edits.push(Edit::RemoveIncoming {
        phi: s.inst("q"),
        block: BlockRef::Old(bb(1)),
    });
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Phi, "{e}");
    // And what it receives along the skipped path is what bb1 passed on.
    let mut plan = skip_bb1(&s);
    plan.edits[1] = Edit::AddIncoming {
        phi: InstRef::Old(s.inst("q")),
        value: s.val("arg0"),
        block: BlockRef::Old(bb(0)),
    };
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Phi, "{e}");
    assert_eq!(e.block, Some(BlockRef::Old(bb(2))));
}

// -------------------------------------------------------------------------------------
// Wrong rewrites, each refused by the named check.

fn refused_duplication(k: Knobs) -> ValidationError {
    let s = shared_latch();
    s.refused(&duplicate_latch(&s, &k), &none())
}

fn new_block(n: usize) -> Option<BlockRef> {
    Some(BlockRef::New(crate::edit::plan::NewBlock::new(n)))
}

#[test]
fn wrong_successor_is_refused_by_check_4() {
    let e = refused_duplication(Knobs {
        swap_targets: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::Successor, "{e}");
    assert_eq!(e.block, new_block(0));
}

#[test]
fn dropped_block_is_refused_by_check_4() {
    // A's edge goes straight to the header, past T (a block that branches and does work).
    let e = refused_duplication(Knobs {
        skip_copy: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::Successor, "{e}");
    assert_eq!(e.block, Some(BlockRef::Old(bb(2))));
}

#[test]
fn skipping_a_busy_jump_block_is_refused_as_dropped_work() {
    let s = empty_chain(true);
    let e = s.refused(&skip_bb1(&s), &none());
    assert_eq!(e.kind, CheckKind::DroppedWork, "{e}");
    assert_eq!(e.block, Some(BlockRef::Old(bb(0))));
}

#[test]
fn wrong_phi_incoming_is_refused_by_check_3() {
    let e = refused_duplication(Knobs {
        wrong_header_value: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::Phi, "{e}");
    assert_eq!(e.block, Some(BlockRef::Old(bb(1))));
}

#[test]
fn branch_folded_on_an_unknown_condition_is_refused_by_check_5() {
    let e = refused_duplication(Knobs {
        fold_unknown: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::BranchFold, "{e}");
    assert_eq!(e.block, new_block(0));
}

#[test]
fn a_fold_against_the_known_condition_is_refused() {
    let s = latch_on_header_test();
    let e = s.refused(&fold_known(&s, 1), &none());
    assert_eq!(e.kind, CheckKind::Successor, "{e}");
    assert_eq!(e.block, new_block(1));
}

#[test]
fn a_cycle_of_empty_blocks_is_never_skipped() {
    // bb0: br %c, bb1, bb3; bb1: br bb2; bb2: br bb1; bb3: ret. The source spins in the
    // cycle forever; a target going from bb0 to bb3 would not.
    let s = Src::build(&[
        &[("c", I::Cmp("arg0", "arg1")), ("", I::CondBr("%c", 1, 3))],
        &[("", I::Br(2))],
        &[("", I::Br(1))],
        &[("", I::Ret("arg0"))],
    ]);
    let mut plan = EditPlan::default();
    plan.edits.push(Edit::SetSuccessor {
        edge: s.edge(0, 0),
        target: BlockRef::Old(bb(3)),
    });
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Successor, "{e}");
    assert!(e.detail.contains("cycle"), "{e}");
}

#[test]
fn an_instruction_missing_from_a_copy_is_refused_as_dropped_work() {
    let e = refused_duplication(Knobs {
        omit_last: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::DroppedWork, "{e}");
    assert_eq!(e.block, new_block(0));
}

#[test]
fn swapped_operands_are_refused_by_check_2() {
    let e = refused_duplication(Knobs {
        swap_operands: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::Body, "{e}");
    assert_eq!(e.block, new_block(0));
}

#[test]
fn a_wrong_value_in_the_separation_block_is_refused_by_check_6() {
    let e = refused_duplication(Knobs {
        separate: true,
        wrong_outer_value: true,
        ..Knobs::default()
    });
    assert_eq!(e.kind, CheckKind::Inserted, "{e}");
    assert_eq!(e.block, new_block(0));
}

/// A new block on `empty_chain`'s false edge bb0 → bb3 that jumps on to bb3 (an edge
/// split), holding a created instruction when `busy`.
fn split_false_edge(s: &Src, busy: bool) -> EditPlan {
    let mut plan = EditPlan::default();
    let nb = plan.new_block(b"split".to_vec(), BlockRef::Old(bb(0)));
    if busy {
        plan.create(
            NewOp::Freeze(s.val("arg0")),
            InsertPoint::BlockEnd(BlockRef::New(nb)),
            b"",
        );
    }
    plan.edits.extend([
        Edit::Branch {
            block: nb,
            target: BlockRef::Old(bb(3)),
            debug_location_of: None,
        },
        Edit::SetSuccessor {
            edge: s.edge(0, 1),
            target: BlockRef::New(nb),
        },
        Edit::SetIncomingBlock {
            phi: s.inst("m"),
            index: 0,
            block: BlockRef::New(nb),
        },
    ]);
    plan
}

#[test]
fn an_edge_split_is_an_inserted_block() {
    let s = empty_chain(false);
    let p = s.validate(&split_false_edge(&s, false), &none()).unwrap();
    assert_eq!(p.roles[Block::new(1)], Role::Inserted);
}

#[test]
fn an_inserted_block_doing_work_is_refused_by_check_6() {
    let s = empty_chain(false);
    let e = s.refused(&split_false_edge(&s, true), &none());
    assert_eq!(e.kind, CheckKind::Inserted, "{e}");
    assert_eq!(e.block, new_block(0));
}

#[test]
fn a_removed_exit_phi_is_refused_unless_vouched_for() {
    // The copies are correct, but the exit's phi is replaced by arg0 and erased.
    let s = shared_latch();
    let mut plan = duplicate_latch(&s, &Knobs::default());
    let erase_t = plan.edits.pop().unwrap();
    plan.edits.extend([
        Edit::ReplaceAllUses {
            of: InstRef::Old(s.inst("r")),
            with: s.val("arg0"),
        },
        Edit::Erase { inst: s.inst("r") },
        erase_t,
    ]);
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Phi, "{e}");
    assert_eq!(e.block, Some(BlockRef::Old(bb(5))));
    // Vouching for the replacement is the caller's business; then the rewrite passes.
    let claims = Claims {
        trusted: vec![(s.val("arg0"), Operand::Inst(s.inst("r")))],
        ..Claims::default()
    };
    s.validate(&plan, &claims).unwrap();
}

#[test]
fn a_copy_reading_a_replaced_value_is_refused_unless_vouched_for() {
    // Every use of the header's %i, the copies' clones included, now reads arg0.
    let s = shared_latch();
    let mut plan = duplicate_latch(&s, &Knobs::default());
    plan.edits.push(Edit::ReplaceAllUses {
        of: InstRef::Old(s.inst("i")),
        with: s.val("arg0"),
    });
    let e = s.refused(&plan, &none());
    assert_eq!(e.kind, CheckKind::Body, "{e}");
    let claims = Claims {
        trusted: vec![(s.val("arg0"), Operand::Inst(s.inst("i")))],
        ..Claims::default()
    };
    s.validate(&plan, &claims).unwrap();
}

#[test]
fn split_critical_edges_plans_are_accepted() {
    // The crate's own edge splitter on the shared latch (T -> H is critical) and on a
    // switch-like block with two edges into one phi block.
    use crate::edit::critical_edges::{plan_split_critical_edges, BlockTraits};
    let name = |_: Block| b"b".as_slice();
    for s in [shared_latch(), empty_chain(false), header_exit()] {
        let n = s.cfg.num_blocks();
        let no = BlockMap::from_elem_n(false, n);
        let traits = BlockTraits {
            indirect_branch: &no,
            eh_pad: &no,
        };
        let plan = plan_split_critical_edges(&s.cfg, &s.model, &traits, name);
        let p = s.validate(&plan, &none()).unwrap();
        let inserted = p.roles.iter().filter(|&&r| r == Role::Inserted).count();
        assert_eq!(inserted, plan.new_blocks.len());
    }
    let s = shared_latch();
    let no = BlockMap::from_elem_n(false, s.cfg.num_blocks());
    let traits = BlockTraits {
        indirect_branch: &no,
        eh_pad: &no,
    };
    assert_eq!(
        plan_split_critical_edges(&s.cfg, &s.model, &traits, name)
            .new_blocks
            .len(),
        1
    );
}
