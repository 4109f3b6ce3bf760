//! The sample-profile data model of LLVM 16 (`FunctionSamples`, `SampleRecord`, contexts) with
//! its saturating counters, its merge, the lookups the sample loader performs, and the canonical
//! text that `llvm-profdata-16 merge --sample --text` writes.
//!
//! Every `FunctionSamples` (top-level or inlined) lives in one arena inside [`Profile`] and is
//! named by a [`FunctionId`]; call-site maps hold ids. That keeps arbitrarily deep inline nesting
//! free of recursion (building, dropping, merging and printing all use explicit stacks).
//! Names are byte strings: LLVM accepts any byte except NUL and line ends in a name.

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};
use std::ops::Bound;

/// Where a sample was taken: line offset from the function's first line (or a pseudo-probe id)
/// and the base discriminator. Ordered by offset, then discriminator, like LLVM's
/// `LineLocation::operator<`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LineLocation {
    pub line_offset: u32,
    pub discriminator: u32,
}

impl LineLocation {
    pub fn new(line_offset: u32, discriminator: u32) -> LineLocation {
        LineLocation {
            line_offset,
            discriminator,
        }
    }
}

/// The two ways a counter update can fail in LLVM (`sampleprof_error::counter_overflow`,
/// `sampleprof_error::hash_mismatch`). Counters saturate at `u64::MAX` when they overflow, so
/// the update still takes effect; the error only reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampleError {
    CounterOverflow,
    HashMismatch,
}

/// Keeps the first error of a sequence of updates, like LLVM's `MergeResult`.
fn keep_first(first: &mut Result<(), SampleError>, next: Result<(), SampleError>) {
    if first.is_ok() {
        *first = next;
    }
}

/// `acc + value * weight`, clamped to `u64::MAX`; the flag says whether it clamped
/// (`SaturatingMultiplyAdd` in LLVM's MathExtras.h: saturation happens exactly when the true
/// result exceeds `u64::MAX`).
pub fn saturating_multiply_add(value: u64, weight: u64, acc: u64) -> (u64, bool) {
    match value.checked_mul(weight).and_then(|p| p.checked_add(acc)) {
        Some(sum) => (sum, false),
        None => (u64::MAX, true),
    }
}

fn add_saturating(counter: &mut u64, value: u64, weight: u64) -> Result<(), SampleError> {
    let (sum, overflowed) = saturating_multiply_add(value, weight, *counter);
    *counter = sum;
    if overflowed {
        Err(SampleError::CounterOverflow)
    } else {
        Ok(())
    }
}

/// The samples at one location and, for calls, the observed call targets
/// (`sampleprof::SampleRecord`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SampleRecord {
    samples: u64,
    call_targets: BTreeMap<Vec<u8>, u64>,
}

impl SampleRecord {
    pub fn samples(&self) -> u64 {
        self.samples
    }

    /// Call targets by name (the order of this map carries no meaning; see
    /// [`SampleRecord::sorted_call_targets`]).
    pub fn call_targets(&self) -> &BTreeMap<Vec<u8>, u64> {
        &self.call_targets
    }

    /// `SampleRecord::addSamples`: saturating.
    pub fn add_samples(&mut self, samples: u64, weight: u64) -> Result<(), SampleError> {
        add_saturating(&mut self.samples, samples, weight)
    }

    /// `SampleRecord::addCalledTarget`: saturating, per target.
    pub fn add_call_target(
        &mut self,
        target: &[u8],
        samples: u64,
        weight: u64,
    ) -> Result<(), SampleError> {
        let counter = match self.call_targets.get_mut(target) {
            Some(counter) => counter,
            None => self.call_targets.entry(target.to_vec()).or_insert(0),
        };
        add_saturating(counter, samples, weight)
    }

    /// Targets hottest first, ties by name (`SampleRecord::SortCallTargets`); this is the order
    /// of the text writer and of value-profile metadata before GUID conversion.
    pub fn sorted_call_targets(&self) -> Vec<(&[u8], u64)> {
        let mut sorted: Vec<(&[u8], u64)> = self
            .call_targets
            .iter()
            .map(|(name, &count)| (name.as_slice(), count))
            .collect();
        sorted.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
        sorted
    }

    /// `SampleRecord::merge`: samples first, then every target; the first error wins.
    pub fn merge(&mut self, other: &SampleRecord, weight: u64) -> Result<(), SampleError> {
        let mut result = self.add_samples(other.samples, weight);
        for (target, &count) in &other.call_targets {
            keep_first(&mut result, self.add_call_target(target, count, weight));
        }
        result
    }
}

/// Index of a [`FunctionSamples`] in its [`Profile`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FunctionId(u32);

impl FunctionId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One frame of a context-sensitive profile name `[main:3 @ foo:1.2 @ leaf]`: the function and
/// the call-site location inside it (the leaf's location is whatever the text said, 0 if none).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ContextFrame {
    pub function: Vec<u8>,
    pub location: LineLocation,
}

/// Bits of LLVM's `ContextAttributeMask` carried by `!Attributes:`.
pub const CONTEXT_WAS_INLINED: u32 = 0x1;
pub const CONTEXT_SHOULD_BE_INLINED: u32 = 0x2;
pub const CONTEXT_DUPLICATED_INTO_BASE: u32 = 0x4;

