//! LLVM 16's `BranchProbability` (a `u32` numerator over 2^31), bit-exact, plus `divideNearest`.
//!
//! Every rounding rule, saturation point and truncation below follows the LLVM 16.0.6
//! *release* build (the one Debian ships as `opt-16`). Release LLVM compiles out its
//! `assert`s, so where LLVM would only assert (numerator larger than denominator, arithmetic
//! on the unknown value) this module does not panic either: it computes the same wrapped or
//! truncated value LLVM would. The only panics are divisions by zero, where LLVM itself has
//! undefined behaviour (a `SIGFPE` on x86).
//!
//! Why bit-exactness matters: `print<branch-prob>` prints the raw numerator in hex, and
//! block-frequency and hotness decisions compare raw numerators, so an off-by-one in any
//! rounding step would be visible in the plugin's output.

use std::fmt;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// A probability in `[0, 1]` stored as `numerator / 2^31`.
///
/// Mirrors `llvm::BranchProbability` (LLVM 16, `llvm/Support/BranchProbability.h`). The
/// derived ordering compares raw numerators, which is what LLVM's comparison operators do;
/// LLVM asserts that neither side is unknown, and here [`BranchProbability::UNKNOWN`] simply
/// sorts above every real probability.
///
/// Only `+` and `-` are operators (both saturating, as in LLVM). Multiplication and division
/// have two flavours each in LLVM (by a probability and by an integer) with different
/// rounding, so they are named methods here to keep the choice visible at the call site.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct BranchProbability(u32);

impl Default for BranchProbability {
    /// The unknown probability, matching LLVM's default constructor
    /// (`BranchProbability()` leaves the numerator at the unknown sentinel).
    fn default() -> Self {
        Self::UNKNOWN
    }
}

impl BranchProbability {
    /// The fixed denominator, 2^31 (LLVM's private `D`). 2^31 rather than 2^32 leaves a
    /// spare bit so that "one" itself is representable in a `u32`.
    pub const DENOMINATOR: u32 = 1 << 31;

    /// The "no probability known" sentinel (LLVM's `UnknownN`, i.e. `getUnknown()`).
    /// `u32::MAX` can never be produced by the rounded constructor from `n <= d`, because
    /// that never exceeds [`Self::DENOMINATOR`].
    pub const UNKNOWN: BranchProbability = BranchProbability(u32::MAX);

    /// Probability 0 (`getZero`).
    pub const fn zero() -> Self {
        BranchProbability(0)
    }

    /// Probability 1 (`getOne`): numerator equal to the denominator.
    pub const fn one() -> Self {
        BranchProbability(Self::DENOMINATOR)
    }

    /// A probability with the given numerator over 2^31, taken verbatim (`getRaw`).
    /// No range check is made, just like in LLVM; `raw(u32::MAX)` is [`Self::UNKNOWN`].
    pub const fn raw(numerator: u32) -> Self {
        BranchProbability(numerator)
    }

    /// The raw numerator over 2^31 (`getNumerator`).
    pub const fn numerator(self) -> u32 {
        self.0
    }

    /// Whether this is the unknown sentinel (`isUnknown`).
    pub const fn is_unknown(self) -> bool {
        self.0 == u32::MAX
    }

    /// Whether the numerator is exactly zero (`isZero`).
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// `n / d` rounded to the nearest multiple of 2^-31, ties rounding up.
    ///
    /// Mirrors the constructor `BranchProbability(uint32_t, uint32_t)` in
    /// `BranchProbability.cpp`. When `d` already is 2^31 the numerator is taken as-is
    /// (no rounding is needed, and this keeps `new(x, 2^31) == raw(x)` for *every* `x`,
    /// including values above one). Otherwise the quotient `(n * 2^31 + d / 2) / d` is
    /// computed in 64 bits and truncated to 32 bits.
    ///
    /// LLVM only asserts `d > 0` and `n <= d`. With `n > d` this returns the same truncated
    /// value release LLVM does; with `d == 0` it panics (LLVM: undefined behaviour).
    pub const fn new(n: u32, d: u32) -> Self {
        if d == Self::DENOMINATOR {
            return BranchProbability(n);
        }
        // n < 2^32 and the shift is 31, so the product plus d/2 stays below 2^64.
        let scaled = (n as u64) * (Self::DENOMINATOR as u64) + (d as u64) / 2;
        BranchProbability((scaled / d as u64) as u32)
    }

    /// `n / d` for 64-bit inputs (`getBranchProbability(uint64_t, uint64_t)`).
    ///
    /// Both values are shifted right by the same amount until `d` fits in 32 bits and the
    /// result goes through [`Self::new`]. The shift *truncates* both numerator and
    /// denominator, so the result may differ from the correctly rounded `n / d` by one unit
    /// in either direction: for example `from_u64(3, 1 << 32)` is `raw(1)` although the exact
    /// value is 1.5 units, which would round to 2.
    pub const fn from_u64(n: u64, d: u64) -> Self {
        let mut shift = 0;
        let mut d = d;
        while d > u32::MAX as u64 {
            d >>= 1;
            shift += 1;
        }
        // LLVM passes the shifted numerator into a `uint32_t` parameter; `as` reproduces that
        // implicit truncation in the (asserted-against) case n > d.
        Self::new((n >> shift) as u32, d as u32)
    }

    /// `1 - self` (`getCompl`), computed as `2^31 - N` with unsigned wrap-around.
    ///
    /// The wrap only matters for out-of-range numerators (including unknown), where LLVM's
    /// `uint32_t` subtraction wraps in the same way.
    pub const fn compl(self) -> Self {
        BranchProbability(Self::DENOMINATOR.wrapping_sub(self.0))
    }

    /// Product of two probabilities, rounded to nearest with ties up
    /// (`operator*=(BranchProbability)`).
    pub const fn mul_prob(self, rhs: Self) -> Self {
        // Both factors are < 2^32, so the product plus 2^30 cannot overflow 64 bits.
        let wide = (self.0 as u64) * (rhs.0 as u64) + (Self::DENOMINATOR as u64) / 2;
        BranchProbability((wide / Self::DENOMINATOR as u64) as u32)
    }

    /// Probability times an integer, saturating at one (`operator*=(uint32_t)`).
    ///
    /// Note that the clamp is to *one* (2^31), not to `u32::MAX`: repeatedly scaling a
    /// probability up can never make it exceed certainty.
    pub const fn mul_u32(self, rhs: u32) -> Self {
        let wide = (self.0 as u64) * (rhs as u64);
        if wide > Self::DENOMINATOR as u64 {
            Self::one()
        } else {
            BranchProbability(wide as u32)
        }
    }

