// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timer_create(2) as man 2 timer_create describes it (raw system calls):
 * - "creates a new per-process interval timer" against CLOCK_REALTIME, CLOCK_MONOTONIC,
 *   CLOCK_BOOTTIME, CLOCK_TAI, CLOCK_PROCESS_CPUTIME_ID, CLOCK_THREAD_CPUTIME_ID and the
 *   clock of clock_getcpuclockid(getpid()); each, armed for 10 ms (of CPU time, burnt, for
 *   the CPU clocks), delivers SIGEV_SIGNAL's sigev_signo with si_code SI_TIMER, the
 *   sigev_value given and si_timerid the id returned; the ids of live timers differ;
 * - "Specifying sevp as NULL is equivalent to ... SIGEV_SIGNAL, sigev_signo SIGALRM, and
 *   sigev_value.sival_int the timer ID": that is what arrives;
 * - SIGEV_NONE: "Don't asynchronously notify when the timer expires. Progress of the timer
 *   can be monitored using timer_gettime": no signal, and timer_gettime() counts down to 0;
 * - SIGEV_THREAD_ID: the signal is targeted at the thread sigev_notify_thread_id: a second
 *   thread receives it; the creating thread, with the signal blocked as well, never sees
 *   it pending.
 */

#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "posix_timer.h"

static clockid_t proc_clk;

