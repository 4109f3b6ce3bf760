# The kind of sh people write around a system: a configure-style probe script writing a
# config header, an INI reader, a template renderer, a dependency resolver (topological
# sort), a recursive directory walk with globbing, log rotation, an init-script dispatcher
# and a dot-sourced library.
# usage: tools.sh WORKDIR SCALE
work=$1 scale=${2:-1}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work" && cd "$work" || exit 1
. "$here/lib.sh"

# --- configure-style probes -------------------------------------------------------------------
: > config.h
define() { printf '#define %s %s\n' "$1" "${2:-1}" >> config.h; }
undef() { printf '/* #undef %s */\n' "$1" >> config.h; }
check_prog() {
	msg_checking "for $1"
	if command -v "$1" >/dev/null 2>&1; then msg_result yes; return 0; fi
	msg_result no; return 1
}
check_header() {
	msg_checking "for <$1>"
	for dir in /usr/include /usr/local/include /usr/include/x86_64-linux-gnu; do
		if [ -f "$dir/$1" ]; then msg_result yes; return 0; fi
	done
	msg_result no; return 1
}
sym_of() { s=$(echo "$1" | tr 'a-z./-' 'A-Z___'); printf '%s' "$s"; }
for p in cat sed awk grep sort nosuch-tool-xyz mkdir; do
	if check_prog $p; then define "HAVE_PROG_$(sym_of $p)"; else undef "HAVE_PROG_$(sym_of $p)"; fi
done
for h in stdio.h stdlib.h string.h unistd.h sys/types.h nosuch/header.h fcntl.h; do
	if check_header $h; then define "HAVE_$(sym_of $h)"; else undef "HAVE_$(sym_of $h)"; fi
done
define PACKAGE '"demo"'; define VERSION '"1.2.3"'
case $(uname -s) in Linux) define OS_LINUX ;; *BSD) define OS_BSD ;; *) define OS_OTHER ;; esac
echo "config.h: $(grep -c '^#define' config.h) defined, $(grep -c undef config.h) not"

# --- INI reader ------------------------------------------------------------------------------
cat > app.ini <<'INI'
; sample configuration
[server]
host = example.org
port=8080
  workers = 4   
[database]
url = postgres://db.local/app
pool = 10
# comment
[paths]
root = /srv/app
logs = ${root}/logs
empty =
[server]
timeout = 30
INI
section=
while IFS= read -r line || [ -n "$line" ]; do
	line=$(trim "$line")
	case $line in
	''|\;*|\#*) continue ;;
	\[*\]) section=${line#\[}; section=${section%\]} ;;
	*=*)
		key=$(trim "${line%%=*}") val=$(trim "${line#*=}")
		case $val in *'${root}'*) val=$(printf '%s' "$val" | sed "s|\${root}|$ini_paths_root|") ;; esac
		eval "ini_${section}_$key=\$val"
		;;
	*) echo "bad line: $line" >&2 ;;
	esac
done < app.ini
echo "server $ini_server_host:$ini_server_port workers=$ini_server_workers timeout=$ini_server_timeout"
echo "db $ini_database_url pool=$ini_database_pool logs=$ini_paths_logs empty=[${ini_paths_empty}]"

# --- template renderer -------------------------------------------------------------------------
render() { # replaces {{name}} with $tpl_name, line by line
	while IFS= read -r l || [ -n "$l" ]; do
		out=
		while :; do
			case $l in
			*'{{'*'}}'*)
				pre=${l%%'{{'*}; rest=${l#*'{{'}; key=${rest%%'}}'*}; l=${rest#*'}}'}
				eval "val=\${tpl_$key-?$key?}"
				out=$out$pre$val ;;
			*) out=$out$l; break ;;
			esac
		done
		printf '%s\n' "$out"
	done
}
tpl_title="Report" tpl_user=alice tpl_count=3
i=0
while [ $i -lt $((5 * scale)) ]; do
	tpl_count=$i tpl_user="user$i"
	render <<'TPL'
<h1>{{title}}</h1>
<p>Hello {{user}}, you have {{count}} new {{title}}s and {{missing}} others.</p>
plain line without fields
{{user}}{{count}}{{user}}
TPL
	i=$((i + 1))
done > rendered.html
echo "rendered $(wc -l < rendered.html) lines"

