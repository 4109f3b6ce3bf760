//! From a function's CFG and per-block samples to block and edge counts, as LLVM 16's
//! `SampleProfileInference<BasicBlock>::apply` (SampleProfileInference.h) wraps the flow
//! inference: which blocks take part, how jumps are formed, which are unlikely, the early
//! exit, and what the loader's `BlockWeights`/`EdgeWeights` maps hold afterwards.

use super::error::InferenceError;
use super::flow_function::{FlowBlock, FlowBlockId, FlowFunction, FlowJump};
use super::inference::FlowInference;
use super::params::ProfiParams;
use crate::graph::{Block, BlockMap, Csr, PackedOption};

/// What an unlikely-jump rule may look at for the CFG edge `source → target`.
#[derive(Clone, Copy, Debug)]
pub struct JumpContext<'a> {
    pub source: Block,
    pub target: Block,
    /// `source`'s successors without repeats, first occurrence kept (the loader's
    /// `Successors[BB]` from `buildEdges`), including blocks left out of the inference.
    pub distinct_successors: &'a [Block],
}

/// The terminator facts LLVM 16's rule needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TerminatorKind {
    Invoke,
    Unreachable,
    #[default]
    Other,
}

/// LLVM 16's `findUnlikelyJumps` for IR: a jump is unlikely if it is the second of exactly
/// two distinct successors of an `invoke` (the unwind edge), or if its target ends in
/// `unreachable`. `terminators` has one entry per CFG block.
pub fn llvm16_unlikely_rule(
    terminators: &BlockMap<TerminatorKind>,
) -> impl Fn(&JumpContext) -> bool + '_ {
    move |jump: &JumpContext| {
        let kind = |b: Block| terminators.get(b).copied().unwrap_or(TerminatorKind::Other);
        let unwind_edge = kind(jump.source) == TerminatorKind::Invoke
            && jump.distinct_successors.len() == 2
            && jump.distinct_successors[1] == jump.target;
        unwind_edge || kind(jump.target) == TerminatorKind::Unreachable
    }
}

/// One entry of LLVM's `EdgeWeights` map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeCount {
    pub source: Block,
    pub target: Block,
    pub count: u64,
}

/// The loader's `BlockWeights` and `EdgeWeights` after `SampleProfileInference::apply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InferredCounts {
    /// Per CFG block; `Some` where LLVM's map has an entry. After inference that is every
    /// block taking part (0 included); blocks left out (unreachable from the entry, or
    /// unable to reach an exit) are `None`. After the early exit it is the raw positive
    /// samples of the blocks that would have taken part.
    pub block_counts: BlockMap<Option<u64>>,
    /// One per jump: grouped by source in block order, targets in first-occurrence
    /// terminator order. Empty after the early exit.
    pub edge_counts: Vec<EdgeCount>,
    /// False when LLVM returns early: at most one block takes part, or none of them has a
    /// positive sample.
    pub inferred: bool,
    /// `edge_counts` of block `b` are `edge_start[b]..edge_start[b + 1]`.
    edge_start: Vec<u32>,
}

impl InferredCounts {
    /// The edges out of `source`.
    pub fn edges_from(&self, source: Block) -> &[EdgeCount] {
        let b = source.index();
        if b + 1 >= self.edge_start.len() {
            return &[];
        }
        &self.edge_counts[self.edge_start[b] as usize..self.edge_start[b + 1] as usize]
    }

    /// `EdgeWeights[(source, target)]` if present.
    pub fn edge_count(&self, source: Block, target: Block) -> Option<u64> {
        self.edges_from(source)
            .iter()
            .find(|e| e.target == target)
            .map(|e| e.count)
    }

    /// The entry count profi sets (LLVM `finalizeWeightPropagation`): the entry block's
    /// count when positive; otherwise the loader keeps its `HeadSamples + 1`.
    pub fn entry_count(&self) -> Option<u64> {
        self.block_counts
            .get(Block::ENTRY)
            .copied()
            .flatten()
            .filter(|&c| c > 0)
    }
}

/// The flow function LLVM's IR driver builds for a function, and how its blocks and jumps
/// map back to the CFG.
pub struct FlowProblem {
    pub func: FlowFunction,
    /// CFG block of each flow block (layout order of the blocks taking part).
    pub order: Vec<Block>,
    /// CFG edge of each jump.
    pub targets: Vec<(Block, Block)>,
    num_blocks: usize,
}

