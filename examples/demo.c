/* freqpath demo input: ordinary C with the loop shapes the cycle forest has to get right.
 *
 * - run_machine: a goto-driven state machine whose loop can be entered at two labels
 *   (an irreducible cycle, the kind LoopInfo cannot represent);
 * - matrix_sum: nested counted loops (reducible, depth 2);
 * - find_token: a search loop with an early exit and a cold error path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((cold, noinline)) static void report_error(const char *what) {
  fprintf(stderr, "error: %s\n", what);
}

int run_machine(const unsigned char *input, int n, int start_in_b) {
  int i = 0, acc = 0;
  if (start_in_b)
    goto state_b;
state_a:
  if (i >= n)
    return acc;
  acc += input[i++];
  if (acc & 1)
    goto state_b;
  goto state_a;
state_b:
  if (i >= n)
    return -acc;
  acc ^= input[i++];
  if (acc > 1000) {
    report_error("overflow");
    abort();
  }
  goto state_a;
}

long matrix_sum(const int *m, int rows, int cols) {
  long total = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      total += m[r * cols + c];
  return total;
}

int find_token(const char *const *tokens, int n, const char *want) {
  for (int i = 0; i < n; i++) {
    if (tokens[i] == NULL) {
      report_error("null token");
      return -2;
    }
    if (strcmp(tokens[i], want) == 0)
      return i;
  }
  return -1;
}

int main(int argc, char **argv) {
  unsigned char buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = (unsigned char)(i * 7 + argc);
  int m[12];
  for (int i = 0; i < 12; i++)
    m[i] = i;
  const char *toks[] = {"alpha", "beta", "gamma"};
  printf("%d %ld %d\n", run_machine(buf, 64, argc > 1), matrix_sum(m, 3, 4),
         find_token(toks, 3, argc > 1 ? argv[1] : "beta"));
  return 0;
}
