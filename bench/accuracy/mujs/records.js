// Data processing over the shared JSON-lines records: parse, validate, group, join, sort,
// report and re-serialise, the way a small reporting script would.
// usage: mujs records.js BENCHDIR DATADIR
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check, eq = lib.eq;

var text = read(scriptArgs[1] + '/records-lines.json');
var lines = text.split('\n');
var recs = [], bad = 0;
for (var i = 0; i < lines.length; i++) {
	var l = lines[i];
	if (!l.trim()) continue;
	try {
		recs.push(JSON.parse(l));
	} catch (e) {
		bad++;
	}
}
eq(bad, 0, 'unparsable lines');
check(recs.length > 10000, 'record count');

// Validation with a small schema.
var schema = {
	id: 'number', name: 'string', age: 'number', city: 'string', score: 'number',
	active: 'boolean', tags: 'array'
};
function typeOf(v) {
	if (v === null) return 'null';
	if (Array.isArray(v)) return 'array';
	return typeof v;
}
var problems = 0;
recs.forEach(function (r) {
	for (var k in schema)
		if (typeOf(r[k]) !== schema[k]) problems++;
	if (r.address) {
		if (!/^\d{5}$/.test(r.address.zip)) problems++;
		if (typeof r.address.number !== 'number') problems++;
	}
	if ('note' in r && r.note !== null) problems++;
});
eq(problems, 0, 'schema problems');

// Index by id, resolve managers, compute depth of the management chain.
var byId = {};
recs.forEach(function (r) { byId[r.id] = r; });
function depth(r) {
	var d = 0, seen = {};
	while (r && r.manager !== undefined && !seen[r.id]) {
		seen[r.id] = true;
		r = byId[r.manager];
		d++;
	}
	return d;
}
var maxDepth = 0, managed = 0, reports = {};
recs.forEach(function (r) {
	var d = depth(r);
	if (d > maxDepth) maxDepth = d;
	if (r.manager !== undefined) {
		managed++;
		reports[r.manager] = (reports[r.manager] || 0) + 1;
	}
});
check(managed > 0 && maxDepth >= 1, 'managers');

// Group by city: count, mean/min/max score, age histogram, active share.
var cities = {};
recs.forEach(function (r) {
	var c = cities[r.city];
	if (!c) c = cities[r.city] = { n: 0, sum: 0, min: Infinity, max: -Infinity, active: 0, ages: [0, 0, 0, 0, 0, 0, 0, 0] };
	c.n++;
	c.sum += r.score;
	c.min = Math.min(c.min, r.score);
	c.max = Math.max(c.max, r.score);
	if (r.active) c.active++;
	c.ages[Math.min(7, Math.floor((r.age - 10) / 10))]++;
});
var rows = Object.keys(cities).sort().map(function (name) {
	var c = cities[name];
	return [name, c.n, (c.sum / c.n).toFixed(2), c.min.toFixed(3), c.max.toFixed(3),
		Math.round(100 * c.active / c.n) + '%', c.ages.join('/')];
});
print(lib.table(['city', 'n', 'mean', 'min', 'max', 'active', 'ages'], rows));

// Tag statistics: frequency, co-occurrence of the top tags.
var tagCount = {}, pairs = {};
recs.forEach(function (r) {
	var uniq = r.tags.filter(function (t, i, a) { return a.indexOf(t) === i; }).sort();
	uniq.forEach(function (t, i) {
		tagCount[t] = (tagCount[t] || 0) + 1;
		for (var j = i + 1; j < uniq.length; j++) {
			var key = t + '+' + uniq[j];
			pairs[key] = (pairs[key] || 0) + 1;
		}
	});
});
var topTags = Object.keys(tagCount).sort(function (a, b) {
	return tagCount[b] - tagCount[a] || (a < b ? -1 : a > b ? 1 : 0);
}).slice(0, 15);
print('top tags: ' + topTags.map(function (t) { return t + '=' + tagCount[t]; }).join(', '));
var topPairs = Object.keys(pairs).sort(function (a, b) { return pairs[b] - pairs[a] || a.localeCompare(b); });
print('top pairs: ' + topPairs.slice(0, 8).join(' '));

// Multi-key sorts and stable ranking.
var sorted = recs.slice().sort(function (a, b) {
	if (a.active !== b.active) return a.active ? -1 : 1;
	if (b.score !== a.score) return b.score - a.score;
	return a.id - b.id;
});
for (i = 1; i < sorted.length; i++) {
	var p = sorted[i - 1], q = sorted[i];
	check(p.active > q.active || (p.active === q.active && (p.score > q.score || (p.score === q.score && p.id < q.id))), 'sort order at ' + i);
}
var byName = recs.slice(0, 6000).sort(function (a, b) {
	var x = a.name.split(' ').reverse().join(' '), y = b.name.split(' ').reverse().join(' ');
	return x < y ? -1 : x > y ? 1 : a.id - b.id;
});
print('first by surname: ' + byName.slice(0, 5).map(function (r) { return r.name; }).join('; '));

