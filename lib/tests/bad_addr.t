# SPDX-License-Identifier: GPL-2.0-or-later
# tst_get_bad_addr() gives an address the kernel refuses with EFAULT.
run bad_addr
expect_exit 0
expect_line 'TPASS  :  read\(\) into the bad address failed: TEST_ERRNO=EFAULT'
expect_line 'TPASS  :  write\(\) from the bad address failed: TEST_ERRNO=EFAULT'
expect_line "TPASS  :  read\(\) above the break failed: TEST_ERRNO=EFAULT"
expect_count 4 TPASS
finish
