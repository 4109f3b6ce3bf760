// Language and built-in library checks for the duktape workload: every check compares a
// result with the expected value; a mismatch is counted and reported at the end (exit 1).
var failures = 0, checks = 0;
function same(a, b) {
    if (a === b) return a !== 0 || 1 / a === 1 / b;
    return a !== a && b !== b;
}
function check(name, got, want) {
    checks++;
    if (typeof want === 'object' && want !== null) {
        got = JSON.stringify(got);
        want = JSON.stringify(want);
    }
    if (!same(got, want)) {
        failures++;
        print('FAIL ' + name + ': got ' + got + ', want ' + want);
    }
}

// --- scoping, closures, hoisting, arguments
(function () {
    function counter(start) {
        var n = start;
        return { inc: function (d) { n += (d === undefined ? 1 : d); return n; },
                 get: function () { return n; } };
    }
    var c = counter(10);
    c.inc(); c.inc(5);
    check('closure', c.get(), 16);
    check('hoist', typeof hoisted, 'function');
    function hoisted() { return arguments.length; }
    check('arguments', hoisted(1, 2, 3), 3);
    function sloppy(a) { arguments[0] = 'changed'; return a; }
    check('mapped arguments', sloppy('orig'), 'changed');
    function strict(a) { 'use strict'; arguments[0] = 'changed'; return a; }
    check('strict arguments', strict('orig'), 'orig');
    var fns = [];
    for (var i = 0; i < 5; i++) fns.push((function (j) { return function () { return j * j; }; })(i));
    check('iife capture', fns.map(function (f) { return f(); }), [0, 1, 4, 9, 16]);
    check('this in strict', (function () { 'use strict'; return this; })(), undefined);
    var o = { v: 3, m: function () { return this.v; } };
    check('call', o.m.call({ v: 7 }), 7);
    check('apply', Math.max.apply(null, [3, 9, 2]), 9);
    var bound = o.m.bind({ v: 11 });
    check('bind', bound(), 11);
    function Add(a, b) { return a + b; }
    check('bind partial', Add.bind(null, 40)(2), 42);
    check('Function ctor', new Function('a', 'b', 'return a * b')(6, 7), 42);
    check('eval local', (function () { var q = 5; return eval('q * 2'); })(), 10);
    var geval = eval;
    check('indirect eval', geval('typeof check'), 'function');
    with ({ wx: 4 }) { check('with', wx * 2, 8); }
})();

// --- control flow
(function () {
    var out = [];
    outer: for (var i = 0; i < 5; i++) {
        for (var j = 0; j < 5; j++) {
            if (j === 3) continue outer;
            if (i === 3) break outer;
            out.push(i * 10 + j);
        }
    }
    check('labels', out.length, 9);
    function kind(x) {
        switch (typeof x) {
        case 'number':
            if (x % 1) return 'fraction';
            return x < 0 ? 'negative' : 'natural';
        case 'string': return 'text';
        case 'object': return x === null ? 'null' : (Array.isArray(x) ? 'array' : 'object');
        default: return 'other';
        }
    }
    check('switch', [1, -2, 0.5, 's', null, [], {}, undefined].map(kind).join(),
          'natural,negative,fraction,text,null,array,object,other');
    var s = 0, k = 0;
    do { s += k; k += 3; } while (k < 100);
    check('do-while', s, 1683);
    var log = [];
    function tf(n) {
        try {
            if (n === 0) throw new RangeError('zero');
            if (n === 1) return 'one';
            log.push('body' + n);
        } catch (e) {
            log.push(e.name);
            return 'caught';
        } finally {
            log.push('finally' + n);
        }
        return 'end';
    }
    check('try results', [tf(0), tf(1), tf(2)], ['caught', 'one', 'end']);
    check('try log', log, ['RangeError', 'finally0', 'finally1', 'body2', 'finally2']);
    function fo() { try { return 1; } finally { return 2; } }
    check('finally overrides', fo(), 2);
    var keys = [];
    var proto = { inherited: 1 };
    var obj = Object.create(proto);
    obj.b = 2; obj.a = 1; obj[2] = 'x'; obj[1] = 'y';
    for (var key in obj) keys.push(key);
    check('for-in order', keys, ['1', '2', 'b', 'a', 'inherited']);
    var cnt = 0;
    for (var n = 0; n < 1000; n++) { if (n % 3 === 0 || n % 5 === 0) cnt += n; }
    check('euler1', cnt, 233168);
    check('comma/void', (1, 2, void 0), undefined);
    check('typeof undeclared', typeof notDeclaredAnywhere, 'undefined');
    check('in operator', 'b' in obj && 'inherited' in obj && !('zz' in obj), true);
    check('delete', (function () { var d = { x: 1 }; delete d.x; return 'x' in d; })(), false);
    check('instanceof', [] instanceof Array && !({} instanceof Array), true);
})();

