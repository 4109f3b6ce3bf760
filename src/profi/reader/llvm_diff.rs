//! Differential test of the text-profile reader against LLVM 16's own: every input goes
//! through `llvm-profdata-16 merge --sample --text` and through [`read_text_profile`]; both
//! must accept it and print the same canonical text, or both reject it for the same reason on
//! the same line (LLVM's crashes on frame-less contexts must be our `EmptyContext`).
//!
//! Inputs are random profiles and mutations of them (`FREQPATH_PROFI_DIFF_PROFILES`, default
//! 200), plus every file of the folder named by `FREQPATH_PROFI_DIFF_DIR` if set
//! (`scripts/profi/diff-llvm.sh` fills one with LLVM's test inputs and generated profiles).
//! The tool is `FREQPATH_LLVM_PROFDATA`, default `/usr/lib/llvm-16/bin/llvm-profdata`.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::testing::{mutate, random_profile};
use super::{read_text_profile, ReadErrorKind};
use crate::graph::testing::Rng;

/// What LLVM made of one input.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    Accepted(Vec<u8>),
    /// Rejected: our error kind for LLVM's message, and LLVM's line if it printed one.
    Rejected(&'static str, Option<usize>),
    Crashed,
    /// A file LLVM reads with another reader (binary, gcov); not compared.
    OtherFormat,
}

fn llvm_profdata() -> String {
    std::env::var("FREQPATH_LLVM_PROFDATA")
        .unwrap_or_else(|_| "/usr/lib/llvm-16/bin/llvm-profdata".to_string())
}

fn kind_name(kind: &ReadErrorKind) -> &'static str {
    match kind {
        ReadErrorKind::NotText => "not-text",
        ReadErrorKind::UnrecognizedFormat => "unrecognized",
        ReadErrorKind::BadHeader(_) => "bad-header",
        ReadErrorKind::BadLine(_) => "bad-line",
        ReadErrorKind::NonMetadataAfterMetadata(_) => "metadata-order",
        ReadErrorKind::EmptyContext(_) => "empty-context",
        ReadErrorKind::CounterOverflow => "overflow",
    }
}

