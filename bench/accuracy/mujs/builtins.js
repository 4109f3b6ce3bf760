// A conformance-style sweep over the ES5 built-ins and language features, each with its
// expected result: numbers and their formatting, strings, arrays, objects and property
// attributes, JSON, regular expressions, dates, errors, eval/Function, scoping oddities.
// usage: mujs builtins.js BENCHDIR [ROUNDS]
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check, throws = lib.throws;
// Soft comparisons: where mujs differs from ES5 (number formatting corners and the like) we
// note it and go on, so one quirk does not skip the rest of the sweep.
var differences = 0;
function eq(got, want, what) {
	try {
		lib.eq(got, want, what);
	} catch (e) {
		differences++;
		print('differs: ' + e.message);
	}
}
var rounds = +(scriptArgs[1] || 1);

function numbers() {
	eq((1234.5678).toFixed(2), '1234.57', 'toFixed');
	eq((0.000001234).toFixed(8), '0.00000123', 'toFixed small');
	eq((-1.5e-7).toFixed(3), '-0.000', 'toFixed negative zero');
	eq((1e21).toFixed(2), '1e+21', 'toFixed huge');
	eq((123.456).toPrecision(4), '123.5', 'toPrecision');
	eq((0.00012345).toPrecision(2), '0.00012', 'toPrecision small');
	eq((123456789).toPrecision(3), '1.23e+8', 'toPrecision exp');
	eq((12345.6789).toExponential(3), '1.235e+4', 'toExponential');
	eq((0).toExponential(2), '0.00e+0', 'toExponential zero');
	eq((255).toString(16) + (255).toString(2) + (-255).toString(36), 'ff11111111-73', 'radix');
	eq((0.5).toString(2), '0.1', 'fraction radix');
	// mujs prints with Grisu2 and parses with its own strtod: neither is correctly rounded, so
	// these compare within a tolerance rather than digit for digit.
	check(Math.abs(0.1 + 0.2 - 0.3) < 1e-15 && String(0.1 + 0.2).length > 16, 'inexact sum');
	eq(String(1 / 3), '0.3333333333333333', 'third');
	eq(String(123e-20), '1.23e-18', 'small exp');
	eq(String(1e21) + ' ' + String(1e20), '1e+21 100000000000000000000', 'large');
	eq(String(-0) + ' ' + (1 / -0) + ' ' + (0 / 0), '0 -Infinity NaN', 'specials');
	eq(String(Number.MAX_VALUE).slice(0, 8) + ' ' + (Number.MIN_VALUE > 0), '1.797693 true', 'limits');
	eq(parseInt('  0x1F') + parseInt('077', 8) + parseInt('z', 36) + parseInt('12abc'), 31 + 63 + 35 + 12, 'parseInt');
	check(isNaN(parseInt('abc')) && isNaN(Number('12px')) && !isNaN('  42  '), 'NaN parsing');
	eq(parseFloat('3.14e2xyz') + parseFloat('.5') + parseFloat('-Infinityx'), -Infinity, 'parseFloat');
	eq(Number('0x10') + Number('') + Number(' 1e3 ') + Number(true) + Number(null), 16 + 0 + 1000 + 1 + 0, 'Number()');
	eq([Number.MAX_VALUE > 1e308, Number.MIN_VALUE > 0, isFinite('1e400'), isFinite(1e300)], [true, true, false, true], 'number constants');
	var big = 9007199254740992;
	eq(big + 1, big, '2^53');
	eq((big - 1) % 1000, 991, 'modulo');
	eq([-7 % 3, 7 % -3, 5.5 % 2, -0 % 5], [-1, 1, 1.5, 0], 'remainders');
	eq([1 << 31, 1 << 32, -1 >>> 0, -1 >>> 28, -16 >> 2, ~5, 5 & 3, 5 | 3, 5 ^ 3], [-2147483648, 1, 4294967295, 15, -4, -6, 1, 7, 6], 'bit operations');
	eq([Math.round(2.5), Math.round(-2.5), Math.round(-2.6), Math.floor(-1.1), Math.ceil(-1.9)], [3, -2, -3, -2, -1], 'rounding');
	eq(Math.max() + Math.min(), -Infinity + Infinity, 'empty max/min');
	check(isNaN(Math.max(1, NaN)), 'max NaN');
	var acc = 0;
	for (var i = 1; i <= 500; i++) {
		var x = i / 37;
		acc += Math.sin(x) * Math.cos(x) + Math.atan2(x, 1 - x) + Math.sqrt(x) + Math.log(x) + Math.exp(-x) +
			Math.tan(x / 10) + Math.asin(1 / (1 + x)) + Math.acos(1 / (1 + x)) + Math.atan(x) + Math.pow(x, 1.5) + Math.abs(-x);
		var s = x.toFixed(i % 10) + x.toExponential(i % 12) + x.toPrecision(1 + i % 15) + (i * 1e15 / 7).toString() + (x * 1e-9).toString(i % 30 + 2);
		check(Math.abs(parseFloat(x.toPrecision(17)) - x) <= 4e-16 * x, 'round trip ' + i);
		acc += s.length;
	}
	check(isFinite(acc), 'math sum');
}

