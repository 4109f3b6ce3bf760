// Text processing for the duktape workload. Expects a global TEXT (prose, made by
// tojs.py from the shared text.txt): tokenising, word statistics, n-grams, regular
// expression rewriting, line wrapping, a tiny template engine, and encoding round trips.
if (typeof TEXT !== 'string') throw new Error('TEXT is not loaded');

var lines = TEXT.split('\n');
var paragraphs = TEXT.split(/\n\s*\n/);
print('lines ' + lines.length + ', paragraphs ' + paragraphs.length + ', chars ' + TEXT.length);

// Word frequencies (case-folded), with numbers counted separately.
var freq = {}, numbers = 0, words = 0, longest = '';
var tokenRe = /[A-Za-z]+|\d+/g, m;
while ((m = tokenRe.exec(TEXT)) !== null) {
    var tok = m[0];
    if (tok.charCodeAt(0) <= 57) { numbers++; continue; }
    var w = tok.toLowerCase();
    words++;
    freq[w] = (freq[w] || 0) + 1;
    if (w.length > longest.length) longest = w;
}
var vocab = Object.keys(freq);
vocab.sort(function (a, b) { return freq[b] - freq[a] || (a < b ? -1 : 1); });
print('words ' + words + ', numbers ' + numbers + ', vocabulary ' + vocab.length + ', longest ' + longest);
print('top: ' + vocab.slice(0, 12).map(function (w) { return w + '=' + freq[w]; }).join(' '));

// Frequency-of-frequencies and hapaxes.
var fof = {};
vocab.forEach(function (w) { var f = freq[w]; fof[f] = (fof[f] || 0) + 1; });
print('hapax ' + (fof[1] || 0) + ', dis ' + (fof[2] || 0));

// Sentence statistics: terminators, lengths, questions and exclamations.
var sentences = TEXT.replace(/\s+/g, ' ').split(/([.?!;])\s*/);
var kinds = { '.': 0, '?': 0, '!': 0, ';': 0 }, lenSum = 0, nSent = 0;
for (var i = 0; i + 1 < sentences.length; i += 2) {
    kinds[sentences[i + 1]]++;
    lenSum += sentences[i].split(' ').length;
    nSent++;
}
print('sentences ' + nSent + ', mean words ' + (lenSum / nSent).toFixed(2) + ', kinds ' + JSON.stringify(kinds));

// Bigrams over the first part of the text.
var bigrams = {}, prev = null;
var head = TEXT.slice(0, 120000).toLowerCase().match(/[a-z]+/g) || [];
head.forEach(function (w) {
    if (prev !== null) { var k = prev + ' ' + w; bigrams[k] = (bigrams[k] || 0) + 1; }
    prev = w;
});
var topBigrams = Object.keys(bigrams).sort(function (a, b) { return bigrams[b] - bigrams[a] || (a < b ? -1 : 1); });
print('bigrams ' + topBigrams.length + ', top ' + topBigrams.slice(0, 5).join(' | '));

// Character classes and letter frequencies via charCodeAt.
var letters = new Int32Array(26), upper = 0, digits = 0, spaces = 0, punct = 0;
for (i = 0; i < TEXT.length; i++) {
    var c = TEXT.charCodeAt(i);
    if (c >= 97 && c <= 122) letters[c - 97]++;
    else if (c >= 65 && c <= 90) { letters[c - 65]++; upper++; }
    else if (c >= 48 && c <= 57) digits++;
    else if (c === 32 || c === 10) spaces++;
    else punct++;
}
var lf = [];
for (i = 0; i < 26; i++) if (letters[i]) lf.push(String.fromCharCode(97 + i) + letters[i]);
print('upper ' + upper + ', digits ' + digits + ', spaces ' + spaces + ', punct ' + punct + ', letters ' + lf.slice(0, 8).join(','));

// Rewriting: title case, reversing words, censoring, numbers to words.
var ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
function spell(n) { return String(n).split('').map(function (d) { return ONES[+d]; }).join('-'); }
var sample = paragraphs.slice(0, 40).join('\n\n');
var titled = sample.replace(/\b([a-z])([a-z]*)/g, function (all, a, rest) { return a.toUpperCase() + rest; });
var censored = sample.replace(new RegExp('\\b(' + vocab.slice(0, 5).join('|') + ')\\b', 'gi'), function (w) {
    return w.charAt(0) + new Array(w.length).join('*');
});
var spelled = sample.replace(/\d+/g, function (d) { return spell(parseInt(d, 10)); });
var reversed = sample.split(' ').reverse().join(' ');
print('rewrites ' + [titled.length, censored.length, spelled.length, reversed.length].join('/') +
      ', stars ' + (censored.match(/\*/g) || []).length);

