// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendmsg(2) sends data gathered from several buffers with control messages, checked at
 * the receiving end:
 *   - gather: three iovecs make one datagram holding their bytes in order; msg_name
 *     addresses a UDP datagram;
 *   - SCM_RIGHTS passes descriptors: the received descriptor is the same open file (a
 *     write to the passed pipe end comes out of the sender's read end);
 *   - a socket in flight whose sender closed it stays alive: the receiver gets it and it
 *     still talks to its peer;
 *   - descriptors in flight are released when the carrier is closed without receiving them
 *     (the pipe reader sees end of file), and also when the carrier socket is itself in
 *     flight in its own queue, a cycle only the unix garbage collector can free (it runs
 *     when a unix socket is released);
 *   - SCM_CREDENTIALS: the receiver (SO_PASSCRED) gets the pid, uid and gid the sender
 *     put in the message; root may name another live process (a child) as the sender.
 */
#include <poll.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

union ctl {
	char buf[CMSG_SPACE(sizeof(int) * 2) + CMSG_SPACE(sizeof(struct ucred))];
	struct cmsghdr align;
};

static ssize_t send_fds(int carrier, const int *fds, int n)
{
	union ctl ctl;
	struct iovec iov = {.iov_base = "f", .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl.buf,
			     .msg_controllen = CMSG_SPACE(sizeof(int) * n)};
	struct cmsghdr *cm;

	memset(&ctl, 0, sizeof(ctl));
	cm = CMSG_FIRSTHDR(&msg);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int) * n);
	memcpy(CMSG_DATA(cm), fds, sizeof(int) * n);
	return sendmsg(carrier, &msg, 0);
}

static int recv_fd(int carrier)
{
	union ctl ctl;
	char c;
	struct iovec iov = {.iov_base = &c, .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl.buf,
			     .msg_controllen = sizeof(ctl.buf)};
	struct cmsghdr *cm;
	int fd = -1;

	if (recvmsg(carrier, &msg, MSG_DONTWAIT) != 1)
		return -1;
	cm = CMSG_FIRSTHDR(&msg);
	if (cm && cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS)
		memcpy(&fd, CMSG_DATA(cm), sizeof(fd));
	return fd;
}

static void gather(void)
{
	struct sockaddr_storage addr;
	socklen_t len;
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	int s = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	struct iovec iov[3] = {{"one", 3}, {"-", 1}, {"two", 3}};
	struct msghdr msg = {.msg_name = &addr, .msg_namelen = len, .msg_iov = iov,
			     .msg_iovlen = 3};
	char buf[16] = "";
	ssize_t n;

	TST_EXP_VAL(sendmsg(s, &msg, 0), 7, "sendmsg() of three iovecs to a UDP address");
	n = recv(r, buf, sizeof(buf), MSG_DONTWAIT);
	TST_EXP_EXPR(n == 7 && !memcmp(buf, "one-two", 7), "one datagram 'one-two' (%zd: %.7s)",
		     n, buf);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void rights(void)
{
	int sv[2], p[2], got;
	char buf[4] = "";

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	SAFE_PIPE(p);
	TST_EXP_VAL(send_fds(sv[0], &p[1], 1), 1, "sendmsg(SCM_RIGHTS, a pipe's write end)");
	got = recv_fd(sv[1]);
	if (got < 0) {
		tst_res(TFAIL, "no descriptor received");
	} else {
		SAFE_WRITE(SAFE_WRITE_ALL, got, "pip", 3);
		SAFE_READ(1, p[0], buf, 3);
		TST_EXP_EXPR(got != p[1] && !memcmp(buf, "pip", 3),
			     "the received descriptor %d writes into the same pipe", got);
		SAFE_CLOSE(got);
	}
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void socket_in_flight(void)
{
	int carrier[2], pair[2], got;
	char c = 0;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, carrier);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, pair);
	TST_EXP_VAL(send_fds(carrier[0], &pair[0], 1), 1, "sendmsg(SCM_RIGHTS, a socket)");
	SAFE_CLOSE(pair[0]);
	got = recv_fd(carrier[1]);
	if (got < 0) {
		tst_res(TFAIL, "the socket closed in flight was not received");
	} else {
		SAFE_WRITE(SAFE_WRITE_ALL, got, "s", 1);
		SAFE_READ(1, pair[1], &c, 1);
		TST_EXP_EXPR(c == 's', "the socket closed by its sender while in flight still "
			     "reaches its peer");
		SAFE_CLOSE(got);
	}
	SAFE_CLOSE(pair[1]);
	SAFE_CLOSE(carrier[0]);
	SAFE_CLOSE(carrier[1]);
}

