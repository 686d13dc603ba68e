# SPDX-License-Identifier: GPL-2.0-or-later
# cgroups: controllers found on v1 and v2, the test group made, files mapped between the
# versions, processes moved, and nothing left behind, even after a TBROK.
require_root
grep -qE ' cgroup2? ' /proc/mounts || skip "no cgroup mounted"

left_behind() {	# left_behind PID: fail when a group of that test is still there
	_d=$(find /sys/fs/cgroup -maxdepth 5 -type d \( -name "test-$1" -o -name "drain-$1" \) 2>/dev/null)
	[ -z "$_d" ] || fail "groups left behind: $_d"
}
test_pid() {
	sed -n 's/.*TINFO  :  group test-\([0-9]*\)$/\1/p' "$T/all"
}

pids_ver=$(awk '$3 == "cgroup" && $4 ~ /(^|,)pids(,|$)/ { print 1 }' /proc/mounts | head -n 1)
[ -z "$pids_ver" ] && grep -qw pids /sys/fs/cgroup/unified/cgroup.controllers /sys/fs/cgroup/cgroup.controllers 2>/dev/null && pids_ver=2

if [ -n "$pids_ver" ]; then
	run feat_cgroup pids
	expect_exit 0
	expect_line "TINFO  :  cgroup controller pids: v$pids_ver at .* \(required\)\$"
	expect_line 'TINFO  :  pids.max 50$'
	expect_line 'TINFO  :  pids.max scanned 50$'
	expect_line "TINFO  :  pids is v$pids_ver\$"
	expect_line 'TINFO  :  child listed in sub: 1, in tst_cg: 0$'
	expect_line 'TINFO  :  sub pids.current 1$'
	expect_line 'TINFO  :  first pid in sub is the child: 1$'
	expect_line "TINFO  :  child in [0-9]+:[a-z,]*:/ltp/test-$(test_pid)/child\$"
	expect_line 'TINFO  :  has pids.max 1, has pids.nonexistent 0$'
	expect_line 'TINFO  :  opened cgroup.procs in 1 hierarchies$'
	expect_line 'TPASS  :  cgroup scenario pids done'
	left_behind "$(test_pid)"

	# a TBROK with a live child in a subgroup: cleanup moves it out and removes it all
	run feat_cgroup fail
	expect_exit 2
	expect_line 'TBROK  :  .*failing with the child still in child$'
	expect_no_line 'TWARN'
	left_behind "$(test_pid)"

	other=$((3 - pids_ver))
	run feat_cgroup pids $other
	expect_exit 32
	expect_line "TCONF  :  .*'pids' controller required on cgroup v$other, but it is on v$pids_ver\$"
fi

if awk '$3 == "cgroup" && $4 ~ /(^|,)memory(,|$)/ { f = 1 } END { exit !f }' /proc/mounts; then
	# v1: memory.max is memory.limit_in_bytes, and v1-only files are there
	run feat_cgroup memory
	expect_exit 0
	expect_line 'TINFO  :  memory.max 67108864$'
	expect_line 'TINFO  :  memory is v1, swappiness file 1, recursiveprot 0$'
	left_behind "$(test_pid)"
fi

if grep -qw hugetlb /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null; then
	before=$(cat /sys/fs/cgroup/unified/cgroup.subtree_control)
	run feat_cgroup hugetlb
	expect_exit 0
	expect_line 'TINFO  :  hugetlb is v2, unified fd yes$'
	expect_line 'TINFO  :  has hugetlb.2MB.max 1$'
	left_behind "$(test_pid)"
	[ "$(cat /sys/fs/cgroup/unified/cgroup.subtree_control)" = "$before" ] ||
		fail "cgroup.subtree_control of the v2 root changed"
fi

run feat_cgroup bogus
expect_exit 2
expect_line "TBROK  :  .*Unknown cgroup controller 'bogus'\$"

if ! grep -qw rdma /proc/mounts /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null; then
	run feat_cgroup rdma
	expect_exit 32
	expect_line "TCONF  :  .*'rdma' controller required, but it is not mounted\$"
fi
finish
