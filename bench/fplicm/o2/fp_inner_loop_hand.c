/* Hand-hoisted twin of fp_inner_loop.c (same output byte for byte): g, k and m are computed
 * before the outer loop and again after each retune(); the inner loop keeps only its per-
 * element work.
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
  double g = gain;
  double k = (g + 1.0) / (g * g + 0.5);
  double m = k / (g + 3.0) + g / 5.0;
  for (int i = 0; i < n; ++i) {
    int len = 5 + (int)((i * 2654435761u) >> 31);
    for (int j = 0; j < len; ++j) {
      out[(i * 8 + j) & (OUT - 1)] = m * xs[(i + j) & (XN - 1)] + j;
    }
    if (--budget == 0) {
      budget = period;
      retune(i);
      g = gain;
      k = (g + 1.0) / (g * g + 0.5);
      m = k / (g + 3.0) + g / 5.0;
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_inner_loop n=%d gain=%.17g checksum=%.17g\n", n, gain, sum);
  return 0;
}
