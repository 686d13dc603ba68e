// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * socketpair(2) creates two connected AF_UNIX sockets of the asked type: data written on
 * either end is read on the other (stream, datagram and seqpacket; datagram and seqpacket
 * keep message boundaries), each end's SO_TYPE is the type asked for, SO_PEERCRED of each
 * end names this process, and getpeername() of an end is the unnamed address. Closing one
 * end makes the other read end of file. SOCK_NONBLOCK and SOCK_CLOEXEC apply to both ends.
 */
#include <sys/un.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static struct tcase {
	int type;
	const char *desc;
} tcases[] = {
	{SOCK_STREAM, "SOCK_STREAM"},
	{SOCK_DGRAM, "SOCK_DGRAM"},
	{SOCK_SEQPACKET, "SOCK_SEQPACKET"},
};

static void check_pair(int sv[2], const struct tcase *tc)
{
	struct ucred cred;
	struct sockaddr_un peer;
	socklen_t len;
	char buf[8];
	int i, type;

	for (i = 0; i < 2; i++) {
		len = sizeof(type);
		if (getsockopt(sv[i], SOL_SOCKET, SO_TYPE, &type, &len)) {
			tst_res(TFAIL | TERRNO, "%s: getsockopt(SO_TYPE) on end %d (fd %d)",
				tc->desc, i, sv[i]);
			return;
		}
		TST_EXP_EXPR(type == tc->type, "%s: SO_TYPE of end %d is %d (got %d)", tc->desc, i,
			     tc->type, type);
		len = sizeof(cred);
		SAFE_GETSOCKOPT(sv[i], SOL_SOCKET, SO_PEERCRED, &cred, &len);
		TST_EXP_EXPR(cred.pid == getpid() && cred.uid == getuid() && cred.gid == getgid(),
			     "%s: SO_PEERCRED of end %d names this process (pid %d uid %d)",
			     tc->desc, i, cred.pid, cred.uid);
		len = sizeof(peer);
		if (getpeername(sv[i], (struct sockaddr *)&peer, &len))
			tst_res(TFAIL | TERRNO, "%s: getpeername() of end %d", tc->desc, i);
		else
			TST_EXP_EXPR(len == sizeof(sa_family_t),
				     "%s: peer of end %d is unnamed (address length %u)", tc->desc,
				     i, len);
	}

	SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "ab", 2);
	SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "cd", 2);
	SAFE_WRITE(SAFE_WRITE_ALL, sv[1], "xyz", 3);
	memset(buf, 0, sizeof(buf));
	if (tc->type == SOCK_STREAM) {
		SAFE_READ(1, sv[1], buf, 4);
		TST_EXP_EQ_STR(buf, "abcd");
	} else {
		ssize_t got = SAFE_READ(0, sv[1], buf, sizeof(buf));

		TST_EXP_EXPR(got == 2, "%s: the first message keeps its 2 bytes (read %zd)",
			     tc->desc, got);
		TST_EXP_EQ_STR(buf, "ab");
		SAFE_READ(1, sv[1], buf, 2);
	}
	memset(buf, 0, sizeof(buf));
	SAFE_READ(1, sv[0], buf, 3);
	TST_EXP_EQ_STR(buf, "xyz");

	if (tc->type != SOCK_DGRAM) {
		SAFE_CLOSE(sv[1]);
		ssize_t got = SAFE_READ(0, sv[0], buf, sizeof(buf));

		TST_EXP_EXPR(got == 0, "%s: read after the peer closed returns 0 (got %zd)",
			     tc->desc, got);
	}
}

static void check_flags(int sv[2])
{
	int i;

	for (i = 0; i < 2; i++) {
		TST_EXP_EXPR(SAFE_FCNTL(sv[i], F_GETFL) & O_NONBLOCK, "end %d is O_NONBLOCK", i);
		TST_EXP_EXPR(SAFE_FCNTL(sv[i], F_GETFD) & FD_CLOEXEC, "end %d is FD_CLOEXEC", i);
	}
	TST_EXP_FAIL2(read(sv[0], sv, 1), EAGAIN, "read() on an empty nonblocking end");
}

static void run(unsigned int n)
{
	int sv[2] = {-1, -1};

	if (n == ARRAY_SIZE(tcases)) {
		TST_EXP_PASS(socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, sv),
			     "socketpair(SOCK_NONBLOCK | SOCK_CLOEXEC)");
		if (TST_PASS)
			check_flags(sv);
	} else {
		TST_EXP_PASS(socketpair(AF_UNIX, tcases[n].type, 0, sv), "socketpair(%s)",
			     tcases[n].desc);
		if (TST_PASS && (sv[0] < 0 || sv[1] < 0))
			tst_res(TFAIL, "descriptors not filled in: %d %d", sv[0], sv[1]);
		else if (TST_PASS)
			check_pair(sv, &tcases[n]);
	}
	if (sv[0] >= 0)
		SAFE_CLOSE(sv[0]);
	if (sv[1] >= 0)
		SAFE_CLOSE(sv[1]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases) + 1,
	.test = run,
};
