# SPDX-License-Identifier: GPL-2.0-or-later
# tools/canfail: each mode turns the probe's checked call into a TFAIL, only the test's own
# calls are perturbed (not the library's SAFE_* ones), CANFAIL_NTH picks one call, the log
# counts the calls, bad settings exit 125.
so=$O/lib/canfail.so
[ -f "$so" ] || fail "$so is not built"
# the sanitizer runtime wants to come first; canfail only needs to come before libc
export ASAN_OPTIONS="$ASAN_OPTIONS:verify_asan_link_order=0"
cf() {	# cf CALL MODE [NTH]: run the probe under canfail
	: > "$T/log"
	run_cmd env CANFAIL_CALL=$1 CANFAIL_MODE=$2 CANFAIL_NTH=${3:-} CANFAIL_LOG="$T/log" \
		LD_PRELOAD="$so" "$BIN/canfail"
}

run canfail
expect_exit 0

cf read ret
expect_exit 1
expect_line 'TFAIL: read\(\) retval 4 != 5'

grep -c '^call read' "$T/log" | grep -qx 1 || fail "the library's SAFE_READ was counted"

cf read data
expect_exit 1
expect_line "TFAIL: read\(\) returned 'iello'"

cf read data 2
expect_exit 0
grep -q '^perturbed' "$T/log" && fail "CANFAIL_NTH=2 perturbed the only eligible call"

cf lseek ret
expect_exit 1
expect_line 'TFAIL: syscall\(__NR_lseek\) retval 6 != 5'
grep -q '^perturbed ret 1 lseek' "$T/log" || fail "raw lseek not perturbed"

cf open ret
expect_exit 0
grep -q '^call open ok' "$T/log" && fail "the library's SAFE_OPEN was seen as test code"

cf open errno
expect_exit 1
expect_line 'TFAIL: open\(missing\) expected ENOENT: EACCES'

cf open success
expect_exit 1
expect_line 'TFAIL: open\(missing\) invalid retval [0-9]+'

cf stat data
expect_exit 1
expect_line 'TFAIL: st.st_size \(6\) != 5'

cf read value
expect_exit 1
expect_line 'TFAIL: read\(\) retval 2 != 5'

cf read noop
expect_exit 1
expect_line 'TFAIL: read\(\) retval 0 != 5'
grep -q '^perturbed noop 1 read not made' "$T/log" || fail "noop did not log the call it skipped"

cf lseek noop
expect_exit 1
expect_line 'TFAIL: syscall\(__NR_lseek\) retval 0 != 5'

cf open noop
expect_exit 1
expect_line 'TFAIL: open\(missing\) invalid retval [0-9]+'
# a private stand-in, never the host's /dev/null, which the test could chmod for everyone
expect_line 'the descriptor open\(missing\) returned is /memfd:canfail'
expect_no_line 'returned is /dev/null'

cf open bogus
expect_exit 125
expect_line "canfail: CANFAIL_MODE='bogus'"
cf open ret 0
expect_exit 125
expect_line "canfail: CANFAIL_NTH='0'"
cf no_such_call ret
expect_exit 125
expect_line "canfail: CANFAIL_CALL='no_such_call'"
finish
