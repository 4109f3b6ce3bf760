; errors.asm: broken inputs for the nasm workload (freqpath). Without -D it assembles
; cleanly (with a few warnings); each -Dtest_<name> switches on one mistake, and nasm must
; then report it and exit 1 (some are warnings made errors by the command line: -Werror).
; Unbalanced conditionals are tested with --before, -DWARNINGS adds some plain warnings.

        bits 64
        section .text
ok_label:
        mov eax, 1
        ret

%ifdef test_undefined_symbol
        mov rax, [no_such_symbol]
%endif
%ifdef test_bad_operands
        mov eax, bl
%endif
%ifdef test_bad_operands_imm
        add 5, eax
%endif
%ifdef test_short_jump
        jmp short far_away
        times 300 nop
far_away:
%endif
%ifdef test_redefined_label
ok_label:
        nop
%endif
%ifdef test_user_error
        %error "an %error directive"
%endif
%ifdef test_fatal
        %fatal "a %fatal directive"
        %error "not reached"
%endif
%ifdef test_param_count
  %macro TWO 2
        mov %1, %2
  %endmacro
        TWO eax
%endif
%ifdef test_div_zero
        mov eax, 10 / 0
%endif
%ifdef test_bad_ea
        mov eax, [eax + ebx + ecx]
%endif
%ifdef test_bad_scale
        mov eax, [rax + rbx*3]
%endif
%ifdef test_register_bits
        bits 32
        mov r8, rax
%endif
%ifdef test_negative_times
        times -1 db 0
%endif
%ifdef test_unknown_directive
        [frobnicate on]
%endif
%ifdef test_unterminated_string
        db 'open string
%endif
%ifdef test_bad_float
        dd 1.2.3
%endif
%ifdef test_missing_include
  %include "no-such-file.inc"
%endif
%ifdef test_missing_incbin
        incbin "no-such-file.bin"
%endif
%ifdef test_bad_align
        align 3
%endif
%ifdef test_non_constant_times
        times after - ok_label db 0
after:
%endif
%ifdef test_pop_empty
  %pop
%endif
%ifdef test_ctx_local
        mov eax, %$nothing
%endif
%ifdef test_org_in_elf
        org 0x100
%endif
%ifdef test_expr_syntax
        mov eax, (1 + 2
%endif
%ifdef test_bad_instruction
        movq2dq rax, xmm1
%endif
%ifdef test_missing_bracket
        mov eax, [rbx
%endif
%ifdef test_immediate_memory_size
        mov [rbx], 5
%endif
%ifdef test_bad_macro_def
  %macro 1
  %endmacro
%endif
%ifdef test_endmacro_alone
  %endmacro
%endif
%ifdef test_rep_unterminated
  %rep 3
        nop
%endif
%ifdef test_label_orphan
        ; a warning: made fatal by -Werror
orphan
%endif
%ifdef test_number_overflow
        db 300
%endif
%ifdef test_lock_prefix
        lock mov eax, ebx
%endif
%ifdef test_seg_prefix
        mov eax, [es:rbx]
%endif
%ifdef test_resb_in_text
        resb 4
%endif
%ifdef test_user_warning
        %warning "a %warning directive"
%endif
%ifdef test_empty_db
        db
%endif
%ifdef test_float_overflow
        dd 1.0e100
%endif
%ifdef test_deep_macro
  %macro DEEP 1
        DEEP %1
  %endmacro
        DEEP 1
%endif
%ifdef test_forward_equ
        times fwd db 0
fwd equ 4
%endif
%ifdef test_bad_segment_64
        push cs
        pop ds
%endif
%ifdef test_jmp_far_64
        jmp 0x10:0x1000
%endif
%ifdef test_extern_wrt
        extern ext
        mov rax, [ext wrt ..nothing]
%endif

%ifdef WARNINGS
; warnings that stay warnings without -Werror
        [warning push]
        [warning -label-orphan]
stray_label_without_colon
        [warning pop]
        [warning +number-overflow]
        dw 70000
        section .data
        resd 1
%endif
