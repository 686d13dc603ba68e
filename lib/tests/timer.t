# SPDX-License-Identifier: GPL-2.0-or-later
# Timespec/timeval helpers, tst_ts layouts, stopwatch, syscall clocks; an unknown clock is TCONF.
run timer
expect_exit 0
expect_no_line '^not ok'
expect_count 70 '^ok '
run timer bad-clock
expect_exit 32
expect_line 'TCONF  :  timer\.c:[0-9]+: Clock id INVALID/UNKNOWN CLOCK\(1000\) not supported by kernel'
finish
