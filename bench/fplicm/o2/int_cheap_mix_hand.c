/* Hand-hoisted twin of int_cheap_mix.c (same output byte for byte): the salt's mix is computed
 * before the loop and again after each resalt().
 *
 * usage: int_cheap_mix [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define XN 4096
#define BUCKETS 1021
#define DEFAULT_N 400000000

unsigned salt = 0x1234567u;
unsigned data[XN];
unsigned hist[BUCKETS];
unsigned state = 99991u;

/* Rare, never inlined: rewrites salt. */
__attribute__((noinline)) void resalt(int i) {
  state = state * 1103515245u + 12345u;
  salt = state ^ (unsigned)i;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < XN; ++t)
    data[t] = (unsigned)t * 2654435761u + 17u;
  int budget = period;
  unsigned long long total = 0;
  unsigned k = salt;
  unsigned mix = k ^ (k >> 13);
  for (int i = 0; i < n; ++i) {
    unsigned v = data[i & (XN - 1)] ^ mix;
    v ^= v >> 15;
    v *= 0x2C1B3C6Du;
    unsigned b = v % BUCKETS;
    hist[b]++;
    total += b;
    if (--budget == 0) {
      budget = period;
      resalt(i);
      k = salt;
      mix = k ^ (k >> 13);
    }
  }
  unsigned long long h = 0;
  for (int b = 0; b < BUCKETS; ++b)
    h = h * 1000003u + hist[b];
  printf("int_cheap_mix n=%d salt=%u total=%llu hist=%llu\n", n, salt, total, h);
  return 0;
}
