//! Applying an edit plan, all or nothing, in place. The plan is checked first; then every
//! edit is written directly into the function through an undo log ([`EditLog`], C++ side in
//! `edit_log.cc`): each change records its inverse, erased instructions and blocks wait in a
//! graveyard. Under validation (and in debug builds) the function must then pass LLVM's
//! verifier and have exactly the CFG the plan predicts. Only then is the log committed (the
//! graveyard deleted). Any failure before that — a check, an edit that does not fit, the
//! verifier, the prediction, or a panic unwinding through [`EditLog`] — replays the log
//! backwards and leaves the function exactly as it was, use-list order included. The cost
//! of a write is that of its edits, not of the function.

use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void};
use std::fmt;

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::cfg::FunctionCfg;
use super::llvm_sys::core::*;
use super::llvm_sys::prelude::*;
use super::llvm_sys::LLVMValueKind;
use super::model::ExtractedModel;
use super::opcode::{llvm_int_predicate, llvm_opcode};
use super::write::maybe_fault;
use crate::edit::model::{Inst, Operand};
use crate::edit::plan::{
    BlockRef, Edit, EditPlan, InsertPoint, InstRef, NewBlock, NewInst, NewOp, ValueRef,
};
use crate::edit::target::TargetFunction;
use crate::graph::{Block, BlockMap, IndexVec};

extern "C" {
    fn freqpath_log_begin(function: LLVMValueRef) -> *mut c_void;
    fn freqpath_log_set_operand(
        log: *mut c_void,
        user: LLVMValueRef,
        index: u32,
        value: LLVMValueRef,
    );
    fn freqpath_log_set_successor(
        log: *mut c_void,
        terminator: LLVMValueRef,
        index: u32,
        block: LLVMBasicBlockRef,
    ) -> c_int;
    fn freqpath_log_replace_all_uses(log: *mut c_void, of: LLVMValueRef, with: LLVMValueRef);
    fn freqpath_log_set_incoming_block(
        log: *mut c_void,
        phi: LLVMValueRef,
        index: u32,
        block: LLVMBasicBlockRef,
    );
    fn freqpath_log_add_incoming(
        log: *mut c_void,
        phi: LLVMValueRef,
        value: LLVMValueRef,
        block: LLVMBasicBlockRef,
    );
    fn freqpath_log_remove_incoming(
        log: *mut c_void,
        phi: LLVMValueRef,
        block: LLVMBasicBlockRef,
    ) -> c_int;
    fn freqpath_log_created_inst(log: *mut c_void, inst: LLVMValueRef);
    fn freqpath_log_create_block(
        log: *mut c_void,
        name: *const c_char,
        name_len: usize,
        after: LLVMBasicBlockRef,
    ) -> LLVMBasicBlockRef;
    fn freqpath_log_erase_inst(log: *mut c_void, inst: LLVMValueRef, verifying: c_int) -> c_int;
    fn freqpath_log_erase_block(
        log: *mut c_void,
        block: LLVMBasicBlockRef,
        verifying: c_int,
    ) -> c_int;
    fn freqpath_log_verify(log: *mut c_void, message: *mut c_char, capacity: usize) -> c_int;
    fn freqpath_log_rollback(log: *mut c_void);
    fn freqpath_log_len(log: *mut c_void) -> usize;
    fn freqpath_log_reserve(log: *mut c_void, steps: usize);
    fn freqpath_log_rollback_to(log: *mut c_void, len: usize);
    fn freqpath_log_commit(log: *mut c_void);
    fn freqpath_drop_poison_generating(inst: LLVMValueRef);
    fn freqpath_build_ptrtoint(
        builder: LLVMBuilderRef,
        value: LLVMValueRef,
        ty: LLVMTypeRef,
        name: *const c_char,
    ) -> LLVMValueRef;
}

thread_local! {
    /// Fault injection for tests (`debug-fail-write=K`): the writer stops with an error
    /// after its K-th edit of every plan, which must roll the function back exactly.
    static FAIL_AFTER_EDIT: Cell<usize> = const { Cell::new(0) };
}

/// While alive, every plan written stops with an error after edit `k` (1-based).
pub struct FailAfterEdit(());

impl FailAfterEdit {
    pub fn arm(k: usize) -> FailAfterEdit {
        FAIL_AFTER_EDIT.with(|f| f.set(k));
        FailAfterEdit(())
    }
}

