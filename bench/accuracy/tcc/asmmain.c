/* asmmain.c: calls the functions of asmfuncs.S and checks them (tcc workload).
   Written for the freqpath corpus. */
#include <stdio.h>
#include <string.h>

unsigned long fa_sum(const unsigned char *p, unsigned long n);
unsigned long fa_strlen(const char *s);
long fa_dispatch(long op, long a, long b);
long fa_biased(long x);
int fa_popcount(unsigned long x);
long fa_dot(const long *a, const int *b, long n);
void fa_fill(void *dst, int byte, unsigned long n);
long fa_table_get(long i);
unsigned fa_bswap(unsigned x);
extern const char fa_message[];
extern unsigned char fa_bytes[];
extern unsigned char fa_scratch[256];

int main(void)
{
    int bad = 0, i;
    unsigned long expect = 0;
    unsigned char buf[100];
    long a[5] = { 1, 2, 3, 4, 5 };
    int b[5] = { -1, 10, 100, 1000, -10000 };
    for (i = 0; i < 100; i++) expect += buf[i] = (unsigned char)(i * 3);
    bad += fa_sum(buf, 100) != expect;
    bad += fa_sum(buf, 0) != 0;
    bad += fa_strlen("twelve chars") != 12 || fa_strlen("") != 0;
    bad += fa_dispatch(0, 5, 7) != 12 || fa_dispatch(1, 5, 7) != -2;
    bad += fa_dispatch(2, 5, 7) != 35 || fa_dispatch(3, 5, 7) != 640 || fa_dispatch(9, 1, 1) != -1;
    bad += fa_biased(10) != 97;
    bad += fa_popcount(0xF0F0UL) != 8 || fa_popcount(~0UL) != 64;
    bad += fa_dot(a, b, 5) != -45681 || fa_dot(a, b, 0) != 0;
    fa_fill(fa_scratch, 0xab, 256);
    bad += fa_scratch[0] != 0xab || fa_scratch[255] != 0xab;
    bad += fa_table_get(7) != 21 || fa_table_get(11) != 34;
    bad += fa_bswap(0x11223344u) != 0x44332211u;
    bad += strcmp(fa_message, "assembled by tcc") != 0;
    bad += fa_bytes[3] != 0x7f || fa_bytes[4] != 'A' || memcmp(fa_bytes + 13, "plain", 5) != 0;
    printf("asm: %d bad, %s\n", bad, fa_message);
    return bad != 0;
}