    /// Quotient of two probabilities, rounded to nearest with ties up
    /// (`operator/=(BranchProbability)`).
    ///
    /// No clamp is applied: a quotient above one keeps its (truncated to 32 bits) numerator,
    /// as in LLVM. Panics if `rhs` is zero (LLVM: undefined behaviour).
    pub const fn div_prob(self, rhs: Self) -> Self {
        let wide = (self.0 as u64) * (Self::DENOMINATOR as u64) + (rhs.0 as u64) / 2;
        BranchProbability((wide / rhs.0 as u64) as u32)
    }

    /// Probability divided by an integer, rounded down (`operator/=(uint32_t)`).
    ///
    /// Unlike [`Self::div_prob`] this floors; BPI relies on the floor when it spreads a
    /// remainder evenly over several edges. Panics if `rhs` is zero (LLVM asserts).
    pub const fn div_u32(self, rhs: u32) -> Self {
        BranchProbability(self.0 / rhs)
    }

    /// `floor(num * self)`, exact, saturating at `u64::MAX` (`BranchProbability::scale`).
    pub const fn scale(self, num: u64) -> u64 {
        mul_div_floor_saturating(num, self.0, Self::DENOMINATOR)
    }

    /// `floor(num / self)`, exact, saturating at `u64::MAX`
    /// (`BranchProbability::scaleByInverse`).
    ///
    /// `num == 0` and `self == one()` return `num` without dividing (so `0 / 0` gives 0, as
    /// in LLVM). Dividing a non-zero `num` by a zero probability panics; LLVM asserts.
    pub const fn scale_by_inverse(self, num: u64) -> u64 {
        mul_div_floor_saturating(num, Self::DENOMINATOR, self.0)
    }

    /// Rescale `probs` in place so they sum to (approximately) one.
    ///
    /// Mirrors LLVM 16's `BranchProbability::normalizeProbabilities` template:
    ///
    /// 1. `sum` is the 64-bit sum of the known numerators.
    /// 2. If some entries are unknown: when `sum < 2^31` every unknown entry becomes
    ///    `(2^31 - sum) / unknown_count` (floor), otherwise zero. If `sum <= 2^31` that is
    ///    all; the known entries are left untouched.
    /// 3. If `sum == 0` (all known, all zero) every entry becomes `new(1, len)`.
    /// 4. Otherwise every entry becomes `(N * 2^31 + sum / 2) / sum`, rounded per entry.
    ///
    /// **The result does not necessarily sum to exactly 2^31.** LLVM 16 rounds each entry
    /// independently and does not hand the leftover to any entry, so the total may be off
    /// by up to `len / 2` after step 4 or step 3, and short by up to `unknown_count - 1`
    /// after step 2. Callers that need an exact total must not expect it from here, and this
    /// must not be "fixed": BPI output compares bit-for-bit against LLVM 16.
    pub fn normalize(probs: &mut [BranchProbability]) {
        if probs.is_empty() {
            return;
        }

        let mut sum: u64 = 0;
        let mut unknown_count: u64 = 0;
        for p in probs.iter() {
            if p.is_unknown() {
                unknown_count += 1;
            } else {
                sum += u64::from(p.0);
            }
        }

        let d = u64::from(Self::DENOMINATOR);
        // `checked_div` is `None` exactly when nothing is unknown. Otherwise the unknown
        // entries share whatever mass the known ones leave over (floor); if the known ones
        // already reach or exceed one, `saturating_sub` makes that share zero and, past one,
        // the known entries are rescaled below.
        if let Some(share) = d.saturating_sub(sum).checked_div(unknown_count) {
            let fill = BranchProbability(share as u32);
            for p in probs.iter_mut().filter(|p| p.is_unknown()) {
                *p = fill;
            }
            if sum <= d {
                return;
            }
        }

        if sum == 0 {
            // LLVM passes the element count through a `uint32_t` parameter.
            let uniform = Self::new(1, probs.len() as u32);
            probs.fill(uniform);
            return;
        }

        for p in probs.iter_mut() {
            p.0 = ((u64::from(p.0) * d + sum / 2) / sum) as u32;
        }
    }

    /// Rescale known probabilities so they sum to exactly one: each becomes the floor of its
    /// exact share of 2^31, and the units the floors leave over go one each to the entries
    /// with the largest remainders (earlier entries first on ties). Every result is within
    /// one unit of the exact share, like LLVM's rounding, and the total is exactly 2^31.
    /// Not part of LLVM 16 (see [`BranchProbability::normalize`]); for producers of new
    /// distributions that must be exact, such as profile inference. Unknown entries and an
    /// all-zero input become a uniform split that also sums to exactly one.
    pub fn normalize_exact(probs: &mut [BranchProbability]) {
        let n = probs.len();
        if n == 0 {
            return;
        }
        let d = u64::from(Self::DENOMINATOR);
        let weights: Vec<u64> = probs
            .iter()
            .map(|p| if p.is_unknown() { 0 } else { u64::from(p.0) })
            .collect();
        let sum: u64 = weights.iter().sum();
        let weights = if sum == 0 { vec![1; n] } else { weights };
        let sum = if sum == 0 { n as u64 } else { sum };
        let mut remainders: Vec<(u64, usize)> = Vec::with_capacity(n);
        let mut assigned = 0u64;
        for (i, &w) in weights.iter().enumerate() {
            let exact = u128::from(w) * u128::from(d);
            let floor = (exact / u128::from(sum)) as u64;
            remainders.push(((exact % u128::from(sum)) as u64, i));
            probs[i] = BranchProbability(floor as u32);
            assigned += floor;
        }
        // Largest remainder first; the sort is stable, so ties keep index order.
        remainders.sort_by_key(|&(r, _)| std::cmp::Reverse(r));
        for &(_, i) in remainders.iter().take((d - assigned) as usize) {
            probs[i].0 += 1;
        }
    }
}

