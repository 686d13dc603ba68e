#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The legacy (2015) shell test library. A test sets TCID and TST_TOTAL, sources this file
# and reports with tst_resm/tst_brkm, then calls tst_exit:
#
#	TCID=foo01
#	TST_TOTAL=1
#	. test.sh
#	tst_resm TPASS "it works"
#	tst_exit
#
# Lines go to stdout as "TCID TST_COUNT TTYPE : message"; the exit status is the OR of the
# reported types (TPASS 0, TFAIL 1, TBROK 2, TWARN 4, TCONF 32; TINFO does not count).
# New tests should use tst_test.sh.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it

[ -n "${TST_LIB_LOADED:-}" ] && return 0

export TST_LIB_LOADED=1
export LTP_RET_VAL=0
export TST_COUNT=1

. tst_ansi_color.sh
. tst_rod.sh

_tst_legacy_mask()
{
	case "$1" in
	TPASS) echo 0 ;;
	TFAIL) echo 1 ;;
	TBROK) echo 2 ;;
	TWARN) echo 4 ;;
	TINFO) echo 16 ;;
	TCONF) echo 32 ;;
	*) return 1 ;;
	esac
}

tst_resm()
{
	local ttype="$1" mask

	shift
	if ! mask=$(_tst_legacy_mask "$ttype"); then
		tst_brkm TBROK "tst_resm: invalid result type '$ttype'"
		return 1
	fi
	LTP_RET_VAL=$((LTP_RET_VAL | mask))
	printf '%s %s ' "$TCID" "$TST_COUNT"
	if tst_color_enabled && [ -t 1 ]; then
		tst_print_colored "$ttype" "$ttype"
	else
		printf '%s' "$ttype"
	fi
	printf ' : %s\n' "$*"
	case "$ttype" in
	TPASS|TFAIL) TST_COUNT=$((TST_COUNT + 1)) ;;
	esac
	return 0
}

tst_brkm()
{
	local ttype="$1"

	shift
	case "$ttype" in
	TFAIL|TBROK|TCONF) ;;
	*)
		tst_resm TBROK "tst_brkm can be called only with TFAIL, TBROK or TCONF ($ttype)"
		tst_exit
		;;
	esac
	if [ -n "${_tst_legacy_exiting:-}" ]; then
		# A break inside the cleanup: report it and let the cleanup go on.
		[ "$ttype" = TBROK ] && ttype=TWARN
		tst_resm "$ttype" "$@"
		return 1
	fi
	tst_resm "$ttype" "$@"
	tst_exit
}

tst_exit()
{
	if [ -z "${_tst_legacy_exiting:-}" ]; then
		_tst_legacy_exiting=1
		if [ -n "${TST_CLEANUP:-}" ]; then
			$TST_CLEANUP
		fi
	fi
	exit $((LTP_RET_VAL & ~16))
}

