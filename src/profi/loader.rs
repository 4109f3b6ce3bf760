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
    symbol_order: Vec<usize>,
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
            symbol_order: module.symbol_order.clone(),
            by_name,
            params,
            engine: FlowInference::new(),
        })
    }

    /// Indices into the module's functions, in the order LLVM processes them.
    pub fn order(&self) -> Vec<usize> {
        processing_order(&self.profile, &self.functions, &self.symbol_order)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::blocks;
    use crate::graph::Csr;
    use crate::profi::function_facts::{
        BlockFacts, CallFacts, DebugLocation, LocId, ProbeInfo, Terminator,
    };
    use crate::profi::profile::SuffixElision;
    use crate::profi::reader::read_text_profile;

    fn summary(name: &str) -> FunctionSummary {
        FunctionSummary {
            name: name.as_bytes().to_vec(),
            is_declaration: false,
            use_sample_profile: true,
            sample_accurate: false,
            suffix_policy: SuffixElision::All,
        }
    }

    /// A probe-instrumented function: block k has probe k + 1; `calls` puts a direct call
    /// (call probe id, callee) in a block.
    fn probed(name: &str, rows: &[&[u32]], calls: &[(u32, u32, &str)]) -> FunctionFacts {
        let n = rows.len();
        let rows: Vec<Vec<crate::graph::Block>> = rows.iter().map(|r| blocks(r)).collect();
        let mut sites = Vec::new();
        let mut site_start = vec![0u32];
        let mut locations = Vec::new();
        for b in 0..n as u32 {
            sites.push(Site {
                kind: SiteKind::BlockProbe {
                    id: b + 1,
                    factor: 1.0,
                },
                location: None,
            });
            for &(_, id, callee) in calls.iter().filter(|c| c.0 == b) {
                locations.push(DebugLocation {
                    line: 2,
                    discriminator: (id << 3) | (100 << 19) | (2 << 26) | 7,
                    subprogram_line: 1,
                    subprogram_name: name.as_bytes().to_vec(),
                    inlined_at: None,
                });
                sites.push(Site {
                    kind: SiteKind::Call(CallFacts {
                        index: (locations.len() - 1) as u32,
                        callee: Some(callee.as_bytes().to_vec()),
                        callee_has_subprogram: true,
                        annotatable: true,
                        probe: Some(ProbeInfo { id, factor: 1.0 }),
                        ..CallFacts::default()
                    }),
                    location: Some(LocId((locations.len() - 1) as u32)),
                });
            }
            site_start.push(sites.len() as u32);
        }
        let mut facts = FunctionFacts {
            name: name.as_bytes().to_vec(),
            successors: Csr::from_rows(&rows),
            blocks: BlockMap::from_elem_n(BlockFacts::default(), n),
            sites,
            site_start,
            locations,
            ..FunctionFacts::default()
        };
        for (block, row) in facts.blocks.iter_mut().zip(&rows) {
            block.terminator = if row.len() > 1 {
                Terminator::Br
            } else {
                Terminator::Other
            };
        }
        facts
    }

    fn module(names: &[&str], hash: u64) -> ModuleFacts {
        ModuleFacts {
            functions: names.iter().map(|n| summary(n)).collect(),
            symbol_order: (0..names.len()).collect(),
            probe_descriptors: Some(names.iter().map(|n| (guid(n.as_bytes()), hash)).collect()),
        }
    }

    fn loader(text: &str, module: &ModuleFacts) -> Loader {
        let profile = read_text_profile("t.prof", text.as_bytes()).unwrap();
        Loader::new(profile, module, ProfiParams::default()).unwrap()
    }

    fn entry(result: &FunctionResult) -> Option<u64> {
        match &result.entry_count {
            EntryCount::Set { count, .. } => Some(*count),
            EntryCount::Keep => None,
        }
    }

    const DIAMOND: &[&[u32]] = &[&[1, 2], &[3], &[3], &[]];

    #[test]
    fn a_profiled_function_gets_inferred_counts_and_weights() {
        let m = module(&["f"], 7);
        let mut l = loader("f:100:4\n 1: 100\n 2: 70\n 4: 100\n !CFGChecksum: 7\n", &m);
        let r = l.process(0, &probed("f", DIAMOND, &[])).unwrap();
        assert_eq!(r.outcome, Outcome::Inferred);
        assert_eq!(entry(&r), Some(100));
        assert_eq!(
            r.plan.branches,
            vec![(crate::graph::Block::ENTRY, vec![70, 30])]
        );
    }

    #[test]
    fn unprofiled_and_mismatched_functions_only_get_an_unknown_entry_count() {
        let m = module(&["f", "g"], 7);
        let mut l = loader("f:100:4\n 1: 100\n !CFGChecksum: 8\n", &m);
        let r = l.process(0, &probed("f", DIAMOND, &[])).unwrap();
        assert_eq!(r.outcome, Outcome::ChecksumMismatch);
        assert_eq!(entry(&r), Some(u64::MAX));
        let r = l.process(1, &probed("g", DIAMOND, &[])).unwrap();
        assert_eq!(r.outcome, Outcome::NoProfile);
        assert!(r.plan.branches.is_empty());
    }

    #[test]
    fn sample_accurate_functions_start_at_zero_and_existing_counts_stay() {
        let mut m = module(&["f"], 7);
        m.functions[0].sample_accurate = true;
        let mut l = loader("g:1:1\n 1: 1\n !CFGChecksum: 7\n", &m);
        let mut facts = probed("f", DIAMOND, &[]);
        assert_eq!(entry(&l.process(0, &facts).unwrap()), Some(0));
        facts.entry_count.has_count = true;
        assert_eq!(l.process(0, &facts).unwrap().entry_count, EntryCount::Keep);
    }

    #[test]
    fn no_matching_probe_leaves_the_head_count_unused() {
        // The profile has records, but none for f's probes: no weight, no inference, the
        // entry count stays unknown (LLVM's computeAndPropagateWeights changes nothing).
        let m = module(&["f"], 7);
        let mut l = loader("f:100:4\n 9: 100\n !CFGChecksum: 7\n", &m);
        let r = l.process(0, &probed("f", DIAMOND, &[])).unwrap();
        assert_eq!(r.outcome, Outcome::NoWeights);
        assert_eq!(entry(&r), Some(u64::MAX));
    }

    #[test]
    fn a_not_inlined_instance_is_merged_into_the_callee_before_it_is_processed() {
        // f called g at call probe 5 and g was inlined there in the profiled binary; g has no
        // profile of its own. After f, g's profile is the instance (head = its estimate).
        let m = module(&["f", "g"], 7);
        let text = "f:100:1\n 1: 100\n 2: 60\n 4: 100\n 5: g:60\n  1: 60\n  2: 45\n  !CFGChecksum: 7\n !CFGChecksum: 7\n";
        let mut l = loader(text, &m);
        assert_eq!(l.order(), vec![0, 1]);
        let r = l.process(0, &probed("f", DIAMOND, &[(1, 5, "g")])).unwrap();
        // The call weighs 0 in its block (its samples are the instance's), the block's own
        // probe still says 60.
        assert_eq!(r.outcome, Outcome::Inferred);
        let g = l.profile().function(b"g").expect("merged profile");
        assert_eq!(l.profile()[g].head_samples(), 60);
        assert_eq!(l.profile()[g].total_samples(), 60);
        let r = l.process(1, &probed("g", DIAMOND, &[])).unwrap();
        assert_eq!(entry(&r), Some(60));
        assert_eq!(
            r.plan.branches,
            vec![(crate::graph::Block::ENTRY, vec![45, 15])]
        );
    }

    #[test]
    fn probe_profiles_need_an_instrumented_module() {
        let profile = read_text_profile("t.prof", b"f:1:1\n 1: 1\n !CFGChecksum: 7\n").unwrap();
        let m = ModuleFacts {
            functions: vec![summary("f")],
            symbol_order: vec![0],
            probe_descriptors: None,
        };
        assert!(matches!(
            Loader::new(profile, &m, ProfiParams::default()),
            Err(ModuleSkip::NotProbed)
        ));
        let profile = read_text_profile("t.prof", b"[main:1 @ f]:1:1\n 1: 1\n").unwrap();
        assert!(matches!(
            Loader::new(profile, &m, ProfiParams::default()),
            Err(ModuleSkip::ContextSensitive)
        ));
    }
}