/// `floor(num * mul / div)` with the full 96-bit intermediate product, saturating to
/// `u64::MAX` when the quotient does not fit.
///
/// This is the static `scale<ConstD>` helper in `BranchProbability.cpp`; `scale` calls it
/// with `(N, 2^31)` and `scaleByInverse` with `(2^31, N)`. The product is formed as three
/// 32-bit digits and divided by schoolbook long division in two 64-by-32 steps, so no
/// 128-bit arithmetic is needed (the tests use `u128` as an independent oracle).
///
/// Panics if `div == 0` unless the early return applies.
const fn mul_div_floor_saturating(num: u64, mul: u32, div: u32) -> u64 {
    // LLVM returns early for these two cases before it looks at the divisor, which is what
    // lets `scale_by_inverse(0)` on a zero probability return 0 instead of dividing by zero.
    if num == 0 || mul == div {
        return num;
    }
    assert!(
        div != 0,
        "BranchProbability: division by a zero probability"
    );

    let mul = mul as u64;
    let div = div as u64;

    // num = hi32 * 2^32 + lo32, so num * mul = (hi32 * mul) * 2^32 + lo32 * mul.
    // Each partial product is below 2^64.
    let high_part = (num >> 32) * mul;
    let low_part = (num & 0xFFFF_FFFF) * mul;

    // Split the 96-bit product into digits [top][middle][bottom], each 32 bits wide. The
    // middle digit collects the low half of `high_part` and the high half of `low_part`;
    // its carry moves into the top digit. The top digit cannot overflow: the whole product
    // is below 2^96.
    let bottom = low_part & 0xFFFF_FFFF;
    let middle_sum = (high_part & 0xFFFF_FFFF) + (low_part >> 32);
    let top = (high_part >> 32) + (middle_sum >> 32);
    let middle = middle_sum & 0xFFFF_FFFF;

    // First division step: the upper 64 bits of the product.
    let upper = (top << 32) | middle;
    let quotient_high = upper / div;
    if quotient_high > 0xFFFF_FFFF {
        // The full quotient needs more than 64 bits.
        return u64::MAX;
    }

    // Second step: remainder (below `div`, so below 2^32) followed by the bottom digit.
    // Its quotient is therefore below 2^32 and fits beside `quotient_high` without carry;
    // LLVM's extra "did the final addition wrap" check can never fire.
    let lower = ((upper % div) << 32) | bottom;
    let quotient_low = lower / div;
    (quotient_high << 32) | quotient_low
}

/// `(num + den / 2) / den` in wrapping 64-bit arithmetic: LLVM 16's `divideNearest` from
/// `llvm/Support/MathExtras.h`.
///
/// Rounds to nearest with ties up. The addition wraps exactly as LLVM 16's `uint64_t`
/// expression does, so `divide_nearest(u64::MAX, u64::MAX)` is 0 in both. Do not swap in
/// an overflow-free formula from a newer LLVM. BPI's metadata rule only calls it with the
/// product of two numerators that are at most 2^31 each, so the wrap never happens there.
/// Panics if `den == 0`.
pub const fn divide_nearest(num: u64, den: u64) -> u64 {
    num.wrapping_add(den / 2) / den
}

impl AddAssign for BranchProbability {
    /// Saturating at one (`operator+=`): the sum is clamped to 2^31, never wraps.
    fn add_assign(&mut self, rhs: Self) {
        let wide = u64::from(self.0) + u64::from(rhs.0);
        self.0 = if wide > u64::from(Self::DENOMINATOR) {
            Self::DENOMINATOR
        } else {
            wide as u32
        };
    }
}

impl SubAssign for BranchProbability {
    /// Saturating at zero (`operator-=`).
    fn sub_assign(&mut self, rhs: Self) {
        self.0 = self.0.saturating_sub(rhs.0);
    }
}

impl Add for BranchProbability {
    type Output = Self;

    /// Saturating at one; see [`AddAssign`].
    fn add(mut self, rhs: Self) -> Self {
        self += rhs;
        self
    }
}

impl Sub for BranchProbability {
    type Output = Self;

    /// Saturating at zero; see [`SubAssign`].
    fn sub(mut self, rhs: Self) -> Self {
        self -= rhs;
        self
    }
}

impl fmt::Display for BranchProbability {
    /// Mirrors `BranchProbability::print`: `?%` for unknown, otherwise
    /// `0x%08x / 0x%08x = %.2f%%`.
    ///
    /// LLVM rounds the percentage to hundredths with `rint` (ties to even in the default
    /// rounding mode) on `((double)N / D) * 100.0 * 100.0`, and only then prints it with two
    /// decimals. Because of the tie-to-even step, 1/32 prints as `3.12%` but 3/32 as `9.38%`.
    /// With D = 2^31 every step of that double arithmetic is exact (N has at most 32 bits,
    /// N · 10^4 at most 46), so the hundredths are `N · 10^4 / 2^31` rounded half to even,
    /// done here in integers: formatting floats was the largest single cost of printing a big
    /// function's probabilities.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_unknown() {
            return f.write_str("?%");
        }
        let mut line = [0u8; 40];
        let len = write_probability(self.0, &mut line);
        // The bytes are ASCII digits, letters and punctuation.
        f.write_str(std::str::from_utf8(&line[..len]).map_err(|_| fmt::Error)?)
    }
}

/// Writes `0x%08x / 0x80000000 = %.2f%%` for numerator `n` into `out`; returns the length.
fn write_probability(n: u32, out: &mut [u8; 40]) -> usize {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let scaled = u64::from(n) * 10_000;
    let shift = BranchProbability::DENOMINATOR.trailing_zeros();
    let half = 1u64 << (shift - 1);
    let (mut hundredths, rest) = (scaled >> shift, scaled & ((1u64 << shift) - 1));
    if rest > half || (rest == half && hundredths % 2 == 1) {
        hundredths += 1;
    }
    let mut len = 0;
    let mut put = |bytes: &[u8]| {
        out[len..len + bytes.len()].copy_from_slice(bytes);
        len += bytes.len();
    };
    let hex8 = |v: u32| -> [u8; 10] {
        let mut h = *b"0x00000000";
        for (i, digit) in h[2..].iter_mut().enumerate() {
            *digit = HEX[((v >> (28 - 4 * i)) & 0xf) as usize];
        }
        h
    };
    put(&hex8(n));
    put(b" / ");
    put(&hex8(BranchProbability::DENOMINATOR));
    put(b" = ");
    // At most 200 (N < 2^32): up to three digits, no leading zeros.
    let whole = hundredths / 100;
    let digits = [whole / 100, whole / 10 % 10, whole % 10].map(|d| b'0' + d as u8);
    let first = if whole >= 100 {
        0
    } else if whole >= 10 {
        1
    } else {
        2
    };
    put(&digits[first..]);
    let cents = (hundredths % 100) as u8;
    put(&[b'.', b'0' + cents / 10, b'0' + cents % 10, b'%']);
    len
}

