// Shared helpers for the mujs workload scripts, loaded with require(dir + '/lib').
// A failed check throws, so a wrong result makes the workload command fail.

var failures = 0;

function show(v) {
	if (typeof v === 'string') return JSON.stringify(v);
	if (v instanceof Array || (v && typeof v === 'object' && !(v instanceof Date)))
		return JSON.stringify(v);
	return String(v);
}

exports.check = function (cond, what) {
	if (!cond) {
		failures++;
		throw new Error('check failed: ' + what);
	}
};

exports.eq = function (got, want, what) {
	var a = show(got), b = show(want);
	if (a !== b) {
		failures++;
		throw new Error((what || 'eq') + ': got ' + a + ', want ' + b);
	}
};

exports.throws = function (fn, ctor, what) {
	try {
		fn();
	} catch (e) {
		if (ctor && !(e instanceof ctor))
			throw new Error((what || 'throws') + ': wrong error ' + e);
		return e;
	}
	throw new Error((what || 'throws') + ': nothing thrown');
};

// xorshift32: deterministic numbers without Math.random.
function Rng(seed) {
	this.s = (seed >>> 0) || 0x9e3779b9;
}
Rng.prototype.next = function () {
	var s = this.s;
	s ^= s << 13; s >>>= 0;
	s ^= s >>> 17;
	s ^= s << 5; s >>>= 0;
	this.s = s;
	return s;
};
Rng.prototype.below = function (n) { return this.next() % n; };
Rng.prototype.real = function () { return this.next() / 4294967296; };
Rng.prototype.pick = function (a) { return a[this.below(a.length)]; };
Rng.prototype.shuffle = function (a) {
	for (var i = a.length - 1; i > 0; i--) {
		var j = this.below(i + 1), t = a[i];
		a[i] = a[j]; a[j] = t;
	}
	return a;
};
exports.Rng = Rng;

function pad(s, n, right) {
	s = String(s);
	while (s.length < n) s = right ? s + ' ' : ' ' + s;
	return s;
}
exports.pad = pad;

// Renders rows (arrays) as an aligned text table.
exports.table = function (header, rows) {
	var widths = header.map(function (h) { return String(h).length; });
	rows.forEach(function (r) {
		r.forEach(function (c, i) { widths[i] = Math.max(widths[i], String(c).length); });
	});
	var line = function (r) {
		return r.map(function (c, i) { return pad(c, widths[i], typeof c !== 'number'); }).join(' | ');
	};
	var out = [line(header), widths.map(function (w) { return new Array(w + 1).join('-'); }).join('-+-')];
	for (var i = 0; i < rows.length; i++) out.push(line(rows[i]));
	return out.join('\n');
};

exports.summary = function (name) {
	print(name + ': ' + (failures ? failures + ' failures' : 'ok'));
};
