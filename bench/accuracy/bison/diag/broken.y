/* Errors bison must report: undeclared symbols, bad references, type mix-ups,
   redefinitions, bad directives; it must exit with status 1. */
%token NUM
%token NUM
%type <nope> exp
%define api.pure maybe
%define unknown.variable 42
%start missing
%%
exp: exp '+' term { $$ = $1 + $4; }
   | term { $$ = $foo; }
   | NUM { $$ = @5.first_line; }
   | undefined_symbol
   ;
term: NUM | term '*' NUM { $$ = $1 * $3 } | error ;
term: '(' exp ')'  %prec NOPREC ;
x: y ;
%%
