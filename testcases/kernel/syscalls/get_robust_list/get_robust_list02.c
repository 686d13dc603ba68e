// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * get_robust_list(2) errors, in the order of man 2 get_robust_list (raw system call):
 * - EFAULT: head outside the address space; len_ptr outside it;
 * - EPERM: nobody asking for the list of a root process (no CAP_SYS_PTRACE, not
 *   ptrace-able);
 * - ESRCH: a reaped child's pid.
 * A failed call leaves the caller's outputs untouched (but for the length when only head
 * is bad: the kernel writes the length first).
 *
 * Not provoked: EINVAL concerns set_robust_list() (set_robust_list/).
 */

#include <pwd.h>
#include "tst_test.h"
#include "../set_robust_list/robust.h"

static void *bad_addr;
static struct passwd *nobody;
static pid_t dead, zero, parent;

static struct tcase {
	pid_t *pid;
	int bad_head;
	int bad_len;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&zero, 1, 0, 0, EFAULT, "head outside the address space"},
	{&zero, 0, 1, 0, EFAULT, "len_ptr outside the address space"},
	{&parent, 0, 0, 1, EPERM, "nobody, a root process"},
	{&dead, 0, 0, 0, ESRCH, "a reaped child"},
};

static void row(struct tcase *tc)
{
	struct robust_list_head *head = (void *)0x5a5a;
	size_t len = 0x5a5a;

	TST_EXP_FAIL(sys_get_robust_list(*tc->pid, tc->bad_head ? bad_addr : (void *)&head,
					 tc->bad_len ? bad_addr : (void *)&len), tc->exp_errno,
		     "get_robust_list(%s)", tc->desc);
	/* The kernel stores the length before the head: an EFAULT on head leaves it set. */
	if (head != (void *)0x5a5a || (len != 0x5a5a && !tc->bad_head))
		tst_res(TFAIL, "the failed call wrote %p/%zu", head, len);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	parent = getpid();
	if (!tc->as_nobody) {
		row(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tst_become_nobody();
		row(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	bad_addr = tst_get_bad_addr(NULL);
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
