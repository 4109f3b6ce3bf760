# Integer algorithms in shell arithmetic: sieve, gcd/lcm, Collatz, bit tricks, base
# conversion, integer square roots, sorting the positional parameters, Towers of Hanoi,
# a matrix product in eval'd variables, fixed-point money and a checksum.
# usage: arith.sh SCALE
scale=${1:-1}

# --- primes: sieve of Eratosthenes in variables s_<n> --------------------------------------
limit=$((1500 * scale))
i=2
while [ $i -le $limit ]; do eval "s_$i=1"; i=$((i + 1)); done
i=2
while [ $((i * i)) -le $limit ]; do
	eval "p=\$s_$i"
	if [ "$p" = 1 ]; then
		j=$((i * i))
		while [ $j -le $limit ]; do eval "s_$j=0"; j=$((j + i)); done
	fi
	i=$((i + 1))
done
count=0 last=0 twins=0
i=2
while [ $i -le $limit ]; do
	eval "p=\$s_$i"
	if [ $p -eq 1 ]; then
		count=$((count + 1))
		[ $((i - last)) -eq 2 ] && twins=$((twins + 1))
		last=$i
	fi
	i=$((i + 1))
done
echo "primes<=$limit: $count, largest $last, twin pairs $twins"

# --- gcd, lcm, extended Euclid ------------------------------------------------------------
gcd() {
	a=$1 b=$2
	while [ $b -ne 0 ]; do t=$((a % b)); a=$b; b=$t; done
	g=$a
}
egcd() { # sets x, y with a*x + b*y = gcd
	local a=$1 b=$2 x0=1 y0=0 x1=0 y1=1 q t
	while [ $b -ne 0 ]; do
		q=$((a / b))
		t=$((a - q * b)); a=$b; b=$t
		t=$((x0 - q * x1)); x0=$x1; x1=$t
		t=$((y0 - q * y1)); y0=$y1; y1=$t
	done
	x=$x0 y=$y0 g=$a
}
acc=0
for a in 12 18 1071 462 270 192 65536 4096 97 89 1234567 7654321 832040 514229; do
	for b in 8 27 1029 1071 44 36 98304 6 89 13 9876 1001 317811 196418; do
		gcd $a $b
		l=$((a / g * b))
		egcd $a $b
		[ $((a * x + b * y)) -eq $g ] || echo "egcd mismatch $a $b"
		acc=$(( (acc * 31 + g + l % 1000) % 1000003 ))
	done
done
echo "gcd checksum $acc"

# --- Collatz -----------------------------------------------------------------------------
best=0 bestn=0
n=1
while [ $n -le $((300 * scale)) ]; do
	k=$n steps=0
	while [ $k -ne 1 ]; do
		if [ $((k & 1)) -eq 1 ]; then k=$((3 * k + 1)); else k=$((k >> 1)); fi
		steps=$((steps + 1))
	done
	if [ $steps -gt $best ]; then best=$steps bestn=$n; fi
	n=$((n + 1))
done
echo "longest collatz below $((300 * scale)): $bestn ($best steps)"

# --- bits and bases -------------------------------------------------------------------------
popcount() { local v=$1 c=0; while [ $v -ne 0 ]; do v=$((v & (v - 1))); c=$((c + 1)); done; pc=$c; }
tobase() { # tobase N BASE -> $digits
	local v=$1 b=$2 d
	digits=
	[ $v -eq 0 ] && digits=0
	while [ $v -gt 0 ]; do
		d=$((v % b))
		case $d in
		10) d=a ;; 11) d=b ;; 12) d=c ;; 13) d=d ;; 14) d=e ;; 15) d=f ;;
		esac
		digits=$d$digits
		v=$((v / b))
	done
}
frombase() { # frombase STRING BASE -> $val
	local s=$1 b=$2 c d
	val=0
	while [ -n "$s" ]; do
		c=${s%"${s#?}"}; s=${s#?}
		case $c in
		[0-9]) d=$c ;; a|A) d=10 ;; b|B) d=11 ;; c|C) d=12 ;; d|D) d=13 ;; e|E) d=14 ;; f|F) d=15 ;;
		*) echo "bad digit $c" >&2; return 1 ;;
		esac
		val=$((val * b + d))
	done
}
sum=0
for v in 0 1 2 3 7 8 255 256 1000 4095 65535 123456 999999 16777215 2147483647; do
	popcount $v
	for b in 2 8 10 16; do
		tobase $v $b
		frombase $digits $b
		[ $val -eq $v ] || echo "base $b roundtrip failed for $v"
	done
	tobase $v 16
	printf '%10d %8o %8x %s %2d %s\n' $v $v $v $digits $pc "$(( v ^ (v >> 1) ))"
	sum=$(( sum + (v << 3) - (v >> 2) + (~v & 0xff) + (v | 0x11) ))
done
echo "bits $sum $((0x7f & 037)) $((-17 / 5)) $((-17 % 5)) $((1 << 40)) $((5 > 3 ? 10 : 20))"
x=5; : $((x += 3)) $((x *= 7)) $((x -= 6)) $((x /= 2)) $((x %= 17)) $((x <<= 4)) $((x >>= 1))
: $((x &= 0xfff)) $((x |= 1)) $((x ^= 0x55))
echo "assign ops $x $(( !x )) $(( x && 0 )) $(( x || 0 )) $(( x == 42 )) $(( x != 42 ))"

