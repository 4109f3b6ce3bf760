# lang.mod: a MathProg language workout for the glpk workload (freqpath): set algebra,
# tuples, symbolic and computed parameters, string and time functions, iterated operators,
# random numbers, conditional expressions, checks, loops, a CSV table read in, and a small
# knapsack solved over the table's items with the results printed and written out.

# ------------------------------------------------------------------ sets
set A := 1..20;
set B := 5..30 by 5;
set C := {i in A: i mod 3 = 0};
set D := A union B;
set E := A inter B;
set F := A diff C;
set G := B symdiff C;
set H := setof{i in C, j in B: i + j < 25} (i, j);
set P := C cross {"x", "y"};
set W within A := {2, 4, 8, 16};
set S{k in 1..3} := {i in A: i mod (k + 1) = 0};
set U := setof{k in 1..3, i in S[k]} i;
set N := {i in A: forall{k in 1..3} i in S[k]};

check card(D) = 22 and card(E) = 4 and card(H) > 0;
check 15 in E and not (7 in C) and W within A;
check forall{(i, j) in H} i + j < 25;
check exists{i in U} i = 12;
check card(N) = card({i in A: i mod 12 = 0});

# ------------------------------------------------------------ parameters
param sq{i in A} := i * i;
param fib{i in 0..25} := if i < 2 then i else fib[i-1] + fib[i-2];
param fact{i in 0..12} := if i = 0 then 1 else i * fact[i-1];
param name{i in 1..5} symbolic := "item" & i;
param label symbolic := "run" & "-" & (3 + 4) & "." & substr("abcdef", 2, 3);
param total := sum{i in A} sq[i];
param prodc := prod{i in 1..6} i;
param mx := max{i in A} (sin(i) * 10);
param mn := min{i in A} (cos(i) * 10);
param mathf := abs(-3.5) + ceil(2.1) + floor(2.9) + exp(1) + log(10) + log10(1000)
   + sqrt(16) + atan(1) + atan(1, 2) + round(2.567, 2) + trunc(-2.7) + 2 ** 10 + 7 div 2
   + 7 mod 3 + 7 less 3 + 3 less 7;
param t0 := str2time("2024-03-15 13:45:30", "%Y-%m-%d %H:%M:%S");
param day symbolic := time2str(t0 + 86400 * 20, "%d %b %Y (%a) %H:%M");
param sub symbolic := substr("linear programming", 8, 7);
param len := length("mathprog");
param r1 := Uniform01();
param r2 := Uniform(10, 20);
param r3 := Normal01();
param r4 := Normal(100, 15);
param r5 := Irand224();
param bits{i in 1..8} := (floor(r5 / 2 ** (i - 1))) mod 2;

check fib[25] = 75025 and fact[10] = 3628800 and prodc = 720;
check total = 2870 and len = 8 and sub = "program";
check 0 <= r1 and r1 < 1 and 10 <= r2 and r2 <= 20;

printf "label %s, day %s, sub '%s', mathf %.6f\n", label, day, sub, mathf;
printf "max %.4f min %.4f\n", mx, mn;
printf{i in 1..5} "%s%s", name[i], if i < 5 then "," else "\n";
printf{(i, j) in H: i <= 6} "pair (%d,%d)\n", i, j;
display A, B, C, G, P, W, S, U, N;
display sq, fib;
for{i in C}
{  printf "%2d:", i;
   for{j in B: j > i} printf " %d", j;
   printf "\n";
}
for{{0}: card(C) > 3} printf "more than three multiples of 3\n";

# -------------------------------------------------- a table from a CSV file
set ITEMS dimen 1;
param weight{ITEMS};
param value{ITEMS};
param group{ITEMS} symbolic;
param cap := 80;
table items IN "CSV" "items.csv": ITEMS <- [item], weight, value, group;

set GROUPS := setof{i in ITEMS} group[i];
var take{ITEMS} binary;
var slack >= 0, <= 5;
var any_red binary;
maximize worth: sum{i in ITEMS} value[i] * take[i] - slack;
s.t. capacity: sum{i in ITEMS} weight[i] * take[i] <= cap + slack;
s.t. pergroup{g in GROUPS}: sum{i in ITEMS: group[i] = g} take[i] <= 3;
s.t. red{i in ITEMS: group[i] = "red"}: take[i] <= any_red;
s.t. range1: -2 <= sum{i in ITEMS: group[i] = "blue"} take[i]
                   - sum{i in ITEMS: group[i] = "green"} take[i] <= 2;

solve;

printf "worth %g, weight %g of %g\n", worth, sum{i in ITEMS} weight[i] * take[i], cap;
printf{i in ITEMS: take[i] > 0.5} "  take %s (%s, w=%d, v=%d)\n", i, group[i], weight[i],
   value[i];
display take, capacity, capacity.dual, pergroup;
table chosen{i in ITEMS: take[i] > 0.5} OUT "CSV" "chosen.csv": i ~ item, group[i] ~ group,
   weight[i], value[i];
end;
