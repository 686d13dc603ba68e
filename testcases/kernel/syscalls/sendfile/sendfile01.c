// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendfile01: what man 2 sendfile's DESCRIPTION and RETURN VALUE promise, on every
 * filesystem:
 *
 *   - offset NULL: data is read "starting at the file offset, and the file offset will be
 *     updated by the call"; a regular out_fd's offset moves too.
 *   - offset given: reading starts at *offset, *offset is set to "the offset of the byte
 *     following the last byte that was read", and the file offset of in_fd is not changed.
 *   - count beyond the end of in_fd: fewer bytes than requested are written, and the
 *     return value says how many; at the end of file the call returns 0.
 *   - count 0 copies nothing and returns 0.
 *   - out_fd a socket (AF_UNIX stream, and TCP over loopback) and a pipe: the bytes
 *     arrive on the other end.
 *
 * Every case checks the return value, the offsets and the bytes that arrived.
 */
#include <netinet/in.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_safe_prw.h"

#define MNTPOINT "mntpoint"
#define IN_NAME MNTPOINT "/sendfile01_in"
#define OUT_NAME MNTPOINT "/sendfile01_out"
#define IN_SIZE (64 * 1024)

static char *pattern, *rbuf;
static int in_fd = -1, out_fd = -1;

static void check_bytes(const char *what, const char *got, off_t in_off, size_t len)
{
	if (memcmp(got, pattern + in_off, len))
		tst_res(TFAIL, "%s: bytes differ from in_fd[%lld..%lld]", what,
			(long long)in_off, (long long)(in_off + len));
	else
		tst_res(TPASS, "%s: %zu bytes equal in_fd[%lld..%lld]", what, len,
			(long long)in_off, (long long)(in_off + len));
}

static void check_pos(const char *what, int fd, off_t exp)
{
	off_t pos = SAFE_LSEEK(fd, 0, SEEK_CUR);

	if (pos != exp)
		tst_res(TFAIL, "%s: file offset %lld, expected %lld", what, (long long)pos,
			(long long)exp);
	else
		tst_res(TPASS, "%s: file offset %lld", what, (long long)pos);
}

static void open_out(void)
{
	out_fd = SAFE_OPEN(OUT_NAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
}

static void close_out(void)
{
	SAFE_CLOSE(out_fd);
	SAFE_UNLINK(OUT_NAME);
}

static void offset_null(void)
{
	open_out();
	SAFE_LSEEK(in_fd, 1000, SEEK_SET);
	TST_EXP_VAL(sendfile(out_fd, in_fd, NULL, 5000), 5000);
	check_pos("offset NULL, in_fd", in_fd, 6000);
	check_pos("offset NULL, out_fd", out_fd, 5000);
	SAFE_PREAD(1, out_fd, rbuf, 5000, 0);
	check_bytes("offset NULL", rbuf, 1000, 5000);
	close_out();
}

static void offset_given(void)
{
	off_t off = 2000;

	open_out();
	SAFE_LSEEK(in_fd, 123, SEEK_SET);
	TST_EXP_VAL(sendfile(out_fd, in_fd, &off, 3000), 3000);
	TST_EXP_EQ_LI(off, 5000);
	check_pos("offset given, in_fd unchanged", in_fd, 123);
	SAFE_PREAD(1, out_fd, rbuf, 3000, 0);
	check_bytes("offset given", rbuf, 2000, 3000);
	close_out();
}

static void beyond_eof(void)
{
	off_t off = IN_SIZE - 100;
	struct stat st;

	open_out();
	TST_EXP_VAL(sendfile(out_fd, in_fd, &off, 1000), 100, "sendfile() of 1000 bytes, 100 left");
	TST_EXP_EQ_LI(off, IN_SIZE);
	SAFE_FSTAT(out_fd, &st);
	TST_EXP_EQ_LI(st.st_size, 100);
	SAFE_PREAD(1, out_fd, rbuf, 100, 0);
	check_bytes("count beyond EOF", rbuf, IN_SIZE - 100, 100);
	TST_EXP_VAL(sendfile(out_fd, in_fd, &off, 1000), 0, "sendfile() at EOF");
	TST_EXP_EQ_LI(off, IN_SIZE);
	close_out();
}

static void count_zero(void)
{
	off_t off = 10;
	struct stat st;

	open_out();
	TST_EXP_VAL(sendfile(out_fd, in_fd, &off, 0), 0, "sendfile() of 0 bytes");
	TST_EXP_EQ_LI(off, 10);
	SAFE_FSTAT(out_fd, &st);
	TST_EXP_EQ_LI(st.st_size, 0);
	close_out();
}

static void to_socket(void)
{
	int sv[2];
	off_t off = 4096;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	TST_EXP_VAL(sendfile(sv[0], in_fd, &off, 8192), 8192, "sendfile() to a socket");
	TST_EXP_EQ_LI(off, 4096 + 8192);
	SAFE_CLOSE(sv[0]);
	SAFE_RECV(8192, sv[1], rbuf, 8192, MSG_WAITALL);
	check_bytes("to a socket", rbuf, 4096, 8192);
	SAFE_CLOSE(sv[1]);
}

static void to_tcp_socket(void)
{
	struct sockaddr_in addr = {.sin_family = AF_INET};
	socklen_t len = sizeof(addr);
	int lfd, cfd, afd;
	off_t off = 100;

	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	lfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(lfd, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(lfd, 1);
	SAFE_GETSOCKNAME(lfd, (struct sockaddr *)&addr, &len);
	cfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cfd, (struct sockaddr *)&addr, sizeof(addr));
	afd = SAFE_ACCEPT(lfd, NULL, NULL);

	TST_EXP_VAL(sendfile(afd, in_fd, &off, 16384), 16384, "sendfile() to a TCP socket");
	TST_EXP_EQ_LI(off, 100 + 16384);
	SAFE_CLOSE(afd);
	SAFE_RECV(16384, cfd, rbuf, 16384, MSG_WAITALL);
	check_bytes("to a TCP socket", rbuf, 100, 16384);
	SAFE_CLOSE(cfd);
	SAFE_CLOSE(lfd);
}

static void to_pipe(void)
{
	int fds[2];
	off_t off = 7;

	SAFE_PIPE(fds);
	TST_EXP_VAL(sendfile(fds[1], in_fd, &off, 4000), 4000, "sendfile() to a pipe");
	TST_EXP_EQ_LI(off, 4007);
	SAFE_READ(1, fds[0], rbuf, 4000);
	check_bytes("to a pipe", rbuf, 7, 4000);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void (*const cases[])(void) = {
	offset_null, offset_given, beyond_eof, count_zero, to_socket, to_tcp_socket, to_pipe,
};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	int i;

	for (i = 0; i < IN_SIZE; i++)
		pattern[i] = i * 7 + i / 251;
	in_fd = SAFE_OPEN(IN_NAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(1, in_fd, pattern, IN_SIZE);
}

static void cleanup(void)
{
	if (out_fd >= 0)
		SAFE_CLOSE(out_fd);
	if (in_fd >= 0)
		SAFE_CLOSE(in_fd);
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
		{&pattern, .size = IN_SIZE},
		{&rbuf, .size = IN_SIZE},
		{}
	},
};