/// The samples of one function or one inlined instance (`sampleprof::FunctionSamples`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSamples {
    name: Vec<u8>,
    context: Vec<ContextFrame>,
    synthetic: bool,
    attributes: u32,
    function_hash: u64,
    total_samples: u64,
    head_samples: u64,
    body: BTreeMap<LineLocation, SampleRecord>,
    callsites: BTreeMap<LineLocation, BTreeMap<Vec<u8>, FunctionId>>,
}

impl FunctionSamples {
    /// The function name (for a context profile: the leaf frame's function).
    pub fn name(&self) -> &[u8] {
        &self.name
    }

    /// The full calling context of a `[...]` profile, leaf last; empty for plain profiles and
    /// for inlined instances.
    pub fn context(&self) -> &[ContextFrame] {
        &self.context
    }

    /// Whether the loader marked this profile synthetic (`SetContextSynthetic`).
    pub fn is_synthetic(&self) -> bool {
        self.synthetic
    }

    /// `!Attributes:` bits (`CONTEXT_*`).
    pub fn attributes(&self) -> u32 {
        self.attributes
    }

    pub fn has_attribute(&self, bit: u32) -> bool {
        self.attributes & bit != 0
    }

    /// `!CFGChecksum:` (0 when absent).
    pub fn function_hash(&self) -> u64 {
        self.function_hash
    }

    pub fn total_samples(&self) -> u64 {
        self.total_samples
    }

    /// The header's third number (0 for inlined instances, which have none in the text).
    pub fn head_samples(&self) -> u64 {
        self.head_samples
    }

    /// `FunctionSamples::empty`: LLVM skips a function whose total is 0, whatever its body says.
    pub fn is_empty(&self) -> bool {
        self.total_samples == 0
    }

    pub fn body(&self) -> &BTreeMap<LineLocation, SampleRecord> {
        &self.body
    }

    pub fn callsites(&self) -> &BTreeMap<LineLocation, BTreeMap<Vec<u8>, FunctionId>> {
        &self.callsites
    }

    /// `findSamplesAt`: the exact (offset, discriminator) record; LLVM's loader never falls back
    /// to other discriminators.
    pub fn samples_at(&self, location: LineLocation) -> Option<u64> {
        self.body.get(&location).map(SampleRecord::samples)
    }

    /// `findCallTargetMapAt`.
    pub fn call_targets_at(&self, location: LineLocation) -> Option<&BTreeMap<Vec<u8>, u64>> {
        self.body.get(&location).map(SampleRecord::call_targets)
    }

    /// `findFunctionSamplesMapAt`: the inlined callees recorded at a call site.
    pub fn callees_at(&self, location: LineLocation) -> Option<&BTreeMap<Vec<u8>, FunctionId>> {
        self.callsites.get(&location)
    }

    /// `SampleContext::hasContext`: the state mask is non-zero (raw context or synthetic).
    fn state(&self) -> u32 {
        u32::from(!self.context.is_empty()) | (u32::from(self.synthetic) << 1)
    }
}

/// How the loader strips compiler-added suffixes from an IR function name before looking it up
/// (`FunctionSamples::getCanonicalFnName`). The policy of a function comes from its
/// `"sample-profile-suffix-elision-policy"` attribute; a missing attribute reads as "" which
/// LLVM treats like `all`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuffixElision {
    /// Cut at the first `.` (`all`, or no attribute).
    All,
    /// Strip a trailing `.llvm.N` then a trailing `.part.N` (`selected`; `.__uniq.` stays
    /// because LLVM's `HasUniqSuffix` is true for text profiles).
    Selected,
    /// Keep the name (`none`, and any unknown value, as in release builds).
    Keep,
}

impl SuffixElision {
    /// The policy for a function, given the value of its
    /// `"sample-profile-suffix-elision-policy"` attribute (`None` when absent).
    pub fn from_attribute(value: Option<&[u8]>) -> SuffixElision {
        match value.unwrap_or(b"") {
            b"" | b"all" => SuffixElision::All,
            b"selected" => SuffixElision::Selected,
            _ => SuffixElision::Keep,
        }
    }
}

fn rfind_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.len() > haystack.len() {
        return None;
    }
    (0..=haystack.len() - needle.len())
        .rev()
        .find(|&i| &haystack[i..i + needle.len()] == needle)
}

/// `FunctionSamples::getCanonicalFnName`.
pub fn canonical_fn_name(name: &[u8], policy: SuffixElision) -> &[u8] {
    match policy {
        SuffixElision::All => name.split(|&b| b == b'.').next().unwrap_or(name),
        SuffixElision::Keep => name,
        SuffixElision::Selected => {
            let mut candidate = name;
            for suffix in [&b".llvm."[..], &b".part."[..]] {
                let Some(at) = rfind_bytes(candidate, suffix) else {
                    continue;
                };
                // Only a suffix with no further `.` after it is compiler-added.
                let last_dot = candidate.iter().rposition(|&b| b == b'.');
                if last_dot == Some(at + suffix.len() - 1) {
                    candidate = &candidate[..at];
                }
            }
            candidate
        }
    }
}

