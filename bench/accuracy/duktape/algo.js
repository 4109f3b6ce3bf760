// Algorithms for the duktape workload: hashing, big numbers, searching, parsing, graphs,
// numeric kernels and a small virtual machine. Each task prints one result line.
var SCALE = typeof ALGO_SCALE === 'number' ? ALGO_SCALE : 1;

function Lcg(seed) { this.s = seed >>> 0; }
Lcg.prototype.next = function () {
    this.s = (Math.imul(this.s, 1664525) + 1013904223) >>> 0;
    return this.s;
};
// High bits: the low bits of a power-of-two LCG have short periods.
Lcg.prototype.below = function (n) { return Math.floor(this.next() / 4294967296 * n); };
var rng = new Lcg(20240607);

function report(name, value) { print(name + ': ' + value); }

// SHA-256 over bytes (Uint8Array), returning hex.
var SHA_K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
function sha256(bytes) {
    var h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                             0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    var len = bytes.length, total = ((len + 9 + 63) >> 6) << 6;
    var msg = new Uint8Array(total);
    msg.set(bytes);
    msg[len] = 0x80;
    var bits = len * 8;
    msg[total - 4] = (bits >>> 24) & 0xff; msg[total - 3] = (bits >>> 16) & 0xff;
    msg[total - 2] = (bits >>> 8) & 0xff; msg[total - 1] = bits & 0xff;
    var w = new Uint32Array(64);
    for (var off = 0; off < total; off += 64) {
        for (var i = 0; i < 16; i++) {
            var p = off + i * 4;
            w[i] = (msg[p] << 24) | (msg[p + 1] << 16) | (msg[p + 2] << 8) | msg[p + 3];
        }
        for (i = 16; i < 64; i++) {
            var a = w[i - 15], b = w[i - 2];
            var s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
            var s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
            w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
        }
        var A = h[0], B = h[1], C = h[2], D = h[3], E = h[4], F = h[5], G = h[6], H = h[7];
        for (i = 0; i < 64; i++) {
            var S1 = ((E >>> 6) | (E << 26)) ^ ((E >>> 11) | (E << 21)) ^ ((E >>> 25) | (E << 7));
            var ch = (E & F) ^ (~E & G);
            var t1 = (H + S1 + ch + SHA_K[i] + w[i]) | 0;
            var S0 = ((A >>> 2) | (A << 30)) ^ ((A >>> 13) | (A << 19)) ^ ((A >>> 22) | (A << 10));
            var maj = (A & B) ^ (A & C) ^ (B & C);
            var t2 = (S0 + maj) | 0;
            H = G; G = F; F = E; E = (D + t1) | 0; D = C; C = B; B = A; A = (t1 + t2) | 0;
        }
        h[0] += A; h[1] += B; h[2] += C; h[3] += D; h[4] += E; h[5] += F; h[6] += G; h[7] += H;
    }
    var out = '';
    for (i = 0; i < 8; i++) out += ('00000000' + h[i].toString(16)).slice(-8);
    return out;
}
(function () {
    var known = sha256(new TextEncoder().encode('abc'));
    if (known !== 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad') throw new Error('sha256 ' + known);
    var data = new Uint8Array(40000 * SCALE);
    for (var i = 0; i < data.length; i++) data[i] = rng.below(256);
    report('sha256', sha256(data).slice(0, 16));
})();

// CRC-32 with a generated table.
(function () {
    var table = [];
    for (var n = 0; n < 256; n++) {
        var c = n;
        for (var k = 0; k < 8; k++) c = (c & 1) ? (0xedb88320 ^ (c >>> 1)) : (c >>> 1);
        table.push(c >>> 0);
    }
    function crc32(str) {
        var crc = 0xffffffff;
        for (var i = 0; i < str.length; i++) crc = table[(crc ^ str.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
        return (crc ^ 0xffffffff) >>> 0;
    }
    if (crc32('123456789') !== 0xcbf43926) throw new Error('crc32');
    var acc = 0;
    for (var r = 0; r < 300 * SCALE; r++) acc = (acc ^ crc32('record number ' + r + ' of the crc test ' + (r * r))) >>> 0;
    report('crc32', acc.toString(16));
})();

// Arbitrary precision naturals as arrays of base-1e7 limbs.
var BigNat = {
    BASE: 10000000,
    fromInt: function (n) { var r = []; do { r.push(n % this.BASE); n = Math.floor(n / this.BASE); } while (n > 0); return r; },
    add: function (a, b) {
        var r = [], carry = 0;
        for (var i = 0; i < Math.max(a.length, b.length) || carry; i++) {
            var s = (a[i] || 0) + (b[i] || 0) + carry;
            carry = s >= this.BASE ? 1 : 0;
            r.push(carry ? s - this.BASE : s);
        }
        return r;
    },
    mulSmall: function (a, m) {
        var r = [], carry = 0;
        for (var i = 0; i < a.length || carry; i++) {
            var p = (a[i] || 0) * m + carry;
            carry = Math.floor(p / this.BASE);
            r.push(p % this.BASE);
        }
        return r;
    },
    mul: function (a, b) {
        var r = new Array(a.length + b.length);
        for (var i = 0; i < r.length; i++) r[i] = 0;
        for (i = 0; i < a.length; i++) {
            var carry = 0;
            for (var j = 0; j < b.length || carry; j++) {
                var cur = r[i + j] + a[i] * (b[j] || 0) + carry;
                carry = Math.floor(cur / this.BASE);
                r[i + j] = cur % this.BASE;
            }
        }
        while (r.length > 1 && r[r.length - 1] === 0) r.pop();
        return r;
    },
    toString: function (a) {
        var s = String(a[a.length - 1]);
        for (var i = a.length - 2; i >= 0; i--) s += ('000000' + a[i]).slice(-7);
        return s;
    }
};
(function () {
    var f = BigNat.fromInt(1);
    for (var i = 2; i <= 400 * SCALE; i++) f = BigNat.mulSmall(f, i);
    var fs = BigNat.toString(f);
    var a = BigNat.fromInt(0), b = BigNat.fromInt(1);
    for (i = 0; i < 1500; i++) { var t = BigNat.add(a, b); a = b; b = t; }
    var p = BigNat.fromInt(1), base = BigNat.fromInt(3);
    for (i = 0; i < 200; i++) p = BigNat.mul(p, base);
    var sq = BigNat.mul(p, p);
    report('bignum', fs.length + ' digits in 400!, fib(1500) ends ' + BigNat.toString(a).slice(-10) +
           ', 3^400 has ' + BigNat.toString(sq).length + ' digits');
})();

// Primes: sieve, then trial division cross-check.
(function () {
    var n = 300000 * SCALE, sieve = new Uint8Array(n + 1), count = 0;
    for (var i = 2; i <= n; i++) {
        if (!sieve[i]) { count++; for (var j = i * i; j <= n; j += i) sieve[j] = 1; }
    }
    function isPrime(x) {
        if (x < 2) return false;
        if (x % 2 === 0) return x === 2;
        for (var d = 3; d * d <= x; d += 2) if (x % d === 0) return false;
        return true;
    }
    var agree = 0;
    for (i = 0; i < 3000; i++) { var x = rng.below(n); if (isPrime(x) === !sieve[x] && x >= 2) agree++; }
    report('primes', count + ' below ' + n + ', ' + agree + ' spot checks agree');
})();

// N-queens by backtracking with bit masks, and a permutation generator.
(function () {
    function queens(n) {
        var all = (1 << n) - 1, count = 0;
        function place(cols, d1, d2) {
            if (cols === all) { count++; return; }
            var free = all & ~(cols | d1 | d2);
            while (free) {
                var bit = free & -free;
                free -= bit;
                place(cols | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1);
            }
        }
        place(0, 0, 0);
        return count;
    }
    var res = [];
    for (var n = 4; n <= 9; n++) res.push(queens(n));
    var perms = 0, sorted = 0;
    function permute(arr, k) {
        if (k === arr.length) {
            perms++;
            for (var i = 1; i < arr.length; i++) if (arr[i - 1] > arr[i]) return;
            sorted++;
            return;
        }
        for (var j = k; j < arr.length; j++) {
            var t = arr[k]; arr[k] = arr[j]; arr[j] = t;
            permute(arr, k + 1);
            t = arr[k]; arr[k] = arr[j]; arr[j] = t;
        }
    }
    permute([1, 2, 3, 4, 5, 6, 7], 0);
    report('search', 'queens ' + res.join(',') + '; ' + perms + ' permutations, ' + sorted + ' sorted');
})();

// Dynamic programming on strings.
(function () {
    function randomWord(len) {
        var s = '';
        for (var i = 0; i < len; i++) s += 'acgt'.charAt(rng.below(4));
        return s;
    }
    function editDistance(a, b) {
        var prev = [], cur = [];
        for (var j = 0; j <= b.length; j++) prev[j] = j;
        for (var i = 1; i <= a.length; i++) {
            cur = [i];
            for (j = 1; j <= b.length; j++) {
                var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            }
            prev = cur;
        }
        return prev[b.length];
    }
    function lcs(a, b) {
        var m = [];
        for (var i = 0; i <= a.length; i++) { m.push(new Int32Array(b.length + 1)); }
        for (i = 1; i <= a.length; i++)
            for (var j = 1; j <= b.length; j++)
                m[i][j] = a[i - 1] === b[j - 1] ? m[i - 1][j - 1] + 1 : Math.max(m[i - 1][j], m[i][j - 1]);
        var out = [];
        i = a.length; j = b.length;
        while (i > 0 && j > 0) {
            if (a[i - 1] === b[j - 1]) { out.push(a[i - 1]); i--; j--; }
            else if (m[i - 1][j] >= m[i][j - 1]) i--;
            else j--;
        }
        return out.reverse().join('');
    }
    var total = 0, lcsLen = 0;
    for (var r = 0; r < 6 * SCALE; r++) {
        var a = randomWord(150 + rng.below(80)), b = randomWord(150 + rng.below(80));
        total += editDistance(a, b);
        lcsLen += lcs(a, b).length;
    }
    var memo = {};
    function partitions(n, max) {
        if (n === 0) return 1;
        if (n < 0 || max === 0) return 0;
        var key = n + ',' + max;
        if (key in memo) return memo[key];
        return (memo[key] = partitions(n - max, max) + partitions(n, max - 1));
    }
    report('dp', 'edit ' + total + ', lcs ' + lcsLen + ', p(120) = ' + partitions(120, 120));
})();

// A recursive-descent parser and evaluator for arithmetic with variables and functions.
var Calc = (function () {
    function tokenize(src) {
        var re = /\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*\/%^(),<>=!]=?|&&|\|\|))/g;
        var out = [], m, pos = 0;
        re.lastIndex = 0;
        while (pos < src.length) {
            re.lastIndex = pos;
            m = re.exec(src);
            if (!m || m.index !== pos) {
                if (/^\s*$/.test(src.slice(pos))) break;
                throw new SyntaxError('bad input at ' + pos);
            }
            if (m[1] !== undefined) out.push({ t: 'num', v: parseFloat(m[1]) });
            else if (m[2] !== undefined) out.push({ t: 'id', v: m[2] });
            else out.push({ t: 'op', v: m[3] });
            pos = re.lastIndex;
        }
        out.push({ t: 'end' });
        return out;
    }
    var PREC = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '<=': 4, '>': 4, '>=': 4,
                 '+': 5, '-': 5, '*': 6, '/': 6, '%': 6, '**': 8 };
    function parse(tokens) {
        var i = 0;
        function peek() { return tokens[i]; }
        function expect(v) { if (tokens[i].v !== v) throw new SyntaxError('expected ' + v); i++; }
        function primary() {
            var t = tokens[i++];
            if (t.t === 'num') return { k: 'num', v: t.v };
            if (t.t === 'id') {
                if (peek().v === '(') {
                    i++;
                    var args = [];
                    if (peek().v !== ')') {
                        do { args.push(expr(0)); } while (peek().v === ',' && ++i);
                    }
                    expect(')');
                    return { k: 'call', f: t.v, args: args };
                }
                return { k: 'var', n: t.v };
            }
            if (t.v === '(') { var e = expr(0); expect(')'); return e; }
            if (t.v === '-' || t.v === '!') return { k: 'un', op: t.v, e: primary() };
            throw new SyntaxError('unexpected ' + (t.v || t.t));
        }
        function expr(minPrec) {
            var left = primary();
            for (;;) {
                var op = peek().v, p = PREC[op];
                if (peek().t !== 'op' || p === undefined || p < minPrec) return left;
                i++;
                var right = expr(op === '**' ? p : p + 1);
                left = { k: 'bin', op: op, l: left, r: right };
            }
        }
        var tree = expr(0);
        if (peek().t !== 'end') throw new SyntaxError('trailing input');
        return tree;
    }
    var FUNCS = { min: Math.min, max: Math.max, abs: Math.abs, sqrt: Math.sqrt, floor: Math.floor,
                  hyp: function (a, b) { return Math.sqrt(a * a + b * b); } };
    function evaluate(n, env) {
        switch (n.k) {
        case 'num': return n.v;
        case 'var':
            if (!(n.n in env)) throw new ReferenceError('unknown ' + n.n);
            return env[n.n];
        case 'un': return n.op === '-' ? -evaluate(n.e, env) : (evaluate(n.e, env) ? 0 : 1);
        case 'call': return FUNCS[n.f].apply(null, n.args.map(function (a) { return evaluate(a, env); }));
        case 'bin':
            var l = evaluate(n.l, env);
            if (n.op === '&&') return l ? evaluate(n.r, env) : l;
            if (n.op === '||') return l ? l : evaluate(n.r, env);
            var r = evaluate(n.r, env);
            switch (n.op) {
            case '+': return l + r;
            case '-': return l - r;
            case '*': return l * r;
            case '/': return l / r;
            case '%': return l % r;
            case '**': return Math.pow(l, r);
            case '<': return +(l < r);
            case '<=': return +(l <= r);
            case '>': return +(l > r);
            case '>=': return +(l >= r);
            case '==': return +(l === r);
            case '!=': return +(l !== r);
            }
        }
        throw new Error('bad node');
    }
    return { run: function (src, env) { return evaluate(parse(tokenize(src)), env || {}); } };
})();
(function () {
    if (Calc.run('2 ** 3 ** 2') !== 512 || Calc.run('1 + 2 * 3 - 4 / 2') !== 5) throw new Error('calc');
    var ops = ['+', '-', '*', '/', '%', '<', '>=', '==', '&&', '||'];
    function gen(depth) {
        var r = rng.below(10);
        if (depth > 3 || r < 3) return r === 0 ? 'x' : r === 1 ? 'y' : String(rng.below(100));
        if (r === 3) return '-(' + gen(depth + 1) + ')';
        if (r === 4) return ['min', 'max', 'hyp'][rng.below(3)] + '(' + gen(depth + 1) + ', ' + gen(depth + 1) + ')';
        return '(' + gen(depth + 1) + ' ' + ops[rng.below(ops.length)] + ' ' + gen(depth + 1) + ')';
    }
    var sum = 0, errors = 0, n = 0;
    for (var k = 0; k < 600 * SCALE; k++) {
        var src = gen(0);
        try {
            var v = Calc.run(src, { x: k % 17, y: 3.5 });
            if (isFinite(v)) { sum += v; n++; }
        } catch (e) { errors++; }
    }
    var bad = ['1 +', '(2', 'foo(1)', '3 $ 4', 'z * 2'];
    bad.forEach(function (s) { try { Calc.run(s, {}); } catch (e) { errors++; } });
    report('calc', n + ' finite results, sum ' + sum.toFixed(3) + ', ' + errors + ' errors');
})();

