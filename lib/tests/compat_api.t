# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility of library functions declared as LTP declares them.
run compat_api
expect_exit 0
expect_count 3 'TPASS: '
expect_no_line 'TFAIL'
finish