/// `SampleContext::toString`: the name, or the frames joined by ` @ ` with every frame but the
/// leaf followed by its call-site location.
pub fn context_string(samples: &FunctionSamples) -> Vec<u8> {
    if samples.state() == 0 {
        return samples.name.clone();
    }
    let mut text = Vec::new();
    for (i, frame) in samples.context.iter().enumerate() {
        if i > 0 {
            text.extend_from_slice(b" @ ");
        }
        text.extend_from_slice(&frame.function);
        if i + 1 < samples.context.len() {
            text.push(b':');
            push_location(&mut text, frame.location);
        }
    }
    text
}

fn push_location(out: &mut Vec<u8>, location: LineLocation) {
    out.extend_from_slice(location.line_offset.to_string().as_bytes());
    if location.discriminator != 0 {
        out.push(b'.');
        out.extend_from_slice(location.discriminator.to_string().as_bytes());
    }
}

/// `SampleContext::operator<` on two top-level profiles: state, then name or frames.
fn context_order(a: &FunctionSamples, b: &FunctionSamples) -> Ordering {
    let (state_a, state_b) = (a.state(), b.state());
    if state_a != state_b {
        return state_a.cmp(&state_b);
    }
    if state_a == 0 {
        return a.name.cmp(&b.name);
    }
    for (x, y) in a.context.iter().zip(&b.context) {
        let by_frame = x
            .function
            .cmp(&y.function)
            .then(x.location.cmp(&y.location));
        if by_frame != Ordering::Equal {
            return by_frame;
        }
    }
    a.context.len().cmp(&b.context.len())
}

/// Which top-level map a profile is filed under: plain name or full context (LLVM keys its
/// `SampleProfileMap` by `SampleContext`, whose equality looks at the state, so `foo` and
/// `[foo]` are different entries).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TopKey {
    Name(Vec<u8>),
    Context(Vec<ContextFrame>),
}

/// A whole profile: the arena of function samples, the top-level profiles in first-seen order,
/// and the profile-wide flags LLVM keeps in `FunctionSamples` statics.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    arena: Vec<FunctionSamples>,
    top_level: Vec<FunctionId>,
    top_index: HashMap<TopKey, usize>,
    probe_based: bool,
    context_sensitive: bool,
    pre_inlined: bool,
}

impl std::ops::Index<FunctionId> for Profile {
    type Output = FunctionSamples;
    fn index(&self, id: FunctionId) -> &FunctionSamples {
        &self.arena[id.index()]
    }
}

impl Profile {
    pub fn new() -> Profile {
        Profile::default()
    }

    /// `ProfileIsProbeBased`: some top-level profile had a non-zero `!CFGChecksum:` at depth 1.
    pub fn is_probe_based(&self) -> bool {
        self.probe_based
    }

    /// `ProfileIsCS`: some header was a `[...]` context.
    pub fn is_context_sensitive(&self) -> bool {
        self.context_sensitive
    }

    /// `ProfileIsPreInlined`: some `!Attributes:` had `CONTEXT_SHOULD_BE_INLINED`.
    pub fn is_pre_inlined(&self) -> bool {
        self.pre_inlined
    }

    pub fn set_flags(&mut self, probe_based: bool, context_sensitive: bool, pre_inlined: bool) {
        self.probe_based = probe_based;
        self.context_sensitive = context_sensitive;
        self.pre_inlined = pre_inlined;
    }

    /// The top-level profiles in the order their names first appeared.
    pub fn top_level(&self) -> &[FunctionId] {
        &self.top_level
    }

    /// `SampleProfileReader::getSamplesFor(StringRef)`: the plain (context-free) profile of
    /// exactly this name.
    pub fn function(&self, name: &[u8]) -> Option<FunctionId> {
        self.top_index
            .get(&TopKey::Name(name.to_vec()))
            .map(|&slot| self.top_level[slot])
    }

    /// `SampleProfileReader::getSamplesFor(const Function &)`: the IR name is canonicalised
    /// with the function's suffix policy first, so by default `foo.cold` and `foo.llvm.7`
    /// find `foo`, and `.hidden` looks up the empty name.
    pub fn function_for_ir_name(
        &self,
        ir_name: &[u8],
        policy: SuffixElision,
    ) -> Option<FunctionId> {
        self.function(canonical_fn_name(ir_name, policy))
    }

    /// The profile of a full context (`[main:1 @ foo]` → frames `main:1`, `foo`).
    pub fn context_function(&self, frames: &[ContextFrame]) -> Option<FunctionId> {
        self.top_index
            .get(&TopKey::Context(frames.to_vec()))
            .map(|&slot| self.top_level[slot])
    }

    fn push(&mut self, samples: FunctionSamples) -> FunctionId {
        let id = FunctionId(self.arena.len() as u32);
        self.arena.push(samples);
        id
    }

    fn get_mut(&mut self, id: FunctionId) -> &mut FunctionSamples {
        &mut self.arena[id.index()]
    }

    /// A fresh, empty top-level profile for a header line; an earlier profile of the same key
    /// is discarded, not merged (`Profiles[FContext] = FunctionSamples()` in the text reader).
    /// `context` is empty for a plain name, else the frames with the leaf last.
    pub fn start_function(&mut self, name: &[u8], context: Vec<ContextFrame>) -> FunctionId {
        let key = if context.is_empty() {
            TopKey::Name(name.to_vec())
        } else {
            TopKey::Context(context.clone())
        };
        let id = self.push(FunctionSamples {
            name: name.to_vec(),
            context,
            ..FunctionSamples::default()
        });
        match self.top_index.get(&key) {
            Some(&slot) => self.top_level[slot] = id,
            None => {
                self.top_index.insert(key, self.top_level.len());
                self.top_level.push(id);
            }
        }
        id
    }

