//! The order in which LLVM 16's sample loader visits a module's functions
//! (`SampleProfileLoader::buildFunctionOrder` with its defaults: top-down over the *profiled*
//! call graph), and the name → function map it resolves profile names with (`SymbolMap`,
//! filled in the order of the module's symbol table, which LLVM's loader walks).
//!
//! The order matters because profiles of call sites that were inlined in the profiled binary
//! but are not inlined now are merged into the callee's own profile right after the caller
//! is processed; a callee processed later sees the merged counts.
//!
//! The profiled call graph (`ProfiledCallGraph`) has one node per function name found in
//! the profile (top-level, inlined instances, call targets) or defined in the module with
//! `"use-sample-profile"`; an edge caller → callee per call target or inlined instance,
//! weighted by the larger count seen. Edges and the synthetic root's children are sorted by
//! name. Strongly connected components come out of LLVM's iterative Tarjan
//! (`scc_iterator`) callees first; members of a recursive component are reordered by a
//! maximum spanning tree walk (`scc_member_iterator`); the whole list is then reversed.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::function_facts::FunctionSummary;
use super::profile::{canonical_fn_name, FunctionId, Profile};

/// LLVM's `SymbolMap` (`SampleProfileLoader::runOnModule`): profile name → function index.
///
/// Every named function is entered under its own name (an assignment: it replaces whatever
/// the name held) and, when its canonical name differs and is not empty, under that name too
/// (an insertion: when the name is taken already, the entry becomes `None`, "ambiguous").
/// LLVM walks the module's symbol table, `symbol_order` here (indices into `functions`), and
/// the walk's order decides clashes: with `f`, `f.1` and `f.2` (all canonicalising to `f`
/// under the default policy), `f` keeps the name `f` only when it comes after both others in
/// the walk, as its own assignment then overwrites the `None` they left; otherwise `f` is
/// reached under no profile name the loader looks up and is never processed. The symbol
/// table is a hash table whose order the module's text does not determine, so the IR layer
/// reads it from LLVM.
pub fn symbol_map(
    functions: &[FunctionSummary],
    symbol_order: &[usize],
) -> HashMap<Vec<u8>, Option<usize>> {
    let mut map: HashMap<Vec<u8>, Option<usize>> = HashMap::new();
    for &i in symbol_order {
        let f = &functions[i];
        if f.name.is_empty() {
            continue;
        }
        map.insert(f.name.clone(), Some(i));
        let canonical = canonical_fn_name(&f.name, f.suffix_policy);
        if canonical != f.name.as_slice() && !canonical.is_empty() {
            map.entry(canonical.to_vec())
                .and_modify(|slot| *slot = None)
                .or_insert(Some(i));
        }
    }
    map
}

/// The profiled call graph: nodes numbered in name order, so sorting by id sorts by name.
struct CallGraph {
    names: Vec<Vec<u8>>,
    /// Per node: (target, weight), targets ascending.
    edges: Vec<Vec<(u32, u64)>>,
}

fn build_call_graph(profile: &Profile, functions: &[FunctionSummary]) -> CallGraph {
    let mut nodes: BTreeSet<Vec<u8>> = BTreeSet::new();
    let mut raw_edges: BTreeMap<(Vec<u8>, Vec<u8>), u64> = BTreeMap::new();
    let mut add_edge = |caller: &[u8], callee: &[u8], weight: u64| {
        let slot = raw_edges
            .entry((caller.to_vec(), callee.to_vec()))
            .or_insert(weight);
        *slot = (*slot).max(weight);
    };
    let mut pending: Vec<FunctionId> = profile.top_level().to_vec();
    while let Some(id) = pending.pop() {
        let samples = &profile[id];
        nodes.insert(samples.name().to_vec());
        for record in samples.body().values() {
            for (target, &count) in record.call_targets() {
                nodes.insert(target.clone());
                add_edge(samples.name(), target, count);
            }
        }
        for callees in samples.callsites().values() {
            for (name, &instance) in callees {
                nodes.insert(name.clone());
                add_edge(
                    samples.name(),
                    name,
                    profile.head_samples_estimate(instance),
                );
                pending.push(instance);
            }
        }
    }
    for f in functions {
        if !f.is_declaration && f.use_sample_profile {
            nodes.insert(canonical_fn_name(&f.name, f.suffix_policy).to_vec());
        }
    }
    let names: Vec<Vec<u8>> = nodes.into_iter().collect();
    let id_of: HashMap<&[u8], u32> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_slice(), i as u32))
        .collect();
    let mut edges = vec![Vec::new(); names.len()];
    for ((caller, callee), weight) in raw_edges {
        edges[id_of[caller.as_slice()] as usize].push((id_of[callee.as_slice()], weight));
    }
    for row in &mut edges {
        row.sort_unstable_by_key(|&(t, _)| t);
    }
    CallGraph { names, edges }
}

