// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * accept(2) takes the first pending connection of a listening socket and returns a new
 * connected socket:
 *   - addr receives the peer's address (the client's own getsockname()) and *addrlen its
 *     size; the new socket's getpeername() is the same address and its getsockname() the
 *     listener's; data flows both ways; the listening socket still listens;
 *   - a short *addrlen truncates the address: only that many bytes are written and
 *     *addrlen returns the full size; addr NULL is allowed;
 *   - the new socket does not inherit O_NONBLOCK from the listening socket (Linux);
 *   - a blocking accept() sleeps until a client connects;
 *   - for AF_UNIX, an unbound client's address is the family alone and a client bound to a
 *     path is reported by that path.
 */
#include <poll.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int lfd = -1;
static struct sockaddr_storage laddr;
static socklen_t llen;

static int client(void)
{
	int c = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);

	SAFE_CONNECT(c, (struct sockaddr *)&laddr, llen);
	return c;
}

static void check_data(int a, int c, const char *desc)
{
	char buf[2] = "";

	SAFE_WRITE(SAFE_WRITE_ALL, c, "c", 1);
	SAFE_WRITE(SAFE_WRITE_ALL, a, "a", 1);
	SAFE_READ(1, a, buf, 1);
	SAFE_READ(1, c, buf + 1, 1);
	TST_EXP_EXPR(buf[0] == 'c' && buf[1] == 'a', "%s: data flows both ways", desc);
}

static void addresses(void)
{
	struct sockaddr_storage peer, cl, got;
	socklen_t plen = sizeof(peer), clen = sizeof(cl), glen = sizeof(got);
	int c = client(), a;

	memset(&peer, 0xaa, sizeof(peer));
	a = TST_EXP_FD(accept(lfd, (struct sockaddr *)&peer, &plen), "accept() with addr");
	if (a < 0)
		goto out;
	SAFE_GETSOCKNAME(c, (struct sockaddr *)&cl, &clen);
	TST_EXP_EXPR(plen == clen && !memcmp(&peer, &cl, clen),
		     "addr is the client's address (port %u, length %u)", tst_sock_port(&peer),
		     plen);
	if (getpeername(a, (struct sockaddr *)&got, &glen))
		tst_res(TFAIL | TERRNO, "getpeername() of the accepted socket");
	else
		TST_EXP_EXPR(glen == clen && !memcmp(&got, &cl, clen),
			     "the accepted socket's peer is the client");
	glen = sizeof(got);
	SAFE_GETSOCKNAME(a, (struct sockaddr *)&got, &glen);
	TST_EXP_EXPR(glen == llen && !memcmp(&got, &laddr, llen),
		     "the accepted socket's own address is the listener's");
	check_data(a, c, "accept() with addr");
	SAFE_CLOSE(a);
out:
	SAFE_CLOSE(c);
}

static void short_len(void)
{
	unsigned char peer[sizeof(struct sockaddr_in)];
	socklen_t plen = 4;
	int c = client(), c2 = client(), a;
	unsigned int i, untouched = 1;

	memset(peer, 0xaa, sizeof(peer));
	a = TST_EXP_FD(accept(lfd, (struct sockaddr *)peer, &plen), "accept() with addrlen 4");
	if (a >= 0) {
		for (i = 4; i < sizeof(peer); i++)
			untouched &= peer[i] == 0xaa;
		TST_EXP_EXPR(plen == sizeof(struct sockaddr_in) && untouched &&
			     ((struct sockaddr_in *)peer)->sin_family == AF_INET,
			     "4 bytes written, *addrlen set to the full %zu (got %u)",
			     sizeof(struct sockaddr_in), plen);
		SAFE_CLOSE(a);
	}
	a = TST_EXP_FD(accept(lfd, NULL, NULL), "accept() with addr NULL");
	if (a >= 0) {
		check_data(a, c2, "the second connection, listener still listening");
		SAFE_CLOSE(a);
	}
	SAFE_CLOSE(c);
	SAFE_CLOSE(c2);
}

static void nonblock_not_inherited(void)
{
	int c = client(), a, fl;

	SAFE_FCNTL(lfd, F_SETFL, O_NONBLOCK);
	a = TST_EXP_FD(accept(lfd, NULL, NULL), "accept() on a nonblocking listener");
	SAFE_FCNTL(lfd, F_SETFL, 0);
	if (a >= 0) {
		fl = SAFE_FCNTL(a, F_GETFL);
		TST_EXP_EXPR(!(fl & O_NONBLOCK), "the new socket is not O_NONBLOCK (flags 0%o)",
			     fl);
		SAFE_CLOSE(a);
	}
	SAFE_CLOSE(c);
}

static void blocking(void)
{
	pid_t pid = SAFE_FORK();
	int a, c;

	if (!pid) {
		TST_PROCESS_STATE_WAIT(getppid(), 'S', 0);
		c = client();
		SAFE_WRITE(SAFE_WRITE_ALL, c, "b", 1);
		SAFE_CLOSE(c);
		exit(0);
	}
	a = TST_EXP_FD(accept(lfd, NULL, NULL), "blocking accept() until a client connects");
	if (a >= 0) {
		char b = 0;

		SAFE_READ(1, a, &b, 1);
		TST_EXP_EXPR(b == 'b', "the late client's data arrived");
		SAFE_CLOSE(a);
	}
	tst_reap_children();
}

static void unix_peer(const char *bind_path, const char *desc)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "accept01.sock"};
	struct sockaddr_un cl = {.sun_family = AF_UNIX}, peer;
	socklen_t plen = sizeof(peer);
	int l = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0), c = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0), a;

	SAFE_BIND(l, (struct sockaddr *)&sun, sizeof(sun));
	SAFE_LISTEN(l, 1);
	if (bind_path) {
		strcpy(cl.sun_path, bind_path);
		SAFE_BIND(c, (struct sockaddr *)&cl, sizeof(cl));
	}
	SAFE_CONNECT(c, (struct sockaddr *)&sun, sizeof(sun));
	a = TST_EXP_FD(accept(l, (struct sockaddr *)&peer, &plen), "AF_UNIX accept(), %s", desc);
	if (a >= 0) {
		if (bind_path)
			TST_EXP_EXPR(plen > offsetof(struct sockaddr_un, sun_path) &&
				     !strcmp(peer.sun_path, bind_path),
				     "AF_UNIX: the peer address is %s", bind_path);
		else
			TST_EXP_EXPR(plen == sizeof(sa_family_t),
				     "AF_UNIX: an unbound peer's address is the family alone "
				     "(length %u)", plen);
		check_data(a, c, desc);
		SAFE_CLOSE(a);
	}
	SAFE_CLOSE(c);
	SAFE_CLOSE(l);
	SAFE_UNLINK(sun.sun_path);
	if (bind_path)
		SAFE_UNLINK(bind_path);
}

static void run(void)
{
	addresses();
	short_len();
	nonblock_not_inherited();
	blocking();
	unix_peer(NULL, "unbound client");
	unix_peer("accept01.client", "client bound to a path");
}

static void setup(void)
{
	lfd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &laddr, &llen);
}

static void cleanup(void)
{
	if (lfd > 0)
		SAFE_CLOSE(lfd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