#[cfg(test)]
mod tests {
    #[test]
    fn prob_normalize_exact_sums_to_one() {
        let mut rng = crate::graph::testing::Rng::new(0x9E37);
        let mut next = || rng.next();
        for _ in 0..5000 {
            let n = 1 + (next() % 9) as usize;
            let mut probs: Vec<super::BranchProbability> = (0..n)
                .map(|_| match next() % 10 {
                    0 => super::BranchProbability::UNKNOWN,
                    1 => super::BranchProbability::zero(),
                    _ => super::BranchProbability::raw((next() % (1 << 31)) as u32),
                })
                .collect();
            let before: Vec<u64> = probs
                .iter()
                .map(|p| {
                    if p.is_unknown() {
                        0
                    } else {
                        u64::from(p.numerator())
                    }
                })
                .collect();
            let sum: u64 = before.iter().sum();
            super::BranchProbability::normalize_exact(&mut probs);
            let total: u64 = probs.iter().map(|p| u64::from(p.numerator())).sum();
            assert_eq!(total, 1 << 31, "{before:?}");
            if sum > 0 {
                for (p, &w) in probs.iter().zip(&before) {
                    let exact = w as f64 * (1u64 << 31) as f64 / sum as f64;
                    assert!(
                        (p.numerator() as f64 - exact).abs() < 1.0 + 1e-6,
                        "{before:?}"
                    );
                }
            }
        }
        let mut thirds = vec![super::BranchProbability::new(1, 3); 3];
        super::BranchProbability::normalize_exact(&mut thirds);
        assert_eq!(
            thirds.iter().map(|p| p.numerator()).collect::<Vec<_>>(),
            vec![715_827_883, 715_827_883, 715_827_882]
        );
    }

    use super::BranchProbability as BP;
    use super::*;

    const D: u32 = BP::DENOMINATOR;
    const D64: u64 = BP::DENOMINATOR as u64;

    use crate::graph::testing::Rng;

    /// Mixes small, boundary-adjacent and fully random values, since rounding bugs hide at
    /// the edges.
    fn interesting_u64(rng: &mut Rng) -> u64 {
        match rng.next() % 6 {
            0 => rng.below_or_eq(16),
            1 => u64::MAX - rng.below_or_eq(16),
            2 => (1u64 << rng.below_or_eq(63)).wrapping_add(rng.below_or_eq(4)),
            3 => rng.next() >> rng.below_or_eq(63),
            _ => rng.next(),
        }
    }

    // ---- The examples from LLVM's unittests/Support/BranchProbabilityTest.cpp, restated. ----

    #[test]
    fn prob_constructor_rounds_to_nearest() {
        // 2^31 / 7 = 306783378.29 -> down; 2^31 / 3 = 715827882.67 -> up.
        assert_eq!(BP::new(1, 7).numerator(), 306_783_378);
        assert_eq!(BP::new(1, 3).numerator(), 715_827_883);
        assert_eq!(BP::new(2, 3).numerator(), 1_431_655_765);
        assert_eq!(BP::zero().numerator(), 0);
        assert_eq!(BP::one().numerator(), 1 << 31);
        assert_eq!(BP::new(0, 1), BP::zero());
        assert_eq!(BP::new(1, 1), BP::one());
        assert_eq!(BP::new(u32::MAX, u32::MAX), BP::one());
        assert_eq!(BP::new(0, u32::MAX), BP::zero());
        // Equal fractions map to the same numerator whatever the scale.
        assert_eq!(BP::new(1, 7), BP::new(2, 14));
        assert_eq!(BP::new(1, 7), BP::new(3, 21));
        assert_eq!(BP::new(5, 7), BP::new(25, 35));
        assert_eq!(BP::new(4, 5), BP::new(4 << 29, 5 << 29));
        assert_eq!(BP::new(4, 8), BP::new(400_000_000, 800_000_000));
    }

    #[test]
    fn prob_constructor_special_cases_denominator_two_pow_31() {
        // With d == 2^31 the numerator is copied, so even out-of-range values survive.
        assert_eq!(BP::new(1, D), BP::raw(1));
        assert_eq!(BP::new(D + 5, D).numerator(), D + 5);
        assert_eq!(BP::new(u32::MAX, D), BP::UNKNOWN);
        // A denominator just off 2^31 goes through the rounding path instead.
        assert_eq!(BP::new(1, D - 1).numerator(), 1);
        assert_eq!(BP::new(D - 1, D - 1), BP::one());
    }

    #[test]
    fn prob_ordering_matches_fraction_ordering() {
        assert!(BP::new(1, 7) < BP::new(2, 7));
        assert!(BP::new(1, 7) < BP::new(1, 4));
        assert!(BP::new(5, 7) < BP::new(3, 4));
        assert!(BP::new(4, 7) > BP::new(1, 2));
        assert!(BP::new(4, 7) > BP::new(3, 7));
        assert!(BP::new(1, 7) <= BP::new(2, 14));
        assert!(BP::new(1, 7) >= BP::new(2, 14));
        assert!(BP::new(99_999_998, 100_000_000) < BP::new(99_999_999, 100_000_000));
        assert!(BP::new(4, 5) > BP::new(3, 4));
        assert!(BP::new(0, u32::MAX) < BP::new(u32::MAX, u32::MAX));
        assert_ne!(BP::new(1, 7), BP::new(1, 4));
    }

    #[test]
    fn prob_add_sub_saturate() {
        let (z, o, h, q, q3) = (
            BP::new(0, 1),
            BP::new(1, 1),
            BP::new(1, 2),
            BP::new(1, 4),
            BP::new(3, 4),
        );
        assert_eq!(z + o, o);
        assert_eq!(h + z, h);
        assert_eq!(h + h, o);
        assert_eq!(q + h, q3);
        assert_eq!(q + q3, o);
        // Past one: clamped.
        assert_eq!(h + q3, o);
        assert_eq!(q3 + q3, o);

        assert_eq!(o - z, o);
        assert_eq!(o - h, h);
        assert_eq!(o - q, q3);
        assert_eq!(q3 - h, q);
        // Below zero: clamped.
        assert_eq!(z - o, z);
        assert_eq!(q - h, z);
        assert_eq!(q - q3, z);

        let mut acc = q;
        acc += q;
        assert_eq!(acc, h);
        acc -= q3;
        assert_eq!(acc, z);
    }

