// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fork(2) errors, in the order of the man page's ERRORS, each in a child of the test so
 * that the limits and namespaces it sets up die with it:
 * - EAGAIN: "The RLIMIT_NPROC soft resource limit ... was reached": a child that set
 *   RLIMIT_NPROC to 1 and became an unprivileged user (who then owns at least this one
 *   process) cannot fork;
 * - ENOMEM: "An attempt was made to create a child process in a PID namespace whose "init"
 *   process has terminated": after unshare(CLONE_NEWPID) the first child is the new
 *   namespace's init; once it has exited, the next fork() fails.
 * After each failure no child exists: waitpid(-1) fails with ECHILD.
 *
 * Not provoked: EAGAIN for the system-wide thread or PID limit (kernel.threads-max,
 * kernel.pid_max) and the pids cgroup limit (would exhaust or reconfigure host-wide
 * resources), ENOMEM for lack of kernel memory (needs the kernel out of memory), ENOSYS
 * (fork() is supported on every architecture the suite runs on), ERESTARTNOINTR (only seen
 * inside the kernel, when a signal interrupts the call and it is restarted).
 */

#include <pwd.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "tst_test.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect_fork_fails(int exp_errno, const char *why)
{
	TEST(fork());
	if (TST_RET == 0) {
		tst_res(TFAIL, "%s: fork() returned 0 in the caller or created a child", why);
		exit(0);
	}
	if (TST_RET > 0) {
		tst_res(TFAIL, "%s: fork() succeeded, child %ld", why, TST_RET);
		SAFE_WAITPID(TST_RET, NULL, 0);
	} else if (TST_ERR != exp_errno) {
		tst_res(TFAIL | TTERRNO, "%s: fork() expected %s", why, tst_strerrno(exp_errno));
	} else {
		tst_res(TPASS | TTERRNO, "%s: fork()", why);
	}
	TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG), ECHILD, "%s: no child left", why);
}

static void nproc_limit(void)
{
	struct rlimit rl = {1, 1};

	SAFE_SETRLIMIT(RLIMIT_NPROC, &rl);
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
	expect_fork_fails(EAGAIN, "RLIMIT_NPROC 1 reached");
}

static void dead_pidns_init(void)
{
	pid_t pid;
	int status;

	SAFE_UNSHARE(CLONE_NEWPID);
	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_EQ_LI(getpid(), 1);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brk(TBROK, "namespace init %s", tst_strstatus(status));
	expect_fork_fails(ENOMEM, "init of the new PID namespace terminated");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		nproc_limit();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		dead_pidns_init();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "fork() errors: RLIMIT_NPROC, dead PID namespace init",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_PID_NS", NULL},
};
