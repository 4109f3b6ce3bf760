//! Differential tests of the graph core against LLVM 16's `opt`: random CFGs are emitted as one
//! IR module, `opt-16` prints its analyses, and the text is compared with ours line by line.
//!
//! The tests need `opt-16` (path in `FREQPATH_OPT`, default
//! `/usr/lib/llvm-16/bin/opt`); `FREQPATH_DIFF_GRAPHS` sets how many graphs (default 2500).
//! They run with the unit tests; for a bigger run: `FREQPATH_DIFF_GRAPHS=20000 cargo test --release --lib opt_diff`.

use std::collections::HashMap;
use std::fmt::Write;

use super::cycles::CycleForest;
use super::dominance::DominanceFrontiers;
use super::dominators::DominatorTree;
use super::natural_loops::{LoopId, LoopInfo};
use super::post_dominators::PostDominatorTree;
use super::scc::Sccs;
use super::testing::{emit_ir_function, opt_stderr, random_cfg, random_cfg_with_degree};
use super::{Block, Cfg};

/// `cfg` with a fresh entry block in front (LLVM forbids predecessors of the entry block).
fn with_fresh_entry(cfg: &Cfg) -> Cfg {
    let mut edges = vec![(0, 1)];
    for u in cfg.blocks() {
        edges.extend(
            cfg.succs(u)
                .iter()
                .map(|&s| (u.as_u32() + 1, s.as_u32() + 1)),
        );
    }
    Cfg::from_edges(cfg.num_blocks() + 1, &edges)
}

/// The random graphs of a run: mostly small ones (dense in loops and irreducible regions) and
/// every fifth one larger.
fn corpus() -> Vec<(String, Cfg)> {
    let graphs: u64 = std::env::var("FREQPATH_DIFF_GRAPHS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2500);
    (0..graphs)
        .map(|seed| {
            let n = if seed % 5 == 4 {
                20 + (seed % 61) as usize
            } else {
                1 + (seed % 24) as usize
            };
            // Every seventh graph is dense (up to 8 successors a block).
            let cfg = if seed % 7 == 6 {
                random_cfg_with_degree(0xD1FF_0000 + seed, n, 8)
            } else {
                random_cfg(0xD1FF_0000 + seed, n)
            };
            (format!("f{seed}"), with_fresh_entry(&cfg))
        })
        .collect()
}

/// Runs `opt -passes=<passes>` on the corpus and returns what it printed to stderr.
fn run_opt(passes: &str, corpus: &[(String, Cfg)]) -> String {
    let mut module = String::new();
    for (name, cfg) in corpus {
        emit_ir_function(&mut module, name, &format!("{name}_b"), cfg);
    }
    opt_stderr(passes, &module)
}

/// Compares per-function line lists and panics with the first few differences.
fn compare(what: &str, want: &[(String, Vec<String>)], mut got: HashMap<String, Vec<String>>) {
    let mut mismatches = Vec::new();
    for (name, lines) in want {
        let have = got.remove(name).unwrap_or_default();
        if &have != lines {
            mismatches.push(format!("{name}:\n  opt:  {have:?}\n  ours: {lines:?}"));
        }
    }
    assert!(got.is_empty(), "opt printed {what} for unknown functions");
    let nonempty = want.iter().filter(|(_, w)| !w.is_empty()).count();
    let lines: usize = want.iter().map(|(_, w)| w.len()).sum();
    eprintln!(
        "{what}: {} graphs ({nonempty} non-empty, {lines} lines), {} mismatches",
        want.len(),
        mismatches.len()
    );
    assert!(
        mismatches.is_empty(),
        "{}",
        mismatches[..mismatches.len().min(5)].join("\n")
    );
}

/// What `print<loops>` prints for one function (`LoopBase::print` with nested loops: indent
/// two spaces per nesting step of the `Depth` argument, which grows by 2 per level).
fn print_loops(li: &LoopInfo, cfg: &Cfg, name: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut stack: Vec<LoopId> = li.top_level().iter().rev().copied().collect();
    while let Some(l) = stack.pop() {
        let mut line = " ".repeat(4 * (li.depth(l) as usize - 1));
        write!(line, "Loop at depth {} containing: ", li.depth(l)).unwrap();
        for (i, &b) in li.blocks(l).iter().enumerate() {
            if i > 0 {
                line.push(',');
            }
            write!(line, "%{name}_b{b}").unwrap();
            if b == li.header(l) {
                line.push_str("<header>");
            }
            if li.is_latch(cfg, l, b) {
                line.push_str("<latch>");
            }
            if li.is_exiting(cfg, l, b) {
                line.push_str("<exiting>");
            }
        }
        lines.push(line);
        stack.extend(li.subloops(l).iter().rev());
    }
    lines
}

/// Natural loops (membership, nesting, block order, loop order, latch/exiting marks) against
/// `opt-16 -passes='print<loops>'`.
#[test]

fn loops_match_opt_print_loops() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            let li = LoopInfo::compute(cfg, &DominatorTree::with_cfg(cfg));
            (name.clone(), print_loops(&li, cfg, name))
        })
        .collect();
    let text = run_opt("print<loops>", &corpus);
    // print<loops> names no function; attribute each line by its first block's name.
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let at = line.find('%').expect("a loop line names blocks") + 1;
        let func = &line[at..at + line[at..].find('_').unwrap()];
        got.entry(func.to_string())
            .or_default()
            .push(line.to_string());
    }
    compare("print<loops>", &want, got);
}

