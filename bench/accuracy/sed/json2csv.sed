# JSON lines to CSV: id,name,age,city,score,active,tags,manager,zip,note. Tags are joined with
# ';', absent keys give empty fields, a null note is counted in a trailing column.
1i id,name,age,city,score,active,tags,manager,zip,note
/^{/!d
s/^{"id": \([0-9]*\), "name": "\([^"]*\)", "age": \([0-9]*\), "city": "\([^"]*\)", "score": \([0-9.]*\), "active": \(true\|false\), "tags": \[\([^]]*\)\]/\1,"\2",\3,\4,\5,\6,[\7]\n/
T bad
# Tags: drop the quotes, separate with ';'.
:tags
s/\[\([^]]*\)"\([^]"]*\)"\(, \)\{0,1\}/[\1\2;/
t tags
s/;\]/]/
s/\[\([^]]*\)\]/\1/
# The optional members after the newline (first clear t's flag).
t clear
:clear
s/\n\(.*\)"manager": \([0-9]*\)/,\2\n\1/
t mgr
s/\n/,\n/
:mgr
t clear2
:clear2
s/\n\(.*\)"zip": "\([0-9]*\)"/,\2\n\1/
t zip
s/\n/,\n/
:zip
s/\n.*"note": null.*/,null/
s/\n.*/,/
b
:bad
s/^/# unparsed: /
