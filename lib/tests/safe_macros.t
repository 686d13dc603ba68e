# SPDX-License-Identifier: GPL-2.0-or-later
# Legacy SAFE_* macros: every row succeeds in "all"; each "NAME fail" breaks at the caller's
# file:line with the call's arguments and errno name, prints "Remaining cases broken" and runs
# the cleanup callback exactly once.

# Huge allocations must fail with ENOMEM, not abort the sanitizer build.
ASAN_OPTIONS=${ASAN_OPTIONS:-}:allocator_may_return_null=1
export ASAN_OPTIONS

run safe_macros all
expect_exit 4		# TWARNs from the non-aborting FILE_SCANF/FILE_PRINTF row
expect_no_line TFAIL
expect_no_line TBROK
expect_count 68 'TPASS  :  [a-z_]+ ok$'
expect_line "TWARN  :  safe_macros\.c:[0-9]+: Failed to open FILE '/nonexistent' for reading: \
errno=ENOENT"
expect_line "TWARN  :  safe_macros\.c:[0-9]+: Failed to open FILE '/nonexistent/f': errno=ENOENT"

# brk_case NAME REGEX [EXIT]: the break is reported at the line cleanup names
brk_case() {
	run safe_macros "$1" fail
	expect_exit "${3:-2}"
	expect_count 1 'cleanup ran'
	_line=$(sed -n 's/.*cleanup ran, case line \([0-9]*\)$/\1/p' "$T/out")
	[ -n "$_line" ] && [ "$_line" != 0 ] || fail "$1: no case line"
	if [ "${3:-2}" = 2 ]; then
		_at="safe_macros\.c:$_line:"
		expect_line "^safe_macros +1  TBROK  :  $_at $2"
		expect_line "^safe_macros +2  TBROK  :  $_at Remaining cases broken$"
	else
		expect_line "^safe_macros +1  TCONF  :  safe_macros\.c:$_line: $2"
	fi
	expect_order "safe_macros\.c:$_line: " 'cleanup ran'
	expect_no_line 'did not break'
}

E_NOENT='errno=ENOENT\(2\): No such file or directory$'
E_BADF='errno=EBADF\(9\): Bad file descriptor$'
E_INVAL='errno=EINVAL\(22\): Invalid argument$'

