/* Block counters for instrument-counts.py: one 64-bit counter per block id; at exit the
 * executed ones are appended to $FREQPATH_COUNTS as "ID COUNT" lines. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define FREQPATH_MAX_COUNTERS (1u << 22)

static uint64_t counters[FREQPATH_MAX_COUNTERS];

void __freqpath_count(uint64_t id) {
  if (id < FREQPATH_MAX_COUNTERS)
    counters[id]++;
}

__attribute__((destructor)) static void freqpath_dump(void) {
  const char *path = getenv("FREQPATH_COUNTS");
  if (!path)
    return;
  FILE *out = fopen(path, "a");
  if (!out)
    return;
  for (uint64_t id = 0; id < FREQPATH_MAX_COUNTERS; ++id)
    if (counters[id])
      fprintf(out, "%llu %llu\n", (unsigned long long)id, (unsigned long long)counters[id]);
  fclose(out);
}