impl FlowProblem {
    /// The loader's maps once `func` carries flows.
    pub fn counts(&self) -> InferredCounts {
        let n = self.num_blocks;
        let mut counts = InferredCounts {
            block_counts: BlockMap::from_elem_n(None, n),
            edge_counts: Vec::with_capacity(self.targets.len()),
            inferred: true,
            edge_start: vec![0; n + 1],
        };
        for (k, &b) in self.order.iter().enumerate() {
            counts.block_counts[b] = Some(self.func.blocks()[k].flow);
        }
        counts.edge_counts = self
            .func
            .jumps()
            .iter()
            .zip(&self.targets)
            .map(|(j, &(source, target))| EdgeCount {
                source,
                target,
                count: j.flow,
            })
            .collect();
        for e in &counts.edge_counts {
            counts.edge_start[e.source.index() + 1] += 1;
        }
        for b in 0..n {
            counts.edge_start[b + 1] += counts.edge_start[b];
        }
        counts
    }
}

/// Runs LLVM 16's IR driver of profi on plain data.
///
/// * `successors`: one row per block in function layout order (block 0 is the entry), the
///   terminator's successors in order with repeats, as the IR has them;
/// * `samples`: per block, the sample weight if any instruction produced one
///   (`getBlockWeight`), `Some(0)` being a sampled zero;
/// * `is_unlikely`: which jumps cost `2^30` per unit ([`llvm16_unlikely_rule`] is LLVM's).
///
/// Steps: see [`flow_problem`]; then run the inference and read flows back.
pub fn infer_counts(
    engine: &mut FlowInference,
    params: &ProfiParams,
    successors: &Csr<Block, Block>,
    samples: &BlockMap<Option<u64>>,
    is_unlikely: impl Fn(&JumpContext) -> bool,
) -> Result<InferredCounts, InferenceError> {
    match flow_problem(successors, samples, is_unlikely)? {
        Err(early) => Ok(early),
        Ok(mut problem) => {
            engine.apply(params, &mut problem.func)?;
            Ok(problem.counts())
        }
    }
}

/// The flow function of LLVM's IR driver: keep the blocks reachable from the entry and
/// reaching a block without successors, numbered in layout order; stop early (returning
/// LLVM's maps for that case) if fewer than two remain or none has a positive sample; one
/// unknown-weight jump per distinct successor that is kept; the entry is the first kept
/// block without incoming jumps (block 0 in IR); a sampled-zero entry gets weight 1.
pub fn flow_problem(
    successors: &Csr<Block, Block>,
    samples: &BlockMap<Option<u64>>,
    is_unlikely: impl Fn(&JumpContext) -> bool,
) -> Result<Result<FlowProblem, InferredCounts>, InferenceError> {
    let n = successors.len();
    if samples.len() != n {
        return Err(InferenceError::WeightCountMismatch {
            blocks: n,
            weights: samples.len(),
        });
    }
    for b in (0..n).map(Block::new) {
        if let Some(&s) = successors.row(b).iter().find(|&&s| s.index() >= n) {
            return Err(InferenceError::SuccessorOutOfRange {
                block: b,
                successor: s,
            });
        }
    }
    let mut counts = InferredCounts {
        block_counts: BlockMap::from_elem_n(None, n),
        edge_counts: Vec::new(),
        inferred: false,
        edge_start: vec![0; n + 1],
    };
    if n == 0 {
        return Ok(Err(counts));
    }

    let kept = blocks_between_entry_and_exits(successors);
    // Kept block → index in the flow function.
    let mut index: BlockMap<u32> = BlockMap::from_elem_n(u32::MAX, n);
    let mut order: Vec<Block> = Vec::new();
    for b in kept.indices() {
        if kept[b] {
            index[b] = order.len() as u32;
            order.push(b);
        }
    }
    let mut has_samples = false;
    for &b in &order {
        if let Some(w) = samples[b].filter(|&w| w > 0) {
            counts.block_counts[b] = Some(w);
            has_samples = true;
        }
    }
    if order.len() <= 1 || !has_samples {
        return Ok(Err(counts));
    }

    let blocks: Vec<FlowBlock> = order
        .iter()
        .map(|&b| samples[b].map_or_else(FlowBlock::unknown, FlowBlock::known))
        .collect();
    let mut jumps = Vec::new();
    let mut targets: Vec<(Block, Block)> = Vec::new();
    let mut seen: BlockMap<PackedOption<Block>> = BlockMap::from_elem_n(PackedOption::NONE, n);
    let mut distinct: Vec<Block> = Vec::new();
    for &b in &order {
        distinct.clear();
        for &s in successors.row(b) {
            if seen[s].expand() != Some(b) {
                seen[s] = PackedOption::some(b);
                distinct.push(s);
            }
        }
        for &s in &distinct {
            if !kept[s] {
                continue;
            }
            let mut jump = FlowJump::new(FlowBlockId(index[b]), FlowBlockId(index[s]));
            jump.is_unlikely = is_unlikely(&JumpContext {
                source: b,
                target: s,
                distinct_successors: &distinct,
            });
            jumps.push(jump);
            targets.push((b, s));
        }
    }
    let mut has_pred = vec![false; order.len()];
    for j in &jumps {
        has_pred[j.target().index()] = true;
    }
    let entry = has_pred.iter().position(|&p| !p).unwrap_or(0) as u32;
    let mut func = FlowFunction::new(blocks, jumps, FlowBlockId(entry))?;
    let entry_block = &mut func.blocks_mut()[entry as usize];
    if entry_block.weight == 0 && !entry_block.has_unknown_weight {
        entry_block.weight = 1;
    }
    Ok(Ok(FlowProblem {
        func,
        order,
        targets,
        num_blocks: n,
    }))
}

