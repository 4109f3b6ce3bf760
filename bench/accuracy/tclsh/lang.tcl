# A tour of the Tcl language with self-checks: strings, lists, dicts, arrays, expr and
# bignums, format/scan, regexp/regsub, namespaces and ensembles, upvar/uplevel, apply and
# tailcall, errors (catch, try/trap/finally, return options), traces, coroutines, TclOO
# (classes, inheritance, mixins, filters, forwards), child and safe interpreters.
# usage: tclsh lang.tcl ROUNDS
set rounds [expr {$argc > 0 ? [lindex $argv 0] : 1}]
set fails 0
set checks 0
proc check {name got want} {
    global fails checks
    incr checks
    if {$got ne $want} {
        incr fails
        puts "FAIL $name: got {$got} want {$want}"
    }
}

for {set round 0} {$round < $rounds} {incr round} {

# --- strings -------------------------------------------------------------------------------
set s "  The Quick Brown Fox Jumps Over The Lazy Dog  "
check trim [string trim $s] "The Quick Brown Fox Jumps Over The Lazy Dog"
check lower [string tolower [string trim $s]] "the quick brown fox jumps over the lazy dog"
check first [string first Fox $s] 18
check last [string last The $s] 33
check range [string range $s 6 10] Quick
check map [string map {Quick Slow Lazy Busy} [string trim $s]] "The Slow Brown Fox Jumps Over The Busy Dog"
check repeat [string repeat ab 3] ababab
check reverse [string reverse hello] olleh
check match1 [string match {*[Ff]ox*} $s] 1
check match2 [string match -nocase {*DOG} [string trim $s]] 1
check is1 [string is integer -strict 12345] 1
check is2 [string is double 1.5e3] 1
check is3 [string is alpha abc1] 0
check is4 [string is space "  \t"] 1
check is5 [string is list {a {b c} d}] 1
check is6 [string is boolean yes] 1
check totitle [string totitle "hELLO wORLD"] "Hello world"
check cmp [string compare -nocase ABC abd] -1
check equal [string equal -length 3 abcdef abcxyz] 1
check replace [string replace abcdef 1 3 XY] aXYef
check index [string index abcdef end-1] e
check wordend [string wordend "hello world" 1] 5
check cat [string cat a b c] abc
check length [string length "h\u00e9llo"] 5
check bytelen [string bytelength "h\u00e9llo"] 6
check trimleft [string trimleft xxabcxx x] abcxx
check trimright [string trimright "abc..." .] abc
set count 0
foreach c [split "mississippi" ""] { if {$c eq "s"} { incr count } }
check split $count 4
check join [join {a b c} -] a-b-c
check append [apply {{} { set x ""; foreach i {1 2 3} { append x $i, }; return $x }}] 1,2,3,

# --- format and scan ---------------------------------------------------------------------
check fmt1 [format "%5d|%-5s|%05.1f|%x|%o|%e" 42 ab 3.14159 255 8 12345.678] "   42|ab   |003.1|ff|10|1.234568e+04"
check fmt2 [format "%s=%*d" w 6 7] "w=     7"
check fmt3 [format "%c%c%c" 84 99 108] Tcl
check fmt4 [format "%#x %+d %s" 255 5 x] "0xff +5 x"
check fmt5 [format {%2$s-%1$s} a b] b-a
check scan1 [scan "12 abc 3.5" "%d %s %f"] {12 abc 3.5}
scan "2024-03-15" "%4d-%2d-%2d" y m d
check scan2 "$y/$m/$d" 2024/3/15
check scan3 [scan "ff" %x] 255

# --- lists ----------------------------------------------------------------------------------
set L {5 3 9 1 7 3 8}
check lsort1 [lsort -integer $L] {1 3 3 5 7 8 9}
check lsort2 [lsort -integer -decreasing -unique $L] {9 8 7 5 3 1}
check lsort3 [lsort -dictionary {a10 a9 A2 b1 a1}] {a1 A2 a9 a10 b1}
check lsort4 [lsort -index 1 -integer {{a 3} {b 1} {c 2}}] {{b 1} {c 2} {a 3}}
check lsort5 [lsort -stride 2 -index 1 -integer {x 3 y 1 z 2}] {y 1 z 2 x 3}
check lsort6 [lsort -command {apply {{a b} {expr {[string length $a] - [string length $b]}}}} {ccc a bb}] {a bb ccc}
check lsearch1 [lsearch $L 9] 2
check lsearch2 [lsearch -all -integer $L 3] {1 5}
check lsearch3 [lsearch -inline -glob {apple banana cherry} b*] banana
check lsearch4 [lsearch -all -inline -regexp {a1 b22 c333} {\d{2,}}] {b22 c333}
check lsearch5 [lsearch -sorted -integer {1 3 5 7 9} 7] 3
check lsearch6 [lsearch -exact -nocase {Alpha Beta} beta] 1
check lrange [lrange $L 1 3] {3 9 1}
check lreplace [lreplace $L 1 2 X Y Z] {5 X Y Z 1 7 3 8}
check linsert [linsert {a b c} 1 X] {a X b c}
check lassign [lassign {1 2 3 4} a b] {3 4}
check lassign2 "$a$b" 12
check lmap [lmap x {1 2 3 4} { if {$x % 2} continue; expr {$x * $x} }] {4 16}
check lrepeat [lrepeat 3 a b] {a b a b a b}
check lreverse [lreverse {1 2 3}] {3 2 1}
check concat [concat {a b} {} {c {d e}}] {a b c {d e}}
check lindex [lindex {{a b} {c {d e}}} 1 1 0] d
set nested {{a b} {c d}}
lset nested 1 0 X
check lset $nested {{a b} {X d}}
set acc {}
foreach {k v} {a 1 b 2 c 3} { lappend acc $v$k }
check foreach2 $acc {1a 2b 3c}
set acc2 {}
foreach x {1 2 3} y {a b} { lappend acc2 "$x$y" }
check foreach3 $acc2 {1a 2b 3}
check llength [llength [split "a,b,,c" ,]] 4
check lsortreal [lsort -real {2.5 -1 10 3e-1}] {-1 3e-1 2.5 10}

# --- dicts ----------------------------------------------------------------------------------
set d [dict create name Ada age 36 langs {tcl c}]
dict set d city London
dict lappend d langs lisp
dict incr d age
check dget [dict get $d age] 37
check dlangs [dict get $d langs] {tcl c lisp}
check dexists [dict exists $d nope] 0
check dkeys [dict keys $d] {name age langs city}
check dsize [dict size $d] 4
dict update d name n age a { set n "Ada L"; incr a 10 }
check dupdate "[dict get $d name] [dict get $d age]" "Ada L 47"
dict with d { set city Paris }
check dwith [dict get $d city] Paris
check dfilter [dict filter {a 1 b 2 c 3} value {[23]}] {b 2 c 3}
check dfilter2 [dict filter {a 1 b 2 c 3} script {k v} { expr {$k ne "b"} }] {a 1 c 3}
check dmap [dict map {k v} {a 1 b 2} { expr {$v * 10} }] {a 10 b 20}
check dmerge [dict merge {a 1 b 2} {b 3 c 4}] {a 1 b 3 c 4}
set nested [dict create]
dict set nested x y z 1
dict set nested x w 2
check dnested [dict get $nested x y z] 1
check dunset [dict remove {a 1 b 2} a] {b 2}
set total 0
dict for {k v} {a 1 b 2 c 3} { incr total $v }
check dfor $total 6
set wc [dict create]
foreach w {a b a c b a} { dict incr wc $w }
check dincr [lsort -stride 2 -index 1 -integer -decreasing $wc] {a 3 b 2 c 1}

# --- arrays -----------------------------------------------------------------------------------
array unset arr
array set arr {x 1 y 2 z 3}
set arr(w) 4
check asize [array size arr] 4
check anames [lsort [array names arr]] {w x y z}
check aglob [lsort [array names arr {[xy]}]] {x y}
check aget [dict size [array get arr]] 4
check aexists [info exists arr(q)] 0
unset arr(x)
check aunset [array size arr] 3
set sid [array startsearch arr]
set n 0
while {[array anymore arr $sid]} { array nextelement arr $sid; incr n }
array donesearch arr $sid
check asearch $n 3

# --- expr and numbers ----------------------------------------------------------------------
check e1 [expr {2 ** 100}] 1267650600228229401496703205376
check e2 [expr {(2 ** 64 - 1) % 1000007}] [expr {18446744073709551615 % 1000007}]
check e3 [expr {7 / 2}] 3
check e4 [expr {-7 / 2}] -4
check e5 [expr {7 % -3}] -2
check e6 [expr {7.0 / 2}] 3.5
check e7 [expr {int(3.99) + round(2.5) + entier(-1.5)}] 5
check e8 [expr {abs(-5) + max(1, 9, 3) + min(4, 2)}] 16
check e9 [format %.6f [expr {sqrt(2) * sin(0.5) + cos(0.25) - atan2(1, 2)}]] [format %.6f [expr {1.4142135623730951 * 0.479425538604203 + 0.9689124217106447 - 0.4636476090008061}]]
check e10 [expr {isqrt(10 ** 30)}] 1000000000000000
check e11 [expr {0x10 + 0o17 + 0b101}] 36
check e12 [expr {1 << 70}] 1180591620717411303424
check e13 [expr {~5 & 0xff | 1 ^ 3}] 250
check e14 [expr {"abc" < "abd" && "10" == 10.0}] 1
check e15 [expr {5 in {1 5 7} && "x" ni {a b}}] 1
check e16 [expr {1 ? "yes" : "no"}] yes
check e17 [expr {double(1) / 3}] 0.3333333333333333
check e18 [expr {wide(2) ** 62}] 4611686018427387904
check e19 [expr {bool(0) || !0}] 1
check e20 [format %.3f [expr {exp(1) + log(10) + log10(1000) + pow(2, 0.5) + fmod(7.5, 2) + hypot(3, 4)}]] 15.935
check e21 [expr {srand(42) > 0}] 1
check e22 [expr {15 - 3 * 4 + 10 / 5 ** 1}] 5
set big 1
for {set i 1} {$i <= 40} {incr i} { set big [expr {$big * $i}] }
check fact40 $big 815915283247897734345611269596115894272000000000
check bigdiv [expr {$big / 1000000007}] [expr {815915283247897734345611269596115894272000000000 / 1000000007}]
set counter 0
incr counter 5
check incr $counter 5

# --- regexp and regsub ---------------------------------------------------------------------
check re1 [regexp {(\d+)-(\d+)} "range 10-20 here" -> lo hi] 1
check re2 "$lo $hi" "10 20"
check re3 [regexp -all {\w+} "one two three"] 3
check re4 [regexp -inline -all {[aeiou]+} "beautiful queue"] {eau i u ueue}
check re5 [regexp -nocase {^HELLO} hello] 1
check re6 [regexp -indices {b+} aabbbc idx] 1
check re7 $idx {2 4}
check re8 [regsub -all {(\w)(\w*)} "hello big world" {\2\1ay}] "ellohay igbay orldway"
check re9 [regsub {\s+} "a    b  c" " "] "a b  c"
check re10 [regexp {^(?:[a-z0-9._%+-]+)@(?:[a-z0-9.-]+)\.[a-z]{2,}$} user.name@example.org] 1
check re11 [regexp -expanded { ^ (\d{3}) [-.\s]? (\d{4}) $ } "555-1234" -> p1 p2] 1
check re12 [regsub -all -nocase {cat} "Cat cat CAT" dog] "dog dog dog"
check re13 [regexp -line {^b.*$} "a1\nb2\nc3" m] 1
check re14 $m b2
check re15 [regexp {(a|b)*c\1} abac] 0
check re16 [regsub -all {[[:upper:]]} "CamelCaseName" {_&}] "_Camel_Case_Name"
check re17 [regexp -start 3 {a} "aaab"] 0

# --- namespaces, ensembles, upvar/uplevel -------------------------------------------------------
namespace eval ::geo {
    variable count 0
    namespace export area perim
    proc area {w h} { variable count; incr count; expr {$w * $h} }
    proc perim {w h} { expr {2 * ($w + $h)} }
    namespace ensemble create -subcommands {area perim}
}
check ns1 [geo area 3 4] 12
check ns2 [geo perim 3 4] 14
check ns3 [set ::geo::count] 1
namespace eval ::other { namespace import ::geo::area }
check ns4 [::other::area 2 5] 10
check ns5 [namespace qualifiers ::a::b::c] ::a::b
check ns6 [namespace tail ::a::b::c] c
check ns7 [lsort [info commands ::geo::*]] {::geo::area ::geo::perim}
check ns8 [namespace exists ::geo] 1
namespace delete ::other
check ns9 [namespace exists ::other] 0
proc setvar {name value} { upvar 1 $name v; set v $value }
setvar zz 99
check upvar $zz 99
proc incr_caller {} { uplevel 1 {incr zz} }
incr_caller
check uplevel $zz 100
proc deep {n} { if {$n == 0} { return [info level] }; deep [expr {$n - 1}] }
check infolevel [deep 5] 6
proc defaults {a {b 2} args} { return "$a $b [llength $args]" }
check args1 [defaults 1] "1 2 0"
check args2 [defaults 1 3 4 5 6] "1 3 3"
check infoargs [info args defaults] {a b args}
check infodefault [info default defaults b v] 1
check infobody [string trim [info body setvar]] {upvar 1 $name v; set v $value}

# --- apply, tailcall, lambdas ---------------------------------------------------------------
set sq {x {expr {$x * $x}}}
check apply1 [apply $sq 7] 49
check apply2 [lmap v {1 2 3} {apply $sq $v}] {1 4 9}
proc fact_tail {n {acc 1}} { if {$n <= 1} { return $acc }; tailcall fact_tail [expr {$n - 1}] [expr {$acc * $n}] }
check tailcall [fact_tail 25] 15511210043330985984000000
proc compose {f g x} { apply $f [apply $g $x] }
check compose [compose {x {expr {$x + 1}}} {x {expr {$x * 2}}} 5] 11

# --- errors ------------------------------------------------------------------------------------
check catch1 [catch {error "boom" "info here" {MY CODE}} msg opts] 1
check catch2 $msg boom
check catch3 [dict get $opts -errorcode] {MY CODE}
check catch4 [catch {expr {1 / 0}} msg] 1
check catch5 $msg "divide by zero"
check catch6 [catch {nosuchcommand} msg] 1
check catch7 [catch {return -code break} msg] 2
check catch7b [catch {break}] 3
check catch8 [catch {set undefined_var_x} msg] 1
set r [try {
    throw {APP NOTFOUND} "missing thing"
} trap {APP NOTFOUND} {m o} {
    set x "trapped: $m"
} on error {m} {
    set x "generic"
} finally {
    set fin 1
}]
check try1 $r "trapped: missing thing"
check try2 $fin 1
check try3 [try { expr {2 + 2} } on ok {v} { expr {$v * 10} }] 40
proc codes {c} { return -code $c "val" }
check rc1 [catch {codes continue}] 4
check rc2 [catch {codes ok} v] 0
proc levels {} { return -level 2 "from deep" }
proc outer {} { levels; return "not this" }
check rlevel [outer] "from deep"
set n 0
foreach i {1 2 3 4 5 6} { if {$i == 2} continue; if {$i == 5} break; incr n $i }
check brk $n 8
check errinfo [catch {proc_err} m2 o2] 1
proc thrower {} { error "inner failure" }
catch {thrower} m3 o3
check errorinfo [string match "*inner failure*thrower*" [dict get $o3 -errorinfo]] 1

# --- traces ------------------------------------------------------------------------------------
set log {}
proc logit {args} { global log; lappend log [lindex $args end] }
trace add variable watched write logit
trace add variable watched read logit
set watched 1
set _ $watched
set watched 2
trace remove variable watched write logit
trace remove variable watched read logit
set watched 3
check vtrace $log {write read write}
set cmdlog {}
proc traced {x} { expr {$x + 1} }
trace add execution traced enter {apply {{cmd op} { lappend ::cmdlog [lindex $cmd 1] }}}
traced 5; traced 6
check etrace $cmdlog {5 6}
trace add command traced rename {apply {{old new op} { set ::renamed "$old->$new" }}}
rename traced traced2
check ctrace $renamed "::traced->::traced2"
rename traced2 {}

# --- coroutines -----------------------------------------------------------------------------------
proc gen_fib {} {
    yield [info coroutine]
    lassign {0 1} a b
    while 1 { yield $a; lassign [list $b [expr {$a + $b}]] a b }
}
coroutine fibgen gen_fib
set fibs {}
for {set i 0} {$i < 15} {incr i} { lappend fibs [fibgen] }
check coro1 $fibs {0 1 1 2 3 5 8 13 21 34 55 89 144 233 377}
rename fibgen {}
proc accumulate {} { set sum 0; while 1 { set x [yield $sum]; if {$x eq "stop"} { return $sum }; incr sum $x } }
coroutine acc accumulate
foreach v {1 2 3 4} { acc $v }
check coro2 [acc stop] 10
check coro3 [llength [info commands acc]] 0

# --- TclOO ------------------------------------------------------------------------------------------
catch {Animal destroy}
catch {Logging destroy}
oo::class create Animal {
    variable name sound
    constructor {n s} { set name $n; set sound $s }
    method speak {} { return "$name says $sound" }
    method name {} { return $name }
    destructor { lappend ::destroyed $name }
}
oo::class create Dog {
    superclass Animal
    constructor {n} { next $n woof }
    method speak {} { return "[next]!" }
    method fetch {{what ball}} { return "[my name] fetches the $what" }
}
oo::class create Logging {
    method speak {} { lappend ::ologs [self method]; next }
}
set a [Animal new Cat meow]
check oo1 [$a speak] "Cat says meow"
Dog create rex Rex
check oo2 [rex speak] "Rex says woof!"
check oo3 [rex fetch stick] "Rex fetches the stick"
set ologs {}
oo::objdefine rex mixin Logging
rex speak
check oo4 $ologs speak
check oo5 [info object class rex] ::Dog
check oo6 [info class superclasses Dog] ::Animal
check oo7 [lsort [info class methods Dog]] {fetch speak}
oo::define Animal method rename {n} { set name $n }
$a rename Tom
check oo8 [$a speak] "Tom says meow"
oo::class create Counter {
    variable c
    constructor {} { set c 0 }
    method incr {{by 1}} { incr c $by }
    method value {} { return $c }
    filter trace_calls
    method trace_calls args { incr ::filtered; next {*}$args }
    unexport trace_calls
}
set filtered 0
Counter create ctr
ctr incr; ctr incr 5
check oo9 [ctr value] 6
check oo10 $filtered 3
oo::objdefine ctr forward double apply {{obj} { $obj incr [$obj value] }} ctr
ctr double
check oo11 [ctr value] 12
set destroyed {}
$a destroy; rex destroy; ctr destroy
check oo12 $destroyed {Tom Rex}
oo::class create Singleton { self method instance {} { if {![info exists ::single]} { set ::single [my new] }; return $::single } }
check oo13 [expr {[Singleton instance] eq [Singleton instance]}] 1
Singleton destroy; unset ::single
Dog destroy; Animal destroy; Logging destroy; Counter destroy

# --- child and safe interpreters -----------------------------------------------------------------
set child [interp create]
$child eval { proc sq {x} { expr {$x * $x} } }
check interp1 [$child eval sq 12] 144
interp alias $child hostadd {} ::tcl::mathop::+
check interp2 [$child eval hostadd 1 2 3] 6
set safe [interp create -safe]
check interp3 [catch {$safe eval {open /etc/passwd}}] 1
check interp4 [$safe eval {expr {6 * 7}}] 42
interp limit $safe commands -value [expr {[$safe eval info cmdcount] + 1000}]
check interp5 [catch {$safe eval {while 1 {incr x}}} lm] 1
interp delete $safe
interp delete $child
check interp6 [llength [interp slaves]] 0

# --- info and misc --------------------------------------------------------------------------
check info1 [info exists checks] 1
check info2 [expr {[llength [info commands]] > 100}] 1
check info3 [info procs check] check
check info4 [expr {[info cmdcount] > 0}] 1
check info5 [info complete "set x \{"] 0
check info6 [info tclversion] 8.6
check subst [subst {a [expr {1 + 2}] $zz \t}] "a 3 100 \t"
check subst2 [subst -nocommands {[x] $zz}] {[x] 100}
check eval1 [eval {set q} 5] 5
check eval2 [eval list a {b c}] {a b c}
check expand [list {*}{a b} {*}[list c d]] {a b c d}
check rename [llength [info commands nonesuch]] 0
check unknown [catch {nonesuch_cmd arg}] 1
check bin1 [binary format a3xS2 abc {1 2}] "abc\x00\x00\x01\x00\x02"
binary scan [binary format I2 {305419896 2271560481}] H* hex
check bin2 $hex 1234567887654321
check bin3 [binary encode base64 "Hello, Tcl!"] SGVsbG8sIFRjbCE=
check bin4 [binary decode hex 48656c6c6f] Hello
check enc1 [encoding convertto utf-8 "\u00e9"] "\xc3\xa9"
check enc2 [encoding convertfrom iso8859-1 "\xe9"] "\u00e9"
check enc3 [string length [encoding convertto unicode abc]] 6
check clock1 [clock format 86400 -format %Y-%m-%d -gmt 1] 1970-01-02
check clock2 [clock scan "2000-02-28 12:00" -format "%Y-%m-%d %H:%M" -gmt 1] 951739200
check clock3 [clock format [clock add 951739200 2 days -gmt 1] -format %d -gmt 1] 01
check clock4 [clock format 0 -format "%A %B %j %U %%" -gmt 1] "Thursday January 001 00 %"
check clock5 [clock format 1700000000 -format "%H:%M %Z" -timezone :America/New_York] "17:13 EST"
check clock6 [clock scan "march 3, 2021" -gmt 1] 1614729600
}

puts "checks $checks failures $fails"
exit [expr {$fails > 0}]