// Search with regular expressions on names and streets.
var patterns = [/^a\w*a /, /(\w)\1/, /(?:bra|gra)(?:ka|mun)/, /[^aeiou ]{4,}/i, /\b(\w+) \1\b/,
	/o{2,}|e{2,}/, /st$/, /^(?!an)\w+ an/];
patterns.forEach(function (re) {
	var n = 0, first = null;
	for (var i = 0; i < recs.length; i++) {
		var m = re.exec(recs[i].name);
		if (m) {
			n++;
			if (first === null) first = m[0];
		}
	}
	print(String(re) + ' matches ' + n + (first !== null ? ' first ' + JSON.stringify(first) : ''));
});
var streets = recs.filter(function (r) { return r.address; }).map(function (r) {
	return r.address.number + ' ' + r.address.street.replace(/\b(\w)/g, function (m, c) {
		return c.toUpperCase();
	}) + ', ' + r.address.zip;
});
check(streets.length > 1000, 'streets');
print('streets: ' + streets.slice(0, 3).join(' | '));

// Score histogram with a text bar chart.
var bins = [];
for (i = 0; i < 20; i++) bins[i] = 0;
recs.forEach(function (r) { bins[Math.min(19, Math.floor(r.score / 5))]++; });
var peak = Math.max.apply(null, bins);
bins.forEach(function (b, i) {
	print(lib.pad(i * 5, 3) + '-' + lib.pad(i * 5 + 4, 3) + ' ' + new Array(Math.round(40 * b / peak) + 2).join('#') + ' ' + b);
});

// Percentiles and standard deviation per activity state.
function stats(xs) {
	xs = xs.slice().sort(function (a, b) { return a - b; });
	var n = xs.length, mean = xs.reduce(function (s, x) { return s + x; }, 0) / n;
	var v = xs.reduce(function (s, x) { return s + (x - mean) * (x - mean); }, 0) / n;
	var pct = function (p) { return xs[Math.min(n - 1, Math.floor(p * n))]; };
	return { n: n, mean: +mean.toFixed(4), sd: +Math.sqrt(v).toFixed(4), p10: pct(0.1), p50: pct(0.5), p90: pct(0.9) };
}
var act = stats(recs.filter(function (r) { return r.active; }).map(function (r) { return r.score; }));
var inact = stats(recs.filter(function (r) { return !r.active; }).map(function (r) { return r.score; }));
print('active ' + JSON.stringify(act));
print('inactive ' + JSON.stringify(inact));
check(act.n + inact.n === recs.length, 'activity split');

// Re-serialise: replacer, indentation, and a round trip.
var subset = recs.slice(0, 3000);
var out = JSON.stringify(subset, function (k, v) {
	if (k === 'score') return Math.round(v);
	if (k === 'note') return undefined;
	if (k === 'tags' && v.length === 0) return undefined;
	return v;
}, '\t');
var back = JSON.parse(out, function (k, v) {
	if (k === 'age') return v + 1;
	return v;
});
eq(back.length, subset.length, 'round trip length');
for (i = 0; i < back.length; i++) {
	eq(back[i].age, subset[i].age + 1, 'reviver');
	eq(back[i].score, Math.round(subset[i].score), 'replacer');
	check(!('note' in back[i]), 'dropped note');
}
var compact = JSON.stringify(recs.slice(3000, 9000));
eq(JSON.stringify(JSON.parse(compact)), compact, 'compact round trip');
var picked = JSON.stringify(recs.slice(0, 2000), ['id', 'name', 'address', 'zip'], 1);
check(picked.indexOf('"city"') < 0 && picked.indexOf('"zip"') > 0, 'property list');

// CSV export with quoting, and a CSV parser reading it back.
function csvField(v) {
	v = v === undefined || v === null ? '' : String(v);
	return /[",\n]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v;
}
var cols = ['id', 'name', 'age', 'city', 'score', 'active', 'tags'];
var csv = recs.slice(0, 5000).map(function (r) {
	return cols.map(function (c) { return csvField(c === 'tags' ? r.tags.join(',') : r[c]); }).join(',');
}).join('\n');
function parseCsvLine(s) {
	var row = [], f = '', i = 0, q = false;
	while (i < s.length) {
		var ch = s.charAt(i++);
		if (q) {
			if (ch === '"') {
				if (s.charAt(i) === '"') { f += '"'; i++; } else q = false;
			} else f += ch;
		} else if (ch === '"') q = true;
		else if (ch === ',') { row.push(f); f = ''; }
		else f += ch;
	}
	row.push(f);
	return row;
}
// Indexing a long string is linear in mujs (UTF-8 strings): split into lines first.
function parseCsv(s) { return s.split('\n').map(parseCsvLine); }
var parsed = parseCsv(csv);
eq(parsed.length, 5000, 'csv rows');
eq(parsed[4].length, cols.length, 'csv columns');
eq(parsed[2][6], recs[2].tags.join(','), 'csv quoted field');

lib.summary('records');
