#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Write doc/coverage.md: for each x86_64 syscall, the LTK tests that cover it and the
ERRORS entries of its man page that those tests check, those the tests' headers explain
as not provokable here, and the rest.

A test covers a syscall when it lives in testcases/kernel/syscalls/<syscall>/ (or an alias
directory), is named <syscall>NN.c, or calls it by number (__NR_<syscall>, or a table row
{"<syscall>", NR, ...} as removed01 has). An ERRORS entry
(one errno name, or several on one line: "EAGAIN or EWOULDBLOCK", "EROFS, EINVAL"; minus
entries qualified for another function, e.g. "(dup3())" on the dup page) counts as checked
when one of its names appears in the code, not the comments, of a covering test, and as
explained when a covering test's header has a paragraph starting "Not provoked" (e.g.
" * Not provoked: ENOMEM (needs the kernel out of memory), EIO (needs a failing disk).")
that names it.

Entries of a page shared by several calls that one of them cannot return (DOES_NOT_APPLY
below; a page's "The following errors may additionally occur for finit_module():" scopes
the entries after it; "(on PowerPC)" marks an entry of another architecture), and the
entries of calls that every kernel since a given version has removed (REMOVED: only their
ENOSYS counts) are listed apart and not counted.

A syscall without a section-2 man page (io_uring_setup, mseal, cachestat...) takes its ERRORS
entries from doc/errors/<syscall>.txt, written from the kernel's own documentation and
source: one entry per line, "ERRNO  what provokes it" (several errnos: "EAGAIN or
EWOULDBLOCK  ..."); lines starting with "#" are comments.

usage: mk/coverage.py [SRC_DIR] > doc/coverage.md
"""
import os
import re
import subprocess
import sys

SRC = sys.argv[1] if len(sys.argv) > 1 else \
    os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYSCALLS_DIR = os.path.join(SRC, "testcases", "kernel", "syscalls")
UNISTD = "/usr/include/x86_64-linux-gnu/asm/unistd_64.h"

# Directories named differently from the syscall they test.
ALIASES = {
    "pread64": ["pread"], "pwrite64": ["pwrite"], "newfstatat": ["fstatat"],
    "fadvise64": ["fadvise"], "umount2": ["umount2", "umount"], "getdents64": ["getdents"],
    "sync_file_range": ["sync_file_range"], "rt_sigaction": ["rt_sigaction", "sigaction"],
    "rt_sigprocmask": ["rt_sigprocmask", "sigprocmask"], "_llseek": ["llseek"],
    # glibc's open() enters the kernel as openat(AT_FDCWD, ...): the open tests run openat.
    "openat": ["openat", "open"],
    "landlock_create_ruleset": ["landlock"], "landlock_add_rule": ["landlock"],
    "landlock_restrict_self": ["landlock"],
}
ERRNO_RE = re.compile(r"\bE[A-Z0-9]{2,}\b")

# Entries of a man page shared by several calls that one of them cannot return, although
# the page does not say so: they are listed below the table with the reason, and counted
# neither as checked nor as explained.
DOES_NOT_APPLY = {
    "munmap": (["EACCES", "EAGAIN", "EBADF", "EEXIST", "ENFILE", "ENODEV", "EOVERFLOW",
                "ETXTBSY"],
               "mmap(2) documents mmap() and munmap() together; these entries are about "
               "mmap()'s file descriptor, flags, protection and locking, none of which "
               "munmap(addr, length) takes"),
    "kexec_load": (["EBADF", "ENOEXEC"],
                   "kexec_load(2) documents kexec_file_load() too; these two entries are about "
                   "its kernel_fd and initrd_fd, which kexec_load() does not take"),
}

# Calls that every kernel since the given version has removed (the number stays reserved and
# returns ENOSYS, which removed01 checks): the other ERRORS entries of their man pages
# describe the call as it was before, so they are listed apart and not counted.
REMOVED = {"create_module": "2.6", "query_module": "2.6", "_sysctl": "5.5",
           "lookup_dcookie": "5.12"}


def syscall_table():
    table = {}
    with open(UNISTD) as f:
        for line in f:
            m = re.match(r"#define __NR_(\w+)\s+(\d+)", line)
            if m:
                table[m.group(1)] = int(m.group(2))
    with open(os.path.join(SRC, "mk", "syscalls-new-x86_64.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                nr, name = line.split()
                table.setdefault(name, int(nr))
    return sorted(table.items(), key=lambda kv: kv[1])


def read_test(path):
    """A test's text, followed by the test code it includes from its own tree
    (#include "x.h": cases shared by the tests of two syscalls live there)."""
    with open(path, errors="replace") as f:
        text = f.read()
    for inc in re.findall(r'^#include "([^"]+)"', text, flags=re.M):
        inc_path = os.path.normpath(os.path.join(os.path.dirname(path), inc))
        if inc_path.startswith(SYSCALLS_DIR) and os.path.isfile(inc_path):
            with open(inc_path, errors="replace") as f:
                text += "\n" + f.read()
    return text


def test_files():
    files = {}
    for root, _, names in os.walk(SYSCALLS_DIR):
        for n in names:
            if n.endswith((".c", ".sh")):
                path = os.path.join(root, n)
                files[path] = read_test(path)
    return files


def covering_tests(name, files):
    dirs = ALIASES.get(name, [name])
    found = []
    for path, text in files.items():
        d = os.path.basename(os.path.dirname(path))
        base = os.path.basename(path)
        # ... or names it in a table row with its number: {"create_module", 174, ...}
        if d in dirs or re.match(re.escape(name) + r"_?\d+\.(c|sh)$", base) or \
           re.search(r"__NR_" + re.escape(name) + r"\b", text) or \
           re.search(r'\{\s*"' + re.escape(name) + r'"\s*,\s*\d+\s*,', text):
            found.append(path)
    return sorted(found)


# The head of an ERRORS entry: one errno name or several ("EAGAIN or EWOULDBLOCK",
# "EROFS, EINVAL"), then the description on the same line or the next ones.
ENTRY_RE = re.compile(r"^\s{7}(E[A-Z0-9]+(?:(?:,\s*|\s+or\s+|\s+and\s+)E[A-Z0-9]+)*)"
                      r"(?:\s+(.*)|$)")
# A qualifier naming the functions the entry applies to: "(dup3())", "(fchmodat())",
# "(fchownat(), fchmodat())", "(openat2() only)".
# A line between entries that gives the functions the entries below it apply to:
# "For truncate():", "name_to_handle_at() can fail with the following errors:"; when it
# adds "the same errors apply" those functions also get the entries above it.
SCOPE_RE = re.compile(r"^\s{7}(?:For\s+)?((?:\w+\(\)(?:,\s*|\s+and\s+|\s+or\s+)?)+)"
                      r"(?::|\s+can(?:\s+also)?\s+fail|\s+the same)")
# "The following errors may additionally occur for finit_module():" starts such a scope too.
SCOPE_FOLLOWING_RE = re.compile(r"^\s{7}The following errors may (?:additionally |also )?occur "
                                r"for ((?:\w+\(\)(?:,\s*|\s+and\s+|\s+or\s+)?)+):")
# An entry for another architecture: "EIO (on PowerPC) This call is not supported." This
# table is x86_64's.
ARCH_QUAL_RE = re.compile(r"^\(on (?!x86|i386)[\w-]+\)")
QUAL_RE = re.compile(r"^\((?:for\s+)?((?:\w+\(\)[,\s]*(?:or\s+|and\s+)?)+)(?:only)?\s*\)")
# The same qualifier at the end of the description: "... a session leader (setpgid(),
# setpgrp())." on the setpgid page, whose getpgrp() cannot fail that way.
TRAIL_QUAL_RE = re.compile(r"\(((?:\w+\(\)[,\s]*(?:or\s+|and\s+)?)+)(?:only)?\s*\)\.?$")
# Descriptions split by function: "For getpgid(): pid does not match any process. For
# setpgid(): ..." applies to the functions named so.
FOR_RE = re.compile(r"(?:^|\.\s+)For\s+((?:\w+\(\)(?:,\s*|\s+and\s+|\s+or\s+)?)+):")


def man_errors(name):
    """The ERRORS entries of NAME's man page that apply to NAME, as labels: "EBADF" or,
    for an entry naming several errnos, "EAGAIN or EWOULDBLOCK" (checked when any of
    them is). None when there is no man page."""
    # man-db keeps bold/underline overstrikes whenever MAN_KEEP_FORMATTING is set, to any
    # value: it must be absent for plain text.
    env = dict(os.environ, MANWIDTH="200")
    env.pop("MAN_KEEP_FORMATTING", None)
    try:
        out = subprocess.run(["man", "-P", "cat", "2", name], capture_output=True,
                             text=True, env=env, timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    if not out:
        return errors_file(name)
    out = re.sub(r".\x08", "", out)
    entries, in_errors, cur, scope = [], False, None, None
    for line in out.splitlines():
        if re.match(r"^[A-Z][A-Z ]+$", line):
            in_errors = line.strip() == "ERRORS"
            continue
        if not in_errors:
            continue
        m = ENTRY_RE.match(line)
        s = SCOPE_RE.match(line) or SCOPE_FOLLOWING_RE.match(line)
        if m:
            cur = [m.group(1), (m.group(2) or "").strip(), scope]
            entries.append(cur)
        elif s:
            scope = set(re.findall(r"(\w+)\(\)", s.group(1)))
            if "the same errors apply" in line:
                for e in entries:
                    if e[2] is not None:
                        e[2] = e[2] | scope
            cur = None
        elif cur is not None and line.strip():
            cur[1] = (cur[1] + " " + line.strip()).strip()
    errors = []
    for head, desc, where in entries:
        if where is not None and name not in where:
            continue
        qual = QUAL_RE.match(desc) or TRAIL_QUAL_RE.search(desc)
        if qual and name + "()" not in re.findall(r"\w+\(\)", qual.group(1)):
            continue
        if ARCH_QUAL_RE.match(desc):
            continue
        fors = FOR_RE.findall(desc)
        if fors and name + "()" not in re.findall(r"\w+\(\)", " ".join(fors)):
            continue
        names = ERRNO_RE.findall(head)
        label = " or ".join(names)
        if label not in errors:
            errors.append(label)
    return errors


def errors_file(name):
    """The ERRORS entries of doc/errors/NAME.txt, for a syscall without a man page; None
    when there is no such file either."""
    path = os.path.join(SRC, "doc", "errors", name + ".txt")
    if not os.path.exists(path):
        return None
    errors = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            head = re.match(r"^((?:E[A-Z0-9]+(?:,\s*|\s+or\s+)?)+)", line.strip())
            if not head:
                continue
            label = " or ".join(ERRNO_RE.findall(head.group(1)))
            if label not in errors:
                errors.append(label)
    return errors


def header_comment(text):
    m = re.search(r"/\*.*?\*/", text, flags=re.S)
    return m.group(0) if m else ""


def not_provoked(text):
    """Errno names a test's header comment lists as not provokable: every errno named in
    a paragraph (up to a blank comment line) that starts with "Not provoked" (also
    "Entries not provoked here")."""
    names, inside = set(), False
    for line in header_comment(text).splitlines():
        body = re.sub(r"^\s*(/\*+|\*/|\*)?", "", line).strip()
        if re.search(r"not provoked", body, flags=re.I):
            inside = True
        elif not body:
            inside = False
        if inside:
            names |= set(ERRNO_RE.findall(body))
    return names


def main():
    files = test_files()
    rows, covered, notapply = [], 0, []
    total = {"all": 0, "checked": 0, "explained": 0, "open": 0}
    table = syscall_table()
    for name, nr in table:
        tests = covering_tests(name, files)
        errors = man_errors(name) if tests else []
        used, excused = set(), set()
        for t in tests:
            # Only code counts: header comments also list the entries a test cannot provoke.
            code = re.sub(r"/\*.*?\*/|//[^\n]*", "", files[t], flags=re.S)
            used |= set(ERRNO_RE.findall(code))
            excused |= not_provoked(files[t])
        skip = DOES_NOT_APPLY.get(name, ([], ""))[0]
        if errors and skip:
            notapply.append((name, [e for e in errors if e in skip], DOES_NOT_APPLY[name][1]))
            errors = [e for e in errors if e not in skip]
        if errors and name in REMOVED:
            gone = [e for e in errors if "ENOSYS" not in e.split(" or ")]
            notapply.append((name, gone, "the call is gone since Linux %s: it fails "
                             "with ENOSYS, which removed01 checks" % REMOVED[name]))
            errors = [e for e in errors if e not in gone]
        checked, explained, unexplained = [], [], []
        for e in errors or []:
            names = e.split(" or ")
            if any(n in used for n in names):
                checked.append(e)
            elif any(n in excused for n in names):
                explained.append(e)
            else:
                unexplained.append(e)
        if tests:
            covered += 1
            total["all"] += len(errors or [])
            total["checked"] += len(checked)
            total["explained"] += len(explained)
            total["open"] += len(unexplained)
        rows.append((nr, name, tests, errors, checked, explained, unexplained))

    out = sys.stdout
    out.write("# Syscall coverage\n\n")
    out.write("Generated by `mk/coverage.py` (`make coverage`); do not edit by hand.\n\n")
    out.write("An ERRORS entry of a man page counts once per syscall; an entry naming several\n"
              "errnos (\"EAGAIN or EWOULDBLOCK\") counts once, and an entry qualified for\n"
              "another function (\"(dup3())\" on the dup page) or another architecture\n"
              "(\"(on PowerPC)\") does not count for this one, nor do the entries of calls\n"
              "the kernel has removed, other than their ENOSYS (listed at the end).\n"
              "It is *checked* when one of its errno names appears in the code (not the\n"
              "comments) of a covering test, *explained* when not checked but named in a\n"
              "covering test's header paragraph starting \"Not provoked\", *unexplained*\n"
              "otherwise. Man pages that only refer to another page's errors (\"any error\n"
              "specified for read(2)\") contribute no entries of their own. A syscall\n"
              "without a man page takes its entries from doc/errors/<syscall>.txt (see\n"
              "doc/errors/README.md); without that file it shows \"(no man page)\".\n\n")
    out.write("- syscalls in the x86_64 table: **%d**\n" % len(table))
    out.write("- covered by at least one test: **%d**\n" % covered)
    out.write("- test files: **%d**\n" % len(files))
    out.write("- ERRORS entries of the covered syscalls' man pages: **%d**\n" % total["all"])
    out.write("  - checked by their tests: **%d**\n" % total["checked"])
    out.write("  - not provokable here, per the test's header: **%d**\n" % total["explained"])
    out.write("  - neither checked nor explained: **%d**\n\n" % total["open"])
    out.write("| nr | syscall | tests | ERRORS checked | not provokable here (per the test's "
              "header) | neither checked nor explained |\n")
    out.write("|---:|---|---|---|---|---|\n")
    for nr, name, tests, errors, checked, explained, unexplained in rows:
        names = ", ".join(os.path.splitext(os.path.basename(t))[0] for t in tests) or "-"
        if not tests:
            cols = ("-", "-", "-")
        elif errors is None:
            cols = ("-", "-", "(no man page)")
        else:
            cols = tuple(", ".join(x) or "-" for x in (checked, explained, unexplained))
        out.write("| %d | %s | %s | %s | %s | %s |\n" % ((nr, name, names) + cols))

    if notapply:
        out.write("\n## Entries that do not apply\n\n"
                  "ERRORS entries of a man page shared by several calls that this call "
                  "cannot return,\nand those of calls the kernel has removed (not counted "
                  "above):\n\n")
        for name, entries, why in notapply:
            out.write("- %s: %s (%s).\n" % (name, ", ".join(entries), why))
    out.write("\n<!-- SPDX-License-Identifier: GPL-2.0-or-later -->\n")


if __name__ == "__main__":
    main()
