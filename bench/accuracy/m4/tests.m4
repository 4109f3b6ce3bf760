dnl tests.m4: a self-checking test suite for lib.m4 (run after lib.m4 or with its frozen state).
ifdef(`forloop', `', `include(`lib.m4')')dnl
define(`ntests', `0')dnl
define(`check', `define(`ntests', incr(ntests))assert_eq(`$1', `$2')')dnl
check(forloop(`i', `1', `5', `i'), `12345')dnl
check(forloop(`i', `3', `1', `i'), `')dnl
check(forloop(`i', `-2', `2', `[i]'), `[-2][-1][0][1][2]')dnl
check(foreach(`w', (alpha, beta, gamma), `w;'), `alpha;beta;gamma;')dnl
check(foreach(`w', (`a b', c), `<w>'), `<a b><c>')dnl
check(join(`, ', x, y, z), `x, y, z')dnl
check(join(`-'), `')dnl
check(nargs()nargs, `10')dnl
check(nargs(a, b, c, d), `4')dnl
check(last(1, 2, 3), `3')dnl
check(join(`;', reverse(a, b, c)), `c;b;a')dnl
check(upcase(`mixed Case 42'), `MIXED CASE 42')dnl
check(downcase(`MIXED Case'), `mixed case')dnl
check(capitalize(`wORD'), `Word')dnl
check(titlecase(`a tale of two cities'), `A Tale Of Two Cities')dnl
check(repeat(`-=', `4'), `-=-=-=-=')dnl
check(trim(`   padded   '), `padded')dnl
check(squeeze(`a   b    c'), `a b c')dnl
check(strrev(`m4 macro'), `orcam 4m')dnl
check(cident(`Hello, World! 2'), `hello_world_2')dnl
check(padleft(`7', `3'), `  7')dnl
check(padright(`ab', `4'), `ab  ')dnl
check(contains(`needle in haystack', `hay'), `1')dnl
check(contains(`needle', `pin'), `0')dnl
check(count_char(`mississippi', `s'), `4')dnl
check(max(4, 17, -3, 9), `17')dnl
check(min(4, 17, -3, 9), `-3')dnl
check(sum(10, 20, 30), `60')dnl
check(abs(-42), `42')dnl
check(abs(42), `42')dnl
counter_new(`t')check(counter_next(`t')`'counter_next(`t'), `12')dnl
check(counter_get(`t'), `2')dnl
aset(`h', `one', `1')aset(`h', `two', `2')dnl
check(aget(`h', `one')aget(`h', `two')aget(`h', `three', `-'), `12-')dnl
adel(`h', `one')check(ahas(`h', `one')ahas(`h', `two'), `01')dnl
push(`s', `x')push(`s', `y')check(pop(`s')pop(`s')pop(`s'), `yx<empty>')dnl
check(len(`hello'), `5')dnl
check(index(`hello', `ll'), `2')dnl
check(index(`hello', `z'), `-1')dnl
check(substr(`hello world', `6'), `world')dnl
check(substr(`hello', `1', `3'), `ell')dnl
check(translit(`hello', `a-y', `b-z'), `ifmmp')dnl
check(translit(`hello', `l'), `heo')dnl
check(regexp(`GNUs not Unix', `\<[a-z]\w+'), `5')dnl
check(regexp(`GNUs not Unix', `\w\(\w+\)$', `*** \& *** \1 ***'), `*** Unix *** nix ***')dnl
check(patsubst(`GNUs not Unix', `\w+', `(\&)'), `(GNUs) (not) (Unix)')dnl
check(patsubst(`abc', `'), `abc')dnl
check(format(`%03d|%-4s|%x', `7', `ab', `255'), `007|ab  |ff')dnl
check(eval(`(1 + 2) * 3 ** 2'), `27')dnl
check(eval(`255', `16', `4'), `00ff')dnl
check(eval(`-8 / 3'), `-2')dnl
check(eval(`7 % -3'), `1')dnl
check(incr(`41')decr(`43'), `4242')dnl
check(ifelse(`a', `b', `1', `a', `a', `2', `3'), `2')dnl
check(ifelse(`x', `y', `no'), `')dnl
check(ifdef(`forloop', `yes', `no')`'ifdef(`nosuchmacro', `yes', `no'), `yesno')dnl
define(`twice', `$1$1')check(twice(`ab'), `abab')dnl
define(`args', `$#:len(`$*'):len(`$@')')check(args(a, `b, c'), `2:6:10')dnl
pushdef(`twice', `$1')check(twice(`ab'), `ab')popdef(`twice')check(twice(`ab'), `abab')dnl
define(`mydef', defn(`define'))mydef(`zz', `ok')check(zz, `ok')dnl
check(indir(`twice', `q'), `qq')dnl
check(builtin(`len', `four'), `4')dnl
define(`a_long_name', `v')check(indir(`a_long_name'), `v')dnl
check(divnum, `0')dnl
check(__line__, `69')dnl
check(join(`+', shift(a, b, c)), `b+c')dnl
ntests tests passed.
