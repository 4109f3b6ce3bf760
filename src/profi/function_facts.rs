//! What LLVM 16's sample loader reads from a function, as plain data: the CFG, the
//! instructions that can carry a sample weight (with their debug locations and pseudo
//! probes), the calls it may annotate, and the attributes it looks at. `crate::ir` fills
//! these from the IR; everything in `profi` that mirrors the loader works on them.

use crate::graph::{Block, BlockMap, Csr};

use super::cfg_counts::TerminatorKind;
use super::profile::SuffixElision;

/// Index of a [`DebugLocation`] in [`FunctionFacts::locations`]. Equal ids are the same
/// `DILocation` node (LLVM caches lookups per node).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocId(pub u32);

impl LocId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One `DILocation`: what `FunctionSamples::getOffset`, `getCallSiteIdentifier` and
/// `findFunctionSamples` read from it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugLocation {
    pub line: u32,
    /// The raw discriminator (`DILocation::getDiscriminator`, 0 without a lexical block file).
    pub discriminator: u32,
    /// Line of the `DISubprogram` the location's scope belongs to.
    pub subprogram_line: u32,
    /// That subprogram's linkage name, or its name when the linkage name is empty (the name
    /// `findFunctionSamples` uses for an inlined frame).
    pub subprogram_name: Vec<u8>,
    /// The call site this code was inlined at.
    pub inlined_at: Option<LocId>,
}

/// How a block ends, as far as the loader cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Terminator {
    Br,
    Switch,
    IndirectBr,
    Invoke,
    Unreachable,
    #[default]
    Other,
}

impl Terminator {
    /// `generateMDProfMetadata` writes weights only on these (with two or more successors).
    pub fn takes_branch_weights(self) -> bool {
        matches!(
            self,
            Terminator::Br | Terminator::Switch | Terminator::IndirectBr
        )
    }

    /// The distinction `findUnlikelyJumps` makes.
    pub fn unlikely_kind(self) -> TerminatorKind {
        match self {
            Terminator::Invoke => TerminatorKind::Invoke,
            Terminator::Unreachable => TerminatorKind::Unreachable,
            _ => TerminatorKind::Other,
        }
    }
}

/// Per block: its terminator and whether that already carries weights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockFacts {
    pub terminator: Terminator,
    /// `Instruction::extractProfTotalWeight` succeeds: a `!prof` named `branch_weights`, or
    /// `VP` with more than three operands. The loader never overwrites such a terminator.
    pub has_profile_weights: bool,
}

/// A call's pseudo probe, decoded from its debug location's discriminator.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProbeInfo {
    pub id: u32,
    /// Distribution factor in `[0, 1]`, as LLVM computes it (`f32`).
    pub factor: f32,
}

/// A non-intrinsic `call`, `invoke` or `callbr`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CallFacts {
    /// Index among the function's calls, in instruction order (what write-back addresses).
    pub index: u32,
    /// `getCalledFunction()`'s name: `None` for indirect calls, inline asm and calls through
    /// a mismatching function type.
    pub callee: Option<Vec<u8>>,
    /// `CallBase::isIndirectCall` (false for inline asm and constant callees).
    pub is_indirect: bool,
    /// The callee is a declaration (or unknown).
    pub callee_is_declaration: bool,
    /// The callee has a `DISubprogram`.
    pub callee_has_subprogram: bool,
    /// The callee is the function itself.
    pub is_recursive: bool,
    /// `call` or `invoke` (the only calls `generateMDProfMetadata` annotates).
    pub annotatable: bool,
    pub probe: Option<ProbeInfo>,
    /// Targets already marked "promoted" (`NOMORE_ICP_MAGICNUM`) in its value profile.
    pub promoted_targets: Vec<u64>,
}

/// An instruction whose weight the loader may look up.
#[derive(Clone, Debug, PartialEq)]
pub enum SiteKind {
    /// Any other instruction that is not a branch, a PHI or an intrinsic call.
    Plain,
    /// `llvm.pseudoprobe(guid, id, attributes, factor)`.
    BlockProbe {
        id: u32,
        factor: f32,
    },
    Call(CallFacts),
}

/// One such instruction with its debug location.
#[derive(Clone, Debug, PartialEq)]
pub struct Site {
    pub kind: SiteKind,
    pub location: Option<LocId>,
}

/// The existing `!prof` of a function, as `Function::getEntryCount` reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntryCountFacts {
    /// A real entry count other than `-1` is present (the loader keeps it at first).
    pub has_count: bool,
    /// GUIDs after the count of a `function_entry_count` node (`getImportGUIDs`).
    pub import_guids: Vec<u64>,
}

/// Everything the loader reads from one function definition.
#[derive(Clone, Debug, Default)]
pub struct FunctionFacts {
    pub name: Vec<u8>,
    /// Successors in terminator order, repeats kept; block 0 is the entry.
    pub successors: Csr<Block, Block>,
    pub blocks: BlockMap<BlockFacts>,
    /// Weight sites of all blocks, block after block, in instruction order.
    pub sites: Vec<Site>,
    /// Block `b`'s sites are `sites[site_start[b]..site_start[b + 1]]`.
    pub site_start: Vec<u32>,
    pub locations: Vec<DebugLocation>,
    /// Line of the function's `DISubprogram` (`None` without one).
    pub subprogram_line: Option<u32>,
    pub entry_count: EntryCountFacts,
}

impl FunctionFacts {
    pub fn location(&self, id: LocId) -> &DebugLocation {
        &self.locations[id.index()]
    }

    pub fn num_blocks(&self) -> usize {
        self.successors.len()
    }

    /// The weight sites of block `b`.
    pub fn sites_of(&self, b: Block) -> &[Site] {
        match (
            self.site_start.get(b.index()),
            self.site_start.get(b.index() + 1),
        ) {
            (Some(&start), Some(&end)) => &self.sites[start as usize..end as usize],
            _ => &[],
        }
    }

    /// The calls in instruction order.
    pub fn calls(&self) -> impl Iterator<Item = (Block, &CallFacts, Option<LocId>)> {
        (0..self.num_blocks()).map(Block::new).flat_map(move |b| {
            self.sites_of(b)
                .iter()
                .filter_map(move |site| match &site.kind {
                    SiteKind::Call(call) => Some((b, call, site.location)),
                    _ => None,
                })
        })
    }
}

/// What the loader knows about a function of the module before reading its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSummary {
    pub name: Vec<u8>,
    pub is_declaration: bool,
    /// `"use-sample-profile"`: the loader only touches functions that have it.
    pub use_sample_profile: bool,
    /// `"profile-sample-accurate"`: unknown entry counts start at 0 instead of -1.
    pub sample_accurate: bool,
    /// From `"sample-profile-suffix-elision-policy"`.
    pub suffix_policy: SuffixElision,
}

/// The module-level facts: every function (declarations included, in module order), the
/// order of the module's symbol table, and the pseudo-probe descriptors.
#[derive(Clone, Debug, Default)]
pub struct ModuleFacts {
    pub functions: Vec<FunctionSummary>,
    /// Indices into `functions` of the named ones, in the order the module's
    /// `ValueSymbolTable` iterates them. LLVM's sample loader fills its name → function map
    /// in this order (`SampleProfileLoader::runOnModule`), which decides who keeps a canonical
    /// name that several functions strip to ([`super::function_order::symbol_map`]).
    pub symbol_order: Vec<usize>,
    /// `(GUID, CFG hash)` of every `!llvm.pseudo_probe_desc` entry in order; `None` when the
    /// module has no such named metadata (it was not instrumented).
    pub probe_descriptors: Option<Vec<(u64, u64)>>,
}
