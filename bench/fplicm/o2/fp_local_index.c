/* -O2 FPLICM workload fp_local_index (seed 003's first benchmark, local index): `j` is a
 * local, so at -O2 it is a header phi the frequent path carries unchanged; only ten
 * iterations give it a new value from rand(), an external call that may write any memory.
 * The loads A[j], C[j] and the divide chain over them are recomputed every iteration by
 * plain -O2.
 *
 * usage: fp_local_index [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define M 1000
#define DEFAULT_N 200000000

static double A[M], B[M], C[M];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < M; ++t) {
    A[t] = 1.0 + t * 0.25;
    C[t] = 3.0 - t * 0.002;
  }
  srand(583);
  int j = 5;
  for (int i = 0; i < n; ++i) {
    double temp = (C[j] * 3.1415926 + 3948.23891) / 27.5;
    double temp2 = temp * (temp / 93) * 2.90583;
    B[i % M] = (28.9723 * A[j] / 3.673) * (temp2 / 45.1834) * 4.389 + 279 + i;
    if (i % period == 0)
      j = rand() % M;
  }
  double sum = 0.0;
  for (int k = 0; k < M; ++k)
    sum += B[k] / (k + 1);
  printf("fp_local_index n=%d j=%d checksum=%.17g\n", n, j, sum);
  return 0;
}
