// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_rm_watch(2) fails with the errors of man 2 inotify_rm_watch, in its order:
 * - EBADF: fd is closed;
 * - EINVAL: wd was never returned (wd + 100, -1); wd was already removed; fd is a pipe,
 *   not an inotify instance.
 * After every failure the instance still has its one watch, which still reports.
 */

#include "inotify.h"

static int fd = -1, closed_fd, pipefd[2] = {-1, -1}, wd, removed_wd, wd_plus, minus_one = -1;

static struct tcase {
	const char *name;
	int *fd, *wd, exp_errno;
} tcases[] = {
	{"fd closed", &closed_fd, &wd, EBADF},
	{"a wd never returned", &fd, &wd_plus, EINVAL},
	{"wd -1", &fd, &minus_one, EINVAL},
	{"a wd already removed", &fd, &removed_wd, EINVAL},
	{"fd is a pipe", &pipefd[0], &wd, EINVAL},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	TST_EXP_FAIL(tst_syscall(__NR_inotify_rm_watch, *tc->fd, *tc->wd), tc->exp_errno,
		     "inotify_rm_watch() %s", tc->name);
	if (count_watches(fd) != 1)
		tst_res(TFAIL, "the instance lost or gained a watch");
	SAFE_TOUCH("d/f", 0600, NULL);
	SAFE_UNLINK("d/f");
	expect_events(fd, (const struct exp_event[]){{wd, IN_CREATE, "f"}}, 1,
		      "the watch still reports", NULL);
}

static void setup(void)
{
	int tmp[2];

	SAFE_MKDIR("d", 0755);
	SAFE_MKDIR("e", 0755);
	fd = inotify_init1(IN_NONBLOCK);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
	wd = inotify_add_watch(fd, "d", IN_CREATE);
	removed_wd = inotify_add_watch(fd, "e", IN_CREATE);
	if (wd < 0 || removed_wd < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch()");
	if (inotify_rm_watch(fd, removed_wd))
		tst_brk(TBROK | TERRNO, "inotify_rm_watch()");
	expect_events(fd, (const struct exp_event[]){{removed_wd, IN_IGNORED, NULL}}, 1,
		      "setup: watch of e removed", NULL);
	wd_plus = wd + 100;
	SAFE_PIPE(pipefd);
	SAFE_PIPE(tmp);
	closed_fd = tmp[0];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void cleanup(void)
{
	if (fd > 0)
		SAFE_CLOSE(fd);
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
