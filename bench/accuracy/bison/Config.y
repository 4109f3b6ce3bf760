/* A Java parser for a configuration language: sections, key = value pairs,
   arrays and nested tables.  Push parser with a hand-written lexer. */
%language "Java"
%define api.parser.class {ConfigParser}
%define api.parser.public
%define api.push-pull both
%define parse.error custom
%define parse.trace
%define api.value.type {Object}
%locations
%define api.location.type {Span}
%define api.position.type {Point}

%code imports {
  import java.io.*;
  import java.util.*;
}

%code {
  public int entries = 0;
  public static void main (String[] args) throws IOException
  {
    ConfigLexer l = new ConfigLexer (new BufferedReader (new InputStreamReader (System.in)));
    ConfigParser p = new ConfigParser (l);
    boolean ok = p.parse ();
    System.out.println ((ok ? "ok " : "failed ") + p.entries);
    System.exit (ok ? 0 : 1);
  }
}

%token <String> KEY "key" STRING "string"
%token <Long> INT "integer"
%token TRUE "true" FALSE "false" NL "newline"
%type <Object> value
%type <List<Object>> values

%%

file:
  %empty
| file line
;

line:
  NL
| '[' path ']' NL
| KEY '=' value NL              { entries++; }
| error NL
;

path:
  KEY
| path '.' KEY
;

value:
  STRING                         { $$ = $1; }
| INT                            { $$ = $1; }
| "true"                         { $$ = Boolean.TRUE; }
| "false"                        { $$ = Boolean.FALSE; }
| '[' values ']'                 { $$ = $2; }
| '[' ']'                        { $$ = new ArrayList<Object> (); }
| '{' pairs '}'                  { $$ = null; }
;

values:
  value                          { List<Object> l = new ArrayList<Object> (); l.add ($1); $$ = l; }
| values ',' value               { List<Object> l = $1; l.add ($3); $$ = l; }
;

pairs:
  KEY '=' value
| pairs ',' KEY '=' value
;

%%

class Point
{
  int line, col;
  Point (int l, int c) { line = l; col = c; }
  public String toString () { return line + ":" + col; }
}

class ConfigLexer implements ConfigParser.Lexer
{
  private final Reader in;
  private int peek = -2, line = 1, col = 0;
  private Object value;
  private Point start, end;

  ConfigLexer (Reader r) { in = r; }

  private int next () throws IOException
  {
    int c = peek != -2 ? peek : in.read ();
    peek = -2;
    col++;
    return c;
  }

  public Object getLVal () { return value; }
  public Point getStartPos () { return start; }
  public Point getEndPos () { return end; }

  public void reportSyntaxError (ConfigParser.Context ctx)
  {
    System.err.println (ctx.getLocation () + ": unexpected " + ctx.getToken ().getName ());
  }

  public void yyerror (ConfigParser.Span loc, String msg)
  {
    System.err.println (loc + ": " + msg);
  }

  public int yylex () throws IOException
  {
    int c = next ();
    while (c == ' ' || c == '\t')
      c = next ();
    if (c == '#')
      while (c != '\n' && c != -1)
        c = next ();
    start = new Point (line, col);
    end = start;
    if (c == -1)
      return YYEOF;
    if (c == '\n')
      {
        line++;
        col = 0;
        return NL;
      }
    if (c == '"')
      {
        StringBuilder sb = new StringBuilder ();
        while ((c = next ()) != '"' && c != -1 && c != '\n')
          sb.append ((char) c);
        value = sb.toString ();
        end = new Point (line, col);
        return STRING;
      }
    if (Character.isDigit (c) || c == '-')
      {
        long v = c == '-' ? 0 : c - '0';
        boolean neg = c == '-';
        while (Character.isDigit (c = next ()))
          v = v * 10 + (c - '0');
        peek = c;
        col--;
        value = neg ? -v : v;
        return INT;
      }
    if (Character.isLetter (c) || c == '_')
      {
        StringBuilder sb = new StringBuilder ();
        sb.append ((char) c);
        while (Character.isLetterOrDigit (c = next ()) || c == '_' || c == '-')
          sb.append ((char) c);
        peek = c;
        col--;
        String s = sb.toString ();
        if (s.equals ("true")) return TRUE;
        if (s.equals ("false")) return FALSE;
        value = s;
        return KEY;
      }
    return c;
  }
}
