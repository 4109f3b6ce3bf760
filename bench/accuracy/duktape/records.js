// Record processing for the duktape workload. Expects a global LINES (JSON lines, made by
// tojs.py from the shared records-lines.json): parsing, validation, grouping, joins,
// CSV export and re-import, JSON/JX/JC/CBOR serialisation, and generated query functions.
if (typeof LINES !== 'string') throw new Error('LINES is not loaded');

var recs = [], badLines = 0;
LINES.split('\n').forEach(function (line, n) {
    if (!line) return;
    try { recs.push(JSON.parse(line)); } catch (e) { badLines++; }
});
// A few hand-made broken lines go through the same path.
['{"id": 1, "name": }', '{"id": 2', 'null', '[1, 2, 3]', '{"id": "x", "age": -4}'].forEach(function (line) {
    var r;
    try { r = JSON.parse(line); } catch (e) { badLines++; return; }
    if (r === null || typeof r !== 'object' || Array.isArray(r) || typeof r.id !== 'number') badLines++;
});
print('records ' + recs.length + ', rejected ' + badLines);

// Validation against a small schema.
var SCHEMA = { id: 'number', name: 'string', age: 'number', city: 'string', score: 'number',
               active: 'boolean', tags: 'array' };
var OPTIONAL = { manager: 'number', address: 'object', note: 'null' };
function typeOf(v) { return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v; }
var problems = 0;
recs.forEach(function (r) {
    for (var k in SCHEMA) if (typeOf(r[k]) !== SCHEMA[k]) problems++;
    for (k in r) if (!(k in SCHEMA) && (!(k in OPTIONAL) || typeOf(r[k]) !== OPTIONAL[k])) problems++;
    if (r.age < 0 || r.age > 150 || r.score < 0 || r.score > 100) problems++;
});
print('schema problems ' + problems);

// Grouping by city with statistics.
var byCity = {};
recs.forEach(function (r) {
    var g = byCity[r.city] || (byCity[r.city] = { n: 0, ageSum: 0, scores: [], active: 0, tags: {} });
    g.n++; g.ageSum += r.age; g.scores.push(r.score);
    if (r.active) g.active++;
    r.tags.forEach(function (t) { g.tags[t] = (g.tags[t] || 0) + 1; });
});
var summary = Object.keys(byCity).sort().map(function (city) {
    var g = byCity[city];
    g.scores.sort(function (a, b) { return a - b; });
    var mid = g.scores.length >> 1;
    var median = g.scores.length % 2 ? g.scores[mid] : (g.scores[mid - 1] + g.scores[mid]) / 2;
    var mean = g.scores.reduce(function (s, x) { return s + x; }, 0) / g.n;
    var variance = g.scores.reduce(function (s, x) { return s + (x - mean) * (x - mean); }, 0) / g.n;
    var topTag = Object.keys(g.tags).sort(function (a, b) { return g.tags[b] - g.tags[a] || (a < b ? -1 : 1); })[0];
    return { city: city, n: g.n, meanAge: +(g.ageSum / g.n).toFixed(2), median: median,
             sd: +Math.sqrt(variance).toFixed(3), activeShare: +(g.active / g.n).toFixed(3), topTag: topTag || null };
});
print('cities ' + summary.length + ', biggest ' + summary.slice().sort(function (a, b) { return b.n - a.n; })[0].city);

// Manager chains: a self-join by id, depth by memoised recursion, cycle guard.
var byId = {};
recs.forEach(function (r) { byId[r.id] = r; });
var depthMemo = {};
function depth(id, guard) {
    if (depthMemo[id] !== undefined) return depthMemo[id];
    var r = byId[id];
    if (!r || r.manager === undefined || guard > 50) return 0;
    return (depthMemo[id] = 1 + depth(r.manager, guard + 1));
}
var maxDepth = 0, withMgr = 0, reports = {};
recs.forEach(function (r) {
    var d = depth(r.id, 0);
    if (d > maxDepth) maxDepth = d;
    if (r.manager !== undefined) { withMgr++; reports[r.manager] = (reports[r.manager] || 0) + 1; }
});
var busiest = Object.keys(reports).sort(function (a, b) { return reports[b] - reports[a] || a - b; })[0];
print('managed ' + withMgr + ', max chain ' + maxDepth + ', busiest manager ' + busiest + ' (' + reports[busiest] + ')');