function strings() {
	var s = 'The quick brown fox jumps over the lazy dog';
	eq(s.length, 43, 'length');
	eq([s.charAt(4), s.charCodeAt(0), s.indexOf('o'), s.lastIndexOf('o'), s.indexOf('o', 13), s.indexOf('cat')], ['q', 84, 12, 41, 17, -1], 'search');
	eq([s.slice(-3), s.slice(4, -30), s.substring(10, 4), s.substring(-5, 3)], ['dog', 'quick bro', 'quick ', 'The'], 'slices');
	eq(s.split(' ').length + s.split('').length + s.split(' ', 3).length + 'a,b,,c'.split(',').length, 9 + 43 + 3 + 4, 'split');
	eq('a1b22c333d'.split(/\d+/), ['a', 'b', 'c', 'd'], 'split regexp');
	eq('a1b2c3d'.split(/(\d)/), ['a', '1', 'b', '2', 'c', '3', 'd'], 'split captures');
	eq(''.split(',').length + ''.split('').length, 1, 'split empty');
	eq([s.toUpperCase().slice(0, 9), 'ÄÖÜ'.toLowerCase(), '  x y  '.trim(), '\t\n x\r\n'.trim()], ['THE QUICK', 'äöü', 'x y', 'x'], 'case and trim');
	eq('abc'.concat(1, [2, 3], null), 'abc12,3null', 'concat');
	eq(['b', 'a', 'C'].sort().join() + ' ' + 'a'.localeCompare('b') + 'b'.localeCompare('a') + 'a'.localeCompare('a'), 'C,a,b -110', 'compare');
	eq(s.replace('o', '0'), 'The quick br0wn fox jumps over the lazy dog', 'replace string');
	eq(s.replace(/(\w+) (\w+)/, '$2 $1'), 'quick The brown fox jumps over the lazy dog', 'replace swap');
	eq('aaa'.replace(/a/g, '$&$&'), 'aaaaaa', 'replace $&');
	eq('x-y'.replace('-', "$'$`$$"), 'xyx$y', 'replace context');
	eq('John Smith'.replace(/(\w+)\s(\w+)/, function (m, a, b, off, str) { return b + ', ' + a + ' @' + off + '/' + str.length; }), 'Smith, John @0/10', 'replace fn');
	eq('1,234,567'.replace(/,/g, ''), '1234567', 'replace global');
	eq(String.fromCharCode(72, 105, 0x263a), 'Hi\u263a', 'fromCharCode');
	eq('abc' < 'abd' && 'Z' < 'a' && '10' < '9' && !('10' < 9), true, 'string relational');
	var parts = [];
	for (var i = 0; i < 2000; i++) parts.push(i.toString(36));
	var joined = parts.join('|');
	eq(joined.split('|').length, 2000, 'join/split');
	var built = '';
	for (i = 0; i < 800; i++) built += String.fromCharCode(97 + i % 26);
	eq(built.length, 800, 'concat loop');
	eq(built.match(/abc/g).length, 31, 'match count');
	eq(new String('abc').length + typeof new String('x') + typeof String(1), '3objectstring', 'String object');
	eq(Object('s') instanceof String, true, 'ToObject');
	eq('%E2%82%AC', encodeURIComponent('\u20ac'), 'encode euro');
	throws(function () { decodeURIComponent('%E2%82%'); }, URIError, 'bad URI');
}

