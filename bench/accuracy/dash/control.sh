# Shell control flow and the builtins around it: getopts, case, functions and return codes,
# traps (EXIT, signals sent to ourselves, in subshells), subshells and command substitution,
# here-documents of every kind, eval and aliases, redirections with numbered descriptors,
# pipelines of builtins, background jobs and wait, set options, read with IFS.
# usage: control.sh WORKDIR ROUNDS
work=$1 rounds=${2:-3}
mkdir -p "$work" && cd "$work" || exit 1

# --- getopts ---------------------------------------------------------------------------
parse() {
	OPTIND=1 verbose=0 out= level=1 files=0 errs=0
	while getopts ':vo:l:hx' opt "$@"; do
		case $opt in
		v) verbose=$((verbose + 1)) ;;
		o) out=$OPTARG ;;
		l) case $OPTARG in
		   *[!0-9]*|'') errs=$((errs + 1)) ;;
		   *) level=$OPTARG ;;
		   esac ;;
		h) echo "usage: parse [-v] [-o file] [-l n] args" ;;
		x) set -x; set +x ;;
		:) echo "option -$OPTARG needs an argument"; errs=$((errs + 1)) ;;
		\?) echo "unknown option -$OPTARG"; errs=$((errs + 1)) ;;
		esac
	done
	shift $((OPTIND - 1))
	files=$#
	echo "v=$verbose o=$out l=$level files=$files errs=$errs rest=$*"
}
parse -v -v -o out.txt -l 3 a b c
parse -vvo x -- -l 4
parse -l abc -q -o
parse -h -vl9 file1 file2
parse
parse -- -v

# --- case patterns ------------------------------------------------------------------------
classify() {
	case $1 in
	'') echo empty ;;
	*[!0-9]*) case $1 in
		-[0-9]*) echo negative ;;
		[A-Z]*) echo capital ;;
		*.txt|*.md) echo document ;;
		*.[ch]) echo csource ;;
		\#*) echo comment ;;
		*\ *) echo spaced ;;
		?) echo char ;;
		[![:alpha:]]*) echo symbol ;;
		*) echo word ;;
		esac ;;
	0) echo zero ;;
	[1-9]|[1-9][0-9]) echo small ;;
	*) echo big ;;
	esac
}
for a in '' 0 7 42 12345 -3 Hello notes.txt readme.md main.c util.h '#x' 'a b' x '%' word; do
	printf '%s=%s ' "$a" "$(classify "$a")"
done
echo

# --- functions, return codes, recursion --------------------------------------------------
is_even() { return $(($1 % 2)); }
count_even() {
	local n=0 i
	for i; do if is_even "$i"; then n=$((n + 1)); fi; done
	return $n
}
count_even 1 2 3 4 5 6 7 8 10; echo "even count $?"
fact() { if [ $1 -le 1 ]; then echo 1; else echo $(($1 * $(fact $(($1 - 1))))); fi; }
echo "fact 10 = $(fact 10)"
fib() { local n=$1; if [ $n -lt 2 ]; then fr=$n; return; fi; fib $((n - 1)); local a=$fr; fib $((n - 2)); fr=$((a + fr)); }
fib 16; echo "fib 16 = $fr"
outer() { inner() { echo "inner sees $1"; }; inner "$@"; }
outer defined-late
unset -f inner
command -v inner >/dev/null || echo "inner removed"

# --- traps ---------------------------------------------------------------------------------
hits=0
trap 'hits=$((hits + 1))' USR1
trap 'echo "got HUP"' HUP
i=0
while [ $i -lt 20 ]; do kill -USR1 $$; i=$((i + 1)); done
kill -HUP $$
echo "USR1 handled $hits times"
trap - USR1 HUP
trap
( trap 'echo "subshell exit trap, status $?"' EXIT; false )
( trap 'echo "term in subshell"; exit 3' TERM; kill -TERM $(exec sh -c 'echo $PPID'); echo unreachable ) 2>/dev/null
echo "subshell status $?"
( trap 'echo cleanup' EXIT; exit 7 ); echo "exit status $?"
trap 'echo "INT ignored"' INT; kill -INT $$; trap '' INT; kill -INT $$; trap - INT

