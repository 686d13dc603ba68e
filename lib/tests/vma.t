# SPDX-License-Identifier: GPL-2.0-or-later
# tst_vma: faults come back as SIGSEGV/SIGBUS return values, maps/smaps/mincore agree.
run vma
expect_exit 0
expect_no_line 'TFAIL'
expect_count 28 'TPASS'
finish