/* The pipe reader sees end of file once the last writer, in flight, is released. */
static void check_released(int rd, const char *desc)
{
	struct pollfd pfd = {.fd = rd, .events = POLLIN};
	char c;

	/* The garbage collector may run asynchronously: give it a bounded time. */
	if (poll(&pfd, 1, 10000) != 1) {
		tst_res(TFAIL, "%s: the write end in flight was not released within 10 s", desc);
		return;
	}
	TST_EXP_EXPR(read(rd, &c, 1) == 0, "%s: the write end in flight was released", desc);
}

static void released(void)
{
	int carrier[2], p[2], fds[2], trigger[2];

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, carrier);
	SAFE_PIPE(p);
	TST_EXP_VAL(send_fds(carrier[0], &p[1], 1), 1, "sendmsg(SCM_RIGHTS, a pipe's write end)");
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(carrier[0]);
	SAFE_CLOSE(carrier[1]);
	check_released(p[0], "carrier closed unread");
	SAFE_CLOSE(p[0]);

	/* carrier[1] in its own receive queue, with the pipe's write end: a cycle. */
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, carrier);
	SAFE_PIPE(p);
	fds[0] = carrier[1];
	fds[1] = p[1];
	TST_EXP_VAL(send_fds(carrier[0], fds, 2), 1,
		    "sendmsg(SCM_RIGHTS, the receiving socket and a pipe's write end)");
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(carrier[0]);
	SAFE_CLOSE(carrier[1]);
	/*
	 * The collector runs when a unix socket is released (at once on older kernels, as
	 * scheduled work on newer ones): release one now that the cycle is unreachable.
	 */
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, trigger);
	SAFE_CLOSE(trigger[0]);
	SAFE_CLOSE(trigger[1]);
	check_released(p[0], "a cycle of sockets in flight");
	SAFE_CLOSE(p[0]);
}

static int send_creds(int fd, const struct ucred *uc)
{
	union ctl ctl;
	struct iovec iov = {.iov_base = "c", .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl.buf,
			     .msg_controllen = CMSG_SPACE(sizeof(*uc))};
	struct cmsghdr *cm;

	memset(&ctl, 0, sizeof(ctl));
	cm = CMSG_FIRSTHDR(&msg);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_CREDENTIALS;
	cm->cmsg_len = CMSG_LEN(sizeof(*uc));
	memcpy(CMSG_DATA(cm), uc, sizeof(*uc));
	return sendmsg(fd, &msg, 0);
}

static int recv_creds(int fd, struct ucred *uc)
{
	union ctl ctl;
	char c;
	struct iovec iov = {.iov_base = &c, .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl.buf,
			     .msg_controllen = sizeof(ctl.buf)};
	struct cmsghdr *cm;

	if (recvmsg(fd, &msg, MSG_DONTWAIT) != 1)
		return -1;
	for (cm = CMSG_FIRSTHDR(&msg); cm; cm = CMSG_NXTHDR(&msg, cm)) {
		if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_CREDENTIALS) {
			memcpy(uc, CMSG_DATA(cm), sizeof(*uc));
			return 0;
		}
	}
	return -1;
}

static void credentials(void)
{
	struct ucred mine = {getpid(), getuid(), getgid()}, got = {0};
	int sv[2];
	pid_t child;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	SAFE_SETSOCKOPT_INT(sv[1], SOL_SOCKET, SO_PASSCRED, 1);
	TST_EXP_VAL(send_creds(sv[0], &mine), 1, "sendmsg(SCM_CREDENTIALS, own)");
	if (recv_creds(sv[1], &got))
		tst_res(TFAIL, "no SCM_CREDENTIALS received");
	else
		TST_EXP_EXPR(got.pid == mine.pid && got.uid == mine.uid && got.gid == mine.gid,
			     "SCM_CREDENTIALS {%d, %d, %d} received", got.pid, got.uid, got.gid);

	child = SAFE_FORK();
	if (!child) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	mine.pid = child;
	TST_EXP_VAL(send_creds(sv[0], &mine), 1, "sendmsg(SCM_CREDENTIALS, the child's pid)");
	if (recv_creds(sv[1], &got))
		tst_res(TFAIL, "no SCM_CREDENTIALS received");
	else
		TST_EXP_EXPR(got.pid == child, "root may name the child %d (received %d)", child,
			     got.pid);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run(void)
{
	gather();
	rights();
	socket_in_flight();
	released();
	credentials();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
