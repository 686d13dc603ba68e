// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kcmp(2) "allows the caller to determine whether two processes share a kernel resource"
 * (0: equal, 1/2: ordered unequal, 3: not equal, ordering unavailable):
 * - KCMP_FILE: a descriptor and its dup() are the same open file description (0); a
 *   second open() of the same file is not; the parent's descriptor and the same one
 *   inherited by a forked child are equal;
 * - KCMP_VM, KCMP_FILES, KCMP_FS, KCMP_SIGHAND: a fork()ed child shares none of them
 *   with the caller (non-zero); a CLONE_VM | CLONE_FILES | CLONE_FS | CLONE_SIGHAND
 *   thread (a pthread) shares all of them (0);
 * - KCMP_EPOLL_TFD: the file added to an epoll instance equals the target descriptor.
 * Errors, in the order of the man page's ERRORS:
 * - EBADF: KCMP_FILE with a descriptor that is not open;
 * - EFAULT: KCMP_EPOLL_TFD with idx2 outside the address space;
 * - EINVAL: type 99;
 * - ENOENT: KCMP_EPOLL_TFD of a file not in the epoll instance;
 * - EPERM: nobody inspecting a process of root;
 * - ESRCH: an unused pid.
 */

#include <linux/kcmp.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "tst_safe_pthread.h"
#include "tst_epoll.h"

static void *bad_addr;
static pid_t thread_tid;

static long kcmp(pid_t p1, pid_t p2, int type, unsigned long i1, unsigned long i2)
{
	return syscall(__NR_kcmp, p1, p2, type, i1, i2);
}

static void *thread_fn(void *arg)
{
	(void)arg;
	thread_tid = gettid();
	TST_CHECKPOINT_WAKE(1);
	TST_CHECKPOINT_WAIT(2);
	return NULL;
}

static void run(void)
{
	static const struct {
		int type;
		const char *name;
	} shared[] = {
		{KCMP_VM, "KCMP_VM"}, {KCMP_FILES, "KCMP_FILES"}, {KCMP_FS, "KCMP_FS"},
		{KCMP_SIGHAND, "KCMP_SIGHAND"},
	};
	struct kcmp_epoll_slot slot;
	struct epoll_event ev = {.events = EPOLLIN};
	pid_t me = getpid(), child;
	int fd, dupfd, other, epfd, pipefd[2];
	pthread_t t;
	unsigned int i;

	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	dupfd = SAFE_DUP(fd);
	other = SAFE_OPEN("file", O_RDONLY);
	TST_EXP_VAL(kcmp(me, me, KCMP_FILE, fd, dupfd), 0, "KCMP_FILE: fd and its dup()");
	TEST(kcmp(me, me, KCMP_FILE, fd, other));
	TST_EXP_EXPR(TST_RET > 0 && TST_RET <= 3, "KCMP_FILE: two open()s differ (%ld)", TST_RET);

	child = SAFE_FORK();
	if (!child) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_EXP_VAL(kcmp(me, child, KCMP_FILE, fd, fd), 0, "KCMP_FILE: inherited descriptor");
	for (i = 0; i < ARRAY_SIZE(shared); i++) {
		TEST(kcmp(me, child, shared[i].type, 0, 0));
		TST_EXP_EXPR(TST_RET > 0 && TST_RET <= 3, "%s: a forked child shares nothing "
			     "(%ld)", shared[i].name, TST_RET);
	}

	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, NULL);
	TST_CHECKPOINT_WAIT(1);
	for (i = 0; i < ARRAY_SIZE(shared); i++)
		TST_EXP_VAL(kcmp(me, thread_tid, shared[i].type, 0, 0), 0,
			    "%s: a thread shares it", shared[i].name);
	TST_CHECKPOINT_WAKE(2);
	SAFE_PTHREAD_JOIN(t, NULL);

	SAFE_PIPE(pipefd);
	epfd = SAFE_EPOLL_CREATE1(0);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, pipefd[0], &ev);
	slot.efd = epfd;
	slot.tfd = pipefd[0];
	slot.toff = 0;
	TST_EXP_VAL(kcmp(me, me, KCMP_EPOLL_TFD, pipefd[0], (unsigned long)&slot), 0,
		    "KCMP_EPOLL_TFD: the file in the epoll instance");

	TST_EXP_FAIL(kcmp(me, me, KCMP_FILE, fd, 999), EBADF, "KCMP_FILE, fd 999 not open");
	TST_EXP_FAIL(kcmp(me, me, KCMP_EPOLL_TFD, pipefd[0], (unsigned long)bad_addr), EFAULT,
		     "KCMP_EPOLL_TFD, idx2 outside the address space");
	TST_EXP_FAIL(kcmp(me, me, 99, 0, 0), EINVAL, "type 99");
	slot.tfd = pipefd[1];
	TST_EXP_FAIL(kcmp(me, me, KCMP_EPOLL_TFD, pipefd[1], (unsigned long)&slot), ENOENT,
		     "KCMP_EPOLL_TFD, file not in the epoll instance");
	if (!SAFE_FORK()) {
		tst_become_nobody();
		TST_EXP_FAIL(kcmp(getpid(), child, KCMP_VM, 0, 0), EPERM,
			     "nobody inspects root's process");
		exit(0);
	}
	SAFE_WAIT(NULL);
	TST_EXP_FAIL(kcmp(me, tst_get_unused_pid(), KCMP_VM, 0, 0), ESRCH, "unused pid");

	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(child, NULL, 0);
	SAFE_CLOSE(epfd);
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);
	SAFE_CLOSE(fd);
	SAFE_CLOSE(dupfd);
	SAFE_CLOSE(other);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "kcmp(): shared files, VM, file tables, fs, handlers, epoll targets; "
		       "EBADF, EFAULT, EINVAL, ENOENT, EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_KCMP", NULL},
};
