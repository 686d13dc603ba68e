#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# ---
# doc
# /proc/PID/maps and /proc/PID/smaps of a running shell agree with each other and show
# its stack and its executable. Runs on the shell loader (tst_loader.sh).
# ---
# ---
# env
# {
#  "description": "/proc/PID/maps and smaps agree and show the stack and the executable",
#  "needs_kconfigs": ["CONFIG_PROC_PAGE_MONITOR=y"],
#  "needs_tmpdir": true,
#  "tcnt": 2
# }
# ---

. tst_loader.sh

# maps: "start-end perms offset dev inode [path]" (hex addresses)
maps_kb()
{
	local total=0 range start end

	while read -r range _; do
		start=${range%-*}
		end=${range#*-}
		# dash's arithmetic stops at 2^63 - 1: drop the common top digit of kernel-half
		# addresses ([vsyscall] is ffffffffff600000-ffffffffff601000)
		while [ ${#start} = 16 ] && [ ${#end} = 16 ] && [ "${start%"${start#?}"}" = f ] &&
		      [ "${end%"${end#?}"}" = f ]; do
			start=${start#?}
			end=${end#?}
		done
		total=$((total + (0x$end - 0x$start) / 1024))
	done < "$1"
	echo "$total"
}

smaps_kb()
{
	local total=0 key val

	while read -r key val _; do
		[ "$key" = "Size:" ] && total=$((total + val))
	done < "$1"
	echo "$total"
}

tst_test()
{
	local exe pid sleep_exe i=0

	# the program the shell runs for sleep: a file in PATH, or (busybox) the shell itself
	sleep_exe=$(command -v sleep)
	case $sleep_exe in
	/*) sleep_exe=$(readlink -f "$sleep_exe") ;;
	*) sleep_exe=$(readlink "/proc/$$/exe") ;;
	esac
	# A process that stays put while its files are copied: the copies are read together,
	# once it has exec()ed sleep (before that it is a copy of this shell, still changing)
	# and its loader has mapped everything: maps read before and after smaps are the same.
	sleep 30 &
	pid=$!
	while exe=$(readlink "/proc/$pid/exe") && [ "$exe" != "$sleep_exe" ]; do
		i=$((i + 1))
		[ $i -lt 500 ] || tst_brk TBROK "sleep did not start"
		sleep 0.01
	done
	while :; do
		cp "/proc/$pid/maps" maps || tst_brk TBROK "cannot read /proc/$pid/maps"
		cp "/proc/$pid/smaps" smaps || tst_brk TBROK "cannot read /proc/$pid/smaps"
		cp "/proc/$pid/maps" maps.after || tst_brk TBROK "cannot read /proc/$pid/maps"
		[ "$(cat maps)" = "$(cat maps.after)" ] && break
		i=$((i + 1))
		[ $i -lt 500 ] || tst_brk TBROK "sleep's mappings kept changing"
		sleep 0.01
	done
	kill "$pid"
	wait "$pid" 2>/dev/null

	case "$1" in
	0)
		if grep -q ' \[stack\]$' maps; then
			tst_res TPASS "maps lists [stack]"
		else
			tst_res TFAIL "no [stack] line in maps"
		fi
		if grep -qF " $exe" maps; then
			tst_res TPASS "maps lists the executable $exe"
		else
			tst_res TFAIL "$exe not mapped in maps"
		fi
		;;
	1)
		local m s

		m=$(maps_kb maps)
		s=$(smaps_kb smaps)
		if [ "$m" -gt 0 ] && [ "$m" = "$s" ]; then
			tst_res TPASS "maps and smaps both cover $m kB"
		else
			tst_res TFAIL "maps cover $m kB, smaps Size: total $s kB"
		fi
		;;
	esac
}

. tst_run.sh
