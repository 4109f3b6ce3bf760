//! Simulation of the bucket layout of LLVM 16's `DenseMap` with pointer keys, so code that
//! iterates such a map (e.g. BPI's `SccInfo`) can reproduce its order from the key addresses.
//!
//! Only insertion is modelled (no erase, hence no tombstones ever appear): that is all the maps
//! we imitate ever do. The rules follow `llvm/include/llvm/ADT/DenseMap.h` and
//! `DenseMapInfo<T*>` in `llvm/include/llvm/ADT/DenseMapInfo.h`.

use crate::graph::Block;

/// Bucket marker for "empty" (`DenseMapInfo<T*>::getEmptyKey`: all ones shifted left by 12).
pub const EMPTY_KEY: u64 = u64::MAX << 12;

/// Bucket marker for "erased" (`DenseMapInfo<T*>::getTombstoneKey`: -2 shifted left by 12).
pub const TOMBSTONE_KEY: u64 = (u64::MAX - 1) << 12;

/// The smallest table LLVM allocates once a map holds anything.
const MIN_BUCKETS: u32 = 64;

/// `DenseMapInfo<T*>::getHashValue`: the low 32 bits of the address, shifted right by 4 and by
/// 9 and xor-ed (heap pointers are aligned, so the lowest bits carry no information).
#[inline]
pub fn pointer_hash(key: u64) -> u32 {
    let low = key as u32;
    (low >> 4) ^ (low >> 9)
}

/// `NextPowerOf2` from `llvm/Support/MathExtras.h`: the smallest power of two strictly greater
/// than `a` (0 when that overflows 64 bits).
fn next_power_of_two_above(a: u64) -> u64 {
    let mut x = a;
    for shift in [1, 2, 4, 8, 16, 32] {
        x |= x >> shift;
    }
    x.wrapping_add(1)
}

/// The bucket count `DenseMap::grow(at_least)` allocates. LLVM computes `at_least - 1` in
/// 32-bit unsigned arithmetic and truncates the 64-bit power back to 32 bits, so the very first
/// `grow(0)` asks for 2^32, gets 0 after truncation, and the floor of 64 applies.
fn grown_bucket_count(at_least: u32) -> u32 {
    let wanted = next_power_of_two_above(u64::from(at_least.wrapping_sub(1))) as u32;
    wanted.max(MIN_BUCKETS)
}

/// A `DenseMap<Ptr, u32>` reduced to what decides its iteration order: the bucket array.
#[derive(Clone, Debug, Default)]
pub struct PointerDenseMap {
    /// Key per bucket (`EMPTY_KEY` when free) and the value stored with it.
    buckets: Vec<(u64, Block)>,
    entries: u32,
}

impl PointerDenseMap {
    /// An empty map with no buckets (LLVM's default-constructed `DenseMap`).
    pub fn new() -> PointerDenseMap {
        PointerDenseMap::default()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries as usize
    }

    /// True when nothing was inserted.
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Current number of buckets (0 before the first insertion).
    pub fn num_buckets(&self) -> usize {
        self.buckets.len()
    }

    /// Bucket index of `key`, if present.
    pub fn bucket_of(&self, key: u64) -> Option<usize> {
        match self.probe(key) {
            Probe::Found(i) => Some(i),
            _ => None,
        }
    }

    /// `DenseMap::insert`: adds `key -> value` unless `key` is present (then nothing changes,
    /// as in LLVM, and false is returned).
    pub fn insert(&mut self, key: u64, value: Block) -> bool {
        assert!(
            key != EMPTY_KEY && key != TOMBSTONE_KEY,
            "reserved DenseMap key {key:#x}"
        );
        if let Probe::Found(_) = self.probe(key) {
            return false;
        }
        // `InsertIntoBucketImpl`: grow before inserting when the table would be at least 3/4
        // full, or rehash in place when fewer than 1/8 of the buckets would stay empty. With no
        // tombstones the second rule can never fire before the first, but it costs nothing.
        let new_entries = self.entries + 1;
        let buckets = self.buckets.len() as u32;
        if new_entries * 4 >= buckets * 3 {
            self.grow(buckets.wrapping_mul(2));
        } else if buckets - new_entries <= buckets / 8 {
            self.grow(buckets);
        }
        match self.probe(key) {
            Probe::Free(i) => self.buckets[i] = (key, value),
            _ => unreachable!("a grown table always has a free bucket"),
        }
        self.entries = new_entries;
        true
    }

