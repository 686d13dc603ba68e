#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Small helpers for shell tests: number checks, commands, root, sleep, random numbers,
# free ports, virtualisation.
# Part of the shell test library: sourced by tst_test.sh, not by tests.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it
# shellcheck disable=SC2317,SC2329 # called by name from tests and the library

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

# The C helper of that name: getconf is not everywhere (busybox has none).
tst_getconf()
{
	command tst_getconf "$@"
}
