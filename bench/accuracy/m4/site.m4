divert(-1)
# site.m4: a static site from PAGE/SECTION/PARA/LIST/TABLE/CODE calls (pages.m4).
# Quotes are [ ], no comments; inline markup: *bold*, _em_, @pageN links; & and < are escaped.
changequote([, ])
changecom
define([SITE], ifdef([SITE], [SITE], [Example Site]))
define([_npages], [0])
define([_nsect], [0])
define([_nwords], [0])

define([esc], [patsubst(patsubst([$1], [&], [&amp;]), [<], [&lt;])])
define([inline], [patsubst(patsubst(patsubst(esc([$1]),
  [\*\([^*]+\)\*], [<b>\1</b>]),
  [\b_\([a-z]+\)_\b], [<em>\1</em>]),
  [@\(page[0-9]+\)], [<a href="\1.html">\1</a>])])
define([wordcount], [len(patsubst([$1], [[^ ]+ *], [x]))])
define([slug], [translit(patsubst([$1], [[^A-Za-z0-9]+], [-]), [A-Z], [a-z])])

define([PAGE], [define([_npages], incr(_npages))define([_page], [$2])define([_title], [$1])dnl
define([_nsect], [0])define([_pwords], [0])dnl
divert(1)<li><a href="$2.html">$1</a></li>
divert(0)<!-- page: $2 -->
<html><head><title>$1 - SITE</title></head>
<body>
<h1>$1</h1>
divert(-1)])
define([SECTION], [define([_nsect], incr(_nsect))divert(0)dnl
<h2 id="slug([$1])">_nsect. $1</h2>
divert(2)  <li>_page#slug([$1]): [$1]</li>
divert(-1)])
define([PARA], [define([_pwords], eval(_pwords + wordcount([$1])))dnl
define([_nwords], eval(_nwords + wordcount([$1])))divert(0)dnl
<p>inline([$1])</p>
divert(-1)])
define([LIST], [divert(0)<ul>
_items($@)</ul>
divert(-1)])
define([_items], [ifelse([$#], [0], [], [$1], [], [], [  <li>inline([$1])</li>
$0(shift($@))])])
define([TABLE], [divert(0)<table>
  <tr><th>patsubst([$1], [,\s*], [</th><th>])</th></tr>
_rows(shift($@))</table>
divert(-1)])
define([_rows], [ifelse([$1], [], [],
  [  <tr><td>patsubst(esc(translit([$1], [,], [|])), [|\s*], [</td><td>])</td></tr>
$0(shift($@))])])
define([CODE], [divert(0)<pre><code>esc([$1])</code></pre>
divert(-1)])
define([END_PAGE], [divert(0)<footer>_nsect sections, _pwords words.</footer>
</body></html>
divert(-1)])

m4wrap([divert(0)<!-- index -->
<ul>
undivert(1)</ul>
<!-- sections -->
<ul>
undivert(2)</ul>
<p>_npages pages, _nwords words.</p>
])
divert(0)dnl