    /// `getOrCreateSamplesFor`: the plain profile of `name`, created empty (and nameless, as in
    /// LLVM, until a merge gives it one) if absent.
    pub fn get_or_create_function(&mut self, name: &[u8]) -> FunctionId {
        if let Some(id) = self.function(name) {
            return id;
        }
        let id = self.push(FunctionSamples::default());
        self.top_index
            .insert(TopKey::Name(name.to_vec()), self.top_level.len());
        self.top_level.push(id);
        id
    }

    /// `functionSamplesAt(location)[callee]` followed by `setName(callee)`: the inlined instance
    /// of `callee` at `location` in `caller`, created if absent. Re-entering an existing
    /// instance keeps its counts (duplicate call-site records are summed).
    pub fn inlined_callee(
        &mut self,
        caller: FunctionId,
        location: LineLocation,
        callee: &[u8],
    ) -> FunctionId {
        let existing = self.arena[caller.index()]
            .callsites
            .get(&location)
            .and_then(|callees| callees.get(callee))
            .copied();
        let id = match existing {
            Some(id) => id,
            None => {
                let id = self.push(FunctionSamples::default());
                self.get_mut(caller)
                    .callsites
                    .entry(location)
                    .or_default()
                    .insert(callee.to_vec(), id);
                id
            }
        };
        let samples = self.get_mut(id);
        samples.name = callee.to_vec();
        samples.context.clear();
        samples.synthetic = false;
        id
    }

    /// `addTotalSamples`.
    pub fn add_total_samples(
        &mut self,
        id: FunctionId,
        samples: u64,
        weight: u64,
    ) -> Result<(), SampleError> {
        add_saturating(&mut self.get_mut(id).total_samples, samples, weight)
    }

    /// `addHeadSamples` (the loader also calls it on inlined instances it does not inline).
    pub fn add_head_samples(
        &mut self,
        id: FunctionId,
        samples: u64,
        weight: u64,
    ) -> Result<(), SampleError> {
        add_saturating(&mut self.get_mut(id).head_samples, samples, weight)
    }

    /// `addBodySamples`.
    pub fn add_body_samples(
        &mut self,
        id: FunctionId,
        location: LineLocation,
        samples: u64,
        weight: u64,
    ) -> Result<(), SampleError> {
        self.get_mut(id)
            .body
            .entry(location)
            .or_default()
            .add_samples(samples, weight)
    }

    /// `addCalledTargetSamples` (creates the body record with 0 samples if needed).
    pub fn add_call_target(
        &mut self,
        id: FunctionId,
        location: LineLocation,
        target: &[u8],
        samples: u64,
        weight: u64,
    ) -> Result<(), SampleError> {
        self.get_mut(id)
            .body
            .entry(location)
            .or_default()
            .add_call_target(target, samples, weight)
    }

    pub fn set_function_hash(&mut self, id: FunctionId, hash: u64) {
        self.get_mut(id).function_hash = hash;
    }

    /// `setAllAttributes`: replaces all bits.
    pub fn set_attributes(&mut self, id: FunctionId, attributes: u32) {
        self.get_mut(id).attributes = attributes;
    }

    /// `FunctionSamples::findFunctionSamplesAt`: the inlined instance at `location` whose
    /// name matches the canonical (`selected` policy) callee name; for an indirect call
    /// (`callee` empty) the instance with the largest total, the last one in name order on ties.
    pub fn callee_samples_at(
        &self,
        caller: FunctionId,
        location: LineLocation,
        callee: &[u8],
    ) -> Option<FunctionId> {
        let callee = canonical_fn_name(callee, SuffixElision::Selected);
        let callees = self[caller].callsites.get(&location)?;
        if let Some(&id) = callees.get(callee) {
            return Some(id);
        }
        if !callee.is_empty() {
            return None;
        }
        let mut best = None;
        let mut best_total = 0;
        for &id in callees.values() {
            if self[id].total_samples >= best_total {
                best_total = self[id].total_samples;
                best = Some(id);
            }
        }
        best
    }

    /// `FunctionSamples::findFunctionSamples`: follows an instruction's inline chain from the
    /// function's own profile `root`. `chain` lists, outermost first, each inlined call's
    /// call-site location (in the caller) and the inlined callee's linkage (or plain) name.
    pub fn inlined_samples(
        &self,
        root: FunctionId,
        chain: &[(LineLocation, &[u8])],
    ) -> Option<FunctionId> {
        let mut current = root;
        for &(location, callee) in chain {
            current = self.callee_samples_at(current, location, callee)?;
        }
        Some(current)
    }

