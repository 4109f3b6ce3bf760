//! Test helpers for the graph core: block-id shorthands, a PRNG, random graphs and brute-force
//! reference answers.

use std::fmt::Write;

use super::{Block, BlockMap, Cfg, Csr};

/// Block `i`.
pub fn bb(i: u32) -> Block {
    Block::from_u32(i)
}

/// Blocks with the given numbers.
pub fn blocks(ids: &[u32]) -> Vec<Block> {
    ids.iter().map(|&i| bb(i)).collect()
}

/// A small deterministic PRNG (xorshift64*), the one every test in the crate uses.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// The high 32 bits of the next value.
    pub fn next_u32(&mut self) -> u32 {
        (self.next() >> 32) as u32
    }
    /// Uniform-ish in `0..=max` (biased for huge ranges, which is fine for tests).
    pub fn below_or_eq(&mut self, max: u64) -> u64 {
        if max == u64::MAX {
            self.next()
        } else {
            self.next() % (max + 1)
        }
    }
}

/// A random CFG with `n` blocks: 0–3 successors each (duplicates and self loops allowed), so
/// the graphs have exits, infinite loops, irreducible regions and unreachable blocks.
pub fn random_cfg(seed: u64, n: usize) -> Cfg {
    random_cfg_with_degree(seed, n, 3)
}

/// A random CFG with `n` blocks and 0..=`max_succs` successors each; large degrees make
/// dense, deeply nested irreducible regions with many entries.
pub fn random_cfg_with_degree(seed: u64, n: usize, max_succs: u64) -> Cfg {
    let mut rng = Rng::new(seed);
    let mut edges = Vec::new();
    for u in 0..n {
        let k = rng.below(max_succs + 1);
        for _ in 0..k {
            edges.push((u as u32, rng.below(n as u64) as u32));
        }
    }
    // Shuffle so predecessor order is not tied to source order.
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    let mut succ_rows = vec![Vec::new(); n];
    for &(u, v) in &edges {
        succ_rows[u as usize].push(bb(v));
    }
    let mut pred_rows = vec![Vec::new(); n];
    for &(u, v) in edges.iter().rev() {
        pred_rows[v as usize].push(bb(u));
    }
    Cfg::new(Csr::from_rows(&succ_rows), Csr::from_rows(&pred_rows))
}

/// Nodes reachable from `root` when `removed` is deleted (the root itself counts unless removed).
fn reach_avoiding(
    succs: &Csr<Block, Block>,
    root: Block,
    removed: Option<Block>,
) -> BlockMap<bool> {
    let mut seen = BlockMap::from_elem_n(false, succs.len());
    if Some(root) == removed {
        return seen;
    }
    let mut stack = vec![root];
    seen[root] = true;
    while let Some(v) = stack.pop() {
        for &s in succs.row(v) {
            if Some(s) != removed && !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// Immediate dominators by the definition: `d` dominates `v` iff deleting `d` cuts `v` off.
pub fn brute_force_idoms(succs: &Csr<Block, Block>, root: Block) -> BlockMap<Option<Block>> {
    let n = succs.len();
    let reach = reach_avoiding(succs, root, None);
    let mut doms: BlockMap<Vec<Block>> = BlockMap::from_elem_n(Vec::new(), n);
    for d in reach.indices() {
        if !reach[d] {
            continue;
        }
        let without = reach_avoiding(succs, root, Some(d));
        for v in reach.indices() {
            if reach[v] && !without[v] && v != d {
                doms[v].push(d);
            }
        }
    }
    // The idom is the strict dominator dominated by all the others: the one with most dominators.
    doms.iter()
        .map(|ds| ds.iter().copied().max_by_key(|&d| doms[d].len()))
        .collect()
}

/// Appends `cfg` as an IR function `@name(i1 %c, i32 %v)` with blocks `{prefix}{id}`, so that
/// LLVM sees exactly this graph: no successor is `ret`, one is `br`, two are a conditional
/// `br` (true first), more are a `switch` whose default is the first successor. Blocks are
/// written in id order, so LLVM's predecessor (use-list) order is the one
/// [`Cfg::from_edges`] builds for edges grouped by source. The crate's one IR emitter for tests.
pub fn emit_ir_function(out: &mut String, name: &str, prefix: &str, cfg: &Cfg) {
    writeln!(out, "define void @{name}(i1 %c, i32 %v) {{").unwrap();
    for b in cfg.blocks() {
        writeln!(out, "{prefix}{b}:").unwrap();
        let s = cfg.succs(b);
        match s.len() {
            0 => writeln!(out, "  ret void"),
            1 => writeln!(out, "  br label %{prefix}{}", s[0]),
            2 => writeln!(
                out,
                "  br i1 %c, label %{prefix}{}, label %{prefix}{}",
                s[0], s[1]
            ),
            _ => {
                write!(out, "  switch i32 %v, label %{prefix}{} [", s[0]).unwrap();
                for (i, t) in s[1..].iter().enumerate() {
                    write!(out, " i32 {i}, label %{prefix}{t}").unwrap();
                }
                writeln!(out, " ]")
            }
        }
        .unwrap();
    }
    writeln!(out, "}}").unwrap();
}

/// Runs `opt-16 -passes=<passes> -disable-output` on `module` and returns its stderr (where
/// printers write). `FREQPATH_OPT` overrides the path of opt.
pub fn opt_stderr(passes: &str, module: &str) -> String {
    let opt =
        std::env::var("FREQPATH_OPT").unwrap_or_else(|_| "/usr/lib/llvm-16/bin/opt".to_string());
    let tag: String = passes
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    static UNIQUE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "freqpath-{tag}-{}-{:?}-{}.ll",
        std::process::id(),
        std::thread::current().id(),
        UNIQUE.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    ));
    std::fs::write(&path, module).unwrap();
    let run = std::process::Command::new(&opt)
        .arg(format!("-passes={passes}"))
        .arg("-disable-output")
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {opt}: {e}"));
    std::fs::remove_file(&path).ok();
    assert!(
        run.status.success(),
        "opt failed: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    String::from_utf8(run.stderr).unwrap()
}
