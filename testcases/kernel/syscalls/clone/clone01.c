// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clone(2) (the C library's clone(), which runs fn on the given stack) and what each flag
 * shares, observed from the caller after the child ran:
 * - CLONE_VM: the child's store to a global is seen; without it, not;
 * - CLONE_FILES: a descriptor the child opened is valid in the caller; without it, not;
 * - CLONE_FS: the child's umask(077) becomes the caller's (restored afterwards);
 * - CLONE_SIGHAND (with CLONE_VM): the handler the child installs is the caller's;
 * - CLONE_PARENT_SETTID / CLONE_CHILD_SETTID: the child's tid is stored at ptid in the
 *   caller's memory and at ctid in the child's (shared with CLONE_VM);
 *   CLONE_CHILD_CLEARTID: ctid is cleared when the child exits;
 * - CLONE_PARENT: the child's parent is the caller's parent: getppid() in it says so
 *   (exit status 0, checked when the test reaps it) and the caller cannot wait for it;
 * - the exit signal in the low byte: SIGUSR1 is delivered to the caller at the child's
 *   exit, and waitpid() needs __WCLONE to collect such a child;
 * - CLONE_NEWUTS: a hostname set by the child is not the caller's.
 * Errors: EINVAL for CLONE_SIGHAND without CLONE_VM, CLONE_THREAD without CLONE_SIGHAND,
 * CLONE_NEWNS with CLONE_FS; EPERM for CLONE_NEWPID by an unprivileged caller; EAGAIN as
 * "nobody" with RLIMIT_NPROC 0; ENOSPC for CLONE_NEWUSER at the user namespace nesting
 * limit (reached with unshare() in a child); ENOMEM for a child in a PID namespace whose
 * init has exited (pid_namespaces(7)). After a failure no child exists.
 *
 * Not provoked: ENOMEM from memory exhaustion (needs the kernel out of memory), EUSERS (the nesting
 * error before Linux 4.9, ENOSPC since), EEXIST and EBUSY (clone3() only), EOPNOTSUPP
 * (CLONE_INTO_CGROUP, clone3() only), ERESTARTNOINTR (seen only inside the kernel).
 */

#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "clone_limits.h"

#define STACK_SIZE (256 * 1024)

static char *stack;
static volatile int shared_var;
static int child_fd = -1;
static volatile sig_atomic_t usr1;
static pid_t ptid, ctid;
static char host_before[65];

static void handler(int sig)
{
	(void)sig;
	usr1 = 1;
}

static int set_var(void *arg)
{
	(void)arg;
	shared_var = 1;
	return 0;
}

static int open_fd(void *arg)
{
	(void)arg;
	child_fd = open("/dev/null", O_RDONLY);
	return 0;
}

static int set_umask(void *arg)
{
	(void)arg;
	umask(077);
	return 0;
}

static int install_handler(void *arg)
{
	(void)arg;
	signal(SIGUSR2, handler);
	return 0;
}

static int report_ppid(void *arg)
{
	return getppid() == *(pid_t *)arg ? 0 : 1;
}

static int sleep_on(void *arg)
{
	(void)arg;
	TST_CHECKPOINT_WAIT(0);
	return 0;
}

static int set_host(void *arg)
{
	(void)arg;
	return sethostname("ltk-clone", 9) ? 1 : 0;
}

static pid_t do_clone(int (*fn)(void *), int flags, void *arg)
{
	pid_t pid = clone(fn, stack + STACK_SIZE, flags, arg, &ptid, NULL, &ctid);

	if (pid < 0)
		tst_res(TFAIL | TERRNO, "clone(0x%x)", flags);
	return pid;
}

