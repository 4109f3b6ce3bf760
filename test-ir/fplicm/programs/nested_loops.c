/* FPLICM correctness: nested loops. The outer loop writes `j` on every iteration (its
 * frequent path stores it); the inner loop writes it rarely.
 *
 * The inner loop's preheader is inside the outer loop, so the hoisted load runs once per
 * outer iteration and sees the outer store. The outer loop has no frequent path through its
 * header alone (the inner back edge is on the way) and stores `j` frequently anyway.
 *
 * expect freqpath-fplicm:      main, inner loop: hoist 1 load of @j into the inner
 *                              preheader, 1 repair in the inner rare block; outer loop:
 *                              nothing.
 * expect freqpath-fplicm-perf: inner loop: the chain over A[j] (two fdiv) hoisted into the
 *                              inner preheader; outer loop: nothing. */
#include <stdio.h>

#define SIZE 20
#define OUTER 40
#define INNER 200

double A[SIZE];
double B[INNER];
int j;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 1.5 + t * 0.3;
  double total = 0.0;
  for (int o = 0; o < OUTER; ++o) {
    j = o % SIZE;
    for (int i = 0; i < INNER; ++i) {
      double v = A[j];
      B[i] += v / 6.0 / (v + 2.0) + o;
      if (i % 64 == 63)
        j = (j + 1) % SIZE;
    }
    total += j;
  }
  double s = total;
  for (int i = 0; i < INNER; ++i)
    s += B[i];
  printf("nested_loops j=%d sum=%.17g\n", j, s);
  return 0;
}
