/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * "Nothing changed" for a descriptor, after a call on it that must fail (modern API):
 *
 *	struct tst_fd_state before;
 *
 *	tst_fd_state_get(fd, &before);
 *	TST_EXP_FAIL(write(fd, buf, 10), EBADF);
 *	TST_FD_UNCHANGED(fd, &before);
 *
 * Compared: whether the descriptor is open (a descriptor that was closed stays closed), its
 * descriptor flags (F_GETFD), the file offset (where the file is seekable), the open file's
 * status flags (F_GETFL), fstat()'s inode, type and mode, owner, link count, size, mtime and
 * ctime, for a regular file a checksum of its first 1 MiB (read through /proc/self/fd, so that
 * a write-only or append-only descriptor can be checked), and for a pipe, FIFO or socket the
 * number of bytes waiting to be read (FIONREAD). TST_FD_UNCHANGED reports TFAIL naming the
 * first difference and returns 1; it returns 0, silently, when nothing changed. A test sets
 * before.skip_times where the kernel updates the times before it can fail (a write that
 * runs out of space: file_modified() comes first).
 *
 * For a call that returns a new descriptor and must fail, the descriptor it would have
 * taken is the lowest free one:
 *
 *	int next = tst_fd_lowest_free();
 *
 *	TST_EXP_FAIL2(openat2(...), EXDEV);
 *	TST_FD_STILL_FREE(next);
 *
 * TST_FD_STILL_FREE reports TFAIL (and returns 1) when that descriptor is open.
 */
#ifndef TST_FD_STATE_H__
#define TST_FD_STATE_H__

#include <sys/stat.h>
#include <sys/types.h>

struct tst_fd_state {
	int open;		/* F_GETFD succeeded */
	int fdflags;		/* F_GETFD */
	int flags;		/* F_GETFL */
	off_t pos;		/* -1 when not seekable */
	int pending;		/* FIONREAD of a pipe, FIFO or socket, else -1 */
	unsigned long sum;	/* checksum of a regular file's first 1 MiB */
	struct stat st;
	int skip_times;		/* set by the test: do not compare mtime and ctime */
};

void tst_fd_state_get(int fd, struct tst_fd_state *state);

#define TST_FD_UNCHANGED(fd, before) \
	tst_fd_unchanged_(__FILE__, __LINE__, (fd), (before))
int tst_fd_unchanged_(const char *file, int line, int fd, const struct tst_fd_state *before);

/* The lowest descriptor number that is not open. */
int tst_fd_lowest_free(void);

#define TST_FD_STILL_FREE(fd) tst_fd_still_free_(__FILE__, __LINE__, (fd))
int tst_fd_still_free_(const char *file, int line, int fd);

#endif
