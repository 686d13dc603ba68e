#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, shell part:
#  1. shellcheck -s sh on the shell libraries, the shell tests and fixtures, and the project's
#     own scripts: mk/*.sh, bench/*.sh, lib/tests/*.sh, .ci/run (when shellcheck is installed);
#  2. the shell library self-tests: every testcases/lib/tests/NAME.t runs its fixtures
#     (testcases/lib/tests/*.sh) under dash, bash AND busybox's sh and asserts exit codes
#     and lines;
#  3. every shell test listed in runtest/commands, fs, kernel_misc, net.features runs (under the
#     default /bin/sh) and must end in TPASS/TCONF only (exit 0 or 32), leaving nothing
#     behind.
# Prints "N passed, N failed"; exits non-zero on failure.
#   check-shell.sh BUILD_DIR [PATTERN]   PATTERN limits the self-tests by name
set -u
O=${1:-build}
PATTERN=${2:-*}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
BINDIR=$O/testcases/bin
FIX=$SRC/testcases/lib/tests
export O SRC FIX BINDIR

passed=0
failed=0
work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-shell.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

ok() { passed=$((passed + 1)); echo "ok   $*"; }
ko() { failed=$((failed + 1)); echo "FAIL $*"; }

if [ ! -x "$BINDIR/tst_timeout_kill" ] || [ ! -f "$BINDIR/tst_test.sh" ]; then
	ko "shell library not built in $BINDIR (run make tests)"
	echo "$passed passed, $failed failed"
	exit 1
fi

# ---- 1. shellcheck --------------------------------------------------------------------------
if command -v shellcheck > /dev/null 2>&1; then
	# testcases/.shellcheckrc holds the disabled checks and why
	if (cd "$SRC/testcases/lib" && shellcheck -s sh -x ./*.sh) > "$work/sc.log" 2>&1; then
		ok "shellcheck testcases/lib/*.sh"
	else
		ko "shellcheck testcases/lib/*.sh"
		sed 's/^/    /' "$work/sc.log" | head -n 40
	fi
	if (cd "$SRC" && find testcases -name '*.sh' ! -path 'testcases/lib/*.sh' \
	    -exec shellcheck -s sh -x -P testcases/lib {} +) > "$work/sc.log" 2>&1; then
		ok "shellcheck shell tests and fixtures"
	else
		ko "shellcheck shell tests and fixtures"
		sed 's/^/    /' "$work/sc.log" | head -n 40
	fi
	# from the top of the tree, so that -x follows . "$SRC/mk/lib-checks.sh" and the like
	if (cd "$SRC" && shellcheck -s sh -x mk/*.sh bench/*.sh lib/tests/*.sh .ci/run) \
	    > "$work/sc.log" 2>&1; then
		ok "shellcheck the project's own scripts (mk, bench, lib/tests, .ci/run)"
	else
		ko "shellcheck the project's own scripts (mk, bench, lib/tests, .ci/run)"
		sed 's/^/    /' "$work/sc.log" | head -n 40
	fi
fi

# ---- 2. library self-tests under dash, bash and busybox ------------------------------------
# Helpers for the .t scripts, on top of lib/tests/lib.sh:
#   sh_run [VAR=VALUE ...] FIXTURE [ARGS...]   run $FIX/FIXTURE.sh with $SH
#   no_leftovers                               the run left no tmpdir, mount or loop device
cat > "$work/shlib.sh" <<'EOF'
sh_run()
{
	_envs=''
	while [ $# -gt 0 ]; do
		case "$1" in
		*=*) _envs="$_envs $1"; shift ;;
		*) break ;;
		esac
	done
	_fixture=$1
	shift
	rm -rf "$T/tmp" "$MARK" "$MARK".*
	mkdir -p "$T/tmp"
	# shellcheck disable=SC2086 # _envs is a list of VAR=VALUE words
	run_cmd env TMPDIR="$T/tmp" MARK="$MARK" LTK_SELFTEST="$T" LTPROOT="$O" LTP_COLORIZE_OUTPUT=n \
		PATH="$BINDIR:$PATH" $_envs "$SH" "$FIX/$_fixture.sh" "$@"
}

no_leftovers()
{
	_left=$(ls -A "$T/tmp" 2>/dev/null)
	[ -z "$_left" ] || fail "left behind in TMPDIR: $_left"
	grep -qF "$T/" /proc/mounts && fail "mount left behind under $T"
	losetup -a 2>/dev/null | grep -qF "$T/" && fail "loop device left behind"
	for _p in $(grep -alzxF "LTK_SELFTEST=$T" /proc/[0-9]*/environ 2>/dev/null); do
		_p=${_p#/proc/}
		_p=${_p%/environ}
		fail "process left behind: $_p $(tr '\0' ' ' < "/proc/$_p/cmdline")"
		kill -KILL "$_p" 2>/dev/null
	done
	return 0
}
EOF

