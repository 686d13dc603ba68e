// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semtimedop(2) fails with the errors of man 2 semop, in its order (in a new IPC
 * namespace; a set of 2 semaphores of value 1, mode 0644), each row as for semop (see
 * semop02) with a 20 s timeout, and:
 * - EAGAIN: the timeout (10 ms) expires before the decrement can proceed;
 * - EFAULT: the timeout pointer is outside the address space;
 * - EINVAL: (not in the man page) the timeout is invalid: tv_sec -1, tv_nsec 10^9.
 * After the failures both values are still 1.
 *
 * Not provoked: ENOMEM needs the kernel's allocation of an undo structure to fail.
 */

#define CALL_NAME "semtimedop()"
#include "semop_errors.h"

static int do_call(int semid, struct sembuf *sops, size_t nsops)
{
	struct timespec ts = {20, 0};

	return tst_syscall(__NR_semtimedop, semid, sops, nsops, &ts);
}

static void run(void)
{
	struct sembuf op = {1, -2, 0};
	struct timespec ts = {0, 10000000};
	static const struct timespec invalid[] = {{-1, 0}, {0, 1000000000}};
	unsigned int i;

	run_common();
	TST_EXP_FAIL(tst_syscall(__NR_semtimedop, id, &op, 1, &ts), EAGAIN,
		     "semtimedop(-2 on 1, 10 ms timeout)");
	TST_EXP_FAIL(tst_syscall(__NR_semtimedop, id, &op, 1, bad), EFAULT,
		     "semtimedop(timeout outside the address space)");
	for (i = 0; i < ARRAY_SIZE(invalid); i++) {
		ts = invalid[i];
		TST_EXP_FAIL(tst_syscall(__NR_semtimedop, id, &op, 1, &ts), EINVAL,
			     "semtimedop(timeout {%lld, %ld})", (long long)ts.tv_sec, ts.tv_nsec);
	}
	expect_values(1, 1);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