impl Drop for FailAfterEdit {
    fn drop(&mut self) {
        FAIL_AFTER_EDIT.with(|f| f.set(0));
    }
}

/// Why a plan was not applied (the function is unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApplyError(pub String);

impl fmt::Display for ApplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The undo log of one function being edited in place. Dropped without
/// [`EditLog::commit`], it undoes every recorded edit, newest first.
pub struct EditLog {
    raw: *mut c_void,
    function: LLVMValueRef,
    ended: bool,
}

impl EditLog {
    /// Starts recording edits of `function`.
    pub fn begin(function: FunctionValue<'_>) -> EditLog {
        // SAFETY: `function` is the live function the pass runs on.
        let raw = unsafe { freqpath_log_begin(function.as_value_ref()) };
        EditLog {
            raw,
            function: function.as_value_ref(),
            ended: false,
        }
    }

    /// LLVM's verifier on the function as edited so far.
    pub fn verify(&self) -> Result<(), String> {
        let mut message = vec![0u8; 512];
        // SAFETY: the function is live; the buffer is writable for its length.
        let ok = unsafe {
            freqpath_log_verify(self.raw, message.as_mut_ptr() as *mut c_char, message.len())
        };
        if ok != 0 {
            return Ok(());
        }
        let end = message
            .iter()
            .position(|&c| c == 0)
            .unwrap_or(message.len());
        let text = String::from_utf8_lossy(&message[..end]);
        Err(text.lines().next().unwrap_or("invalid IR").to_string())
    }

    /// Keeps the edits and deletes what they erased.
    pub fn commit(mut self) {
        self.ended = true;
        // SAFETY: the log is live and ends here.
        unsafe { freqpath_log_commit(self.raw) }
    }
}

impl Drop for EditLog {
    fn drop(&mut self) {
        if !self.ended {
            // SAFETY: the log is live; every handle it recorded belongs to the function.
            unsafe { freqpath_log_rollback(self.raw) }
        }
    }
}

/// What applying a plan did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    pub new_blocks: usize,
    pub new_insts: usize,
    pub edits: usize,
}

/// Handles of the function being written, by plan id.
struct Handles<'a> {
    blocks: &'a BlockMap<LLVMBasicBlockRef>,
    insts: &'a IndexVec<Inst, LLVMValueRef>,
    new_blocks: IndexVec<NewBlock, LLVMBasicBlockRef>,
    new_insts: IndexVec<NewInst, LLVMValueRef>,
    model: &'a ExtractedModel,
    function: LLVMValueRef,
}

impl Handles<'_> {
    fn block(&self, r: BlockRef) -> LLVMBasicBlockRef {
        match r {
            BlockRef::Old(b) => self.blocks[b],
            BlockRef::New(n) => self.new_blocks[n],
        }
    }

    fn inst(&self, r: InstRef) -> LLVMValueRef {
        match r {
            InstRef::Old(i) => self.insts[i],
            InstRef::New(n) => self.new_insts[n],
        }
    }

    /// # Safety
    /// The function is live; `v` passed the plan check (no opaque values).
    unsafe fn value(&self, v: ValueRef) -> LLVMValueRef {
        match v {
            ValueRef::Old(Operand::Inst(i)) => self.insts[i],
            ValueRef::Old(Operand::Arg(a)) => LLVMGetParam(self.function, a),
            ValueRef::Old(Operand::Const(c)) => self.model.handles.consts[c],
            ValueRef::Old(Operand::Block(b)) => LLVMBasicBlockAsValue(self.blocks[b]),
            ValueRef::Old(Operand::Opaque(k)) => self.model.handles.opaque[k as usize],
            ValueRef::New(n) => self.new_insts[n],
            ValueRef::NewBlock(n) => LLVMBasicBlockAsValue(self.new_blocks[n]),
            ValueRef::ConstInt { ty, value } => {
                LLVMConstInt(self.model.handles.types[ty], value as u64, 1)
            }
        }
    }

    /// Positions `builder` at `at`.
    unsafe fn position(&self, builder: LLVMBuilderRef, at: InsertPoint) {
        match at {
            InsertPoint::Before(i) => LLVMPositionBuilderBefore(builder, self.inst(i)),
            InsertPoint::After(i) => {
                let next = LLVMGetNextInstruction(self.inst(i));
                if next.is_null() {
                    LLVMPositionBuilderAtEnd(builder, LLVMGetInstructionParent(self.inst(i)));
                } else {
                    LLVMPositionBuilderBefore(builder, next);
                }
            }
            InsertPoint::BlockEnd(b) => {
                let bb = self.block(b);
                let term = LLVMGetBasicBlockTerminator(bb);
                if term.is_null() {
                    LLVMPositionBuilderAtEnd(builder, bb);
                } else {
                    LLVMPositionBuilderBefore(builder, term);
                }
            }
            InsertPoint::AfterPhis(b) => {
                let bb = self.block(b);
                let mut inst = LLVMGetFirstInstruction(bb);
                while !inst.is_null() && !LLVMIsAPHINode(inst).is_null() {
                    inst = LLVMGetNextInstruction(inst);
                }
                if inst.is_null() {
                    LLVMPositionBuilderAtEnd(builder, bb);
                } else {
                    LLVMPositionBuilderBefore(builder, inst);
                }
            }
        }
    }
}

