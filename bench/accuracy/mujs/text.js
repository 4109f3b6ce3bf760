// Text processing over the shared pseudo-word text: tokenising, counting, regular expressions,
// wrapping, templating, encodings and a little compression, as text utilities do.
// usage: mujs text.js BENCHDIR DATADIR [BYTES]
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check, eq = lib.eq;
var limit = +(scriptArgs[2] || 1200000);

var all = read(scriptArgs[1] + '/text.txt');
var text = all.substring(0, limit);
text = text.substring(0, text.lastIndexOf('\n') + 1);
var lines = text.split('\n');
check(lines.length > 1000, 'lines');

// Paragraphs (blank-line separated) and sentences.
var paras = [], cur = [];
lines.forEach(function (l) {
	if (l === '') {
		if (cur.length) paras.push(cur.join(' '));
		cur = [];
	} else cur.push(l);
});
if (cur.length) paras.push(cur.join(' '));
var nsent = 0, enders = { '.': 0, '?': 0, '!': 0, ';': 0, ',': 0 };
paras.forEach(function (p) {
	var m = p.match(/[^.?!;,]+[.?!;,]/g) || [];
	nsent += m.length;
	m.forEach(function (s) { enders[s.charAt(s.length - 1)]++; });
});
print('paragraphs ' + paras.length + ' sentences ' + nsent + ' ' + JSON.stringify(enders));

// Word frequencies, lengths, capitalisation.
var freq = {}, lens = [], caps = 0, total = 0;
lines.forEach(function (l) {
	var ws = l.split(/[^A-Za-z]+/);
	for (var i = 0; i < ws.length; i++) {
		var w = ws[i];
		if (!w) continue;
		total++;
		if (/^[A-Z]/.test(w)) caps++;
		w = w.toLowerCase();
		freq[w] = (freq[w] || 0) + 1;
		lens[w.length] = (lens[w.length] || 0) + 1;
	}
});
var vocab = Object.keys(freq);
vocab.sort(function (a, b) { return freq[b] - freq[a] || (a < b ? -1 : 1); });
print('words ' + total + ' distinct ' + vocab.length + ' capitalised ' + caps);
print('top: ' + vocab.slice(0, 12).map(function (w) { return w + ':' + freq[w]; }).join(' '));
print('lengths: ' + lens.map(function (n, i) { return i + '=' + n; }).filter(Boolean).join(' '));

// Numbers embedded in the text.
var nums = text.match(/\b\d+\b/g) || [];
var sum = nums.reduce(function (s, n) { return s + parseInt(n, 10); }, 0);
check(nums.length > 100, 'numbers');
print('numbers ' + nums.length + ' sum ' + sum + ' max ' + nums.reduce(function (m, n) { return Math.max(m, +n); }, 0) +
	' max of first 50 ' + Math.max.apply(Math, nums.slice(0, 50).map(Number)));

// Search: indexOf, lastIndexOf, search, substring windows (keyword in context).
var key = vocab[40], hits = [], pos = 0, sample = text.substring(0, 200000);
while ((pos = sample.indexOf(' ' + key + ' ', pos)) >= 0 && hits.length < 12) {
	hits.push(sample.slice(Math.max(0, pos - 20), pos + key.length + 22).replace(/\n/g, ' '));
	pos += key.length;
}
print('kwic ' + key + ':\n  ' + hits.join('\n  '));
check(sample.lastIndexOf(key) >= sample.indexOf(key), 'lastIndexOf');
eq(sample.search(/\d/) >= 0, true, 'search');

// Justified word wrap at several widths.
function wrap(p, width, justify) {
	var words = p.split(' '), out = [], line = [];
	var len = 0;
	words.forEach(function (w) {
		if (len + w.length + line.length > width && line.length) {
			out.push(justify ? spread(line, width) : line.join(' '));
			line = []; len = 0;
		}
		line.push(w); len += w.length;
	});
	if (line.length) out.push(line.join(' '));
	return out;
}
function spread(words, width) {
	if (words.length === 1) return words[0];
	var chars = words.join('').length, gaps = words.length - 1, spaces = width - chars;
	var s = '';
	for (var i = 0; i < words.length; i++) {
		s += words[i];
		if (i < gaps) {
			var n = Math.floor(spaces / gaps) + (i < spaces % gaps ? 1 : 0);
			s += new Array(n + 1).join(' ');
		}
	}
	return s;
}
[40, 60, 72].forEach(function (w) {
	var n = 0, over = 0;
	paras.slice(0, 300).forEach(function (p) {
		wrap(p, w, w !== 60).forEach(function (l) {
			n++;
			if (l.length > w && l.indexOf(' ') >= 0) over++;
		});
	});
	print('wrap ' + w + ': ' + n + ' lines, ' + over + ' too long');
});

