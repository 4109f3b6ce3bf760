//! Our alias model: small, documented and conservative. Two accesses are independent only
//! when one of these rules proves it; everything else may alias.
//!
//! 1. Their underlying objects are distinct identified objects: two different global
//!    variables, two different allocas, or a global and an alloca.
//! 2. Same underlying object, both at constant offsets, and the byte ranges do not overlap.
//! 3. One underlying object is an alloca whose address never escapes (it is only loaded
//!    from, stored to, or offset by GEPs that themselves do not escape) and the other is not
//!    an identified object: a pointer from anywhere else cannot point into it.
//!
//! Calls write a location when their memory effects (LLVM 16's `memory(...)`, which
//! `function-attrs` infers) say they may write "other" memory and the location is not such a
//! private alloca, or may write through their pointer arguments and one of those may alias
//! it. Inaccessible memory never aliases a location we load.
//!
//! In a pass these rules are the first, cheap answer to the planners' memory questions
//! ([`MemoryOracle`]); what they leave open goes to LLVM's alias analysis
//! (`ir::analyses`). Unit tests, which have no analysis manager, use them alone.

use super::oracle::MemoryOracle;
use crate::edit::model::{
    CallEffects, ConstKind, FunctionModel, Inst, InstKind, Operand, PointerBase,
};
use crate::graph::IndexVec;

/// A memory access: where (underlying object and offset, when known) and how many bytes
/// (`None`: unknown extent, e.g. what a call may touch through a pointer argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub pointer: Operand,
    pub base: Option<PointerBase>,
    pub size: Option<u64>,
}

/// What the alias rules need to know about the function.
pub struct AliasModel<'a> {
    model: &'a FunctionModel,
    /// Per instruction: an alloca whose address never escapes. Computed on the first
    /// question that needs it (most functions a pass looks at never ask: their loops are
    /// left before any memory question).
    private_alloca: std::cell::OnceCell<IndexVec<Inst, bool>>,
}

