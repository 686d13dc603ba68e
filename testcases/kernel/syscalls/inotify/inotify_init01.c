// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_init(2), the original system call without flags, creates an inotify instance
 * (man 2 inotify_init): the descriptor's /proc/self/fd link names inotify, it is blocking
 * and not close-on-exec, a watch added to it reports a file created in the watched
 * directory, and a blocking read() waits until a child creates the next file.
 */

#include <stdlib.h>
#include "inotify.h"

static void run(void)
{
	char path[64], link[64] = "";
	struct {
		struct inotify_event ev;
		char name[NAME_MAX + 1];
	} buf;
	int fd, wd;

	fd = TST_EXP_FD(tst_syscall(__NR_inotify_init), "inotify_init()");
	if (fd < 0)
		return;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	SAFE_READLINK(path, link, sizeof(link) - 1);
	TST_EXP_EQ_STR(link, "anon_inode:inotify");
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, 0);
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, 0);

	wd = inotify_add_watch(fd, ".", IN_CREATE);
	if (wd < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch()");

	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_TOUCH("made_by_child", 0600, NULL);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	memset(&buf, 0, sizeof(buf));
	SAFE_READ(0, fd, &buf, sizeof(buf));
	tst_reap_children();
	if (buf.ev.wd == wd && buf.ev.mask == IN_CREATE && !strcmp(buf.ev.name, "made_by_child"))
		tst_res(TPASS, "a blocking read() returned the child's IN_CREATE");
	else
		tst_res(TFAIL, "read() returned wd %d mask 0x%x name '%s', expected %d, 0x%x, "
			"made_by_child", buf.ev.wd, buf.ev.mask, buf.ev.name, wd, IN_CREATE);
	SAFE_UNLINK("made_by_child");
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
