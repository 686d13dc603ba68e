#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check: prove by fault injection that every syscall test can fail (doc/canfail.md).
# For each test of runtest/syscalls, the system call under test is its directory's name
# (testcases/kernel/syscalls/<call>/). A first run under build/lib/canfail.so perturbs
# nothing and counts the test's own calls of it; then the test is run with one call
# perturbed (CANFAIL_MODE=ret|data|errno|success|value|noop, CANFAIL_NTH=N) and must exit with
# TFAIL or TBROK. A test that exits 0 under every perturbation "cannot fail": a failure.
# TFAIL is looked for first: a TBROK often comes from a set-up probe of the call.
#
#   mk/check-canfail.sh BUILD_DIR [-a|--all-modes] [-f|--full] [-t FILE] [TEST...]
#     (default)      sample N = 1, the middle and the last eligible call, then all of them
#                    at once, mode by mode, and stop at the first perturbation the test
#                    reports
#     -a             try every mode (still sampling N), to fill the table
#     -f             every mode and every N, then all at once (slow: for manual use)
#     -t FILE        write the markdown table rows (one per test) to FILE
#     TEST...        only these tests (names of runtest/syscalls)
# Prints "N passed, N failed, N skipped"; skipped = tests that TCONF here or whose test code
# makes no call canfail can reach (listed with the reason).
set -u
O=${1:-build}
[ $# -gt 0 ] && shift
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
all_modes=0
full=0
table=
while [ $# -gt 0 ]; do
	case $1 in
	-a|--all-modes) all_modes=1 ;;
	-f|--full) all_modes=1; full=1 ;;
	-t) [ $# -ge 2 ] || { echo "check-canfail: -t needs a file"; exit 2; }
	    table=$2; shift ;;
	-*) echo "check-canfail: unknown option $1"; exit 2 ;;
	*) break ;;
	esac
	shift
done
only="$*"
so=$O/lib/canfail.so
bin=$O/testcases/bin
if [ ! -f "$so" ]; then
	echo "check-canfail: $so is not built"
	echo "0 passed, 1 failed"
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "check-canfail: the syscall tests need root; skipped"
	echo "0 passed, 0 failed"
	exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-canfail.XXXXXX") || exit 1
. "$SRC/mk/lib-devnodes.sh"
devnodes_save "$work/devnodes"
trap 'chattr -R -a -i "$work" 2>/dev/null; rm -rf "$work"' EXIT
trap 'exit 1' HUP INT TERM
[ -n "$table" ] && : > "$table"
# tests that drop their privileges must reach their temporary directory
chmod 0755 "$work"
mkdir -m 0755 "$work/tmp"
leaks=
passed=0
failed=0
skipped=0

# runs CALL MODE NTH CMD...: run the test under canfail, sets $rc; the log is in $work/log
runs() {
	call=$1 mode=$2 nth=$3
	shift 3
	: > "$work/log"
	rm -f "$work/in"
	: > "$work/in"
	[ "$nth" = all ] && nth=
	(cd "$work" && env TMPDIR="$work/tmp" CANFAIL_CALL="$call" CANFAIL_MODE="$mode" \
		CANFAIL_NTH="$nth" CANFAIL_LOG="$work/log" LD_PRELOAD="$so" "$fsenv" \
		timeout -k 5 120 "$@" > "$work/out" 2>&1 < "$work/in")
	rc=$?
	cleanup_after
}

