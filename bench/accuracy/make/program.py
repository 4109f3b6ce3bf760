# GNU make workload: makefiles written for it, run the ways people run make. A C-like
# project build (project.mk over gen.py's proj/: $(eval)-generated library rules, pattern
# rules, header deps from deps.mk and .d files, target/pattern-specific variables, static
# pattern rules with secondary expansion) through a full build, no-op and partial rebuilds,
# -n/-q/-t/-B/-W/-k/-i/-e/-r/-R/-p/--trace/--debug, a failing test target, install, clean,
# and one -j2 --output-sync run; make as a programming language (funcs.mk: recursion,
# $(eval), every function, all assignment flavours, self-checking); rule machinery
# (rules.mk: intermediate chains, suffix rules, archive members, -lname via vpath, grouped
# and double-colon targets, automatic variables); a recursive build over a directory tree
# (recursive.mk/sub.mk); a generated 1500-target graph (big.mk); special targets and a
# self-remaking include (misc.mk); makefiles from stdin, --eval, -I, MAKEFILES; and
# makefiles make must reject. Recipes only run shell builtins, mkdir/rm/test and ar.
MK = "{bench}/make"
P = "{exe} -C {tmp}/proj -f {bench}/make/project.mk"
R = "{exe} -C {tmp}/proj -f {bench}/make/rules.mk"
BIG = "{exe} -f {tmp}/big.mk"
REC = "{exe} -f {bench}/make/recursive.mk"

