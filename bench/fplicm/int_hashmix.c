/* FPLICM workload int_hashmix: an integer mixing chain over one almost-invariant key.
 *
 * `key` is a global updated on ten iterations; every iteration reloads it, loads a table
 * entry through it and mixes it with multiplies, shifts, xors and a remainder by a constant.
 * None of these is an expensive operation by the cost filter's rules (a division only counts
 * when its divisor is not a constant), so freqpath-fplicm-perf must leave this loop alone; the
 * experiment checks that it is not slower than the cleanup-only control.
 *
 * usage: int_hashmix [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define TABLE 4096
#define BUCKETS 4096
#define DEFAULT_N 350000000

unsigned seed_table[TABLE];
unsigned buckets[BUCKETS];
int key;
unsigned draw_state = 99u;

int next_key(void) {
  draw_state = draw_state * 1103515245u + 12345u;
  return (int)((draw_state >> 5) % TABLE);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < TABLE; ++t)
    seed_table[t] = (unsigned)t * 2654435761u ^ 0x5bd1e995u;
  key = 11;
  for (int i = 0; i < n; ++i) {
    unsigned h = seed_table[key] * 0x9e3779b1u;
    h ^= h >> 15;
    h = h * 0x85ebca77u + (unsigned)key;
    h ^= h >> 13;
    unsigned slot = h % 1021u;
    buckets[(slot + (unsigned)i) & (BUCKETS - 1)] += h;
    if (i % period == 0)
      key = next_key();
  }
  unsigned long long sum = 0;
  for (int k = 0; k < BUCKETS; ++k)
    sum = sum * 31u + buckets[k];
  printf("int_hashmix n=%d key=%d checksum=%llu\n", n, key, sum);
  return 0;
}