function arrays() {
	var a = [5, 1, 4, 2, 3];
	eq(a.slice().sort(), [1, 2, 3, 4, 5], 'sort');
	eq([10, 9, 1, 100].sort(), [1, 10, 100, 9], 'sort strings');
	eq([3, undefined, 1, , 2].sort().length, 5, 'sort holes');
	eq(a.slice(1, -1).reverse(), [2, 4, 1], 'slice reverse');
	var b = a.slice();
	eq(b.splice(1, 2, 'x', 'y', 'z'), [1, 4], 'splice removed');
	eq(b, [5, 'x', 'y', 'z', 2, 3], 'splice result');
	eq(b.splice(-2, 2), [2, 3], 'splice negative');
	eq([b.push(7, 8), b.pop(), b.shift(), b.unshift(0, 1), b], [6, 8, 5, 6, [0, 1, 'x', 'y', 'z', 7]], 'push/pop/shift/unshift');
	eq([1, [2, [3]]].concat(4, [5, [6]]).length, 5, 'concat');
	eq([1, 2, 3, 2, 1].indexOf(2) + [1, 2, 3, 2, 1].lastIndexOf(2) + [1, 2, 3].indexOf(4) + [NaN].indexOf(NaN), 1 + 3 - 1 - 1, 'indexOf');
	eq([1, 2, 3, 4].map(function (x, i) { return x * i; }), [0, 2, 6, 12], 'map');
	eq([1, 2, 3, 4, 5, 6].filter(function (x) { return x % 2; }), [1, 3, 5], 'filter');
	eq([[1, 2], [3], []].reduce(function (x, y) { return x.concat(y); }, []), [1, 2, 3], 'reduce');
	eq(['a', 'b', 'c'].reduceRight(function (x, y) { return x + y; }), 'cba', 'reduceRight');
	eq([[2, 4].every(function (x) { return x % 2 === 0; }), [1, 3].some(function (x) { return x > 2; }), [].every(Boolean), [].some(Boolean)], [true, true, true, false], 'every/some');
	throws(function () { [].reduce(function () {}); }, TypeError, 'reduce empty');
	var sparse = [];
	sparse[5] = 'x';
	eq(sparse.length, 6, 'sparse length');
	var visits = 0;
	sparse.forEach(function () { visits++; });
	eq(visits, 1, 'forEach skips holes');
	sparse.length = 2;
	eq(sparse[5], undefined, 'truncate');
	eq(Array(3).join('-') + new Array(2, 3).join('+') + Array.isArray([]) + Array.isArray({ length: 0 }), '--2+3truefalse', 'Array()');
	eq(Array.prototype.map.call('abc', function (c) { return c.toUpperCase(); }).join(''), 'ABC', 'generic map');
	eq(Array.prototype.slice.call({ 0: 'a', 1: 'b', length: 2 }), ['a', 'b'], 'array-like slice');
	eq(Array.prototype.join.call({ length: 3, 1: 'm' }, '.'), '.m.', 'array-like join');
	eq(String([1, [2, [3, null]], undefined]), '1,2,3,,', 'toString nested');
	var objs = [];
	for (var i = 0; i < 500; i++) objs.push({ k: (i * 7919) % 101, i: i });
	objs.sort(function (x, y) { return x.k - y.k; });
	for (i = 1; i < objs.length; i++) check(objs[i - 1].k <= objs[i].k, 'comparator sort');
	throws(function () { [3, 1, 2].sort(function () { throw new RangeError('stop'); }); }, RangeError, 'throw from comparator');
	throws(function () { new Array(-1); }, RangeError, 'bad length');
	var m = [];
	for (i = 0; i < 30; i++) { m.push([]); for (var j = 0; j < 30; j++) m[i][j] = i * j; }
	eq(m[29][29] + m.length + m[0].length, 841 + 60, 'matrix');
}

