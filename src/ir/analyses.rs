//! LLVM's function analyses for the transforms (docs/fplicm-design.md §15): the
//! pipeline's alias analysis (`AAManager`) and the target's instruction costs
//! (`TargetIRAnalysis`), asked through the `FunctionAnalysisManager` the C++ pass wrapper
//! hands to `freqpath_pass_run`. The planners see them only through the narrow traits of
//! [`crate::fplicm::oracle`].
//!
//! A memory question is answered by our alias rules first, which are cheap and sound; only
//! where they cannot prove independence is LLVM asked, once per (writer, load) pair of the
//! model, lazily. Both answers are proofs, so "independent" is their union: a weaker AA
//! pipeline (`-aa-pipeline=` with fewer analyses) never loses a rewrite our rules allow.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ffi::c_void;

use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

use super::llvm_sys::prelude::LLVMValueRef;
use super::model::ExtractedModel;
use crate::edit::model::FunctionModel;
use crate::edit::model::Inst;
use crate::fplicm::alias::AliasModel;
use crate::fplicm::oracle::{InstCosts, MemoryOracle, TargetCosts};
use crate::graph::{Block, IndexVec};

extern "C" {
    fn freqpath_analyses_begin(fam: *mut c_void, function: LLVMValueRef) -> *mut c_void;
    fn freqpath_analyses_end(analyses: *mut c_void);
    fn freqpath_aa_may_write(
        analyses: *mut c_void,
        writer: LLVMValueRef,
        load: LLVMValueRef,
    ) -> i32;
    fn freqpath_same_aa_metadata(a: LLVMValueRef, b: LLVMValueRef) -> i32;
    fn freqpath_load_safe_in_preheader(
        analyses: *mut c_void,
        load: LLVMValueRef,
        header_inst: LLVMValueRef,
        block_insts: *const LLVMValueRef,
        num_blocks: usize,
    ) -> i32;
    fn freqpath_tti_costs(
        analyses: *mut c_void,
        inst: LLVMValueRef,
        latency: *mut i64,
        throughput: *mut i64,
    ) -> i32;
}

/// The analysis manager of one pass run on one function. LLVM computes a result the first
/// time it is asked for.
pub struct FunctionAnalyses {
    fam: *mut c_void,
    function: LLVMValueRef,
    /// The C++ side's state (null until the first question, or when it has none).
    state: Cell<*mut c_void>,
    begun: Cell<bool>,
}

impl FunctionAnalyses {
    /// The analyses of `function`; `None` without an analysis manager (`fam` null).
    ///
    /// # Safety
    /// `fam` is null or the `FunctionAnalysisManager` of the pass running on `function`, and
    /// outlives the result. Questions are only asked while `function`'s body is as it was
    /// when the pass started (a pass plans everything before it writes).
    pub unsafe fn new(fam: *mut c_void, function: FunctionValue<'_>) -> Option<FunctionAnalyses> {
        (!fam.is_null()).then(|| FunctionAnalyses {
            fam,
            function: function.as_value_ref(),
            state: Cell::new(std::ptr::null_mut()),
            begun: Cell::new(false),
        })
    }

    fn state(&self) -> *mut c_void {
        if !self.begun.replace(true) {
            // SAFETY: `new`'s contract: the manager and the function are live.
            self.state
                .set(unsafe { freqpath_analyses_begin(self.fam, self.function) });
        }
        self.state.get()
    }

    /// The oracle for a model of `function`, which must be the analysed function as it was
    /// when the pass started (ask before writing anything: LLVM's analyses describe that
    /// function, not one being edited). For any other function LLVM is asked nothing.
    pub fn oracle<'a>(
        &'a self,
        function: FunctionValue<'_>,
        model: &'a ExtractedModel,
    ) -> LlvmOracle<'a> {
        LlvmOracle {
            analyses: self,
            insts: &model.handles.insts,
            model: &model.model,
            same_function: function.as_value_ref() == self.function,
            rules: AliasModel::new(&model.model),
            answers: RefCell::new(HashMap::new()),
            asked: Cell::new(0),
            independent: Cell::new(0),
        }
    }
}

