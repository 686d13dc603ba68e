#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Write the test catalogue (make metadata): every test of the runtest files, in the layout
of LTP's metadata/ltp.json, which kirk reads to decide what may run in parallel and LTP's
documentation tools render:

  {"testsuite": {...}, "defaults": {"timeout": 30},
   "tests": {"NAME": {"fname": SOURCE, "doc": [LINES], "needs_root": "1", ...}}}

Each test's facts come from its own answer to `TEST --metadata` (doc/metadata.md); "doc" is
the first paragraph of the header comment of its source, its one-paragraph description.
A field the test does not set is left out, never written as false, 0 or empty: kirk takes
the presence of a key (needs_root, needs_device, save_restore...) as the test needing it.

usage: mk/metadata.py BUILD_DIR [SRC_DIR] > catalogue.json
"""
import json
import os
import re
import subprocess
import sys

FLAGS = ("needs_root", "needs_tmpdir", "needs_device", "format_device", "mount_device",
         "all_filesystems", "forks_child", "needs_checkpoints", "runs_alone")
LISTS = ("needs_kconfigs", "needs_cmds", "supported_archs", "save_restore", "exclusive")


def sources(src):
    found = {}
    for top, _, files in os.walk(os.path.join(src, "testcases")):
        if "/lib" in top[len(src):]:
            continue
        for f in files:
            if f.endswith((".c", ".sh")):
                found.setdefault(os.path.splitext(f)[0], os.path.relpath(os.path.join(top, f), src))
    return found


def first_paragraph(path):
    """The first paragraph of the header comment, as lines (LTP's "doc")."""
    try:
        text = open(path, errors="replace").read()
    except OSError:
        return []
    if path.endswith(".sh"):
        lines = []
        for l in text.splitlines():
            if not l.startswith("#"):
                break           # the header comment ends at the first line of code
            if not l.startswith(("#!", "# SPDX", "# Copyright")):
                lines.append(l[1:].strip())
    else:
        m = re.search(r"/\*(.*?)\*/", re.sub(r"^//.*\n", "", text), re.S)
        lines = [re.sub(r"^\s*\*\s?", "", l).rstrip() for l in m.group(1).splitlines()] if m else []
    para = []
    for line in lines:
        if not line.strip():
            if para:
                break
            continue
        para.append(line.strip())
    return para


def runtest_names(src):
    names = []
    rt = os.path.join(src, "runtest")
    for f in sorted(os.listdir(rt)):
        for line in open(os.path.join(rt, f), errors="replace"):
            if not line.strip() or line[0] in "# \t":
                continue
            words = line.split()
            if len(words) >= 2:
                names.append(os.path.basename(words[1]))
    return list(dict.fromkeys(names))


def entry(meta, fname, doc):
    e = {"fname": fname, "doc": doc}
    for k in FLAGS:
        if meta.get(k):
            e[k] = "1"
    for k in LISTS:
        if meta.get(k):
            e[k] = meta[k]
    if meta.get("filesystems"):
        e["filesystems"] = [{"type": t} for t in meta["filesystems"]]
    if meta.get("skip_filesystems"):
        e["skip_filesystems"] = meta["skip_filesystems"]
    if meta.get("dev_min_size"):
        e["dev_min_size"] = str(meta["dev_min_size"])
    if meta.get("min_kver"):
        e["min_kver"] = meta["min_kver"]
    if meta.get("caps"):
        e["caps"] = [[c.get("action", ""), c.get("name", "")] for c in meta["caps"]]
    if meta.get("tags"):
        e["tags"] = [[t["name"], t["value"]] for t in meta["tags"]]
    if meta.get("timeout", 30) not in (30, None):
        e["timeout"] = meta["timeout"] - 30 if meta["timeout"] > 0 else -1
    if meta.get("runtime"):
        e["runtime"] = meta["runtime"]
    if meta.get("test_variants", 1) > 1:
        e["test_variants"] = meta["test_variants"]
    if meta.get("description"):
        e["description"] = meta["description"]
    return e


def main():
    build = sys.argv[1]
    src = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))
    srcs = sources(src)
    tests = {}
    for name in runtest_names(src):
        binary = os.path.join(build, "testcases", "bin", name)
        meta = {}
        if os.access(binary, os.X_OK):
            try:
                out = subprocess.run([binary, "--metadata"], capture_output=True, timeout=30,
                                     stdin=subprocess.DEVNULL).stdout
                meta = json.loads(out) if out.strip().startswith(b"{") else {}
            except (subprocess.TimeoutExpired, ValueError):
                meta = {}
        fname = srcs.get(name, srcs.get(os.path.splitext(name)[0], ""))
        tests[name] = entry(meta, fname, first_paragraph(os.path.join(src, fname)) if fname else [])
    json.dump({"testsuite": {"name": "Linux Test Kit", "short_name": "LTK",
                             "url": "", "scm_url_base": "", "timeout": 30},
               "defaults": {"timeout": 30},
               "tests": tests}, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
