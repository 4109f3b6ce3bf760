/* LR(1) but not LALR(1): merging the states for "c" creates reduce/reduce
   conflicts that IELR(1) and canonical LR(1) do not have. Also a grammar where
   default reductions matter for error detection. */
%token A B C D E X Y
%%
start: s | start ',' s ;
s: A a D | B b D | A b E | B a E
 | X u Y | Y u X ;
a: C ;
b: C ;
u: C w | C ;
w: %empty | w D ;
