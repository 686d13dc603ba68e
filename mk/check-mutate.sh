#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# shellcheck disable=SC2086,SC2046 # $args and run1's "STATUS MS" are split on purpose
# make check: every syscall test must fail when its system call misbehaves (doc/canfail.md).
# For each test of runtest/syscalls, the system call is its directory's name
# (testcases/kernel/syscalls/<call>/). The test runs (on ext4 only; on every filesystem if
# it TCONFs on ext4 without mutation) twice under build/bin/ltk-mutate, a
# seccomp filter in its whole process tree that makes that call
#   -m eio    fail with EIO, doing nothing;
#   -m noop   return 0, doing nothing;
# and must then NOT exit 0 (pass) or 32 (TCONF): a test that does cannot fail. Exit 1
# (TFAIL) is the good answer, 2 (TBROK) is accepted (the call is the test's set-up), and a
# run killed by the timeout or a command that cannot start (the loader's close() failing)
# is counted as failing too. Exceptions, with their reason, are the rows of the section
# "Exceptions to the mutation check" of doc/canfail.md: "| test | eio, noop or both | why |".
#
#   mk/check-mutate.sh BUILD_DIR [-j JOBS] [-t SECS] [-s N/M] [TEST...]
#     -j JOBS   tests run in parallel (default 2)
#     -t SECS   timeout of one mutated run (default 10). A run killed by it is a hang the
#               mutation caused when the test, unmutated, passes in less than SECS / 2;
#               otherwise the mutated run is repeated with a timeout of 600 s
#     -s N/M    only the tests whose position in runtest/syscalls is N modulo M
#     -r FILE   keep the results ("TEST CALL MODE EXIT MS" per run) in FILE
#     TEST...   only these tests
# Prints a line per test that cannot fail (FAIL), per exception (note) and per test that
# TCONFs here anyway (skip), then "N passed, N failed, N skipped".
set -u
O=${1:-build}
[ $# -gt 0 ] && shift
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
jobs=2
tmo=10
slow=600
slice=
keep=
while [ $# -gt 0 ]; do
	case $1 in
	-j) jobs=$2; shift ;;
	-t) tmo=$2; shift ;;
	-s) slice=$2; shift ;;
	-r) keep=$2; shift ;;
	-*) echo "check-mutate: unknown option $1"; exit 2 ;;
	*) break ;;
	esac
	shift
done
only="$*"
mut=$O/bin/ltk-mutate
bin=$O/testcases/bin
if [ ! -x "$mut" ]; then
	echo "check-mutate: $mut is not built"
	echo "0 passed, 1 failed"
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "check-mutate: the syscall tests need root; skipped"
	echo "0 passed, 0 failed"
	exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-mutate.XXXXXX") || exit 1
. "$SRC/mk/lib-devnodes.sh"
devnodes_save "$work/devnodes"
trap 'chattr -R -a -i "$work" 2>/dev/null; rm -rf "$work"' EXIT
trap 'exit 1' HUP INT TERM
chmod 0755 "$work"
start=$(date +%s)

# the exceptions: "TEST MODE" per line (MODE eio, noop or both)
awk '/^## / { on = ($0 ~ /^## Exceptions to the mutation check/) ; next }
     on && /^\| *[a-z]/ { split($0, c, "|"); gsub(/ /, "", c[2]); gsub(/ /, "", c[3]);
			    if (c[2] != "test") print c[2], c[3] }' \
	"$SRC/doc/canfail.md" > "$work/except"

# the list: "TAG CALL BIN ARGS..." in runtest order, sliced
i=0
# syscall_of TEST DIR: the system call a test is about. Its directory's, unless the test's
# name (less its number) is another system call that the directory does not already name:
# ppoll01 in poll/, epoll_create1_01 in epoll_create/, mq_open01 in mqueue/ (accept401 in
# accept4/ and dup201 in dup2/ stay with their directory).
syscall_of() {
	# io_uring03 is about IORING_SETUP_SQPOLL: its request completes without io_uring_enter
	case $1 in io_uring03) echo io_uring_setup; return ;; esac
	# directories named after a family, not a system call: the call their tests stand on
	case $2 in
	fanotify) set -- "$1" fanotify_mark ;;
	io_uring) set -- "$1" io_uring_enter ;;
	landlock) set -- "$1" landlock_restrict_self ;;
	pkeys) set -- "$1" pkey_mprotect ;;
	esac
	n=$(echo "$1" | sed -E 's/[0-9]+$//; s/_$//')
	if [ "$n" != "$2" ] && "$mut" -l -x -c "$n" > /dev/null 2>&1; then
		case $1 in
		"$2"*) case $n in "$2"?*) echo "$n"; return ;; esac ;;
		*) echo "$n"; return ;;
		esac
	fi
	echo "$2"
}

