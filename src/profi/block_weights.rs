//! Sample weights of blocks, exactly as LLVM 16's sample loader derives them
//! (`SampleProfileLoader::getInstWeight`/`getProbeWeight`, `findFunctionSamples`,
//! `findCalleeFunctionSamples`, `SampleProfileLoaderBaseImpl::getBlockWeight`).
//!
//! A block's weight is the largest weight among its instructions that have one; a block none
//! of whose instructions has one is *unknown* (`None`), which is not the same as a sampled 0.
//! Line-based profiles key samples by (line offset from the function's first line, base
//! discriminator); probe-based profiles by pseudo-probe id, scaled by the probe's
//! distribution factor in `f32` as LLVM does.

use std::collections::HashMap;

use crate::graph::{Block, BlockMap};

use super::function_facts::{CallFacts, FunctionFacts, LocId, Site, SiteKind};
use super::profile::{FunctionId, LineLocation, Profile};

/// `getUnsignedFromPrefixEncoding` (Support/Discriminator.h): the first component of a
/// prefix-encoded discriminator, which is the base discriminator.
pub fn base_discriminator(raw: u32) -> u32 {
    if raw & 1 != 0 {
        return 0;
    }
    let u = raw >> 1;
    if u & 0x20 != 0 {
        ((u >> 1) & 0xfe0) | (u & 0x1f)
    } else {
        u & 0x1f
    }
}

/// `DILocation::isPseudoProbeDiscriminator`: low three bits set and something above them.
pub fn is_probe_discriminator(raw: u32) -> bool {
    raw & 0x7 == 0x7 && raw & !0x7 != 0
}

/// `PseudoProbeDwarfDiscriminator::extractProbeIndex`.
pub fn probe_index(raw: u32) -> u32 {
    (raw >> 3) & 0xffff
}

/// The call probe's distribution factor (`extractProbeFactor / 100`, in `f32`).
pub fn probe_factor(raw: u32) -> f32 {
    ((raw >> 19) & 0x7f) as f32 / 100.0
}

/// `count * factor` as the C++ computes `uint64_t * float` and stores it back in a
/// `uint64_t`: the count is rounded to `f32`, multiplied in `f32`, and truncated. Values of
/// 2^64 and more (only a saturated count with factor 1 gets there) convert the way
/// x86-64 code compiled by clang does, to 2^63.
pub fn scale_by_factor(count: u64, factor: f32) -> u64 {
    let product = count as f32 * factor;
    if product >= 18_446_744_073_709_551_616.0 {
        1 << 63
    } else {
        product as u64
    }
}

/// Answers the loader's profile lookups for one function, caching per debug location like
/// `DILocation2SampleMap`.
pub struct SampleLookup<'a> {
    facts: &'a FunctionFacts,
    /// The function's own profile (`Samples`).
    root: FunctionId,
    probe_based: bool,
    cache: HashMap<LocId, Option<FunctionId>>,
    chain: Vec<(LineLocation, LocId)>,
}

impl<'a> SampleLookup<'a> {
    pub fn new(facts: &'a FunctionFacts, root: FunctionId, probe_based: bool) -> Self {
        SampleLookup {
            facts,
            root,
            probe_based,
            cache: HashMap::new(),
            chain: Vec::new(),
        }
    }

