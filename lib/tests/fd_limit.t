# SPDX-License-Identifier: GPL-2.0-or-later
# tst_fd_limit_reached() makes the next descriptor allocation fail with EMFILE, in the
# calling process only.
run fd_limit
expect_exit 0
expect_line 'TPASS: open\(\) at the limit : EMFILE'
expect_line 'TPASS: dup\(\) at the limit : EMFILE'
expect_line 'TPASS: dup\(\) in the parent, limit untouched'
finish
