/* strbuf.c: growable strings (see app.h) */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "app.h"

static void sb_grow(strbuf *b, size_t extra)
{
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return;
    while (b->cap < need)
        b->cap = b->cap ? b->cap * 2 : 32;
    b->data = realloc(b->data, b->cap);
    if (!b->data) {
        fputs("out of memory\n", stderr);
        exit(2);
    }
}

void sb_init(strbuf *b) { b->data = NULL; b->len = b->cap = 0; sb_grow(b, 0); b->data[0] = 0; }
void sb_free(strbuf *b) { free(b->data); b->data = NULL; b->len = b->cap = 0; }

void sb_putc(strbuf *b, int c)
{
    sb_grow(b, 1);
    b->data[b->len++] = (char)c;
    b->data[b->len] = 0;
}

void sb_puts(strbuf *b, const char *s)
{
    size_t n = strlen(s);
    sb_grow(b, n);
    memcpy(b->data + b->len, s, n + 1);
    b->len += n;
}

void sb_printf(strbuf *b, const char *fmt, ...)
{
    va_list ap, ap2;
    int n;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n > 0) {
        sb_grow(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

/* reads one line without its newline; 0 at end of file */
int sb_read_line(strbuf *b, FILE *f)
{
    int c, any = 0;
    b->len = 0;
    b->data[0] = 0;
    while ((c = getc(f)) != EOF) {
        any = 1;
        if (c == '\n')
            break;
        if (c == '\r')
            continue;
        sb_putc(b, c);
    }
    return any;
}

void sb_lower(strbuf *b)
{
    size_t i;
    for (i = 0; i < b->len; i++)
        b->data[i] = (char)tolower((unsigned char)b->data[i]);
}
