# GNU bc workload: the -l math library at high precision and in several output bases,
# big-integer number theory (user functions, recursion, arrays by value and by reference),
# numerical methods in fixed point, a POSIX-only script under -s, a loan calculator reading
# its input with read(), generated statement streams (every operator, ibase/obase/scale
# changes, runtime and syntax errors; from a file and from stdin, with -w warnings), and
# the one-line pipelines shell scripts feed bc.
PROGRAM = {
    "name": "bc",
    "pkg": "bc",
    "libs": [],
    "runs": [
        "{exe} -l -q {bench}/bc/constants.bc > /dev/null",
        "{exe} -q {bench}/bc/numtheory.bc > /dev/null",
        "{exe} --mathlib --quiet {bench}/bc/numeric.bc > /dev/null",
        "{exe} -s {bench}/bc/posix.bc > /dev/null",
        "(seq 100000 7919 500000; echo 0) | {exe} -q {bench}/bc/loan.bc > /dev/null",
        "python3 {bench}/bc/gen.py {tmp}/stream1.bc 50000 5"
        " && {exe} -l {tmp}/stream1.bc > /dev/null 2> {tmp}/stream1.err",
        "python3 {bench}/bc/gen.py {tmp}/stream2.bc 15000 77"
        " && BC_LINE_LENGTH=0 {exe} -l -w < {tmp}/stream2.bc > /dev/null 2> {tmp}/stream2.err",
        "for i in $(seq 1 80); do"
        " echo \"scale=$((i % 9 * 5)); x = $i / 7; sqrt(x * 1000); e(x); l(x); obase=16; x\""
        " | {exe} -l; done > /dev/null",
        "echo 'scale; 4 * a(1); 2^64' | BC_ENV_ARGS='-l -q' {exe} > /dev/null",
        "echo 'limits; warranty' | {exe} > /dev/null && {exe} --version > /dev/null"
        " && {exe} -h > /dev/null",
    ],
}