    /// The entries in iteration order: bucket 0 upwards, skipping free buckets.
    pub fn iter(&self) -> impl Iterator<Item = (u64, Block)> + '_ {
        self.buckets
            .iter()
            .copied()
            .filter(|&(k, _)| k != EMPTY_KEY && k != TOMBSTONE_KEY)
    }

    /// `DenseMap::grow`: allocate a fresh table and re-insert the old entries in old bucket
    /// order (`moveFromOldBuckets`), which is what can reorder keys relative to each other.
    fn grow(&mut self, at_least: u32) {
        let size = grown_bucket_count(at_least) as usize;
        let old = std::mem::replace(&mut self.buckets, vec![(EMPTY_KEY, Block::ENTRY); size]);
        for (key, value) in old {
            if key == EMPTY_KEY || key == TOMBSTONE_KEY {
                continue;
            }
            match self.probe(key) {
                Probe::Free(i) => self.buckets[i] = (key, value),
                _ => unreachable!("keys are unique"),
            }
        }
    }

    /// `LookupBucketFor`: start at `hash & (buckets - 1)` and step by 1, 2, 3, ... (triangular
    /// probing), wrapping, until the key or an empty bucket turns up.
    fn probe(&self, key: u64) -> Probe {
        let size = self.buckets.len();
        if size == 0 {
            return Probe::NoTable;
        }
        let mask = size as u32 - 1;
        let mut at = pointer_hash(key) & mask;
        let mut step = 1u32;
        let mut first_tombstone = None;
        loop {
            let here = self.buckets[at as usize].0;
            if here == key {
                return Probe::Found(at as usize);
            }
            if here == EMPTY_KEY {
                return Probe::Free(first_tombstone.unwrap_or(at as usize));
            }
            if here == TOMBSTONE_KEY && first_tombstone.is_none() {
                first_tombstone = Some(at as usize);
            }
            at = at.wrapping_add(step) & mask;
            step += 1;
        }
    }
}

/// Outcome of one probe sequence.
enum Probe {
    NoTable,
    Found(usize),
    Free(usize),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key whose hash is `h` (for `h < 2^28`): with `x = key >> 4` the hash is
    /// `x ^ (x >> 5)`, which is solved for `x` one bit at a time from the top down.
    fn key_with_hash(h: u32) -> u64 {
        let mut x: u32 = 0; // x = key >> 4, want x ^ (x >> 5) = h
        for bit in (0..28).rev() {
            let above = if bit + 5 < 32 {
                (x >> (bit + 5)) & 1
            } else {
                0
            };
            let want = (h >> bit) & 1;
            x |= (want ^ above) << bit;
        }
        let key = u64::from(x) << 4;
        assert_eq!(pointer_hash(key), h);
        key
    }

    #[test]
    fn hash_is_low_word_shifted_and_xored() {
        assert_eq!(pointer_hash(0x10), 1);
        assert_eq!(pointer_hash(0x200), 0x20 ^ 1);
        // Only the low 32 bits take part.
        assert_eq!(pointer_hash(0x7f00_0000_1230), pointer_hash(0x1230));
    }

