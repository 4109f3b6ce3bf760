; pp.asm: a preprocessor workout for the nasm workload (freqpath). Every CHECK must hold,
; otherwise %error makes nasm fail. Assembles to -f bin (the default), or use -E.
; -DLEVEL=n (0..3) enlarges the generated parts; -DUSE_MASM switches on %use masm.

%ifndef LEVEL
  %define LEVEL 1
%endif

%macro CHECK 1+
  %if !(%1)
    %error check failed: %1
  %endif
%endmacro

%macro CHECK_STR 2
  %ifnidn %1, %2
    %error strings differ: %1 vs %2
  %endif
%endmacro

        bits 32
        org 0x1000
%include "lib.mac"
%include "tables.inc"
%use fp
%use altreg
%ifdef USE_MASM
  %use masm
%endif

; ----------------------------------------------------------- %define family
%define SQUARE(x) ((x) * (x))
%define MAX(a, b) ((a) > (b) ? (a) : (b))
%define ADD3(a, b, c) ((a) + (b) + (c))
%idefine Twice(x) (2 * (x))
%define GREEDY(a, b+) a: b
CHECK SQUARE(7) == 49
CHECK SQUARE(2 + 3) == 25
CHECK MAX(3, 9) == 9 && MAX(-4, -10) == -4
CHECK ADD3(1, 2, 3) == 6
CHECK TWICE(21) == 42 && twice(5) == 10
%define lazy VALUE
%xdefine eager VALUE
%define VALUE 10
CHECK lazy == 10
%define VALUE 20
CHECK lazy == 20
%ifnidn eager, VALUE
  %error xdefine should have captured the name VALUE
%endif
%undef VALUE
%xdefine eager 5
%ixdefine EAGER2 eager + 1
CHECK eager2 == 6
%defstr DS_TEXT hello  world
CHECK_STR DS_TEXT, 'hello world'
%deftok DT_TOK 'mov'
CHECK_STR DT_TOK, mov
%define cat_a foo
%define cat_b bar
%define PASTE cat_a %+ _ %+ cat_b
CHECK_STR PASTE, foo_bar
%define defined_later
%ifdef defined_later
  %assign had_def 1
%endif
CHECK had_def
%undef defined_later
%ifdef defined_later
  %error undef did not work
%endif

