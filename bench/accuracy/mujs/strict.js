// Run with `mujs -s`: the same kind of application code under ES5 strict mode, where mistakes
// that sloppy mode ignores become errors. A config-file parser, an order-processing state
// machine and a checked record store, then the strict-mode errors themselves.
// usage: mujs -s strict.js BENCHDIR [ORDERS]
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check, eq = lib.eq, throws = lib.throws;
var norders = +(scriptArgs[1] || 4000);
var rng = new lib.Rng(99);

// --- an INI parser with sections, quoting, continuation lines, typed values, interpolation
function parseIni(text) {
	var out = {}, section = out, name = '', pending = null;
	text.split(/\r?\n/).forEach(function (raw, no) {
		var line = pending !== null ? pending + raw.replace(/^\s+/, '') : raw;
		pending = null;
		if (/\\$/.test(line)) { pending = line.slice(0, -1); return; }
		line = line.replace(/(^|\s)[;#].*$/, '').trim();
		if (!line) return;
		var m = /^\[\s*([\w.-]+)\s*\]$/.exec(line);
		if (m) {
			name = m[1];
			section = out;
			name.split('.').forEach(function (part) { section = section[part] = section[part] || {}; });
			return;
		}
		m = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
		if (!m) throw new SyntaxError('line ' + (no + 1) + ': cannot parse ' + JSON.stringify(line));
		section[m[1]] = value(m[2]);
	});
	function value(v) {
		var q = /^"((?:[^"\\]|\\.)*)"$/.exec(v);
		if (q) return q[1].replace(/\\(.)/g, function (m, c) { return { n: '\n', t: '\t' }[c] || c; });
		if (/^(true|yes|on)$/i.test(v)) return true;
		if (/^(false|no|off)$/i.test(v)) return false;
		if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v)) return Number(v);
		if (/^0x[0-9a-f]+$/i.test(v)) return parseInt(v.slice(2), 16);
		if (/^\[.*\]$/.test(v)) return v.slice(1, -1).split(',').map(function (x) { return value(x.trim()); });
		return v;
	}
	return out;
}
function interpolate(cfg) {
	function lookup(path) {
		return path.split('.').reduce(function (o, k) {
			if (o === undefined || !(k in o)) throw new ReferenceError('unknown key ' + path);
			return o[k];
		}, cfg);
	}
	(function walk(o) {
		Object.keys(o).forEach(function (k) {
			var v = o[k];
			if (typeof v === 'string') o[k] = v.replace(/\$\{([\w.]+)\}/g, function (m, p) { return String(lookup(p)); });
			else if (v && typeof v === 'object' && !Array.isArray(v)) walk(v);
		});
	})(cfg);
	return cfg;
}
var iniLines = ['; generated configuration', '[server]', 'host = example.org', 'port = 8080',
	'secure = yes', 'url = "https://${server.host}:${server.port}/"', '[server.limits]',
	'max_body = 1e6', 'timeouts = [5, 30, 300]', 'mask = 0x1F', '# comment line',
	'[paths]', 'root = /srv/www', 'logs = ${paths.root}/logs   ; trailing comment',
	'motd = "Welcome\\nto \\"here\\""', 'long = first part \\', '   second part'];
for (var i = 0; i < 60; i++) {
	iniLines.push('[module' + i + ']');
	iniLines.push('enabled = ' + (i % 3 ? 'on' : 'off'));
	iniLines.push('weight = ' + (i * 1.25));
	iniLines.push('name = mod-' + i.toString(36));
	iniLines.push('deps = [' + [i % 7, i % 5, i % 3].join(', ') + ']');
	iniLines.push('home = ${paths.root}/m' + i);
}
var cfg;
for (var rep = 0; rep < 30; rep++) cfg = interpolate(parseIni(iniLines.join(rep % 2 ? '\r\n' : '\n')));
eq([cfg.server.port, cfg.server.secure, cfg.server.url, cfg.server.limits.timeouts, cfg.server.limits.mask],
	[8080, true, 'https://example.org:8080/', [5, 30, 300], 31], 'ini values');
eq([cfg.paths.logs, cfg.paths.motd, cfg.paths.long, cfg.module7.home], ['/srv/www/logs', 'Welcome\nto "here"', 'first part second part', '/srv/www/m7'], 'ini strings');
throws(function () { parseIni('[a]\nthis is not valid'); }, SyntaxError, 'ini syntax error');
throws(function () { interpolate(parseIni('x = ${nope.here}')); }, ReferenceError, 'ini bad reference');

