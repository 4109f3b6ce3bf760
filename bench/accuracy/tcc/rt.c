/* A small runtime library for the tcc workload, compiled by the tcc under test into
   <-B dir>/libtcc1.a: the helpers tcc's x86_64 code calls (va_arg, and conversions between
   unsigned 64-bit integers and floating point). Written for the freqpath corpus. */

/* __builtin_va_list is tcc's predefined one-element array of the System V x86_64 va_list
   record (gp_offset, fp_offset, overflow_arg_area, reg_save_area). */
enum { FP_GP_END = 6 * 8, FP_FP_END = 6 * 8 + 8 * 16 };

static char fp_sse_pair[16];

void *__va_arg(__builtin_va_list ap, int kind, int size, int align)
{
    char *p;
    int words = (size + 7) / 8;
    if (kind == 0 && ap->gp_offset + words * 8 <= FP_GP_END) {
        p = ap->reg_save_area + ap->gp_offset;
        ap->gp_offset += words * 8;
        return p;
    }
    if (kind == 1 && ap->fp_offset + words * 16 <= FP_FP_END) {
        p = ap->reg_save_area + ap->fp_offset;
        ap->fp_offset += words * 16;
        if (words == 1)
            return p;
        /* two SSE eightbytes live in two 16-byte slots: gather them */
        __builtin_memcpy(fp_sse_pair, p, 8);
        __builtin_memcpy(fp_sse_pair + 8, p + 16, 8);
        return fp_sse_pair;
    }
    if (align < 8)
        align = 8;
    p = (char *)(((unsigned long)ap->overflow_arg_area + align - 1) & -(unsigned long)align);
    ap->overflow_arg_area = p + words * 8;
    return p;
}

#define FP_TOP 0x8000000000000000ULL

/* unsigned long long -> floating point, through the signed conversions (a halved value,
   keeping the low bit so rounding stays right, then doubled) */
float __floatundisf(unsigned long long a)
{
    if (!(a & FP_TOP))
        return (float)(long long)a;
    return (float)(long long)((a >> 1) | (a & 1)) * 2.0f;
}

double __floatundidf(unsigned long long a)
{
    if (!(a & FP_TOP))
        return (double)(long long)a;
    return (double)(long long)((a >> 1) | (a & 1)) * 2.0;
}

long double __floatundixf(unsigned long long a)
{
    if (!(a & FP_TOP))
        return (long double)(long long)a;
    return (long double)(long long)((a >> 1) | (a & 1)) * 2.0L;
}

/* floating point -> unsigned long long: values at or above 2^63 are shifted down first */
unsigned long long __fixunssfdi(float f)
{
    if (f < 9223372036854775808.0f)
        return (unsigned long long)(long long)f;
    return (unsigned long long)(long long)(f - 9223372036854775808.0f) ^ FP_TOP;
}

unsigned long long __fixunsdfdi(double d)
{
    if (d < 9223372036854775808.0)
        return (unsigned long long)(long long)d;
    return (unsigned long long)(long long)(d - 9223372036854775808.0) ^ FP_TOP;
}

unsigned long long __fixunsxfdi(long double d)
{
    if (d < 9223372036854775808.0L)
        return (unsigned long long)(long long)d;
    return (unsigned long long)(long long)(d - 9223372036854775808.0L) ^ FP_TOP;
}
