/* FPLICM correctness: a rare store and a store on a frequent block to the same location;
 * the frequent store blocks the hoist (course hw2correct3).
 *
 * A rare block moves `j`; every other iteration (the frequent path) normalises it with a
 * store of the value it already has. The load reads a location the frequent
 * path writes, so it must stay.
 *
 * expect freqpath-fplicm:      nothing hoisted (IR unchanged).
 * expect freqpath-fplicm-perf: nothing hoisted (IR unchanged). */
#include <stdio.h>

#define SIZE 24
#define ITERS 800

double A[SIZE];
double B[ITERS];
int j = 4;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 1.0 / (t + 1);
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] = v / 9.0 / (v + 4.0) + i;
    if (i % 16 == 0)
      j = (j + 5) % SIZE;
    else
      j = j % SIZE;
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("frequent_store_blocks j=%d sum=%.17g\n", j, s);
  return 0;
}