// --- orders through a state machine, with a frozen catalogue and checked transitions
var catalogue = Object.freeze({
	widget: Object.freeze({ price: 2.5, weight: 0.2 }),
	gadget: Object.freeze({ price: 12, weight: 1.1 }),
	doohickey: Object.freeze({ price: 0.75, weight: 0.05 }),
	gizmo: Object.freeze({ price: 99.99, weight: 4 })
});
var transitions = {
	new: { pay: 'paid', cancel: 'cancelled' },
	paid: { ship: 'shipped', refund: 'refunded' },
	shipped: { deliver: 'delivered', lose: 'lost' },
	lost: { refund: 'refunded', reship: 'shipped' },
	delivered: { return: 'returned' },
	returned: { refund: 'refunded' },
	cancelled: {}, refunded: {}
};
function Order(id, lines) {
	this.id = id;
	this.lines = lines;
	this.state = 'new';
	this.history = ['new'];
	Object.defineProperty(this, 'total', {
		get: function () {
			return this.lines.reduce(function (s, l) { return s + catalogue[l.item].price * l.qty; }, 0);
		}
	});
	Object.seal(this);
}
Order.prototype.apply = function (ev) {
	var next = transitions[this.state][ev];
	if (!next) throw new TypeError('order ' + this.id + ': cannot ' + ev + ' when ' + this.state);
	this.state = next;
	this.history.push(next);
	return this;
};
var items = Object.keys(catalogue), events = ['pay', 'cancel', 'ship', 'refund', 'deliver', 'lose', 'reship', 'return'];
var orders = [], illegal = 0, revenue = 0;
for (i = 0; i < norders; i++) {
	var lines = [];
	for (var j = 0, n = 1 + rng.below(4); j < n; j++) lines.push({ item: rng.pick(items), qty: 1 + rng.below(9) });
	var o = new Order(i, lines);
	for (var step = 0; step < 6; step++) {
		try {
			o.apply(rng.pick(events));
		} catch (e) {
			if (!(e instanceof TypeError)) throw e;
			illegal++;
		}
	}
	if (o.state === 'delivered' || o.state === 'shipped') revenue += o.total;
	orders.push(o);
}
var states = {};
orders.forEach(function (o) { states[o.state] = (states[o.state] || 0) + 1; });
print('orders: ' + JSON.stringify(states) + ' illegal transitions ' + illegal + ' revenue ' + revenue.toFixed(2));
check(illegal > 0 && Object.keys(states).length >= 5, 'state machine');
throws(function () { orders[0].extra = 1; }, TypeError, 'sealed order');
throws(function () { orders[0].total = 5; }, TypeError, 'getter-only total');
throws(function () { catalogue.widget.price = 0; }, TypeError, 'frozen catalogue');
throws(function () { catalogue.newthing = {}; }, TypeError, 'frozen catalogue add');
throws(function () { delete catalogue.gizmo; }, TypeError, 'delete frozen');

// --- a record store that validates through accessors
function Store(schema) {
	var rows = [], self = this;
	this.insert = function (rec) {
		var row = Object.create(null);
		Object.keys(schema).forEach(function (k) {
			var type = schema[k], val = rec[k];
			if (typeof val !== type) throw new TypeError(k + ' must be ' + type + ', got ' + typeof val);
			Object.defineProperty(row, k, { value: val, enumerable: true });
		});
		Object.preventExtensions(row);
		rows.push(row);
		return rows.length - 1;
	};
	this.where = function (pred) { return rows.filter(pred); };
	Object.defineProperty(this, 'size', { get: function () { return rows.length; } });
	check(this === self, 'constructor this');
}
var store = new Store({ name: 'string', qty: 'number', ok: 'boolean' });
var rejected = 0;
for (i = 0; i < 3000; i++) {
	try {
		store.insert({ name: 'r' + i, qty: i % 11 === 0 ? String(i) : i, ok: i % 2 === 0 });
	} catch (e) {
		rejected++;
	}
}
eq([store.size, rejected, store.where(function (r) { return r.ok && r.qty > 2900; }).length], [2727, 273, 44], 'store');
var row = store.where(function () { return true; })[0];
throws(function () { row.qty = 1; }, TypeError, 'read-only row');
throws(function () { row.more = 1; }, TypeError, 'non-extensible row');

// --- what strict mode forbids
throws(function () { undeclared = 1; }, ReferenceError, 'undeclared assignment');
eq((function () { return this; })(), undefined, 'undefined this');
eq(typeof (function () { return this; }).call(5), 'number', 'unboxed this');
var forbidden = ['with ({}) {}', 'var x = 010;', '(function (a, a) {})', 'var q; delete q;', 'eval = 1',
	'arguments = []', 'function f(eval) {}', 'var implements;'];
var syntax = 0;
forbidden.forEach(function (src) {
	try { eval(src); } catch (e) { if (e instanceof SyntaxError) syntax++; }
});
check(syntax >= 6, 'strict syntax errors: ' + syntax);
function argsCopy(a) { a = 2; return arguments[0]; }
eq(argsCopy(1), 1, 'unmapped arguments');

lib.summary('strict');
