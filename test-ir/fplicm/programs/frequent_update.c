/* FPLICM correctness: the update is on the frequent path; nothing is hoisted (course
 * hw2correct1).
 *
 * `j` is written on 8 of every 10 iterations, so the edge into the update block has 80 % and
 * the frequent path runs through the store.
 *
 * expect freqpath-fplicm:      nothing hoisted, no repair (IR unchanged).
 * expect freqpath-fplicm-perf: nothing hoisted (IR unchanged). */
#include <stdio.h>

#define SIZE 16
#define ITERS 1000

int A[SIZE];
int B[ITERS];
int j = 0;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = t * t + 1;
  for (int i = 0; i < ITERS; ++i) {
    B[i] = A[j] * 3 + i;
    if (i % 10 < 8)
      j = i % SIZE;
  }
  long long s = 0;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("frequent_update j=%d sum=%lld\n", j, s);
  return 0;
}
