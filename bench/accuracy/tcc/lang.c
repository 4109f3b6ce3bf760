/* lang.c: a tour of the C language (C99/C11 and GNU extensions tcc accepts), for the tcc
   workload. Every part checks its own results; main prints one line per part and the number
   of failed checks, and exits 1 if any failed. Written for the freqpath corpus. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <limits.h>
#include <stdint.h>
#include <float.h>
#include <math.h>

static int failures;
#define CHECK(c) do { if (!(c)) { failures++; printf("  check failed line %d: %s\n", __LINE__, #c); } } while (0)

/* ------------------------------------------------------------ integers */
static unsigned long long mix64(unsigned long long x)
{
    x ^= x >> 31; x *= 0x9E3779B97F4A7C15ULL; x ^= x >> 29; x *= 0xBF58476D1CE4E5B9ULL;
    return x ^ (x >> 32);
}

static void part_integers(void)
{
    int i; long l = -7; unsigned u = 3000000000u; short s = -300; signed char sc = -5;
    unsigned char uc = 250; long long ll = LLONG_MIN + 1; unsigned long long ull = 0;
    CHECK(l / 2 == -3 && l % 2 == -1);
    CHECK(u / 7 == 428571428u && u % 7 == 4u);
    CHECK((unsigned char)(uc + 10) == 4);
    CHECK(sc >> 1 == -3);
    CHECK((s & 0xff) == 0xd4);
    CHECK(-ll == LLONG_MAX);
    for (i = 0; i < 100; i++) ull = mix64(ull + i);
    CHECK(ull != 0);
    CHECK((ull >> 63) <= 1);
    CHECK(((unsigned)INT_MAX + 1u) == 0x80000000u);
    CHECK((int8_t)0x80 == -128 && (uint16_t)-1 == 65535);
    CHECK(sizeof(long) == 8 && sizeof(int) == 4 && sizeof(short) == 2 && sizeof(void *) == 8);
    {
        unsigned long long a = 0xFFFFFFFFFFFFFFFFULL, b = 12345678901ULL;
        CHECK(a / b == 1494186283ULL && a % b == 5512836632ULL);
        CHECK((long long)(a >> 1) / -3 == -3074457345618258602LL);
        CHECK((b << 20) >> 20 == b);
        CHECK(((a - b) ^ a) == (a ^ (a - b)));
    }
    {
        int x = 5, y = 0;
        y += x++ * 2; y -= --x; y *= 3; y /= 2; y %= 7; y <<= 3; y >>= 1; y &= 0x3c; y |= 1; y ^= 0x10;
        CHECK(y == 17);
    }
    printf("integers: %llx\n", ull & 0xffff);
}

/* ------------------------------------------------------------ floating point */
static double horner(const double *c, int n, double x)
{
    double r = 0;
    while (n--) r = r * x + c[n];
    return r;
}

static void part_float(void)
{
    float f = 1.5f; double d = 2.25; long double ld = 3.125L;
    static const double coef[] = {1, -0.5, 0.25, -0.125};
    unsigned long long big = 18000000000000000000ULL;
    double bd = (double)big;
    float bf = (float)big;
    long double bld = (long double)big;
    CHECK(f * 2 == 3.0f);
    CHECK(d + f == 3.75);
    CHECK(ld - 0.125L == 3.0L);
    CHECK(fabs(horner(coef, 4, 2.0) - 0.0) < 1e-12);
    CHECK(bd > 1.7e19 && bd < 1.9e19);
    CHECK(bf > 1.7e19f && bf < 1.9e19f);
    CHECK(bld > 1.7e19L && bld < 1.9e19L);
    CHECK((unsigned long long)bd == 18000000000000000000ULL);
    CHECK((unsigned long long)bld == 18000000000000000000ULL);
    CHECK((unsigned long long)3.0e18 == 3000000000000000000ULL);
    CHECK((unsigned long long)(float)1e19 > 9e18);
    CHECK((int)-2.7 == -2 && (long)2.7e10 == 27000000000L);
    CHECK(sqrt(2.0) * sqrt(2.0) - 2.0 < 1e-15);
    CHECK(DBL_EPSILON < 1e-15 && FLT_MAX > 1e38f && LDBL_MANT_DIG == 64);
    CHECK(f < d && d <= 2.25 && !(d != 2.25) && ld >= d);
    {
        double acc = 0; int i;
        for (i = 1; i <= 1000; i++) acc += 1.0 / ((double)i * i);
        CHECK(acc > 1.64 && acc < 1.645);
        printf("float: %.6f %.3Lf %g\n", acc, ld * 2, (double)f / 3);
    }
}

