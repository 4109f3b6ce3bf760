# glpsol, the GNU Linear Programming Kit's solver, used the ways people use it. Inputs:
# gen.py's generated models (transportation, blending, multi-period production and
# assignment LPs; facility location, knapsack, set covering and scheduling MIPs; an
# infeasible and an unbounded LP; min-cost and max-flow networks and a 3-SAT instance in
# DIMACS formats; data files and a CSV table) and hand-written MathProg models (transp.mod
# a fixed-charge transportation MIP writing a CSV table, plan.mod production planning,
# sudoku.mod, queens.mod, tsp.mod on random points, lang.mod a language workout reading a
# CSV table). Read as CPLEX LP, free and fixed MPS, GLPK format (also gzip-compressed),
# MathProg and DIMACS; solved with the primal and dual simplex under their options (initial
# bases, pricing, ratio tests, factorizations, presolve, scaling, exact arithmetic), the
# interior-point method with each ordering, and the MIP solver with each branching and
# backtracking rule, cuts, heuristics, its presolver and MiniSat; with sensitivity reports,
# solution output, reading solutions back, and conversions between all formats; and broken
# inputs, which must fail (exit 1).
B = "{bench}/glpsol"
I = "{tmp}/in"
T = "{tmp}"
G = "{exe}"
Q = " > /dev/null"  # the terminal log is long; the checks read the -o/-w files

