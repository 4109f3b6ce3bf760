/* FPLICM correctness: several infrequent blocks store to the location one load reads; one
 * hoist, a repair in each of them (course hw2correct4).
 *
 * Three rare blocks write `j`. The second writes it twice (the repair goes after the last
 * store only); the third reads the old value before its store.
 *
 * expect freqpath-fplicm:      main, loop 2: hoist 1 load of @j; 3 repairs, one per rare
 *                              block, each after that block's last store to @j.
 * expect freqpath-fplicm-perf: the chain A[j] -> two fdiv hoisted; 3 repairs. */
#include <stdio.h>

#define SIZE 40
#define ITERS 2000

double A[SIZE];
double B[ITERS];
int j = 9;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 3.0 + t * 0.125;
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] = (v + 1.0) / 7.0 / (v - 0.5) + i;
    if (i % 97 == 0) {
      j = (j + 5) % SIZE;
    } else if (i % 89 == 0) {
      j = 0;
      j = (i / 89) % SIZE;
    }
    if (i % 113 == 7)
      j = SIZE - 1 - j;
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("several_rare_stores j=%d sum=%.17g\n", j, s);
  return 0;
}
