/* Hand-hoisted int_divmod: the quotient chain is computed before the loop and after each
 * rare update of `cur`. Same output as int_divmod.c. The ceiling a pass without the cost
 * filter could reach; the filter (one expensive operation < two) leaves the loop alone.
 *
 * usage: int_divmod_hand [N] */
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

int scaled_share(int c) {
  int share = records[c].total / records[c].parts;
  int spread = share % 211 + records[c].offset;
  return (share * 3 + spread) / 8;
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
  int scaled = scaled_share(cur);
  for (int i = 0; i < n; ++i) {
    histogram[(scaled + i) & 255] += scaled - (i & 15);
    if (i % period == 0) {
      cur = next_record();
      scaled = scaled_share(cur);
    }
  }
  unsigned long long sum = 0;
  for (int k = 0; k < 256; ++k)
    sum = sum * 7u + (unsigned long long)histogram[k];
  printf("int_divmod n=%d cur=%d checksum=%llu\n", n, cur, sum);
  return 0;
}
