# Algorithms in Tcl: a sieve, N-queens, a sudoku solver, edit distance and LCS by dynamic
# programming, Dijkstra over a generated graph (dicts), merge sort and quicksort on lists,
# matrix products, bignum arithmetic (factorials, Fibonacci, modular powers, pi digits),
# a fixed-seed PRNG, string building, and a tiny stack-machine interpreter.
# usage: tclsh algo.tcl SCALE
set scale [expr {$argc > 0 ? [lindex $argv 0] : 1}]

# xorshift32, fixed seed
set rng 2463534242
proc rand {n} {
    global rng
    set x $rng
    set x [expr {($x ^ ($x << 13)) & 0xffffffff}]
    set x [expr {$x ^ ($x >> 17)}]
    set x [expr {($x ^ ($x << 5)) & 0xffffffff}]
    set rng $x
    return [expr {$x % $n}]
}

# --- sieve -------------------------------------------------------------------------------------
proc sieve {n} {
    set is [lrepeat [expr {$n + 1}] 1]
    lset is 0 0; lset is 1 0
    for {set i 2} {$i * $i <= $n} {incr i} {
        if {[lindex $is $i]} {
            for {set j [expr {$i * $i}]} {$j <= $n} {incr j $i} { lset is $j 0 }
        }
    }
    set primes {}
    set i 0
    foreach f $is { if {$f} { lappend primes $i }; incr i }
    return $primes
}
set p [sieve [expr {20000 * $scale}]]
puts "primes: [llength $p], last [lindex $p end]"

# --- N-queens ---------------------------------------------------------------------------------
proc queens {n} {
    set count 0
    set cols {}
    queens_place $n 0 {} count
    return $count
}
proc queens_place {n row placed countVar} {
    upvar 1 $countVar count
    if {$row == $n} { incr count; return }
    for {set c 0} {$c < $n} {incr c} {
        set ok 1
        set r 0
        foreach pc $placed {
            if {$pc == $c || abs($pc - $c) == $row - $r} { set ok 0; break }
            incr r
        }
        if {$ok} { queens_place $n [expr {$row + 1}] [linsert $placed end $c] count }
    }
}
foreach n {4 5 6 7} { lappend qs [queens $n] }
lappend qs [queens [expr {$scale > 2 ? 8 : 7}]]
puts "queens: $qs"

# --- sudoku (backtracking over a flat list) ------------------------------------------------------
proc sudoku_ok {g pos v} {
    set r [expr {$pos / 9}]; set c [expr {$pos % 9}]
    for {set i 0} {$i < 9} {incr i} {
        if {[lindex $g [expr {$r * 9 + $i}]] == $v} { return 0 }
        if {[lindex $g [expr {$i * 9 + $c}]] == $v} { return 0 }
    }
    set br [expr {$r / 3 * 3}]; set bc [expr {$c / 3 * 3}]
    for {set i 0} {$i < 3} {incr i} {
        for {set j 0} {$j < 3} {incr j} {
            if {[lindex $g [expr {($br + $i) * 9 + $bc + $j}]] == $v} { return 0 }
        }
    }
    return 1
}
proc sudoku_solve {gVar} {
    upvar 1 $gVar g
    set pos [lsearch -exact $g 0]
    if {$pos < 0} { return 1 }
    for {set v 1} {$v <= 9} {incr v} {
        if {[sudoku_ok $g $pos $v]} {
            lset g $pos $v
            if {[sudoku_solve g]} { return 1 }
            lset g $pos 0
        }
    }
    return 0
}
set puzzle [string map {. 0} [split "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" ""]]
set g $puzzle
sudoku_solve g
puts "sudoku: [join [lrange $g 0 8] {}] ... [join [lrange $g 72 80] {}]"

# --- dynamic programming --------------------------------------------------------------------------
proc editdist {a b} {
    set la [string length $a]; set lb [string length $b]
    set prev {}
    for {set j 0} {$j <= $lb} {incr j} { lappend prev $j }
    for {set i 1} {$i <= $la} {incr i} {
        set cur [list $i]
        set ca [string index $a [expr {$i - 1}]]
        for {set j 1} {$j <= $lb} {incr j} {
            set cost [expr {$ca eq [string index $b [expr {$j - 1}]] ? 0 : 1}]
            set v [expr {min([lindex $prev $j] + 1, [lindex $cur end] + 1, [lindex $prev [expr {$j - 1}]] + $cost)}]
            lappend cur $v
        }
        set prev $cur
    }
    return [lindex $prev end]
}
proc lcs {a b} {
    set la [string length $a]; set lb [string length $b]
    array set L {}
    for {set i 0} {$i <= $la} {incr i} { set L($i,0) 0 }
    for {set j 0} {$j <= $lb} {incr j} { set L(0,$j) 0 }
    for {set i 1} {$i <= $la} {incr i} {
        for {set j 1} {$j <= $lb} {incr j} {
            if {[string index $a $i-1] eq [string index $b $j-1]} {
                set L($i,$j) [expr {$L([expr {$i-1}],[expr {$j-1}]) + 1}]
            } else {
                set L($i,$j) [expr {max($L([expr {$i-1}],$j), $L($i,[expr {$j-1}]))}]
            }
        }
    }
    # walk back
    set out ""
    set i $la; set j $lb
    while {$i > 0 && $j > 0} {
        if {[string index $a $i-1] eq [string index $b $j-1]} {
            set out [string index $a $i-1]$out; incr i -1; incr j -1
        } elseif {$L([expr {$i-1}],$j) >= $L($i,[expr {$j-1}])} { incr i -1 } else { incr j -1 }
    }
    return $out
}
set words {kitten sitting saturday sunday intention execution algorithm altruistic tcl tk}
set dsum 0
foreach a $words { foreach b $words { incr dsum [editdist $a $b] } }
puts "edit distance sum: $dsum"
set s1 ""; set s2 ""
for {set i 0} {$i < 60 * $scale} {incr i} { append s1 [string index "ACGT" [rand 4]]; append s2 [string index "ACGT" [rand 4]] }
puts "lcs length: [string length [lcs $s1 $s2]]"