// Huffman coding: frequency table, heap-built tree, encode and decode.
(function () {
    var words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
    var text = [];
    for (var i = 0; i < 4000 * SCALE; i++) text.push(words[Math.min(rng.below(10), rng.below(10))]);
    text = text.join(' ');
    var freq = {};
    for (i = 0; i < text.length; i++) { var ch = text.charAt(i); freq[ch] = (freq[ch] || 0) + 1; }
    var heap = [];
    function push(n) {
        heap.push(n);
        var i = heap.length - 1;
        while (i > 0) {
            var p = (i - 1) >> 1;
            if (heap[p].w <= n.w) break;
            heap[i] = heap[p]; i = p;
        }
        heap[i] = n;
    }
    function pop() {
        var top = heap[0], last = heap.pop();
        if (heap.length) {
            var i = 0;
            for (;;) {
                var l = 2 * i + 1, r = l + 1, m = i;
                var mw = last.w;
                if (l < heap.length && heap[l].w < mw) { m = l; mw = heap[l].w; }
                if (r < heap.length && heap[r].w < mw) m = r;
                if (m === i) break;
                heap[i] = heap[m]; i = m;
            }
            heap[i] = last;
        }
        return top;
    }
    Object.keys(freq).sort().forEach(function (c) { push({ w: freq[c], c: c }); });
    while (heap.length > 1) { var a = pop(), b = pop(); push({ w: a.w + b.w, l: a, r: b }); }
    var codes = {};
    (function walk(n, prefix) {
        if (n.c !== undefined) { codes[n.c] = prefix || '0'; return; }
        walk(n.l, prefix + '0'); walk(n.r, prefix + '1');
    })(heap[0], '');
    var bits = [];
    for (i = 0; i < text.length; i++) bits.push(codes[text.charAt(i)]);
    bits = bits.join('');
    var out = [], node = heap[0];
    for (i = 0; i < bits.length; i++) {
        node = bits.charAt(i) === '0' ? node.l : node.r;
        if (node.c !== undefined) { out.push(node.c); node = heap[0]; }
    }
    if (out.join('') !== text) throw new Error('huffman roundtrip');
    report('huffman', text.length + ' chars -> ' + bits.length + ' bits');
})();