/* ------------------------------------------------------------ structs, unions, bitfields */
struct point { int x, y; };
struct rect { struct point a, b; };
struct mixed { char c; double d; short s; long l; };
struct small { char a, b; };
struct two_d { double x, y; };
struct big { long v[6]; };
struct flags { unsigned ready : 1; unsigned mode : 3; signed delta : 5; unsigned : 0; unsigned long wide : 40; };
union word { uint32_t u; uint8_t b[4]; float f; };
struct with_union { int kind; union { long i; double d; const char *s; }; };
#pragma pack(push, 1)
struct packed_rec { char tag; int value; };
#pragma pack(pop)
struct field_packed { char tag; int value __attribute__((packed)); };
struct msg { int len; char body[]; };

static struct rect make_rect(int x0, int y0, int x1, int y1)
{
    struct rect r = { { x0, y0 }, { x1, y1 } };
    return r;
}
static struct small swap_small(struct small s) { struct small t = { s.b, s.a }; return t; }
static struct two_d add_two(struct two_d p, struct two_d q) { p.x += q.x; p.y += q.y; return p; }
static struct big fill_big(long seed) { struct big b; int i; for (i = 0; i < 6; i++) b.v[i] = seed * i; return b; }
static long sum_big(struct big b) { long s = 0; int i; for (i = 0; i < 6; i++) s += b.v[i]; return s; }
static int area(const struct rect *r) { return (r->b.x - r->a.x) * (r->b.y - r->a.y); }

static void part_structs(void)
{
    struct rect r = make_rect(1, 2, 11, 7);
    struct small s = { 'a', 'z' };
    struct two_d p = { 1.5, 2.5 }, q = { 0.25, 0.75 };
    struct flags fl = { 0 };
    union word w;
    struct with_union wu;
    struct packed_rec pr = { 'k', 0x12345678 };
    struct msg *m;
    struct mixed mx = { .d = 2.0, .l = 9, .c = 'q' };
    CHECK(area(&r) == 50);
    s = swap_small(s);
    CHECK(s.a == 'z' && s.b == 'a');
    p = add_two(p, q);
    CHECK(p.x == 1.75 && p.y == 3.25);
    CHECK(sum_big(fill_big(3)) == 45);
    fl.ready = 1; fl.mode = 5; fl.delta = -9; fl.wide = 0xABCDEF1234ULL;
    fl.mode += 3;
    CHECK(fl.ready == 1 && fl.mode == 0 && fl.delta == -9 && fl.wide == 0xABCDEF1234ULL);
    w.u = 0x01020304;
    CHECK(w.b[0] == 4 && w.b[3] == 1);
    w.f = 1.0f;
    CHECK(w.u == 0x3f800000);
    wu.kind = 2; wu.d = 0.5;
    CHECK(wu.d == 0.5);
    wu.s = "str";
    CHECK(wu.s[2] == 'r');
    CHECK(sizeof(struct packed_rec) == 5 && pr.value == 0x12345678);
    CHECK(sizeof(struct field_packed) <= 8);
    CHECK(offsetof(struct mixed, d) == 8 && offsetof(struct mixed, l) == 24 && sizeof(struct mixed) == 32);
    CHECK(mx.s == 0 && mx.c == 'q');
    m = malloc(sizeof *m + 6);
    m->len = 5; memcpy(m->body, "hello", 6);
    CHECK(strlen(m->body) == 5);
    free(m);
    {
        struct rect rs[3] = { [2] = { .b = { 4, 4 } }, [0].a.x = 1 };
        struct rect *pr2 = rs;
        CHECK(rs[0].a.x == 1 && rs[2].b.y == 4 && pr2[1].a.y == 0);
        CHECK(area(&rs[2]) == 16);
        *pr2 = (struct rect){ { 0, 0 }, { 3, 3 } };
        CHECK(area(pr2) == 9);
    }
    printf("structs: %d %g %lx\n", area(&r), p.x + p.y, (unsigned long)fl.wide);
}

