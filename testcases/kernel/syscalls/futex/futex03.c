// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex(2) priority-inheritance operations as man 2 futex describes them (raw system
 * call, private futexes):
 * - FUTEX_TRYLOCK_PI on a free word takes it: the word holds the caller's TID;
 *   FUTEX_UNLOCK_PI frees it (0); FUTEX_LOCK_PI on a free word takes it too;
 * - contended: with the word held, a second thread's FUTEX_LOCK_PI sleeps and the word
 *   gains FUTEX_WAITERS; FUTEX_TRYLOCK_PI of a third caller fails with EAGAIN (the man
 *   page's EWOULDBLOCK); FUTEX_UNLOCK_PI hands the lock over: the waiter returns 0 owning
 *   it (its TID in the word);
 * - priority inheritance: while a SCHED_FIFO 10 thread waits on a lock held by a
 *   SCHED_OTHER thread, the holder runs at the waiter's priority (/proc/<tid>/stat
 *   priority field -11, i.e. real-time priority 10), where before it had 20 plus its
 *   nice value (where the cgroup grants real-time bandwidth);
 * - FUTEX_LOCK_PI's timeout is absolute on CLOCK_REALTIME: a held lock times out with
 *   ETIMEDOUT once the clock passed a target 20 ms ahead;
 * - FUTEX_WAIT_REQUEUE_PI / FUTEX_CMP_REQUEUE_PI: a waiter on a plain futex, requeued to
 *   a free PI futex, "acquires the lock on uaddr2" and returns 0 owning it; the requeue
 *   returns 1.
 */

#include "tst_test.h"
#include "tst_timing.h"
#include "futex_util.h"
#include "../sched_setscheduler/sched_util.h"

static futex_t lock, cond;
static int rt_ok;

static pid_t my_tid(void)
{
	return gettid();
}

static void simple(void)
{
	TEST(futex_raw(&lock, FUTEX_TRYLOCK_PI_PRIVATE, 0, NULL, NULL, 0));
	if (TST_RET || (lock & FUTEX_TID_MASK) != (uint32_t)my_tid()) {
		tst_res(TFAIL | TTERRNO, "FUTEX_TRYLOCK_PI on a free word returned %ld, word %#x",
			TST_RET, lock);
		return;
	}
	TEST(futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0));
	if (TST_RET || lock) {
		tst_res(TFAIL | TTERRNO, "FUTEX_UNLOCK_PI returned %ld, word %#x", TST_RET, lock);
		return;
	}
	TEST(futex_raw(&lock, FUTEX_LOCK_PI_PRIVATE, 0, NULL, NULL, 0));
	if (TST_RET || (lock & FUTEX_TID_MASK) != (uint32_t)my_tid()) {
		tst_res(TFAIL | TTERRNO, "FUTEX_LOCK_PI on a free word returned %ld, word %#x",
			TST_RET, lock);
		return;
	}
	futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0);
	tst_res(TPASS, "TRYLOCK_PI/LOCK_PI take a free word (caller's TID), UNLOCK_PI frees it");
}

static void *trylock_fn(void *arg)
{
	(void)arg;
	return (void *)(long)(futex_raw(&lock, FUTEX_TRYLOCK_PI_PRIVATE, 0, NULL, NULL, 0) ?
			      errno : 0);
}

static void contended(void)
{
	struct waiter w = {.uaddr = &lock, .op = FUTEX_LOCK_PI_PRIVATE};
	pthread_t thr;
	void *err;

	lock = my_tid();
	if (!start_waiter(&w)) {
		lock = 0;
		return;
	}
	if (!(lock & FUTEX_WAITERS))
		tst_res(TFAIL, "a waiter sleeps, but the word %#x lacks FUTEX_WAITERS", lock);
	SAFE_PTHREAD_CREATE(&thr, NULL, trylock_fn, NULL);
	SAFE_PTHREAD_JOIN(thr, &err);
	if ((long)err != EAGAIN)
		tst_res(TFAIL, "FUTEX_TRYLOCK_PI of a held lock: %s, expected EAGAIN",
			tst_strerrno((long)err));
	TEST(futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0));
	if (!finish_waiter(&w))
		tst_brk(TBROK, "the FUTEX_LOCK_PI waiter never returned");
	if (TST_RET || w.ret || (lock & FUTEX_TID_MASK) != (uint32_t)w.tid)
		tst_res(TFAIL, "UNLOCK_PI returned %ld, the waiter %ld, word %#x (waiter %d)",
			TST_RET, w.ret, lock, w.tid);
	else
		tst_res(TPASS, "contended: FUTEX_WAITERS set, TRYLOCK_PI EAGAIN, UNLOCK_PI handed "
			"the lock to the waiter");
	lock = 0;
}

static volatile pid_t holder_tid;
static volatile int holder_release;

static void *holder_fn(void *arg)
{
	(void)arg;
	if (futex_raw(&lock, FUTEX_LOCK_PI_PRIVATE, 0, NULL, NULL, 0)) {
		holder_tid = -1;
		return (void *)1L;
	}
	holder_tid = gettid();
	while (!holder_release)
		usleep(1000);
	return (void *)(long)(futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0) != 0);
}

static int stat_prio(pid_t tid)
{
	char path[64];
	int prio = 0, field = 3;
	char buf[1024], *p;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/stat", getpid(), tid);
	f = SAFE_FOPEN(path, "r");
	if (!fgets(buf, sizeof(buf), f))
		tst_brk(TBROK, "reading %s", path);
	SAFE_FCLOSE(f);
	for (p = strtok(strrchr(buf, ')') + 2, " "); p; p = strtok(NULL, " "), field++) {
		if (field == 18)
			prio = atoi(p);
	}
	return prio;
}

