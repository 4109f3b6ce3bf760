; formats.asm: the directives and relocation kinds of each output format, for the nasm
; workload (freqpath). One source for every -f: the format-specific parts are selected on
; __?OUTPUT_FORMAT?__; the shared part is a small library (string, table and math routines)
; written with lib.mac's macros.

%define FMT __?OUTPUT_FORMAT?__
%define IS64 0
%ifidn FMT, elf64
  %define IS64 1
%elifidn FMT, elfx32
  %define IS64 1
%elifidn FMT, win64
  %define IS64 1
%elifidn FMT, macho64
  %define IS64 1
%endif

%if IS64
        bits 64
        default rel
%elifidn FMT, bin
        bits 16
%elifidn FMT, ith
        bits 16
%elifidn FMT, srec
        bits 16
%else
        bits 32
%endif

%include "lib.mac"

; ---------------------------------------------------------------- sections
%ifidn FMT, elf64
  %define TEXT section .text progbits alloc exec nowrite align=16
  %define DATA section .data progbits alloc noexec write align=8
  %define RDATA section .rodata progbits alloc noexec nowrite align=32
  %define BSS section .bss nobits alloc noexec write align=32
  %define ELF 1
%elifidn FMT, elfx32
  %define TEXT section .text
  %define DATA section .data
  %define RDATA section .rodata
  %define BSS section .bss
  %define ELF 1
%elifidn FMT, elf32
  %define TEXT section .text
  %define DATA section .data
  %define RDATA section .rodata
  %define BSS section .bss
  %define ELF 1
%elifidn FMT, win64
  %define TEXT section .text code align=16
  %define DATA section .data data align=16
  %define RDATA section .rdata rdata align=16
  %define BSS section .bss bss align=32
%elifidn FMT, win32
  %define TEXT section .text code align=16
  %define DATA section .data data align=16
  %define RDATA section .rdata rdata align=16
  %define BSS section .bss bss align=32
%elifidn FMT, coff
  %define TEXT section .text
  %define DATA section .data
  %define RDATA section .data
  %define BSS section .bss
%elifidn FMT, macho64
  %define TEXT section __TEXT,__text
  %define DATA section __DATA,__data
  %define RDATA section __DATA,__const align=16
  %define BSS section __DATA,__bss
%elifidn FMT, macho32
  %define TEXT section .text
  %define DATA section .data
  %define RDATA section .rodata
  %define BSS section .bss
%elifidn FMT, obj
  %define TEXT segment code32 public use32 class=CODE align=16
  %define DATA segment data32 public use32 class=DATA align=16
  %define RDATA segment const32 public use32 class=CONST align=16
  %define BSS segment bss32 public use32 class=BSS align=16
%elifidn FMT, bin
  %define TEXT section .text
  %define DATA section .data align=16
  %define RDATA section .rdata follows=.data align=16
  %define BSS section .bss
  %define FLAT 1
%elifidn FMT, ith
  %define TEXT section .text
  %define DATA section .data align=16
  %define RDATA section .rdata follows=.data align=16
  %define BSS section .bss
  %define FLAT 1
%elifidn FMT, srec
  %define TEXT section .text
  %define DATA section .data align=16
  %define RDATA section .rdata follows=.data align=16
  %define BSS section .bss
  %define FLAT 1
%else
  %define TEXT section .text
  %define DATA section .data
  %define RDATA section .data
  %define BSS section .bss
%endif

; ---------------------------------------------------------- per-format setup
%ifdef FLAT
        org 0x7c00
        [map all formats.map]
%endif
%ifidn FMT, obj
        group flat32 data32 const32 bss32
        uppercase
        import MessageBoxA user32.dll
        export lib_strlen
        export lib_sort lib_sort_ord 7
%endif
%ifidn FMT, win32
        export lib_strlen
%endif
%ifidn FMT, macho64
        subsections_via_symbols
        no_dead_strip lib_table
%endif
%ifidn FMT, elf64
        osabi 3
%endif
%ifidn FMT, dbg
        %pragma dbg maxdump 64
%endif
%ifidn FMT, macho64
        %pragma macho lprefix L_
%endif
%ifidn FMT, win32
        safeseh lib_hidden
%endif

%ifndef FLAT
        global lib_strlen, lib_sort, lib_table, lib_crc
        extern imported_fn, imported_var
%endif
%ifdef ELF
        global lib_strlen:function (lib_strlen.end - lib_strlen)
        global lib_table:data (lib_table.end - lib_table)
        global lib_hidden:function hidden
        global lib_prot:function protected
        common lib_common 64:16
        static lib_static
        global tls_var:data 4
  %ifidn FMT, elf32
        extern _GLOBAL_OFFSET_TABLE_
  %endif
%elifnidn FMT, bin
  %ifndef FLAT
        common lib_common 64
  %endif
%endif

; ------------------------------------------------------------------ code
        TEXT
%ifdef FLAT
        jmp lib_entry
%endif
%ifidn FMT, ieee
..start:
%elifidn FMT, obj
..start:
%endif

; strlen(SI_) -> AX_
%if __?BITS?__ > 16
PROC lib_strlen, SI_, CX_
        xor eax, eax
        WHILE byte [SI_], ne, 0
          inc SI_
          inc eax
        ENDWHILE
ENDPROC
.end:

