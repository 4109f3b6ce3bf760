//! A small open-addressing map from LLVM object addresses to dense ids.
//!
//! Building a function's graph looks up a block address for every edge twice (successor and
//! predecessor), so this sits on the hot path of every pass. Addresses are unique, nonzero and
//! 16-byte aligned; a multiplicative hash with linear probing in a table at most half full
//! needs about one probe per lookup, and no deletions are ever needed. A key and its value
//! share one slot so that a probe touches one cache line: on functions of 100,000s of blocks the
//! table outgrows the caches and every lookup is a miss (separate key and value arrays made it
//! two, and the cycle printer super-linear on `scripts/bench/scaling`'s motifs family).

/// Map from an address to an id of type `V` (a [`crate::graph::Block`], a phi number, ...).
#[derive(Clone, Debug)]
pub struct PtrIndex<V = u32> {
    slots: Vec<(usize, V)>,
    shift: u32,
    len: usize,
}

impl<V> Default for PtrIndex<V> {
    fn default() -> Self {
        PtrIndex {
            slots: Vec::new(),
            shift: 0,
            len: 0,
        }
    }
}

const EMPTY: usize = 0;

impl<V: Copy + Default> PtrIndex<V> {
    /// A map that holds `n` entries without growing.
    pub fn with_capacity(n: usize) -> PtrIndex<V> {
        let buckets = (2 * n.max(4)).next_power_of_two();
        PtrIndex {
            slots: vec![(EMPTY, V::default()); buckets],
            shift: 64 - buckets.trailing_zeros(),
            len: 0,
        }
    }

    /// Empties the map and sizes it for `n` entries, keeping the allocation when it already
    /// has exactly that size (the common case when one map serves many similar functions).
    pub fn reset(&mut self, n: usize) {
        let buckets = (2 * n.max(4)).next_power_of_two();
        if self.slots.len() == buckets {
            self.slots.fill((EMPTY, V::default()));
            self.len = 0;
        } else {
            *self = PtrIndex::with_capacity(n);
        }
    }

    #[inline]
    fn slot(&self, key: usize) -> usize {
        let page = ((key as u64) >> 12).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift;
        let within = ((key as u64) >> 4) & 63;
        (((page & !63) | within) as usize) & (self.slots.len() - 1)
    }

    /// Inserts or replaces `key`. A null key is ignored (LLVM handles are never null).
    pub fn insert(&mut self, key: usize, value: V) {
        if key == EMPTY {
            return;
        }
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let slot = &mut self.slots[i];
            if slot.0 == EMPTY {
                *slot = (key, value);
                self.len += 1;
                return;
            }
            if slot.0 == key {
                slot.1 = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /// The id of `key`, if present.
    #[inline]
    pub fn get(&self, key: usize) -> Option<V> {
        let mask = self.slots.len().wrapping_sub(1);
        if self.slots.is_empty() || key == EMPTY {
            return None;
        }
        let mut i = self.slot(key);
        loop {
            let (k, v) = self.slots[i];
            if k == key {
                return Some(v);
            }
            if k == EMPTY {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        *self = PtrIndex::with_capacity(old.len());
        for (k, v) in old {
            if k != EMPTY {
                self.insert(k, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_get_grow() {
        let mut map: PtrIndex<u32> = PtrIndex::with_capacity(2);
        for i in 1..=1000usize {
            map.insert(i * 16, i as u32);
        }
        assert_eq!(map.len(), 1000);
        for i in 1..=1000usize {
            assert_eq!(map.get(i * 16), Some(i as u32));
        }
        assert_eq!(map.get(16 * 1001), None);
        assert_eq!(map.get(0), None);
        map.insert(16, 7);
        assert_eq!(map.get(16), Some(7));
        assert_eq!(map.len(), 1000);
    }

    #[test]
    fn keys_sharing_pages_and_offsets() {
        // Every 16-byte slot of a few pages (they share windows), then one key per page at the
        // same offset (they share the in-window position): all still found, none confused.
        let mut map: PtrIndex<u32> = PtrIndex::with_capacity(8);
        let base = 0x7f00_0000_0000usize;
        let dense = (0..1024).map(|i| base + 16 * i);
        let strided = (0..1024).map(|i| base + 0x10_0000 + 4096 * i + 48);
        let keys: Vec<usize> = dense.chain(strided).collect();
        for (i, &k) in keys.iter().enumerate() {
            map.insert(k, i as u32);
        }
        assert_eq!(map.len(), keys.len());
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(map.get(k), Some(i as u32));
        }
        assert_eq!(map.get(base + 16 * 1024), None);
    }

    #[test]
    fn empty_map() {
        let map: PtrIndex<u32> = PtrIndex::default();
        assert!(map.is_empty());
        assert_eq!(map.get(32), None);
    }
}
