/* <stdalign.h> (see stddef.h) */
#ifndef FP_STDALIGN_H
#define FP_STDALIGN_H
#define alignas _Alignas
#define alignof _Alignof
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