    #[test]
    fn prob_mul_and_div() {
        let (z, o, h, q, q3) = (
            BP::new(0, 1),
            BP::new(1, 1),
            BP::new(1, 2),
            BP::new(1, 4),
            BP::new(3, 4),
        );
        assert_eq!(z.mul_prob(o), z);
        assert_eq!(h.mul_prob(h), q);
        assert_eq!(q.mul_prob(o), q);
        assert_eq!(o.mul_prob(o), o);
        assert_eq!(z.mul_prob(z), z);

        assert_eq!(z.mul_u32(3), z);
        assert_eq!(q.mul_u32(3), q3);
        assert_eq!(h.mul_u32(3), o);
        assert_eq!(q3.mul_u32(2), o);
        assert_eq!(o.mul_u32(u32::MAX), o);
        assert_eq!(BP::new(1, D).mul_u32(u32::MAX), o);

        assert_eq!(z.div_u32(4), z);
        assert_eq!(o.div_u32(4), q);
        assert_eq!(q3.div_u32(3), q);
        assert_eq!(h.div_u32(2), q);
        assert_eq!(o.div_u32(2), h);
        assert_eq!(h.div_u32(u32::MAX), z);
        assert_eq!(o.div_u32(u32::MAX), z);

        assert_eq!(q.div_prob(h), h);
        assert_eq!(q3.div_prob(o), q3);
        // Rounded, not floored: raw(1) / raw(3) is exactly one third, 715827882.67 units.
        assert_eq!(BP::raw(1).div_prob(BP::raw(3)).numerator(), 715_827_883);
        assert_eq!(BP::raw(7).div_prob(BP::raw(4)).numerator(), 7 * (D / 4));
        // Not clamped: (1/2) / (3/8) = 4/3 keeps a numerator above one...
        assert_eq!(h.div_prob(BP::new(3, 8)).numerator(), 2_863_311_531);
        // ...and (1/2) / (1/4) = 2 needs 2^32, which truncates to 0 as LLVM's uint32_t does.
        assert_eq!(h.div_prob(q), z);
        // Products round half up: raw(1) * 1/2 is exactly half an ulp.
        assert_eq!(BP::raw(1).mul_prob(h), BP::raw(1));
        assert_eq!(BP::raw(1).mul_prob(BP::raw(D / 2 - 1)), BP::raw(0));
    }

    #[test]
    fn prob_compl() {
        assert_eq!(BP::new(2, 7).compl(), BP::new(5, 7));
        assert_eq!(BP::new(5, 7).compl(), BP::new(2, 7));
        assert_eq!(BP::new(7, 7).compl(), BP::zero());
        assert_eq!(BP::new(0, 7).compl(), BP::one());
        // Out-of-range numerators wrap like LLVM's uint32_t subtraction.
        assert_eq!(BP::UNKNOWN.compl().numerator(), D.wrapping_sub(u32::MAX));
    }

    #[test]
    fn prob_from_u64_shifts_until_denominator_fits() {
        // Fits already: same as the 32-bit constructor.
        assert_eq!(BP::from_u64(1, 3).numerator(), 715_827_883);
        assert_eq!(BP::from_u64(0, u64::from(u32::MAX)), BP::zero());
        // Both shifted by 32 bits.
        assert_eq!(BP::from_u64(u64::MAX, u64::MAX), BP::one());
        assert_eq!(BP::from_u64(u64::MAX / 3, u64::MAX), BP::new(1, 3));
        // 2^32 shifts once to 2^31, which then takes the copy path.
        assert_eq!(BP::from_u64(1 << 31, 1 << 32), BP::new(1, 2));
        assert_eq!(BP::from_u64(1 << 32, 1 << 33), BP::new(1, 2));
        // The shift truncates the numerator instead of rounding it.
        assert_eq!(BP::from_u64(1, 1 << 32), BP::zero());
        assert_eq!(BP::from_u64(3, 1 << 32), BP::raw(1));
        assert_eq!(BP::from_u64(7, (1 << 33) + 4), BP::raw(1));
        // A denominator of 2^32 + 1 shifts to exactly 2^31.
        assert_eq!(BP::from_u64(1 << 20, (1 << 32) + 1), BP::raw(1 << 19));
    }

    #[test]
    fn prob_scale_edge_cases() {
        let two63 = 1u64 << 63;
        let two31 = 1u64 << 31;
        let big = BP::new(two31 as u32, u32::MAX); // just above 1/2 in exact terms

        // Scaling by one or zero, including the `num == 0` fast path.
        for p in [BP::new(1, 1), BP::new(7, 7)] {
            assert_eq!(p.scale(u64::MAX), u64::MAX);
            assert_eq!(p.scale(u64::from(u32::MAX)), u64::from(u32::MAX));
            assert_eq!(p.scale(0), 0);
        }
        assert_eq!(BP::zero().scale(u64::MAX), 0);
        assert_eq!(BP::zero().scale(0), 0);

        assert_eq!(BP::new(1, 2).scale(u64::MAX), two63 - 1);
        assert_eq!(big.scale(2), 1);
        assert_eq!(big.scale(two31 * 2), two31);
        assert_eq!(big.scale(u64::MAX), 9_223_372_036_854_775_807);
        // Needs all 96 bits of the product to get the last digit right.
        assert_eq!(
            BP::new(two31 as u32 + 1, u32::MAX - 2).scale(u64::MAX),
            9_223_372_045_444_710_399
        );
    }

    #[test]
    fn prob_scale_by_inverse_edge_cases() {
        let two63 = 1u64 << 63;
        let two31 = 1u64 << 31;

        for p in [BP::new(1, 1), BP::new(7, 7)] {
            assert_eq!(p.scale_by_inverse(u64::MAX), u64::MAX);
            assert_eq!(p.scale_by_inverse(u64::from(u32::MAX)), u64::from(u32::MAX));
            assert_eq!(p.scale_by_inverse(0), 0);
        }
        // Zero numerator with zero probability never divides.
        assert_eq!(BP::zero().scale_by_inverse(0), 0);

        // Tiny probabilities: saturate, or multiply by 2^31 exactly.
        assert_eq!(BP::new(1, u32::MAX).scale_by_inverse(u64::MAX), u64::MAX);
        assert_eq!(
            BP::new(1, D).scale_by_inverse(u64::from(u32::MAX)),
            u64::from(u32::MAX) * D64
        );
        assert_eq!(BP::new(1, D).scale_by_inverse(1), D64);

        // Dividing by a half: the largest input that still fits, then the first that doesn't.
        assert_eq!(BP::new(1, 2).scale_by_inverse(two63 - 1), u64::MAX - 1);
        assert_eq!(BP::new(1, 2).scale_by_inverse(two63), u64::MAX);

        let big = BP::new(two31 as u32, u32::MAX);
        let big_minus = BP::new(two31 as u32 - 1, u32::MAX);
        assert_eq!(big.scale_by_inverse(1), 2);
        assert_eq!(big_minus.scale_by_inverse(1), 2);
        assert_eq!(big.scale_by_inverse(two31), two31 * 2);
        assert_eq!(big_minus.scale_by_inverse(two31), two31 * 2);
        assert_eq!(big.scale_by_inverse(two63 + two31), u64::MAX);

        // The exact quotients sit just below the next integer; a rounding implementation
        // would be off by one here.
        assert_eq!(
            BP::new(two31 as u32 + 2, u32::MAX - 2).scale_by_inverse(9_223_372_047_592_194_056),
            18_446_744_060_824_649_767
        );
        assert_eq!(
            BP::new(two31 as u32 + 1, u32::MAX).scale_by_inverse(two63 + two31),
            18_446_744_060_824_649_739
        );
    }

