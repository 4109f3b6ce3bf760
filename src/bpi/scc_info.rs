//! LLVM 16's `BranchProbabilityInfo::SccInfo`: numbers of the multi-block SCCs, the
//! Header/Exiting classification of their blocks, and the enter/exit block lists that legacy
//! BPI uses for irreducible regions (`llvm/lib/Analysis/BranchProbabilityInfo.cpp`).
//!
//! LLVM stores the classified blocks of each SCC in a `DenseMap` keyed by `BasicBlock*` and
//! builds the enter/exit lists by iterating it, so the *order* of those lists depends on heap
//! addresses. [`SccInfo::compute`] uses the order in which blocks were classified;
//! [`SccInfo::compute_with_addresses`] replays LLVM's bucket layout from real block addresses.

use super::dense_map_order::PointerDenseMap;
use crate::graph::scc::{SccId, Sccs};
use crate::graph::{Block, BlockMap, Cfg, Csr, PackedOption};

/// Block-type bit: some predecessor was outside the SCC when the block was classified.
pub const SCC_HEADER: u8 = 1;
/// Block-type bit: some successor was outside the SCC when the block was classified.
pub const SCC_EXITING: u8 = 2;

/// SCC numbers and block types as BPI's `SccInfo` computes them.
#[derive(Clone, Debug)]
pub struct SccInfo {
    /// SCC number of each block in a multi-block SCC (LLVM's -1 is none).
    num: BlockMap<PackedOption<SccId>>,
    /// Header/Exiting bits recorded when the block was classified (0 = Inner or not in an SCC).
    kind: BlockMap<u8>,
    /// Row `n`: the blocks of SCC number `n` that carry any bit, in the iteration order of
    /// LLVM's per-SCC map. Rows of numbers that belong to single-block SCCs are empty.
    typed: Csr<SccId, Block>,
}

impl SccInfo {
    /// `SccInfo(F)`, listing each SCC's typed blocks in classification order.
    pub fn compute(cfg: &Cfg) -> SccInfo {
        SccInfo::from_sccs(cfg, &Sccs::compute(cfg), None)
    }

    /// `SccInfo(F)`, listing each SCC's typed blocks in the bucket order LLVM's
    /// `DenseMap<const BasicBlock *, uint32_t>` would have if block `b` lived at address
    /// `addresses[b]`.
    pub fn compute_with_addresses(cfg: &Cfg, addresses: &BlockMap<u64>) -> SccInfo {
        assert_eq!(addresses.len(), cfg.num_blocks(), "one address per block");
        SccInfo::from_sccs(cfg, &Sccs::compute(cfg), Some(addresses))
    }

    /// Builds from an already computed SCC listing of `cfg` (see [`SccInfo::compute`] and
    /// [`SccInfo::compute_with_addresses`] for the meaning of `addresses`).
    ///
    /// Mirrors the `SccInfo` constructor and `calculateSccBlockType`: the SCC counter advances
    /// for every SCC in `scc_iterator` order, but single-block SCCs are skipped (a self loop is
    /// left to LoopInfo). Each block of a larger SCC is numbered and then classified at once,
    /// against the numbering *so far*: blocks of the same SCC that come later in its listing
    /// are not numbered yet and count as outside, so early blocks can get spurious bits. Those
    /// bits decide which blocks enter LLVM's map (and so its layout); the enter/exit queries
    /// re-test with the final numbering, so spurious bits add nothing to the lists.
    pub fn from_sccs(cfg: &Cfg, sccs: &Sccs, addresses: Option<&BlockMap<u64>>) -> SccInfo {
        let mut num = cfg.block_map(PackedOption::NONE);
        let mut kind = cfg.block_map(0u8);
        let mut start: Vec<u32> = vec![0];
        let mut list: Vec<Block> = Vec::new();
        for index in sccs.ids() {
            let members = sccs.members(index);
            if members.len() > 1 {
                let row_begin = list.len();
                for &b in members {
                    num[b] = PackedOption::some(index);
                    let outside = |x: &Block| num[*x].expand() != Some(index);
                    let mut bits = 0u8;
                    if cfg.preds(b).iter().any(outside) {
                        bits |= SCC_HEADER;
                    }
                    if cfg.succs(b).iter().any(outside) {
                        bits |= SCC_EXITING;
                    }
                    kind[b] = bits;
                    // Inner blocks are never inserted into LLVM's map.
                    if bits != 0 {
                        list.push(b);
                    }
                }
                if let Some(addresses) = addresses {
                    reorder_like_dense_map(&mut list[row_begin..], addresses);
                }
            }
            start.push(list.len() as u32);
        }
        SccInfo {
            num,
            kind,
            typed: Csr::from_parts(start, list),
        }
    }

