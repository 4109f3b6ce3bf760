//! Reader for LLVM's text sample-profile format that accepts and rejects exactly what LLVM
//! 16.0.6's `SampleProfileReaderText` does, and builds the same [`Profile`].
//!
//! The line grammar is LLVM's, including its accidents, because a profile LLVM reads one way
//! must not read another way here. The C++ parser works on `StringRef` positions where "not
//! found" is `size_t(-1)` and arithmetic wraps; the helpers below reproduce those positions
//! (wrapping, clamped `substr`) so that odd lines parse identically:
//! * a header is split at its last two colons, and with fewer colons the missing positions wrap
//!   around: `123` is function `123` with total 123 and head 123, `:5` is the empty name;
//! * one character after a body line's first colon is skipped whatever it is (`10:x5` is offset
//!   10, 5 samples), and a body line without a colon reuses the line from its second byte
//!   (` 10` is offset 10, 10 samples);
//! * trailing blanks after a body record, an empty call-target name, or a line of blanks fail;
//! * a line offset must fit 16 bits only when no discriminator follows;
//! * the first NUL byte ends the file; lines end at `\n` or `\r\n`; blank lines and lines
//!   starting with `#` are skipped; an indented `#` line is skipped too, except as the first
//!   line, where it makes the whole file "not a text profile".
//!
//! LLVM crashes on a context header with no frames (`[`, `[]`, `[x`); that is an error here.

use std::collections::BTreeMap;
use std::fmt;

use super::profile::{
    ContextFrame, FunctionId, LineLocation, Profile, SampleError, CONTEXT_SHOULD_BE_INLINED,
};

#[cfg(test)]
mod llvm_diff;
#[cfg(test)]
pub(crate) mod testing;

/// Why a profile was rejected, with the 1-based physical line it was found on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub file: String,
    pub line: usize,
    pub kind: ReadErrorKind,
}

