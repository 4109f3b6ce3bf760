/* FPLICM workload fp_divchain: a dependent floating-point divide chain over one
 * almost-invariant table index.
 *
 * `pick` is a global, so mem2reg cannot promote it: every iteration loads it, loads two
 * table entries through it and runs five dependent divisions, although `pick` changes only
 * on ten iterations of the whole run (the rare block, which calls a generator that writes
 * other globals, then stores the new index). Everything up to the final `+ i` is invariant on
 * the frequent path; the `i % OUT` store and the update test stay in the loop.
 *
 * usage: fp_divchain [N]   (N iterations; prints one checksum line) */
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

/* A small linear congruential generator; never inlined at -O0, so the rare block holds a
 * call that writes memory (generator_state) before the store to `pick`. */
int next_pick(void) {
  generator_state = generator_state * 1664525u + 1013904223u;
  return (int)((generator_state >> 9) % TABLE);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < TABLE; ++t) {
    weight[t] = 1.0 + t * 0.375;
    bias[t] = 96.0 - t * 0.0125;
  }
  pick = 7;
  for (int i = 0; i < n; ++i) {
    double w = weight[pick];
    double r = (w * 2.718281828 + 17.25) / 3.75;
    double s = r / (bias[pick] + 1.5) * 0.875;
    double q = (s + r) / 9.125 - s / 6.0;
    out[i % OUT] = q * (w / 1.0625) + 41.0 + i;
    if (i % period == 0)
      pick = next_pick();
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] * (k + 1);
  printf("fp_divchain n=%d pick=%d checksum=%.17g\n", n, pick, sum);
  return 0;
}