/// LLVM's `scc_iterator` from a synthetic root whose children are all nodes in order:
/// components in the order Tarjan finishes them, each listed as popped from the component
/// stack (last visited first). The root's own component is left out.
fn tarjan_components(graph: &CallGraph) -> Vec<Vec<u32>> {
    const DONE: u32 = u32::MAX;
    let n = graph.names.len();
    // Node `n` is the root, whose children are all nodes.
    let child = |v: usize, position: usize| -> Option<u32> {
        if v == n {
            (position < n).then_some(position as u32)
        } else {
            graph.edges[v].get(position).map(|&(t, _)| t)
        }
    };
    let mut visit_number = vec![0u32; n + 1];
    let mut next_number = 0u32;
    let mut node_stack: Vec<u32> = Vec::new();
    // (node, next child position, lowest visit number seen)
    let mut visit_stack: Vec<(usize, usize, u32)> = Vec::new();
    let mut components = Vec::new();
    next_number += 1;
    visit_number[n] = next_number;
    node_stack.push(n as u32);
    visit_stack.push((n, 0, next_number));
    while let Some(&(v, position, _)) = visit_stack.last() {
        if let Some(child) = child(v, position) {
            visit_stack.last_mut().unwrap().1 += 1;
            let c = child as usize;
            if visit_number[c] == 0 {
                next_number += 1;
                visit_number[c] = next_number;
                node_stack.push(child);
                visit_stack.push((c, 0, next_number));
            } else {
                let top = visit_stack.last_mut().unwrap();
                top.2 = top.2.min(visit_number[c]);
            }
            continue;
        }
        let (_, _, lowest) = visit_stack.pop().unwrap();
        if let Some(parent) = visit_stack.last_mut() {
            parent.2 = parent.2.min(lowest);
        }
        if lowest != visit_number[v] {
            continue;
        }
        let mut component = Vec::new();
        loop {
            let w = node_stack.pop().unwrap();
            visit_number[w as usize] = DONE;
            component.push(w);
            if w as usize == v {
                break;
            }
        }
        if v != n {
            components.push(component);
        }
    }
    components
}

/// LLVM's `scc_member_iterator` for a recursive component: Kruskal's maximum spanning forest
/// over the component's edges (heaviest first, ties in listing order), then a breadth-first
/// walk from the forest's roots, reversed. Mirrors LLVM 16 exactly, including its union rule
/// (the first group always becomes the parent).
fn order_members(graph: &CallGraph, members: &[u32]) -> Vec<u32> {
    if members.len() <= 1 {
        return members.to_vec();
    }
    let slot: HashMap<u32, usize> = members.iter().enumerate().map(|(i, &m)| (m, i)).collect();
    // (source, target, weight) of the edges inside the component, in listing order.
    let mut sorted: Vec<(u32, u32, u64)> = Vec::new();
    for &m in members {
        for &(t, w) in &graph.edges[m as usize] {
            if slot.contains_key(&t) {
                sorted.push((m, t, w));
            }
        }
    }
    sorted.sort_by_key(|e| std::cmp::Reverse(e.2));
    let mut group: Vec<usize> = (0..members.len()).collect();
    let mut rank = vec![0u32; members.len()];
    let find = |group: &mut Vec<usize>, mut x: usize| {
        let mut root = x;
        while group[root] != root {
            root = group[root];
        }
        while group[x] != root {
            let next = group[x];
            group[x] = root;
            x = next;
        }
        root
    };
    let mut in_tree = vec![false; sorted.len()];
    for (i, &(s, t, _)) in sorted.iter().enumerate() {
        let g1 = find(&mut group, slot[&s]);
        let g2 = find(&mut group, slot[&t]);
        if g1 == g2 {
            continue;
        }
        group[g2] = g1;
        if rank[g1] == rank[g2] {
            rank[g2] += 1;
        }
        in_tree[i] = true;
    }
    let mut visited = vec![true; members.len()];
    for (i, &(_, t, _)) in sorted.iter().enumerate() {
        if in_tree[i] {
            visited[slot[&t]] = false;
        }
    }
    let mut queue = std::collections::VecDeque::new();
    for &(s, _, _) in &sorted {
        if visited[slot[&s]] {
            queue.push_back(s);
            visited[slot[&s]] = false;
        }
    }
    let tree_edges: HashSet<(u32, u32)> = sorted
        .iter()
        .zip(&in_tree)
        .filter(|(_, &tree)| tree)
        .map(|(&(s, t, _), _)| (s, t))
        .collect();
    let mut order = Vec::with_capacity(members.len());
    while let Some(v) = queue.pop_front() {
        order.push(v);
        for &(t, _) in &graph.edges[v as usize] {
            if let Some(&k) = slot.get(&t) {
                if !visited[k] && tree_edges.contains(&(v, t)) {
                    visited[k] = true;
                    queue.push_back(t);
                }
            }
        }
    }
    order.reverse();
    order
}

