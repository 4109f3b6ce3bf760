//! Pure control-flow-graph core: typed dense ids and the analyses LLVM 16 builds on them.
//!
//! Nothing in this module knows about LLVM types. A function is a [`Cfg`]: blocks are
//! [`Block`] ids in function layout order, block 0 is the entry, successors are kept in
//! terminator order and predecessors in LLVM's use-list order (both with duplicates, one per
//! edge), which is what every order-sensitive LLVM algorithm iterates. Every successor slot is
//! an [`Edge`] with a dense id, so duplicate successors are distinct edges and per-edge results
//! (probabilities, flows, frequent-path marks) live in [`EdgeMap`]s.

pub mod cycles;
pub mod dfs;
pub mod dominance;
pub mod dominators;
pub mod fast_hash;
pub mod index;
pub mod min_cost_flow;
pub mod natural_loops;
pub mod pairing_heap;
pub mod post_dominators;
pub mod scc;

#[cfg(test)]
mod opt_diff;
#[cfg(test)]
pub(crate) mod testing;

use std::cell::OnceCell;
use std::ops::Range;

pub use index::{Idx, IndexVec, PackedOption};

crate::newtype_index! {
    /// A basic block: its index in function layout order. Block 0 is the entry.
    pub struct Block = "bb";
}

crate::newtype_index! {
    /// A CFG edge: one successor slot of one terminator, numbered block by block in layout
    /// order and successor order (the position in the successor table).
    pub struct Edge = "e";
}

impl Block {
    /// The entry block.
    pub const ENTRY: Block = Block::from_u32(0);
}

/// A table with one entry per block.
pub type BlockMap<T> = IndexVec<Block, T>;
/// A table with one entry per edge.
pub type EdgeMap<T> = IndexVec<Edge, T>;

/// Compressed adjacency rows: row `r` is `list[start[r]..start[r + 1]]`, rows indexed by `R`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Csr<R: Idx, T> {
    start: Vec<u32>,
    list: Vec<T>,
    _rows: std::marker::PhantomData<fn(&R)>,
}

impl<R: Idx, T> Default for Csr<R, T> {
    fn default() -> Self {
        Csr {
            start: Vec::new(),
            list: Vec::new(),
            _rows: std::marker::PhantomData,
        }
    }
}

impl<R: Idx, T: Copy> Csr<R, T> {
    /// Builds rows from per-row lists.
    pub fn from_rows<L: AsRef<[T]>>(rows: &[L]) -> Self {
        let mut start = Vec::with_capacity(rows.len() + 1);
        let mut list = Vec::new();
        start.push(0);
        for row in rows {
            list.extend_from_slice(row.as_ref());
            start.push(list.len() as u32);
        }
        Self::from_parts(start, list)
    }

    /// Builds rows from already-flattened data (`start.len() == rows + 1`, starts ascending).
    pub fn from_parts(start: Vec<u32>, list: Vec<T>) -> Self {
        assert!(
            !start.is_empty() && *start.last().unwrap() as usize == list.len(),
            "row starts do not cover the entries"
        );
        assert!(list.len() < u32::MAX as usize, "too many entries for u32");
        Csr {
            start,
            list,
            _rows: std::marker::PhantomData,
        }
    }

    /// Wraps buffers without checking them; only for handing allocations around (the rows
    /// are not read before the buffers are refilled).
    pub fn from_parts_unchecked((start, list): (Vec<u32>, Vec<T>)) -> Self {
        Csr {
            start,
            list,
            _rows: std::marker::PhantomData,
        }
    }

    /// The flattened row starts and entries, for reuse of the allocations.
    pub fn into_parts(self) -> (Vec<u32>, Vec<T>) {
        (self.start, self.list)
    }

    /// Number of rows.
    #[inline]
    pub fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// True when there are no rows.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Row `r`.
    #[inline]
    pub fn row(&self, r: R) -> &[T] {
        let range = self.row_range(r);
        &self.list[range.start as usize..range.end as usize]
    }

    /// The positions of row `r` in the flattened entry list.
    #[inline]
    pub fn row_range(&self, r: R) -> Range<u32> {
        let r = r.index();
        self.start[r]..self.start[r + 1]
    }

    /// The row whose range holds flattened position `pos` (binary search over row starts).
    pub fn row_of_position(&self, pos: u32) -> R {
        // The last start <= pos; empty rows share their start with the next row, and the
        // partition point skips past all of them.
        let after = self.start.partition_point(|&s| s <= pos);
        R::new(after - 1)
    }

    /// All entries, row after row.
    #[inline]
    pub fn entries(&self) -> &[T] {
        &self.list
    }

    /// Total number of entries over all rows.
    #[inline]
    pub fn num_entries(&self) -> usize {
        self.list.len()
    }
}

/// The successor slots of one block, as edge ids.
pub type EdgeRange = std::iter::Map<Range<u32>, fn(u32) -> Edge>;

