// A line filter: reads a YAML stream from standard input with readline() and converts the
// subset our generated data uses (documents, block maps and sequences, flow collections,
// quoted and plain scalars, anchors, aliases and << merges, literal blocks) to JSON lines,
// then prints a summary. usage: mujs yamlish.js BENCHDIR [MODE] < file.yaml
var lib = require(scriptArgs[0] + '/lib');
var check = lib.check;
var mode = scriptArgs[1] || 'summary';

function scalar(s, anchors) {
	s = s.trim();
	if (s === '' || s === '~' || s === 'null') return null;
	if (s === 'true') return true;
	if (s === 'false') return false;
	if (s.charAt(0) === '*') {
		if (!(s.slice(1) in anchors)) throw new ReferenceError('unknown alias ' + s);
		return anchors[s.slice(1)];
	}
	if (/^"(.*)"$/.test(s)) return JSON.parse(s);
	if (/^'(.*)'$/.test(s)) return s.slice(1, -1).replace(/''/g, "'");
	if (/^-?(0|[1-9]\d*)$/.test(s)) return parseInt(s, 10);
	if (/^-?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/.test(s)) return parseFloat(s);
	if (s.charAt(0) === '[' || s.charAt(0) === '{') return flow(s, anchors);
	return s;
}

// Flow collections: a small recursive-descent reader over one line.
function flow(s, anchors) {
	var i = 0;
	function ws() { while (s.charAt(i) === ' ') i++; }
	function item(stop) {
		ws();
		var c = s.charAt(i);
		if (c === '[') return seq();
		if (c === '{') return map();
		var start = i, q = c === '"' || c === "'" ? c : '';
		if (q) {
			i++;
			while (i < s.length && s.charAt(i) !== q) i += s.charAt(i) === '\\' ? 2 : 1;
			i++;
		} else {
			while (i < s.length && stop.indexOf(s.charAt(i)) < 0) i++;
		}
		return scalar(s.slice(start, i), anchors);
	}
	function seq() {
		var out = [];
		i++; ws();
		if (s.charAt(i) === ']') { i++; return out; }
		for (;;) {
			out.push(item(',]'));
			ws();
			var c = s.charAt(i++);
			if (c === ']') return out;
			if (c !== ',') throw new SyntaxError('flow sequence: ' + s);
		}
	}
	function map() {
		var out = {};
		i++; ws();
		if (s.charAt(i) === '}') { i++; return out; }
		for (;;) {
			ws();
			var k = i;
			while (i < s.length && s.charAt(i) !== ':') i++;
			var key = s.slice(k, i).trim();
			i++;
			out[key] = item(',}');
			ws();
			var c = s.charAt(i++);
			if (c === '}') return out;
			if (c !== ',') throw new SyntaxError('flow map: ' + s);
		}
	}
	var v = item('');
	return v;
}

