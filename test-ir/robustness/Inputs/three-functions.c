// Three functions with loops, kept apart (noinline) so each one's IR only depends on itself.
__attribute__((noinline)) int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    if (i % 3)
      s += i;
  return s;
}

__attribute__((noinline)) int g(int n) {
  int s = 1;
  for (int i = 0; i < n; i++)
    if (s > 1000)
      s -= 7;
    else
      s *= 3;
  return s;
}

__attribute__((noinline)) int h(int n) {
  int s = 0;
  while (n > 1)
    n = (n & 1) ? 3 * n + 1 : n / 2, s++;
  return s;
}
