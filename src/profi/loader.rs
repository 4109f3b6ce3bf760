//! LLVM 16's sample-profile loader with profi, sample-loader inlining disabled, over plain
//! data (`SampleProfileLoader::runOnModule`/`runOnFunction`/`emitAnnotations` and
//! `SampleProfileLoaderBaseImpl::computeAndPropagateWeights`).
//!
//! Per function, in [`processing_order`]:
//! 1. an entry count of `-1` (0 under `"profile-sample-accurate"`) unless one is present;
//! 2. the function's profile (by canonical name); nothing more without one or when its total
//!    is 0; a probe-based profile needs the function's pseudo-probe descriptor hash to equal
//!    the profile's checksum, a line-based one a `DISubprogram`;
//! 3. the inliner's bookkeeping without inlining: call sites whose callee was inlined there in
//!    the profiled binary are "not inlined", and their samples are merged into the callee's
//!    own profile (`promoteMergeNotInlinedContextSamples`);
//! 4. block weights; if no block has one, stop;
//! 5. entry count `HeadSamples + 1`, profi's inference, then the inferred entry count when
//!    positive; the metadata plan of `generateMDProfMetadata`.

use std::collections::HashMap;

use crate::graph::{Block, BlockMap};

use super::block_weights::{scale_by_factor, SampleLookup};
use super::cfg_counts::{infer_counts, llvm16_unlikely_rule, InferredCounts, TerminatorKind};
use super::error::InferenceError;
use super::function_facts::{FunctionFacts, FunctionSummary, ModuleFacts, Site, SiteKind};
use super::function_order::processing_order;
use super::inference::FlowInference;
use super::md5::guid;
use super::params::ProfiParams;
use super::profile::{canonical_fn_name, FunctionId, Profile, CONTEXT_DUPLICATED_INTO_BASE};
use super::write_back::{plan_metadata, MetadataPlan};

/// Why the loader does nothing at all with a profile and a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModuleSkip {
    /// A probe-based profile and a module without `!llvm.pseudo_probe_desc` (LLVM warns
    /// "Pseudo-probe-based profile requires SampleProfileProbePass").
    NotProbed,
    /// Context-sensitive (`[...]`) profiles use LLVM's context tracker, which freqpath does
    /// not implement.
    ContextSensitive,
}

/// The `function_entry_count` to leave on a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryCount {
    /// Leave whatever the function has.
    Keep,
    /// `!{!"function_entry_count", i64 count, i64 guid...}` (GUIDs sorted).
    Set { count: u64, guids: Vec<u64> },
}

/// Why a function got (or did not get) annotations, for statistics and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    NoProfile,
    /// Probe descriptor missing or checksum different.
    ChecksumMismatch,
    /// Line-based profile, function without debug information.
    NoDebugInfo,
    /// No instruction matched a sample.
    NoWeights,
    /// Block weights found but inference was skipped (fewer than two blocks take part, or no
    /// positive weight).
    Raw,
    Inferred,
}

/// Everything the loader decided for one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionResult {
    pub entry_count: EntryCount,
    pub plan: MetadataPlan,
    pub outcome: Outcome,
    /// The block and edge counts behind the plan (when weights were found).
    pub counts: Option<InferredCounts>,
    /// The sample weights the counts were inferred from.
    pub samples: Option<BlockMap<Option<u64>>>,
}

/// What a custom inference (the `quality` mode) gets for one function that passed the
/// loader's checks.
pub struct RefineInput<'a> {
    pub facts: &'a FunctionFacts,
    /// Block sample weights (`None`: unknown).
    pub samples: &'a BlockMap<Option<u64>>,
    /// The profile's head samples (calls into the function).
    pub head_samples: u64,
    /// What LLVM's profi infers; `None` where LLVM stops for lack of any block weight.
    pub llvm: Option<InferredCounts>,
}

/// A custom inference used instead of LLVM's: returns the counts to write, or `None` to
/// write nothing but the initial entry count.
pub type Refine<'a> = dyn FnMut(RefineInput) -> Option<InferredCounts> + 'a;

/// The loader's state across the functions of one module.
pub struct Loader {
    profile: Profile,
    probe_based: bool,
    /// Probe profiles (and pre-inlined ones) use the priority-based inliner's bookkeeping.
    prioritized: bool,
    descriptors: HashMap<u64, u64>,
    functions: Vec<FunctionSummary>,
    by_name: HashMap<Vec<u8>, usize>,
    params: ProfiParams,
    engine: FlowInference,
}

