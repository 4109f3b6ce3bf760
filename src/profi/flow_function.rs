//! The function model profi works on (LLVM 16 `FlowBlock`, `FlowJump`, `FlowFunction`).

use super::error::InferenceError;

/// Most blocks accepted; keeps island-joining distances (≤ blocks · 2^39) inside `i64`.
pub const MAX_BLOCKS: usize = 1 << 24;

/// Most jumps accepted: the network then has fewer than 2^30 arcs (at most five per block and
/// four per jump), well inside the solver's `u32` slot numbers.
pub const MAX_JUMPS: usize = (1 << 28) - MAX_BLOCKS;

/// A block of a [`FlowFunction`]: its index in `blocks`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FlowBlockId(pub u32);

/// A jump of a [`FlowFunction`]: its index in `jumps`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct JumpId(pub u32);

impl FlowBlockId {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl JumpId {
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A basic block with its sampled weight and, after inference, its flow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlowBlock {
    pub weight: u64,
    /// No sample said anything about this block (as opposed to a sampled 0).
    pub has_unknown_weight: bool,
    /// Never set on LLVM's IR path; only BOLT marks blocks unlikely.
    pub is_unlikely: bool,
    pub flow: u64,
}

impl FlowBlock {
    /// A block whose samples say `weight` (possibly 0).
    pub fn known(weight: u64) -> FlowBlock {
        FlowBlock {
            weight,
            has_unknown_weight: false,
            is_unlikely: false,
            flow: 0,
        }
    }

    /// A block without samples.
    pub fn unknown() -> FlowBlock {
        FlowBlock {
            weight: 0,
            has_unknown_weight: true,
            is_unlikely: false,
            flow: 0,
        }
    }
}

impl Default for FlowBlock {
    /// LLVM's default: unknown, weight 0.
    fn default() -> Self {
        FlowBlock::unknown()
    }
}

/// A CFG edge. Its endpoints are fixed at construction so the owning function's jump lists
/// stay valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlowJump {
    source: FlowBlockId,
    target: FlowBlockId,
    /// Known jump counts (never supplied on LLVM 16's IR path).
    pub weight: u64,
    pub has_unknown_weight: bool,
    /// Taking this jump costs `ProfiParams::COST_UNLIKELY` per unit.
    pub is_unlikely: bool,
    pub flow: u64,
}

impl FlowJump {
    /// A jump without a known weight, LLVM's default.
    pub fn new(source: FlowBlockId, target: FlowBlockId) -> FlowJump {
        FlowJump {
            source,
            target,
            weight: 0,
            has_unknown_weight: true,
            is_unlikely: false,
            flow: 0,
        }
    }

    pub fn source(&self) -> FlowBlockId {
        self.source
    }

    pub fn target(&self) -> FlowBlockId {
        self.target
    }
}

/// Blocks, jumps and the entry, with each block's outgoing and incoming jumps in jump order
/// (the order LLVM's IR driver fills `SuccJumps`/`PredJumps` in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlowFunction {
    blocks: Vec<FlowBlock>,
    jumps: Vec<FlowJump>,
    entry: FlowBlockId,
    succ_start: Vec<u32>,
    succ_jumps: Vec<JumpId>,
    pred_start: Vec<u32>,
    pred_jumps: Vec<JumpId>,
}

