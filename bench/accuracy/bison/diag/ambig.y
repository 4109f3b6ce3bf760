/* Expressions with no precedence at all: every operator pair conflicts. */
%token NUM ID
%%
exp: exp '+' exp | exp '-' exp | exp '*' exp | exp '/' exp | '-' exp
   | exp '^' exp | '(' exp ')' | NUM | ID | ID '(' exp ')' ;