/// What `print-cfg-sccs` (`CFGSCCPrinterPass`, which walks `scc_iterator<Function *>`) prints
/// for one function, without its header line.
fn print_sccs(sccs: &Sccs, cfg: &Cfg, name: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for id in sccs.ids() {
        let members = sccs.members(id);
        let names: Vec<String> = members.iter().map(|b| format!("%{name}_b{b}")).collect();
        let mut line = format!("SCC #{}: {}", id.index() + 1, names.join(", "));
        if sccs.has_cycle(cfg, id) && members.len() == 1 {
            line.push_str(" (Has self-loop).");
        }
        lines.push(line);
    }
    lines
}

/// SCC order and the order of blocks inside each SCC against `opt-16 -passes=print-cfg-sccs`.
#[test]

fn sccs_match_opt_print_cfg_sccs() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| (name.clone(), print_sccs(&Sccs::compute(cfg), cfg, name)))
        .collect();
    let text = run_opt("print-cfg-sccs", &corpus);
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        if let Some(rest) = line.strip_prefix("SCCs for Function ") {
            let func = rest.strip_suffix(" in PostOrder:").expect("header line");
            got.insert(func.to_string(), Vec::new());
            current = Some(func.to_string());
        } else {
            let func = current.as_ref().expect("SCC line after a header");
            got.get_mut(func).unwrap().push(line.to_string());
        }
    }
    compare("print-cfg-sccs", &want, got);
}

/// Our post-dominator tree as `print<postdomtree>` shows it, reduced to facts independent of
/// LLVM's child order: one line per block naming its immediate post-dominator (or the
/// virtual exit), sorted, then the roots in LLVM's order.
fn postdom_facts(pdt: &PostDominatorTree, cfg: &Cfg, name: &str) -> Vec<String> {
    let mut lines: Vec<String> = cfg
        .blocks()
        .map(|b| match pdt.ipdom(b) {
            Some(p) => format!("%{name}_b{b} <- %{name}_b{p}"),
            None => format!("%{name}_b{b} <- exit"),
        })
        .collect();
    lines.sort();
    let roots: Vec<String> = pdt
        .roots()
        .iter()
        .map(|r| format!("%{name}_b{r}"))
        .collect();
    lines.push(format!("Roots: {}", roots.join(" ")));
    lines
}