impl Loader {
    /// Sets the loader up for a module, or says why LLVM would do nothing with it.
    pub fn new(
        profile: Profile,
        module: &ModuleFacts,
        params: ProfiParams,
    ) -> Result<Loader, ModuleSkip> {
        if profile.is_context_sensitive() {
            return Err(ModuleSkip::ContextSensitive);
        }
        let probe_based = profile.is_probe_based();
        let mut descriptors = HashMap::new();
        if probe_based {
            let Some(list) = &module.probe_descriptors else {
                return Err(ModuleSkip::NotProbed);
            };
            for &(g, hash) in list {
                // The first descriptor of a GUID wins (`try_emplace`).
                descriptors.entry(g).or_insert(hash);
            }
        }
        let by_name = module
            .functions
            .iter()
            .enumerate()
            .map(|(i, f)| (f.name.clone(), i))
            .collect();
        Ok(Loader {
            prioritized: probe_based || profile.is_pre_inlined(),
            profile,
            probe_based,
            descriptors,
            functions: module.functions.clone(),
            by_name,
            params,
            engine: FlowInference::new(),
        })
    }

    /// Indices into the module's functions, in the order LLVM processes them.
    pub fn order(&self) -> Vec<usize> {
        processing_order(&self.profile, &self.functions)
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    pub fn is_probe_based(&self) -> bool {
        self.probe_based
    }

    /// Runs the loader on function `index` of the module, whose body `facts` describes.
    pub fn process(
        &mut self,
        index: usize,
        facts: &FunctionFacts,
    ) -> Result<FunctionResult, InferenceError> {
        self.process_with(index, facts, None)
    }

    /// [`Loader::process`], with `refine` choosing the counts of every function that has a
    /// usable profile.
    pub fn process_with(
        &mut self,
        index: usize,
        facts: &FunctionFacts,
        refine: Option<&mut Refine>,
    ) -> Result<FunctionResult, InferenceError> {
        let summary = self.functions[index].clone();
        let mut result = FunctionResult {
            entry_count: EntryCount::Keep,
            plan: MetadataPlan::default(),
            outcome: Outcome::NoProfile,
            counts: None,
            samples: None,
        };
        if !facts.entry_count.has_count {
            let mut guids = facts.entry_count.import_guids.clone();
            guids.sort_unstable();
            guids.dedup();
            let count = if summary.sample_accurate { 0 } else { u64::MAX };
            result.entry_count = EntryCount::Set { count, guids };
        }
        let Some(root) = self
            .profile
            .function_for_ir_name(&summary.name, summary.suffix_policy)
        else {
            return Ok(result);
        };
        if self.profile[root].is_empty() {
            return Ok(result);
        }
        if self.probe_based {
            let key = guid(canonical_fn_name(&summary.name, summary.suffix_policy));
            if self.descriptors.get(&key) != Some(&self.profile[root].function_hash()) {
                result.outcome = Outcome::ChecksumMismatch;
                return Ok(result);
            }
        } else if facts.subprogram_line.unwrap_or(0) == 0 {
            result.outcome = Outcome::NoDebugInfo;
            return Ok(result);
        }

        let mut lookup = SampleLookup::new(facts, root, self.probe_based);
        let not_inlined = self.not_inlined_call_sites(&mut lookup, facts);
        self.merge_not_inlined(&not_inlined);

        let samples = lookup.block_weights(&self.profile);
        let head_samples = self.profile[root].head_samples();
        let llvm = if samples.iter().all(Option::is_none) {
            None
        } else {
            let kinds: BlockMap<TerminatorKind> = facts
                .blocks
                .iter()
                .map(|b| b.terminator.unlikely_kind())
                .collect();
            Some(infer_counts(
                &mut self.engine,
                &self.params,
                &facts.successors,
                &samples,
                llvm16_unlikely_rule(&kinds),
            )?)
        };
        let counts = match refine {
            Some(refine) => refine(RefineInput {
                facts,
                samples: &samples,
                head_samples,
                llvm,
            }),
            None => llvm,
        };
        let Some(counts) = counts else {
            result.outcome = Outcome::NoWeights;
            return Ok(result);
        };
        result.entry_count = EntryCount::Set {
            count: head_samples.wrapping_add(1),
            guids: Vec::new(),
        };
        result.outcome = if counts.inferred {
            Outcome::Inferred
        } else {
            Outcome::Raw
        };
        if let Some(entry) = counts.entry_count() {
            result.entry_count = EntryCount::Set {
                count: entry,
                guids: Vec::new(),
            };
        }
        let block_weights: BlockMap<u64> =
            counts.block_counts.iter().map(|c| c.unwrap_or(0)).collect();
        result.plan = plan_metadata(
            &mut lookup,
            &self.profile,
            self.probe_based,
            &block_weights,
            |s, t| counts.edge_count(s, t).unwrap_or(0),
        );
        result.counts = Some(counts);
        result.samples = Some(samples);
        Ok(result)
    }

    /// The call sites the disabled sample-loader inliner leaves "not inlined", with the
    /// inlined instance the profile recorded there, in the order LLVM merges them.
    fn not_inlined_call_sites<'f>(
        &self,
        lookup: &mut SampleLookup,
        facts: &'f FunctionFacts,
    ) -> Vec<(&'f Site, FunctionId)> {
        let mut found = Vec::new();
        for b in (0..facts.num_blocks()).map(Block::new) {
            for site in facts.sites_of(b) {
                if matches!(site.kind, SiteKind::Call(_)) {
                    if let Some(instance) = lookup.callee_samples(&self.profile, site) {
                        found.push((site, instance));
                    }
                }
            }
        }
        if !self.prioritized {
            // `inlineHotFunctions`: every call with an instance of positive entry estimate,
            // in instruction order.
            found.retain(|&(_, fs)| self.profile.head_samples_estimate(fs) > 0);
            return found;
        }
        // `inlineHotFunctionsWithPriority`: candidates leave a max-heap by call-site count,
        // then fewer body records, then larger GUID; recursive and indirect calls and
        // callees without a body or debug information are never recorded.
        let mut keyed: Vec<(u64, usize, u64, usize)> = found
            .iter()
            .enumerate()
            .map(|(position, &(site, fs))| {
                let factor = match &site.kind {
                    SiteKind::Call(call) => call.probe.map_or(1.0, |p| p.factor),
                    _ => 1.0,
                };
                let count = scale_by_factor(self.profile.head_samples_estimate(fs), factor);
                let body = self.profile[fs].body().len();
                (count, body, guid(self.profile[fs].name()), position)
            })
            .collect();
        keyed.sort_by(|a, b| {
            b.0.cmp(&a.0)
                .then(a.1.cmp(&b.1))
                .then(b.2.cmp(&a.2))
                .then(a.3.cmp(&b.3))
        });
        keyed
            .into_iter()
            .map(|(.., position)| found[position])
            .filter(|&(site, _)| match &site.kind {
                SiteKind::Call(call) => {
                    !call.is_recursive
                        && !call.is_indirect
                        && call.callee.is_some()
                        && !call.callee_is_declaration
                        && call.callee_has_subprogram
                }
                _ => false,
            })
            .collect()
    }