// --- objects, properties, prototypes
(function () {
    function Shape(name) { this.name = name; }
    Shape.prototype.describe = function () { return this.name + ' with area ' + this.area().toFixed(2); };
    function Circle(r) { Shape.call(this, 'circle'); this.r = r; }
    Circle.prototype = Object.create(Shape.prototype);
    Circle.prototype.constructor = Circle;
    Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
    function Rect(w, h) { Shape.call(this, 'rect'); this.w = w; this.h = h; }
    Rect.prototype = Object.create(Shape.prototype, { constructor: { value: Rect } });
    Rect.prototype.area = function () { return this.w * this.h; };
    var shapes = [new Circle(1), new Rect(2, 3), new Circle(2.5)];
    check('prototype dispatch', shapes.map(function (s) { return s.describe(); }).join('; '),
          'circle with area 3.14; rect with area 6.00; circle with area 19.63');
    check('getPrototypeOf', Object.getPrototypeOf(shapes[1]) === Rect.prototype, true);
    var acc = { _v: 1, get v() { return this._v * 10; }, set v(x) { this._v = x + 1; } };
    acc.v = 4;
    check('accessors', acc.v, 50);
    var frozen = Object.freeze({ a: 1, inner: { b: 2 } });
    frozen.a = 99; frozen.inner.b = 3;
    check('freeze', [frozen.a, frozen.inner.b, Object.isFrozen(frozen)], [1, 3, true]);
    var sealed = Object.seal({ a: 1 });
    sealed.a = 2; sealed.z = 1; delete sealed.a;
    check('seal', [sealed.a, 'z' in sealed, Object.isSealed(sealed)], [2, false, true]);
    var d = {};
    Object.defineProperty(d, 'hidden', { value: 'h', enumerable: false, writable: false });
    Object.defineProperties(d, { shown: { value: 's', enumerable: true },
                                 calc: { get: function () { return this.shown + this.hidden; },
                                         enumerable: true } });
    check('defineProperty keys', Object.keys(d), ['shown', 'calc']);
    check('getOwnPropertyNames', Object.getOwnPropertyNames(d).sort(), ['calc', 'hidden', 'shown']);
    check('calc', d.calc, 'sh');
    var desc = Object.getOwnPropertyDescriptor(d, 'hidden');
    check('descriptor', [desc.writable, desc.enumerable, desc.configurable], [false, false, false]);
    check('strict write error', (function () {
        'use strict';
        try { d.hidden = 1; return 'no'; } catch (e) { return e instanceof TypeError; }
    })(), true);
    check('preventExtensions', (function () {
        var p = Object.preventExtensions({ q: 1 }); p.r = 2; return Object.isExtensible(p) + ':' + p.r;
    })(), 'false:undefined');
    check('Object.assign', Object.assign({ a: 1 }, { b: 2 }, null, { a: 3 }), { a: 3, b: 2 });
    check('computed keys', (function () { var k = 'dyn'; var o = {}; o[k + 1] = 1; o[k + 2] = 2; return Object.keys(o); })(),
          ['dyn1', 'dyn2']);
    check('hasOwnProperty', ({ a: 1 }).hasOwnProperty('a') && !({}).hasOwnProperty('toString'), true);
    check('isPrototypeOf', Shape.prototype.isPrototypeOf(shapes[0]), true);
    check('propertyIsEnumerable', [].propertyIsEnumerable('length'), false);
    check('setPrototypeOf', Object.getPrototypeOf(Object.setPrototypeOf({}, null)), null);
    check('toString tags', [Object.prototype.toString.call([]), Object.prototype.toString.call(null),
                            Object.prototype.toString.call(new Date(0)), Object.prototype.toString.call(/x/)],
          ['[object Array]', '[object Null]', '[object Date]', '[object RegExp]']);
    var sym = Symbol('tag');
    var so = {}; so[sym] = 5; so.plain = 1;
    check('symbol keys', [Object.keys(so).length, so[sym], Object.getOwnPropertySymbols(so).length], [1, 5, 1]);
    check('Symbol.for', Symbol.for('shared') === Symbol.for('shared'), true);
    check('symbol toString', String(sym), 'Symbol(tag)');
    check('valueOf coercion', ({ valueOf: function () { return 41; } }) + 1, 42);
    check('toString coercion', 'v=' + { toString: function () { return 'T'; } }, 'v=T');
})();