    #[test]
    #[should_panic]
    fn prob_scale_by_inverse_of_zero_panics() {
        let _ = BP::zero().scale_by_inverse(1);
    }

    #[test]
    fn prob_scale_matches_llvm_table() {
        // A handful of (num, prob numerator, prob denominator, expected) rows from LLVM's
        // brute-force scale test, half with quotients that fit in 64 bits and half whose
        // intermediate needs the full 96 bits.
        let rows: [(u64, u32, u32, u64); 8] = [
            (0x1423e2a50, 0x64819521, 0x7765dd13, 0x10f418888),
            (0xd03dbfbe24, 0x790079, 0xe419f3, 0x6e776fc2c4),
            (0x155fd48c7, 0xf5894d, 0x1256108, 0x11e383604),
            (0x282afc96b, 0x143ae554, 0x1a9863ff, 0x1e8de5204),
            (
                0x23ca5f2f672ca41c,
                0xecbc641,
                0x111373f7,
                0x1f0301e5c76869c6,
            ),
            (
                0x5e4f2468142265e3,
                0x1ddf5837,
                0x32189233,
                0x383ca7bad6053ac9,
            ),
            (0x1114e0974255d507, 0x1c693, 0x2d6ff, 0xaae42e4be5f9f8d),
            (
                0x1ef0db1e7bab1cd0,
                0x2b60cf38,
                0x4188f78f,
                0x147ae0d63fc0575a,
            ),
        ];
        for (num, n, d, expected) in rows {
            assert_eq!(
                BP::new(n, d).scale(num),
                expected,
                "{num:#x} * {n:#x}/{d:#x}"
            );
        }
    }

    fn normalized(input: &[BP]) -> Vec<u32> {
        let mut v = input.to_vec();
        BP::normalize(&mut v);
        v.iter().map(|p| p.numerator()).collect()
    }

    #[test]
    fn prob_normalize_known_values() {
        let third_up = D / 3 + 1;

        // All zero: uniform.
        assert_eq!(normalized(&[BP::zero(), BP::zero()]), [D / 2, D / 2]);
        // Already normalised.
        assert_eq!(normalized(&[BP::zero(), BP::one()]), [0, D]);
        // Too small and too large are both rescaled.
        let pct = BP::new(1, 100);
        assert_eq!(normalized(&[pct, pct]), [D / 2, D / 2]);
        assert_eq!(normalized(&[BP::one(), BP::one()]), [D / 2, D / 2]);
        // Three equal shares round up each; the total overshoots one by 1.
        assert_eq!(
            normalized(&[BP::one(), BP::one(), BP::one()]),
            [third_up; 3]
        );
        assert_eq!(normalized(&[]), Vec::<u32>::new());
    }

    #[test]
    fn prob_normalize_with_unknowns() {
        let u = BP::UNKNOWN;
        let h = BP::new(1, 2);
        // The unknown entry takes the remaining mass.
        assert_eq!(normalized(&[BP::zero(), u]), [0, D]);
        assert_eq!(normalized(&[h, u]), [D / 2, D / 2]);
        // Nothing left over: the unknown becomes zero and nothing else changes.
        assert_eq!(normalized(&[BP::one(), u]), [D, 0]);
        // Known entries exceed one: unknown becomes zero, the rest are rescaled.
        assert_eq!(
            normalized(&[h, h, h, u]),
            [D / 3 + 1, D / 3 + 1, D / 3 + 1, 0]
        );
        // Leftover split by floor; known entries are *not* rescaled, so the sum falls short.
        let q = BP::new(1, 4);
        assert_eq!(normalized(&[q, u, u, u]), [D / 4, D / 4, D / 4, D / 4]);
        let third = BP::new(1, 3);
        let out = normalized(&[third, u, u]);
        assert_eq!(out, [715_827_883, 715_827_882, 715_827_882]);
        assert_eq!(out.iter().map(|&x| u64::from(x)).sum::<u64>(), D64 - 1);
        // Everything unknown: even split, floor.
        assert_eq!(normalized(&[u, u, u]), [D / 3; 3]);
    }

    // ---- Display, against strings printed by the real `opt-16`. ----

    #[test]
    fn prob_display_matches_opt16() {
        // Every expected string below was printed by
        //   /usr/lib/llvm-16/bin/opt -passes='print<branch-prob>' -disable-output t.ll
        // on this IR (each `define` has one `entry` block branching to `ret void` blocks):
        //
        //   define void @sw3(i32 %x)   ; switch i32 %x, label %d [ i32 1, label %a
        //                              ;                           i32 2, label %b ]
        //   define void @sw7(i32 %x)   ; same, with six cases (7 successors)
        //   define void @w13(i1 %c)    ; br i1 %c, label %t, label %f, !prof !0
        //   define void @w41(i1 %c)    ; ... !prof !1
        //   define void @w131(i1 %c)   ; ... !prof !2
        //   define void @w5_27(i1 %c)  ; ... !prof !3
        //   define void @w3_29(i1 %c)  ; ... !prof !4
        //   define void @w0_1(i1 %c)   ; ... !prof !5
        //   !0 = !{!"branch_weights", i32 1, i32 3}
        //   !1 = !{!"branch_weights", i32 4, i32 1}
        //   !2 = !{!"branch_weights", i32 1, i32 31}
        //   !3 = !{!"branch_weights", i32 5, i32 27}
        //   !4 = !{!"branch_weights", i32 3, i32 29}
        //   !5 = !{!"branch_weights", i32 0, i32 1}
        //
        // With no special cases in play, BPI produces new(weight, sum) for weighted branches
        // and new(1, n) for an unweighted n-way switch, which is what we feed in here.
        let cases: [(BP, &str); 16] = [
            (BP::new(1, 3), "0x2aaaaaab / 0x80000000 = 33.33%"),
            (BP::new(1, 7), "0x12492492 / 0x80000000 = 14.29%"),
            (BP::new(1, 4), "0x20000000 / 0x80000000 = 25.00%"),
            (BP::new(3, 4), "0x60000000 / 0x80000000 = 75.00%"),
            (BP::new(4, 5), "0x66666666 / 0x80000000 = 80.00%"),
            (BP::new(1, 5), "0x1999999a / 0x80000000 = 20.00%"),
            (BP::new(1, 32), "0x04000000 / 0x80000000 = 3.12%"),
            (BP::new(31, 32), "0x7c000000 / 0x80000000 = 96.88%"),
            (BP::new(5, 32), "0x14000000 / 0x80000000 = 15.62%"),
            (BP::new(27, 32), "0x6c000000 / 0x80000000 = 84.38%"),
            (BP::new(3, 32), "0x0c000000 / 0x80000000 = 9.38%"),
            (BP::new(29, 32), "0x74000000 / 0x80000000 = 90.62%"),
            (BP::new(0, 1), "0x00000000 / 0x80000000 = 0.00%"),
            (BP::new(1, 1), "0x80000000 / 0x80000000 = 100.00%"),
            (BP::zero(), "0x00000000 / 0x80000000 = 0.00%"),
            (BP::one(), "0x80000000 / 0x80000000 = 100.00%"),
        ];
        for (p, expected) in cases {
            assert_eq!(p.to_string(), expected);
        }
    }