// Shortest paths on a weighted grid (Dijkstra with a binary heap) and BFS flood fill.
(function () {
    var W = 70, H = 50, cost = new Uint8Array(W * H);
    for (var i = 0; i < cost.length; i++) cost[i] = 1 + rng.below(9);
    for (i = 0; i < 300; i++) cost[rng.below(cost.length)] = 0;  // walls
    cost[0] = 1; cost[W * H - 1] = 1;
    var dist = new Float64Array(W * H);
    for (i = 0; i < dist.length; i++) dist[i] = Infinity;
    var heap = [[0, 0]];
    dist[0] = 0;
    function hpush(e) {
        heap.push(e);
        for (var k = heap.length - 1; k > 0;) {
            var p = (k - 1) >> 1;
            if (heap[p][0] <= heap[k][0]) break;
            var t = heap[p]; heap[p] = heap[k]; heap[k] = t; k = p;
        }
    }
    function hpop() {
        var top = heap[0], last = heap.pop();
        if (heap.length) {
            heap[0] = last;
            for (var k = 0; ;) {
                var l = 2 * k + 1, r = l + 1, m = k;
                if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
                if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
                if (m === k) break;
                var t = heap[m]; heap[m] = heap[k]; heap[k] = t; k = m;
            }
        }
        return top;
    }
    var settled = 0;
    while (heap.length) {
        var e = hpop(), d = e[0], v = e[1];
        if (d > dist[v]) continue;
        settled++;
        var x = v % W, y = (v - x) / W;
        var nb = [x > 0 ? v - 1 : -1, x < W - 1 ? v + 1 : -1, y > 0 ? v - W : -1, y < H - 1 ? v + W : -1];
        for (var j = 0; j < 4; j++) {
            var u = nb[j];
            if (u < 0 || cost[u] === 0) continue;
            var nd = d + cost[u];
            if (nd < dist[u]) { dist[u] = nd; hpush([nd, u]); }
        }
    }
    var seen = new Uint8Array(W * H), queue = [W * H >> 1], regions = 0;
    for (var s = 0; s < W * H; s++) {
        if (seen[s] || cost[s] === 0) continue;
        regions++;
        queue = [s]; seen[s] = 1;
        while (queue.length) {
            var c = queue.shift(), cx = c % W;
            [cx > 0 ? c - 1 : -1, cx < W - 1 ? c + 1 : -1, c - W, c + W].forEach(function (n) {
                if (n >= 0 && n < W * H && !seen[n] && cost[n] !== 0) { seen[n] = 1; queue.push(n); }
            });
        }
    }
    report('graph', 'settled ' + settled + ', corner distance ' + dist[W * H - 1] + ', regions ' + regions);
})();

