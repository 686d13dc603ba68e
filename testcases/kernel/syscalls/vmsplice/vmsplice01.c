// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vmsplice01: what man 2 vmsplice's DESCRIPTION and RETURN VALUE promise:
 *
 *   - fd opened for writing: vmsplice() "maps nr_segs ranges of user memory described by
 *     iov into a pipe" and returns the number of bytes transferred: three segments of
 *     different sizes come out of the read end in order.
 *   - fd opened for reading: vmsplice() "fills nr_segs ranges of user memory described
 *     by iov from a pipe": the bytes written into the pipe land in two segments.
 *   - SPLICE_F_GIFT with page-aligned memory and length ("Data must also be properly page
 *     aligned, both in memory and length"): the gifted pages go into the pipe, and a
 *     following splice(2) with SPLICE_F_MOVE puts exactly those bytes into a file on every
 *     filesystem. The gifted memory is never modified afterwards, as the man page requires.
 *   - SPLICE_F_NONBLOCK ("Do not block on I/O"): into a full pipe, EAGAIN, not a wait.
 */
#include <sys/mman.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/splice.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/vmsplice01_file"
#define GIFT_PAGES 4

static int fds[2] = {-1, -1}, file_fd = -1;
static size_t page_size;
static char *rbuf;

static void open_pipe(void)
{
	SAFE_PIPE(fds);
}

static void close_pipe(void)
{
	if (fds[0] >= 0)
		SAFE_CLOSE(fds[0]);
	if (fds[1] >= 0)
		SAFE_CLOSE(fds[1]);
}

static void check_bytes(const char *what, const char *got, const char *exp, size_t len)
{
	if (memcmp(got, exp, len))
		tst_res(TFAIL, "%s: the %zu bytes differ", what, len);
	else
		tst_res(TPASS, "%s: the %zu bytes are right", what, len);
}

static void user_to_pipe(void)
{
	char a[] = "first ", b[] = "second segment ", c[] = "3";
	struct iovec iov[] = {
		{a, sizeof(a) - 1}, {b, sizeof(b) - 1}, {c, sizeof(c) - 1},
	};
	const char *exp = "first second segment 3";

	open_pipe();
	TST_EXP_VAL(vmsplice(fds[1], iov, 3, 0), (long)strlen(exp),
		    "vmsplice() of 3 segments into a pipe");
	SAFE_READ(1, fds[0], rbuf, strlen(exp));
	check_bytes("read end after vmsplice()", rbuf, exp, strlen(exp));
	close_pipe();
}

static void pipe_to_user(void)
{
	char a[5], b[16];
	struct iovec iov[] = {{a, sizeof(a)}, {b, sizeof(b)}};
	const char *data = "abcdefghijklmnopqrstu";

	open_pipe();
	SAFE_WRITE(1, fds[1], data, 21);
	TST_EXP_VAL(vmsplice(fds[0], iov, 2, 0), 21, "vmsplice() from a pipe into 2 segments");
	check_bytes("first segment", a, data, 5);
	check_bytes("second segment", b, data + 5, 16);
	close_pipe();
}

static void gift(void)
{
	size_t len = GIFT_PAGES * page_size;
	char *pages = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct iovec iov = {pages, len};
	loff_t off = 0;
	size_t i;

	for (i = 0; i < len; i++)
		pages[i] = 'g' + i % 13;
	memcpy(rbuf, pages, len);

	open_pipe();
	file_fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	TST_EXP_VAL(vmsplice(fds[1], &iov, 1, SPLICE_F_GIFT), (long)len,
		    "vmsplice(SPLICE_F_GIFT) of %d aligned pages", GIFT_PAGES);
	TST_EXP_VAL(splice(fds[0], NULL, file_fd, &off, len, SPLICE_F_MOVE), (long)len,
		    "splice(SPLICE_F_MOVE) of the gifted pages to a file");
	/* Compare with the copy taken before: the gift itself must not be touched. */
	SAFE_PREAD(1, file_fd, rbuf + len, len, 0);
	check_bytes("file after the gift", rbuf + len, rbuf, len);
	SAFE_CLOSE(file_fd);
	SAFE_UNLINK(FNAME);
	close_pipe();
	SAFE_MUNMAP(pages, len);
}

static void nonblock(void)
{
	char byte = 'x';
	struct iovec iov = {&byte, 1};

	SAFE_PIPE2(fds, O_NONBLOCK);
	while (write(fds[1], "x", 1) == 1)
		;
	TST_EXP_FAIL2(vmsplice(fds[1], &iov, 1, SPLICE_F_NONBLOCK), EAGAIN,
		      "vmsplice(SPLICE_F_NONBLOCK) into a full pipe");
	close_pipe();
}

static void (*const cases[])(void) = {user_to_pipe, pipe_to_user, gift, nonblock};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	page_size = getpagesize();
	rbuf = SAFE_MALLOC(2 * GIFT_PAGES * page_size);
}

static void cleanup(void)
{
	close_pipe();
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
	free(rbuf);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
