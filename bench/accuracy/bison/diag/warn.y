/* Many warnings at once: unused values, mid-rule values, rules without %empty,
   useless symbols and rules, unused tokens, type clashes, yacc incompatibilities,
   dangling aliases, useless precedence. */
%union { int ival; char *sval; double dval; }
%token <ival> INT
%token <sval> STR "string" NAME
%token <dval> REAL
%token UNUSED1 UNUSED2 "never used"
%token DANGLE
%type <ival> num sum list items item top
%type <sval> text
%type <dval> useless
%left '+' '-'
%left '*'
%right '='
%nonassoc '<'
%precedence UNUSEDPREC
%%
top: items { printf ("%d\n", $1); } ;
items: | items item ;
item: sum ';' | text ';' | list ';' | INT { $<ival>$ = 3; } ';'
    | NAME { int x = 1; } '=' sum { (void) $<ival>2; } ';'
    ;
sum: num | sum '+' num | sum '-' num { } | sum '*' sum ;
num: INT | REAL | '(' sum ')' { $$ = $2; } ;
text: STR | text STR { $$ = $1; free ($2); } | NAME ;
list: '[' ']' { $$ = 0; } | '[' sum ']' | "{" sum "}" ;
useless: REAL { $$ = $1; } | useless REAL ;
neverreached: useless ;
%%