    /// `getSCCNum`: the SCC number of `b`, or `None` (LLVM's -1) when `b` is unreachable or
    /// alone in its SCC.
    #[inline]
    pub fn scc_num(&self, b: Block) -> Option<SccId> {
        self.num[b].expand()
    }

    /// One past the largest SCC number handed out (the number of SCCs `scc_iterator` produced).
    pub fn num_slots(&self) -> usize {
        self.typed.len()
    }

    /// The Header/Exiting bits of `b` as stored at classification time (`getSccBlockType`);
    /// 0 for Inner blocks and blocks without an SCC number.
    #[cfg(test)]
    #[inline]
    pub fn block_type(&self, b: Block) -> u8 {
        self.kind[b]
    }

    /// `isSCCHeader(b, scc_num(b))`.
    #[inline]
    pub fn is_header(&self, b: Block) -> bool {
        self.kind[b] & SCC_HEADER != 0
    }

    /// `isSCCExitingBlock(b, scc_num(b))`.
    #[inline]
    pub fn is_exiting(&self, b: Block) -> bool {
        self.kind[b] & SCC_EXITING != 0
    }

    /// The blocks of SCC `scc` that LLVM's map holds (those with any type bit), in map
    /// iteration order.
    #[cfg(test)]
    pub fn typed_blocks(&self, scc: SccId) -> &[Block] {
        self.typed.row(scc)
    }

    /// `getSccEnterBlocks(scc)`. For every Header block, in map order, the block *itself* is
    /// appended once per predecessor whose final SCC number differs (unreachable predecessors
    /// included). LLVM 16 pushes the header rather than the predecessor; this reproduces that.
    pub fn enter_blocks(&self, cfg: &Cfg, scc: SccId) -> Vec<Block> {
        let mut out = Vec::new();
        for &b in self.typed.row(scc) {
            if self.is_header(b) {
                for &p in cfg.preds(b) {
                    if self.num[p].expand() != Some(scc) {
                        out.push(b);
                    }
                }
            }
        }
        out
    }

    /// `getSccExitBlocks(scc)`. For every Exiting block, in map order, each successor (in
    /// terminator order, duplicates kept) whose final SCC number differs is appended.
    pub fn exit_blocks(&self, cfg: &Cfg, scc: SccId) -> Vec<Block> {
        let mut out = Vec::new();
        for &b in self.typed.row(scc) {
            if self.is_exiting(b) {
                for &s in cfg.succs(b) {
                    if self.num[s].expand() != Some(scc) {
                        out.push(s);
                    }
                }
            }
        }
        out
    }
}

