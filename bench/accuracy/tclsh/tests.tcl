# A test suite run by tcltest, the way Tcl packages test themselves: tests with setup and
# cleanup, -match glob/regexp/exact, expected errors (-returnCodes, -errorCode), captured
# output, constraints (some skipped), custom match commands, temp files, and a summary.
# usage: tclsh tests.tcl [tcltest options]
package require tcltest 2.5
namespace import ::tcltest::*
configure {*}$argv
testConstraint haveZlib [llength [info commands zlib]]
testConstraint neverTrue 0

proc lsum {l} { tcl::mathop::+ {*}$l }
proc stack_new {} { return {} }
proc stack_push {sVar v} { upvar 1 $sVar s; lappend s $v }
proc stack_pop {sVar} {
    upvar 1 $sVar s
    if {![llength $s]} { return -code error -errorcode {STACK EMPTY} "stack is empty" }
    set v [lindex $s end]; set s [lrange $s 0 end-1]; return $v
}

test list-1.1 {lsum of integers} -body { lsum {1 2 3 4} } -result 10
test list-1.2 {lsum of empty list} -body { lsum {} } -result 0
test list-1.3 {lsum of doubles} -body { lsum {0.5 0.25} } -result 0.75
test list-1.4 {lsum error} -body { lsum {1 x} } -returnCodes error -match glob -result {can't use non-numeric*}
test list-2.1 {lsort dictionary} -body { lsort -dictionary {x10 x9 X1} } -result {X1 x9 x10}
test list-2.2 {lsearch all} -body { lsearch -all {a b a c a} a } -result {0 2 4}
test list-2.3 {lmap filter} -body { lmap x {1 2 3 4 5 6} { expr {$x % 3 ? [continue] : $x} } } -result {3 6}
test list-2.4 {nested lindex} -body { lindex {{1 2} {3 {4 5}}} 1 1 end } -result 5

test stack-1.1 {push and pop} -setup { set s [stack_new] } -body {
    stack_push s a; stack_push s b; list [stack_pop s] [stack_pop s]
} -cleanup { unset s } -result {b a}
test stack-1.2 {pop empty} -setup { set s [stack_new] } -body { stack_pop s } -cleanup { unset s } \
    -returnCodes error -result {stack is empty}
test stack-1.3 {pop empty errorcode} -setup { set s {} } -body { stack_pop s } -cleanup { unset s } \
    -errorCode {STACK EMPTY} -returnCodes error -result {stack is empty}

test string-1.1 {map} -body { string map {a 1 b 2} abcab } -result 12c12
test string-1.2 {regexp match} -body { string toupper [string range "hello world" 0 4] } -match regexp -result {^HEL+O$}
test string-1.3 {glob match} -body { format %08.3f 3.14159 } -match glob -result 0003.14*
test string-1.4 {exact} -body { string repeat "-" 5 } -match exact -result -----
test string-1.5 {format error} -body { format %d notanumber } -returnCodes error -match glob -result {expected integer*}
test string-1.6 {unicode length} -body { string length "\u00e9\u00e8\u4e2d" } -result 3

test output-1.1 {stdout captured} -body { puts "to stdout"; puts -nonewline "partial" } -output "to stdout\npartial"
test output-1.2 {stderr captured} -body { puts stderr "warning: x" } -errorOutput "warning: x\n"
test output-1.3 {output glob} -body { puts [string repeat ab 10] } -match glob -output "abab*\n"

test dict-1.1 {dict with nested update} -body {
    set d {a {b 1}}
    dict update d a inner { dict incr inner b 5 }
    set d
} -result {a {b 6}}
test dict-1.2 {dict get missing} -body { dict get {a 1} b } -returnCodes error -match glob -result {key "b" not known*}

test zlib-1.1 {round trip} -constraints haveZlib -body {
    zlib gunzip [zlib gzip [string repeat "data " 100]]
} -result [string repeat "data " 100]
test never-1.1 {skipped by constraint} -constraints neverTrue -body { error "should not run" } -result {}
test unix-1.1 {unix platform} -constraints unix -body { file separator } -result /

proc matchNumbers {expected actual} {
    if {[llength $expected] != [llength $actual]} { return 0 }
    foreach e $expected a $actual { if {abs($e - $a) > 1e-6} { return 0 } }
    return 1
}
customMatch numbers matchNumbers
test custom-1.1 {float results with tolerance} -body {
    list [expr {sqrt(2)}] [expr {acos(-1)}] [expr {exp(1)}]
} -match numbers -result {1.41421356 3.14159265 2.71828183}

set tmpdir [makeDirectory tcltest-tmp]
test file-1.1 {temp file contents} -setup {
    set f [makeFile "line one\nline two" data.txt $tmpdir]
} -body {
    set ch [open $f]; set n [llength [split [read -nonewline $ch] \n]]; close $ch; set n
} -cleanup { removeFile data.txt $tmpdir } -result 2
test file-1.2 {viewFile} -setup { makeFile "abc" view.txt $tmpdir } -body {
    viewFile view.txt $tmpdir
} -cleanup { removeFile view.txt $tmpdir } -result abc
removeDirectory tcltest-tmp

test oo-1.1 {class with method} -setup {
    oo::class create Pt { variable x y; constructor {a b} { set x $a; set y $b }; method len {} { expr {hypot($x, $y)} } }
} -body { [Pt new 3 4] len } -cleanup { Pt destroy } -result 5.0
test coro-1.1 {generator} -setup {
    proc counter {n} { yield; for {set i 0} {$i < $n} {incr i} { yield $i }; return done }
    coroutine c counter 3
} -body { list [c] [c] [c] [c] } -cleanup { rename counter {} } -result {0 1 2 done}
test interp-1.1 {safe interp hides open} -setup { set i [interp create -safe] } -body {
    $i eval { open /etc/hostname }
} -cleanup { interp delete $i } -returnCodes error -match glob -result {invalid command name*}

for {set k 0} {$k < 40} {incr k} {
    test gen-$k "generated arithmetic test $k" -body {
        expr {($k * 37 + 11) % 101}
    } -result [expr {($k * 37 + 11) % 101}]
}
# two tests that fail on purpose, so the failure reporting runs too
test fail-1.1 {deliberate mismatch} -body { expr {1 + 1} } -result 3
test fail-1.2 {deliberate unexpected error} -body { error oops } -result ok

cleanupTests
