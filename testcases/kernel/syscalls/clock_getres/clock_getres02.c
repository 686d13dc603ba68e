// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_getres(2) errors, in the order of man 2 clock_getres, through the raw system call
 * (the vDSO would fault in user space instead of returning EFAULT):
 * - EFAULT: res outside the address space;
 * - EINVAL: clock id 1000 (also with res NULL: the id is checked even when nothing is
 *   returned), a CPU-time clock of a reaped process, a dynamic clock id of /dev/null.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EACCES, the settime EINVAL and EPERM entries concern clock_settime()
 * (clock_settime/); ENODEV and ENOTSUP need a hot-pluggable dynamic POSIX clock device.
 */

#include <sys/syscall.h>
#include "tst_test.h"

#define CLOCKFD 3
#define FD_TO_CLOCKID(fd) ((~(clockid_t)(fd) << 3) | CLOCKFD)
/* A process's CPU-time clock id, as clock_getcpuclockid() builds it (CPUCLOCK_SCHED). */
#define PROCESS_CLOCK(pid) ((~(clockid_t)(pid) << 3) | 2)
#define PATTERN 0x5a5a5a5aL

static struct timespec *res;
static void *bad_addr;
static clockid_t dead_clk, null_clk;
static int null_fd = -1;

static struct tcase {
	clockid_t *clk;
	clockid_t id;
	int buf;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, CLOCK_MONOTONIC, 2, EFAULT, "CLOCK_MONOTONIC, res outside the address space"},
	{NULL, 1000, 1, EINVAL, "clock id 1000"},
	{NULL, 1000, 0, EINVAL, "clock id 1000, res NULL"},
	{&dead_clk, 0, 1, EINVAL, "CPU clock of a reaped process"},
	{&null_clk, 0, 1, EINVAL, "dynamic clock id of /dev/null"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	clockid_t id = tc->clk ? *tc->clk : tc->id;
	void *buf = tc->buf == 2 ? bad_addr : tc->buf ? res : NULL;

	res->tv_sec = PATTERN;
	res->tv_nsec = PATTERN;
	TST_EXP_FAIL(syscall(__NR_clock_getres, id, buf), tc->exp_errno, "clock_getres(%s)",
		     tc->desc);
	if (res->tv_sec != PATTERN || res->tv_nsec != PATTERN)
		tst_res(TFAIL, "the failed call wrote {%lld, %ld} to the buffer",
			(long long)res->tv_sec, res->tv_nsec);
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
		{&res, .size = sizeof(*res)},
		{},
	},
};
