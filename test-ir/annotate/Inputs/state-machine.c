/* A goto-driven state machine (an irreducible loop) with a cold error path, for the
 * FREQPATH_PASSES=annotate-bpi test. */
__attribute__((cold, noinline)) void report(int code);

int machine(const unsigned char *in, int n, int start_in_b) {
  int i = 0, acc = 0;
  if (start_in_b)
    goto b;
a:
  if (i >= n)
    return acc;
  acc += in[i++];
  if (acc & 1)
    goto b;
  goto a;
b:
  if (i >= n)
    return -acc;
  acc ^= in[i++];
  if (acc > 1000)
    report(acc);
  goto a;
}
