//! The graph structures the cascade reads for one function — dominator and post-dominator
//! trees, the cycle forest, LoopInfo and BPI's SCC numbering — built once, in one place, for
//! every printer and for the annotation pass.

use super::facts::UnlikelyScope;
use super::loops::{CycleLoops, LegacyLoops};
use super::scc_info::SccInfo;
use crate::graph::cycles::CycleForest;
use crate::graph::dominators::DominatorTree;
use crate::graph::natural_loops::LoopInfo;
use crate::graph::post_dominators::PostDominatorTree;
use crate::graph::{Block, BlockMap, Cfg};

/// Which loop models a caller needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Models {
    /// The cycle forest ([`CycleLoops`]).
    pub cycles: bool,
    /// LLVM 16's LoopInfo + SCCs ([`LegacyLoops`]).
    pub legacy: bool,
}

/// What LLVM 16's model is built from.
pub struct LegacyParts {
    pub loops: LoopInfo,
    pub sccs: SccInfo,
}

/// The structures of one function.
pub struct Structures {
    pub dt: DominatorTree,
    pub pdt: PostDominatorTree,
    pub forest: Option<CycleForest>,
    pub legacy: Option<LegacyParts>,
}

impl Structures {
    /// Builds the trees and the requested loop structures. `addresses` are the blocks'
    /// addresses in memory: LLVM iterates BPI's `SccInfo` maps in pointer-hash order, and
    /// real addresses reproduce it.
    pub fn compute(cfg: &Cfg, addresses: &BlockMap<u64>, models: Models) -> Structures {
        let dt = DominatorTree::with_cfg(cfg);
        let pdt = PostDominatorTree::with_cfg(cfg);
        let forest = models.cycles.then(|| CycleForest::with_cfg(cfg));
        let legacy = models.legacy.then(|| LegacyParts {
            loops: LoopInfo::compute(cfg, &dt),
            sccs: SccInfo::compute_with_addresses(cfg, addresses),
        });
        Structures {
            dt,
            pdt,
            forest,
            legacy,
        }
    }

    /// The cycle-forest loop model, if built.
    pub fn cycles<'a>(&'a self, cfg: &'a Cfg) -> Option<CycleLoops<'a>> {
        self.forest.as_ref().map(|f| CycleLoops::new(cfg, f))
    }

    /// LLVM 16's loop model, if built.
    pub fn legacy<'a>(&'a self, cfg: &'a Cfg) -> Option<LegacyLoops<'a>> {
        self.legacy
            .as_ref()
            .map(|p| LegacyLoops::new(cfg, &p.loops, &p.sccs))
    }
}

/// `computeUnlikelySuccessors` looks inside the branch's loop: the innermost cycle in cycles
/// mode, the innermost natural loop in LLVM 16. With both models built, facts are extracted
/// for the union (each model re-checks its own loop).
impl UnlikelyScope for Structures {
    fn has_scope(&self, b: Block) -> bool {
        self.forest
            .as_ref()
            .is_some_and(|f| f.innermost(b).is_some())
            || self
                .legacy
                .as_ref()
                .is_some_and(|p| p.loops.loop_for(b).is_some())
    }

    fn in_scope(&self, b: Block, x: Block) -> bool {
        let in_cycle = self
            .forest
            .as_ref()
            .is_some_and(|f| f.innermost(b).is_some_and(|c| f.contains_block(c, x)));
        in_cycle
            || self.legacy.as_ref().is_some_and(|p| {
                p.loops
                    .loop_for(b)
                    .is_some_and(|l| p.loops.contains_block(l, x))
            })
    }
}
