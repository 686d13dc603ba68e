// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe2(2) flags O_CLOEXEC and O_NONBLOCK. From the man page:
 * - "If flags is 0, then pipe2() is the same as pipe()";
 * - O_CLOEXEC "Set the close-on-exec (FD_CLOEXEC) flag on the two new file descriptors":
 *   both ends carry the flag, and a program exec'd by a child no longer has them open
 *   (checked by /bin/sh looking for /proc/self/fd/N), while without the flag it has;
 * - O_NONBLOCK "Set the O_NONBLOCK file status flag on the open file descriptions referred
 *   to by the new file descriptors": both ends carry it, and a read() from the empty pipe
 *   fails with EAGAIN instead of blocking.
 * Data must pass through each kind of pipe.
 */

#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static int fds[2] = {-1, -1};

static struct tcase {
	int flags;
	const char *name;
} tcases[] = {
	{0, "0"},
	{O_CLOEXEC, "O_CLOEXEC"},
	{O_NONBLOCK, "O_NONBLOCK"},
	{O_CLOEXEC | O_NONBLOCK, "O_CLOEXEC | O_NONBLOCK"},
};

static void close_fds(void)
{
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

/* Does a program exec'd by a child still see fd open? */
static int open_after_exec(int fd)
{
	char cmd[64];
	int status;
	pid_t pid;

	snprintf(cmd, sizeof(cmd), "test -e /proc/self/fd/%d", fd);
	pid = SAFE_FORK();
	if (!pid) {
		execl("/bin/sh", "sh", "-c", cmd, NULL);
		exit(3);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
		tst_brk(TBROK, "/bin/sh -c '%s' %s", cmd, tst_strstatus(status));
	return WEXITSTATUS(status) == 0;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int cloexec = !!(tc->flags & O_CLOEXEC), nonblock = !!(tc->flags & O_NONBLOCK);
	int i, bad = 0;
	char c;

	TST_EXP_PASS(pipe2(fds, tc->flags), "pipe2(%s)", tc->name);
	if (!TST_PASS)
		return;

	for (i = 0; i < 2; i++) {
		int fdfl = SAFE_FCNTL(fds[i], F_GETFD), flfl = SAFE_FCNTL(fds[i], F_GETFL);

		if (!!(fdfl & FD_CLOEXEC) != cloexec || !!(flfl & O_NONBLOCK) != nonblock) {
			tst_res(TFAIL, "%s: end %d has FD_CLOEXEC %d, O_NONBLOCK %d", tc->name, i,
				!!(fdfl & FD_CLOEXEC), !!(flfl & O_NONBLOCK));
			bad = 1;
		}
		if (open_after_exec(fds[i]) == cloexec) {
			tst_res(TFAIL, "%s: end %d is %s after exec", tc->name, i,
				cloexec ? "still open" : "closed");
			bad = 1;
		}
	}

	if (nonblock) {
		TST_EXP_FAIL2(read(fds[0], &c, 1), EAGAIN, "%s: read() from an empty pipe",
			      tc->name);
		bad |= !TST_PASS;
	}
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "p", 1);
	SAFE_READ(1, fds[0], &c, 1);
	if (c != 'p') {
		tst_res(TFAIL, "%s: read '%c' after writing 'p'", tc->name, c);
		bad = 1;
	}
	if (!bad)
		tst_res(TPASS, "%s: FD_CLOEXEC %s, O_NONBLOCK %s on both ends, data passes",
			tc->name, cloexec ? "set and honoured by exec" : "clear",
			nonblock ? "set and honoured by read" : "clear");
	close_fds();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.cleanup = close_fds,
	.forks_child = 1,
};
