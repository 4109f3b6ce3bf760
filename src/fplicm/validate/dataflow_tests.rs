//! The dataflow checks (8 and 9) on a hand-built loop with an almost-invariant load: the
//! hoist as the planners write it is accepted; each way of getting it wrong — a repair before
//! the store, a stale operand, a use given the repaired value instead of its snapshot, a phi
//! that claims nothing, an unguarded or mis-guarded speculative load, an unguarded division,
//! an erased store — is refused by the named check.

use super::*;
use crate::edit::model::{
    ConstKind, InstHead, InstKind, ModelBuilder, ObjectFacts, PointerBase, TypeId,
};
use crate::edit::opcode::{IntPredicate, Opcode};
use crate::edit::plan::{Edit, InsertPoint, InstRef, NewOp, PhiClaim};
use crate::graph::testing::bb;

const FDIV: Opcode = Opcode::FDiv;
const SDIV: Opcode = Opcode::SDiv;
const FADD: Opcode = Opcode::FAdd;
const ADD: Opcode = Opcode::Add;
const GEP: Opcode = Opcode::GetElementPtr;
const SEXT: Opcode = Opcode::SExt;
const RET: Opcode = Opcode::Ret;

/// The source loop (all values double unless said otherwise):
/// ```text
/// bb0 P: br bb1
/// bb1 H: %i = phi i32 [0, bb0], [%i1, bb3]; %x = load @g; %a = fdiv %x, 3.0;
///        %k = load i32 @j; %kx = sext %k; %p = gep @A, %kx; %y = load %p;
///        %q = sdiv i32 7, %k; %c = icmp %i, arg0; br %c, bb2, bb3
/// bb2 R: store arg1, @g; store i32 arg2, @j; br bb3
/// bb3 L: %z = fadd %a, %y; %i1 = add %i, 1; %c2 = icmp %i1, arg0; br %c2, bb1, bb4
/// bb4 X: ret %z
/// ```
struct Loop {
    cfg: Cfg,
    model: FunctionModel,
    i32_ty: TypeId,
    i64_ty: TypeId,
    double: TypeId,
    /// Operands by name: instructions, `@g`, `@j`, `@A`, constants `3.0`, `0`, `1`, `7`.
    v: std::collections::HashMap<&'static str, Operand>,
}

impl Loop {
    fn new() -> Loop {
        Loop::with_x(true)
    }

