//! Typed dense indices (`Block`, `Edge`, `CycleId`, ...), packed optional indices and the
//! tables they index, in the spirit of rustc's `newtype_index!`/`IndexVec` and Cranelift's
//! `PackedOption`/`PrimaryMap`: a table indexed by blocks cannot be read with a cycle id.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A dense index stored as a `u32`. `u32::MAX` is reserved for [`PackedOption`]'s "none".
pub trait Idx: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// The index with position `i`. Panics if `i` does not fit below `u32::MAX`.
    fn new(i: usize) -> Self;
    /// The position as a `usize`, for slicing.
    fn index(self) -> usize;
    /// The raw `u32`.
    fn as_u32(self) -> u32;
    /// The index with raw value `v` (must not be `u32::MAX`).
    fn from_u32(v: u32) -> Self;
}

/// Declares `pub struct $name(u32)` implementing [`Idx`], `Debug` as `$prefix<n>` and
/// `Display` as the bare number.
#[macro_export]
macro_rules! newtype_index {
    ($(#[$meta:meta])* $vis:vis struct $name:ident = $prefix:literal;) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        $vis struct $name(u32);

        #[allow(dead_code)]
        impl $name {
            /// The index with position `i`. Panics if `i` does not fit below `u32::MAX`.
            #[inline]
            pub fn new(i: usize) -> Self {
                assert!(i < u32::MAX as usize, "too many indices for u32");
                $name(i as u32)
            }
            /// The index with raw value `v`.
            #[inline]
            pub const fn from_u32(v: u32) -> Self {
                assert!(v != u32::MAX, "index value reserved for PackedOption");
                $name(v)
            }
            /// The raw `u32`.
            #[inline]
            pub const fn as_u32(self) -> u32 {
                self.0
            }
            /// The position as a `usize`.
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl $crate::graph::index::Idx for $name {
            #[inline]
            fn new(i: usize) -> Self {
                $name::new(i)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
            #[inline]
            fn as_u32(self) -> u32 {
                self.0
            }
            #[inline]
            fn from_u32(v: u32) -> Self {
                $name::from_u32(v)
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

/// An optional index in four bytes: `u32::MAX` means none (Cranelift's `PackedOption`). Dense
/// tables of "parent", "innermost cycle", "immediate dominator" use it instead of a bare
/// sentinel, so the sentinel can never be mistaken for an index.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PackedOption<I: Idx>(u32, PhantomData<I>);

impl<I: Idx> PackedOption<I> {
    /// No index.
    pub const NONE: PackedOption<I> = PackedOption(u32::MAX, PhantomData);

    /// Some index.
    #[inline]
    pub fn some(i: I) -> PackedOption<I> {
        PackedOption(i.as_u32(), PhantomData)
    }

    /// Unpacks into an `Option`.
    #[inline]
    pub fn expand(self) -> Option<I> {
        (self.0 != u32::MAX).then(|| I::from_u32(self.0))
    }

    #[inline]
    pub fn is_some(self) -> bool {
        self.0 != u32::MAX
    }

    #[inline]
    pub fn is_none(self) -> bool {
        self.0 == u32::MAX
    }
}

impl<I: Idx> Default for PackedOption<I> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<I: Idx> From<Option<I>> for PackedOption<I> {
    #[inline]
    fn from(o: Option<I>) -> Self {
        o.map_or(Self::NONE, Self::some)
    }
}

impl<I: Idx> From<I> for PackedOption<I> {
    #[inline]
    fn from(i: I) -> Self {
        Self::some(i)
    }
}

impl<I: Idx> fmt::Debug for PackedOption<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.expand() {
            Some(i) => write!(f, "{i:?}"),
            None => f.write_str("-"),
        }
    }
}

/// A `Vec<T>` indexed by `I` (rustc's `IndexVec`): one entry per block, per cycle, per edge.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IndexVec<I: Idx, T> {
    raw: Vec<T>,
    _index: PhantomData<fn(&I)>,
}

impl<I: Idx, T> IndexVec<I, T> {
    /// An empty table.
    #[inline]
    pub const fn new() -> Self {
        IndexVec {
            raw: Vec::new(),
            _index: PhantomData,
        }
    }

    /// An empty table with room for `n` entries.
    #[inline]
    pub fn with_capacity(n: usize) -> Self {
        Self::from_raw(Vec::with_capacity(n))
    }

    /// Wraps a plain vector: entry `i` belongs to index `I::new(i)`.
    #[inline]
    pub fn from_raw(raw: Vec<T>) -> Self {
        IndexVec {
            raw,
            _index: PhantomData,
        }
    }

    /// `n` copies of `value`.
    #[inline]
    pub fn from_elem_n(value: T, n: usize) -> Self
    where
        T: Clone,
    {
        Self::from_raw(vec![value; n])
    }

    /// Appends `value` and returns its index.
    #[inline]
    pub fn push(&mut self, value: T) -> I {
        let i = I::new(self.raw.len());
        self.raw.push(value);
        i
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.raw.len()
    }

    /// Makes room for `additional` more values without reallocating.
    pub fn reserve(&mut self, additional: usize) {
        self.raw.reserve(additional);
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.raw.is_empty()
    }

    /// The index the next `push` returns.
    #[inline]
    pub fn next_index(&self) -> I {
        I::new(self.raw.len())
    }

    #[inline]
    pub fn get(&self, i: I) -> Option<&T> {
        self.raw.get(i.index())
    }

    /// Every index in order.
    #[inline]
    pub fn indices(&self) -> impl DoubleEndedIterator<Item = I> + ExactSizeIterator {
        (0..self.raw.len()).map(I::new)
    }

    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.raw.iter()
    }

    #[inline]
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.raw.iter_mut()
    }

    /// `(index, &entry)` pairs in order.
    #[inline]
    pub fn iter_enumerated(&self) -> impl DoubleEndedIterator<Item = (I, &T)> + ExactSizeIterator {
        self.raw.iter().enumerate().map(|(i, t)| (I::new(i), t))
    }

    /// The entries as a plain slice (positions are `index()` values).
    #[inline]
    pub fn raw(&self) -> &[T] {
        &self.raw
    }

    /// The entries as a plain mutable slice.
    #[inline]
    pub fn raw_mut(&mut self) -> &mut [T] {
        &mut self.raw
    }

    /// The plain vector, for reuse of the allocation.
    #[inline]
    pub fn into_raw(self) -> Vec<T> {
        self.raw
    }

    /// Removes every entry, keeping the allocation.
    #[inline]
    pub fn clear(&mut self) {
        self.raw.clear()
    }

    /// Grows or shrinks to `n` entries, filling with `value`.
    #[inline]
    pub fn resize(&mut self, n: usize, value: T)
    where
        T: Clone,
    {
        self.raw.resize(n, value)
    }

    /// Sets every entry to `value` and the length to `n`, keeping the allocation.
    #[inline]
    pub fn reset(&mut self, n: usize, value: T)
    where
        T: Clone,
    {
        self.raw.clear();
        self.raw.resize(n, value);
    }

    /// Two distinct entries mutably at once.
    pub fn pick2_mut(&mut self, a: I, b: I) -> (&mut T, &mut T) {
        let (a, b) = (a.index(), b.index());
        assert_ne!(a, b, "pick2_mut needs distinct indices");
        if a < b {
            let (lo, hi) = self.raw.split_at_mut(b);
            (&mut lo[a], &mut hi[0])
        } else {
            let (lo, hi) = self.raw.split_at_mut(a);
            (&mut hi[0], &mut lo[b])
        }
    }
}

impl<I: Idx, T> Default for IndexVec<I, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: Idx, T> Index<I> for IndexVec<I, T> {
    type Output = T;
    #[inline]
    fn index(&self, i: I) -> &T {
        &self.raw[i.index()]
    }
}

impl<I: Idx, T> IndexMut<I> for IndexVec<I, T> {
    #[inline]
    fn index_mut(&mut self, i: I) -> &mut T {
        &mut self.raw[i.index()]
    }
}

impl<I: Idx, T: fmt::Debug> fmt::Debug for IndexVec<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter_enumerated()).finish()
    }
}

