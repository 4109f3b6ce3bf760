/* A reentrant desk calculator with variables, locations and detailed syntax errors.
   Reads statements from stdin, one per line:  x = 3 * (y + 2);  print x, y;  */
%require "3.2"
%define api.pure full
%define api.prefix {calc}
%define api.value.type union
%define parse.error detailed
%define parse.lac full
%define parse.trace
%locations
%param {struct calc_env *env}

%code requires {
  struct calc_env;
}

%code provides {
  struct calc_env {
    const char *line;
    int pos;
    int linestart;
    int lineno;
    long vars[26];
    int errors;
    long results;
  };
  int calclex (CALCSTYPE *lval, CALCLTYPE *lloc, struct calc_env *env);
  void calcerror (CALCLTYPE const *loc, struct calc_env *env, char const *msg);
}

%code {
  #include <ctype.h>
  #include <stdio.h>
  #include <stdlib.h>
  #include <string.h>

  static long ipow (long b, long e)
  {
    long r = 1;
    while (e-- > 0)
      r *= b;
    return r;
  }
}

%token <long> NUM "number"
%token <int> VAR "variable"
%token PRINT "print" RESET "reset" EOL "end of line"
%token AND "&&" OR "||" EQ "==" NE "!=" LE "<=" GE ">=" SHL "<<" SHR ">>" ADDEQ "+=" POW "**"
%nterm <long> exp list

%printer { fprintf (yyo, "%ld", $$); } <long>
%printer { fprintf (yyo, "%c", 'a' + $$); } <int>

%right '?' ':'
%left OR
%left AND
%left '|'
%left '^'
%left '&'
%left EQ NE
%left '<' '>' LE GE
%left SHL SHR
%left '-' '+'
%left '*' '/' '%'
%precedence NEG '!' '~'
%right POW

%%

input:
  %empty
| input line
;

line:
  EOL
| stmt EOL
| error EOL          { yyerrok; }
;

stmt:
  VAR '=' exp        { env->vars[$1] = $3; }
| VAR ADDEQ exp      { env->vars[$1] += $3; }
| PRINT list         { env->results += $2; }
| RESET              { memset (env->vars, 0, sizeof env->vars); }
| exp                { env->results += $1; }
;

list:
  exp                { $$ = $1; }
| list ',' exp       { $$ = $1 + $3; }
;

exp:
  NUM
| VAR                { $$ = env->vars[$1]; }
| exp '+' exp        { $$ = $1 + $3; }
| exp '-' exp        { $$ = $1 - $3; }
| exp '*' exp        { $$ = $1 * $3; }
| exp '/' exp
    {
      if ($3 == 0)
        {
          calcerror (&@3, env, "division by zero");
          YYERROR;
        }
      $$ = $1 / $3;
    }
| exp '%' exp        { $$ = $3 ? $1 % $3 : 0; }
| exp '&' exp        { $$ = $1 & $3; }
| exp '|' exp        { $$ = $1 | $3; }
| exp '^' exp        { $$ = $1 ^ $3; }
| exp SHL exp        { $$ = $1 << ($3 & 31); }
| exp SHR exp        { $$ = $1 >> ($3 & 31); }
| exp '<' exp        { $$ = $1 < $3; }
| exp '>' exp        { $$ = $1 > $3; }
| exp LE exp         { $$ = $1 <= $3; }
| exp GE exp         { $$ = $1 >= $3; }
| exp EQ exp         { $$ = $1 == $3; }
| exp NE exp         { $$ = $1 != $3; }
| exp AND exp        { $$ = $1 && $3; }
| exp OR exp         { $$ = $1 || $3; }
| exp '?' exp ':' exp { $$ = $1 ? $3 : $5; }
| '-' exp %prec NEG  { $$ = -$2; }
| '!' exp            { $$ = !$2; }
| '~' exp            { $$ = ~$2; }
| exp POW exp        { $$ = ipow ($1, $3 & 15); }
| '(' exp ')'        { $$ = $2; }
| '(' error ')'      { $$ = 0; }
;

%%

int
calclex (CALCSTYPE *lval, CALCLTYPE *lloc, struct calc_env *env)
{
  const char *s = env->line;
  while (s[env->pos] == ' ' || s[env->pos] == '\t')
    env->pos++;
  lloc->first_line = lloc->last_line = env->lineno;
  lloc->first_column = env->pos - env->linestart + 1;
  char c = s[env->pos];
  if (c == '\0')
    return CALCEOF;
  env->pos++;
  lloc->last_column = lloc->first_column + 1;
  if (c == '\n')
    {
      env->lineno++;
      env->linestart = env->pos;
      return EOL;
    }
  if (isdigit ((unsigned char) c))
    {
      long n = c - '0';
      while (isdigit ((unsigned char) s[env->pos]))
        n = n * 10 + (s[env->pos++] - '0');
      lval->NUM = n;
      lloc->last_column = env->pos - env->linestart + 1;
      return NUM;
    }
  if (isalpha ((unsigned char) c))
    {
      int start = env->pos - 1;
      while (isalpha ((unsigned char) s[env->pos]))
        env->pos++;
      int len = env->pos - start;
      lloc->last_column = env->pos - env->linestart + 1;
      if (len == 5 && strncmp (s + start, "print", 5) == 0)
        return PRINT;
      if (len == 5 && strncmp (s + start, "reset", 5) == 0)
        return RESET;
      lval->VAR = tolower ((unsigned char) c) - 'a';
      return VAR;
    }
  struct { char a, b; int tok; } two[] = {
    {'&', '&', AND}, {'|', '|', OR}, {'=', '=', EQ}, {'!', '=', NE},
    {'<', '=', LE}, {'>', '=', GE}, {'<', '<', SHL}, {'>', '>', SHR}, {'+', '=', ADDEQ}, {'*', '*', POW},
  };
  for (size_t i = 0; i < sizeof two / sizeof *two; i++)
    if (c == two[i].a && s[env->pos] == two[i].b)
      {
        env->pos++;
        lloc->last_column = env->pos - env->linestart + 1;
        return two[i].tok;
      }
  return (unsigned char) c;
}

void
calcerror (CALCLTYPE const *loc, struct calc_env *env, char const *msg)
{
  env->errors++;
  fprintf (stderr, "%d.%d-%d: %s\n", loc->first_line, loc->first_column,
           loc->last_column, msg);
}

int
main (int argc, char **argv)
{
  static char buf[1 << 20];
  struct calc_env env;
  memset (&env, 0, sizeof env);
  if (argc > 1 && strcmp (argv[1], "-t") == 0)
    calcdebug = 1;
  size_t n = fread (buf, 1, sizeof buf - 1, stdin);
  buf[n] = '\0';
  env.line = buf;
  env.lineno = 1;
  int status = calcparse (&env);
  printf ("status %d, errors %d, sum %ld\n", status, env.errors, env.results);
  return status;
}
