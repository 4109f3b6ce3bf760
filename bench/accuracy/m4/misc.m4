dnl misc.m4: the builtins the other scripts do not reach: quoting and comment changes,
dnl diversion juggling, shell escapes, temp files, tracing and debugging, introspection.
divert(-1)
define(`show', `[`$0': $#: $*]')
define(`swap', `$2, $1')
define(`greet', `Hello, $1!')
divert`'dnl
__gnu__`'ifdef(`__unix__', ` unix')`'ifdef(`__windows__', ` windows') __program__ __file__:__line__
show show(a) show(a, b) show(`a, b') show(swap(1, 2))
# a comment with greet(world) stays verbatim
changecom(`/*', `*/')dnl
/* now C comments: greet(world) */ greet(world) # not a comment: greet(again)
changecom(`#')dnl
changequote(`<<', `>>')dnl
define(<<bracket>>, <<[<<$1>>]>>)bracket(x) bracket(<<y, z>>) <<greet(quoted)>>
changequote(`[', `]')dnl
define([q], [`q' is a letter])q
changequote`'dnl
define(`nested', ``quoted `twice''')nested
dnl Diversions: numbered, negative, undivert into others, divnum.
divert(3)third
divert(1)first divnum
divert(2)second
divert(-1)discarded
divert(0)before undiverting: divnum
undivert(2, 1)dnl
divert(4)four undivert(3)dnl
divert`'undivert`'dnl
dnl Shell escapes.
syscmd(`echo from syscmd')sysval
esyscmd(`printf "%s-%s" esys cmd')
syscmd(`exit 3')sysval
define(`tmpf', mkstemp(`m4tmpXXXXXX'))syscmd(`test -f 'tmpf` && rm -f 'tmpf)sysval
define(`oldtmp', maketemp(`m4oldXXXXXX'))ifelse(len(oldtmp), `11', `maketemp ok')`'syscmd(`rm -f 'oldtmp)
esyscmd(`echo "define(fromshell, made-by-shell)"')fromshell
dnl Including files: undivert(FILE) copies verbatim, include expands, sinclude is quiet.
sinclude(`no/such/file.m4')sinclude(`')dnl
undivert(`lib.m4')dnl
dnl Stacks of definitions and renaming builtins.
pushdef(`x', `1')pushdef(`x', `2')pushdef(`x', `3')x popdef(`x')x popdef(`x')x popdef(`x')x
define(`Define', defn(`define'))Define(`renamed', `works')renamed
define(`concat', defn(`len')defn(`index'))dnl
undefine(`len')ifdef(`len', `still', `gone') builtin(`len', `abc') indir(`renamed')
define(`len', defn(`Define'))ifelse(defn(`len'), defn(`define'), `restored-as-define')
dnl Introspection.
dumpdef(`show', `swap', `Define')dnl
traceon(`swap', `greet')swap(`greet(`a')', `greet(`b')')`'traceoff(`swap', `greet')
debugmode(`aeqc')traceon(`show')show(1, 2, 3)traceoff(`show')debugmode
debugmode(`+fli')traceon(`show')show(x)traceoff(`show')debugmode(`-fli')debugmode()
debugfile(`m4-debug.log')traceon(`greet')greet(`file')traceoff(`greet')debugfile()
dnl Warnings that are not errors: bad numbers, unknown radix, division by zero, missing args.
incr(`x') decr() eval(`1/0') eval(`10', `1') eval(`1 +') eval(`9', `40') substr(`abc', `x')
format(`%d %s') index(`abc') regexp(`abc', `\(') patsubst(`abc', `[') translit(`abc')
ifelse(`a') shift() len(`a', `b') divert(`x')define(`') undivert(`99')
dnl m4wrap: run in order of registration when the input ends.
m4wrap(`wrapped 1
')m4wrap(`wrapped 2 ifelse(divnum, `0', `in 0')
')errprint(`to stderr
')dnl