impl<I: Idx, T> FromIterator<T> for IndexVec<I, T> {
    fn from_iter<It: IntoIterator<Item = T>>(iter: It) -> Self {
        Self::from_raw(iter.into_iter().collect())
    }
}

impl<'a, I: Idx, T> IntoIterator for &'a IndexVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.raw.iter()
    }
}

/// A set of indices as one bit each, with O(1) clear of everything that was inserted (the
/// inserted indices are remembered), for visited marks reused across walks.
#[derive(Clone, Debug, Default)]
pub struct SparseMarks<I: Idx> {
    marked: Vec<bool>,
    touched: Vec<I>,
}

impl<I: Idx> SparseMarks<I> {
    /// Room for indices below `n`; everything unmarked.
    pub fn with_domain(n: usize) -> Self {
        SparseMarks {
            marked: vec![false; n],
            touched: Vec::new(),
        }
    }

    /// Grows the domain to `n` indices and unmarks everything.
    pub fn reset(&mut self, n: usize) {
        self.clear();
        if self.marked.len() < n {
            self.marked.resize(n, false);
        }
    }

    /// Marks `i`; returns whether it was unmarked before.
    #[inline]
    pub fn insert(&mut self, i: I) -> bool {
        let slot = &mut self.marked[i.index()];
        if *slot {
            return false;
        }
        *slot = true;
        self.touched.push(i);
        true
    }

