#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# LTK shell test library (the tst_test.sh API). A test sets TST_* variables, defines its
# functions, sources this file and calls tst_run:
#
#	TST_TESTFUNC=do_test
#	TST_NEEDS_TMPDIR=1
#	do_test() { EXPECT_PASS true; }
#	. tst_test.sh
#	tst_run
#
# Results, exit code and summary follow the C library's rules; see doc/shell-api.md.
# This file holds the core (results, the run, cleanup, timeout, options); the parts it
# sources: tst_utils.sh, tst_expect.sh, tst_kernel.sh, tst_fs.sh, tst_metadata.sh, and
# tst_security.sh, tst_ansi_color.sh.
# POSIX sh plus "local" (dash, bash, busybox ash and mksh all have it).
# shellcheck disable=SC3043
# shellcheck disable=SC2317,SC2329 # functions here are called by name from the tests
# (a variable holds the name), which shellcheck cannot follow.

[ -n "${TST_LIB_LOADED:-}" ] && return 0

export TST_LIB_LOADED=1
export LC_ALL=C

. tst_ansi_color.sh
. tst_security.sh
. tst_utils.sh
. tst_expect.sh
. tst_kernel.sh
. tst_fs.sh
. tst_metadata.sh

TST_PASS=0
TST_FAIL=0
TST_BROK=0
TST_WARN=0
TST_CONF=0
TST_COUNT=1
TST_ITERATIONS=1
TST_TMPDIR=
TST_DEVICE=${TST_DEVICE:-}
TST_MODPATH=
TST_STARTWD=$PWD
: "${TST_ID:=$(basename "$0" | sed 's/\..*//')}"

# Private state: "_tst_" names belong to the library.
_tst_state=		# directory holding the result log shared with subshells
_tst_main_pid=$$
_tst_runner_pid=$$	# shell running setup/tests/cleanup (the main or an fs subshell)
_tst_in_exit=
_tst_in_cleanup=
_tst_setup_started=
_tst_timer_pid=
_tst_dev_acquired=
_tst_mounted=

_tst_is_true()
{
	case "${1:-}" in
	1|y|yes|Y|YES|true) return 0 ;;
	esac
	return 1
}

# Set _tst_pid to the pid of the calling shell ($$ stays the main shell's pid in
# subshells; "read" is a builtin, so /proc/self is the shell itself).
_tst_self_pid()
{
	local rest

	# shellcheck disable=SC2034 # rest swallows the other fields
	read -r _tst_pid rest < /proc/self/stat
}

# ---- results ------------------------------------------------------------------------------

_tst_count()
{
	case "$1" in
	TPASS) TST_PASS=$((TST_PASS + 1)) ;;
	TFAIL) TST_FAIL=$((TST_FAIL + 1)) ;;
	TBROK) TST_BROK=$((TST_BROK + 1)) ;;
	TWARN) TST_WARN=$((TST_WARN + 1)) ;;
	TCONF) TST_CONF=$((TST_CONF + 1)) ;;
	*) return 0 ;;
	esac
	# The log counts results from subshells ( ... | while ...; $(...) ) too.
	[ -n "$_tst_state" ] && [ -d "$_tst_state" ] && echo "$1" >> "$_tst_state/results"
	return 0
}

_tst_print()
{
	local ttype="$1"

	shift
	{
		printf '%s %s ' "$TST_ID" "$TST_COUNT"
		tst_print_colored "$ttype" "$ttype:"
		printf ' %s\n' "$*"
	} >&2
}

tst_res()
{
	local ttype="$1"

	shift
	case "$ttype" in
	TPASS|TFAIL|TBROK|TWARN|TCONF|TINFO) ;;
	*)
		tst_brk TBROK "Invalid res type '$ttype'"
		return 1
		;;
	esac
	_tst_count "$ttype"
	_tst_print "$ttype" "$@"
}