// Addresses: zip prefixes, street name words.
var zips = {}, streets = {};
recs.forEach(function (r) {
    if (!r.address) return;
    var z = r.address.zip.slice(0, 2);
    zips[z] = (zips[z] || 0) + 1;
    var w = r.address.street.split(' ')[0];
    streets[w] = (streets[w] || 0) + 1;
});
print('zip prefixes ' + Object.keys(zips).length + ', street names ' + Object.keys(streets).length);

// CSV export with quoting, then a regex-based re-import that must agree.
function csvField(v) {
    if (v === null || v === undefined) return '';
    var s = Array.isArray(v) ? v.join(';') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
var COLS = ['id', 'name', 'age', 'city', 'score', 'active', 'tags', 'manager', 'address'];
var csv = [COLS.join(',')].concat(recs.map(function (r) {
    return COLS.map(function (c) { return csvField(r[c]); }).join(',');
})).join('\n');
function parseCsv(text) {
    var rows = [], row = [], re = /("((?:[^"]|"")*)"|[^,\n]*)(,|\n|$)/g, m;
    while ((m = re.exec(text)) !== null) {
        row.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]);
        if (m[3] !== ',') { rows.push(row); row = []; if (m[3] === '') break; }
        if (re.lastIndex === text.length && m[3] === '') break;
    }
    return rows;
}
var rows = parseCsv(csv);
var mismatches = 0;
for (var i = 1; i < rows.length; i++) {
    var r = recs[i - 1], row = rows[i];
    if (+row[0] !== r.id || row[1] !== r.name || +row[4] !== r.score ||
        (row[8] ? JSON.parse(row[8]).zip !== r.address.zip : r.address !== undefined)) mismatches++;
}
print('csv bytes ' + csv.length + ', rows ' + (rows.length - 1) + ', mismatches ' + mismatches);

// Serialisations: JSON (compact, indented, filtered), JX, JC, CBOR; all must round-trip.
var sub = recs.slice(0, 4000);
var compact = JSON.stringify(sub);
var pretty = JSON.stringify(sub, null, 2);
var filtered = JSON.stringify(sub, ['id', 'name', 'tags']);
var rounded = JSON.stringify(sub, function (k, v) { return typeof v === 'number' && k === 'score' ? Math.round(v) : v; });
var jx = Duktape.enc('jx', sub);
var jc = Duktape.enc('jc', sub, null, 1);
var cbor = CBOR.encode(sub);
function eqRecs(a, b) { return JSON.stringify(a) === JSON.stringify(b); }
if (!eqRecs(JSON.parse(pretty), sub) || !eqRecs(Duktape.dec('jx', jx), sub) ||
    !eqRecs(Duktape.dec('jc', jc), sub) || !eqRecs(CBOR.decode(cbor), sub))
    throw new Error('serialisation round trip failed');
var revived = JSON.parse(compact, function (k, v) {
    if (k === 'tags') return v.length;
    if (k === 'address') return undefined;
    return v;
});
print('json ' + compact.length + ', pretty ' + pretty.length + ', filtered ' + filtered.length +
      ', rounded ' + rounded.length + ', jx ' + jx.length + ', jc ' + jc.length +
      ', cbor ' + cbor.byteLength + ', revived tags ' + revived.reduce(function (s, x) { return s + x.tags; }, 0));

// Generated query functions (new Function) over the records.
var QUERIES = [
    'r.age > 60 && r.active',
    'r.tags.length >= 3',
    'r.score > 90 || (r.address && r.address.number < 10)',
    'r.name.indexOf("a") === 0',
    '/^[A-M]/.test(r.city) && r.manager !== undefined',
    'r.note === null'
];
var counts = QUERIES.map(function (q) {
    var f = new Function('r', 'return !!(' + q + ');');
    var n = 0;
    for (var i = 0; i < recs.length; i++) if (f(recs[i])) n++;
    return n;
});
print('queries ' + counts.join(','));

// Top-k by score with ties broken by name, via a bounded insertion list.
var topK = [];
recs.forEach(function (r) {
    var pos = topK.length;
    while (pos > 0 && (topK[pos - 1].score < r.score || (topK[pos - 1].score === r.score && topK[pos - 1].name > r.name))) pos--;
    if (pos < 10) { topK.splice(pos, 0, r); if (topK.length > 10) topK.pop(); }
});
print('top ' + topK.map(function (r) { return r.id + ':' + r.score; }).join(' '));
