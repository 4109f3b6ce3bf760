# Text processing in plain POSIX sh: word statistics over prose, a JSON-lines field
# extractor, a CSV report, string utilities built from parameter expansion.
# usage: text.sh TEXTFILE JSONLINES NLINES
set -u
textfile=$1 jsonfile=$2 nlines=${3:-400}

# --- string helpers -------------------------------------------------------------------
trim() { # trim leading/trailing blanks
	t=$1
	t=${t#"${t%%[! 	]*}"}
	t=${t%"${t##*[! 	]}"}
	printf '%s' "$t"
}

upper1() { # capitalise the first letter using case, no tr
	w=$1 first=${1%"${1#?}"} rest=${1#?}
	case $first in
	a) first=A ;; b) first=B ;; c) first=C ;; d) first=D ;; e) first=E ;; f) first=F ;;
	g) first=G ;; h) first=H ;; i) first=I ;; j) first=J ;; k) first=K ;; l) first=L ;;
	m) first=M ;; n) first=N ;; o) first=O ;; p) first=P ;; q) first=Q ;; r) first=R ;;
	s) first=S ;; t) first=T ;; u) first=U ;; v) first=V ;; w) first=W ;; x) first=X ;;
	y) first=Y ;; z) first=Z ;;
	esac
	printf '%s%s' "$first" "$rest"
}

reverse() {
	s=$1 r=
	while [ -n "$s" ]; do
		c=${s%"${s#?}"}
		r=$c$r
		s=${s#?}
	done
	printf '%s' "$r"
}

vowels() { # count vowels of $1
	s=$1 n=0
	while [ -n "$s" ]; do
		case $s in
		[aeiouAEIOU]*) n=$((n + 1)) ;;
		esac
		s=${s#?}
	done
	echo $n
}

rot13() {
	s=$1 out=
	while [ -n "$s" ]; do
		c=${s%"${s#?}"}
		s=${s#?}
		case $c in
		[a-m]) set -- a b c d e f g h i j k l m n o p q r s t u v w x y z
			i=0; for l; do i=$((i + 1)); [ "$l" = "$c" ] && break; done
			shift $((i + 12)); c=$1 ;;
		[n-z]) set -- a b c d e f g h i j k l m n o p q r s t u v w x y z
			i=0; for l; do i=$((i + 1)); [ "$l" = "$c" ] && break; done
			shift $((i - 14)); c=$1 ;;
		esac
		out=$out$c
	done
	printf '%s\n' "$out"
}

