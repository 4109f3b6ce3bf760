/* freqpath demo input: ordinary C with the loop shapes the cycle forest has to get right.
 *
 * - run_machine: a goto-driven state machine whose loop can be entered at two labels
 *   (an irreducible cycle, the kind LoopInfo cannot represent);
 * - matrix_sum: nested counted loops (reducible, depth 2);
 * - find_token: a search loop with an early exit and a cold error path;
 * - dispatch: a four-armed dispatch entered at any arm, so its cycle has four entries: LLVM 16's
 *   flat SCC and the cycle forest give different branch probabilities here (the example the
 *   project's design notes start from; test-ir/bpi/seed-examples.ll pins both answers).
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

int dispatch(const int *ops, int n, int first) {
  int pc = 0, acc = 0;
  switch (first) {
  case 1: goto op1;
  case 2: goto op2;
  case 3: goto op3;
  case 4: goto op4;
  default: goto next;
  }
op1:
  acc += 1;
  goto next;
op2:
  acc *= 3;
  goto next;
op3:
  acc -= 7;
  goto next;
op4:
  acc ^= 5;
  goto next;
next:
  if (pc >= n)
    return acc;
  switch (ops[pc++]) {
  case 1: goto op1;
  case 2: goto op2;
  case 3: goto op3;
  case 4: goto op4;
  default: return acc;
  }
}

/* usage: demo [ROUNDS]   (default 2000; prints one checksum line). Each round feeds the
 * functions above inputs derived from the round number, so the profile of a run has counts
 * on every frequent path and none on the cold ones. */
int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 2000;
  const char *toks[] = {"alpha", "beta", "gamma", "delta"};
  long check = 0;
  for (int round = 0; round < rounds; round++) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++)
      buf[i] = (unsigned char)((i * 7 + round) & 7);
    int m[12];
    for (int i = 0; i < 12; i++)
      m[i] = i + round % 5;
    int ops[6];
    for (int i = 0; i < 6; i++)
      ops[i] = 1 + (round + i * i) % 4;
    check += run_machine(buf, 64, round % 3 == 0) + matrix_sum(m, 3, 4) +
             find_token(toks, 4, toks[round % 4]) + dispatch(ops, 6, 1 + round % 5);
  }
  printf("demo: %d rounds, checksum %ld\n", rounds, check);
  return 0;
}
