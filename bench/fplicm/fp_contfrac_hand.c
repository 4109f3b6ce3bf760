/* Hand-hoisted fp_contfrac: the continued fraction is evaluated before the loop and again
 * right after the rare update of `sel`. Same output as fp_contfrac.c bit for bit.
 *
 * usage: fp_contfrac_hand [N] */
#include <stdio.h>
#include <stdlib.h>

#define TABLE 512
#define OUT 1000
#define DEFAULT_N 150000000

double coef_a[TABLE];
double coef_b[TABLE];
double out[OUT];
int sel;

double fraction_ratio(int s) {
  double a = coef_a[s];
  double b = coef_b[s];
  double t = a + 1.0 / (b + 2.5);
  t = b + 2.0 / t;
  t = a + 3.0 / t;
  t = b + 4.0 / t;
  t = a + 5.0 / t;
  t = b + 6.0 / t;
  return (a - b) / t;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  int budget = period;
  for (int t = 0; t < TABLE; ++t) {
    coef_a[t] = 0.5 + t * 0.03125;
    coef_b[t] = 4.0 - t * 0.005;
  }
  sel = 21;
  double ratio = fraction_ratio(sel);
  for (int i = 0; i < n; ++i) {
    out[i % OUT] = ratio * 1.5 + i;
    if (--budget == 0) {
      budget = period;
      sel = (sel * 37 + 11) & (TABLE - 1);
      ratio = fraction_ratio(sel);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_contfrac n=%d sel=%d checksum=%.17g\n", n, sel, sum);
  return 0;
}
