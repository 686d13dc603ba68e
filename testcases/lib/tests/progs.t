# SPDX-License-Identifier: GPL-2.0-or-later
# Helper programs: tst_random, tst_sleep, tst_getconf, tst_hexdump, tst_get_median,
# tst_get_free_pids, tst_get_unused_port, tst_runas, tst_read_files: outputs and exit codes.
sh_run progs
expect_exit 0
expect_no_line 'TFAIL'
expect_no_line 'TBROK'
expect_count 35 'TPASS'
expect_line "TPASS: tst_hexdump: '00000000  61 62 0a'$"
expect_line "TPASS: tst_get_median 10 2 4 6: '5'$"
expect_line "TPASS: tst_runas id -u: '65534'$"
expect_line "TPASS: tst_read_files, 3 unreadable: exit status: '1'$"
no_leftovers
