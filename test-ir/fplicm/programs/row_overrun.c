/* FPLICM correctness: indices that are out of range for one dimension but inside the array.
 *
 * M[1][j] with j = 13 reads element 21 of M, and M[2][j - 16] element 13 (a negative index
 * into row 2): LLVM's `getelementptr inbounds` bounds the address by the whole object, not
 * by each dimension, so both are valid loads whose values the loop uses on every iteration.
 * A speculation guard that clamped each index into its own dimension would read M[1][0] and
 * M[2][0] instead (the bug of issue 43). The last update writes an index far outside M and
 * the loop exits without using it, so the repair's guard must also keep that read safe.
 * Loop 3 reads through an interior pointer into a struct (a negative offset from a field).
 *
 * expect freqpath-fplicm:      main, loops 2 and 3: hoist 1 load of @j / @k, 1 repair each.
 * expect freqpath-fplicm-perf: both chains (two fdiv each) hoisted, every copy of a chain
 *                              load guarded against its whole object; output unchanged. */
#include <stdio.h>

#define ITERS 400

struct table {
  double head[4];
  double body[8];
};

double M[8][8];
struct table S;
double out[ITERS];
int j = 13;
int k = 6;

int next_index(int v, int i) { return i == ITERS - 1 ? 1 << 28 : (v * 7 + 11) % 56; }

int main(void) {
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      M[r][c] = 1.0 + r * 8 + c;
  for (int t = 0; t < 4; ++t)
    S.head[t] = 100.0 + t;
  for (int t = 0; t < 8; ++t)
    S.body[t] = 200.0 + t;
  for (int i = 0; i < ITERS; ++i) {
    double a = M[1][j] / 3.0;
    double b = M[2][j - 16] / (a + 7.0);
    out[i] = a + b + i;
    if (i % 64 == 63)
      j = next_index(j, i);
  }
  double *body = S.body;
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i) {
    s += body[k - 4] / 5.0 / (body[k - 4] + 2.5);
    if (i % 97 == 96)
      k = i == ITERS - 1 ? 1 << 28 : (k + 3) % 12;
  }
  double sum = 0.0;
  for (int i = 0; i < ITERS; ++i)
    sum += out[i];
  printf("row_overrun j=%d k=%d sum=%.17g s=%.17g\n", j, k, sum, s);
  return 0;
}
