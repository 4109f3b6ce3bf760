/* Freestanding <stddef.h> for the tcc workload: tcc looks for its own headers in
   <-B dir>/include; these are written for the freqpath corpus. */
#ifndef FP_STDDEF_H
#define FP_STDDEF_H
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;
#if defined __STDC_VERSION__ && __STDC_VERSION__ >= 201112L
typedef struct { long long a; long double b; } max_align_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#undef offsetof
#define offsetof(T, m) __builtin_offsetof(T, m)
#endif
/* glibc asks for wint_t through __need_wint_t, outside the guard */
#ifdef __need_wint_t
#ifndef _WINT_T
#define _WINT_T
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t
#endif