// --- arrays
(function () {
    var a = [5, 3, 8, 1, 9, 2];
    check('sort numeric', a.slice().sort(function (x, y) { return x - y; }), [1, 2, 3, 5, 8, 9]);
    check('sort default', [10, 9, 1, 100].sort(), [1, 10, 100, 9]);
    var b = a.slice();
    check('splice ret', b.splice(1, 2, 'x', 'y', 'z'), [3, 8]);
    check('splice res', b, [5, 'x', 'y', 'z', 1, 9, 2]);
    check('map/filter/reduce', a.map(function (x) { return x * 2; })
        .filter(function (x) { return x > 5; })
        .reduce(function (s, x) { return s + x; }, 0), 50);
    check('reduceRight', ['a', 'b', 'c'].reduceRight(function (s, x) { return s + x; }), 'cba');
    check('every/some', [a.every(function (x) { return x > 0; }), a.some(function (x) { return x > 8; })], [true, true]);
    check('indexOf', [a.indexOf(8), a.lastIndexOf(7), [1, 2, 1].lastIndexOf(1)], [2, -1, 2]);
    check('join/reverse', a.slice().reverse().join('-'), '2-9-1-8-3-5');
    check('concat', [1].concat([2, [3]], 4), [1, 2, [3], 4]);
    check('shift/unshift', (function () { var q = [1, 2]; q.unshift(0); q.push(3); q.shift(); return q; })(), [1, 2, 3]);
    var sparse = [];
    sparse[5] = 'five'; sparse[2] = 'two';
    var seen = [];
    sparse.forEach(function (v, i) { seen.push(i); });
    check('sparse forEach', seen, [2, 5]);
    check('sparse length', sparse.length, 6);
    sparse.length = 3;
    check('truncate', sparse, [null, null, 'two']);
    check('Array ctor', [new Array(3).length, new Array(1, 2).length, Array.apply(null, { length: 2 }).length], [3, 2, 2]);
    check('isArray', [Array.isArray([]), Array.isArray({ length: 0 })], [true, false]);
    var big = [];
    for (var i = 0; i < 3000; i++) big.push((i * 7919) % 3001);
    big.sort(function (x, y) { return y - x; });
    var desc = true;
    for (i = 1; i < big.length; i++) if (big[i - 1] < big[i]) desc = false;
    check('big sort', [big[0], big[2999], desc], [3000, 0, true]);
    var stable = [];
    for (i = 0; i < 200; i++) stable.push({ k: i % 7, i: i });
    stable.sort(function (x, y) { return x.k - y.k; });
    var ok = true;
    for (i = 1; i < stable.length; i++) if (stable[i - 1].k === stable[i].k && stable[i - 1].i > stable[i].i) ok = false;
    check('sort groups', stable[0].k === 0 && stable[199].k === 6, true);
    var words = 'delta alpha charlie bravo echo'.split(' ');
    check('localeCompare sort', words.sort(function (x, y) { return x.localeCompare(y); }).join(),
          'alpha,bravo,charlie,delta,echo');
    check('array toString nested', String([1, [2, [3, null]], undefined]), '1,2,3,,');
    var arrLike = { 0: 'a', 1: 'b', length: 2 };
    check('generic slice', Array.prototype.slice.call(arrLike), ['a', 'b']);
    check('generic join', Array.prototype.join.call('xyz', '+'), 'x+y+z');
})();

