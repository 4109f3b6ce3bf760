/* Grammar of "Tern", a small imperative language with modules, records, functions,
   closures and the usual statements. Semantic actions only count and name things:
   the interest is in the automaton (conflicts resolved by precedence, error recovery,
   mid-rule actions, named references, typed values, destructors). */
%code top {
  #include <stdio.h>
  #include <stdlib.h>
  #include <string.h>
}
%code requires {
  typedef struct node { int kind; int count; char *name; } node;
}
%code {
  static int nodes, decls, errors;
  static node *mk (int kind, int count, char *name)
  {
    node *n = malloc (sizeof *n);
    n->kind = kind; n->count = count; n->name = name;
    nodes++;
    return n;
  }
  int yylex (void);
  void yyerror (const char *msg);
}

%define api.token.prefix {T_}
%define parse.error verbose
%expect 0
%start unit

%union {
  long num;
  char *str;
  node *ast;
  int n;
}

%token <str> IDENT "identifier" STRING "string" TYPENAME "type name"
%token <num> INT "integer" CHAR "character"
%token MODULE "module" IMPORT "import" EXPORT "export" AS "as"
%token FUN "fun" VAR "var" LET "let" CONST "const" TYPE "type" RECORD "record" ENUM "enum"
%token IF "if" THEN "then" ELSE "else" ELIF "elif" WHILE "while" DO "do" FOR "for" IN "in"
%token SWITCH "switch" CASE "case" DEFAULT "default" BREAK "break" CONTINUE "continue"
%token RETURN "return" YIELD "yield" DEFER "defer" TRY "try" CATCH "catch" THROW "throw"
%token TRUE "true" FALSE "false" NIL "nil" NEW "new" SIZEOF "sizeof"
%token ARROW "->" FATARROW "=>" DOTDOT ".." ELLIPSIS "..." SCOPE "::"
%token ANDAND "&&" OROR "||" EQEQ "==" NOTEQ "!=" LTEQ "<=" GTEQ ">=" LSHIFT "<<" RSHIFT ">>"
%token PLUSEQ "+=" MINUSEQ "-=" STAREQ "*=" SLASHEQ "/=" INCR "++" DECR "--"

%type <ast> expr primary postfix call_args opt_expr stmt block stmts decl decls
%type <ast> type type_list field fields param params opt_params enumerators lvalue
%type <ast> case_clauses case_clause else_part lambda literal
%type <n> opt_export

%destructor { free ($$); } <str>
%destructor { free ($$); } <ast>
%printer { fprintf (yyo, "%s", $$); } <str>
%printer { fprintf (yyo, "%ld", $$); } <num>

%precedence FATARROW ARROW
%right '?' ':'
%left OROR
%left ANDAND
%left '|'
%left '^'
%left '&'
%nonassoc EQEQ NOTEQ
%nonassoc '<' '>' LTEQ GTEQ
%nonassoc DOTDOT
%left LSHIFT RSHIFT
%left '+' '-'
%left '*' '/' '%'
%precedence UNARY INCR DECR SIZEOF
%precedence '['

%initial-action { nodes = 0; decls = 0; }

%%

unit:
  module_header imports decls  { printf ("%d declarations, %d nodes\n", decls, nodes); free ($decls); }
;

module_header:
  %empty
| "module" qualified ';'
;

qualified:
  IDENT                 { free ($1); }
| qualified "::" IDENT  { free ($3); }
;

imports:
  %empty
| imports "import" qualified ';'
| imports "import" qualified "as" IDENT ';'     { free ($5); }
| imports "import" qualified "::" '{' names '}' ';'
;

names:
  IDENT                 { free ($1); }
| names ',' IDENT       { free ($3); }
;

decls:
  %empty                { $$ = mk (0, 0, NULL); }
| decls decl            { $$ = $1; $$->count++; free ($2); decls++; }
| decls error ';'       { $$ = $1; yyerrok; }
;

opt_export:
  %empty    { $$ = 0; }
| "export"  { $$ = 1; }
;

decl:
  opt_export "fun" IDENT[name] '(' opt_params[ps] ')' opt_result block[body]
      { $$ = mk (1, $ps->count, $name); free ($ps); free ($body); }
| opt_export "var" IDENT ':' type '=' expr ';'   { $$ = mk (2, 0, $3); free ($5); free ($7); }
| opt_export "var" IDENT '=' expr ';'            { $$ = mk (2, 0, $3); free ($5); }
| opt_export "const" IDENT '=' expr ';'          { $$ = mk (3, 0, $3); free ($5); }
| opt_export "type" IDENT '=' type ';'           { $$ = mk (4, 0, $3); free ($5); }
| opt_export "record" IDENT '{' fields '}'       { $$ = mk (5, $fields->count, $3); free ($fields); }
| opt_export "enum" IDENT '{' enumerators opt_comma '}'
      { $$ = mk (6, $enumerators->count, $3); free ($enumerators); }