    #[test]
    fn prob_display_unknown_and_small() {
        assert_eq!(BP::UNKNOWN.to_string(), "?%");
        assert_eq!(BP::default().to_string(), "?%");
        // Also from opt-16 (same command as above) on an invoke with a landing pad:
        //   define void @inv() personality ptr @__gxx_personality_v0 {
        //   entry:
        //     invoke void @g() to label %ok unwind label %lp
        //   ok: ret void
        //   lp: %x = landingpad { ptr, i32 } cleanup
        //       resume { ptr, i32 } %x }
        // printed `entry -> ok` as 0x7ffff800 (100.00%) and `entry -> lp` as 0x800 (0.00%).
        assert_eq!(
            BP::raw(0x800).to_string(),
            "0x00000800 / 0x80000000 = 0.00%"
        );
        assert_eq!(
            BP::raw(0x7fff_f800).to_string(),
            "0x7ffff800 / 0x80000000 = 100.00%"
        );
        // Values above one are printed without complaint, as in LLVM.
        assert_eq!(
            BP::raw(D + D / 2).to_string(),
            "0xc0000000 / 0x80000000 = 150.00%"
        );
    }

    /// The C library's `rint` and `snprintf`, which LLVM's `print` actually runs through.
    #[cfg(target_os = "linux")]
    mod libc_ref {
        use std::ffi::{c_char, c_double, c_int};

        extern "C" {
            fn rint(x: c_double) -> c_double;
            fn snprintf(buf: *mut c_char, size: usize, fmt: *const c_char, ...) -> c_int;
        }

