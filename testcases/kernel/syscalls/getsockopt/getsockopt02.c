// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getsockopt(2) errors, in the order of the man page's ERRORS section; after each failure
 * the value buffer and *optlen are unchanged:
 *   EBADF        sockfd is not open
 *   EFAULT       optval on an unmapped page; optlen on an unmapped page
 *   EINVAL       *optlen is negative
 *   ENOPROTOOPT  option 9999 at SOL_SOCKET; option 9999 at level IPPROTO_TCP
 *   ENOTSOCK     sockfd is a regular file
 */
#include <netinet/in.h>
#include <netinet/tcp.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static int sock_fd, file_fd, bad_fd = -1;
static void *bad_addr;

static struct tcase {
	int *fd;
	int level;
	int opt;
	int bad_val;
	int bad_len;
	socklen_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, SOL_SOCKET, SO_TYPE, 0, 0, sizeof(int), EBADF, "sockfd -1"},
	{&sock_fd, SOL_SOCKET, SO_TYPE, 1, 0, sizeof(int), EFAULT, "optval unmapped"},
	{&sock_fd, SOL_SOCKET, SO_TYPE, 0, 1, sizeof(int), EFAULT, "optlen unmapped"},
	{&sock_fd, SOL_SOCKET, SO_TYPE, 0, 0, (socklen_t)-1, EINVAL, "*optlen -1"},
	{&sock_fd, SOL_SOCKET, 9999, 0, 0, sizeof(int), ENOPROTOOPT, "SOL_SOCKET 9999"},
	{&sock_fd, IPPROTO_TCP, 9999, 0, 0, sizeof(int), ENOPROTOOPT, "IPPROTO_TCP 9999"},
	{&file_fd, SOL_SOCKET, SO_TYPE, 0, 0, sizeof(int), ENOTSOCK, "a regular file"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int val = 0x5a5a5a5a;
	socklen_t len = tc->len;

	TST_EXP_FAIL(getsockopt(*tc->fd, tc->level, tc->opt, tc->bad_val ? bad_addr : &val,
				tc->bad_len ? bad_addr : &len), tc->exp_errno, "%s", tc->desc);
	if (val != 0x5a5a5a5a || (len != tc->len && !tc->bad_val))
		tst_res(TFAIL, "%s: the value (0x%x) or *optlen (%u, was %u) changed", tc->desc,
			val, len, tc->len);
}

static void setup(void)
{
	sock_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	if (sock_fd > 0)
		SAFE_CLOSE(sock_fd);
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