;

opt_result:
  %empty
| "->" type   { free ($2); }
;

opt_comma: %empty | ',' ;

fields:
  %empty              { $$ = mk (0, 0, NULL); }
| fields field        { $$ = $1; $$->count++; free ($2); }
;

field:
  IDENT ':' type ';'                  { $$ = mk (7, 0, $1); free ($3); }
| IDENT ':' type '=' expr ';'         { $$ = mk (7, 1, $1); free ($3); free ($5); }
;

enumerators:
  IDENT                               { $$ = mk (8, 1, NULL); free ($1); }
| IDENT '=' expr                      { $$ = mk (8, 1, NULL); free ($1); free ($3); }
| enumerators ',' IDENT               { $$ = $1; $$->count++; free ($3); }
| enumerators ',' IDENT '=' expr      { $$ = $1; $$->count++; free ($3); free ($5); }
;

opt_params:
  %empty              { $$ = mk (0, 0, NULL); }
| params              { $$ = $1; }
| params ',' "..."    { $$ = $1; $$->count++; }
;

params:
  param               { $$ = mk (9, 1, NULL); free ($1); }
| params ',' param    { $$ = $1; $$->count++; free ($3); }
;

param:
  IDENT ':' type      { $$ = mk (10, 0, $1); free ($3); }
| IDENT               { $$ = mk (10, 0, $1); }
;

type:
  TYPENAME                        { $$ = mk (11, 0, $1); }
| IDENT                           { $$ = mk (11, 0, $1); }
| type '[' ']'                    { $$ = $1; $$->count++; }
| type '[' INT ']'                { $$ = $1; $$->count += (int) $3; }
| '*' type %prec UNARY            { $$ = $2; }
| "fun" '(' ')' "->" type         { $$ = $5; }
| "fun" '(' type_list ')' "->" type { $$ = $6; free ($3); }
| '(' type_list ')'               { $$ = $2; }
;

type_list:
  type                            { $$ = $1; }
| type_list ',' type              { $$ = $1; $$->count++; free ($3); }
;

block:
  '{' stmts '}'                   { $$ = $2; }
;

stmts:
  %empty                          { $$ = mk (12, 0, NULL); }
| stmts stmt                      { $$ = $1; $$->count++; free ($2); }
;

stmt:
  ';'                                           { $$ = mk (13, 0, NULL); }
| expr ';'                                      { $$ = $1; }
| "var" IDENT '=' expr ';'                      { $$ = mk (14, 0, $2); free ($4); }
| "var" IDENT ':' type ';'                      { $$ = mk (14, 0, $2); free ($4); }
| "let" IDENT '=' expr ';'                      { $$ = mk (14, 1, $2); free ($4); }
| lvalue '=' expr ';'                           { $$ = $1; free ($3); }
| lvalue "+=" expr ';'                          { $$ = $1; free ($3); }
| lvalue "-=" expr ';'                          { $$ = $1; free ($3); }
| lvalue "*=" expr ';'                          { $$ = $1; free ($3); }
| lvalue "/=" expr ';'                          { $$ = $1; free ($3); }
| "if" expr block else_part                     { $$ = $3; free ($2); free ($4); }
| "while" expr block                            { $$ = $3; free ($2); }
| "do" block "while" expr ';'                   { $$ = $2; free ($4); }
| "for" IDENT "in" expr block                   { $$ = $5; free ($2); free ($4); }
| "for" IDENT ',' IDENT "in" expr block         { $$ = $7; free ($2); free ($4); free ($6); }
| "switch" expr '{' case_clauses '}'            { $$ = $4; free ($2); }
| "break" ';'                                   { $$ = mk (15, 0, NULL); }
| "continue" ';'                                { $$ = mk (15, 1, NULL); }
| "return" opt_expr ';'                         { $$ = $2; }
| "yield" expr ';'                              { $$ = $2; }
| "defer" block                                 { $$ = $2; }
| "throw" expr ';'                              { $$ = $2; }
| "try" block "catch" IDENT block               { $$ = $2; free ($4); free ($5); }
| { $<n>$ = nodes; } block { if (nodes - $<n>1 > 1000) fprintf (stderr, "big block\n"); }
                                                { $$ = $2; }
| error ';'                                     { $$ = mk (16, 0, NULL); yyerrok; }
| error '}'                                     { $$ = mk (16, 0, NULL); yyerrok; }
;

else_part:
  %empty                                        { $$ = mk (17, 0, NULL); }
| "else" block                                  { $$ = $2; }
| "else" "if" expr block else_part              { $$ = $4; free ($3); free ($5); }
| "elif" expr block else_part                   { $$ = $3; free ($2); free ($4); }
;

case_clauses:
  %empty                                        { $$ = mk (18, 0, NULL); }
