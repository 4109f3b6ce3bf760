/* -O2 FPLICM workload fp_guard_div (issue 45 ceiling study, shape 2: a chain crossing a
 * guard). `num` and `den` are almost-invariant globals, rewritten by a rare non-inlined call
 * (`den` = 0 only on a 40th round, which the workload never reaches). The chain divides
 * only under `if (d != 0)`, whose else arm counts the event in a global (so -O2 keeps the
 * guard a branch instead of a select): the first division sits in its own block and the
 * later divisions over its result (through the join's phi) in another, so the chain
 * crosses a block boundary.
 *
 * Hand hoist (fp_guard_div_hand.c): compute r, q, t (guard included) before the loop and
 * again after each rescale().
 *
 * usage: fp_guard_div [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 300000000

double num = 3.0, den = 1.5;
double xs[XN];
double out[OUT];
unsigned state = 77u;
int rounds;
int zero_den;

/* Rare, never inlined: rewrites num and den (den would be 0 on a 40th round only: at the
 * workload's ten rounds the guard is defensive and never fails). */
__attribute__((noinline)) void rescale(int i) {
  state = state * 1103515245u + 12345u;
  num = 1.0 + ((state >> 8) & 255) * 0.015 + (i & 3);
  den = ++rounds == 40 ? 0.0 : 0.75 + ((state >> 4) & 63) * 0.03;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.25 + (t % 29) * 0.0625;
  int budget = period;
  for (int i = 0; i < n; ++i) {
    double p = num, d = den;
    double r;
    if (d != 0.0) {
      r = p / d;
    } else {
      r = 0.0;
      ++zero_den; /* a diagnostic counter: keeps the guard a branch at -O2 */
    }
    double q = (r + 1.0) / (r * r + 2.0);
    double t = q / (p + 4.0);
    out[i % OUT] = t * xs[i & (XN - 1)] + i;
    if (--budget == 0) {
      budget = period;
      rescale(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_guard_div n=%d den=%.17g zero=%d checksum=%.17g\n", n, den, zero_den, sum);
  return 0;
}
