/* FPLICM correctness: calls in the loop, judged by their memory attributes (the pipeline
 * runs function-attrs before our pass).
 *
 * (Loop numbers count main's loops in source order, the initialisation loop being loop 1.)
 * Loop 2: the frequent path calls note_event, which writes a global; under the conservative
 *         model it may write @j, so nothing is hoisted.
 * Loop 3: the frequent path calls mix (touches no memory: memory(none)) and peek (only reads
 *         memory: memory(read)); neither writes, so @j is hoisted, 1 repair.
 * Loop 4: no store to @j in the loop; a rare block calls bump_j, which writes it. The call is
 *         the only write: hoist, 1 repair right after the call.
 *
 * expect freqpath-fplicm:      main, loop 2: nothing; loop 3: hoist 1 load of @j, 1 repair
 *                              after the store; loop 4: hoist 1 load of @j, 1 repair after
 *                              the call.
 * expect freqpath-fplicm-perf: loops 3 and 4: chains over A[j] (two fdiv) hoisted with the
 *                              same repairs; loop 2: nothing. */
#include <stdio.h>

#define SIZE 32
#define ITERS 600

double A[SIZE];
double B[ITERS];
int j = 3;
int events = 0;
int bias = 2;

void note_event(int i) { events += i & 1; }
int mix(int i) { return (i * 13 + 7) & 15; }
int peek(void) { return bias; }
void bump_j(void) { j = (j + 3) % SIZE; }

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    A[t] = 2.0 + t * 0.2;
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] = v / 3.0 / (v + 1.0) + i;
    note_event(i);
    if (i % 30 == 0)
      j = (j + 1) % SIZE;
  }
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] += v / 7.0 / (v + 2.0) + mix(i) + peek();
    if (i % 30 == 0)
      j = (j + 2) % SIZE;
  }
  for (int i = 0; i < ITERS; ++i) {
    double v = A[j];
    B[i] += v / 11.0 / (v + 4.0);
    if (i % 45 == 0)
      bump_j();
  }
  double s = events;
  for (int i = 0; i < ITERS; ++i)
    s += B[i];
  printf("call_may_write j=%d events=%d sum=%.17g\n", j, events, s);
  return 0;
}
