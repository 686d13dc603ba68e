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
# POSIX sh plus "local" (dash, bash, busybox ash and mksh all have it).
# shellcheck disable=SC3043
# shellcheck disable=SC2317,SC2329 # functions here are called by name from the tests
# (a variable holds the name), which shellcheck cannot follow.

[ -n "${TST_LIB_LOADED:-}" ] && return 0

export TST_LIB_LOADED=1
export LC_ALL=C

. tst_ansi_color.sh
. tst_security.sh

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

# ---- running commands ---------------------------------------------------------------------

# Run a command whose arguments may contain the redirections ">" FILE, ">>" FILE, "<" FILE
# (or ">FILE" ...), so `ROD echo 1 \> /proc/sys/x` writes into the file.
_tst_rod()
{
	local n=$# arg out='' app='' inp='' redir=''

	while [ "$n" -gt 0 ]; do
		arg=$1
		shift
		n=$((n - 1))
		case "$arg" in
		'>'|'>>'|'<')
			if [ "$n" = 0 ]; then
				tst_res TBROK "missing file name after '$arg'"
				return 2
			fi
			case "$arg" in
			'>') out=$1 ;;
			'>>') app=$1 ;;
			'<') inp=$1 ;;
			esac
			shift
			n=$((n - 1))
			redir=1
			;;
		'>>'?*) app=${arg#>>}; redir=1 ;;
		'>'?*) out=${arg#>}; redir=1 ;;
		'<'?*) inp=${arg#<}; redir=1 ;;
		*) set -- "$@" "$arg" ;;
		esac
	done
	if [ -z "$redir" ]; then
		"$@"
		return
	fi
	(
		if [ -n "$inp" ]; then exec < "$inp" || exit 1; fi
		if [ -n "$out" ]; then exec > "$out" || exit 1; fi
		if [ -n "$app" ]; then exec >> "$app" || exit 1; fi
		"$@"
	)
}

ROD()
{
	_tst_rod "$@" || tst_brk TBROK "$* failed"
}

ROD_SILENT()
{
	local log="${_tst_state:-/tmp}/rod.$$"

	if _tst_rod "$@" > "$log" 2>&1; then
		rm -f "$log"
		return 0
	fi
	cat "$log" >&2
	rm -f "$log"
	tst_brk TBROK "$* failed"
}

EXPECT_PASS()
{
	if _tst_rod "$@"; then
		tst_res TPASS "$* passed as expected"
		return 0
	fi
	tst_res TFAIL "$* failed unexpectedly"
	return 1
}

EXPECT_PASS_BRK()
{
	if _tst_rod "$@"; then
		tst_res TPASS "$* passed as expected"
		return 0
	fi
	_tst_brk_fail "$* failed unexpectedly"
}

EXPECT_FAIL()
{
	if _tst_rod "$@" 2>/dev/null; then
		tst_res TFAIL "$* passed unexpectedly"
		return 1
	fi
	tst_res TPASS "$* failed as expected"
	return 0
}

EXPECT_FAIL_BRK()
{
	if _tst_rod "$@" 2>/dev/null; then
		_tst_brk_fail "$* passed unexpectedly"
		return 1
	fi
	tst_res TPASS "$* failed as expected"
	return 0
}

# TST_RETRY_FN_EXP_BACKOFF "CMD" EXPECTED_RC MAX_SECONDS: eval CMD until it returns
# EXPECTED_RC, sleeping 1us, 2us, 4us ... between tries, for MAX_SECONDS * LTP_TIMEOUT_MUL.
TST_RETRY_FN_EXP_BACKOFF()
{
	local cmd="$1" expected="$2" max="$3" rc sleep_us=1 waited=0 limit

	if ! tst_is_int "$expected" || ! tst_is_int "$max" || [ "$max" -lt 0 ]; then
		tst_brk TBROK "TST_RETRY_FN_EXP_BACKOFF: bad arguments '$expected' '$max'"
		return 2
	fi
	limit=$(_tst_mul_timeout "$max")
	limit=$((limit * 1000000))
	while :; do
		eval "$cmd"
		rc=$?
		[ "$rc" = "$expected" ] && return 0
		if [ "$waited" -ge "$limit" ]; then
			tst_brk TBROK "\"$cmd\" timed out"
			return 2
		fi
		tst_sleep "${sleep_us}us"
		waited=$((waited + sleep_us))
		sleep_us=$((sleep_us * 2))
	done
}

