# picosat: Armin Biere's CDCL SAT solver; we build the `picosat` command-line
# solver (main.c + app.c over the solver library picosat.c + version.c), the
# same configuration as Debian's /usr/bin/picosat: configure.sh with no
# options, i.e. -DNDEBUG (assertions off), no TRACE/STATS (those make the
# separate picosat.trace binary). configure.sh/mkconfig.sh only write a
# makefile and a three-line config.h, so we write config.h by hand instead.
# picomus/picomcs/picogcnf are separate tools with their own main(): nolink.
PIN[picosat]=965-2

prep_picosat() {
  if [[ ! -s config.h ]]; then
    printf '#define PICOSAT_CC "clang-16"\n#define PICOSAT_CFLAGS "-DNDEBUG"\n#define PICOSAT_VERSION "%s"\n' \
      "$(cat VERSION)" >config.h
  fi
  printf 'FLAG %s\n' -I. -DNDEBUG
  local f
  for f in picosat version app main; do echo "TU $f link $f.c"; done
  for f in picomus picomcs picogcnf; do echo "TU $f nolink $f.c"; done
}