; sort(SI_ = dwords, CX_ = count): selection sort
PROC lib_sort, AX_, BX_, CX_, DX_, SI_, DI_, BP_
        mov ebp, ecx
        FOR ebx, 0, ebp
          mov edi, ebx
          lea edx, [ebx + 1]
          WHILE edx, l, ebp
            mov eax, [SI_ + DX_ * 4]
            IF eax, l, [SI_ + DI_ * 4]
              mov edi, edx
            ENDIF
            inc edx
          ENDWHILE
          mov eax, [SI_ + BX_ * 4]
          xchg eax, [SI_ + DI_ * 4]
          mov [SI_ + BX_ * 4], eax
        ENDFOR
ENDPROC

PROC lib_crc, BX_, CX_, SI_
        mov eax, -1
.l:     jecxz .done
        movzx ebx, byte [SI_]
        xor bl, al
        shr eax, 8
  %if IS64
        lea rdx, [lib_table]
        xor eax, [rdx + rbx * 4]
  %else
        xor eax, [lib_table + ebx * 4]
  %endif
        inc SI_
        dec ecx
        jmp .l
.done:  not eax
ENDPROC

lib_hidden:
lib_prot:
lib_static:
        ret

; relocation kinds
relocs:
  %ifidn FMT, elf64
        call imported_fn wrt ..plt
        mov rax, [rel imported_var wrt ..got]
        lea rbx, [rel lib_table]
        mov rcx, [rel tls_var wrt ..gottpoff]
        mov eax, [fs:rcx]
        mov rax, imported_var
        mov rdx, lib_table wrt ..sym
        dq 0
  %elifidn FMT, elfx32
        call imported_fn
        mov eax, [rel imported_var]
        lea ebx, [rel lib_table]
  %elifidn FMT, elf32
        call .get_got
.get_got:
        pop ebx
        add ebx, _GLOBAL_OFFSET_TABLE_ + $$ - .get_got wrt ..gotpc
        mov eax, [ebx + imported_var wrt ..got]
        lea ecx, [ebx + lib_table wrt ..gotoff]
        call imported_fn wrt ..plt
        mov eax, [ebx + tls_var wrt ..tlsie]
        mov eax, [gs:eax]
  %elifidn FMT, win64
        call imported_fn
        mov rax, [rel imported_var]
        lea rcx, [rel lib_table]
        dd lib_strlen wrt ..imagebase
        dq imported_var
  %elifidn FMT, win32
        call imported_fn
        mov eax, [imported_var]
        mov ecx, lib_table
  %elifidn FMT, macho64
        call imported_fn
        mov rax, [rel imported_var]
        lea rbx, [rel lib_table]
        mov rdi, [rel tls_var wrt ..tlvp]
  %elifidn FMT, obj
        call imported_fn
        mov eax, [imported_var]
        mov ecx, lib_table wrt flat32
        mov ax, seg lib_table
        call far [farptr]
        jmp far imported_fn
  %elifdef FLAT
  %else
        call imported_fn
        mov eax, [imported_var]
        mov ecx, lib_table
  %endif
        ret
%else
; 16-bit flat binary: a boot sector-like program
lib_entry:
        cli
        xor ax, ax
        mov ds, ax
        mov es, ax
        mov ss, ax
        mov sp, 0x7c00
        sti
        mov si, boot_msg
.print: lodsb
        or al, al
        jz .halt
        mov ah, 0x0e
        mov bx, 7
        int 0x10
        jmp .print
.halt:  hlt
        jmp .halt
%endif

; ------------------------------------------------------------------ data
        DATA
%ifdef FLAT
boot_msg: db "Booting the freqpath workload...", 13, 10, 0
%endif
greeting: db "formats.asm for ", %str(FMT), 0
greeting_len equ $ - greeting
%if __?BITS?__ > 16
  %if IS64
farptr:   dq relocs
  %else
farptr:   dd relocs
          dw 0
  %endif
%endif
words:    dw 1, 2, 3, 0xffff, -1
numbers:  dd 44, 12, 99, 3, 7, 1000, -5, 0
          times 16 db 0x90

%ifndef FLAT
        RDATA
lib_table:
        CRC32_TABLE
.end:
        PRIMES 30
%endif

%ifdef ELF
        section .tdata progbits alloc write tls align=8
tls_var: dd 42
        section .tbss nobits alloc write tls align=8
tls_buf: resb 64
        section .note.GNU-stack noalloc noexec nowrite progbits
        section .init_array init_array
        dd 0
        section .comment progbits noalloc
        db "nasm workload", 0
        section .rodata.str1.1 progbits alloc merge strings
        db "merged", 0
%elifidn FMT, macho64
        global tls_var
        section __DATA,__thread_vars
tls_var: dq 0, 0, 0
        section __TEXT,__cstring
        db "cstring", 0
%elifidn FMT, win64
        section .drectve info
        db "-defaultlib:kernel32 "
        section .pdata rdata align=4
        dd lib_strlen wrt ..imagebase, lib_strlen.end wrt ..imagebase, 0
%elifidn FMT, win32
        section .drectve info
        db "-defaultlib:user32 "
%endif

%ifdef FLAT
        section .sig start=0x7dfe
        dw 0xaa55
%endif

        BSS
%if __?BITS?__ > 16
scratch:  resd 256
%endif
bigbuf:   resb 1000
