# SPDX-License-Identifier: GPL-2.0-or-later
# tst_fd_state.h: silent when nothing changed; TFAIL for each kind of trace.
run fd_state
expect_exit 0
expect_line 'TPASS: nothing changed'
expect_no_line 'TFAIL'

run_cmd env FD_STATE_MODE=trace "$BIN/fd_state"
expect_exit 1
expect_line 'TFAIL: a failed call left a trace: fd [0-9]+ offset 1, was 5'
expect_line 'TFAIL: a failed call left a trace: the file.s data changed'
expect_line 'TFAIL: a failed call left a trace: fd [0-9]+ has 2 bytes to read, had 3'
expect_line 'TFAIL: a failed call left a trace: fd [0-9]+ was closed'
finish
