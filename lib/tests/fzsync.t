# SPDX-License-Identifier: GPL-2.0-or-later
# Fuzzy sync reproduces a narrow race within a loop or time budget, then stops thread B.
run fzsync loops
expect_exit 0
expect_count 3 TPASS
expect_line 'TINFO  :  fzsync: loop budget spent after 4000 loops in .* \(delays in use\)'
run fzsync time
expect_exit 0
expect_line 'TPASS  :  both threads ran the same number of iterations'
expect_line 'TPASS  :  time budget of'

expect_line 'TINFO  :  fzsync: time budget spent after [0-9]+ loops'
FZSYNC_RUNTIME=2 run fzsync runtime
expect_exit 0
expect_line 'TPASS  :  time budget of 1\.0 s kept'
run fzsync overlap
expect_exit 0
expect_line 'TPASS  :  B never raced while A was preparing'
finish
