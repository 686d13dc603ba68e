// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_settime(2) errors, in the order of man 2 clock_settime, without ever setting the
 * host's clock: every row runs in a child that dropped to nobody, so a row whose
 * validation were broken would still stop at the permission check (EPERM) instead of
 * moving CLOCK_REALTIME; the one row that gets past validation (EPERM) asks for the time
 * the clock already shows.
 * - EACCES: the dynamic clock id of the first PTP clock device (/dev/ptp0) opened
 *   read-only, when there is one;
 * - EFAULT: tp outside the address space;
 * - EINVAL: a clock id out of range, a dynamic clock id of /dev/null;
 * - EINVAL: tv_nsec -1, tv_nsec 1000000000, tv_sec -1, tv_sec 8277292036 (the kernel's
 *   limit, KTIME_SEC_MAX less 30 years of uptime: year 2232; a 32-bit time_t cannot hold
 *   it, TCONF there);
 * - EINVAL: CLOCK_MONOTONIC, CLOCK_MONOTONIC_RAW, CLOCK_BOOTTIME and
 *   CLOCK_PROCESS_CPUTIME_ID are not settable;
 * - ENOTSUP: the dynamic clock id of /dev/ptp0 opened read-write when it is KVM's virtual
 *   PTP clock (its clock_name in /sys/class/ptp), which reads the host's clock and cannot
 *   be set;
 * - EPERM: an unprivileged caller setting CLOCK_REALTIME.
 * After the rows, CLOCK_REALTIME - CLOCK_MONOTONIC moved by less than 100 ms (NTP slews
 * by at most 500 us a second), so no row changed the clock.
 *
 * The PTP rows give TCONF where there is no such device (a probe in setup).
 *
 * Not provoked: ENODEV needs a hot-pluggable dynamic POSIX clock device that disappears
 * while open; EINVAL for a time below CLOCK_MONOTONIC needs a caller allowed to set the
 * clock, and a regression there would set the host's clock to the past.
 */

#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_timing.h"
#include "../clock_common/clock_common.h"

#define PTP_DEV "/dev/ptp0"
#define PTP_NAME "/sys/class/ptp/ptp0/clock_name"
/* The first tv_sec the kernel refuses to set: KTIME_SEC_MAX - 30 years. */
#define SETTOD_SEC_MAX (9223372036LL - 30LL * 365 * 86400)

static clockid_t ptp_ro_clk, ptp_kvm_clk;
static int ptp_ro = -1, ptp_kvm = -1;

static struct tcase {
	clockid_t *clk;
	clockid_t id;
	int bad;
	long long sec_delta;
	long nsec;
	int exp_errno;
	const char *desc;
	int *needs_fd;
} tcases[] = {
	{&ptp_ro_clk, 0, 0, 0, 0, EACCES, PTP_DEV " opened read-only", &ptp_ro},
	{NULL, CLOCK_REALTIME, 1, 0, 0, EFAULT, "CLOCK_REALTIME, tp outside the address space"},
	{NULL, 1000, 0, 0, 0, EINVAL, "clock id 1000"},
	{&clk_null, 0, 0, 0, 0, EINVAL, "dynamic clock id of /dev/null"},
	{NULL, CLOCK_REALTIME, 0, 0, -1, EINVAL, "CLOCK_REALTIME, tv_nsec -1"},
	{NULL, CLOCK_REALTIME, 0, 0, 1000000000, EINVAL, "CLOCK_REALTIME, tv_nsec 10^9"},
	{NULL, CLOCK_REALTIME, 0, -1, 0, EINVAL, "CLOCK_REALTIME, tv_sec -1"},
	{NULL, CLOCK_REALTIME, 0, SETTOD_SEC_MAX, 0, EINVAL, "CLOCK_REALTIME, tv_sec 8277292036"},
	{NULL, CLOCK_MONOTONIC, 0, 0, 0, EINVAL, "CLOCK_MONOTONIC"},
	{NULL, CLOCK_MONOTONIC_RAW, 0, 0, 0, EINVAL, "CLOCK_MONOTONIC_RAW"},
	{NULL, CLOCK_BOOTTIME, 0, 0, 0, EINVAL, "CLOCK_BOOTTIME"},
	{NULL, CLOCK_PROCESS_CPUTIME_ID, 0, 0, 0, EINVAL, "CLOCK_PROCESS_CPUTIME_ID"},
	{&ptp_kvm_clk, 0, 0, 0, 0, ENOTSUP, "KVM virtual PTP clock " PTP_DEV, &ptp_kvm},
	{NULL, CLOCK_REALTIME, 0, 0, 0, EPERM, "CLOCK_REALTIME as nobody, the current time"},
};

