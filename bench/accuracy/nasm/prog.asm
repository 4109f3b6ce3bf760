; prog.asm: a self-checking Linux program for the nasm workload (freqpath), in 64-bit
; (-f elf64, elfx32) or 32-bit (-f elf32) form, chosen by the output format.
; Each check computes something at run time and compares it with a table that the
; preprocessor computed at assembly time (lib.mac), then prints a line; the exit
; status is the number of failed checks.

%ifidn __?OUTPUT_FORMAT?__, elf32
        bits 32
%else
        bits 64
        default rel
%endif
%include "lib.mac"
%include "tables.inc"

%ifndef NPRIMES
  %define NPRIMES 120
%endif

        ENUM CHK, crc, primes, sort, hash, fib, sum, struct, bits
        FLAGS OPT, verbose, quiet, color, fast

        global _start

; ============================================================== data
        section .data
        align 8
CSTRING msg_hello, "nasm workload program, ", %str(__?BITS?__), "-bit", 10
CSTRING msg_ok, " ok", 10
CSTRING msg_fail, " FAILED", 10
CSTRING name_crc, "crc32"
CSTRING name_primes, "primes"
CSTRING name_sort, "sort"
CSTRING name_hash, "fnv1a"
CSTRING name_fib, "fibonacci"
CSTRING name_sum, "sum"
CSTRING name_struct, "struct"
CSTRING name_bits, "bits"
names:  DW_ name_crc, name_primes, name_sort, name_hash, name_fib, name_sum, name_struct, name_bits

check_str: db "123456789"
check_len equ $ - check_str
hash_str:  db "The quick brown fox jumps over the lazy dog"
hash_len equ $ - hash_str
        HASH_STR HASH_FOX, "The quick brown fox jumps over the lazy dog"

        align 4
crc_table_asm:
        CRC32_TABLE
primes_asm:
        PRIMES NPRIMES
unsorted:
        dd 907, 13, 4711, 2, 88, 1024, 77, 31337, 5, 640, 99, 123, 8, 4096, 3, 2718
        dd 161, 1414, 42, 17
n_unsorted equ ($ - unsorted) / 4
sorted_asm:
        SORTED_DWORDS 907, 13, 4711, 2, 88, 1024, 77, 31337, 5, 640, 99, 123, 8, 4096, 3, \
                      2718, 161, 1414, 42, 17

; Fibonacci numbers, by the preprocessor
fib_asm:
%assign fa 0
%assign fb 1
%rep 40
        dd fa
  %assign t fa + fb
  %assign fa fb
  %assign fb t
%endrep
%undef fa
%undef fb

; structures
struc point
  .x:   resd 1
  .y:   resd 1
  .tag: resb 8
endstruc

points:
%assign i 0
%rep 10
        istruc point
          at .x, dd i * 3
          at .y, dd 100 - i
          at .tag, db 'pt', '0' + i, 0
        iend
  %assign i i + 1
%endrep
n_points equ ($ - points) / point_size

        section .bss
        alignb 16
crc_table_rt: resd 256
sieve:       resb 4096
scratch:     resd 64
numbuf:      resb 32
failures:    resd 1

; ============================================================== code
        section .text

; print(SI_ = counted string)
PROC print, AX_, BX_, CX_, DX_, SI_, DI_
        movzx edx, byte [SI_]
        lea CX_, [SI_ + 1]
%if __?BITS?__ == 64
        SYSCALL write, 1, rcx, rdx
%else
        SYSCALL write, 1, ecx, edx
%endif
ENDPROC

; print_hex(eax)
PROC print_hex, AX_, BX_, CX_, DX_, SI_
        lea SI_, [numbuf + 1]
        mov ecx, 8
.l:     rol eax, 4
        mov ebx, eax
        and ebx, 15
        IF ebx, b, 10
          add bl, '0'
        ELSE
          add bl, 'a' - 10
        ENDIF
        mov [SI_], bl
        inc SI_
        dec ecx
        jnz .l
        mov byte [numbuf], 9
        mov byte [numbuf + 9], ' '
        lea SI_, [numbuf]
        call print
ENDPROC

; report(eax = check number, edx = ok?)
PROC report, AX_, SI_, DX_
        lea SI_, [names]
        mov SI_, [SI_ + AX_ * WORDSIZE]
        call print
        IF edx, e, 0
          lea SI_, [msg_fail]
          inc dword [failures]
        ELSE
          lea SI_, [msg_ok]
        ENDIF
        call print
ENDPROC

; crc32(SI_ = data, ecx = length, DI_ = table) -> eax
PROC crc32, BX_, CX_, SI_, DX_
        mov eax, -1
        WHILE ecx, ne, 0
          movzx ebx, byte [SI_]
          xor bl, al
          shr eax, 8
          xor eax, [DI_ + BX_ * 4]
          inc SI_
          dec ecx
        ENDWHILE
        not eax
ENDPROC

; build the CRC table at run time
PROC make_crc_table, AX_, BX_, CX_, DX_, DI_
        lea DI_, [crc_table_rt]
        FOR ebx, 0, 255
          mov eax, ebx
          mov ecx, 8
          REPEAT
            shr eax, 1
            jnc .even
            xor eax, 0xEDB88320
.even:      dec ecx
          UNTIL ecx, e, 0
          mov [DI_ + BX_ * 4], eax
        ENDFOR
ENDPROC

; compare ecx dwords at SI_ and DI_ -> edx = 1 if equal
PROC same_dwords, CX_, SI_, DI_, AX_
        mov edx, 1
        WHILE ecx, ne, 0
          mov eax, [SI_]
          IF eax, ne, [DI_]
            xor edx, edx
            BREAK
          ENDIF
          add SI_, 4
          add DI_, 4
          dec ecx
        ENDWHILE
