#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) static void on_zero(long *c) { c[0]++; }
__attribute__((noinline)) static void on_other(long *c) { c[1]++; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int *a = calloc(n, sizeof *a);
  for (int i = 0; i < n; i += 10) a[i] = 7;
  long c[2] = {0, 0};
  for (int i = 0; i < n; i++) {
    if (a[i] == 0) on_zero(c); else on_other(c);
  }
  printf("%ld %ld\n", c[0], c[1]);
  return 0;
}