static void row(struct tcase *tc)
{
	clockid_t id = tc->clk ? *tc->clk : tc->id;
	struct timespec ts;

	if (tc->needs_fd && *tc->needs_fd < 0) {
		tst_res(TCONF, "%s: no such PTP clock device here (probe)", tc->desc);
		return;
	}
	if ((time_t)tc->sec_delta != tc->sec_delta) {
		tst_res(TCONF, "%s: a %zu-byte time_t cannot hold it", tc->desc, sizeof(time_t));
		return;
	}
	SAFE_CLOCK_GETTIME(id == CLOCK_REALTIME ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
	if (tc->sec_delta)
		ts.tv_sec = tc->sec_delta;
	if (tc->nsec)
		ts.tv_nsec = tc->nsec;
	TST_EXP_FAIL(syscall(__NR_clock_settime, id, tc->bad ? clk_bad_addr : &ts), tc->exp_errno,
		     "clock_settime(%s)", tc->desc);
}

static long long real_minus_mono(void)
{
	return tst_timing_now(CLOCK_REALTIME) - tst_timing_now(CLOCK_MONOTONIC);
}

static void rows(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++)
		row(&tcases[i]);
}

static void run(void)
{
	long long before = real_minus_mono(), moved;

	clk_rows_as_nobody(rows);
	moved = real_minus_mono() - before;
	if (moved > 100 * TST_NS_PER_MS || moved < -100 * TST_NS_PER_MS)
		tst_res(TFAIL, "CLOCK_REALTIME moved by %lld ns against CLOCK_MONOTONIC", moved);
	else
		tst_res(TPASS, "CLOCK_REALTIME unchanged (%lld ns against CLOCK_MONOTONIC)", moved);
}

/* The first PTP clock device, opened read-only; read-write too if it is KVM's. */
static void ptp_probe(void)
{
	char name[64] = "";

	ptp_ro = open(PTP_DEV, O_RDONLY);
	if (ptp_ro < 0) {
		if (errno != ENOENT && errno != ENXIO)
			tst_brk(TBROK | TERRNO, "open(" PTP_DEV ")");
		tst_res(TINFO, "no PTP clock device (" PTP_DEV ")");
		return;
	}
	ptp_ro_clk = FD_TO_CLOCKID(ptp_ro);
	if (!access(PTP_NAME, R_OK))
		SAFE_FILE_SCANF(PTP_NAME, "%63[^\n]", name);
	tst_res(TINFO, PTP_DEV " is \"%s\"", name);
	if (strncmp(name, "KVM virtual PTP", 15))
		return;
	ptp_kvm = SAFE_OPEN(PTP_DEV, O_RDWR);
	ptp_kvm_clk = FD_TO_CLOCKID(ptp_kvm);
}

static void setup(void)
{
	clk_setup();
	ptp_probe();
}

static void cleanup(void)
{
	if (ptp_kvm >= 0)
		SAFE_CLOSE(ptp_kvm);
	if (ptp_ro >= 0)
		SAFE_CLOSE(ptp_ro);
	clk_cleanup();
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
