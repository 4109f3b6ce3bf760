/* <stdarg.h> on tcc's built-in va_list (see stddef.h) */
#ifndef FP_STDARG_H
#define FP_STDARG_H
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, T) __builtin_va_arg(ap, T)
#define va_copy(d, s) __builtin_va_copy(d, s)
#define va_end(ap) __builtin_va_end(ap)
#define _VA_LIST_DEFINED
#endif
