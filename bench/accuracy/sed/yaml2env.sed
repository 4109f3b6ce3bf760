# Flattens the records YAML into shell-style assignments, P<batch>_<id>_<KEY>='value'.
# The hold space keeps "batch id"; literal blocks (bio: |) are joined into one value and
# flow mappings (address: {...}) are split into one assignment per key.
/^\(---\|\.\.\.\)$/d
/^batch: /{
  s/^batch: \(.*\)/\1 none/
  h
  d
}
/^  - id: /{
  s/^  - id: //
  x
  s/ .*//
  G
  s/\n/ /
  h
  d
}
/^defaults:/,/^people:$/{
  s/^  \([a-z]*\): \(.*\)/DEFAULT_\U\1\E='\2'/p
  d
}
/^    <<: \*/{
  s/.*/USES_DEFAULTS/
  b assign
}
/^    bio: |$/{
  :bio
  $b bioend
  N
  /\n      [^\n]*$/b bio
  :bioend
  # The line after the block belongs to the next round: push it back with D below.
  s/^    bio: |\(\(\n      [^\n]*\)*\)\(\n.*\)\{0,1\}$/BIO \1\3/
  s/^BIO \n      /BIO /
  :biojoin
  s/^\(BIO [^\n]*\)\n      /\1 /
  t biojoin
  s/^BIO \([^\n]*\)/bio: \1/
  /\n/{
    # Print the joined bio, then restart the cycle on the pushed-back line.
    G
    s/^\([^\n]*\)\n\(.*\)\n\([^ \n]*\) \([^\n]*\)$/P\3_\4_BIO='\1'\n\2/
    s/^\(P[^\n]*\)='bio: /\1='/
    P
    D
  }
}
/^    address: {/{
  s/^    address: {\(.*\)}$/\1, /
  s/["']//g
  G
  s/^\(.*\)\n\([^ ]*\) \(.*\)$/\2 \3 \1/
  :field
  s/^\([^ ]*\) \([^ ]*\) \([a-z]*\): \([^,]*\), \(.*\)/P\1_\2_ADDRESS_\U\3\E='\4'\n\1 \2 \5/
  P
  s/^[^\n]*\n//
  /: /b field
  d
}
# Plain keys; flow lists lose their brackets.
/^    [a-z]*: /!d
s/^    //
s/^\([a-z]*\): \[\(.*\)\]$/\1: \2/
:assign
s/"//g
s/'//g
G
s/^\([a-z]*\): \(.*\)\n\(.*\) \(.*\)$/P\3_\4_\U\1\E='\2'/
s/^USES_DEFAULTS\n\(.*\) \(.*\)$/P\1_\2_DEFAULTS=yes/
