/* -O2 FPLICM workload fp_two_roots (issue 45 ceiling study, shape 3: two root loads, one
 * division each, combined). `alpha` and `beta` are two almost-invariant globals, each
 * rewritten on its own rare path at its own period: `alpha = next_alpha(i)` (a store of a
 * non-inlined call's result: at -O2 GVN's load PRE carries alpha in a header phi) and
 * `set_beta(i)` (a non-inlined call that writes beta: it stays a load in the loop). Each
 * feeds one division; the product of the two quotients is the loop's almost-invariant
 * factor. Per root the chain has one expensive operation; together two.
 *
 * Hand hoist (fp_two_roots_hand.c): compute u, v, w before the loop and again after either
 * rare call.
 *
 * usage: fp_two_roots [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 450000000

double alpha = 1.5, beta = 2.5;
double xs[XN];
double out[OUT];
unsigned state = 99u;

/* Returns the next alpha; the caller stores it (so at -O2 GVN carries alpha in a phi). */
__attribute__((noinline)) double next_alpha(int i) {
  state = state * 1103515245u + 12345u;
  return 0.5 + ((state >> 8) & 255) * 0.02 + (i & 1);
}

__attribute__((noinline)) void set_beta(int i) {
  state = state * 1103515245u + 12345u;
  beta = 1.0 + ((state >> 6) & 255) * 0.01 + (i & 3);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int pa = n / 10 > 0 ? n / 10 : 1;
  int pb = n / 7 > 0 ? n / 7 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.5 + (t % 41) * 0.025;
  int ba = pa, bb = pb;
  for (int i = 0; i < n; ++i) {
    double a = alpha;
    double b = beta;
    double u = (a + 1.0) / (a + 2.5);
    double v = (b * 0.5 + 1.0) / (b + 7.0);
    double w = u * v;
    out[i % OUT] = w * xs[i & (XN - 1)] + i;
    if (--ba == 0) {
      ba = pa;
      alpha = next_alpha(i);
    }
    if (--bb == 0) {
      bb = pb;
      set_beta(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_two_roots n=%d alpha=%.17g beta=%.17g checksum=%.17g\n", n, alpha, beta, sum);
  return 0;
}