// Block structure: a stack of open containers keyed by indentation.
function Parser(onDoc) {
	this.onDoc = onDoc;
	this.reset();
	this.literal = null;
}
Parser.prototype.reset = function () {
	this.root = undefined;
	this.stack = [];
	this.anchors = {};
};
Parser.prototype.finish = function () {
	if (this.root !== undefined) this.onDoc(this.root);
	this.reset();
};
Parser.prototype.container = function (indent, isSeq) {
	var st = this.stack;
	while (st.length && st[st.length - 1].indent > indent) st.pop();
	var top = st[st.length - 1];
	if (top && top.indent === indent) return top;
	// a new, deeper container: hang it on the pending key of the parent
	var node = isSeq ? [] : {};
	if (!top) {
		this.root = node;
	} else if (top.pendingKey !== null) {
		top.node[top.pendingKey] = node;
		if (top.anchor) { this.anchors[top.anchor] = node; top.anchor = null; }
		top.pendingKey = null;
	} else if (Array.isArray(top.node) && top.pendingItem) {
		top.node.push(node);
		top.pendingItem = false;
	} else {
		throw new SyntaxError('bad indentation');
	}
	var frame = { indent: indent, node: node, pendingKey: null, pendingItem: false, anchor: null };
	st.push(frame);
	return frame;
};
Parser.prototype.keyValue = function (frame, text, indent) {
	var m = /^([^:]+?):(?:\s+(.*))?$/.exec(text);
	if (!m) throw new SyntaxError('expected key: ' + text);
	var key = m[1], rest = m[2] === undefined ? '' : m[2];
	var anchor = /^&(\w+)\s*(.*)$/.exec(rest);
	if (anchor) rest = anchor[2];
	if (rest === '|' || rest === '>') {
		this.literal = { frame: frame, key: key, fold: rest === '>', indent: -1, lines: [], min: indent + 1 };
		return;
	}
	if (rest === '') {
		frame.pendingKey = key;
		frame.anchor = anchor ? anchor[1] : null;
		return;
	}
	var v = scalar(rest, this.anchors);
	if (key === '<<') {
		for (var k in v) if (!(k in frame.node)) frame.node[k] = v[k];
		return;
	}
	frame.node[key] = v;
	if (anchor) this.anchors[anchor[1]] = v;
};
Parser.prototype.line = function (raw) {
	if (this.literal) {
		var lit = this.literal, ind = raw.search(/\S/);
		if (raw.trim() === '' || ind >= lit.min) {
			if (lit.indent < 0) lit.indent = ind;
			lit.lines.push(raw.slice(lit.indent));
			return;
		}
		lit.frame.node[lit.key] = lit.lines.join(lit.fold ? ' ' : '\n') + '\n';
		this.literal = null;
	}
	if (raw === '---') { this.finish(); return; }
	if (raw === '...') { this.finish(); return; }
	var body = raw.replace(/\s+#.*$/, '');
	if (/^\s*(#|$)/.test(body)) return;
	var indent = body.search(/\S/), text = body.slice(indent);
	if (text.charAt(0) === '-' && (text.length === 1 || text.charAt(1) === ' ')) {
		var seq = this.container(indent, true);
		var rest = text.slice(2);
		if (/^[^"'{\[][^:]*:(\s|$)/.test(rest)) {
			seq.pendingItem = true;
			var inner = indent + 2 + rest.search(/\S/);
			this.keyValue(this.container(inner, false), rest.trim(), inner);
		} else if (rest.trim() === '') {
			seq.pendingItem = true;
		} else {
			seq.node.push(scalar(rest, this.anchors));
		}
		return;
	}
	this.keyValue(this.container(indent, false), text, indent);
};

var docs = 0, people = 0, merged = 0, bios = 0, tags = 0, byCity = {}, ages = 0, addresses = 0;
var out = [];
var parser = new Parser(function (doc) {
	docs++;
	check(typeof doc.batch === 'number' && doc.defaults.region === 'north', 'document header');
	doc.people.forEach(function (p) {
		people++;
		ages += p.age;
		if (p.region) merged++;
		if (p.bio) bios++;
		if (p.address) { addresses++; check(/^\d{5}$/.test(p.address.zip), 'zip string'); }
		tags += p.tags.length;
		byCity[p.city] = (byCity[p.city] || 0) + 1;
		if (mode === 'json') out.push(JSON.stringify(p));
	});
	if (mode === 'json' && out.length > 500) { print(out.join('\n')); out = []; }
});
var line, nlines = 0;
while ((line = readline()) !== null) {
	parser.line(line);
	nlines++;
}
parser.finish();
if (out.length) print(out.join('\n'));
check(docs > 0 && people > 0, 'parsed something');
var cities = Object.keys(byCity).sort(function (a, b) { return byCity[b] - byCity[a]; });
if (mode !== 'json') {
	print('lines ' + nlines + ' documents ' + docs + ' people ' + people + ' mean age ' + (ages / people).toFixed(2));
	print('merged defaults ' + merged + ' bios ' + bios + ' addresses ' + addresses + ' tags ' + tags);
	print('largest cities: ' + cities.slice(0, 5).map(function (c) { return c + '=' + byCity[c]; }).join(', '));
}
