/* FPLICM correctness: an integer-only chain the cost filter must skip.
 *
 * The chain over K[j] has multiplies, shifts, xors and remainders by constants, and no
 * expensive operation (a division counts only when its divisor is not a constant).
 *
 * expect freqpath-fplicm:      main, loop 2: hoist 1 load of @j, 1 repair (the load pass
 *                              has no cost filter).
 * expect freqpath-fplicm-perf: nothing hoisted (IR unchanged): 0 expensive operations < 2. */
#include <stdio.h>

#define SIZE 128
#define ITERS 1000

unsigned K[SIZE];
unsigned H[64];
int j = 17;

int main(void) {
  for (int t = 0; t < SIZE; ++t)
    K[t] = (unsigned)t * 2654435761u;
  for (int i = 0; i < ITERS; ++i) {
    unsigned h = K[j] ^ (K[j] >> 16);
    h = h * 0x45d9f3bu;
    unsigned slot = (h % 97u + (unsigned)i) % 64u;
    H[slot] += h / 3u;
    if (i % 40 == 0)
      j = (j * 5 + 1) % SIZE;
  }
  unsigned long long s = 0;
  for (int t = 0; t < 64; ++t)
    s = s * 3u + H[t];
  printf("integer_chain_skipped j=%d sum=%llu\n", j, s);
  return 0;
}
