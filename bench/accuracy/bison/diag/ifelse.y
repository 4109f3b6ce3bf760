/* The dangling else, in a statement language. */
%token IF THEN ELSE WHILE DO ID NUM ASSIGN
%%
stmts: %empty | stmts stmt ';' ;
stmt: IF cond THEN stmt
    | IF cond THEN stmt ELSE stmt
    | WHILE cond DO stmt
    | ID ASSIGN exp
    | '{' stmts '}'
    ;
cond: exp '<' exp | exp '=' exp | cond '&' cond | '!' cond ;
exp: ID | NUM | exp '+' ID | exp '+' NUM ;
