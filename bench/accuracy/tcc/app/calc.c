/* calc.c: a recursive-descent calculator: numbers, variables, assignment, + - * / % ^,
   comparisons, unary minus, parentheses and a few functions (see app.h) */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "app.h"

typedef struct {
    const char *p;
    const char *err;
    var *vars;
    int *nvars, maxvars;
} parser;

static double expr(parser *ps);

static void skip_ws(parser *ps)
{
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static int accept(parser *ps, const char *tok)
{
    size_t n = strlen(tok);
    skip_ws(ps);
    if (strncmp(ps->p, tok, n) == 0) {
        ps->p += n;
        return 1;
    }
    return 0;
}

static var *lookup(parser *ps, const char *name, size_t len, int create)
{
    int i;
    for (i = 0; i < *ps->nvars; i++)
        if (strlen(ps->vars[i].name) == len && strncmp(ps->vars[i].name, name, len) == 0)
            return &ps->vars[i];
    if (!create || *ps->nvars >= ps->maxvars)
        return NULL;
    {
        char *copy = malloc(len + 1);
        memcpy(copy, name, len);
        copy[len] = 0;
        ps->vars[*ps->nvars].name = copy;
        ps->vars[*ps->nvars].value = 0;
        return &ps->vars[(*ps->nvars)++];
    }
}

static double call(parser *ps, const char *name, size_t len)
{
    double a = expr(ps), b = 0;
    int two = 0;
    if (accept(ps, ",")) {
        b = expr(ps);
        two = 1;
    }
    if (!accept(ps, ")")) {
        ps->err = "missing )";
        return 0;
    }
    if (len == 4 && !strncmp(name, "sqrt", 4)) return a < 0 ? (ps->err = "sqrt of negative", 0) : sqrt(a);
    if (len == 3 && !strncmp(name, "abs", 3)) return fabs(a);
    if (len == 3 && !strncmp(name, "max", 3) && two) return a > b ? a : b;
    if (len == 3 && !strncmp(name, "min", 3) && two) return a < b ? a : b;
    if (len == 5 && !strncmp(name, "floor", 5)) return floor(a);
    if (len == 3 && !strncmp(name, "log", 3)) return a <= 0 ? (ps->err = "log domain", 0) : log(a);
    ps->err = "unknown function";
    return 0;
}

static double primary(parser *ps)
{
    skip_ws(ps);
    if (ps->err)
        return 0;
    if (isdigit((unsigned char)*ps->p) || *ps->p == '.') {
        char *end;
        double v = strtod(ps->p, &end);
        ps->p = end;
        return v;
    }
    if (isalpha((unsigned char)*ps->p) || *ps->p == '_') {
        const char *start = ps->p;
        size_t len;
        var *v;
        while (isalnum((unsigned char)*ps->p) || *ps->p == '_')
            ps->p++;
        len = (size_t)(ps->p - start);
        if (accept(ps, "("))
            return call(ps, start, len);
        skip_ws(ps);
        if (ps->p[0] == '=' && ps->p[1] != '=') {
            ps->p++;
            v = lookup(ps, start, len, 1);
            if (!v) {
                ps->err = "too many variables";
                return 0;
            }
            return v->value = expr(ps);
        }
        v = lookup(ps, start, len, 0);
        if (!v) {
            ps->err = "undefined variable";
            return 0;
        }
        return v->value;
    }
    if (accept(ps, "(")) {
        double v = expr(ps);
        if (!accept(ps, ")"))
            ps->err = "missing )";
        return v;
    }
    if (accept(ps, "-"))
        return -primary(ps);
    if (accept(ps, "!"))
        return primary(ps) == 0;
    ps->err = "syntax error";
    return 0;
}

static double power(parser *ps)
{
    double base = primary(ps);
    if (accept(ps, "^"))
        return pow(base, power(ps));
    return base;
}

static double term(parser *ps)
{
    double v = power(ps);
    for (;;) {
        if (accept(ps, "*")) v *= power(ps);
        else if (accept(ps, "/")) {
            double d = power(ps);
            if (d == 0) { ps->err = "division by zero"; return 0; }
            v /= d;
        } else if (accept(ps, "%")) {
            double d = power(ps);
            if (d == 0) { ps->err = "division by zero"; return 0; }
            v = fmod(v, d);
        } else return v;
    }
}

static double sum(parser *ps)
{
    double v = term(ps);
    for (;;) {
        if (accept(ps, "+")) v += term(ps);
        else if (accept(ps, "-")) v -= term(ps);
        else return v;
    }
}

static double expr(parser *ps)
{
    double v = sum(ps);
    if (accept(ps, "==")) return v == sum(ps);
    if (accept(ps, "!=")) return v != sum(ps);
    if (accept(ps, "<=")) return v <= sum(ps);
    if (accept(ps, ">=")) return v >= sum(ps);
    if (accept(ps, "<")) return v < sum(ps);
    if (accept(ps, ">")) return v > sum(ps);
    return v;
}

int calc_eval(const char *src, var *vars, int *nvars, int maxvars, double *out, const char **err)
{
    parser ps;
    ps.p = src;
    ps.err = NULL;
    ps.vars = vars;
    ps.nvars = nvars;
    ps.maxvars = maxvars;
    *out = expr(&ps);
    skip_ws(&ps);
    if (!ps.err && *ps.p && *ps.p != '#')
        ps.err = "trailing input";
    *err = ps.err;
    return ps.err == NULL;
}