static void *rt_waiter_fn(void *arg)
{
	struct ltk_sched_attr a = {.size = sizeof(a), .sched_policy = SCHED_FIFO,
				   .sched_priority = 10};
	struct waiter *w = arg;

	if (sys_sched_setattr(0, &a, 0))
		return NULL;
	return waiter_fn(w);
}

static void inheritance(void)
{
	struct waiter w = {.uaddr = &lock, .op = FUTEX_LOCK_PI_PRIVATE};
	pthread_t holder;
	int boosted, before;
	void *ret;

	lock = 0;
	holder_tid = 0;
	holder_release = 0;
	SAFE_PTHREAD_CREATE(&holder, NULL, holder_fn, NULL);
	while (!holder_tid)
		usleep(100);
	if (holder_tid < 0) {
		tst_res(TFAIL | TERRNO, "FUTEX_LOCK_PI of a free lock in a thread failed");
		SAFE_PTHREAD_JOIN(holder, NULL);
		return;
	}
	before = stat_prio(holder_tid);
	if (before < 0)
		tst_brk(TBROK, "the holder's priority is %d before any waiter", before);
	w.tid = 0;
	SAFE_PTHREAD_CREATE(&w.thr, NULL, rt_waiter_fn, &w);
	while (!w.tid)
		usleep(100);
	if (!wait_asleep_or_done(w.tid, &w.done)) {
		tst_res(TFAIL, "the SCHED_FIFO FUTEX_LOCK_PI waiter did not sleep");
		holder_release = 1;
		goto out;
	}
	boosted = stat_prio(holder_tid);
	holder_release = 1;
	SAFE_PTHREAD_JOIN(holder, &ret);
	if (!finish_waiter(&w))
		tst_brk(TBROK, "the SCHED_FIFO waiter never returned");
	futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0);
	if (boosted != -11 || ret || w.ret)
		tst_res(TFAIL, "holder's priority %d while a SCHED_FIFO 10 thread waited "
			"(expected -11); unlock %s, waiter %ld", boosted, ret ? "failed" : "ok",
			w.ret);
	else
		tst_res(TPASS, "the SCHED_OTHER holder ran at priority %d (FIFO 10) while the "
			"real-time thread waited, %d before", boosted, before);
	lock = 0;
	return;
out:
	SAFE_PTHREAD_JOIN(holder, NULL);
	finish_waiter(&w);
	lock = 0;
}

static void lock_timeout(void)
{
	long long target;
	struct timespec to;
	pthread_t holder;

	lock = 0;
	holder_tid = 0;
	holder_release = 0;
	SAFE_PTHREAD_CREATE(&holder, NULL, holder_fn, NULL);
	while (!holder_tid)
		usleep(100);
	if (holder_tid < 0) {
		tst_res(TFAIL | TERRNO, "FUTEX_LOCK_PI of a free lock in a thread failed");
		SAFE_PTHREAD_JOIN(holder, NULL);
		return;
	}
	target = tst_timing_now(CLOCK_REALTIME) + 20 * TST_NS_PER_MS;
	to.tv_sec = target / TST_NS_PER_SEC;
	to.tv_nsec = target % TST_NS_PER_SEC;
	TEST(futex_raw(&lock, FUTEX_LOCK_PI_PRIVATE, 0, &to, NULL, 0));
	if (TST_RET != -1 || TST_ERR != ETIMEDOUT)
		tst_res(TFAIL | TTERRNO, "FUTEX_LOCK_PI with a 20 ms absolute timeout returned %ld",
			TST_RET);
	else if (tst_timing_now(CLOCK_REALTIME) < target)
		tst_res(TFAIL, "FUTEX_LOCK_PI timed out before its absolute timeout");
	else
		tst_res(TPASS, "FUTEX_LOCK_PI: ETIMEDOUT after the CLOCK_REALTIME target");
	holder_release = 1;
	SAFE_PTHREAD_JOIN(holder, NULL);
	if (TST_RET == 0)
		futex_raw(&lock, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0);
	lock = 0;
}

static void requeue_pi(void)
{
	struct waiter w = {.uaddr = &cond, .op = FUTEX_WAIT_REQUEUE_PI_PRIVATE, .val = 0,
			   .uaddr2 = &lock};

	cond = 0;
	lock = 0;
	if (!start_waiter(&w))
		return;
	TEST(futex_raw(&cond, FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, (void *)0L, &lock, 0));
	if (TST_RET != 1) {
		tst_res(TFAIL | TTERRNO, "FUTEX_CMP_REQUEUE_PI returned %ld, expected 1", TST_RET);
		futex_raw(&cond, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	}
	if (!finish_waiter(&w))
		tst_brk(TBROK, "the FUTEX_WAIT_REQUEUE_PI waiter never returned");
	if (TST_RET == 1 && (w.ret || (lock & FUTEX_TID_MASK) != (uint32_t)w.tid))
		tst_res(TFAIL, "requeued waiter returned %ld (%s), word %#x, waiter %d", w.ret,
			tst_strerrno(w.err), lock, w.tid);
	else if (TST_RET == 1)
		tst_res(TPASS, "WAIT_REQUEUE_PI/CMP_REQUEUE_PI: the waiter took the free PI lock");
	lock = 0;
}

static void run(void)
{
	simple();
	contended();
	if (rt_ok)
		inheritance();
	else
		tst_res(TCONF, "real-time policies refused here (no real-time bandwidth)");
	lock_timeout();
	requeue_pi();
}

static void setup(void)
{
	rt_ok = rt_allowed();
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