    /// `FunctionSamples::getHeadSamplesEstimate`: head samples for a context-sensitive profile
    /// that has them; otherwise the samples of the first body record, or, if a call site comes
    /// first, the summed estimates of the instances inlined there (wrapping like the C++ sum);
    /// at least 1 when the total is non-zero.
    pub fn head_samples_estimate(&self, id: FunctionId) -> u64 {
        // Post-order over the chain of "first call site" instances, without recursion.
        enum Step {
            Visit(FunctionId),
            Finish(FunctionId, usize),
        }
        let mut steps = vec![Step::Visit(id)];
        let mut values: Vec<u64> = Vec::new();
        while let Some(step) = steps.pop() {
            match step {
                Step::Visit(id) => {
                    let samples = &self[id];
                    if self.context_sensitive && samples.head_samples != 0 {
                        values.push(samples.head_samples);
                        continue;
                    }
                    let first_body = samples.body.iter().next();
                    let first_site = samples.callsites.iter().next();
                    match (first_body, first_site) {
                        (Some((body_at, record)), site)
                            if site.is_none_or(|(site_at, _)| body_at < site_at) =>
                        {
                            values.push(at_least_one(record.samples, samples));
                        }
                        (_, Some((_, callees))) => {
                            steps.push(Step::Finish(id, callees.len()));
                            steps.extend(callees.values().rev().map(|&c| Step::Visit(c)));
                        }
                        (_, None) => values.push(at_least_one(0, samples)),
                    }
                }
                Step::Finish(id, children) => {
                    let start = values.len() - children;
                    let sum = values
                        .drain(start..)
                        .fold(0u64, |acc, v| acc.wrapping_add(v));
                    values.push(at_least_one(sum, &self[id]));
                }
            }
        }
        values.pop().unwrap_or(0)
    }

    /// `FunctionSamples::merge(Other, Weight)` of `src` into `dst` (the loader uses it to fold a
    /// not-inlined instance into the callee's own profile). Per instance: adopt `src`'s name and
    /// context if `dst` has no name; adopt its hash if `dst` has none, else stop that instance
    /// with `HashMismatch` when they differ; then add total, head and body records and descend
    /// into the call sites. A nested error does not stop its siblings; the first error wins.
    /// Each step seeks the next call site after the current one, which visits exactly what the
    /// C++ map iterators visit even when `src` and `dst` share instances.
    pub fn merge(
        &mut self,
        dst: FunctionId,
        src: FunctionId,
        weight: u64,
    ) -> Result<(), SampleError> {
        struct Walk {
            dst: FunctionId,
            src: FunctionId,
            after: Option<(LineLocation, Vec<u8>)>,
        }
        let mut result = Ok(());
        let mut walks = Vec::new();
        if self.merge_counts(dst, src, weight, &mut result) {
            walks.push(Walk {
                dst,
                src,
                after: None,
            });
        }
        while let Some(top) = walks.last_mut() {
            let Some((location, callee, child_src)) =
                next_callsite(&self.arena[top.src.index()].callsites, top.after.as_ref())
            else {
                walks.pop();
                continue;
            };
            let parent_dst = top.dst;
            top.after = Some((location, callee.clone()));
            let child_dst = self.callsite_slot(parent_dst, location, &callee);
            if self.merge_counts(child_dst, child_src, weight, &mut result) {
                walks.push(Walk {
                    dst: child_dst,
                    src: child_src,
                    after: None,
                });
            }
        }
        result
    }

    /// `FSMap[callee]` of `dst`'s call site `location`: created empty (no name) if absent.
    fn callsite_slot(
        &mut self,
        dst: FunctionId,
        location: LineLocation,
        callee: &[u8],
    ) -> FunctionId {
        if let Some(&id) = self[dst]
            .callsites
            .get(&location)
            .and_then(|m| m.get(callee))
        {
            return id;
        }
        let id = self.push(FunctionSamples::default());
        self.get_mut(dst)
            .callsites
            .entry(location)
            .or_default()
            .insert(callee.to_vec(), id);
        id
    }

    /// The part of `FunctionSamples::merge` before its call-site loop; false when the hashes
    /// clash and the instance is left as it is.
    fn merge_counts(
        &mut self,
        dst: FunctionId,
        src: FunctionId,
        weight: u64,
        result: &mut Result<(), SampleError>,
    ) -> bool {
        let other = &self.arena[src.index()];
        let (hash, total, head) = (other.function_hash, other.total_samples, other.head_samples);
        let identity = (
            other.name.clone(),
            other.context.clone(),
            other.synthetic,
            other.attributes,
        );
        let body = other.body.clone();
        let samples = self.get_mut(dst);
        if samples.name.is_empty() {
            (
                samples.name,
                samples.context,
                samples.synthetic,
                samples.attributes,
            ) = identity;
        }
        if samples.function_hash == 0 {
            samples.function_hash = hash;
        } else if samples.function_hash != hash {
            keep_first(result, Err(SampleError::HashMismatch));
            return false;
        }
        keep_first(
            result,
            add_saturating(&mut samples.total_samples, total, weight),
        );
        keep_first(
            result,
            add_saturating(&mut samples.head_samples, head, weight),
        );
        for (location, record) in &body {
            let merged = samples
                .body
                .entry(*location)
                .or_default()
                .merge(record, weight);
            keep_first(result, merged);
        }
        true
    }

    /// `FunctionSamples::SetContextSynthetic`: marks `id` and every instance inlined in it.
    pub fn set_context_synthetic(&mut self, id: FunctionId) {
        let mut pending = vec![id];
        while let Some(id) = pending.pop() {
            let samples = self.get_mut(id);
            samples.synthetic = true;
            pending.extend(samples.callsites.values().flat_map(|m| m.values().copied()));
        }
    }