// Numeric kernels: matrix product, LU determinant, Mandelbrot, Game of Life.
(function () {
    var n = 40;
    var A = new Float64Array(n * n), B = new Float64Array(n * n), C = new Float64Array(n * n);
    for (var i = 0; i < n * n; i++) { A[i] = (rng.below(2000) - 1000) / 100; B[i] = (rng.below(2000) - 1000) / 100; }
    for (i = 0; i < n; i++)
        for (var k = 0; k < n; k++) {
            var a = A[i * n + k];
            for (var j = 0; j < n; j++) C[i * n + j] += a * B[k * n + j];
        }
    var M = Array.prototype.slice.call(C), det = 1;
    for (var col = 0; col < n; col++) {
        var piv = col;
        for (i = col + 1; i < n; i++) if (Math.abs(M[i * n + col]) > Math.abs(M[piv * n + col])) piv = i;
        if (piv !== col) {
            for (j = 0; j < n; j++) { var t = M[col * n + j]; M[col * n + j] = M[piv * n + j]; M[piv * n + j] = t; }
            det = -det;
        }
        var pv = M[col * n + col];
        det *= pv;
        for (i = col + 1; i < n; i++) {
            var f = M[i * n + col] / pv;
            for (j = col; j < n; j++) M[i * n + j] -= f * M[col * n + j];
        }
    }
    var rows = [];
    for (var y = 0; y < 24; y++) {
        var line = '';
        for (var x = 0; x < 64; x++) {
            var cr = -2.2 + x * 3.0 / 64, ci = -1.2 + y * 2.4 / 24, zr = 0, zi = 0, it = 0;
            while (it < 60 && zr * zr + zi * zi < 4) { var nz = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = nz; it++; }
            line += ' .:-=+*#%@'.charAt(it === 60 ? 9 : it % 9);
        }
        rows.push(line);
    }
    var G = 32, grid = new Uint8Array(G * G);
    for (i = 0; i < grid.length; i++) grid[i] = rng.below(3) === 0 ? 1 : 0;
    for (var gen = 0; gen < 30 * SCALE; gen++) {
        var next = new Uint8Array(G * G);
        for (y = 0; y < G; y++)
            for (x = 0; x < G; x++) {
                var cnt = 0;
                for (var dy = -1; dy <= 1; dy++)
                    for (var dx = -1; dx <= 1; dx++)
                        if (dx || dy) cnt += grid[((y + dy + G) % G) * G + (x + dx + G) % G];
                var alive = grid[y * G + x];
                next[y * G + x] = (cnt === 3 || (alive && cnt === 2)) ? 1 : 0;
            }
        grid = next;
    }
    var live = 0;
    for (i = 0; i < grid.length; i++) live += grid[i];
    report('numeric', 'log10|det| ' + (Math.log(Math.abs(det)) / Math.LN10).toFixed(4) + ', mandel ' +
           rows.join('').split('@').length + ', life ' + live);
})();

