# sudoku.mod: solve a Sudoku puzzle as a 0-1 feasibility problem, for the glpk workload
# (freqpath). The puzzle is the data section; 0 means an empty cell.

param givens{1..9, 1..9}, integer, >= 0, <= 9, default 0;
var x{i in 1..9, j in 1..9, k in 1..9}, binary;

s.t. fix{i in 1..9, j in 1..9, k in 1..9: givens[i,j] != 0}:
   x[i,j,k] = (if givens[i,j] = k then 1 else 0);
s.t. cell{i in 1..9, j in 1..9}: sum{k in 1..9} x[i,j,k] = 1;
s.t. row{i in 1..9, k in 1..9}: sum{j in 1..9} x[i,j,k] = 1;
s.t. col{j in 1..9, k in 1..9}: sum{i in 1..9} x[i,j,k] = 1;
s.t. box{I in 1..9 by 3, J in 1..9 by 3, k in 1..9}:
   sum{i in I..I+2, j in J..J+2} x[i,j,k] = 1;

minimize nothing: x[1,1,1];

solve;

for{i in 1..9}
{  for{0..0: i = 4 or i = 7} printf " ------+-------+------\n";
   for{j in 1..9}
   {  for{0..0: j = 4 or j = 7} printf " |";
      printf " %d", sum{k in 1..9} x[i,j,k] * k;
   }
   printf "\n";
}

data;
param givens : 1 2 3 4 5 6 7 8 9 :=
           1   . . 1 . . . . . .
           2   . 7 2 . . . . . .
           3   . 4 . 5 . . . . .
           4   9 . . . 2 . . . .
           5   . . . . 6 . . . .
           6   . . . 9 . . . 2 .
           7   . . 7 . 8 . 6 5 .
           8   2 8 . . 5 9 1 . .
           9   . . . . . . . . . ;
end;
