// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fork(2): "creates a new process by duplicating the calling process", and the man page's
 * list of what the child does and does not inherit, each checked from the child and the
 * parent:
 * - the child has its own pid, its parent pid is the caller's, and its exit status reaches
 *   the parent through waitpid();
 * - "The child process and the parent process run in separate memory spaces": a write by
 *   the child to a private variable is not seen by the parent, but a MAP_SHARED page is;
 * - "The child inherits copies of the parent's set of open file descriptors ... refer to the
 *   same open file descriptions ... share ... file offset": a write by the child moves the
 *   parent's offset;
 * - the signal mask and dispositions are inherited, while "The child's set of pending
 *   signals is initially empty";
 * - "The child does not inherit process-associated record locks from its parent
 *   (fcntl(2))": the child sees the parent's lock as a conflicting one;
 * - "The child does not inherit timers from its parent (setitimer(2), alarm(2))";
 * - "The child does not inherit its parent's memory locks (mlock(2), mlockall(2))":
 *   VmLck in /proc/self/status is 0 in the child.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define CHILD_EXIT 42

static volatile int private_var;
static int *shared_var;
static int fd = -1;
static char *locked;
static long page;

static void handler(int sig)
{
	(void)sig;
}

static long vmlck_kb(void)
{
	long kb = -1;

	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmLck: %ld", &kb);
	return kb;
}

static void child(pid_t parent)
{
	struct sigaction sa;
	sigset_t mask, pending;
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	struct itimerval it;

	TST_EXP_EXPR(getpid() != parent, "child pid %d differs from the parent's %d",
		     getpid(), parent);
	TST_EXP_EQ_LI(getppid(), parent);

	private_var = 2;
	*shared_var = 2;
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "child", 5);

	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &mask);
	TST_EXP_EXPR(sigismember(&mask, SIGUSR1) == 1, "signal mask (SIGUSR1 blocked) inherited");
	SAFE_SIGACTION(SIGUSR2, NULL, &sa);
	TST_EXP_EXPR(sa.sa_handler == handler, "SIGUSR2 disposition inherited");
	sigpending(&pending);
	TST_EXP_EXPR(sigismember(&pending, SIGUSR1) == 0,
		     "SIGUSR1 pending in the parent is not pending in the child");

	SAFE_FCNTL(fd, F_GETLK, &fl);
	TST_EXP_EXPR(fl.l_type == F_WRLCK && fl.l_pid == parent,
		     "parent's record lock is not the child's (F_GETLK: type %d pid %d)",
		     fl.l_type, fl.l_pid);

	getitimer(ITIMER_REAL, &it);
	TST_EXP_EXPR(!it.it_value.tv_sec && !it.it_value.tv_usec,
		     "ITIMER_REAL not inherited (%ld.%06ld s left)",
		     (long)it.it_value.tv_sec, (long)it.it_value.tv_usec);

	TST_EXP_EQ_LI(vmlck_kb(), 0);
	exit(CHILD_EXIT);
}

static void run(void)
{
	pid_t parent = getpid(), pid;
	int status;
	sigset_t mask;
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 1};
	struct itimerval it = {.it_value = {.tv_sec = 1000}};

	private_var = 1;
	*shared_var = 1;
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_FCNTL(fd, F_SETLK, &fl);
	if (setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer()");
	SAFE_MLOCK(locked, page);
	if (vmlck_kb() <= 0)
		tst_brk(TBROK, "mlock() left VmLck at %ld kB", vmlck_kb());

	SAFE_SIGNAL(SIGUSR2, handler);
	SAFE_SIGEMPTYSET(&mask);
	SAFE_SIGADDSET(&mask, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &mask, NULL);
	SAFE_KILL(getpid(), SIGUSR1);

	pid = SAFE_FORK();
	if (!pid)
		child(parent);

	SAFE_WAITPID(pid, &status, 0);
	if (WIFEXITED(status) && WEXITSTATUS(status) == CHILD_EXIT)
		tst_res(TPASS, "child's exit status %d reached the parent", CHILD_EXIT);
	else
		tst_res(TFAIL, "child %s", tst_strstatus(status));

	TST_EXP_EQ_LI(private_var, 1);
	TST_EXP_EQ_LI(*shared_var, 2);
	TST_EXP_EQ_LI(SAFE_LSEEK(fd, 0, SEEK_CUR), 5);

	/* Undo: drop the pending SIGUSR1, the timer, the lock and the mlock. */
	SAFE_SIGNAL(SIGUSR1, SIG_IGN);
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &mask, NULL);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	SAFE_SIGNAL(SIGUSR2, SIG_DFL);
	it.it_value.tv_sec = 0;
	if (setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer()");
	SAFE_MUNLOCK(locked, page);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	page = getpagesize();
	shared_var = SAFE_MMAP(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
			       -1, 0);
	locked = SAFE_MMAP(NULL, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			   -1, 0);
	locked[0] = 1;
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
	if (shared_var)
		SAFE_MUNMAP(shared_var, page);
	if (locked)
		SAFE_MUNMAP(locked, page);
}

static struct tst_test test = {
	.description = "fork(): what the child shares, copies and does not inherit",
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