tst_brk()
{
	local ttype="$1"

	shift
	if [ -n "$_tst_in_exit" ] || [ -n "$_tst_in_cleanup" ]; then
		# A break during cleanup must not stop the cleanup.
		[ "$ttype" = TBROK ] && ttype=TWARN
		tst_res "$ttype" "$@"
		return 1
	fi
	case "$ttype" in
	TBROK|TCONF) tst_res "$ttype" "$@" ;;
	*) tst_res TBROK "tst_brk can be called only with TBROK or TCONF ($ttype)" ;;
	esac
	[ "$ttype" = TCONF ] || _tst_abort
	_tst_break
}

# TFAIL that ends the test (EXPECT_*_BRK): what LTP users expect from these names.
_tst_brk_fail()
{
	tst_res TFAIL "$@"
	_tst_break
}

# Mark the run as aborted: no further filesystems.
_tst_abort()
{
	[ -n "$_tst_state" ] && [ -d "$_tst_state" ] && : > "$_tst_state/abort"
	return 0
}

# Leave the test from wherever we are: in a subshell, stop it and ask the runner shell to
# finish the test (SIGUSR2) once the subshell returns.
_tst_break()
{
	_tst_self_pid
	if [ "$_tst_pid" != "$_tst_runner_pid" ]; then
		kill -USR2 "$_tst_runner_pid" 2>/dev/null
		exit 2
	fi
	_tst_do_exit
}

# ---- timeout ------------------------------------------------------------------------------

# N seconds times LTP_TIMEOUT_MUL, rounded up.
_tst_mul_timeout()
{
	local mul="${LTP_TIMEOUT_MUL:-1}"

	if ! tst_is_num "$mul" || awk -v m="$mul" 'BEGIN { exit !(m < 1) }'; then
		tst_brk TBROK "LTP_TIMEOUT_MUL must be >= 1, got '$mul'"
		return 2
	fi
	awk -v n="$1" -v m="$mul" 'BEGIN { v = n * m; r = int(v); if (r < v) r++; print r }'
}

_tst_stop_timer()
{
	[ -n "$_tst_timer_pid" ] || return 0
	# SIGKILL: a catchable signal could land in the forked shell before it execs the
	# watchdog, be taken by our own trap there and be lost.
	kill -KILL "$_tst_timer_pid" 2>/dev/null
	wait "$_tst_timer_pid" 2>/dev/null
	_tst_timer_pid=
}

# tst_set_timeout SECS: (re)start the watchdog; -1 disables it.
tst_set_timeout()
{
	local secs="${1:-}"

	if ! tst_is_int "$secs" || { [ "$secs" -lt 1 ] && [ "$secs" != -1 ]; }; then
		tst_brk TBROK "TST_TIMEOUT must be an integer > 0 or -1, got '$secs'"
		return 2
	fi
	TST_TIMEOUT=$secs
	_tst_stop_timer
	if [ "$secs" = -1 ]; then
		tst_res TINFO "Timeout per run is disabled"
		return 0
	fi
	secs=$(_tst_mul_timeout "$secs") || return 2
	tst_res TINFO "timeout per run is $((secs / 3600))h $((secs % 3600 / 60))m $((secs % 60))s"
	if ! tst_cmd_available tst_timeout_kill; then
		tst_brk TBROK "tst_timeout_kill not found in PATH"
		return 2
	fi
	tst_timeout_kill "$secs" "$_tst_main_pid" "$_tst_state/runner" &
	_tst_timer_pid=$!
}

_tst_on_timeout()
{
	# Reported once, by the shell that runs the test body.
	tst_res TBROK "Test timed out after $(_tst_mul_timeout "$TST_TIMEOUT")s," \
		"pass LTP_TIMEOUT_MUL > 1 if the machine is slow"
	_tst_abort
	_tst_do_exit
}

_tst_on_signal()
{
	tst_res TBROK "Test interrupted by signal $1"
	_tst_abort
	_tst_do_exit
}

_tst_set_traps()
{
	trap '_tst_on_timeout' USR1
	trap '_tst_do_exit' USR2
	trap '_tst_on_signal INT' INT
	trap '_tst_on_signal TERM' TERM
	trap '_tst_on_signal HUP' HUP
}

# ---- setup, exit --------------------------------------------------------------------------

