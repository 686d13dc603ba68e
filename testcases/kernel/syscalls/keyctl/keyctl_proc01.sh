#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# ---
# doc
# The key quota files (/proc/sys/kernel/keys/*) hold sane numbers, and /proc/key-users
# accounts root's keys within root's quota. Runs on the shell loader (tst_loader.sh).
# ---
# ---
# env
# {
#  "description": "key quota files hold numbers; root's key usage is within its quota",
#  "needs_root": true,
#  "needs_kconfigs": ["CONFIG_KEYS=y"],
#  "tcnt": 2
# }
# ---

. tst_loader.sh

KEYS=/proc/sys/kernel/keys

tst_test()
{
	local f v

	case "$1" in
	0)
		for f in maxkeys maxbytes root_maxkeys root_maxbytes gc_delay; do
			[ -r "$KEYS/$f" ] || tst_brk TCONF "$KEYS/$f not readable"
			v=$(cat "$KEYS/$f")
			case "$v" in
			''|*[!0-9]*) tst_res TFAIL "$KEYS/$f holds '$v', not a number" ;;
			*) tst_res TPASS "$KEYS/$f = $v" ;;
			esac
		done
		;;
	1)
		# "uid: usage nkeys/ninstantiated qnkeys/maxkeys qnbytes/maxbytes"
		local line uid keys bytes

		line=$(grep '^ *0:' /proc/key-users)
		[ -n "$line" ] || tst_brk TCONF "root owns no key (no line in /proc/key-users)"
		# shellcheck disable=SC2086 # split the line into its fields
		set -- $line
		uid=$1 keys=$4 bytes=$5
		if [ "${keys#*/}" = "$(cat "$KEYS/root_maxkeys")" ] &&
		   [ "${bytes#*/}" = "$(cat "$KEYS/root_maxbytes")" ] &&
		   [ "${keys%/*}" -le "${keys#*/}" ] && [ "${bytes%/*}" -le "${bytes#*/}" ]; then
			tst_res TPASS "uid ${uid%:} uses $keys keys and $bytes bytes of its quota"
		else
			tst_res TFAIL "uid ${uid%:}: $keys keys, $bytes bytes do not match the quota"
		fi
		;;
	esac
}

. tst_run.sh