# tst_record_childstatus PID: wait for a background child and fold its exit status in.
tst_record_childstatus()
{
	local ret

	if [ $# -ne 1 ]; then
		tst_brkm TBROK "tst_record_childstatus: requires the child's pid"
	fi
	wait "$1"
	ret=$?
	if [ $ret = 127 ]; then
		tst_brkm TBROK "tst_record_childstatus: no child with pid '$1'"
	fi
	LTP_RET_VAL=$((LTP_RET_VAL | ret))
}

tst_require_root()
{
	[ "$(id -u)" = 0 ] || tst_brkm TCONF "Must be super/root for this test!"
}

tst_tmpdir()
{
	local root="${TMPDIR:-/tmp}"

	case "$root" in
	/*) ;;
	*) tst_brkm TBROK "TMPDIR must be an absolute path, got '$root'" ;;
	esac
	TST_TMPDIR=$(mktemp -d "$root/$TCID.XXXXXXXXXX") ||
		tst_brkm TBROK "Failed to create a temporary directory in $root"
	chmod 777 "$TST_TMPDIR" || tst_brkm TBROK "chmod 777 $TST_TMPDIR failed"
	TST_STARTWD=$PWD
	cd "$TST_TMPDIR" || tst_brkm TBROK "cd $TST_TMPDIR failed"
	export TST_TMPDIR
}

tst_rmdir()
{
	[ -n "${TST_TMPDIR:-}" ] && [ -d "$TST_TMPDIR" ] || return 0
	cd "${TST_STARTWD:-/}" 2>/dev/null || cd /
	if grep -qF " $TST_TMPDIR/" /proc/mounts; then
		tst_resm TWARN "Something is still mounted under $TST_TMPDIR, not removing it"
		return 1
	fi
	rm -rf --one-file-system "$TST_TMPDIR" 2>/dev/null || rm -rf "$TST_TMPDIR"
	TST_TMPDIR=
}

tst_check_cmds()
{
	local cmd

	for cmd in "$@"; do
		command -v "$cmd" > /dev/null 2>&1 || tst_brkm TCONF "'$cmd' not found"
	done
}

tst_require_cmds()
{
	tst_check_cmds "$@"
}

# tst_timeout "CMD" SECS: run CMD (eval'd) for at most SECS seconds; returns its status,
# or 128 | status when it was killed for taking too long.
tst_timeout()
{
	local cmd="$1" secs="$2" pid ret ticks=0 state rest

	case "$secs" in
	''|*[!0-9]*) tst_brkm TBROK "tst_timeout: invalid time '$secs'" ;;
	esac
	eval "$cmd" &
	pid=$!
	# Poll the child's state (a zombie has finished) instead of racing a watcher process.
	while [ $ticks -lt $((secs * 10)) ]; do
		state=Z
		# shellcheck disable=SC2034 # rest swallows the other fields
		read -r rest rest state rest < "/proc/$pid/stat" 2>/dev/null
		[ "$state" = Z ] && break
		sleep 0.1
		ticks=$((ticks + 1))
	done
	if [ $ticks -lt $((secs * 10)) ]; then
		wait "$pid"
		return
	fi
	_tst_kill_tree "$pid"
	wait "$pid"
	ret=$?
	return $((128 | ret))
}

# SIGKILL a process and its descendants, children first (they would be orphaned).
_tst_kill_tree()
{
	local child

	kill -STOP "$1" 2>/dev/null
	for child in $(pgrep -P "$1"); do
		_tst_kill_tree "$child"
	done
	kill -KILL "$1" 2>/dev/null
}

# tst_retry "CMD" [TRIES]: eval CMD until it succeeds, 1 s apart (default 3 tries).
tst_retry()
{
	local cmd="$1" tries="${2:-3}" i=0

	while [ $i -lt "$tries" ]; do
		eval "$cmd" && return 0
		i=$((i + 1))
		[ $i -lt "$tries" ] && sleep 1
	done
	return 1
}

# ROD_BASE: run a command whose arguments may hold "> FILE", ">> FILE", "< FILE".
ROD_BASE()
{
	_tst_rod_run "$@"
}

ROD()
{
	ROD_BASE "$@" || tst_brkm TBROK "$* failed"
}

ROD_SILENT()
{
	ROD_BASE "$@" > /dev/null 2>&1 || tst_brkm TBROK "$* failed"
}

EXPECT_PASS()
{
	if ROD_BASE "$@"; then
		tst_resm TPASS "$* passed as expected"
	else
		tst_resm TFAIL "$* failed unexpectedly"
	fi
}

EXPECT_FAIL()
{
	if ROD_BASE "$@" 2> /dev/null; then
		tst_resm TFAIL "$* passed unexpectedly"
	else
		tst_resm TPASS "$* failed as expected"
	fi
}

# tst_mkfs FS_TYPE DEVICE [OPTS...]
tst_mkfs()
{
	local fs_type="$1" force=''

	shift
	[ $# -ge 1 ] || tst_brkm TBROK "tst_mkfs: no device given"
	tst_check_cmds "mkfs.$fs_type"
	case "$fs_type" in
	ext2|ext3|ext4|ntfs) force=-F ;;
	xfs|btrfs) force=-f ;;
	esac
	tst_resm TINFO "Formatting $fs_type with opts='$*'"
	# shellcheck disable=SC2086 # force is empty or one word
	ROD_SILENT "mkfs.$fs_type" $force "$@"
}

tst_umount()
{
	local mnt="$1" i=0

	grep -q " $mnt " /proc/mounts || {
		tst_resm TINFO "$mnt is not mounted, skipping umount"
		return 0
	}
	while [ $i -lt 50 ]; do
		umount "$mnt" 2>/dev/null && return 0
		i=$((i + 1))
		sleep 0.1
	done
	tst_resm TWARN "Failed to umount $mnt after 50 retries"
	return 1
}

tst_virt_hyperv()
{
	grep -qi microsoft /sys/class/dmi/id/sys_vendor 2>/dev/null
}

# tst_module_exists NAME.ko: sets TST_MODPATH, or TCONF.
tst_module_exists()
{
	local dir

	for dir in "$PWD" "$LTPROOT/testcases/bin" "${TST_STARTWD:-$PWD}"; do
		if [ -f "$dir/$1" ]; then
			export TST_MODPATH="$dir/$1"
			return 0
		fi
	done
	tst_brkm TCONF "Failed to find module '$1'"
}

TST_CHECKPOINT_WAIT()
{
	ROD tst_checkpoint wait 10000 "$1"
}

TST_CHECKPOINT_WAKE()
{
	ROD tst_checkpoint wake 10000 "$1" 1
}

TST_CHECKPOINT_WAKE_AND_WAIT()
{
	TST_CHECKPOINT_WAKE "$1"
	TST_CHECKPOINT_WAIT "$1"
}

if [ -z "${TCID:-}" ]; then
	TCID=$(basename "$0" | sed 's/\..*//')
	tst_brkm TBROK "TCID is not defined"
fi
case "${TST_TOTAL:-}" in
''|*[!0-9]*) tst_brkm TBROK "TST_TOTAL is not defined or not a number" ;;
esac
if [ -z "${LTPROOT:-}" ]; then
	export LTPROOT="$PWD"
	export LTP_DATAROOT="$LTPROOT/datafiles"
else
	export LTP_DATAROOT="$LTPROOT/testcases/data/$TCID"
fi
