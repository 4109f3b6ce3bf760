/* pp.c: preprocessor workout for the tcc workload (object-like and function-like macros,
   # and ##, variadic macros, nested expansion, conditional compilation, #line, pragmas,
   X-macros, include guards, predefined macros). Built with -E in several modes and run.
   Options: -DLEVEL=n picks feature levels, -DNO_IO leaves out stdio. Written for the
   freqpath corpus. */
#ifndef PP_C_ONCE
#define PP_C_ONCE

#ifndef NO_IO
#include <stdio.h>
#include <string.h>
#endif
#include <limits.h>
#include <stddef.h>

#ifndef LEVEL
#define LEVEL 2
#endif

#define STR_(x) #x
#define STR(x) STR_(x)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define CAT3(a, b, c) CAT(CAT(a, b), c)
#define EMPTY
#define DEFER(m) m EMPTY
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define COUNT_ARGS_(a, b, c, d, e, f, g, h, n, ...) n
#define FIRST(a, ...) a
#define REST(a, ...) __VA_ARGS__
#define LOG(fmt, ...) pp_log(__LINE__, fmt, ##__VA_ARGS__)
#define GNU_VA(args...) pp_sum(args)
#define SQUARE(x) ((x) * (x))
#define MAX3(a, b, c) ((a) > (b) ? ((a) > (c) ? (a) : (c)) : ((b) > (c) ? (b) : (c)))
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SWAP(T, a, b) do { T CAT(tmp_, __LINE__) = (a); (a) = (b); (b) = CAT(tmp_, __LINE__); } while (0)
#define BIT(n) (1u << (n))
#define MASK(hi, lo) ((BIT((hi) - (lo) + 1) - 1) << (lo))
#define f(x) (x + 1)
#define g f
#define h(x) g(x) * 2
#define self self_ + 1
#define indirect(x) x

/* X-macro table: colour names and values */
#define COLOURS(X) \
    X(red, 0xff0000) \
    X(green, 0x00ff00) \
    X(blue, 0x0000ff) \
    X(cyan, 0x00ffff) \
    X(magenta, 0xff00ff) \
    X(yellow, 0xffff00)

#define AS_ENUM(name, value) colour_##name,
#define AS_VALUE(name, value) value,
#define AS_NAME(name, value) #name,
enum colour { COLOURS(AS_ENUM) colour_count };
static const unsigned colour_values[] = { COLOURS(AS_VALUE) };
static const char *const colour_names[] = { COLOURS(AS_NAME) };

#if LEVEL >= 1 && defined(STR) && !defined(UNDEFINED_THING)
#define HAVE_LEVEL1 1
#elif LEVEL < 0
#error "negative level"
#else
#define HAVE_LEVEL1 0
#endif

#if (LEVEL * 3 + 1) % 2 == 1 || (LEVEL << 2) > 100 || -1 < 0u
#define ARITH_OK 1
#endif

#if LONG_MAX > INT_MAX && (0x7fffffff + 1 > 0 || 1)
#define WIDE_LONG 1
#else
#define WIDE_LONG 0
#endif

#ifdef __TINYC__
#define COMPILER "tcc " STR(__TINYC__)
#elif defined __clang__
#define COMPILER "clang"
#elif defined __GNUC__
#define COMPILER "gcc"
#else
#define COMPILER "unknown"
#endif

#if __has_include(<stdint.h>)
#include <stdint.h>
#define HAVE_STDINT 1
#else
#define HAVE_STDINT 0
#endif

#pragma pack(push, 2)
struct pp_packed { char a; int b; };
#pragma pack(pop)
#pragma pack(4)
struct pp_packed4 { char a; long b; };
#pragma pack()
#pragma comment(lib, "m")
#pragma some_unknown_pragma 1

#define SHADOWED 1
#pragma push_macro("SHADOWED")
#undef SHADOWED
#define SHADOWED 2
static const int shadow_inner = SHADOWED;
#pragma pop_macro("SHADOWED")
static const int shadow_outer = SHADOWED;

