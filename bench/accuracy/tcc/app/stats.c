/* stats.c: per-line text statistics and word counting (see app.h) */
#include <ctype.h>
#include <string.h>
#include "app.h"

const char *app_version = "textool 1.3";

void stats_line(textstats *st, const char *line, size_t len, hmap *words, int fold)
{
    size_t i = 0;
    char word[64];
    st->lines++;
    st->chars += (long)len + 1;
    if ((long)len > st->longest_line)
        st->longest_line = (long)len;
    while (i < len) {
        size_t n = 0;
        while (i < len && !isalnum((unsigned char)line[i])) {
            if (line[i] == '.' || line[i] == '?' || line[i] == '!')
                st->sentences++;
            i++;
        }
        while (i < len && isalnum((unsigned char)line[i])) {
            char c = line[i++];
            if (isdigit((unsigned char)c))
                st->digits++;
            if (n < sizeof word - 1)
                word[n++] = fold ? (char)tolower((unsigned char)c) : c;
        }
        if (n) {
            word[n] = 0;
            st->words++;
            st->length_hist[n < 16 ? n : 15]++;
            if (words)
                hm_get(words, word, 1)->count++;
        }
    }
}
