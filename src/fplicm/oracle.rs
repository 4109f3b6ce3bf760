//! The questions the FPLICM planners (and the dataflow validator) ask about memory and the
//! target, as narrow traits: a pass answers them with LLVM's analyses through the analysis
//! manager (`ir::analyses`), pure unit tests with our own rules ([`super::alias::AliasModel`],
//! [`NoTarget`]).

use crate::edit::model::Inst;
use crate::graph::Block;

/// Memory dependence between instructions of the function being planned.
pub trait MemoryOracle {
    /// Whether instruction `writer` may modify the memory the load `load` reads (the whole
    /// access, as that load makes it). `false` must be a proof; anything in doubt is `true`.
    fn may_write(&self, writer: Inst, load: Inst) -> bool;

    /// Whether loads `a` and `b`, which compute one address and have one type, are the same
    /// question: every write `may_write` to one iff to the other. Our rules look at nothing
    /// else (the default); LLVM's alias analysis also reads the loads' alias metadata.
    fn same_access(&self, _a: Inst, _b: Inst) -> bool {
        true
    }

    /// Whether load `load` of the loop with header `header` and blocks `blocks` (our natural
    /// loop), copied with its own address, may run at the end of the loop's dedicated
    /// preheader and anywhere in the loop without faulting where the original does not
    /// (guaranteed execution, docs/fplicm-design.md §3 (c)): its address is computed before
    /// the loop (or by a GEP in it over such values), it runs on the first iteration whenever
    /// the header does, and nothing in the loop may free memory or synchronise with a thread
    /// that could. `true` must be a proof. Our rules prove nothing of the kind (the default);
    /// LLVM's `isGuaranteedToExecute` does.
    fn load_safe_in_preheader(&self, _load: Inst, _header: Block, _blocks: &[Block]) -> bool {
        false
    }
}

/// The target's cost of one instruction, in the target's units (LLVM's `InstructionCost`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstCosts {
    /// `TCK_Latency`: cycles until the result is available.
    pub latency: i64,
    /// `TCK_RecipThroughput`: cycles per instruction when many run independently.
    pub recip_throughput: i64,
}

/// The target's instruction costs. Not yet used by any decision: the cost filter still
/// counts expensive operations (docs/fplicm-design.md §7.2).
pub trait TargetCosts {
    /// The costs of instruction `i`; `None` without a target model or when the target has no
    /// valid cost for it.
    fn costs(&self, i: Inst) -> Option<InstCosts>;
}

/// No target model (unit tests): every cost unknown.
pub struct NoTarget;

impl TargetCosts for NoTarget {
    fn costs(&self, _: Inst) -> Option<InstCosts> {
        None
    }
}