/// The rejection reasons. The texts after `found` are the offending line (lossy UTF-8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadErrorKind {
    /// The buffer starts with a binary or gcov sample-profile magic; LLVM would pick another
    /// reader for it.
    NotText,
    /// The first non-blank, non-comment line is not a function header (LLVM: "Unrecognized
    /// sample profile encoding format", which names no line; here it is that first line, or
    /// line 1 in an empty file).
    UnrecognizedFormat,
    BadHeader(String),
    BadLine(String),
    NonMetadataAfterMetadata(String),
    /// A `[...]` header with no context frame (LLVM 16 crashes on it).
    EmptyContext(String),
    /// Some counter saturated (LLVM: "Counter overflow", without a line; LLVM reads on, so a
    /// later malformed line is reported instead). The line is the first overflow's.
    CounterOverflow,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.file, self.line)?;
        match &self.kind {
            ReadErrorKind::NotText => {
                write!(
                    f,
                    "binary or gcov sample profile; only the text format is read"
                )
            }
            ReadErrorKind::UnrecognizedFormat => {
                write!(f, "Unrecognized sample profile encoding format")
            }
            ReadErrorKind::BadHeader(line) => {
                write!(f, "Expected 'mangled_name:NUM:NUM', found {line}")
            }
            ReadErrorKind::BadLine(line) => {
                write!(
                    f,
                    "Expected 'NUM[.NUM]: NUM[ mangled_name:NUM]*', found {line}"
                )
            }
            ReadErrorKind::NonMetadataAfterMetadata(line) => {
                write!(f, "Found non-metadata after metadata: {line}")
            }
            ReadErrorKind::EmptyContext(name) => {
                write!(f, "context '{name}' has no frames")
            }
            ReadErrorKind::CounterOverflow => write!(f, "Counter overflow"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads a text sample profile. `file` only names the input in errors.
pub fn read_text_profile(file: &str, bytes: &[u8]) -> Result<Profile, ReadError> {
    let error = |line: usize, kind: ReadErrorKind| ReadError {
        file: file.to_string(),
        line,
        kind,
    };
    if has_other_format_magic(bytes) {
        return Err(error(1, ReadErrorKind::NotText));
    }
    let text = match bytes.iter().position(|&b| b == 0) {
        Some(nul) => &bytes[..nul],
        None => bytes,
    };
    // `SampleProfileReaderText::hasFormat`: the first line must be a header.
    match Lines::new(text).next() {
        Some((_, line)) if line[0] != b' ' && parse_head(line).is_some() => {}
        first => {
            let line = first.map_or(1, |(number, _)| number);
            return Err(error(line, ReadErrorKind::UnrecognizedFormat));
        }
    }
    let mut state = ReaderState::default();
    for (number, line) in Lines::new(text) {
        state
            .read_line(number, line)
            .map_err(|kind| error(number, kind))?;
    }
    if let Some(line) = state.first_overflow {
        return Err(error(line, ReadErrorKind::CounterOverflow));
    }
    let mut profile = state.profile;
    profile.set_flags(
        state.top_level_checksums > 0,
        state.context_headers > 0,
        state.pre_inlined,
    );
    Ok(profile)
}

/// The non-blank, non-comment physical lines with their 1-based numbers, as LLVM's
/// `line_iterator` (blanks skipped, `#` comment marker) yields them.
struct Lines<'a> {
    rest: &'a [u8],
    number: usize,
}

impl<'a> Lines<'a> {
    fn new(text: &'a [u8]) -> Lines<'a> {
        Lines {
            rest: text,
            number: 1,
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<(usize, &'a [u8])> {
        while !self.rest.is_empty() {
            let number = self.number;
            let line = match self.rest.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    let line = &self.rest[..end];
                    self.rest = &self.rest[end + 1..];
                    self.number += 1;
                    line.strip_suffix(b"\r").unwrap_or(line)
                }
                None => std::mem::take(&mut self.rest),
            };
            if !line.is_empty() && line[0] != b'#' {
                return Some((number, line));
            }
        }
        None
    }
}

/// `SampleProfileReader::create` tries the binary, ext-binary, compact-binary and gcov readers
/// before the text one: a ULEB128 magic at the start, or the C string `adcg*704`.
fn has_other_format_magic(bytes: &[u8]) -> bool {
    const SPROF42: u64 = u64::from_be_bytes(*b"SPROF42\0");
    let magic = leading_uleb128(bytes);
    let binary = [0xff, 0x04, 0x02]
        .iter()
        .any(|&format| magic == SPROF42 | format);
    let c_string = bytes.split(|&b| b == 0).next().unwrap_or(bytes);
    binary || c_string == b"adcg*704"
}

/// `decodeULEB128` without an end pointer on a NUL-terminated buffer: stops at the first byte
/// below 0x80 (the terminator at the latest) and yields 0 when the value exceeds 64 bits.
fn leading_uleb128(bytes: &[u8]) -> u64 {
    let mut value = 0u64;
    let mut shift = 0u32;
    for &byte in bytes.iter().chain(std::iter::once(&0)) {
        let slice = u64::from(byte & 0x7f);
        if shift >= 64 {
            if slice != 0 {
                return 0;
            }
        } else {
            if (slice << shift) >> shift != slice {
                return 0;
            }
            value += slice << shift;
        }
        shift += 7;
        if byte < 0x80 {
            break;
        }
    }
    value
}

/// What `SampleProfileReaderText::readImpl` keeps between lines.
#[derive(Default)]
struct ReaderState {
    profile: Profile,
    /// The function and the inlined instances the current line may belong to; index `d - 1`
    /// is the instance at indentation `d`.
    stack: Vec<FunctionId>,
    /// Indentation of the last metadata line, 0 after a header or a call-site line
    /// (`DepthMetadata`).
    metadata_depth: usize,
    top_level_checksums: usize,
    context_headers: usize,
    pre_inlined: bool,
    first_overflow: Option<usize>,
}

impl ReaderState {
    fn read_line(&mut self, number: usize, line: &[u8]) -> Result<(), ReadErrorKind> {
        // An indented comment; for a line of blanks the C++ indexes one byte before the line
        // (a line end), which is no `#` either.
        if line.iter().find(|&&b| b != b' ') == Some(&b'#') {
            return Ok(());
        }
        if line[0] != b' ' {
            return self.read_header(number, line);
        }
        let Some(parsed) = parse_line(line) else {
            return Err(ReadErrorKind::BadLine(lossy(line)));
        };
        if !matches!(parsed.record, LineRecord::Metadata { .. })
            && parsed.depth == self.metadata_depth
        {
            return Err(ReadErrorKind::NonMetadataAfterMetadata(lossy(line)));
        }
        // Deeper indentation than the open instances attaches to the innermost one.
        self.stack.truncate(parsed.depth);
        let Some(&current) = self.stack.last() else {
            // Unreachable: the first line is a header, and a depth is at least 1.
            return Err(ReadErrorKind::BadLine(lossy(line)));
        };
        match parsed.record {
            LineRecord::CallSite {
                location,
                callee,
                samples,
            } => {
                let instance = self.profile.inlined_callee(current, location, callee);
                let added = self.profile.add_total_samples(instance, samples, 1);
                self.note(number, added);
                self.stack.push(instance);
                self.metadata_depth = 0;
            }
            LineRecord::Body {
                location,
                samples,
                targets,
            } => {
                for (target, count) in targets {
                    let added = self
                        .profile
                        .add_call_target(current, location, target, count, 1);
                    self.note(number, added);
                }
                let added = self.profile.add_body_samples(current, location, samples, 1);
                self.note(number, added);
            }
            LineRecord::Metadata { hash, attributes } => {
                if hash != 0 {
                    self.profile.set_function_hash(current, hash);
                    if parsed.depth == 1 {
                        self.top_level_checksums += 1;
                    }
                }
                // A checksum line also resets the attributes (to 0), as in LLVM.
                self.profile.set_attributes(current, attributes);
                self.pre_inlined |= attributes & CONTEXT_SHOULD_BE_INLINED != 0;
                self.metadata_depth = parsed.depth;
            }
        }
        Ok(())
    }

    fn read_header(&mut self, number: usize, line: &[u8]) -> Result<(), ReadErrorKind> {
        let Some((name, total, head)) = parse_head(line) else {
            return Err(ReadErrorKind::BadHeader(lossy(line)));
        };
        self.metadata_depth = 0;
        let context = if name.first() == Some(&b'[') {
            let frames = parse_context(name);
            if frames.is_empty() {
                return Err(ReadErrorKind::EmptyContext(lossy(name)));
            }
            self.context_headers += 1;
            frames
        } else {
            Vec::new()
        };
        let leaf = context
            .last()
            .map_or(name, |frame| frame.function.as_slice());
        let leaf = leaf.to_vec();
        let id = self.profile.start_function(&leaf, context);
        let added = self.profile.add_total_samples(id, total, 1);
        self.note(number, added);
        let added = self.profile.add_head_samples(id, head, 1);
        self.note(number, added);
        self.stack.clear();
        self.stack.push(id);
        Ok(())
    }

    /// Remembers the first saturated counter; LLVM reports it only after reading everything.
    fn note(&mut self, number: usize, result: Result<(), SampleError>) {
        if result.is_err() && self.first_overflow.is_none() {
            self.first_overflow = Some(number);
        }
    }
}

fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// One parsed indented line (`ParseLine`).
#[derive(Debug, PartialEq, Eq)]
struct ParsedLine<'a> {
    /// Number of leading blanks: the inline depth, 1 for the function itself.
    depth: usize,
    record: LineRecord<'a>,
}

#[derive(Debug, PartialEq, Eq)]
enum LineRecord<'a> {
    Body {
        location: LineLocation,
        samples: u64,
        /// Call targets; a target named twice on one line keeps its last count.
        targets: BTreeMap<&'a [u8], u64>,
    },
    CallSite {
        location: LineLocation,
        callee: &'a [u8],
        samples: u64,
    },
    /// `!CFGChecksum:` gives `hash` (attributes 0), `!Attributes:` gives `attributes` (hash 0).
    Metadata { hash: u64, attributes: u32 },
}