    /// The loop, with `%x`'s address dereferenceable wherever computed (`x_safe`) or not.
    fn with_x(x_safe: bool) -> Loop {
        let cfg = Cfg::from_edges(5, &[(0, 1), (1, 2), (1, 3), (2, 3), (3, 1), (3, 4)]);
        let mut m = ModelBuilder::new(5);
        let void = m.add_type(None);
        let i32_ty = m.add_type(Some(4));
        let i64_ty = m.add_type(Some(8));
        let double = m.add_type(Some(8));
        let i1 = m.add_type(Some(1));
        let ptr = m.add_type(Some(8));
        m.set_intptr_type(i64_ty);
        for ty in [Some(i32_ty), Some(double), Some(i32_ty)] {
            m.add_arg(crate::edit::model::ArgInfo {
                ty,
                ..Default::default()
            });
        }
        let mut v = std::collections::HashMap::new();
        let global = |m: &mut ModelBuilder, size: u64| {
            Operand::Const(m.add_const(ConstKind::GlobalVariable {
                size: Some(size),
                identified: true,
            }))
        };
        let g = global(&mut m, 8);
        let j = global(&mut m, 4);
        let a = global(&mut m, 64);
        for (o, bytes) in [(g, 8), (j, 4), (a, 64)] {
            m.add_object(o, ObjectFacts { bytes, align: 8 });
        }
        v.insert("@g", g);
        v.insert("@j", j);
        v.insert("@A", a);
        for (name, value) in [("0", 0), ("1", 1), ("7", 7), ("3.0", 3)] {
            v.insert(name, Operand::Const(m.add_const(ConstKind::Int(value))));
        }
        let head = |opcode: Opcode, kind: InstKind, ty: TypeId| InstHead {
            opcode,
            kind,
            ty,
            fingerprint: opcode as u64 * 1000 + ty.index() as u64,
        };
        let load = |size: u64, safe: bool| InstKind::Load {
            ordered: false,
            atomic: false,
            align: size as u32,
            size,
            safe_anywhere: safe,
        };
        let store = |size: u64| InstKind::Store {
            ordered: false,
            atomic: false,
            align: size as u32,
            size,
        };
        let at = |base: Operand, offset: Option<i64>| Some(PointerBase { base, offset });
        // Instructions are numbered in layout order; name them as they are pushed.
        let push = |m: &mut ModelBuilder,
                    v: &mut std::collections::HashMap<&'static str, Operand>,
                    name: &'static str,
                    b: u32,
                    h: InstHead,
                    ops: Vec<Operand>,
                    inc: &[Block]| {
            let i = m.push(bb(b), h, &ops, inc);
            if !name.is_empty() {
                v.insert(name, Operand::Inst(i));
            }
            i
        };
        let blk = |b: u32| Operand::Block(bb(b));
        let br = head(Opcode::Br, InstKind::Terminator, void);
        push(&mut m, &mut v, "", 0, br, vec![blk(1)], &[]);
        // The back edge's %i1 is patched in once the latch exists.
        let zero = v["0"];
        let i = push(
            &mut m,
            &mut v,
            "i",
            1,
            head(Opcode::Phi, InstKind::Phi, i32_ty),
            vec![zero, zero],
            &[bb(0), bb(3)],
        );
        let x = push(
            &mut m,
            &mut v,
            "x",
            1,
            head(Opcode::Load, load(8, x_safe), double),
            vec![g],
            &[],
        );
        m.set_pointer_bases(x, &[at(g, Some(0))]);
        let three = v["3.0"];
        push(
            &mut m,
            &mut v,
            "a",
            1,
            head(FDIV, InstKind::Division, double),
            vec![Operand::Inst(x), three],
            &[],
        );
        let k = push(
            &mut m,
            &mut v,
            "k",
            1,
            head(Opcode::Load, load(4, true), i32_ty),
            vec![j],
            &[],
        );
        m.set_pointer_bases(k, &[at(j, Some(0))]);
        let kx = push(
            &mut m,
            &mut v,
            "kx",
            1,
            head(SEXT, InstKind::Pure, i64_ty),
            vec![Operand::Inst(k)],
            &[],
        );
        let gep = head(GEP, InstKind::GetElementPtr { inbounds: true }, ptr);
        let p = push(&mut m, &mut v, "p", 1, gep, vec![a, Operand::Inst(kx)], &[]);
        let y = push(
            &mut m,
            &mut v,
            "y",
            1,
            head(Opcode::Load, load(8, false), double),
            vec![Operand::Inst(p)],
            &[],
        );
        m.set_pointer_bases(y, &[at(a, None)]);
        let seven = v["7"];
        push(
            &mut m,
            &mut v,
            "q",
            1,
            head(SDIV, InstKind::Division, i32_ty),
            vec![seven, Operand::Inst(k)],
            &[],
        );
        let c = push(
            &mut m,
            &mut v,
            "c",
            1,
            head(Opcode::ICmp, InstKind::Pure, i1),
            vec![Operand::Inst(i), Operand::Arg(0)],
            &[],
        );
        push(
            &mut m,
            &mut v,
            "",
            1,
            br,
            vec![Operand::Inst(c), blk(3), blk(2)],
            &[],
        );
        let s1 = push(
            &mut m,
            &mut v,
            "s1",
            2,
            head(Opcode::Store, store(8), void),
            vec![Operand::Arg(1), g],
            &[],
        );
        m.set_pointer_bases(s1, &[None, at(g, Some(0))]);
        let s2 = push(
            &mut m,
            &mut v,
            "s2",
            2,
            head(Opcode::Store, store(4), void),
            vec![Operand::Arg(2), j],
            &[],
        );
        m.set_pointer_bases(s2, &[None, at(j, Some(0))]);
        push(&mut m, &mut v, "", 2, br, vec![blk(3)], &[]);
        let (av, yv) = (v["a"], Operand::Inst(y));
        let z = push(
            &mut m,
            &mut v,
            "z",
            3,
            head(FADD, InstKind::Pure, double),
            vec![av, yv],
            &[],
        );
        let one = v["1"];
        let inc = push(
            &mut m,
            &mut v,
            "i1",
            3,
            head(ADD, InstKind::Pure, i32_ty),
            vec![Operand::Inst(i), one],
            &[],
        );
        let c2 = push(
            &mut m,
            &mut v,
            "c2",
            3,
            head(Opcode::ICmp, InstKind::Pure, i1),
            vec![Operand::Inst(inc), Operand::Arg(0)],
            &[],
        );
        push(
            &mut m,
            &mut v,
            "",
            3,
            br,
            vec![Operand::Inst(c2), blk(4), blk(1)],
            &[],
        );
        push(
            &mut m,
            &mut v,
            "",
            4,
            head(RET, InstKind::Terminator, void),
            vec![Operand::Inst(z)],
            &[],
        );
        m.set_operand(i, 1, Operand::Inst(inc));
        Loop {
            cfg,
            model: m.finish(),
            i32_ty,
            i64_ty,
            double,
            v,
        }
    }