PROGRAM = {
    "name": "make",
    "pkg": "make-dfsg",
    "libs": [],
    "runs": [
        f"python3 {MK}/gen.py {{tmp}}",
        "{exe} --version > /dev/null && {exe} --help > /dev/null",
        # The project: full build, checks, no-op, partial rebuild after touching headers.
        f"{P} > /dev/null",
        f"{P} info check > /dev/null",
        f"{P} > /dev/null",
        f"touch {{tmp}}/proj/include/*_6.h && {P} VERBOSE=1 > /dev/null",
        f"{P} -q all; test $? -eq 1",
        f"{P} -n -B all > /dev/null",
        f"{P} -p -q all > /dev/null; test $? -eq 1",
        f"! {P} BROKEN=1 check > /dev/null 2>&1",
        f"{P} -k BROKEN=1 check > /dev/null 2>&1; test $? -eq 2",
        f"{P} -i BROKEN=1 check > /dev/null 2>&1",
        f"touch {{tmp}}/proj/include/*_1*.h && {P} -t > /dev/null && {P} -q libs; test $? -eq 1",
        f"set -- {{tmp}}/proj/src/net/*.c && {P} -W \"$1\" -n > /dev/null",
        f"{P} --trace CFLAGS=-O0 VERBOSE=1 > /dev/null",
        f"{P} --debug=basic,verbose,implicit,jobs,makefile info > /dev/null",
        f"CFLAGS=-Os {P} -e info > /dev/null && {P} -r -R -s info > /dev/null",
        f"{P} install DESTDIR={{tmp}}/stage > /dev/null && test -e {{tmp}}/stage/usr/local/bin/app4",
        f"{P} clean > /dev/null && {P} -j2 --output-sync=target all > /dev/null",
        f"{P} -l 100 BUILD=build2 libs > /dev/null && {P} DESTDIR={{tmp}}/stage distclean > /dev/null",
        # Make as a programming language.
        f"{{exe}} -f {MK}/funcs.mk FROM_CMDLINE=x | grep -q 'checks passed'",
        f"{{exe}} -f {MK}/funcs.mk LIMIT=40 -p > /dev/null",
        f"{{exe}} -f {MK}/funcs.mk --warn-undefined-variables LIMIT=30 > /dev/null 2>&1",
        # Rule machinery.
        f"{R} > /dev/null",
        f"{R} archive tool logs show-auto x.stamp no-such-goal > /dev/null",
        f"{R} archive > /dev/null && {R} -q archive",
        f"{R} -d report > /dev/null",
        # -q may answer 1 here: -t dates the member by the archive's mtime in whole seconds
        # (sometimes the mtime from before its own write), so the touched object can stay
        # newer than its member; 1 run in 15 did. Only an error (2) fails.
        f"touch {{tmp}}/proj/gen/msg3.o && {R} -t archive > /dev/null && {{{{ {R} -q archive; test $? -le 1; }}}}",
        f"{R} KEEP=1 clean all > /dev/null && {R} -n clean all > /dev/null",
        # Recursive make over a directory tree.
        f"{REC} > /dev/null",
        f"{REC} -s GOAL=check > /dev/null",
        f"{REC} -n GOAL=clean > /dev/null",
        f"MAKEFLAGS=s {REC} -w GOAL=clean > /dev/null",
        # The generated 1500-target graph.
        f"{BIG} -n all > /dev/null",
        f"{BIG} layers > /dev/null",
        f"{BIG} -q all; test $? -eq 1",
        f"{BIG} all > /dev/null",
        f"{BIG} -p -q all > /dev/null",
        f"touch {{tmp}}/out/t0003 && {BIG} --what-if=out/t0100 -n all > /dev/null && {BIG} -t all > /dev/null",
        # Special targets, a makefile that remakes its own include and restarts.
        f"mkdir -p {{tmp}}/misc && {{exe}} -C {{tmp}}/misc -f {MK}/misc.mk > /dev/null 2>&1",
        f"{{exe}} -C {{tmp}}/misc -f {MK}/misc.mk all > /dev/null 2>&1",
        f"{{exe}} -C {{tmp}}/misc -n -f {MK}/misc.mk > /dev/null 2>&1",
        # Makefiles from stdin, default names, --eval, -I, MAKEFILES.
        "printf 'X = $(words a b c)\\nall:\\n\\t@echo stdin $(X) $(MAKEFILE_LIST)\\n' | {exe} -f - > /dev/null",
        "mkdir -p {tmp}/dflt && printf 'all: ; @echo GNUmakefile\\n' > {tmp}/dflt/GNUmakefile"
        " && printf 'all: ; @echo makefile\\n' > {tmp}/dflt/makefile && {exe} -C {tmp}/dflt > {tmp}/dflt.out && grep -q GNU {tmp}/dflt.out",
        ": > {tmp}/empty.mk && {exe} -f {tmp}/empty.mk --eval 'all: ; @echo eval $(N)' N=3 > /dev/null",
        "mkdir -p {tmp}/inc && printf 'include sub.mk\\n' > {tmp}/inc/Makefile && {exe} -C {tmp}/inc"
        f" -I {MK} NAME=inc PARTS='a b c' BUILD_TAG=t check > /dev/null",
        "printf 'EXTRA := from MAKEFILES\\n' > {tmp}/extra.mk && printf 'all: ; @test \"$(EXTRA)\" = \"from MAKEFILES\"\\n'"
        " > {tmp}/m.mk && MAKEFILES={tmp}/extra.mk {exe} -f {tmp}/m.mk",
        "printf 'a: b\\nb: a\\n\\t@:\\n' > {tmp}/circ.mk && {exe} -f {tmp}/circ.mk a > /dev/null 2>&1",
        # Makefiles make must reject.
        "printf 'all:\\n    echo spaces\\n' > {tmp}/bad1.mk && ! {exe} -f {tmp}/bad1.mk > /dev/null 2>&1",
        "printf 'X = $(X) more\\nall: ; @echo $(X)\\n' > {tmp}/bad2.mk && ! {exe} -f {tmp}/bad2.mk > /dev/null 2>&1",
        "printf 'all: ; @echo $(subst a,b\\n' > {tmp}/bad3.mk && ! {exe} -f {tmp}/bad3.mk > /dev/null 2>&1",
        "printf 'include no-such-file.mk\\n' > {tmp}/bad4.mk && ! {exe} -f {tmp}/bad4.mk > /dev/null 2>&1",
        "printf '$(error stop here)\\n' > {tmp}/bad5.mk && ! {exe} -f {tmp}/bad5.mk > /dev/null 2>&1",
        "printf 'ifeq (a,b)\\nx = 1\\n' > {tmp}/bad6.mk && ! {exe} -f {tmp}/bad6.mk > /dev/null 2>&1",
        f"! {P} no-such-target > /dev/null 2>&1",
        "! {exe} -f {tmp}/missing.mk > /dev/null 2>&1",
        "! {exe} --no-such-option > /dev/null 2>&1",
    ],
}
