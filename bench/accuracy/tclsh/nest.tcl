# Runs tclsh again (info nameofexecutable) with a script on stdin, writes a small library
# and sources it, and reports argv0/argv.
# usage: tclsh nest.tcl TMPDIR ARGS...
# The nested run's stderr goes to ours (2>@ stderr): an instrumented tclsh's profile runtime
# may warn there (value-profile counters full, depending on which pooled profile file the
# process lands in), and exec would take any stderr output as a failure.
set dir [lindex $argv 0]
set out [exec [info nameofexecutable] << {puts [expr {6 * 7}]; puts [string reverse abc]} 2>@ stderr]
if {$out ne "42\ncba"} { puts stderr "nested tclsh said: $out"; exit 1 }
set f [open [file join $dir lib.tcl] w]
puts $f {proc twice {x} { expr {2 * $x} }}
puts $f {set loaded [info script]}
close $f
source [file join $dir lib.tcl]
if {[twice 21] != 42 || [file tail $loaded] ne "lib.tcl"} { exit 1 }
puts "[file tail $argv0] [llength $argv] [lrange $argv 1 end]"