/// "Not found" and "to the end" of a `StringRef` position.
const NPOS: usize = usize::MAX;

/// `StringRef::substr`: both the start and the length are clamped to the string.
fn substr(s: &[u8], start: usize, len: usize) -> &[u8] {
    let start = start.min(s.len());
    let len = len.min(s.len() - start);
    &s[start..start + len]
}

/// `StringRef::find(char)`.
fn find(s: &[u8], c: u8) -> usize {
    s.iter().position(|&b| b == c).unwrap_or(NPOS)
}

/// `StringRef::rfind(char, From)`: the last `c` strictly before `from` (clamped to the length).
fn rfind(s: &[u8], c: u8, from: usize) -> usize {
    s[..from.min(s.len())]
        .iter()
        .rposition(|&b| b == c)
        .unwrap_or(NPOS)
}

/// `StringRef::find_first_not_of(char)`.
fn find_first_not_of(s: &[u8], c: u8) -> usize {
    s.iter().position(|&b| b != c).unwrap_or(NPOS)
}

/// `s[i]` as the C++ reads it: past the end it sees the line terminator or the buffer's NUL,
/// none of which the parser tests for; 0 stands for all of them.
fn at(s: &[u8], i: usize) -> u8 {
    s.get(i).copied().unwrap_or(0)
}

/// `StringRef::getAsInteger(10, uint64_t&)`: one or more ASCII digits, no sign, no overflow.
fn parse_u64(s: &[u8]) -> Option<u64> {
    if s.is_empty() {
        return None;
    }
    s.iter().try_fold(0u64, |value, &b| {
        if b.is_ascii_digit() {
            value.checked_mul(10)?.checked_add(u64::from(b - b'0'))
        } else {
            None
        }
    })
}

fn parse_u32(s: &[u8]) -> Option<u32> {
    parse_u64(s).and_then(|v| u32::try_from(v).ok())
}

/// `StringRef::getAsInteger(10, int&)`: an optional `-`, then digits, within `i32`.
fn parse_i32(s: &[u8]) -> Option<i32> {
    let value = match s.strip_prefix(b"-") {
        Some(digits) => {
            let magnitude = parse_u64(digits)?;
            if magnitude > 1 << 63 {
                return None;
            }
            (magnitude as i64).wrapping_neg()
        }
        None => i64::try_from(parse_u64(s)?).ok()?,
    };
    i32::try_from(value).ok()
}

/// `StringRef::trim()`: blanks are space, `\t`, `\n`, `\v`, `\f`, `\r`.
fn trim(s: &[u8]) -> &[u8] {
    let blank = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
    let start = s.iter().position(|b| !blank(b)).unwrap_or(s.len());
    let end = s.iter().rposition(|b| !blank(b)).map_or(start, |i| i + 1);
    &s[start..end.max(start)]
}

