// SPDX-License-Identifier: GPL-2.0-or-later
/* The state of a descriptor, to check that a failed call left no trace (tst_fd_state.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include "tst_test_priv.h"
#include "tst_fd_state.h"

#define SUM_MAX (1 << 20)

static unsigned long file_sum(int fd)
{
	char path[64], buf[8192];
	unsigned long sum = 5381;
	ssize_t n, total = 0;
	int rfd;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	rfd = open(path, O_RDONLY | O_CLOEXEC);
	if (rfd < 0)
		tst_brk(TBROK | TERRNO, "open(%s) to read the file of fd %d", path, fd);
	while (total < SUM_MAX && (n = read(rfd, buf, sizeof(buf))) > 0) {
		for (ssize_t i = 0; i < n; i++)
			sum = sum * 33 + (unsigned char)buf[i];
		total += n;
	}
	if (n < 0)
		tst_brk(TBROK | TERRNO, "read() of the file of fd %d", fd);
	close(rfd);
	return sum;
}

void tst_fd_state_get(int fd, struct tst_fd_state *s)
{
	memset(s, 0, sizeof(*s));
	s->pos = -1;
	s->pending = -1;
	s->fdflags = fcntl(fd, F_GETFD);
	if (s->fdflags < 0) {
		if (errno != EBADF)
			tst_brk(TBROK | TERRNO, "fcntl(%d, F_GETFD)", fd);
		return;
	}
	s->open = 1;
	s->flags = fcntl(fd, F_GETFL);
	if (fstat(fd, &s->st))
		tst_brk(TBROK | TERRNO, "fstat(%d)", fd);
	if (S_ISFIFO(s->st.st_mode) || S_ISSOCK(s->st.st_mode)) {
		if (ioctl(fd, FIONREAD, &s->pending))
			s->pending = -1;
		return;
	}
	s->pos = lseek(fd, 0, SEEK_CUR);
	if (S_ISREG(s->st.st_mode))
		s->sum = file_sum(fd);
}

#define DIFF(cond, ...) do { if (cond) { snprintf(why, sizeof(why), __VA_ARGS__); goto fail; } } \
	while (0)

int tst_fd_unchanged_(const char *file, int line, int fd, const struct tst_fd_state *b)
{
	struct tst_fd_state a;
	char why[160];

	tst_fd_state_get(fd, &a);
	DIFF(a.open != b->open, "fd %d %s", fd, b->open ? "was closed" : "was opened");
	if (!a.open)
		return 0;
	DIFF(a.st.st_dev != b->st.st_dev || a.st.st_ino != b->st.st_ino,
	     "fd %d refers to another file", fd);
	DIFF(a.fdflags != b->fdflags, "fd %d descriptor flags %d, were %d", fd, a.fdflags,
	     b->fdflags);
	DIFF(a.flags != b->flags, "fd %d status flags 0%o, were 0%o", fd, a.flags, b->flags);
	DIFF(a.pos != b->pos, "fd %d offset %ld, was %ld", fd, (long)a.pos, (long)b->pos);
	DIFF(a.pending != b->pending, "fd %d has %d bytes to read, had %d", fd, a.pending,
	     b->pending);
	DIFF(a.st.st_mode != b->st.st_mode, "mode 0%o, was 0%o", a.st.st_mode, b->st.st_mode);
	DIFF(a.st.st_uid != b->st.st_uid || a.st.st_gid != b->st.st_gid,
	     "owner %d:%d, was %d:%d", (int)a.st.st_uid, (int)a.st.st_gid, (int)b->st.st_uid,
	     (int)b->st.st_gid);
	DIFF(a.st.st_nlink != b->st.st_nlink, "link count %lu, was %lu",
	     (unsigned long)a.st.st_nlink, (unsigned long)b->st.st_nlink);
	DIFF(a.st.st_size != b->st.st_size, "size %ld, was %ld", (long)a.st.st_size,
	     (long)b->st.st_size);
	DIFF(a.sum != b->sum, "the file's data changed");
	if (b->skip_times)
		return 0;
	DIFF(a.st.st_mtim.tv_sec != b->st.st_mtim.tv_sec ||
	     a.st.st_mtim.tv_nsec != b->st.st_mtim.tv_nsec, "mtime changed");
	DIFF(a.st.st_ctim.tv_sec != b->st.st_ctim.tv_sec ||
	     a.st.st_ctim.tv_nsec != b->st.st_ctim.tv_nsec, "ctime changed");
	return 0;
fail:
	tst_res_(file, line, TFAIL, "a failed call left a trace: %s", why);
	return 1;
}

int tst_fd_lowest_free(void)
{
	int fd = fcntl(0, F_DUPFD_CLOEXEC, 0);

	if (fd < 0) {
		/* 0 itself may be closed; otherwise the table is full */
		if (errno == EBADF)
			return 0;
		tst_brk(TBROK | TERRNO, "fcntl(F_DUPFD) to find a free descriptor");
	}
	close(fd);
	return fd;
}

int tst_fd_still_free_(const char *file, int line, int fd)
{
	if (fcntl(fd, F_GETFD) < 0)
		return 0;
	tst_res_(file, line, TFAIL, "a failed call left a new descriptor %d open", fd);
	return 1;
}
