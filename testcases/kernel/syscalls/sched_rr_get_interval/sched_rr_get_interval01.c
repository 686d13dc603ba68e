// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_rr_get_interval(2) as man 2 sched_rr_get_interval describes it (raw system call,
 * tp pre-filled with a pattern): "writes into the timespec structure pointed to by tp the
 * round-robin time quantum for the process identified by pid":
 * - a SCHED_RR child: the quantum is /proc/sys/kernel/sched_rr_timeslice_ms ("Since
 *   Linux 3.9, ... can be adjusted via /proc/sys/kernel/sched_rr_timeslice_ms");
 * - a SCHED_FIFO child: "the returned value is 0 (FIFO has no time slice)";
 * - a SCHED_OTHER child and the caller (pid 0): a quantum within 0..1 s (the fair class
 *   reports its current slice).
 * The real-time cases need real-time bandwidth in the cgroup (a probe).
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static int rt_ok;
static long rr_ms;

static long long quantum(pid_t pid, const char *what)
{
	struct timespec tp = {0x5a5a5a5a, 0x5a5a5a5a};

	TEST(syscall(__NR_sched_rr_get_interval, pid, &tp));
	if (TST_RET || tp.tv_sec == 0x5a5a5a5a || tp.tv_nsec < 0 || tp.tv_nsec > 999999999) {
		tst_res(TFAIL | TTERRNO, "sched_rr_get_interval(%s) returned %ld, {%lld, %ld}",
			what, TST_RET, (long long)tp.tv_sec, tp.tv_nsec);
		return -1;
	}
	return tp.tv_sec * 1000000000LL + tp.tv_nsec;
}

static void run(void)
{
	struct sched_param sp = {.sched_priority = 10};
	pid_t pid = parked_child();
	long long q;

	q = quantum(pid, "SCHED_OTHER child");
	if (q >= 0 && q <= 1000000000LL)
		tst_res(TPASS, "SCHED_OTHER child: quantum %lld ns", q);
	else if (q >= 0)
		tst_res(TFAIL, "SCHED_OTHER child: quantum %lld ns", q);
	q = quantum(0, "0");
	if (q >= 0 && q <= 1000000000LL)
		tst_res(TPASS, "caller: quantum %lld ns", q);
	else if (q >= 0)
		tst_res(TFAIL, "caller: quantum %lld ns", q);
	if (!rt_ok) {
		release_child(pid);
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
		return;
	}
	if (sys_sched_setscheduler(pid, SCHED_RR, &sp))
		tst_brk(TBROK | TERRNO, "sched_setscheduler(SCHED_RR)");
	q = quantum(pid, "SCHED_RR child");
	if (q >= 0 && q != rr_ms * 1000000LL)
		tst_res(TFAIL, "SCHED_RR child: quantum %lld ns, sched_rr_timeslice_ms %ld", q,
			rr_ms);
	else if (q >= 0)
		tst_res(TPASS, "SCHED_RR child: quantum %lld ns = sched_rr_timeslice_ms", q);
	if (sys_sched_setscheduler(pid, SCHED_FIFO, &sp))
		tst_brk(TBROK | TERRNO, "sched_setscheduler(SCHED_FIFO)");
	q = quantum(pid, "SCHED_FIFO child");
	if (q > 0)
		tst_res(TFAIL, "SCHED_FIFO child: quantum %lld ns, expected 0", q);
	else if (q == 0)
		tst_res(TPASS, "SCHED_FIFO child: quantum 0");
	release_child(pid);
}

static void setup(void)
{
	rt_ok = rt_allowed();
	SAFE_FILE_SCANF("/proc/sys/kernel/sched_rr_timeslice_ms", "%ld", &rr_ms);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
