// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semtimedop(2) is semop() with a time limit (man 2 semop):
 * - an operation that can proceed is applied at once (the value changes);
 * - a decrement that cannot proceed waits at least the timeout (100 ms), then fails with
 *   EAGAIN, and the value is unchanged;
 * - a NULL timeout waits like semop(): a child's increment wakes it;
 * - a waiter with a 30 s timeout is woken early by a child's increment.
 */

#include <stdlib.h>
#include "tst_safe_clocks.h"
#include "tst_timer.h"
#include "sysvipc.h"

static int id = -1;

static int do_timedop(struct sembuf *sops, size_t n, struct timespec *ts)
{
	return tst_syscall(__NR_semtimedop, id, sops, n, ts);
}

static void woken_by_child(struct timespec *ts, const char *what)
{
	struct sembuf dec = {0, -1, 0};

	if (!SAFE_FORK()) {
		struct sembuf inc = {0, 1, 0};

		TST_CHECKPOINT_WAIT(0);
		SAFE_SEMOP(id, &inc, 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	TST_EXP_PASS(do_timedop(&dec, 1, ts), "semtimedop(-1, %s) woken by a child", what);
	tst_reap_children();
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETVAL), 0);
}

static void run(void)
{
	struct sembuf op = {0, 2, 0};
	struct timespec ts = {0, 100000000}, t0, t1;
	long long ms;

	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	TST_EXP_PASS(do_timedop(&op, 1, &ts), "semtimedop(+2)");
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETVAL), 2);

	op.sem_op = -3;
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_timedop(&op, 1, &ts));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == -1 && TST_ERR == EAGAIN && ms >= 100)
		tst_res(TPASS, "semtimedop(-3 on 2, 100 ms) failed with EAGAIN after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "semtimedop(-3 on 2, 100 ms) returned %ld after %lld ms",
			TST_RET, ms);
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETVAL), 2);

	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	woken_by_child(NULL, "NULL timeout");
	ts = (struct timespec){30, 0};
	woken_by_child(&ts, "30 s");
}

static void setup(void)
{
	ipc_ns_setup();
	id = SAFE_SEMGET(IPC_PRIVATE, 1, 0600);
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SEMCTL(id, 0, IPC_RMID);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
