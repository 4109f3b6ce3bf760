/* FPLICM workload fp_contfrac: a continued fraction (seven dependent divisions) over one
 * almost-invariant table index.
 *
 * `sel` is a global; every iteration reloads it, loads two coefficients through it and
 * evaluates a six-level continued fraction and a final ratio, although `sel` changes on only
 * ten iterations of the run. The rare block reads the old `sel` before it stores the new one
 * (no call there). Everything up to `ratio` is invariant on the frequent path; the
 * `ratio * 1.5 + i` (one fmuladd), the output store and the countdown stay in the loop.
 *
 * usage: fp_contfrac [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define TABLE 512
#define OUT 1000
#define DEFAULT_N 150000000

double coef_a[TABLE];
double coef_b[TABLE];
double out[OUT];
int sel;

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  int budget = period;
  for (int t = 0; t < TABLE; ++t) {
    coef_a[t] = 0.5 + t * 0.03125;
    coef_b[t] = 4.0 - t * 0.005;
  }
  sel = 21;
  for (int i = 0; i < n; ++i) {
    double a = coef_a[sel];
    double b = coef_b[sel];
    double t = a + 1.0 / (b + 2.5);
    t = b + 2.0 / t;
    t = a + 3.0 / t;
    t = b + 4.0 / t;
    t = a + 5.0 / t;
    t = b + 6.0 / t;
    double ratio = (a - b) / t;
    out[i % OUT] = ratio * 1.5 + i;
    if (--budget == 0) {
      budget = period;
      sel = (sel * 37 + 11) & (TABLE - 1);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_contfrac n=%d sel=%d checksum=%.17g\n", n, sel, sum);
  return 0;
}