brk_case chdir "chdir\(/nonexistent\) failed: $E_NOENT"
brk_case close "close\(-1\) failed: $E_BADF"
brk_case creat "creat\(/nonexistent/f,0644\) failed: $E_NOENT"
brk_case getcwd 'getcwd\(0x[0-9a-f]+,1\) failed: errno=ERANGE'
brk_case getpwnam "getpwnam\(ltk_no_such_user\) failed: errno=ENOENT"
brk_case getrusage "getrusage\(12345,0x[0-9a-f]+\) failed: $E_INVAL"
brk_case malloc 'malloc\([0-9]+\) failed: errno=ENOMEM'
brk_case mkdir "mkdir\(/nonexistent/d,0755\) failed: $E_NOENT"
brk_case rmdir "rmdir\(/nonexistent\) failed: $E_NOENT"
brk_case munmap "munmap\(0x1,4096\) failed: $E_INVAL"
brk_case mmap "mmap\(\(nil\),0,1,34,-1,0\) failed: $E_INVAL"
brk_case pipe 'pipe\(0x[0-9a-f]+\) failed: errno=EMFILE'
brk_case read "read\(-1,0x[0-9a-f]+,16\) failed: $E_BADF"
brk_case read_short 'Invalid read\([0-9]+,0x[0-9a-f]+,10\) return value 4'
brk_case pread "pread\(-1,0x[0-9a-f]+,2,0\) failed: $E_BADF"
brk_case write "write\(-1,0x[0-9a-f]+,1\) failed: $E_BADF"
brk_case write_all 'Invalid write\([0-9]+,0x[0-9a-f]+,8192\) return value 4096'
brk_case write_retry 'write\([0-9]+,0x[0-9a-f]+,8192\) failed: errno=EAGAIN'
brk_case pwrite "pwrite\(-1,0x[0-9a-f]+,1,0\) failed: $E_BADF"
brk_case setegid "setegid\(-1\) failed: $E_INVAL"
brk_case seteuid "seteuid\(-1\) failed: $E_INVAL"
brk_case setgid "setgid\(-1\) failed: $E_INVAL"
brk_case setuid "setuid\(-1\) failed: $E_INVAL"
brk_case getresuid 'getresuid\(0x1,0x[0-9a-f]+,0x[0-9a-f]+\) failed: errno=EFAULT'
brk_case getresgid 'getresgid\(0x1,0x[0-9a-f]+,0x[0-9a-f]+\) failed: errno=EFAULT'
brk_case unlink "unlink\(/nonexistent\) failed: $E_NOENT"
brk_case link "link\(/nonexistent,l\) failed: $E_NOENT"
brk_case symlink "symlink\(u,/nonexistent/s\) failed: $E_NOENT"
brk_case strtol "Invalid value: '12abc'$"
brk_case strtol_range 'strtol\(1000\): 1000 is out of range 0 - 100: errno=ERANGE'
brk_case strtol_overflow 'strtol\(99999999999999999999999\) failed: errno=ERANGE'
brk_case strtoul "Invalid value: '-1'$"
brk_case strtoul_range 'strtoul\(5\): 5 is out of range 10 - 20: errno=ERANGE'
brk_case sysconf "sysconf\(-1\) failed: $E_INVAL"
brk_case chmod "chmod\(/nonexistent,0644\) failed: $E_NOENT"
brk_case fchmod "fchmod\(-1,0644\) failed: $E_BADF"
brk_case chown "chown\(/nonexistent,0,0\) failed: $E_NOENT"
brk_case fchown "fchown\(-1,0,0\) failed: $E_BADF"
brk_case wait 'wait\(0x[0-9a-f]+\) failed: errno=ECHILD'
brk_case waitpid 'waitpid\(-1,0x[0-9a-f]+,0\) failed: errno=ECHILD'
brk_case kill 'kill\(2147483646,SIGTERM\) failed: errno=ESRCH'
brk_case memalign 'memalign\(64,[0-9]+\) failed: errno=ENOMEM'
brk_case mkfifo "mkfifo\(/nonexistent/f,0644\) failed: $E_NOENT"
brk_case rename "rename\(/nonexistent,x\) failed: $E_NOENT"
brk_case mount "mount\(none,/nonexistent,tmpfs,0,\(nil\)\) failed: $E_NOENT"
brk_case umount "umount\(notmnt\) failed: $E_INVAL"
brk_case ftruncate "ftruncate\(-1,0\) failed: $E_BADF"
brk_case truncate "truncate\(/nonexistent,0\) failed: $E_NOENT"
brk_case stat "stat\(/nonexistent,0x[0-9a-f]+\) failed: $E_NOENT"
brk_case fstat "fstat\(-1,0x[0-9a-f]+\) failed: $E_BADF"
brk_case lstat "lstat\(/nonexistent,0x[0-9a-f]+\) failed: $E_NOENT"
brk_case lseek "lseek\(-1,0,0\) failed: $E_BADF"
brk_case getrlimit "getrlimit\(12345,0x[0-9a-f]+\) failed: $E_INVAL"
brk_case setrlimit "setrlimit\(12345,\{1,1\}\) failed: $E_INVAL"
brk_case opendir "opendir\(/nonexistent\) failed: $E_NOENT"
brk_case closedir "closedir\(0x[0-9a-f]+\) failed: $E_BADF"
brk_case readdir "readdir\(0x[0-9a-f]+\) failed: $E_BADF"
brk_case fopen "fopen\(/nonexistent,r\) failed: $E_NOENT"
brk_case fclose "fclose\(0x[0-9a-f]+\) failed: $E_BADF"
brk_case popen "popen\(true,x\) failed: $E_INVAL"
brk_case file_scanf "Failed to open FILE '/nonexistent' for reading: $E_NOENT"
brk_case file_scanf_mismatch "Expected 2 conversions got 1 FILE 'sc'$"
brk_case file_printf "Failed to open FILE '/nonexistent/f': $E_NOENT"
brk_case file_lines_scanf "No line of FILE 'ls' matches 'Delta: %ld' \(1 conversions\)$"
brk_case cp "cp\(/nonexistent,dst\): open\(/nonexistent\) failed: $E_NOENT"
brk_case touch "open\(/nonexistent/t,O_CREAT\|O_WRONLY,0666\) for touch failed: $E_NOENT"
brk_case socket "socket\(2,12345,0\) failed: $E_INVAL"
brk_case net 'bind\([0-9]+,127\.0\.0\.1:[0-9]+,16\) failed: errno=EADDRINUSE'

# A filesystem type that neither the kernel nor a FUSE helper provides is TCONF.
brk_case mount_nofs 'ltknofs is not supported by the kernel and mount\.ltknofs is not installed$' 32
expect_line 'Remaining cases not appropriate for configuration$'

# A SAFE_* failing inside the cleanup reports, returns, and the cleanup carries on.
brk_case nested "open\(/nonexistent,0,0000\) failed: $E_NOENT"
expect_line "^safe_macros +3  TBROK  :  safe_macros\.c:[0-9]+: \
unlink\(/nonexistent/ltk-nested\) failed: $E_NOENT"
expect_order 'unlink\(/nonexistent/ltk-nested\)' 'cleanup continued after nested break'
expect_count 1 'Remaining cases broken'
finish