_tst_rm_tmpdir()
{
	[ -n "$TST_TMPDIR" ] && [ -d "$TST_TMPDIR" ] || return 0
	cd / || return 1
	if [ -n "${LTP_NO_CLEANUP:-}" ]; then
		tst_res TINFO "LTP_NO_CLEANUP set: keeping $TST_TMPDIR"
		return 0
	fi
	if grep -qF " $TST_TMPDIR/" /proc/mounts; then
		tst_res TWARN "Something is still mounted under $TST_TMPDIR, not removing it"
		return 1
	fi
	rm -rf --one-file-system "$TST_TMPDIR" 2>/dev/null || rm -rf "$TST_TMPDIR"
}

# Cleanup of one setup/test/cleanup round: the test's cleanup, then our mount.
_tst_run_cleanup()
{
	if [ -n "$_tst_setup_started" ] && [ -n "${TST_CLEANUP:-}" ]; then
		# Cleared first: the cleanup runs once, even if it breaks.
		_tst_setup_started=
		if [ -n "${LTP_NO_CLEANUP:-}" ]; then
			tst_res TINFO "LTP_NO_CLEANUP set: skipping $TST_CLEANUP"
		elif _tst_is_function "$TST_CLEANUP"; then
			cd "$_tst_testdir" 2>/dev/null || :
			_tst_in_cleanup=1
			$TST_CLEANUP
			_tst_in_cleanup=
		else
			tst_res TWARN "TST_CLEANUP=$TST_CLEANUP is not a function"
		fi
	fi
	_tst_setup_started=
	if [ -n "$_tst_mounted" ]; then
		cd / || :
		tst_umount "$_tst_mounted"
	fi
}

_tst_do_exit()
{
	local ret=0 n

	[ -n "$_tst_in_exit" ] && return 0
	_tst_in_exit=1
	trap '' INT TERM HUP USR1 USR2

	_tst_self_pid
	if [ "$_tst_pid" != "$_tst_main_pid" ]; then
		# An fs subshell: undo this filesystem's round and return to the fs loop.
		_tst_run_cleanup
		exit 0
	fi
	trap - EXIT
	_tst_run_cleanup
	if [ -n "$_tst_dev_acquired" ]; then
		cd / || :
		tst_device release "$TST_DEVICE" || tst_res TWARN "Failed to release $TST_DEVICE"
		_tst_dev_acquired=
	fi
	[ -n "${LTP_IPC_PATH:-}" ] && [ -n "$_tst_ipc_made" ] && rm -f "$LTP_IPC_PATH"
	_tst_rm_tmpdir
	_tst_stop_timer

	if [ -n "$_tst_state" ] && [ -f "$_tst_state/results" ]; then
		for n in PASS FAIL BROK WARN CONF; do
			eval "TST_$n=\$(grep -c '^T$n\$' \"\$_tst_state/results\")"
		done
	fi
	[ -n "$_tst_state" ] && rm -rf "$_tst_state"

	[ "$TST_FAIL" -gt 0 ] && ret=$((ret | 1))
	[ "$TST_BROK" -gt 0 ] && ret=$((ret | 2))
	[ "$TST_WARN" -gt 0 ] && ret=$((ret | 4))
	[ "$TST_CONF" -gt 0 ] && [ "$TST_PASS" = 0 ] && ret=$((ret | 32))

	{
		echo
		echo "Summary:"
		echo "passed   $TST_PASS"
		echo "failed   $TST_FAIL"
		echo "broken   $TST_BROK"
		echo "skipped  $TST_CONF"
		echo "warnings $TST_WARN"
		echo "exit status $ret"
	} >&2
	exit $ret
}

# The script ended without going through tst_run's end (exit in a test function ...).
_tst_on_exit_trap()
{
	[ -n "$_tst_in_exit" ] && return 0
	_tst_self_pid
	[ "$_tst_pid" = "$_tst_main_pid" ] || return 0
	tst_res TBROK "Test exited before the end of tst_run"
	_tst_do_exit
}

_tst_is_function()
{
	case "$(LC_ALL=C type "$1" 2>/dev/null)" in
	*function*) return 0 ;;
	esac
	return 1
}

