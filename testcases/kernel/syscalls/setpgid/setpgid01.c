// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setpgid(2) "sets the PGID of the process specified by pid to pgid", checked with
 * getpgid() and /proc/<pid>/stat (field 5), in a child C that became a session leader so
 * that nothing outside the test is touched:
 * - pgid 0: "the PGID of the process specified by pid is made the same as its process
 *   ID": grandchild G becomes a group leader;
 * - C moves another grandchild H into G's group (setpgid(H, G));
 * - C moves H back into C's group.
 * Errors, in the order of the man page's ERRORS, the group unchanged afterwards:
 * - EACCES: the child had already performed an execve() (a grandchild running cat, which
 *   echoed a byte);
 * - EINVAL: pgid -1;
 * - EPERM: a session leader (C itself); a child in a different session (one that called
 *   setsid()); a group in a different session (C's group, asked by a process of the
 *   test's session);
 * - ESRCH: pid is neither the caller nor its child (C's parent).
 */

#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static pid_t stat_pgid(pid_t pid)
{
	char path[64];
	int pgid = -1;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	SAFE_FILE_SCANF(path, "%*d %*s %*c %*d %d", &pgid);
	return pgid;
}

static void expect_pgid(pid_t pid, pid_t pgid, const char *why)
{
	pid_t got = stat_pgid(pid);

	TST_EXP_EXPR(got == pgid, "%s: /proc/%d/stat pgid %d (expected %d)", why, pid, got,
		     pgid);
}

static pid_t waiting_child(int own_session)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (own_session)
			SAFE_SETSID();
		TST_CHECKPOINT_WAKE(1);
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(1);
	return pid;
}

static void session_leader(void)
{
	pid_t me = getpid(), g, h, s, e;
	int in[2], out[2];

	g = waiting_child(0);
	h = waiting_child(0);

	TST_EXP_PASS(setpgid(g, 0), "setpgid(G, 0): G leads a new group");
	expect_pgid(g, g, "setpgid(G, 0)");
	TST_EXP_PASS(setpgid(h, g), "setpgid(H, G): H into G's group");
	expect_pgid(h, g, "setpgid(H, G)");
	TST_EXP_PASS(setpgid(h, me), "setpgid(H, C): H back");
	expect_pgid(h, me, "setpgid(H, C)");

	TST_EXP_FAIL(setpgid(h, -1), EINVAL, "pgid -1");
	TST_EXP_FAIL(setpgid(0, 0), EPERM, "the session leader itself");
	s = waiting_child(1);
	TST_EXP_FAIL(setpgid(s, me), EPERM, "a child in another session");
	expect_pgid(s, s, "EPERM changed nothing");
	TST_EXP_FAIL(setpgid(getppid(), me), ESRCH, "the parent, not a child");
	expect_pgid(h, me, "after the errors");

	SAFE_PIPE(in);
	SAFE_PIPE(out);
	e = SAFE_FORK();
	if (!e) {
		SAFE_DUP2(in[0], 0);
		SAFE_DUP2(out[1], 1);
		SAFE_CLOSE(in[1]);
		SAFE_CLOSE(out[0]);
		execl("/bin/cat", "cat", NULL);
		exit(1);
	}
	SAFE_CLOSE(in[0]);
	SAFE_CLOSE(out[1]);
	/* cat echoes a byte: it has executed */
	SAFE_WRITE(SAFE_WRITE_ALL, in[1], "x", 1);
	SAFE_READ(1, out[0], &(char){0}, 1);
	TST_EXP_FAIL(setpgid(e, g), EACCES, "a child after execve()");
	expect_pgid(e, me, "EACCES changed nothing");
	SAFE_CLOSE(in[1]);
	SAFE_CLOSE(out[0]);

	TST_CHECKPOINT_WAKE2(0, 3);
	tst_reap_children();
}

static void run(void)
{
	pid_t c;
	int fds[2];

	SAFE_PIPE(fds);
	c = SAFE_FORK();
	if (!c) {
		SAFE_SETSID();
		SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "x", 1);
		TST_CHECKPOINT_WAIT(2);
		session_leader();
		exit(0);
	}
	SAFE_READ(1, fds[0], &(char){0}, 1);
	/* the test's session asks to join C's group, in another session */
	TST_EXP_FAIL(setpgid(0, c), EPERM, "a group in another session");
	expect_pgid(getpid(), getpgrp(), "EPERM changed nothing");
	TST_CHECKPOINT_WAKE(2);
	tst_reap_children();
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static struct tst_test test = {
	.description = "setpgid(): new group, moving between groups; EACCES, EINVAL, EPERM, ESRCH",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
