#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check: run every library self-test script (lib/tests/*.t) against the plain build and
# the AddressSanitizer+UBSan build, then the corpus checks (mk/check-*.sh), and print
# "N passed, N failed".
#   run.sh BUILD_DIR [PATTERN]   PATTERN limits the self-tests by name (shell glob)
# With VARIANT=NAME and VARIANT_BIN=DIR in the environment it runs the self-tests once, with
# the programs in DIR (another libc or ABI: mk/check-musl.sh), and no mk/check-*.sh;
# SELFTEST_SKIP lists self-test names (without .t) not to run in that variant.
set -u
O=${1:-build}
PATTERN=${2:-*}
SRC=$(cd "$(dirname "$0")/../.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
export O SRC
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:handle_segv=0:handle_sigbus=0:handle_abort=0:\
allow_user_segv_handler=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

passed=0
failed=0
skipped=0
work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

run_one() {	# run_one VARIANT BINDIR SCRIPT
	name=$(basename "$3" .t)
	T=$work/$1-$name
	mkdir -p "$T"
	# shellcheck disable=SC2016 # expanded by the inner sh
	BIN=$2 T=$T timeout 600 sh -c '. "$SRC/lib/tests/lib.sh"; . "$1"' sh "$3" > "$T.log" 2>&1
	rc=$?
	case $rc in
	0) passed=$((passed + 1)); echo "ok   $1 $name" ;;
	77) skipped=$((skipped + 1)); echo "skip $1 $name: $(grep SKIP: "$T.log" | head -n 1 | sed 's/.*SKIP: //')" ;;
	*) failed=$((failed + 1)); echo "FAIL $1 $name (exit $rc)"; sed 's/^/    /' "$T.log" | tail -n 60
	   { echo "selftest: FAIL $1 $name (exit $rc)"; sed 's/^/selftest:     /' "$T.log" | tail -n 12; } >> "$work/failures" ;;
	esac
}

if [ -n "${VARIANT:-}" ]; then
	variants=$VARIANT
else
	variants="plain asan"
fi
for variant in $variants; do
	case $variant in
	plain) bindir=$O/lib/tests ;;
	asan) bindir=$O/asan/lib/tests ;;
	*) bindir=$VARIANT_BIN ;;
	esac
	for t in "$SRC"/lib/tests/$PATTERN.t; do
		[ -f "$t" ] || continue
		case " ${SELFTEST_SKIP:-} " in
		*" $(basename "$t" .t) "*) continue ;;
		esac
		run_one "$variant" "$bindir" "$t"
	done
done

# Checks beyond the C library (runner, shell library, corpus): executable mk/check-*.sh
# scripts print their own "N passed, N failed" line, which is added to ours.
if [ "$PATTERN" = "*" ] && [ -z "${VARIANT:-}" ]; then
	# Each check in a mount namespace of its own: what other processes mount meanwhile is
	# not among the mounts the runner checks compare.
	ns=
	[ "$(id -u)" = 0 ] && unshare -m --propagation private true 2> /dev/null &&
		ns="unshare -m --propagation private"
	for c in "$SRC"/mk/check-*.sh; do
		[ -f "$c" ] || continue
		echo "== $(basename "$c")"
		$ns sh "$c" "$O" > "$work/check.log" 2>&1
		rc=$?
		cat "$work/check.log"
		# A failure's own lines, kept for the end of the output: a long log is cut in the
		# middle by CI front ends, its last lines survive.
		awk -v c="$(basename "$c" .sh)" '/^FAIL /{n=12; print c ": " $0; next} n>0 && /^ /{n--; print c ": " $0; next} {n=0}' \
			"$work/check.log" | head -n 60 >> "$work/failures"
		line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$work/check.log" | tail -n 1)
		if [ -n "$line" ]; then
			p=${line%% passed*}
			f=${line#*passed, }
			f=${f%% failed*}
			passed=$((passed + p))
			failed=$((failed + f))
		fi
		if [ $rc != 0 ] && [ -z "$line" ]; then
			failed=$((failed + 1))
			echo "FAIL $(basename "$c") exited $rc without a summary line"
			echo "FAIL $(basename "$c") exited $rc without a summary line" >> "$work/failures"
		fi
	done
fi

if [ -s "$work/failures" ]; then
	echo
	echo "== the failures again"
	cat "$work/failures"
fi
echo
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
