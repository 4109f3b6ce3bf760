//! The phi nodes of a function as transforms see them: per block, its leading phis; per phi,
//! its incoming blocks in operand order.

use crate::graph::{Block, Csr};

crate::newtype_index! {
    /// A phi node, numbered block by block in layout order.
    pub struct Phi = "phi";
}

/// Phis and their incoming blocks.
#[derive(Clone, Debug, Default)]
pub struct PhiTable {
    /// The phis of each block (a contiguous id range per block).
    by_block: Csr<Block, Phi>,
    /// Incoming blocks of each phi, in operand order (LLVM `PHINode::blocks()`).
    incoming: Csr<Phi, Block>,
}

impl PhiTable {
    /// Builds the table from, per block, the incoming-block lists of its phis.
    pub fn from_blocks<P: AsRef<[Block]>>(blocks: &[Vec<P>]) -> PhiTable {
        let mut by_block: Vec<Vec<Phi>> = Vec::with_capacity(blocks.len());
        let mut rows: Vec<&[Block]> = Vec::new();
        for phis in blocks {
            let ids = phis
                .iter()
                .map(|p| {
                    rows.push(p.as_ref());
                    Phi::new(rows.len() - 1)
                })
                .collect();
            by_block.push(ids);
        }
        PhiTable {
            by_block: Csr::from_rows(&by_block),
            incoming: Csr::from_rows(&rows),
        }
    }

    /// The phis at the start of `b`, in order.
    pub fn phis(&self, b: Block) -> &[Phi] {
        self.by_block.row(b)
    }

    /// The incoming blocks of `phi`, one per operand.
    pub fn incoming(&self, phi: Phi) -> &[Block] {
        self.incoming.row(phi)
    }

    /// Number of phis.
    pub fn len(&self) -> usize {
        self.incoming.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
