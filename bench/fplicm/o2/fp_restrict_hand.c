/* Hand-hoisted twin of fp_restrict.c (same output byte for byte): c0, c1, k and m are computed
 * before the loop and again after each recalibrate().
 *
 * usage: fp_restrict [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 300000000

double out_buf[OUT];
double coef_buf[2] = {1.5, 0.75};
double xs_buf[XN];
unsigned state = 4242u;

/* Rare, never inlined: rewrites the coefficients through its argument. */
__attribute__((noinline)) void recalibrate(double *coef, int i) {
  state = state * 1103515245u + 12345u;
  coef[0] = 0.5 + ((state >> 8) & 255) * 0.01;
  coef[1] = 0.25 + ((state >> 5) & 127) * 0.02 + (i & 1);
}

__attribute__((noinline)) void smooth(int n, double *restrict out, double *restrict coef,
                                      const double *restrict xs) {
  int period = n / 10 > 0 ? n / 10 : 1;
  int budget = period;
  double c0 = coef[0], c1 = coef[1];
  double k = (c0 + 1.0) / (c1 * 2.0 + 0.5);
  double m = k / (c0 + c1 + 3.0);
  for (int i = 0; i < n; ++i) {
    out[i % OUT] = m * xs[i & (XN - 1)] + i;
    if (--budget == 0) {
      budget = period;
      recalibrate(coef, i);
      c0 = coef[0], c1 = coef[1];
      k = (c0 + 1.0) / (c1 * 2.0 + 0.5);
      m = k / (c0 + c1 + 3.0);
    }
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  for (int t = 0; t < XN; ++t)
    xs_buf[t] = 0.5 + (t % 31) * 0.03125;
  smooth(n, out_buf, coef_buf, xs_buf);
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out_buf[k] / (k + 1);
  printf("fp_restrict n=%d c0=%.17g checksum=%.17g\n", n, coef_buf[0], sum);
  return 0;
}