/// Rearranges `blocks` (given in insertion order) into the iteration order of a fresh pointer
/// `DenseMap` into which they were inserted in that order, block `b` having address
/// `addresses[b]`.
fn reorder_like_dense_map(blocks: &mut [Block], addresses: &BlockMap<u64>) {
    let mut map = PointerDenseMap::new();
    for &b in blocks.iter() {
        let fresh = map.insert(addresses[b], b);
        assert!(fresh, "two blocks share the address {:#x}", addresses[b]);
    }
    for (slot, (_, b)) in blocks.iter_mut().zip(map.iter()) {
        *slot = b;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::{bb, blocks, random_cfg};

    fn scc(i: u32) -> SccId {
        SccId::from_u32(i)
    }

    fn compute(cfg: &Cfg) -> SccInfo {
        SccInfo::from_sccs(cfg, &Sccs::compute(cfg), None)
    }

    #[test]
    fn reducible_loop_gets_number_and_types() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3. Listing of the SCC: [2, 1].
        // Block 2 is classified first, while 1 is unnumbered: its predecessor 1 and successor
        // 1 both look outside, so 2 gets spurious Header|Exiting bits (plus the real exit 3).
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        let si = compute(&cfg);
        assert_eq!(si.scc_num(bb(0)), None);
        assert_eq!(si.scc_num(bb(3)), None);
        // SCC order: [3], [2, 1], [0] -> the loop is number 1.
        assert_eq!(si.scc_num(bb(1)), Some(scc(1)));
        assert_eq!(si.scc_num(bb(2)), Some(scc(1)));
        assert_eq!(si.block_type(bb(2)), SCC_HEADER | SCC_EXITING);
        assert_eq!(si.block_type(bb(1)), SCC_HEADER);
        assert_eq!(si.typed_blocks(scc(1)), blocks(&[2, 1]).as_slice());
        // Only the real entry edge 0 -> 1 counts; the exit is the real exit block.
        assert_eq!(si.enter_blocks(&cfg, scc(1)), blocks(&[1]));
        assert_eq!(si.exit_blocks(&cfg, scc(1)), blocks(&[3]));
        assert_eq!(si.num_slots(), 3);
    }

    #[test]
    fn single_block_sccs_consume_numbers_but_get_none() {
        // Self loop on 1 is a single-block SCC: no number, but the counter advances past it.
        // 0 -> 1 -> 1, 1 -> 2 -> 3 -> 2. SCC order: [3, 2], [1], [0].
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 1), (1, 2), (2, 3), (3, 2)]);
        let si = compute(&cfg);
        assert_eq!(si.scc_num(bb(1)), None);
        assert_eq!(si.scc_num(bb(2)), Some(scc(0)));
        // Later SCC after a skipped one: 0 -> 1 -> 2 -> 1, 0 -> 3 -> 3, 0 -> 4 -> 5 -> 4.
        let cfg = Cfg::from_edges(
            6,
            &[
                (0, 1),
                (0, 3),
                (0, 4),
                (1, 2),
                (2, 1),
                (3, 3),
                (4, 5),
                (5, 4),
            ],
        );
        let si = compute(&cfg);
        assert_eq!(si.scc_num(bb(1)), Some(scc(0)));
        assert_eq!(si.scc_num(bb(3)), None);
        assert_eq!(si.scc_num(bb(4)), Some(scc(2)));
        assert!(si.typed_blocks(scc(1)).is_empty());
    }

    #[test]
    fn irreducible_pair_enters_push_the_header_per_outside_pred() {
        // The research doc's scc1 shape: entry(0) -> A(1), entry -> X(2), X -> B(3),
        // A -> B, B -> A, A -> exitA(4), B -> exitB(5). An extra unreachable U(6) -> A.
        let edges = [
            (0, 1),
            (0, 2),
            (2, 3),
            (1, 3),
            (1, 4),
            (3, 1),
            (3, 5),
            (6, 1),
        ];
        let cfg = Cfg::from_edges(7, &edges);
        let si = compute(&cfg);
        let k = si.scc_num(bb(1)).unwrap();
        assert_eq!(si.scc_num(bb(3)), Some(k));
        // Listing [B, A]: B classified first (A unnumbered): Header via X and A, Exiting.
        assert_eq!(si.typed_blocks(k), blocks(&[3, 1]).as_slice());
        // Preds of A in use-list order: U, B, entry. U and entry are outside -> A twice.
        // Preds of B: A, X. X outside -> B once. Map order B, A.
        assert_eq!(si.enter_blocks(&cfg, k), blocks(&[3, 1, 1]));
        // Exits: B's successors A (inside), exitB; A's successors B (inside), exitA.
        assert_eq!(si.exit_blocks(&cfg, k), blocks(&[5, 4]));
    }

    #[test]
    fn duplicate_exit_edges_are_kept() {
        // 0 -> 1 <-> 2 (irreducible-free but two blocks), 2 -> 3 twice.
        let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (2, 1), (2, 3), (2, 3)]);
        let si = compute(&cfg);
        let k = si.scc_num(bb(1)).unwrap();
        assert_eq!(si.exit_blocks(&cfg, k), blocks(&[3, 3]));
    }

    #[test]
    fn addresses_reorder_the_lists() {
        // Same scc1 shape; put A at a lower bucket than B.
        let edges = [(0, 1), (0, 2), (2, 3), (1, 3), (1, 4), (3, 1), (3, 5)];
        let cfg = Cfg::from_edges(6, &edges);
        let mut addr: BlockMap<u64> = (0..6).map(|b| 0x5555_0000_1000 + 0x40 * b).collect();
        addr[bb(1)] = 0x5555_0000_0010; // bucket 1
        addr[bb(3)] = 0x5555_0000_0020; // bucket 2
        let si = SccInfo::compute_with_addresses(&cfg, &addr);
        let k = si.scc_num(bb(1)).unwrap();
        assert_eq!(si.typed_blocks(k), blocks(&[1, 3]).as_slice());
        assert_eq!(si.enter_blocks(&cfg, k), blocks(&[1, 3]));
        assert_eq!(si.exit_blocks(&cfg, k), blocks(&[4, 5]));
        addr[bb(1)] = 0x5555_0000_0030; // bucket 3: back to B first
        let si = SccInfo::compute_with_addresses(&cfg, &addr);
        assert_eq!(si.typed_blocks(k), blocks(&[3, 1]).as_slice());
    }

    /// The lists' contents follow from the final numbering alone, whatever the order.
    #[test]
    fn random_graphs_lists_match_definition() {
        for seed in 0..400 {
            let cfg = random_cfg(seed, 2 + (seed % 14) as usize);
            let sccs = Sccs::compute(&cfg);
            let si = compute(&cfg);
            let addr: BlockMap<u64> = (0..cfg.num_blocks() as u64)
                .map(|b| 0x5555_0000_0000 + b.wrapping_mul(0x9E37_79B9) % 4096 * 16 + b * 65536)
                .collect();
            let si_addr = SccInfo::compute_with_addresses(&cfg, &addr);
            for index in sccs.ids() {
                let members = sccs.members(index);
                if members.len() == 1 {
                    assert_eq!(si.scc_num(members[0]), None);
                    continue;
                }
                let inside = |x: Block| si.scc_num(x) == Some(index);
                let mut enters = Vec::new();
                let mut exits = Vec::new();
                for &b in members {
                    assert!(inside(b));
                    enters.extend(cfg.preds(b).iter().filter(|&&p| !inside(p)).map(|_| b));
                    exits.extend(cfg.succs(b).iter().copied().filter(|&s| !inside(s)));
                    // Real headers/exiting blocks always carry their bit.
                    if cfg.preds(b).iter().any(|&p| !inside(p)) {
                        assert!(si.is_header(b), "seed {seed}");
                    }
                    if cfg.succs(b).iter().any(|&s| !inside(s)) {
                        assert!(si.is_exiting(b), "seed {seed}");
                    }
                }
                for info in [&si, &si_addr] {
                    let mut got_enters = info.enter_blocks(&cfg, index);
                    let mut got_exits = info.exit_blocks(&cfg, index);
                    got_enters.sort_unstable();
                    got_exits.sort_unstable();
                    let mut want_enters = enters.clone();
                    let mut want_exits = exits.clone();
                    want_enters.sort_unstable();
                    want_exits.sort_unstable();
                    assert_eq!(got_enters, want_enters, "seed {seed}");
                    assert_eq!(got_exits, want_exits, "seed {seed}");
                }
                // The first listed block always looks like a header and an exiting block,
                // since every other block of its SCC is unnumbered when it is classified.
                assert_eq!(
                    si.block_type(members[0]),
                    SCC_HEADER | SCC_EXITING,
                    "seed {seed}"
                );
            }
        }
    }
}
