# Strips C comments: /* ... */ (also across lines, gathered with N) and // to the end of a
# line outside string literals; then trailing blanks, and lines left empty by a comment.
/\/[*/]/!{
  s/[ \t]*$//
  b
}
:again
# Hide string literals, so comment markers inside them survive.
s/"\(\([^"\\]\|\\.\)*\)\/\(\([^"\\]\|\\.\)*\)"/"\1\x01\3"/g
t again
:block
s/\/\*\([^*]\|\*\+[^*/]\)*\*\+\///
t block
/\/\*/{
  $b end
  N
  b again
}
s/\/\/.*$//
:end
y/\x01/\//
s/[ \t]*$//
/^$/d
