// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_add_watch(2) fails with the errors of man 2 inotify_add_watch, in its order:
 * - EACCES: the caller (nobody, in a child) may not read the file (mode 0600, owner root);
 * - EBADF: fd is closed;
 * - EEXIST: IN_MASK_CREATE and the path is already watched by this instance;
 * - EFAULT: pathname points outside the address space;
 * - EINVAL: the mask is 0; IN_MASK_ADD with IN_MASK_CREATE;
 *   fd is a pipe, not an inotify instance;
 * - ENAMETOOLONG: a path component of NAME_MAX + 1 bytes;
 * - ENOENT: a missing directory component; a dangling symbolic link;
 * - ENOSPC: the user limit on watches is reached: in a new user namespace whose
 *   /proc/sys/user/max_inotify_watches is 0 (the host's limit is not touched);
 * - ENOTDIR: IN_ONLYDIR on a regular file.
 * After every failure the instance has exactly the one watch set up before (counted in
 * /proc/self/fdinfo).
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include "inotify.h"

static int fd = -1, closed_fd, pipefd[2] = {-1, -1};
static char *bad, long_name[NAME_MAX + 2];

static struct tcase {
	const char *name;
	int *fd;
	const char *path;
	char **pathp;
	uint32_t mask;
	int exp_errno;
} tcases[] = {
	{"fd closed", &closed_fd, "file", NULL, IN_ATTRIB, EBADF},
	{"IN_MASK_CREATE on a watched path", &fd, "watched", NULL, IN_ATTRIB | IN_MASK_CREATE,
	 EEXIST},
	{"pathname outside the address space", &fd, NULL, &bad, IN_ATTRIB, EFAULT},
	{"mask 0", &fd, "file", NULL, 0, EINVAL},
	{"IN_MASK_ADD | IN_MASK_CREATE", &fd, "file", NULL,
	 IN_ATTRIB | IN_MASK_ADD | IN_MASK_CREATE, EINVAL},
	{"fd is a pipe", &pipefd[0], "file", NULL, IN_ATTRIB, EINVAL},
	{"a component of NAME_MAX + 1 bytes", &fd, NULL, (char **)&(char *){long_name},
	 IN_ATTRIB, ENAMETOOLONG},
	{"a missing directory component", &fd, "nodir/file", NULL, IN_ATTRIB, ENOENT},
	{"a dangling symbolic link", &fd, "dangling", NULL, IN_ATTRIB, ENOENT},
	{"IN_ONLYDIR on a regular file", &fd, "file", NULL, IN_ATTRIB | IN_ONLYDIR, ENOTDIR},
};

static int add(int ifd, const char *path, uint32_t mask)
{
	return tst_syscall(__NR_inotify_add_watch, ifd, path, mask);
}

static void expect_one_watch(void)
{
	int n = count_watches(fd);

	if (n != 1)
		tst_res(TFAIL, "the instance has %d watches, expected 1", n);
}

static void eacces(void)
{
	if (!SAFE_FORK()) {
		int ifd = inotify_init1(0);

		if (ifd < 0)
			tst_brk(TBROK | TERRNO, "inotify_init1()");
		tst_become_nobody();
		TST_EXP_FAIL2(add(ifd, "file", IN_ATTRIB), EACCES, "nobody: add(root's 0600 file)");
		TST_EXP_EQ_LI(count_watches(ifd), 0);
		exit(0);
	}
	tst_reap_children();
}

static void enospc(void)
{
	if (!SAFE_FORK()) {
		int ifd;

		/* Watches are charged to the user (and namespace) that created the instance. */
		enter_userns();
		write_file("/proc/sys/user/max_inotify_watches", "0");
		ifd = inotify_init1(0);
		if (ifd < 0)
			tst_brk(TBROK | TERRNO, "inotify_init1()");
		TST_EXP_FAIL2(add(ifd, "file", IN_ATTRIB), ENOSPC,
			      "add() at max_inotify_watches 0");
		TST_EXP_EQ_LI(count_watches(ifd), 0);
		exit(0);
	}
	tst_reap_children();
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (i == 0)
		eacces();
	TST_EXP_FAIL2(add(*tc->fd, tc->pathp ? *tc->pathp : tc->path, tc->mask), tc->exp_errno,
		      "inotify_add_watch() %s", tc->name);
	expect_one_watch();
	if (tc->exp_errno == ENOENT && !strcmp(tc->path, "dangling"))
		enospc();
}

static void setup(void)
{
	int tmp[2];

	userns_probe();
	SAFE_CHMOD(".", 0755);
	SAFE_TOUCH("file", 0600, NULL);
	SAFE_TOUCH("watched", 0600, NULL);
	SAFE_SYMLINK("nowhere", "dangling");
	memset(long_name, 'a', NAME_MAX + 1);
	bad = tst_get_bad_addr(NULL);
	fd = inotify_init1(IN_NONBLOCK);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
	if (add(fd, "watched", IN_ATTRIB) < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch(watched)");
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
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