impl FlowFunction {
    /// Checks the ids and builds the jump lists.
    pub fn new(
        blocks: Vec<FlowBlock>,
        jumps: Vec<FlowJump>,
        entry: FlowBlockId,
    ) -> Result<FlowFunction, InferenceError> {
        let n = blocks.len();
        if n > MAX_BLOCKS {
            return Err(InferenceError::TooManyBlocks(n));
        }
        if jumps.len() > MAX_JUMPS {
            return Err(InferenceError::TooManyJumps(jumps.len()));
        }
        let check = |b: FlowBlockId| {
            if b.index() < n {
                Ok(())
            } else {
                Err(InferenceError::BlockOutOfRange {
                    block: b.0,
                    num_blocks: n,
                })
            }
        };
        check(entry)?;
        for j in &jumps {
            check(j.source)?;
            check(j.target)?;
        }
        let (succ_start, succ_jumps) = group(n, jumps.iter().map(|j| j.source.index()));
        let (pred_start, pred_jumps) = group(n, jumps.iter().map(|j| j.target.index()));
        Ok(FlowFunction {
            blocks,
            jumps,
            entry,
            succ_start,
            succ_jumps,
            pred_start,
            pred_jumps,
        })
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    pub fn entry(&self) -> FlowBlockId {
        self.entry
    }

    pub fn blocks(&self) -> &[FlowBlock] {
        &self.blocks
    }

    /// Weights, flags and flows may change; the block set may not.
    pub fn blocks_mut(&mut self) -> &mut [FlowBlock] {
        &mut self.blocks
    }

    pub fn block(&self, b: FlowBlockId) -> &FlowBlock {
        &self.blocks[b.index()]
    }

    pub fn jumps(&self) -> &[FlowJump] {
        &self.jumps
    }

    /// Weights, flags and flows may change; endpoints cannot.
    pub fn jumps_mut(&mut self) -> &mut [FlowJump] {
        &mut self.jumps
    }

    pub fn jump(&self, j: JumpId) -> &FlowJump {
        &self.jumps[j.index()]
    }

    /// Jumps leaving `b`, in jump order.
    pub fn succ_jumps(&self, b: FlowBlockId) -> &[JumpId] {
        let b = b.index();
        &self.succ_jumps[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    /// Jumps entering `b`, in jump order.
    pub fn pred_jumps(&self, b: FlowBlockId) -> &[JumpId] {
        let b = b.index();
        &self.pred_jumps[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }

    /// LLVM `FlowBlock::isEntry`: no incoming jumps. (Not `entry()`: the network gives every
    /// such block a source arc and the entry costs.)
    pub fn is_entry(&self, b: FlowBlockId) -> bool {
        self.pred_jumps(b).is_empty()
    }

    /// LLVM `FlowBlock::isExit`: no outgoing jumps.
    pub fn is_exit(&self, b: FlowBlockId) -> bool {
        self.succ_jumps(b).is_empty()
    }
}

/// Groups jump indices by `key` (a block), keeping jump order inside each group.
fn group(n: usize, keys: impl Iterator<Item = usize> + Clone) -> (Vec<u32>, Vec<JumpId>) {
    let mut start = vec![0u32; n + 1];
    for k in keys.clone() {
        start[k + 1] += 1;
    }
    for b in 0..n {
        start[b + 1] += start[b];
    }
    let mut next = start[..n].to_vec();
    let mut list = vec![JumpId(0); start[n] as usize];
    for (j, k) in keys.enumerate() {
        list[next[k] as usize] = JumpId(j as u32);
        next[k] += 1;
    }
    (start, list)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(js: &[JumpId]) -> Vec<u32> {
        js.iter().map(|j| j.0).collect()
    }

    #[test]
    fn jump_lists_follow_jump_order() {
        // 0 → 2, 1 → 2, 0 → 1, 2 → 2 (self loop).
        let edges = [(0, 2), (1, 2), (0, 1), (2, 2)];
        let jumps = edges
            .iter()
            .map(|&(u, v)| FlowJump::new(FlowBlockId(u), FlowBlockId(v)))
            .collect();
        let f = FlowFunction::new(vec![FlowBlock::unknown(); 3], jumps, FlowBlockId(0)).unwrap();
        assert_eq!(ids(f.succ_jumps(FlowBlockId(0))), vec![0, 2]);
        assert_eq!(ids(f.pred_jumps(FlowBlockId(2))), vec![0, 1, 3]);
        assert!(f.is_entry(FlowBlockId(0)) && !f.is_entry(FlowBlockId(1)));
        assert!(!f.is_exit(FlowBlockId(2)));
    }

    #[test]
    fn out_of_range_ids_are_refused() {
        let jumps = vec![FlowJump::new(FlowBlockId(0), FlowBlockId(2))];
        assert_eq!(
            FlowFunction::new(vec![FlowBlock::unknown(); 2], jumps, FlowBlockId(0)),
            Err(InferenceError::BlockOutOfRange {
                block: 2,
                num_blocks: 2
            })
        );
        assert!(FlowFunction::new(vec![], vec![], FlowBlockId(0)).is_err());
    }

    #[test]
    fn default_block_is_unknown_like_llvms() {
        assert_eq!(FlowBlock::default(), FlowBlock::unknown());
        assert!(!FlowBlock::known(0).has_unknown_weight);
        assert!(FlowJump::new(FlowBlockId(0), FlowBlockId(1)).has_unknown_weight);
    }
}
