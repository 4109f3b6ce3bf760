/* -O2 FPLICM workload fp_rare_refresh: a local almost-invariant row index and a table that
 * a rare, non-inlined call may rewrite. LLVM's LICM cannot hoist the loads of `table[row]`
 * (the call may write the table), and the index is a header phi updated on the same rare
 * path; the chain of divisions over the two loads is recomputed every iteration by -O2.
 *
 * usage: fp_rare_refresh [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 256
#define OUT 1000
#define DEFAULT_N 150000000

double table[ROWS][2];
double out[OUT];
unsigned state = 12345u;

/* Rewrites the table and returns a new row; rare, never inlined. */
__attribute__((noinline)) int refresh(int round) {
  state = state * 1103515245u + 12345u;
  for (int r = 0; r < ROWS; ++r) {
    table[r][0] = 1.0 + ((state >> (r & 7)) & 255) * 0.01 + round;
    table[r][1] = 2.0 + r * 0.125;
  }
  return (int)((state >> 16) % ROWS);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  int row = refresh(0);
  int budget = period;
  for (int i = 0; i < n; ++i) {
    double x = table[row][0];
    double y = table[row][1];
    double g = (x + y) / (x * 1.75 + 0.5);
    double h = g / (y + 3.0) + x / 7.25;
    out[i % OUT] = h * 0.5 + i;
    if (--budget == 0) {
      budget = period;
      row = refresh(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_rare_refresh n=%d row=%d checksum=%.17g\n", n, row, sum);
  return 0;
}
