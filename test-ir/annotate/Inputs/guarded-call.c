void report(void);

int bump_unless_equal(int a, int b) {
  if (a == b)
    report();
  return a + 1;
}