| case_clauses case_clause                      { $$ = $1; $$->count++; free ($2); }
;

case_clause:
  "case" expr ':' stmts                         { $$ = $4; free ($2); }
| "default" ':' stmts                           { $$ = $3; }
;

opt_expr:
  %empty        { $$ = mk (19, 0, NULL); }
| expr          { $$ = $1; }
;

lvalue:
  IDENT                         { $$ = mk (20, 0, $1); }
| postfix '.' IDENT             { $$ = $1; free ($3); }
| postfix '[' expr ']'          { $$ = $1; free ($3); }
| '*' postfix %prec UNARY       { $$ = $2; }
;

expr:
  postfix                       { $$ = $1; }
| lambda                        { $$ = $1; }
| expr[l] '+' expr[r]           { $$ = $l; $$->count += $r->count + 1; free ($r); }
| expr[l] '-' expr[r]           { $$ = $l; $$->count += $r->count + 1; free ($r); }
| expr[l] '*' expr[r]           { $$ = $l; $$->count += $r->count + 1; free ($r); }
| expr[l] '/' expr[r]           { $$ = $l; $$->count += $r->count + 1; free ($r); }
| expr[l] '%' expr[r]           { $$ = $l; $$->count += $r->count + 1; free ($r); }
| expr[l] "<<" expr[r]          { $$ = $l; free ($r); }
| expr[l] ">>" expr[r]          { $$ = $l; free ($r); }
| expr[l] '&' expr[r]           { $$ = $l; free ($r); }
| expr[l] '|' expr[r]           { $$ = $l; free ($r); }
| expr[l] '^' expr[r]           { $$ = $l; free ($r); }
| expr[l] "&&" expr[r]          { $$ = $l; free ($r); }
| expr[l] "||" expr[r]          { $$ = $l; free ($r); }
| expr[l] "==" expr[r]          { $$ = $l; free ($r); }
| expr[l] "!=" expr[r]          { $$ = $l; free ($r); }
| expr[l] '<' expr[r]           { $$ = $l; free ($r); }
| expr[l] '>' expr[r]           { $$ = $l; free ($r); }
| expr[l] "<=" expr[r]          { $$ = $l; free ($r); }
| expr[l] ">=" expr[r]          { $$ = $l; free ($r); }
| expr[l] ".." expr[r]          { $$ = $l; free ($r); }
| expr '?' expr ':' expr        { $$ = $1; free ($3); free ($5); }
| '-' expr %prec UNARY          { $$ = $2; }
| '!' expr %prec UNARY          { $$ = $2; }
| '~' expr %prec UNARY          { $$ = $2; }
| '&' expr %prec UNARY          { $$ = $2; }
| '*' expr %prec UNARY          { $$ = $2; }
| "++" expr                     { $$ = $2; }
| "--" expr                     { $$ = $2; }
| "sizeof" expr                 { $$ = $2; }
| "new" type                    { $$ = $2; }
| "new" type '(' ')'           { $$ = $2; }
| "new" type '(' call_args ')'  { $$ = $2; free ($4); }
;

lambda:
  "fun" '(' opt_params ')' "=>" expr   { $$ = $6; free ($3); }
| "fun" '(' opt_params ')' block       { $$ = $5; free ($3); }
;

postfix:
  primary                       { $$ = $1; }
| postfix '(' ')'               { $$ = $1; }
| postfix '(' call_args ')'     { $$ = $1; free ($3); }
| postfix '[' expr ']'          { $$ = $1; free ($3); }
| postfix '.' IDENT             { $$ = $1; free ($3); }
| postfix "->" IDENT            { $$ = $1; free ($3); }
| postfix "::" IDENT            { $$ = $1; free ($3); }
| postfix "++"                  { $$ = $1; }
| postfix "--"                  { $$ = $1; }
;

call_args:
  expr                          { $$ = $1; }
| call_args ',' expr            { $$ = $1; $$->count++; free ($3); }
;

primary:
  IDENT                         { $$ = mk (21, 0, $1); }
| literal                       { $$ = $1; }
| '(' expr ')'                  { $$ = $2; }
| '[' ']'                       { $$ = mk (22, 0, NULL); }
| '[' call_args ']'             { $$ = $2; }
| '[' call_args ',' ']'         { $$ = $2; }
;

literal:
  INT                           { $$ = mk (23, (int) $1, NULL); }
| CHAR                          { $$ = mk (24, (int) $1, NULL); }
| STRING                        { $$ = mk (25, 0, $1); }
| "true"                        { $$ = mk (26, 1, NULL); }
| "false"                       { $$ = mk (26, 0, NULL); }
| "nil"                         { $$ = mk (27, 0, NULL); }
;

%%

void yyerror (const char *msg) { errors++; fprintf (stderr, "error: %s\n", msg); }
