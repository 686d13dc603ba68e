// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvmsg(2) receives a message scattered over several buffers, with its sender and its
 * control messages, checked against what was sent:
 *   - scatter: a 7-byte datagram fills a 3-byte and a 4-byte iovec in order; msg_name gets
 *     the UDP sender's address;
 *   - MSG_TRUNC in msg_flags when the datagram is longer than the buffers (the rest is
 *     discarded: the next recvmsg() gets the next datagram);
 *   - MSG_CTRUNC when the control buffer holds one of the two descriptors sent with
 *     SCM_RIGHTS: the one delivered works, the other is not installed (the lowest free
 *     descriptor after the delivered one is unchanged);
 *   - with SO_PASSCRED, a message sent without credentials arrives with the sender's own
 *     pid, uid and gid (a child's, as 65534);
 *   - MSG_PEEK leaves the message queued for the next recvmsg().
 */
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static int lowest_free_fd(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY), lowest = fd;

	SAFE_CLOSE(fd);
	return lowest;
}

static void scatter(void)
{
	struct sockaddr_storage raddr, saddr, from;
	socklen_t rlen, slen;
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &raddr, &rlen);
	int s = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &saddr, &slen);
	char a[3], b[4], c[2];
	struct iovec iov[2] = {{a, sizeof(a)}, {b, sizeof(b)}};
	struct msghdr msg = {.msg_name = &from, .msg_namelen = sizeof(from), .msg_iov = iov,
			     .msg_iovlen = 2};
	ssize_t n;

	SAFE_SENDTO(1, s, "one-two", 7, 0, SA(raddr), rlen);
	SAFE_SENDTO(1, s, "longer!!!", 9, 0, SA(raddr), rlen);
	SAFE_SENDTO(1, s, "n", 1, 0, SA(raddr), rlen);
	n = TST_EXP_VAL(recvmsg(r, &msg, MSG_DONTWAIT), 7, "recvmsg() into 3 + 4 bytes");
	TST_EXP_EXPR(n == 7 && !memcmp(a, "one", 3) && !memcmp(b, "-two", 4),
		     "scattered 'one' and '-two'");
	TST_EXP_EXPR(msg.msg_namelen == slen && !memcmp(&from, &saddr, slen),
		     "msg_name is the sender's address");
	TST_EXP_EXPR(!(msg.msg_flags & MSG_TRUNC), "no MSG_TRUNC for a datagram that fits");

	msg.msg_namelen = sizeof(from);
	n = TST_EXP_VAL(recvmsg(r, &msg, MSG_DONTWAIT), 7, "recvmsg() of a 9-byte datagram");
	TST_EXP_EXPR(msg.msg_flags & MSG_TRUNC, "MSG_TRUNC set (msg_flags 0x%x)", msg.msg_flags);
	iov[0] = (struct iovec){c, sizeof(c)};
	msg.msg_iovlen = 1;
	n = recvmsg(r, &msg, MSG_DONTWAIT);
	TST_EXP_EXPR(n == 1 && c[0] == 'n', "the rest was discarded: the next datagram follows");
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void ctrunc(void)
{
	union {
		char buf[CMSG_SPACE(sizeof(int) * 2)];
		struct cmsghdr align;
	} out, in;
	char c;
	struct iovec iov = {.iov_base = "f", .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = out.buf,
			     .msg_controllen = sizeof(out.buf)};
	struct cmsghdr *cm;
	int sv[2], p[2], fds[2], got = -1, before, after;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	SAFE_PIPE(p);
	memset(&out, 0, sizeof(out));
	cm = CMSG_FIRSTHDR(&msg);
	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(fds));
	fds[0] = p[0];
	fds[1] = p[1];
	memcpy(CMSG_DATA(cm), fds, sizeof(fds));
	SAFE_SENDMSG(1, sv[0], &msg, 0);

	memset(&in, 0, sizeof(in));
	iov = (struct iovec){.iov_base = &c, .iov_len = 1};
	msg.msg_control = in.buf;
	/* CMSG_SPACE(sizeof(int)) is padded to 8 bytes and would hold two descriptors. */
	msg.msg_controllen = CMSG_LEN(sizeof(int));
	before = lowest_free_fd();
	TST_EXP_VAL(recvmsg(sv[1], &msg, MSG_DONTWAIT), 1, "recvmsg() with room for one fd");
	TST_EXP_EXPR(msg.msg_flags & MSG_CTRUNC, "MSG_CTRUNC set (msg_flags 0x%x)",
		     msg.msg_flags);
	cm = CMSG_FIRSTHDR(&msg);
	if (cm && cm->cmsg_type == SCM_RIGHTS && cm->cmsg_len == CMSG_LEN(sizeof(int)))
		memcpy(&got, CMSG_DATA(cm), sizeof(int));
	if (got < 0) {
		tst_res(TFAIL, "the first descriptor was not delivered");
	} else {
		after = lowest_free_fd();
		TST_EXP_EXPR(got == before && after == before + 1,
			     "only one descriptor (%d) installed, next free %d", got, after);
		SAFE_WRITE(SAFE_WRITE_ALL, p[1], "r", 1);
		TST_EXP_EXPR(SAFE_READ(0, got, &c, 1) == 1 && c == 'r',
			     "the delivered descriptor is the pipe's read end");
		SAFE_CLOSE(got);
	}
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void passcred(void)
{
	union {
		char buf[CMSG_SPACE(sizeof(struct ucred))];
		struct cmsghdr align;
	} in;
	char c;
	struct iovec iov = {.iov_base = &c, .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = in.buf,
			     .msg_controllen = sizeof(in.buf)};
	struct ucred uc = {0};
	struct cmsghdr *cm;
	int sv[2];
	pid_t pid;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	SAFE_SETSOCKOPT_INT(sv[1], SOL_SOCKET, SO_PASSCRED, 1);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SETGID(65534);
		SAFE_SETUID(65534);
		SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "c", 1);
		exit(0);
	}
	tst_reap_children();
	TST_EXP_VAL(recvmsg(sv[1], &msg, MSG_DONTWAIT), 1, "recvmsg() with SO_PASSCRED");
	cm = CMSG_FIRSTHDR(&msg);
	if (cm && cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_CREDENTIALS)
		memcpy(&uc, CMSG_DATA(cm), sizeof(uc));
	TST_EXP_EXPR(uc.pid == pid && uc.uid == 65534 && uc.gid == 65534,
		     "credentials {%d, %d, %d}, the sender was %d as 65534", uc.pid, uc.uid,
		     uc.gid, pid);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void peek(void)
{
	int sv[2];
	char a[4] = "", b[4] = "";
	struct iovec iov = {.iov_base = a, .iov_len = sizeof(a)};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1};

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_SEQPACKET, 0, sv);
	SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "pk", 2);
	TST_EXP_VAL(recvmsg(sv[1], &msg, MSG_PEEK | MSG_DONTWAIT), 2, "recvmsg(MSG_PEEK)");
	iov.iov_base = b;
	TST_EXP_VAL(recvmsg(sv[1], &msg, MSG_DONTWAIT), 2, "recvmsg() after the peek");
	TST_EXP_EXPR(!memcmp(a, "pk", 2) && !memcmp(b, "pk", 2),
		     "the peeked message was still queued");
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run(void)
{
	scatter();
	ctrunc();
	passcred();
	peek();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
