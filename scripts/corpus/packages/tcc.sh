# tcc (Debian source package tcc): the Tiny C Compiler, the native x86_64 `tcc` program as
# Debian builds it on amd64 (no ONE_SOURCE: libtcc's files are separate TUs, as the top
# Makefile builds them for the native compiler): tcc.c (main; it #includes tcctools.c, the
# `-ar` and `-impdef` tools) plus libtcc.c, the preprocessor tccpp.c, the code generator
# front end tccgen.c, the ELF writer/linker tccelf.c, the assembler tccasm.c, the in-memory
# runner tccrun.c (-run) and the x86_64 back end x86_64-gen.c, x86_64-link.c, i386-asm.c.
# The i386 cross compiler Debian also builds, and the runtime library lib/*.c (compiled by
# tcc itself, not by the host compiler) are left out.
#
# config.h is what `configure --prefix=/usr --libdir=/usr/lib/x86_64-linux-gnu` writes (the
# Debian tccdir), by hand (configure would only add the host compiler's version). Flags: the
# Makefile's native DEFINES (-DTCC_TARGET_X86_64, -DONE_SOURCE=0, configure's
# -DCONFIG_TRIPLET="x86_64-linux-gnu" from debian/rules' --triplet) and configure's
# -fno-strict-aliasing (tcc type-puns through its value stack); Debian's hardening flags are
# left out, as for the other corpus packages.
PIN[tcc]=0.9.27+git20200814.62c30a4a-1

prep_tcc() {
  if [[ ! -s config.h ]]; then
    printf '%s\n' '/* config.h for the freqpath corpus (see scripts/corpus/packages/tcc.sh) */' \
      '#ifndef CONFIG_TCCDIR' '# define CONFIG_TCCDIR "/usr/lib/x86_64-linux-gnu/tcc"' '#endif' \
      '#define TCC_VERSION "0.9.27"' >config.h
  fi
  printf 'FLAG %s\n' -I. -DTCC_TARGET_X86_64 '-DCONFIG_TRIPLET="x86_64-linux-gnu"' \
    -DONE_SOURCE=0 -fno-strict-aliasing
  local f
  for f in tcc libtcc tccpp tccgen tccelf tccasm tccrun x86_64-gen x86_64-link i386-asm; do
    echo "TU $f link $f.c"
  done
}
