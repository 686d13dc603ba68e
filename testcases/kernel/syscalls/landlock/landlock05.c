// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Landlock scoping (ABI 6): a child enforces a ruleset whose scoped field holds
 * LANDLOCK_SCOPE_SIGNAL and LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET, which keep it from
 * reaching processes and abstract sockets outside its domain. Its parent (outside) made
 * an abstract stream listener, an abstract datagram socket and a pathname stream listener
 * beforehand, and blocks SIGUSR1. In the child:
 * - kill(parent, SIGUSR1) and kill(parent, 0) fail with EPERM; a grandchild forked after
 *   the restriction (same domain) is killed by its SIGUSR1;
 * - connect() to the parent's abstract listener and sendto() its abstract datagram socket
 *   fail with EPERM; an abstract listener the child made itself after the restriction
 *   accepts its connection; connect() to the pathname listener works (not scoped).
 * Then in the parent: no SIGUSR1 is pending, the abstract listener has nothing to accept,
 * the datagram socket nothing to read, and the pathname listener one connection.
 * TCONF when the ABI version probed in setup is below 6.
 */

#include <signal.h>
#include <stdio.h>
#include <stddef.h>
#include <sys/un.h>
#include <sys/wait.h>
#include "landlock_common.h"
#include "tst_safe_net.h"

static struct sockaddr_un abs_stream, abs_dgram, abs_inside, path_stream;
static socklen_t abs_stream_len, abs_dgram_len, abs_inside_len;

static socklen_t abstract(struct sockaddr_un *a, const char *what)
{
	memset(a, 0, sizeof(*a));
	a->sun_family = AF_UNIX;
	snprintf(a->sun_path + 1, sizeof(a->sun_path) - 1, "ltk-landlock05-%s-%d", what,
		 getpid());
	return offsetof(struct sockaddr_un, sun_path) + 1 + strlen(a->sun_path + 1);
}

static int unix_socket(int type, struct sockaddr_un *a, socklen_t len, int listening)
{
	int fd = SAFE_SOCKET(AF_UNIX, type | SOCK_NONBLOCK, 0);

	SAFE_BIND(fd, (struct sockaddr *)a, len);
	if (listening)
		SAFE_LISTEN(fd, 4);
	return fd;
}

static void restrict_scope(void)
{
	struct landlock_ruleset_attr attr = {
		.scoped = LANDLOCK_SCOPE_SIGNAL | LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET,
	};

	landlock_enforce(SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr), 0));
}

static void signals(pid_t parent)
{
	int status;
	pid_t gc;

	TST_EXP_FAIL(kill(parent, SIGUSR1), EPERM, "kill(parent, SIGUSR1)");
	TST_EXP_FAIL(kill(parent, 0), EPERM, "kill(parent, 0)");
	gc = SAFE_FORK();
	if (!gc) {
		pause();
		exit(0);
	}
	TST_EXP_PASS(kill(gc, SIGUSR1), "kill(grandchild, SIGUSR1)");
	SAFE_WAITPID(gc, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGUSR1,
		     "the grandchild was killed by SIGUSR1 (%s)", tst_strstatus(status));
}

static void sockets(void)
{
	int fd, lfd, acc;

	fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	TST_EXP_FAIL(connect(fd, (struct sockaddr *)&abs_stream, abs_stream_len), EPERM,
		     "connect() to the parent's abstract socket");
	SAFE_CLOSE(fd);
	fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	TST_EXP_FAIL2(sendto(fd, "x", 1, 0, (struct sockaddr *)&abs_dgram, abs_dgram_len),
		      EPERM, "sendto() the parent's abstract datagram socket");
	SAFE_CLOSE(fd);

	abs_inside_len = abstract(&abs_inside, "inside");
	lfd = unix_socket(SOCK_STREAM, &abs_inside, abs_inside_len, 1);
	fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	TST_EXP_PASS(connect(fd, (struct sockaddr *)&abs_inside, abs_inside_len),
		     "connect() to an abstract socket of the same domain");
	acc = accept(lfd, NULL, NULL);
	if (acc >= 0) {
		tst_res(TPASS, "the domain's own listener accepted it");
		SAFE_CLOSE(acc);
	} else {
		tst_res(TFAIL | TERRNO, "accept() on the domain's own listener");
	}
	SAFE_CLOSE(fd);
	SAFE_CLOSE(lfd);

	fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	TST_EXP_PASS(connect(fd, (struct sockaddr *)&path_stream, sizeof(path_stream)),
		     "connect() to the parent's pathname socket");
	SAFE_CLOSE(fd);
}

static void run(void)
{
	sigset_t usr1, old, pending;
	int sfd, dfd, pfd, acc;
	char c;
	pid_t parent = getpid();

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &usr1, &old);
	sfd = unix_socket(SOCK_STREAM, &abs_stream, abs_stream_len, 1);
	dfd = unix_socket(SOCK_DGRAM, &abs_dgram, abs_dgram_len, 0);
	pfd = unix_socket(SOCK_STREAM, &path_stream, sizeof(path_stream), 1);

	if (!SAFE_FORK()) {
		SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
		restrict_scope();
		signals(parent);
		sockets();
		exit(0);
	}
	tst_reap_children();

	if (sigpending(&pending))
		tst_brk(TBROK | TERRNO, "sigpending()");
	TST_EXP_EXPR(!sigismember(&pending, SIGUSR1), "parent: no SIGUSR1 pending");
	if (sigismember(&pending, SIGUSR1))
		sigwaitinfo(&usr1, NULL);
	TST_EXP_FAIL2(accept(sfd, NULL, NULL), EAGAIN,
		      "parent: accept() on the abstract socket");
	TST_EXP_FAIL2(recv(dfd, &c, 1, 0), EAGAIN, "parent: recv() on the datagram socket");
	acc = TST_EXP_FD(accept(pfd, NULL, NULL), "parent: accept() on the pathname socket");
	if (acc >= 0)
		SAFE_CLOSE(acc);
	SAFE_CLOSE(sfd);
	SAFE_CLOSE(dfd);
	SAFE_CLOSE(pfd);
	SAFE_UNLINK(path_stream.sun_path);
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
}

static void setup(void)
{
	landlock_need_abi(landlock_probe(), 6, "scoping");
	abs_stream_len = abstract(&abs_stream, "stream");
	abs_dgram_len = abstract(&abs_dgram, "dgram");
	path_stream.sun_family = AF_UNIX;
	strcpy(path_stream.sun_path, "sock");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
