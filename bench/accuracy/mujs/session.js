// Fed on standard input, as one would paste into the shell: `mujs < session.js`, or after a
// script with `mujs -i script.js ARGS < session.js`. Uses the shell's helpers: repr, compile,
// load, gc, write, console.log, and prints stack traces of caught errors.
if (typeof scriptArgs !== 'undefined' && scriptArgs.length) {
	var exports = {};
	load(scriptArgs[0] + '/lib.js');
	print('loaded helpers: ' + Object.keys(exports).sort().join(' '));
}

var values = [undefined, null, true, 0, -0, 1.5e300, NaN, 'plain', 'quote " and \\ and \n and \u0007 and \u00e9',
	[], [1, [2, [3, [4]]]], {}, { a: 1, 'b c': [null, { d: 'e' }], 3: 'three' }, new Date(86400000),
	/a+b?/gi, new TypeError('repr me'), function named(a, b) { return a + b; }, Math.max, new String('boxed'),
	new Number(4), new Boolean(false), Object.create(null), [undefined, , 3]];
var sparse = [];
sparse[3] = 1;
values.push(sparse);
var nested = { level: 0 };
for (var i = 1, cur = nested; i < 12; i++) cur = cur.child = { level: i, tags: ['t' + i], when: new Date(i * 1e11) };
values.push(nested);
values.forEach(function (v, i) { print(i + ': ' + repr(v)); });

// compile() turns source text into functions; errors come back as exceptions.
var sources = ['6 * 7', 'var s = 0; for (var i = 0; i < 10; i++) s += i; s', 'typeof this',
	'[1, 2, 3].map(function (x) { return x * x; }).join("-")', 'syntax error here (', 'undefinedName + 1',
	'return 1', 'if (true) { "block value" } else { 0 }', 'try { throw 5 } catch (e) { e * 2 }'];
sources.forEach(function (src) {
	try {
		var f = compile(src, 'snippet');
		write('compiled ' + JSON.stringify(src.slice(0, 20)) + ' -> ');
		print(repr(f()));
	} catch (e) {
		print('error: ' + e);
	}
});

// Errors with stack traces from nested calls.
function level3(x) { if (x > 2) throw new RangeError('too deep: ' + x); return level3(x + 1); }
function level2() { return level3(0); }
function level1() { return [1, 2].map(function () { return level2(); }); }
try {
	level1();
} catch (e) {
	print(String(e));
	print('has trace: ' + ('stackTrace' in e));
}
try {
	JSON.parse('{"broken": ');
} catch (e) {
	console.log('json: ' + e);
}
console.warn('warn goes to stdout too');

// A little heap churn and a collection report.
var keep = [];
for (i = 0; i < 20000; i++) {
	var o = { i: i, s: 'item' + i, a: [i, i * 2] };
	if (i % 10 === 0) keep.push(o);
}
gc(true);
keep = null;
gc(false);
print('session done');
