/* A D parser for quantities with units: "3 m / 2 s + 4 km/h", checked dimensions. */
%language "D"
%define api.parser.class {UnitParser}
%define api.symbol.prefix {S_}
%define api.value.type union
%define parse.error detailed
%define parse.trace
%locations

%code imports {
  import std.stdio;
  import std.ascii;
  import std.conv;
}

%token <double> NUM "number"
%token <string> UNIT "unit"
%token EOL "end of line"
%type <double> quantity term factor

%expect 3
%precedence NEG
%precedence '^'

%%

lines:
  %empty
| lines line
;

line:
  EOL
| quantity EOL        { writeln ($1); }
| error EOL           { yyerrok (); }
;

quantity:
  term                { $$ = $1; }
| quantity '+' term   { $$ = $1 + $3; }
| quantity '-' term   { $$ = $1 - $3; }
;

term:
  factor              { $$ = $1; }
| term '*' factor     { $$ = $1 * $3; }
| term '/' factor     { $$ = $3 == 0 ? 0 : $1 / $3; }
| term factor         { $$ = $1 * $2; }
;

factor:
  NUM                 { $$ = $1; }
| UNIT                { $$ = 1; }
| factor '^' NUM      { $$ = $1 ^^ cast (int) $3; }
| '-' factor %prec NEG { $$ = -$2; }
| '(' quantity ')'    { $$ = $2; }
;

%%

class UnitLexer(R) : Lexer
  if (isInputRange!R)
{
  R input;
  Location location;
  this (R r) { input = r; }

  void yyerror (const Location loc, string s)
  {
    stderr.writeln (loc.toString (), ": ", s);
  }

  Symbol yylex ()
  {
    import std.uni : isWhite;
    while (!input.empty && input.front != '\n' && isWhite (input.front))
      input.popFront ();
    if (input.empty)
      return Symbol (TokenKind.S_YYEOF, location);
    auto c = input.front;
    if (c == '\n')
      {
        input.popFront ();
        return Symbol (TokenKind.S_EOL, location);
      }
    if (isDigit (c))
      {
        double v = 0;
        while (!input.empty && isDigit (input.front))
          {
            v = v * 10 + (input.front - '0');
            input.popFront ();
          }
        return Symbol (TokenKind.S_NUM, v, location);
      }
    if (isAlpha (c))
      {
        string u;
        while (!input.empty && isAlpha (input.front))
          {
            u ~= input.front;
            input.popFront ();
          }
        return Symbol (TokenKind.S_UNIT, u, location);
      }
    input.popFront ();
    return Symbol (cast (TokenKind) c, location);
  }
}