// --- strings
(function () {
    var s = 'The quick brown fox jumps over the lazy dog';
    check('split', s.split(' ').length, 9);
    check('split limit', s.split(' ', 3), ['The', 'quick', 'brown']);
    check('substring/substr/slice', [s.substring(4, 9), s.substr(-3), s.slice(-8, -4)], ['quick', 'dog', 'lazy']);
    check('case', [s.toUpperCase().charAt(4), 'ÀÉÎ'.toLowerCase()], ['Q', 'àéî']);
    check('indexOf', [s.indexOf('o'), s.lastIndexOf('o'), s.indexOf('cat')], [12, 41, -1]);
    check('trim', '  \t padded \n '.trim(), 'padded');
    check('charCodeAt', [s.charCodeAt(0), String.fromCharCode(72, 105)], [84, 'Hi']);
    check('fromCodePoint', String.fromCodePoint(0x1F600, 65).length, 3);
    check('repeat', 'ab'.repeat(3), 'ababab');
    check('startsWith/endsWith/includes', [s.startsWith('The'), s.endsWith('dog'), s.includes('fox')], [true, true, true]);
    check('concat', 'a'.concat(1, null, [2]), 'a1null2');
    check('surrogates', '\ud83d\ude00'.length, 2);
    check('escape', [escape('a b+ü'), unescape('%u0041%42')], ['a%20b+%FC', 'AB']);
    check('URI', [encodeURIComponent('a&b=c d/é'), decodeURIComponent('%E2%82%AC'), encodeURI('http://x/a b?q=1#f')],
          ['a%26b%3Dc%20d%2F%C3%A9', '\u20ac', 'http://x/a%20b?q=1#f']);
    var built = '';
    for (var i = 0; i < 2000; i++) built += String.fromCharCode(97 + i % 26);
    check('concat loop', [built.length, built.charAt(1999)], [2000, 'x']);
    var parts = [];
    for (i = 0; i < 500; i++) parts.push(i.toString(36));
    check('join big', parts.join('').length, 1 * 36 + 2 * (500 - 36));
    check('string compare', ['abc' < 'abd', 'B' < 'a', '10' < '9', 10 < 9], [true, true, true, false]);
})();

