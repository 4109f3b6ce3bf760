/* FPLICM correctness: snapshot semantics (seed 003). A load's value is used after the rare
 * store in the same iteration; it must still be the value the load read.
 *
 * `old` is loaded before the rare block and used after it; a second load after the join must
 * see the new value. Rewriting the first load with the value at the use (or at the end of
 * the latch) would give the new value and change the output.
 *
 * expect freqpath-fplicm:      main, loop 2: both loads of @j replaced (the first by the
 *                              value in the middle of its block = the header phi, the second
 *                              by the phi after the join); 1 repair.
 * expect freqpath-fplicm-perf: the chain over A[old] (two fdiv) hoisted; its use after the
 *                              store still gets the old chain value. The chain over A[j]
 *                              (one fdiv) is skipped. */
#include <stdio.h>

#define SIZE 36
#define ITERS 600

double A[SIZE];
double B[ITERS];
int j = 5;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 7.0 - t * 0.125;
  for (int i = 0; i < ITERS; ++i) {
    int old = j;
    if (i % 30 == 0)
      j = (j + 11) % SIZE;
    B[i] = A[old] / 3.0 / (A[old] + 1.0) + A[j] / 2.0 + i;
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i] * (i % 3 + 1);
  printf("snapshot j=%d sum=%.17g\n", j, s);
  return 0;
}