    pub fn facts(&self) -> &'a FunctionFacts {
        self.facts
    }

    /// `FunctionSamples::getOffset`: line minus the subprogram's line, kept to 16 bits.
    pub fn line_offset(&self, loc: LocId) -> u32 {
        let l = self.facts.location(loc);
        l.line.wrapping_sub(l.subprogram_line) & 0xffff
    }

    /// `FunctionSamples::getCallSiteIdentifier`: the probe id of a probe-based profile, else
    /// (line offset, base discriminator).
    pub fn callsite_id(&self, loc: LocId) -> LineLocation {
        let l = self.facts.location(loc);
        if self.probe_based {
            LineLocation::new(probe_index(l.discriminator), 0)
        } else {
            LineLocation::new(self.line_offset(loc), base_discriminator(l.discriminator))
        }
    }

    /// Whether a site has a pseudo probe (`extractProbe`).
    pub fn has_probe(site: &Site) -> bool {
        match &site.kind {
            SiteKind::BlockProbe { .. } => true,
            SiteKind::Call(call) => call.probe.is_some(),
            SiteKind::Plain => false,
        }
    }

    /// `SampleProfileLoader::findFunctionSamples`: the (inlined) profile an instruction's
    /// samples live in. A probe-based profile only answers for instructions with a probe.
    pub fn function_samples(&mut self, profile: &Profile, site: &Site) -> Option<FunctionId> {
        if self.probe_based && !Self::has_probe(site) {
            return None;
        }
        let Some(loc) = site.location else {
            return Some(self.root);
        };
        if let Some(&cached) = self.cache.get(&loc) {
            return cached;
        }
        let found = self.inlined_samples(profile, loc);
        self.cache.insert(loc, found);
        found
    }

    /// `FunctionSamples::findFunctionSamples(DIL)`: walk the inline chain from the outermost
    /// call site, matching each inlined frame's callee name.
    fn inlined_samples(&mut self, profile: &Profile, loc: LocId) -> Option<FunctionId> {
        self.chain.clear();
        let mut frame = loc;
        while let Some(outer) = self.facts.location(frame).inlined_at {
            let site = self.callsite_id(outer);
            self.chain.push((site, frame));
            frame = outer;
        }
        let mut current = self.root;
        for &(site, inner) in self.chain.iter().rev() {
            let name = &self.facts.location(inner).subprogram_name;
            current = profile.callee_samples_at(current, site, name)?;
        }
        Some(current)
    }

    /// `findCalleeFunctionSamples`: the inlined instance recorded at a call site for its
    /// callee (the hottest one for an indirect call).
    pub fn callee_samples(&mut self, profile: &Profile, site: &Site) -> Option<FunctionId> {
        let SiteKind::Call(call) = &site.kind else {
            return None;
        };
        let loc = site.location?;
        let caller = self.function_samples(profile, site)?;
        let callee = call.callee.as_deref().unwrap_or(b"");
        profile.callee_samples_at(caller, self.callsite_id(loc), callee)
    }

    /// `getInstWeight` for either profile kind; `None` is "no weight" (LLVM's error code).
    pub fn site_weight(&mut self, profile: &Profile, site: &Site) -> Option<u64> {
        if self.probe_based {
            self.probe_weight(profile, site)
        } else {
            self.line_weight(profile, site)
        }
    }

    /// A direct call whose callee was inlined at this site in the profiled binary but is not
    /// inlined here ran zero times as a call.
    fn inlined_in_profile(&mut self, profile: &Profile, site: &Site, call: &CallFacts) -> bool {
        !call.is_indirect && self.callee_samples(profile, site).is_some()
    }

    fn line_weight(&mut self, profile: &Profile, site: &Site) -> Option<u64> {
        let loc = site.location?;
        if let SiteKind::Call(call) = &site.kind {
            if self.inlined_in_profile(profile, site, call) {
                return Some(0);
            }
        }
        let samples = self.function_samples(profile, site)?;
        let discriminator = base_discriminator(self.facts.location(loc).discriminator);
        profile[samples].samples_at(LineLocation::new(self.line_offset(loc), discriminator))
    }

    fn probe_weight(&mut self, profile: &Profile, site: &Site) -> Option<u64> {
        let (id, factor) = match &site.kind {
            SiteKind::BlockProbe { id, factor } => (*id, *factor),
            SiteKind::Call(call) => {
                let probe = call.probe?;
                (probe.id, probe.factor)
            }
            SiteKind::Plain => return None,
        };
        let Some(samples) = self.function_samples(profile, site) else {
            return Some(0);
        };
        if let SiteKind::Call(call) = &site.kind {
            if self.inlined_in_profile(profile, site, call) {
                return Some(0);
            }
        }
        profile[samples]
            .samples_at(LineLocation::new(id, 0))
            .map(|count| scale_by_factor(count, factor))
    }

    /// `getBlockWeight` of every block: the maximum over the block's weighted instructions.
    pub fn block_weights(&mut self, profile: &Profile) -> BlockMap<Option<u64>> {
        let facts = self.facts;
        (0..facts.num_blocks())
            .map(Block::new)
            .map(|b| {
                facts
                    .sites_of(b)
                    .iter()
                    .filter_map(|site| self.site_weight(profile, site))
                    .max()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Csr;
    use crate::profi::function_facts::{BlockFacts, DebugLocation, ProbeInfo};
    use crate::profi::reader::read_text_profile;

    fn profile(text: &str) -> Profile {
        read_text_profile("t.prof", text.as_bytes()).unwrap()
    }

    /// One block per entry of `blocks`, each holding the given sites; no edges.
    fn facts(blocks: Vec<Vec<Site>>, locations: Vec<DebugLocation>) -> FunctionFacts {
        let n = blocks.len();
        let mut site_start = vec![0u32];
        let mut sites = Vec::new();
        for block in blocks {
            sites.extend(block);
            site_start.push(sites.len() as u32);
        }
        FunctionFacts {
            name: b"f".to_vec(),
            successors: Csr::from_rows(&vec![Vec::<Block>::new(); n]),
            blocks: BlockMap::from_elem_n(BlockFacts::default(), n),
            sites,
            site_start,
            locations,
            subprogram_line: Some(10),
            ..FunctionFacts::default()
        }
    }

    fn at(line: u32, discriminator: u32) -> DebugLocation {
        DebugLocation {
            line,
            discriminator,
            subprogram_line: 10,
            subprogram_name: b"f".to_vec(),
            inlined_at: None,
        }
    }

    fn plain(loc: u32) -> Site {
        Site {
            kind: SiteKind::Plain,
            location: Some(LocId(loc)),
        }
    }

    fn probe(id: u32, factor: f32) -> Site {
        Site {
            kind: SiteKind::BlockProbe { id, factor },
            location: None,
        }
    }

    fn direct_call(callee: &str, loc: u32, probe: Option<ProbeInfo>) -> Site {
        Site {
            kind: SiteKind::Call(CallFacts {
                callee: Some(callee.as_bytes().to_vec()),
                annotatable: true,
                probe,
                ..CallFacts::default()
            }),
            location: Some(LocId(loc)),
        }
    }

    fn weights(p: &Profile, f: &FunctionFacts, probe_based: bool) -> Vec<Option<u64>> {
        let root = p.function(b"f").unwrap();
        SampleLookup::new(f, root, probe_based)
            .block_weights(p)
            .raw()
            .to_vec()
    }

    #[test]
    fn base_discriminators_decode_the_prefix_encoding() {
        assert_eq!(base_discriminator(0), 0);
        assert_eq!(base_discriminator(1), 0);
        assert_eq!(base_discriminator(2), 1);
        assert_eq!(base_discriminator(4), 2);
        // A duplication factor after the base is ignored.
        assert_eq!(base_discriminator(2 | (3 << 7)), 1);
        // Bit 5 of the shifted value selects the 12-bit form: 0x23 is encoded as 0x63 << 1.
        assert_eq!(base_discriminator(0xc6), 0x23);
    }

    #[test]
    fn probe_discriminators_need_bits_above_the_marker() {
        assert!(!is_probe_discriminator(0x7));
        let raw = (5 << 3) | (100 << 19) | (2 << 26) | 0x7;
        assert!(is_probe_discriminator(raw));
        assert_eq!(probe_index(raw), 5);
        assert_eq!(probe_factor(raw), 1.0);
        assert_eq!(probe_factor((5 << 3) | (50 << 19) | 0x7), 0.5);
    }

    #[test]
    fn probe_counts_round_through_f32() {
        assert_eq!(scale_by_factor(16_777_217, 1.0), 16_777_216);
        assert_eq!(scale_by_factor(16_777_219, 1.0), 16_777_220);
        assert_eq!(scale_by_factor(100, 0.5), 50);
        assert_eq!(scale_by_factor(u64::MAX, 1.0), 1 << 63);
    }

    #[test]
    fn line_weights_take_the_block_maximum_and_match_discriminators_exactly() {
        let p = profile("f:100:1\n 1: 30\n 2: 70\n 2.1: 5\n");
        // Block 0: lines 11 and 12 → max(30, 70); block 1: line 12 discriminator 2 (base 1)
        // → 5; block 2: line 13 has no record → unknown; block 3: nothing → unknown.
        let f = facts(
            vec![
                vec![plain(0), plain(1)],
                vec![plain(2)],
                vec![plain(3)],
                vec![],
            ],
            vec![at(11, 0), at(12, 0), at(12, 2), at(13, 0)],
        );
        assert_eq!(weights(&p, &f, false), vec![Some(70), Some(5), None, None]);
    }

    #[test]
    fn line_offsets_wrap_to_16_bits() {
        // A location before the function's first line has a huge offset.
        let p = profile("f:100:1\n 65535: 9\n");
        let f = facts(vec![vec![plain(0)]], vec![at(9, 0)]);
        assert_eq!(weights(&p, &f, false), vec![Some(9)]);
    }

    #[test]
    fn a_call_inlined_in_the_profile_weighs_zero() {
        let p = profile("f:100:1\n 1: 40\n 2: 8\n 2: g:20\n  1: 20\n");
        let f = facts(
            vec![
                vec![direct_call("g", 1, None)],
                vec![direct_call("h", 1, None)],
                vec![plain(0), direct_call("g", 1, None)],
            ],
            vec![at(11, 0), at(12, 0)],
        );
        // The call to g at line offset 2 has inlinee samples: 0 (not its 8). h was not
        // inlined there: the record counts. A zero does not lower a block's maximum.
        assert_eq!(weights(&p, &f, false), vec![Some(0), Some(8), Some(40)]);
    }

    #[test]
    fn inlined_code_reads_the_inlinee_profile() {
        // Line 15 of g (first line 14), inlined at line 12 of f.
        let p = profile("f:100:1\n 2: g:50\n  1: 44\n");
        let mut inner = at(15, 0);
        inner.subprogram_line = 14;
        inner.subprogram_name = b"g".to_vec();
        inner.inlined_at = Some(LocId(1));
        let f = facts(vec![vec![plain(0)]], vec![inner, at(12, 0)]);
        assert_eq!(weights(&p, &f, false), vec![Some(44)]);
    }

    #[test]
    fn probe_weights_scale_by_factor_and_unmatched_probes_stay_unknown() {
        let text = "f:100:1\n 1: 100\n 2: 40\n !CFGChecksum: 7\n";
        let p = profile(text);
        let f = facts(
            vec![
                vec![probe(1, 1.0)],
                vec![probe(2, 0.5)],
                vec![probe(3, 1.0)],
                vec![plain(0)],
            ],
            vec![at(11, 0)],
        );
        assert_eq!(weights(&p, &f, true), vec![Some(100), Some(20), None, None]);
    }

    #[test]
    fn probes_of_inlined_code_without_an_instance_weigh_zero() {
        let p = profile("f:100:1\n 1: 100\n !CFGChecksum: 7\n");
        let mut inner = at(15, 0);
        inner.subprogram_name = b"g".to_vec();
        inner.inlined_at = Some(LocId(1));
        let site = Site {
            kind: SiteKind::BlockProbe { id: 1, factor: 1.0 },
            location: Some(LocId(0)),
        };
        let f = facts(
            vec![vec![site]],
            vec![inner, at(12, (9 << 3) | 0x7 | (100 << 19))],
        );
        assert_eq!(weights(&p, &f, true), vec![Some(0)]);
    }
}