/// Post-dominator trees, including LLVM's choice of roots for infinite loops (`FindRoots`,
/// `RemoveRedundantRoots`), against `opt-16 -passes='print<postdomtree>'`.
#[test]
fn post_dominators_match_opt_print_postdomtree() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            (
                name.clone(),
                postdom_facts(&PostDominatorTree::with_cfg(cfg), cfg, name),
            )
        })
        .collect();
    let text = run_opt("print<postdomtree>", &corpus);
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    // Tree lines are `  [level] %block {..} [parent level]`; a node's parent is the last node
    // printed one level up.
    let mut stack: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(func) = line.strip_prefix("PostDominatorTree for function: ") {
            current = Some(func.to_string());
            got.insert(func.to_string(), Vec::new());
            stack.clear();
            continue;
        }
        let Some(func) = current.clone() else {
            continue;
        };
        let lines = got.get_mut(&func).unwrap();
        if let Some(roots) = line.strip_prefix("Roots: ") {
            lines.sort();
            lines.push(format!("Roots: {}", roots.trim()));
            continue;
        }
        let trimmed = line.trim_start();
        if !trimmed.starts_with('[') {
            continue;
        }
        let close = trimmed.find(']').unwrap();
        let level: usize = trimmed[1..close].parse().unwrap();
        let node = trimmed[close + 1..]
            .trim_start()
            .split(' ')
            .next()
            .unwrap()
            .to_string();
        let node = if node == "<<exit" {
            "exit".to_string()
        } else {
            node
        };
        stack.truncate(level - 1);
        if let Some(parent) = stack.last() {
            lines.push(format!("{node} <- {parent}"));
        }
        stack.push(node);
    }
    compare("print<postdomtree>", &want, got);
}

/// A dominator tree as LLVM's `DomTreeBase::print` lays it out, without the DFS numbers:
/// `[level] %block` indented two spaces per level, children in tree order, then the roots.
fn tree_lines(
    tree: &DominatorTree,
    root: Block,
    block_name: impl Fn(Block) -> String,
    roots: &[Block],
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut stack = vec![(root, 1usize)];
    while let Some((v, level)) = stack.pop() {
        lines.push(format!("{}[{level}] {}", "  ".repeat(level), block_name(v)));
        for &c in tree.children(v).iter().rev() {
            stack.push((c, level + 1));
        }
    }
    let roots: Vec<String> = roots.iter().map(|&r| block_name(r)).collect();
    lines.push(format!("Roots: {}", roots.join(" ")));
    lines
}

/// Splits `print<domtree>`/`print<postdomtree>` output into per-function tree lines with the
/// `{in,out} [level]` suffix dropped.
fn parse_trees(text: &str, header: &str) -> HashMap<String, Vec<String>> {
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(func) = line.strip_prefix(header) {
            current = Some(func.to_string());
            got.insert(func.to_string(), Vec::new());
            continue;
        }
        let Some(func) = current.as_ref() else {
            continue;
        };
        let lines = got.get_mut(func).unwrap();
        if let Some(roots) = line.strip_prefix("Roots: ") {
            lines.push(format!("Roots: {}", roots.trim()));
        } else if line.trim_start().starts_with('[') {
            let cut = line.find(" {").unwrap_or(line.len());
            lines.push(line[..cut].to_string());
        }
    }
    got
}

/// Dominator trees including LLVM's order of children (the construction's DFS order)
/// against `opt-16 -passes='print<domtree>'`.
#[test]
fn dominator_trees_match_opt_print_domtree() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            let dt = DominatorTree::with_cfg(cfg);
            let lines = tree_lines(
                &dt,
                Block::ENTRY,
                |b| format!("%{name}_b{b}"),
                &[Block::ENTRY],
            );
            (name.clone(), lines)
        })
        .collect();
    let text = run_opt("print<domtree>", &corpus);
    compare(
        "print<domtree>",
        &want,
        parse_trees(&text, "DominatorTree for function: "),
    );
}

/// Post-dominator trees with LLVM's children order (predecessors walked last first, roots in
/// order under the virtual exit) against `opt-16 -passes='print<postdomtree>'`.
#[test]
fn post_dominator_trees_match_opt_print_postdomtree_exactly() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            let pdt = PostDominatorTree::with_cfg(cfg);
            let exit = pdt.virtual_exit();
            let block_name = |b: Block| {
                if b == exit {
                    " <<exit node>>".to_string()
                } else {
                    format!("%{name}_b{b}")
                }
            };
            let lines = tree_lines(pdt.reverse_tree(), exit, block_name, pdt.roots());
            (name.clone(), lines)
        })
        .collect();
    let text = run_opt("print<postdomtree>", &corpus);
    compare(
        "print<postdomtree> (exact)",
        &want,
        parse_trees(&text, "PostDominatorTree for function: "),
    );
}

