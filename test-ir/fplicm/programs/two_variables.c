/* FPLICM correctness: two almost-invariant locations, repaired in the matching rare blocks
 * (course hw2correct6).
 *
 * `j` is a global; `k` is a local whose address is passed to a call before the loop, so
 * mem2reg keeps it in memory (an alloca; the parameter is nocapture after function-attrs, so
 * `k` does not escape). Rare block 1 writes `j`, rare block 2 writes `k`, rare block 3 writes
 * both. Globals and allocas are distinct objects; no call in the loop. The chain member
 * u / (w + 1.0) combines the two locations (one chain family, repaired in all three blocks).
 *
 * expect freqpath-fplicm:      main, loop 2: hoist 1 load of @j (repairs in blocks 1 and 3)
 *                              and 1 load of the alloca k (repairs in blocks 2 and 3).
 * expect freqpath-fplicm-perf: the chain over A[j] and A[k] (three fdiv) hoisted; repairs in
 *                              blocks 1, 2 and 3. */
#include <stdio.h>

#define SIZE 30
#define ITERS 1500

double A[SIZE];
double B[ITERS];
int j = 2;

void set_start(int *where, int value) { *where = value; }

int main(void) {
  int k;
  set_start(&k, 11);
  for (int t = 0; t < SIZE; ++t)
    A[t] = 0.5 + t * t * 0.01;
  for (int i = 0; i < ITERS; ++i) {
    double u = A[j];
    double w = A[k];
    B[i] = (u / (w + 1.0)) / 2.5 / (u + w) + i;
    if (i % 61 == 5)
      j = (j + 4) % SIZE;
    if (i % 71 == 9)
      k = (k + 7) % SIZE;
    if (i % 331 == 100) {
      j = k;
      k = (k + 1) % SIZE;
    }
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("two_variables j=%d k=%d sum=%.17g\n", j, k, s);
  return 0;
}
