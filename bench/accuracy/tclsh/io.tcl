# Tcl's I/O and event side: file system commands and glob over a generated tree, channel
# options (buffering, translation, encodings, seek/tell, eof), fcopy (sync and async), pipes
# to external commands (exec, open |), chan pipe, a reflected channel and a channel
# transform, zlib channel stacking, a localhost socket server and client driven by
# fileevent/vwait, after timers and idle callbacks, clock arithmetic across time zones, and
# msgcat catalogs.
# usage: tclsh io.tcl WORKDIR ROUNDS
lassign $argv work rounds
file delete -force $work
file mkdir $work
cd $work

# --- file system ----------------------------------------------------------------------------------
proc mktree {dir depth} {
    file mkdir $dir
    for {set i 0} {$i < 4} {incr i} {
        set f [open [file join $dir "file$i.txt"] w]
        puts $f [string repeat "line $i of $dir\n" [expr {$i * 3 + 1}]]
        close $f
    }
    set f [open [file join $dir data.bin] wb]
    puts -nonewline $f [binary format c* {0 1 2 3 254 255}]
    close $f
    if {$depth > 0} { mktree [file join $dir sub] [expr {$depth - 1}]; mktree [file join $dir "other dir"] [expr {$depth - 1}] }
}
mktree tree 3
proc walk {dir} {
    set out {}
    foreach f [lsort [glob -nocomplain -directory $dir *]] {
        if {[file isdirectory $f]} { lappend out {*}[walk $f] } else { lappend out $f }
    }
    return $out
}
set all [walk tree]
set total 0
foreach f $all { incr total [file size $f] }
puts "files [llength $all] bytes $total"
puts "txt: [llength [glob -directory tree -types f *.txt]] dirs: [llength [glob -directory tree -types d *]] deep: [llength [glob tree/*/*/*.bin]]"
puts "braces: [llength [glob -nocomplain tree/{sub,other?dir}/file\[12\].txt]]"
set p [file join tree sub "other dir" file1.txt]
puts "parts: [file dirname $p] | [file tail $p] | [file rootname $p] | [file extension $p] | [file split $p]"
puts "join: [file join a b /abs c] norm: [file tail [file normalize ./tree/../tree/sub]] type: [file type tree] [file pathtype $p]"
file stat $p st
puts "stat: size $st(size) type $st(type) nlink $st(nlink)"
file copy -force tree tree-copy
file rename tree-copy/file0.txt tree-copy/renamed.txt
file delete tree-copy/file1.txt
file mkdir tree-copy/new/deeper
puts "copy: [llength [walk tree-copy]] exists [file exists tree-copy/renamed.txt] [file exists tree-copy/file1.txt]"
file attributes tree-copy/renamed.txt -permissions 0640
puts "perms: [file attributes tree-copy/renamed.txt -permissions] readable [file readable tree-copy/renamed.txt] exec [file executable tree-copy/renamed.txt]"
file mtime tree-copy/renamed.txt 1000000000
puts "mtime: [file mtime tree-copy/renamed.txt] newer [file isfile tree-copy/renamed.txt]"
file link -symbolic link.txt tree/file2.txt
puts "link: [file type link.txt] -> [file readlink link.txt] [file size link.txt]"
file delete -force tree-copy link.txt
puts "after delete: [file exists tree-copy]"
set tmpf [file tempfile tmpname]
puts $tmpf "temporary"; close $tmpf
puts "tempfile: [file size $tmpname]"; file delete $tmpname