TST_RETRY_FUNC()
{
	TST_RETRY_FN_EXP_BACKOFF "$1" "$2" 1
}

# Run an "ip" command: no kernel support is TCONF, other failures TBROK.
TST_RTNL_CHK()
{
	local out

	if out=$("$@" 2>&1); then
		return 0
	fi
	case "$out" in
	*"RTNETLINK answers: Function not implemented"*|\
	*"RTNETLINK answers: Operation not supported"*|\
	*"RTNETLINK answers: Protocol not supported"*|\
	*"Requested"*"algorithm not found"*)
		tst_brk TCONF "'$*' not supported: $out"
		;;
	esac
	tst_brk TBROK "$* failed: $out"
}

TST_CHECKPOINT_WAIT()
{
	ROD tst_checkpoint wait 10000 "$1"
}

TST_CHECKPOINT_WAKE()
{
	ROD tst_checkpoint wake 10000 "$1" 1
}

TST_CHECKPOINT_WAKE2()
{
	ROD tst_checkpoint wake 10000 "$1" "$2"
}

TST_CHECKPOINT_WAKE_AND_WAIT()
{
	TST_CHECKPOINT_WAKE "$1"
	TST_CHECKPOINT_WAIT "$1"
}

# ---- small helpers ------------------------------------------------------------------------

tst_is_int()
{
	case "${1:-}" in
	''|-|*[!0-9-]*|?*-*) return 1 ;;
	esac
	return 0
}

tst_is_num()
{
	local int frac

	case "${1:-}" in
	*.*)
		int=${1%%.*}
		frac=${1#*.}
		case "$int" in ''|-) int=${int}0 ;; esac
		tst_is_int "$int" || return 1
		case "$frac" in ''|*[!0-9]*) return 1 ;; esac
		return 0
		;;
	esac
	tst_is_int "${1:-}"
}

tst_cmd_available()
{
	command -v "$1" > /dev/null 2>&1
}

tst_require_cmds()
{
	local cmd

	for cmd in "$@"; do
		tst_cmd_available "$cmd" || tst_brk TCONF "'$cmd' not found"
	done
}

tst_check_cmds()
{
	local cmd

	for cmd in "$@"; do
		if ! tst_cmd_available "$cmd"; then
			tst_res TCONF "'$cmd' not found"
			return 1
		fi
	done
	return 0
}

tst_require_root()
{
	[ "$(id -u)" = 0 ] || tst_brk TCONF "Must be super/root for this test!"
}

# tst_sleep N[s|ms|us]: sleep N seconds, milliseconds or microseconds.
tst_sleep()
{
	local arg="${1:-}" num unit secs

	num=${arg%%[!0-9]*}
	unit=${arg#"$num"}
	if [ -z "$num" ]; then
		tst_brk TBROK "tst_sleep: invalid time '$arg'"
		return 2
	fi
	case "$unit" in
	''|s) secs=$num ;;
	ms) secs=$(awk -v n="$num" 'BEGIN { printf "%.3f", n / 1000 }') ;;
	us) secs=$(awk -v n="$num" 'BEGIN { printf "%.6f", n / 1000000 }') ;;
	*)
		tst_brk TBROK "tst_sleep: invalid unit in '$arg' (s, ms or us)"
		return 2
		;;
	esac
	sleep "$secs"
}

