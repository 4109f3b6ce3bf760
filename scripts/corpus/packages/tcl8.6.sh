# tcl8.6 (Debian source package tcl8.6): the Tcl 8.6 interpreter, tclsh, built from unix/ the
# way its Makefile builds it: libtcl's objects (OBJS: generic/, unix/, TclOO, the bundled
# libtommath subset) plus tclAppInit.c, tclsh's main. The stub library (libtclstub), the test
# shell (tcltest) and the dltest extensions are other programs and left out; zlib is the
# system one (Debian builds against zlib1g-dev too; the +dfsg source drops none of the rest).
#
# `unix/configure` runs once into bld/ (a VPATH build, ~10 s) with Debian's options
# (debian/rules: --without-tzdata --disable-rpath, TCL_LIBRARY=/usr/share/tcltk/tcl8.6 and its
# TCL_PACKAGE_PATH, dh_auto_configure's --prefix=/usr --libdir --mandir), except
# --disable-threads (Debian: --enable-threads; tclsh is single-threaded, and the mutexes and
# thread-local data become plain code) and --disable-shared (tclsh is linked as one program;
# it only adds -DSTATIC_BUILD, which matters on Windows). We read the object lists and the
# compile switches from the generated Makefile rather than running make.
#
# Flags: the Makefile's CC_SWITCHES minus optimisation, warnings and -fPIC: its include path
# (-Ibld -Iunix -Igeneric -Ilibtommath), configure's DEFS (AC_FLAGS, one -D per FLAG line;
# MODULE_SCOPE has spaces in it) without HAVE_CPUID (it only enables a cpuid inline-asm helper
# for the test shell), -DBUILD_tcl, -DMP_FIXED_CUTOFFS -DMP_NO_STDINT; plus the per-file
# defines of tclUnixInit.o (TCL_LOCATIONS: TCL_LIBRARY, TCL_PACKAGE_PATH) and tclPkgConfig.o
# (CFG_*), passed to every TU, as no other file uses those names.
#
# At run time tclsh finds its script library (init.tcl, clock.tcl, encodings) in
# TCL_LIBRARY=/usr/share/tcltk/tcl8.6: Debian's libtcl8.6 package of the same version,
# installed here because sqlite3's build needs tclsh.
PIN[tcl8.6]=8.6.13+dfsg-2

prep_tcl8.6() {
  local pkgpath="/usr/local/lib/tcltk /usr/local/share/tcltk /usr/lib/tcltk/x86_64-linux-gnu /usr/lib/tcltk /usr/share/tcltk /usr/lib/tcltk/tcl8.6 /usr/lib"
  if [[ ! -s bld/corpus-vars.txt ]]; then
    rm -rf bld
    mkdir -p bld
    # Prints a Makefile variable as written (backslash escapes kept), via a one-rule makefile.
    printf '%s\n' "pv-%: ; @printf '%s\\n' '\$(\$*)'" >bld/corpus-pv.mk
    local v
    (cd bld && TCL_LIBRARY=/usr/share/tcltk/tcl8.6 TCL_PACKAGE_PATH="$pkgpath" \
        ../unix/configure CC="$LLVM_BIN/clang-16" --prefix=/usr --includedir=/usr/include/tcl8.6 \
        --libdir=/usr/lib/x86_64-linux-gnu --mandir=/usr/share/man --disable-shared \
        --disable-threads --disable-rpath --without-tzdata \
      && for v in OBJS TCLSH_OBJS AC_FLAGS EXTRA_CFLAGS EXTRA_CC_SWITCHES EXTRA_APP_CC_SWITCHES \
          NO_DEPRECATED_FLAGS ENV_FLAGS TCL_LIBRARY TCL_PACKAGE_PATH LIB_INSTALL_DIR \
          BIN_INSTALL_DIR SCRIPT_INSTALL_DIR INCLUDE_INSTALL_DIR MAN_INSTALL_DIR libdir bindir \
          includedir mandir TCL_LIB_FILE; do
           printf '%s\t%s\n' "$v" "$(make -s --no-print-directory -f Makefile -f corpus-pv.mk "pv-$v")" \
             || exit 1
         done >corpus-vars.tmp) >bld-configure.log 2>&1 \
      || { log "tcl8.6: configure failed (see $PWD/bld-configure.log)"; return 1; }
    grep -q $'^OBJS\t.*tclBasic\.o' bld/corpus-vars.tmp && grep -q $'^TCLSH_OBJS\ttclAppInit\.o$' bld/corpus-vars.tmp \
      || { log "tcl8.6: could not read the Makefile's variables (see $PWD/bld/corpus-vars.tmp)"; return 1; }
    mv bld/corpus-vars.tmp bld/corpus-vars.txt
  fi
  tcl86_var() { sed -n "s/^$1\t//p" bld/corpus-vars.txt; }
  printf 'FLAG %s\n' -Ibld -Iunix -Igeneric -Ilibtommath
  # AC_FLAGS is shell-quoted (e.g. -DPACKAGE_STRING=\"tcl\ 8.6\"): let the shell split it.
  local -a defs
  eval "defs=($(tcl86_var AC_FLAGS) $(tcl86_var EXTRA_CFLAGS) $(tcl86_var EXTRA_CC_SWITCHES) $(tcl86_var EXTRA_APP_CC_SWITCHES) $(tcl86_var NO_DEPRECATED_FLAGS) $(tcl86_var ENV_FLAGS))"
  local d
  for d in "${defs[@]}"; do [[ $d == -DHAVE_CPUID=1 ]] || echo "FLAG $d"; done
  printf 'FLAG %s\n' -DBUILD_tcl -DMP_FIXED_CUTOFFS -DMP_NO_STDINT
  printf 'FLAG -D%s="%s"\n' TCL_LIBRARY "$(tcl86_var TCL_LIBRARY)" TCL_PACKAGE_PATH "$(tcl86_var TCL_PACKAGE_PATH)" \
    CFG_INSTALL_LIBDIR "$(tcl86_var LIB_INSTALL_DIR)" CFG_INSTALL_BINDIR "$(tcl86_var BIN_INSTALL_DIR)" \
    CFG_INSTALL_SCRDIR "$(tcl86_var SCRIPT_INSTALL_DIR)" CFG_INSTALL_INCDIR "$(tcl86_var INCLUDE_INSTALL_DIR)" \
    CFG_INSTALL_DOCDIR "$(tcl86_var MAN_INSTALL_DIR)" CFG_RUNTIME_LIBDIR "$(tcl86_var libdir)" \
    CFG_RUNTIME_BINDIR "$(tcl86_var bindir)" CFG_RUNTIME_SCRDIR "$(tcl86_var TCL_LIBRARY)" \
    CFG_RUNTIME_INCDIR "$(tcl86_var includedir)" CFG_RUNTIME_DOCDIR "$(tcl86_var mandir)" \
    CFG_RUNTIME_DLLFILE "$(tcl86_var TCL_LIB_FILE)"
  local o n src dir
  for o in $(tcl86_var OBJS) $(tcl86_var TCLSH_OBJS); do
    n=${o%.o} src=
    for dir in generic unix libtommath compat; do
      [[ -e $dir/$n.c ]] && { src=$dir/$n.c; break; }
    done
    [[ -n $src ]] || { log "tcl8.6: no source for $o"; return 1; }
    echo "TU $n link $src"
  done
}
