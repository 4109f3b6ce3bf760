# transp.mod: a transportation problem with fixed charges on the routes (a MIP), for the
# glpk workload (freqpath). Data: transp.dat (generated). Writes the chosen routes to a CSV
# table and a report with printf.

set I;                       # plants
set J;                       # markets
param a{i in I} >= 0;        # capacity of plant i
param b{j in J} >= 0;        # demand at market j
param d{i in I, j in J} >= 0;   # distance in thousands of miles
param f >= 0;                # freight in dollars per case per thousand miles
param fixed{i in I, j in J} := 40 + (d[i,j] * 37) mod 25;
param c{i in I, j in J} := f * d[i,j] / 1000;
param outfile symbolic, default "routes.csv";

check sum{i in I} a[i] >= sum{j in J} b[j];

var x{i in I, j in J} >= 0;
var use{i in I, j in J} binary;

minimize cost: sum{i in I, j in J} (c[i,j] * x[i,j] + fixed[i,j] * use[i,j]);
s.t. supply{i in I}: sum{j in J} x[i,j] <= a[i];
s.t. demand{j in J}: sum{i in I} x[i,j] >= b[j];
s.t. link{i in I, j in J}: x[i,j] <= min(a[i], b[j]) * use[i,j];
s.t. fewroutes{j in J}: sum{i in I} use[i,j] <= 3;

solve;

printf "%-10s %-10s %10s\n", "plant", "market", "cases";
printf{i in I, j in J: x[i,j] > 1e-6} "%-10s %-10s %10.2f\n", i, j, x[i,j];
printf "total cost %.4f over %d routes\n", cost,
   sum{i in I, j in J} (if use[i,j] > 0.5 then 1 else 0);
display{i in I} sum{j in J} x[i,j];
display{i in I} supply[i].dual;
display{j in J} demand[j].lb;

table routes{i in I, j in J: x[i,j] > 1e-6} OUT "CSV" outfile:
   i ~ plant, j ~ market, x[i,j] ~ cases, c[i,j] ~ unit_cost;
end;