/// Where an edge runs: from `src`, as its successor number `succ_index`, to `dst`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeEnds {
    pub src: Block,
    pub dst: Block,
    pub succ_index: u32,
}

/// A function's control-flow graph in dense form.
#[derive(Clone, Debug)]
pub struct Cfg {
    succs: Csr<Block, Block>,
    preds: Csr<Block, Block>,
    /// Edge id of every predecessor entry, built on first use (only transforms and flow
    /// networks ask for it; printers never pay for it).
    pred_edges: OnceCell<Csr<Block, Edge>>,
}

impl PartialEq for Cfg {
    fn eq(&self, other: &Cfg) -> bool {
        self.succs == other.succs && self.preds == other.preds
    }
}

impl Eq for Cfg {}

impl Cfg {
    /// Builds a CFG from successor lists (terminator order) and predecessor lists (use-list
    /// order). The two must describe the same multiset of edges.
    pub fn new(succs: Csr<Block, Block>, preds: Csr<Block, Block>) -> Cfg {
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
        Cfg {
            succs,
            preds,
            pred_edges: OnceCell::new(),
        }
    }

    /// Builds a CFG from an edge list of raw block numbers, successors in edge order and
    /// predecessors in *reverse* edge order. Reverse order is what LLVM's use lists give for a
    /// module built by appending terminators in the same order (the newest use comes first),
    /// so edge-list tests see the predecessor order `opt` would see for the equivalent IR.
    pub fn from_edges(num_blocks: usize, edges: &[(u32, u32)]) -> Cfg {
        let mut succ_rows = vec![Vec::new(); num_blocks];
        let mut pred_rows = vec![Vec::new(); num_blocks];
        for &(u, v) in edges {
            succ_rows[u as usize].push(Block::from_u32(v));
        }
        for &(u, v) in edges.iter().rev() {
            pred_rows[v as usize].push(Block::from_u32(u));
        }
        Cfg::new(Csr::from_rows(&succ_rows), Csr::from_rows(&pred_rows))
    }

    /// The successor and predecessor tables, for reuse of the allocations.
    pub fn into_tables(self) -> (Csr<Block, Block>, Csr<Block, Block>) {
        (self.succs, self.preds)
    }

    /// Number of blocks.
    #[inline]
    pub fn num_blocks(&self) -> usize {
        self.succs.len()
    }

    /// Number of edges (successor slots).
    #[inline]
    pub fn num_edges(&self) -> usize {
        self.succs.num_entries()
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

    /// The edges leaving `b`, in successor order.
    #[inline]
    pub fn succ_edges(&self, b: Block) -> EdgeRange {
        self.succs
            .row_range(b)
            .map(Edge::from_u32 as fn(u32) -> Edge)
    }

    /// The edge of successor slot `index` of `b`.
    #[inline]
    pub fn succ_edge(&self, b: Block, index: usize) -> Edge {
        let range = self.succs.row_range(b);
        assert!(
            index < (range.end - range.start) as usize,
            "no such successor"
        );
        Edge::from_u32(range.start + index as u32)
    }

    /// Where edge `e` goes.
    #[inline]
    pub fn edge_target(&self, e: Edge) -> Block {
        self.succs.entries()[e.index()]
    }

    /// Where edge `e` starts (a binary search over the row starts).
    pub fn edge_source(&self, e: Edge) -> Block {
        self.succs.row_of_position(e.as_u32())
    }

    /// Source, target and successor number of edge `e`.
    pub fn edge(&self, e: Edge) -> EdgeEnds {
        let src = self.edge_source(e);
        EdgeEnds {
            src,
            dst: self.edge_target(e),
            succ_index: e.as_u32() - self.succs.row_range(src).start,
        }
    }

    /// The edges entering `b`, parallel to [`Cfg::preds`]: entry `i` is the edge from
    /// `preds(b)[i]`. Use lists do not say which successor slot a use is, so the `k`-th
    /// occurrence of a predecessor `p` is matched with the `k`-th edge from `p` to `b` in
    /// successor order; such edges are interchangeable for every analysis.
    pub fn pred_edges(&self, b: Block) -> &[Edge] {
        self.pred_edges
            .get_or_init(|| build_pred_edges(&self.succs, &self.preds))
            .row(b)
    }

    /// The entries of the per-edge table `map` for the edges leaving `b`, in successor order.
    #[inline]
    pub fn edge_values<'a, T>(&self, map: &'a EdgeMap<T>, b: Block) -> &'a [T] {
        let r = self.succs.row_range(b);
        &map.raw()[r.start as usize..r.end as usize]
    }

    /// Mutable [`Cfg::edge_values`].
    #[inline]
    pub fn edge_values_mut<'a, T>(&self, map: &'a mut EdgeMap<T>, b: Block) -> &'a mut [T] {
        let r = self.succs.row_range(b);
        &mut map.raw_mut()[r.start as usize..r.end as usize]
    }

    /// The successor table.
    pub fn succ_table(&self) -> &Csr<Block, Block> {
        &self.succs
    }

    /// The predecessor table.
    pub fn pred_table(&self) -> &Csr<Block, Block> {
        &self.preds
    }

    /// All blocks in layout order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator {
        (0..self.num_blocks() as u32).map(Block::from_u32)
    }

    /// All edges in id order.
    pub fn edges(&self) -> impl DoubleEndedIterator<Item = Edge> + ExactSizeIterator {
        (0..self.num_edges() as u32).map(Edge::from_u32)
    }

    /// A table with `value` for every block.
    pub fn block_map<T: Clone>(&self, value: T) -> BlockMap<T> {
        BlockMap::from_elem_n(value, self.num_blocks())
    }

    /// A table with `value` for every edge.
    pub fn edge_map<T: Clone>(&self, value: T) -> EdgeMap<T> {
        EdgeMap::from_elem_n(value, self.num_edges())
    }
}

