/* Hand-hoisted twin of fp_switch_arms.c (same output byte for byte): the header's quotient and
 * every arm's almost-invariant quotient are computed before the loop and again after each
 * relevel(); the arms keep only their per-iteration operations. (Arm 3 divides base + x, which
 * varies, so only L * L + 1.0 moves out there.)
 *
 * usage: fp_switch_arms_hand [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 450000000

double level = 2.0;
double xs[XN];
double out0[OUT], out1[OUT], out2[OUT], out3[OUT];
unsigned state = 31337u;

__attribute__((noinline)) void relevel(int i) {
  state = state * 1103515245u + 12345u;
  level = 1.0 + ((state >> 8) & 255) * 0.0125 + (i & 1);
}

struct inv {
  double L, base, q0, q1, b7, den3;
};

static struct inv compute(void) {
  struct inv v;
  v.L = level;
  v.base = (v.L + 2.0) / (v.L * 0.5 + 1.0);
  v.q0 = v.base / (v.L + 3.0);
  v.q1 = v.base / (v.L + 5.0);
  v.b7 = v.base + 7.0;
  v.den3 = v.L * v.L + 1.0;
  return v;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.75 + (t % 23) * 0.046875;
  int budget = period;
  struct inv v = compute();
  for (int i = 0; i < n; ++i) {
    double x = xs[i & (XN - 1)];
    int slot = i % OUT;
    switch (i & 3) {
    case 0:
      out0[slot] += v.q0 * x;
      break;
    case 1:
      out1[slot] = v.q1 + x;
      break;
    case 2:
      out2[slot] -= x / v.b7 * v.L;
      break;
    default:
      out3[slot] = (v.base + x) / v.den3;
      break;
    }
    if (--budget == 0) {
      budget = period;
      relevel(i);
      v = compute();
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += (out0[k] + out1[k] * 2.0 + out2[k] * 3.0 + out3[k] * 4.0) / (k + 1);
  printf("fp_switch_arms n=%d level=%.17g checksum=%.17g\n", n, level, sum);
  return 0;
}
