// The command line's extras for the duktape workload: Duktape 1.x style require() with a
// Duktape.modSearch that serves module sources from a table (relative ids, cycles,
// module.exports replacement, errors), Duktape.Logger at several levels, console.*, and
// print/alert with values of every type.
var SOURCES = {
    'util/strings': "exports.pad = function (s, n) { s = String(s); while (s.length < n) s = ' ' + s; return s; };\n" +
                    "exports.words = function (s) { return s.split(/\\s+/).filter(Boolean); };\n" +
                    "exports.id = module.id;",
    'util/math': "var strings = require('./strings');\n" +
                 "exports.mean = function (xs) { return xs.reduce(function (a, b) { return a + b; }, 0) / xs.length; };\n" +
                 "exports.table = function (xs) { return xs.map(function (x) { return strings.pad(x.toFixed(2), 8); }).join(''); };",
    'shapes/index': "var Circle = require('./circle'), Square = require('./square');\n" +
                    "module.exports = { make: function (k, s) { return k === 'c' ? new Circle(s) : new Square(s); } };",
    'shapes/circle': "function Circle(r) { this.r = r; }\nCircle.prototype.area = function () { return Math.PI * this.r * this.r; };\n" +
                     "module.exports = Circle;",
    'shapes/square': "var base = require('../util/math');\nfunction Square(s) { this.s = s; }\n" +
                     "Square.prototype.area = function () { return this.s * this.s; };\nmodule.exports = Square;",
    'cycle/a': "exports.name = 'a'; var b = require('./b'); exports.seenB = b.name; exports.bSawA = b.seenA;",
    'cycle/b': "exports.name = 'b'; var a = require('./a'); exports.seenA = a.name;",
    'broken/syntax': "exports.x = ;",
    'broken/throws': "exports.before = 1; throw new Error('module init failed');",
    'counter': "var n = 0; exports.next = function () { return ++n; };"
};
var searches = 0;
Duktape.modSearch = function (id, require, exports, module) {
    searches++;
    if (Object.prototype.hasOwnProperty.call(SOURCES, id)) return SOURCES[id];
    throw new Error('module not found: ' + id);
};

var strings = require('util/strings');
var math = require('util/math');
var shapes = require('shapes/index');
var a = require('cycle/a');
var c1 = require('counter'), c2 = require('counter');
c1.next(); c1.next();
print('module id ' + strings.id + ', words ' + strings.words('  several  words here ').length +
      ', table' + math.table([1, 2.5, 3.14159]));
print('areas ' + ['c', 's', 'c'].map(function (k, i) { return shapes.make(k, i + 1).area().toFixed(3); }).join(' '));
print('cycle ' + a.name + a.seenB + a.bSawA + ', cached ' + (c1 === c2) + ' ' + c2.next() + ', searches ' + searches);
['broken/syntax', 'broken/throws', 'missing/module', 'broken/throws'].forEach(function (id) {
    try { require(id); print('loaded ' + id); } catch (e) { print('require ' + id + ': ' + e.name); }
});

// Duktape.Logger: levels, names, formatting of objects; output goes to stderr.
var log = new Duktape.Logger('workload');
var quiet = new Duktape.Logger('quiet');
quiet.l = 4;  // error and above only
var anon = new Duktape.Logger();
for (var lvl = 0; lvl < 6; lvl++) {
    log.l = lvl;
    log.trace('trace at', lvl);
    log.debug('debug', { lvl: lvl, list: [1, 2, 3] });
    log.info('info', lvl, 'with', 'several', 'args');
    log.warn('warn', new Error('as an argument'));
    log.error('error', null, undefined, true);
    log.fatal('fatal', Duktape.enc('hex', 'x'));
}
quiet.info('suppressed'); quiet.error('shown');
anon.info('no name given');
var raw = new Duktape.Logger('raw');
raw.raw = function (buf) { print('[raw logger] ' + String(buf).length + ' bytes'); };
raw.info('goes through raw()');
raw.fmt = function (v) { return '<' + typeof v + '>'; };
raw.info('custom', 'fmt', 1);

// console: log/info/warn/error/dir/assert/trace with varied values.
var sym = Symbol('s');
var values = [1, -0, 1.5e300, NaN, 'str', true, null, undefined, [1, [2, [3]]], { a: { b: { c: 1 } } },
              function named() {}, new Date(0), /re/g, new Uint8Array([1, 2]), String(sym), new Error('e')];
values.forEach(function (v, i) {
    console.log('value', i, v);
    if (i % 4 === 0) console.info(v);
    if (i % 4 === 1) console.warn(v);
    if (i % 4 === 2) console.error(v);
    if (i % 4 === 3) console.dir(v);
});
console.assert(true, 'not shown');
console.assert(1 === 2, 'assertion message');
console.trace('tracing');
console.debug('debug alias');
console.exception('exception alias');

// print/alert: strings, numbers, objects with custom toString, buffers.
print('print', 1, 'two', { toString: function () { return 'three'; } }, [4, 5]);
print(new Uint8Array([72, 105]));
print();
alert('alert goes to stderr', 42);
