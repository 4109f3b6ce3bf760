/* FPLICM workload int_divmod: an integer quotient chain over an almost-invariant record
 * index, with exactly one division by a non-constant divisor.
 *
 * `cur` is a global updated on ten iterations; every iteration reloads it, loads three
 * fields of the record it selects and computes a quotient, remainders by constants and a
 * scaled value. One expensive operation is below the cost filter's threshold of two, so
 * freqpath-fplicm-perf must skip the chain (loads included); the experiment checks that it is
 * not slower than the cleanup-only control.
 *
 * usage: int_divmod [N]   (N iterations; prints one checksum line) */
#include <stdio.h>
#include <stdlib.h>

#define RECORDS 2048
#define DEFAULT_N 200000000

struct record {
  int total;
  int parts;
  int offset;
};

struct record records[RECORDS];
long long histogram[256];
int cur;
unsigned pick_state = 31337u;

int next_record(void) {
  pick_state = pick_state * 69069u + 7u;
  return (int)((pick_state >> 11) % RECORDS);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : DEFAULT_N;
  int period = n / 10 > 0 ? n / 10 : 1;
  for (int t = 0; t < RECORDS; ++t) {
    records[t].total = 100000 + t * 37;
    records[t].parts = 3 + t % 29;
    records[t].offset = t % 101;
  }
  cur = 5;
  for (int i = 0; i < n; ++i) {
    int share = records[cur].total / records[cur].parts;
    int spread = share % 211 + records[cur].offset;
    int scaled = (share * 3 + spread) / 8;
    histogram[(scaled + i) & 255] += scaled - (i & 15);
    if (i % period == 0)
      cur = next_record();
  }
  unsigned long long sum = 0;
  for (int k = 0; k < 256; ++k)
    sum = sum * 7u + (unsigned long long)histogram[k];
  printf("int_divmod n=%d cur=%d checksum=%llu\n", n, cur, sum);
  return 0;
}
