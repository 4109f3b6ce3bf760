//! Pure control-flow-graph core: dense block ids and the analyses LLVM 16 builds on them.
//!
//! Nothing in this module knows about LLVM types. A function is a [`Cfg`]: blocks are `u32`
//! indices in function layout order, block 0 is the entry, successors are kept in terminator
//! order and predecessors in LLVM's use-list order (both with duplicates, one per edge), which
//! is what every order-sensitive LLVM algorithm iterates.

pub mod cycles;
pub mod dense_map_order;
pub mod dfs;
pub mod dominators;
pub mod min_cost_flow;
pub mod natural_loops;
pub mod post_dominators;
pub mod scc;
pub mod scc_info;

#[cfg(test)]
mod opt_diff;
#[cfg(test)]
pub(crate) mod testing;

/// A basic block: its index in function layout order. Block 0 is the entry.
pub type Block = u32;

/// Marker for "no block" in dense `u32` tables.
pub const NO_BLOCK: Block = u32::MAX;

/// Compressed adjacency lists: row `v` is `list[start[v]..start[v + 1]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Csr {
    start: Vec<u32>,
    list: Vec<Block>,
}

impl Csr {
    /// Builds rows from per-row lists.
    pub fn from_rows<R: AsRef<[Block]>>(rows: &[R]) -> Csr {
        let mut start = Vec::with_capacity(rows.len() + 1);
        let mut list = Vec::new();
        start.push(0);
        for row in rows {
            list.extend_from_slice(row.as_ref());
            start.push(list.len() as u32);
        }
        Csr { start, list }
    }

    /// Builds rows from already-flattened data (`start.len() == rows + 1`).
    pub fn from_parts(start: Vec<u32>, list: Vec<Block>) -> Csr {
        assert!(!start.is_empty() && *start.last().unwrap() as usize == list.len());
        Csr { start, list }
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// True when there are no rows.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Row `v`.
    #[inline]
    pub fn row(&self, v: Block) -> &[Block] {
        let v = v as usize;
        &self.list[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// Wraps buffers without checking them; only for handing allocations around (the rows
    /// are not read before the buffers are refilled).
    pub fn from_parts_unchecked((start, list): (Vec<u32>, Vec<Block>)) -> Csr {
        Csr { start, list }
    }

    /// The flattened row starts and entries, for reuse of the allocations.
    pub fn into_parts(self) -> (Vec<u32>, Vec<Block>) {
        (self.start, self.list)
    }

    /// Total number of entries over all rows.
    pub fn num_entries(&self) -> usize {
        self.list.len()
    }
}

/// A function's control-flow graph in dense form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    succs: Csr,
    preds: Csr,
}

impl Cfg {
    /// Builds a CFG from successor lists (terminator order) and predecessor lists (use-list
    /// order). The two must describe the same multiset of edges.
    pub fn new(succs: Csr, preds: Csr) -> Cfg {
        assert_eq!(
            succs.len(),
            preds.len(),
            "successor and predecessor tables disagree"
        );
        assert_eq!(
            succs.num_entries(),
            preds.num_entries(),
            "edge counts disagree"
        );
        Cfg { succs, preds }
    }

    /// Builds a CFG from an edge list, successors in edge order and predecessors in *reverse*
    /// edge order. Reverse order is what LLVM's use lists give for a module built by appending
    /// terminators in the same order (the newest use comes first), so edge-list tests see the
    /// predecessor order `opt` would see for the equivalent IR.
    pub fn from_edges(num_blocks: usize, edges: &[(Block, Block)]) -> Cfg {
        let mut succ_rows = vec![Vec::new(); num_blocks];
        let mut pred_rows = vec![Vec::new(); num_blocks];
        for &(u, v) in edges {
            succ_rows[u as usize].push(v);
        }
        for &(u, v) in edges.iter().rev() {
            pred_rows[v as usize].push(u);
        }
        Cfg::new(Csr::from_rows(&succ_rows), Csr::from_rows(&pred_rows))
    }

    /// The successor and predecessor tables, for reuse of the allocations.
    pub fn into_tables(self) -> (Csr, Csr) {
        (self.succs, self.preds)
    }

    /// Number of blocks.
    #[inline]
    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }

    /// Successors of `b` in terminator order, one entry per edge.
    #[inline]
    pub fn succs(&self, b: Block) -> &[Block] {
        self.succs.row(b)
    }

    /// Predecessors of `b` in LLVM use-list order, one entry per edge.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        self.preds.row(b)
    }

    /// The successor table.
    pub fn succ_table(&self) -> &Csr {
        &self.succs
    }

    /// The predecessor table.
    pub fn pred_table(&self) -> &Csr {
        &self.preds
    }

    /// Iterator over all blocks in layout order.
    pub fn blocks(&self) -> impl Iterator<Item = Block> {
        0..self.num_blocks() as Block
    }
}
