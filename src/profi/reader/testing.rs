//! Test inputs for the text-profile reader: random profiles that stress the grammar's corners
//! (odd names, discriminators, call targets, nesting, metadata, comments, CRLF, huge counts)
//! and byte-level mutations of them.

use crate::graph::testing::Rng;

fn pick<'a>(rng: &mut Rng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len() as u64) as usize]
}

/// A count: mostly small, sometimes 0 or near `u64::MAX` (so sums can saturate).
fn count(rng: &mut Rng) -> u64 {
    match rng.below(40) {
        0 | 1 => 0,
        2 => u64::MAX - rng.below(3),
        3 => u64::MAX / 2 + rng.below(2),
        4 => rng.next() % 1_000_000_000_000,
        _ => rng.below(2000),
    }
}

const FUNCTION_NAMES: &[&str] = &[
    "main",
    "_Z3fooi",
    "bar",
    "f.llvm.123",
    "ns::g<int>",
    "x:y",
    "with space",
    "123",
    "f",
    "[main:3 @ _Z3fooi]",
    "[main:1.2 @ bar:4 @ leaf]",
    "[leaf]",
    "[main:-1 @ f:x.y @ g:2.z]",
];

/// Context headers LLVM 16 crashes on (no frame).
const FRAMELESS_CONTEXTS: &[&str] = &["[]", "[", "[x"];

const TARGET_NAMES: &[&str] = &[
    "_Z3bazv",
    "bar",
    "t:1x",
    "_M_construct<char *>",
    "a b",
    "main",
    "q",
];

fn location(rng: &mut Rng) -> String {
    let offset = match rng.below(40) {
        0 => 65535 + rng.below(3),
        1 => 4_294_967_295 + rng.below(2),
        _ => rng.below(40),
    };
    match rng.below(4) {
        0 => format!("{offset}.{}", rng.below(9)),
        1 if offset < 65536 => format!("{offset}.0"),
        _ => format!("{offset}"),
    }
}

/// A random text profile: mostly well formed, with the odd line LLVM may reject.
pub(crate) fn random_profile(rng: &mut Rng) -> Vec<u8> {
    let crlf = rng.below(8) == 0;
    let mut lines: Vec<String> = Vec::new();
    if rng.below(4) == 0 {
        lines.push("# generated".to_string());
    }
    let probe = rng.below(3) == 0;
    for _ in 0..1 + rng.below(4) {
        let name = if rng.below(40) == 0 {
            pick(rng, FRAMELESS_CONTEXTS)
        } else {
            pick(rng, FUNCTION_NAMES)
        };
        lines.push(format!("{name}:{}:{}", count(rng), count(rng)));
        let mut depth = 1;
        for _ in 0..rng.below(10) {
            if rng.below(10) == 0 {
                lines.push(if rng.below(2) == 0 {
                    String::new()
                } else {
                    format!("{}# note", " ".repeat(depth))
                });
            }
            let indent = " ".repeat(depth);
            match rng.below(6) {
                0..=2 => {
                    let mut line = format!("{indent}{}: {}", location(rng), count(rng));
                    for _ in 0..rng.below(3) {
                        let gap = if rng.below(6) == 0 { "  " } else { " " };
                        let target = pick(rng, TARGET_NAMES);
                        line += &format!("{gap}{target}:{}", count(rng));
                    }
                    lines.push(line);
                }
                3 => {
                    let callee = pick(rng, TARGET_NAMES);
                    lines.push(format!(
                        "{indent}{}: {callee}:{}",
                        location(rng),
                        count(rng)
                    ));
                    depth += 1;
                }
                4 if depth > 1 => depth -= 1 + rng.below(depth as u64 - 1) as usize,
                _ => {
                    if rng.below(12) == 0 {
                        lines.push(format!("{indent}!Attributes: {}", rng.below(8)));
                    } else if rng.below(4) == 0 {
                        // Deeper than the open instances: attaches to the innermost.
                        let extra = " ".repeat(1 + rng.below(3) as usize);
                        lines.push(format!("{indent}{extra}{}: {}", location(rng), count(rng)));
                    }
                }
            }
        }
        while depth >= 1 {
            let indent = " ".repeat(depth);
            if probe || rng.below(4) == 0 {
                let hash = if rng.below(10) == 0 { 0 } else { rng.next() };
                lines.push(format!("{indent}!CFGChecksum: {hash}"));
            }
            if rng.below(5) == 0 {
                lines.push(format!("{indent}!Attributes: {}", rng.below(8)));
            }
            depth -= 1;
        }
    }
    let end = if crlf { "\r\n" } else { "\n" };
    let mut text = lines.join(end);
    if rng.below(4) != 0 {
        text += end;
    }
    text.into_bytes()
}

const INTERESTING_BYTES: &[u8] = b" :.!#\n\r\t\x00[]@-+0123456789xX\xff\x80";

/// A byte-level mutation of `text`: truncation, byte edits from an alphabet of separators and
/// digits, line duplication, or a change of indentation.
pub(crate) fn mutate(rng: &mut Rng, text: &[u8]) -> Vec<u8> {
    let mut out = text.to_vec();
    for _ in 0..1 + rng.below(3) {
        let len = out.len() as u64;
        match rng.below(7) {
            0 => out.truncate(rng.below(len + 1) as usize),
            1 if len > 0 => {
                let i = rng.below(len) as usize;
                out[i] = INTERESTING_BYTES[rng.below(INTERESTING_BYTES.len() as u64) as usize];
            }
            2 => {
                let i = rng.below(len + 1) as usize;
                let b = INTERESTING_BYTES[rng.below(INTERESTING_BYTES.len() as u64) as usize];
                out.insert(i, b);
            }
            3 if len > 0 => {
                out.remove(rng.below(len) as usize);
            }
            4 => {
                // Duplicate a line.
                let lines: Vec<&[u8]> = out.split(|&b| b == b'\n').collect();
                let i = rng.below(lines.len() as u64) as usize;
                let mut copy = lines.clone();
                copy.insert(i, lines[i]);
                out = copy.join(&b'\n');
            }
            5 => {
                // Re-indent a line.
                let mut lines: Vec<Vec<u8>> =
                    out.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
                let i = rng.below(lines.len() as u64) as usize;
                let body: Vec<u8> = lines[i]
                    .iter()
                    .copied()
                    .skip_while(|&b| b == b' ')
                    .collect();
                let mut line = vec![b' '; rng.below(4) as usize];
                line.extend(body);
                lines[i] = line;
                out = lines.join(&b'\n');
            }
            _ => {
                let i = rng.below(len + 1) as usize;
                let number = count(rng).to_string();
                out.splice(i..i, number.bytes());
            }
        }
    }
    out
}