# --- channels --------------------------------------------------------------------------------------
set f [open chan.txt w+]
fconfigure $f -buffering line -translation crlf
for {set i 0} {$i < 200} {incr i} { puts $f "record $i [string repeat x [expr {$i % 17}]]" }
flush $f
set size [tell $f]
seek $f 0
fconfigure $f -translation auto
set n 0
while {[gets $f line] >= 0} { incr n }
puts "chan: size $size lines $n eof [eof $f]"
seek $f -20 end
puts "tail: [string trim [read $f]]"
seek $f 100 start
seek $f 10 current
puts "tell: [tell $f] conf: [fconfigure $f -buffering] [fconfigure $f -translation]"
close $f
set f [open chan.txt r]
fconfigure $f -buffersize 64 -encoding ascii
set chunks 0
while {![eof $f]} { read $f 97; incr chunks }
close $f
puts "chunks: $chunks"
set f [open chan.txt a]
puts -nonewline $f "appended"
close $f
set f [open chan.txt {RDONLY}]
set data [read $f]
close $f
puts "append: [string range $data end-7 end] [string length $data]"
# fcopy: synchronous and asynchronous with a -command callback
set in [open chan.txt r]; set out [open copy.txt w]
set copied [fcopy $in $out -size 1000]
close $in; close $out
puts "fcopy: $copied"
proc copydone {in out bytes {err {}}} { close $in; close $out; set ::copydone $bytes }
set in [open chan.txt r]; set out [open copy2.txt w]
fconfigure $in -translation binary; fconfigure $out -translation binary
fcopy $in $out -command [list copydone $in $out]
vwait ::copydone
puts "async fcopy: $::copydone [expr {[file size copy2.txt] == [file size chan.txt]}]"

# --- external programs ----------------------------------------------------------------------------
puts "exec: [exec echo hello world]"
puts "pipe: [exec printf "c\\nb\\na\\n" | sort | head -2]"
catch {exec sh -c {echo err >&2; exit 3}} msg opts
puts "exec error: [dict get $opts -errorcode]"
puts "exec stderr: [exec sh -c {echo to-stderr >&2; echo out} 2>@1]"
set p [open "|sort -r" r+]
puts $p "alpha\nbeta\ngamma"
flush $p
chan close $p write
puts "open pipe: [read $p]"
close $p
set p [open "|cat" r+]
fconfigure $p -buffering line
set echoed {}
for {set i 0} {$i < 20} {incr i} { puts $p "ping $i"; gets $p l; lappend echoed [lindex $l 1] }
close $p
puts "cat echo: [llength $echoed]"
exec sh -c {printf 'x\ny\n' > redir.txt}
puts "redirect: [exec cat < redir.txt] [exec wc -c << "stdin data"]"
lassign [chan pipe] rd wr
puts $wr "through chan pipe"
close $wr
puts "chan pipe: [gets $rd]"
close $rd

# --- reflected channel and transform ----------------------------------------------------------------
namespace eval memchan {
    variable buf; variable pos
    proc handler {cmd chan args} {
        variable buf; variable pos
        switch -- $cmd {
            initialize { set buf($chan) ""; set pos($chan) 0; return {initialize finalize watch read write} }
            finalize { unset buf($chan) pos($chan) }
            watch {}
            write { append buf($chan) [lindex $args 0]; return [string length [lindex $args 0]] }
            read {
                set n [lindex $args 0]
                set r [string range $buf($chan) $pos($chan) [expr {$pos($chan) + $n - 1}]]
                incr pos($chan) [string length $r]
                return $r
            }
        }
    }
}
set mc [chan create {read write} memchan::handler]
fconfigure $mc -buffering none -translation binary
puts -nonewline $mc "hello reflected world"
puts "refchan: [read $mc 5] [read $mc]"
close $mc
namespace eval rot13 {
    proc xform {cmd chan args} {
        switch -- $cmd {
            initialize { return {initialize finalize read write} }
            finalize {}
            read - write { return [string map {a n b o c p d q e r f s g t h u i v j w k x l y m z n a o b p c q d r e s f t g u h v i w j x k y l z m} [lindex $args 0]] }
        }
    }
}
set f [open rot.txt w]
chan push $f rot13::xform
puts $f "secret message"
close $f
set f [open rot.txt r]
set raw [read $f]
close $f
set f [open rot.txt r]
chan push $f rot13::xform
puts "transform: [string trim $raw] -> [string trim [read $f]]"
close $f
set f [open z.gz wb]
zlib push gzip $f -level 6
puts -nonewline $f [string repeat "compress me " 500]
close $f
set f [open z.gz rb]
zlib push gunzip $f
set back [read $f]
close $f
puts "zlib channel: [file size z.gz] -> [string length $back]"

