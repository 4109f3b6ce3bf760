# Rewrites an INI configuration for production: drops comments, normalises `key = value`
# with lower-case keys, tags every key line with its section (kept in the hold space), and
# changes settings section by section.
/^[ \t]*[;#]/d
/^[ \t]*$/d
s/^[ \t]*\([A-Za-z_][A-Za-z0-9_.]*\)[ \t]*=[ \t]*/\L\1\E = /

# A section header: remember it; prefixed sections ([cache.foo]) keep only their base name.
/^\[\([^]]*\)\]$/{
  s//\1/
  h
  s/\..*//
  x
  s/.*/[&]/
  /^\[server\]$/a # managed by sed: do not edit
  b
}

# Per-section settings (the hold space has the section's base name).
x
/^database$/{
  x
  s/^host = localhost$/host = db.internal/
  s/^port = .*/port = 5433/
  s/^\(password = \).\{1,\}/\1********/
  b key
}
/^\(server\|mail\)$/{
  x
  s/^debug = true$/debug = false/
  /^timeout = $/s/$/30/
  b key
}
/^logging$/{
  x
  s/^level = .*/level = warn/
  /^path = /s,= .*/\([^/]*\)$,= /var/log/prod/\1,
  b key
}
x
:key
# Everywhere: empty values get a placeholder, ports must be numbers.
s/^\([a-z_]*\) = $/\1 = (unset)/
/^port = [0-9]*[^0-9]/c port = 0
$a ; end of generated configuration
