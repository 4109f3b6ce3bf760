/* app.h: a small text tool (word counts, statistics, an expression calculator) that the
   tcc workload builds as objects, a static archive and a shared library.
   Written for the freqpath corpus. */
#ifndef APP_H
#define APP_H
#include <stddef.h>
#include <stdio.h>

/* strbuf.c */
typedef struct {
    char *data;
    size_t len, cap;
} strbuf;
void sb_init(strbuf *b);
void sb_free(strbuf *b);
void sb_putc(strbuf *b, int c);
void sb_puts(strbuf *b, const char *s);
void sb_printf(strbuf *b, const char *fmt, ...);
int sb_read_line(strbuf *b, FILE *f);
void sb_lower(strbuf *b);

/* hash.c */
typedef struct hentry {
    char *key;
    long count;
    unsigned hash;
} hentry;
typedef struct {
    hentry *slots;
    size_t used, cap;
    unsigned long probes;
} hmap;
void hm_init(hmap *m, size_t cap);
void hm_free(hmap *m);
hentry *hm_get(hmap *m, const char *key, int create);
size_t hm_sorted(const hmap *m, hentry ***out);
unsigned hm_hash(const char *s);

/* calc.c */
typedef struct {
    const char *name;
    double value;
} var;
int calc_eval(const char *src, var *vars, int *nvars, int maxvars, double *out, const char **err);

/* stats */
typedef struct {
    long lines, words, chars, sentences, digits, longest_line;
    long length_hist[16];
} textstats;
void stats_line(textstats *st, const char *line, size_t len, hmap *words, int fold);
extern const char *app_version;
#endif