/// Applies `plan` (made for `graph` and `model`) to `function`, all or nothing. `checked`:
/// also run LLVM's verifier and compare the CFG read back with the plan's prediction before
/// committing (always in debug builds).
pub fn apply_plan(
    function: FunctionValue<'_>,
    graph: &FunctionCfg,
    model: &ExtractedModel,
    plan: &EditPlan,
    checked: bool,
) -> Result<Applied, ApplyError> {
    let mut write = FunctionWrite::begin(function, checked);
    let applied = write.apply(graph, model, plan)?;
    write.commit();
    Ok(applied)
}

/// Whether `FREQPATH_CHECK_WRITES` (set to anything but `0`) asks for every write to be
/// verified and read back, as the lit suite does (debug builds always check).
pub fn checks_forced() -> bool {
    if cfg!(debug_assertions) {
        return true;
    }
    static FORCED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FORCED.get_or_init(|| std::env::var_os("FREQPATH_CHECK_WRITES").is_some_and(|v| v != "0"))
}

/// Several plans written into one function in sequence, kept or undone together: each plan
/// is made on the function as the previous ones left it (extract again between them), and
/// nothing is final before [`FunctionWrite::commit`]. Dropped without it, the function is
/// restored as it was before the first plan.
pub struct FunctionWrite<'f> {
    log: EditLog,
    function: FunctionValue<'f>,
    checked: bool,
}

