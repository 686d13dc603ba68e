# SPDX-License-Identifier: GPL-2.0-or-later
# What each declared need does (LTK_NEEDS picks the scenario, see modern_needs.c).
needs() {	# needs SCENARIO [ARGS]: run with that scenario
	_s=$1
	shift
	LTK_NEEDS=$_s run modern_needs "$@"
}

needs kver
expect_exit 32
expect_line 'TCONF: The test requires kernel 99\.1 or newer$'
needs kver_ok
expect_exit 0
needs arch
expect_exit 32
expect_line "TCONF: This arch '[a-z0-9_]+' is not supported for test!$"
needs arch_ok
expect_exit 0
needs cmd
expect_exit 32
expect_line "TCONF: Couldn't find 'ltk_no_such_cmd' in \\\$PATH$"
needs cmd_opt
expect_exit 0
expect_no_line TFAIL
needs cpus
expect_exit 32
expect_line 'TCONF: Test needs at least 100000 CPUs online$'
needs mem
expect_exit 32
expect_line 'TCONF: Test needs at least [0-9]+MB MemAvailable$'
needs swap
expect_exit 32
expect_line 'TCONF: Test needs at least [0-9]+MB SwapFree$'
needs abi
expect_exit 32
expect_line 'TCONF: (32|64)bit ABI is not supported$'
needs kconfig
expect_exit 32
expect_line 'TCONF: Aborting due to unsuitable kernel config, see above!$'
needs kconfig_ok
expect_exit 0
needs vendor
expect_exit 32
needs nofunc
expect_exit 2
expect_line 'TBROK: No test function specified$'
needs twofunc
expect_exit 2
expect_line 'TBROK: You can define only one test function$'
needs notcnt
expect_exit 2
expect_line 'TBROK: Number of tests \(tcnt\) must be > 0$'
needs tcnt_none -i 2
expect_exit 2
expect_line 'TPASS: test 0$'
expect_line 'TBROK: Test 1 haven.t reported results!$'
expect_no_line 'test 2$'
expect_count 1 'TPASS'
needs timeout
expect_exit 2
expect_line 'TBROK: Invalid timeout value -2$'
needs unlimited
expect_exit 0
expect_line 'TINFO: Test timeout is not limited$'

# .runtime: polled with tst_remaining_runtime(), added to the timeout, scaled.
# (KCONFIG_SKIP_CHECK: no x4 for a debug kernel config, see modern_proc.t)
KCONFIG_SKIP_CHECK=1 needs runtime
expect_exit 0
expect_line 'TINFO: Overall timeout per run is 0h 00m 31s$'
expect_line 'TPASS: runtime used up after [0-9]+ loops$'
KCONFIG_SKIP_CHECK=1 LTP_RUNTIME_MUL=3 needs runtime
expect_line 'TINFO: Overall timeout per run is 0h 00m 33s$'
KCONFIG_SKIP_CHECK=1 needs runtime -I 2
expect_line 'TINFO: Overall timeout per run is 0h 00m 32s$'
needs noruntime
expect_exit 2
expect_line 'TBROK: Runtime not set!$'

needs ulimit
expect_exit 0
expect_line 'TINFO: Set ulimit resource: 7 rlim_cur: 100 '
needs nomnt
expect_exit 2
expect_line 'TBROK: tst_test->mntpoint must be set!$'
needs resource
expect_exit 0
needs noresource
expect_exit 2
expect_line "TBROK: Failed to copy resource 'ltk_no_such_file'"
needs clone
expect_exit 2
expect_line 'modern_needs\.c:[0-9]+: TBROK: test\.forks_child must be set!$'

