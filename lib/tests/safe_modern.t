# SPDX-License-Identifier: GPL-2.0-or-later
# Modern-face SAFE_* headers (compiled with TST_TEST_H__ defined, as tst_test.h does) on the
# shared implementations: every success path, then a failure per row reported at the
# caller's line with the arguments and the errno name. Without tst_test.h the reports come
# through the default (legacy) face.

run safe_modern all
expect_exit 0
expect_line '^0 check\(s\) failed$'
expect_no_line 'TBROK|CHECK FAILED'
for c in fd ioctl paths mem ids proc signals xattr strings pty stdio file_ops overlay file_at \
	 net pthread sysv twins mq clocks epoll lapi; do
	expect_line "^$c ok$"
done
expect_line 'TINFO  :  getgrnam\(ltk_no_such_group\) failed, trying getgrnam\(root\)$'

# mod_case NAME REGEX [TYPE EXIT]: NAME's call breaks at the line the program announced
mod_case() {
	run safe_modern "$1" fail
	expect_exit "${4:-2}"
	_line=$(sed -n 's/^case line \([0-9]*\)$/\1/p' "$T/out")
	[ -n "$_line" ] || fail "$1: no case line"
	expect_line "  ${3:-TBROK}  :  safe_modern\.c:$_line: $2"
	expect_no_line 'did not break'
}

E_BADF='errno=EBADF\(9\): Bad file descriptor$'
E_INVAL='errno=EINVAL\(22\): Invalid argument$'
E_NOENT='errno=ENOENT\(2\): No such file or directory$'

mod_case fd "dup2\(-1,100\) failed: $E_BADF"
mod_case fcntl "fcntl\(-1,F_GETFD,\.\.\.\) failed: $E_BADF"
mod_case ioctl 'ioctl\(0,FIONREAD,\.\.\.\) failed: errno=ENOTTY'
mod_case paths "readlink\(/nonexistent,0x[0-9a-f]+,4096\) failed: $E_NOENT"
mod_case mem "mprotect\(0x1,4096,1\) failed: $E_INVAL"
mod_case ids "getgrnam\(ltk_no_such_group\) failed: $E_NOENT"
mod_case proc "setpgid\(-1,0\) failed: $E_INVAL"
mod_case execl "execl\(/nonexistent/prog,prog,\.\.\.\) failed: $E_NOENT"
mod_case setns "setns\(-1,0\) failed: $E_BADF"
mod_case signals "sigaction\(SIGKILL,0x[0-9a-f]+,\(nil\)\) failed: $E_INVAL"
mod_case xattr 'getxattr\(x,user\.ltk_missing,0x[0-9a-f]+,8\) failed: errno=(ENOENT|ENODATA)'
mod_case strings 'sscanf\("1 x","%d %d"\) matched 1 of 2 conversions$'
mod_case strtof "Invalid value: '2\.5x'$"
mod_case pty "ptsname\(-1\) failed: $E_BADF"
mod_case stdio 'Invalid fread\(0x[0-9a-f]+,1,8,0x[0-9a-f]+\) hit end of file, return value 0'
mod_case file_ops "No line of FILE '/proc/meminfo' matches 'LtkNoSuchField: %ld'"
mod_case mount2 "mount\(none,\.,tmpfs,0x20,\(nil\)\) failed: $E_INVAL"
mod_case file_at "openat\(/tmp/ltk-safe-modern\.[^/]+/at,missing,0,0000\) failed: $E_NOENT"
mod_case net 'connect\([0-9]+,127\.0\.0\.1:0,16\) failed: errno=ECONNREFUSED'
mod_case pthread "pthread_barrier_init\(0x[0-9a-f]+,\(nil\),0\) failed: $E_INVAL"
mod_case sysv "msgctl\(-1,2,\(nil\)\) failed: $E_INVAL"
mod_case mq "mq_unlink\(/ltk_no_such_queue\) failed: $E_NOENT"
mod_case clocks "clock_getres\(CLOCK_\?\?\?,0x[0-9a-f]+\) failed: $E_INVAL"
mod_case settime "clock_settime\(CLOCK_MONOTONIC,0x[0-9a-f]+\) failed: $E_INVAL"
mod_case epoll "epoll_ctl\(-1,EPOLL_CTL_ADD,0,0x[0-9a-f]+\) failed: $E_BADF"
mod_case lapi "statx\(AT_FDCWD,/nonexistent,0,0x7ff,0x[0-9a-f]+\) failed: $E_NOENT"

# Missing features are TCONF: an address family the kernel lacks, a clock timerfd lacks.
mod_case socket_conf 'socket\(45,1,0\) not supported: errno=EAFNOSUPPORT' TCONF 32
mod_case timerfd_conf 'timerfd_create\(CLOCK_PROCESS_CPUTIME_ID\) not supported' TCONF 32

# The scratch directory is gone even after a break.
ls -d /tmp/ltk-safe-modern.* 2>/dev/null && fail "scratch directory left behind"
grep -q ltk-safe-modern /proc/mounts && fail "overlay left mounted"
finish
