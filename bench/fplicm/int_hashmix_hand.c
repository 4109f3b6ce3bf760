/* Hand-hoisted int_hashmix: the mixed hash and its slot are computed before the loop and
 * after each rare update of `key`. Same output as int_hashmix.c. This is the ceiling a pass
 * ignoring the cost filter could reach; the filter deliberately leaves the loop alone.
 *
 * usage: int_hashmix_hand [N] */
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

unsigned mixed_hash(int k) {
  unsigned h = seed_table[k] * 0x9e3779b1u;
  h ^= h >> 15;
  h = h * 0x85ebca77u + (unsigned)k;
  h ^= h >> 13;
  return h;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < TABLE; ++t)
    seed_table[t] = (unsigned)t * 2654435761u ^ 0x5bd1e995u;
  key = 11;
  unsigned h = mixed_hash(key);
  unsigned slot = h % 1021u;
  for (int i = 0; i < n; ++i) {
    buckets[(slot + (unsigned)i) & (BUCKETS - 1)] += h;
    if (i % period == 0) {
      key = next_key();
      h = mixed_hash(key);
      slot = h % 1021u;
    }
  }
  unsigned long long sum = 0;
  for (int k = 0; k < BUCKETS; ++k)
    sum = sum * 31u + buckets[k];
  printf("int_hashmix n=%d key=%d checksum=%llu\n", n, key, sum);
  return 0;
}
