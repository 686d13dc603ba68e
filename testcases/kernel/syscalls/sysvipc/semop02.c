// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semop(2), the raw system call, fails with the errors of man 2 semop, in its order (in a
 * new IPC namespace; a set of 2 semaphores of value 1, mode 0644):
 * - E2BIG: nsops is SEMOPM + 1;
 * - EACCES: nobody decrements (no alter permission);
 * - EAGAIN: a decrement below 0 with IPC_NOWAIT;
 * - EFAULT: sops outside the address space;
 * - EFBIG: sem_num equal to the number of semaphores;
 * - EIDRM: a child blocked in semop() sees the set removed;
 * - EINTR: a child blocked in semop() catches a signal (and no longer counts in GETNCNT);
 * - EINVAL: semid -1; nsops 0;
 * - ERANGE: semval + sem_op above SEMVMX (32767).
 * After the failures both values are still 1.
 *
 * Not provoked: EFAULT for the timeout is semtimedop()'s (semtimedop02); ENOMEM needs the
 * kernel's allocation of an undo structure to fail.
 */

#define CALL_NAME "semop()"
#include "semop_errors.h"

static int do_call(int semid, struct sembuf *sops, size_t nsops)
{
	return tst_syscall(__NR_semop, semid, sops, nsops);
}

static struct tst_test test = {
	.test_all = run_common,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
