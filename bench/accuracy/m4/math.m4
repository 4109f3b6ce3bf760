include(`lib.m4')dnl
dnl math.m4: number crunching with eval, recursion and formatted tables.
ifdef(`LIMIT', `', `define(`LIMIT', `400')')dnl
define(`isprime', `ifelse(eval(`$1 < 2'), `1', `0', `_isprime(`$1', `2')')')dnl
define(`_isprime', `ifelse(eval(`$2 * $2 > $1'), `1', `1',
  eval(`$1 % $2'), `0', `0', `$0(`$1', incr(`$2'))')')dnl
define(`nprimes', `0')dnl
Primes below LIMIT:
forloop(`n', `2', LIMIT, `ifelse(isprime(n), `1',
  `define(`nprimes', incr(nprimes))format(`%6d', n)ifelse(eval(nprimes % 12), `0', `
')')')
There are nprimes primes below LIMIT.

define(`fib', `_fib(`$1', `0', `1')')dnl
define(`_fib', `ifelse(`$1', `0', `$2', `$0(decr(`$1'), `$3', eval(`$2 + $3'))')')dnl
Fibonacci:
forloop(`i', `0', `45', `format(`F(%2d) = %11d  hex %8s  oct %12s', i, fib(i), eval(fib(i), `16'), eval(fib(i), `8'))
')dnl

define(`gcd', `ifelse(`$2', `0', `$1', `$0(`$2', eval(`$1 % $2'))')')dnl
define(`lcm', `eval(`$1 / 'gcd(`$1', `$2')` * $2')')dnl
GCD/LCM table:
forloop(`a', `12', `30', `forloop(`b', `8', `20', `format(`%4d', gcd(a, b))')  lcm(a, eval(a + 7))
')dnl

define(`collatz', `_collatz(`$1', `0')')dnl
define(`_collatz', `ifelse(`$1', `1', `$2', eval(`$1 & 1'), `0',
  `$0(eval(`$1 / 2'), incr(`$2'))', `$0(eval(`3 * $1 + 1'), incr(`$2'))')')dnl
define(`best', `0')define(`bestn', `0')dnl
forloop(`k', `1', eval(LIMIT / 2), `define(`c', collatz(k))ifelse(eval(c > best), `1',
  `define(`best', c)define(`bestn', k)')')dnl
Longest Collatz chain below eval(LIMIT / 2): bestn (best steps)

Radix conversions:
forloop(`v', `250', `270', `format(`%5d %s %s %s %s', v, eval(v, `2', `12'), eval(v, `3'), eval(v, `36'),
  eval(-v, `16'))
')dnl

Operators:
eval(`2 ** 10') eval(`1 << 20') eval(`-1 >> 3') eval(`0xff & 0x0f | 0x100 ^ 3')
eval(`~0') eval(`!0 + !5') eval(`(3 < 4) && (5 >= 5) || 0') eval(`7 / 2 * 2 + 7 % 2')
eval(`-2 ** 3') eval(`0b1011 + 0r36:zz + 010') eval(`(1 == 1) != (2 > 3)') eval(`10 - -3')
eval(`1000000 * 1000000') eval(`2147483647 + 1')

define(`hanoi', `ifelse(`$1', `0', `',
  `$0(decr(`$1'), `$2', `$4', `$3')define(`moves', incr(moves))ifelse(eval(moves % 64),
  `1', `move disk $1 from $2 to $3
')$0(decr(`$1'), `$4', `$3', `$2')')')dnl
define(`moves', `0')dnl
hanoi(`9', `A', `C', `B')dnl
Hanoi: moves` steps'.

define(`ack', `ifelse(`$1', `0', `incr(`$2')', `$2', `0', `$0(decr(`$1'), `1')',
  `$0(decr(`$1'), $0(`$1', decr(`$2')))')')dnl
A(2, 3) = ack(`2', `3'); A(3, 2) = ack(`3', `2')

Formatting:
format(`[%d] [%5d] [%-5d] [%05d] [%+d] [%x] [%X] [%o] [%c]', 42, 42, 42, 42, 42, 255, 255, 8, 65)
format(`[%s] [%10s] [%-10s] [%.3s] [%*d] [%%]', `text', `right', `left', `abcdef', 6, 7)
format(`[%f] [%.2f] [%e] [%g] [%10.4f] [%a]', `3.14159', `2.71828', `12345.678', `0.0001', `1.5', `1')
forloop(`i', `1', `12', `format(`%-3d%8.3f%12.6e%10s|', i, eval(i * i * 1000 / 7), eval(i ** 5), substr(`abcdefghijkl', 0, i))
')dnl
sum(1, 2, 3, 4, 5, 6, 7, 8, 9, 10) max(eval(17 * 3), 50, 52, 49) min(-5, 3, -8, 0) abs(-12345)
