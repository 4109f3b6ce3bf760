/* -O2 FPLICM workload fp_tbaa (issue 45 ceiling study, shape 4b: alias doubt settled by
 * type-based alias analysis). A non-inlined function gets `double *w` (almost-invariant
 * weights w[0], w[1], rewritten only by a rare non-inlined call `reweight(w, i)`) and
 * `int *hits`, a histogram it increments on every iteration. Both are plain pointer
 * parameters (no `restrict`): only the types (an `int` store cannot write a `double`, C's
 * strict aliasing, LLVM's TBAA metadata) say that the frequent path's `hits[b]++` leaves
 * w[0..1] alone.
 *
 * Hand hoist (fp_tbaa_hand.c): compute k and m before the loop and again after each
 * reweight().
 *
 * usage: fp_tbaa [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define BUCKETS 64
#define XN 4096
#define DEFAULT_N 300000000

double weights[2] = {2.0, 0.5};
int histogram[BUCKETS];
unsigned char keys[XN];
unsigned state = 555u;

/* Rare, never inlined: rewrites the weights through its argument. */
__attribute__((noinline)) void reweight(double *w, int i) {
  state = state * 1103515245u + 12345u;
  w[0] = 1.0 + ((state >> 8) & 255) * 0.01;
  w[1] = 0.25 + ((state >> 4) & 63) * 0.05 + (i & 3);
}

__attribute__((noinline)) double score(int n, double *w, int *hits, const unsigned char *ks) {
  int period = n / 10 > 0 ? n / 10 : 1;
  int budget = period;
  double acc = 0.0;
  for (int i = 0; i < n; ++i) {
    double a = w[0], b = w[1];
    double k = (a * 3.0 + 1.0) / (b + 0.5);
    double m = k / (a + b + 2.0);
    unsigned key = ks[i & (XN - 1)];
    hits[key & (BUCKETS - 1)]++;
    acc += m * key;
    if (--budget == 0) {
      budget = period;
      reweight(w, i);
    }
  }
  return acc;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  for (int t = 0; t < XN; ++t)
    keys[t] = (unsigned char)((t * 2654435761u) >> 24);
  double acc = score(n, weights, histogram, keys);
  long h = 0;
  for (int b = 0; b < BUCKETS; ++b)
    h = h * 31 + histogram[b];
  printf("fp_tbaa n=%d w0=%.17g hist=%ld checksum=%.17g\n", n, weights[0], h, acc);
  return 0;
}