    #[test]
    fn next_power_and_growth_sizes() {
        assert_eq!(next_power_of_two_above(0), 1);
        assert_eq!(next_power_of_two_above(63), 64);
        assert_eq!(next_power_of_two_above(64), 128);
        assert_eq!(next_power_of_two_above(u64::MAX), 0);
        assert_eq!(grown_bucket_count(0), 64);
        assert_eq!(grown_bucket_count(128), 128);
        assert_eq!(grown_bucket_count(100), 128);
        assert_eq!(grown_bucket_count(16), 64);
    }

    #[test]
    fn first_insert_allocates_64_buckets() {
        let mut m = PointerDenseMap::new();
        assert_eq!(m.num_buckets(), 0);
        assert!(m.insert(key_with_hash(5), Block::new(7)));
        assert_eq!(m.num_buckets(), 64);
        assert_eq!(m.bucket_of(key_with_hash(5)), Some(5));
        assert!(
            !m.insert(key_with_hash(5), Block::new(9)),
            "duplicate insert is refused"
        );
        assert_eq!(
            m.iter().collect::<Vec<_>>(),
            vec![(key_with_hash(5), Block::new(7))]
        );
    }

    #[test]
    fn collisions_probe_triangularly_and_wrap() {
        let mut m = PointerDenseMap::new();
        // Four distinct keys with hash 62 (mod 64): buckets 62, 63, 1 (62+1+2), 4 (1+3).
        let keys: Vec<u64> = (0..4).map(|i| key_with_hash(62 + 64 * i)).collect();
        for (v, &k) in keys.iter().enumerate() {
            m.insert(k, Block::new(v));
        }
        let at: Vec<usize> = keys.iter().map(|&k| m.bucket_of(k).unwrap()).collect();
        assert_eq!(at, vec![62, 63, 1, 4]);
        // Iteration is bucket order, not insertion order.
        let order: Vec<u32> = m.iter().map(|(_, v)| v.as_u32()).collect();
        assert_eq!(order, vec![2, 3, 0, 1]);
    }

    #[test]
    fn grows_at_three_quarters_and_rehashes_in_old_bucket_order() {
        let mut m = PointerDenseMap::new();
        // 47 entries fit in 64 buckets (48 * 4 >= 64 * 3 triggers the growth).
        for h in 0..47u32 {
            m.insert(key_with_hash(h * 64 + 63 - h), Block::from_u32(h));
        }
        assert_eq!(m.num_buckets(), 64);
        m.insert(key_with_hash(640), Block::from_u32(47_u32));
        assert_eq!(m.num_buckets(), 128);
        assert_eq!(m.len(), 48);
        // After the rehash every key sits at its 128-bucket home (no collisions here).
        for (k, _) in m.iter() {
            assert_eq!(m.bucket_of(k), Some((pointer_hash(k) & 127) as usize));
        }
        // 96 entries stay in 128 buckets until the 96th insertion.
        let mut h = 1000;
        while m.len() < 95 {
            m.insert(key_with_hash(h), Block::from_u32(0_u32));
            h += 1;
        }
        assert_eq!(m.num_buckets(), 128);
        m.insert(key_with_hash(h), Block::from_u32(0_u32));
        assert_eq!(m.num_buckets(), 256);
    }

    #[test]
    fn rehash_can_swap_colliding_keys() {
        // Two keys colliding in 64 buckets but not in 128 (hashes 10 and 74): in 64 buckets
        // the first inserted (74) takes bucket 10 and comes first; after growth 10 < 74.
        let mut m = PointerDenseMap::new();
        m.insert(key_with_hash(74), Block::from_u32(1_u32));
        m.insert(key_with_hash(10), Block::from_u32(2_u32));
        assert_eq!(
            m.iter().map(|(_, v)| v.as_u32()).collect::<Vec<_>>(),
            vec![1, 2]
        );
        for i in 0..46 {
            m.insert(key_with_hash(20 + i), Block::from_u32(100 + i));
        }
        assert_eq!(m.num_buckets(), 128);
        let order: Vec<u32> = m
            .iter()
            .map(|(_, v)| v.as_u32())
            .filter(|&v| v < 100)
            .collect();
        assert_eq!(order, vec![2, 1]);
    }

