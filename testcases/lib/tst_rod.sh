#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# _tst_rod_run CMD [ARGS...]: run a command whose arguments may contain the redirections
# ">" FILE, ">>" FILE, "<" FILE (or ">FILE" ...), so `ROD echo 1 \> /proc/sys/x` writes
# into the file. A redirection without a file name returns 2 with _tst_rod_missing set to
# it. The one implementation behind ROD* of both shell libraries (test.sh, tst_test.sh).
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it

_tst_rod_missing=''

_tst_rod_run()
{
	local n=$# arg out='' app='' inp='' redir=''

	while [ "$n" -gt 0 ]; do
		arg=$1
		shift
		n=$((n - 1))
		case "$arg" in
		'>'|'>>'|'<')
			if [ "$n" = 0 ]; then
				_tst_rod_missing=$arg
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
