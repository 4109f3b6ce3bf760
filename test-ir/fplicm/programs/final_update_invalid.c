/* FPLICM correctness: the final rare update writes an index that is out of range, and the
 * loop exits without using it.
 *
 * The original never reads T[pos] with the last value; a repair that evaluates the chain
 * eagerly right after the store would (and could fault: the index is 2^28). next_pos
 * touches no memory, so after function-attrs the call does not block anything.
 *
 * expect freqpath-fplicm:      main, loop 2: hoist 1 load of @pos, 1 repair after the store
 *                              (loading @pos itself is always safe).
 * expect freqpath-fplicm-perf: the chain over T[pos] (two fdiv) hoisted; its repair reads
 *                              T[pos] only when that address lies inside T (T[0] otherwise,
 *                              a value never used); no fault. */
#include <stdio.h>

#define SIZE 64
#define ITERS 300

double T[SIZE];
double out[ITERS];
int pos = 3;

int next_pos(int p, int i) { return i == ITERS - 1 ? 1 << 28 : (p + 7) % SIZE; }

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    T[t] = 4.0 + t * 0.0625;
  for (int i = 0; i < ITERS; ++i) {
    double v = T[pos];
    out[i] = v / 5.0 / (v + 1.5) + i;
    if (i % 50 == 49)
      pos = next_pos(pos, i);
  }
  double s = 0.0;
  for (int i = 0; i < ITERS; ++i)
    s += out[i];
  printf("final_update_invalid pos=%d sum=%.17g\n", pos, s);
  return 0;
}
