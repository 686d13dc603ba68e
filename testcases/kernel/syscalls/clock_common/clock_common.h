/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the clock_* errno tests share:
 * - clock ids built by hand: a dynamic clock id from a file descriptor (FD_TO_CLOCKID, as
 *   for a PTP clock device) and a process's CPU-time clock id (PROCESS_CLOCK, as
 *   clock_getcpuclockid() builds it, CPUCLOCK_SCHED);
 * - the fixtures of their tables (clk_setup()): an address outside the address space and
 *   the dynamic clock id of /dev/null, an open file that is no clock;
 * - clock_gettime02 and clock_getres02: one row of a call that reads a clock into a
 *   struct timespec, made through the raw system call (the vDSO would fault in user space
 *   instead of returning EFAULT), after which the buffer must be untouched;
 * - clock_settime01 and clock_adjtime02: clk_rows_as_nobody() runs the rows in a child
 *   that dropped to nobody, so that a row whose check regressed still stops at the
 *   permission check instead of changing the host's clock; the caller then checks that
 *   the clock did not move.
 */
#ifndef CLOCK_COMMON_H__
#define CLOCK_COMMON_H__

#include <stdlib.h>
#include <sys/syscall.h>
#include "tst_test.h"

#define CLOCKFD 3
#define FD_TO_CLOCKID(fd) ((~(clockid_t)(fd) << 3) | CLOCKFD)
#define PROCESS_CLOCK(pid) ((~(clockid_t)(pid) << 3) | 2)
#define CLK_PATTERN 0x5a5a5a5aL

static void *clk_bad_addr;
static clockid_t clk_null, clk_dead;
static int clk_null_fd = -1;

static inline void clk_setup(void)
{
	clk_bad_addr = tst_get_bad_addr(NULL);
	clk_null_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	clk_null = FD_TO_CLOCKID(clk_null_fd);
}

static inline void clk_cleanup(void)
{
	if (clk_null_fd >= 0)
		SAFE_CLOSE(clk_null_fd);
}

/* The buffer a read row passes: none, a valid one, or one outside the address space. */
enum clk_buf {
	CLK_BUF_NULL,
	CLK_BUF_OK,
	CLK_BUF_BAD,
};

struct clk_read_case {
	clockid_t *clk;
	clockid_t id;
	enum clk_buf buf;
	int exp_errno;
	const char *desc;
};

/* clk_setup() plus the CPU-time clock of a process that no longer exists. */
static inline void clk_read_setup(void)
{
	clk_setup();
	clk_dead = PROCESS_CLOCK(tst_get_unused_pid());
}

static inline void clk_read_row(long nr, const char *name, const struct clk_read_case *tc,
				struct timespec *ts)
{
	clockid_t id = tc->clk ? *tc->clk : tc->id;
	void *buf = tc->buf == CLK_BUF_BAD ? clk_bad_addr : tc->buf == CLK_BUF_OK ? ts : NULL;

	ts->tv_sec = CLK_PATTERN;
	ts->tv_nsec = CLK_PATTERN;
	TST_EXP_FAIL(syscall(nr, id, buf), tc->exp_errno, "%s(%s)", name, tc->desc);
	if (ts->tv_sec != CLK_PATTERN || ts->tv_nsec != CLK_PATTERN)
		tst_res(TFAIL, "the failed call wrote {%lld, %ld} to the buffer",
			(long long)ts->tv_sec, ts->tv_nsec);
}

/* The EINVAL rows both read calls share: no such clock id, no such process, no clock. */
#define CLK_READ_EINVAL_ROWS \
	{NULL, 1000, CLK_BUF_OK, EINVAL, "clock id 1000"}, \
	{&clk_dead, 0, CLK_BUF_OK, EINVAL, "CPU clock of a reaped process"}, \
	{&clk_null, 0, CLK_BUF_OK, EINVAL, "dynamic clock id of /dev/null"}

/*
 * The test of a read call: one row of cases per iteration, through the raw system call
 * __NR_<call>, into a guarded struct timespec.
 */
#define CLK_READ_TEST(call, cases) \
	static struct timespec *clk_ts; \
	static void clk_read_run(unsigned int n) \
	{ \
		clk_read_row(__NR_ ## call, #call, &(cases)[n], clk_ts); \
	} \
	static struct tst_test test = { \
		.setup = clk_read_setup, \
		.cleanup = clk_cleanup, \
		.test = clk_read_run, \
		.tcnt = ARRAY_SIZE(cases), \
		.bufs = (struct tst_buffers []) { \
			{&clk_ts, .size = sizeof(*clk_ts)}, \
			{}, \
		}, \
	}

/* Needs clk_setup() in setup and .forks_child. */
static inline void clk_rows_as_nobody(void (*rows)(void))
{
	if (!SAFE_FORK()) {
		tst_become_nobody();
		rows();
		exit(0);
	}
	tst_reap_children();
}

#endif
