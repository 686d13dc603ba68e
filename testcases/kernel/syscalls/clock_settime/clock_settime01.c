// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_settime(2) errors, in the order of man 2 clock_settime, without ever setting the
 * host's clock: every row runs in a child that dropped to nobody, so a row whose
 * validation were broken would still stop at the permission check (EPERM) instead of
 * moving CLOCK_REALTIME; the one row that gets past validation (EPERM) asks for the time
 * the clock already shows.
 * - EFAULT: tp outside the address space;
 * - EINVAL: a clock id out of range, a dynamic clock id of /dev/null;
 * - EINVAL: tv_nsec -1, tv_nsec 1000000000, tv_sec -1;
 * - EINVAL: CLOCK_MONOTONIC, CLOCK_MONOTONIC_RAW, CLOCK_BOOTTIME and
 *   CLOCK_PROCESS_CPUTIME_ID are not settable;
 * - EPERM: an unprivileged caller setting CLOCK_REALTIME.
 * After the rows, CLOCK_REALTIME - CLOCK_MONOTONIC moved by less than 100 ms (NTP slews
 * by at most 500 us a second), so no row changed the clock.
 *
 * Not provoked: EACCES, ENODEV and ENOTSUP need a dynamic POSIX clock device (a PTP
 * clock); EINVAL for a time below CLOCK_MONOTONIC needs a caller allowed to set the clock,
 * and a regression there would set the host's clock to the past.
 */

#include <pwd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_timing.h"

#define CLOCKFD 3
#define FD_TO_CLOCKID(fd) ((~(clockid_t)(fd) << 3) | CLOCKFD)

static void *bad_addr;
static clockid_t null_clk;
static int null_fd = -1;
static struct passwd *nobody;

static struct tcase {
	clockid_t *clk;
	clockid_t id;
	int bad;
	long long sec_delta;
	long nsec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, CLOCK_REALTIME, 1, 0, 0, EFAULT, "CLOCK_REALTIME, tp outside the address space"},
	{NULL, 1000, 0, 0, 0, EINVAL, "clock id 1000"},
	{&null_clk, 0, 0, 0, 0, EINVAL, "dynamic clock id of /dev/null"},
	{NULL, CLOCK_REALTIME, 0, 0, -1, EINVAL, "CLOCK_REALTIME, tv_nsec -1"},
	{NULL, CLOCK_REALTIME, 0, 0, 1000000000, EINVAL, "CLOCK_REALTIME, tv_nsec 10^9"},
	{NULL, CLOCK_REALTIME, 0, -1, 0, EINVAL, "CLOCK_REALTIME, tv_sec -1"},
	{NULL, CLOCK_MONOTONIC, 0, 0, 0, EINVAL, "CLOCK_MONOTONIC"},
	{NULL, CLOCK_MONOTONIC_RAW, 0, 0, 0, EINVAL, "CLOCK_MONOTONIC_RAW"},
	{NULL, CLOCK_BOOTTIME, 0, 0, 0, EINVAL, "CLOCK_BOOTTIME"},
	{NULL, CLOCK_PROCESS_CPUTIME_ID, 0, 0, 0, EINVAL, "CLOCK_PROCESS_CPUTIME_ID"},
	{NULL, CLOCK_REALTIME, 0, 0, 0, EPERM, "CLOCK_REALTIME as nobody, the current time"},
};

static void row(struct tcase *tc)
{
	clockid_t id = tc->clk ? *tc->clk : tc->id;
	struct timespec ts;

	SAFE_CLOCK_GETTIME(id == CLOCK_REALTIME ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
	if (tc->sec_delta)
		ts.tv_sec = tc->sec_delta;
	if (tc->nsec)
		ts.tv_nsec = tc->nsec;
	TST_EXP_FAIL(syscall(__NR_clock_settime, id, tc->bad ? bad_addr : &ts), tc->exp_errno,
		     "clock_settime(%s)", tc->desc);
}

static long long real_minus_mono(void)
{
	return tst_timing_now(CLOCK_REALTIME) - tst_timing_now(CLOCK_MONOTONIC);
}

static void run(void)
{
	long long before = real_minus_mono(), moved;
	unsigned int i;

	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody->pw_gid);
		SAFE_SETUID(nobody->pw_uid);
		for (i = 0; i < ARRAY_SIZE(tcases); i++)
			row(&tcases[i]);
		exit(0);
	}
	tst_reap_children();
	moved = real_minus_mono() - before;
	if (moved > 100 * TST_NS_PER_MS || moved < -100 * TST_NS_PER_MS)
		tst_res(TFAIL, "CLOCK_REALTIME moved by %lld ns against CLOCK_MONOTONIC", moved);
	else
		tst_res(TPASS, "CLOCK_REALTIME unchanged (%lld ns against CLOCK_MONOTONIC)", moved);
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	bad_addr = tst_get_bad_addr(NULL);
	null_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	null_clk = FD_TO_CLOCKID(null_fd);
}

static void cleanup(void)
{
	if (null_fd >= 0)
		SAFE_CLOSE(null_fd);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