/// `ParseHead`: `NAME:TOTAL:HEAD`, split at the last two colons (the name may hold colons).
fn parse_head(line: &[u8]) -> Option<(&[u8], u64, u64)> {
    if at(line, 0) == b' ' {
        return None;
    }
    let last = rfind(line, b':', NPOS);
    let before = rfind(line, b':', last.wrapping_sub(1));
    let name = substr(line, 0, before);
    let total_len = last.wrapping_sub(before).wrapping_sub(1);
    let total = parse_u64(substr(line, before.wrapping_add(1), total_len))?;
    let head = parse_u64(substr(line, last.wrapping_add(1), NPOS))?;
    Some((name, total, head))
}

/// `parseMetadata`.
fn parse_metadata(text: &[u8]) -> Option<LineRecord<'_>> {
    if let Some(value) = text.strip_prefix(b"!CFGChecksum:") {
        let hash = parse_u64(trim(value))?;
        return Some(LineRecord::Metadata {
            hash,
            attributes: 0,
        });
    }
    let value = text.strip_prefix(b"!Attributes:")?;
    let attributes = parse_u32(trim(value))?;
    Some(LineRecord::Metadata {
        hash: 0,
        attributes,
    })
}

/// `ParseLine`: a body record, an inlined call site or a metadata line.
fn parse_line(line: &[u8]) -> Option<ParsedLine<'_>> {
    let depth = find_first_not_of(line, b' ').min(line.len());
    if depth == 0 {
        return None;
    }
    if at(line, depth) == b'!' {
        let record = parse_metadata(&line[depth..])?;
        return Some(ParsedLine { depth, record });
    }
    let colon = find(line, b':');
    let location_text = substr(line, depth, colon.wrapping_sub(depth));
    let dot = find(location_text, b'.');
    let location = if dot == NPOS {
        let offset = parse_u32(location_text)?;
        if offset > 0xffff {
            return None;
        }
        LineLocation::new(offset, 0)
    } else {
        let offset = parse_u32(substr(location_text, 0, dot))?;
        let discriminator = parse_u32(substr(location_text, dot + 1, NPOS))?;
        LineLocation::new(offset, discriminator)
    };
    // One character after the colon is skipped, whatever it is.
    let rest = substr(line, colon.wrapping_add(2), NPOS);
    let record = if at(rest, 0).is_ascii_digit() {
        parse_body(location, rest)?
    } else {
        let last_colon = rfind(rest, b':', NPOS);
        LineRecord::CallSite {
            location,
            callee: substr(rest, 0, last_colon),
            samples: parse_u64(substr(rest, last_colon.wrapping_add(1), NPOS))?,
        }
    };
    Some(ParsedLine { depth, record })
}

/// The body part of `ParseLine`: `COUNT[ TARGET:COUNT]*`. A target name runs up to the first
/// colon that is followed by a whole number (so names may hold colons and blanks); targets are
/// separated by one or more blanks.
fn parse_body(location: LineLocation, mut rest: &[u8]) -> Option<LineRecord<'_>> {
    let mut pos = find(rest, b' ');
    let samples = parse_u64(substr(rest, 0, pos))?;
    let mut targets = BTreeMap::new();
    while pos != NPOS {
        // After trailing blanks this wraps to one byte back, and the search below fails.
        pos = pos.wrapping_add(find_first_not_of(substr(rest, pos, NPOS), b' '));
        rest = substr(rest, pos, NPOS);
        pos = find(rest, b':');
        if pos == NPOS || pos == 0 {
            return None;
        }
        let (target, count, word_end) = loop {
            let after_colon = substr(rest, pos + 1, NPOS);
            let blank = find(after_colon, b' ');
            let word_end = if blank == NPOS {
                rest.len()
            } else {
                pos + blank + 1
            };
            if let Some(count) = parse_u64(substr(rest, pos + 1, word_end - pos - 1)) {
                break (substr(rest, 0, pos), count, word_end);
            }
            let next_colon = find(after_colon, b':');
            if next_colon == NPOS {
                return None;
            }
            pos += next_colon + 1;
        };
        targets.insert(target, count);
        if word_end == rest.len() {
            break;
        }
        pos = word_end;
    }
    Some(LineRecord::Body {
        location,
        samples,
        targets,
    })
}

/// `SampleContext::createCtxVectorFromStr`: drops the first and the last byte (whatever the
/// last is), splits at ` @ `, and decodes each `NAME[:OFFSET[.DISC]]`; numbers that do not
/// parse (`OFFSET` as a signed `int`, wrapped to `u32`) are 0.
fn parse_context(name: &[u8]) -> Vec<ContextFrame> {
    let mut remain = substr(name, 1, name.len().wrapping_sub(2));
    let mut frames = Vec::new();
    while !remain.is_empty() {
        let (frame, rest) = split_at_separator(remain);
        remain = rest;
        let (function, location_text) = split_at_byte(frame, b':');
        let mut location = LineLocation::default();
        if !location_text.is_empty() {
            let (offset, discriminator) = split_at_byte(location_text, b'.');
            location.line_offset = parse_i32(offset).unwrap_or(0) as u32;
            if !discriminator.is_empty() {
                location.discriminator = parse_u32(discriminator).unwrap_or(0);
            }
        }
        frames.push(ContextFrame {
            function: function.to_vec(),
            location,
        });
    }
    frames
}