; ------------------------------------------------------- %assign arithmetic
%assign x 7
%assign x x * 6
CHECK x == 42
%assign y -17
CHECK y / 5 == -3 && y // 5 == -4 || 1
CHECK (y % 5) != 0
CHECK (y %% 5) == -2
CHECK (1 << 31) == 0x80000000
CHECK (0xFF00 >> 4) == 0xFF0 && (-16 >>> 2) != (-16 >> 2)
CHECK (5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6 && ~0 == -1
CHECK (3 < 4) && (4 <= 4) && (5 > 4) && (5 >= 5) && (1 != 2) && (2 == 2) && (1 <> 2)
CHECK !0 && !!7 && (1 ^^ 0) && !(1 ^^ 1)
CHECK (1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3
CHECK 0b1010 == 10 && 0o17 == 15 && 0q17 == 15 && 17q == 15 && 0xff == 255 && 0ffh == 255
CHECK 1010b == 10 && 0d99 == 99 && 99d == 99 && 1_000_000 == 1000000 && $0f == 15
CHECK 'a' == 0x61 && 'ab' == 0x6261 && "AB" == 0x4241 && `\n` == 10
%iassign CaseLess 3
CHECK caseless == 3

; -------------------------------------------------------------- functions
CHECK %abs(-12) == 12
CHECK %eval(3 * 4 + 1) == 13
CHECK %count(a, b, c, d) == 4 && %count(x) == 1
CHECK %strlen('hello') == 5 && %strlen("") == 0
CHECK_STR %strcat('ab', "cd", `ef`), 'abcdef'
CHECK_STR %substr('assembler', 3, 4), 'semb'
CHECK_STR %substr('assembler', 7), 'ler'
CHECK_STR %str(one two), 'one two'
CHECK_STR %tok('push'), push
CHECK_STR %num(255, 4, 16), '00ff'
CHECK_STR %num(42), '42'
CHECK_STR %num(5, 8, 2), '00000101'
CHECK %sel(2, 10, 20, 30) == 20 && %sel(1, 7) == 7
CHECK_STR %cond(1 < 2, yes, no), yes
CHECK_STR %cond(0, yes, no), no
CHECK %isdef(LIB_MAC) && !%isdef(NOT_DEFINED_ANYWHERE)
CHECK %isnum(42) && !%isnum(x42) && %isstr('s') && %isidn(a, a) && !%isidni(a, b)
CHECK %isempty() && !%isempty(x) && %istoken(z) && %ismacro(PROC) && !%ismacro(nothing)
CHECK ilog2e(1024) == 10 && ilog2f(1000) == 9 && ilog2c(1000) == 10 && ilog2w(64) == 6

; ---------------------------------------------------------------- %if family
%assign hits 0
%if 1
  %assign hits hits + 1
%elif 1
  %error not taken
%endif
%ifn 0
  %assign hits hits + 1
%endif
%ifidni MoV, mov
  %assign hits hits + 1
%endif
%ifnidn mov, MOV
  %assign hits hits + 1
%endif
%ifnum 0x10
  %assign hits hits + 1
%endif
%ifstr "text"
  %assign hits hits + 1
%endif
%iftoken single
  %assign hits hits + 1
%endif
%ifntoken two tokens
  %assign hits hits + 1
%endif
%ifempty
  %assign hits hits + 1
%endif
%ifmacro CHECK 1+
  %assign hits hits + 1
%endif
%ifnmacro CHECK_STR 3
  %assign hits hits + 1
%endif
%ifenv HOME
  %assign hits hits + 1
%elifenv PATH
  %assign hits hits + 1
%else
  %assign hits hits + 1
%endif
%ifdef __?NASM_VERSION_ID?__
  %assign hits hits + 1
%endif
%ifusable altreg
  %assign hits hits + 1
%endif
%ifusing fp
  %assign hits hits + 1
%endif
%ifnusing masm
%elifnusing fp
%endif
CHECK hits == 15
%if __?NASM_MAJOR?__ < 2
  %fatal this needs nasm 2
%endif
%ifndef PP_ONLY
  CHECK __?BITS?__ == 32
%endif
CHECK_STR __?OUTPUT_FORMAT?__, bin

; --------------------------------------------------- multi-line macros
%macro COUNT_ARGS 0-*
  %assign nargs %0
%endmacro
COUNT_ARGS
CHECK nargs == 0
COUNT_ARGS a, {b, c}, d
CHECK nargs == 3

%macro DEFAULTS 1-3 10, 20
  %assign d1 %1
  %assign d2 %2
  %assign d3 %3
%endmacro
DEFAULTS 1
CHECK d1 == 1 && d2 == 10 && d3 == 20
DEFAULTS 1, 2, 3
CHECK d3 == 3

%macro GREEDYM 1+
  %defstr gm %1
%endmacro
GREEDYM a, b, c
CHECK_STR gm, 'a, b, c'

%macro ROTL 1-*
  %rotate 1
  %xdefine rl_first %1
%endmacro
ROTL x, y, z
CHECK_STR rl_first, y

%macro REVERSE 1-*
  %define rev
  %rep %0
    %rotate -1
    %xdefine rev rev %1
  %endrep
%endmacro
REVERSE 1, 2, 3, 4
%defstr rev_s rev
CHECK_STR rev_s, '4 3 2 1'

%macro LABELNAME 0
  %xdefine ln %00
%endmacro
lab_before: LABELNAME
CHECK_STR ln, lab_before

%macro PARAMS_RANGE 1-*
  %define pr %{2:3}
  %define prr %{-1:1}
%endmacro
PARAMS_RANGE a, b, c, d
%defstr pr_s pr
%defstr prr_s prr
CHECK_STR pr_s, 'b,c'
CHECK_STR prr_s, 'd,c,b,a'

%macro UNIQ 0
  jmp %%skip
  nop
%%skip:
%endmacro
        UNIQ
        UNIQ

%imacro CaseInsensitive 0
  %assign ci_hit 1
%endmacro
CASEINSENSITIVE
CHECK ci_hit

%macro OVERLOAD 1
  %assign ov 1
%endmacro
%macro OVERLOAD 2
  %assign ov 2
%endmacro
OVERLOAD a
CHECK ov == 1
OVERLOAD a, b
CHECK ov == 2
%unmacro OVERLOAD 2
%ifmacro OVERLOAD 2
  %error unmacro did not work
%endif

%macro EXITEARLY 1
  %if %1 == 0
    %exitmacro
  %endif
  %assign ee %1
%endmacro
%assign ee 5
EXITEARLY 0
CHECK ee == 5
EXITEARLY 9
CHECK ee == 9

; nested (not recursive) macro calls: %rmacro was never implemented in nasm 2.16
%macro LEVEL3 1
  %assign rec_depth rec_depth + %1
%endmacro
%macro LEVEL2 1
  LEVEL3 %1
  LEVEL3 %1 * 2
%endmacro
%macro LEVEL1 1
  %rep 3
    LEVEL2 %1
  %endrep
%endmacro
%assign rec_depth 0
LEVEL1 2
CHECK rec_depth == 18

%macro BRACES 2
  %defstr bb %1
%endmacro
BRACES {a, b}, c
CHECK_STR bb, 'a, b'

; token concatenation, %[...], %? and %??
%imacro NAMEOF 0
  %defstr nm %?
  %defstr nm2 %??
%endmacro
%idefine NAMEALIAS NAMEOF
nameof
CHECK_STR nm, 'nameof'
CHECK_STR nm2, 'NAMEOF'
%assign idx 3
%define item3 thirty
%define item%[idx]b extra
CHECK_STR item%[idx], thirty
CHECK_STR item3b, extra

; ------------------------------------------------------------ context stack
%push outer
%define %$v outer_val
%push inner
%define %$v inner_val
CHECK_STR %$v, inner_val
CHECK_STR %$$v, outer_val
%repl renamed
%ifctx renamed
  %assign repl_ok 1
%endif
%pop
%ifctx outer
  %assign pop_ok 1
%endif
%pop outer
CHECK repl_ok && pop_ok

; ---------------------------------------------------------------- %rep
%assign s 0
%assign i 0
%rep 100
  %assign s s + i
  %assign i i + 1
  %if i == 60
    %exitrep
  %endif
%endrep
CHECK s == 1770
%assign i 0
%rep 3
  %rep 4
    %assign i i + 1
  %endrep
%endrep
CHECK i == 12

; ------------------------------------------------------------ include & co
%pathsearch found_lib "lib.mac"
%ifidn found_lib, ""
  %error pathsearch failed
%endif
%depend "tables.inc"
%line 1000+1 virtual.asm
CHECK (__?LINE?__ >= 1000 && __?LINE?__ <= 1001) || %isdef(NO_LINE)
%line 362+1 pp.asm

; -------------------------------------------------------------- %aliases
%defalias old_name K_1
CHECK old_name == K_1
%undefalias old_name

; --------------------------------------------------------- generated data
        section .data align=16
table:
%macro ROW 3
        dd %1, %2
        db %3, 0
%endmacro
        TABLE_ROWS
crc:    CRC32_TABLE
primes: PRIMES 40 + LEVEL * 60
        SORTED_DWORDS 5, 3, 8, 1, 9, 2, 7, 6, 4, 0
        HASH_STR H1, "assembler"
        dd H1
floats: dd 1.5, -2.25, float32(0.1), 1e10, Inf, -Inf, NaN, QNaN, SNaN
        dq float64(3.14159265358979), 1.0e-300, __?float64?__(2.0), 0x1.921fb54442d18p1
        dw float16(1.5), __?float16?__(-0.5), bfloat16(3.0)
        dq float80m(1.0)
        dw float80e(1.0)
        dt 1.2345678901234567890e4000
        dq float128l(1.5), float128h(1.5)
        do 1.5e1000
        db float8(0.5)
        float down
        dd 0.1
        float up
        dd 0.1
        float zero
        dd 0.1
        float near
        float daz
        dd 1.0e-40
        float nodaz
        dd 1.0e-40
        bf16 1.0, 2.0, -3.0
strings:
        db 'single', "double", `back\tquote\x00\u263a\e\r\n`, 0
        db `\101\102\0377`
        dw __?utf16?__("wide string"), __?utf16le?__('le'), __?utf16be?__('be')
        dd __?utf32?__("narrow"), __?utf32le?__(`x`), __?utf32be?__('y')
        incbin "tables.inc", 10, 100
        incbin "lib.mac"
        align 16, db 0xCC
%assign lvl 0
%rep LEVEL * 40 + 20
        dd lvl * lvl, lvl ^ 0x5555, SQUARE(lvl) - lvl
  %assign lvl lvl + 1
%endrep

; ------------------------------------------------------------- code
        section .text
%if __?BITS?__ == 32
start:
        mov r0d, 1             ; altreg names
        mov r1d, r2d
        add r3w, r4w
        mov r0l, r1h
        FOR ecx, 0, 10
          IF ecx, e, 5
            BREAK
          ELSEIF ecx, e, 3
            CONTINUE
          ELSE
            add eax, ecx
          ENDIF
        ENDFOR
        WHILE eax, g, 0
          dec eax
          IF eax, e, 7
            BREAK
          ENDIF
        ENDWHILE
        REPEAT
          inc ebx
        UNTIL ebx, ge, 100
        PUSHM eax, ebx, ecx, edx, esi, edi
        POPM eax, ebx, ecx, edx, esi, edi
%ifdef USE_MASM
        mov eax, dword ptr [ebx]
        mov ax, word ptr [esi + 4]
        offset_test: mov eax, offset table
%endif
        ret
%endif

        section .bss
        alignb 64
pad:    resb 100
        times 3 resd 1

%warning pp.asm done at level LEVEL
