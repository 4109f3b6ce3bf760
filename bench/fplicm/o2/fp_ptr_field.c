/* -O2 FPLICM workload fp_ptr_field (issue 45 ceiling study, shape 1: value reached through a
 * loaded pointer). The almost-invariant values sit behind a global struct pointer: `cfg`
 * itself, `cfg->scale`, and `*cfg->gain` (two levels: the pointer `cfg->gain` is loaded, then
 * the double it points to). A rare, non-inlined call `retune()` may swap `cfg` and rewrites
 * both values, so LLVM's LICM keeps the loads and the divide chain over them in the loop.
 * Every load address varies in the loop as far as a pass that wants an invariant address
 * knows: each is the result of another load.
 *
 * Hand hoist (fp_ptr_field_hand.c): compute `k`/`m` before the loop and again after each
 * retune().
 *
 * usage: fp_ptr_field [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define OUT 1000
#define XN 1024
#define DEFAULT_N 300000000

struct config {
  double scale;
  double *gain;
  double offset;
};

double gain_store[2];
struct config configs[2];
struct config *cfg;
double xs[XN];
double out[OUT];
unsigned state = 2024u;

/* Rare, never inlined: may switch the config and rewrites its fields. */
__attribute__((noinline)) void retune(int round) {
  state = state * 1103515245u + 12345u;
  if (round & 1)
    cfg = &configs[(state >> 16) & 1];
  cfg->scale = 1.0 + ((state >> 8) & 255) * 0.01;
  *cfg->gain = 0.5 + ((state >> 4) & 127) * 0.02;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    xs[t] = 0.5 + (t % 37) * 0.03125;
  for (int c = 0; c < 2; ++c) {
    gain_store[c] = 1.25 + c;
    configs[c].scale = 2.0 - c * 0.5;
    configs[c].gain = &gain_store[c];
    configs[c].offset = c;
  }
  cfg = &configs[0];
  int budget = period;
  for (int i = 0; i < n; ++i) {
    double s = cfg->scale;
    double g = *cfg->gain;
    double k = (s + 1.0) / (g * 1.5 + 0.25);
    double m = k / (s + 2.0) + g / 3.0;
    out[i % OUT] = m * xs[i & (XN - 1)] + i;
    if (--budget == 0) {
      budget = period;
      retune(i);
    }
  }
  double sum = 0.0;
  for (int k = 0; k < OUT; ++k)
    sum += out[k] / (k + 1);
  printf("fp_ptr_field n=%d scale=%.17g checksum=%.17g\n", n, cfg->scale, sum);
  return 0;
}