    /// The profile as `llvm-profdata-16 merge --sample --text` writes it
    /// (`SampleProfileWriterText`): functions by decreasing total samples, ties by context
    /// order; inside each, body records by location, then inlined instances by location and
    /// callee name, then `!CFGChecksum:` (every instance, when the profile is probe-based) and
    /// `!Attributes:` (when non-zero). Context-sensitive profiles print every name in `[...]`.
    pub fn canonical_text(&self) -> Vec<u8> {
        let mut order = self.top_level.clone();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self[a], &self[b]);
            b.total_samples
                .cmp(&a.total_samples)
                .then_with(|| context_order(a, b))
        });
        let mut out = Vec::new();
        for id in order {
            self.write_function(&mut out, id);
        }
        out
    }

    fn write_function(&self, out: &mut Vec<u8>, root: FunctionId) {
        enum Task {
            // An instance at writer indent `depth`; inlined ones start with their call site.
            Start(FunctionId, usize, Option<LineLocation>),
            Metadata(FunctionId, usize),
        }
        let mut tasks = vec![Task::Start(root, 0, None)];
        while let Some(task) = tasks.pop() {
            match task {
                Task::Start(id, depth, site) => {
                    let samples = &self[id];
                    if let Some(site) = site {
                        push_indent(out, depth);
                        push_location(out, site);
                        out.extend_from_slice(b": ");
                    }
                    if self.context_sensitive {
                        out.push(b'[');
                        out.extend_from_slice(&context_string(samples));
                        out.push(b']');
                    } else {
                        out.extend_from_slice(&samples.name);
                    }
                    out.push(b':');
                    out.extend_from_slice(samples.total_samples.to_string().as_bytes());
                    if depth == 0 {
                        out.push(b':');
                        out.extend_from_slice(samples.head_samples.to_string().as_bytes());
                    }
                    out.push(b'\n');
                    for (&location, record) in &samples.body {
                        push_indent(out, depth + 1);
                        push_location(out, location);
                        out.extend_from_slice(b": ");
                        out.extend_from_slice(record.samples.to_string().as_bytes());
                        for (target, count) in record.sorted_call_targets() {
                            out.push(b' ');
                            out.extend_from_slice(target);
                            out.push(b':');
                            out.extend_from_slice(count.to_string().as_bytes());
                        }
                        out.push(b'\n');
                    }
                    tasks.push(Task::Metadata(id, depth));
                    let children = samples.callsites.iter().flat_map(|(&location, callees)| {
                        callees.values().map(move |&callee| (location, callee))
                    });
                    let first_child = tasks.len();
                    for (location, callee) in children {
                        tasks.push(Task::Start(callee, depth + 1, Some(location)));
                    }
                    tasks[first_child..].reverse();
                }
                Task::Metadata(id, depth) => {
                    let samples = &self[id];
                    if self.probe_based {
                        push_indent(out, depth + 1);
                        out.extend_from_slice(b"!CFGChecksum: ");
                        out.extend_from_slice(samples.function_hash.to_string().as_bytes());
                        out.push(b'\n');
                    }
                    if samples.attributes != 0 {
                        push_indent(out, depth + 1);
                        out.extend_from_slice(b"!Attributes: ");
                        out.extend_from_slice(samples.attributes.to_string().as_bytes());
                        out.push(b'\n');
                    }
                }
            }
        }
    }
}

fn push_indent(out: &mut Vec<u8>, spaces: usize) {
    out.resize(out.len() + spaces, b' ');
}

/// `Count ? Count : TotalSamples > 0` of `getHeadSamplesEstimate`.
fn at_least_one(count: u64, samples: &FunctionSamples) -> u64 {
    if count != 0 {
        count
    } else {
        u64::from(samples.total_samples > 0)
    }
}