/// Blocks reachable from block 0 that also reach a block without successors (LLVM's
/// `depth_first_ext` from the entry intersected with `inverse_depth_first_ext` from every
/// exit). Only the sets matter, so plain stacks do.
fn blocks_between_entry_and_exits(successors: &Csr<Block, Block>) -> BlockMap<bool> {
    let n = successors.len();
    let mut forward = BlockMap::from_elem_n(false, n);
    let mut stack = vec![Block::ENTRY];
    forward[Block::ENTRY] = true;
    while let Some(b) = stack.pop() {
        for &s in successors.row(b) {
            if !forward[s] {
                forward[s] = true;
                stack.push(s);
            }
        }
    }
    let mut pred_start = vec![0u32; n + 1];
    for &s in successors.entries() {
        pred_start[s.index() + 1] += 1;
    }
    for b in 0..n {
        pred_start[b + 1] += pred_start[b];
    }
    let mut next = pred_start[..n].to_vec();
    let mut preds = vec![Block::ENTRY; pred_start[n] as usize];
    for b in (0..n).map(Block::new) {
        for &s in successors.row(b) {
            preds[next[s.index()] as usize] = b;
            next[s.index()] += 1;
        }
    }
    let pred_table: Csr<Block, Block> = Csr::from_parts(pred_start, preds);
    let mut backward = BlockMap::from_elem_n(false, n);
    for b in (0..n).map(Block::new) {
        if successors.row(b).is_empty() {
            backward[b] = true;
            stack.push(b);
        }
    }
    while let Some(b) = stack.pop() {
        for &p in pred_table.row(b) {
            if !backward[p] {
                backward[p] = true;
                stack.push(p);
            }
        }
    }
    forward
        .iter()
        .zip(&backward)
        .map(|(&f, &b)| f && b)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks};

    fn table(rows: &[&[u32]]) -> Csr<Block, Block> {
        let rows: Vec<Vec<Block>> = rows.iter().map(|r| blocks(r)).collect();
        Csr::from_rows(&rows)
    }

    fn run(rows: &[&[u32]], samples: &[Option<u64>], kinds: &[TerminatorKind]) -> InferredCounts {
        let mut kinds = kinds.to_vec();
        kinds.resize(rows.len(), TerminatorKind::Other);
        let kinds: BlockMap<TerminatorKind> = kinds.into_iter().collect();
        infer_counts(
            &mut FlowInference::new(),
            &ProfiParams::default(),
            &table(rows),
            &samples.iter().copied().collect(),
            llvm16_unlikely_rule(&kinds),
        )
        .unwrap()
    }

    fn counts(c: &InferredCounts) -> Vec<Option<u64>> {
        c.block_counts.raw().to_vec()
    }

    #[test]
    fn branch_counts_follow_samples() {
        let c = run(&[&[1, 2], &[], &[]], &[Some(100), Some(60), Some(40)], &[]);
        assert!(c.inferred);
        assert_eq!(c.edge_count(bb(0), bb(1)), Some(60));
        assert_eq!(c.edge_count(bb(0), bb(2)), Some(40));
        assert_eq!(counts(&c), vec![Some(100), Some(60), Some(40)]);
        assert_eq!(c.entry_count(), Some(100));
    }

    #[test]
    fn duplicate_successors_make_one_jump() {
        // A switch with two cases to block 1 and a default to block 2.
        let c = run(
            &[&[1, 2, 1], &[], &[]],
            &[Some(90), Some(60), Some(30)],
            &[],
        );
        assert_eq!(
            c.edges_from(bb(0)),
            &[
                EdgeCount {
                    source: bb(0),
                    target: bb(1),
                    count: 60
                },
                EdgeCount {
                    source: bb(0),
                    target: bb(2),
                    count: 30
                }
            ]
        );
    }

    #[test]
    fn dead_code_and_infinite_loops_are_left_out() {
        // 0 → 1 (exit), 0 → 2 ⇄ 3 (no exit), 4 unreachable → 1.
        let c = run(
            &[&[1, 2], &[], &[3], &[2], &[1]],
            &[Some(10), Some(10), Some(5), Some(5), Some(7)],
            &[],
        );
        assert_eq!(counts(&c), vec![Some(10), Some(10), None, None, None]);
        assert_eq!(c.edge_counts.len(), 1);
        assert_eq!(c.edge_count(bb(0), bb(2)), None);
    }

    #[test]
    fn early_exit_keeps_raw_positive_samples_of_kept_blocks() {
        // No positive sample: nothing at all.
        let c = run(&[&[1], &[]], &[Some(0), None], &[]);
        assert!(!c.inferred);
        assert_eq!(counts(&c), vec![None, None]);
        // A single kept block: its raw sample stays, no edges.
        let c = run(&[&[], &[0]], &[Some(12), Some(3)], &[]);
        assert!(!c.inferred);
        assert_eq!(counts(&c), vec![Some(12), None]);
        assert!(c.edge_counts.is_empty());
        assert_eq!(c.entry_count(), Some(12));
    }

    #[test]
    fn sampled_zero_entry_counts_as_one() {
        // Entry sampled 0 becomes 1; lowering the exit (20 per unit) beats raising the entry
        // (40 per unit), so both end at 1 rather than 0 or 50.
        let c = run(&[&[1], &[]], &[Some(0), Some(50)], &[]);
        assert_eq!(counts(&c), vec![Some(1), Some(1)]);
    }

    #[test]
    fn invoke_unwind_edge_and_unreachable_targets_are_unlikely() {
        let kinds = [
            TerminatorKind::Invoke,
            TerminatorKind::Other,
            TerminatorKind::Other,
            TerminatorKind::Unreachable,
        ];
        let kinds: BlockMap<TerminatorKind> = kinds.into_iter().collect();
        let rule = llvm16_unlikely_rule(&kinds);
        let check = |source, target, distinct: &[u32]| {
            let distinct = blocks(distinct);
            rule(&JumpContext {
                source: bb(source),
                target: bb(target),
                distinct_successors: &distinct,
            })
        };
        assert!(!check(0, 1, &[1, 2]));
        assert!(check(0, 2, &[1, 2]));
        assert!(check(1, 3, &[2, 3]));
        assert!(!check(1, 2, &[2, 3]));
        // Not an invoke: the second successor is an ordinary edge.
        assert!(!check(2, 1, &[0, 1]));
    }

    #[test]
    fn unwind_edge_gets_no_flow_when_unsampled() {
        // invoke in 0 → 1 (normal, unknown) or 2 (landing pad, unknown); both return.
        let c = run(
            &[&[1, 2], &[], &[]],
            &[Some(30), None, None],
            &[TerminatorKind::Invoke],
        );
        assert_eq!(c.edge_count(bb(0), bb(1)), Some(30));
        assert_eq!(c.edge_count(bb(0), bb(2)), Some(0));
    }

    #[test]
    fn bad_input_is_an_error() {
        let err = infer_counts(
            &mut FlowInference::new(),
            &ProfiParams::default(),
            &table(&[&[3], &[]]),
            &BlockMap::from_elem_n(None, 2),
            |_| false,
        );
        assert_eq!(
            err,
            Err(InferenceError::SuccessorOutOfRange {
                block: bb(0),
                successor: bb(3)
            })
        );
        let err = infer_counts(
            &mut FlowInference::new(),
            &ProfiParams::default(),
            &table(&[&[1], &[]]),
            &BlockMap::from_elem_n(None, 1),
            |_| false,
        );
        assert!(matches!(
            err,
            Err(InferenceError::WeightCountMismatch { .. })
        ));
    }
}