    fn inst(&self, name: &str) -> Inst {
        match self.v[name] {
            Operand::Inst(i) => i,
            _ => panic!("{name} is not an instruction"),
        }
    }

    fn val(&self, name: &str) -> ValueRef {
        ValueRef::Old(self.v[name])
    }

    fn check(&self, plan: &EditPlan) -> Result<(), ValidationError> {
        validate(&self.cfg, &self.model, plan, &Claims::default()).map(|_| ())
    }

    /// [`Loop::check`] with an oracle that proves guaranteed execution for `%x` in the loop
    /// (header bb1) when `proved`, and nothing else beyond our alias rules.
    fn check_guaranteed(&self, plan: &EditPlan, proved: bool) -> Result<(), ValidationError> {
        struct Guaranteed<'a> {
            rules: crate::fplicm::alias::AliasModel<'a>,
            load: Option<Inst>,
        }
        impl MemoryOracle for Guaranteed<'_> {
            fn may_write(&self, writer: Inst, load: Inst) -> bool {
                MemoryOracle::may_write(&self.rules, writer, load)
            }
            fn load_safe_in_preheader(&self, load: Inst, header: Block, blocks: &[Block]) -> bool {
                Some(load) == self.load && header == bb(1) && blocks.len() == 3
            }
        }
        let oracle = Guaranteed {
            rules: crate::fplicm::alias::AliasModel::new(&self.model),
            load: proved.then(|| self.inst("x")),
        };
        validate_with(
            &self.cfg,
            &self.model,
            plan,
            &Claims::default(),
            Some(&oracle),
        )
        .map(|_| ())
    }

    fn refused(&self, plan: &EditPlan) -> CheckKind {
        match self.check(plan) {
            Ok(()) => panic!("accepted"),
            Err(e) => e.kind,
        }
    }
}

fn clone(source: Inst, remap: Vec<(ValueRef, ValueRef)>) -> NewOp {
    NewOp::Clone {
        source,
        remap,
        drop_poison_flags: true,
    }
}

/// The ids of the hoist of `%x` and `%a` (one group, one carried member).
struct Hoist {
    plan: EditPlan,
    pre: NewInst,
    repair: NewInst,
    chain_pre: NewInst,
    chain_repair: NewInst,
    cached: NewInst,
    cached_latch: NewInst,
}

/// The hoist the planners write: `%x` and `%a` computed in the preheader and again after the
/// store in R, cached in header and latch phis (which claim `%a`), `%a`'s uses given the
/// header phi (its value at its own position: `%z` in L reads the snapshot), `%x` and `%a`
/// erased. With `repair_at` the repair goes elsewhere; with `stale` the repair's chain reads
/// the preheader load.
fn hoist(l: &Loop, repair_at: Option<InsertPoint>, stale: bool) -> Hoist {
    let (x, a) = (l.inst("x"), l.inst("a"));
    let mut plan = EditPlan::default();
    let pre_end = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
    let after_store = repair_at.unwrap_or(InsertPoint::Before(InstRef::Old(
        l.model.terminator(bb(2)).unwrap(),
    )));
    let pre = plan.create(clone(x, vec![]), pre_end, b"pre");
    let chain_pre = plan.create(
        clone(a, vec![(l.val("x"), ValueRef::New(pre))]),
        pre_end,
        b"chain",
    );
    let repair = plan.create(clone(x, vec![]), after_store, b"repair");
    let root = if stale { pre } else { repair };
    let chain_repair = plan.create(
        clone(a, vec![(l.val("x"), ValueRef::New(root))]),
        InsertPoint::Before(InstRef::Old(l.model.terminator(bb(2)).unwrap())),
        b"chain",
    );
    let phi = |plan: &mut EditPlan, b: u32| {
        plan.create(
            NewOp::Phi {
                ty: l.double,
                incoming: vec![],
            },
            InsertPoint::AfterPhis(BlockRef::Old(bb(b))),
            b"cached",
        )
    };
    let cached = phi(&mut plan, 1);
    let cached_latch = phi(&mut plan, 3);
    for (p, value, from) in [
        (cached, chain_pre, 0),
        (cached, cached_latch, 3),
        (cached_latch, cached, 1),
        (cached_latch, chain_repair, 2),
    ] {
        plan.edits.push(Edit::AddIncoming {
            phi: InstRef::New(p),
            value: ValueRef::New(value),
            block: BlockRef::Old(bb(from)),
        });
    }
    for p in [cached, cached_latch] {
        plan.claims.push(PhiClaim {
            phi: p,
            source: a,
            substitute: vec![],
        });
    }
    plan.edits.push(Edit::ReplaceAllUses {
        of: InstRef::Old(a),
        with: ValueRef::New(cached),
    });
    plan.edits.push(Edit::Erase { inst: a });
    plan.edits.push(Edit::Erase { inst: x });
    Hoist {
        plan,
        pre,
        repair,
        chain_pre,
        chain_repair,
        cached,
        cached_latch,
    }
}

