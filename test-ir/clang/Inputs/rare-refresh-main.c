/* Driver for rare-refresh.c: defines what it reads and calls, runs it, prints the sum. */
#include <stdio.h>

double table[64];
int sel;
static unsigned state = 12345u;

void refresh(void) {
  state = state * 1103515245u + 12345u;
  sel = (int)((state >> 8) % 64u);
}

void reseed(void) { table[sel] += 0.5; }

double run(int n);

int main(void) {
  for (int t = 0; t < 64; ++t)
    table[t] = t * 0.25;
  printf("%.17g\n", run(100000));
  return 0;
}