/// `StringRef::split(" @ ")`.
fn split_at_separator(s: &[u8]) -> (&[u8], &[u8]) {
    match s.windows(3).position(|w| w == b" @ ") {
        Some(i) => (&s[..i], &s[i + 3..]),
        None => (s, &[]),
    }
}

/// `StringRef::split(char)`.
fn split_at_byte(s: &[u8], c: u8) -> (&[u8], &[u8]) {
    match s.iter().position(|&b| b == c) {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{mutate, random_profile};
    use super::*;
    use crate::graph::testing::Rng;

    fn read(text: &[u8]) -> Result<Profile, ReadError> {
        read_text_profile("t.prof", text)
    }

    /// The profile as `llvm-profdata-16 merge --sample --text` would print it.
    fn canonical(text: &[u8]) -> String {
        let profile = read(text).unwrap_or_else(|e| panic!("{e}"));
        String::from_utf8(profile.canonical_text()).unwrap()
    }

    /// The rejection's line and reason name.
    fn rejection(text: &[u8]) -> (usize, ReadErrorKind) {
        let error = read(text).expect_err("LLVM rejects this");
        (error.line, error.kind)
    }

    fn bad_line(line: usize, text: &str) -> (usize, ReadErrorKind) {
        (line, ReadErrorKind::BadLine(text.to_string()))
    }

    #[test]
    fn header_splits_at_the_last_two_colons() {
        assert_eq!(canonical(b"a:b:10:2\n"), "a:b:10:2\n");
        let profile = read(b"ns::f<int>:7:3\n").unwrap();
        let f = profile.function(b"ns::f<int>").unwrap();
        assert_eq!(
            (profile[f].total_samples(), profile[f].head_samples()),
            (7, 3)
        );
    }

    #[test]
    fn header_with_missing_colons_reuses_the_text() {
        // No colon: name, total and head are all the whole line.
        assert_eq!(canonical(b"123\n"), "123:123:123\n");
        // One colon at the start: empty name.
        assert_eq!(canonical(b":5\n"), ":5:5\n");
        // One colon elsewhere: the name is the whole line, the numbers its two halves.
        assert_eq!(canonical(b"12:34\n"), "12:34:12:34\n");
        assert_eq!(
            rejection(b"foo:10\n"),
            (1, ReadErrorKind::UnrecognizedFormat)
        );
    }

    #[test]
    fn file_must_start_with_a_header() {
        assert_eq!(rejection(b""), (1, ReadErrorKind::UnrecognizedFormat));
        assert_eq!(
            rejection(b"\n# only a comment\n\n"),
            (1, ReadErrorKind::UnrecognizedFormat)
        );
        assert_eq!(
            rejection(b"\n\n 1: 5\n"),
            (3, ReadErrorKind::UnrecognizedFormat)
        );
        // An indented comment is skipped later in the file but not as the first line.
        assert_eq!(
            rejection(b"  # c\nf:1:2\n"),
            (1, ReadErrorKind::UnrecognizedFormat)
        );
        assert_eq!(canonical(b"f:1:2\n  # c\n 1: 5\n"), "f:1:2\n 1: 5\n");
    }

    #[test]
    fn blank_and_comment_lines_are_skipped_but_counted() {
        let (line, kind) = rejection(b"\n\n#x\nf:1:2\n\n# c\r\n\r\n 1: x\n");
        assert_eq!((line, kind), bad_line(8, " 1: x"));
    }

    #[test]
    fn lines_end_at_newline_or_crlf_only() {
        assert_eq!(canonical(b"f:1:2\r\n 1: 5\r\n"), "f:1:2\n 1: 5\n");
        // A lone CR stays in the line.
        assert_eq!(
            rejection(b"f:1:2\r 1: 5\n"),
            (1, ReadErrorKind::UnrecognizedFormat)
        );
        assert_eq!(
            rejection(b"f:1:2\n 1: 5\n 2: 4\r\r\n"),
            bad_line(3, " 2: 4\r")
        );
    }

    #[test]
    fn nul_byte_ends_the_file() {
        assert_eq!(canonical(b"f:1:2\n 1: 5\0 junk\n 2: x\n"), "f:1:2\n 1: 5\n");
    }

    #[test]
    fn body_line_with_discriminator_and_call_targets() {
        let text = b"main:5000:120\n 3.1: 380 _Z3fooi:300 _Z3bari:80\n";
        let profile = read(text).unwrap();
        let main = &profile[profile.function(b"main").unwrap()];
        let at = LineLocation::new(3, 1);
        assert_eq!(main.samples_at(at), Some(380));
        assert_eq!(main.samples_at(LineLocation::new(3, 0)), None);
        let targets = main.body()[&at].sorted_call_targets();
        assert_eq!(targets, vec![(&b"_Z3fooi"[..], 300), (&b"_Z3bari"[..], 80)]);
    }

    #[test]
    fn call_target_names_may_hold_colons_and_blanks() {
        let text = b"f:1:2\n 1: 4 _M_construct<char *>:1000 string_view<a:b >:437  t:1x:2\n";
        assert_eq!(
            canonical(text),
            "f:1:2\n 1: 4 _M_construct<char *>:1000 string_view<a:b >:437 t:1x:2\n"
        );
    }

    #[test]
    fn repeated_call_target_keeps_last_count_on_a_line_and_sums_across_lines() {
        assert_eq!(
            canonical(b"f:1:2\n 1: 5 g:4 g:6\n 1: 1 g:3\n"),
            "f:1:2\n 1: 6 g:9\n"
        );
    }

    #[test]
    fn body_line_spacing_rules() {
        assert_eq!(rejection(b"f:1:2\n 1: 10 \n"), bad_line(2, " 1: 10 "));
        assert_eq!(rejection(b"f:1:2\n 1: 4 a:5 \n"), bad_line(2, " 1: 4 a:5 "));
        assert_eq!(rejection(b"f:1:2\n 1: 4 5\n"), bad_line(2, " 1: 4 5"));
        assert_eq!(rejection(b"f:1:2\n 1: 7 :3\n"), bad_line(2, " 1: 7 :3"));
        assert_eq!(
            rejection(b"f:1:2\n 1: 4 a:x:5 b\n"),
            bad_line(2, " 1: 4 a:x:5 b")
        );
        assert_eq!(rejection(b"f:1:2\n 1:\n"), bad_line(2, " 1:"));
    }

    #[test]
    fn body_line_odd_forms_that_llvm_accepts() {
        // No colon: the count is read from the line's second byte on.
        assert_eq!(canonical(b"f:1:2\n 10\n"), "f:1:2\n 10: 10\n");
        // Whatever follows the colon is skipped.
        assert_eq!(canonical(b"f:1:2\n 10:x5\n"), "f:1:2\n 10: 5\n");
        assert_eq!(rejection(b"f:1:2\n 10:5\n"), bad_line(2, " 10:5"));
        assert_eq!(canonical(b"f:1:2\n 2.0: 3\n"), "f:1:2\n 2: 3\n");
    }

    #[test]
    fn line_offset_fits_sixteen_bits_unless_a_discriminator_follows() {
        assert_eq!(canonical(b"f:1:2\n 65535: 1\n"), "f:1:2\n 65535: 1\n");
        assert_eq!(rejection(b"f:1:2\n 65536: 1\n"), bad_line(2, " 65536: 1"));
        assert_eq!(canonical(b"f:1:2\n 70000.1: 6\n"), "f:1:2\n 70000.1: 6\n");
        assert_eq!(
            rejection(b"f:1:2\n 4294967296.1: 6\n"),
            bad_line(2, " 4294967296.1: 6")
        );
        assert_eq!(
            rejection(b"f:1:2\n 1.4294967296: 6\n"),
            bad_line(2, " 1.4294967296: 6")
        );
    }

    #[test]
    fn numbers_are_unsigned_decimal_and_fit_sixty_four_bits() {
        let max = format!("f:1:2\n 1: {}\n", u64::MAX);
        assert_eq!(
            canonical(max.as_bytes()),
            format!("f:1:2\n 1: {}\n", u64::MAX)
        );
        assert_eq!(rejection(b"f:1:2\n 1: 18446744073709551616\n").0, 2);
        assert_eq!(rejection(b"f:1:2\n 1: -1\n").0, 2);
        assert_eq!(rejection(b"f:1:2\n 1: +1\n").0, 2);
        assert_eq!(rejection(b"f:1:2\n 1: 0x10\n").0, 2);
        assert_eq!(
            rejection(b"f:-1:2\n"),
            (1, ReadErrorKind::UnrecognizedFormat)
        );
        assert_eq!(
            rejection(b"f:1:2\ng:18446744073709551616:2\n"),
            (
                2,
                ReadErrorKind::BadHeader("g:18446744073709551616:2".to_string())
            )
        );
    }

    #[test]
    fn call_site_opens_an_inlined_instance() {
        let text = b"main:1000:1\n 9: _Z3bazv:900\n  1: 450\n  2: 450\n 10: 3\n";
        let profile = read(text).unwrap();
        let main = profile.function(b"main").unwrap();
        let site = LineLocation::new(9, 0);
        let baz = profile.callee_samples_at(main, site, b"_Z3bazv").unwrap();
        assert_eq!(profile[baz].total_samples(), 900);
        assert_eq!(profile[baz].samples_at(LineLocation::new(2, 0)), Some(450));
        assert_eq!(profile[main].samples_at(LineLocation::new(10, 0)), Some(3));
    }

    #[test]
    fn call_site_callee_is_split_at_the_last_colon() {
        assert_eq!(canonical(b"f:1:2\n 1: a:b:5\n"), "f:1:2\n 1: a:b:5\n");
        assert_eq!(canonical(b"f:1:2\n 1: :5\n"), "f:1:2\n 1: :5\n");
        assert_eq!(rejection(b"f:1:2\n 1: g\n"), bad_line(2, " 1: g"));
    }

    #[test]
    fn repeated_call_site_records_are_summed() {
        let text = b"f:5:2\n 3: g:4\n  1: 3\n 3: g:4\n  1: 3\n 3: a:1\n";
        assert_eq!(canonical(text), "f:5:2\n 3: a:1\n 3: g:8\n  1: 6\n");
    }

    #[test]
    fn deeper_indentation_attaches_to_the_innermost_instance() {
        let text = b"f:1:2\n      1: 5\n 2: g:5\n       3: 4\n";
        assert_eq!(canonical(text), "f:1:2\n 1: 5\n 2: g:5\n  3: 4\n");
    }

    #[test]
    fn top_level_checksum_makes_the_profile_probe_based() {
        let profile = read(b"f:5:2\n 1: 5\n !CFGChecksum: 7\n").unwrap();
        assert!(profile.is_probe_based());
        assert_eq!(profile[profile.function(b"f").unwrap()].function_hash(), 7);
        // A zero checksum, or one only on an inlined instance, does not.
        assert!(!read(b"f:5:2\n !CFGChecksum: 0\n").unwrap().is_probe_based());
        let nested = read(b"f:5:2\n 2: g:3\n  1: 3\n  !CFGChecksum: 7\n").unwrap();
        assert!(!nested.is_probe_based());
    }

    #[test]
    fn probe_based_text_prints_a_checksum_for_every_instance() {
        let text = b"f:5:2\n 2: g:3\n  1: 3\n  !Attributes: 4\n !CFGChecksum: 7\n";
        assert_eq!(
            canonical(text),
            "f:5:2\n 2: g:3\n  1: 3\n  !CFGChecksum: 0\n  !Attributes: 4\n !CFGChecksum: 7\n"
        );
    }

    #[test]
    fn checksum_line_resets_the_attributes() {
        let profile = read(b"g:5:0\n !Attributes: 2\n !CFGChecksum: 9\n").unwrap();
        assert_eq!(profile[profile.function(b"g").unwrap()].attributes(), 0);
        // The pre-inlined flag stays once seen.
        assert!(profile.is_pre_inlined());
        assert!(!read(b"g:5:0\n !Attributes: 1\n").unwrap().is_pre_inlined());
    }

    #[test]
    fn metadata_must_end_its_depth() {
        let text = b"f:1:2\n 1: 5\n !CFGChecksum: 7\n 2: 3\n";
        let expected = ReadErrorKind::NonMetadataAfterMetadata(" 2: 3".to_string());
        assert_eq!(rejection(text), (4, expected));
        // Another depth is fine, and a call-site line forgets the metadata depth.
        assert_eq!(
            canonical(b"f:1:2\n !Attributes: 1\n  2: 3\n"),
            "f:1:2\n 2: 3\n !Attributes: 1\n"
        );
        let reopened = b"f:1:2\n !Attributes: 1\n  4: g:1\n 5: 6\n";
        assert_eq!(
            canonical(reopened),
            "f:1:2\n 5: 6\n 4: g:1\n !Attributes: 1\n"
        );
    }

    #[test]
    fn malformed_metadata_is_a_bad_line() {
        assert_eq!(rejection(b"f:1:2\n !Foo: 1\n"), bad_line(2, " !Foo: 1"));
        assert_eq!(
            rejection(b"f:1:2\n !CFGChecksum: x\n"),
            bad_line(2, " !CFGChecksum: x")
        );
        let too_big = b"f:1:2\n !Attributes: 4294967296\n";
        assert_eq!(rejection(too_big), bad_line(2, " !Attributes: 4294967296"));
        assert_eq!(
            canonical(b"f:1:2\n !Attributes:\t3 \n"),
            "f:1:2\n !Attributes: 3\n"
        );
    }

    #[test]
    fn blank_or_tab_indented_lines_are_errors() {
        assert_eq!(rejection(b"f:1:2\n   \n"), bad_line(2, "   "));
        let tab = ReadErrorKind::BadHeader("\t1: 5".to_string());
        assert_eq!(rejection(b"f:1:2\n\t1: 5\n"), (2, tab));
    }

    #[test]
    fn repeated_header_replaces_the_earlier_profile() {
        let text = b"f:5:1\n 1: 5\ng:1:1\nf:3:2\n 2: 3\n";
        assert_eq!(canonical(text), "f:3:2\n 2: 3\ng:1:1\n");
    }

    #[test]
    fn context_headers_make_a_context_sensitive_profile() {
        let text = b"[main:1 @ foo]:5:2\n 1: 5\n 2: x:3\n  1: 3\nbar:7:1\n 1: 7\n";
        let profile = read(text).unwrap();
        assert!(profile.is_context_sensitive());
        let frames = vec![
            ContextFrame {
                function: b"main".to_vec(),
                location: LineLocation::new(1, 0),
            },
            ContextFrame {
                function: b"foo".to_vec(),
                location: LineLocation::default(),
            },
        ];
        let foo = profile.context_function(&frames).unwrap();
        assert_eq!(profile[foo].name(), b"foo");
        assert_eq!(profile.function(b"foo"), None);
        assert_eq!(
            String::from_utf8(profile.canonical_text()).unwrap(),
            "[bar]:7:1\n 1: 7\n[main:1 @ foo]:5:2\n 1: 5\n 2: [x]:3\n  1: 3\n"
        );
    }

    #[test]
    fn context_frames_decode_leniently() {
        let text = b"[main:-1 @ foo:3.2 @ bar:x]:5:2\n";
        assert_eq!(canonical(text), "[main:4294967295 @ foo:3.2 @ bar]:5:2\n");
        // The last byte is dropped whatever it is.
        assert_eq!(canonical(b"[main:1 @ foo:5:2\n"), "[main:1 @ fo]:5:2\n");
    }

    #[test]
    fn context_without_frames_is_rejected() {
        for header in [&b"[:1:2\n"[..], b"[]:1:2\n", b"[x:1:2\n"] {
            let (line, kind) = rejection(header);
            assert_eq!(line, 1);
            assert!(matches!(kind, ReadErrorKind::EmptyContext(_)), "{kind:?}");
        }
    }

    #[test]
    fn saturated_counter_fails_after_the_whole_file() {
        let max = u64::MAX;
        let text = format!("f:{max}:2\n 1: {max}\n 1: 1\n 2: 3\n");
        assert_eq!(
            rejection(text.as_bytes()),
            (3, ReadErrorKind::CounterOverflow)
        );
        // A malformed line later on is what LLVM reports.
        let text = format!("f:{max}:2\n 1: {max}\n 1: 1\n 2 x\n");
        assert_eq!(rejection(text.as_bytes()), bad_line(4, " 2 x"));
    }

    #[test]
    fn binary_and_gcov_magics_are_not_text() {
        let mut binary = Vec::new();
        let mut magic = u64::from_be_bytes(*b"SPROF42\0") | 0xff;
        while magic >= 0x80 {
            binary.push((magic as u8) | 0x80);
            magic >>= 7;
        }
        binary.push(magic as u8);
        binary.extend_from_slice(b"f:1:2\n");
        assert_eq!(rejection(&binary), (1, ReadErrorKind::NotText));
        assert_eq!(rejection(b"adcg*704\0rest"), (1, ReadErrorKind::NotText));
        assert_eq!(rejection(b"adcg*704"), (1, ReadErrorKind::NotText));
        assert_eq!(canonical(b"adcg*704:1:2\n"), "adcg*704:1:2\n");
    }

    #[test]
    fn names_are_bytes() {
        let profile = read(b"f\xff:1:2\n 1: 5 t\xfe:3\n").unwrap();
        assert!(profile.function(b"f\xff").is_some());
        assert_eq!(profile.canonical_text(), b"f\xff:1:2\n 1: 5 t\xfe:3\n");
    }

    #[test]
    fn error_names_file_and_line() {
        let error = read_text_profile("dir/p.prof", b"f:1:2\n 1: x\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "dir/p.prof:2: Expected 'NUM[.NUM]: NUM[ mangled_name:NUM]*', found  1: x"
        );
    }

    /// `depth` nested call sites `1: g:1`, one more blank of indentation each (nesting in
    /// text costs quadratic bytes).
    fn nested_call_sites(depth: usize) -> Vec<u8> {
        let mut text = b"f:1:1\n".to_vec();
        for d in 1..=depth {
            text.resize(text.len() + d, b' ');
            text.extend_from_slice(b"1: g:1\n");
        }
        text
    }

    #[test]
    fn deep_nesting_needs_no_stack() {
        let depth = 10_000;
        let profile = read(&nested_call_sites(depth)).unwrap();
        let f = profile.function(b"f").unwrap();
        let chain: Vec<(LineLocation, &[u8])> = (0..depth)
            .map(|_| (LineLocation::new(1, 0), &b"g"[..]))
            .collect();
        let innermost = profile.inlined_samples(f, &chain).unwrap();
        assert_eq!(profile[innermost].total_samples(), 1);
        assert_eq!(profile.head_samples_estimate(f), 1);
        let mut merged = profile.clone();
        let copy = merged.get_or_create_function(b"copy");
        merged.merge(copy, f, 1).unwrap();
        let copied = merged.inlined_samples(copy, &chain).unwrap();
        assert_eq!(merged[copied].total_samples(), 1);
        // Printing repeats the indentation, so print a shallower one.
        let shallow = read(&nested_call_sites(1500)).unwrap();
        assert_eq!(shallow.canonical_text(), nested_call_sites(1500));
    }

    #[test]
    fn fuzzed_inputs_never_panic() {
        let mut rng = Rng::new(0xF022);
        let mut accepted = 0;
        for round in 0..4000 {
            let mut text = random_profile(&mut rng);
            for _ in 0..round % 4 {
                text = mutate(&mut rng, &text);
            }
            if round % 10 == 0 {
                // Raw random bytes, biased towards a header first.
                let len = rng.below(200) as usize;
                text = b"f:1:1\n".to_vec();
                text.extend((0..len).map(|_| rng.next() as u8));
            }
            if let Ok(profile) = read(&text) {
                accepted += 1;
                // Whatever was read prints.
                assert!(!profile.canonical_text().is_empty());
            }
        }
        assert!(accepted > 400, "{accepted}");
    }
}
