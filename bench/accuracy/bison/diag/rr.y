/* Reduce/reduce conflicts: a name may be a type or a variable, and a list may
   be empty in two ways. */
%token ID NUM
%%
prog: %empty | prog item ;
item: decl ';' | expr ';' | list ';' ;
decl: type ID ;
type: ID | type '*' ;
expr: var | expr '*' var | NUM ;
var: ID ;
list: '[' elems ']' ;
elems: %empty | elems ID | opt ;
opt: %empty | NUM ;