/// Dominance frontiers against `opt-16 -passes='print<domfrontier>'`, compared as sets (LLVM
/// prints blocks and frontier members in its own containers' order).
#[test]
fn dominance_frontiers_match_opt_print_domfrontier() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            let dt = DominatorTree::with_cfg(cfg);
            let df = DominanceFrontiers::forward(cfg, &dt);
            let mut lines: Vec<String> = cfg
                .blocks()
                .filter(|&b| dt.contains(b))
                .map(|b| {
                    let mut set: Vec<String> = df
                        .frontier(b)
                        .iter()
                        .map(|y| format!("%{name}_b{y}"))
                        .collect();
                    set.sort();
                    format!("%{name}_b{b}: {}", set.join(" "))
                })
                .collect();
            lines.sort();
            (name.clone(), lines)
        })
        .collect();
    let text = run_opt("print<domfrontier>", &corpus);
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(func) = line.strip_prefix("DominanceFrontier for function: ") {
            current = Some(func.to_string());
            got.insert(func.to_string(), Vec::new());
            continue;
        }
        let (Some(func), Some(rest)) =
            (current.as_ref(), line.strip_prefix("  DomFrontier for BB "))
        else {
            continue;
        };
        let (block, set) = rest.split_once(" is:").expect("frontier line");
        let mut set: Vec<String> = set.split_whitespace().map(str::to_string).collect();
        set.sort();
        got.get_mut(func)
            .unwrap()
            .push(format!("{block}: {}", set.join(" ")));
    }
    // LLVM prints blocks in its map's order; compare the sets of lines.
    for lines in got.values_mut() {
        lines.sort();
    }
    compare("print<domfrontier>", &want, got);
}

/// The cycle forest (entries, block order, nesting, top-level order) against
/// `opt-16 -passes='print<cycles>'`: the random graphs are dense in irreducible regions, where
/// the forest's re-examination shortcut (see `cycles::Builder::process_predecessors`) works.
#[test]
fn cycle_forests_match_opt_print_cycles() {
    let corpus = corpus();
    let want: Vec<(String, Vec<String>)> = corpus
        .iter()
        .map(|(name, cfg)| {
            let forest = CycleForest::with_cfg(cfg);
            let mut out = Vec::new();
            forest.write_llvm_format(&mut out, |b, o| {
                o.extend_from_slice(format!("{name}_b{b}").as_bytes())
            });
            let text = String::from_utf8(out).unwrap();
            (name.clone(), text.lines().map(str::to_string).collect())
        })
        .collect();
    let text = run_opt("print<cycles>", &corpus);
    let mut got: HashMap<String, Vec<String>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(func) = line.strip_prefix("CycleInfo for function: ") {
            current = Some(func.to_string());
            got.insert(func.to_string(), Vec::new());
        } else if let Some(func) = current.as_ref() {
            got.get_mut(func).unwrap().push(line.to_string());
        }
    }
    compare("print<cycles>", &want, got);
}

/// Sanity check of the emitter on a fixed graph, so a broken `.ll` shows up without opt.
#[test]
fn emitted_ir_uses_terminator_successor_order() {
    let cfg = Cfg::from_edges(4, &[(0, 1), (1, 2), (1, 3), (2, 3), (2, 1), (2, 2), (3, 3)]);
    let mut out = String::new();
    emit_ir_function(&mut out, "g", "g_b", &cfg);
    let want = "define void @g(i1 %c, i32 %v) {\n\
                g_b0:\n  br label %g_b1\n\
                g_b1:\n  br i1 %c, label %g_b2, label %g_b3\n\
                g_b2:\n  switch i32 %v, label %g_b3 [ i32 0, label %g_b1 i32 1, label %g_b2 ]\n\
                g_b3:\n  br label %g_b3\n}\n";
    assert_eq!(out, want);
}