    #[inline]
    pub fn contains(&self, i: I) -> bool {
        self.marked.get(i.index()).copied().unwrap_or(false)
    }

    /// Unmarks everything marked since the last clear, in time proportional to that number.
    pub fn clear(&mut self) {
        for i in self.touched.drain(..) {
            self.marked[i.index()] = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    newtype_index! {
        /// Test index.
        struct Apple = "a";
    }
    newtype_index! {
        /// Another test index.
        struct Pear = "p";
    }

    #[test]
    fn packed_option_round_trip() {
        let none: PackedOption<Apple> = PackedOption::NONE;
        assert_eq!(none.expand(), None);
        assert!(none.is_none());
        let some = PackedOption::some(Apple::from_u32(7));
        assert_eq!(some.expand(), Some(Apple::from_u32(7)));
        assert_eq!(
            PackedOption::from(Some(Apple::from_u32(0))).expand(),
            Some(Apple(0))
        );
        assert_eq!(format!("{some:?} {none:?}"), "a7 -");
        assert_eq!(std::mem::size_of::<PackedOption<Apple>>(), 4);
    }

    #[test]
    fn index_vec_push_and_enumerate() {
        let mut apples: IndexVec<Apple, &str> = IndexVec::new();
        let a = apples.push("red");
        let b = apples.push("green");
        assert_eq!((a, b), (Apple(0), Apple(1)));
        assert_eq!(apples[b], "green");
        let listed: Vec<(Apple, &&str)> = apples.iter_enumerated().collect();
        assert_eq!(listed, vec![(Apple(0), &"red"), (Apple(1), &"green")]);
        let (x, y) = apples.pick2_mut(b, a);
        std::mem::swap(x, y);
        assert_eq!(apples.raw(), &["green", "red"]);
        // `apples[Pear(0)]` does not compile: the table is indexed by apples only.
        let _ = Pear(0);
    }

    #[test]
    fn sparse_marks_clear_only_touched() {
        let mut marks: SparseMarks<Apple> = SparseMarks::with_domain(4);
        assert!(marks.insert(Apple(2)));
        assert!(!marks.insert(Apple(2)));
        assert!(marks.contains(Apple(2)) && !marks.contains(Apple(1)));
        marks.clear();
        assert!(!marks.contains(Apple(2)));
        marks.reset(10);
        assert!(marks.insert(Apple(9)));
    }

    #[test]
    #[should_panic(expected = "reserved")]
    fn reserved_value_is_refused() {
        let _ = Apple::from_u32(u32::MAX);
    }
}
