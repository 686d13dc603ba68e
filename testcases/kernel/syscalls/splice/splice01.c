// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * splice01: what man 2 splice's DESCRIPTION and RETURN VALUE promise, on every filesystem:
 *
 *   - file -> pipe with off_in given: reading starts at *off_in, the file offset of fd_in
 *     "is not changed" (*off_in is advanced past the bytes read, as Linux does).
 *   - file -> pipe with off_in NULL: bytes are read "starting from the file offset, and
 *     the file offset is adjusted appropriately".
 *   - pipe -> file with off_out given, and with off_out NULL ("analogous statements apply
 *     for fd_out and off_out").
 *   - len larger than what the pipe holds: the return value is the number of bytes spliced.
 *   - "A return value of 0 means end of input": an empty pipe whose writers are closed,
 *     and a file read at its end.
 *   - SPLICE_F_NONBLOCK: "Do not block on I/O": from an empty pipe whose writer is open
 *     the call fails with EAGAIN instead of waiting.
 *
 * Every case checks the return value, the offsets and the bytes that arrived.
 */
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/splice.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/splice01_file"
#define FSIZE 16384

static char *pattern, *rbuf;
static int file_fd = -1, fds[2] = {-1, -1};

static void check_bytes(const char *what, const char *got, const char *exp, size_t len)
{
	if (memcmp(got, exp, len))
		tst_res(TFAIL, "%s: the %zu bytes differ", what, len);
	else
		tst_res(TPASS, "%s: the %zu bytes arrived unchanged", what, len);
}

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

static void file_to_pipe_off(void)
{
	loff_t off = 1000;

	open_pipe();
	SAFE_LSEEK(file_fd, 50, SEEK_SET);
	TST_EXP_VAL(splice(file_fd, &off, fds[1], NULL, 3000, 0), 3000);
	TST_EXP_EQ_LI(off, 4000);
	TST_EXP_EQ_LI(SAFE_LSEEK(file_fd, 0, SEEK_CUR), 50);
	SAFE_READ(1, fds[0], rbuf, 3000);
	check_bytes("file -> pipe, off_in 1000", rbuf, pattern + 1000, 3000);
	close_pipe();
}

static void file_to_pipe_null(void)
{
	open_pipe();
	SAFE_LSEEK(file_fd, 200, SEEK_SET);
	TST_EXP_VAL(splice(file_fd, NULL, fds[1], NULL, 2000, 0), 2000);
	TST_EXP_EQ_LI(SAFE_LSEEK(file_fd, 0, SEEK_CUR), 2200);
	SAFE_READ(1, fds[0], rbuf, 2000);
	check_bytes("file -> pipe, off_in NULL", rbuf, pattern + 200, 2000);
	close_pipe();
}

static void pipe_to_file_off(void)
{
	loff_t off = 5000;

	open_pipe();
	SAFE_WRITE(1, fds[1], "spliced data", 12);
	SAFE_LSEEK(file_fd, 10, SEEK_SET);
	TST_EXP_VAL(splice(fds[0], NULL, file_fd, &off, 12, 0), 12);
	TST_EXP_EQ_LI(off, 5012);
	TST_EXP_EQ_LI(SAFE_LSEEK(file_fd, 0, SEEK_CUR), 10);
	SAFE_PREAD(1, file_fd, rbuf, 12, 5000);
	check_bytes("pipe -> file, off_out 5000", rbuf, "spliced data", 12);
	SAFE_PWRITE(1, file_fd, pattern + 5000, 12, 5000);
	close_pipe();
}

static void pipe_to_file_null(void)
{
	open_pipe();
	SAFE_WRITE(1, fds[1], "more data", 9);
	SAFE_LSEEK(file_fd, 300, SEEK_SET);
	TST_EXP_VAL(splice(fds[0], NULL, file_fd, NULL, 9, 0), 9);
	TST_EXP_EQ_LI(SAFE_LSEEK(file_fd, 0, SEEK_CUR), 309);
	SAFE_PREAD(1, file_fd, rbuf, 9, 300);
	check_bytes("pipe -> file, off_out NULL", rbuf, "more data", 9);
	SAFE_PWRITE(1, file_fd, pattern + 300, 9, 300);
	close_pipe();
}

static void short_pipe(void)
{
	loff_t off = 8000;

	open_pipe();
	SAFE_WRITE(1, fds[1], "0123456789", 10);
	TST_EXP_VAL(splice(fds[0], NULL, file_fd, &off, 4096, 0), 10,
		    "splice() of 4096 bytes from a pipe holding 10");
	SAFE_PREAD(1, file_fd, rbuf, 10, 8000);
	check_bytes("pipe holding less than len", rbuf, "0123456789", 10);
	SAFE_PWRITE(1, file_fd, pattern + 8000, 10, 8000);
	close_pipe();
}

static void end_of_input(void)
{
	loff_t off = 0;

	open_pipe();
	SAFE_CLOSE(fds[1]);
	TST_EXP_VAL(splice(fds[0], NULL, file_fd, &off, 100, 0), 0,
		    "splice() from an empty pipe without writers");
	close_pipe();

	open_pipe();
	off = FSIZE;
	TST_EXP_VAL(splice(file_fd, &off, fds[1], NULL, 100, 0), 0,
		    "splice() from the end of a file");
	close_pipe();
}

static void nonblock(void)
{
	loff_t off = 0;

	open_pipe();
	TST_EXP_FAIL2(splice(fds[0], NULL, file_fd, &off, 100, SPLICE_F_NONBLOCK), EAGAIN,
		      "splice(SPLICE_F_NONBLOCK) from an empty pipe with a writer");
	close_pipe();
}

static void (*const cases[])(void) = {
	file_to_pipe_off, file_to_pipe_null, pipe_to_file_off, pipe_to_file_null, short_pipe,
	end_of_input, nonblock,
};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	int i;

	for (i = 0; i < FSIZE; i++)
		pattern[i] = 'A' + i % 53;
	file_fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(1, file_fd, pattern, FSIZE);
}

static void cleanup(void)
{
	close_pipe();
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
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
	.bufs = (struct tst_buffers []) {
		{&pattern, .size = FSIZE},
		{&rbuf, .size = FSIZE},
		{}
	},
};