# run_t LABEL SHELL BINDIR T_FILE: one self-test script; lib.sh fails it on any sanitizer
# report in the output.
run_t()
{
	name=$(basename "$4" .t)
	T=$work/$1-$name
	mkdir -p "$T"
	# shellcheck disable=SC2016 # expanded by the inner shell
	(
		export SH="$2" T MARK="$T/mark"
		BINDIR="$3" timeout 300 sh -c '. "$SRC/lib/tests/lib.sh"; . "$1"; . "$2"; finish' sh \
			"$work/shlib.sh" "$4"
	) > "$T.log" 2>&1
	rc=$?
	case $rc in
	0) ok "$1 $name" ;;
	77) ok "$1 $name (skipped: $(grep SKIP: "$T.log" | head -n 1 | sed 's/.*SKIP: //'))" ;;
	*) ko "$1 $name (exit $rc)"; sed 's/^/    /' "$T.log" | tail -n 60 ;;
	esac
}

for sh in dash bash; do
	command -v $sh > /dev/null 2>&1 || { ko "$sh not installed"; continue; }
	for t in "$FIX"/$PATTERN.t; do
		[ -f "$t" ] || continue
		run_t "$sh" "$sh" "$BINDIR" "$t"
	done
done
# busybox's shell (ltk vm's guests, embedded systems), run as "sh" through a link: it picks
# its program by the name it is called by, and so must the loader when it runs the script
# again (tst_run_shell.c).
if command -v busybox > /dev/null 2>&1; then
	mkdir -p "$work/busybox"
	ln -sf "$(command -v busybox)" "$work/busybox/sh"
	for t in "$FIX"/$PATTERN.t; do
		[ -f "$t" ] || continue
		run_t busybox "$work/busybox/sh" "$BINDIR" "$t"
	done
else
	ko "busybox not installed (Debian: busybox-static)"
fi

# The C helpers built with ASan+UBSan (make selftests-asan): the self-tests that use them,
# with a bin directory where the helpers are the sanitizer builds.
ASAN_HELPERS=$O/asan/testcases/bin
if [ -x "$ASAN_HELPERS/tst_device" ]; then
	mkdir -p "$work/asanbin"
	for f in "$BINDIR"/*; do
		ln -sf "$f" "$work/asanbin/"
	done
	for f in "$ASAN_HELPERS"/*; do
		ln -sf "$f" "$work/asanbin/"
	done
	for name in device checkpoint checks allfs timeout loader progs nsfreeze net; do
		t=$FIX/$name.t
		# shellcheck disable=SC2254 # PATTERN is a glob
		case "$name" in $PATTERN) ;; *) continue ;; esac
		[ -f "$t" ] && run_t asan dash "$work/asanbin" "$t"
	done
fi

# ---- 3. the shell tests of the corpus --------------------------------------------------------
if [ "$PATTERN" = "*" ]; then
	for rt in commands fs kernel_misc net.features; do
		[ -f "$SRC/runtest/$rt" ] || continue
		grep -vE '^[[:space:]]*(#|$)' "$SRC/runtest/$rt" | while read -r tag cmd; do
			echo "$tag $cmd"
		done > "$work/list"
		while read -r tag cmd; do
			case "$cmd" in *.sh*) ;; *) continue ;; esac
			left=
			mkdir -p "$work/corpus"
			log=$work/corpus/$tag.log
			# shellcheck disable=SC2086 # the runtest command line is split into words
			(cd "$work/corpus" && TMPDIR=$work/corpus LTPROOT=$O LTP_COLORIZE_OUTPUT=n \
				LTK_SELFTEST="$work/corpus" PATH="$BINDIR:$PATH" timeout 600 $cmd) \
				> "$log" 2>&1 < /dev/null
			rc=$?
			# shellcheck disable=SC2013 # /proc/N/environ paths hold no blanks
			for p in $(grep -alzxF "LTK_SELFTEST=$work/corpus" /proc/[0-9]*/environ \
				   2>/dev/null); do
				p=${p#/proc/}
				p=${p%/environ}
				left="$left process $p"
				kill -KILL "$p" 2>/dev/null
			done
			bad=$(grep -E ' T(FAIL|BROK|WARN): ' "$log" | head -n 3)
			left="$left$(find "$work/corpus" -mindepth 1 -maxdepth 1 ! -name '*.log')"
			if { [ $rc = 0 ] || [ $rc = 32 ]; } && [ -z "$bad" ] && [ -z "$left" ]; then
				ok "$rt $tag (exit $rc)"
			else
				ko "$rt $tag (exit $rc)"
				[ -n "$left" ] && echo "    left behind: $left"
				sed 's/^/    /' "$log" | tail -n 30
			fi
		done < "$work/list"
	done
	if losetup -a 2>/dev/null | grep -qF "$work/"; then
		ko "loop devices left behind by the corpus"
	fi
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