function objects() {
	var o = { b: 2, a: 1, 10: 'ten', 2: 'two' };
	o.c = 3;
	delete o.b;
	eq(Object.keys(o).length, 4, 'keys');
	eq('a' in o && !('b' in o) && o.hasOwnProperty('c') && !o.hasOwnProperty('toString'), true, 'in/hasOwnProperty');
	var keys = [];
	for (var k in o) keys.push(k);
	eq(keys.length, 4, 'for-in');
	var proto = { greet: function () { return 'hi ' + this.name; } };
	var child = Object.create(proto, { name: { value: 'kid', enumerable: true }, secret: { value: 42 } });
	eq([child.greet(), Object.getPrototypeOf(child) === proto, proto.isPrototypeOf(child), Object.keys(child).join()], ['hi kid', true, true, 'name'], 'Object.create');
	eq(Object.getOwnPropertyNames(child).sort(), ['name', 'secret'], 'own names');
	var d = Object.getOwnPropertyDescriptor(child, 'secret');
	eq([d.value, d.writable, d.enumerable, d.configurable], [42, false, false, false], 'descriptor');
	child.secret = 7;
	eq(child.secret, 42, 'read-only ignored');
	eq(child.propertyIsEnumerable('name') && !child.propertyIsEnumerable('secret'), true, 'enumerable');
	var temp = { c: 0 };
	Object.defineProperty(temp, 'f', { get: function () { return this.c * 9 / 5 + 32; }, set: function (v) { this.c = (v - 32) * 5 / 9; }, enumerable: true, configurable: true });
	temp.f = 212;
	eq([temp.c, temp.f], [100, 212], 'accessors');
	var lit = { _v: 1, get v() { return this._v * 10; }, set v(x) { this._v = x; } };
	lit.v = 5;
	eq(lit.v, 50, 'literal accessors');
	Object.defineProperties(temp, { x: { value: 1, writable: true }, y: { value: 2 } });
	eq(temp.x + temp.y, 3, 'defineProperties');
	var frozen = Object.freeze({ a: 1, nested: { b: 2 } });
	frozen.a = 9; frozen.z = 1; delete frozen.a; frozen.nested.b = 3;
	eq([frozen.a, frozen.z, frozen.nested.b, Object.isFrozen(frozen), Object.isSealed(frozen), Object.isExtensible(frozen)], [1, undefined, 3, true, true, false], 'freeze');
	var sealed = Object.seal({ a: 1 });
	sealed.a = 2; delete sealed.a; sealed.b = 1;
	eq([sealed.a, sealed.b, Object.isSealed(sealed), Object.isFrozen(sealed)], [2, undefined, true, false], 'seal');
	var ne = Object.preventExtensions({ q: 1 });
	ne.r = 2;
	eq([ne.r, Object.isExtensible(ne)], [undefined, false], 'preventExtensions');
	try { Object.defineProperty(frozen, 'a', { value: 2 }); } catch (e) { check(e instanceof TypeError, 'redefine frozen'); }
	eq(frozen.a, 1, 'frozen value kept');
	throws(function () { Object.create(1); }, TypeError, 'bad prototype');
	var conv = { valueOf: function () { return 6; }, toString: function () { return 'str'; } };
	eq([conv + 1, conv * 2, String(conv), conv + '', conv > 5, [conv].join()], [7, 12, 'str', '6', true, 'str'], 'ToPrimitive');
	eq([typeof null, typeof undefined, typeof {}, typeof [], typeof function () {}, typeof 1, typeof '', typeof true], ['object', 'undefined', 'object', 'object', 'function', 'number', 'string', 'boolean'], 'typeof');
	eq([null == undefined, null === undefined, NaN == NaN, '1' == 1, 0 == '', '0' == false, [1] == 1, null == 0, ({}) == '[object Object]'], [true, false, false, true, true, true, true, false, true], 'equality');
	eq([Object.prototype.toString.call([]), Object.prototype.toString.call(null), Object.prototype.toString.call(new Date(0)), Object.prototype.toString.call(/x/), Object.prototype.toString.call(function () {})],
		['[object Array]', '[object Null]', '[object Date]', '[object RegExp]', '[object Function]'], 'class names');
	var many = {};
	for (var i = 0; i < 3000; i++) many['key' + (i * 37 % 3000)] = i;
	for (i = 0; i < 3000; i += 3) delete many['key' + i];
	eq(Object.keys(many).length, 2000, 'many properties');
	var arr = [];
	for (i = 0; i < 100; i++) arr['p' + i] = i;
	eq(arr.length, 0, 'named props on array');
}

function json() {
	var v = { s: 'line\nbreak "q" \\ \u0001 \u00e9', n: [0, -1.5, 1e100, 1e-7], b: [true, false, null], o: { nested: { deep: [[], {}] } }, u: undefined, f: function () {} };
	var s = JSON.stringify(v);
	eq(s.indexOf('"u"') < 0 && s.indexOf('"f"') < 0, true, 'skip undefined/function');
	var back = JSON.parse(s);
	eq(back.s, v.s, 'escape round trip');
	eq(back.n, v.n, 'numbers');
	eq(JSON.stringify([undefined, function () {}, NaN, Infinity, new Date(0)]), '[null,null,null,null,"1970-01-01T00:00:00.000Z"]', 'array specials');
	eq(JSON.stringify({ a: [1, { b: 2 }] }, null, 2), '{\n  "a": [\n    1,\n    {\n      "b": 2\n    }\n  ]\n}', 'indent');
	eq(JSON.stringify({ a: 1, b: 2 }, null, '--'), '{\n--"a": 1,\n--"b": 2\n}', 'string indent');
	eq(JSON.stringify({ toJSON: function () { return 'custom'; } }), '"custom"', 'toJSON');
	eq(JSON.parse(' [1, "two", {"3": [4]}, true, null] ')[2]['3'][0], 4, 'parse nested');
	eq(JSON.parse('"\\u0041\\n\\t\\/"'), 'A\n\t/', 'parse escapes');
	eq(JSON.parse('-0.5e-3'), -0.0005, 'parse number');
	var rejected = [];
	['{', '[1,]', '{"a":1,}', "{'a':1}", 'tru', '01', '"\t"', '1 2', '{"a" 1}', '', '[1 2]', '{"a":}', '"\\x"', 'nul', '[-]'].forEach(function (bad) {
		try { JSON.parse(bad); } catch (e) { check(e instanceof SyntaxError, 'json error type'); rejected.push(bad); }
	});
	check(rejected.length >= 10, 'most bad JSON rejected');
	var cyc = { a: 1 };
	cyc.self = cyc;
	throws(function () { JSON.stringify(cyc); }, TypeError, 'cycle');
	var deep = [];
	for (var i = 0, cur = deep; i < 60; i++) { var nx = []; cur.push(i, nx); cur = nx; }
	eq(JSON.parse(JSON.stringify(deep)).length, 2, 'deep');
}

