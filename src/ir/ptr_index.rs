//! A small open-addressing map from LLVM object addresses to dense ids.
//!
//! Building a function's graph looks up a block address for every edge twice (successor and
//! predecessor), so this sits on the hot path of every pass. Addresses are unique, nonzero and
//! 16-byte aligned; a multiplicative hash with linear probing in a table at most half full
//! needs about one probe per lookup, and no deletions are ever needed.

/// Map from an address to an id of type `V` (a [`crate::graph::Block`], a phi number, ...).
#[derive(Clone, Debug)]
pub struct PtrIndex<V = u32> {
    keys: Vec<usize>,
    values: Vec<V>,
    shift: u32,
    len: usize,
}

impl<V> Default for PtrIndex<V> {
    fn default() -> Self {
        PtrIndex {
            keys: Vec::new(),
            values: Vec::new(),
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
            keys: vec![EMPTY; buckets],
            values: vec![V::default(); buckets],
            shift: 64 - buckets.trailing_zeros(),
            len: 0,
        }
    }

    /// Empties the map and sizes it for `n` entries, keeping the allocation when it already
    /// has exactly that size (the common case when one map serves many similar functions).
    pub fn reset(&mut self, n: usize) {
        let buckets = (2 * n.max(4)).next_power_of_two();
        if self.keys.len() == buckets {
            self.keys.fill(EMPTY);
            self.len = 0;
        } else {
            *self = PtrIndex::with_capacity(n);
        }
    }

    #[inline]
    fn slot(&self, key: usize) -> usize {
        (((key as u64) >> 4).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Inserts or replaces `key`. A null key is ignored (LLVM handles are never null).
    pub fn insert(&mut self, key: usize, value: V) {
        if key == EMPTY {
            return;
        }
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            if self.keys[i] == EMPTY {
                self.keys[i] = key;
                self.values[i] = value;
                self.len += 1;
                return;
            }
            if self.keys[i] == key {
                self.values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /// The id of `key`, if present.
    #[inline]
    pub fn get(&self, key: usize) -> Option<V> {
        let mask = self.keys.len().wrapping_sub(1);
        if self.keys.is_empty() || key == EMPTY {
            return None;
        }
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                return Some(self.values[i]);
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
        let old_keys = std::mem::take(&mut self.keys);
        let old_values = std::mem::take(&mut self.values);
        *self = PtrIndex::with_capacity(old_keys.len());
        for (k, v) in old_keys.into_iter().zip(old_values) {
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
    fn empty_map() {
        let map: PtrIndex<u32> = PtrIndex::default();
        assert!(map.is_empty());
        assert_eq!(map.get(32), None);
    }
}
