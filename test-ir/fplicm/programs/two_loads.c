/* FPLICM correctness: several loads of one location (course hw2correct5), including one
 * after the store inside the rare block and one after the join.
 *
 * Per iteration: a load of `j` before the rare block; in the rare block a load of `j` after
 * the store (it must see the new value); after the join another load of `j` (in the update
 * iteration it must see the new value too).
 *
 * expect freqpath-fplicm:      main, loop 2: the two frequent-path loads of @j replaced by
 *                              the cached value (value in the middle of each load's block);
 *                              1 repair after the store; the load after the store in the
 *                              rare block reads the new value (kept, or the repair itself).
 * expect freqpath-fplicm-perf: nothing hoisted (IR unchanged). x reads the header's snapshot
 *                              of j and y the one after the join; in the update iteration
 *                              they differ, so x / y joins neither chain, and each chain
 *                              alone saves one fdiv (< 2). */
#include <stdio.h>

#define SIZE 50
#define ITERS 1000

double A[SIZE];
double C[SIZE];
double B[ITERS];
double extra = 0.0;
int j = 7;

int main(void) {
  for (int t = 0; t < SIZE; ++t) {
    A[t] = 10.0 + t;
    C[t] = 2.0 + t * 0.25;
  }
  for (int i = 0; i < ITERS; ++i) {
    double x = A[j] / 3.0;
    if (i % 50 == 17) {
      j = (j + 9) % SIZE;
      extra += A[j];
    }
    double y = C[j] / 1.5;
    B[i] = x / y + i;
  }
  double s = extra;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("two_loads j=%d extra=%.17g sum=%.17g\n", j, extra, s);
  return 0;
}
