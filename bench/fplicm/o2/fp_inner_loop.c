/* -O2 FPLICM workload fp_inner_loop (issue 45 ceiling study, shape 6: the hot work in an
 * inner loop). Each outer iteration runs a short inner loop (5 or 6 iterations) that reads
 * the almost-invariant global `gain` and divides by expressions of it; the outer loop calls
 * the rare, non-inlined retune() (which rewrites `gain`) ten times in all. The inner loop
 * writes nothing `gain` could be, so LLVM's LICM hoists the load and the division chain to
 * the inner loop's preheader, but no further: the chain still runs once per outer
 * iteration, and the outer loop's frequent path goes around the inner cycle.
 *
 * Hand hoist (fp_inner_loop_hand.c): compute k and m before the outer loop and again after
 * each retune().
 *
 * usage: fp_inner_loop [N]   (N outer iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1024
#define XN 1024
#define DEFAULT_N 150000000

double gain = 1.75;
double xs[XN];
double out[OUT];
unsigned state = 8080u;

/* Rare, never inlined: rewrites gain. */
__attribute__((noinline)) void retune(int i) {
  state = state * 1103515245u + 12345u;
  gain = 0.5 + ((state >> 8) & 255) * 0.015 + (i & 1);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.5 + (t % 19) * 0.0625;
  int budget = period;
  for (int i = 0; i < n; ++i) {
    int len = 5 + (int)((i * 2654435761u) >> 31);
    for (int j = 0; j < len; ++j) {
      double g = gain;
      double k = (g + 1.0) / (g * g + 0.5);
      double m = k / (g + 3.0) + g / 5.0;
      out[(i * 8 + j) & (OUT - 1)] = m * xs[(i + j) & (XN - 1)] + j;
    }
    if (--budget == 0) {
      budget = period;
      retune(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_inner_loop n=%d gain=%.17g checksum=%.17g\n", n, gain, sum);
  return 0;
}