/// The functions the loader processes, in its order: indices into `functions` of
/// definitions with `"use-sample-profile"` that [`symbol_map`] (walked in `symbol_order`)
/// gives some node of the profiled call graph. A function reached under two profile names is
/// listed twice, as in LLVM.
pub fn processing_order(
    profile: &Profile,
    functions: &[FunctionSummary],
    symbol_order: &[usize],
) -> Vec<usize> {
    let symbols = symbol_map(functions, symbol_order);
    let graph = build_call_graph(profile, functions);
    let mut order = Vec::new();
    for component in tarjan_components(&graph) {
        for node in order_members(&graph, &component) {
            let name = &graph.names[node as usize];
            if let Some(&Some(f)) = symbols.get(name) {
                let summary = &functions[f];
                if !summary.is_declaration && summary.use_sample_profile {
                    order.push(f);
                }
            }
        }
    }
    order.reverse();
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profi::profile::SuffixElision;
    use crate::profi::reader::read_text_profile;

    fn function(name: &str) -> FunctionSummary {
        FunctionSummary {
            name: name.as_bytes().to_vec(),
            is_declaration: false,
            use_sample_profile: true,
            sample_accurate: false,
            suffix_policy: SuffixElision::All,
        }
    }

    fn names(functions: &[FunctionSummary], order: &[usize]) -> Vec<String> {
        order
            .iter()
            .map(|&i| String::from_utf8_lossy(&functions[i].name).into_owned())
            .collect()
    }

    fn order_of(profile: &str, functions: &[FunctionSummary]) -> Vec<String> {
        let p = read_text_profile("t.prof", profile.as_bytes()).unwrap();
        let symbol_order: Vec<usize> = (0..functions.len()).collect();
        names(functions, &processing_order(&p, functions, &symbol_order))
    }

    #[test]
    fn without_profiled_calls_functions_come_in_reverse_name_order() {
        let fs = [function("c"), function("a"), function("b")];
        // Tarjan finishes a, b, c; the list is then reversed.
        assert_eq!(order_of("c:1:1\n", &fs), ["c", "b", "a"]);
    }

    #[test]
    fn callers_come_before_callees() {
        // z inlined g in the profile, g calls a through a call target: z, g, a.
        let fs = [function("a"), function("g"), function("z")];
        let text = "z:10:1\n 1: g:5\n  1: 5\ng:9:1\n 1: 3 a:3\n";
        assert_eq!(order_of(text, &fs), ["z", "g", "a"]);
    }

    #[test]
    fn recursion_is_ordered_by_the_heaviest_edges() {
        // a ⇄ b with a → b heavier: the spanning tree holds a → b, the walk visits a then b,
        // reversed to b, a; then the whole list is reversed once more.
        let fs = [function("a"), function("b")];
        let text = "a:10:1\n 1: 1 b:90\nb:10:1\n 1: 1 a:5\n";
        assert_eq!(order_of(text, &fs), ["a", "b"]);
        let text = "a:10:1\n 1: 1 b:5\nb:10:1\n 1: 1 a:90\n";
        assert_eq!(order_of(text, &fs), ["b", "a"]);
    }

    #[test]
    fn functions_without_the_attribute_or_body_are_left_out() {
        let mut fs = vec![function("a"), function("b"), function("c")];
        fs[1].use_sample_profile = false;
        fs[2].is_declaration = true;
        assert_eq!(order_of("a:1:1\n", &fs), ["a"]);
    }

    #[test]
    fn clashing_canonical_names_map_to_nothing() {
        let fs = [function("f.cold"), function("g.cold"), function("g.part")];
        let map = symbol_map(&fs, &[0, 1, 2]);
        assert_eq!(map[&b"f"[..]], Some(0));
        assert_eq!(map[&b"g"[..]], None);
        assert_eq!(map[&b"g.part"[..]], Some(2));
        // f.cold is reached under its canonical name; g.cold and g.part are not reached.
        assert_eq!(order_of("x:1:1\n", &fs), ["f.cold"]);
    }

    #[test]
    fn a_base_name_survives_a_clash_only_when_the_symbol_table_lists_it_last() {
        // `f` (index 0) and its renamed copies `f.1`, `f.2` all canonicalise to `f`.
        let fs = [function("f"), function("f.1"), function("f.2")];
        for (order, owner) in [
            ([0, 1, 2], None),
            ([1, 0, 2], None),
            ([1, 2, 0], Some(0)),
            ([2, 1, 0], Some(0)),
        ] {
            let map = symbol_map(&fs, &order);
            assert_eq!(map[&b"f"[..]], owner, "symbol table order {order:?}");
            assert_eq!(map[&b"f.1"[..]], Some(1));
            assert_eq!(map[&b"f.2"[..]], Some(2));
        }
        // Only a profile name reaches a function: with records for `f` and `f.2`, `f.1` is
        // never processed, and `f` only when it owns its name.
        let p = read_text_profile("t.prof", b"f:5:1\n 1: 5\nf.2:3:1\n 1: 3\n").unwrap();
        assert_eq!(names(&fs, &processing_order(&p, &fs, &[0, 1, 2])), ["f.2"]);
        assert_eq!(
            names(&fs, &processing_order(&p, &fs, &[2, 1, 0])),
            ["f.2", "f"]
        );
    }
}
