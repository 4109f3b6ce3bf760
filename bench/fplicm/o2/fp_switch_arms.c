/* -O2 FPLICM workload fp_switch_arms (issue 45 ceiling study, shape 5: no single >= 80 %
 * path). The loop dispatches on i % 4 into four equally frequent arms; each arm uses the same
 * almost-invariant value `level` (a global) in a division of its own, after a common division
 * in the header. `level` is written only by a rare non-inlined call, so it is "rarely
 * clobbered" by frequency (the call's block runs 10 times in N), but no path through the loop
 * carries 80 % of the iterations (each arm has 25 %).
 *
 * Hand hoist (fp_switch_arms_hand.c): compute the header's quotient and the four arms'
 * quotients before the loop and again after each relevel().
 *
 * usage: fp_switch_arms [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 450000000

double level = 2.0;
double xs[XN];
double out0[OUT], out1[OUT], out2[OUT], out3[OUT];
unsigned state = 31337u;

/* Rare, never inlined: rewrites level. */
__attribute__((noinline)) void relevel(int i) {
  state = state * 1103515245u + 12345u;
  level = 1.0 + ((state >> 8) & 255) * 0.0125 + (i & 1);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.75 + (t % 23) * 0.046875;
  int budget = period;
  for (int i = 0; i < n; ++i) {
    double L = level;
    double base = (L + 2.0) / (L * 0.5 + 1.0);
    double x = xs[i & (XN - 1)];
    int slot = i % OUT;
    switch (i & 3) {
    case 0:
      out0[slot] += base / (L + 3.0) * x;
      break;
    case 1:
      out1[slot] = base / (L + 5.0) + x;
      break;
    case 2:
      out2[slot] -= x / (base + 7.0) * L;
      break;
    default:
      out3[slot] = (base + x) / (L * L + 1.0);
      break;
    }
    if (--budget == 0) {
      budget = period;
      relevel(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += (out0[k] + out1[k] * 2.0 + out2[k] * 3.0 + out3[k] * 4.0) / (k + 1);
  printf("fp_switch_arms n=%d level=%.17g checksum=%.17g\n", n, level, sum);
  return 0;
}
