# SPDX-License-Identifier: GPL-2.0-or-later
# Checkpoints: across fork (both faces), wake2, timeouts as TBROK, bad ids, LTP_TIMEOUT_MUL.
run checkpoint fork
expect_exit 0
expect_order 'child woken on 0' 'child woken on 2'
expect_line 'TINFO  :  1 children exited with 0'
expect_line 'TPASS  :  checkpoints across fork'
[ -e "$T/checkpoint_futex_base_file" ] && fail "futex file left in the cwd"

run checkpoint wake2
expect_exit 0
expect_line 'TINFO  :  3 children exited with 0'
expect_line 'TPASS  :  woke 3 waiters'

run checkpoint signal
expect_exit 0
expect_line 'TPASS  :  wait survived a signal'

run checkpoint raw
expect_exit 0
expect_count 5 'TPASS'
expect_line 'TINFO  :  1024 ids'

# A lost wake-up: TBROK after the (scaled) timeout, cleanup runs, no hang.
LTP_TIMEOUT_MUL=0.1 run checkpoint no-waiter
expect_exit 2
expect_line 'TBROK  :  checkpoint\.c:[0-9]+: tst_checkpoint_wake\(7, 1, 1000\) failed: errno=ETIMEDOUT\(110\)'
expect_line 'TINFO  :  cleanup ran'
expect_no_line TFAIL
LTP_TIMEOUT_MUL=0.1 run checkpoint no-waker
expect_exit 2
expect_line 'TBROK  :  checkpoint\.c:[0-9]+: tst_checkpoint_wait\(7, 1000\) failed: errno=ETIMEDOUT\(110\)'
expect_no_line TFAIL
# Only 2 of the 3 waiters asked for exist: the wake times out; the 2 were woken.
LTP_TIMEOUT_MUL=0.1 run checkpoint wake2-short
expect_exit 2
expect_line 'tst_checkpoint_wake\(3, 3, 1000\) failed: errno=ETIMEDOUT'

run checkpoint bad-id
expect_exit 2
expect_line 'TBROK  :  checkpoint\.c:[0-9]+: tst_checkpoint_wait\(100000, 10000\) failed: errno=EOVERFLOW'
expect_line 'TINFO  :  cleanup ran'
run checkpoint twice
expect_exit 2
expect_line 'TBROK  :  checkpoint\.c:[0-9]+: Checkpoints already initialized'
run checkpoint no-tmpdir
expect_exit 2
expect_line 'TBROK  :  .*call tst_tmpdir\(\) first'
run checkpoint no-init
expect_exit 2
expect_line 'TBROK  :  .*Checkpoints are not initialized'

# Hostile multipliers are TBROK with the value named; valid ones work.
for mul in abc 0.01 1e9 nan inf -1 2x ''"'"'; rm -rf /'; do
	LTP_TIMEOUT_MUL=$mul run checkpoint fork
	expect_exit 2
	expect_line "LTP_TIMEOUT_MUL='.*' is invalid: need a number in 0\.099\.\.10000"
done
LTP_TIMEOUT_MUL=2.5 run checkpoint fork
expect_exit 0
LTP_TIMEOUT_MUL= run checkpoint fork
expect_exit 0

# The modern face's paths.
run checkpoint modern-setup
expect_exit 2
expect_line 'TPASS  :  modern checkpoints over tst_checkpoint_setup\(\), 16 ids'
expect_line 'tst_checkpoint_wait\(16, 10000\) failed: errno=EOVERFLOW'
run checkpoint modern-results
expect_exit 0
expect_line 'TPASS  :  modern checkpoints in the result page, [0-9]+ ids'

# An exec()ed helper attaches the parent's futexes: the legacy file (TST_CHECKPOINT_INIT
# with NULL cleanup in the inherited cwd) or the result page named by LTP_IPC_PATH.
run checkpoint exec-legacy
expect_exit 0
expect_line 'TPASS  :  exec\(\)ed child synchronised \(file\)'
run checkpoint exec-modern
expect_exit 0
expect_line 'TPASS  :  exec\(\)ed child synchronised \(result page\)'
finish
