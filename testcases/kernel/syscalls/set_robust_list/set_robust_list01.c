// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_robust_list(2) as man 2 set_robust_list describes it (raw system call): the kernel
 * walks a thread's robust futex list when it exits and marks each lock the thread still
 * holds, "so that other threads can determine that a lock was left held by a dead
 * thread" (FUTEX_OWNER_DIED, see futex(7)):
 * - a child registers a list of two locks in shared memory, holds the first (its TID in
 *   the word, FUTEX_WAITERS set) while the second names another TID, and exits: the first
 *   word becomes FUTEX_OWNER_DIED | FUTEX_WAITERS (the TID cleared), the second is left
 *   alone, and a FUTEX_WAIT on the first word in the parent is woken;
 * - list_op_pending: a lock named only there, held by the child, is marked too;
 * - get_robust_list(2) returns the registered head and length.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "robust.h"
#include "../futex/futex_util.h"

static struct robust_area *area;

static void child(int pending_only)
{
	pid_t tid = gettid();
	struct robust_list_head *got;
	size_t len;

	robust_init(area, pending_only ? 0 : 2);
	area->locks[0].word = tid | FUTEX_WAITERS;
	area->locks[1].word = 12345;
	if (pending_only)
		area->head.list_op_pending = &area->locks[0].link;
	TEST(sys_set_robust_list(&area->head, sizeof(area->head)));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "set_robust_list()");
		exit(1);
	}
	if (sys_get_robust_list(0, &got, &len) || got != &area->head || len != sizeof(area->head)) {
		tst_res(TFAIL, "get_robust_list() gives %p/%zu, set %p/%zu", got, len,
			&area->head, sizeof(area->head));
		exit(1);
	}
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	/* Exit holding the lock. */
	exit(0);
}

static void one(int pending_only)
{
	struct waiter w = {.op = FUTEX_WAIT};
	const char *how = pending_only ? "list_op_pending" : "the list";
	pid_t pid;
	uint32_t expect;

	pid = SAFE_FORK();
	if (!pid)
		child(pending_only);
	TST_CHECKPOINT_WAIT(0);
	w.uaddr = (futex_t *)&area->locks[0].word;
	w.val = area->locks[0].word;
	if (!start_waiter(&w)) {
		TST_CHECKPOINT_WAKE(0);
		SAFE_WAITPID(pid, NULL, 0);
		return;
	}
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	if (!finish_waiter(&w)) {
		tst_res(TFAIL, "%s: the waiter on the dead owner's lock was not woken", how);
		futex_raw(w.uaddr, FUTEX_WAKE, 1, NULL, NULL, 0);
		finish_waiter(&w);
		return;
	}
	expect = FUTEX_OWNER_DIED | FUTEX_WAITERS;
	if (area->locks[0].word != expect || area->locks[1].word != 12345 || w.ret)
		tst_res(TFAIL, "%s: words %#x and %#x, expected %#x and 12345; waiter %ld", how,
			area->locks[0].word, area->locks[1].word, expect, w.ret);
	else
		tst_res(TPASS, "%s: the dead owner's lock is FUTEX_OWNER_DIED|FUTEX_WAITERS, the "
			"waiter woken, a foreign lock untouched", how);
}

static void run(void)
{
	one(0);
	one(1);
}

static void setup(void)
{
	area = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
			 -1, 0);
}

static void cleanup(void)
{
	if (area)
		SAFE_MUNMAP(area, getpagesize());
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
