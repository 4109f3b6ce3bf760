/* asmfuncs.S: x86_64 assembly for the tcc workload (tcc's own assembler, after its C
   preprocessor). Functions follow the System V ABI and are called from asmmain.c.
   Written for the freqpath corpus. */
#define FUNC(name) .globl name; .type name, @function; name:
#define END(name) .size name, . - name

        .set BIAS, 17
        SCALE = 3

        .text
/* unsigned long fa_sum(const unsigned char *p, unsigned long n): byte sum */
FUNC(fa_sum)
        xorl    %eax, %eax
        testq   %rsi, %rsi
        je      2f
1:      movzbl  (%rdi), %ecx
        addq    %rcx, %rax
        incq    %rdi
        decq    %rsi
        jne     1b
2:      ret
END(fa_sum)

/* unsigned long fa_strlen(const char *s) */
FUNC(fa_strlen)
        movq    %rdi, %rax
1:      cmpb    $0, (%rax)
        je      2f
        incq    %rax
        jmp     1b
2:      subq    %rdi, %rax
        ret
END(fa_strlen)

/* long fa_dispatch(long op, long a, long b): a jump table over four operations */
FUNC(fa_dispatch)
        cmpq    $3, %rdi
        ja      .Lbad
        leaq    .Ltable(%rip), %rax
        movslq  (%rax,%rdi,4), %rcx
        addq    %rcx, %rax
        jmp     *%rax
.Ladd:  leaq    (%rsi,%rdx), %rax
        ret
.Lsub:  movq    %rsi, %rax
        subq    %rdx, %rax
        ret
.Lmul:  movq    %rsi, %rax
        imulq   %rdx, %rax
        ret
.Lshl:  movq    %rsi, %rax
        movl    %edx, %ecx
        shlq    %cl, %rax
        ret
.Lbad:  movq    $-1, %rax
        ret
END(fa_dispatch)

/* long fa_biased(long x): (x << SCALE) + BIAS */
FUNC(fa_biased)
        leaq    BIAS(,%rdi,1 << SCALE), %rax
        ret
END(fa_biased)

/* int fa_popcount(unsigned long x): counted bit by bit */
FUNC(fa_popcount)
        xorl    %eax, %eax
1:      testq   %rdi, %rdi
        jz      2f
        movq    %rdi, %rcx
        andl    $1, %ecx
        addl    %ecx, %eax
        shrq    $1, %rdi
        jmp     1b
2:      ret
END(fa_popcount)

/* long fa_dot(const long *a, const int *b, long n): mixed-width dot product */
FUNC(fa_dot)
        xorl    %eax, %eax
        testq   %rdx, %rdx
        jle     2f
1:      movq    (%rdi), %r8
        movslq  (%rsi), %r9
        imulq   %r9, %r8
        addq    %r8, %rax
        addq    $8, %rdi
        addq    $4, %rsi
        decq    %rdx
        jnz     1b
2:      ret
END(fa_dot)

/* void fa_fill(void *dst, int byte, unsigned long n) with rep stosb */
FUNC(fa_fill)
        movl    %esi, %eax
        movq    %rdx, %rcx
        rep stosb
        ret
END(fa_fill)

/* long fa_table_get(long i): read the data table below */
FUNC(fa_table_get)
        leaq    fa_table(%rip), %rax
        movq    (%rax,%rdi,8), %rax
        ret
END(fa_table_get)

/* unsigned fa_bswap(unsigned x), and a few encodings the assembler must know */
FUNC(fa_bswap)
        movl    %edi, %eax
        bswap   %eax
        pushq   %rbx
        movq    %rsp, %rbx
        andq    $-16, %rsp
        movq    %rbx, %rsp
        popq    %rbx
        nop
        xchgw   %ax, %ax
        cmovzl  %eax, %eax
        setc    %cl
        cld
        ret
END(fa_bswap)

        .section .rodata
        .p2align 4
.Ltable:
        .long   .Ladd - .Ltable
        .long   .Lsub - .Ltable
        .long   .Lmul - .Ltable
        .long   .Lshl - .Ltable

        .data
        .align  8
        .globl  fa_table
fa_table:
        .quad   1, 1, 2, 3, 5, 8, 13, 21
        .rept   4
        .quad   34
        .endr
        .globl  fa_bytes
fa_bytes:
        .byte   1, 2, 3, 0x7f, 'A'
        .short  0x1234, -1
        .int    100000
        .ascii  "plain"
        .asciz  "terminated"
        .fill   3, 1, 0x5a
        .space  5
        .globl  fa_message
fa_message:
        .string "assembled by tcc"

        .bss
fa_private:
        .skip   64
        .globl  fa_scratch
fa_scratch:
        .skip   256