// A small stack machine with a switch dispatch loop running compiled programs.
(function () {
    var OP = { PUSH: 0, LOAD: 1, STORE: 2, ADD: 3, SUB: 4, MUL: 5, LT: 6, JZ: 7, JMP: 8, MOD: 9, CALL: 10, RET: 11, HALT: 12, DUP: 13 };
    function run(code, nlocals) {
        var stack = [], locals = new Array(nlocals), frames = [], pc = 0, steps = 0;
        for (var i = 0; i < nlocals; i++) locals[i] = 0;
        for (;;) {
            steps++;
            var op = code[pc++];
            switch (op) {
            case OP.PUSH: stack.push(code[pc++]); break;
            case OP.LOAD: stack.push(locals[code[pc++]]); break;
            case OP.STORE: locals[code[pc++]] = stack.pop(); break;
            case OP.DUP: stack.push(stack[stack.length - 1]); break;
            case OP.ADD: var b = stack.pop(); stack.push(stack.pop() + b); break;
            case OP.SUB: b = stack.pop(); stack.push(stack.pop() - b); break;
            case OP.MUL: b = stack.pop(); stack.push(stack.pop() * b); break;
            case OP.MOD: b = stack.pop(); stack.push(stack.pop() % b); break;
            case OP.LT: b = stack.pop(); stack.push(stack.pop() < b ? 1 : 0); break;
            case OP.JZ: var target = code[pc++]; if (stack.pop() === 0) pc = target; break;
            case OP.JMP: pc = code[pc]; break;
            case OP.CALL: frames.push(pc + 1); pc = code[pc]; break;
            case OP.RET: pc = frames.pop(); break;
            case OP.HALT: return { top: stack.pop(), steps: steps };
            default: throw new Error('bad opcode ' + op + ' at ' + (pc - 1));
            }
        }
    }
    // sum of (i*i mod 7) for i < N, with a subroutine doing the square-mod; jump targets
    // are patched once known.
    var N = 3000 * SCALE;
    var prog = [];
    function emit() { for (var i = 0; i < arguments.length; i++) prog.push(arguments[i]); return prog.length; }
    emit(OP.PUSH, 0, OP.STORE, 0, OP.PUSH, 0, OP.STORE, 1);
    var loop = prog.length;
    emit(OP.LOAD, 0, OP.PUSH, N, OP.LT, OP.JZ, -1);
    var exitPatch = prog.length - 1;
    emit(OP.LOAD, 0, OP.CALL, -1);
    var callPatch = prog.length - 1;
    emit(OP.LOAD, 1, OP.ADD, OP.STORE, 1, OP.LOAD, 0, OP.PUSH, 1, OP.ADD, OP.STORE, 0, OP.JMP, loop);
    prog[exitPatch] = prog.length;
    emit(OP.LOAD, 1, OP.HALT);
    prog[callPatch] = prog.length;
    emit(OP.DUP, OP.MUL, OP.PUSH, 7, OP.MOD, OP.RET);
    var r = run(prog, 2);
    var expect = 0;
    for (var i = 0; i < N; i++) expect += (i * i) % 7;
    if (r.top !== expect) throw new Error('vm result ' + r.top + ' != ' + expect);
    var threw = false;
    try { run([OP.PUSH, 1, 99], 0); } catch (e) { threw = /bad opcode/.test(e.message); }
    report('vm', r.top + ' in ' + r.steps + ' steps' + (threw ? ', bad opcode caught' : ''));
})();