impl<'a> AliasModel<'a> {
    pub fn new(model: &'a FunctionModel) -> AliasModel<'a> {
        AliasModel {
            model,
            private_alloca: std::cell::OnceCell::new(),
        }
    }

    /// An identified object: a global variable LLVM knows the size of, or an alloca.
    pub fn is_identified(&self, base: Operand) -> bool {
        match base {
            Operand::Const(c) => matches!(
                self.model.consts[c],
                ConstKind::GlobalVariable {
                    identified: true,
                    ..
                }
            ),
            Operand::Inst(i) => matches!(
                self.model.insts[i].kind,
                InstKind::StaticAlloca { .. } | InstKind::DynamicAlloca
            ),
            _ => false,
        }
    }

    /// An alloca whose address never escapes.
    pub fn is_private(&self, base: Operand) -> bool {
        matches!(base, Operand::Inst(i)
            if self.private_alloca.get_or_init(|| private_allocas(self.model))[i])
    }

    /// Whether the two accesses may touch a common byte.
    pub fn may_alias(&self, a: &Location, b: &Location) -> bool {
        let (Some(ab), Some(bb)) = (a.base, b.base) else {
            return true;
        };
        if ab.base == bb.base {
            // Rule 2: disjoint constant ranges of one object.
            return match (ab.offset, a.size, bb.offset, b.size) {
                (Some(a0), Some(sa), Some(b0), Some(sb)) => {
                    let (a0, b0) = (a0 as i128, b0 as i128);
                    a0 < b0 + sb as i128 && b0 < a0 + sa as i128
                }
                _ => true,
            };
        }
        // Rule 1: distinct identified objects.
        if self.is_identified(ab.base) && self.is_identified(bb.base) {
            return false;
        }
        // Rule 3: a private alloca against a pointer that is not an identified object.
        if (self.is_private(ab.base) && !self.is_identified(bb.base))
            || (self.is_private(bb.base) && !self.is_identified(ab.base))
        {
            return false;
        }
        true
    }

    /// Whether instruction `i` may write `loc`. Loads, pure instructions and terminators
    /// without memory effects never do; stores by the alias rules; calls by their effects;
    /// everything else conservatively does.
    pub fn may_write(&self, i: Inst, loc: &Location) -> bool {
        let data = &self.model.insts[i];
        match data.kind {
            InstKind::Load { .. }
            | InstKind::Pure
            | InstKind::Phi
            | InstKind::GetElementPtr { .. }
            | InstKind::Division
            | InstKind::StaticAlloca { .. }
            | InstKind::DynamicAlloca => false,
            // `br`, `switch`, `ret`, `unreachable` write nothing; `invoke`/`callbr` are
            // refused by the loop checks before this question is asked.
            InstKind::Terminator => false,
            InstKind::Store { size, .. } => {
                let ops = self.model.operands(i);
                let bases = self.model.operand_bases(i);
                let target = Location {
                    pointer: ops[1],
                    base: bases[1],
                    size: Some(size),
                };
                self.may_alias(&target, loc)
            }
            InstKind::Call { effects, .. } => self.call_may_write(i, effects, loc),
            InstKind::Other => true,
        }
    }

    fn call_may_write(&self, call: Inst, effects: CallEffects, loc: &Location) -> bool {
        let private = loc.base.is_some_and(|b| self.is_private(b.base));
        if effects.other_write && !private {
            return true;
        }
        if effects.arg_write {
            let ops = self.model.operands(call);
            let bases = self.model.operand_bases(call);
            // The callee is the last operand; pointer arguments have a recorded base.
            for (k, base) in bases.iter().enumerate().take(ops.len().saturating_sub(1)) {
                // Every pointer operand of a call has its underlying object recorded
                // (`getUnderlyingObject` always answers); other operands have none.
                if let Some(b) = base {
                    let arg = Location {
                        pointer: ops[k],
                        base: Some(*b),
                        size: None,
                    };
                    if self.may_alias(&arg, loc) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// The location instruction `l` reads: its address and, for a load, the loaded size (the
/// extent is unknown for anything else).
pub fn read_location(model: &FunctionModel, l: Inst) -> Location {
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

/// Our rules answer the planners' memory questions where LLVM's analyses are not at hand.
impl MemoryOracle for AliasModel<'_> {
    fn may_write(&self, writer: Inst, load: Inst) -> bool {
        AliasModel::may_write(self, writer, &read_location(self.model, load))
    }
}

/// Allocas whose address never escapes: every use is a load's address, a store's address
/// (not the stored value), or a GEP whose own uses are of these kinds.
fn private_allocas(model: &FunctionModel) -> IndexVec<Inst, bool> {
    let users = model.users();
    let mut private = IndexVec::from_elem_n(false, model.insts.len());
    let mut stack = Vec::new();
    for (a, data) in model.insts.iter_enumerated() {
        if !matches!(
            data.kind,
            InstKind::StaticAlloca { .. } | InstKind::DynamicAlloca
        ) {
            continue;
        }
        stack.clear();
        stack.push(a);
        let mut escapes = false;
        'walk: while let Some(p) = stack.pop() {
            for &u in users.row(p) {
                let ops = model.operands(u);
                let ok = match model.insts[u].kind {
                    InstKind::Load { .. } => true,
                    // Storing the pointer itself somewhere is an escape.
                    InstKind::Store { .. } => ops[0] != Operand::Inst(p),
                    InstKind::GetElementPtr { .. } => {
                        stack.push(u);
                        true
                    }
                    _ => false,
                };
                if !ok {
                    escapes = true;
                    break 'walk;
                }
            }
        }
        private[a] = !escapes;
    }
    private
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit::model::{ConstId, InstHead, ModelBuilder, TypeId};
    use crate::edit::opcode::Opcode;
    use crate::graph::Block;

    /// The head of an alloca, load, store or call of these tests.
    fn head(kind: InstKind, ty: TypeId) -> InstHead {
        let opcode = match kind {
            InstKind::StaticAlloca { .. } => Opcode::Alloca,
            InstKind::Load { .. } => Opcode::Load,
            InstKind::Store { .. } => Opcode::Store,
            _ => Opcode::Call,
        };
        InstHead {
            opcode,
            kind,
            ty,
            fingerprint: 0,
        }
    }

    /// Two globals, one alloca kept private, one that escapes into a call, an argument.
    struct Fixture {
        model: FunctionModel,
        g1: Operand,
        g2: Operand,
        private: Operand,
        escaped: Operand,
        arg: Operand,
    }

    fn fixture() -> Fixture {
        let mut m = ModelBuilder::new(1);
        let ptr = m.add_type(Some(8));
        let i32_ty = m.add_type(Some(4));
        let void = m.add_type(None);
        let g = |m: &mut ModelBuilder| {
            Operand::Const(m.add_const(ConstKind::GlobalVariable {
                size: Some(16),
                identified: true,
            }))
        };
        let g1 = g(&mut m);
        let g2 = g(&mut m);
        let b = Block::ENTRY;
        let private = m.push(b, head(InstKind::StaticAlloca { size: 4 }, ptr), &[], &[]);
        let escaped = m.push(b, head(InstKind::StaticAlloca { size: 4 }, ptr), &[], &[]);
        let load_kind = InstKind::Load {
            ordered: false,
            atomic: false,
            align: 4,
            size: 4,
            safe_anywhere: true,
        };
        m.push(b, head(load_kind, i32_ty), &[Operand::Inst(private)], &[]);
        let callee = Operand::Const(m.add_const(ConstKind::Function));
        let call_kind = InstKind::Call {
            effects: CallEffects::UNKNOWN,
            intrinsic: 0,
            speculatable: false,
        };
        m.push(
            b,
            head(call_kind, void),
            &[Operand::Inst(escaped), callee],
            &[],
        );
        m.add_arg(Default::default());
        let _ = ConstId::new(0);
        Fixture {
            model: m.finish(),
            g1,
            g2,
            private: Operand::Inst(private),
            escaped: Operand::Inst(escaped),
            arg: Operand::Arg(0),
        }
    }

    fn at(base: Operand, offset: i64, size: u64) -> Location {
        Location {
            pointer: base,
            base: Some(PointerBase {
                base,
                offset: Some(offset),
            }),
            size: Some(size),
        }
    }

    #[test]
    fn distinct_globals_do_not_alias() {
        let f = fixture();
        let am = AliasModel::new(&f.model);
        assert!(!am.may_alias(&at(f.g1, 0, 4), &at(f.g2, 0, 4)));
        assert!(!am.may_alias(&at(f.g1, 0, 4), &at(f.private, 0, 4)));
    }

    #[test]
    fn disjoint_fields_of_one_object_do_not_alias_overlapping_ones_do() {
        let f = fixture();
        let am = AliasModel::new(&f.model);
        assert!(!am.may_alias(&at(f.g1, 0, 4), &at(f.g1, 4, 4)));
        assert!(am.may_alias(&at(f.g1, 0, 8), &at(f.g1, 4, 4)));
        let unknown_extent = Location {
            size: None,
            ..at(f.g1, 8, 4)
        };
        assert!(am.may_alias(&at(f.g1, 0, 4), &unknown_extent));
    }

    #[test]
    fn private_alloca_against_foreign_pointer_does_not_alias() {
        let f = fixture();
        let am = AliasModel::new(&f.model);
        assert!(am.is_private(f.private));
        assert!(!am.is_private(f.escaped));
        assert!(!am.may_alias(&at(f.private, 0, 4), &at(f.arg, 0, 4)));
        // An escaped alloca may be reached through the argument.
        assert!(am.may_alias(&at(f.escaped, 0, 4), &at(f.arg, 0, 4)));
    }

    /// The planners' question (writer, load) goes to the load's location: a store to one
    /// global writes a load of it, not one of another global; a store through an argument
    /// may write either.
    #[test]
    fn oracle_answers_for_the_load_s_location() {
        let mut m = ModelBuilder::new(1);
        let i32_ty = m.add_type(Some(4));
        let void = m.add_type(None);
        let global = |m: &mut ModelBuilder| {
            Operand::Const(m.add_const(ConstKind::GlobalVariable {
                size: Some(4),
                identified: true,
            }))
        };
        let (g1, g2) = (global(&mut m), global(&mut m));
        m.add_arg(Default::default());
        let arg = Operand::Arg(0);
        let b = Block::ENTRY;
        let base = |p: Operand| {
            Some(PointerBase {
                base: p,
                offset: Some(0),
            })
        };
        let load = InstKind::Load {
            ordered: false,
            atomic: false,
            align: 4,
            size: 4,
            safe_anywhere: true,
        };
        let store = InstKind::Store {
            ordered: false,
            atomic: false,
            align: 4,
            size: 4,
        };
        let seven = Operand::Const(m.add_const(ConstKind::Int(7)));
        let l1 = m.push(b, head(load, i32_ty), &[g1], &[]);
        m.set_pointer_bases(l1, &[base(g1)]);
        let l2 = m.push(b, head(load, i32_ty), &[g2], &[]);
        m.set_pointer_bases(l2, &[base(g2)]);
        let s1 = m.push(b, head(store, void), &[seven, g1], &[]);
        m.set_pointer_bases(s1, &[None, base(g1)]);
        let sa = m.push(b, head(store, void), &[seven, arg], &[]);
        m.set_pointer_bases(sa, &[None, base(arg)]);
        let model = m.finish();
        let am = AliasModel::new(&model);
        let oracle: &dyn MemoryOracle = &am;
        assert!(oracle.may_write(s1, l1));
        assert!(!oracle.may_write(s1, l2));
        assert!(oracle.may_write(sa, l1));
        assert!(oracle.may_write(sa, l2));
        // A load writes nothing.
        assert!(!oracle.may_write(l2, l1));
    }

    #[test]
    fn global_against_argument_may_alias() {
        let f = fixture();
        let am = AliasModel::new(&f.model);
        assert!(am.may_alias(&at(f.g1, 0, 4), &at(f.arg, 0, 4)));
    }

    /// Loads of every kind of location, then calls of every kind of effect:
    /// `%p` a private alloca, `%q` an alloca that escapes into a call, `@g`/`@h` globals,
    /// `arg0`/`arg1` pointer arguments.
    const CALLS: &str = "
        E: %p = alloca; %q = alloca; %lp = load %p; %lq = load %q; %lg = load @g; %lh = load @h; %la = load arg0; %lb = load arg1; %none = call.none @g; %read = call.read @g; %argg = call.argmem @g; %argq = call.argmem %q; %arga = call.argmem arg0; %inacc = call.inacc; %other = call.other @g; %unknown = call; ret
    ";

    const LOADS: [&str; 6] = ["lp", "lq", "lg", "lh", "la", "lb"];

    /// Which of [`LOADS`] the call `call` may write, by our rules through the oracle.
    fn written_by(f: &crate::fplicm::testing::TestFn, call: &str) -> Vec<&'static str> {
        let am = AliasModel::new(&f.model);
        let oracle: &dyn MemoryOracle = &am;
        LOADS
            .into_iter()
            .filter(|l| oracle.may_write(f.i(call), f.i(l)))
            .collect()
    }

    #[test]
    fn call_with_memory_none_or_read_writes_nothing() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert!(written_by(&f, "none").is_empty());
        assert!(written_by(&f, "read").is_empty());
    }

    /// `memory(argmem: readwrite)` through `@g`: `@g` itself and what an argument may point
    /// to, not another global nor an alloca (identified objects distinct from `@g`).
    #[test]
    fn argmem_call_through_a_global_writes_that_global_and_arguments_only() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert_eq!(written_by(&f, "argg"), ["lg", "la", "lb"]);
    }

    /// Through an escaped alloca: the alloca and the arguments (which may point into it
    /// once it escaped), not the globals nor the private alloca.
    #[test]
    fn argmem_call_through_an_escaped_alloca_writes_it_and_arguments() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert_eq!(written_by(&f, "argq"), ["lq", "la", "lb"]);
    }

    /// Through an argument: anything but the private alloca (rule 3).
    #[test]
    fn argmem_call_through_an_argument_writes_all_but_the_private_alloca() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert_eq!(written_by(&f, "arga"), ["lq", "lg", "lh", "la", "lb"]);
    }

