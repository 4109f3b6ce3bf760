/* FPLICM correctness: the 80 % threshold is inclusive and compared exactly.
 *
 * Loop 2 (loop 1 initialises A) updates `j` on 2 of every 10 iterations: the profile gives
 * the branch 2:8, so the frequent edge is exactly 80 % (1717986918 / 2^31 after LLVM's
 * rounding, equal to the rounded 4/5): the frequent path exists and the load is hoisted.
 * Loop 3 updates `k` on 101 of 500 iterations (one branch, no short circuit: 399/500 =
 * 79.8 %): no edge reaches 80 %, there is no frequent path and nothing moves.
 *
 * expect freqpath-fplicm:      main, loop 2 (over A[j]): hoist 1 load of @j, 1 repair;
 *                              loop 3 (over A[k]): nothing.
 * expect freqpath-fplicm-perf: loop 2: the chain A[j] -> two fdiv hoisted, 1 repair;
 *                              loop 3: nothing. */
#include <stdio.h>

#define SIZE 32

double A[SIZE];
double out1[100];
double out2[500];
int j = 1;
int k = 2;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 2.0 + t * 0.75;
  for (int i = 0; i < 100; ++i) {
    double v = A[j];
    out1[i] = v / 5.0 / (v + 0.5) + i;
    if (i % 5 == 0)
      j = (j + 3) % SIZE;
  }
  for (int i = 0; i < 500; ++i) {
    double v = A[k];
    out2[i] = v / 5.0 / (v + 0.5) + i;
    if ((i % 5 == 0) | (i == 7))
      k = (k + 5) % SIZE;
  }
  double s = 0.0;
  for (int i = 0; i < 100; ++i)
    s += out1[i];
  for (int i = 0; i < 500; ++i)
    s += out2[i] * 0.5;
  printf("threshold_exact j=%d k=%d sum=%.17g\n", j, k, s);
  return 0;
}
