# Reverses the characters of each line: a newline marks how far it got; the first
# character still in front of the mark moves to just behind it.
s/$/\n/
:rev
s/^\([^\n]\)\([^\n]*\n\)/\2\1/
t rev
s/^\n//
