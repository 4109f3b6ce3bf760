/* FPLICM correctness: a rare update; the load is hoisted and repaired (course hw2correct2,
 * with a clearer bias).
 *
 * `j` (a global) is read on every iteration and written on 1 iteration in 25 (the frequent
 * edge has 96 %). The chain A[j] -> two fdiv is invariant on the frequent path.
 *
 * expect freqpath-fplicm:      main, loop 2: hoist 1 load of @j; 1 repair, after the store
 *                              in the rare block.
 * expect freqpath-fplicm-perf: main, loop 2: the chain (load @j, gep, load A[j], fdivs, up
 *                              to the value `+ i` consumes) hoisted; recomputed after the
 *                              store; 2 fdiv saved per iteration. */
#include <stdio.h>

#define SIZE 64
#define ITERS 1000

double A[SIZE];
double B[ITERS];
int j = 5;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = t * 0.5 + 1.0;
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] = (v / 3.0 + 1.0) / (v + 7.0) + i;
    if (i % 25 == 0)
      j = (j * 7 + 3) % SIZE;
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("rare_update j=%d sum=%.17g\n", j, s);
  return 0;
}
