//! Meldable max-heaps (pairing heaps) sharing one node arena, for sets that are merged often.
//!
//! A heap is named by its root node; the empty heap is [`Heap::EMPTY`]. Melding two heaps is
//! O(1) and popping the maximum O(log n) amortized, so a family of heaps that is repeatedly
//! merged (one per top-level cycle while the cycle forest is built) costs O(n log n) in all,
//! where merging by moving the smaller heap's items into the larger would cost O(n log² n).

/// A heap in a [`PairingHeaps`] arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heap(u32);

impl Heap {
    /// The heap with no items.
    pub const EMPTY: Heap = Heap(u32::MAX);

    /// Whether the heap has no items.
    pub fn is_empty(self) -> bool {
        self == Heap::EMPTY
    }
}

#[derive(Clone, Debug)]
struct Node<T> {
    key: u32,
    value: T,
    /// First child (the child list is linked through `sibling`).
    child: Heap,
    sibling: Heap,
}

/// An arena of max-heaps keyed by `u32`, each item carrying a `T`.
#[derive(Clone, Debug)]
pub struct PairingHeaps<T> {
    nodes: Vec<Node<T>>,
    /// Scratch list of a popped root's children.
    pairs: Vec<Heap>,
}

impl<T> Default for PairingHeaps<T> {
    fn default() -> Self {
        PairingHeaps {
            nodes: Vec::new(),
            pairs: Vec::new(),
        }
    }
}

impl<T: Copy> PairingHeaps<T> {
    /// Forgets every heap, keeping the allocation.
    pub fn clear(&mut self) {
        self.nodes.clear();
    }

    /// `heap` with one more item.
    pub fn push(&mut self, heap: Heap, key: u32, value: T) -> Heap {
        assert!(self.nodes.len() < u32::MAX as usize, "too many heap items");
        let node = Heap(self.nodes.len() as u32);
        self.nodes.push(Node {
            key,
            value,
            child: Heap::EMPTY,
            sibling: Heap::EMPTY,
        });
        self.meld(heap, node)
    }

    /// The largest key of `heap`, if any.
    pub fn peek_key(&self, heap: Heap) -> Option<u32> {
        (!heap.is_empty()).then(|| self.nodes[heap.0 as usize].key)
    }

    /// The union of two heaps (both are consumed).
    pub fn meld(&mut self, a: Heap, b: Heap) -> Heap {
        if a.is_empty() {
            return b;
        }
        if b.is_empty() {
            return a;
        }
        let (top, below) = if self.nodes[a.0 as usize].key >= self.nodes[b.0 as usize].key {
            (a, b)
        } else {
            (b, a)
        };
        self.nodes[below.0 as usize].sibling = self.nodes[top.0 as usize].child;
        self.nodes[top.0 as usize].child = below;
        top
    }

    /// Removes an item with the largest key: returns the rest of the heap, the key and the
    /// value, or `None` if `heap` is empty.
    pub fn pop(&mut self, heap: Heap) -> Option<(Heap, u32, T)> {
        if heap.is_empty() {
            return None;
        }
        let root = &self.nodes[heap.0 as usize];
        let (key, value) = (root.key, root.value);
        // Two-pass pairing: meld the children pairwise left to right, then fold the pairs
        // right to left.
        let mut pairs = std::mem::take(&mut self.pairs);
        pairs.clear();
        let mut next = root.child;
        while !next.is_empty() {
            let first = next;
            let second = self.nodes[first.0 as usize].sibling;
            self.nodes[first.0 as usize].sibling = Heap::EMPTY;
            if second.is_empty() {
                pairs.push(first);
                break;
            }
            next = self.nodes[second.0 as usize].sibling;
            self.nodes[second.0 as usize].sibling = Heap::EMPTY;
            pairs.push(self.meld(first, second));
        }
        let mut rest = Heap::EMPTY;
        while let Some(h) = pairs.pop() {
            rest = self.meld(h, rest);
        }
        self.pairs = pairs;
        Some((rest, key, value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::testing::Rng;

    #[test]
    fn pops_in_descending_key_order_after_melds() {
        let mut heaps = PairingHeaps::default();
        let mut rng = Rng::new(7);
        let mut all = Vec::new();
        let mut parts = [Heap::EMPTY; 5];
        for i in 0..500u32 {
            let key = rng.below(100) as u32;
            let part = &mut parts[(i % 5) as usize];
            *part = heaps.push(*part, key, i);
            all.push(key);
        }
        let mut heap = Heap::EMPTY;
        for part in parts {
            heap = heaps.meld(heap, part);
        }
        all.sort_unstable_by(|a, b| b.cmp(a));
        let mut popped = Vec::new();
        while let Some((rest, key, _)) = heaps.pop(heap) {
            assert_eq!(heaps.peek_key(heap), Some(key));
            popped.push(key);
            heap = rest;
        }
        assert_eq!(popped, all);
        assert!(heap.is_empty());
    }

    #[test]
    fn empty_heap_pops_nothing() {
        let mut heaps: PairingHeaps<()> = PairingHeaps::default();
        assert_eq!(heaps.peek_key(Heap::EMPTY), None);
        assert!(heaps.pop(Heap::EMPTY).is_none());
        let one = heaps.push(Heap::EMPTY, 3, ());
        assert_eq!(
            heaps.pop(one).map(|(rest, key, _)| (rest, key)),
            Some((Heap::EMPTY, 3))
        );
    }
}
