/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the errno tests of readv(), writev(), preadv(), preadv2(), pwritev() and
 * pwritev2(): the iovecs their rows pass (a good one, one whose iov_base is outside the
 * address space, one whose iov_len is above SSIZE_MAX, an iov array outside the address
 * space), "file" open read-only and for writing, the number of a descriptor that is
 * closed, a non-blocking pipe filled up, a memfd sealed with F_SEAL_WRITE, RLIMIT_FSIZE
 * lowered to 4096 bytes (SIGXFSZ ignored) and restored, the RWF_NOWAIT rows on pipes of
 * preadv2() and pwritev2() (TCONF before Linux 6.6), and the closing of what setup opened.
 */
#ifndef IOV_ERRORS_H__
#define IOV_ERRORS_H__

#include <limits.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "lapi/fcntl.h"
#include "lapi/uio.h"

enum which_iov { GOOD, BAD_BASE, HUGE_LEN, BAD_IOV };

static char iov_buf[64];
static struct iovec iov_good[] = {{iov_buf, sizeof(iov_buf)}};
static struct iovec iov_bad_base[1];
static struct iovec iov_huge[] = {{iov_buf, (size_t)SSIZE_MAX + 1}};
static struct iovec *iov_bad;
static struct rlimit iov_fsize;
static int iov_nowait_pipe;

/* In setup: the addresses outside the address space. */
static inline void iov_errors_setup(void)
{
	iov_bad = tst_get_bad_addr(NULL);
	iov_bad_base[0].iov_base = tst_get_bad_addr(NULL);
	iov_bad_base[0].iov_len = sizeof(iov_buf);
}

static inline struct iovec *iov_pick(enum which_iov which)
{
	struct iovec *iovs[] = {iov_good, iov_bad_base, iov_huge, iov_bad};

	return iovs[which];
}

/*
 * "file" with data (NULL: created empty, mode 0644), open read-only in *rdonly and with
 * flags (O_WRONLY or O_RDWR) in *other.
 */
static inline void iov_open_file(const char *data, int *rdonly, int flags, int *other)
{
	int fd;

	if (data) {
		SAFE_FILE_PRINTF("file", "%s", data);
	} else {
		fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
		SAFE_CLOSE(fd);
	}
	*other = SAFE_OPEN("file", flags);
	*rdonly = SAFE_OPEN("file", O_RDONLY);
}

/* Call it last in setup, so that no later open() reuses the number. */
static inline int iov_closed_fd(void)
{
	int fd = SAFE_OPEN(".", O_RDONLY);

	SAFE_CLOSE(fd);
	return fd;
}

/* A pipe whose write end is non-blocking and full. */
static inline void iov_full_pipe(int fds[2])
{
	char chunk[4096] = {};

	SAFE_PIPE2(fds, O_NONBLOCK);
	while (write(fds[1], chunk, sizeof(chunk)) > 0)
		;
}

static inline int iov_sealed_memfd(const char *name)
{
	int fd = memfd_create(name, MFD_ALLOW_SEALING);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FCNTL(fd, F_ADD_SEALS, F_SEAL_WRITE);
	return fd;
}

/* In setup, before iov_lower_fsize() and iov_restore_fsize() as a row's pre and post. */
static inline void iov_save_fsize(void)
{
	SAFE_SIGNAL(SIGXFSZ, SIG_IGN);
	SAFE_GETRLIMIT(RLIMIT_FSIZE, &iov_fsize);
}

static inline void iov_lower_fsize(void)
{
	struct rlimit rl = iov_fsize;

	rl.rlim_cur = 4096;
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &rl);
}

static inline void iov_restore_fsize(void)
{
	SAFE_SETRLIMIT(RLIMIT_FSIZE, &iov_fsize);
}

/* In setup: FMODE_NOWAIT on pipes came after 6.1 (EOPNOTSUPP there); 6.6 has it. */
static inline void iov_nowait_setup(void)
{
	iov_nowait_pipe = tst_kvercmp(6, 6, 0) >= 0;
}

/* A row with RWF_NOWAIT (on a pipe) where pipes do not take it: TCONF, and 1. */
static inline int iov_nowait_unsupported(int flags, const char *desc)
{
	if (flags != RWF_NOWAIT || iov_nowait_pipe)
		return 0;
	tst_res(TCONF, "%s: pipes take RWF_NOWAIT since Linux 6.6", desc);
	return 1;
}

static inline void close_if_open(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

#endif