// A small template engine with filters.
var filters = {
	upper: function (s) { return String(s).toUpperCase(); },
	lower: function (s) { return String(s).toLowerCase(); },
	title: function (s) { return String(s).replace(/\b[a-z]/g, function (c) { return c.toUpperCase(); }); },
	len: function (s) { return String(s).length; },
	rev: function (s) { return String(s).split('').reverse().join(''); },
	pad8: function (s) { return lib.pad(s, 8); }
};
function render(tpl, ctx) {
	return tpl.replace(/\{\{\s*([\w.]+)((?:\s*\|\s*\w+)*)\s*\}\}/g, function (m, path, fs) {
		var v = path.split('.').reduce(function (o, k) { return o == null ? undefined : o[k]; }, ctx);
		if (v === undefined) return '';
		fs.split('|').slice(1).forEach(function (f) { v = filters[f.trim()](v); });
		return v;
	});
}
var tpl = 'Dear {{ who.name | title }}, your word "{{word|upper}}" ({{word|len}} letters, ' +
	'reversed {{ word | rev | upper }}) ranks {{rank|pad8}}.{{missing}}';
var letters = [];
for (var r = 0; r < 400; r++) {
	letters.push(render(tpl, { who: { name: vocab[r] + ' ' + vocab[r + 1] }, word: vocab[r], rank: r + 1 }));
}
eq(letters[0].indexOf('{{'), -1, 'template expanded');
print(letters[3]);

// rot13 and a Caesar cipher through replace callbacks.
function rot(s, k) {
	return s.replace(/[a-z]/gi, function (c) {
		var base = c <= 'Z' ? 65 : 97;
		return String.fromCharCode((c.charCodeAt(0) - base + k) % 26 + base);
	});
}
paras.slice(0, 200).forEach(function (p) {
	eq(rot(rot(p, 13), 13), p, 'rot13');
	eq(rot(rot(p, 3), 23), p, 'caesar');
});

// Base64 by hand (bit operations), checked by round trip.
var B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64enc(s) {
	var out = '', i;
	for (i = 0; i + 2 < s.length; i += 3) {
		var n = (s.charCodeAt(i) << 16) | (s.charCodeAt(i + 1) << 8) | s.charCodeAt(i + 2);
		out += B64.charAt(n >> 18) + B64.charAt((n >> 12) & 63) + B64.charAt((n >> 6) & 63) + B64.charAt(n & 63);
	}
	if (i < s.length) {
		var a = s.charCodeAt(i), b = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
		n = (a << 16) | (b << 8);
		out += B64.charAt(n >> 18) + B64.charAt((n >> 12) & 63) +
			(i + 1 < s.length ? B64.charAt((n >> 6) & 63) : '=') + '=';
	}
	return out;
}
function b64dec(s) {
	var out = '', bits = 0, acc = 0;
	for (var i = 0; i < s.length; i++) {
		var c = s.charAt(i);
		if (c === '=') break;
		acc = (acc << 6) | B64.indexOf(c);
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			out += String.fromCharCode((acc >> bits) & 255);
		}
	}
	return out;
}
var encLen = 0;
lines.slice(0, 1500).forEach(function (l) {
	var e = b64enc(l);
	encLen += e.length;
	eq(b64dec(e), l, 'base64');
});
print('base64 chars ' + encLen);

// LZW compression of a few kilobyte-sized chunks.
function lzw(s) {
	var dict = {}, next = 256, w = '', out = [];
	for (var i = 0; i < 256; i++) dict[String.fromCharCode(i)] = i;
	for (i = 0; i < s.length; i++) {
		var c = s.charAt(i), wc = w + c;
		if (dict.hasOwnProperty(wc)) w = wc;
		else {
			out.push(dict[w]);
			dict[wc] = next++;
			w = c;
		}
	}
	if (w) out.push(dict[w]);
	return out;
}
function unlzw(codes) {
	var dict = [], next = 256;
	for (var i = 0; i < 256; i++) dict[i] = String.fromCharCode(i);
	var w = dict[codes[0]], out = [w];
	for (i = 1; i < codes.length; i++) {
		var k = codes[i];
		var e = k < next ? dict[k] : w + w.charAt(0);
		out.push(e);
		dict[next++] = w + e.charAt(0);
		w = e;
	}
	return out.join('');
}
var csum = 0, usum = 0;
for (var c = 0; c < 24; c++) {
	var chunk = paras[c * 7 % paras.length] + '\n' + paras[(c * 7 + 1) % paras.length];
	var codes = lzw(chunk);
	eq(unlzw(codes), chunk, 'lzw round trip');
	csum += codes.length; usum += chunk.length;
}
print('lzw ' + usum + ' chars -> ' + csum + ' codes');

