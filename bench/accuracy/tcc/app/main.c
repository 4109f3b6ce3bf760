/* main.c: textool [-n top] [-f] [-s] [-c] [-q] [files...]: word counts and statistics of
   text files, or (-c) a calculator over lines of expressions (see app.h) */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "app.h"

static int process(FILE *f, const char *name, textstats *st, hmap *words, int fold, int calc,
                   var *vars, int *nvars)
{
    strbuf line;
    int bad = 0;
    long lineno = 0;
    sb_init(&line);
    while (sb_read_line(&line, f)) {
        lineno++;
        if (calc) {
            double v;
            const char *err;
            if (line.len == 0 || line.data[0] == '#')
                continue;
            if (calc_eval(line.data, vars, nvars, 64, &v, &err))
                printf("%s:%ld: %.10g\n", name, lineno, v);
            else {
                printf("%s:%ld: error: %s\n", name, lineno, err);
                bad++;
            }
        } else
            stats_line(st, line.data, line.len, words, fold);
    }
    sb_free(&line);
    return bad;
}

int main(int argc, char **argv)
{
    int opt, top = 10, fold = 0, calc = 0, quiet = 0, show_stats = 0, bad = 0, i, nvars = 0;
    textstats st;
    hmap words;
    var vars[64];
    memset(&st, 0, sizeof st);
    while ((opt = getopt(argc, argv, "n:fscqV")) != -1) {
        switch (opt) {
        case 'n': top = atoi(optarg); break;
        case 'f': fold = 1; break;
        case 's': show_stats = 1; break;
        case 'c': calc = 1; break;
        case 'q': quiet = 1; break;
        case 'V': puts(app_version); return 0;
        default: fprintf(stderr, "usage: textool [-n top] [-f] [-s] [-c] [-q] [files]\n"); return 2;
        }
    }
    hm_init(&words, 1024);
    if (optind == argc)
        bad += process(stdin, "-", &st, &words, fold, calc, vars, &nvars);
    for (i = optind; i < argc; i++) {
        FILE *f = fopen(argv[i], "r");
        if (!f) {
            perror(argv[i]);
            bad++;
            continue;
        }
        bad += process(f, argv[i], &st, &words, fold, calc, vars, &nvars);
        fclose(f);
    }
    if (!calc) {
        hentry **sorted;
        size_t n = hm_sorted(&words, &sorted), k;
        strbuf out;
        sb_init(&out);
        if (show_stats) {
            sb_printf(&out, "lines %ld words %ld chars %ld sentences %ld digits %ld longest %ld\n",
                      st.lines, st.words, st.chars, st.sentences, st.digits, st.longest_line);
            for (k = 1; k < 16; k++)
                if (st.length_hist[k])
                    sb_printf(&out, "len%s%zu %ld\n", k == 15 ? ">=" : "=", k, st.length_hist[k]);
            sb_printf(&out, "distinct %zu probes %lu\n", n, words.probes);
        }
        for (k = 0; k < n && (long)k < top; k++)
            sb_printf(&out, "%7ld %s\n", sorted[k]->count, sorted[k]->key);
        if (!quiet)
            fputs(out.data, stdout);
        sb_free(&out);
        free(sorted);
    }
    for (i = 0; i < nvars; i++)
        free((char *)vars[i].name);
    hm_free(&words);
    return bad ? 1 : 0;
}