impl Drop for FunctionAnalyses {
    fn drop(&mut self) {
        let state = self.state.get();
        if !state.is_null() {
            // SAFETY: made by `freqpath_analyses_begin`, released once.
            unsafe { freqpath_analyses_end(state) }
        }
    }
}

/// LLVM's answers about one model: memory questions (our rules first, then the pipeline's
/// alias analysis, cached per pair) and the target's costs.
pub struct LlvmOracle<'a> {
    analyses: &'a FunctionAnalyses,
    /// The model's handles.
    insts: &'a IndexVec<Inst, LLVMValueRef>,
    /// The model (for one instruction of each block).
    model: &'a FunctionModel,
    /// Whether the model is of the analysed function (else LLVM is asked nothing).
    same_function: bool,
    rules: AliasModel<'a>,
    answers: RefCell<HashMap<(Inst, Inst), bool>>,
    /// Questions LLVM was asked, and how many it answered "independent".
    asked: Cell<u32>,
    independent: Cell<u32>,
}

impl LlvmOracle<'_> {
    /// The analysed function's instruction behind `i` (null when there is none).
    fn handle(&self, i: Inst) -> LLVMValueRef {
        if self.same_function {
            self.insts[i]
        } else {
            std::ptr::null_mut()
        }
    }
}

impl MemoryOracle for LlvmOracle<'_> {
    fn may_write(&self, writer: Inst, load: Inst) -> bool {
        if !MemoryOracle::may_write(&self.rules, writer, load) {
            return false;
        }
        if let Some(&answer) = self.answers.borrow().get(&(writer, load)) {
            return answer;
        }
        let (w, l) = (self.handle(writer), self.handle(load));
        let answer = w.is_null()
            || l.is_null()
            // SAFETY: both are instructions of the analysed function, unchanged so far; the
            // shim answers 1 without analyses.
            || unsafe { freqpath_aa_may_write(self.analyses.state(), w, l) != 0 };
        self.asked.set(self.asked.get() + 1);
        if !answer {
            self.independent.set(self.independent.get() + 1);
        }
        self.answers.borrow_mut().insert((writer, load), answer);
        answer
    }

    fn same_access(&self, a: Inst, b: Inst) -> bool {
        let (x, y) = (self.handle(a), self.handle(b));
        // SAFETY: null or instructions of the analysed function; the shim checks both.
        !x.is_null() && !y.is_null() && unsafe { freqpath_same_aa_metadata(x, y) != 0 }
    }

    fn load_safe_in_preheader(&self, load: Inst, header: Block, blocks: &[Block]) -> bool {
        let first = |b: Block| {
            self.model
                .block(b)
                .first()
                .map_or(std::ptr::null_mut(), |&i| self.handle(i))
        };
        let l = self.handle(load);
        let h = first(header);
        let insts: Vec<LLVMValueRef> = blocks.iter().map(|&b| first(b)).collect();
        if l.is_null() || h.is_null() || insts.iter().any(|p| p.is_null()) {
            return false;
        }
        // SAFETY: instructions of the analysed function, unchanged so far; `insts` holds
        // `insts.len()` of them. The shim checks they belong to the function.
        unsafe {
            freqpath_load_safe_in_preheader(
                self.analyses.state(),
                l,
                h,
                insts.as_ptr(),
                insts.len(),
            ) != 0
        }
    }
}

impl TargetCosts for LlvmOracle<'_> {
    fn costs(&self, i: Inst) -> Option<InstCosts> {
        let h = self.handle(i);
        if h.is_null() {
            return None;
        }
        let (mut latency, mut recip_throughput) = (0i64, 0i64);
        // SAFETY: `h` is an instruction of the analysed function; the outputs are writable.
        let ok = unsafe {
            freqpath_tti_costs(
                self.analyses.state(),
                h,
                &mut latency,
                &mut recip_throughput,
            ) != 0
        };
        ok.then_some(InstCosts {
            latency,
            recip_throughput,
        })
    }
}

impl Drop for LlvmOracle<'_> {
    fn drop(&mut self) {
        if self.asked.get() > 0 {
            log::debug!(
                "memory questions our rules left open: {}, proved independent by LLVM's alias analysis: {}",
                self.asked.get(),
                self.independent.get()
            );
        }
    }
}
