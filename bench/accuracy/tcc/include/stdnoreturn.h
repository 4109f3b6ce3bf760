/* <stdnoreturn.h> (see stddef.h) */
#ifndef FP_STDNORETURN_H
#define FP_STDNORETURN_H
#define noreturn _Noreturn
#endif
