/* scripts/bench workload fp_refresh: an almost-invariant load that survives clang -O2.
 *
 * The loop reads the global `sel` and a table entry through it, then runs a dependent divide
 * chain; two rare paths call functions that may write both (kept out of line, so LLVM's
 * LICM must assume they do). GVN does not turn `sel` into a phi (that would need a reload on
 * each rare path), so at -O2 the loads and the chain run on every iteration; frequent-path
 * LICM computes them once and again only after a rare call.
 *
 * usage: fp_refresh [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define TABLE 64
#define DEFAULT_N 200000000

double table[TABLE];
int sel = 3;
unsigned state = 12345u;

__attribute__((noinline)) void refresh(void) {
  state = state * 1103515245u + 12345u;
  sel = (int)((state >> 8) % TABLE);
}

__attribute__((noinline)) void reseed(void) { table[sel] += 0.5; }

__attribute__((noinline)) double run(int n) {
  double acc = 0.0;
  for (int i = 0; i < n; ++i) {
    double w = table[sel];
    acc += (w * 2.5 + 1.0) / (w + 3.0) / 7.0 + i;
    if (i % 4096 == 0)
      refresh();
    else if (i % 5000 == 4999)
      reseed();
  }
  return acc;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  for (int t = 0; t < TABLE; ++t)
    table[t] = 1.0 + t * 0.375;
  double sum = run(n);
  printf("fp_refresh n=%d sel=%d checksum=%.17g\n", n, sel, sum);
  return 0;
}