RUNS = [
    f"python3 {B}/gen.py {I}",
    f"{G} --version{Q} && {G} --help{Q}",
    # LPs: the simplex method and its options
    f"{G} --lp {I}/transport.lp -o {T}/tr.txt{Q} && grep -q 'Status:     OPTIMAL' {T}/tr.txt",
    f"{G} --lp {I}/transport.lp --dual --nopresol -o {T}/tr-d.txt{Q}"
    f" && grep -q 'Status:     OPTIMAL' {T}/tr-d.txt",
    f"{G} --lp {I}/transport.lp --primal --std --nosteep --norelax --nopresol{Q}",
    f"{G} --lp {I}/transport.lp --bib --flip --dual --noscale --nopresol{Q}",
    f"{G} --lp {I}/transport.lp --btf --cbg --nopresol{Q}",
    f"{G} --lp {I}/transport.lp --luf --cgr --adv --nopresol --ranges {T}/tr.rng{Q}",
    f"{G} --lp {I}/assign.lp -o {T}/as.txt{Q}",
    f"{G} --lp {I}/assign.lp --dual --nopresol --xcheck{Q}",
    f"{G} --lp {I}/assign.lp --ranges {T}/as.rng --nopresol{Q}",
    f"{G} --freemps {I}/blend.mps -o {T}/bl.txt --ranges {T}/bl.rng{Q}",
    f"{G} --freemps {I}/blend.mps --max --dual{Q}",
    f"{G} --lp {I}/facility.lp --nomip --exact{Q} && {G} --lp {I}/sched.lp --nomip --exact"
    f" --xcheck{Q}",
    f"{G} --mps {I}/prod.mps -o {T}/pr.txt --max{Q} && {G} --mps {I}/prod.mps --min --nosteep"
    f" --flip --dual{Q}",
    f"{G} --mps {I}/prod.mps --max --nopresol --bib --noscale{Q}",
    # the interior-point method with each ordering
    *[f"{G} --lp {I}/transport.lp --interior {o} -o {T}/ip{o}.txt{Q}"
      for o in ("--nord", "--amd", "--symamd")],  # (--qmd: disabled in glpk 5.0, it aborts)
    f"{G} --freemps {I}/blend.mps --interior{Q} && {G} --mps {I}/prod.mps --max --interior{Q}",
    f"{G} --lp {I}/assign.lp --interior --noscale{Q}",
    # infeasible and unbounded problems
    f"{G} --lp {I}/infeas.lp -o {T}/inf.txt{Q} && grep -q INFEASIBLE {T}/inf.txt",
    f"{G} --lp {I}/infeas.lp --nopresol --dual{Q} && {G} --lp {I}/infeas.lp --interior{Q}",
    f"{G} --lp {I}/unbnd.lp --nopresol -o {T}/unb.txt{Q} && {G} --lp {I}/unbnd.lp{Q}",
    # MIPs: branching and backtracking rules, cuts, heuristics, presolve
    f"{G} --lp {I}/facility.lp -o {T}/fac.txt{Q} && grep -q 'INTEGER OPTIMAL' {T}/fac.txt",
    f"{G} --lp {I}/facility.lp --cuts --pcost --dfs{Q}",
    f"{G} --lp {I}/facility.lp --gomory --first --bfs --nointopt{Q}",
    f"{G} --lp {I}/facility.lp --mir --last --bestp --fpump{Q}",
    f"{G} --lp {I}/facility.lp --mipgap 0.02 --proxy 5 --mostf{Q}",
    f"{G} --lp {I}/knap.lp -o {T}/kn.txt{Q} && {G} --lp {I}/knap.lp --binarize --cover --clique{Q}",
    f"{G} --lp {I}/knap.lp --cuts --drtom --bestb --fpump{Q}",
    f"{G} --lp {I}/knap.lp --nomip -o {T}/kn-lp.txt{Q}",
    f"{G} --lp {I}/cover.lp -o {T}/cov.txt{Q} && {G} --lp {I}/cover.lp --clique --gomory --dfs{Q}",
    f"{G} --lp {I}/cover.lp --minisat{Q}",
    f"{G} --lp {I}/sched.lp -o {T}/sch.txt{Q} && {G} --lp {I}/sched.lp --cuts --pcost{Q}",
    f"{G} --lp {I}/sched.lp --nointopt --first --dfs --tmlim 20{Q}",
    # networks and SAT in DIMACS formats
    f"{G} --mincost {I}/flow.min -o {T}/mc.txt{Q} && {G} --mincost {I}/flow.min --dual"
    f" --nopresol{Q}",
    f"{G} --maxflow {I}/flow.max -o {T}/mf.txt{Q} && {G} --maxflow {I}/flow.max --interior{Q}",
    f"{G} --cnf {I}/sat.cnf -o {T}/sat.txt{Q} && {G} --cnf {I}/sat.cnf --minisat{Q}",
    f"{G} --cnf {I}/sat.cnf --wcnf {T}/sat2.cnf --check{Q} && {G} --cnf {T}/sat2.cnf --minisat{Q}",
    # conversions between the formats, also gzip-compressed, and solving the results
    f"{G} --lp {I}/facility.lp --check --wlp {T}/f2.lp --wmps {T}/f2.mps --wfreemps {T}/f2.fmps"
    f" --wglp {T}/f2.glp{Q}",
    f"{G} --lp {T}/f2.lp -o {T}/f2a.txt{Q} && {G} --mps {T}/f2.mps{Q} && {G} --freemps"
    f" {T}/f2.fmps{Q} && {G} --glp {T}/f2.glp -o {T}/f2b.txt{Q}",
    f"{G} --mps {I}/prod.mps --check --wlp {T}/p2.lp --wglp {T}/p2.glp.gz{Q}"
    f" && {G} --glp {T}/p2.glp.gz --max{Q} && {G} --lp {T}/p2.lp --max{Q}",
    f"gzip -c {I}/blend.mps > {T}/blend.mps.gz && {G} --freemps {T}/blend.mps.gz"
    f" --wfreemps {T}/b3.mps.gz{Q}",
    f"{G} --lp {I}/assign.lp --hide --name renamed --check --wlp {T}/hidden.lp{Q}"
    f" && {G} --lp {T}/hidden.lp --wmps {T}/hidden.mps{Q}",
    # solutions and bases: write, read back, restart from a basis
    f"{G} --lp {I}/transport.lp -w {T}/tr.sol{Q} && {G} --lp {I}/transport.lp -r {T}/tr.sol"
    f" -o {T}/tr2.txt{Q}",
    f"{G} --lp {I}/transport.lp --ini {T}/tr.sol --dual{Q}",
    f"{G} --lp {I}/facility.lp -w {T}/fac.sol{Q} && {G} --lp {I}/facility.lp -r {T}/fac.sol"
    f" -o {T}/fac2.txt{Q}",
    f"{G} --lp {I}/transport.lp --interior -w {T}/ip.sol{Q} && {G} --lp {I}/transport.lp"
    f" --interior -r {T}/ip.sol -o {T}/ip2.txt{Q}",
    f"{G} --lp {I}/knap.lp --log {T}/kn.log --tmlim 30 --memlim 200{Q}"
    f" && grep -q 'INTEGER OPTIMAL' {T}/kn.log",
    # MathProg models
    f"cd {I} && {G} -m {B}/transp.mod -d transp.dat -o {T}/tp.txt{Q} && grep -q plant routes.csv",
    f"cd {I} && {G} -m {B}/transp.mod -d transp.dat --nomip --wlp {T}/tp.lp{Q}"
    f" && {G} --lp {T}/tp.lp --nomip --interior{Q}",
    f"cd {I} && {G} -m {B}/transp.mod -d transp.dat --check --wfreemps {T}/tp.mps{Q}"
    f" && {G} --freemps {T}/tp.mps --cuts{Q}",
    f"cd {I} && {G} -m {B}/plan.mod -d plan.dat -y {T}/plan.out -o {T}/plan.txt{Q}"
    f" && grep -q profit {T}/plan.out",
    f"cd {I} && {G} --math {B}/plan.mod --data plan.dat --dual --ranges {T}/plan.rng{Q}",
    f"{G} -m {B}/sudoku.mod -y {T}/sudoku.out{Q} && grep -c '|' {T}/sudoku.out | grep -qx 9",
    f"{G} -m {B}/sudoku.mod --minisat{Q} && {G} -m {B}/sudoku.mod --minisat --objbnd 1{Q}",
    f"{G} -m {B}/queens.mod{Q} && {G} -m {B}/queens.mod --cuts --pcost{Q}",
    f"printf 'data;\\nparam n := 10;\\nend;\\n' > {T}/q10.dat && {G} -m {B}/queens.mod"
    f" -d {T}/q10.dat --dfs{Q}",
    *[f"{G} -m {B}/tsp.mod --seed {s}{Q}" for s in (1, 2, 3, 42)],
    f"printf 'data;\\nparam n := 9;\\nend;\\n' > {T}/tsp9.dat && {G} -m {B}/tsp.mod"
    f" -d {T}/tsp9.dat --seed 7 --gomory --mir{Q}",
    f"cd {I} && {G} -m {B}/lang.mod -y {T}/lang.out{Q} && grep -q 'worth' {T}/lang.out"
    " && grep -q item chosen.csv",
    f"cd {I} && {G} -m {B}/lang.mod --seed 99 --wlp {T}/lang.lp --check{Q}",
    f"cd {I} && {G} -m {B}/lang.mod --nomip --interior{Q}",
    # broken input: each must fail with exit status 1
    f"printf 'Minimize\\n obj: x + \\nSubject To\\n c: x >= 1\\nEnd\\n' > {T}/bad1.lp"
    f" && ! {G} --lp {T}/bad1.lp{Q}",
    f"printf 'Maximize\\n obj: x\\nSubject To\\n c: x + y <= \\nEnd\\n' > {T}/bad2.lp"
    f" && ! {G} --lp {T}/bad2.lp{Q}",
    f"printf 'NAME X\\nROWS\\n N obj\\nCOLUMNS\\n x obj 1 nosuchrow 2\\nENDATA\\n' > {T}/bad.mps"
    f" && ! {G} --freemps {T}/bad.mps{Q}",
    f"printf 'NAME X\\nROWS\\n N obj\\n' > {T}/short.mps && ! {G} --freemps {T}/short.mps{Q}",
    f"printf 'set S;\\nparam p{{{{S}}}};\\nvar x >= 0;\\nminimize z: x + sum{{{{s in S}}}} p[s];\\n"
    f"s.t. c: x >= undefined_name;\\nend;\\n' > {T}/bad1.mod && ! {G} -m {T}/bad1.mod{Q}",
    f"printf 'param n := 3;\\ncheck n > 5;\\nend;\\n' > {T}/bad2.mod && ! {G} -m {T}/bad2.mod{Q}",
    f"printf 'set S := 1..3;\\nparam p{{{{S}}}};\\nvar x;\\nminimize z: x;\\ns.t. c: x >= 1;\\nsolve;\\n"
    f"printf \"%%g\\\\n\", p[2];\\nend;\\n' > {T}/bad3.mod && ! {G} -m {T}/bad3.mod{Q}",
    f"! {G} -m {B}/transp.mod -d {T}/no-such.dat{Q}",
    f"printf 'p max 3 2\\nn 1 s\\na 1 2 5\\n' > {T}/bad.max && ! {G} --maxflow {T}/bad.max{Q}",
    f"printf 'p cnf 2 1\\n1 -3 0\\n' > {T}/bad.cnf && ! {G} --cnf {T}/bad.cnf{Q}",
    f"! {G} --lp {T}/no-such-file.lp{Q} && ! {G} --nosuchoption{Q} && ! {G}{Q}",
]

PROGRAM = {"name": "glpsol", "pkg": "glpk", "libs": ["-lz", "-lm"], "runs": RUNS}