static const struct clk {
	clockid_t *pid;
	clockid_t id;
	const char *name;
	int cpu;
} clocks[] = {
	{NULL, CLOCK_REALTIME, "CLOCK_REALTIME", 0},
	{NULL, CLOCK_MONOTONIC, "CLOCK_MONOTONIC", 0},
	{NULL, CLOCK_BOOTTIME, "CLOCK_BOOTTIME", 0},
	{NULL, CLOCK_TAI, "CLOCK_TAI", 0},
	{NULL, CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID", 1},
	{NULL, CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID", 1},
	{&proc_clk, 0, "clock_getcpuclockid(getpid())", 1},
};

static int wait_burning(int sig, siginfo_t *si, int cpu)
{
	long long end = tst_timing_now(CLOCK_MONOTONIC) + 10 * TST_NS_PER_SEC;

	if (!cpu)
		return pt_wait(sig, si, 10 * TST_NS_PER_SEC);
	while (tst_timing_now(CLOCK_MONOTONIC) < end) {
		if (pt_wait(sig, si, 0))
			return 1;
	}
	return 0;
}

static void signal_clocks(void)
{
	struct itimerspec ts = pt_spec(10 * TST_NS_PER_MS, 0);
	struct sigevent sev = {.sigev_notify = SIGEV_SIGNAL, .sigev_signo = PT_SIG};
	int ids[ARRAY_SIZE(clocks)];
	unsigned int i, j;
	siginfo_t si;

	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		const struct clk *c = &clocks[i];

		sev.sigev_value.sival_int = 1000 + i;
		ids[i] = -1;
		TEST(pt_create(c->pid ? *c->pid : c->id, &sev, &ids[i]));
		if (TST_RET || ids[i] < 0) {
			tst_res(TFAIL | TTERRNO, "timer_create(%s, SIGEV_SIGNAL) returned %ld, "
				"id %d", c->name, TST_RET, ids[i]);
			goto out;
		}
		for (j = 0; j < i; j++) {
			if (ids[j] == ids[i]) {
				tst_res(TFAIL, "timer_create(%s) returned id %d again", c->name,
					ids[i]);
				i++;
				goto out;
			}
		}
		if (pt_settime(ids[i], 0, &ts, NULL))
			tst_brk(TBROK | TERRNO, "timer_settime(%s, 10 ms)", c->name);
		memset(&si, 0, sizeof(si));
		if (!wait_burning(PT_SIG, &si, c->cpu)) {
			tst_res(TFAIL, "%s: no signal within 10 s of a 10 ms timer", c->name);
			i++;
			goto out;
		}
		if (si.si_code != SI_TIMER || si.si_value.sival_int != 1000 + (int)i ||
		    si.si_timerid != ids[i])
			tst_res(TFAIL, "%s: si_code %d, sival_int %d, si_timerid %d; expected "
				"SI_TIMER, %d, %d", c->name, si.si_code, si.si_value.sival_int,
				si.si_timerid, 1000 + i, ids[i]);
		else
			tst_res(TPASS, "%s: timer %d delivered SIGRTMIN, SI_TIMER, its sigev_value",
				c->name, ids[i]);
	}
out:
	for (j = 0; j < i; j++)
		pt_delete(ids[j]);
}

static void null_sevp(void)
{
	struct itimerspec ts = pt_spec(10 * TST_NS_PER_MS, 0);
	siginfo_t si;
	int id = -1;

	TEST(pt_create(CLOCK_MONOTONIC, NULL, &id));
	if (TST_RET || id < 0) {
		tst_res(TFAIL | TTERRNO, "timer_create(CLOCK_MONOTONIC, NULL)");
		return;
	}
	if (pt_settime(id, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(10 ms)");
	if (!pt_wait(SIGALRM, &si, 10 * TST_NS_PER_SEC))
		tst_res(TFAIL, "sevp NULL: no SIGALRM within 10 s of a 10 ms timer");
	else if (si.si_code != SI_TIMER || si.si_value.sival_int != id)
		tst_res(TFAIL, "sevp NULL: si_code %d, sival_int %d, expected SI_TIMER, %d",
			si.si_code, si.si_value.sival_int, id);
	else
		tst_res(TPASS, "sevp NULL: SIGALRM with sival_int the timer id %d", id);
	pt_delete(id);
}

static void sigev_none(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_NONE, .sigev_signo = PT_SIG};
	struct itimerspec ts = pt_spec(20 * TST_NS_PER_MS, 0), cur;
	siginfo_t si;
	int id = -1;

	TEST(pt_create(CLOCK_MONOTONIC, &sev, &id));
	if (TST_RET || id < 0) {
		tst_res(TFAIL | TTERRNO, "timer_create(CLOCK_MONOTONIC, SIGEV_NONE)");
		return;
	}
	if (pt_settime(id, 0, &ts, NULL) || pt_gettime(id, &cur))
		tst_brk(TBROK | TERRNO, "timer_settime/timer_gettime");
	if (pt_ns(cur.it_value) <= 0 || pt_ns(cur.it_value) > 20 * TST_NS_PER_MS) {
		tst_res(TFAIL, "SIGEV_NONE armed 20 ms: it_value %lld ns", pt_ns(cur.it_value));
	} else if (pt_wait(PT_SIG, &si, 100 * TST_NS_PER_MS)) {
		tst_res(TFAIL, "SIGEV_NONE timer sent a signal");
	} else {
		if (pt_gettime(id, &cur))
			tst_brk(TBROK | TERRNO, "timer_gettime");
		if (pt_ns(cur.it_value))
			tst_res(TFAIL, "SIGEV_NONE: it_value %lld ns 100 ms after a 20 ms arm",
				pt_ns(cur.it_value));
		else
			tst_res(TPASS, "SIGEV_NONE: no signal, timer_gettime() counted down to 0");
	}
	pt_delete(id);
}

static volatile int target_tid, got_it;
static int thread_timer;

static void *target(void *arg)
{
	siginfo_t si;

	(void)arg;
	target_tid = gettid();
	TST_CHECKPOINT_WAKE(0);
	if (pt_wait(PT_SIG, &si, 10 * TST_NS_PER_SEC) && si.si_timerid == thread_timer)
		got_it = 1;
	return NULL;
}

static void sigev_thread_id(void)
{
	struct sigevent sev = {.sigev_notify = SIGEV_THREAD_ID, .sigev_signo = PT_SIG};
	struct itimerspec ts = pt_spec(10 * TST_NS_PER_MS, 0);
	pthread_t thr;
	sigset_t pending;

	got_it = 0;
	SAFE_PTHREAD_CREATE(&thr, NULL, target, NULL);
	TST_CHECKPOINT_WAIT(0);
	sev.sigev_notify_thread_id = target_tid;
	thread_timer = -1;
	TEST(pt_create(CLOCK_MONOTONIC, &sev, &thread_timer));
	if (TST_RET || thread_timer < 0) {
		tst_res(TFAIL | TTERRNO, "timer_create(SIGEV_THREAD_ID, tid %d)", target_tid);
		pt_block(PT_SIG);
		pthread_kill(thr, PT_SIG);
		SAFE_PTHREAD_JOIN(thr, NULL);
		return;
	}
	if (pt_settime(thread_timer, 0, &ts, NULL))
		tst_brk(TBROK | TERRNO, "timer_settime(10 ms)");
	SAFE_PTHREAD_JOIN(thr, NULL);
	sigpending(&pending);
	if (!got_it)
		tst_res(TFAIL, "SIGEV_THREAD_ID: the target thread got no signal in 10 s");
	else if (sigismember(&pending, PT_SIG))
		tst_res(TFAIL, "SIGEV_THREAD_ID: a signal is pending for the creating thread");
	else
		tst_res(TPASS, "SIGEV_THREAD_ID: the target thread %d received the signal",
			target_tid);
	pt_delete(thread_timer);
}

static void run(void)
{
	signal_clocks();
	null_sevp();
	sigev_none();
	sigev_thread_id();
}

static void setup(void)
{
	int err = clock_getcpuclockid(getpid(), &proc_clk);

	if (err)
		tst_brk(TBROK, "clock_getcpuclockid() failed: %s", tst_strerrno(err));
	pt_block(PT_SIG);
	pt_block(SIGALRM);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_checkpoints = 1,
};
