# SPDX-License-Identifier: GPL-2.0-or-later
# TST_CNT with numbered functions or one function, TST_TEST_DATA(+_IFS), -i.
sh_run MODE=numbered cnt
expect_exit 0
expect_line '^cnt 1 TPASS: first args: $'
expect_line '^cnt 2 TPASS: second args: $'
expect_no_line 'do_test args'

sh_run MODE=single cnt
expect_exit 0
expect_line '^cnt 1 TPASS: do_test args: 1 count=1$'
expect_line '^cnt 2 TPASS: do_test args: 2 count=2$'
expect_line '^cnt 3 TPASS: do_test args: 3 count=3$'

sh_run MODE=data cnt
expect_exit 0
expect_line 'TPASS: do_test args: a count=1$'
expect_line 'TPASS: do_test args: b count=2$'
expect_line 'TPASS: do_test args: c count=3$'

sh_run MODE=data_ifs cnt
expect_exit 0
expect_line 'TPASS: do_test args: x y count=1$'
expect_line 'TPASS: do_test args: z count=2$'

sh_run MODE=cnt_data cnt
expect_exit 0
expect_line 'TPASS: do_test args: 1 d1 count=1$'
expect_line 'TPASS: do_test args: 2 d1 count=2$'
expect_line 'TPASS: do_test args: 1 d2 count=3$'
expect_line 'TPASS: do_test args: 2 d2 count=4$'

sh_run MODE=single cnt -i 2
expect_exit 0
expect_count 6 'TPASS: do_test args'
expect_line 'TPASS: do_test args: 3 count=6$'

sh_run MODE=single cnt -i 0
expect_exit 0
expect_count 0 'TPASS'
