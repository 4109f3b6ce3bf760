# Data processing in Tcl over the shared inputs: word statistics of prose (split, regexp,
# dicts, lsort), a recursive-descent JSON parser over JSON lines with aggregation, an
# indentation-driven YAML reader, CSV written and read back with quoting, a report through
# format, binary scanning of raw bytes, zlib and encodings round trips, and files written in
# several encodings and translations.
# usage: tclsh data.tcl TEXT JSONLINES YAML BINARY OUTDIR NLINES
lassign $argv textfile jsonfile yamlfile binfile outdir nlines
file mkdir $outdir

proc read_lines {path n} {
    set f [open $path r]
    fconfigure $f -encoding utf-8 -translation auto
    set out {}
    while {[llength $out] < $n && [gets $f line] >= 0} { lappend out $line }
    close $f
    return $out
}

# --- word statistics --------------------------------------------------------------------------
set lines [read_lines $textfile $nlines]
set freq [dict create]
set lengths [dict create]
set sentences 0
set caps 0
foreach line $lines {
    incr sentences [regexp -all {[.!?](\s|$)} $line]
    foreach w [regexp -all -inline {[A-Za-z]+} $line] {
        if {[string is upper [string index $w 0]]} { incr caps }
        set lw [string tolower $w]
        dict incr freq $lw
        dict incr lengths [string length $lw]
    }
}
set top [lrange [lsort -stride 2 -index 1 -integer -decreasing $freq] 0 19]
puts "distinct words: [dict size $freq], sentences $sentences, capitalised $caps"
foreach {w c} $top { puts [format "  %-14s %6d %s" $w $c [string repeat * [expr {$c * 40 / [lindex $top 1]}]]] }
dict for {len c} [lsort -stride 2 -integer -index 0 $lengths] { append lenline "$len:$c " }
puts "lengths: $lenline"
# bigrams of word initials
set bi [dict create]
foreach line [lrange $lines 0 [expr {$nlines / 4}]] {
    set ws [regexp -all -inline {[a-z]+} [string tolower $line]]
    for {set i 1} {$i < [llength $ws]} {incr i} {
        dict incr bi "[string index [lindex $ws $i-1] 0][string index [lindex $ws $i] 0]"
    }
}
puts "initial bigrams: [dict size $bi]"