# --- dependency resolver (topological sort, depth first) ---------------------------------------
deps_app="lib net ui"; deps_lib="core util"; deps_net="core sock"; deps_ui="lib gfx"
deps_core=""; deps_util="core"; deps_sock="util"; deps_gfx="core util"
order= visiting=
visit() {
	case " $order " in *" $1 "*) return 0 ;; esac
	case " $visiting " in *" $1 "*) echo "cycle at $1" >&2; return 1 ;; esac
	visiting="$visiting $1"
	local d
	eval "ds=\$deps_$1"
	for d in $ds; do visit $d || return 1; done
	order="$order $1"
}
visit app && echo "build order:$order"
deps_core="app"; order= visiting=
visit app 2>/dev/null || echo "cycle detected"

# --- directory walk with globbing -------------------------------------------------------------
mk_tree() { # mk_tree DIR DEPTH
	local d=$1 n=$2 i
	mkdir -p "$d"
	i=0
	while [ $i -lt 4 ]; do
		printf 'file %s/%d\n' "$d" $i > "$d/f$i.txt"
		[ $((i % 2)) -eq 0 ] && : > "$d/data$i.log"
		i=$((i + 1))
	done
	: > "$d/.hidden"
	[ $n -gt 0 ] && { mk_tree "$d/a" $((n - 1)); mk_tree "$d/b c" $((n - 1)); }
	return 0
}
rm -rf tree; mk_tree tree $((2 + scale / 2))
walk() { # counts files and dirs, sums sizes of *.txt
	local d=$1 f
	for f in "$d"/* "$d"/.[!.]*; do
		[ -e "$f" ] || continue
		if [ -d "$f" ]; then ndirs=$((ndirs + 1)); walk "$f"
		else
			nfiles=$((nfiles + 1))
			case ${f##*/} in
			*.txt) ntxt=$((ntxt + 1)) ;;
			*.log) nlog=$((nlog + 1)) ;;
			.*) nhidden=$((nhidden + 1)) ;;
			esac
		fi
	done
}
ndirs=0 nfiles=0 ntxt=0 nlog=0 nhidden=0
walk tree
echo "walk: $ndirs dirs $nfiles files ($ntxt txt, $nlog log, $nhidden hidden)"
set -- tree/*/f[0-2].txt; echo "glob1 $#"
set -- tree/[ab]*/*.log; echo "glob2 $#"
set -- tree/*/*/f?.t[x]t; echo "glob3 $#"
set -- tree/no*match; echo "glob4 [$1]"
set -- tree/[!a]*/f[!0].txt; echo "glob5 $#"

# --- log rotation ---------------------------------------------------------------------------
mkdir -p logs
rotate() { # rotate FILE KEEP
	local f=$1 keep=$2 i
	[ -f "$f" ] || return 0
	i=$keep
	[ -f "$f.$keep" ] && rm -f "$f.$keep"
	while [ $i -gt 1 ]; do
		[ -f "$f.$((i - 1))" ] && mv "$f.$((i - 1))" "$f.$i"
		i=$((i - 1))
	done
	mv "$f" "$f.1"
}
r=0
while [ $r -lt $((3 + scale)) ]; do
	j=0; while [ $j -lt 20 ]; do echo "round $r entry $j" >> logs/app.log; j=$((j + 1)); done
	rotate logs/app.log 3
	r=$((r + 1))
done
set -- logs/*; echo "logs kept: $# ($(head -1 logs/app.log.1))"

# --- init-script style dispatch ---------------------------------------------------------------
pidfile=$work/svc.pid
svc() {
	case $1 in
	start) if [ -f "$pidfile" ]; then echo "already running"; return 1; fi
	       echo 4242 > "$pidfile"; echo "started" ;;
	stop) if [ ! -f "$pidfile" ]; then echo "not running"; return 1; fi
	      rm -f "$pidfile"; echo "stopped" ;;
	restart|force-reload) svc stop; svc start ;;
	status) if [ -f "$pidfile" ]; then read -r pid < "$pidfile"; echo "running ($pid)"
	        else echo "stopped"; return 3; fi ;;
	*) echo "usage: svc {start|stop|restart|status}" >&2; return 2 ;;
	esac
}
for a in status start start status restart stop stop status bogus; do svc $a 2>/dev/null; echo " -> $?"; done

# --- library calls ------------------------------------------------------------------------------
for v in 1.2.3:1.2.10 2.0:1.99 1.0.0:1.0 3.1.4:3.1.4 0.9.12:0.10.1; do
	version_cmp "${v%%:*}" "${v#*:}"; echo "cmp ${v%%:*} ${v#*:} = $cmpr"
done
join_by , a b c d; echo
split_path /usr/local/bin:/usr/bin::/bin; echo
repeat '=-' 20; echo
echo "$(basename_sh /a/b/c.txt .txt) $(dirname_sh /a/b/c.txt) $(dirname_sh file)"
urldecode 'a%20b%2Fc+d%3Dx'; echo