# ---- running the test ---------------------------------------------------------------------

_tst_run_tcases()
{
	local n=1

	if ! _tst_is_function "$TST_TESTFUNC" && ! _tst_is_function "${TST_TESTFUNC}1"; then
		tst_brk TBROK "Test function '$TST_TESTFUNC' is not defined"
		return 2
	fi
	if [ -z "${TST_CNT:-}" ]; then
		$TST_TESTFUNC "$@"
		TST_COUNT=$((TST_COUNT + 1))
		return
	fi
	if _tst_is_function "${TST_TESTFUNC}1"; then
		while [ $n -le "$TST_CNT" ]; do
			if ! _tst_is_function "$TST_TESTFUNC$n"; then
				tst_brk TBROK "Function '$TST_TESTFUNC$n' not found"
				return
			fi
			"$TST_TESTFUNC$n" "$@"
			TST_COUNT=$((TST_COUNT + 1))
			n=$((n + 1))
		done
		return
	fi
	while [ $n -le "$TST_CNT" ]; do
		$TST_TESTFUNC "$n" "$@"
		TST_COUNT=$((TST_COUNT + 1))
		n=$((n + 1))
	done
}

_tst_run_iterations()
{
	local i=0 item old_ifs

	while [ $i -lt "$TST_ITERATIONS" ]; do
		if [ -n "${TST_TEST_DATA:-}" ]; then
			old_ifs=$IFS
			IFS=${TST_TEST_DATA_IFS:-" "}
			# shellcheck disable=SC2086 # the data is split on TST_TEST_DATA_IFS
			set -- $TST_TEST_DATA
			IFS=$old_ifs
			for item in "$@"; do
				_tst_run_tcases "$item"
			done
		else
			_tst_run_tcases
		fi
		i=$((i + 1))
	done
}

# One round: format/mount the device, setup, the iterations, cleanup.
_tst_run_round()
{
	if _tst_is_true "${TST_FORMAT_DEVICE:-}"; then
		tst_device clear "$TST_DEVICE"
		# shellcheck disable=SC2086 # option lists split into words
		tst_mkfs "$TST_FS_TYPE" ${TST_DEV_FS_OPTS:-} "$TST_DEVICE" ${TST_DEV_EXTRA_OPTS:-}
	fi
	_tst_is_true "${TST_MOUNT_DEVICE:-}" && tst_mount
	_tst_testdir=$PWD
	_tst_setup_started=1
	if [ -n "${TST_SETUP:-}" ]; then
		if _tst_is_function "$TST_SETUP"; then
			$TST_SETUP
		else
			tst_brk TBROK "TST_SETUP=$TST_SETUP is not defined"
		fi
	fi
	_tst_run_iterations
	_tst_run_cleanup
}

_tst_fs_round()
{
	_tst_self_pid
	_tst_runner_pid=$_tst_pid
	echo "$_tst_runner_pid" > "$_tst_state/runner"
	_tst_set_traps
	_tst_run_round
	exit 0
}

_tst_all_filesystems()
{
	local fs list

	list=$(_tst_supported_fs)
	[ -n "$list" ] || tst_brk TCONF "There are no supported filesystems"
	for fs in $list; do
		tst_res TINFO "=== Testing on $fs ==="
		TST_FS_TYPE=$fs
		# A subshell per filesystem: a TCONF there skips only that filesystem.
		( _tst_fs_round )
		echo "$_tst_main_pid" > "$_tst_state/runner"
		[ -f "$_tst_state/abort" ] && break
	done
}

_tst_acquire_device()
{
	if ! tst_cmd_available tst_device; then
		tst_brk TBROK "tst_device not found in PATH"
		return 2
	fi
	# shellcheck disable=SC2086 # empty size means the default
	TST_DEVICE=$(tst_device acquire ${TST_DEVICE_SIZE:-})
	if [ -z "$TST_DEVICE" ]; then
		tst_brk TBROK "Failed to acquire device"
		return 2
	fi
	[ -z "${LTP_DEV:-}" ] && _tst_dev_acquired=1
	export TST_DEVICE
}

