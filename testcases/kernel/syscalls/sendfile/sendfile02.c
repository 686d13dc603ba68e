// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendfile02: sendfile(2) fails with the errno that man 2 sendfile lists under ERRORS,
 * in its order:
 *
 *   EAGAIN     out_fd is a full pipe opened O_NONBLOCK ("the write would block")
 *   EBADF      in_fd was not opened for reading (O_WRONLY)
 *   EBADF      out_fd was not opened for writing (O_RDONLY)
 *   EBADF      in_fd is -1, and out_fd is -1
 *   EFAULT     offset points to an unmapped page
 *   EINVAL     "an mmap(2)-like operation is not available for in_fd": an eventfd
 *   EINVAL     count is negative (as ssize_t); TCONF for a 32-bit program on a 64-bit
 *              kernel, whose compat layer zero-extends count (4 GiB - 1, a valid count)
 *   EINVAL     *offset is negative
 *   EINVAL     out_fd has the O_APPEND flag set
 *   EOVERFLOW  *offset is at or beyond the largest file size of the filesystem
 *              (a 1 << 62 offset; TCONF where the tmpdir's filesystem allows such files)
 *   ESPIPE     offset is not NULL but in_fd is a pipe (not seekable)
 *
 * Every row also checks that the failed call left no trace: both descriptors (offset, flags,
 * file size, data and times, bytes in a pipe) and the offset passed by pointer unchanged
 * (tst_fd_state.h).
 *
 * Not provoked here:
 *   EIO        needs a device that fails reads (dm-error); the kernel has no device mapper.
 *   ENOMEM     cannot be caused on purpose without starving the whole machine.
 */
#include <sys/eventfd.h>
#include <sys/sendfile.h>
#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_fd_state.h"

#define BIG_OFFSET (1LL << 62)

static int in_fd = -1, out_fd = -1, wronly_fd = -1, rdonly_fd = -1, append_fd = -1;
static int event_fd = -1, bad_fd = -1;
static int full_pipe[2] = {-1, -1}, in_pipe[2] = {-1, -1};
static off_t zero_off, neg_off = -1, big_off = BIG_OFFSET;
static off_t *bad_off;
static int big_off_works, compat_count;

static struct tcase {
	int *out_fd;
	int *in_fd;
	/* offset passed as is (bad pointers), else a copy of *offset_val, else NULL */
	off_t **offset;
	off_t *offset_val;
	size_t count;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&full_pipe[1], &in_fd, NULL, &zero_off, 1, EAGAIN, "out_fd a full O_NONBLOCK pipe"},
	{&out_fd, &wronly_fd, NULL, &zero_off, 1, EBADF, "in_fd opened O_WRONLY"},
	{&rdonly_fd, &in_fd, NULL, &zero_off, 1, EBADF, "out_fd opened O_RDONLY"},
	{&out_fd, &bad_fd, NULL, &zero_off, 1, EBADF, "in_fd -1"},
	{&bad_fd, &in_fd, NULL, &zero_off, 1, EBADF, "out_fd -1"},
	{&out_fd, &in_fd, &bad_off, NULL, 1, EFAULT, "offset pointing to unmapped memory"},
	{&out_fd, &event_fd, NULL, NULL, 1, EINVAL, "in_fd an eventfd, offset NULL"},
	{&out_fd, &in_fd, NULL, &zero_off, (size_t)-1, EINVAL, "count -1"},
	{&out_fd, &in_fd, NULL, &neg_off, 1, EINVAL, "offset -1"},
	{&append_fd, &in_fd, NULL, &zero_off, 1, EINVAL, "out_fd with O_APPEND"},
	{&out_fd, &in_fd, NULL, &big_off, 1, EOVERFLOW, "offset 1 << 62"},
	{&out_fd, &in_pipe[0], NULL, &zero_off, 1, ESPIPE, "offset given, in_fd a pipe"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before[2];
	off_t off, *offp;

	if (tc->exp_errno == EOVERFLOW && big_off_works) {
		tst_res(TCONF, "the tmpdir's filesystem allows %lld-byte files", BIG_OFFSET);
		return;
	}
	if (tc->count == (size_t)-1 && compat_count) {
		tst_res(TCONF, "a 32-bit program's count -1 is 4 GiB - 1 to a 64-bit kernel, "
			"not negative");
		return;
	}
	if (tc->offset) {
		offp = *tc->offset;
	} else if (tc->offset_val) {
		off = *tc->offset_val;
		offp = &off;
	} else {
		offp = NULL;
	}
	tst_fd_state_get(*tc->out_fd, &before[0]);
	tst_fd_state_get(*tc->in_fd, &before[1]);
	TST_EXP_FAIL2(sendfile(*tc->out_fd, *tc->in_fd, offp, tc->count), tc->exp_errno,
		      "sendfile() with %s", tc->desc);
	if (!TST_FD_UNCHANGED(*tc->out_fd, &before[0]) &&
	    !TST_FD_UNCHANGED(*tc->in_fd, &before[1])) {
		if (tc->offset_val && off != *tc->offset_val)
			tst_res(TFAIL, "%s: *offset moved to %ld", tc->desc, (long)off);
		else
			tst_res(TPASS, "%s: both descriptors and the offset unchanged", tc->desc);
	}
}

static void setup(void)
{
	int fd;

	/* The compat layer widens a 32-bit size_t without its sign. */
	compat_count = sizeof(size_t) == 4 && tst_kernel_bits() == 64;

	in_fd = SAFE_OPEN("in", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(1, in_fd, "0123456789", 10);
	out_fd = SAFE_OPEN("out", O_RDWR | O_CREAT, 0644);
	wronly_fd = SAFE_OPEN("in", O_WRONLY);
	rdonly_fd = SAFE_OPEN("out", O_RDONLY);
	append_fd = SAFE_OPEN("out", O_WRONLY | O_APPEND);
	event_fd = eventfd(1, 0);
	if (event_fd < 0)
		tst_brk(TBROK | TERRNO, "eventfd() failed");
	bad_off = tst_get_bad_addr(NULL);

	SAFE_PIPE2(full_pipe, O_NONBLOCK);
	while (write(full_pipe[1], "x", 1) == 1)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling the pipe ended unexpectedly");

	SAFE_PIPE(in_pipe);
	SAFE_WRITE(1, in_pipe[1], "data", 4);

	/* A filesystem whose largest file is 2^63 - 1 bytes cannot give EOVERFLOW here. */
	fd = SAFE_OPEN("big_probe", O_RDWR | O_CREAT, 0644);
	big_off_works = !ftruncate(fd, BIG_OFFSET + 1);
	SAFE_CLOSE(fd);
	SAFE_UNLINK("big_probe");
}

static void cleanup(void)
{
	int *fds[] = {&in_fd, &out_fd, &wronly_fd, &rdonly_fd, &append_fd, &event_fd,
		      &full_pipe[0], &full_pipe[1], &in_pipe[0], &in_pipe[1]};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		if (*fds[i] >= 0)
			SAFE_CLOSE(*fds[i]);
	}
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