function regexps() {
	var r = /(\d{4})-(\d{2})-(\d{2})/;
	var m = r.exec('on 2024-03-15 and');
	eq([m[0], m[1], m.index, m.input.length], ['2024-03-15', '2024', 3, 17], 'exec');
	var g = /o(\w)/g, found = [];
	while ((m = g.exec('foo boo zoo bar')) !== null) found.push(m[1] + '@' + g.lastIndex);
	eq(found, ['o@3', 'o@7', 'o@11'], 'global exec');
	eq(['aBc'.match(/b/i)[0], 'x\ny'.match(/^y/m)[0], /a.c/.test('a\nc'), /[\s\S]/.test('\n')], ['B', 'y', false, true], 'flags');
	eq('aaa'.match(/a*?/)[0] + '|' + 'aaa'.match(/a+?/)[0] + '|' + 'aaa'.match(/a{2,}/)[0], '|a|aaa', 'quantifiers');
	m = /(a)|(b)/.exec('b');
	eq([m.length, m[0], m[2]], [3, 'b', 'b'], 'alternative groups');
	eq(/^(?:(\w+)\.)?(\w+)@(\w+)\.com$/.exec('john.doe@mail.com').slice(1), ['john', 'doe', 'mail'], 'email');
	eq(/(\w)\1(?=x)/.exec('aabbx')[0], 'bb', 'backreference lookahead');
	eq('price: $30, $45'.replace(/\$(\d+)(?!\d)/g, function (m, n) { return '€' + (n * 2); }), 'price: €60, €90', 'negative lookahead');
	eq(/[^\w\s]/g.test('abc def') + ' ' + /\bfoo\b/.test('a foo b') + ' ' + /\Bfoo/.test('afoo'), 'false true true', 'classes');
	eq(/[a-f\d]+/i.exec('zzBEEF12xx')[0], 'BEEF12', 'ranges');
	eq(/\u00e9|\x41/.exec('caf\u00e9')[0], '\u00e9', 'escapes');
	var re = new RegExp('^(' + ['cat', 'dog', 'bird'].join('|') + ')s?$', 'i');
	eq(['Cats', 'dog', 'birds', 'fish'].map(function (w) { return re.test(w); }), [true, true, true, false], 'RegExp()');
	eq([re.source, re.global, re.ignoreCase, re.multiline, String(/a\/b/g)], ['^(cat|dog|bird)s?$', false, true, false, '/a\\/b/g'], 'properties');
	throws(function () { new RegExp('(unclosed'); }, SyntaxError, 'bad regexp');
	throws(function () { new RegExp('a', 'gg'); }, SyntaxError, 'bad flags');
	var words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'.split(' ');
	var pats = [/^[aeiou]/, /a$/, /(.)\1/, /^.{3}$/, /[^aeiou]{2}/, /(?:ta|da|ma)$/, /^(?!.*e).*a/, /e.*a|a.*e/];
	var total = 0;
	for (var i = 0; i < 40; i++) pats.forEach(function (p) { words.forEach(function (w) { if (p.test(w)) total++; }); });
	eq(total % 40, 0, 'pattern totals');
	var log = 'GET /a 200 12ms\nPOST /b/c 404 3ms\nGET /d?x=1 500 120ms\n';
	var reqs = [], lr = /^(GET|POST) (\S+) (\d{3}) (\d+)ms$/gm;
	while ((m = lr.exec(log))) reqs.push({ m: m[1], p: m[2], s: +m[3], t: +m[4] });
	eq(reqs.length + reqs[2].t + reqs[1].s, 3 + 120 + 404, 'log lines');
}

