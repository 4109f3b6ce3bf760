/* Old spellings that bison -u rewrites: the result must then pass cleanly. */
%name-prefix "old_"
%error-verbose
%pure-parser
%define api.push_pull "pull"
%define parse.lac full
%define api.value.type {int}
%define lr.keep_unreachable_states
%define lr.default-reductions "consistent"
%file-prefix "legacy"
%token-table
%debug
%locations
%default_prec
%code {
  int old_lex (YYSTYPE *, YYLTYPE *);
  void old_error (const char *);
}
%token NUM "number" PLUS "+" TIMES "*"
%left "+"
%left "*"
%%
exp: exp "+" exp { $$ = $1 + $3; }
   | exp "*" exp { $$ = $1 * $3; }
   | NUM
   |
   ;