#[test]
fn the_planners_hoist_is_accepted() {
    let l = Loop::new();
    let h = hoist(&l, None, false);
    l.check(&h.plan).unwrap();
    let _ = (h.pre, h.repair, h.chain_pre, h.chain_repair, h.cached);
}

#[test]
fn a_repair_before_the_store_is_refused() {
    let l = Loop::new();
    let early = InsertPoint::Before(InstRef::Old(l.inst("s1")));
    assert_eq!(
        l.refused(&hoist(&l, Some(early), false).plan),
        CheckKind::Dataflow
    );
}

#[test]
fn a_repair_after_an_unrelated_store_is_accepted() {
    // `s2` writes @j, which @g's location does not alias: the repair may go before it.
    let l = Loop::new();
    let between = InsertPoint::Before(InstRef::Old(l.inst("s2")));
    l.check(&hoist(&l, Some(between), false).plan).unwrap();
}

#[test]
fn a_repair_reading_a_stale_operand_is_refused() {
    let l = Loop::new();
    assert_eq!(l.refused(&hoist(&l, None, true).plan), CheckKind::Dataflow);
}

#[test]
fn a_use_given_the_repaired_value_instead_of_its_snapshot_is_refused() {
    // %z in L reads %a as computed in H, before R's store; the latch phi holds the value
    // after it.
    let l = Loop::new();
    let mut h = hoist(&l, None, false);
    h.plan.edits.push(Edit::SetOperand {
        user: InstRef::Old(l.inst("z")),
        index: 0,
        value: ValueRef::New(h.cached_latch),
    });
    assert_eq!(l.refused(&h.plan), CheckKind::Dataflow);
}

#[test]
fn a_phi_without_a_claim_proves_nothing() {
    let l = Loop::new();
    let mut h = hoist(&l, None, false);
    h.plan.claims.clear();
    assert_eq!(l.refused(&h.plan), CheckKind::Dataflow);
}

#[test]
fn a_phi_claiming_the_wrong_instruction_is_refused() {
    let l = Loop::new();
    let mut h = hoist(&l, None, false);
    for c in &mut h.plan.claims {
        c.source = l.inst("x");
    }
    assert_eq!(l.refused(&h.plan), CheckKind::Dataflow);
}

#[test]
fn erasing_a_store_is_refused() {
    let l = Loop::new();
    let mut plan = EditPlan::default();
    plan.edits.push(Edit::Erase { inst: l.inst("s1") });
    assert_eq!(l.refused(&plan), CheckKind::Speculation);
}

/// A preheader copy of `%y = load (gep @A, sext(load @j))` reading through `address`, built
/// by `guard` from the copied GEP; the copies are left unused (only their safety matters).
fn speculate_y(l: &Loop, guard: impl Fn(&mut EditPlan, ValueRef) -> ValueRef) -> EditPlan {
    let mut plan = EditPlan::default();
    let at = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
    let k = plan.create(clone(l.inst("k"), vec![]), at, b"k");
    let kx = plan.create(
        clone(l.inst("kx"), vec![(l.val("k"), ValueRef::New(k))]),
        at,
        b"kx",
    );
    let p = plan.create(
        clone(l.inst("p"), vec![(l.val("kx"), ValueRef::New(kx))]),
        at,
        b"p",
    );
    let address = guard(&mut plan, ValueRef::New(p));
    plan.create(clone(l.inst("y"), vec![(l.val("p"), address)]), at, b"y");
    plan
}