// --- regular expressions
(function () {
    var re = /(\d{4})-(\d{2})-(\d{2})/;
    var m = re.exec('Released on 2023-11-05, patched 2024-01-30.');
    check('exec groups', [m[1], m[2], m[3], m.index], ['2023', '11', '05', 12]);
    var all = [], g = /(\d{4})-(\d\d)/g, mm;
    var text = 'a 1999-12 b 2000-01 c 2021-07';
    while ((mm = g.exec(text)) !== null) all.push(mm[1] + '/' + mm[2] + '@' + g.lastIndex);
    check('global exec', all, ['1999/12@9', '2000/01@19', '2021/07@29']);
    check('replace fn', 'price: 10 USD, 25 USD'.replace(/(\d+) USD/g, function (w, n) { return (n * 0.9).toFixed(1) + ' EUR'; }),
          'price: 9.0 EUR, 22.5 EUR');
    check('replace $', 'John Smith'.replace(/(\w+)\s(\w+)/, '$2, $1 ($&) $$'), 'Smith, John (John Smith) $');
    check('split regex', 'a1b22c333d'.split(/\d+/), ['a', 'b', 'c', 'd']);
    check('split capture', 'a,b;c'.split(/([,;])/), ['a', ',', 'b', ';', 'c']);
    check('match global', 'the cat sat on the mat'.match(/[a-z]at/g), ['cat', 'sat', 'mat']);
    check('case insensitive', /HELLO/i.test('say hello'), true);
    check('multiline', 'one\ntwo\nthree'.match(/^t\w+$/gm), ['two', 'three']);
    check('lookahead', 'abc123def456'.replace(/[a-z]+(?=\d)/g, '<$&>'), '<abc>123<def>456');
    check('negative lookahead', 'foo1 foo2 bar3'.match(/\b(?!foo)\w+/g), ['bar3']);
    check('backreference', /(\w)\1/.exec('abccd')[0], 'cc');
    check('non-greedy', '<b>x</b><b>y</b>'.match(/<b>.*?<\/b>/)[0], '<b>x</b>');
    check('alternation', 'grey gray green'.match(/gr(a|e)y/g), ['grey', 'gray']);
    check('char class', 'a-b_c.d'.replace(/[^\w]/g, ''), 'ab_cd');
    check('unicode escape', /\u00e9/.test('caf\u00e9'), true);
    check('search', 'find the needle'.search(/ne+dle/), 9);
    check('lastIndex reset', (function () { var r = /a/g; r.test('aa'); r.test('aa'); return r.test('aa'); })(), false);
    check('RegExp ctor', new RegExp('^' + 'a.b'.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$').test('a.b'), true);
    check('source/flags', [/x\/y/gi.source, /x/gi.global, /x/m.multiline], ['x\\/y', true, true]);
    var email = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
    check('emails', ['a.b@c.org', 'bad@', 'x+y@sub.domain.co', '@no.pe'].map(function (e) { return email.test(e); }),
          [true, false, true, false]);
    check('quantifiers', 'aaaa'.replace(/a{2,3}/, 'X'), 'Xa');
    check('word boundary', 'cat concat cats'.match(/\bcat\b/g).length, 1);
})();

// --- numbers and math
(function () {
    check('toFixed', [(1.005).toFixed(2), (123.456).toFixed(1), (0).toFixed(3), (-1.5).toFixed(0)],
          ['1.00', '123.5', '0.000', '-2']);
    check('toPrecision', [(123.456).toPrecision(4), (0.000123).toPrecision(2), (1e21).toPrecision(3)],
          ['123.5', '0.00012', '1.00e+21']);
    check('toExponential', [(12345).toExponential(2), (0.00015).toExponential()], ['1.23e+4', '1.5e-4']);
    check('radix', [(255).toString(16), (255).toString(2), (-35).toString(36), (0.5).toString(2)],
          ['ff', '11111111', '-z', '0.1']);
    check('parseInt', [parseInt('0x1F'), parseInt('077', 8), parseInt('z', 36), parseInt('12px'), parseInt('')],
          [31, 63, 35, 12, NaN]);
    check('parseFloat', [parseFloat('3.14abc'), parseFloat('.5e3'), parseFloat('-Infinity')], [3.14, 500, -Infinity]);
    check('Number()', [Number(''), Number(' 42 '), Number('0b101'), Number('1e3'), Number(null), Number([7])],
          [0, 42, 5, 1000, 0, 7]);
    check('number to string', [String(1e21), String(1e-7), String(123456789012345680000), String(-0), String(0.1 + 0.2)],
          ['1e+21', '1e-7', '123456789012345680000', '0', '0.30000000000000004']);
    check('special', [1 / 0, -1 / 0, isNaN(0 / 0), isFinite('12'), Number.isInteger(5.0), Number.isSafeInteger(Math.pow(2, 53))],
          [Infinity, -Infinity, true, true, true, false]);
    check('integer ops', [7 % 3, -7 % 3, 7 / 2 | 0, -7 >> 1, -7 >>> 28, 1 << 31, ~5, 5 ^ 3, 6 & 3], [1, -1, 3, -4, 15, -2147483648, -6, 6, 2]);
    check('Math', [Math.floor(-1.5), Math.ceil(-1.5), Math.round(2.5), Math.round(-2.5), Math.abs(-3), Math.sign(-3)],
          [-2, -1, 3, -2, 3, -1]);
    check('Math 2', [Math.trunc(-4.7), Math.round(Math.cbrt(27) * 1e9) / 1e9, Math.hypot(3, 4), Math.log2(1024), Math.clz32(1)],
          [-4, 3, 5, 10, 31]);
    check('Math trig', Math.round((Math.sin(1) * Math.sin(1) + Math.cos(1) * Math.cos(1)) * 1e12) / 1e12, 1);
    check('Math exp', [Math.exp(0), Math.log(Math.E), Math.sqrt(144), Math.pow(2, -2), Math.atan2(1, 1) * 4 === Math.PI],
          [1, 1, 12, 0.25, true]);
    check('min/max', [Math.min(), Math.max(), Math.min(1, NaN), Math.max(-0, 0)], [Infinity, -Infinity, NaN, 0]);
    var sum = 0;
    for (var i = 1; i <= 1000; i++) sum += 1 / (i * i);
    check('basel', Math.abs(sum - Math.PI * Math.PI / 6) < 0.001, true);
    check('Number consts', [Number.MAX_SAFE_INTEGER, Number.EPSILON > 0, Number.MIN_VALUE > 0], [9007199254740991, true, true]);
})();

// --- dates (fixed instants, UTC accessors)
(function () {
    var d = new Date(Date.UTC(2020, 1, 29, 13, 45, 30, 250));
    check('UTC parts', [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours()],
          [2020, 1, 29, 6, 13]);
    check('toISOString', d.toISOString(), '2020-02-29T13:45:30.250Z');
    check('toJSON', JSON.stringify({ d: d }), '{"d":"2020-02-29T13:45:30.250Z"}');
    check('parse ISO', Date.parse('2001-09-09T01:46:40Z'), 1000000000000);
    check('parse date-only', Date.parse('1970-01-02'), 86400000);
    var e = new Date(0);
    e.setUTCFullYear(1999, 11, 31);
    e.setUTCHours(23, 59, 59, 999);
    check('setters', e.getTime() + 1, Date.UTC(2000, 0, 1));
    e.setUTCDate(e.getUTCDate() + 40);
    check('overflow days', [e.getUTCMonth(), e.getUTCDate()], [1, 9]);
    check('invalid', [isNaN(new Date('not a date').getTime()), String(new Date(NaN))], [true, 'Invalid Date']);
    check('valueOf', +new Date(12345), 12345);
    var days = 0;
    for (var y = 1900; y < 2100; y++) if (new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1) days++;
    check('leap years', days, 49);
    check('typeof Date.now', typeof Date.now(), 'number');
})();

// --- JSON
(function () {
    var v = { s: 'line\nbreak "q" \u0001', n: [1, -2.5, 1e300], b: true, z: null, u: undefined,
              f: function () {}, nested: { arr: [{}, [], [[]]] } };
    var s = JSON.stringify(v);
    check('stringify', s, '{"s":"line\\nbreak \\"q\\" \\u0001","n":[1,-2.5,1e+300],"b":true,"z":null,"nested":{"arr":[{},[],[[]]]}}');
    check('roundtrip', JSON.stringify(JSON.parse(s)), s);
    check('indent', JSON.stringify({ a: [1, { b: 2 }] }, null, 2), '{\n  "a": [\n    1,\n    {\n      "b": 2\n    }\n  ]\n}');
    check('indent string', JSON.stringify([1, 2], null, '--'), '[\n--1,\n--2\n]');
    check('replacer fn', JSON.stringify({ a: 1, b: 'x', c: 3 }, function (k, v) { return typeof v === 'number' ? v * 10 : v; }),
          '{"a":10,"b":"x","c":30}');
    check('replacer list', JSON.stringify({ a: 1, b: 2, c: 3 }, ['c', 'a']), '{"c":3,"a":1}');
    check('reviver', JSON.parse('{"a":1,"b":{"c":2}}', function (k, v) { return typeof v === 'number' ? v + 100 : v; }),
          { a: 101, b: { c: 102 } });
    check('toJSON method', JSON.stringify({ x: { toJSON: function () { return 'custom'; } } }), '{"x":"custom"}');
    check('parse unicode', JSON.parse('"\\u00e9\\ud83d\\ude00"').length, 3);
    check('parse nums', JSON.parse('[0, -0.0, 1E2, 2.5e-3]'), [0, 0, 100, 0.0025]);
    var bad = ['{a:1}', '[1,]', '"unterminated', '01', 'tru', '{"a" 1}'];
    var errs = 0;
    bad.forEach(function (t) { try { JSON.parse(t); } catch (e) { if (e instanceof SyntaxError) errs++; } });
    check('parse errors', errs, bad.length);
    var cyc = {}; cyc.self = cyc;
    check('cycle', (function () { try { JSON.stringify(cyc); return 'no'; } catch (e) { return e.name; } })(), 'TypeError');
})();

// --- errors
(function () {
    function MyError(msg) { this.message = msg; }
    MyError.prototype = Object.create(Error.prototype);
    MyError.prototype.name = 'MyError';
    var names = [];
    var throwers = [
        function () { null.x; },
        function () { undefinedFunction(); },
        function () { throw new MyError('custom'); },
        function () { new Array(-1); },
        function () { eval('var = 1'); },
        function () { decodeURIComponent('%'); },
        function () { throw 'a string'; },
        function () { (1).toFixed(200); },
        function () { Object.defineProperty(1, 'x', {}); },
        function () { var f = function r() { return r() + 1; }; f(); }
    ];
    throwers.forEach(function (t) {
        try { t(); names.push('none'); } catch (e) { names.push(e instanceof Error ? e.name : typeof e); }
    });
    check('error kinds', names, ['TypeError', 'ReferenceError', 'MyError', 'RangeError', 'SyntaxError',
                                 'URIError', 'string', 'RangeError', 'TypeError', 'RangeError']);
    var e = new TypeError('bad thing');
    check('error props', [e.message, String(e), e instanceof Error], ['bad thing', 'TypeError: bad thing', true]);
    check('stack', typeof new Error('x').stack, 'string');
    check('lineNumber', typeof new Error('x').lineNumber, 'number');
    var nested = [];
    try {
        try { throw new Error('inner'); } catch (x) { nested.push(x.message); throw new Error('outer'); }
        finally { nested.push('f'); }
    } catch (y) { nested.push(y.message); }
    check('nested', nested, ['inner', 'f', 'outer']);
})();

// --- typed arrays, DataView, ArrayBuffer
(function () {
    var buf = new ArrayBuffer(16);
    var dv = new DataView(buf);
    dv.setUint32(0, 0xdeadbeef);
    dv.setUint32(4, 0xdeadbeef, true);
    dv.setFloat64(8, Math.PI);
    var u8 = new Uint8Array(buf);
    check('endianness', [u8[0], u8[3], u8[4], u8[7]], [0xde, 0xef, 0xef, 0xde]);
    check('float64 back', dv.getFloat64(8), Math.PI);
    check('int16 view', new Int16Array(buf, 0, 2)[0], -21026);
    var f32 = new Float32Array([1.5, 2.25, 1 / 3]);
    check('float32', [f32[0], f32[1], f32[2] === 1 / 3], [1.5, 2.25, false]);
    var clamped = new Uint8ClampedArray([300, -5, 127.5]);
    check('clamped', [clamped[0], clamped[1], clamped[2]], [255, 0, 128]);
    var i32 = new Int32Array(1000);
    for (var i = 0; i < i32.length; i++) i32[i] = (i * 2654435761) | 0;
    var sub = i32.subarray(10, 20);
    sub[0] = 42;
    check('subarray shares', i32[10], 42);
    var copy = new Int32Array(i32.buffer.slice(0, 40));
    copy[0] = 7;
    check('slice copies', [i32[0], copy.length], [0, 10]);
    var big = new Uint16Array(10);
    big.set([1, 2, 3], 4);
    check('set', Array.prototype.slice.call(big, 3, 8), [0, 1, 2, 3, 0]);
    check('bytes', [new Float64Array(3).byteLength, Int8Array.BYTES_PER_ELEMENT, new Uint32Array([-1])[0]], [24, 1, 4294967295]);
    check('isView', ArrayBuffer.isView(dv), true);
    var te = new TextEncoder().encode('h\u00e9\u20ac\ud83d\ude00');
    check('TextEncoder', te.length, 1 + 2 + 3 + 4);
    check('TextDecoder', new TextDecoder().decode(te), 'h\u00e9\u20ac\ud83d\ude00');
})();

// --- ES2015 bits Duktape has: Proxy, Reflect
(function () {
    var log = [];
    var target = { a: 1 };
    var p = new Proxy(target, {
        get: function (t, k) { log.push('get ' + String(k)); return k in t ? t[k] : 'default'; },
        set: function (t, k, v) { log.push('set ' + k); t[k] = v * 2; return true; },
        has: function (t, k) { return k.charAt(0) !== '_'; },
        deleteProperty: function (t, k) { log.push('del ' + k); delete t[k]; return true; },
        ownKeys: function (t) { return Object.keys(t).filter(function (k) { return k !== 'b'; }); }
    });
    p.b = 5;
    check('proxy get', [p.a, p.b, p.zz], [1, 10, 'default']);
    check('proxy has', ['_x' in p, 'y' in p], [false, true]);
    delete p.a;
    check('proxy ownKeys', Object.keys(p), []);
    check('proxy log', log.length, 5);
    check('Reflect', [Reflect.has({ x: 1 }, 'x'), Reflect.ownKeys({ a: 1, b: 2 }).length,
                      Reflect.apply(Math.max, null, [1, 5, 3]), Reflect.construct(Date, [0]).getTime()],
          [true, 2, 5, 0]);
    check('Reflect.defineProperty', Reflect.defineProperty(Object.freeze({}), 'x', { value: 1 }), false);
})();

// --- Duktape specifics: encodings, buffers, CBOR, info
(function () {
    var data = 'Duktape \u00e4\u00f6';
    var hex = Duktape.enc('hex', data);
    check('hex', hex, '44756b7461706520c3a4c3b6');
    var b64 = Duktape.enc('base64', data);
    check('base64', b64, 'RHVrdGFwZSDDpMO2');
    check('base64 back', new TextDecoder().decode(Duktape.dec('base64', b64)), data);
    check('hex back', new TextDecoder().decode(Duktape.dec('hex', hex)), data);
    var jxv = { u: undefined, n: NaN, i: -Infinity, f: function foo() {}, b: new Uint8Array([1, 255]) };
    var jx = Duktape.enc('jx', jxv);
    check('jx', jx, '{u:undefined,n:NaN,i:-Infinity,f:{_func:true},b:|01ff|}');
    check('jc', Duktape.enc('jc', { u: undefined, n: NaN }), '{"u":{"_undef":true},"n":{"_nan":true}}');
    var back = Duktape.dec('jx', '{a:undefined,b:NaN,c:[1,2],d:|0a0b|}');
    check('jx dec', [back.a, isNaN(back.b), back.c.length, back.d[1]], [undefined, true, 2, 11]);
    check('jx indent', Duktape.enc('jx', { a: [1] }, null, 1), '{\n a: [\n  1\n ]\n}');
    var cb = CBOR.encode({ name: 'x', list: [1, -1, 1.5, true, null, 'long string here'], nested: { k: 1000000 } });
    check('cbor roundtrip', CBOR.decode(cb), { name: 'x', list: [1, -1, 1.5, true, null, 'long string here'], nested: { k: 1000000 } });
    check('cbor bytes', new Uint8Array(CBOR.encode([1, 2, 3])).length, 4);
    var nb = new Buffer('hello');
    check('node buffer', [nb.length, Duktape.enc('hex', nb), nb.slice(1, 3).toString()], [5, '68656c6c6f', 'el']);
    var wb = new Buffer(8);
    wb.fill(0);
    wb.writeUInt16BE(0x1234, 0);
    wb.writeInt32LE(-2, 2);
    check('buffer rw', [wb.readUInt16LE(0), wb.readInt32LE(2), wb.readUInt8(2)], [0x3412, -2, 254]);
    check('Buffer.concat', Buffer.concat([new Buffer('ab'), new Buffer('cd')]).toString(), 'abcd');
    check('Buffer.isBuffer', Buffer.isBuffer(nb), true);
    check('Duktape.version', Duktape.version >= 20700, true);
    check('Duktape.info', typeof Duktape.info({}), 'object');
    var fin = 0;
    (function () {
        for (var k = 0; k < 50; k++) {
            var o = {};
            Duktape.fin(o, function () { fin++; });
        }
    })();
    Duktape.gc();
    check('finalizers ran', fin > 0, true);
    check('Duktape.act', typeof Duktape.act(-1), 'object');
    var cmp = { a: 1 };
    Duktape.compact(cmp);
    check('compact', cmp.a, 1);
    check('errCreate', (function () {
        var old = Duktape.errCreate;
        Duktape.errCreate = function (e) { if (e instanceof Error) e.tagged = true; return e; };
        var r;
        try { null.q; } catch (e) { r = e.tagged; }
        if (old === undefined) delete Duktape.errCreate; else Duktape.errCreate = old;
        return r;
    })(), true);
    check('Duktape.Pointer/Thread', [typeof Duktape.Pointer, typeof Duktape.Thread], ['function', 'function']);
    var t = new Duktape.Thread(function (start) {
        var x = start;
        for (;;) x = Duktape.Thread.yield(x * 2);
    });
    var outs = [Duktape.Thread.resume(t, 1), Duktape.Thread.resume(t, 5), Duktape.Thread.resume(t, 21)];
    check('coroutines', outs, [2, 10, 42]);
    check('performance.now', typeof performance.now(), 'number');
})();

print('lang.js: ' + checks + ' checks, ' + failures + ' failures');
if (failures) throw new Error(failures + ' checks failed');