function dates() {
	var d = new Date(Date.UTC(2021, 1, 28, 23, 59, 58, 123));
	eq(d.toISOString(), '2021-02-28T23:59:58.123Z', 'toISOString');
	eq([d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMilliseconds()], [2021, 1, 28, 0, 23, 123], 'UTC getters');
	d.setUTCSeconds(d.getUTCSeconds() + 3);
	eq(d.toISOString(), '2021-03-01T00:00:01.123Z', 'rollover');
	d.setUTCMonth(11, 31);
	d.setUTCHours(25);
	eq(d.toISOString(), '2022-01-01T01:00:01.123Z', 'setters');
	eq(Date.UTC(2000, 0, 1), 946684800000, 'UTC');
	eq(Date.UTC(1969, 11, 31, 23, 59, 59, 999), -1, 'before epoch');
	eq(Date.parse('2012-12-21T12:34:56Z'), 1356093296000, 'parse ISO');
	eq(Date.parse('2012-12-21'), Date.UTC(2012, 11, 21), 'parse date only');
	eq(new Date('2016-02-29T00:00:00.000Z').getTime(), Date.UTC(2016, 1, 29), 'leap day');
	check(isNaN(Date.parse('not a date')) && isNaN(new Date(NaN).getTime()), 'invalid dates');
	eq(String(new Date(NaN)), 'Invalid Date', 'Invalid Date string');
	throws(function () { new Date(NaN).toISOString(); }, RangeError, 'invalid toISOString');
	eq(new Date(0).toJSON(), '1970-01-01T00:00:00.000Z', 'toJSON');
	var local = new Date(2020, 5, 15, 10, 30);
	eq([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()], [2020, 5, 15, 10, 30], 'local getters');
	check(local.toString().length > 10 && local.toDateString().length > 5 && local.toTimeString().length > 5, 'strings');
	check(local.toUTCString().length > 10 && local.toLocaleString().length > 5, 'more strings');
	eq(new Date(local.getTime()).valueOf(), +local, 'valueOf');
	eq(new Date(2020, 0, 31 + 30).getMonth(), 2, 'day overflow');
	var days = 0, t = Date.UTC(1999, 0, 1);
	for (var i = 0; i < 1000; i++) {
		var x = new Date(t + i * 86400000 * 7.3);
		if (x.getUTCDay() === 0) days++;
		eq(Date.parse(x.toISOString()), x.getTime(), 'ISO round trip');
	}
	check(days > 100, 'sundays');
	var y2k = new Date(Date.UTC(1999, 11, 31));
	y2k.setUTCFullYear(2000, 1, 29);
	eq(y2k.getUTCDate(), 29, 'setUTCFullYear');
	check(typeof Date.now() === 'number' && Date() !== '', 'now');
}

function errors() {
	var e = new TypeError('bad thing');
	eq([e.name, e.message, e instanceof TypeError, e instanceof Error, String(e).indexOf('TypeError: bad thing')], ['TypeError', 'bad thing', true, true, 0], 'error object');
	eq([EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError].map(function (C) { return new C('m').name; }).join(),
		'EvalError,RangeError,ReferenceError,SyntaxError,TypeError,URIError', 'error types');
	throws(function () { undefinedFunction(); }, ReferenceError, 'reference');
	throws(function () { null.x; }, TypeError, 'null property');
	throws(function () { (void 0)(); }, TypeError, 'call undefined');
	throws(function () { new (function () {}.call)(); }, TypeError, 'not a constructor');
	throws(function () { eval('var 1x;'); }, SyntaxError, 'eval syntax');
	throws(function () { (1).toFixed(200); }, RangeError, 'toFixed range');
	throws(function () { 'x' in 'string'; }, TypeError, 'in on primitive');
	throws(function () { ({}) instanceof 5; }, TypeError, 'instanceof');
	var order = [];
	function f() {
		try {
			order.push('try');
			throw { code: 7 };
		} catch (x) {
			order.push('catch' + x.code);
			return 'from catch';
		} finally {
			order.push('finally');
		}
	}
	eq(f(), 'from catch', 'return from catch');
	function g() { try { return 1; } finally { order.push('g'); } }
	eq(g(), 1, 'finally after return');
	function h() { for (var i = 0; i < 3; i++) { try { if (i === 1) continue; if (i === 2) break; } finally { order.push('h' + i); } } return i; }
	eq(h(), 2, 'finally with continue/break');
	eq(order, ['try', 'catch7', 'finally', 'g', 'h0', 'h1', 'h2'], 'order');
	var depth = 0;
	function nest(n) { try { if (n > 0) nest(n - 1); else throw new Error('bottom'); } catch (x) { depth++; throw x; } }
	throws(function () { nest(20); }, Error, 'rethrow');
	eq(depth, 21, 'nested catches');
	function MyError(msg) { this.message = msg; }
	MyError.prototype = Object.create(Error.prototype);
	MyError.prototype.name = 'MyError';
	var me = throws(function () { throw new MyError('custom'); }, MyError, 'custom error');
	eq(String(me).indexOf('MyError: custom'), 0, 'custom toString');
	var loops = 0;
	for (var i = 0; i < 500; i++) {
		try { if (i % 3 === 0) throw new RangeError('r' + i); if (i % 5 === 0) JSON.parse('{'); loops++; }
		catch (x) { loops += x instanceof RangeError ? 10 : 100; }
	}
	check(loops > 500, 'exception loop');
	var rec = function r(n) { return n <= 0 ? 0 : 1 + r(n - 1); };
	eq(rec(30), 30, 'named function expression');
	var so = throws(function () { (function inf() { return inf() + 1; })(); }, null, 'unbounded recursion');
	check(/overflow/.test(String(so)), 'stack overflow reported');
}