# --- integer square root (Newton) and a digit sum ----------------------------------------
isqrt() {
	local n=$1 x y
	[ $n -lt 2 ] && { r=$n; return; }
	x=$n; y=$(((x + 1) / 2))
	while [ $y -lt $x ]; do x=$y; y=$(((x + n / x) / 2)); done
	r=$x
}
t=0
i=0
while [ $i -lt $((400 * scale)) ]; do
	v=$((i * i * 37 + i * 11 + 5))
	isqrt $v
	[ $((r * r)) -le $v ] && [ $(((r + 1) * (r + 1))) -gt $v ] || echo "isqrt wrong $v"
	t=$((t + r))
	i=$((i + 1))
done
echo "isqrt sum $t"

# --- sorting positional parameters ----------------------------------------------------------
seed=42
next() { seed=$(( (seed * 1664525 + 1013904223) & 0xffffffff )); rnd=$((seed >> 16)); }
list=
i=0
while [ $i -lt $((60 * scale)) ]; do next; list="$list $((rnd % 1000))"; i=$((i + 1)); done
insertion_sort() {
	sorted=
	for v; do
		out= placed=0
		for s in $sorted; do
			if [ $placed -eq 0 ] && [ $v -lt $s ]; then out="$out $v"; placed=1; fi
			out="$out $s"
		done
		[ $placed -eq 0 ] && out="$out $v"
		sorted=$out
	done
}
# shellcheck disable=SC2086
insertion_sort $list
set -- $sorted
echo "sorted $# values: min $1 max $(eval echo \${$#}) first few: $1 $2 $3 $4 $5"
prev=-1
for v; do [ $v -ge $prev ] || echo "not sorted"; prev=$v; done
# selection of the median with shift
n=$#; shift $((n / 2)); echo "median $1"

# --- Towers of Hanoi (recursive function with local) ----------------------------------------
moves=0
hanoi() {
	local n=$1 from=$2 to=$3 via=$4
	[ $n -eq 0 ] && return 0
	hanoi $((n - 1)) $from $via $to
	moves=$((moves + 1))
	hanoi $((n - 1)) $via $to $from
}
hanoi $((9 + scale)) A C B
echo "hanoi moves $moves"

# --- Ackermann, small -------------------------------------------------------------------
ack() {
	local m=$1 n=$2
	if [ $m -eq 0 ]; then ar=$((n + 1)); return; fi
	if [ $n -eq 0 ]; then ack $((m - 1)) 1; return; fi
	ack $m $((n - 1))
	ack $((m - 1)) $ar
}
ack 2 $((3 + scale)); echo "ack(2,$((3 + scale))) = $ar"

# --- matrix product in eval'd variables ---------------------------------------------------------
N=$((6 + scale))
i=0
while [ $i -lt $N ]; do
	j=0
	while [ $j -lt $N ]; do
		eval "A_${i}_$j=$(( (i + 1) * (j + 2) % 7 - 3 )) B_${i}_$j=$(( (i * 3 + j) % 5 - 2 ))"
		j=$((j + 1))
	done
	i=$((i + 1))
done
trace=0
i=0
while [ $i -lt $N ]; do
	j=0 row=
	while [ $j -lt $N ]; do
		k=0 s=0
		while [ $k -lt $N ]; do
			eval "s=\$((s + A_${i}_$k * B_${k}_$j))"
			k=$((k + 1))
		done
		eval "C_${i}_$j=$s"
		row="$row $s"
		[ $i -eq $j ] && trace=$((trace + s))
		j=$((j + 1))
	done
	echo "C[$i] =$row"
	i=$((i + 1))
done
echo "trace $trace"

# --- fixed-point money: compound interest ------------------------------------------------
bal=100000 # cents
m=0
while [ $m -lt 120 ]; do
	int=$(( (bal * 425 + 60000) / 120000 ))   # 4.25% a year, rounded
	bal=$((bal + int - 250))
	m=$((m + 1))
	[ $((m % 24)) -eq 0 ] && printf 'month %3d balance %d.%02d\n' $m $((bal / 100)) $((bal % 100))
done

# --- Adler-32-like checksum of a string ----------------------------------------------------
cksum_str() {
	local s=$1 a=1 b=0 c
	while [ -n "$s" ]; do
		c=${s%"${s#?}"}; s=${s#?}
		case $c in
		[a-z]) set -- a b c d e f g h i j k l m n o p q r s t u v w x y z
			o=97; for l; do [ "$l" = "$c" ] && break; o=$((o + 1)); done ;;
		' ') o=32 ;;
		*) o=63 ;;
		esac
		a=$(( (a + o) % 65521 )); b=$(( (b + a) % 65521 ))
	done
	ck=$(( (b << 16) | a ))
}
for s in "hello world" "the quick brown fox jumps over the lazy dog" "posix shell arithmetic" ""; do
	cksum_str "$s"; printf '%08x %s\n' $ck "$s"
done
