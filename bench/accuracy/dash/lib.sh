# A small library sourced with `.` by tools.sh.
msg_checking() { printf 'checking %s... ' "$1"; }
msg_result() { printf '%s\n' "$1"; }
trim() {
	t=$1
	t=${t#"${t%%[! 	]*}"}
	t=${t%"${t##*[! 	]}"}
	printf '%s' "$t"
}
version_cmp() { # sets cmpr to -1, 0 or 1
	local a=$1 b=$2 x y
	while [ -n "$a" ] || [ -n "$b" ]; do
		x=${a%%.*} y=${b%%.*}
		[ "$x" = "$a" ] && a= || a=${a#*.}
		[ "$y" = "$b" ] && b= || b=${b#*.}
		x=${x:-0} y=${y:-0}
		if [ "$x" -lt "$y" ]; then cmpr=-1; return; fi
		if [ "$x" -gt "$y" ]; then cmpr=1; return; fi
	done
	cmpr=0
}
join_by() { local sep=$1 first=1; shift; for a; do [ $first = 1 ] || printf '%s' "$sep"; printf '%s' "$a"; first=0; done; }
split_path() { local IFS=:; set -f; for d in $1; do printf '[%s]' "${d:-.}"; done; set +f; }
repeat() { local i=0; while [ $i -lt $2 ]; do printf '%s' "$1"; i=$((i + 1)); done; }
basename_sh() { local b=${1%/}; b=${b##*/}; [ -n "${2:-}" ] && b=${b%"$2"}; printf '%s' "$b"; }
dirname_sh() { case $1 in */*) printf '%s' "${1%/*}" ;; *) printf . ;; esac; }
urldecode() {
	local s=$1 out= c h
	while [ -n "$s" ]; do
		case $s in
		%[0-9A-Fa-f][0-9A-Fa-f]*) h=${s#%}; h=${h%"${h#??}"}; s=${s#%??}
			c=$(printf "\\$(printf '%03o' $((0x$h)))"); out=$out$c ;;
		+*) out="$out "; s=${s#+} ;;
		*) out=$out${s%"${s#?}"}; s=${s#?} ;;
		esac
	done
	printf '%s' "$out"
}