    /// `promoteMergeNotInlinedContextSamples` with `-sample-profile-merge-inlinee` (on in
    /// top-down order): each instance that has samples and was not merged yet gets its entry
    /// estimate as head samples and is merged into the callee's own profile.
    fn merge_not_inlined(&mut self, sites: &[(&Site, FunctionId)]) {
        for &(site, instance) in sites {
            let SiteKind::Call(call) = &site.kind else {
                continue;
            };
            let Some(callee) = &call.callee else {
                continue;
            };
            if call.callee_is_declaration {
                continue;
            }
            let estimate = self.profile.head_samples_estimate(instance);
            if self.profile[instance].total_samples() == 0 && estimate == 0 {
                continue;
            }
            if self.profile[instance].has_attribute(CONTEXT_DUPLICATED_INTO_BASE) {
                continue;
            }
            if self.profile[instance].head_samples() != 0 {
                continue;
            }
            let _ = self.profile.add_head_samples(instance, estimate, 1);
            let policy = self
                .by_name
                .get(callee)
                .map_or(super::profile::SuffixElision::All, |&i| {
                    self.functions[i].suffix_policy
                });
            let outline = self
                .profile
                .get_or_create_function(canonical_fn_name(callee, policy));
            // LLVM ignores the merge's result (a hash mismatch leaves the outline profile
            // as it was).
            let _ = self.profile.merge(outline, instance, 1);
            self.profile.set_context_synthetic(outline);
        }
    }
}
