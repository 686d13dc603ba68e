// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The process model: -s SCENARIO makes the test hang, crash, break in cleanup, break in
 * a child, leave a grandchild behind, exit on its own ... so the .t script can check how
 * the library reports each case and that nothing is left behind.
 */
#include <signal.h>
#include <sys/wait.h>
#include "tst_test.h"

static char *scenario = "pass";

static int is(const char *name)
{
	return !strcmp(scenario, name);
}

static void setup(void)
{
	tst_res(TINFO, "setup in pid %d pgid %d", getpid(), getpgid(0));
	if (is("setup_conf"))
		tst_brk(TCONF, "setup says no");
	if (is("setup_brk"))
		tst_brk(TBROK, "setup broke");
}

static void cleanup(void)
{
	tst_res(TINFO, "cleanup ran");
	if (is("cleanup_brk")) {
		tst_brk(TBROK, "broken in cleanup");
		tst_res(TINFO, "cleanup continued after tst_brk");
	}
}

static void run(void)
{
	if (is("hang")) {
		tst_res(TINFO, "hanging");
		pause();
	} else if (is("segv")) {
		raise(SIGSEGV);
	} else if (is("exit1")) {
		exit(1);
	} else if (is("child_brk")) {
		if (!SAFE_FORK()) {
			tst_brk(TBROK, "child broke");
		}
		pause();
	} else if (is("child_fail")) {
		if (!SAFE_FORK())
			exit(3);
		tst_res(TPASS, "parent goes on");
		return;
	} else if (is("child_pass")) {
		if (!SAFE_FORK()) {
			tst_res(TPASS, "passed in child %d", getpid());
			exit(0);
		}
		return;
	} else if (is("leftover")) {
		if (!SAFE_FORK()) {
			if (!fork()) {
				execlp("sleep", "sleep", "3600", (char *)NULL);
				_exit(1);
			}
			exit(0);
		}
		tst_reap_children();
		tst_res(TPASS, "left a grandchild behind");
		return;
	} else if (is("validate")) {
		if (!SAFE_FORK())
			exit(0);
		if (!SAFE_FORK()) {
			usleep(100000);
			exit(7);
		}
		if (!tst_validate_children(2))
			tst_res(TFAIL, "tst_validate_children() missed the bad child");
		return;
	} else if (is("clone")) {
		const struct tst_clone_args args = { .exit_signal = SIGCHLD };

		if (!SAFE_CLONE(&args)) {
			tst_res(TPASS, "cloned child %d reports", getpid());
			exit(0);
		}
		return;
	} else if (is("slow")) {
		tst_set_timeout(5);
		sleep(1);
	} else if (is("sleep4")) {
		sleep(4);
	} else if (is("sleep2")) {
		sleep(2);
	}
	tst_res(TPASS, "passed");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.timeout = 0,
	.options = (struct tst_option[]) {
		{"s:", &scenario, "Scenario"},
		{}
	},
};
