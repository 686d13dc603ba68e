/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What a resource limit does, for the tests of the calls that set one (setrlimit,
 * prlimit64). Each check runs in the process whose limit was set (a child of the test)
 * and reports TPASS or TFAIL:
 * - check_nofile(n): descriptors up to n - 1 can be made, the next dup() fails with
 *   EMFILE;
 * - check_fsize(n): with SIGXFSZ ignored, a write past n bytes fails with EFBIG after n
 *   bytes were written, and the file is n bytes long (the writes stop past n bytes);
 * - check_as(bytes): an anonymous mapping of twice that size fails with ENOMEM.
 * Helpers that check a child's fate:
 * - expect_killed_by(pid, sig): the child was killed by sig.
 */
#ifndef RLIMIT_EFFECTS_H__
#define RLIMIT_EFFECTS_H__

#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "tst_test.h"

static inline void check_nofile(int n)
{
	int fd, last = -1;

	while ((fd = dup(0)) >= 0)
		last = fd;
	TST_EXP_EXPR(errno == EMFILE && last == n - 1,
		     "RLIMIT_NOFILE %d: the highest descriptor made is %d, then %s", n, last,
		     tst_strerrno(errno));
}

static inline void check_fsize(const char *path, int n)
{
	char buf[256];
	struct stat st;
	int fd, total = 0;
	ssize_t ret = 0;

	memset(buf, 'x', sizeof(buf));
	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);
	fd = SAFE_OPEN(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	/* Bounded: without the limit (a call that did nothing) it would fill the disk. */
	while (total <= n && (ret = write(fd, buf, sizeof(buf))) > 0)
		total += ret;
	TST_EXP_EXPR(ret == -1 && errno == EFBIG && total == n,
		     "RLIMIT_FSIZE %d: %d bytes written, then %s", n, total, tst_strerrno(errno));
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, n);
	SAFE_CLOSE(fd);
}

static inline void check_as(size_t bytes)
{
	void *p = mmap(NULL, 2 * bytes, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	TST_EXP_EXPR(p == MAP_FAILED && errno == ENOMEM,
		     "RLIMIT_AS %zu: a mapping of twice that fails with ENOMEM", bytes);
	if (p != MAP_FAILED)
		SAFE_MUNMAP(p, 2 * bytes);
}

static inline void expect_killed_by(pid_t pid, int sig, const char *why)
{
	int status;

	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == sig,
		     "%s: child %s, expected killed by %s", why, tst_strstatus(status),
		     tst_strsig(sig));
}

#endif
