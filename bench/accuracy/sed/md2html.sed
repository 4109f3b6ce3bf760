# Markdown to HTML: headings, paragraphs (collected in the hold space), bullet and numbered
# lists (gathered with N), fenced code blocks (copied with HTML escapes) and inline markup.

# A fence opens a code block, copied up to the closing fence (a blank line always comes
# before a fence here, so no paragraph is pending).
/^```/{
  s/.*/<pre><code>/
  :code
  n
  /^```/{
    s/.*/<\/code><\/pre>/
    b
  }
  s/&/\&amp;/g
  s/</\&lt;/g
  s/>/\&gt;/g
  b code
}

# Paragraph text: keep it in the hold space until a blank or block line ends it.
/^\(#\{1,6\} \|- \|[0-9]\{1,\}\. \|$\)/!{
  s/&/\&amp;/g
  s/</\&lt;/g
  s/>/\&gt;/g
  H
  $!d
  s/.*//
}

# Any other line ends a paragraph: print the one collected so far.
x
/./{
  s/^\n//
  s/\n/ /g
  s/.*/<p>&<\/p>/
  s/\*\*\([^*]\{1,\}\)\*\*/<strong>\1<\/strong>/g
  s/\*\([^*]\{1,\}\)\*/<em>\1<\/em>/g
  s/`\([^`]\{1,\}\)`/<code>\1<\/code>/g
  s/\[\([^]]*\)\](\([^)]*\))/<a href="\2">\1<\/a>/g
  p
  s/.*//
}
x
/^$/d

# Headings and lists are built with \x01 and \x02 standing for < and >, so that the text's
# own <, > and & can be escaped afterwards.
s/^###### \(.*\)/\x01h6\x02\1\x01\/h6\x02/
s/^##### \(.*\)/\x01h5\x02\1\x01\/h5\x02/
s/^#### \(.*\)/\x01h4\x02\1\x01\/h4\x02/
s/^### \(.*\)/\x01h3\x02\1\x01\/h3\x02/
s/^## \(.*\)/\x01h2\x02\1\x01\/h2\x02/
s/^# \(.*\)/\x01h1\x02\1\x01\/h1\x02/

# Lists: gather the items with N; the first line that is not an item ends the list.
/^\(- \|[0-9]\{1,\}\. \)/{
  s/^- /\x01ul\x02\n- /
  s/^\([0-9]\{1,\}\)\. /\x01ol\x02\n\1. /
  :item
  s/\n- \([^\n]*\)$/\n\x01li\x02\1\x01\/li\x02/
  s/\n[0-9]\{1,\}\. \([^\n]*\)$/\n\x01li\x02\1\x01\/li\x02/
  $b close
  N
  /\n\(- \|[0-9]\{1,\}\. \)[^\n]*$/b item
  :close
  s/^\x01\([uo]l\)\x02\(.*\x01\/li\x02\)$/&\n\x01\/\1\x02/
  s/^\x01\([uo]l\)\x02\(.*\x01\/li\x02\)\n\([^\n]*\)$/\x01\1\x02\2\n\x01\/\1\x02\n\3/
}

# Escapes, then the markers become tags, then inline markup.
s/&/\&amp;/g
s/</\&lt;/g
s/>/\&gt;/g
y/\x01\x02/<>/
s/\*\*\([^*]\{1,\}\)\*\*/<strong>\1<\/strong>/g
s/\*\([^*]\{1,\}\)\*/<em>\1<\/em>/g
s/`\([^`]\{1,\}\)`/<code>\1<\/code>/g
s/\[\([^]]*\)\](\([^)]*\))/<a href="\2">\1<\/a>/g
