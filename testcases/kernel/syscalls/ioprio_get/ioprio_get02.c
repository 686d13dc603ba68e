// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioprio_get(2) errors, in the order of man 2 ioprio_get (raw system call):
 * - EINVAL: which 0 and 4;
 * - ESRCH: a reaped child's pid; a process group without members; a uid without
 *   processes.
 *
 * Not provoked: EPERM concerns ioprio_set() (reading another user's I/O priority is
 * allowed).
 */

#include "tst_test.h"
#include "../ioprio_set/ioprio_util.h"

#define UNUSED_UID 54324

static pid_t dead;

static struct tcase {
	int which;
	pid_t *who;
	pid_t val;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, NULL, 0, EINVAL, "which 0"},
	{4, NULL, 0, EINVAL, "which 4"},
	{IOPRIO_WHO_PROCESS, &dead, 0, ESRCH, "a reaped child"},
	{IOPRIO_WHO_PGRP, &dead, 0, ESRCH, "a process group without members"},
	{IOPRIO_WHO_USER, NULL, UNUSED_UID, ESRCH, "a uid without processes"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TST_EXP_FAIL(sys_ioprio_get(tc->which, tc->who ? *tc->who : tc->val), tc->exp_errno,
		     "ioprio_get(%s)", tc->desc);
}

static void setup(void)
{
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
