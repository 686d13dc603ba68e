// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kill(2) errors, in the order of the man page's ERRORS, with the would-be receiver
 * checking afterwards that nothing reached it (it keeps SIGUSR1 blocked and reports
 * whether it is pending):
 * - EINVAL: "An invalid signal was specified": -1, _NSIG + 1;
 * - EPERM: "The calling process does not have permission to send the signal to any of the
 *   target processes": an unprivileged user (leaving uid 0 drops CAP_KILL) signals a
 *   process of root, directly and through its process group, with SIGUSR1 and with 0
 *   (sig 0 still runs the permission check);
 * - ESRCH: "The target process or process group does not exist": a pid that no process
 *   has, and the negative of it as a group, with SIGUSR1 and with 0.
 */

#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_pid.h"

static uid_t nobody_uid;
static gid_t nobody_gid;
static pid_t target = -1;

static void start_target(void)
{
	sigset_t set;

	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, SIGUSR1);
	target = SAFE_FORK();
	if (!target) {
		SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
		SAFE_SETPGID(0, 0);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		if (sigpending(&set))
			tst_brk(TBROK | TERRNO, "sigpending()");
		exit(sigismember(&set, SIGUSR1));
	}
	TST_CHECKPOINT_WAIT(0);
}

static void expect_untouched(void)
{
	int status;

	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(target, &status, 0);
	if (WIFEXITED(status) && !WEXITSTATUS(status))
		tst_res(TPASS, "no signal reached the target");
	else
		tst_res(TFAIL, "target %s (exit 1: SIGUSR1 pending)", tst_strstatus(status));
}

static void run(void)
{
	pid_t unused;

	start_target();
	TST_EXP_FAIL(kill(target, -1), EINVAL, "kill(target, -1)");
	TST_EXP_FAIL(kill(target, _NSIG + 1), EINVAL, "kill(target, _NSIG + 1)");
	expect_untouched();

	start_target();
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(kill(target, SIGUSR1), EPERM, "nobody: kill(root's process, SIGUSR1)");
		TST_EXP_FAIL(kill(-target, SIGUSR1), EPERM, "nobody: kill(-root's group, SIGUSR1)");
		TST_EXP_FAIL(kill(target, 0), EPERM, "nobody: kill(root's process, 0)");
		exit(0);
	}
	SAFE_WAIT(NULL);
	expect_untouched();

	unused = tst_get_unused_pid();
	TST_EXP_FAIL(kill(unused, SIGUSR1), ESRCH, "kill(unused pid %d, SIGUSR1)", unused);
	TST_EXP_FAIL(kill(unused, 0), ESRCH, "kill(unused pid %d, 0)", unused);
	TST_EXP_FAIL(kill(-unused, SIGUSR1), ESRCH, "kill(-unused pid %d, SIGUSR1)", unused);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "kill() errors: EINVAL, EPERM, ESRCH, leaving the target untouched",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
