/* hash.c: an open-addressing string -> count map (see app.h) */
#include <stdlib.h>
#include <string.h>
#include "app.h"

unsigned hm_hash(const char *s)
{
    unsigned h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

void hm_init(hmap *m, size_t cap)
{
    size_t c = 16;
    while (c < cap)
        c <<= 1;
    m->slots = calloc(c, sizeof *m->slots);
    m->cap = c;
    m->used = 0;
    m->probes = 0;
}

void hm_free(hmap *m)
{
    size_t i;
    for (i = 0; i < m->cap; i++)
        free(m->slots[i].key);
    free(m->slots);
    m->slots = NULL;
}

static void hm_resize(hmap *m)
{
    hmap bigger;
    size_t i;
    hm_init(&bigger, m->cap * 2);
    for (i = 0; i < m->cap; i++) {
        hentry *e = &m->slots[i];
        if (e->key) {
            size_t j = e->hash & (bigger.cap - 1);
            while (bigger.slots[j].key)
                j = (j + 1) & (bigger.cap - 1);
            bigger.slots[j] = *e;
            bigger.used++;
        }
    }
    bigger.probes = m->probes;
    free(m->slots);
    *m = bigger;
}

hentry *hm_get(hmap *m, const char *key, int create)
{
    unsigned h = hm_hash(key);
    size_t i = h & (m->cap - 1);
    for (;;) {
        hentry *e = &m->slots[i];
        m->probes++;
        if (!e->key) {
            if (!create)
                return NULL;
            if ((m->used + 1) * 4 > m->cap * 3) {
                hm_resize(m);
                return hm_get(m, key, create);
            }
            e->key = strdup(key);
            e->hash = h;
            e->count = 0;
            m->used++;
            return e;
        }
        if (e->hash == h && strcmp(e->key, key) == 0)
            return e;
        i = (i + 1) & (m->cap - 1);
    }
}

static int by_count(const void *a, const void *b)
{
    const hentry *x = *(const hentry *const *)a, *y = *(const hentry *const *)b;
    if (x->count != y->count)
        return x->count < y->count ? 1 : -1;
    return strcmp(x->key, y->key);
}

size_t hm_sorted(const hmap *m, hentry ***out)
{
    size_t i, n = 0;
    hentry **v = malloc((m->used + 1) * sizeof *v);
    for (i = 0; i < m->cap; i++)
        if (m->slots[i].key)
            v[n++] = &m->slots[i];
    qsort(v, n, sizeof *v, by_count);
    *out = v;
    return n;
}
