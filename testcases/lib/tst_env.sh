#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Shell loader, part 2: the reporting functions of a script run by tst_run_shell.
#   tst_res TYPE MSG...   one result into the shared page (tst_res_ helper, C format)
#   tst_brk TYPE MSG...   the same, then exit (2 after TBROK, 0 otherwise: the result is
#                         already counted; the EXIT trap runs TST_CLEANUP)
# They are aliases so that $LINENO is the caller's line (-1 where the shell has none).

_tst_script=${0##*/}

tst_brk_()
{
	tst_res_ --brk "$@"
	[ "$3" = TBROK ] && exit 2
	exit 0
}

# bash expands aliases in scripts only when asked; dash always does.
# shellcheck disable=SC3044 # bash only, guarded
[ -n "${BASH_VERSION:-}" ] && shopt -s expand_aliases

alias tst_res='tst_res_ "$_tst_script" "${LINENO:--1}"'
alias tst_brk='tst_brk_ "$_tst_script" "${LINENO:--1}"'
