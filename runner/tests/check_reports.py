#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Assertions on an ltk results directory, for mk/check-runner.sh.

  check_reports.py schema DIR SCHEMA      results.json valid against the schema (the
                                          JSON Schema subset doc/results-schema.json uses)
  check_reports.py status DIR TAG=STATUS...  each TAG recorded once with STATUS
  check_reports.py finding DIR TAG REGEX  a finding of TAG matches REGEX
  check_reports.py counts DIR             results.json, results.jsonl, junit.xml and ltk.log
                                          agree on the number of tests and their outcomes
  check_reports.py field DIR TAG PATH     print results[TAG].PATH (dotted)
  check_reports.py match DIR TAG PATH REGEX    str(results[TAG].PATH) matches REGEX
  check_reports.py between DIR TAG PATH MIN MAX  MIN < results[TAG].PATH < MAX
  check_reports.py overlap DIR TAG1 TAG2  exit 0 when the two tests ran at the same time
Prints one line of reason and exits 1 on a mismatch.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

TYPES = {"object": dict, "array": list, "string": str, "boolean": bool}


def fail(msg):
    print("check_reports: " + msg)
    sys.exit(1)


def validate(value, schema, where="$"):
    t = schema.get("type")
    if t == "integer":
        if not isinstance(value, int) or isinstance(value, bool):
            fail(f"{where}: {value!r} is not an integer")
    elif t == "number":
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            fail(f"{where}: {value!r} is not a number")
    elif t:
        if not isinstance(value, TYPES[t]):
            fail(f"{where}: {type(value).__name__} is not {t}")
    if "enum" in schema and value not in schema["enum"]:
        fail(f"{where}: {value!r} not one of {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        fail(f"{where}: {value!r} != {schema['const']!r}")
    if "minimum" in schema and value < schema["minimum"]:
        fail(f"{where}: {value} < {schema['minimum']}")
    if "minLength" in schema and len(value) < schema["minLength"]:
        fail(f"{where}: shorter than {schema['minLength']}")
    if "minItems" in schema and len(value) < schema["minItems"]:
        fail(f"{where}: fewer than {schema['minItems']} items")
    for key in schema.get("required", []):
        if key not in value:
            fail(f"{where}: missing key {key!r}")
    for key, sub in schema.get("properties", {}).items():
        if isinstance(value, dict) and key in value:
            validate(value[key], sub, f"{where}.{key}")
    if "items" in schema and isinstance(value, list):
        for i, item in enumerate(value):
            validate(item, schema["items"], f"{where}[{i}]")


def st(r):
    """LTK's own status word (kirk's vocabulary is in "status")."""
    return r.get("ltk_status", r["status"])


def load(d):
    with open(d + "/results.json", encoding="utf-8") as f:
        return json.load(f)


def by_tag(doc, tag):
    found = [r for r in doc["results"] if r["test_fqn"] == tag]
    if len(found) != 1:
        fail(f"{tag}: recorded {len(found)} times")
    return found[0]


def junit_outcome(case):
    for kind in ("failure", "error", "skipped"):
        if case.find(kind) is not None:
            return kind
    return "passed"


def check_junit(d, doc):
    root = ET.parse(d + "/junit.xml").getroot()
    if root.tag != "testsuites":
        fail(f"junit root is {root.tag}")
    if "skipped" in root.attrib:
        fail("<testsuites> has a skipped attribute (not in junit-10.xsd)")
    suites = root.findall("testsuite")
    names = [s.attrib["name"] for s in suites]
    if len(set(names)) != len(names):
        fail(f"a runtest file has two testsuite elements: {names}")
    want = {"pass": "passed", "fail": "failure", "warn": "failure", "brok": "error",
            "timeout": "error", "conf": "skipped", "skip": "skipped"}
    by_name = {r["test_fqn"]: r for r in doc["results"]}
    cases = [c for s in suites for c in s.findall("testcase")]
    if len(cases) != len(doc["results"]):
        fail(f"junit has {len(cases)} testcases, json {len(doc['results'])}")
    for suite in suites:
        for case in suite.findall("testcase"):
            for attr in ("name", "classname", "time"):
                if attr not in case.attrib:
                    fail(f"testcase without {attr}")
            res = by_name.get(case.attrib["name"])
            if res is None:
                fail(f"junit testcase {case.attrib['name']} not in results.json")
            if res.get("runtest") and case.attrib["classname"] != res["runtest"].split("/")[-1]:
                fail(f"{res['test_fqn']}: classname {case.attrib['classname']}, "
                     f"runtest {res['runtest']}")
            if case.attrib["classname"] != suite.attrib["name"]:
                fail(f"{res['test_fqn']}: classname is not its testsuite's name")
            if junit_outcome(case) != want[st(res)]:
                fail(f"{res['test_fqn']}: junit {junit_outcome(case)}, json {st(res)}")
            if case.find("system-out") is None:
                fail(f"{res['test_fqn']}: no system-out")
    total = {"failure": 0, "error": 0}
    for elem in suites:
        sc = elem.findall("testcase")
        n = {k: sum(1 for c in sc if junit_outcome(c) == k)
             for k in ("failure", "error", "skipped")}
        total["failure"] += n["failure"]
        total["error"] += n["error"]
        if int(elem.attrib["tests"]) != len(sc) or \
           int(elem.attrib["failures"]) != n["failure"] or \
           int(elem.attrib["errors"]) != n["error"] or \
           int(elem.attrib["skipped"]) != n["skipped"]:
            fail(f"junit testsuite counts {elem.attrib} do not match its testcases {n}")
    if int(root.attrib["tests"]) != len(cases) or \
       int(root.attrib["failures"]) != total["failure"] or \
       int(root.attrib["errors"]) != total["error"]:
        fail(f"junit testsuites counts {root.attrib} do not match {total}")


def check_counts(d):
    doc = load(d)
    res = doc["results"]
    tests = doc["stats"]["tests"]
    for word in tests:
        if tests[word] != sum(1 for r in res if st(r) == word):
            fail(f"stats.tests.{word}={tests[word]} does not match the results")
    if doc["stats"]["total"] != len(res):
        fail("stats.total does not match")
    for key in ("passed", "failed", "broken", "skipped", "warnings"):
        if doc["stats"][key] != sum(r["test"][key] for r in res):
            fail(f"stats.{key} is not the sum of the tests'")
    with open(d + "/results.jsonl", encoding="utf-8") as f:
        journal = [json.loads(line) for line in f if line.strip()]
    if sorted(j["test_fqn"] for j in journal) != sorted(r["test_fqn"] for r in res):
        fail("journal and results.json list different tests")
    with open(d + "/ltk.log", encoding="utf-8") as f:
        lines = f.read().splitlines()
    if not lines or not lines[0].startswith("startup='"):
        fail("ltk.log does not start with startup=")
    pat = re.compile(r"^tag=(\S+) stime=\d+ dur=\d+ exit=(exited|signaled) stat=(\d+) "
                     r"core=(yes|no) cu=\d+ cs=\d+$")
    pan = {}
    for line in lines[1:]:
        m = pat.match(line)
        if not m:
            fail(f"bad ltk.log line: {line}")
        pan[m.group(1)] = (m.group(2), int(m.group(3)))
    if sorted(pan) != sorted(r["test_fqn"] for r in res):
        fail("ltk.log and results.json list different tests")
    for r in res:
        ex, stat = pan[r["test_fqn"]]
        if st(r) == "skip":
            if stat != 32:
                fail(f"{r['test_fqn']}: skipped but stat={stat}")
        elif stat != int(r["test"]["retval"][0]) or ex != r["test"]["exit"]:
            fail(f"{r['test_fqn']}: ltk.log {ex} {stat} vs json {r['test']['exit']} "
                 f"{r['test']['retval']}")
    check_junit(d, doc)


def main():
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == "schema":
        with open(sys.argv[3], encoding="utf-8") as f:
            validate(load(d), json.load(f))
    elif cmd == "status":
        doc = load(d)
        for arg in sys.argv[3:]:
            tag, want = arg.split("=")
            got = st(by_tag(doc, tag))
            if got != want:
                fail(f"{tag}: status {got}, expected {want}")
    elif cmd == "finding":
        r = by_tag(load(d), sys.argv[3])
        if not any(re.search(sys.argv[4], f) for f in r["findings"]):
            fail(f"{sys.argv[3]}: no finding matches {sys.argv[4]}: {r['findings']}")
    elif cmd == "counts":
        check_counts(d)
    elif cmd == "field":
        v = by_tag(load(d), sys.argv[3])
        for k in sys.argv[4].split("."):
            v = v[k]
        print(v)
    elif cmd in ("match", "between"):
        v = by_tag(load(d), sys.argv[3])
        for k in sys.argv[4].split("."):
            v = v[k]
        if cmd == "match" and not re.search(sys.argv[5], str(v)):
            fail(f"{sys.argv[3]}.{sys.argv[4]} = {v!r} does not match {sys.argv[5]!r}")
        if cmd == "between" and not float(sys.argv[5]) < v < float(sys.argv[6]):
            fail(f"{sys.argv[3]}.{sys.argv[4]} = {v} not in ({sys.argv[5]}, {sys.argv[6]})")
    elif cmd == "overlap":
        doc = load(d)
        a, b = (by_tag(doc, t)["test"] for t in sys.argv[3:5])
        a0, a1 = a["start_time"], a["start_time"] + a["duration"]
        b0, b1 = b["start_time"], b["start_time"] + b["duration"]
        sys.exit(0 if a0 < b1 and b0 < a1 else 1)
    else:
        fail("unknown command " + cmd)


main()
