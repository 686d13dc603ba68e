// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_create(2) errors, in the order of man 2 timerfd_create:
 * - EINVAL: clock id 1000, CLOCK_PROCESS_CPUTIME_ID (not among the clocks allowed);
 * - EINVAL: flags 0x1 (not TFD_NONBLOCK or TFD_CLOEXEC);
 * - EMFILE: RLIMIT_NOFILE lowered to the fds already open (in a child);
 * - EPERM: CLOCK_REALTIME_ALARM and CLOCK_BOOTTIME_ALARM without CAP_WAKE_ALARM (the
 *   capability is dropped).
 * No failed call leaves a new fd: the lowest free fd is the same after it.
 *
 * Not provoked: ENFILE needs the system-wide file limit reached, which would break every
 * other process; ENODEV and ENOMEM need kernel failures a test cannot cause.
 */

#include <sys/resource.h>
#include <sys/timerfd.h>
#include "tst_test.h"
#include "tst_capability.h"

static struct tcase {
	clockid_t clk;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1000, 0, EINVAL, "clock id 1000"},
	{CLOCK_PROCESS_CPUTIME_ID, 0, EINVAL, "CLOCK_PROCESS_CPUTIME_ID"},
	{CLOCK_MONOTONIC, 0x1, EINVAL, "flags 0x1"},
	{CLOCK_MONOTONIC, 0, EMFILE, "RLIMIT_NOFILE reached"},
	{CLOCK_REALTIME_ALARM, 0, EPERM, "CLOCK_REALTIME_ALARM without CAP_WAKE_ALARM"},
	{CLOCK_BOOTTIME_ALARM, 0, EPERM, "CLOCK_BOOTTIME_ALARM without CAP_WAKE_ALARM"},
};

static int lowest_free(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY), ret = fd;

	/* SAFE_CLOSE() sets its argument to -1. */
	SAFE_CLOSE(fd);
	return ret;
}

static void row(struct tcase *tc)
{
	int before = tc->exp_errno == EMFILE ? 0 : lowest_free();

	TST_EXP_FAIL2(timerfd_create(tc->clk, tc->flags), tc->exp_errno, "timerfd_create(%s)",
		      tc->desc);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	else if (tc->exp_errno != EMFILE && lowest_free() != before)
		tst_res(TFAIL, "lowest free fd %d after the failed call, %d before",
			lowest_free(), before);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct rlimit rl;
	int fd;

	if (tc->exp_errno != EMFILE) {
		row(tc);
		return;
	}
	if (!SAFE_FORK()) {
		fd = lowest_free();
		rl.rlim_cur = fd;
		rl.rlim_max = fd;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		row(tc);
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
	.caps = (struct tst_cap []) {
		TST_CAP(TST_CAP_DROP, CAP_WAKE_ALARM),
		{},
	},
};
