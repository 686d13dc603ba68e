# SPDX-License-Identifier: GPL-2.0-or-later
# Kernel versions: < 0 means the kernel is older than the version asked about.
run kver kvcmp 4.19.1 5 0 0
expect_line '4\.19\.1 vs 5\.0\.0: older$'
run kver kvcmp 5.0.0 5 0 0
expect_line 'equal$'
run kver kvcmp 5.0 5 0 0
expect_line 'equal$'
run kver kvcmp 6.18.44-fc-v1098 6 18 43
expect_line 'newer$'
run kver kvcmp 6.18.44-fc-v1098 6 18 44
expect_line 'equal$'
run kver kvcmp 6.18.44-fc-v1098 6 19 0
expect_line 'older$'
run kver kvcmp 3.10.0-1160.el7.x86_64 3 10 1
expect_line 'older$'
# A patch level above 255 must not spill into the minor number.
run kver kvcmp 4.9.337 4 10 0
expect_line 'older$'
run kver kvcmp 4.9.337 4 9 300
expect_line 'newer$'
run kver kvcmp 2.6.32 3 0 0
expect_line 'older$'
run kver kvcmp garbage 3 0 0
expect_exit 2
expect_line 'TBROK  :  .*Invalid kernel version garbage'

run kver parse 4.19-rc1
expect_line "parse '4\.19-rc1' = 0: 4 19 0"
run kver parse 3.10
expect_line "= 0: 3 10 0"
run kver parse x.y
expect_line "parse 'x\.y' = 1"
run kver parse ''
expect_line "= 1: 0 0 0"

run kver exv 2.6.32-131.0.15 2.6.32-131.0.14.el6.x86_64
expect_line 'exv: older'
run kver exv 2.6.32-131.0.15 2.6.32-220.el6.x86_64
expect_line 'exv: newer'
run kver exv 2.6.32-131 2.6.32-131.el6.x86_64
expect_line 'exv: equal'

run kver dist 2.6.32-131.0.15.el6.x86_64
expect_line 'dist: RHEL6'
run kver dist 2.6.39-400.el5uek
expect_line 'dist: OL5UEK'
run kver dist 6.18.44-fc-v1098
expect_line 'dist: none'

run kver running
expect_exit 0
expect_count 5 TPASS
expect_line "running $(uname -r | sed 's/^\([0-9]*\)\.\([0-9]*\)\.\{0,1\}\([0-9]*\).*/\1.\2.\3/')"
finish
