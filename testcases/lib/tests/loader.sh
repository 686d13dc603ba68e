#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture of the shell loader: MODE selects what the cases do.
# ---
# doc
# Three cases run by the C library (tst_run_shell), each a new run of this script.
# ---
# ---
# env
# {
#  "needs_tmpdir": true,
#  "tcnt": 3,
#  "exclusive": ["loader-selftest"],
#  "tags": [["ltk-selftest", "loader"]],
#  "needs_cmds": ["sh", {"cmd": "no_such_cmd_ltk", "optional": true}]
# }
# ---
TST_SETUP=setup
TST_CLEANUP=cleanup

. tst_loader.sh

# setup and cleanup run in the same script run as the case (its index is the argument)
CASE=${1:-}

setup()
{
	tst_res TINFO "setup of case $CASE"
}

cleanup()
{
	tst_res TINFO "cleanup of case $CASE"
}

tst_test()
{
	case "${MODE:-}:$1" in
	brk:1) tst_brk TBROK "stop here" ;;
	conf:1) tst_brk TCONF "skip this case" ;;
	exit:1) exit 7 ;;
	bad_type:1) tst_res TBAD "what" ;;
	esac
	case "$PWD" in
	*/LTP_loa*) tst_res TPASS "case $1 in the tmpdir" ;;
	*) tst_res TFAIL "case $1 in $PWD" ;;
	esac
}

. tst_run.sh
