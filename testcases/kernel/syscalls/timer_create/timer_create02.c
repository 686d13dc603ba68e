// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_create(2) errors, in the order of man 2 timer_create (raw system call):
 * - EAGAIN: the soft RLIMIT_SIGPENDING lowered to 0 for the call, so the kernel cannot
 *   allocate the signal queue entry every timer holds (restored right after);
 * - EINVAL: clock id 1000; sigev_notify 1234; sigev_signo 0 and SIGRTMAX + 1 with
 *   SIGEV_SIGNAL; sigev_notify_thread_id of a thread in another process (the parent)
 *   and of no thread (-1) with SIGEV_THREAD_ID;
 * - ENOTSUP: CLOCK_MONOTONIC_RAW, CLOCK_REALTIME_COARSE and CLOCK_MONOTONIC_COARSE have
 *   no timers (the kernel's EOPNOTSUPP, the same number);
 * - EPERM: CLOCK_REALTIME_ALARM and CLOCK_BOOTTIME_ALARM without CAP_WAKE_ALARM (the
 *   capability is dropped), when the kernel has alarm timers (a probe as root).
 * Also EFAULT (the DESCRIPTION's pointers): sevp and timerid outside the address space.
 * No failed call creates a timer: /proc/self/timers lists as many timers after it as
 * before (when the kernel has that file, CONFIG_CHECKPOINT_RESTORE). The id written to
 * timerid is not checked: Linux 6.1 writes it before the alarm clocks' permission check
 * fails (EPERM), later kernels do not.
 *
 * Not provoked: ENOMEM cannot be caused without exhausting kernel memory.
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_safe_stdio.h"
#include "../timer_create/posix_timer.h"

static void *bad_addr;
static int *idp;
static int alarm_ok, have_proc_timers;

/* The number of POSIX timers of this process, -1 without /proc/self/timers. */
static int count_timers(void)
{
	char line[256];
	FILE *f;
	int n = 0;

	if (!have_proc_timers)
		return -1;
	f = SAFE_FOPEN("/proc/self/timers", "r");
	while (fgets(line, sizeof(line), f))
		n += !strncmp(line, "ID:", 3);
	SAFE_FCLOSE(f);
	return n;
}

static struct tcase {
	clockid_t clk;
	int notify;
	int signo;
	int tid;
	int bad_sev;
	int bad_id;
	int needs_alarm;
	int exp_errno;
	const char *desc;
	int no_sigpending;
} tcases[] = {
	{CLOCK_MONOTONIC, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 0, EAGAIN, "RLIMIT_SIGPENDING 0", 1},
	{1000, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 0, EINVAL, "clock id 1000"},
	{CLOCK_MONOTONIC, 1234, SIGALRM, 0, 0, 0, 0, EINVAL, "sigev_notify 1234"},
	{CLOCK_MONOTONIC, SIGEV_SIGNAL, 0, 0, 0, 0, 0, EINVAL, "sigev_signo 0"},
	{CLOCK_MONOTONIC, SIGEV_SIGNAL, -2, 0, 0, 0, 0, EINVAL, "sigev_signo SIGRTMAX + 1"},
	{CLOCK_MONOTONIC, SIGEV_THREAD_ID, SIGALRM, 1, 0, 0, 0, EINVAL,
	 "SIGEV_THREAD_ID, a thread of another process"},
	{CLOCK_MONOTONIC, SIGEV_THREAD_ID, SIGALRM, -1, 0, 0, 0, EINVAL,
	 "SIGEV_THREAD_ID, thread id -1"},
	{CLOCK_MONOTONIC_RAW, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 0, ENOTSUP, "CLOCK_MONOTONIC_RAW"},
	{CLOCK_REALTIME_COARSE, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 0, ENOTSUP,
	 "CLOCK_REALTIME_COARSE"},
	{CLOCK_MONOTONIC_COARSE, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 0, ENOTSUP,
	 "CLOCK_MONOTONIC_COARSE"},
	{CLOCK_REALTIME_ALARM, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 1, EPERM,
	 "CLOCK_REALTIME_ALARM without CAP_WAKE_ALARM"},
	{CLOCK_BOOTTIME_ALARM, SIGEV_SIGNAL, SIGALRM, 0, 0, 0, 1, EPERM,
	 "CLOCK_BOOTTIME_ALARM without CAP_WAKE_ALARM"},
	{CLOCK_MONOTONIC, SIGEV_SIGNAL, SIGALRM, 0, 1, 0, 0, EFAULT,
	 "sevp outside the address space"},
	{CLOCK_MONOTONIC, SIGEV_SIGNAL, SIGALRM, 0, 0, 1, 0, EFAULT,
	 "timerid outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct sigevent sev = {.sigev_notify = tc->notify, .sigev_signo = tc->signo};
	struct rlimit saved, zero;
	int before, after;

	if (tc->needs_alarm && !alarm_ok) {
		tst_res(TCONF, "%s: the kernel has no alarm timers (probe)", tc->desc);
		return;
	}
	if (tc->signo == -2)
		sev.sigev_signo = SIGRTMAX + 1;
	if (tc->tid)
		sev.sigev_notify_thread_id = tc->tid == 1 ? getppid() : -1;
	before = count_timers();
	*idp = -1;
	if (tc->no_sigpending) {
		SAFE_GETRLIMIT(RLIMIT_SIGPENDING, &saved);
		zero = saved;
		zero.rlim_cur = 0;
		SAFE_SETRLIMIT(RLIMIT_SIGPENDING, &zero);
	}
	TST_EXP_FAIL(pt_create(tc->clk, tc->bad_sev ? bad_addr : &sev,
			       tc->bad_id ? bad_addr : idp), tc->exp_errno, "timer_create(%s)",
		     tc->desc);
	if (tc->no_sigpending)
		SAFE_SETRLIMIT(RLIMIT_SIGPENDING, &saved);
	after = count_timers();
	if (after != before)
		tst_res(TFAIL, "the failed call left a timer: %d before, %d after", before, after);
}

static void setup(void)
{
	struct tst_cap drop = {TST_CAP_DROP, CAP_WAKE_ALARM, "CAP_WAKE_ALARM"};
	struct sigevent sev = {.sigev_notify = SIGEV_NONE};
	int id;

	bad_addr = tst_get_bad_addr(NULL);
	have_proc_timers = !access("/proc/self/timers", R_OK);
	/* Probe alarm timers with the capability; EINVAL/ENOTSUPP: no RTC alarm support. */
	if (!pt_create(CLOCK_REALTIME_ALARM, &sev, &id)) {
		alarm_ok = 1;
		pt_delete(id);
	} else if (errno != EINVAL && errno != ENOTSUP) {
		tst_brk(TBROK | TERRNO, "timer_create(CLOCK_REALTIME_ALARM) probe");
	}
	tst_cap_action(&drop);
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.bufs = (struct tst_buffers []) {
		{&idp, .size = sizeof(*idp)},
		{},
	},
};
