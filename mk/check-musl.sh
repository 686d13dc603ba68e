#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, musl part: build libltk.a and the library self-tests with musl-gcc (Debian's
# musl-tools) into BUILD_DIR/musl, then run the self-tests (lib/tests/*.t) against those
# programs through lib/tests/run.sh (VARIANT=musl). The library must compile with musl without
# glibc extensions; the self-tests show that it also behaves the same.
# musl-gcc searches only musl's headers; the kernel's uapi headers (linux/, asm/, asm-generic/)
# are made visible through a directory of links searched last (-idirafter).
# Prints "N passed, N failed"; a machine without musl-gcc counts as one skipped check.
#   check-musl.sh BUILD_DIR [PATTERN]
set -u
O=${1:-build}
PATTERN=${2:-*}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
M=$O/musl

# Self-tests not run with musl, and why:
#  modern_compile, safe_headers, safe_lapi_headers, compat_config, probe_stub: they compile
#    programs themselves with the host cc against $O (glibc): nothing musl-specific to learn.
#  canfail: tools/canfail is an LD_PRELOAD object built against glibc; it cannot load into a
#    musl program (exit 127).
#  legacy_res, safe_lapi, safe_macros, safe_modern: they match exact messages that come from
#    the C library, not from LTK: printf("%p", NULL) is "0" in musl and "(nil)" in glibc,
#    strerror(EBUSY) is "Resource busy" in musl, musl checks some arguments itself before the
#    kernel does (seteuid(-1) and setegid(-1) are not refused, mprotect(0x1) reports ENOMEM),
#    and musl's AF_MAX differs (an "unknown" address family is a known one). The library code
#    they drive runs in the other self-tests.
#  mutate_lib: it mutates the system calls glibc's fork() and wait() make (clone, wait4);
#    musl's fork() makes fork(2), so the mutation it expects never happens.
#  vma: it expects an address range it unmapped to stay unmapped; musl's malloc maps its
#    own memory into such holes.
SKIP="modern_compile safe_headers safe_lapi_headers compat_config probe_stub canfail"
SKIP="$SKIP legacy_res safe_lapi safe_macros safe_modern mutate_lib vma"

if ! command -v musl-gcc > /dev/null 2>&1; then
	echo "skip musl: musl-gcc not installed (apt-get install musl-tools, see mk/deps.sh)"
	echo "0 passed, 0 failed"
	exit 0
fi

mkdir -p "$M/kernel-headers"
arch=$(gcc -dumpmachine 2>/dev/null || echo x86_64-linux-gnu)
for d in linux asm-generic mtd; do
	[ -d "/usr/include/$d" ] && ln -sfn "/usr/include/$d" "$M/kernel-headers/$d"
done
if [ -d "/usr/include/$arch/asm" ]; then
	ln -sfn "/usr/include/$arch/asm" "$M/kernel-headers/asm"
fi

if ! nice make -C "$SRC" -j2 O="$M" CC="musl-gcc -idirafter $M/kernel-headers" \
	lib selftests > "$M/build.log" 2>&1; then
	echo "FAIL musl build (make lib selftests with musl-gcc):"
	grep -E 'error|Error' "$M/build.log" | head -n 30 | sed 's/^/    /'
	echo "0 passed, 1 failed"
	exit 1
fi
echo "ok   musl build of libltk.a and the self-tests"

VARIANT=musl VARIANT_BIN=$M/lib/tests SELFTEST_SKIP=$SKIP sh "$SRC/lib/tests/run.sh" "$O" \
	"$PATTERN" > "$M/run.log" 2>&1
cat "$M/run.log"
line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$M/run.log" | tail -n 1)
p=${line%% passed*}
f=${line#*passed, }
f=${f%% failed*}
echo "$((p + 1)) passed, ${f:-1} failed"
[ "${f:-1}" = 0 ]