// Sorting algorithms on records, checked against Array.prototype.sort.
(function () {
    var recs = [];
    for (var i = 0; i < 3000 * SCALE; i++)
        recs.push({ id: i, key: rng.below(1000), name: 'n' + rng.below(50000).toString(36) });
    function cmp(a, b) { return a.key - b.key || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id); }
    function mergeSort(arr) {
        if (arr.length < 2) return arr;
        var mid = arr.length >> 1, l = mergeSort(arr.slice(0, mid)), r = mergeSort(arr.slice(mid)), out = [];
        var a = 0, b = 0;
        while (a < l.length && b < r.length) out.push(cmp(l[a], r[b]) <= 0 ? l[a++] : r[b++]);
        while (a < l.length) out.push(l[a++]);
        while (b < r.length) out.push(r[b++]);
        return out;
    }
    function quickSort(arr, lo, hi) {
        while (lo < hi) {
            if (hi - lo < 12) {
                for (var x = lo + 1; x <= hi; x++) {
                    var v = arr[x], y = x - 1;
                    while (y >= lo && cmp(arr[y], v) > 0) { arr[y + 1] = arr[y]; y--; }
                    arr[y + 1] = v;
                }
                return;
            }
            var p = arr[(lo + hi) >> 1], i = lo, j = hi;
            while (i <= j) {
                while (cmp(arr[i], p) < 0) i++;
                while (cmp(arr[j], p) > 0) j--;
                if (i <= j) { var t = arr[i]; arr[i] = arr[j]; arr[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { quickSort(arr, lo, j); lo = i; } else { quickSort(arr, i, hi); hi = j; }
        }
    }
    var m = mergeSort(recs.slice());
    var q = recs.slice(); quickSort(q, 0, q.length - 1);
    var s = recs.slice().sort(cmp);
    for (i = 0; i < s.length; i++) if (m[i] !== s[i] || q[i] !== s[i]) throw new Error('sort mismatch at ' + i);
    var groups = {};
    s.forEach(function (r) { (groups[r.key % 10] = groups[r.key % 10] || []).push(r.id); });
    report('sort', s.length + ' records, first ' + s[0].name + ', group sizes ' +
           Object.keys(groups).map(function (k) { return groups[k].length; }).join('/'));
})();

// Object-as-hash-table churn: insertion, lookup, deletion, re-insertion.
(function () {
    var table = {}, live = 0, hits = 0;
    for (var round = 0; round < 6; round++) {
        for (var i = 0; i < 4000 * SCALE; i++) {
            var k = 'k' + ((i * 7 + round * 13) % 5000);
            if (table[k] === undefined) { table[k] = i; live++; } else hits++;
        }
        var keys = Object.keys(table);
        for (i = 0; i < keys.length; i += 3) { delete table[keys[i]]; live--; }
    }
    var arr = [];
    for (i = 0; i < 20000; i++) arr[i * 3] = i;  // sparse array part
    var nums = 0;
    for (var key in table) if (typeof table[key] === 'number') nums++;
    report('hash', live + ' live, ' + hits + ' hits, ' + nums + ' enumerated, sparse len ' + arr.length);
})();
