# Encoders and parsers written in sh: base64 both ways, run-length coding, a quoted-CSV
# splitter, a JSON pretty-printer (a character state machine), a URL query parser and an
# RPN calculator reading its program from a here-document.
# usage: codec.sh JSONFILE NRECORDS
jsonfile=$1 nrec=${2:-20}

b64chars=ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/
# Tables built once: printable ASCII in one string (a single printf %b), chr_<code>, b64_<n>.
esc= k=32
while [ $k -le 126 ]; do esc=$esc\\$(( k / 64 ))$(( k / 8 % 8 ))$(( k % 8 )); k=$((k + 1)); done
ascii=$(printf '%b' "$esc")
rest=$ascii k=32
while [ -n "$rest" ]; do eval "chr_$k=\${rest%\"\${rest#?}\"}"; rest=${rest#?}; k=$((k + 1)); done
rest=$b64chars k=0
while [ -n "$rest" ]; do eval "b64_$k=\${rest%\"\${rest#?}\"}"; rest=${rest#?}; k=$((k + 1)); done
ord() { # ord CHAR -> $o (printable ASCII)
	local pre=${ascii%%"$1"*}
	o=$((32 + ${#pre}))
}
b64char() { eval "c=\$b64_$1"; }
b64index() { # b64index CHAR -> $i
	local pre=${b64chars%%"$1"*}
	i=${#pre}
}
b64enc() {
	local s=$1 out= a b c n
	while [ -n "$s" ]; do
		n=0 a=0 b=0 c=0
		ch=${s%"${s#?}"}; s=${s#?}; ord "$ch"; a=$o; n=1
		if [ -n "$s" ]; then ch=${s%"${s#?}"}; s=${s#?}; ord "$ch"; b=$o; n=2; fi
		if [ -n "$s" ]; then ch=${s%"${s#?}"}; s=${s#?}; ord "$ch"; c=$o; n=3; fi
		v=$(( (a << 16) | (b << 8) | c ))
		b64char $(( (v >> 18) & 63 )); out=$out$c
		b64char $(( (v >> 12) & 63 )); out=$out$c
		if [ $n -ge 2 ]; then b64char $(( (v >> 6) & 63 )); out=$out$c; else out=$out=; fi
		if [ $n -ge 3 ]; then b64char $(( v & 63 )); out=$out$c; else out=$out=; fi
	done
	enc=$out
}
b64dec() {
	local s=$1 out= v n ch
	while [ -n "$s" ]; do
		v=0 n=0
		for k in 1 2 3 4; do
			ch=${s%"${s#?}"}; s=${s#?}
			if [ "$ch" = = ]; then v=$((v << 6)); else b64index "$ch"; v=$(( (v << 6) | i )); n=$((n + 1)); fi
		done
		eval "out=\$out\$chr_$(( (v >> 16) & 255 ))"
		[ $n -ge 3 ] && eval "out=\$out\$chr_$(( (v >> 8) & 255 ))"
		[ $n -ge 4 ] && eval "out=\$out\$chr_$(( v & 255 ))"
	done
	dec=$out
}
for s in "Man" "Ma" "M" "hello, world" "POSIX sh!" "The quick brown fox jumps over the lazy dog." \
	"~tilde ^caret [brackets] {braces} back\\slash *star ?query" '$dollar `tick` "dq" #hash %pct'; do
	b64enc "$s"; b64dec "$enc"
	[ "$dec" = "$s" ] && r=ok || r=BAD
	printf '%-14s %-18s %s\n' "$s" "$enc" $r
done

# --- run-length coding ----------------------------------------------------------------
rle() {
	local s=$1 out= prev= n=0 ch
	while [ -n "$s" ]; do
		ch=${s%"${s#?}"}; s=${s#?}
		if [ "$ch" = "$prev" ]; then n=$((n + 1))
		else [ $n -gt 0 ] && out=$out$n$prev; prev=$ch n=1; fi
	done
	[ $n -gt 0 ] && out=$out$n$prev
	printf '%s\n' "$out"
}
unrle() {
	local s=$1 out= num ch
	while [ -n "$s" ]; do
		num=${s%%[!0-9]*}; s=${s#"$num"}
		ch=${s%"${s#?}"}; s=${s#?}
		while [ $num -gt 0 ]; do out=$out$ch; num=$((num - 1)); done
	done
	printf '%s\n' "$out"
}
for s in aaabbbcccd wwwwwwwwwwwwbwwwwwwwwwwwwbbbwwwwwwwwwwwwwwwwwwwwwwwwbwwwwwwwwwwwwww abc zzzzzzzzzz; do
	e=$(rle "$s"); d=$(unrle "$e")
	[ "$d" = "$s" ] && echo "rle $e ok" || echo "rle $e BAD"
done

# --- quoted CSV splitting ----------------------------------------------------------------
csv_split() { # prints fields one per line, handling "quoted, fields" and "" escapes
	local s=$1 f= inq=0 ch
	while :; do
		if [ -z "$s" ]; then printf '[%s]\n' "$f"; break; fi
		ch=${s%"${s#?}"}; s=${s#?}
		if [ $inq = 1 ]; then
			case $ch in
			\") case $s in \"*) f=$f\"; s=${s#?} ;; *) inq=0 ;; esac ;;
			*) f=$f$ch ;;
			esac
		else
			case $ch in
			\") inq=1 ;;
			,) printf '[%s]\n' "$f"; f= ;;
			*) f=$f$ch ;;
			esac
		fi
	done
}
while IFS= read -r row; do
	csv_split "$row" | { n=0; while read -r x; do n=$((n + 1)); done; printf '%d fields: ' $n; }
	csv_split "$row" | tr '\n' ' '; echo
done <<'CSV'
plain,fields,here
"quoted, comma",x,"with ""escaped"" quotes"
,,empty,,
"multi word",42,"",end
CSV

# --- JSON pretty printer ----------------------------------------------------------------
pretty() {
	local s=$1 out= ind= ch instr=0 esc=0
	while [ -n "$s" ]; do
		ch=${s%"${s#?}"}; s=${s#?}
		if [ $instr = 1 ]; then
			out=$out$ch
			if [ $esc = 1 ]; then esc=0
			else case $ch in \\) esc=1 ;; \") instr=0 ;; esac; fi
			continue
		fi
		case $ch in
		\") instr=1; out=$out$ch ;;
		\{|\[) case $s in
			\}*|\]*) out=$out$ch${s%"${s#?}"}; s=${s#?} ;;
			*) ind="$ind  "; out="$out$ch
$ind" ;;
			esac ;;
		\}|\]) ind=${ind#  }; out="$out
$ind$ch" ;;
		,) out="$out,
$ind"; s=${s# } ;;
		:) out="$out: "; s=${s# } ;;
		' ') ;;
		*) out=$out$ch ;;
		esac
	done
	printf '%s\n' "$out"
}
n=0 lines=0
while [ $n -lt "$nrec" ] && IFS= read -r rec; do
	p=$(pretty "$rec")
	lines=$((lines + $(printf '%s\n' "$p" | wc -l)))
	[ $n -lt 2 ] && printf '%s\n' "$p"
	n=$((n + 1))
done < "$jsonfile"
echo "pretty-printed $n records into $lines lines"
pretty '{"a": [1, 2, {"b": "x, y: {z}"}], "c": {}, "d": [], "e": "q\"uote"}'

# --- URL query strings ----------------------------------------------------------------
parse_query() {
	local q=${1#*\?} pair k v
	local IFS='&'
	set -f
	for pair in $q; do
		k=${pair%%=*}; v=${pair#*=}
		[ "$k" = "$pair" ] && v=
		printf '%s => %s\n' "$k" "$v"
	done
	set +f
}
parse_query 'https://example.org/search?q=shell+script&lang=en&page=2&flag&empty='
parse_query '/path?only=one'

# --- RPN calculator ------------------------------------------------------------------------
rpn() {
	local stack= a b t
	set -f
	for t in $1; do
		case $t in
		[0-9]*|-[0-9]*) stack="$t $stack" ;;
		+|-|\*|/|%|max|min|swap)
			set -- $stack
			[ $# -ge 2 ] || { echo "stack underflow at $t"; set +f; return 1; }
			b=$1 a=$2; shift 2
			case $t in
			+) r=$((a + b)) ;; -) r=$((a - b)) ;; \*) r=$((a * b)) ;;
			/) [ $b -eq 0 ] && { echo "division by zero"; set +f; return 1; }; r=$((a / b)) ;;
			%) r=$((a % b)) ;;
			max) r=$((a > b ? a : b)) ;; min) r=$((a < b ? a : b)) ;;
			swap) stack="$a $b $*"; continue ;;
			esac
			stack="$r $*" ;;
		dup) set -- $stack; stack="$1 $stack" ;;
		drop) set -- $stack; shift; stack="$*" ;;
		*) echo "unknown token $t"; set +f; return 1 ;;
		esac
	done
	set +f
	set -- $stack
	echo "= $1 (depth $#)"
}
while IFS= read -r prog; do
	case $prog in '#'*|'') continue ;; esac
	printf '%-40s ' "$prog"; rpn "$prog"
done <<'RPN'
# programs
3 4 + 2 *
10 3 % 7 max 2 min
1 2 3 4 5 + + + +
5 dup * dup *
100 7 / 7 * 100 swap -
1 +
4 0 /
2 3 frob
-5 -7 - 3 *
RPN
