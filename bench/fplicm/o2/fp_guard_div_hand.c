/* Hand-hoisted twin of fp_guard_div.c (same output byte for byte): the guarded chain r, q, t
 * is computed before the loop and again after each rescale().
 *
 * usage: fp_guard_div_hand [N]   (N iterations; prints one checksum line) */
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

__attribute__((noinline)) void rescale(int i) {
  state = state * 1103515245u + 12345u;
  num = 1.0 + ((state >> 8) & 255) * 0.015 + (i & 3);
  den = ++rounds == 40 ? 0.0 : 0.75 + ((state >> 4) & 63) * 0.03;
}

/* The guarded chain; *zero says whether the guard failed (the loop counts it per
 * iteration, as the original does). */
static double chain(int *zero) {
  double p = num, d = den;
  double r;
  *zero = 0;
  if (d != 0.0) {
    r = p / d;
  } else {
    r = 0.0;
    *zero = 1;
  }
  double q = (r + 1.0) / (r * r + 2.0);
  return q / (p + 4.0);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.25 + (t % 29) * 0.0625;
  int budget = period;
  int zero;
  double t = chain(&zero);
  for (int i = 0; i < n; ++i) {
    if (zero)
      ++zero_den;
    out[i % OUT] = t * xs[i & (XN - 1)] + i;
    if (--budget == 0) {
      budget = period;
      rescale(i);
      t = chain(&zero);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_guard_div n=%d den=%.17g zero=%d checksum=%.17g\n", n, den, zero_den, sum);
  return 0;
}
