/* A GLR parser for a fragment of a C-like language whose statements are ambiguous
   between declarations and expressions ("T (x);", "a * b;", "f (g) (h);").
   Declarations win by %dprec; ambiguous expressions are merged with %merge.
   The lexer reads stdin; names starting with an upper-case letter are types. */
%glr-parser
%define parse.error verbose
%define api.value.type {int}
%locations
%expect 32
%expect-rr 2

%code {
  #include <ctype.h>
  #include <stdio.h>
  #include <stdlib.h>
  int yylex (void);
  void yyerror (const char *msg);
  static int merge_expr (int x, int y);
  static int merge_decl (int x, int y);
  static int decls, exprs, merges, lines = 1;
}

%token TYPE ID NUM
%right '='
%left '+'
%left '*'
%precedence CAST

%%

prog:
  %empty
| prog stmt
;

stmt:
  expr ';'  %dprec 1     { exprs++; }
| decl      %dprec 2     { decls++; }
| error ';'              { yyerrok; }
;

expr:
  ID %merge <merge_expr> { $$ = 1; }
| NUM %merge <merge_expr> { $$ = 1; }
| TYPE '(' expr ')' %merge <merge_expr> { $$ = $3 + 1; }
| expr '(' args ')' %merge <merge_expr> { $$ = $1 + $3; }
| expr '(' ')' %merge <merge_expr> { $$ = $1; }
| expr '+' expr   %merge <merge_expr>  { $$ = $1 + $3; }
| expr '-' expr   %merge <merge_expr>  { $$ = $1 + $3; }
| expr '*' expr   %merge <merge_expr>  { $$ = $1 * $3; }
| expr '/' expr   %merge <merge_expr>  { $$ = $1 + $3; }
| expr '=' expr   %merge <merge_expr>  { $$ = $3; }
| '(' TYPE ')' expr %prec CAST %merge <merge_expr> { $$ = $4; }
| '(' expr ')' %merge <merge_expr> { $$ = $2; }
| '-' expr %prec CAST %merge <merge_expr> { $$ = $2; }
| '*' expr %prec CAST %merge <merge_expr> { $$ = $2; }
;

args:
  expr                         { $$ = $1; }
| args ',' expr                { $$ = $1 + $3; }
;

decl:
  TYPE declarator ';'          { $$ = $2; }
| TYPE declarator '=' expr ';' { $$ = $2 + $4; }
;

declarator:
  ID %merge <merge_decl> { $$ = 1; }
| '(' declarator ')' %merge <merge_decl> { $$ = $2; }
| '*' declarator %merge <merge_decl> { $$ = $2 + 1; }
| declarator '(' ')' %merge <merge_decl> { $$ = $1; }
| declarator '[' NUM ']' %merge <merge_decl> { $$ = $1; }
;

%%

static int
merge_expr (int x, int y)
{
  merges++;
  return x > y ? x : y;
}

static int
merge_decl (int x, int y)
{
  merges++;
  return x < y ? x : y;
}

int
yylex (void)
{
  int c = getchar ();
  while (c == ' ' || c == '\t' || c == '\n')
    {
      if (c == '\n')
        lines++;
      c = getchar ();
    }
  yylloc.first_line = yylloc.last_line = lines;
  if (c == EOF)
    return 0;
  if (isdigit (c))
    {
      while (isdigit (c = getchar ()))
        continue;
      ungetc (c, stdin);
      return NUM;
    }
  if (isalpha (c) || c == '_')
    {
      int upper = isupper (c);
      while (isalnum (c = getchar ()) || c == '_')
        continue;
      ungetc (c, stdin);
      return upper ? TYPE : ID;
    }
  return c;
}

void
yyerror (const char *msg)
{
  fprintf (stderr, "%d: %s\n", yylloc.first_line, msg);
}

int
main (void)
{
  int r = yyparse ();
  printf ("decls %d, exprs %d, merges %d\n", decls, exprs, merges);
  return r;
}
