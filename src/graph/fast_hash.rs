//! A fast hasher for maps keyed by our own small ids (blocks, instructions, operands,
//! interned expressions). The standard `RandomState` (SipHash-1-3) guards against keys
//! chosen by an adversary to collide; ours are dense indices the pass numbered itself, and
//! the validator hashes millions of them per function, where SipHash alone was a tenth of
//! its time. This hasher mixes each machine word into the state with a rotate, an xor and a
//! multiplication by an odd constant (a Fibonacci-hashing step): a few cycles per word, and
//! distinct small ids still spread over the high bits hashbrown's control bytes use.
//! Deterministic (no per-process seed), so iteration order no longer varies between runs.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// 2^64 divided by the golden ratio, made odd: multiplying by it spreads consecutive ids
/// over the whole word.
const SPREAD: u64 = 0x9e37_79b9_7f4a_7c15;

/// The hasher; see the module documentation.
#[derive(Clone, Copy, Default)]
pub struct IdHasher {
    state: u64,
}

impl IdHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        self.state = (self.state.rotate_left(26) ^ word).wrapping_mul(SPREAD);
    }
}

impl Hasher for IdHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.mix(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            // The length keeps "ab" and "ab\0" apart.
            self.mix(u64::from_le_bytes(last) ^ ((rest.len() as u64) << 56));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // hashbrown takes its 7 control bits from the top of the hash and the bucket from the
        // bottom; the last multiplication leaves the low bits of small keys poorly mixed, so
        // fold the high half down.
        self.state ^ (self.state >> 32)
    }
}

/// A `HashMap` with [`IdHasher`].
pub type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<IdHasher>>;
/// A `HashSet` with [`IdHasher`].
pub type IdSet<T> = HashSet<T, BuildHasherDefault<IdHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash>(v: T) -> u64 {
        BuildHasherDefault::<IdHasher>::default().hash_one(v)
    }

    #[test]
    fn small_ids_spread_and_differ() {
        let hashes: IdSet<u64> = (0u32..10_000).map(hash).collect();
        assert_eq!(hashes.len(), 10_000);
        // Both the low bits (bucket) and the top 7 bits (control byte) vary.
        let low: IdSet<u64> = (0u32..256).map(|i| hash(i) & 0xff).collect();
        let top: IdSet<u64> = (0u32..256).map(|i| hash(i) >> 57).collect();
        assert!(low.len() > 128, "low bits: {}", low.len());
        assert!(top.len() > 64, "top bits: {}", top.len());
    }

    #[test]
    fn byte_strings_of_different_lengths_differ() {
        assert_ne!(hash(&b"ab"[..]), hash(&b"ab\0"[..]));
        let mut map: IdMap<(u32, u32), u32> = IdMap::default();
        map.insert((1, 2), 3);
        assert_eq!(map.get(&(1, 2)), Some(&3));
        assert_eq!(map.get(&(2, 1)), None);
    }
}
