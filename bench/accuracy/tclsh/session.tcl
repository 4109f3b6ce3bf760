# Commands typed at tclsh on stdin: one command at a time, multi-line commands, errors
# reported without ending the session, history, and the interactive helpers.
set tcl_interactive 1
set x 10
puts "x is $x"
proc greet {who} {
    return "hello, $who"
}
puts [greet tclsh]
expr {$x / 0}
puts "still here after an error"
undefined_command with args
info exists x
array set colors {red #f00 green #0f0 blue #00f}
parray colors
set l [list a b c]; lappend l d
foreach item $l {
    puts -nonewline "$item "
}
puts ""
history add {set y 5} exec
history info
history event -1
catch {history redo 1}
set unbalanced "{"
string length $unbalanced
if {$x > 5} {
    puts "multi-line if"
} else {
    puts "no"
}
pwd
clock format 0 -format %Y -gmt 1
auto_execok ls
info script
set errorInfo ""
incr x notanumber
puts $errorInfo
exit 0