# SAFE_* failures are reported at the caller's line; in cleanup as TWARN.
needs safe
expect_exit 2
expect_line '^modern_needs\.c:[0-9]+: TBROK: open\(/nonexistent/ltk,0,0000\) failed: ENOENT \(2\)$'
needs safe_cleanup
expect_exit 4
expect_line '^modern_needs\.c:[0-9]+: TWARN: open\(/nonexistent/ltk,0,0000\) failed: ENOENT \(2\)$'
expect_line 'TINFO: cleanup went on$'
# TBROK ends every further iteration and variant; a TCONF only its own variant.
needs abort -i 3
expect_exit 2
expect_count 1 'TPASS: variant'
expect_line 'TBROK: abort in variant 0$'
needs conf_variant
expect_exit 0
expect_line 'TCONF: not in variant 0$'
expect_line 'TPASS: variant 1$'
needs script
expect_exit 0
expect_line 'TPASS: script ran with LTP_IPC_PATH=/dev/shm/ltp_modern_needs_[0-9]+$'
needs cmd_opt
expect_line 'TPASS: tst_cmd_present\("sh"\) == 1 \(1\)$'
needs retry
expect_exit 2
expect_line 'TPASS: calls == 5 \(5\)$'
expect_line 'TBROK: -1 timed out$'
expect_no_line 'TFAIL'
needs syscall
expect_exit 32
expect_line 'TCONF: syscall\(-1\) __LTP__NR_INVALID_SYSCALL not supported on your arch$'
needs syscall_enosys
expect_exit 32
expect_line 'TCONF: syscall\(100000\) 100000 not implemented by this kernel \(ENOSYS\)$'

# .skip_filesystems without .all_filesystems looks at the tmpdir's filesystem.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
	TMPDIR=/dev/shm needs skipfs
	expect_exit 32
	expect_line 'TCONF: TMPFS is not supported by the test$'
fi
needs skipfs
expect_line 'is supported by the test$'

[ "$(id -u)" = 0 ] || { finish; exit; }
# Our own TMPDIR, so what is left behind can be told from other users' tests.
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"
needs root
expect_exit 0
if command -v setpriv >/dev/null; then
	LTK_NEEDS=root run_cmd setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$BIN/modern_needs"
	expect_exit 32
	expect_line 'TCONF: Test needs to be run as root$'
fi
needs rofs
expect_exit 0
expect_line 'TPASS: open\("mntpoint/file", O_RDWR\) : EROFS \(30\)$'
needs devfs
expect_exit 0
needs hugetlbfs
expect_exit 0
expect_line 'TPASS: mntpoint is hugetlbfs$'
needs overlay
expect_exit 0
expect_line 'TPASS: mntpoint/ovl is overlayfs$'
needs format
expect_exit 0
expect_line "TINFO: Formatting /dev/loop[0-9]+ with ext2 opts='' extra opts=''$"
expect_no_line TFAIL
LTP_DEV_FS_TYPE=ext4 needs format
expect_line "TINFO: Formatting /dev/loop[0-9]+ with ext4 opts="
if ! grep -qw vfat /proc/filesystems; then
	LTP_DEV_FS_TYPE=vfat needs format
	expect_exit 32
	expect_count 1 'TCONF'
	expect_line 'TCONF: vfat is supported neither by the kernel nor by FUSE$'
fi
needs filesystems
expect_exit 0
expect_line 'TPASS: ran on ext4$'
expect_line 'TPASS: ran on tmpfs$'
# .all_filesystems alone: a device per filesystem, nothing made or mounted (as in LTP).
LTP_SINGLE_FS_TYPE=xfs needs allfs_nomount
expect_exit 0
expect_line 'TINFO: === Testing on xfs ===$'
expect_no_line 'Formatting'
expect_line 'TPASS: fs_type xfs on /dev/loop[0-9]+$'
needs caps
expect_exit 0
expect_line 'TPASS: Expect: CAP_SYS_ADMIN dropped$'
needs taint
expect_exit 0
needs wallclock
expect_exit 0
expect_no_line 'TWARN'
needs cgroup
if grep -q 'TCONF' "$T/all"; then
	expect_exit 32
else
	expect_exit 0
	expect_line 'TPASS: Expect: tst_cg is set up$'
fi
losetup -a | grep -q "$T/tmp" && fail "loop devices left: $(losetup -a | grep "$T/tmp")"
grep -q "$T/tmp" /proc/mounts && fail "mounts left: $(grep "$T/tmp" /proc/mounts)"
[ -z "$(ls -A "$T/tmp")" ] || fail "left in TMPDIR: $(ls "$T/tmp")"
finish