_tst_make_tmpdir()
{
	local root="${TMPDIR:-/tmp}"

	case "$root" in
	/*) ;;
	*)
		tst_brk TBROK "TMPDIR must be an absolute path, got '$root'"
		return 2
		;;
	esac
	TST_TMPDIR=$(mktemp -d "$root/LTP_$TST_ID.XXXXXXXXXX") ||
		tst_brk TBROK "Failed to create a temporary directory in $root"
	chmod 777 "$TST_TMPDIR" || tst_brk TBROK "chmod 777 $TST_TMPDIR failed"
	cd "$TST_TMPDIR" || tst_brk TBROK "cd $TST_TMPDIR failed"
	export TST_TMPDIR
	tst_res TINFO "Using $TST_TMPDIR as tmpdir ($(stat -f -c %T "$TST_TMPDIR") filesystem)"
}

# Checkpoints shared with helper programs: a one-page file LTP_IPC_PATH in /dev/shm.
_tst_make_ipc()
{
	local dir=/dev/shm

	[ -d "$dir" ] || dir=$TST_TMPDIR
	LTP_IPC_PATH=$dir/ltp_${TST_ID}_$$
	_tst_ipc_made=1
	ROD tst_checkpoint init "$LTP_IPC_PATH"
	export LTP_IPC_PATH
}

_tst_reserved_names()
{
	echo "ALL_FILESYSTEMS CHECKPOINT_WAIT CHECKPOINT_WAKE CHECKPOINT_WAKE2
	CHECKPOINT_WAKE_AND_WAIT CLEANUP CNT DATAROOT DEVICE DEVICE_SIZE DEV_EXTRA_OPTS
	DEV_FS_OPTS DISABLE_APPARMOR DISABLE_SELINUX FORMAT_DEVICE FS_TYPE ID IPV6 IPV6_FLAG
	IPVER MIN_KVER MNTPOINT MNT_PARAMS MODPATH MOUNT_DEVICE NEEDS_CHECKPOINTS NEEDS_CMDS
	NEEDS_DEVICE NEEDS_DRIVERS NEEDS_KCONFIGS NEEDS_KCONFIGS_IFS NEEDS_MODULE NEEDS_ROOT
	NEEDS_TMPDIR NETLOAD_CLN_NUMBER NET_DATAROOT NET_MAX_PKT NET_RHOST_RUN_DEBUG
	NET_SKIP_VARIABLE_INIT OPTS PARSE_ARGS POS_ARGS RETRY_FN_EXP_BACKOFF RETRY_FUNC SETUP
	SKIP_FILESYSTEMS SKIP_IN_LOCKDOWN SKIP_IN_SECUREBOOT TESTFUNC TEST_DATA TEST_DATA_IFS
	TIMEOUT TMPDIR USAGE USR_GID USR_UID SKIP_LSM_WARNINGS NO_DEFAULT_RUN
	DESCRIPTION RUNS_ALONE EXCLUSIVE PASS FAIL BROK WARN CONF COUNT ITERATIONS STARTWD ARGS LIB_LOADED"
}

# Warn about TST_* names the library does not know (typos, clashes) and _tst_* use.
_tst_check_names()
{
	local name known

	known=" $(_tst_reserved_names | tr -s ' \t\n' '   ') "
	grep -oE '(^|[[:space:];])TST_[A-Z0-9_]+=' "$0" 2>/dev/null |
		sed 's/^.*TST_//; s/=$//' | sort -u |
	while read -r name; do
		case "$known" in
		*" $name "*) ;;
		*) tst_res TWARN "Reserved variable TST_$name used!" ;;
		esac
	done
	grep -o '_tst_[a-z_]*' "$0" 2>/dev/null | sort -u | while read -r name; do
		tst_res TWARN "Private variable or function $name used!"
	done
}

_tst_check_security()
{
	if _tst_is_true "${TST_SKIP_IN_LOCKDOWN:-}" && tst_lockdown_enabled; then
		tst_brk TCONF "Kernel is locked down, skipping this test"
	fi
	if _tst_is_true "${TST_SKIP_IN_SECUREBOOT:-}" && tst_secureboot_enabled; then
		tst_brk TCONF "SecureBoot enabled, skipping this test"
	fi
	_tst_is_true "${TST_DISABLE_APPARMOR:-}" && tst_disable_apparmor
	_tst_is_true "${TST_DISABLE_SELINUX:-}" && tst_disable_selinux
	return 0
}

# TST_SKIP_FILESYSTEMS without TST_ALL_FILESYSTEMS: refuse to run on a listed filesystem.
_tst_check_cwd_fs()
{
	local fs

	[ -n "${TST_SKIP_FILESYSTEMS:-}" ] || return 0
	_tst_is_true "${TST_ALL_FILESYSTEMS:-}" && return 0
	fs=$(stat -f -c %T . 2>/dev/null)
	case "$fs" in
	ext2/ext3) fs=ext2 ;;
	msdos) fs=vfat ;;
	fuseblk) fs=ntfs ;;
	esac
	case ",$(echo "$TST_SKIP_FILESYSTEMS" | tr -d ' ')," in
	*",$fs,"*) tst_brk TCONF "$fs filesystem is not supported by the test" ;;
	esac
}

tst_run()
{
	local ret

	[ -n "$_tst_state" ] && tst_brk TBROK "tst_run called twice"

	_tst_state=$(mktemp -d "${TMPDIR:-/tmp}/ltk_sh_$TST_ID.XXXXXX" 2>/dev/null) ||
		_tst_state=$(mktemp -d "/tmp/ltk_sh_$TST_ID.XXXXXX")
	echo "$_tst_main_pid" > "$_tst_state/runner"
	# for the C helpers: they print and count results as we do
	export TST_ID TST_COUNT LTK_SH_RESULTS="$_tst_state/results"
	trap '_tst_on_exit_trap' EXIT
	_tst_set_traps
	_tst_check_names

	tst_res TINFO "Running: $(basename "$0") $TST_ARGS"
	tst_res TINFO "Tested kernel: $(uname -a)"

	_tst_is_true "${TST_NEEDS_ROOT:-}" && tst_require_root
	# shellcheck disable=SC2086 # a list of commands
	[ -n "${TST_NEEDS_CMDS:-}" ] && tst_require_cmds $TST_NEEDS_CMDS
	[ -n "${TST_NEEDS_KCONFIGS:-}" ] &&
		tst_require_kconfigs "$TST_NEEDS_KCONFIGS" "${TST_NEEDS_KCONFIGS_IFS:-,}"
	# shellcheck disable=SC2086 # a list of drivers
	[ -n "${TST_NEEDS_DRIVERS:-}" ] && tst_require_drivers $TST_NEEDS_DRIVERS
	if [ -n "${TST_MIN_KVER:-}" ]; then
		tst_kvcmp -lt "$TST_MIN_KVER"
		ret=$?
		[ $ret = 0 ] && tst_brk TCONF "test requires kernel $TST_MIN_KVER+"
	fi
	_tst_check_security

	tst_set_timeout "${TST_TIMEOUT:-300}"

	# Every filesystem of TST_ALL_FILESYSTEMS gets a fresh mkfs (as in the C library).
	_tst_is_true "${TST_ALL_FILESYSTEMS:-}" && TST_FORMAT_DEVICE=1
	_tst_is_true "${TST_MOUNT_DEVICE:-}" && TST_FORMAT_DEVICE=1
	_tst_is_true "${TST_FORMAT_DEVICE:-}" && TST_NEEDS_DEVICE=1
	_tst_is_true "${TST_NEEDS_DEVICE:-}" && TST_NEEDS_TMPDIR=1
	_tst_is_true "${TST_NEEDS_CHECKPOINTS:-}" && TST_NEEDS_TMPDIR=1
	[ -n "${TST_NEEDS_MODULE:-}" ] && tst_require_module "$TST_NEEDS_MODULE"

	if _tst_is_true "${TST_NEEDS_TMPDIR:-}"; then
		_tst_make_tmpdir
		TST_MNTPOINT=${TST_MNTPOINT:-$PWD/mntpoint}
		case "$TST_MNTPOINT" in
		/*) ;;
		*) TST_MNTPOINT=$PWD/$TST_MNTPOINT ;;
		esac
	fi
	# the directory the test works in: the tmpdir when there is one
	_tst_check_cwd_fs
	_tst_is_true "${TST_NEEDS_CHECKPOINTS:-}" && _tst_make_ipc
	TST_FS_TYPE=${TST_FS_TYPE:-${LTP_DEV_FS_TYPE:-ext2}}

	if _tst_is_true "${TST_NEEDS_DEVICE:-}"; then
		_tst_acquire_device
	fi
	if _tst_is_true "${TST_ALL_FILESYSTEMS:-}"; then
		_tst_all_filesystems
	else
		_tst_run_round
	fi
	_tst_do_exit
}

# ---- options -----------------------------------------------------------------------------

_tst_setup_checks()
{
	if ! grep -q 'tst_run' "$0" 2>/dev/null; then
		tst_brk TBROK "Test $0 must call tst_run!"
	fi
	if [ -z "${TST_TESTFUNC:-}" ]; then
		tst_brk TBROK "TST_TESTFUNC is not defined"
	fi
	if [ -n "${TST_CNT:-}" ]; then
		if ! tst_is_int "$TST_CNT" || [ "$TST_CNT" -lt 1 ]; then
			tst_brk TBROK "TST_CNT must be integer > 0, got '$TST_CNT'"
		fi
	fi
	if [ -n "${TST_POS_ARGS:-}" ] && ! tst_is_int "$TST_POS_ARGS"; then
		tst_brk TBROK "TST_POS_ARGS must be an integer, got '$TST_POS_ARGS'"
	fi
}

_tst_parse_options()
{
	local opt

	OPTIND=1
	while getopts ":hi:${TST_OPTS:-}" opt; do
		case "$opt" in
		h)
			tst_usage
			exit 0
			;;
		i)
			if ! tst_is_int "$OPTARG" || [ "$OPTARG" -lt 0 ]; then
				tst_usage >&2
				tst_brk TBROK "Expected a number >= 0 after -i, got '$OPTARG'"
			fi
			TST_ITERATIONS=$OPTARG
			;;
		'?'|:)
			tst_usage >&2
			[ "$opt" = : ] && echo "Option -$OPTARG needs an argument" >&2 ||
				echo "Invalid option -$OPTARG" >&2
			exit 2
			;;
		*)
			if [ -z "${TST_PARSE_ARGS:-}" ]; then
				tst_brk TBROK "TST_OPTS is set but TST_PARSE_ARGS is not"
			fi
			$TST_PARSE_ARGS "$opt" "${OPTARG:-}"
			;;
		esac
	done
	shift $((OPTIND - 1))
	if [ -n "${TST_POS_ARGS:-}" ]; then
		if [ $# != "$TST_POS_ARGS" ]; then
			tst_usage >&2
			tst_brk TBROK "Expected $TST_POS_ARGS positional argument(s), got $#"
		fi
	elif [ $# -gt 0 ]; then
		tst_usage >&2
		tst_brk TBROK "Unexpected positional argument(s): $*"
	fi
}

if [ -z "${LTPROOT:-}" ]; then
	export LTPROOT="$PWD"
	TST_DATAROOT=$LTPROOT/datafiles
else
	TST_DATAROOT=$LTPROOT/testcases/data/$TST_ID
fi
export TST_DATAROOT
export TST_USR_UID="${LTP_USR_UID:-65534}"
export TST_USR_GID="${LTP_USR_GID:-65534}"

# Helpers (tst_device, tst_timeout_kill ...) live next to this library and the tests.
case ":$PATH:" in
*":$(dirname "$0"):"*) ;;
*) PATH="$(cd "$(dirname "$0")" && pwd):$PATH" ;;
esac

if [ -z "${TST_NO_DEFAULT_RUN:-}" ]; then
	if [ $# = 1 ] && [ "$1" = --metadata ]; then
		_tst_metadata
		exit 0
	fi
	TST_ARGS="$*"
	_tst_setup_checks
	_tst_parse_options "$@"
fi
