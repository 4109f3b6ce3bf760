/* FPLICM correctness: an integer chain with two divisions by non-constant divisors (it
 * passes the cost filter), whose final rare update selects a record that would trap.
 *
 * Loop 1 initialises the tables. Loop 2's last update selects a record whose divisor is 0;
 * loop 3's last update selects the record INT_MIN / -1. The originals exit without
 * dividing; an eager repair without a guard would raise SIGFPE.
 *
 * expect freqpath-fplicm:      main, loops 2 and 3: hoist 1 load of @sel each, 1 repair each.
 * expect freqpath-fplicm-perf: both chains hoisted (2 sdiv each); every speculative sdiv
 *                              guarded (divisor frozen, 0 and INT_MIN/-1 replaced); no trap. */
#include <limits.h>
#include <stdio.h>

#define SIZE 16
#define ITERS 400

int num[SIZE];
int den[SIZE];
long long hist[64];
int sel = 1;

int main(void) {
  for (int t = 0; t < SIZE; ++t) {
    num[t] = 1000 + t * 77;
    den[t] = t % 5 + 2;
  }
  den[13] = 0;
  num[14] = INT_MIN;
  den[14] = -1;
  for (int i = 0; i < ITERS; ++i) {
    int q = num[sel] / den[sel];
    int r = (q * 7 + 3) / (den[sel] + 1);
    hist[(r + i) & 63] += q;
    if (i % 100 == 99)
      sel = i == ITERS - 1 ? 13 : (sel + 3) % 12;
  }
  sel = 2;
  for (int i = 0; i < ITERS; ++i) {
    int q = num[sel] / den[sel];
    int r = (q * 5 + 1) / (den[sel] + 3);
    hist[(r - i) & 63] += r;
    if (i % 100 == 99)
      sel = i == ITERS - 1 ? 14 : (sel + 5) % 12;
  }
  unsigned long long s = 0;
  for (int t = 0; t < 64; ++t)
    s = s * 5u + (unsigned long long)hist[t];
  printf("div_guard sel=%d sum=%llu\n", sel, s);
  return 0;
}
