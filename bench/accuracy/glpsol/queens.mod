# queens.mod: place n queens so that none attacks another; maximise the number placed
# (a 0-1 MIP whose optimum is n), for the glpk workload (freqpath).

param n, integer, > 0, default 8;
var q{1..n, 1..n}, binary;

s.t. rows{i in 1..n}: sum{j in 1..n} q[i,j] <= 1;
s.t. cols{j in 1..n}: sum{i in 1..n} q[i,j] <= 1;
s.t. diag1{k in 2-n..n-2}: sum{i in 1..n, j in 1..n: i - j = k} q[i,j] <= 1;
s.t. diag2{k in 3..2*n-1}: sum{i in 1..n, j in 1..n: i + j = k} q[i,j] <= 1;

maximize placed: sum{i in 1..n, j in 1..n} q[i,j];

solve;

for{i in 1..n}
{  for{j in 1..n} printf " %s", if q[i,j] then "Q" else ".";
   printf "\n";
}
check sum{i in 1..n, j in 1..n} q[i,j] = n;
end;