impl<'f> FunctionWrite<'f> {
    /// `checked`: verify every plan's result and compare its CFG with the prediction.
    pub fn begin(function: FunctionValue<'f>, checked: bool) -> FunctionWrite<'f> {
        FunctionWrite {
            log: EditLog::begin(function),
            function,
            checked: checked || cfg!(debug_assertions) || checks_forced(),
        }
    }

    /// Writes one plan; on failure only this plan is undone (earlier ones stay pending).
    pub fn apply(
        &mut self,
        graph: &FunctionCfg,
        model: &ExtractedModel,
        plan: &EditPlan,
    ) -> Result<Applied, ApplyError> {
        self.apply_with(graph, model, plan, None)
    }

    /// [`FunctionWrite::apply`], with the plan's meaning already computed (`apply_to`, as
    /// the validator did) for the check to compare with. `known` must be
    /// `plan.apply_to(&graph.cfg, &model.model)`: `apply_to` computes it only for a plan
    /// that passes `EditPlan::check` on that CFG and model, so the writer does not check
    /// the plan a second time.
    pub fn apply_with(
        &mut self,
        graph: &FunctionCfg,
        model: &ExtractedModel,
        plan: &EditPlan,
        known: Option<&TargetFunction>,
    ) -> Result<Applied, ApplyError> {
        if plan.is_empty() {
            return Ok(Applied::default());
        }
        if known.is_none() {
            plan.check(&graph.cfg, &model.model)
                .map_err(|e| ApplyError(format!("malformed edit plan: {e}")))?;
        }
        // SAFETY: the log is live.
        let mark = unsafe { freqpath_log_len(self.log.raw) };
        let outcome = self.write_checked(graph, model, plan, known);
        if outcome.is_err() {
            // SAFETY: the log is live; `mark` is one of its earlier lengths.
            unsafe { freqpath_log_rollback_to(self.log.raw, mark) };
        }
        outcome
    }

    fn write_checked(
        &self,
        graph: &FunctionCfg,
        model: &ExtractedModel,
        plan: &EditPlan,
        known: Option<&TargetFunction>,
    ) -> Result<Applied, ApplyError> {
        // SAFETY: every handle belongs to the live function; the checked plan only names
        // blocks, edges and instructions that exist.
        let written = unsafe { write_plan(&self.log, graph, model, plan, self.checked)? };
        if self.checked {
            self.log
                .verify()
                .map_err(|e| ApplyError(format!("rewritten function fails the verifier: {e}")))?;
            let computed;
            let target = match known {
                Some(t) => t,
                None => {
                    computed = plan
                        .apply_to(&graph.cfg, &model.model)
                        .map_err(|e| ApplyError(format!("the plan has no meaning: {e}")))?;
                    &computed
                }
            };
            // SAFETY: the function and every handle are live (nothing deleted before commit).
            unsafe {
                read_back_equals(self.function.as_value_ref(), graph, model, &written, target)
            }
            .map_err(|e| {
                ApplyError(format!("the rewritten function differs from the plan: {e}"))
            })?;
        }
        Ok(Applied {
            new_blocks: plan.new_blocks.len(),
            new_insts: plan.num_new_insts(),
            edits: plan.edits.len(),
        })
    }

    /// Keeps every plan written and deletes what they erased.
    pub fn commit(self) {
        self.log.commit();
    }
}

/// Writes every edit through `log`.
unsafe fn write_plan(
    log: &EditLog,
    graph: &FunctionCfg,
    model: &ExtractedModel,
    plan: &EditPlan,
    verifying: bool,
) -> Result<Written, ApplyError> {
    let raw = log.raw;
    let function = log.function;
    let ctx = LLVMGetTypeContext(LLVMTypeOf(function));
    if model.handles.insts.len() != model.model.insts.len() {
        return Err(ApplyError("the handles do not match the model".into()));
    }
    let mut h = Handles {
        blocks: &graph.blocks,
        insts: &model.handles.insts,
        new_blocks: IndexVec::with_capacity(plan.new_blocks.len()),
        new_insts: IndexVec::with_capacity(plan.num_new_insts()),
        model,
        function,
    };
    // Most edits are one step; new blocks and erasures a few more.
    freqpath_log_reserve(raw, 2 * (plan.edits.len() + plan.new_blocks.len()));
    let fail_after = FAIL_AFTER_EDIT.with(|f| f.get());
    let mut written = 0usize;
    let mut step = |what: &str| -> Result<(), ApplyError> {
        written += 1;
        if written == 1 {
            maybe_fault();
        }
        if fail_after != 0 && written == fail_after {
            return Err(ApplyError(format!(
                "debug-fail-write: stopped after edit {written} ({what})"
            )));
        }
        Ok(())
    };
    // New blocks are created in plan order, each as late as possible: right before the first
    // edit that names it (a split edge's block, then its branch, while the block is still in
    // cache; creating a million blocks first and coming back to each one later cost a cache
    // miss per block). The layout and the names are those of creating every block first:
    // each block still goes right after `after` in creation order, no edit before it moves
    // blocks, and any edit other than the three below, which may name an instruction (names
    // share the function's symbol table, so their order decides LLVM's uniquing suffixes),
    // first creates every block left.
    let create_through = |n: usize,
                          h: &mut Handles<'_>,
                          step: &mut dyn FnMut(&str) -> Result<(), ApplyError>|
     -> Result<(), ApplyError> {
        while h.new_blocks.len() < n {
            let spec = &plan.new_blocks[NewBlock::new(h.new_blocks.len())];
            let after = h.block(spec.after);
            // Passed with its length: no NUL-terminated copy per block.
            let name = &spec.name;
            let nb =
                freqpath_log_create_block(raw, name.as_ptr() as *const c_char, name.len(), after);
            h.new_blocks.push(nb);
            step("new block")?;
        }
        Ok(())
    };
    let end = |r: BlockRef| match r {
        BlockRef::Old(_) => 0,
        BlockRef::New(n) => n.index() + 1,
    };
    let builder = Builder(LLVMCreateBuilderInContext(ctx));
    let mut erase = Vec::new();
    let mut erase_blocks = Vec::new();
    for edit in plan.edits.iter() {
        let needed = match edit {
            Edit::SetSuccessor { target, .. } => end(*target),
            Edit::SetIncomingBlock { block, .. } => end(*block),
            Edit::Branch { block, target, .. } => (block.index() + 1).max(end(*target)),
            _ => plan.new_blocks.len(),
        };
        create_through(needed, &mut h, &mut step)?;
        match edit {
            Edit::SetSuccessor { edge, target } => {
                let ends = graph.cfg.edge(*edge);
                let term = LLVMGetBasicBlockTerminator(h.blocks[ends.src]);
                if freqpath_log_set_successor(raw, term, ends.succ_index, h.block(*target)) == 0 {
                    return Err(ApplyError(format!("{edge:?} has no successor slot")));
                }
            }
            Edit::SetIncomingBlock { phi, index, block } => {
                freqpath_log_set_incoming_block(raw, h.insts[*phi], *index, h.block(*block));
            }
            Edit::Branch {
                block,
                target,
                debug_location_of,
            } => {
                LLVMPositionBuilderAtEnd(builder.0, h.new_blocks[*block]);
                let br = LLVMBuildBr(builder.0, h.block(*target));
                freqpath_log_created_inst(raw, br);
                if let Some(src) = debug_location_of {
                    let term = LLVMGetBasicBlockTerminator(h.blocks[*src]);
                    let loc = super::llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(term);
                    if !loc.is_null() {
                        super::llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(br, loc);
                    }
                }
            }
            Edit::Create { id, op, at, name } => {
                let created = create(&h, builder.0, op, *at, name)?;
                freqpath_log_created_inst(raw, created);
                debug_assert_eq!(h.new_insts.next_index(), *id);
                h.new_insts.push(created);
            }
            Edit::AddIncoming { phi, value, block } => {
                freqpath_log_add_incoming(raw, h.inst(*phi), h.value(*value), h.block(*block));
            }
            Edit::RemoveIncoming { phi, block } => {
                if freqpath_log_remove_incoming(raw, h.insts[*phi], h.block(*block)) == 0 {
                    return Err(ApplyError(format!(
                        "{phi:?} has no incoming from {block:?}"
                    )));
                }
            }
            Edit::ReplaceAllUses { of, with } => {
                freqpath_log_replace_all_uses(raw, h.inst(*of), h.value(*with));
            }
            Edit::SetOperand { user, index, value } => {
                let u = h.inst(*user);
                if *index >= LLVMGetNumOperands(u).max(0) as u32 {
                    return Err(ApplyError(format!("{user:?} has no operand {index}")));
                }
                freqpath_log_set_operand(raw, u, *index, h.value(*value));
            }
            Edit::Erase { inst } => erase.push(*inst),
            Edit::EraseBlock { block } => erase_blocks.push(*block),
        }
        step(edit_kind(edit))?;
    }
    drop(builder);
    create_through(plan.new_blocks.len(), &mut h, &mut step)?;
    // Deletions last: instructions first (each must be unused by then), then blocks.
    let verifying = verifying as c_int;
    for &i in &erase {
        if freqpath_log_erase_inst(raw, h.insts[i], verifying) == 0 {
            return Err(ApplyError(format!("{i:?} is still used when erased")));
        }
        step("erase")?;
    }
    for &b in &erase_blocks {
        if freqpath_log_erase_block(raw, h.blocks[b], verifying) == 0 {
            return Err(ApplyError(format!(
                "{b:?} is still branched to or used when erased"
            )));
        }
        step("erase block")?;
    }
    Ok(Written {
        new_blocks: h.new_blocks,
        new_insts: h.new_insts,
    })
}

/// The handles of what a plan created.
struct Written {
    new_blocks: IndexVec<NewBlock, LLVMBasicBlockRef>,
    new_insts: IndexVec<NewInst, LLVMValueRef>,
}

/// Reads the rewritten function back and requires it to be `target`, the plan's meaning
/// ([`EditPlan::apply_to`]): the same blocks in the same layout, and in each block the same
/// instructions (the plan's, by handle) with the same opcodes, operands (by handle: a
/// terminator's blocks are its successors) and phi incoming blocks. Read straight through
/// LLVM-C, without building a model. Operands that wrap metadata are not compared (debug
/// users point elsewhere while the verifier runs).
///
/// # Safety
/// `function` and every handle in `model` and `written` are live.
unsafe fn read_back_equals(
    function: LLVMValueRef,
    graph: &FunctionCfg,
    model: &ExtractedModel,
    written: &Written,
    target: &TargetFunction,
) -> Result<(), String> {
    let block_handle = |r: BlockRef| match r {
        BlockRef::Old(b) => graph.blocks[b],
        BlockRef::New(n) => written.new_blocks[n],
    };
    let expected = |v: ValueRef| -> LLVMValueRef {
        match v {
            ValueRef::Old(Operand::Inst(i)) => model.handles.insts[i],
            ValueRef::Old(Operand::Arg(a)) => LLVMGetParam(function, a),
            ValueRef::Old(Operand::Const(c)) => model.handles.consts[c],
            ValueRef::Old(Operand::Block(b)) => LLVMBasicBlockAsValue(graph.blocks[b]),
            ValueRef::Old(Operand::Opaque(k)) => model.handles.opaque[k as usize],
            ValueRef::New(n) => written.new_insts[n],
            ValueRef::NewBlock(n) => LLVMBasicBlockAsValue(written.new_blocks[n]),
            ValueRef::ConstInt { ty, value } => {
                LLVMConstInt(model.handles.types[ty], value as u64, 1)
            }
        }
    };
    let mut bb = LLVMGetFirstBasicBlock(function);
    for (t, &r) in target.layout.iter().enumerate() {
        if bb.is_null() {
            return Err(format!(
                "{t} blocks, the plan makes {}",
                target.layout.len()
            ));
        }
        if bb != block_handle(r) {
            return Err(format!("block {t} of the layout is not {r:?}"));
        }
        let mut inst = LLVMGetFirstInstruction(bb);
        for &ti in target.block(Block::new(t)) {
            let data = &target.insts[ti];
            if inst.is_null() {
                return Err(format!("{r:?} ends before {ti:?} ({:?})", data.id));
            }
            let named = match data.id {
                Some(InstRef::Old(o)) => Some(model.handles.insts[o]),
                Some(InstRef::New(n)) => Some(written.new_insts[n]),
                None => None,
            };
            if named.is_some_and(|h| h != inst) {
                return Err(format!("{ti:?} is not {:?}", data.id));
            }
            if super::opcode::opcode(LLVMGetInstructionOpcode(inst)) != data.opcode {
                return Err(format!("{ti:?} ({:?}) has another opcode", data.id));
            }
            let want = target.operands(ti);
            if LLVMGetNumOperands(inst).max(0) as usize != want.len() {
                return Err(format!("{ti:?} ({:?}) has other operands", data.id));
            }
            for (k, &w) in want.iter().enumerate() {
                let (w, g) = (expected(w), LLVMGetOperand(inst, k as u32));
                if w != g && LLVMGetValueKind(w) != LLVMValueKind::LLVMMetadataAsValueValueKind {
                    return Err(format!("operand {k} of {ti:?} ({:?}) differs", data.id));
                }
            }
            let incoming = target.incoming(ti);
            if !incoming.is_empty() || !LLVMIsAPHINode(inst).is_null() {
                if LLVMCountIncoming(inst) as usize != incoming.len() {
                    return Err(format!("phi {ti:?} ({:?}) has other entries", data.id));
                }
                for (k, &b) in incoming.iter().enumerate() {
                    if LLVMGetIncomingBlock(inst, k as u32)
                        != block_handle(target.layout[b.index()])
                    {
                        return Err(format!("phi {ti:?} ({:?}): entry {k} differs", data.id));
                    }
                }
            }
            inst = LLVMGetNextInstruction(inst);
        }
        if !inst.is_null() {
            return Err(format!("{r:?} has more instructions than the plan makes"));
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    if !bb.is_null() {
        return Err(format!(
            "more blocks than the plan's {}",
            target.layout.len()
        ));
    }
    Ok(())
}

fn edit_kind(edit: &Edit) -> &'static str {
    match edit {
        Edit::SetSuccessor { .. } => "set successor",
        Edit::SetIncomingBlock { .. } => "set incoming block",
        Edit::Branch { .. } => "branch",
        Edit::Create { .. } => "create",
        Edit::AddIncoming { .. } => "add incoming",
        Edit::RemoveIncoming { .. } => "remove incoming",
        Edit::ReplaceAllUses { .. } => "replace all uses",
        Edit::SetOperand { .. } => "set operand",
        Edit::Erase { .. } => "erase",
        Edit::EraseBlock { .. } => "erase block",
    }
}

/// A builder disposed on every exit path.
struct Builder(LLVMBuilderRef);

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: the builder was created by LLVMCreateBuilderInContext and is not used after.
        unsafe { LLVMDisposeBuilder(self.0) }
    }
}