/// Runs LLVM on `path` and classifies its answer from the exit status and the first error.
fn llvm_verdict(path: &Path) -> Verdict {
    let output = Command::new(llvm_profdata())
        .args(["merge", "--sample", "--text", "-o", "-"])
        .arg(path)
        .output()
        .expect("llvm-profdata-16 runs (set FREQPATH_LLVM_PROFDATA)");
    if output.status.success() {
        return Verdict::Accepted(output.stdout);
    }
    if output.status.code().is_none() {
        return Verdict::Crashed;
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let Some(message) = stderr.lines().find_map(|l| l.strip_prefix("error: ")) else {
        return Verdict::Crashed;
    };
    // "<path>:<line>: <what>" or "<path>: <what>"
    let after_path = message
        .strip_prefix(path.to_str().unwrap_or_default())
        .unwrap_or(message);
    let (line, what) = match after_path
        .strip_prefix(':')
        .and_then(|s| s.split_once(": "))
        .and_then(|(n, w)| Some((n.parse::<usize>().ok()?, w)))
    {
        Some((line, what)) => (Some(line), what),
        None => (None, after_path.trim_start_matches(": ")),
    };
    let kind = if what.starts_with("Expected 'mangled_name") {
        "bad-header"
    } else if what.starts_with("Expected 'NUM") {
        "bad-line"
    } else if what.starts_with("Found non-metadata after metadata") {
        "metadata-order"
    } else if what.starts_with("Unrecognized sample profile encoding format") {
        "unrecognized"
    } else if what.starts_with("Counter overflow") {
        "overflow"
    } else {
        return Verdict::OtherFormat;
    };
    Verdict::Rejected(kind, line)
}

/// Tallies of a differential run.
#[derive(Default, Debug)]
struct Tally {
    accepted_same: usize,
    rejected_same: usize,
    /// Agreed rejections by reason.
    reasons: std::collections::BTreeMap<&'static str, usize>,
    crash_rejected: usize,
    other_format: usize,
    mismatches: Vec<String>,
}

fn compare_one(path: &Path, tally: &mut Tally) {
    let bytes = std::fs::read(path).expect("readable input");
    let name = path.to_str().unwrap_or_default();
    let ours = read_text_profile(name, &bytes);
    if matches!(&ours, Err(e) if e.kind == ReadErrorKind::NotText) {
        tally.other_format += 1;
        return;
    }
    let theirs = llvm_verdict(path);
    let verdict = match (&theirs, &ours) {
        (Verdict::Accepted(text), Ok(profile)) if *text == profile.canonical_text() => {
            tally.accepted_same += 1;
            return;
        }
        (Verdict::Rejected(kind, line), Err(e))
            if *kind == kind_name(&e.kind) && line.is_none_or(|l| l == e.line) =>
        {
            tally.rejected_same += 1;
            *tally.reasons.entry(kind).or_default() += 1;
            return;
        }
        (Verdict::Crashed, Err(e)) if matches!(e.kind, ReadErrorKind::EmptyContext(_)) => {
            tally.crash_rejected += 1;
            return;
        }
        (Verdict::OtherFormat, _) => {
            tally.other_format += 1;
            return;
        }
        (Verdict::Accepted(text), Ok(profile)) => format!(
            "LLVM printed\n{}\nwe printed\n{}",
            String::from_utf8_lossy(text),
            String::from_utf8_lossy(&profile.canonical_text())
        ),
        (theirs, Ok(_)) => format!("LLVM: {theirs:?}, we accepted"),
        (theirs, Err(e)) => format!("LLVM: {theirs:?}, we: {e}"),
    };
    tally.mismatches.push(format!("{name}: {verdict}"));
}

fn scratch_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("freqpath-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    dir
}

fn report(label: &str, tally: &Tally) {
    eprintln!(
        "profi reader vs llvm-profdata-16 ({label}): {} accepted identically, {} rejected \
         identically {:?}, {} LLVM crashes rejected, {} other formats skipped, {} mismatches",
        tally.accepted_same,
        tally.rejected_same,
        tally.reasons,
        tally.crash_rejected,
        tally.other_format,
        tally.mismatches.len()
    );
    for mismatch in tally.mismatches.iter().take(5) {
        eprintln!("{mismatch}\n---");
    }
}

#[test]
fn random_and_mutated_profiles_read_like_llvm() {
    let count: u64 = std::env::var("FREQPATH_PROFI_DIFF_PROFILES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let dir = scratch_dir("profi-diff-random");
    let mut tally = Tally::default();
    for seed in 0..count {
        let mut rng = Rng::new(0x5A3F_0000 + seed);
        let mut text = random_profile(&mut rng);
        if seed % 2 == 1 {
            text = mutate(&mut rng, &text);
        }
        let path = dir.join(format!("p{seed}.prof"));
        std::fs::write(&path, &text).expect("writable temporary file");
        compare_one(&path, &mut tally);
    }
    std::fs::remove_dir_all(&dir).ok();
    report("random", &tally);
    assert!(tally.mismatches.is_empty(), "{}", tally.mismatches[0]);
    // The corpus must exercise both sides.
    assert!(tally.accepted_same > count as usize / 5);
    assert!(tally.rejected_same > count as usize / 10);
}

#[test]
fn folder_of_profiles_reads_like_llvm() {
    let Ok(folder) = std::env::var("FREQPATH_PROFI_DIFF_DIR") else {
        // Without a folder, check the classifier itself on a profile LLVM must accept.
        let dir = scratch_dir("profi-diff-one");
        let path = dir.join("one.prof");
        std::fs::write(&path, "main:10:1\n 1: 10 bar:3\n").unwrap();
        let mut tally = Tally::default();
        compare_one(&path, &mut tally);
        std::fs::remove_dir_all(&dir).ok();
        assert_eq!(tally.accepted_same, 1, "{:?}", tally.mismatches);
        return;
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("FREQPATH_PROFI_DIFF_DIR is a folder")
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.is_file())
        .collect();
    paths.sort();
    let mut tally = Tally::default();
    for path in &paths {
        compare_one(path, &mut tally);
    }
    report(&folder, &tally);
    assert!(
        tally.mismatches.is_empty(),
        "{}",
        tally.mismatches.join("\n---\n")
    );
}