    #[test]
    fn inaccessible_memory_only_call_writes_no_location_we_load() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert!(written_by(&f, "inacc").is_empty());
    }

    /// Writes to "other" memory reach every location but a private alloca, whatever the
    /// call's arguments; a call with unknown effects likewise.
    #[test]
    fn other_memory_writes_reach_all_but_the_private_alloca() {
        let f = crate::fplicm::testing::TestFn::parse(CALLS);
        assert_eq!(written_by(&f, "other"), ["lq", "lg", "lh", "la", "lb"]);
        assert_eq!(written_by(&f, "unknown"), ["lq", "lg", "lh", "la", "lb"]);
        let am = AliasModel::new(&f.model);
        assert!(am.is_private(Operand::Inst(f.i("p"))));
        assert!(!am.is_private(Operand::Inst(f.i("q"))));
    }

    /// An alloca whose GEP is passed to a call escapes: not private, so a call writing other
    /// memory, or one writing through an argument, may write it.
    #[test]
    fn alloca_escaping_through_a_gep_into_a_call_is_not_private() {
        let f = crate::fplicm::testing::TestFn::parse(
            "E: %a = alloca; %ga = gep %a 0; %la = load %a; %c = call.none %ga; %o = call.other @g; %w = call.argmem arg0; ret",
        );
        let am = AliasModel::new(&f.model);
        assert!(!am.is_private(Operand::Inst(f.i("a"))));
        let oracle: &dyn MemoryOracle = &am;
        assert!(!oracle.may_write(f.i("c"), f.i("la")));
        assert!(oracle.may_write(f.i("o"), f.i("la")));
        assert!(oracle.may_write(f.i("w"), f.i("la")));
    }

    /// An alloca accessed through a GEP (loaded from, stored to) stays private; storing the
    /// GEP's address somewhere is an escape.
    #[test]
    fn storing_an_alloca_s_gep_as_a_value_is_an_escape() {
        let kept = crate::fplicm::testing::TestFn::parse(
            "E: %a = alloca; %ga = gep %a 0; store 1 %ga; %la = load %ga; ret",
        );
        assert!(AliasModel::new(&kept.model).is_private(Operand::Inst(kept.i("a"))));
        let stored = crate::fplicm::testing::TestFn::parse(
            "E: %a = alloca; %ga = gep %a 0; store %ga @g; %la = load %ga; ret",
        );
        assert!(!AliasModel::new(&stored.model).is_private(Operand::Inst(stored.i("a"))));
    }

    /// `noalias` on an argument is LLVM's business (its alias analysis answers after ours):
    /// our rules do not use it, so a store through a `noalias` argument may still write a
    /// global, and a call writing through it may write the other argument.
    #[test]
    fn noalias_argument_is_not_used_by_our_rules() {
        let mut f = crate::fplicm::testing::TestFn::parse(
            "E: %lg = load @g; %lb = load arg1; store 1 arg0; %w = call.argmem arg0; ret",
        );
        f.model.args[0].noalias = true;
        let am = AliasModel::new(&f.model);
        let oracle: &dyn MemoryOracle = &am;
        let store = f.at("E", 2);
        assert!(oracle.may_write(store, f.i("lg")));
        assert!(oracle.may_write(store, f.i("lb")));
        assert!(oracle.may_write(f.i("w"), f.i("lg")));
        assert!(oracle.may_write(f.i("w"), f.i("lb")));
    }
}
