/* Hand-hoisted twin of fp_atomic_stat.c (same output byte for byte): r, k and m are computed
 * before the loop and again after each rerate(); the relaxed atomic store and load stay in the
 * loop.
 *
 * usage: fp_atomic_stat [N]   (N iterations; prints one checksum line) */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 250000000

double rate = 1.25;
double xs[XN];
double out[OUT];
_Atomic int stop_requested; /* set by another thread in a real program; never here */
_Atomic int progress;
unsigned state = 1717u;

/* Rare, never inlined: rewrites rate. */
__attribute__((noinline)) void rerate(int i) {
  state = state * 1103515245u + 12345u;
  rate = 0.75 + ((state >> 8) & 255) * 0.01 + (i & 1);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.5 + (t % 43) * 0.0234375;
  int budget = period;
  double r = rate;
  double k = (r + 1.0) / (r * 0.5 + 2.0);
  double m = k / (r + 3.5) + r / 6.0;
  for (int i = 0; i < n; ++i) {
    out[i % OUT] = m * xs[i & (XN - 1)] + i;
    atomic_store_explicit(&progress, i, memory_order_relaxed);
    if (atomic_load_explicit(&stop_requested, memory_order_relaxed))
      break;
    if (--budget == 0) {
      budget = period;
      rerate(i);
      r = rate;
      k = (r + 1.0) / (r * 0.5 + 2.0);
      m = k / (r + 3.5) + r / 6.0;
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_atomic_stat n=%d progress=%d rate=%.17g checksum=%.17g\n", n,
         atomic_load_explicit(&progress, memory_order_relaxed), rate, sum);
  return 0;
}
