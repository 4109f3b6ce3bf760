/* fp_divchain hoisted by hand AND with the latch duplicated: the repair path and the frequent
 * path each end in their own copy of the increment-and-test. In the control pipeline
 * loop-simplify then separates the repair back edge into an outer loop (separateNestedLoop),
 * so the frequent cycle carries no phi for the cached value: at -O0 code generation the
 * cached value is reloaded from a slot nobody stores to in the inner loop, instead of being
 * copied through spill slots on every iteration. This is the CFG an FPLICM with latch
 * duplication should aim for. Same output as fp_divchain.c bit for bit.
 *
 * usage: fp_divchain_hand_dup [N] */
#include <stdio.h>
#include <stdlib.h>

#define TABLE 1024
#define OUT 1000
#define DEFAULT_N 200000000

double weight[TABLE];
double bias[TABLE];
double out[OUT];
int pick;
unsigned generator_state = 20240611u;

int next_pick(void) {
  generator_state = generator_state * 1664525u + 1013904223u;
  return (int)((generator_state >> 9) % TABLE);
}

/* The part of the loop body that depends only on `pick`. */
double invariant_part(int p) {
  double w = weight[p];
  double r = (w * 2.718281828 + 17.25) / 3.75;
  double s = r / (bias[p] + 1.5) * 0.875;
  double q = (s + r) / 9.125 - s / 6.0;
  return q * (w / 1.0625) + 41.0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < TABLE; ++t) {
    weight[t] = 1.0 + t * 0.375;
    bias[t] = 96.0 - t * 0.0125;
  }
  pick = 7;
  double cached = invariant_part(pick);
  int i = 0;
  if (i < n) {
  body:
    out[i % OUT] = cached + i;
    if (i % period == 0) {
      pick = next_pick();
      cached = invariant_part(pick);
      ++i; /* the repair path's own copy of the latch */
      if (i < n)
        goto body;
      goto done;
    }
    ++i; /* the frequent path's copy of the latch */
    if (i < n)
      goto body;
  }
done:;
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] * (k + 1);
  printf("fp_divchain n=%d pick=%d checksum=%.17g\n", n, pick, sum);
  return 0;
}