/* ------------------------------------------------------------ variadic functions */
static double vsum(int n, ...)
{
    va_list ap; double t = 0; int i;
    va_start(ap, n);
    for (i = 0; i < n; i++) {
        int kind = va_arg(ap, int);
        if (kind == 0) t += va_arg(ap, int);
        else if (kind == 1) t += va_arg(ap, double);
        else if (kind == 2) t += (double)va_arg(ap, long long);
        else { struct point p = va_arg(ap, struct point); t += p.x * 10 + p.y; }
    }
    va_end(ap);
    return t;
}

static int fmt_into(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap, ap2; int r, r2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    r = vsnprintf(buf, n, fmt, ap);
    r2 = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    va_end(ap);
    return r == r2 ? r : -1;
}

static void part_varargs(void)
{
    char buf[128];
    struct point pt = { 4, 2 };
    double t = vsum(12, 0, 1, 1, 2.5, 2, 10000000000LL, 3, pt, 0, 2, 1, 0.25, 0, 3, 1, 1.0,
                    0, 4, 1, 8.0, 2, -1LL, 1, 0.125);
    CHECK(t == 10000000000.0 + 1 + 2.5 + 42 + 2 + 0.25 + 3 + 1.0 + 4 + 8.0 - 1 + 0.125);
    CHECK(fmt_into(buf, sizeof buf, "%d-%s-%.2f-%c-%lu", 7, "ab", 1.5, 'x', 99UL) == 14);
    CHECK(strcmp(buf, "7-ab-1.50-x-99") == 0);
    printf("varargs: %s %.3f\n", buf, t);
}

/* ------------------------------------------------------------ control flow */
static int classify(int c)
{
    switch (c) {
    case 'a' ... 'z': return 1;
    case 'A' ... 'Z': return 2;
    case '0' ... '9': return 3;
    case ' ': case '\t': case '\n': return 4;
    case '_': return 5;
    default: return 0;
    }
}

static const char *sparse_name(int v)
{
    switch (v) {
    case -1000: return "neg";
    case 0: return "zero";
    case 7: return "seven";
    case 4096: return "page";
    case 65536: return "64k";
    case 1 << 24: return "16M";
    }
    return "other";
}

static int dense(int v)
{
    switch (v & 15) {
    case 0: v += 3; break; case 1: v -= 1; break; case 2: v *= 2; break; case 3: v ^= 5; break;
    case 4: v <<= 1; /* fall through */
    case 5: v += 11; break; case 6: v = -v; break; case 7: v |= 64; break; case 8: v &= 7; break;
    case 9: case 10: v /= 3; break; case 11: v %= 5; break; case 12: v = ~v; break;
    default: v = 0;
    }
    return v;
}

static int run_ops(const unsigned char *code, int n)
{
    static void *table[] = { &&op_inc, &&op_dbl, &&op_neg, &&op_end };
    int acc = 1, pc = 0;
    goto *table[code[pc]];
op_inc: acc++; if (++pc >= n) return acc; goto *table[code[pc]];
op_dbl: acc *= 2; if (++pc >= n) return acc; goto *table[code[pc]];
op_neg: acc = -acc; if (++pc >= n) return acc; goto *table[code[pc]];
op_end: return acc;
}

static jmp_buf jb;
static void deep(int n) { if (n == 0) longjmp(jb, 42); deep(n - 1); }

