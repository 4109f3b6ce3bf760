/* A C++ scanner class (yyFlexLexer subclass via yyclass) for a shell-like command
   language: words, quoted strings with escapes, variables, redirections, pipes, here-strings,
   comments; counts per token kind and prints them. */
%option c++ noyywrap yylineno
%option yyclass="ShellLexer"
%x SQ DQ
%{
#include <iostream>
#include <map>
#include <string>
#undef yyFlexLexer
#define yyFlexLexer yyFlexLexer
class ShellLexer : public yyFlexLexer
{
public:
  ShellLexer (std::istream *in) : yyFlexLexer (in, nullptr) {}
  int yylex () override;
  std::map<std::string, long> counts;
  std::string buf;
};
%}
NAME    [A-Za-z_][A-Za-z0-9_]*
%%
"#".*                     { counts["comment"]++; }
"'"                       { buf.clear (); BEGIN SQ; }
<SQ>[^']+                 { buf += yytext; }
<SQ>"'"                   { counts["single"]++; BEGIN INITIAL; }
\"                        { buf.clear (); BEGIN DQ; }
<DQ>\\.                   { buf += yytext[1]; }
<DQ>"$"{NAME}|"${"{NAME}"}" { counts["var"]++; }
<DQ>[^\\"$]+              { buf += yytext; }
<DQ>"$"                   { buf += '$'; }
<DQ>\"                    { counts["double"]++; BEGIN INITIAL; }
"$"{NAME}|"${"{NAME}"}"|"$"[0-9?#@*$!] { counts["var"]++; }
"$("|"`"                  { counts["subst"]++; }
[0-9]*(">>"|">"|"<"|">&"|"<&")[0-9-]? { counts["redir"]++; }
"<<<"                     { counts["herestring"]++; }
"|"|"||"|"&&"|";"|";;"|"&" { counts["control"]++; }
{NAME}"="                 { counts["assign"]++; }
(if|then|else|elif|fi|for|while|do|done|case|esac|in|function) { counts["keyword"]++; }
[^ \t\n'"$|&;<>()`#]+     { counts["word"]++; }
[()]                      { counts["paren"]++; }
[ \t]+                    ;
\\\n                      ;
\n                        { counts["newline"]++; }
%%
int
main ()
{
  ShellLexer lx (&std::cin);
  while (lx.yylex () != 0)
    continue;
  for (auto &kv : lx.counts)
    std::cout << kv.first << ' ' << kv.second << '\n';
  std::cout << "lines " << lx.lineno () << '\n';
  return 0;
}