# cleanup_after: a perturbed test may lose track of a mount or loop device it made (it
# believed the call failed), or leave its temporary directory (an append-only file whose
# attribute it did not clear): undo that now, it is all under $work/tmp
cleanup_after() {
	left=$(awk -v d="$work/tmp/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r)
	loops=$(losetup -a 2>/dev/null | grep "$work/tmp/" | cut -d: -f1)
	files=$(ls -A "$work/tmp")
	[ -z "$left$loops$files" ] && return
	leaks="$leaks $name"
	for m in $left; do umount -l "$m"; done
	for l in $loops; do losetup -d "$l" 2>/dev/null; done
	chattr -R -a -i "$work/tmp" 2>/dev/null
	rm -rf "$work/tmp"/* 2>/dev/null
}

# verdict: what the exit status $rc says about the perturbation
verdict() {
	if [ $rc -ge 124 ]; then echo "killed($rc)"
	elif [ $((rc & 1)) != 0 ]; then echo TFAIL
	elif [ $((rc & 2)) != 0 ]; then echo TBROK
	elif [ $rc = 0 ]; then echo pass
	else echo "exit$rc"
	fi
}

# samples K: the values of N to try among K eligible calls
samples() {
	if [ $full = 1 ]; then
		seq 1 "$1"
	else
		printf '%s\n' 1 $((($1 + 1) / 2)) "$1" | uniq
	fi
	# last, every eligible call at once: a retry loop absorbs a single perturbation
	[ "$1" -gt 1 ] && echo all
}

check_test() {	# check_test NAME CMD...
	name=$1
	shift
	src=
	for f in "$SRC"/testcases/kernel/syscalls/*/"$1".c; do
		[ -f "$f" ] && { src=$f; break; }
	done
	if [ -z "$src" ] || [ ! -x "$bin/$1" ]; then
		skipped=$((skipped + 1)); echo "skip canfail $name: no binary or source"; return
	fi
	call=$(basename "$(dirname "$src")")
	cmd=$bin/$1
	shift
	fsenv=LTP_SINGLE_FS_TYPE=ext4
	runs "$call" errno 1000000000 "$cmd" "$@"
	if [ $rc = 32 ]; then	# maybe needs another filesystem: try them all
		fsenv=LTK_CANFAIL_ALL_FS=1
		runs "$call" errno 1000000000 "$cmd" "$@"
	fi
	if [ $rc = 125 ] && grep -q '^canfail:' "$work/out"; then
		skipped=$((skipped + 1))
		echo "skip canfail $name: $(grep '^canfail:' "$work/out" | head -n 1)"
		[ -n "$table" ] && echo "| $name | $call | unknown to canfail | | | | | | |" >> "$table"
		return
	fi
	if [ $rc != 0 ]; then
		skipped=$((skipped + 1))
		echo "skip canfail $name: exits $rc without perturbation (TCONF here?)"
		grep -E 'TFAIL|TBROK|TCONF' "$work/out" | head -n 3 | sed 's/^/    /'
		[ -n "$table" ] && echo "| $name | $call | exits $rc here | | | | | | |" >> "$table"
		return
	fi
	nfail=$(grep -c "^call [^ ]* fail" "$work/log")
	nok=$(grep -c "^call [^ ]* ok" "$work/log")
	ndata=$(grep -c "^call [^ ]* ok 1" "$work/log")
	nvalue=$(grep -c "^call [^ ]* ok .* v\$" "$work/log")
	detected=	# the first TFAIL: the test's own check saw the perturbation
	broke=		# the first TBROK (or kill): the test stopped, maybe in a set-up probe
	reached=0
	row="| $name | $call | $nok ok, $nfail failing |"
	for mode in ret data errno success value noop; do
		case $mode in
		ret) k=$nok ;;
		data) k=$ndata ;;
		value) k=$nvalue ;;
		noop) k=$((nok + nfail)) ;;
		*) k=$nfail ;;
		esac
		if [ "$k" = 0 ] || { [ -n "$detected" ] && [ $all_modes = 0 ]; }; then
			[ "$k" = 0 ] && row="$row - |" || row="$row |"
			continue
		fi
		reached=1
		hit=
		brk=
		tried=0
		for n in $(samples "$k"); do
			runs "$call" "$mode" "$n" "$cmd" "$@"
			tried=$((tried + 1))
			v=$(verdict)
			case $v in
			pass|exit32) continue ;;
			TFAIL)
				hit="TFAIL @$n"
				[ -z "$detected" ] && detected="$mode#$n -> TFAIL"
				[ $full = 0 ] && break ;;
			*)
				[ -z "$brk" ] && brk="$v @$n"
				[ -z "$broke" ] && broke="$mode#$n -> $v" ;;
			esac
		done
		if [ -n "$hit" ]; then row="$row $hit |"
		elif [ -n "$brk" ]; then row="$row $brk |"
		else row="$row **passes** ($tried runs) |"
		fi
	done
	[ -z "$detected" ] && [ -n "$broke" ] && detected="$broke (never TFAIL)"
	[ -n "$table" ] && echo "$row" >> "$table"
	if [ -n "$detected" ]; then
		passed=$((passed + 1)); echo "ok   canfail $name: $detected"
	elif [ $reached = 0 ]; then
		skipped=$((skipped + 1))
		echo "skip canfail $name: the test's own code makes no $call call canfail can reach"
	else
		failed=$((failed + 1))
		echo "FAIL canfail $name: cannot fail: exits 0 under every perturbation of $call"
	fi
}

while read -r tag cmd; do
	case $tag in ''|\#*) continue ;; esac
	if [ -n "$only" ]; then
		case " $only " in *" $tag "*) ;; *) continue ;; esac
	fi
	# shellcheck disable=SC2086
	check_test "$tag" $cmd
done < "$SRC/runtest/syscalls"

if devnodes_changed "$work/devnodes"; then
	failed=$((failed + 1))
	echo "FAIL canfail: a perturbed test changed a shared device node (above)"
fi
# the tests' temporary directories are under $work/tmp: anything of theirs still mounted
# or attached there was left behind by a perturbed run
if grep -q " $work/" /proc/mounts || losetup -a 2>/dev/null | grep -q "$work/" ||
   [ -n "$(ls -A "$work/tmp")" ]; then
	failed=$((failed + 1))
	echo "FAIL canfail: mounts, loop devices or files left behind:"
	ls -A "$work/tmp"
	grep " $work/" /proc/mounts
	losetup -a | grep "$work/"
fi
# shellcheck disable=SC2086 # $leaks is a list of test names
[ -n "$leaks" ] && echo "note: cleaned up mounts, loop devices or files that perturbed" \
	"runs of these tests left behind:$(printf '%s\n' $leaks | sort -u | tr '\n' ' ')"
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed = 0 ]
