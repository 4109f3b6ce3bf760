#!/usr/bin/env python3
"""Wraps (a prefix of) a data file as a JavaScript string variable, for duk scripts.

Usage: tojs.py NAME FILE MAXBYTES > out.js   (cuts at the last newline before MAXBYTES)
"""
import json
import sys

name, path, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open(path, encoding="utf-8") as f:
    text = f.read(limit)
if len(text) == limit and "\n" in text:
    text = text[:text.rindex("\n") + 1]
sys.stdout.write("var %s = %s;\n" % (name, json.dumps(text)))