# --- word statistics ------------------------------------------------------------------
words=0 lines=0 longest= chars=0 questions=0 exclaims=0 short=0 mid=0 long=0
caps=0 commas=0
n=0
while IFS= read -r line; do
	n=$((n + 1))
	[ $n -gt "$nlines" ] && break
	lines=$((lines + 1))
	chars=$((chars + ${#line}))
	case $line in
	*\?) questions=$((questions + 1)) ;;
	*!) exclaims=$((exclaims + 1)) ;;
	esac
	case $line in *,*) commas=$((commas + 1)) ;; esac
	set -f
	# shellcheck disable=SC2086
	set -- $line
	set +f
	words=$((words + $#))
	for w; do
		w=${w%[.,;:!?]}
		case ${#w} in
		[1-3]) short=$((short + 1)) ;;
		[4-7]) mid=$((mid + 1)) ;;
		*) long=$((long + 1)) ;;
		esac
		case $w in [A-Z]*) caps=$((caps + 1)) ;; esac
		[ ${#w} -gt ${#longest} ] && longest=$w
		# bucket counts by first letter, in variables made by eval
		case $w in
		[a-zA-Z]*)
			k=${w%"${w#?}"}
			eval "cnt_$k=\$((\${cnt_$k:-0} + 1))" ;;
		esac
	done
done < "$textfile"
printf 'lines %d words %d chars %d\n' $lines $words $chars
printf 'questions %d exclaims %d commas %d caps %d\n' $questions $exclaims $commas $caps
printf 'short %d mid %d long %d longest=%s (%d)\n' $short $mid $long "$longest" ${#longest}
for k in a b c d e f g h i j k l m n o p q r s t u v w x y z A B E G K L M N O P Q S T U; do
	eval "v=\${cnt_$k:-0}"
	[ "$v" -gt 0 ] && printf '%s:%d ' "$k" "$v"
done
echo

# --- per-line transformations ---------------------------------------------------------
n=0
while IFS= read -r line; do
	n=$((n + 1))
	[ $n -gt 12 ] && break
	set -f; set -- $line; set +f
	out=
	for w; do
		out="$out $(upper1 "$w")"
	done
	printf '%s\n' "$(trim "$out")"
	printf '%s|%s|%s\n' "$(reverse "${1:-}")" "$(vowels "$line")" "$(rot13 "${2:-x}")"
done < "$textfile"

# --- JSON lines: pull fields out with parameter expansion ------------------------------
field() { # field NAME: value of "NAME": in $rec (numbers, strings, booleans)
	v=${rec#*\"$1\": }
	case $v in
	\"*) v=${v#\"}; v=${v%%\"*} ;;
	*) v=${v%%[,\}]*} ;;
	esac
}
n=0 total_age=0 active=0 old=0 cities= ntags=0 maxscore=0 maxname=
while [ $n -lt "$nlines" ] && IFS= read -r rec; do
	n=$((n + 1))
	field id; id=$v
	field name; name=$v
	field age; age=$v
	field city; city=$v
	field score; score=$v
	field active; act=$v
	total_age=$((total_age + age))
	[ "$act" = true ] && active=$((active + 1))
	if [ "$age" -ge 65 ]; then old=$((old + 1)); fi
	ip=${score%%.*}
	if [ "$ip" -gt "$maxscore" ]; then maxscore=$ip maxname=$name; fi
	case " $cities " in
	*" $city "*) ;;
	*) cities="$cities $city" ;;
	esac
	tags=${rec#*\"tags\": \[}
	tags=${tags%%\]*}
	if [ -n "$tags" ]; then
		oldifs=$IFS; IFS=,
		for t in $tags; do ntags=$((ntags + 1)); done
		IFS=$oldifs
	fi
	[ $((id % 97)) -eq 0 ] && printf '%5d %-24s %3d %-14s %s\n' "$id" "$name" "$age" "$city" "$score"
done < "$jsonfile"
set -f; set -- $cities; set +f
printf 'records %d mean age %d active %d old %d cities %d tags %d best %s (%d)\n' \
	$n $((total_age / n)) $active $old $# $ntags "$maxname" $maxscore

# --- a CSV report made by the script itself ----------------------------------------------
seed=12345
rand() { seed=$(( (seed * 1103515245 + 12345) % 2147483648 )); r=$((seed / 65536 % $1)); }
csv=${TMPDIR:-.}/sales.$$.csv
{
	echo "id,region,product,qty,price"
	i=0
	while [ $i -lt 600 ]; do
		rand 4; case $r in 0) reg=north ;; 1) reg=south ;; 2) reg=east ;; *) reg=west ;; esac
		rand 6; prod=item$r
		rand 20; qty=$((r + 1))
		rand 5000; price=$((r + 99))
		echo "$i,$reg,$prod,$qty,$price"
		i=$((i + 1))
	done
} > "$csv"
for reg in north south east west; do eval "sum_$reg=0 n_$reg=0"; done
{
	read -r header
	while IFS=, read -r id reg prod qty price; do
		eval "sum_$reg=\$((sum_$reg + qty * price)) n_$reg=\$((n_$reg + 1))"
		eval "p_$prod=\$((\${p_$prod:-0} + qty))"
	done
} < "$csv"
for reg in north south east west; do
	eval "s=\$sum_$reg c=\$n_$reg"
	printf '%-6s %4d orders %10d.%02d\n' $reg $c $((s / 100)) $((s % 100))
done
for p in 0 1 2 3 4 5; do eval "printf 'item%d %d\n' $p \$p_item$p"; done
rm -f "$csv"
