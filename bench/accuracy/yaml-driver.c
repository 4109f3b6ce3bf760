/* libyaml workload driver for scripts/accuracy: parse a YAML stream event by event and emit
 * it again, then load every document as a node graph and dump it. Output goes to a memory
 * buffer whose size is printed, so the run exercises scanner, parser, emitter, loader and
 * dumper. Usage: yaml-driver FILE [ROUNDS] */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char out[64 << 20];

static int events(FILE *in, size_t *written) {
  yaml_parser_t parser;
  yaml_emitter_t emitter;
  yaml_event_t event;
  int done = 0, ok = 1;
  yaml_parser_initialize(&parser);
  yaml_emitter_initialize(&emitter);
  yaml_parser_set_input_file(&parser, in);
  yaml_emitter_set_output_string(&emitter, out, sizeof out, written);
  yaml_emitter_set_unicode(&emitter, 1);
  while (!done) {
    if (!yaml_parser_parse(&parser, &event)) { ok = 0; break; }
    done = event.type == YAML_STREAM_END_EVENT;
    if (!yaml_emitter_emit(&emitter, &event)) { ok = 0; break; }
  }
  yaml_parser_delete(&parser);
  yaml_emitter_delete(&emitter);
  return ok;
}

static int documents(FILE *in, size_t *written, long *nodes) {
  yaml_parser_t parser;
  yaml_emitter_t emitter;
  yaml_document_t doc;
  int ok = 1;
  yaml_parser_initialize(&parser);
  yaml_emitter_initialize(&emitter);
  yaml_parser_set_input_file(&parser, in);
  yaml_emitter_set_output_string(&emitter, out, sizeof out, written);
  yaml_emitter_set_canonical(&emitter, 1);
  yaml_emitter_open(&emitter);
  for (;;) {
    if (!yaml_parser_load(&parser, &doc)) { ok = 0; break; }
    yaml_node_t *root = yaml_document_get_root_node(&doc);
    if (!root) { yaml_document_delete(&doc); break; }
    for (yaml_node_t *n = doc.nodes.start; n < doc.nodes.top; n++) (*nodes)++;
    if (!yaml_emitter_dump(&emitter, &doc)) { ok = 0; break; } /* dump deletes doc */
  }
  yaml_emitter_close(&emitter);
  yaml_parser_delete(&parser);
  yaml_emitter_delete(&emitter);
  return ok;
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: yaml-driver FILE [ROUNDS]\n"); return 2; }
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  size_t a = 0, b = 0;
  long nodes = 0;
  for (int r = 0; r < rounds; r++) {
    FILE *in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    if (!events(in, &a)) { fprintf(stderr, "event round trip failed\n"); return 1; }
    rewind(in);
    if (!documents(in, &b, &nodes)) { fprintf(stderr, "document round trip failed\n"); return 1; }
    fclose(in);
  }
  printf("events %zu bytes, documents %zu bytes, %ld nodes\n", a, b, nodes);
  return 0;
}
