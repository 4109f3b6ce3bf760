# Orders CSV to TSV: quoted fields may hold commas ("Last, First" names become
# "First Last"), dates lose their dashes, statuses are upper-cased; comment and blank
# lines go, and the header is upper-cased.
/^#/d
/^$/d
1{
  s/,/\t/g
  s/.*/\U&/
  b
}
# Commas inside quotes become \x1f until the fields are split.
:quoted
s/^\(\([^"]*"[^"]*"\)*[^"]*"[^",]*\),/\1\x1f/
t quoted
s/"\([^",]*\)\x1f \([^"]*\)"/\2 \1/
s/,/\t/g
s/\x1f/,/g
s/\t\(20[0-9][0-9]\)-\([0-9][0-9]\)-\([0-9][0-9]\)\t/\t\1\2\3\t/
s/\t\(paid\|open\|refunded\|void\)\t/\t\U\1\E\t/
s/"//g
