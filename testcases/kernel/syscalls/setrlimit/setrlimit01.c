// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setrlimit(2) (the setrlimit system call by number: the C library's setrlimit() uses
 * prlimit64), each limit set in a child and checked through what it does:
 * - RLIMIT_NOFILE 10: descriptors up to 9, then EMFILE; /proc/self/limits shows 10;
 * - RLIMIT_FSIZE 1000: with SIGXFSZ ignored, writes stop at 1000 bytes with EFBIG; with the
 *   default action the writer is killed by SIGXFSZ;
 * - RLIMIT_AS 64 MiB: a 128 MiB mapping fails with ENOMEM;
 * - RLIMIT_CPU 1 s (hard 10 s): a busy child is killed by SIGXCPU (it gives up after 5 s
 *   of CPU time, so a limit that was not applied fails instead of spinning until the
 *   test's timeout);
 * - RLIMIT_STACK 256 KiB: deep recursion is killed by SIGSEGV;
 * - RLIMIT_CORE 0: a child killed by SIGABRT leaves no core dump (WCOREDUMP false);
 * - RLIMIT_NPROC 1 for an unprivileged user: fork() fails with EAGAIN;
 * - the hard limit: lowering it is allowed to anyone; raising it again needs
 *   CAP_SYS_RESOURCE: with it (probed in setup from CapEff) the call succeeds, without it
 *   fails with EPERM; an unprivileged user always gets EPERM, but may raise its soft
 *   limit up to the hard one.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_timing.h"
#include "sys_rlimit.h"
#include "rlimit_effects.h"

#define CAP_SYS_RESOURCE_BIT 24
#define CPU_GIVE_UP_NS (5 * TST_NS_PER_SEC)

static int has_sys_resource;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect_limit(int res, unsigned long cur, unsigned long max, const char *why)
{
	struct rlimit rl;

	SAFE_GETRLIMIT(res, &rl);
	TST_EXP_EXPR(rl.rlim_cur == cur && rl.rlim_max == max, "%s: limit %lu/%lu (expected "
		     "%lu/%lu)", why, (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max,
		     cur, max);
}

static void to_nobody(void)
{
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
}

static int recurse(int depth)
{
	volatile char buf[1024];

	if (depth > 1024 * 1024)
		return 0;
	buf[0] = depth;
	return recurse(depth + 1) + buf[0];
}

static pid_t child_with(int res, unsigned long lim, const char *name)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		sys_setrlimit(RLIMIT_CORE, 0, 0);
		TST_EXP_PASS(sys_setrlimit(res, lim, lim), "setrlimit(%s, %lu)", name, lim);
	}
	return pid;
}

static void run(void)
{
	unsigned long long limits_nofile = 0;
	pid_t pid;
	int status;

	if (!child_with(RLIMIT_NOFILE, 10, "RLIMIT_NOFILE")) {
		SAFE_FILE_LINES_SCANF("/proc/self/limits", "Max open files %llu", &limits_nofile);
		TST_EXP_EQ_LU(limits_nofile, 10);
		check_nofile(10);
		exit(0);
	}
	tst_reap_children();

	if (!child_with(RLIMIT_FSIZE, 1000, "RLIMIT_FSIZE")) {
		check_fsize("fsize", 1000);
		SAFE_SIGNAL(SIGXFSZ, SIG_DFL);
		SAFE_WRITE(SAFE_WRITE_ANY, SAFE_OPEN("fsize", O_WRONLY | O_APPEND), "x", 1);
		exit(0);
	}
	SAFE_WAIT(&status);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ,
		     "RLIMIT_FSIZE: a write past it kills by SIGXFSZ (child %s)",
		     tst_strstatus(status));

	if (!child_with(RLIMIT_AS, 64 << 20, "RLIMIT_AS")) {
		check_as(64 << 20);
		exit(0);
	}
	tst_reap_children();

	pid = SAFE_FORK();
	if (!pid) {
		/* the soft limit sends SIGXCPU, the hard one SIGKILL */
		sys_setrlimit(RLIMIT_CORE, 0, 0);
		TST_EXP_PASS(sys_setrlimit(RLIMIT_CPU, 1, 10), "setrlimit(RLIMIT_CPU, 1 s, 10 s)");
		while (tst_timing_now(CLOCK_PROCESS_CPUTIME_ID) < CPU_GIVE_UP_NS)
			;
		exit(0);
	}
	expect_killed_by(pid, SIGXCPU, "RLIMIT_CPU 1 s");

	pid = child_with(RLIMIT_STACK, 256 << 10, "RLIMIT_STACK");
	if (!pid)
		exit(recurse(0));
	expect_killed_by(pid, SIGSEGV, "RLIMIT_STACK 256 KiB");

	pid = child_with(RLIMIT_CORE, 0, "RLIMIT_CORE");
	if (!pid)
		abort();
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && !WCOREDUMP(status),
		     "RLIMIT_CORE 0: no core dump (child %s)", tst_strstatus(status));

	if (!SAFE_FORK()) {
		TST_EXP_PASS(sys_setrlimit(RLIMIT_NPROC, 1, 1), "setrlimit(RLIMIT_NPROC, 1)");
		to_nobody();
		TST_EXP_FAIL2(fork(), EAGAIN, "fork() at RLIMIT_NPROC 1");
		exit(0);
	}
	tst_reap_children();

	if (!SAFE_FORK()) {
		TST_EXP_PASS(sys_setrlimit(RLIMIT_NOFILE, 50, 100), "lower the hard limit to 100");
		expect_limit(RLIMIT_NOFILE, 50, 100, "lowered");
		if (has_sys_resource) {
			TST_EXP_PASS(sys_setrlimit(RLIMIT_NOFILE, 50, 200),
				     "with CAP_SYS_RESOURCE: raise the hard limit to 200");
			expect_limit(RLIMIT_NOFILE, 50, 200, "raised");
			TST_EXP_PASS(sys_setrlimit(RLIMIT_NOFILE, 50, 100), "lower it again");
		} else {
			TST_EXP_FAIL(sys_setrlimit(RLIMIT_NOFILE, 50, 200), EPERM,
				     "without CAP_SYS_RESOURCE: raise the hard limit to 200");
			expect_limit(RLIMIT_NOFILE, 50, 100, "EPERM changed nothing");
		}
		to_nobody();
		TST_EXP_FAIL(sys_setrlimit(RLIMIT_NOFILE, 50, 101), EPERM,
			     "unprivileged: raise the hard limit");
		TST_EXP_PASS(sys_setrlimit(RLIMIT_NOFILE, 100, 100),
			     "unprivileged: raise the soft limit to the hard one");
		expect_limit(RLIMIT_NOFILE, 100, 100, "soft limit raised");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	unsigned long long eff = 0;

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_FILE_LINES_SCANF("/proc/self/status", "CapEff: %llx", &eff);
	has_sys_resource = !!(eff & (1ULL << CAP_SYS_RESOURCE_BIT));
	tst_res(TINFO, "CAP_SYS_RESOURCE is %s", has_sys_resource ? "held" : "not held");
}

static struct tst_test test = {
	.description = "setrlimit(): NOFILE, FSIZE/SIGXFSZ, AS, CPU/SIGXCPU, STACK, CORE, "
		       "NPROC and hard limits",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