static int reap(pid_t pid, int clone_child)
{
	int status;

	if (pid <= 0)
		return -1;
	SAFE_WAITPID(pid, &status, clone_child ? __WCLONE : 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void run(void)
{
	struct sigaction sa;
	struct utsname u;
	mode_t old;
	pid_t pid, parent_ppid;

	shared_var = 0;
	reap(do_clone(set_var, CLONE_VM | SIGCHLD, NULL), 0);
	TST_EXP_EQ_LI(shared_var, 1);
	shared_var = 0;
	reap(do_clone(set_var, SIGCHLD, NULL), 0);
	TST_EXP_EQ_LI(shared_var, 0);

	child_fd = -1;
	reap(do_clone(open_fd, CLONE_VM | CLONE_FILES | SIGCHLD, NULL), 0);
	TST_EXP_EXPR(child_fd >= 0 && fcntl(child_fd, F_GETFD) >= 0,
		     "CLONE_FILES: the child's descriptor %d is open here", child_fd);
	if (child_fd >= 0)
		SAFE_CLOSE(child_fd);
	child_fd = -1;
	reap(do_clone(open_fd, CLONE_VM | SIGCHLD, NULL), 0);
	TST_EXP_EXPR(child_fd >= 0 && fcntl(child_fd, F_GETFD) == -1,
		     "without CLONE_FILES: descriptor %d is not open here", child_fd);

	old = umask(022);
	reap(do_clone(set_umask, CLONE_FS | SIGCHLD, NULL), 0);
	TST_EXP_EQ_LI(umask(022), 077);
	umask(old);

	SAFE_SIGNAL(SIGUSR2, SIG_DFL);
	reap(do_clone(install_handler, CLONE_VM | CLONE_SIGHAND | SIGCHLD, NULL), 0);
	SAFE_SIGACTION(SIGUSR2, NULL, &sa);
	TST_EXP_EXPR(sa.sa_handler == handler, "CLONE_SIGHAND: the child's handler is ours");
	SAFE_SIGNAL(SIGUSR2, SIG_DFL);

	ptid = ctid = 0;
	pid = do_clone(sleep_on, CLONE_VM | CLONE_PARENT_SETTID | CLONE_CHILD_SETTID |
		       CLONE_CHILD_CLEARTID | SIGCHLD, NULL);
	/* ctid is written in the child's context, before it runs: wait until it slept */
	if (pid > 0)
		TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_EXP_EXPR(pid > 0 && ptid == pid && ctid == pid,
		     "PARENT_SETTID %d and CHILD_SETTID %d hold the tid %d", ptid, ctid, pid);
	TST_CHECKPOINT_WAKE(0);
	reap(pid, 0);
	TST_EXP_EQ_LI(ctid, 0);

	if (!SAFE_FORK()) {
		/* the clone's parent is this child's parent, the test: it reaps it */
		parent_ppid = getppid();
		pid = do_clone(report_ppid, CLONE_PARENT | SIGCHLD, &parent_ppid);
		TST_EXP_FAIL2(waitpid(pid, NULL, WNOHANG), ECHILD,
			      "CLONE_PARENT: the child is not the caller's");
		exit(0);
	}
	tst_reap_children();

	SAFE_SIGNAL(SIGUSR1, handler);
	usr1 = 0;
	pid = do_clone(set_var, SIGUSR1, NULL);
	TST_EXP_FAIL2(waitpid(pid, NULL, 0), ECHILD, "waitpid() without __WCLONE");
	TST_EXP_EQ_LI(reap(pid, 1), 0);
	TST_EXP_EQ_LI(usr1, 1);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);

	TST_EXP_EQ_LI(reap(do_clone(set_host, CLONE_NEWUTS | SIGCHLD, NULL), 0), 0);
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	TST_EXP_EXPR(!strcmp(u.nodename, host_before), "CLONE_NEWUTS: our hostname is still "
		     "'%s'", u.nodename);

	TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, CLONE_SIGHAND | SIGCHLD, NULL), EINVAL,
		      "CLONE_SIGHAND without CLONE_VM");
	TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, CLONE_VM | CLONE_THREAD, NULL), EINVAL,
		      "CLONE_THREAD without CLONE_SIGHAND");
	TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, CLONE_NEWNS | CLONE_FS | SIGCHLD, NULL),
		      EINVAL, "CLONE_NEWNS with CLONE_FS");
	if (!SAFE_FORK()) {
		tst_become_nobody();
		TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, CLONE_NEWPID | SIGCHLD, NULL),
			      EPERM, "unprivileged CLONE_NEWPID");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		clone_nobody_nproc0();
		TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, SIGCHLD, NULL), EAGAIN,
			      "clone() as nobody with RLIMIT_NPROC 0");
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "EAGAIN made no child");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		int depth = clone_nest_userns();

		TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, CLONE_NEWUSER | SIGCHLD, NULL),
			      ENOSPC, "CLONE_NEWUSER at user namespace depth %d", depth);
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "ENOSPC made no child");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		clone_dead_pidns();
		TST_EXP_FAIL2(clone(set_var, stack + STACK_SIZE, SIGCHLD, NULL), ENOMEM,
			      "clone() into a PID namespace whose init has exited");
		TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "ENOMEM made no child");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG | __WALL), ECHILD, "no child was left");
}

static void setup(void)
{
	struct utsname u;

	stack = SAFE_MMAP(NULL, STACK_SIZE, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	strcpy(host_before, u.nodename);
}

static struct tst_test test = {
	.description = "clone(): VM, FILES, FS, SIGHAND, SETTID/CLEARTID, PARENT, exit signal, "
		       "NEWUTS; EINVAL, EPERM, EAGAIN, ENOSPC, ENOMEM",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_UTS_NS", "CONFIG_USER_NS", "CONFIG_PID_NS", NULL},
};
