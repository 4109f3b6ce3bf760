# duktape: the `duk` command-line interpreter, as Debian builds it from
# Makefile.cmdline: the single-file engine src/duktape.c (shipped prebuilt
# with its duk_config.h, so nothing is generated) plus examples/cmdline and
# the four extras that Makefile enables (print/alert, console, Duktape.Logger,
# Duktape 1.x modules). Flags: -std=c99, the include folders and -D switches
# of Makefile.cmdline; its -Os/-g/-fPIE/warnings and Debian's hardening
# (_FORTIFY_SOURCE) are left out. No linenoise (DUK_CMDLINE_FANCY stays off).
PIN[duktape]=2.7.0-2

prep_duktape() {
  printf 'FLAG %s\n' -std=c99 -fstrict-aliasing -Isrc -Iexamples/cmdline \
    -DDUK_CMDLINE_PRINTALERT_SUPPORT -Iextras/print-alert \
    -DDUK_CMDLINE_CONSOLE_SUPPORT -Iextras/console \
    -DDUK_CMDLINE_LOGGING_SUPPORT -Iextras/logging \
    -DDUK_CMDLINE_MODULE_SUPPORT -Iextras/module-duktape
  echo "TU duktape link src/duktape.c"
  echo "TU duk_cmdline link examples/cmdline/duk_cmdline.c"
  echo "TU duk_print_alert link extras/print-alert/duk_print_alert.c"
  echo "TU duk_console link extras/console/duk_console.c"
  echo "TU duk_logging link extras/logging/duk_logging.c"
  echo "TU duk_module_duktape link extras/module-duktape/duk_module_duktape.c"
}
