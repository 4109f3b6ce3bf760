divert(-1)
# lib.m4: a small utility library (loops, lists, strings, counters, records).

# forloop(VAR, FROM, TO, TEXT): expand TEXT with VAR bound to FROM..TO.
define(`forloop', `ifelse(eval(`($2) <= ($3)'), `1',
  `pushdef(`$1')_forloop(`$1', eval(`$2'), eval(`$3'), `$4')popdef(`$1')')')
define(`_forloop', `define(`$1', `$2')$4`'ifelse(`$2', `$3', `',
  `$0(`$1', incr(`$2'), `$3', `$4')')')

# foreach(VAR, (ITEM, ...), TEXT)
define(`foreach', `pushdef(`$1')_foreach(`$1', `$3', _arg1$2, (shift$2))popdef(`$1')')
define(`_arg1', `$1')
define(`_foreach', `ifelse(`$4', `()', `define(`$1', `$3')$2',
  `define(`$1', `$3')$2`'$0(`$1', `$2', _arg1$4, (shift$4))')')

# join(SEP, ARGS...)
define(`join', `ifelse(`$#', `1', `', `$#', `2', ``$2'',
  ``$2'`$1'$0(`$1', shift(shift($@)))')')

# nargs(...), last(...), reverse(...)
define(`nargs', `$#')
define(`last', `ifelse(`$#', `1', `$1', `$0(shift($@))')')
define(`reverse', `ifelse(`$#', `0', , `$#', `1', ``$1'', `$0(shift($@)), `$1'')')

# Strings.
define(`upcase', `translit(`$*', `a-z', `A-Z')')
define(`downcase', `translit(`$*', `A-Z', `a-z')')
define(`capitalize', `regexp(`$1', `^\(\w\)\(\w*\)', `upcase(`\1')`'downcase(`\2')')')
define(`titlecase', `patsubst(`$1', `\w+', `capitalize(`\&')')')
define(`repeat', `ifelse(eval(`$2 > 0'), `1', `$1`'$0(`$1', decr(`$2'))')')
define(`trim', `patsubst(patsubst(`$1', `^\s+'), `\s+$')')
define(`squeeze', `patsubst(`$1', `\s+', ` ')')
define(`strrev', `ifelse(len(`$1'), `0', `',
  `$0(substr(`$1', 1))`'substr(`$1', 0, 1)')')
define(`cident', `downcase(patsubst(`$1', `[^A-Za-z0-9]+', `_'))')
define(`padleft', `ifelse(eval(len(`$1') < $2), `1', `$0(` $1', `$2')', `$1')')
define(`padright', `ifelse(eval(len(`$1') < $2), `1', `$0(`$1 ', `$2')', `$1')')
define(`contains', `ifelse(index(`$1', `$2'), `-1', `0', `1')')
define(`count_char', `len(patsubst(`$1', `[^$2]'))')

# Arithmetic helpers.
define(`max', `ifelse(`$#', `1', `$1', `$#', `2', `ifelse(eval(`$1 > $2'), `1', `$1', `$2')',
  `$0($0(`$1', `$2'), shift(shift($@)))')')
define(`min', `ifelse(`$#', `1', `$1', `$#', `2', `ifelse(eval(`$1 < $2'), `1', `$1', `$2')',
  `$0($0(`$1', `$2'), shift(shift($@)))')')
define(`sum', `ifelse(`$#', `1', `eval(`$1')', `eval(`$1 + 'sum(shift($@)))')')
define(`abs', `ifelse(eval(`($1) < 0'), `1', `eval(`-($1)')', `eval(`$1')')')

# Counters and unique names.
define(`counter_new', `define(`_cnt_$1', `0')')
define(`counter_next', `define(`_cnt_$1', incr(defn(`_cnt_$1')))defn(`_cnt_$1')')
define(`counter_get', `defn(`_cnt_$1')')
define(`gensym', `_gs_`'counter_next(`gensym')')
counter_new(`gensym')

# Associative arrays: aset(ARRAY, KEY, VALUE), aget(ARRAY, KEY), ahas(ARRAY, KEY)
define(`aset', `define(`_a_$1[$2]', `$3')')
define(`aget', `ifdef(`_a_$1[$2]', `indir(`_a_$1[$2]')', `$3')')
define(`ahas', `ifdef(`_a_$1[$2]', `1', `0')')
define(`adel', `undefine(`_a_$1[$2]')')

# Stacks on pushdef/popdef.
define(`push', `pushdef(`_st_$1', `$2')')
define(`pop', `ifdef(`_st_$1', `defn(`_st_$1')popdef(`_st_$1')', `<empty>')')
define(`top', `ifdef(`_st_$1', `defn(`_st_$1')', `<empty>')')

# A little assertion facility.
define(`assert_eq', `ifelse(`$1', `$2', `',
  `errprint(__file__:__line__: `assertion failed: [$1] != [$2]
')m4exit(`1')')')
divert`'dnl