/// Matches every predecessor entry with an edge id in O(E log d): edges into each block are
/// bucketed in id order (so by source, then successor number), each predecessor row is
/// ranked by (source, position), and the two sorted lists are zipped.
fn build_pred_edges(succs: &Csr<Block, Block>, preds: &Csr<Block, Block>) -> Csr<Block, Edge> {
    let n = preds.len();
    let mut start = Vec::with_capacity(n + 1);
    start.push(0u32);
    let mut fill = Vec::with_capacity(n);
    for b in 0..n {
        let r = preds.row_range(Block::new(b));
        start.push(r.end);
        fill.push(r.start);
    }
    // Edges bucketed by target, in increasing id order.
    let mut by_target = vec![Edge::from_u32(0); succs.num_entries()];
    for (e, &dst) in succs.entries().iter().enumerate() {
        let slot = &mut fill[dst.index()];
        by_target[*slot as usize] = Edge::new(e);
        *slot += 1;
    }
    let mut list = vec![Edge::from_u32(0); preds.num_entries()];
    let mut order: Vec<u32> = Vec::new();
    for b in 0..n {
        let r = preds.row_range(Block::new(b));
        let row = preds.row(Block::new(b));
        order.clear();
        order.extend(0..row.len() as u32);
        order.sort_unstable_by_key(|&i| (row[i as usize], i));
        for (k, &i) in order.iter().enumerate() {
            list[(r.start + i) as usize] = by_target[r.start as usize + k];
        }
    }
    Csr::from_parts(start, list)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(i: u32) -> Block {
        Block::from_u32(i)
    }

    #[test]
    fn switch_with_duplicate_successors_has_distinct_edges() {
        // 0 -> 1, 0 -> 2, 0 -> 1 (a switch with two cases to 1), 1 -> 2.
        let cfg = Cfg::from_edges(3, &[(0, 1), (0, 2), (0, 1), (1, 2)]);
        let edges: Vec<Edge> = cfg.succ_edges(b(0)).collect();
        assert_eq!(edges, vec![Edge::new(0), Edge::new(1), Edge::new(2)]);
        assert_eq!(
            cfg.edge(Edge::new(2)),
            EdgeEnds {
                src: b(0),
                dst: b(1),
                succ_index: 2
            }
        );
        assert_eq!(cfg.edge_source(Edge::new(3)), b(1));
        assert_eq!(cfg.succ_edge(b(1), 0), Edge::new(3));
        // Preds of 1 in reverse edge order: 0 (third edge), 0 (first edge).
        assert_eq!(cfg.preds(b(1)), &[b(0), b(0)]);
        assert_eq!(cfg.pred_edges(b(1)), &[Edge::new(0), Edge::new(2)]);
        assert_eq!(cfg.pred_edges(b(2)), &[Edge::new(3), Edge::new(1)]);
    }

    #[test]
    fn empty_rows_do_not_confuse_edge_sources() {
        // Blocks 1 and 2 have no successors.
        let cfg = Cfg::from_edges(4, &[(0, 3), (3, 0), (3, 1)]);
        assert_eq!(cfg.edge_source(Edge::new(0)), b(0));
        assert_eq!(cfg.edge_source(Edge::new(1)), b(3));
        assert_eq!(cfg.edge_source(Edge::new(2)), b(3));
        assert_eq!(cfg.succ_edges(b(1)).len(), 0);
    }

    #[test]
    fn pred_edges_point_back_at_their_blocks() {
        for seed in 0..200 {
            let cfg = testing::random_cfg(seed, 1 + (seed % 15) as usize);
            let mut seen = cfg.edge_map(false);
            for v in cfg.blocks() {
                for (&p, &e) in cfg.preds(v).iter().zip(cfg.pred_edges(v)) {
                    let ends = cfg.edge(e);
                    assert_eq!((ends.src, ends.dst), (p, v), "seed {seed}");
                    assert!(!seen[e], "seed {seed}: edge listed twice");
                    seen[e] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
        }
    }
}
