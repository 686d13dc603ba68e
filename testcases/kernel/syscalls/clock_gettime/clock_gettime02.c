// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_gettime(2) errors, in the order of man 2 clock_gettime, through the raw system
 * call (the vDSO would fault in user space instead of returning EFAULT):
 * - EFAULT: tp points outside the accessible address space;
 * - EINVAL: a System-V style clock id out of range (MAX_CLOCKS and beyond), a CPU-time
 *   clock of a process that no longer exists, and a dynamic clock id (FD_TO_CLOCKID) of
 *   an open file that is not a clock device (/dev/null).
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EACCES, EINVAL for tv_sec/tv_nsec, EINVAL not settable, EINVAL below
 * CLOCK_MONOTONIC and EPERM concern clock_settime() (tested in clock_settime/); ENODEV and
 * ENOTSUP need a hot-pluggable dynamic POSIX clock device (a PTP clock) that a test cannot
 * create.
 */

#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

#define CLOCKFD 3
#define FD_TO_CLOCKID(fd) ((~(clockid_t)(fd) << 3) | CLOCKFD)
/* A process's CPU-time clock id, as clock_getcpuclockid() builds it (CPUCLOCK_SCHED). */
#define PROCESS_CLOCK(pid) ((~(clockid_t)(pid) << 3) | 2)
#define PATTERN 0x5a5a5a5aL

static struct timespec *ts;
static void *bad_addr;
static clockid_t dead_clk, null_clk;
static int null_fd = -1;

static struct tcase {
	clockid_t *clk;
	clockid_t id;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, CLOCK_REALTIME, 1, EFAULT, "CLOCK_REALTIME, tp outside the address space"},
	{NULL, CLOCK_MONOTONIC, 1, EFAULT, "CLOCK_MONOTONIC, tp outside the address space"},
	{NULL, 16, 0, EINVAL, "clock id 16 (MAX_CLOCKS)"},
	{NULL, 1000, 0, EINVAL, "clock id 1000"},
	{NULL, 0x7fffffff, 0, EINVAL, "clock id INT_MAX"},
	{&dead_clk, 0, 0, EINVAL, "CPU clock of a reaped process"},
	{&null_clk, 0, 0, EINVAL, "dynamic clock id of /dev/null"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	clockid_t id = tc->clk ? *tc->clk : tc->id;

	ts->tv_sec = PATTERN;
	ts->tv_nsec = PATTERN;
	TST_EXP_FAIL(syscall(__NR_clock_gettime, id, tc->bad ? bad_addr : ts), tc->exp_errno,
		     "clock_gettime(%s)", tc->desc);
	if (ts->tv_sec != PATTERN || ts->tv_nsec != PATTERN)
		tst_res(TFAIL, "the failed call wrote {%lld, %ld} to the buffer",
			(long long)ts->tv_sec, ts->tv_nsec);
}

static void setup(void)
{

	bad_addr = tst_get_bad_addr(NULL);
	null_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	null_clk = FD_TO_CLOCKID(null_fd);
	dead_clk = PROCESS_CLOCK(tst_get_unused_pid());
}

static void cleanup(void)
{
	if (null_fd >= 0)
		SAFE_CLOSE(null_fd);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&ts, .size = sizeof(*ts)},
		{},
	},
};
