// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvmmsg(2) errors: those of recvmsg(2), returned when no message was received, and
 * EINVAL for an invalid timeout. The socket holds one queued datagram in the rows where a
 * message could otherwise be received, and it is still queued after the failure:
 *   EAGAIN    a nonblocking empty socket
 *   EBADF     sockfd is not open
 *   EFAULT    msgvec on an unmapped page; timeout on an unmapped page
 *   EINVAL    timeout with tv_nsec 2000000000
 *   ENOTSOCK  sockfd is a regular file
 *
 * The row with the timeout on an unmapped page calls the system call by number: the C
 * library of a 32-bit program reads the timeout itself (to hand the kernel a 64-bit one),
 * so a bad pointer faults in the program before the kernel sees it.
 *
 * Not provoked: the other recvmsg(2) errors go through the same code for each message;
 * recvmsg02 checks them.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"
#include "lapi/syscalls.h"

static int rx, tx, empty_fd, file_fd, bad_fd = -1;
static void *bad_addr;
static struct timespec bad_ts = {0, 2000000000};

static struct tcase {
	int *fd;
	int bad_vec;
	int bad_timeout;
	struct timespec *ts;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&empty_fd, 0, 0, NULL, EAGAIN, "a nonblocking empty socket"},
	{&bad_fd, 0, 0, NULL, EBADF, "sockfd -1"},
	{&rx, 1, 0, NULL, EFAULT, "msgvec on an unmapped page"},
	{&rx, 0, 1, NULL, EFAULT, "timeout on an unmapped page"},
	{&rx, 0, 0, &bad_ts, EINVAL, "timeout tv_nsec 2000000000"},
	{&file_fd, 0, 0, NULL, ENOTSOCK, "a regular file"},
};

static int do_recvmmsg(int fd, struct mmsghdr *vec, int bad_timeout, struct timespec *ts)
{
	if (bad_timeout)
		return tst_syscall(__NR_recvmmsg, fd, vec, 1, MSG_DONTWAIT, bad_addr);
	return recvmmsg(fd, vec, 1, MSG_DONTWAIT, ts);
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	char buf[8];
	struct iovec iov = {buf, sizeof(buf)};
	struct mmsghdr msg;

	memset(&msg, 0, sizeof(msg));
	msg.msg_hdr.msg_iov = &iov;
	msg.msg_hdr.msg_iovlen = 1;
	TST_EXP_FAIL2(do_recvmmsg(*tc->fd, tc->bad_vec ? bad_addr : &msg, tc->bad_timeout,
				  tc->ts), tc->exp_errno, "%s", tc->desc);
	if (recv(rx, buf, sizeof(buf), MSG_PEEK | MSG_DONTWAIT) != 1)
		tst_res(TFAIL, "%s: the queued datagram is gone", tc->desc);
}

static void setup(void)
{
	struct sockaddr_storage addr;
	socklen_t len;

	rx = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	tx = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_SENDTO(1, tx, "q", 1, 0, (struct sockaddr *)&addr, len);
	empty_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
