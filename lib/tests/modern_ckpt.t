# Checkpoints across fork and exec (tst_reinit), results of an exec()ed helper counted.
run modern_ckpt
expect_exit 0
expect_line 'TPASS: child woken through checkpoint 0$'
expect_line 'TPASS: helper attached to /dev/shm/ltp_modern_ckpt_[0-9]+$'
expect_line 'TPASS: helper woke checkpoint 1$'
expect_line 'TPASS: tst_checkpoint_wait\(\) without a waker times out: ETIMEDOUT$'
expect_line '^passed   4$'
ls /dev/shm/ltp_modern_ckpt_* >/dev/null 2>&1 && fail "LTP_IPC_PATH file left behind"

# Without LTP_IPC_PATH the helper cannot attach: a clear TBROK.
run modern_reinit_helper
expect_exit 2
expect_line 'TBROK: LTP_IPC_PATH is not defined$'
finish