        /// The same print sequence as LLVM's, performed by glibc.
        pub fn print(n: u32, d: u32) -> String {
            let mut buf: [c_char; 96] = [0; 96];
            // SAFETY: `buf` is large enough for any output of this format (two 8-digit hex
            // numbers and a percentage below 10^3); the format consumes exactly the three
            // variadic arguments passed, with matching C types.
            let len = unsafe {
                let percent = rint((f64::from(n) / f64::from(d)) * 100.0 * 100.0) / 100.0;
                snprintf(
                    buf.as_mut_ptr(),
                    buf.len(),
                    c"0x%08x / 0x%08x = %.2f%%".as_ptr(),
                    n,
                    d,
                    percent,
                )
            };
            let len = usize::try_from(len).expect("snprintf failed");
            let bytes: Vec<u8> = buf[..len].iter().map(|&c| c as u8).collect();
            String::from_utf8(bytes).expect("ASCII output")
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn prob_display_agrees_with_glibc_printf() {
        let mut rng = Rng::new(0x5EED_0001);
        let check = |n: u32| {
            assert_eq!(
                BP::raw(n).to_string(),
                libc_ref::print(n, D),
                "numerator {n:#x}"
            );
        };
        for k in 0..=64u32 {
            // Every multiple of 1/64 hits the tie cases of the hundredths rounding.
            check((D / 64) * k);
        }
        for _ in 0..20_000 {
            check(rng.next_u32() % (D + 1));
        }
        for n in [1, 2, D - 1, D + 1, u32::MAX - 1] {
            check(n);
        }
        // The integer rounding against the double arithmetic across the whole u32 range,
        // numerators with exact hundredths ties (N · 10^4 ≡ 2^30 mod 2^31) included.
        for n in (0..u32::MAX).step_by(65_521) {
            check(n); // u32::MAX is the unknown probability
        }
        for k in 0..2_000u64 {
            let tie = (k * 2 + 1) << 30; // an odd multiple of 2^30, as N · 10^4 must be
            if tie % 10_000 == 0 && tie / 10_000 <= u64::from(u32::MAX) {
                check((tie / 10_000) as u32);
            }
        }
    }

    // ---- Properties checked against exact 128-bit references. ----

    #[test]
    fn prob_new_is_within_half_ulp() {
        let mut rng = Rng::new(0x5EED_0002);
        for i in 0..200_000 {
            let d = match i % 3 {
                0 => rng.next_u32().max(1),
                1 => (rng.next_u32() % 1000).max(1),
                _ => D.wrapping_add(rng.next_u32() % 5).wrapping_sub(2).max(1),
            };
            let n = (u64::from(rng.next_u32()) % (u64::from(d) + 1)) as u32;
            let got = u128::from(BP::new(n, d).numerator());
            // |got / 2^31 - n / d| <= 1 / 2^32, i.e. |2 * (got * d - n * 2^31)| <= d.
            let lhs = got * u128::from(d);
            let rhs = u128::from(n) << 31;
            let twice_err = 2 * lhs.abs_diff(rhs);
            assert!(twice_err <= u128::from(d), "new({n}, {d}) = {got}");
            // And it is exactly "round half up" of the rational.
            let oracle = if d == D {
                u128::from(n)
            } else {
                (rhs + u128::from(d / 2)) / u128::from(d)
            };
            assert_eq!(got, oracle, "new({n}, {d})");
        }
    }

    #[test]
    fn prob_new_round_trips_raw() {
        let mut rng = Rng::new(0x5EED_0003);
        for _ in 0..100_000 {
            let n = rng.next_u32();
            assert_eq!(BP::new(BP::raw(n).numerator(), D), BP::raw(n));
        }
        for n in [0, 1, D - 1, D, D + 1, u32::MAX] {
            assert_eq!(BP::new(n, D), BP::raw(n));
        }
    }

    #[test]
    fn prob_from_u64_matches_shift_reference() {
        let mut rng = Rng::new(0x5EED_0004);
        for _ in 0..100_000 {
            let d = interesting_u64(&mut rng).max(1);
            let n = rng.below_or_eq(d);
            // Reference: the smallest shift that makes d fit, then the 32-bit constructor.
            let shift = 64 - d.leading_zeros().min(32) - 32;
            let expected = BP::new((n >> shift) as u32, (d >> shift) as u32);
            assert_eq!(BP::from_u64(n, d), expected, "from_u64({n}, {d})");
            // Truncating both operands moves the ratio by less than one unit (the shifted
            // denominator is at least 2^31), and rounding adds at most half a unit:
            // |got / 2^31 - n / d| < 1.5 / 2^31.
            let got = u128::from(expected.numerator());
            let err = (got * u128::from(d)).abs_diff(u128::from(n) << 31);
            assert!(2 * err < 3 * u128::from(d), "from_u64({n}, {d}) = {got}");
        }
    }

    fn scale_oracle(num: u64, mul: u32, div: u32) -> u64 {
        let q = u128::from(num) * u128::from(mul) / u128::from(div);
        u64::try_from(q).unwrap_or(u64::MAX)
    }

    #[test]
    fn prob_scale_matches_u128_oracle() {
        let mut rng = Rng::new(0x5EED_0005);
        for _ in 0..200_000 {
            let num = interesting_u64(&mut rng);
            // Mostly real probabilities, sometimes raw numerators above one.
            let p = if rng.next().is_multiple_of(4) {
                rng.next_u32()
            } else {
                rng.next_u32() % (D + 1)
            };
            assert_eq!(
                BP::raw(p).scale(num),
                scale_oracle(num, p, D),
                "{num} * {p}"
            );
            if p != 0 {
                assert_eq!(
                    BP::raw(p).scale_by_inverse(num),
                    scale_oracle(num, D, p),
                    "{num} / {p}"
                );
            }
        }
    }

    #[test]
    fn prob_scale_is_monotone() {
        let mut rng = Rng::new(0x5EED_0006);
        for _ in 0..100_000 {
            let (a, b) = (interesting_u64(&mut rng), interesting_u64(&mut rng));
            let (lo, hi) = (a.min(b), a.max(b));
            let (p, r) = (rng.next_u32() % (D + 1), rng.next_u32() % (D + 1));
            let (plo, phi) = (BP::raw(p.min(r)), BP::raw(p.max(r)));
            // In the integer...
            assert!(phi.scale(lo) <= phi.scale(hi));
            // ...and in the probability; scaling never grows the value.
            assert!(plo.scale(hi) <= phi.scale(hi));
            assert!(phi.scale(hi) <= hi);
            if !plo.is_zero() {
                assert!(plo.scale_by_inverse(lo) <= plo.scale_by_inverse(hi));
                assert!(phi.scale_by_inverse(hi) <= plo.scale_by_inverse(hi));
                assert!(plo.scale_by_inverse(hi) >= hi);
            }
        }
    }

    #[test]
    fn prob_normalize_matches_rescale_reference() {
        let mut rng = Rng::new(0x5EED_0007);
        for _ in 0..20_000 {
            let len = 1 + (rng.next() % 12) as usize;
            let input: Vec<BP> = (0..len)
                .map(|_| BP::raw((rng.next_u32() % (D + 1)) >> rng.below_or_eq(31)))
                .collect();
            let sum: u64 = input.iter().map(|p| u64::from(p.numerator())).sum();
            let out = normalized(&input);
            if sum == 0 {
                assert!(out.iter().all(|&x| x == BP::new(1, len as u32).numerator()));
            } else {
                for (p, &got) in input.iter().zip(&out) {
                    let exact = (u128::from(p.numerator()) * u128::from(D) + u128::from(sum / 2))
                        / u128::from(sum);
                    assert_eq!(u128::from(got), exact);
                }
            }
            // Per-entry rounding error is at most half an ulp, so the total is within len/2
            // of one -- but generally not exactly one.
            let total: u64 = out.iter().map(|&x| u64::from(x)).sum();
            assert!(
                2 * total.abs_diff(D64) <= len as u64,
                "{input:?} -> {out:?}"
            );
        }
    }

    #[test]
    fn prob_normalize_with_unknowns_reference() {
        let mut rng = Rng::new(0x5EED_0008);
        for _ in 0..20_000 {
            let len = 1 + (rng.next() % 8) as usize;
            let input: Vec<BP> = (0..len)
                .map(|_| {
                    if rng.next().is_multiple_of(3) {
                        BP::UNKNOWN
                    } else {
                        BP::raw((rng.next_u32() % (D + 1)) >> rng.below_or_eq(31))
                    }
                })
                .collect();
            let unknown = input.iter().filter(|p| p.is_unknown()).count() as u64;
            if unknown == 0 {
                continue;
            }
            let sum: u64 = input
                .iter()
                .filter(|p| !p.is_unknown())
                .map(|p| u64::from(p.numerator()))
                .sum();
            let out = normalized(&input);
            for (p, &got) in input.iter().zip(&out) {
                let expected = match (p.is_unknown(), sum <= D64) {
                    (true, true) => (D64 - sum) / unknown,
                    (true, false) => 0,
                    (false, true) => u64::from(p.numerator()),
                    (false, false) => (u64::from(p.numerator()) * D64 + sum / 2) / sum,
                };
                assert_eq!(u64::from(got), expected, "{input:?} -> {out:?}");
            }
            if sum <= D64 {
                // Floor split: short of one by less than the number of unknown entries.
                let total: u64 = out.iter().map(|&x| u64::from(x)).sum();
                assert!(total <= D64 && D64 - total < unknown);
            }
        }
    }

    #[test]
    fn prob_divide_nearest() {
        assert_eq!(divide_nearest(7, 2), 4); // tie rounds up
        assert_eq!(divide_nearest(5, 2), 3);
        assert_eq!(divide_nearest(5, 3), 2);
        assert_eq!(divide_nearest(4, 3), 1);
        assert_eq!(divide_nearest(0, 9), 0);
        assert_eq!(divide_nearest(10, 1), 10);
        // LLVM 16 wraps in `Numerator + Denominator / 2`; keep that.
        assert_eq!(divide_nearest(u64::MAX, u64::MAX), 0);
        assert_eq!(divide_nearest(u64::MAX, 2), 0);
        // BPI's metadata redistribution: New.N * BP.N / Old.N, rounded.
        let new_sum = u64::from(D - 1);
        assert_eq!(
            divide_nearest(new_sum * u64::from(D / 2), u64::from(D / 2)),
            new_sum
        );
        let mut rng = Rng::new(0x5EED_0009);
        for _ in 0..100_000 {
            let num = rng.next() >> 1; // no wrap possible
            let den = (interesting_u64(&mut rng) >> 1).max(1);
            let oracle = (u128::from(num) + u128::from(den / 2)) / u128::from(den);
            assert_eq!(u128::from(divide_nearest(num, den)), oracle);
        }
    }
}
