# Adds one to the number that ends each line, with carries ("n: 1999" -> "n: 2000").
/[0-9]$/!b
# Trailing nines become underscores (zeros once the carry has been placed).
:nines
s/9\(_*\)$/_\1/
t nines
s/8\(_*\)$/9\1/; t done
s/7\(_*\)$/8\1/; t done
s/6\(_*\)$/7\1/; t done
s/5\(_*\)$/6\1/; t done
s/4\(_*\)$/5\1/; t done
s/3\(_*\)$/4\1/; t done
s/2\(_*\)$/3\1/; t done
s/1\(_*\)$/2\1/; t done
s/0\(_*\)$/1\1/; t done
# All nines: a new leading digit.
s/\(_*\)$/1\1/
:done
s/_/0/g
