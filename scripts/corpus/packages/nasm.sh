# nasm (Debian source package nasm): the Netwide Assembler, the `nasm` program (asm/nasm.c)
# linked with everything of libnasm.a, the support library its Makefile builds: the
# preprocessor, parser, expression evaluator and instruction encoder (asm/), the instruction
# and register tables (x86/), the output formats bin/elf/coff/win/macho/obj/aout/as86/ieee/
# dbg with their debug formats (output/), the standard macro packages (macros/macros.c) and
# nasmlib/, common/, stdlib/. Sourced by scripts/corpus/build-c-corpus.sh.
#
# The tarball ships every Perl-generated source (x86/insns*.c, macros/macros.c, asm/pptok.c,
# tokhash.c, warnings.c, ...), so neither Perl nor Debian's autoreconf is needed: upstream's
# `configure` runs once into bld/ (about 15 s) and writes bld/config/config.h (included as
# "config/config.h" through -Ibld); the object list is read from bld/Makefile (LIBOBJ and
# NASM), so the TUs are exactly what `make` compiles. ndisasm.c (the disassembler, a second
# program) and disasm/disasm.c, disasm/sync.c, nasmlib/errfile.c (libnasm.a members that only
# ndisasm pulls in; errfile.c's `error_file` is also defined by nasm.c, so the linker never
# takes that member for nasm) are nolink.
# Flags: the Makefile's -DHAVE_CONFIG_H and include folders, and the configure-chosen flags
# that change the meaning of the code: -std=c17 -U__STRICT_ANSI__ (nasm uses GNU extensions
# under c17), -fwrapv (nasm relies on wrapping signed arithmetic) and -fno-common. Left out:
# -ftrivial-auto-var-init=zero (a hardening flag, as Debian's hardening flags are left out
# for every corpus package), -ffunction-sections/-fdata-sections/-fvisibility=hidden (only
# linker layout and symbol export) and the warning flags.
PIN[nasm]=2.16.01-1

prep_nasm() {
  if [[ ! -s bld/objects.txt ]]; then
    rm -rf bld
    mkdir -p bld
    local pv='pv-%: ; @echo $($*)'
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-NASM pv-LIBOBJ \
        >objects.tmp) >bld-configure.log 2>&1 \
      || { log "nasm: configure failed (see $PWD/bld-configure.log)"; return 1; }
    # Line 1: the program's object, line 2: libnasm.a's.
    [[ -s bld/config/config.h && $(sed -n 1p bld/objects.tmp) == asm/nasm.o ]] \
      || { log "nasm: could not read the object lists (see $PWD/bld/objects.tmp)"; return 1; }
    mv bld/objects.tmp bld/objects.txt
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -std=c17 -U__STRICT_ANSI__ -fwrapv -fno-common \
    -I. -Ibld -Iinclude -Ix86 -Iasm -Idisasm -Ioutput
  local o n
  for o in $(cat bld/objects.txt); do
    n=${o%.o}
    case $n in
      disasm/* | nasmlib/errfile) echo "TU ${n//\//_} nolink $n.c" ;;
      *) echo "TU ${n//\//_} link $n.c" ;;
    esac
  done
  echo "TU disasm_ndisasm nolink disasm/ndisasm.c"
}
