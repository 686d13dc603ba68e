// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fd_state.h: TST_FD_UNCHANGED is silent when nothing changed and reports TFAIL for
 * a moved offset, changed data (through a write-only descriptor), a closed descriptor and
 * bytes taken from a pipe. "trace" makes every change, the default none.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_fd_state.h"

static char *mode;

static void run(void)
{
	struct tst_fd_state f, w, p, c;
	int fd = SAFE_OPEN("f", O_RDWR | O_CREAT | O_TRUNC, 0644);
	int wfd = SAFE_OPEN("f", O_WRONLY | O_APPEND);
	int cfd = SAFE_DUP(fd);
	int pfd[2];
	char buf[4];
	int trace = mode && !strcmp(mode, "trace");

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "hello", 5);
	SAFE_PIPE(pfd);
	SAFE_WRITE(SAFE_WRITE_ALL, pfd[1], "abc", 3);
	tst_fd_state_get(fd, &f);
	tst_fd_state_get(wfd, &w);
	tst_fd_state_get(pfd[1], &p);
	tst_fd_state_get(cfd, &c);
	if (trace) {
		SAFE_LSEEK(fd, 1, SEEK_SET);
		SAFE_PWRITE(1, fd, "J", 1, 0);
		SAFE_READ(1, pfd[0], buf, 1);
		close(cfd);	/* not SAFE_CLOSE(): it would set cfd to -1 */
	}
	if (!TST_FD_UNCHANGED(fd, &f) + !TST_FD_UNCHANGED(wfd, &w) + !TST_FD_UNCHANGED(pfd[1], &p) +
	    !TST_FD_UNCHANGED(cfd, &c) == 4)
		tst_res(TPASS, "nothing changed");
	SAFE_CLOSE(fd);
	SAFE_CLOSE(wfd);
	if (!trace)
		SAFE_CLOSE(cfd);
	SAFE_CLOSE(pfd[0]);
	SAFE_CLOSE(pfd[1]);
}

static void setup(void)
{
	mode = getenv("FD_STATE_MODE");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