# --- Dijkstra over a random graph -----------------------------------------------------------------
set N [expr {150 * $scale}]
set graph [dict create]
for {set i 0} {$i < $N} {incr i} {
    for {set k 0} {$k < 4} {incr k} {
        set j [rand $N]
        if {$j != $i} { dict set graph $i $j [expr {1 + [rand 20]}] }
    }
    if {$i + 1 < $N} { dict set graph $i [expr {$i + 1}] 25 }
}
proc dijkstra {graph src} {
    set dist [dict create $src 0]
    set done [dict create]
    set frontier [list [list 0 $src]]
    while {[llength $frontier]} {
        set frontier [lsort -integer -index 0 $frontier]
        lassign [lindex $frontier 0] d u
        set frontier [lrange $frontier 1 end]
        if {[dict exists $done $u]} continue
        dict set done $u 1
        if {![dict exists $graph $u]} continue
        dict for {v w} [dict get $graph $u] {
            set nd [expr {$d + $w}]
            if {![dict exists $dist $v] || $nd < [dict get $dist $v]} {
                dict set dist $v $nd
                lappend frontier [list $nd $v]
            }
        }
    }
    return $dist
}
set dist [dijkstra $graph 0]
set far 0
dict for {k v} $dist { if {$v > $far} { set far $v } }
puts "dijkstra: reached [dict size $dist] of $N, farthest $far"

# --- sorting ------------------------------------------------------------------------------------
proc msort {l} {
    if {[llength $l] <= 1} { return $l }
    set m [expr {[llength $l] / 2}]
    set a [msort [lrange $l 0 $m-1]]
    set b [msort [lrange $l $m end]]
    set out {}
    set i 0; set j 0
    set na [llength $a]; set nb [llength $b]
    while {$i < $na && $j < $nb} {
        if {[lindex $a $i] <= [lindex $b $j]} { lappend out [lindex $a $i]; incr i } else { lappend out [lindex $b $j]; incr j }
    }
    return [concat $out [lrange $a $i end] [lrange $b $j end]]
}
proc qsort {l} {
    if {[llength $l] <= 1} { return $l }
    set pivot [lindex $l [expr {[llength $l] / 2}]]
    set lo {}; set eq {}; set hi {}
    foreach x $l {
        if {$x < $pivot} { lappend lo $x } elseif {$x == $pivot} { lappend eq $x } else { lappend hi $x }
    }
    return [concat [qsort $lo] $eq [qsort $hi]]
}
set data {}
for {set i 0} {$i < 1500 * $scale} {incr i} { lappend data [rand 100000] }
set ref [lsort -integer $data]
puts "msort ok: [expr {[msort $data] eq $ref}] qsort ok: [expr {[qsort $data] eq $ref}]"

# --- matrices ------------------------------------------------------------------------------------
proc matmul {A B} {
    set n [llength $A]; set m [llength [lindex $B 0]]; set k [llength $B]
    set C {}
    foreach row $A {
        set crow {}
        for {set j 0} {$j < $m} {incr j} {
            set s 0
            for {set t 0} {$t < $k} {incr t} { set s [expr {$s + [lindex $row $t] * [lindex $B $t $j]}] }
            lappend crow $s
        }
        lappend C $crow
    }
    return $C
}
set n [expr {12 + 4 * $scale}]
set A {}; set B {}
for {set i 0} {$i < $n} {incr i} {
    set ra {}; set rb {}
    for {set j 0} {$j < $n} {incr j} { lappend ra [expr {[rand 19] - 9}]; lappend rb [expr {([rand 1000] - 500) / 100.0}] }
    lappend A $ra; lappend B $rb
}
set C [matmul $A $B]
set tr 0
for {set i 0} {$i < $n} {incr i} { set tr [expr {$tr + [lindex $C $i $i]}] }
puts "matrix trace: [format %.2f $tr]"

