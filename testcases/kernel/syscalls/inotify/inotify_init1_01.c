// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_init1(2) honours its flags (man 2 inotify_init):
 * - IN_NONBLOCK: O_NONBLOCK is set on the file and read() with no event queued fails with
 *   EAGAIN;
 * - IN_CLOEXEC: FD_CLOEXEC is set;
 * - flags 0: neither is set;
 * each descriptor being an inotify instance (its /proc/self/fd link, and an IN_CREATE read
 * back from a watch added to it).
 */

#include "inotify.h"

static void check(int flags, const char *name)
{
	char path[64], link[64] = "";
	static const struct exp_event exp[] = {{1, IN_CREATE, "f"}};
	char c;
	int fd;

	fd = TST_EXP_FD(tst_syscall(__NR_inotify_init1, flags), "inotify_init1(%s)", name);
	if (fd < 0)
		return;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	SAFE_READLINK(path, link, sizeof(link) - 1);
	if (strcmp(link, "anon_inode:inotify")) {
		tst_res(TFAIL, "fd %d links to '%s', not to an inotify instance", fd, link);
		return;
	}
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, flags & IN_NONBLOCK ? O_NONBLOCK : 0);
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, flags & IN_CLOEXEC ? FD_CLOEXEC : 0);
	if (flags & IN_NONBLOCK)
		TST_EXP_FAIL2(read(fd, &c, 1), EAGAIN, "read() with nothing queued");
	if (inotify_add_watch(fd, ".", IN_CREATE) != 1)
		tst_brk(TBROK | TERRNO, "inotify_add_watch() did not return wd 1");
	SAFE_TOUCH("f", 0600, NULL);
	if (!(flags & IN_NONBLOCK))
		SAFE_FCNTL(fd, F_SETFL, O_NONBLOCK);
	expect_events(fd, exp, 1, name, NULL);
	SAFE_UNLINK("f");
	SAFE_CLOSE(fd);
}

static void run(void)
{
	check(0, "0");
	check(IN_NONBLOCK, "IN_NONBLOCK");
	check(IN_CLOEXEC, "IN_CLOEXEC");
	check(IN_NONBLOCK | IN_CLOEXEC, "IN_NONBLOCK | IN_CLOEXEC");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
