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
needs timeout
expect_exit 2
expect_line 'TBROK: Invalid timeout value -2$'
needs unlimited
expect_exit 0
expect_line 'TINFO: Test timeout is not limited$'

# .runtime: polled with tst_remaining_runtime(), added to the timeout, scaled.
needs runtime
expect_exit 0
expect_line 'TINFO: Overall timeout per run is 0h 00m 31s$'
expect_line 'TPASS: runtime used up after [0-9]+ loops$'
LTP_RUNTIME_MUL=3 needs runtime
expect_line 'TINFO: Overall timeout per run is 0h 00m 33s$'
needs runtime -I 2
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
expect_line "TBROK: Resource file 'ltk_no_such_file' not found$"
needs cgroup
expect_exit 32
expect_line 'TCONF: \.needs_cgroup_ctrls is not supported by this build$'
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
needs syscall
expect_exit 32
expect_line 'TCONF: syscall\(-1\) __LTP__NR_INVALID_SYSCALL not supported on your arch$'

# .skip_filesystems without .all_filesystems looks at the tmpdir's filesystem.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
	TMPDIR=/dev/shm needs skipfs
	expect_exit 32
	expect_line 'TCONF: TMPFS is not supported by the test$'
fi
needs skipfs
expect_line 'is supported by the test$'

[ "$(id -u)" = 0 ] || { finish; exit; }
loops=$(losetup -a | wc -l)
mounts=$(wc -l < /proc/mounts)
needs root
expect_exit 0
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
needs filesystems
expect_exit 0
expect_line 'TPASS: ran on ext4$'
expect_line 'TPASS: ran on tmpfs$'
needs caps
expect_exit 0
expect_line 'TPASS: Expect: CAP_SYS_ADMIN dropped$'
needs taint
expect_exit 0
[ "$(losetup -a | wc -l)" = "$loops" ] || fail "loop devices left: $(losetup -a)"
[ "$(wc -l < /proc/mounts)" = "$mounts" ] || fail "mounts left: $(grep LTP_ /proc/mounts)"
finish