# --- JSON parser ---------------------------------------------------------------------------------
namespace eval json {
    variable s; variable i
    proc parse {text} {
        variable s $text; variable i 0
        set v [value]
        ws
        if {$i != [string length $s]} { error "trailing garbage at $i" }
        return $v
    }
    proc ws {} {
        variable s; variable i
        while {[string is space -strict [string index $s $i]]} { incr i }
    }
    proc value {} {
        variable s; variable i
        ws
        set c [string index $s $i]
        switch -- $c {
            "\{" { return [object] }
            "\[" { return [array] }
            "\"" { return [str] }
            t { expect true; return true }
            f { expect false; return false }
            n { expect null; return null }
            default {
                if {[regexp -start $i -- {\A-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?} $s num]} {
                    incr i [string length $num]
                    return $num
                }
                error "unexpected '$c' at $i"
            }
        }
    }
    proc expect {word} {
        variable s; variable i
        if {[string range $s $i [expr {$i + [string length $word] - 1}]] ne $word} { error "expected $word at $i" }
        incr i [string length $word]
    }
    proc str {} {
        variable s; variable i
        incr i
        set out ""
        while 1 {
            set c [string index $s $i]
            if {$c eq ""} { error "unterminated string" }
            incr i
            if {$c eq "\""} break
            if {$c eq "\\"} {
                set e [string index $s $i]; incr i
                switch -- $e {
                    n { append out \n } t { append out \t } r { append out \r } b { append out \b } f { append out \f }
                    u { append out [format %c [scan [string range $s $i [expr {$i + 3}]] %x]]; incr i 4 }
                    default { append out $e }
                }
            } else { append out $c }
        }
        return $out
    }
    proc object {} {
        variable s; variable i
        incr i
        set d [dict create]
        ws
        if {[string index $s $i] eq "\}"} { incr i; return $d }
        while 1 {
            ws
            set k [str]
            ws
            if {[string index $s $i] ne ":"} { error "expected : at $i" }
            incr i
            dict set d $k [value]
            ws
            set c [string index $s $i]; incr i
            if {$c eq "\}"} { return $d }
            if {$c ne ","} { error "expected , or \} at $i" }
        }
    }
    proc array {} {
        variable s; variable i
        incr i
        set l {}
        ws
        if {[string index $s $i] eq "\]"} { incr i; return $l }
        while 1 {
            lappend l [value]
            ws
            set c [string index $s $i]; incr i
            if {$c eq "\]"} { return $l }
            if {$c ne ","} { error "expected , or \] at $i" }
        }
    }
}
set recs [read_lines $jsonfile $nlines]
set bycity [dict create]
set ages {}
set nactive 0
set tagcount [dict create]
set scoresum 0.0
foreach line $recs {
    set r [json::parse $line]
    dict with r {
        dict lappend bycity $city $id
        lappend ages $age
        if {$active} { incr ::nactive }
        set scoresum [expr {$scoresum + $score}]
        foreach t $tags { dict incr tagcount $t }
    }
}
set n [llength $recs]
set ages [lsort -integer $ages]
puts "json records: $n, cities [dict size $bycity], active $nactive"
puts [format "age min %d median %d max %d, mean score %.3f" [lindex $ages 0] [lindex $ages [expr {$n / 2}]] [lindex $ages end] [expr {$scoresum / $n}]]
puts "top tags: [lrange [lsort -stride 2 -index 1 -integer -decreasing $tagcount] 0 9]"
set big [lindex [lsort -stride 2 -command {apply {{a b} {expr {[llength $b] - [llength $a]}}}} -index 1 $bycity] 0]
puts "biggest city: $big ([llength [dict get $bycity $big]] records)"
foreach bad {{"a": 1} {[1, 2,]} {"unterminated} {{"k" 1}} {tru}} {
    if {[catch {json::parse $bad} err]} { lappend errs [lindex [split $err] 0] }
}
puts "json errors: $errs"
puts "json nested: [json::parse {{"a": [1, {"b": "x\u0041\n"}, [], {}], "c": null, "d": -1.5e3}}]"

# --- YAML (indentation-driven subset) ------------------------------------------------------------
set ylines [read_lines $yamlfile [expr {$nlines * 4}]]
set people 0
set anchors 0
set merged 0
set keys [dict create]
set depths [dict create]
set batches 0
foreach line $ylines {
    if {[regexp {^\s*(#.*)?$} $line]} continue
    if {$line eq "---"} { incr batches; continue }
    regexp {^( *)(- )?(.*)$} $line -> indent dash rest
    dict incr depths [string length $indent]
    if {$dash ne "" && [string match "id:*" $rest]} { incr people }
    if {[regexp {^([\w<]+):\s*(.*)$} $rest -> k v]} {
        dict incr keys $k
        if {[string match "&*" $v]} { incr anchors }
        if {$k eq "<<"} { incr merged }
    }
}
puts "yaml: batches $batches people $people anchors $anchors merges $merged keys [lsort [dict keys $keys]]"
puts "yaml depths: [lsort -integer -stride 2 -index 0 $depths]"

# --- CSV out and back in -----------------------------------------------------------------------
proc csv_quote {v} {
    if {[regexp {[",\n]} $v]} { return "\"[string map {\" \"\"} $v]\"" }
    return $v
}
proc csv_split {line} {
    set out {}
    set field ""
    set inq 0
    foreach c [split $line ""] {
        switch $inq {
            1 { if {$c eq "\""} { set inq 2 } else { append field $c } }
            2 {
                # a quote inside quotes: doubled, or the end of the field
                if {$c eq "\""} { append field \"; set inq 1
                } elseif {$c eq ","} { lappend out $field; set field ""; set inq 0
                } else { append field $c; set inq 0 }
            }
            default {
                if {$c eq "\""} { set inq 1
                } elseif {$c eq ","} { lappend out $field; set field ""
                } else { append field $c }
            }
        }
    }
    lappend out $field
    return $out
}
set csv [open [file join $outdir people.csv] w]
puts $csv "id,name,city,note"
set k 0
foreach line [lrange $recs 0 499] {
    set r [json::parse $line]
    set note [lindex {plain "has, comma" {has "quotes"}} [expr {$k % 3}]]
    puts $csv [join [list [dict get $r id] [csv_quote [dict get $r name]] [csv_quote [dict get $r city]] [csv_quote $note]] ,]
    incr k
}
close $csv
set csv [open [file join $outdir people.csv] r]
gets $csv header
set rows 0; set quoted 0
while {[gets $csv line] >= 0} {
    set f [csv_split $line]
    if {[llength $f] != 4} { puts "bad csv row: $line" }
    if {[string match *\"* [lindex $f 3]]} { incr quoted }
    incr rows
}
close $csv
puts "csv rows $rows, quoted notes $quoted"

# --- binary data -----------------------------------------------------------------------------------
set f [open $binfile rb]
set bytes [read $f 200000]
close $f
binary scan $bytes cu* vals
set hist [lrepeat 256 0]
foreach v $vals { lset hist $v [expr {[lindex $hist $v] + 1}] }
set nz 0
foreach h $hist { if {$h} { incr nz } }
binary scan $bytes Iu100 words
set xor 0
foreach w $words { set xor [expr {$xor ^ $w}] }
binary scan $bytes @1000s10 shorts
puts "binary: [string length $bytes] bytes, [expr {$nz}] distinct, xor [format %08x $xor], shorts [lrange $shorts 0 3]"
set packed [binary format "a4 n c3 f d A6 x2 H8" TCL1 123456 {1 2 3} 1.5 2.25 pad deadbeef]
binary scan $packed "a4 n c3 f d A6 x2 H8" m1 m2 m3 m4 m5 m6 m7
puts "packed [string length $packed]: $m1 $m2 $m3 $m4 $m5 $m6 $m7"

# --- zlib and encodings ---------------------------------------------------------------------------
set text [join [lrange $lines 0 999] \n]
foreach {fmt comp decomp} {raw deflate inflate zlib compress decompress gzip gzip gunzip} {
    set z [zlib $comp $text]
    set back [zlib $decomp $z]
    puts "zlib $fmt: [string length $text] -> [string length $z] [expr {$back eq $text ? "ok" : "BAD"}]"
}
set strm [zlib stream deflate -level 9]
foreach line [lrange $lines 0 499] { $strm put "$line\n" }
$strm flush
set z [$strm get]
$strm put -finalize ""
append z [$strm get]
$strm close
puts "zlib stream: [string length $z] bytes, adler [format %08x [zlib adler32 $text]], crc [format %08x [zlib crc32 $text]]"
set uni "na\u00efve caf\u00e9 \u00fcber \u65e5\u672c \u0391\u03b2\u03b3"
foreach enc {utf-8 iso8859-1 iso8859-7 cp1252 shiftjis euc-jp unicode koi8-r} {
    set b [encoding convertto $enc $uni]
    set back [encoding convertfrom $enc $b]
    lappend encs "$enc:[string length $b]:[expr {$back eq $uni}]"
}
puts "encodings: $encs"
foreach {enc trans} {utf-8 lf iso8859-1 crlf utf-8 cr} {
    set path [file join $outdir "enc-$enc-$trans.txt"]
    set f [open $path w]
    fconfigure $f -encoding $enc -translation $trans
    puts $f "caf\u00e9 line one"
    puts -nonewline $f "second\tline\n"
    close $f
    set f [open $path r]
    fconfigure $f -encoding $enc -translation auto
    set got [read $f]
    close $f
    lappend files "$enc/$trans:[file size $path]:[string length $got]"
}
puts "files: $files"
