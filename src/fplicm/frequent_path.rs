//! The frequent path of a loop (docs/fplicm-design.md §2, after the EECS 583 frequent-path LICM write-up): from the header along edges taken with
//! probability ≥ 80 % back to the header. Probabilities are compared as LLVM's 2^31
//! fixed-point numerators, never as floats.

use crate::bpi::{BranchProbabilities, DestinationSums};
use crate::graph::{Block, BlockMap, Cfg};
use crate::prob::BranchProbability as Prob;

/// The threshold: an edge is frequent when its probability is at least 4/5, i.e. its
/// numerator is at least `BranchProbability(4, 5)` = 0x66666666.
pub fn threshold() -> Prob {
    Prob::new(4, 5)
}

/// Why a loop has no frequent path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoPath {
    /// A block on the walk has no successor taken with probability ≥ 80 %.
    NoLikelySuccessor,
    /// The walk leaves the loop: the loop usually exits.
    LeavesLoop,
    /// The walk comes back to a block other than the header: it is caught in an inner cycle.
    InnerCycle,
}

impl NoPath {
    pub fn describe(self) -> &'static str {
        match self {
            NoPath::NoLikelySuccessor => "no frequent path: a block has no successor >= 80 %",
            NoPath::LeavesLoop => "no frequent path: the loop usually exits",
            NoPath::InnerCycle => "no frequent path: an inner cycle is the hot one",
        }
    }
}

/// The frequent path of the loop with header `header` and blocks `in_loop`, as the ordered
/// list of its blocks starting at the header, or why there is none: at every block take the
/// successor reached with probability ≥ 80 % (summed over duplicate edges); stop without a
/// path when none qualifies, when it leaves the loop, or when it revisits a block other than
/// the header; stop with the path when it comes back to the header.
pub fn frequent_path(
    cfg: &Cfg,
    bpi: &BranchProbabilities,
    header: Block,
    in_loop: &BlockMap<bool>,
) -> Result<Vec<Block>, NoPath> {
    let limit = threshold();
    let mut path = vec![header];
    let mut on_path = BlockMap::from_elem_n(false, cfg.num_blocks());
    on_path[header] = true;
    let mut sums = DestinationSums::default();
    let mut probs = Vec::new();
    let mut cur = header;
    loop {
        probs.clear();
        sums.compute(cfg, bpi, cur, &mut probs);
        let next = cfg
            .succs(cur)
            .iter()
            .zip(&probs)
            .find(|(_, &p)| p >= limit)
            .map(|(&s, _)| s)
            .ok_or(NoPath::NoLikelySuccessor)?;
        if !in_loop[next] {
            return Err(NoPath::LeavesLoop);
        }
        if next == header {
            return Ok(path);
        }
        if on_path[next] {
            return Err(NoPath::InnerCycle);
        }
        on_path[next] = true;
        path.push(next);
        cur = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threshold_is_llvm_rounding_of_four_fifths() {
        assert_eq!(threshold().numerator(), 0x6666_6666);
        // Weights 2:8 give exactly the threshold (frequent); 101:399 just below.
        assert!(Prob::new(8, 10) >= threshold());
        assert!(Prob::new(399, 500) < threshold());
    }
}