/// Creates one new instruction.
unsafe fn create(
    h: &Handles<'_>,
    builder: LLVMBuilderRef,
    op: &NewOp,
    at: InsertPoint,
    name: &[u8],
) -> Result<LLVMValueRef, ApplyError> {
    let cname = std::ffi::CString::new(name.to_vec()).unwrap_or_default();
    let n = cname.as_ptr();
    let types = &h.model.handles.types;
    if let NewOp::Alloca { ty, align } = op {
        // Static allocas go at the top of the entry block.
        let entry = LLVMGetEntryBasicBlock(h.function);
        let first = LLVMGetFirstInstruction(entry);
        LLVMPositionBuilderBefore(builder, first);
        let a = LLVMBuildAlloca(builder, types[*ty], n);
        if *align > 0 {
            LLVMSetAlignment(a, *align);
        }
        return Ok(a);
    }
    h.position(builder, at);
    let v = match op {
        NewOp::Clone {
            source,
            remap,
            drop_poison_flags,
        } => {
            let original = h.insts[*source];
            let c = LLVMInstructionClone(original);
            for k in 0..LLVMGetNumOperands(c).max(0) as u32 {
                let operand = LLVMGetOperand(c, k);
                for &(from, to) in remap {
                    if h.value(from) == operand {
                        LLVMSetOperand(c, k, h.value(to));
                        break;
                    }
                }
            }
            if *drop_poison_flags {
                freqpath_drop_poison_generating(c);
            }
            LLVMInsertIntoBuilderWithName(builder, c, n);
            c
        }
        NewOp::Phi { ty, incoming } => {
            let phi = LLVMBuildPhi(builder, types[*ty], n);
            for &(v, b) in incoming {
                let mut v = h.value(v);
                let mut b = h.block(b);
                LLVMAddIncoming(phi, &mut v, &mut b, 1);
            }
            phi
        }
        NewOp::Load { ty, ptr, align } => {
            let l = LLVMBuildLoad2(builder, types[*ty], h.value(*ptr), n);
            if *align > 0 {
                LLVMSetAlignment(l, *align);
            }
            l
        }
        NewOp::Store { value, ptr, align } => {
            let st = LLVMBuildStore(builder, h.value(*value), h.value(*ptr));
            if *align > 0 {
                LLVMSetAlignment(st, *align);
            }
            st
        }
        NewOp::Alloca { .. } => unreachable!("handled above"),
        NewOp::Freeze(v) => LLVMBuildFreeze(builder, h.value(*v), n),
        NewOp::PtrToInt { value, ty } => {
            freqpath_build_ptrtoint(builder, h.value(*value), types[*ty], n)
        }
        NewOp::ICmp {
            predicate,
            lhs,
            rhs,
        } => {
            let pred = llvm_int_predicate(*predicate);
            LLVMBuildICmp(builder, pred, h.value(*lhs), h.value(*rhs), n)
        }
        NewOp::Select {
            condition,
            then,
            otherwise,
        } => LLVMBuildSelect(
            builder,
            h.value(*condition),
            h.value(*then),
            h.value(*otherwise),
            n,
        ),
        NewOp::Binary { opcode, lhs, rhs } => {
            use crate::edit::opcode::Opcode;
            if !matches!(
                opcode,
                Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor
            ) {
                return Err(ApplyError(format!("bad binary opcode {opcode:?}")));
            }
            LLVMBuildBinOp(
                builder,
                llvm_opcode(*opcode),
                h.value(*lhs),
                h.value(*rhs),
                n,
            )
        }
    };
    Ok(v)
}
