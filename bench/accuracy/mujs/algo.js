// Classic algorithms and numeric code: sorting, searching, graphs, dynamic programming,
// backtracking, big integers, geometry with prototype classes, an expression evaluator.
// usage: mujs algo.js BENCHDIR [SCALE]
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check, eq = lib.eq;
var scale = +(scriptArgs[1] || 1);
var rng = new lib.Rng(7);

// --- sorting: hand-written sorts against Array.prototype.sort
function insertion(a, lo, hi, cmp) {
	for (var i = lo + 1; i <= hi; i++) {
		var x = a[i], j = i - 1;
		while (j >= lo && cmp(a[j], x) > 0) { a[j + 1] = a[j]; j--; }
		a[j + 1] = x;
	}
}
function quick(a, lo, hi, cmp) {
	while (hi - lo > 12) {
		var mid = (lo + hi) >> 1, p = a[mid], i = lo, j = hi;
		if (cmp(a[lo], p) > 0) { p = a[lo]; }
		while (i <= j) {
			while (cmp(a[i], p) < 0) i++;
			while (cmp(a[j], p) > 0) j--;
			if (i <= j) { var t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
		}
		if (j - lo < hi - i) { quick(a, lo, j, cmp); lo = i; } else { quick(a, i, hi, cmp); hi = j; }
	}
	insertion(a, lo, hi, cmp);
}
function merge(a, cmp) {
	if (a.length < 2) return a;
	var m = a.length >> 1, l = merge(a.slice(0, m), cmp), r = merge(a.slice(m), cmp), out = [];
	var i = 0, j = 0;
	while (i < l.length && j < r.length) out.push(cmp(r[j], l[i]) < 0 ? r[j++] : l[i++]);
	return out.concat(l.slice(i), r.slice(j));
}
function heap(a, cmp) {
	var n = a.length;
	function down(i, n) {
		for (;;) {
			var l = 2 * i + 1, r = l + 1, m = i;
			if (l < n && cmp(a[l], a[m]) > 0) m = l;
			if (r < n && cmp(a[r], a[m]) > 0) m = r;
			if (m === i) return;
			var t = a[i]; a[i] = a[m]; a[m] = t; i = m;
		}
	}
	for (var i = (n >> 1) - 1; i >= 0; i--) down(i, n);
	for (i = n - 1; i > 0; i--) { var t = a[0]; a[0] = a[i]; a[i] = t; down(0, i); }
	return a;
}
var num = function (x, y) { return x - y; };
var str = function (x, y) { return x < y ? -1 : x > y ? 1 : 0; };
for (var round = 0; round < 3 * scale; round++) {
	var n = 3000 + rng.below(3000), xs = [], ss = [];
	for (var i = 0; i < n; i++) {
		xs.push(round === 1 ? i % 17 : rng.below(100000) - 50000);
		ss.push(rng.next().toString(36));
	}
	var want = xs.slice().sort(num), a;
	a = xs.slice(); quick(a, 0, a.length - 1, num); eq(a.join(), want.join(), 'quicksort');
	eq(merge(xs, num).join(), want.join(), 'mergesort');
	eq(heap(xs.slice(), num).join(), want.join(), 'heapsort');
	var sw = ss.slice().sort();
	a = ss.slice(); quick(a, 0, a.length - 1, str); eq(a.join(), sw.join(), 'string quicksort');
	eq(merge(ss, str).join(), sw.join(), 'string mergesort');
	// binary search for every element
	for (i = 0; i < want.length; i += 7) {
		var lo = 0, hi = want.length;
		while (lo < hi) { var mid = (lo + hi) >>> 1; if (want[mid] < want[i]) lo = mid + 1; else hi = mid; }
		eq(want[lo], want[i], 'binary search');
	}
}

// --- primes, gcd, modular arithmetic
function sieve(n) {
	var comp = [], out = [];
	for (var i = 2; i <= n; i++) {
		if (comp[i]) continue;
		out.push(i);
		for (var j = i * i; j <= n; j += i) comp[j] = true;
	}
	return out;
}
var primes = sieve(60000 * scale);
print('primes below ' + 60000 * scale + ': ' + primes.length + ', last ' + primes[primes.length - 1]);
function gcd(a, b) { while (b) { var t = a % b; a = b; b = t; } return a; }
function modpow(b, e, m) {
	var r = 1;
	b %= m;
	while (e > 0) {
		if (e & 1) r = (r * b) % m;
		b = (b * b) % m;
		e = Math.floor(e / 2);
	}
	return r;
}
var fermat = 0;
for (i = 0; i < 300; i++) if (modpow(2, primes[i + 5] - 1, primes[i + 5]) === 1) fermat++;
eq(fermat, 300, 'fermat');
var coprime = 0;
for (i = 1; i < 200; i++) for (var j = 1; j < 200; j++) if (gcd(i, j) === 1) coprime++;
print('coprime pairs < 200: ' + coprime);

// --- big integers as arrays of base-10000 limbs
function big(n) { var a = []; do { a.push(n % 10000); n = Math.floor(n / 10000); } while (n); return a; }
function bigMulSmall(a, k) {
	var out = [], carry = 0;
	for (var i = 0; i < a.length; i++) { var v = a[i] * k + carry; out.push(v % 10000); carry = Math.floor(v / 10000); }
	while (carry) { out.push(carry % 10000); carry = Math.floor(carry / 10000); }
	return out;
}
function bigAdd(a, b) {
	var out = [], carry = 0;
	for (var i = 0; i < Math.max(a.length, b.length) || carry; i++) {
		var v = (a[i] || 0) + (b[i] || 0) + carry;
		out.push(v % 10000); carry = v >= 10000 ? 1 : 0;
	}
	return out;
}
function bigMul(a, b) {
	var out = [];
	for (var i = 0; i < a.length + b.length; i++) out[i] = 0;
	for (i = 0; i < a.length; i++) {
		var carry = 0;
		for (var j = 0; j < b.length || carry; j++) {
			var v = out[i + j] + a[i] * (b[j] || 0) + carry;
			out[i + j] = v % 10000; carry = Math.floor(v / 10000);
		}
	}
	while (out.length > 1 && out[out.length - 1] === 0) out.pop();
	return out;
}
function bigStr(a) {
	var s = String(a[a.length - 1]);
	for (var i = a.length - 2; i >= 0; i--) s += ('000' + a[i]).slice(-4);
	return s;
}
var f = big(1);
for (i = 2; i <= 300; i++) f = bigMulSmall(f, i);
var fs = bigStr(f);
eq(fs.length, 615, '300! digits');
var fib = [big(0), big(1)];
for (i = 2; i <= 1000; i++) fib.push(bigAdd(fib[i - 1], fib[i - 2]));
eq(bigStr(fib[100]), '354224848179261915075', 'fib(100)');
var sq = bigMul(fib[500], fib[500]);
print('300! = ' + fs.slice(0, 20) + '... fib(1000) has ' + bigStr(fib[1000]).length + ' digits, fib(500)^2 has ' + bigStr(sq).length);

// --- backtracking: n-queens and sudoku
function queens(n) {
	var count = 0, cols = [], d1 = [], d2 = [];
	(function place(r) {
		if (r === n) { count++; return; }
		for (var c = 0; c < n; c++) {
			if (cols[c] || d1[r + c] || d2[r - c + n]) continue;
			cols[c] = d1[r + c] = d2[r - c + n] = true;
			place(r + 1);
			cols[c] = d1[r + c] = d2[r - c + n] = false;
		}
	})(0);
	return count;
}
eq([4, 5, 6, 7, 8].map(queens).join(), '2,10,4,40,92', 'n-queens');
function sudoku(grid) {
	var g = grid.split('').map(Number), steps = 0;
	function ok(p, v) {
		var r = Math.floor(p / 9), c = p % 9, br = r - r % 3, bc = c - c % 3;
		for (var i = 0; i < 9; i++) {
			if (g[r * 9 + i] === v || g[i * 9 + c] === v) return false;
			if (g[(br + Math.floor(i / 3)) * 9 + bc + i % 3] === v) return false;
		}
		return true;
	}
	// Iterative backtracking: mujs has a small value stack (256 slots), so no deep recursion.
	function solve() {
		var empty = [], i = 0;
		for (var p = 0; p < 81; p++) if (g[p] === 0) empty.push(p);
		while (i >= 0 && i < empty.length) {
			var q = empty[i], v = g[q] + 1;
			g[q] = 0;
			while (v <= 9 && !ok(q, v)) { v++; steps++; }
			steps++;
			if (v <= 9) { g[q] = v; i++; } else i--;
		}
		return i === empty.length;
	}
	check(solve(), 'sudoku solvable');
	return { grid: g.join(''), steps: steps };
}
var puzzles = ['530070000600195000098000060800060003400803001700020006060000280000419005000080079',
	'000000907000420180000705026100904000050000040000507009920108000034059000507000000',
	'030050040008010500460000012070502080000603000040109030250000098001020600080060020'];
puzzles.forEach(function (p) {
	var s = sudoku(p);
	for (var r = 0; r < 9; r++) eq(s.grid.slice(r * 9, r * 9 + 9).split('').sort().join(''), '123456789', 'sudoku row');
	print('sudoku ' + s.grid.slice(0, 18) + '... in ' + s.steps + ' steps');
});

// --- graphs: grid maze, BFS, Dijkstra with a binary heap, topological sort
function PQ() { this.h = []; }
PQ.prototype.push = function (k, v) {
	var h = this.h, i = h.length;
	h.push([k, v]);
	while (i > 0) {
		var p = (i - 1) >> 1;
		if (h[p][0] <= h[i][0]) break;
		var t = h[p]; h[p] = h[i]; h[i] = t; i = p;
	}
};
PQ.prototype.pop = function () {
	var h = this.h, top = h[0], last = h.pop();
	if (h.length) {
		h[0] = last;
		var i = 0;
		for (;;) {
			var l = 2 * i + 1, r = l + 1, m = i;
			if (l < h.length && h[l][0] < h[m][0]) m = l;
			if (r < h.length && h[r][0] < h[m][0]) m = r;
			if (m === i) break;
			var t = h[m]; h[m] = h[i]; h[i] = t; i = m;
		}
	}
	return top;
};
PQ.prototype.size = function () { return this.h.length; };
var W = 70, H = 50, cost = [];
for (i = 0; i < W * H; i++) cost.push(rng.below(10) < 2 ? Infinity : 1 + rng.below(9));
cost[0] = cost[W * H - 1] = 1;
function neighbours(p) {
	var x = p % W, y = (p - x) / W, out = [];
	if (x > 0) out.push(p - 1);
	if (x < W - 1) out.push(p + 1);
	if (y > 0) out.push(p - W);
	if (y < H - 1) out.push(p + W);
	return out.filter(function (q) { return cost[q] !== Infinity; });
}
var dist = [], q = [0], head = 0;
dist[0] = 0;
while (head < q.length) {
	var p = q[head++];
	neighbours(p).forEach(function (n) { if (dist[n] === undefined) { dist[n] = dist[p] + 1; q.push(n); } });
}
var best = [], pq = new PQ();
best[0] = 0; pq.push(0, 0);
while (pq.size()) {
	var e = pq.pop();
	if (e[0] > best[e[1]]) continue;
	neighbours(e[1]).forEach(function (n) {
		var d = e[0] + cost[n];
		if (best[n] === undefined || d < best[n]) { best[n] = d; pq.push(d, n); }
	});
}
print('maze: reachable ' + q.length + ', hops to corner ' + dist[W * H - 1] + ', cheapest ' + best[W * H - 1]);
var deps = {}, names = [];
for (i = 0; i < 400; i++) {
	names.push('task' + i);
	deps['task' + i] = [];
	for (j = 0; j < 3; j++) if (i > 0 && rng.below(2)) deps['task' + i].push('task' + rng.below(i));
}
var order = [], state = {};
function visit(n) {
	if (state[n] === 2) return;
	if (state[n] === 1) throw new Error('cycle at ' + n);
	state[n] = 1;
	deps[n].forEach(visit);
	state[n] = 2;
	order.push(n);
}
rng.shuffle(names).forEach(visit);
var at = {};
order.forEach(function (n, i) { at[n] = i; });
for (var t in deps) deps[t].forEach(function (d) { check(at[d] < at[t], 'topological order'); });
deps.task5.push('task300'); deps.task300.push('task5');
state = {};
lib.throws(function () { names.forEach(visit); }, Error, 'cycle detected');

// --- dynamic programming
function lcs(a, b) {
	var m = [];
	for (var i = 0; i <= a.length; i++) { m[i] = [0]; for (var j = 1; j <= b.length; j++) m[i][j] = 0; }
	for (i = 1; i <= a.length; i++)
		for (j = 1; j <= b.length; j++)
			m[i][j] = a[i - 1] === b[j - 1] ? m[i - 1][j - 1] + 1 : Math.max(m[i - 1][j], m[i][j - 1]);
	var out = [];
	for (i = a.length, j = b.length; i > 0 && j > 0;) {
		if (a[i - 1] === b[j - 1]) { out.unshift(a[i - 1]); i--; j--; } else if (m[i - 1][j] >= m[i][j - 1]) i--; else j--;
	}
	return out;
}
var s1 = [], s2 = [];
for (i = 0; i < 220; i++) { s1.push(rng.below(6)); s2.push(rng.below(6)); }
print('lcs length ' + lcs(s1, s2).length);
function knapsack(items, cap) {
	var best = [];
	for (var c = 0; c <= cap; c++) best[c] = 0;
	items.forEach(function (it) { for (var c = cap; c >= it.w; c--) best[c] = Math.max(best[c], best[c - it.w] + it.v); });
	return best[cap];
}
var items = [];
for (i = 0; i < 60; i++) items.push({ w: 1 + rng.below(40), v: 1 + rng.below(100) });
print('knapsack ' + knapsack(items, 500));
var coins = [1, 2, 5, 10, 20, 50, 100, 200], ways = [1];
for (i = 1; i <= 500; i++) ways[i] = 0;
coins.forEach(function (c) { for (var k = c; k <= 500; k++) ways[k] += ways[k - c]; });
eq(ways[200], 73682, 'coin ways');

// --- geometry with prototype inheritance, getters, toString/valueOf
function Shape(name) { this.name = name; }
Shape.prototype.describe = function () { return this.name + ' area=' + this.area().toFixed(3) + ' perim=' + this.perimeter().toFixed(3); };
Shape.prototype.valueOf = function () { return this.area(); };
Shape.prototype.toString = function () { return '[' + this.name + ']'; };
function Circle(r) { Shape.call(this, 'circle'); this.r = r; }
Circle.prototype = Object.create(Shape.prototype);
Circle.prototype.constructor = Circle;
Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
Circle.prototype.perimeter = function () { return 2 * Math.PI * this.r; };
function Poly(pts) { Shape.call(this, 'poly' + pts.length); this.pts = pts; }
Poly.prototype = Object.create(Shape.prototype);
Poly.prototype.area = function () {
	var s = 0, p = this.pts;
	for (var i = 0; i < p.length; i++) { var q = p[(i + 1) % p.length]; s += p[i][0] * q[1] - q[0] * p[i][1]; }
	return Math.abs(s) / 2;
};
Poly.prototype.perimeter = function () {
	var s = 0, p = this.pts;
	for (var i = 0; i < p.length; i++) { var q = p[(i + 1) % p.length]; s += Math.sqrt(Math.pow(q[0] - p[i][0], 2) + Math.pow(q[1] - p[i][1], 2)); }
	return s;
};
Object.defineProperty(Poly.prototype, 'vertices', { get: function () { return this.pts.length; } });
function Rect(w, h) { Poly.call(this, [[0, 0], [w, 0], [w, h], [0, h]]); this.name = 'rect'; }
Rect.prototype = Object.create(Poly.prototype);
function regular(n, r) {
	var pts = [];
	for (var i = 0; i < n; i++) pts.push([r * Math.cos(2 * Math.PI * i / n), r * Math.sin(2 * Math.PI * i / n)]);
	return new Poly(pts);
}
var shapes = [];
for (i = 0; i < 300; i++) {
	var k = rng.below(3);
	shapes.push(k === 0 ? new Circle(1 + rng.below(20)) : k === 1 ? new Rect(1 + rng.below(9), 1 + rng.below(9)) : regular(3 + rng.below(9), 1 + rng.below(5)));
}
shapes.sort(function (a, b) { return a - b; });
check(shapes[0] <= shapes[shapes.length - 1], 'valueOf ordering');
check(shapes.every(function (s) { return s instanceof Shape; }), 'instanceof');
var polys = shapes.filter(function (s) { return s instanceof Poly; });
print('shapes: ' + shapes.slice(0, 3).map(function (s) { return s.describe(); }).join('; ') + ' / ' + polys.length + ' polygons, ' +
	polys.reduce(function (n, p) { return n + p.vertices; }, 0) + ' vertices, ' + String(shapes[1]));
check(Math.abs(regular(2000, 1).area() - Math.PI) < 1e-4, 'polygon area approaches pi');

// --- numeric: Mandelbrot, numerical integration, Newton, matrix inverse
var rows = [];
for (var y = -1.2; y <= 1.2; y += 0.1) {
	var line = '';
	for (var x = -2.1; x <= 0.7; x += 0.04) {
		var zr = 0, zi = 0, it = 0;
		while (zr * zr + zi * zi < 4 && it < 60) { var tmp = zr * zr - zi * zi + x; zi = 2 * zr * zi + y; zr = tmp; it++; }
		line += ' .:-=+*#%@'.charAt(it === 60 ? 9 : it % 9);
	}
	rows.push(line);
}
print(rows.slice(8, 16).join('\n'));
function simpson(fn, a, b, n) {
	var h = (b - a) / n, s = fn(a) + fn(b);
	for (var i = 1; i < n; i++) s += fn(a + i * h) * (i % 2 ? 4 : 2);
	return s * h / 3;
}
check(Math.abs(simpson(Math.sin, 0, Math.PI, 1000) - 2) < 1e-9, 'simpson');
check(Math.abs(simpson(function (x) { return Math.exp(-x * x); }, -6, 6, 2000) - Math.sqrt(Math.PI)) < 1e-9, 'gauss');
function newton(fn, d, x) { for (var i = 0; i < 50; i++) { var nx = x - fn(x) / d(x); if (Math.abs(nx - x) < 1e-15) return nx; x = nx; } return x; }
check(Math.abs(newton(function (x) { return x * x * x - 2; }, function (x) { return 3 * x * x; }, 1) - Math.pow(2, 1 / 3)) < 1e-12, 'cube root');
function invert(m) {
	var n = m.length, a = m.map(function (r, i) { return r.concat(r.map(function (_, j) { return i === j ? 1 : 0; })); });
	for (var c = 0; c < n; c++) {
		var p = c;
		for (var r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
		var t = a[c]; a[c] = a[p]; a[p] = t;
		var d = a[c][c];
		for (var j = 0; j < 2 * n; j++) a[c][j] /= d;
		for (r = 0; r < n; r++) if (r !== c) { var fct = a[r][c]; for (j = 0; j < 2 * n; j++) a[r][j] -= fct * a[c][j]; }
	}
	return a.map(function (r) { return r.slice(n); });
}
for (var trial = 0; trial < 6 * scale; trial++) {
	var m = [], sz = 12 + trial;
	for (i = 0; i < sz; i++) { m.push([]); for (j = 0; j < sz; j++) m[i].push(rng.real() * 2 - 1 + (i === j ? sz : 0)); }
	var inv = invert(m), err = 0;
	for (i = 0; i < sz; i++) for (j = 0; j < sz; j++) {
		var s = 0;
		for (k = 0; k < sz; k++) s += m[i][k] * inv[k][j];
		err = Math.max(err, Math.abs(s - (i === j ? 1 : 0)));
	}
	check(err < 1e-9, 'matrix inverse');
}

// --- a tokenizer, parser and evaluator for arithmetic with variables and functions
function Lexer(src) { this.src = src; this.re = /\s*(?:(\d+\.?\d*(?:e[+-]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*\/%^(),=]))/g; this.tok = null; this.advance(); }
Lexer.prototype.advance = function () {
	var start = this.re.lastIndex;
	if (start >= this.src.length || /^\s*$/.test(this.src.slice(start))) { this.tok = { t: 'eof' }; return; }
	var m = this.re.exec(this.src);
	if (!m || m.index !== start) throw new SyntaxError('bad input at ' + start);
	this.tok = m[1] ? { t: 'num', v: parseFloat(m[1]) } : m[2] ? { t: 'id', v: m[2] } : { t: m[3] };
};
function parseExpr(lx) {
	function primary() {
		var t = lx.tok;
		if (t.t === 'num') { lx.advance(); return { k: 'n', v: t.v }; }
		if (t.t === 'id') {
			lx.advance();
			if (lx.tok.t === '(') {
				lx.advance();
				var args = [];
				if (lx.tok.t !== ')') { args.push(expr()); while (lx.tok.t === ',') { lx.advance(); args.push(expr()); } }
				if (lx.tok.t !== ')') throw new SyntaxError('expected )');
				lx.advance();
				return { k: 'call', f: t.v, args: args };
			}
			return { k: 'v', n: t.v };
		}
		if (t.t === '(') { lx.advance(); var e = expr(); if (lx.tok.t !== ')') throw new SyntaxError('expected )'); lx.advance(); return e; }
		if (t.t === '-') { lx.advance(); return { k: 'neg', e: unary() }; }
		throw new SyntaxError('unexpected ' + t.t);
	}
	function unary() { return primary(); }
	function power() { var b = unary(); if (lx.tok.t === '^' || lx.tok.t === '**') { lx.advance(); return { k: 'op', o: '^', l: b, r: power() }; } return b; }
	function term() { var l = power(); while ('*/%'.indexOf(lx.tok.t) >= 0 && lx.tok.t.length === 1) { var o = lx.tok.t; lx.advance(); l = { k: 'op', o: o, l: l, r: power() }; } return l; }
	function expr() { var l = term(); while (lx.tok.t === '+' || lx.tok.t === '-') { var o = lx.tok.t; lx.advance(); l = { k: 'op', o: o, l: l, r: term() }; } return l; }
	function stmt() {
		var e = expr();
		if (lx.tok.t === '=') { if (e.k !== 'v') throw new SyntaxError('bad assignment'); lx.advance(); return { k: 'set', n: e.n, e: expr() }; }
		return e;
	}
	var s = stmt();
	if (lx.tok.t !== 'eof') throw new SyntaxError('trailing ' + lx.tok.t);
	return s;
}
var env = { pi: Math.PI, e: Math.E }, fns = {
	sin: Math.sin, cos: Math.cos, sqrt: Math.sqrt, max: Math.max, min: Math.min, abs: Math.abs, log: Math.log,
	hyp: function (a, b) { return Math.sqrt(a * a + b * b); }
};
function evaluate(n) {
	switch (n.k) {
	case 'n': return n.v;
	case 'v': if (!(n.n in env)) throw new ReferenceError('undefined ' + n.n); return env[n.n];
	case 'neg': return -evaluate(n.e);
	case 'set': return (env[n.n] = evaluate(n.e));
	case 'call': return fns[n.f].apply(null, n.args.map(evaluate));
	case 'op':
		var l = evaluate(n.l), r = evaluate(n.r);
		switch (n.o) { case '+': return l + r; case '-': return l - r; case '*': return l * r; case '/': return l / r; case '%': return l % r; case '^': return Math.pow(l, r); }
	}
	throw new Error('bad node ' + n.k);
}
var progs = ['x = 3', 'y = x ^ 2 ^ 2 / 3', 'z = hyp(x, 4) * -2 + y % 5', 'sqrt(2) * sqrt(2)', 'max(1, x, y, z) - min(x, 2)',
	'r = 2.5e1 * (1 + 2) ** 2', 'sin(pi / 6) + cos(0)', 'undefinedvar + 1', '(1 + 2', '3 $ 4', 'log(e ^ 3)', '4 = 5'];
var results = [];
for (var rep = 0; rep < 40 * scale; rep++) {
	progs.forEach(function (p) {
		try { results.push(+evaluate(parseExpr(new Lexer(p))).toFixed(6)); } catch (err) { results.push(err.name); }
	});
}
print('calc: ' + results.slice(0, progs.length).join(' '));
eq(results[3], 2, 'sqrt2 squared');
eq(results[7], 'ReferenceError', 'undefined variable');
eq(results[8], 'SyntaxError', 'unbalanced');

// --- closures: memoisation, generators as closures, currying, event emitter
function memo(fn) { var cache = {}; return function (n) { return n in cache ? cache[n] : (cache[n] = fn(n)); }; }
var csteps = {};
var collatz = memo(function (n) {
	var path = [];
	while (n !== 1 && !(n in csteps)) { path.push(n); n = n % 2 ? 3 * n + 1 : n / 2; }
	var k = n === 1 ? 0 : csteps[n];
	while (path.length) csteps[path.pop()] = ++k;
	return k;
});
var longest = 1;
for (i = 1; i < 3000 * scale; i++) if (collatz(i) > collatz(longest)) longest = i;
print('longest collatz below ' + 3000 * scale + ': ' + longest + ' (' + collatz(longest) + ' steps)');
function counter(start, step) { var v = start; return { next: function () { var r = v; v += step; return r; }, reset: function () { v = start; } }; }
var c3 = counter(0, 3), acc = [];
for (i = 0; i < 10; i++) acc.push(c3.next());
c3.reset();
eq(acc.join(), '0,3,6,9,12,15,18,21,24,27', 'counter');
eq(c3.next(), 0, 'reset');
function curry(fn) { return function c() { var args = Array.prototype.slice.call(arguments); return args.length >= fn.length ? fn.apply(this, args) : function () { return c.apply(this, args.concat(Array.prototype.slice.call(arguments))); }; }; }
var add3 = curry(function (a, b, c) { return a + b + c; });
eq(add3(1)(2)(3) + add3(1, 2)(3) + add3(1)(2, 3), 18, 'curry');
function Emitter() { this.handlers = {}; }
Emitter.prototype.on = function (ev, fn) { (this.handlers[ev] = this.handlers[ev] || []).push(fn); return this; };
Emitter.prototype.emit = function (ev) {
	var args = Array.prototype.slice.call(arguments, 1), hs = this.handlers[ev] || [];
	for (var i = 0; i < hs.length; i++) hs[i].apply(this, args);
	return hs.length;
};
var em = new Emitter(), log = [];
em.on('data', function (x) { log.push('a' + x); }).on('data', function (x, y) { log.push('b' + (x + y)); }).on('end', function () { log.push('end'); });
for (i = 0; i < 5; i++) em.emit('data', i, 10);
em.emit('end'); em.emit('nothing');
eq(log.length, 11, 'emitter');

lib.summary('algo');