/// The first (location, callee) of a two-level call-site map strictly after `after`, in map
/// order (what a pair of nested `std::map` iterators reaches next).
fn next_callsite(
    callsites: &BTreeMap<LineLocation, BTreeMap<Vec<u8>, FunctionId>>,
    after: Option<&(LineLocation, Vec<u8>)>,
) -> Option<(LineLocation, Vec<u8>, FunctionId)> {
    let first_of = |location: LineLocation, callees: &BTreeMap<Vec<u8>, FunctionId>| {
        callees
            .iter()
            .next()
            .map(|(name, &id)| (location, name.clone(), id))
    };
    let Some((location, name)) = after else {
        return callsites
            .iter()
            .find_map(|(&location, callees)| first_of(location, callees));
    };
    if let Some(callees) = callsites.get(location) {
        let bounds = (Bound::Excluded(name.as_slice()), Bound::Unbounded);
        if let Some((next, &id)) = callees.range::<[u8], _>(bounds).next() {
            return Some((*location, next.clone(), id));
        }
    }
    callsites
        .range((Bound::Excluded(*location), Bound::Unbounded))
        .find_map(|(&location, callees)| first_of(location, callees))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line_offset: u32) -> LineLocation {
        LineLocation::new(line_offset, 0)
    }

    /// `f` with body records `(offset, samples)` and total `total`.
    fn function_with_body(
        profile: &mut Profile,
        name: &[u8],
        total: u64,
        body: &[(u32, u64)],
    ) -> FunctionId {
        let id = profile.start_function(name, Vec::new());
        profile.add_total_samples(id, total, 1).unwrap();
        for &(offset, samples) in body {
            profile
                .add_body_samples(id, at(offset), samples, 1)
                .unwrap();
        }
        id
    }

    #[test]
    fn counters_saturate_exactly_past_u64_max() {
        assert_eq!(
            saturating_multiply_add(3, 1, u64::MAX - 3),
            (u64::MAX, false)
        );
        assert_eq!(
            saturating_multiply_add(4, 1, u64::MAX - 3),
            (u64::MAX, true)
        );
        assert_eq!(
            saturating_multiply_add(u64::MAX / 2 + 1, 2, 0),
            (u64::MAX, true)
        );
        let mut record = SampleRecord::default();
        record.add_samples(u64::MAX, 1).unwrap();
        assert_eq!(record.add_samples(1, 1), Err(SampleError::CounterOverflow));
        assert_eq!(record.samples(), u64::MAX);
    }

    #[test]
    fn call_targets_sort_hottest_first_then_by_name() {
        let mut record = SampleRecord::default();
        for (name, count) in [(&b"b"[..], 5), (b"a", 5), (b"c", 9), (b"d", 1)] {
            record.add_call_target(name, count, 1).unwrap();
        }
        let names: Vec<&[u8]> = record.sorted_call_targets().iter().map(|t| t.0).collect();
        assert_eq!(names, [&b"c"[..], b"a", b"b", b"d"]);
    }

    #[test]
    fn suffix_policies_canonicalise_ir_names() {
        use SuffixElision::*;
        assert_eq!(SuffixElision::from_attribute(None), All);
        assert_eq!(SuffixElision::from_attribute(Some(b"selected")), Selected);
        assert_eq!(SuffixElision::from_attribute(Some(b"bogus")), Keep);
        assert_eq!(canonical_fn_name(b"foo.cold.1", All), b"foo");
        assert_eq!(canonical_fn_name(b".hidden", All), b"");
        assert_eq!(canonical_fn_name(b"foo.part.1.llvm.2", Selected), b"foo");
        // `.llvm.` is tried first, so a `.part.` after it keeps it.
        assert_eq!(
            canonical_fn_name(b"foo.llvm.2.part.1", Selected),
            b"foo.llvm.2"
        );
        assert_eq!(
            canonical_fn_name(b"foo.llvm.2.x", Selected),
            b"foo.llvm.2.x"
        );
        assert_eq!(
            canonical_fn_name(b"foo.__uniq.77", Selected),
            b"foo.__uniq.77"
        );
        assert_eq!(canonical_fn_name(b"foo.cold", Keep), b"foo.cold");
    }

    #[test]
    fn function_lookup_by_ir_name_uses_the_policy() {
        let mut profile = Profile::new();
        let foo = function_with_body(&mut profile, b"foo", 1, &[]);
        assert_eq!(
            profile.function_for_ir_name(b"foo.cold", SuffixElision::All),
            Some(foo)
        );
        assert_eq!(
            profile.function_for_ir_name(b"foo.cold", SuffixElision::Selected),
            None
        );
        assert_eq!(
            profile.function_for_ir_name(b"foo.llvm.3", SuffixElision::Selected),
            Some(foo)
        );
    }

    /// `caller` with instances of `names` (total = index + 1... given) at line offset 1.
    fn caller_with_instances(profile: &mut Profile, totals: &[(&[u8], u64)]) -> FunctionId {
        let caller = function_with_body(profile, b"caller", 100, &[]);
        for &(name, total) in totals {
            let callee = profile.inlined_callee(caller, at(1), name);
            profile.add_total_samples(callee, total, 1).unwrap();
        }
        caller
    }

    #[test]
    fn callee_lookup_matches_canonical_names_only_for_direct_calls() {
        let mut profile = Profile::new();
        let caller = caller_with_instances(&mut profile, &[(b"g", 5), (b"h", 3)]);
        let g = profile
            .callee_samples_at(caller, at(1), b"g.llvm.9")
            .unwrap();
        assert_eq!(profile[g].name(), b"g");
        assert_eq!(profile.callee_samples_at(caller, at(1), b"k"), None);
        assert_eq!(profile.callee_samples_at(caller, at(2), b"g"), None);
        // An indirect call takes the hottest instance.
        assert_eq!(profile.callee_samples_at(caller, at(1), b""), Some(g));
    }

    #[test]
    fn indirect_call_ties_take_the_last_name() {
        let mut profile = Profile::new();
        let caller = caller_with_instances(&mut profile, &[(b"b", 4), (b"a", 4), (b"c", 1)]);
        let hottest = profile.callee_samples_at(caller, at(1), b"").unwrap();
        assert_eq!(profile[hottest].name(), b"b");
    }

    #[test]
    fn head_estimate_prefers_the_earliest_location() {
        let mut profile = Profile::new();
        let f = function_with_body(&mut profile, b"f", 50, &[(2, 7)]);
        assert_eq!(profile.head_samples_estimate(f), 7);
        // A call site before the first body record: sum of its instances' estimates.
        for (name, first) in [(&b"g"[..], 3), (b"h", 0)] {
            let callee = profile.inlined_callee(f, at(1), name);
            profile.add_total_samples(callee, 9, 1).unwrap();
            profile.add_body_samples(callee, at(0), first, 1).unwrap();
        }
        // h's first record is 0 but its total is not: it counts 1.
        assert_eq!(profile.head_samples_estimate(f), 4);
        let empty = function_with_body(&mut profile, b"e", 0, &[]);
        assert_eq!(profile.head_samples_estimate(empty), 0);
    }

    #[test]
    fn head_estimate_of_a_context_profile_uses_head_samples() {
        let mut profile = Profile::new();
        let f = function_with_body(&mut profile, b"f", 50, &[(2, 7)]);
        profile.add_head_samples(f, 11, 1).unwrap();
        assert_eq!(profile.head_samples_estimate(f), 7);
        profile.set_flags(false, true, false);
        assert_eq!(profile.head_samples_estimate(f), 11);
    }

    #[test]
    fn merge_adds_counts_and_adopts_name_and_hash() {
        let mut profile = Profile::new();
        let caller = caller_with_instances(&mut profile, &[(b"g", 5)]);
        let g = profile.callee_samples_at(caller, at(1), b"g").unwrap();
        profile.add_body_samples(g, at(3), 4, 1).unwrap();
        profile.add_call_target(g, at(3), b"t", 2, 1).unwrap();
        profile.set_function_hash(g, 77);
        let outline = profile.get_or_create_function(b"g");
        assert_eq!(profile[outline].name(), b"");
        profile.merge(outline, g, 2).unwrap();
        let merged = &profile[outline];
        assert_eq!((merged.name(), merged.function_hash()), (&b"g"[..], 77));
        assert_eq!(merged.total_samples(), 10);
        assert_eq!(merged.body()[&at(3)].call_targets()[&b"t"[..]], 4);
        assert_eq!(profile.function(b"g"), Some(outline));
    }

    #[test]
    fn merge_skips_an_instance_whose_hash_differs_but_not_its_siblings() {
        let mut profile = Profile::new();
        let src = caller_with_instances(&mut profile, &[(b"a", 1), (b"b", 2)]);
        let dst = caller_with_instances(&mut profile, &[(b"a", 10), (b"b", 20)]);
        let a_src = profile.callee_samples_at(src, at(1), b"a").unwrap();
        let a_dst = profile.callee_samples_at(dst, at(1), b"a").unwrap();
        profile.set_function_hash(a_src, 1);
        profile.set_function_hash(a_dst, 2);
        assert_eq!(profile.merge(dst, src, 1), Err(SampleError::HashMismatch));
        let b_dst = profile.callee_samples_at(dst, at(1), b"b").unwrap();
        assert_eq!(profile[a_dst].total_samples(), 10);
        assert_eq!(profile[b_dst].total_samples(), 22);
        assert_eq!(profile[dst].total_samples(), 200);
    }

    #[test]
    fn merging_an_instance_into_its_own_ancestor_terminates() {
        // f → (1: f) → (1: f): merging the first instance into f walks shared instances.
        let mut profile = Profile::new();
        let f = function_with_body(&mut profile, b"f", 8, &[(0, 1)]);
        let inner = profile.inlined_callee(f, at(1), b"f");
        profile.add_total_samples(inner, 4, 1).unwrap();
        let innermost = profile.inlined_callee(inner, at(1), b"f");
        profile.add_total_samples(innermost, 2, 1).unwrap();
        profile.merge(f, inner, 1).unwrap();
        assert_eq!(profile[f].total_samples(), 12);
        // `inner` received `innermost` (2) before `innermost` itself was read.
        assert_eq!(profile[inner].total_samples(), 6);
    }

    #[test]
    fn synthetic_marks_the_whole_tree() {
        let mut profile = Profile::new();
        let caller = caller_with_instances(&mut profile, &[(b"g", 5)]);
        profile.set_context_synthetic(caller);
        let g = profile.callee_samples_at(caller, at(1), b"g").unwrap();
        assert!(profile[caller].is_synthetic() && profile[g].is_synthetic());
    }

    #[test]
    fn canonical_text_orders_functions_by_total_then_name() {
        let mut profile = Profile::new();
        function_with_body(&mut profile, b"b", 5, &[(2, 1), (1, 3)]);
        function_with_body(&mut profile, b"a", 5, &[]);
        function_with_body(&mut profile, b"z", 9, &[]);
        let text = String::from_utf8(profile.canonical_text()).unwrap();
        assert_eq!(text, "z:9:0\na:5:0\nb:5:0\n 1: 3\n 2: 1\n");
    }

    #[test]
    fn canonical_text_nests_instances_after_the_body() {
        let mut profile = Profile::new();
        let caller = caller_with_instances(&mut profile, &[(b"h", 3), (b"g", 5)]);
        profile
            .add_body_samples(caller, LineLocation::new(4, 2), 6, 1)
            .unwrap();
        let g = profile.callee_samples_at(caller, at(1), b"g").unwrap();
        profile.add_body_samples(g, at(0), 5, 1).unwrap();
        profile.set_attributes(g, CONTEXT_WAS_INLINED);
        let text = String::from_utf8(profile.canonical_text()).unwrap();
        assert_eq!(
            text,
            "caller:100:0\n 4.2: 6\n 1: g:5\n  0: 5\n  !Attributes: 1\n 1: h:3\n"
        );
    }
}
