# .save_restore sets a /proc/sys value for the test and restores it; TST_ASSERT_*.
require_root
f=/proc/sys/kernel/printk_ratelimit_burst
old=$(cat $f)
run modern_sr
expect_exit 0
expect_line "TPASS: $f = 17$"
expect_line 'TPASS: /proc/self/status Pid:	= [0-9]+$'
expect_line "TPASS: /proc/sys/kernel/ostype = 'Linux'$"
expect_line "TPASS: /proc/self/status State:	= 'R \(running\)'$"
[ "$(cat $f)" = "$old" ] || fail "$f is $(cat $f) after the test, was $old"
finish
