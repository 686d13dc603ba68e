#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, mk/coverage.py's reading of man pages and test headers: which ERRORS entries
# of a page apply to which call (scopes such as "The following errors may additionally
# occur for finit_module():", qualifiers such as "(dup3())" and "(on PowerPC)"), the
# "Not provoked:" paragraph, and the entries set apart (shared pages, removed calls).
#   check-coverage.sh [BUILD_DIR]      (the build directory is not used)
set -u
SRC=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v man >/dev/null || ! man -w 2 init_module >/dev/null 2>&1; then
	echo "SKIP check-coverage: no section-2 man pages (manpages-dev)"; exit 0
fi
exec python3 - "$SRC" <<'PY'
import importlib.util, sys
src = sys.argv[1]
sys.argv = ["coverage.py", src]
spec = importlib.util.spec_from_file_location("coverage", src + "/mk/coverage.py")
cov = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cov)
passed = failed = 0

def check(what, cond):
    global passed, failed
    if cond:
        passed += 1
        print("ok  ", what)
    else:
        failed += 1
        print("FAIL", what)

def errs(name):
    e = cov.man_errors(name) or []
    print("     %s: %s" % (name, ", ".join(e)))
    return e

im, fm = errs("init_module"), errs("finit_module")
check("init_module has EEXIST and ENOEXEC", "EEXIST" in im and "ENOEXEC" in im)
check("init_module has none of finit_module's EBADF, EFBIG, ETXTBSY",
      not {"EBADF", "EFBIG", "ETXTBSY"} & set(im))
check("finit_module has EBADF, EFBIG, ETXTBSY and the shared EPERM",
      {"EBADF", "EFBIG", "ETXTBSY", "EPERM"} <= set(fm))
check("finit_module has not init_module's own EEXIST", "EEXIST" not in fm)
io = errs("ioperm")
check("ioperm has EPERM but not the PowerPC-only EIO", "EPERM" in io and "EIO" not in io)
d, d3 = errs("dup"), errs("dup3")
check("\"(dup3())\" EINVAL counts for dup3, not dup", "EINVAL" in d3 and "EINVAL" not in d)
check("several errnos on one line make one entry", "EAGAIN or EWOULDBLOCK" in errs("read"))
text = """/*
 * Header.
 *
 * Not provoked: ENOMEM (needs the kernel out of memory), EIO (needs a
 * failing disk).
 *
 * EPERM is in another paragraph.
 */"""
check("the Not provoked paragraph names ENOMEM and EIO, and nothing after it",
      cov.not_provoked(text) == {"ENOMEM", "EIO"})
check("removed calls set apart: create_module, _sysctl, lookup_dcookie",
      {"create_module", "_sysctl", "lookup_dcookie"} <= set(cov.REMOVED))
check("kexec_load's kernel_fd entries set apart",
      set(cov.DOES_NOT_APPLY["kexec_load"][0]) == {"EBADF", "ENOEXEC"})
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
PY
