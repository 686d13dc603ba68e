# SPDX-License-Identifier: GPL-2.0-or-later
# Guarded buffers: the end touches a PROT_NONE page, the slack before the start is a canary.
run feat_buffers fill
expect_exit 0
expect_count 1 'TINFO  :  Test is using guarded buffers$'
expect_line 'TPASS  :  buffers filled'

run feat_buffers overrun
expect_exit 139
expect_no_line 'TFAIL'

run feat_buffers overread
expect_exit 139
expect_no_line 'TFAIL'

run feat_buffers underrun
expect_exit 4
expect_line 'TWARN  :  .*pid [0-9]+: buffer modified address 0x[0-9a-f]+\[-1\]$'

run feat_buffers iovec
expect_exit 0
expect_line 'TPASS  :  iovec sizes 1 0 4097 allocated and guarded'

run feat_buffers alloc
expect_exit 0
expect_line 'TPASS  :  tst_buffers_alloc filled all pointers'
finish