// Edit distance and anagram classes over the vocabulary.
function lev(a, b) {
	var prev = [], curr, i, j;
	for (j = 0; j <= b.length; j++) prev[j] = j;
	for (i = 1; i <= a.length; i++) {
		curr = [i];
		for (j = 1; j <= b.length; j++) {
			var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
			curr[j] = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
		}
		prev = curr;
	}
	return prev[b.length];
}
var top = vocab.slice(0, 90), near = 0;
for (var i = 0; i < top.length; i++)
	for (var j = i + 1; j < top.length; j++)
		if (lev(top[i], top[j]) <= 2) near++;
print('near pairs among top 90: ' + near);
var classes = {};
vocab.forEach(function (w) {
	var k = w.split('').sort().join('');
	(classes[k] = classes[k] || []).push(w);
});
var big = Object.keys(classes).filter(function (k) { return classes[k].length > 2; });
print('anagram classes with >2 words: ' + big.length + (big.length ? ' e.g. ' + classes[big[0]].join('/') : ''));

// Suffix-stripping stemmer: a chain of regular expression rewrites.
var rules = [[/sses$/, 'ss'], [/ies$/, 'i'], [/([^s])s$/, '$1'], [/eed$/, 'ee'],
	[/(\w*[aeiou]\w*)(ed|ing)$/, '$1'], [/at$/, 'ate'], [/([^aeiou])\1$/, '$1'],
	[/(\w+)(ational|tional)$/, '$1ate'], [/(\w{2,})(ness|ful|ment)$/, '$1'], [/y$/, 'i']];
var stems = {};
vocab.forEach(function (w) {
	var s = w;
	for (var r = 0; r < rules.length; r++) {
		var t = s.replace(rules[r][0], rules[r][1]);
		if (t !== s) { s = t; if (r < 3) continue; }
	}
	stems[s] = (stems[s] || 0) + 1;
});
print('stems ' + Object.keys(stems).length + ' of ' + vocab.length);

// A prefix trie for autocompletion.
var trie = {};
vocab.forEach(function (w) {
	var n = trie;
	for (var i = 0; i < w.length; i++) {
		var ch = w.charAt(i);
		n = n[ch] || (n[ch] = {});
	}
	n.$ = freq[w];
});
function complete(prefix, max) {
	var n = trie;
	for (var i = 0; i < prefix.length && n; i++) n = n[prefix.charAt(i)];
	var out = [];
	(function walk(n, s) {
		if (!n) return;
		if (n.$) out.push([s, n.$]);
		Object.keys(n).forEach(function (k) { if (k !== '$') walk(n[k], s + k); });
	})(n, prefix);
	out.sort(function (a, b) { return b[1] - a[1]; });
	return out.slice(0, max).map(function (x) { return x[0]; });
}
['a', 'br', 'th', 'mun', 'qu', 'zel', 'x'].forEach(function (p) {
	print('complete ' + p + ': ' + complete(p, 6).join(' '));
});

// A Markov chain producing new text from the bigram table.
var next = {};
for (i = 0; i < Math.min(lines.length, 4000); i++) {
	var ws = lines[i].toLowerCase().match(/[a-z]+/g) || [];
	for (j = 0; j + 1 < ws.length; j++) (next[ws[j]] = next[ws[j]] || []).push(ws[j + 1]);
}
var rng = new lib.Rng(2024), w = vocab[0], story = [w];
for (i = 0; i < 300; i++) {
	var cands = next[w];
	w = cands ? rng.pick(cands) : rng.pick(vocab);
	story.push(w);
}
print('markov: ' + story.slice(0, 25).join(' '));

// Non-ASCII text: case mapping, code units, URI encoding.
var intl = ['caf\u00e9 na\u00efve r\u00e9sum\u00e9', '\u0391\u03b8\u03ae\u03bd\u03b1 \u03ba\u03b1\u03b9 \u03a3\u03c0\u03ac\u03c1\u03c4\u03b7',
	'\u041c\u043e\u0441\u043a\u0432\u0430', '\u6771\u4eac\u3068\u5927\u962a', 'smile \ud83d\ude00 ok', 'stra\u00dfe \u00c5ngstr\u00f6m'];
intl.forEach(function (s) {
	var up = s.toUpperCase(), low = s.toLowerCase();
	var enc = encodeURIComponent(s);
	eq(decodeURIComponent(enc), s, 'uri round trip');
	eq(decodeURI(encodeURI(s + ' /?a=b&c')), s + ' /?a=b&c', 'encodeURI');
	var codes = [];
	for (var i = 0; i < s.length; i++) codes.push(s.charCodeAt(i).toString(16));
	eq(String.fromCharCode.apply(null, codes.map(function (h) { return parseInt(h, 16); })), s, 'code units');
	print(s + ' | ' + up + ' | ' + low + ' | ' + s.length + ' | ' + enc.length + ' | ' + s.split('').reverse().join('').length);
});

lib.summary('text');