static void part_control(void)
{
    const char *text = "Hello World_42\tx";
    int counts[6] = { 0 }, i, j, k, s = 0;
    static const unsigned char prog[] = { 0, 1, 1, 0, 2, 1, 0, 3, 1 };
    for (i = 0; text[i]; i++) counts[classify(text[i])]++;
    CHECK(counts[1] == 9 && counts[2] == 2 && counts[3] == 2 && counts[4] == 2 && counts[5] == 1);
    CHECK(strcmp(sparse_name(4096), "page") == 0 && strcmp(sparse_name(3), "other") == 0);
    CHECK(strcmp(sparse_name(1 << 24), "16M") == 0 && strcmp(sparse_name(-1000), "neg") == 0);
    for (i = 0; i < 64; i++) s += dense(i * 37);
    CHECK(run_ops(prog, sizeof prog) == -17);
    i = 0; j = 0;
    do { j += i; } while (++i < 10);
    CHECK(j == 45);
    for (i = 0, k = 0; i < 10; i++) {
        if (i == 2) continue;
        for (j = 0; j < 10; j++) { if (j > i) break; k++; }
        if (k > 40) goto out;
    }
out:
    CHECK(k == 42);
    i = 0;
    while (1) { if (++i == 5) break; }
    CHECK(i == 5);
    if (!setjmp(jb)) { deep(20); CHECK(0); } else CHECK(1);
    i = 3;
    CHECK((i > 2 ? i < 4 ? 1 : 2 : 3) == 1);
    CHECK((i && 0) == 0 && (i || 0) == 1 && (!i) == 0);
    printf("control: %d %d\n", s, k);
}

/* ------------------------------------------------------------ pointers and arrays */
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
typedef int (*binop)(int, int);
static binop pick(char c) { return c == '+' ? add : c == '-' ? sub : mul; }

static int vla_sum(int n, int m, const int *a)
{
    int i, j, s = 0;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) s += a[i * m + j] * (i + 1);
    return s;
}

static void part_pointers(void)
{
    int arr[20], i, n = 4, m = 5;
    int grid[n][m];
    int *p = arr, *q = arr + 19;
    char str[] = "pointer arithmetic", *c;
    int (*rows)[5] = grid;
    binop ops[3] = { add, sub, mul };
    for (i = 0; i < 20; i++) arr[i] = (i * 7919) % 23;
    qsort(arr, 20, sizeof arr[0], cmp_int);
    for (i = 1; i < 20; i++) CHECK(arr[i - 1] <= arr[i]);
    CHECK(q - p == 19 && *(p + 3) == arr[3] && 3[arr] == arr[3]);
    for (c = str; *c; c++) if (*c == ' ') *c = '_';
    CHECK(strcmp(str, "pointer_arithmetic") == 0);
    for (i = 0; i < n; i++) { int j; for (j = 0; j < m; j++) grid[i][j] = i + j; }
    CHECK(vla_sum(n, m, &grid[0][0]) == 200);
    CHECK(rows[2][3] == 5 && sizeof grid == 80);
    CHECK(pick('+')(3, 4) == 7 && pick('-')(3, 4) == -1 && (*pick('*'))(3, 4) == 12);
    CHECK(ops[2](ops[0](1, 2), ops[1](9, 4)) == 15);
    {
        const char *words[] = { "gamma", "alpha", "delta", "beta" };
        const char **w = words;
        int longest = 0;
        while (w < words + 4) { int l = (int)strlen(*w++); if (l > longest) longest = l; }
        CHECK(longest == 5);
    }
    {
        void *vp = arr; char *cp = vp; long diff = (char *)&arr[5] - cp;
        CHECK(diff == 20);
        CHECK(((uintptr_t)vp & 3) == 0);
    }
    printf("pointers: %d %d %s\n", arr[0], arr[19], str);
}

/* ------------------------------------------------------------ C11 and GNU extensions */
#define type_name(x) _Generic((x), int: "int", long: "long", double: "double", float: "float", \
    char *: "char*", const char *: "const char*", default: "other")
#define max_of(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
_Static_assert(sizeof(int) == 4, "int is 32 bits");
static _Alignas(32) char aligned_buf[64];
static int counter __attribute__((unused));
static int wide_aligned __attribute__((aligned(16))) = 1;
static inline int sq(int x) { return x * x; }
static _Noreturn void never(void) { exit(3); }