    /// Keys from a PCG-style LCG: `state = state * 6364136223846793005 + 1442695040888963407`,
    /// key = `0x5555_0000_0000 + ((state >> 33) % range) * 16`, so they look like 16-byte
    /// aligned heap addresses and collide (and repeat) often for small ranges.
    fn lcg_keys(count: u32, seed: u64, range: u64) -> Vec<u64> {
        let mut state = seed;
        (0..count)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                0x5555_0000_0000 + ((state >> 33) % range) * 16
            })
            .collect()
    }

    fn order_of(keys: &[u64]) -> Vec<u32> {
        let mut m = PointerDenseMap::new();
        for (i, &k) in keys.iter().enumerate() {
            m.insert(k, Block::new(i));
        }
        m.iter().map(|(_, v)| v.as_u32()).collect()
    }

    /// Expected orders were printed by a C++ program that inserts the same keys (values =
    /// insertion index) into a real `llvm::DenseMap<const void *, unsigned>` from LLVM 16's
    /// headers and libLLVM-16, then iterates it.
    #[test]
    fn matches_llvm_densemap_iteration_order() {
        let expect_60_1_8192: [u32; 60] = [
            4, 8, 22, 41, 15, 25, 12, 29, 20, 55, 30, 19, 39, 44, 48, 52, 46, 24, 17, 3, 7, 16, 43,
            57, 49, 18, 13, 23, 31, 58, 50, 45, 54, 37, 56, 1, 33, 2, 6, 51, 11, 27, 40, 38, 36,
            26, 42, 14, 21, 59, 9, 0, 35, 34, 5, 10, 28, 32, 47, 53,
        ];
        assert_eq!(order_of(&lcg_keys(60, 1, 8192)), expect_60_1_8192);
        // 130 keys with two repeats: growth to 256 buckets, duplicates ignored.
        let expect_130_7_8192: [u32; 128] = [
            17, 36, 97, 22, 128, 23, 69, 31, 6, 125, 104, 88, 86, 47, 87, 66, 29, 64, 4, 42, 10,
            70, 57, 56, 27, 92, 32, 49, 26, 39, 41, 9, 34, 58, 126, 5, 28, 3, 105, 48, 61, 38, 59,
            99, 1, 30, 2, 119, 114, 19, 8, 103, 16, 116, 76, 85, 72, 80, 15, 127, 107, 25, 75, 65,
            90, 120, 117, 21, 63, 110, 122, 53, 67, 115, 109, 55, 129, 102, 43, 91, 123, 93, 77,
            111, 78, 84, 18, 20, 24, 54, 96, 112, 100, 108, 40, 45, 95, 12, 98, 118, 81, 60, 71,
            113, 62, 82, 13, 7, 14, 124, 94, 35, 33, 79, 44, 83, 101, 37, 46, 68, 74, 121, 50, 73,
            0, 52, 11, 106,
        ];
        assert_eq!(order_of(&lcg_keys(130, 7, 8192)), expect_130_7_8192);
        // A crowded range: many repeats and long probe chains.
        let expect_100_3_300: [u32; 76] = [
            44, 63, 7, 23, 60, 78, 9, 33, 36, 45, 73, 90, 24, 26, 28, 21, 99, 86, 52, 49, 87, 74,
            16, 12, 64, 54, 62, 68, 1, 30, 6, 11, 29, 35, 51, 61, 75, 47, 19, 72, 0, 88, 53, 18,
            92, 20, 25, 77, 81, 4, 5, 17, 93, 2, 91, 8, 50, 65, 69, 67, 83, 89, 55, 58, 3, 43, 84,
            40, 31, 15, 37, 85, 42, 22, 71, 70,
        ];
        assert_eq!(order_of(&lcg_keys(100, 3, 300)), expect_100_3_300);
    }
}
