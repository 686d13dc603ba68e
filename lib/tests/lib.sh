# SPDX-License-Identifier: GPL-2.0-or-later
# Assertions for library self-tests (*.t). Sourced by run.sh; POSIX sh.
#   BIN  directory of the built self-test programs (plain or sanitizer build)
#   O    build directory, SRC the source tree, T a scratch directory for this script
#
#   run PROG [ARGS...]        run $BIN/PROG; stdout in $T/out, stderr in $T/err, both in $T/all
#   run_cmd CMD [ARGS...]     the same for any command
#   expect_exit N             exit status of the last run
#   expect_line REGEX         some line of the last run's output matches (grep -E)
#   expect_no_line REGEX      no line matches
#   expect_count N REGEX      exactly N lines match
#   expect_order REGEX1 REGEX2  a line matching REGEX1 comes before one matching REGEX2 (stdout+stderr merged)
#   fail MSG                  record a failure and go on

_failures=0
_last=""

fail() {
	_failures=$((_failures + 1))
	echo "  FAIL: $*"
	if [ -n "$_last" ]; then
		echo "  --- output of: $_last"
		sed 's/^/  | /' "$T/all" | tail -n 40
	fi
}

_sanitizer_check() {
	if grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$T/all"; then
		fail "sanitizer report in output of $_last"
	fi
}

run_cmd() {
	_last="$*"
	"$@" >"$T/out" 2>"$T/err" </dev/null
	_status=$?
	cat "$T/out" "$T/err" > "$T/all"
	_sanitizer_check
	return 0
}

run() {
	_prog=$1
	shift
	run_cmd "$BIN/$_prog" "$@"
}

# Merged, ordered output (stdout and stderr into one file).
run_merged() {
	_prog=$1
	shift
	_last="$_prog $*"
	"$BIN/$_prog" "$@" >"$T/all" 2>&1 </dev/null
	_status=$?
	cp "$T/all" "$T/out"
	: > "$T/err"
	_sanitizer_check
	return 0
}

expect_exit() {
	[ "$_status" = "$1" ] || fail "expected exit status $1, got $_status"
}

expect_line() {
	grep -qE -- "$1" "$T/all" || fail "no line matches: $1"
}

expect_no_line() {
	grep -qE -- "$1" "$T/all" && fail "unexpected line matches: $1"
	return 0
}

expect_count() {
	_n=$(grep -cE -- "$2" "$T/all")
	[ "$_n" = "$1" ] || fail "expected $1 lines matching '$2', found $_n"
}

expect_order() {
	_a=$(grep -nE -- "$1" "$T/all" | head -n 1 | cut -d: -f1)
	_b=$(grep -nE -- "$2" "$T/all" | tail -n 1 | cut -d: -f1)
	if [ -z "$_a" ] || [ -z "$_b" ] || [ "$_a" -ge "$_b" ]; then
		fail "expected '$1' before '$2'"
	fi
}

# Skip the rest of this script (exit 77) with a reason.
skip() {
	echo "  SKIP: $*"
	exit 77
}

require_root() {
	[ "$(id -u)" = 0 ] || skip "needs root"
}

finish() {
	[ "$_failures" = 0 ]
	exit $?
}