#undef ARITH_OK
#define ARITH_OK 2

#line 500 "renamed.c"
static int line_after = __LINE__;
static const char *file_after = __FILE__;
#line 120 "pp.c"

#ifdef NO_IO
static int pp_log(int line, const char *fmt, ...) { return line + (fmt != 0); }
#else
#include <stdarg.h>
static int pp_log(int line, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = printf("[%d] ", line);
    n += vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    return n;
}
#endif

static int pp_sum(int a, int b, int c) { return a + b + c; }

static int self_ = 10;

#if LEVEL >= 2
#define GEN_GETTER(type, field) static type get_##field(const struct rec *r) { return r->field; }
struct rec { int id; long size; double weight; const char *label; };
GEN_GETTER(int, id)
GEN_GETTER(long, size)
GEN_GETTER(double, weight)
GEN_GETTER(const char *, label)
#endif

#if LEVEL >= 3
#define REPEAT_2(m, x) m(x) m(x + 1)
#define REPEAT_4(m, x) REPEAT_2(m, x) REPEAT_2(m, x + 2)
#define REPEAT_8(m, x) REPEAT_4(m, x) REPEAT_4(m, x + 4)
#define REPEAT_16(m, x) REPEAT_8(m, x) REPEAT_8(m, x + 8)
#define ADD_TERM(x) + SQUARE(x)
static const long big_sum = 0 REPEAT_16(ADD_TERM, 1);
#endif

int main(void)
{
    int errors = 0, a = 3, b = 9;
    const char *s = STR(CAT3(x, y, z)) " " STR(__LINE__) " " STR(SQUARE(a + 1));
    errors += COUNT_ARGS(a) != 1;
    errors += COUNT_ARGS(a, b, c, d, e) != 5;
    errors += FIRST(7, 8, 9) != 7;
    errors += pp_sum(REST(0, 1, 2, 3)) != 6;
    errors += GNU_VA(1, 1, 1) != 3;
    errors += SQUARE(a + 1) != 16;
    errors += MAX3(a, b, 5) != 9;
    SWAP(int, a, b);
    errors += a != 9 || b != 3;
    errors += MASK(7, 4) != 0xf0u;
    errors += h(2) != 6;
    errors += self != 11;
    errors += indirect(f)(1) != 2;
    errors += ARRAY_LEN(colour_values) != colour_count || colour_count != 6;
    errors += colour_values[colour_blue] != 0xff;
    errors += HAVE_LEVEL1 != (LEVEL >= 1) || ARITH_OK != 2 || WIDE_LONG != 1;
    errors += sizeof(struct pp_packed) != 6 || sizeof(struct pp_packed4) != 12;
    errors += shadow_inner != 2 || shadow_outer != 1;
    errors += line_after != 500;
#ifndef NO_IO
    errors += strlen(file_after) < 9 || strcmp(file_after + strlen(file_after) - 9, "renamed.c") != 0;
    errors += strcmp(colour_names[colour_magenta], "magenta") != 0;
    LOG("stringized: %s", s);
    LOG("compiler: %s, date set: %d, counter %d %d, stdint %d", COMPILER, sizeof(__DATE__) == 12,
        __COUNTER__, __COUNTER__, HAVE_STDINT);
    LOG("no varargs");
#endif
#if LEVEL >= 2
    {
        struct rec r = { 4, 1L << 40, 2.5, "rec" };
        errors += get_id(&r) != 4 || get_size(&r) != 1L << 40 || get_weight(&r) != 2.5;
        errors += get_label(&r)[0] != 'r';
    }
#endif
#if LEVEL >= 3
    errors += big_sum != 1496;
#endif
#ifndef NO_IO
    LOG("errors: %d", errors);
#endif
    return errors != 0;
}

#endif /* PP_C_ONCE */
