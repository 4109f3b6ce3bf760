/* A loop whose frequent path reads the global `sel` and a table entry through it; two rare
 * paths call external functions, which may write both. LLVM's LICM keeps both loads in the
 * loop at -O2, and GVN does not turn `sel` into a phi (that would take a reload on each rare
 * path). Frequent-path LICM hoists them and reloads after the calls. */
extern double table[64];
extern int sel;
void refresh(void);
void reseed(void);

double run(int n) {
  double acc = 0.0;
  for (int i = 0; i < n; ++i) {
    double w = table[sel];
    acc += (w * 2.5 + 1.0) / (w + 3.0) / 7.0 + i;
    if (__builtin_expect(i % 1024 == 0, 0))
      refresh();
    else if (__builtin_expect(i % 1000 == 999, 0))
      reseed();
  }
  return acc;
}
