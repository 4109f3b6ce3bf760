# tsp.mod: a small travelling salesman problem (Miller-Tucker-Zemlin subtour elimination)
# on random points from MathProg's generator (so --seed changes the instance), for the glpk
# workload (freqpath).

param n, integer, >= 3, default 8;
set V := 1..n;
param px{V} := round(Uniform(0, 100));
param py{V} := round(Uniform(0, 100));
param dist{i in V, j in V} := round(sqrt((px[i] - px[j])^2 + (py[i] - py[j])^2), 1);

var x{i in V, j in V: i != j}, binary;
var u{i in V: i > 1}, >= 1, <= n - 1;

minimize tour: sum{i in V, j in V: i != j} dist[i,j] * x[i,j];
s.t. leave{i in V}: sum{j in V: j != i} x[i,j] = 1;
s.t. enter{j in V}: sum{i in V: i != j} x[i,j] = 1;
s.t. mtz{i in V, j in V: i != j and i > 1 and j > 1}:
   u[i] - u[j] + (n - 1) * x[i,j] <= n - 2;

solve;

printf "tour length %.1f:", tour;
param nxt{i in V} := sum{j in V: j != i} j * x[i,j];
param pos{k in 0..n-1} := if k = 0 then 1 else nxt[pos[k-1]];
printf{k in 0..n-1} " %d", pos[k];
printf "\n";
end;