# tst_random MAX or tst_random MIN MAX: a random integer in [MIN, MAX] (MIN defaults to 0).
tst_random()
{
	local min=0 max="$1" r

	if [ $# -ge 2 ]; then
		min=$1
		max=$2
	fi
	if ! tst_is_int "$min" || ! tst_is_int "$max" || [ "$max" -lt "$min" ]; then
		tst_brk TBROK "tst_random: bad range '$min' '$max'"
		return 2
	fi
	r=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
	echo $((min + r % (max - min + 1)))
}

# tst_get_unused_port ipv4|ipv6 stream|dgram: a port no socket of that kind is bound to.
tst_get_unused_port()
{
	local family="${1:-}" type="${2:-}" files port try=0

	case "$family/$type" in
	ipv4/stream) files=/proc/net/tcp ;;
	ipv6/stream) files=/proc/net/tcp6 ;;
	ipv4/dgram) files=/proc/net/udp ;;
	ipv6/dgram) files=/proc/net/udp6 ;;
	*)
		tst_brk TBROK "tst_get_unused_port: usage: ipv4|ipv6 stream|dgram"
		return 2
		;;
	esac
	while [ $try -lt 100 ]; do
		port=$(tst_random 1024 65535)
		if ! awk -v p="$port" 'NR > 1 { split($2, a, ":");
			if (("0x" a[2]) + 0 == p || strtonum("0x" a[2]) == p) found = 1 }
			END { exit !found }' $files 2>/dev/null; then
			echo "$port"
			return 0
		fi
		try=$((try + 1))
	done
	tst_brk TBROK "tst_get_unused_port: no free port found"
}

tst_virt_hyperv()
{
	if tst_cmd_available systemd-detect-virt; then
		[ "$(systemd-detect-virt 2>/dev/null)" = microsoft ]
		return
	fi
	grep -qi microsoft /sys/class/dmi/id/sys_vendor 2>/dev/null
}

tst_getconf()
{
	getconf "$@"
}

# ---- kernel version and config ------------------------------------------------------------

# "6.18.44-foo" -> "6 18 44"
_tst_kver_triplet()
{
	echo "$1" | awk -F'[.-]' '{
		for (i = 1; i <= 3; i++) {
			v = $i; sub(/[^0-9].*/, "", v); if (v == "") v = 0; printf "%d ", v
		}
	}'
}

# <0, 0, >0 like strcmp: kernel version vs $1 (prints -1, 0 or 1).
_tst_kver_cmp()
{
	local cur ref

	cur=$(_tst_kver_triplet "$(uname -r)")
	ref=$(_tst_kver_triplet "$1")
	echo "$cur $ref" | awk '{
		for (i = 1; i <= 3; i++) {
			if ($i < $(i + 3)) { print -1; exit }
			if ($i > $(i + 3)) { print 1; exit }
		}
		print 0
	}'
}

# tst_kvcmp -lt 5.10 [-a|-o -ge 4.4 ...]: compare the running kernel with versions.
tst_kvcmp()
{
	local result='' joiner='' op ver c ok

	while [ $# -gt 0 ]; do
		op=$1
		ver=${2:-}
		case "$op" in
		-eq|-ne|-gt|-ge|-lt|-le) ;;
		*)
			tst_brk TBROK "tst_kvcmp: invalid operator '$op'"
			return 2
			;;
		esac
		case "$ver" in
		[0-9]*) ;;
		*)
			tst_brk TBROK "tst_kvcmp: invalid version '$ver'"
			return 2
			;;
		esac
		shift 2
		c=$(_tst_kver_cmp "$ver")
		if test "$c" "$op" 0; then ok=0; else ok=1; fi
		case "$joiner" in
		'') result=$ok ;;
		-a) [ "$result" = 0 ] && [ "$ok" = 0 ]; result=$? ;;
		-o) { [ "$result" = 0 ] || [ "$ok" = 0 ]; }; result=$? ;;
		esac
		[ $# -eq 0 ] && break
		joiner=$1
		case "$joiner" in
		-a|-o) shift ;;
		*)
			tst_brk TBROK "tst_kvcmp: expected -a or -o, got '$joiner'"
			return 2
			;;
		esac
		if [ $# -eq 0 ]; then
			tst_brk TBROK "tst_kvcmp: missing comparison after $joiner"
			return 2
		fi
	done
	if [ -z "$result" ]; then
		tst_brk TBROK "tst_kvcmp: usage: -eq|-ne|-gt|-ge|-lt|-le VERSION [-a|-o ...]"
		return 2
	fi
	return "$result"
}