# --- sockets and events ------------------------------------------------------------------------------
set served 0
proc accept {chan addr port} {
    fconfigure $chan -buffering line -blocking 0
    fileevent $chan readable [list serve $chan]
}
proc serve {chan} {
    if {[gets $chan line] < 0} {
        if {[eof $chan]} { close $chan }
        return
    }
    incr ::served
    switch -glob -- $line {
        "ADD *" { puts $chan [tcl::mathop::+ {*}[lrange $line 1 end]] }
        "UPPER *" { puts $chan [string toupper [string range $line 6 end]] }
        "QUIT" { puts $chan bye; close $chan }
        default { puts $chan "ERR unknown" }
    }
}
set server [socket -server accept -myaddr 127.0.0.1 0]
set port [lindex [fconfigure $server -sockname] 2]
set replies {}
proc client_read {s} {
    if {[gets $s line] >= 0} { lappend ::replies $line }
    if {[eof $s] || $line eq "bye"} { close $s; set ::clientdone 1 }
}
for {set r 0} {$r < $rounds} {incr r} {
    set s [socket 127.0.0.1 $port]
    fconfigure $s -buffering line -blocking 0
    fileevent $s readable [list client_read $s]
    puts $s "ADD 1 2 3 $r"
    puts $s "UPPER hello $r"
    puts $s "NOPE"
    puts $s "QUIT"
    vwait ::clientdone
}
close $server
puts "socket: served $served replies [llength $replies] first [lrange $replies 0 3]"

# --- timers and idle callbacks -------------------------------------------------------------------------
set ticks {}
for {set i 5} {$i > 0} {incr i -1} { after [expr {$i * 2}] [list lappend ticks $i] }
after idle { lappend ticks idle }
set cancel [after 1000 { lappend ticks never }]
after cancel $cancel
after 30 { set ::timersdone 1 }
vwait ::timersdone
puts "timers: $ticks pending [llength [after info]]"
set count 0
proc repeat {} { if {[incr ::count] < 25} { after 0 repeat } else { set ::repeatdone 1 } }
after 0 repeat
vwait ::repeatdone
puts "rescheduled: $count"
update
update idletasks

# --- clock --------------------------------------------------------------------------------------------
set base [clock scan "2021-03-27 12:00:00" -format "%Y-%m-%d %H:%M:%S" -timezone :Europe/Berlin]
foreach tz {:UTC :Europe/Berlin :America/New_York :Asia/Tokyo :Australia/Sydney} {
    lappend zones "[string trimleft $tz :]=[clock format $base -format {%H:%M %Z} -timezone $tz]"
}
puts "zones: $zones"
set t $base
foreach {n unit} {1 day 1 day 1 week 1 month 1 year -3 hours 90 minutes} {
    set t [clock add $t $n $unit -timezone :Europe/Berlin]
    lappend steps [clock format $t -format {%Y-%m-%d %H:%M} -timezone :Europe/Berlin]
}
puts "clock add: $steps"
foreach fmt {"%Y-%m-%dT%H:%M:%S" "%a %b %d %Y" "%D %r" "%G-W%V-%u" "%s" "%J" "%Ec" "%Q"} {
    lappend fmts [clock format $base -format $fmt -gmt 1]
}
puts "formats: $fmts"
foreach str {"2020-02-29" "July 4, 1976" "1999-12-31 23:59:59" "tomorrow" "next monday"} {
    if {[catch {clock scan $str -base 1600000000 -gmt 1} v]} { set v ERR }
    lappend scans $v
}
puts "scans: $scans"
puts "clock units: [expr {[clock milliseconds] > 0}] [expr {[clock microseconds] > 0}] [expr {[clock clicks] != 0}]"

# --- msgcat ------------------------------------------------------------------------------------------
package require msgcat
namespace eval app {
    namespace import ::msgcat::mc
    ::msgcat::mcset en greeting "Hello %s"
    ::msgcat::mcset de greeting "Hallo %s"
    ::msgcat::mcset fr greeting "Bonjour %s"
    ::msgcat::mcset en items "%d items"
    ::msgcat::mcset de items "%d Dinge"
    foreach loc {en de fr en_US de_AT} {
        ::msgcat::mclocale $loc
        lappend ::greets [mc greeting World] [mc items 3] [mc untranslated]
    }
    ::msgcat::mclocale en
}
puts "msgcat: $greets"
cd ..
