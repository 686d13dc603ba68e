/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Iterating over file descriptors of many kinds (a file, a directory, a pipe, sockets,
 * epoll, eventfd, signalfd, timerfd, pidfd, inotify, fanotify, userfaultfd, perf events,
 * io_uring, a BPF map, the new mount API, memfd ...), so a test checks that a call rejects
 * every kind it does not support:
 *
 *	TST_FD_FOREACH(fd) {
 *		TST_EXP_FAIL(readahead(fd.fd, 0, 1), EINVAL, "readahead() on %s",
 *			     tst_fd_desc(&fd));
 *	}
 *
 * A kind this system cannot create is skipped with a TCONF line naming it. The previous
 * descriptor is closed when the next is made; a loop left early leaves fd.fd open.
 */
#ifndef TST_FD_H__
#define TST_FD_H__

enum tst_fd_type {
	TST_FD_FILE,
	TST_FD_PATH,
	TST_FD_DIR,
	TST_FD_DEV_ZERO,
	TST_FD_PROC_MAPS,
	TST_FD_PIPE_READ,
	TST_FD_PIPE_WRITE,
	TST_FD_UNIX_SOCK,
	TST_FD_INET_SOCK,
	TST_FD_EPOLL,
	TST_FD_EVENTFD,
	TST_FD_SIGNALFD,
	TST_FD_TIMERFD,
	TST_FD_PIDFD,
	TST_FD_FANOTIFY,
	TST_FD_INOTIFY,
	TST_FD_USERFAULTFD,
	TST_FD_PERF_EVENT,
	TST_FD_IO_URING,
	TST_FD_BPF_MAP,
	TST_FD_FSOPEN,
	TST_FD_FSPICK,
	TST_FD_OPEN_TREE,
	TST_FD_MEMFD,
	TST_FD_MEMFD_SECRET,
	TST_FD_MAX,
};

struct tst_fd {
	enum tst_fd_type type;
	int fd;
	/* the library's: the other end of a pipe, the next type to try */
	long priv;
};

#define TST_FD_INIT {.type = TST_FD_FILE, .fd = -1, .priv = -1}

/* Close the current descriptor and make the next kind: 1, or 0 after the last one. */
int tst_fd_next(struct tst_fd *fd);

/* "regular file", "pipe read end" ... */
const char *tst_fd_desc(struct tst_fd *fd);

#define TST_FD_FOREACH(fd) \
	for (struct tst_fd fd = TST_FD_INIT; tst_fd_next(&fd);)

#endif