# The kernel config as text on stdout: KCONFIG_PATH, /proc/config.gz or /boot/config-*.
_tst_kconfig_text()
{
	local path="${KCONFIG_PATH:-}"

	if [ -z "$path" ]; then
		if [ -r /proc/config.gz ]; then
			path=/proc/config.gz
		else
			path=/boot/config-$(uname -r)
		fi
	fi
	[ -r "$path" ] || return 1
	case "$path" in
	*.gz) gzip -dc "$path" ;;
	*) cat "$path" ;;
	esac
}

# One kconfig term: CONFIG_X (y or m), CONFIG_X=val, CONFIG_X=n (unset). Reads $1 config.
_tst_kconfig_term()
{
	local cfg="$1" term="$2" name val have

	name=${term%%=*}
	have=$(grep "^$name=" "$cfg" | tail -n 1)
	have=${have#*=}
	case "$term" in
	*=*)
		val=${term#*=}
		if [ "$val" = n ]; then
			[ -z "$have" ]
		else
			[ "$have" = "$val" ]
		fi
		;;
	*) [ "$have" = y ] || [ "$have" = m ] ;;
	esac
}

# tst_require_kconfigs "CONFIG_A,CONFIG_B=y,CONFIG_C | CONFIG_D" [DELIM]: through the C
# library's parser (tst_check_kconfigs) when it is built, else a plain shell reading.
tst_require_kconfigs()
{
	local list="$1" delim="${2:-,}" cfg item alt ok missing='' old_ifs rc

	[ -n "$list" ] || return 0
	if tst_cmd_available tst_check_kconfigs; then
		old_ifs=$IFS
		IFS=$delim
		# shellcheck disable=SC2086 # split on the delimiter on purpose
		set -- $list
		IFS=$old_ifs
		tst_check_kconfigs "$@"
		rc=$?
		case $rc in
		0) return 0 ;;
		32) tst_brk TCONF "Aborting due to unsuitable kernel config, see above!" ;;
		*)
			# the helper reported (and counted) the TBROK itself
			_tst_abort
			_tst_break
			;;
		esac
		return $rc
	fi
	cfg=${_tst_state:-/tmp}/kconfig.$$
	if ! _tst_kconfig_text > "$cfg" 2>/dev/null || ! [ -s "$cfg" ]; then
		rm -f "$cfg"
		tst_brk TCONF "Cannot read the kernel config (set KCONFIG_PATH)"
		return 32
	fi
	old_ifs=$IFS
	IFS=$delim
	# shellcheck disable=SC2086 # split on the delimiter on purpose
	set -- $list
	IFS=$old_ifs
	for item in "$@"; do
		ok=1
		old_ifs=$IFS
		IFS='|'
		for alt in $item; do
			IFS=$old_ifs
			alt=$(echo "$alt" | tr -d ' \t')
			case "$alt" in
			CONFIG_[A-Za-z0-9_]*) ;;
			*)
				rm -f "$cfg"
				tst_brk TBROK "Invalid kconfig '$alt'"
				return 2
				;;
			esac
			if _tst_kconfig_term "$cfg" "$alt"; then
				ok=0
				break
			fi
		done
		IFS=$old_ifs
		if [ $ok != 0 ]; then
			tst_res TINFO "Constraint '$item' not satisfied"
			missing=1
		fi
	done
	rm -f "$cfg"
	[ -z "$missing" ] || tst_brk TCONF "Aborting due to unsuitable kernel config, see above!"
}

