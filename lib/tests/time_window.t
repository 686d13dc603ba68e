# SPDX-License-Identifier: GPL-2.0-or-later
# The "now" window for file timestamps: its ends, the check's verdicts, the measured
# granularity (tmpfs: 1 ns; vfat: 2 s mtime, one day atime), stamps of real operations.
run time_window bounds
expect_exit 0
expect_count 8 TPASS
expect_no_line TFAIL

run time_window check
expect_exit 1
expect_count 4 TPASS
expect_line 'below 100\.499999999 outside the window \[100\.500000000, 101\.200000000\] \('
expect_line 'TFAIL  :  time_window\.c:[0-9]+: below .*\(granularity 1 ns\)$'
expect_line 'TFAIL  :  time_window\.c:[0-9]+: above 101\.200000001 outside'
expect_line 'TPASS  :  truncated to 1 s 100\.000000000 in the window \[100\.000000000,'
expect_line 'TFAIL  :  time_window\.c:[0-9]+: truncated to 1 s, 1 ns granularity'

run time_window gran "$T"
expect_exit 0
expect_line 'gran atime [0-9]+ mtime [0-9]+'
run time_window now "$T" 2000
expect_exit 0
expect_line 'TPASS  :  0 of 2000 timestamps outside their window'

run time_window wait "$T"
expect_exit 0
expect_count 2 TPASS
expect_line 'TPASS  :  coarse clock [0-9]+\.[0-9]+ after waiting past'

run time_window gran /nonexistent/ltk
expect_exit 2
expect_line 'TBROK  :  tst_time_window\.c:[0-9]+: open\(/nonexistent/ltk/\.tst_time_gran\.[0-9]+, '
expect_line 'O_CREAT\) failed: errno=ENOENT'

if [ "$(id -u)" = 0 ] && mkdir -p "$T/m" && mount -t tmpfs -o size=1M ltk "$T/m"; then
	run time_window gran "$T/m"
	expect_line 'gran atime 1 mtime 1$'
	run time_window now "$T/m" 2000
	expect_line 'TPASS  :  0 of 2000 timestamps outside their window'
	umount "$T/m"
fi

# vfat: mtime in 2 s steps, atime a date; the window's start is truncated to match.
if [ "$(id -u)" = 0 ] && command -v mkfs.vfat >/dev/null &&
   truncate -s 16M "$T/vfat.img" && mkfs.vfat "$T/vfat.img" >/dev/null 2>&1 &&
   mount -o loop "$T/vfat.img" "$T/m" 2>/dev/null; then
	run time_window gran "$T/m"
	expect_line 'gran atime 86400000000000 mtime 2000000000$'
	run time_window now "$T/m" 200
	expect_line 'TPASS  :  0 of 200 timestamps outside their window'
	run time_window wait "$T/m"
	expect_exit 0
	expect_count 2 TPASS
	expect_line 'TPASS  :  mtime .*after the wait \(granularity 2000000000 ns\)'
	umount "$T/m"
fi
finish
