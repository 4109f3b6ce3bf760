# picosat, the SAT solver CLI, on CNF formulas of many families (gen.py): random k-SAT
# near the threshold, pigeonhole, colouring, n-queens, sudoku, Latin squares, parity,
# circuit miters, factoring, bounded model checking; satisfiable and not. Besides plain
# solving it uses the options people use: verbose statistics, initial phase and seed,
# no preprocessing, assumptions with failed-assumption files, decision and propagation
# limits, enumerating all models, partial models, printing the formula, RUP proofs,
# output files, compressed and piped input, sloppy headers and malformed input.
# picosat exits 10 (SAT), 20 (UNSAT) or 0 (unknown / error), so each run checks its code.

EXPECT = {  # instance -> exit code of a plain run
    "r3-0": 10, "r3-1": 10, "r3-2": 10, "r3-3": 10, "r3-4": 20, "r3-5": 10, "r3-6": 10,
    "r3-7": 10, "r3-8": 20, "r4-0": 10, "r5-0": 10, "mixed-0": 10, "mixed-1": 10,
    "small-3": 10, "messy": 10, "php-7": 20, "php-8": 20, "col-60-4": 20, "col-60-5": 10,
    "col-30-4": 20, "queens-6": 10, "queens-8": 10, "queens-30": 10, "queens-50": 10,
    "sudoku-9": 10, "sudoku-16": 10, "latin-12": 10, "latin-11-bad": 20,
    "parity-sat": 10, "parity-unsat": 20, "adder-rc": 20, "adder-sw": 20,
    "factor-sat": 10, "factor-unsat": 20, "factor-big": 10, "mul-6": 20, "mul-7": 20,
    "bmc-sat": 10, "bmc-unsat": 20,
}


def solve(args, code):
    return f"{{exe}} {args} > /dev/null; test $? = {code}"


C = "{tmp}/cnf"
RUNS = ["python3 {bench}/picosat/gen.py " + C]
RUNS += [solve(f"{C}/{name}.cnf", code) for name, code in EXPECT.items()]
RUNS += [
    # statistics, phases, seeds, preprocessing off
    solve(f"-v {C}/php-8.cnf", 20),
    solve(f"-v -n {C}/mul-6.cnf", 20),
    solve(f"-v {C}/sudoku-16.cnf", 10),
    solve(f"-n -i 0 {C}/r3-2.cnf", 10),
    solve(f"-n -i 1 {C}/r3-6.cnf", 10),
    solve(f"-n -i 3 -s 17 {C}/r3-1.cnf", 10),
    solve(f"-n -i 3 -s 4 {C}/r3-8.cnf", 20),
    solve(f"-s 5 {C}/mixed-0.cnf", 10),
    solve(f"--plain {C}/bmc-sat.cnf", 10),
    solve(f"--plain {C}/latin-12.cnf", 10),
    solve(f"--plain -v {C}/parity-unsat.cnf", 20),
    # assumptions and failed assumptions
    solve(f"-a 2 -A {{tmp}}/failed1 {C}/col-60-5.cnf", 20) + " && test -s {tmp}/failed1",
    solve(f"-a 1 -a 7 -a 13 {C}/col-60-5.cnf", 10),
    solve(f"-a 1 -a -2 -a 3 -a 4 -a -5 -a 6 -a 7 -a -8 -A {{tmp}}/failed2 {C}/r3-7.cnf", 20),
    # limits: the answer is unknown (exit 0)
    solve(f"-l 200 {C}/r3-7.cnf", 0),
    solve(f"-P 100000 -v {C}/mul-7.cnf", 0),
    solve(f"-L 600 {C}/r3-8.cnf", 20),
    # all models, partial models
    solve(f"--all -n {C}/queens-8.cnf", 20),
    solve(f"--all {C}/queens-6.cnf", 20),
    solve(f"--all -n -v {C}/small-3.cnf", 20),
    solve(f"--partial {C}/sudoku-9.cnf", 10),
    solve(f"--partial {C}/small-3.cnf", 10),
    solve(f"--partial -v {C}/bmc-sat.cnf", 10),
    # proofs, output files, printing the formula
    solve(f"-R {{tmp}}/php.rup {C}/php-8.cnf", 20),
    solve(f"-R {{tmp}}/adder.rup -v {C}/adder-rc.cnf", 20),
    solve(f"-o {{tmp}}/sudoku.out {C}/sudoku-16.cnf", 10)
    + " && grep -q '^s SATISFIABLE' {tmp}/sudoku.out",
    solve(f"-p {C}/messy.cnf", 0),
    solve(f"-p -o {{tmp}}/q30.cnf {C}/queens-30.cnf", 0) + " && " + solve("{tmp}/q30.cnf", 10),
    # input from pipes and compressed files
    solve(f"< {C}/r3-6.cnf", 10),
    f"cat {C}/factor-sat.cnf | {{exe}} -n > /dev/null; test $? = 10",
    f"gzip -c {C}/latin-12.cnf > {{tmp}}/latin.cnf.gz && "
    + solve("{tmp}/latin.cnf.gz", 10),
    f"bzip2 -c {C}/php-7.cnf > {{tmp}}/php7.cnf.bz2 && " + solve("{tmp}/php7.cnf.bz2", 20),
    # sloppy and broken input, usage errors (picosat reports them and exits 0)
    solve(f"-f {C}/sloppy.cnf", 10),
    f"{{exe}} {C}/sloppy.cnf | grep -q 'variable index exceeded'",
    f"printf 'p cnf 3 2\\n1 -2 0\\n2 x 0\\n' | {{exe}} | grep -q 'expected number'",
    f"printf 'c only a comment\\n' | {{exe}} | grep -q 'header'",
    f"printf 'p cnf 2 3\\n1 2 0\\n-1 0\\n' | {{exe}} | grep -q 'clause missing'",
    f"printf 'p cnf 2 1\\n1 2\\n' | {{exe}} | grep -q 'trailing'",
    f"{{exe}} -x {C}/r3-0.cnf | grep -q 'unknown command line option'",
    f"{{exe}} {{tmp}}/no-such.cnf | grep -q 'can not read'",
    "{exe} -h | grep -q usage && {exe} --version > /dev/null && {exe} --config > /dev/null",
]

PROGRAM = {"name": "picosat", "pkg": "picosat", "libs": [], "runs": RUNS}