// Greedy line wrapping with justification.
function wrap(text, width) {
    var out = [], line = [];
    var ws = text.split(/\s+/).filter(function (x) { return x.length; });
    function flush(justify) {
        if (!line.length) return;
        var s = line.join(' ');
        if (justify && line.length > 1) {
            var gaps = line.length - 1, pad = width - s.length, k = 0;
            s = line.map(function (w, idx) {
                if (idx === gaps) return w;
                var extra = Math.floor(pad / gaps) + (k++ < pad % gaps ? 1 : 0);
                return w + ' ' + new Array(extra + 1).join(' ');
            }).join('');
        }
        out.push(s);
        line = [];
    }
    var len = 0;
    ws.forEach(function (w) {
        if (line.length && len + 1 + w.length > width) { flush(true); len = 0; }
        len += (line.length ? 1 : 0) + w.length;
        line.push(w);
    });
    flush(false);
    return out;
}
var wrapped = [];
paragraphs.slice(0, 300).forEach(function (p, idx) { wrapped = wrapped.concat(wrap(p, 40 + idx % 40)); });
var exact = wrapped.filter(function (l) { return l.length >= 40; }).length;
print('wrapped lines ' + wrapped.length + ', full width ' + exact);

// A tiny template engine: {{name}}, {{#list}}...{{/list}}, {{?cond}}...{{/cond}}, filters.
function render(tpl, ctx) {
    return tpl.replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, function (all, key, body) {
        var list = ctx[key] || [];
        return list.map(function (item, idx) {
            var sub = Object.create(ctx);
            sub.item = item; sub.index = idx + 1;
            if (typeof item === 'object') for (var k in item) sub[k] = item[k];
            return render(body, sub);
        }).join('');
    }).replace(/\{\{\?(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, function (all, key, body) {
        return ctx[key] ? render(body, ctx) : '';
    }).replace(/\{\{(\w+)(?:\|(\w+))?\}\}/g, function (all, key, filter) {
        var v = ctx[key];
        if (v === undefined) return '';
        v = String(v);
        switch (filter) {
        case 'upper': return v.toUpperCase();
        case 'len': return String(v.length);
        case 'html': return v.replace(/[&<>"]/g, function (ch) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[ch]; });
        default: return v;
        }
    });
}
var tpl = '<h1>{{title|upper}}</h1>\n{{?showCount}}<p>{{count}} words</p>{{/showCount}}\n<ol>{{#entries}}<li id="{{index}}">{{word|html}} ({{n}}, {{word|len}} letters)</li>{{/entries}}</ol>';
var pages = 0, total = 0;
for (var pg = 0; pg < 40; pg++) {
    var entries = vocab.slice(pg * 25, pg * 25 + 25).map(function (w) { return { word: w + (pg % 3 ? '' : '<&>'), n: freq[w] }; });
    var html = render(tpl, { title: 'page ' + pg, showCount: pg % 2 === 0, count: words, entries: entries });
    total += html.length;
    pages++;
}
print('rendered ' + pages + ' pages, ' + total + ' chars');

// Encodings: UTF-8 through TextEncoder/Decoder, base64 and hex round trips, URI escapes.
var accented = sample.slice(0, 20000).replace(/a/g, '\u00e4').replace(/o/g, '\u00f8').replace(/e/g, '\u20ac');
var bytes = new TextEncoder().encode(accented);
var back = new TextDecoder().decode(bytes);
var b64 = Duktape.enc('base64', bytes);
var fromB64 = new TextDecoder().decode(Duktape.dec('base64', b64));
var hex = Duktape.enc('hex', bytes);
var uri = encodeURIComponent(accented.slice(0, 5000));
if (back !== accented || fromB64 !== accented || decodeURIComponent(uri) !== accented.slice(0, 5000))
    throw new Error('encoding round trip failed');
print('utf8 bytes ' + bytes.length + ', base64 ' + b64.length + ', hex ' + hex.length + ', uri ' + uri.length);

// Searching: indexOf scans, a Knuth-Morris-Pratt matcher and a comparison with regexps.
function kmpCount(hay, needle) {
    var fail = [0], k = 0, count = 0;
    for (var q = 1; q < needle.length; q++) {
        while (k > 0 && needle.charAt(k) !== needle.charAt(q)) k = fail[k - 1];
        if (needle.charAt(k) === needle.charAt(q)) k++;
        fail[q] = k;
    }
    k = 0;
    for (var p = 0; p < hay.length; p++) {
        while (k > 0 && needle.charAt(k) !== hay.charAt(p)) k = fail[k - 1];
        if (needle.charAt(k) === hay.charAt(p)) k++;
        if (k === needle.length) { count++; k = fail[k - 1]; }
    }
    return count;
}
var hay = TEXT.slice(0, 200000), found = [];
vocab.slice(3, 9).forEach(function (w) {
    var viaIndex = 0, pos = -1;
    while ((pos = hay.indexOf(w, pos + 1)) !== -1) viaIndex++;
    var viaKmp = kmpCount(hay, w);
    var viaRe = (hay.match(new RegExp(w, 'g')) || []).length;
    if (viaIndex !== viaKmp || viaKmp !== viaRe) throw new Error('search mismatch for ' + w);
    found.push(w + ':' + viaKmp);
});
print('search ' + found.join(' '));