function language() {
	var x = 10, src = [];
	eq(eval('x * 2 + 1'), 21, 'direct eval');
	eval('var fromEval = 5');
	eq(fromEval, 5, 'eval var');
	var add = new Function('a', 'b', 'return a + b');
	eq(add(2, 3) + new Function('return this')().Math.floor(1.5), 6, 'Function()');
	function args() { return [arguments.length, Array.prototype.slice.call(arguments, 1).join(), typeof arguments]; }
	eq(args(1, 2, 3), [3, '2,3', 'object'], 'arguments');
	var bound = function (p, q) { return this.v + p + q; }.bind({ v: 1 }, 2);
	eq(bound(3) + Math.max.apply(null, [1, 5, 2]) + Array.prototype.concat.call([1], [2]).length, 6 + 5 + 2, 'bind/apply/call');
	eq([(function () {}).length, (function (a, b) {}).length, bound.length], [0, 2, 1], 'length');
	var counts = {};
	outer: for (var i = 0; i < 10; i++) {
		inner: for (var j = 0; j < 10; j++) {
			if (j === 5) continue outer;
			if (i === 7) break outer;
			if ((i + j) % 3 === 0) continue inner;
			counts[i] = (counts[i] || 0) + 1;
		}
	}
	eq(Object.keys(counts).length, 7, 'labels');
	var kinds = [];
	[0, 1, 2, 3, 'a', 'b', null, undefined, true, 4.5].forEach(function (v) {
		switch (v) {
		case 0: kinds.push('zero');
		case 1: kinds.push('small'); break;
		case 'a': case 'b': kinds.push('letter'); break;
		case null: kinds.push('null'); break;
		case true: kinds.push('true'); break;
		default: kinds.push('other');
		case undefined: kinds.push('undef');
		}
	});
	eq(kinds.join(), 'zero,small,small,other,undef,other,undef,letter,letter,null,undef,true,other,undef', 'switch');
	var wo = { p: 1, q: 2 }, r;
	with (wo) { r = p + q; p = 5; }
	eq([r, wo.p], [3, 5], 'with');
	eq([void 0, (1, 2), !!'', !!'0', +[], +{}, [] + {}, 1 + '2' - 1], [undefined, 2, false, true, 0, NaN, '[object Object]', 11], 'coercions');
	var n = 0;
	do { n++; } while (n < 10);
	while (n > 0) n -= 3;
	for (; n < 5;) n++;
	eq(n, 5, 'loops');
	var fns = [];
	for (i = 0; i < 5; i++) fns.push((function (k) { return function () { return k * k; }; })(i));
	eq(fns.map(function (f) { return f(); }), [0, 1, 4, 9, 16], 'closures in loop');
	eq(typeof hoisted + typeof notYet, 'functionundefined', 'hoisting');
	function hoisted() {}
	var notYet = 1;
	var obj = { m: function () { return this; } }, unbound = obj.m;
	eq([obj.m() === obj, unbound() === this], [true, true], 'this binding');
	function Ctor() { this.a = 1; return { b: 2 }; }
	eq([new Ctor().b, new Ctor().a], [2, undefined], 'constructor returning object');
	eq(delete obj.m && !('m' in obj), true, 'delete');
	var i2 = 0, log = [];
	var side = { get a() { log.push('a'); return i2++; } };
	eq(side.a + side.a * side.a, 0 + 1 * 2, 'evaluation order');
	eq([1 < 2 < 3, 3 > 2 > 1, 'b' > 'a' ? 'y' : 'n', null || 'd', 0 && 'x', 'x' && 'y'], [true, false, 'y', 'd', 0, 'y'], 'operators');
	var seq = '';
	for (var p in { z: 1, y: 2 }) seq += p;
	eq(seq.length, 2, 'for-in order');
	var arrIdx = [];
	for (var ai in ['a', 'b', 'c']) arrIdx.push(typeof ai);
	eq(arrIdx.join(), 'string,string,string', 'for-in on array');
	eq(repr({ a: [1, 'x', null], f: 1.5 }).indexOf('x') > 0, true, 'repr');
	eq(compile('1 + 41')(), 42, 'compile');
	gc(false);
}