# --- subshells, command substitution, scoping -------------------------------------------
x=outer
( x=inner; echo "in subshell x=$x" ); echo "after subshell x=$x"
y=$(x=sub; echo "$x"); echo "y=$y x=$x"
z=`echo back \`echo nested\``; echo "z=$z"
n=$( ( echo a; echo b; echo c ) | { c=0; while read -r l; do c=$((c + 1)); done; echo $c; } )
echo "lines via pipe $n"
{ echo grouped; echo output; } > group.txt; echo "group has $(wc -l < group.txt) lines"
v=$( printf '%s\n' one two three )
echo "multi: $v" | { read -r first rest; echo "first=$first rest=$rest"; }

# --- here-documents ---------------------------------------------------------------------
name=World
cat <<EOF2
Hello, $name! Today is day $((3 * 7)).
Command: $(echo substituted) and \$escaped and `echo backquoted`
EOF2
cat <<'RAW'
No $expansion here, nor $(this) or `that`.
RAW
	cat <<-TABS
	leading tabs are stripped for $name
		even nested ones
	TABS
while read -r k v; do
	eval "cfg_$k=\$v"
done <<CONF
host example.org
port $((8000 + 80))
user admin
path /srv/www
CONF
echo "cfg: $cfg_host:$cfg_port $cfg_user $cfg_path"
big=$(i=0; while [ $i -lt 300 ]; do echo "line $i of a long here-document body"; i=$((i + 1)); done)
cat <<BIG | { c=0; while read -r l; do c=$((c + ${#l})); done; echo "heredoc chars $c"; }
$big
BIG

# --- eval, aliases, command, type ------------------------------------------------------------
for i in 1 2 3 4 5; do eval "var_$i='value $i'"; done
eval 'echo "$var_1 / $var_5"'
cmd='printf "%s-%s\n" a b'; eval "$cmd"
alias ll='echo listing' greet='echo hello'
eval 'll; greet there'
alias | sort
unalias ll; alias greet >/dev/null && echo "greet still aliased"; unalias -a
type cd echo printf fact nosuchcommand 2>&1 | sed 's/ is .*/ found/'
command -v printf; command -V test 2>&1
hash -r; hash
command echo "via command"

# --- redirections and descriptors -------------------------------------------------------
exec 3> fd3.txt 4>> fd4.txt
echo "to three" >&3
echo "to four" >&4
printf '%s\n' x y z >&3
exec 3>&- 4>&-
exec 5< fd3.txt
read -r a <&5; read -r b <&5
exec 5<&-
echo "read back: $a / $b"
echo data > rw.txt; exec 6<> rw.txt; read -r l <&6; echo more >&6; exec 6>&-
cat rw.txt | while read -r l; do echo "rw: $l"; done
{ echo out; echo err >&2; } > both.txt 2>&1; echo "both: $(cat both.txt | tr '\n' ' ')"
set -C; if ( echo x > fd3.txt ) 2>/dev/null; then echo clobbered; else echo "noclobber works"; fi
echo forced >| fd3.txt; set +C
: > empty.txt; [ -s empty.txt ] || echo "empty file made"
echo line >> empty.txt; [ -s empty.txt ] && echo "appended"
ls nosuchfile 2>/dev/null || echo "ls failed as expected"

# --- pipelines of builtins -------------------------------------------------------------------
i=0
while [ $i -lt $((rounds * 10)) ]; do printf '%d %s\n' $i "item$((i % 7))"; i=$((i + 1)); done \
	| while read -r num word; do [ $((num % 3)) -eq 0 ] && echo "$word"; done \
	| { sum=0; while read -r w; do sum=$((sum + ${#w})); done; echo "pipeline sum $sum"; }
echo "a:b:c:d" | { IFS=: read -r p q r s; echo "$s$r$q$p"; }
! false | true && echo "negated pipeline"
set -o | grep -c on >/dev/null && echo "set -o listed"

# --- loops: break/continue levels, until -----------------------------------------------------
for i in 1 2 3 4 5; do
	for j in a b c d; do
		[ $j = c ] && continue 2
		[ $i = 4 ] && break 2
		printf '%s%s ' $i $j
	done
done
echo
k=0; until [ $k -ge 10 ]; do k=$((k + 3)); done; echo "until $k"
while :; do k=$((k - 1)); [ $k -lt 5 ] && break; done; echo "while $k"

# --- background jobs and wait --------------------------------------------------------------
r=0
while [ $r -lt $rounds ]; do
	( i=0; s=0; while [ $i -lt 200 ]; do s=$((s + i)); i=$((i + 1)); done; echo $s > job$r.out ) &
	pids="${pids:-} $!"
	r=$((r + 1))
done
wait
total=0; for f in job*.out; do read -r v < "$f"; total=$((total + v)); done; echo "jobs total $total"
( exit 5 ) & wait $!; echo "waited status $?"
sleep 0 & jobs >/dev/null; wait

# --- set options ---------------------------------------------------------------------------
( set -e; false; echo "not reached" ); echo "set -e stopped the subshell ($?)"
( set -e; if false; then :; fi; false || true; echo "set -e spares conditions" )
( set -u; echo "${undefined_var:-default}"; echo "$undefined_var" ) 2>/dev/null || echo "set -u caught it"
( set -x; a=1; b=$((a + 1)); echo "xtrace $b" ) 2> trace.txt; echo "trace lines $(wc -l < trace.txt)"
set -f; echo * ; set +f
( set -v; : verbose ) 2>/dev/null
echo "flags: $-"
set -- one "two words" three
echo "count $#: $1|$2|$3"; for a in "$@"; do printf '[%s]' "$a"; done; echo
for a in $*; do printf '<%s>' "$a"; done; echo
IFS=,; echo "joined: $*"; IFS=' 	
'
shift 2; echo "after shift: $*"
set --; echo "no args: $#"

# --- read variants -------------------------------------------------------------------------
printf 'a\\tb c\\\nd\n' | { read -r raw; read cooked; echo "raw=[$raw] cooked=[$cooked]"; }
printf 'x y z w\n' | { read -r a b; echo "a=$a b=$b"; }
printf '  lead  trail  \n' | { IFS= read -r l; echo "[$l]"; }
printf 'k1=v1;k2=v2;k3=v3\n' | { IFS=';' read -r p1 p2 p3; echo "${p1#*=} ${p2%=*} ${p3}"; }
printf 'no newline' | { read -r l; echo "status $? [$l]"; }

# --- parameter expansion forms -------------------------------------------------------------
p=/usr/local/share/doc/readme.txt.gz
echo "${p##*/} ${p%/*} ${p#/usr/} ${p%%.*} ${p%.gz} ${#p}"
unset u; e=
echo "${u:-dflt} ${e:-dflt2} ${u-unset} [${e-empty-set}] ${p:+set} [${u:+x}]"
: ${newvar:=assigned}; echo "$newvar"
( : ${u:?is required} ) 2>/dev/null || echo "required check fired"
s="a-b-c-d"; echo "${s%-*} ${s%%-*} ${s#*-} ${s##*-}"
case "${p##*.}" in gz) echo "gzip file" ;; esac

# --- test builtin ----------------------------------------------------------------------------
t=0
[ -d . ] && t=$((t + 1)); [ -f group.txt ] && t=$((t + 1)); [ ! -e nope ] && t=$((t + 1))
[ -r group.txt -a -w group.txt ] && t=$((t + 1)); [ -z "" -o -n x ] && t=$((t + 1))
[ abc \< abd ] && t=$((t + 1)); [ 10 -gt 9 ] && [ 3 -le 3 ] && t=$((t + 1))
[ group.txt -nt nope ] || t=$((t + 1)); test -s group.txt && t=$((t + 1))
[ "x" = "x" ] && [ "x" != "y" ] && t=$((t + 1)); [ \( 1 -eq 1 \) -a ! \( 2 -eq 3 \) ] && t=$((t + 1))
[ -h group.txt ] || t=$((t + 1)); [ -x / ] && t=$((t + 1)); [ -t 0 ] || t=$((t + 1))
echo "test score $t"

# --- misc builtins ----------------------------------------------------------------------------
umask 027; umask; umask -S; umask 022
cd /; pwd; cd - >/dev/null; pwd | sed 's|.*/||'
mkdir -p sub/deeper; cd sub/deeper && pwd -P | sed 's|.*/sub|sub|'; cd ../..
CDPATH=$work cd sub >/dev/null && basename "$PWD"; cd "$work"
ulimit -n >/dev/null; ulimit -a > /dev/null
times > /dev/null
export EXPORTED=yes; readonly RO=fixed
( RO=changed ) 2>/dev/null || echo "readonly kept"
env | grep -c '^EXPORTED=yes$'
VAR=temp sh -c 'echo "child sees $VAR"'
printf '%5.2f|%-6s|%06d|%x|%o|%c|%%|%b\n' 3.14159 ab 42 255 8 zeta 'tab\there'
printf '%s %s\n' 1 2 3 4 5
echo -n "no newline"; echo " then newline"
echo 'escape\tsequences\c'; echo