while read -r tag cmd args; do
	case $tag in ''|'#'*) continue ;; esac
	i=$((i + 1))
	if [ -n "$slice" ] && [ $((i % ${slice#*/})) != "${slice%/*}" ]; then continue; fi
	if [ -n "$only" ]; then
		case " $only " in *" $tag "*) ;; *) continue ;; esac
	fi
	src=
	for f in "$SRC"/testcases/kernel/syscalls/*/"$cmd".c; do
		[ -f "$f" ] && { src=$f; break; }
	done
	if [ -z "$src" ] || [ ! -x "$bin/$cmd" ]; then
		echo "$tag - $cmd $args"
		continue
	fi
	call=$(syscall_of "$cmd" "$(basename "$(dirname "$src")")")
	# a call the mutator has no number for (newer than its table, removed from the kernel,
	# or one seccomp never sees) cannot be mutated: skipped and named, never counted
	"$mut" -l -c "$call" > /dev/null 2>&1 || call="!$call"
	echo "$tag $call $cmd $args"
done < "$SRC/runtest/syscalls" > "$work/list"

# run1 DIR MODE CALL CMD ARGS...: one run (MODE none: unmutated), prints the exit status
run1() {
	d=$1 m=$2 c=$3 prog=$bin/$4
	shift 4
	mkdir -p "$d/tmp"
	if [ "$m" = none ]; then
		set -- "$prog" "$@"
	else
		set -- "$mut" -m "$m" -c "$c" -- "$prog" "$@"
	fi
	rm -f "$d/in"
	: > "$d/in"
	t0=$(date +%s%N)
	# the subshell's stderr: its shell's "Segmentation fault" when a mutated test dies of
	# a signal (the exit status says it)
	(cd "$d" && env TMPDIR="$d/tmp" "$fsenv" \
		timeout -k 5 "$to" "$@" > "$d/out" 2>&1 < "$d/in") 2> /dev/null
	echo $? $((($(date +%s%N) - t0) / 1000000))
	cleanup "$d" > /dev/null 2>&1
}

# cleanup DIR: a mutated test may lose track of a mount or loop device it made, or leave
# files (an append-only one whose attribute it could not clear): undo that, all under DIR.
# Also processes of the test left running (a library process killed by the timeout cannot
# kill its test process when kill() is mutated) and its shared page file
# /dev/shm/ltp_<test>_<pid> (tests with checkpoints), which such a library process, or one
# whose unlink() was mutated, cannot remove. No other run of the same test is going on.
cleanup() {
	strays=
	pkill -KILL -f "^$prog( |\$)" && strays=killed
	left=$(awk -v d="$1/tmp/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r)
	loops=$(losetup -a 2>/dev/null | grep "$1/tmp/" | cut -d: -f1)
	files=$(ls -A "$1/tmp")
	swaps=$(awk -v d="$1/tmp/" 'index($1, d) == 1 { print $1 }' /proc/swaps)
	shm=
	for f in /dev/shm/ltp_"${prog##*/}"_*; do
		[ -f "$f" ] && shm="$shm $f"
	done
	[ -z "$left$loops$files$swaps$strays$shm" ] && return
	echo "$tag" >> "$1/leaks"
	for f in $shm; do rm -f "$f"; done
	# a mutated swapoff leaves its swap file on: off first, or nothing can be unmounted
	for sw in $swaps; do swapoff "$sw"; done
	for m in $left; do umount -l "$m"; done
	for l in $loops; do losetup -d "$l" 2>/dev/null; done
	chattr -R -a -i "$1/tmp" 2>/dev/null
	rm -rf "$1/tmp"/* "$1/tmp"/.[!.]* 2>/dev/null
}

# worker W: the tests at positions W modulo $jobs; "TAG CALL MODE RC" lines to res.W
worker() {
	w=$1 n=0 d=$work/w$1
	mkdir -p "$d" && chmod 0755 "$d"
	: > "$work/res.$w"
	while read -r tag call cmd args; do
		n=$((n + 1))
		[ $((n % jobs)) = "$w" ] || continue
		case $call in -|!*) echo "$tag - none -" >> "$work/res.$w"; continue ;; esac
		for m in eio noop; do
			# TCONF: does the test TCONF here anyway? Then try every filesystem.
			for fsenv in LTP_SINGLE_FS_TYPE=ext4 LTK_MUTATE_ALL_FS=1; do
				to=$tmo
				set -- $(run1 "$d" $m "$call" "$cmd" $args)
				rc=$1 ms=$2
				if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
					# killed: a hang the mutation caused, if the test
					# passes unmutated in less than half the time
						set -- $(run1 "$d" none "$call" "$cmd" $args)
					if [ "$1" = 0 ] && [ "$2" -lt $((tmo * 500)) ]; then
						rc=hang
					else
						to=$slow
						set -- $(run1 "$d" $m "$call" "$cmd" $args)
						rc=$1 ms=$(($2 + ms))
					fi
				fi
				[ "$rc" = 32 ] || break
				set -- $(run1 "$d" none "$call" "$cmd" $args)
				[ "$1" = 32 ] || break
				rc=tconf
			done
			echo "$tag $call $m $rc $ms" >> "$work/res.$w"
		done
	done < "$work/list"
}

w=0
while [ $w -lt "$jobs" ]; do
	worker $w &
	w=$((w + 1))
done
wait

passed=0
failed=0
skipped=0
cat "$work"/res.* > "$work/res"
while read -r tag call cmd args; do
	if [ "$call" = - ]; then
		skipped=$((skipped + 1)); echo "skip mutate $tag: no binary or source"; continue
	fi
	case $call in !*)
		skipped=$((skipped + 1))
		echo "skip mutate $tag: ltk-mutate cannot filter ${call#!}"
		continue ;;
	esac
	bad=
	how=
	for m in eio noop; do
		rc=$(awk -v t="$tag" -v m=$m '$1 == t && $3 == m { print $4 }' "$work/res")
		case $rc in
		tconf) how="$how $m:TCONF-here" ;;
		hang) how="$how $m:hang"; echo "$tag $m" >> "$work/hangs" ;;
		0|32)
			if grep -qE "^$tag ($m|both)\$" "$work/except"; then
				how="$how $m:exception"
			else
				bad="$bad $m->$rc"
			fi ;;
		*) how="$how $m:$rc" ;;
		esac
	done
	case "$how" in *TCONF-here*)
		skipped=$((skipped + 1)); echo "skip mutate $tag: TCONF here without mutation"
		continue ;;
	esac
	if [ -n "$bad" ]; then
		failed=$((failed + 1))
		echo "FAIL mutate $tag: cannot fail: exits 0 or 32 with $call mutated:$bad"
	else
		passed=$((passed + 1))
		case "$how" in *exception*) echo "note mutate $tag: an exception of doc/canfail.md:$how" ;; esac
	fi
done < "$work/list"

# every stale exception is an error: the test can fail now, or is gone
while read -r tag m; do
	grep -q "^$tag " "$work/list" || [ -n "$only$slice" ] || {
		failed=$((failed + 1)); echo "FAIL mutate: exception $tag is not a test"; }
done < "$work/except"
if devnodes_changed "$work/devnodes"; then
	failed=$((failed + 1))
	echo "FAIL mutate: a mutated test changed a shared device node (above)"
fi
if grep -q " $work/" /proc/mounts || losetup -a 2>/dev/null | grep -q "$work/"; then
	failed=$((failed + 1))
	echo "FAIL mutate: mounts or loop devices left behind:"
	grep " $work/" /proc/mounts
	losetup -a | grep "$work/"
fi
[ -f "$work/hangs" ] && echo "note: hung with the call mutated (killed after $tmo s, counted as" \
	"failing): $(awk '{ printf "%s/%s ", $1, $2 }' "$work/hangs")"
slowest=$(sort -k5,5nr "$work/res" | head -n 5 | awk '{ printf "%s/%s %s  ", $1, $3, $5 }')
echo "slowest runs (ms): $slowest"
[ -n "$keep" ] && cp "$work/res" "$keep"
leaks=$(cat "$work"/w*/leaks 2>/dev/null | sort -u | tr '\n' ' ')
[ -n "$leaks" ] && echo "note: cleaned up what mutated runs of these tests left behind: $leaks"
echo "mutate: $(wc -l < "$work/list") tests, 2 mutations each, $jobs jobs," \
	"$(($(date +%s) - start)) s"
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed = 0 ]
