#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Help text and the --metadata JSON (doc/metadata.md) of a shell test, built from its
# TST_* variables.
# Part of the shell test library: sourced by tst_test.sh, not by tests.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it
# shellcheck disable=SC2317,SC2329 # called by name from tests and the library

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
	printf '  "needs_drivers": %s,\n' "$(_tst_json_list "${TST_NEEDS_DRIVERS:-}")"
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
	printf '  "runs_alone": %s,\n' "$(_tst_json_bool "$alone")"
	printf '  "exclusive": %s\n' "$(_tst_json_list "${TST_EXCLUSIVE:-}")"
	printf '}\n'
}
