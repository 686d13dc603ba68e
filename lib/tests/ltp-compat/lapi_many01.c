// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Many lapi/ headers in one test, as LTP's tests include them next to the system headers,
 * and a few of the wrappers they provide called for real.
 */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include "tst_test.h"
#include "lapi/abisize.h"
#include "lapi/acct.h"
#include "lapi/arch_prctl.h"
#include "lapi/blkdev.h"
#include "lapi/capability.h"
#include "lapi/common_timers.h"
#include "lapi/cpuid.h"
#include "lapi/cpuset.h"
#include "lapi/epoll.h"
#include "lapi/faccessat.h"
#include "lapi/fallocate.h"
#include "lapi/ficlone.h"
#include "lapi/fs.h"
#include "lapi/fsmount.h"
#include "lapi/if_packet.h"
#include "lapi/init_module.h"
#include "lapi/ioctl.h"
#include "lapi/ioctl_ns.h"
#include "lapi/ioprio.h"
#include "lapi/ip_tables.h"
#include "lapi/kcmp.h"
#include "lapi/loop.h"
#include "lapi/lsm.h"
#include "lapi/mlock2.h"
#include "lapi/mman.h"
#include "lapi/mmap.h"
#include "lapi/mount.h"
#include "lapi/personality.h"
#include "lapi/pidfd.h"
#include "lapi/pkey.h"
#include "lapi/posix_clocks.h"
#include "lapi/prctl.h"
#include "lapi/quotactl.h"
#include "lapi/rds.h"
#include "lapi/readdir.h"
#include "lapi/resource.h"
#include "lapi/sched.h"
#include "lapi/seek.h"
#include "lapi/sem.h"
#include "lapi/signal.h"
#include "lapi/socket.h"
#include "lapi/stat.h"
#include "lapi/sync_file_range.h"
#include "lapi/syncfs.h"
#include "lapi/syscalls.h"
#include "lapi/tee.h"
#include "lapi/tls.h"
#include "lapi/utsname.h"
#include "lapi/vmsplice.h"

static void run(void)
{
	int pidfd, fd;

	TST_EXP_VAL(prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0), 0);
	pidfd = TST_EXP_FD(pidfd_open(getpid(), 0));
	TST_EXP_PASS(pidfd_send_signal(pidfd, 0, NULL, 0));
	SAFE_CLOSE(pidfd);
	TST_EXP_VAL(kcmp(getpid(), getpid(), KCMP_VM, 0, 0), 0);
	TST_EXP_VAL(check_sync_file_range(), 1);
	TST_EXP_PASS(faccessat2(AT_FDCWD, "/", R_OK, 0));
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "data", 4);
	TST_EXP_PASS(fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, 4096));
	TST_EXP_PASS(syncfs(fd));
	TST_EXP_VAL(lseek(fd, 0, SEEK_DATA), 0);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(IOPRIO_PRIO_CLASS(IOPRIO_PRIO_VALUE(IOPRIO_CLASS_BE, 4)), IOPRIO_CLASS_BE);
	TST_EXP_EQ_LI(TST_ABI, sizeof(long) * 8);
	TST_EXP_EQ_LU(sizeof(struct clone_args_minimal), CLONE_ARGS_SIZE_VER0);
	TST_EXP_EQ_STR(get_clock_str(CLOCK_TAI), "CLOCK_TAI");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
