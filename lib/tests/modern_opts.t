# Options (-h -i -I -D -V, .options), variants, iterations, the tmpdir.
run modern_opts
expect_exit 0
expect_count 4 'TPASS: variant [01] test [01]$'
expect_order 'TPASS: variant 0 test 1$' 'TPASS: variant 1 test 0$'
expect_line 'TINFO: flag=unset value=\(none\)$'
expect_line "TINFO: Using /tmp/LTP_mod[A-Za-z0-9]{6} as tmpdir \\([^)]+ filesystem\\)\$"
expect_line 'TINFO: cwd /tmp/LTP_mod[A-Za-z0-9]{6}$'
dir=$(sed -n 's/.*TINFO: cwd //p' "$T/err" | head -n 1)
[ -n "$dir" ] && [ -e "$dir" ] && fail "tmpdir $dir was not removed"

TMPDIR=$T run modern_opts -i 1
expect_line "TINFO: cwd $T/LTP_mod"
TMPDIR=relative run modern_opts
expect_exit 2
expect_line 'TBROK: You must specify an absolute pathname for environment variable TMPDIR$'

run modern_opts -a -v hello -i 3
expect_exit 0
expect_line 'TINFO: flag=set value=hello$'
expect_count 12 'TPASS: variant'

# -i 0 runs no iteration (and reports nothing: exit 0)
run modern_opts -i 0
expect_exit 0
expect_count 0 'TPASS'
run modern_opts -i -1
expect_exit 2
expect_line "TBROK: Invalid number of iterations '-1'$"
run modern_opts -i abc
expect_exit 2

# -I: repeat for a time
run modern_opts -I 0.3
expect_exit 0
expect_line 'TINFO: Ran [0-9]+ iterations in 0\.3 seconds$'
run modern_opts -I 0.01
expect_exit 2
expect_line "TBROK: Invalid duration '0\.01'"

run modern_opts -v one -v two
expect_exit 4
expect_line 'TWARN: Option -v passed multiple times$'
expect_line 'value=two$'

run modern_opts -x
expect_exit 2
expect_line '^-a	 A flag$'
expect_line "TBROK: Invalid option '-x'$"
run modern_opts -v
expect_exit 2
expect_line "TBROK: Option '-v' needs a value$"
run modern_opts extra
expect_exit 2
expect_line "TBROK: Unexpected argument\(s\) 'extra'\.\.\.$"

run modern_opts -h
expect_exit 0
expect_line '^LTP_TIMEOUT_MUL '
expect_line '^-i n '
expect_line '^-v	 A value$'
expect_line '^linux-git: fedcba987654$'
expect_no_line 'TPASS'
run modern_opts -V
expect_exit 0
expect_line '^LTK version: '

run modern_opts -P -i 0
expect_exit 0
expect_no_line 'TFAIL'
expect_count 30 'TPASS: tst_parse_(int|filesize)'

run modern_optcoll
expect_exit 2
expect_line "TBROK: Option collision '-i'$"
expect_no_line 'ran despite'
finish
