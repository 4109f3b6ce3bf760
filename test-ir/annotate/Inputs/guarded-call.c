void report(int value);

int bump_unless_equal(int a, int b) {
  if (a == b)
    report(a);
  return a + 1;
}