function localDates() {
	// Local-time setters and getters; expectations are computed in local time too, so any TZ works.
	var d = new Date(2019, 0, 31, 12, 0, 0, 0);
	d.setMonth(1);
	eq([d.getMonth(), d.getDate()], [2, 3], 'setMonth overflow');
	d.setDate(0);
	eq([d.getMonth(), d.getDate()], [1, 28], 'setDate(0)');
	d.setFullYear(2020, 1, 29);
	d.setHours(23, 59, 59, 999);
	eq([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()],
		[2020, 1, 29, 23, 59, 59, 999], 'local setters');
	d.setMilliseconds(1000);
	eq([d.getMonth(), d.getDate(), d.getHours(), d.getSeconds()], [2, 1, 0, 0], 'millisecond carry');
	d.setMinutes(-1);
	d.setSeconds(61);
	eq([d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()], [1, 0, 0, 1], 'negative minutes');
	var weekdays = [];
	for (var i = 0; i < 7; i++) { d.setDate(d.getDate() + 1); weekdays.push(d.getDay()); }
	eq(weekdays.slice().sort().join(''), '0123456', 'getDay');
	check(typeof d.getTimezoneOffset() === 'number' && Math.abs(d.getTimezoneOffset()) < 15 * 60, 'timezone offset');
	var t = d.getTime();
	d.setTime(t + 36e5);
	eq(d.getTime() - t, 36e5, 'setTime');
	var u = new Date(0);
	u.setUTCDate(15); u.setUTCMinutes(75); u.setUTCMilliseconds(2500); u.setUTCFullYear(1999);
	eq([u.getUTCDate(), u.getUTCHours(), u.getUTCMinutes(), u.getUTCSeconds(), u.toISOString()],
		[15, 1, 15, 2, '1999-01-15T01:15:02.500Z'], 'UTC setters');
	check(isNaN(new Date(NaN).setDate(3)) && isNaN(new Date(2000, 0).setMonth(NaN)), 'NaN dates stay NaN');
}

function wrappers() {
	var fn = function plus(a, b) { return a + b; };
	check(/plus/.test(String(fn)) && /plus/.test(fn.toString()), 'Function toString');
	function Point(x, y) { this.x = x; this.y = y; }
	var P1 = Point.bind(null, 1), p = new P1(2);
	eq([p.x, p.y, p instanceof Point], [1, 2, true], 'new on bound function');
	eq([new String('s').valueOf(), new String('t').toString(), new Number(2).valueOf(), new Boolean(true).valueOf(),
		new Boolean(false).toString(), (5).valueOf(), true.toString()], ['s', 't', 2, true, 'false', 5, 'true'], 'wrapper methods');
	var re = RegExp('a+', 'g'), same = RegExp(re);
	eq([re.test('caab'), same === re, String(RegExp('x/y'))], [true, true, '/x\\/y/'], 'RegExp as function');
	eq([typeof new Object(1), new Object('s') instanceof String, Object(null) instanceof Object, typeof Object()], ['object', true, true, 'object'], 'Object()');
	eq([Boolean(''), Boolean('0'), Number(undefined), String(null), Array(1, 2).length], [false, true, NaN, 'null', 2], 'conversions as functions');
	check(isNaN(Number(undefined)), 'Number(undefined)');
	var o = { n: 1 };
	o.n += 2; o.n -= 1; o.n *= 10; o.n /= 4; o.n %= 3; o.n <<= 3; o.n >>= 1; o.n >>>= 0; o.n |= 8; o.n &= 12; o.n ^= 5;
	var arr = [1, 2];
	arr[1] += 40; arr[0]++; --arr[1];
	eq([o.n, arr], [13, [2, 41]], 'compound assignment');
}

var sections = [numbers, strings, arrays, objects, json, regexps, dates, localDates, errors, language, wrappers];
for (var r = 0; r < rounds; r++) sections.forEach(function (f) { f(); });
print('builtins: ' + differences + ' differences from ES5 noted');