static void part_extensions(void)
{
    int a = 3; long b = 4; double d = 1.0; const char *cs = "x";
    int arr[8] = { [0 ... 3] = 1, [6] = 9 };
    __typeof__(b) copy = b * 2;
    char *big = (char[]){ "compound" };
    CHECK(strcmp(type_name(a), "int") == 0 && strcmp(type_name(b), "long") == 0);
    CHECK(strcmp(type_name(d), "double") == 0 && strcmp(type_name(cs), "const char*") == 0);
    CHECK(strcmp(type_name(1.0f), "float") == 0 && strcmp(type_name((short)1), "other") == 0);
    CHECK(max_of(a, 7) == 7 && max_of(2.5, d) == 2.5);
    CHECK(arr[2] == 1 && arr[4] == 0 && arr[6] == 9);
    CHECK(copy == 8 && sizeof copy == 8);
    CHECK(((uintptr_t)aligned_buf & 31) == 0 && _Alignof(double) == 8);
    CHECK(wide_aligned == 1); /* tcc 0.9.27 accepts but ignores this alignment */
    CHECK(sq(9) == 81 && big[0] == 'c');
    CHECK(__builtin_constant_p(3 * 4) && !__builtin_constant_p(a));
    CHECK(__builtin_types_compatible_p(int, int) && !__builtin_types_compatible_p(int, long));
    CHECK(__builtin_expect(a == 3, 1));
    {
        int x = ({ int t = 0, i; for (i = 0; i < 5; i++) t += i; t; });
        CHECK(x == 10);
    }
    if (a == 99) never();
    printf("extensions: %s %s %d\n", type_name(b), type_name(big), __COUNTER__ + __COUNTER__);
}

/* ------------------------------------------------------------ inline assembly */
static unsigned long asm_add(unsigned long a, unsigned long b)
{
    unsigned long r;
    __asm__("lea (%1,%2), %0" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
static int asm_bsr(unsigned v)
{
    int r;
    __asm__("bsrl %1, %0" : "=r"(r) : "rm"(v) : "cc");
    return r;
}
static unsigned long long rdtsc_like(void)
{
    unsigned lo = 7, hi = 1;
    __asm__ volatile("xchg %0, %1" : "+r"(lo), "+r"(hi));
    return ((unsigned long long)hi << 32) | lo;
}
static void asm_copy(void *dst, const void *src, unsigned long n)
{
    __asm__ volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

static void part_asm(void)
{
    char a[16] = "inline asm!", b[16] = { 0 };
    unsigned x = 12345;
    CHECK(asm_add(40, 2) == 42);
    CHECK(asm_bsr(1) == 0 && asm_bsr(0x80000000u) == 31 && asm_bsr(1000) == 9);
    CHECK(rdtsc_like() == ((1ULL << 32 | 0) ^ 0) + 0 || rdtsc_like() == (7ULL << 32 | 1));
    asm_copy(b, a, 12);
    CHECK(strcmp(a, b) == 0);
    __asm__("shll $3, %0" : "+r"(x));
    CHECK(x == 98760);
    printf("asm: %lu %d %s\n", asm_add(1, 2), asm_bsr(x), b);
}

/* ------------------------------------------------------------ strings and chars */
static void part_strings(void)
{
    static const char joined[] = "con" "cat" "enated";
    const wchar_t *wide = L"wide";
    char buf[64], *tok, *save;
    int n = 0;
    CHECK(sizeof joined == 13 && joined[3] == 'c');
    CHECK(wide[3] == L'e' && sizeof(wchar_t) == 4);
    CHECK('\x41' == 'A' && '\101' == 'A' && '\n' == 10 && "\t\v\f\a\b\\\'\""[7] == '"');
    snprintf(buf, sizeof buf, "a,bb,,ccc,dddd");
    for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) n += (int)strlen(tok);
    CHECK(n == 10);
    CHECK(strtol("-0x1f", NULL, 16) == -31 && strtoul("777", NULL, 8) == 511 && atof("2.5e3") == 2500.0);
    printf("strings: %s %d %zu\n", joined, n, sizeof "\0\0");
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 1, r;
    for (r = 0; r < rounds; r++) {
        part_integers();
        part_float();
        part_structs();
        part_varargs();
        part_control();
        part_pointers();
        part_extensions();
        part_asm();
        part_strings();
    }
    printf("failures: %d\n", failures);
    return failures != 0;
}