/// `chains::guard_address`'s shape with the given bound and alignment mask.
fn object_guard(l: &Loop, bound: i64, mask: i64) -> impl Fn(&mut EditPlan, ValueRef) -> ValueRef {
    let (i64_ty, object) = (l.i64_ty, l.val("@A"));
    move |plan: &mut EditPlan, address: ValueRef| {
        let at = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
        let c = |value| ValueRef::ConstInt { ty: i64_ty, value };
        let f = ValueRef::New(plan.create(NewOp::Freeze(address), at, b"f"));
        let ai = ValueRef::New(plan.create(
            NewOp::PtrToInt {
                value: f,
                ty: i64_ty,
            },
            at,
            b"",
        ));
        let oi = ValueRef::New(plan.create(
            NewOp::PtrToInt {
                value: object,
                ty: i64_ty,
            },
            at,
            b"",
        ));
        let off = ValueRef::New(plan.create(
            NewOp::Binary {
                opcode: Opcode::Sub,
                lhs: ai,
                rhs: oi,
            },
            at,
            b"",
        ));
        let inside = ValueRef::New(plan.create(
            NewOp::ICmp {
                predicate: IntPredicate::Ule,
                lhs: off,
                rhs: c(bound),
            },
            at,
            b"",
        ));
        let low = ValueRef::New(plan.create(
            NewOp::Binary {
                opcode: Opcode::And,
                lhs: ai,
                rhs: c(mask),
            },
            at,
            b"",
        ));
        let aligned = ValueRef::New(plan.create(
            NewOp::ICmp {
                predicate: IntPredicate::Eq,
                lhs: low,
                rhs: c(0),
            },
            at,
            b"",
        ));
        let ok = ValueRef::New(plan.create(
            NewOp::Binary {
                opcode: Opcode::And,
                lhs: inside,
                rhs: aligned,
            },
            at,
            b"",
        ));
        ValueRef::New(plan.create(
            NewOp::Select {
                condition: ok,
                then: f,
                otherwise: object,
            },
            at,
            b"",
        ))
    }
}

#[test]
fn a_load_guarded_against_its_whole_object_is_accepted() {
    // @A holds 64 bytes; an 8-byte load may start at offsets 0..=56, aligned to 8.
    let l = Loop::new();
    l.check(&speculate_y(&l, object_guard(&l, 56, 7))).unwrap();
}

#[test]
fn an_unguarded_speculative_load_is_refused() {
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_y(&l, |_, p| p)),
        CheckKind::Speculation
    );
}

#[test]
fn a_guard_with_a_smaller_bound_substitutes_a_used_value_and_is_refused() {
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_y(&l, object_guard(&l, 48, 7))),
        CheckKind::Speculation
    );
}

#[test]
fn a_guard_with_a_larger_bound_may_read_past_the_object_and_is_refused() {
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_y(&l, object_guard(&l, 60, 7))),
        CheckKind::Speculation
    );
}

#[test]
fn a_guard_without_the_alignment_mask_is_refused() {
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_y(&l, object_guard(&l, 56, 3))),
        CheckKind::Speculation
    );
}

#[test]
fn a_clamp_of_one_index_is_not_a_guard() {
    // The unsound per-dimension guard (docs/fplicm-design.md §9): the GEP's last index clamped into [0, 8).
    let l = Loop::new();
    let mut plan = EditPlan::default();
    let at = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
    let k = plan.create(clone(l.inst("k"), vec![]), at, b"k");
    let kx = plan.create(
        clone(l.inst("kx"), vec![(l.val("k"), ValueRef::New(k))]),
        at,
        b"kx",
    );
    let f = plan.create(NewOp::Freeze(ValueRef::New(kx)), at, b"f");
    let c = |value| ValueRef::ConstInt {
        ty: l.i64_ty,
        value,
    };
    let ok = plan.create(
        NewOp::ICmp {
            predicate: IntPredicate::Ult,
            lhs: ValueRef::New(f),
            rhs: c(8),
        },
        at,
        b"ok",
    );
    let safe = plan.create(
        NewOp::Select {
            condition: ValueRef::New(ok),
            then: ValueRef::New(f),
            otherwise: c(0),
        },
        at,
        b"safe",
    );
    let p = plan.create(
        clone(l.inst("p"), vec![(l.val("kx"), ValueRef::New(safe))]),
        at,
        b"p",
    );
    plan.create(
        clone(l.inst("y"), vec![(l.val("p"), ValueRef::New(p))]),
        at,
        b"y",
    );
    assert_eq!(l.refused(&plan), CheckKind::Speculation);
}