tst_require_drivers()
{
	local drv dir

	dir=/lib/modules/$(uname -r)
	for drv in "$@"; do
		[ -d "/sys/module/$drv" ] && continue
		grep -qE "(^|/)$drv\.ko" "$dir/modules.builtin" "$dir/modules.dep" 2>/dev/null \
			&& continue
		tst_brk TCONF "$drv driver not available"
	done
}

# tst_require_module NAME.ko: find it next to the test; sets TST_MODPATH.
tst_require_module()
{
	local mod="$1" dir

	for dir in "$PWD" "${LTPROOT:-}/testcases/bin" "$TST_STARTWD"; do
		if [ -f "$dir/$mod" ]; then
			TST_MODPATH=$dir/$mod
			break
		fi
	done
	[ -n "$TST_MODPATH" ] || tst_brk TCONF "Failed to find module '$mod'"
	tst_res TINFO "Found module at '$TST_MODPATH'"
}

# ---- devices and filesystems --------------------------------------------------------------

# tst_mkfs [FS_TYPE [OPTS...]]: OPTS default to $TST_DEVICE.
tst_mkfs()
{
	local fs_type="${1:-$TST_FS_TYPE}" force=''

	[ $# -gt 0 ] && shift
	if [ $# -eq 0 ]; then
		if [ -z "$TST_DEVICE" ]; then
			tst_brk TBROK "No device given to tst_mkfs (set TST_NEEDS_DEVICE=1)"
			return 2
		fi
		set -- "$TST_DEVICE"
	fi
	if [ "$fs_type" = tmpfs ]; then
		tst_res TINFO "Skipping mkfs for TMPFS filesystem"
		return 0
	fi
	tst_require_cmds "mkfs.$fs_type"
	case "$fs_type" in
	ext2|ext3|ext4|ntfs) force=-F ;;
	xfs|btrfs|bcachefs) force=-f ;;
	esac
	tst_res TINFO "Formatting $fs_type with opts='$*'"
	# shellcheck disable=SC2086 # force is empty or one word
	ROD_SILENT "mkfs.$fs_type" $force "$@"
}

