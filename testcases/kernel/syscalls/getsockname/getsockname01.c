// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getsockname(2) returns the address a socket is bound to, compared with what the other
 * end of a connection sees:
 *   - an unbound AF_INET socket: 0.0.0.0 port 0; after connect() to the loopback, the
 *     automatic bind's 127.0.0.1 and port, which is the address the listener's accept()
 *     reports for the client; the same for AF_INET6 and ::1;
 *   - AF_UNIX: unbound, the family alone (addrlen sizeof(sa_family_t)); bound to a path,
 *     that path; bound to an abstract name, the leading NUL and the name, with addrlen
 *     covering exactly the name;
 *   - a short *addrlen truncates: only that many bytes are written and *addrlen returns
 *     the full size.
 */
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

/*
 * The test runs in a network namespace of its own, where it binds fixed ports: finding a
 * kernel-picked port would need getsockname() itself.
 */
static int bound_socket(int family, int type, unsigned short port,
			struct sockaddr_storage *addr, socklen_t *len)
{
	int fd = SAFE_SOCKET(family, type, 0);

	*len = tst_loopback_addr(family, htons(port), addr);
	/* The previous iteration's connection may still be in TIME_WAIT on the port. */
	SAFE_SETSOCKOPT_INT(fd, SOL_SOCKET, SO_REUSEADDR, 1);
	SAFE_BIND(fd, SA(*addr), *len);
	if (type == SOCK_STREAM)
		SAFE_LISTEN(fd, 4);
	return fd;
}

static void inet(int family, const char *desc)
{
	struct sockaddr_storage laddr, got, seen, any;
	socklen_t llen, glen = sizeof(got), slen = sizeof(seen);
	int lfd = bound_socket(family, SOCK_STREAM, 4000, &laddr, &llen);
	int c = SAFE_SOCKET(family, SOCK_STREAM, 0), a;

	memset(&any, 0, sizeof(any));
	any.ss_family = family;
	memset(&got, 0xaa, sizeof(got));
	TST_EXP_PASS(getsockname(c, SA(got), &glen), "%s: getsockname() unbound", desc);
	TST_EXP_EXPR(glen == llen && !memcmp(&got, &any, glen),
		     "%s: unbound, the wildcard address and port 0 (length %u)", desc, glen);
	SAFE_CONNECT(c, SA(laddr), llen);
	a = SAFE_ACCEPT(lfd, SA(seen), &slen);
	glen = sizeof(got);
	TST_EXP_PASS(getsockname(c, SA(got), &glen), "%s: getsockname() connected", desc);
	TST_EXP_EXPR(glen == slen && !memcmp(&got, &seen, glen) && tst_sock_port(&got),
		     "%s: the address the listener saw, port %u", desc, tst_sock_port(&got));
	glen = sizeof(got);
	TST_EXP_PASS(getsockname(a, SA(got), &glen), "%s: getsockname() accepted", desc);
	TST_EXP_EXPR(glen == llen && !memcmp(&got, &laddr, glen),
		     "%s: the accepted socket has the listener's address", desc);
	SAFE_CLOSE(a);
	SAFE_CLOSE(c);
	SAFE_CLOSE(lfd);
}

static void unix_addrs(void)
{
	struct sockaddr_un path = {.sun_family = AF_UNIX, .sun_path = "gsn.sock"};
	struct sockaddr_un abst = {.sun_family = AF_UNIX}, got;
	socklen_t alen, glen = sizeof(got);
	int u = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0), v = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	char name[32];

	TST_EXP_PASS(getsockname(u, SA(got), &glen), "AF_UNIX: getsockname() unbound");
	TST_EXP_EXPR(glen == sizeof(sa_family_t) && got.sun_family == AF_UNIX,
		     "AF_UNIX unbound: the family alone (length %u)", glen);
	SAFE_BIND(u, SA(path), sizeof(path));
	glen = sizeof(got);
	TST_EXP_PASS(getsockname(u, SA(got), &glen), "AF_UNIX: getsockname() on a path");
	TST_EXP_EXPR(glen == offsetof(struct sockaddr_un, sun_path) + strlen(path.sun_path) + 1
		     && !strcmp(got.sun_path, path.sun_path),
		     "AF_UNIX: the path %s (length %u)", got.sun_path, glen);

	snprintf(name, sizeof(name), "ltk-gsn-%d", getpid());
	memcpy(abst.sun_path + 1, name, strlen(name));
	alen = offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name);
	SAFE_BIND(v, SA(abst), alen);
	glen = sizeof(got);
	TST_EXP_PASS(getsockname(v, SA(got), &glen), "AF_UNIX: getsockname() abstract");
	TST_EXP_EXPR(glen == alen && !got.sun_path[0] && !memcmp(got.sun_path + 1, name,
		     strlen(name)), "AF_UNIX: the abstract name @%s (length %u)", name, glen);
	SAFE_CLOSE(u);
	SAFE_CLOSE(v);
	SAFE_UNLINK(path.sun_path);
}

static void truncated(void)
{
	struct sockaddr_storage laddr;
	unsigned char buf[sizeof(struct sockaddr_in)];
	socklen_t llen, blen = 4;
	int lfd = bound_socket(AF_INET, SOCK_DGRAM, 4001, &laddr, &llen);
	unsigned int i, untouched = 1;

	memset(buf, 0xaa, sizeof(buf));
	TST_EXP_PASS(getsockname(lfd, (struct sockaddr *)buf, &blen), "addrlen 4");
	for (i = 4; i < sizeof(buf); i++)
		untouched &= buf[i] == 0xaa;
	TST_EXP_EXPR(blen == llen && untouched && !memcmp(buf, &laddr, 4),
		     "4 bytes written, *addrlen set to the full %u (got %u)", llen, blen);
	SAFE_CLOSE(lfd);
}

static void run(void)
{
	inet(AF_INET, "AF_INET");
	inet(AF_INET6, "AF_INET6");
	unix_addrs();
	truncated();
}

static void setup(void)
{
	TST_NETNS_ENTER();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
