// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tee01: what man 2 tee's DESCRIPTION and RETURN VALUE promise:
 *
 *   - tee() "duplicates up to len bytes of data from the pipe ... fd_in to the pipe ...
 *     fd_out" and returns that number: fd_out then holds the first len bytes.
 *   - "It does not consume the data that is duplicated from fd_in; therefore, that data
 *     can be copied by a subsequent splice(2)": fd_in still holds every byte, and a
 *     splice() from it to a file copies them.
 *   - len larger than what fd_in holds: the bytes it holds are duplicated.
 *   - "A return value of 0 means that there was no data to transfer, and it would not
 *     make sense to block, because there are no writers": an empty fd_in, writers closed.
 *   - SPLICE_F_NONBLOCK: an empty fd_in with its writer open gives EAGAIN, not a wait.
 */
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/splice.h"

#define DATA "duplicated, not consumed"
#define DLEN (sizeof(DATA) - 1)

static int in[2] = {-1, -1}, out[2] = {-1, -1}, file_fd = -1;

static void close_pair(int *fds)
{
	if (fds[0] >= 0)
		SAFE_CLOSE(fds[0]);
	if (fds[1] >= 0)
		SAFE_CLOSE(fds[1]);
}

static void open_pipes(void)
{
	SAFE_PIPE(in);
	SAFE_PIPE(out);
}

static void close_pipes(void)
{
	close_pair(in);
	close_pair(out);
}

static void check_read(const char *what, int fd, const char *exp, size_t len)
{
	char buf[64];
	ssize_t n = SAFE_READ(0, fd, buf, sizeof(buf));

	if (n != (ssize_t)len || memcmp(buf, exp, len))
		tst_res(TFAIL, "%s: read %zd bytes '%.*s', expected '%.*s'", what, n,
			n > 0 ? (int)n : 0, buf, (int)len, exp);
	else
		tst_res(TPASS, "%s: holds '%.*s'", what, (int)len, exp);
}

static void duplicate(void)
{
	open_pipes();
	SAFE_WRITE(1, in[1], DATA, DLEN);
	TST_EXP_VAL(tee(in[0], out[1], 11, 0), 11);
	check_read("fd_out after tee() of 11 bytes", out[0], DATA, 11);
	check_read("fd_in after tee()", in[0], DATA, DLEN);
	close_pipes();
}

static void splice_after(void)
{
	loff_t off = 0;
	char buf[64];

	open_pipes();
	SAFE_WRITE(1, in[1], DATA, DLEN);
	TST_EXP_VAL(tee(in[0], out[1], DLEN, 0), (long)DLEN);
	TST_EXP_VAL(splice(in[0], NULL, file_fd, &off, DLEN, 0), (long)DLEN,
		    "splice() of the data tee() duplicated");
	SAFE_PREAD(1, file_fd, buf, DLEN, 0);
	if (memcmp(buf, DATA, DLEN))
		tst_res(TFAIL, "the file got '%.*s', expected '%s'", (int)DLEN, buf, DATA);
	else
		tst_res(TPASS, "splice() after tee() copied the data to the file");
	check_read("fd_out", out[0], DATA, DLEN);
	close_pipes();
}

static void more_than_held(void)
{
	open_pipes();
	SAFE_WRITE(1, in[1], DATA, DLEN);
	TST_EXP_VAL(tee(in[0], out[1], 65536, 0), (long)DLEN,
		    "tee() of 65536 bytes from a pipe holding %zu", DLEN);
	check_read("fd_out", out[0], DATA, DLEN);
	close_pipes();
}

static void no_writers(void)
{
	open_pipes();
	SAFE_CLOSE(in[1]);
	TST_EXP_VAL(tee(in[0], out[1], 100, 0), 0, "tee() from an empty pipe without writers");
	close_pipes();
}

static void nonblock(void)
{
	open_pipes();
	TST_EXP_FAIL2(tee(in[0], out[1], 100, SPLICE_F_NONBLOCK), EAGAIN,
		      "tee(SPLICE_F_NONBLOCK) from an empty pipe with a writer");
	close_pipes();
}

static void (*const cases[])(void) = {
	duplicate, splice_after, more_than_held, no_writers, nonblock,
};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
}

static void cleanup(void)
{
	close_pipes();
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