/// A preheader copy of `%q = sdiv 7, %k` with the divisor `divisor(plan, frozen k)` and the
/// numerator frozen.
fn speculate_q(
    l: &Loop,
    divisor: impl Fn(&mut EditPlan, ValueRef, ValueRef) -> ValueRef,
) -> EditPlan {
    let mut plan = EditPlan::default();
    let at = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
    let k = plan.create(clone(l.inst("k"), vec![]), at, b"k");
    let d = ValueRef::New(plan.create(NewOp::Freeze(ValueRef::New(k)), at, b"d"));
    let n = ValueRef::New(plan.create(NewOp::Freeze(l.val("7")), at, b"n"));
    let safe = divisor(&mut plan, d, n);
    plan.create(
        clone(l.inst("q"), vec![(l.val("7"), n), (l.val("k"), safe)]),
        at,
        b"q",
    );
    plan
}

fn division_guard(
    l: &Loop,
    with_overflow: bool,
) -> impl Fn(&mut EditPlan, ValueRef, ValueRef) -> ValueRef {
    let ty = l.i32_ty;
    move |plan: &mut EditPlan, d: ValueRef, n: ValueRef| {
        let at = InsertPoint::BlockEnd(BlockRef::Old(bb(0)));
        let c = |value| ValueRef::ConstInt { ty, value };
        let eq = |plan: &mut EditPlan, lhs, value| {
            ValueRef::New(plan.create(
                NewOp::ICmp {
                    predicate: IntPredicate::Eq,
                    lhs,
                    rhs: c(value),
                },
                at,
                b"",
            ))
        };
        let zero = eq(plan, d, 0);
        let bad = if with_overflow {
            let m1 = eq(plan, d, -1);
            let min = eq(plan, n, i64::from(i32::MIN));
            let both = ValueRef::New(plan.create(
                NewOp::Binary {
                    opcode: Opcode::And,
                    lhs: m1,
                    rhs: min,
                },
                at,
                b"",
            ));
            ValueRef::New(plan.create(
                NewOp::Binary {
                    opcode: Opcode::Or,
                    lhs: zero,
                    rhs: both,
                },
                at,
                b"",
            ))
        } else {
            zero
        };
        ValueRef::New(plan.create(
            NewOp::Select {
                condition: bad,
                then: c(1),
                otherwise: d,
            },
            at,
            b"",
        ))
    }
}

#[test]
fn a_guarded_signed_division_is_accepted() {
    let l = Loop::new();
    l.check(&speculate_q(&l, division_guard(&l, true))).unwrap();
}

#[test]
fn a_signed_division_guarded_only_against_zero_is_refused() {
    // INT_MIN / -1 would still trap.
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_q(&l, division_guard(&l, false))),
        CheckKind::Speculation
    );
}

#[test]
fn an_unguarded_division_is_refused() {
    let l = Loop::new();
    assert_eq!(
        l.refused(&speculate_q(&l, |_, d, _| d)),
        CheckKind::Speculation
    );
}

#[test]
fn a_hoist_justified_by_guaranteed_execution_is_accepted() {
    // `%x`'s address is not dereferenceable everywhere: the preheader and repair copies stand
    // only on the oracle's guaranteed-execution proof.
    let l = Loop::with_x(false);
    let h = hoist(&l, None, false);
    l.check_guaranteed(&h.plan, true).unwrap();
    let refused = |r: Result<(), ValidationError>| r.expect_err("accepted").kind;
    assert_eq!(
        refused(l.check_guaranteed(&h.plan, false)),
        CheckKind::Speculation
    );
    assert_eq!(refused(l.check(&h.plan)), CheckKind::Speculation);
}

#[test]
fn a_guaranteed_load_copied_after_the_loop_is_refused() {
    // The proof covers the preheader's end and the loop, not its exit: there the loop may
    // have freed nothing, but the original may never have loaded (or may load no more).
    let l = Loop::with_x(false);
    let mut h = hoist(&l, None, false);
    let exit = InsertPoint::Before(InstRef::Old(l.model.terminator(bb(4)).unwrap()));
    h.plan.create(clone(l.inst("x"), vec![]), exit, b"late");
    assert_eq!(
        l.check_guaranteed(&h.plan, true)
            .expect_err("accepted")
            .kind,
        CheckKind::Speculation
    );
}
