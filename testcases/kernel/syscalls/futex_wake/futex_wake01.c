// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_wake(2) (Linux 6.7; TCONF on ENOSYS from a probe): wake at most nr waiters of
 * the word whose wait mask shares a bit with mask; returns the number woken:
 * - three waiters (FUTEX_WAIT_BITSET, mask 0x1) asleep: futex_wake(nr 2, mask 0xffffffff) returns
 *   2 and two of them return while the third sleeps on; the next wake returns 1;
 * - a waiter with mask 0x2 is not woken by futex_wake(mask 0x1) (returns 0, still
 *   asleep) and is by mask 0x2 (returns 1);
 * - shared (no FUTEX2_PRIVATE): a forked child's FUTEX_WAIT on a MAP_SHARED word is woken.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t word, *shared;

static int done_count(struct waiter *w, int n)
{
	int i, d = 0;

	for (i = 0; i < n; i++)
		d += w[i].done;
	return d;
}

static void cleanup_waiters(struct waiter *w, int n)
{
	int i;

	futex_raw(&word, FUTEX_WAKE_PRIVATE, 100, NULL, NULL, 0);
	for (i = 0; i < n; i++) {
		if (!finish_waiter(&w[i]))
			tst_brk(TBROK, "waiter %d never returned", i);
	}
}

static void nr_limit(void)
{
	struct waiter w[3];
	int i, ok = 1;

	word = 0;
	for (i = 0; i < 3; i++) {
		w[i] = (struct waiter){.uaddr = &word, .op = FUTEX_WAIT_BITSET_PRIVATE, .val3 = 1};
		ok &= start_waiter(&w[i]);
	}
	if (!ok)
		goto out;
	TEST(sys_futex_wake(&word, 0xffffffffUL, 2, PRIV));
	if (TST_RET != 2) {
		tst_res(TFAIL | TTERRNO, "futex_wake(nr 2) of 3 waiters returned %ld", TST_RET);
		goto out;
	}
	for (i = 0; i < 100000 && done_count(w, 3) < 2; i++)
		usleep(100);
	for (i = 0; i < 3; i++) {
		if (!w[i].done)
			wait_asleep_or_done(w[i].tid, &w[i].done);
	}
	if (done_count(w, 3) != 2) {
		tst_res(TFAIL, "%d waiters returned after futex_wake(nr 2)", done_count(w, 3));
		goto out;
	}
	TEST(sys_futex_wake(&word, 0xffffffffUL, 10, PRIV));
	if (TST_RET != 1)
		tst_res(TFAIL | TTERRNO, "futex_wake() of the last waiter returned %ld", TST_RET);
	else
		tst_res(TPASS, "futex_wake(nr 2) woke 2 of 3, the next one the last");
out:
	cleanup_waiters(w, 3);
}

static void masks(void)
{
	struct waiter w = {.uaddr = &word, .op = FUTEX_WAIT_BITSET_PRIVATE, .val3 = 0x2};

	word = 0;
	if (!start_waiter(&w))
		goto out;
	TEST(sys_futex_wake(&word, 0x1, 10, PRIV));
	if (TST_RET != 0 || w.done || !wait_asleep_or_done(w.tid, &w.done)) {
		tst_res(TFAIL | TTERRNO, "futex_wake(mask 0x1) of a 0x2 waiter returned %ld",
			TST_RET);
		goto out;
	}
	TEST(sys_futex_wake(&word, 0x2, 10, PRIV));
	if (TST_RET != 1)
		tst_res(TFAIL | TTERRNO, "futex_wake(mask 0x2) returned %ld", TST_RET);
	else
		tst_res(TPASS, "mask 0x1 left the 0x2 waiter asleep, mask 0x2 woke it");
out:
	cleanup_waiters(&w, 1);
}

static void shared_wake(void)
{
	int status;
	pid_t pid;

	*shared = 0;
	pid = SAFE_FORK();
	if (!pid)
		exit(futex_raw(shared, FUTEX_WAIT, 0, NULL, NULL, 0) == 0 ? 0 : 1);
	if (!wait_asleep_or_done(pid, NULL))
		tst_brk(TBROK, "the child's FUTEX_WAIT did not sleep");
	TEST(sys_futex_wake((void *)shared, 0xffffffffUL, 1, FUTEX2_SIZE_U32));
	if (TST_RET != 1)
		futex_raw(shared, FUTEX_WAKE, 1, NULL, NULL, 0);
	SAFE_WAITPID(pid, &status, 0);
	if (TST_RET != 1 || status)
		tst_res(TFAIL | TTERRNO, "shared futex_wake() returned %ld, the child %s", TST_RET,
			tst_strstatus(status));
	else
		tst_res(TPASS, "shared: futex_wake() woke the forked child");
}

static void run(void)
{
	nr_limit();
	masks();
	shared_wake();
}

static void setup(void)
{
	word = 0;
	futex2_probe(sys_futex_wake(&word, 0xffffffffUL, 1, PRIV), "futex_wake");
	shared = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (shared)
		SAFE_MUNMAP((void *)shared, getpagesize());
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.forks_child = 1,
};
