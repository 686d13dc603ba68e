#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Running commands in tests: ROD, ROD_SILENT, EXPECT_PASS/FAIL(_BRK), TST_RETRY_*,
# TST_RTNL_CHK and the checkpoint wrappers.
# Part of the shell test library: sourced by tst_test.sh, not by tests.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it
# shellcheck disable=SC2317,SC2329 # called by name from tests and the library

. tst_rod.sh

# ROD's runner: _tst_rod_run (tst_rod.sh), reporting a redirection without a file name.
_tst_rod()
{
	local rc

	_tst_rod_missing=''
	_tst_rod_run "$@"
	rc=$?
	[ -n "$_tst_rod_missing" ] &&
		tst_res TBROK "missing file name after '$_tst_rod_missing'"
	return $rc
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