tst_mount()
{
	local err rc

	case "$TST_MNTPOINT" in
	/*) ;;
	*) TST_MNTPOINT=$PWD/$TST_MNTPOINT ;;
	esac
	ROD_SILENT mkdir -p "$TST_MNTPOINT"
	tst_res TINFO "Mounting device: mount -t $TST_FS_TYPE $TST_DEVICE $TST_MNTPOINT" \
		"$TST_MNT_PARAMS"
	err=${_tst_state:-/tmp}/mount.$$
	# shellcheck disable=SC2086 # TST_MNT_PARAMS is a list of mount options
	mount -t "$TST_FS_TYPE" "$TST_DEVICE" "$TST_MNTPOINT" $TST_MNT_PARAMS 2> "$err"
	rc=$?
	if [ $rc != 0 ]; then
		cat "$err" >&2
		rm -f "$err"
		[ $rc = 32 ] && tst_brk TCONF "Cannot mount $TST_FS_TYPE, missing driver?"
		tst_brk TBROK "Failed to mount device $TST_FS_TYPE type: mount exit = $rc"
		return 2
	fi
	rm -f "$err"
	_tst_mounted=$TST_MNTPOINT
}

# Is $1 a mount point (second field of /proc/mounts, octal escapes decoded)?
_tst_is_mounted()
{
	awk -v m="$1" '{
		p = $2; gsub(/\\040/, " ", p); gsub(/\\011/, "\t", p); gsub(/\\134/, "\\", p)
		if (p == m) found = 1
	} END { exit !found }' /proc/mounts
}

tst_umount()
{
	local mnt="${1:-$TST_MNTPOINT}" i=0

	[ -n "$mnt" ] || return 0
	case "$mnt" in
	/*) ;;
	*)
		tst_brk TCONF "The '$mnt' is not an absolute path"
		return 32
		;;
	esac
	mnt=$(echo "$mnt" | sed 's,/*$,,')
	if ! _tst_is_mounted "$mnt"; then
		tst_res TINFO "The $mnt is not mounted, skipping umount"
		return 0
	fi
	while [ $i -lt 50 ]; do
		umount "$mnt" 2>/dev/null && {
			[ "$_tst_mounted" = "$mnt" ] && _tst_mounted=
			return 0
		}
		_tst_is_mounted "$mnt" || return 0
		i=$((i + 1))
		tst_res TINFO "umount($mnt) failed, try $i ..."
		tst_res TINFO "Likely gvfsd-trash is probing newly mounted fs, kill it to speed up tests."
		tst_sleep 100ms
	done
	tst_res TWARN "Failed to umount($mnt) after 50 retries"
	return 1
}

# Size of a block device in MiB.
tst_get_device_size()
{
	local dev="${1:-$TST_DEVICE}" bytes

	bytes=$(blockdev --getsize64 "$dev" 2>/dev/null) || {
		tst_res TWARN "Cannot get the size of '$dev'"
		return 1
	}
	echo $((bytes / 1048576))
}

# Filesystems both the kernel and the tools support (order as in the C library),
# limited to LTP_SINGLE_FS_TYPE, without the TST_SKIP_FILESYSTEMS ones.
_tst_supported_fs()
{
	local fs skip=",${TST_SKIP_FILESYSTEMS:-},"

	# the C library's list, so shell and C tests cover the same filesystems
	if tst_cmd_available tst_supported_fs; then
		tst_supported_fs -s "${TST_SKIP_FILESYSTEMS:-}"
		return
	fi

	skip=$(echo "$skip" | tr -d ' ')
	for fs in ${LTP_SINGLE_FS_TYPE:-ext2 ext3 ext4 xfs btrfs bcachefs vfat exfat ntfs tmpfs}; do
		case "$skip" in
		*",$fs,"*)
			tst_res TINFO "Skipping $fs as requested by the test" >&2
			continue
			;;
		esac
		if tst_fs_supported "$fs"; then
			echo "$fs"
		else
			tst_res TINFO "Skipping $fs: not supported by the kernel or missing mkfs.$fs" >&2
		fi
	done
}

# tst_fs_supported FS: the kernel (or FUSE with its mount helper) and mkfs.FS are there.
tst_fs_supported()
{
	local fs="$1" kernel=''

	if tst_cmd_available tst_supported_fs; then
		tst_supported_fs "$fs" 2> /dev/null
		return
	fi

	grep -qw "$fs" /proc/filesystems && kernel=1
	if [ -z "$kernel" ] && grep -qw fuse /proc/filesystems && [ -c /dev/fuse ]; then
		case "$fs" in
		ntfs) tst_cmd_available ntfs-3g && kernel=1 ;;
		exfat) tst_cmd_available mount.exfat-fuse && kernel=1 ;;
		esac
	fi
	[ -n "$kernel" ] || return 1
	[ "$fs" = tmpfs ] || tst_cmd_available "mkfs.$fs"
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
	DESCRIPTION RUNS_ALONE PASS FAIL BROK WARN CONF COUNT ITERATIONS STARTWD ARGS LIB_LOADED"
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
	_tst_check_cwd_fs

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

# ---- options and metadata -----------------------------------------------------------------

tst_usage()
{
	if [ -n "${TST_USAGE:-}" ]; then
		$TST_USAGE
	else
		echo "usage: $0"
		echo "OPTIONS"
	fi
	echo "-h      Prints this help"
	echo "-i n    Execute test n times"
	echo "--metadata  Print the test's requirements as JSON and exit"
}

# JSON string of $1.
_tst_json_str()
{
	printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g; s/	/\\t/g')"
}

# JSON array of strings from a list split on $2 (default: blanks).
_tst_json_list()
{
	local list="$1" sep="${2:- }" old_ifs item first=1

	old_ifs=$IFS
	IFS=$sep
	# shellcheck disable=SC2086 # split on sep
	set -- $list
	IFS=$old_ifs
	printf '['
	for item in "$@"; do
		item=$(echo "$item" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
		[ -n "$item" ] || continue
		[ -n "$first" ] || printf ', '
		first=
		_tst_json_str "$item"
	done
	printf ']'
}

_tst_json_bool()
{
	if _tst_is_true "${1:-}"; then printf true; else printf false; fi
}

_tst_metadata()
{
	local mount format device tmpdir fs='[]' tcnt="${TST_CNT:-1}" timeout="${TST_TIMEOUT:-300}"
	local alone

	mount=${TST_MOUNT_DEVICE:-}
	format=${TST_FORMAT_DEVICE:-}
	_tst_is_true "$mount" && format=1
	_tst_is_true "${TST_ALL_FILESYSTEMS:-}" && format=1
	device=${TST_NEEDS_DEVICE:-}
	_tst_is_true "$format" && device=1
	_tst_is_true "${TST_ALL_FILESYSTEMS:-}" && device=1
	tmpdir=${TST_NEEDS_TMPDIR:-}
	_tst_is_true "$device" && tmpdir=1
	_tst_is_true "${TST_NEEDS_CHECKPOINTS:-}" && tmpdir=1
	if _tst_is_true "$format" && ! _tst_is_true "${TST_ALL_FILESYSTEMS:-}" &&
	   [ -n "${TST_FS_TYPE:-}" ]; then
		fs="[$(_tst_json_str "$TST_FS_TYPE")]"
	fi
	tst_is_int "$tcnt" || tcnt=1
	tst_is_int "$timeout" || timeout=300
	alone=${TST_RUNS_ALONE:-}
	printf '{\n'
	printf '  "ltk_metadata": 1,\n'
	printf '  "name": %s,\n' "$(_tst_json_str "$TST_ID")"
	printf '  "description": %s,\n' "$(_tst_json_str "${TST_DESCRIPTION:-}")"
	printf '  "api": "tst_test.sh",\n'
	printf '  "needs_root": %s,\n' "$(_tst_json_bool "${TST_NEEDS_ROOT:-}")"
	printf '  "needs_tmpdir": %s,\n' "$(_tst_json_bool "$tmpdir")"
	printf '  "needs_device": %s,\n' "$(_tst_json_bool "$device")"
	printf '  "format_device": %s,\n' "$(_tst_json_bool "$format")"
	printf '  "mount_device": %s,\n' "$(_tst_json_bool "$mount")"
	printf '  "all_filesystems": %s,\n' "$(_tst_json_bool "${TST_ALL_FILESYSTEMS:-}")"
	printf '  "filesystems": %s,\n' "$fs"
	printf '  "skip_filesystems": %s,\n' "$(_tst_json_list "${TST_SKIP_FILESYSTEMS:-}" ', ')"
	printf '  "dev_min_size": %s,\n' "$(tst_is_int "${TST_DEVICE_SIZE:-}" &&
		echo "$TST_DEVICE_SIZE" || echo 0)"
	printf '  "needs_kconfigs": %s,\n' \
		"$(_tst_json_list "${TST_NEEDS_KCONFIGS:-}" "${TST_NEEDS_KCONFIGS_IFS:-,}")"
	printf '  "needs_cmds": %s,\n' "$(_tst_json_list "${TST_NEEDS_CMDS:-}")"
	printf '  "caps": [],\n'
	printf '  "min_kver": %s,\n' "$(_tst_json_str "${TST_MIN_KVER:-}")"
	printf '  "supported_archs": [],\n'
	printf '  "forks_child": false,\n'
	printf '  "needs_checkpoints": %s,\n' "$(_tst_json_bool "${TST_NEEDS_CHECKPOINTS:-}")"
	printf '  "timeout": %s,\n' "$timeout"
	printf '  "runtime": 0,\n'
	printf '  "test_variants": 1,\n'
	printf '  "tcnt": %s,\n' "$tcnt"
	printf '  "tags": [],\n'
	printf '  "save_restore": [],\n'
	printf '  "runs_alone": %s\n' "$(_tst_json_bool "$alone")"
	printf '}\n'
}

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
