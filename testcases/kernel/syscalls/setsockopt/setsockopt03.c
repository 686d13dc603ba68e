// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CVE-2016-9793: SO_SNDBUFFORCE and SO_RCVBUFFORCE took a negative value and, once
 * doubled, stored it as a negative buffer size (the kernel compared it as unsigned with
 * the minimum), which let a process with CAP_NET_ADMIN corrupt memory. Fixed by clamping
 * the value before doubling it: after setsockopt() with -1 or INT_MIN the buffer size
 * read back is the minimum (positive, below the default), after INT_MAX it is above the
 * default and positive, and the socket still carries data.
 */
#include <limits.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static struct tcase {
	int opt;
	int get_opt;
	int val;
	const char *desc;
} tcases[] = {
	{SO_SNDBUFFORCE, SO_SNDBUF, -1, "SO_SNDBUFFORCE -1"},
	{SO_SNDBUFFORCE, SO_SNDBUF, INT_MIN, "SO_SNDBUFFORCE INT_MIN"},
	{SO_SNDBUFFORCE, SO_SNDBUF, INT_MAX, "SO_SNDBUFFORCE INT_MAX"},
	{SO_RCVBUFFORCE, SO_RCVBUF, -1, "SO_RCVBUFFORCE -1"},
	{SO_RCVBUFFORCE, SO_RCVBUF, INT_MIN, "SO_RCVBUFFORCE INT_MIN"},
	{SO_RCVBUFFORCE, SO_RCVBUF, INT_MAX, "SO_RCVBUFFORCE INT_MAX"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int sv[2], got = 0, orig = 0;
	socklen_t len = sizeof(got);
	char buf[4] = "";

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	SAFE_GETSOCKOPT(sv[0], SOL_SOCKET, tc->get_opt, &orig, &len);
	TST_EXP_PASS(setsockopt(sv[0], SOL_SOCKET, tc->opt, &tc->val, sizeof(tc->val)), "%s",
		     tc->desc);
	len = sizeof(got);
	SAFE_GETSOCKOPT(sv[0], SOL_SOCKET, tc->get_opt, &got, &len);
	/* SOCK_MIN_SNDBUF and SOCK_MIN_RCVBUF are a few kB: 2048 is below both. */
	if (tc->val < 0)
		TST_EXP_EXPR(got >= 2048 && got < orig,
			     "%s: the buffer size reads %d, the minimum (default %d)", tc->desc,
			     got, orig);
	else
		TST_EXP_EXPR(got > orig, "%s: the buffer size reads %d, above the default %d",
			     tc->desc, got, orig);
	SAFE_SEND(1, sv[0], "abc", 3, 0);
	SAFE_RECV(3, sv[1], buf, 3, 0);
	SAFE_SEND(1, sv[1], "xyz", 3, 0);
	SAFE_RECV(3, sv[0], buf, 3, 0);
	TST_EXP_EXPR(!memcmp(buf, "xyz", 3), "%s: the socket still carries data", tc->desc);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.needs_root = 1,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "b98b0bc8c431"},
		{"CVE", "2016-9793"},
		{}
	},
};
