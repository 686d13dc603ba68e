# SPDX-License-Identifier: GPL-2.0-or-later
# Process/thread state waits in both faces.
run process_state
expect_exit 0
expect_line "TPASS  :  child is sleeping \('S'\)"
expect_line "TPASS  :  tst_process_state_wait2\(\) sees 'S'"
expect_line "TPASS  :  child is stopped \('T'\)"
expect_line 'TPASS  :  tst_process_state_wait2\(\) on a reaped child returns 1'

run process_state gone
expect_exit 2
expect_line 'TBROK  :  process_state\.c:[0-9]+: Failed to read the state in /proc/2147483632/stat: errno=ENOENT'
expect_line 'TINFO  :  cleanup ran'

run process_state_modern
expect_exit 0
expect_count 6 '^ok '
expect_no_line '^not ok'
finish