ENDPROC

; run-time sieve: primes into scratch area compared with primes_asm
PROC check_primes, AX_, BX_, CX_, SI_, DI_
        lea DI_, [sieve]
        mov ecx, 4096
        xor eax, eax
        rep stosb
        lea SI_, [primes_asm]
        mov edx, 1
        xor ecx, ecx                    ; primes found
        FOR ebx, 2, 4095
          lea DI_, [sieve]
          cmp byte [DI_ + BX_], 0
          jne .composite
          cmp ecx, NPRIMES
          jae .skip
          cmp ebx, [SI_ + CX_ * 4]
          je .match
          xor edx, edx
.match:   inc ecx
.skip:    mov eax, ebx
          imul eax, ebx
          WHILE eax, l, 4096
            mov byte [DI_ + AX_], 1
            add eax, ebx
          ENDWHILE
.composite:
        ENDFOR
        IF ecx, ne, NPRIMES
          xor edx, edx
        ENDIF
ENDPROC

; insertion sort of `unsorted` (in place) compared with sorted_asm
PROC check_sort, AX_, BX_, CX_, SI_, DI_
        lea SI_, [unsorted]
        FOR ecx, 1, n_unsorted - 1
          mov eax, [SI_ + CX_ * 4]
          mov ebx, ecx
          WHILE ebx, g, 0
            mov edi, [SI_ + BX_ * 4 - 4]
            cmp edi, eax
            jbe .placed
            mov [SI_ + BX_ * 4], edi
            dec ebx
          ENDWHILE
.placed:  mov [SI_ + BX_ * 4], eax
        ENDFOR
        lea DI_, [sorted_asm]
        mov ecx, n_unsorted
        call same_dwords
ENDPROC

; FNV-1a of hash_str compared with HASH_FOX
PROC check_hash, AX_, BX_, CX_, SI_
        lea SI_, [hash_str]
        mov eax, 0x811C9DC5
        mov ecx, hash_len
.l:     movzx ebx, byte [SI_]
        xor eax, ebx
        imul eax, eax, 0x01000193
        inc SI_
        loop .l
        xor edx, edx
        cmp eax, HASH_FOX
        sete dl
        call print_hex
ENDPROC

; Fibonacci at run time compared with fib_asm
PROC check_fib, AX_, BX_, CX_, SI_, DI_
        lea DI_, [scratch]
        xor eax, eax
        mov ebx, 1
        mov ecx, 40
.l:     mov [DI_], eax
        add DI_, 4
        xadd ebx, eax
        loop .l
        lea SI_, [fib_asm]
        lea DI_, [scratch]
        mov ecx, 40
        call same_dwords
ENDPROC

; sums: of the primes, of 1..1000 by FOR with step 3 and by formula
PROC check_sum, AX_, BX_, CX_, SI_
        xor eax, eax
        FOR ecx, 1, 1000, 3
          add eax, ecx
        ENDFOR
        mov ebx, 0
        FOR ecx, 1000, 1, -3
          add ebx, ecx
        ENDFOR
        ; 1 + 4 + ... + 1000 = 334 terms, 1000 + 997 + ... + 1 = 334 terms
        xor edx, edx
        cmp eax, 334 * (1 + 1000) / 2
        jne .done
        cmp ebx, eax
        jne .done
        mov edx, 1
.done:  call print_hex
ENDPROC

; structures: sum of x and y over the points, and their tags
PROC check_struct, AX_, BX_, CX_, SI_
        lea SI_, [points]
        xor eax, eax
        mov ecx, n_points
.l:     add eax, [SI_ + point.x]
        add eax, [SI_ + point.y]
        cmp byte [SI_ + point.tag], 'p'
        jne .bad
        add SI_, point_size
        loop .l
        xor edx, edx
        %assign sx 0
        %assign i 0
        %rep 10
          %assign sx sx + i * 3 + 100 - i
          %assign i i + 1
        %endrep
        cmp eax, sx
        sete dl
        jmp .out
.bad:   xor edx, edx
.out:
ENDPROC

; bit tricks: popcount / bsr / flags
PROC check_bits, AX_, BX_, CX_
        mov eax, OPT_verbose | OPT_fast
        xor ecx, ecx
        mov ebx, eax
.l:     test ebx, ebx
        jz .c
        lea edx, [ebx - 1]
        and ebx, edx
        inc ecx
        jmp .l
.c:     xor edx, edx
        cmp ecx, 2
        jne .out
        bsr ebx, eax
        cmp ebx, ilog2(OPT_fast)
        jne .out
        cmp eax, OPT_verbose + OPT_fast
        jne .out
        mov edx, %eval(CHK_sort * 10 + CHK_hash)
        cmp edx, 23
        jne .out
        mov edx, CHK_COUNT == 8
.out:
ENDPROC

_start:
        mov dword [failures], 0
        lea SI_, [msg_hello]
        call print
        call make_crc_table
        lea SI_, [crc_table_rt]
        lea DI_, [crc_table_asm]
        mov ecx, 256
        call same_dwords
        IF edx, ne, 0
          lea SI_, [check_str]
          mov ecx, check_len
          lea DI_, [crc_table_asm]
          call crc32
          call print_hex
          xor edx, edx
          cmp eax, 0xCBF43926
          sete dl
        ENDIF
        mov eax, CHK_crc
        call report

%macro RUN 1
        call check_%1
        mov eax, CHK_%1
        call report
%endmacro
        RUN primes
        RUN sort
        RUN hash
        RUN fib
        RUN sum
        RUN struct
        RUN bits

        mov eax, [failures]
%if __?BITS?__ == 64
        SYSCALL exit, rax
%else
        SYSCALL exit, eax
%endif
