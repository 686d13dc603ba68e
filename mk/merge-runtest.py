#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Resolve a git merge conflict in a runtest file: keep every test line of both sides once,
the #DESCRIPTION header first, the tests sorted by tag.   usage: mk/merge-runtest.py FILE"""
import sys

path = sys.argv[1]
seen, header, body = set(), [], []
for line in open(path).read().splitlines():
    if line.startswith(("<<<<<<<", "=======", ">>>>>>>")) or line in seen:
        continue
    seen.add(line)
    (header if line.startswith("#") else body).append(line)
body = sorted((l for l in body if l.strip()), key=lambda l: l.split()[0])
open(path, "w").write("\n".join(header + body) + "\n")
