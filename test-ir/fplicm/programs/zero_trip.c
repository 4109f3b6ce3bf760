/* FPLICM correctness: zero-trip loops whose index is invalid when they do not run.
 *
 * scan_rotated (a plain for loop) and scan_unrotated (exits from its header and its latch,
 * so loop-rotate leaves it alone and its body is not guaranteed to run before an exit) are
 * profiled on real trips first, then called with n = 0 while `idx` is far out of range.
 * Evaluating A[idx] in a preheader without a guard would fault (or read garbage) where the
 * original reads nothing. In scan_rotated the preheader sits behind loop-rotate's guard and
 * the body's first block runs the load; in scan_unrotated the header's exit test comes first.
 *
 * expect freqpath-fplicm:      both functions: hoist 1 load of @idx (always safe: a global),
 *                              1 repair each.
 * expect freqpath-fplicm-perf: scan_rotated: chain hoisted unguarded (guaranteed to run);
 *                              scan_unrotated: chain hoisted only behind a bounds guard on
 *                              idx (or not hoisted); the n = 0 calls must not fault. */
#include <stdio.h>

#define SIZE 48

double A[SIZE];
int idx = 5;
int stop_at = -1;

double scan_rotated(int n) {
  double s = 0.0;
  for (int i = 0; i < n; ++i) {
    double v = A[idx];
    s += v / 4.0 / (v + 2.0) + i;
    if (i % 40 == 39)
      idx = (idx + 3) % SIZE;
  }
  return s;
}

double scan_unrotated(int n) {
  double s = 0.0;
  int i = 0;
  for (;;) {
    if (i >= n)
      break;
    double v = A[idx];
    s += v / 8.0 / (v + 3.0) + i;
    if (i % 40 == 39)
      idx = (idx + 5) % SIZE;
    ++i;
    if (i == stop_at)
      break;
  }
  return s;
}

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 1.0 + t * 0.5;
  double s = scan_rotated(400) + scan_unrotated(400);
  s += scan_rotated(300) + scan_unrotated(300);
  int saved = idx;
  idx = 1 << 28;
  s += scan_rotated(0) + scan_unrotated(0);
  printf("zero_trip idx=%d saved=%d sum=%.17g\n", idx, saved, s);
  return 0;
}
