// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ioctl(2) fails with the errors of man 2 ioctl, in its order:
 * - EBADF: fd is closed;
 * - EFAULT: argp of FIONREAD, TIOCGWINSZ and TCGETS outside the address space;
 * - EINVAL: NS_GET_PARENT of a namespace type without hierarchy (uts, man 2 ioctl_ns);
 *   NS_GET_OWNER_UID of a namespace that is not a user namespace;
 * - ENOTTY: a terminal request (TCGETS, TIOCGWINSZ) on a regular file and on a pipe; an
 *   nsfs request on a regular file.
 * After the failures the pty's window size and the file are unchanged.
 */

#include <stdlib.h>
#include <termios.h>
#include <linux/nsfs.h>
#include <sys/ioctl.h>
#include "tst_test.h"

static int closed_fd, file_fd = -1, uts_fd = -1, m = -1, s = -1, p[2] = {-1, -1};
static void *bad;

static int do_ioctl(int fd, unsigned long req, void *arg)
{
	return tst_syscall(__NR_ioctl, fd, req, arg);
}

static void run(void)
{
	struct winsize ws = {0};
	struct termios t;
	uid_t uid;

	TST_EXP_FAIL(do_ioctl(closed_fd, FIONREAD, &uid), EBADF, "FIONREAD(closed fd)");
	TST_EXP_FAIL(do_ioctl(p[0], FIONREAD, bad), EFAULT, "FIONREAD(pipe, bad address)");
	TST_EXP_FAIL(do_ioctl(s, TIOCGWINSZ, bad), EFAULT, "TIOCGWINSZ(pty, bad address)");
	TST_EXP_FAIL(do_ioctl(s, TCGETS, bad), EFAULT, "TCGETS(pty, bad address)");
	TST_EXP_FAIL(do_ioctl(uts_fd, NS_GET_PARENT, NULL), EINVAL, "NS_GET_PARENT(uts)");
	TST_EXP_FAIL(do_ioctl(uts_fd, NS_GET_OWNER_UID, &uid), EINVAL, "NS_GET_OWNER_UID(uts)");
	TST_EXP_FAIL(do_ioctl(file_fd, TCGETS, &t), ENOTTY, "TCGETS(regular file)");
	TST_EXP_FAIL(do_ioctl(p[0], TCGETS, &t), ENOTTY, "TCGETS(pipe)");
	TST_EXP_FAIL(do_ioctl(file_fd, TIOCGWINSZ, &ws), ENOTTY, "TIOCGWINSZ(regular file)");
	TST_EXP_FAIL(do_ioctl(file_fd, NS_GET_NSTYPE, NULL), ENOTTY, "NS_GET_NSTYPE(file)");
	SAFE_IOCTL(s, TIOCGWINSZ, &ws);
	TST_EXP_EXPR(ws.ws_row == 20 && ws.ws_col == 30, "the pty is still 20x30 (%ux%u)",
		     ws.ws_row, ws.ws_col);
}

static void setup(void)
{
	struct winsize ws = {.ws_row = 20, .ws_col = 30};
	int tmp;

	bad = tst_get_bad_addr(NULL);
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
	uts_fd = SAFE_OPEN("/proc/self/ns/uts", O_RDONLY);
	SAFE_PIPE(p);
	m = SAFE_OPEN("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (grantpt(m) || unlockpt(m))
		tst_brk(TBROK | TERRNO, "unlocking the pty");
	s = SAFE_OPEN(ptsname(m), O_RDWR | O_NOCTTY);
	SAFE_IOCTL(m, TIOCSWINSZ, &ws);
	tmp = SAFE_OPEN("file", O_RDONLY);
	closed_fd = tmp;
	SAFE_CLOSE(tmp);
}

static void cleanup(void)
{
	if (s > 0)
		SAFE_CLOSE(s);
	if (m > 0)
		SAFE_CLOSE(m);
	if (p[0] > 0) {
		SAFE_CLOSE(p[0]);
		SAFE_CLOSE(p[1]);
	}
	if (uts_fd > 0)
		SAFE_CLOSE(uts_fd);
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