# --- bignums --------------------------------------------------------------------------------------
proc fib {n} { lassign {0 1} a b; for {set i 0} {$i < $n} {incr i} { lassign [list $b [expr {$a + $b}]] a b }; return $a }
set f [fib [expr {500 * $scale}]]
puts "fib digits: [string length $f]"
proc powmod {b e m} {
    set r 1
    set b [expr {$b % $m}]
    while {$e > 0} {
        if {$e & 1} { set r [expr {$r * $b % $m}] }
        set e [expr {$e >> 1}]
        set b [expr {$b * $b % $m}]
    }
    return $r
}
set M [expr {2 ** 127 - 1}]
puts "powmod: [powmod 3 [expr {$M - 1}] $M]"
proc is_probable_prime {n} {
    if {$n < 2} { return 0 }
    foreach p {2 3 5 7 11 13 17 19 23 29 31 37} { if {$n % $p == 0} { return [expr {$n == $p}] } }
    set d [expr {$n - 1}]; set s 0
    while {$d % 2 == 0} { set d [expr {$d / 2}]; incr s }
    foreach a {2 3 5 7 11 13} {
        set x [powmod $a $d $n]
        if {$x == 1 || $x == $n - 1} continue
        set comp 1
        for {set r 1} {$r < $s} {incr r} {
            set x [expr {$x * $x % $n}]
            if {$x == $n - 1} { set comp 0; break }
        }
        if {$comp} { return 0 }
    }
    return 1
}
set cnt 0
for {set k 0} {$k < 40 * $scale} {incr k} {
    if {[is_probable_prime [expr {2 ** 61 + 2 * $k + 1}]]} { incr cnt }
}
puts "probable primes near 2^61: $cnt"
# pi digits with a spigot on bignums (Machin)
proc arctan_inv {x digits} {
    set unity [expr {10 ** ($digits + 10)}]
    set sum [expr {$unity / $x}]
    set term $sum
    set x2 [expr {$x * $x}]
    set n 3; set sign -1
    while {$term != 0} {
        set term [expr {$term / $x2}]
        set sum [expr {$sum + $sign * ($term / $n)}]
        set sign [expr {-$sign}]
        incr n 2
    }
    return $sum
}
set digits [expr {150 * $scale}]
set pi [expr {(16 * [arctan_inv 5 $digits] - 4 * [arctan_inv 239 $digits]) / 10 ** 10}]
puts "pi: [string range $pi 0 29]..."

# --- string building ----------------------------------------------------------------------------
set sb ""
for {set i 0} {$i < 3000 * $scale} {incr i} { append sb [format "%04x" [rand 65536]] }
set hist [dict create]
foreach c [split $sb ""] { dict incr hist $c }
puts "hex histogram: [lrange [lsort -stride 2 -index 1 -integer -decreasing $hist] 0 5]"
set rle ""
set prev ""; set run 0
foreach c [split [string range $sb 0 5000] ""] {
    if {$c eq $prev} { incr run } else { if {$run} { append rle $run$prev }; set prev $c; set run 1 }
}
puts "rle length: [string length $rle]"

# --- a stack machine -------------------------------------------------------------------------------
proc run_vm {prog} {
    set stack {}
    set pc 0
    set steps 0
    array set vars {}
    set n [llength $prog]
    while {$pc < $n} {
        set ins [lindex $prog $pc]
        incr pc; incr steps
        switch -- [lindex $ins 0] {
            push { lappend stack [lindex $ins 1] }
            load { lappend stack $vars([lindex $ins 1]) }
            store { set vars([lindex $ins 1]) [lindex $stack end]; set stack [lrange $stack 0 end-1] }
            add - sub - mul - mod - lt {
                set b [lindex $stack end]; set a [lindex $stack end-1]
                set stack [lrange $stack 0 end-2]
                switch [lindex $ins 0] {
                    add { lappend stack [expr {$a + $b}] }
                    sub { lappend stack [expr {$a - $b}] }
                    mul { lappend stack [expr {$a * $b}] }
                    mod { lappend stack [expr {$a % $b}] }
                    lt { lappend stack [expr {$a < $b}] }
                }
            }
            jz { set v [lindex $stack end]; set stack [lrange $stack 0 end-1]; if {!$v} { set pc [lindex $ins 1] } }
            jmp { set pc [lindex $ins 1] }
            default { error "bad instruction $ins" }
        }
    }
    return [list $vars(acc) $steps]
}
# acc = sum of i*i mod 7 for i < limit
set prog {
    {push 0} {store acc} {push 0} {store i}
    {load i} {push LIMIT} {lt} {jz 21}
    {load acc} {load i} {load i} {mul} {push 7} {mod} {add} {store acc}
    {load i} {push 1} {add} {store i} {jmp 4}
}
set prog [string map [list LIMIT [expr {2000 * $scale}]] $prog]
puts "vm: [run_vm $prog]"
