#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The running kernel: version comparison (tst_kvcmp), kernel config (tst_require_kconfigs),
# drivers and modules.
# Part of the shell test library: sourced by tst_test.sh, not by tests.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it
# shellcheck disable=SC2317,SC2329 # called by name from tests and the library

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

# tst_require_module NAME.ko: find it next to the test (cwd, $LTPROOT/testcases/bin, the
# start directory, the script's directory, where "make modules" installs it); sets
# TST_MODPATH.
tst_require_module()
{
	local mod="$1" dir

	for dir in "$PWD" "${LTPROOT:-}/testcases/bin" "$TST_STARTWD" "$(dirname "$0")"; do
		if [ -f "$dir/$mod" ]; then
			TST_MODPATH=$dir/$mod
			break
		fi
	done
	[ -n "$TST_MODPATH" ] || tst_brk TCONF "Failed to find module '$mod'"
	tst_res TINFO "Found module at '$TST_MODPATH'"
}
