# SPDX-License-Identifier: GPL-2.0-or-later
# Legacy result lines: format, numbering, file:line on non-pass lines, exit = OR of bits.
run legacy_res pass pass
expect_exit 0
expect_line '^legacy_res    1  TPASS  :  passed 1$'
expect_line '^legacy_res    2  TPASS  :  passed 2$'

run legacy_res pass fail warn
expect_exit 5
expect_line '^legacy_res    2  TFAIL  :  legacy_res\.c:[0-9]+: failed 2$'
expect_line '^legacy_res    0  TWARN  :  legacy_res\.c:[0-9]+: warned 3$'

run legacy_res info pass
expect_exit 0
expect_line '^legacy_res    0  TINFO  :  info 1$'
expect_line '^legacy_res    1  TPASS  :  passed 2$'

run legacy_res conf pass
expect_exit 32
run legacy_res brok
expect_exit 2
run legacy_res fail brok warn conf
expect_exit 39

run legacy_res errno terrno rerrno
expect_exit 1
expect_line 'TFAIL  :  legacy_res\.c:[0-9]+: with errno: errno=ENOENT\(2\): No such file or directory$'
expect_line '   2  TPASS  :  open\(\) failed expectedly: TEST_ERRNO=ENOENT\(2\): No such file or directory$'
expect_line 'TINFO  :  pthread style: TEST_RETURN=EBUSY\(16\): Device or resource busy$'

run legacy_res hexd hexd-long
expect_line 'TINFO  :  bytes: ?41 42 43$'
expect_line 'TINFO  :  long:$'
expect_line 'TINFO  :  30 31 32 33 34 35 36 37 38 39 61 62 63 64 65 66$'
expect_line 'TINFO  :  58 59 5a$'

run legacy_res file
expect_line 'comm follows$'
expect_line '^legacy_res$'

run legacy_res long
expect_exit 0
expect_line 'xxx\.\.\.$'

run legacy_res pass reset pass
expect_count 2 '^legacy_res    1  TPASS'

# TOUTPUT: NOPASS prints only failures and condenses repeats; DISCARD prints nothing.
TOUTPUT=NOPASS run legacy_res pass fail fail info
expect_exit 1
expect_no_line TPASS
expect_count 2 TFAIL
TOUTPUT=DISCARD run legacy_res pass fail
expect_exit 1
[ -s "$T/out" ] && fail "DISCARD printed output"
finish
