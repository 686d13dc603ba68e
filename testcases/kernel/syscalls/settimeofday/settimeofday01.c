// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * settimeofday(2) errors, in the order of man 2 settimeofday, without ever setting the
 * host's clock or timezone: every row runs in a child that dropped to nobody, so a row
 * whose validation regressed would stop at the permission check (EPERM); the EPERM rows
 * ask for the time and timezone already in force.
 * - EFAULT: tv outside the address space; tz outside it;
 * - EINVAL: tv_usec -1, tv_usec 1000000, tv_sec -1, tv_sec 8277292036 (the kernel's
 *   limit, KTIME_SEC_MAX less 30 years of uptime: year 2232; TCONF for a 32-bit program,
 *   whose struct timeval cannot hold it);
 * - EPERM: an unprivileged caller setting the time, and setting the timezone alone.
 * After the rows, CLOCK_REALTIME - CLOCK_MONOTONIC moved by less than 100 ms and the
 * timezone gettimeofday() reports is unchanged.
 *
 * EINVAL for an invalid timezone is checked after the permission check: settimeofday02
 * checks it as root, along with a time that leaves the clock where it was.
 *
 * Not provoked: EINVAL for a time below CLOCK_MONOTONIC is checked after the permission
 * check too: it needs a caller allowed to set the clock, and a regression would set the
 * host's clock to the past.
 */

#include <pwd.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_timing.h"

/* The first tv_sec the kernel refuses to set: KTIME_SEC_MAX - 30 years. */
#define SETTOD_SEC_MAX (9223372036LL - 30LL * 365 * 86400)

static void *bad_addr;
static struct passwd *nobody;
static struct timezone cur_tz;

static struct tcase {
	int bad_tv;
	int bad_tz;
	int no_tv;
	long long sec;
	long usec;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0, 0, 0, 0, EFAULT, "tv outside the address space"},
	{0, 1, 0, 0, 0, EFAULT, "tz outside the address space"},
	{0, 0, 0, 0, -1, EINVAL, "tv_usec -1"},
	{0, 0, 0, 0, 1000000, EINVAL, "tv_usec 1000000"},
	{0, 0, 0, -1, 0, EINVAL, "tv_sec -1"},
	{0, 0, 0, SETTOD_SEC_MAX, 0, EINVAL, "tv_sec 8277292036"},
	{0, 0, 0, 0, 0, EPERM, "the current time, as nobody"},
	{0, 0, 1, 0, 0, EPERM, "tv NULL, the current timezone, as nobody"},
};

static void row(struct tcase *tc)
{
	struct timeval tv;
	struct timezone tz = cur_tz;

	if ((time_t)tc->sec != tc->sec) {
		tst_res(TCONF, "%s: a %zu-byte time_t cannot hold it", tc->desc, sizeof(time_t));
		return;
	}
	gettimeofday(&tv, NULL);
	if (tc->sec)
		tv.tv_sec = tc->sec;
	if (tc->usec)
		tv.tv_usec = tc->usec;
	TST_EXP_FAIL(syscall(__NR_settimeofday,
			     tc->bad_tv ? bad_addr : tc->no_tv ? NULL : &tv,
			     tc->bad_tz ? bad_addr : tc->no_tv ? &tz : NULL),
		     tc->exp_errno, "settimeofday(%s)", tc->desc);
}

static long long real_minus_mono(void)
{
	return tst_timing_now(CLOCK_REALTIME) - tst_timing_now(CLOCK_MONOTONIC);
}

static void run(void)
{
	long long before = real_minus_mono(), moved;
	struct timezone tz;
	struct timeval tv;
	unsigned int i;

	if (!SAFE_FORK()) {
		tst_become_nobody();
		for (i = 0; i < ARRAY_SIZE(tcases); i++)
			row(&tcases[i]);
		exit(0);
	}
	tst_reap_children();
	moved = real_minus_mono() - before;
	gettimeofday(&tv, &tz);
	if (moved > 100 * TST_NS_PER_MS || moved < -100 * TST_NS_PER_MS ||
	    tz.tz_minuteswest != cur_tz.tz_minuteswest || tz.tz_dsttime != cur_tz.tz_dsttime)
		tst_res(TFAIL, "CLOCK_REALTIME moved by %lld ns, timezone {%d, %d} -> {%d, %d}",
			moved, cur_tz.tz_minuteswest, cur_tz.tz_dsttime, tz.tz_minuteswest,
			tz.tz_dsttime);
	else
		tst_res(TPASS, "CLOCK_REALTIME and the timezone unchanged");
}

static void setup(void)
{
	struct timeval tv;

	nobody = SAFE_GETPWNAM("nobody");
	bad_addr = tst_get_bad_addr(NULL);
	gettimeofday(&tv, &cur_tz);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
