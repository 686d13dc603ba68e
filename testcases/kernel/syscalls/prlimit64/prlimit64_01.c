// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * prlimit64(2) (the C library's prlimit()) "combines and extends the functionality of
 * setrlimit() and getrlimit(). It can be used to both set and get the resource limits of
 * an arbitrary process":
 * - on a child (pid given): old_limit returns its limits and new_limit sets them; the
 *   child then finds that at most 20 descriptors can be open (descriptor 19, then
 *   EMFILE) and RLIMIT_FSIZE 1000 stops its writes with EFBIG;
 * - pid 0 means the caller: the set value reads back, old and new together swap;
 * - raising the hard limit: with CAP_SYS_RESOURCE (probed in setup from CapEff) it
 *   succeeds, without it fails with EPERM.
 * Errors, in the order of getrlimit(2)'s ERRORS, the target's limits unchanged:
 * - EFAULT: new_limit, then old_limit, outside the address space;
 * - EINVAL: resource 99; rlim_cur greater than rlim_max;
 * - EPERM: the hard RLIMIT_NOFILE above /proc/sys/fs/nr_open; nobody setting the limits
 *   of a process of root ("did not have permission to set limits for the process");
 * - ESRCH: an unused pid.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "../setrlimit/rlimit_effects.h"

#define CAP_SYS_RESOURCE_BIT 24

static int has_sys_resource;
static unsigned long nr_open;
static void *bad_addr;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect_nofile(pid_t pid, unsigned long cur, unsigned long max, const char *why)
{
	struct rlimit rl = {0, 0};

	TST_EXP_PASS_SILENT(prlimit(pid, RLIMIT_NOFILE, NULL, &rl));
	TST_EXP_EXPR(rl.rlim_cur == cur && rl.rlim_max == max,
		     "%s: RLIMIT_NOFILE %lu/%lu (expected %lu/%lu)", why,
		     (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max, cur, max);
}

static void on_child(void)
{
	struct rlimit set = {20, 30}, fsize = {1000, 1000}, old = {0, 0}, own;
	pid_t pid;

	getrlimit(RLIMIT_NOFILE, &own);
	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		check_fsize("fsize", 1000);
		check_nofile(20);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_PASS(prlimit(pid, RLIMIT_NOFILE, &set, &old), "prlimit(child, NOFILE 20/30)");
	TST_EXP_EXPR(old.rlim_cur == own.rlim_cur && old.rlim_max == own.rlim_max,
		     "old_limit holds the child's inherited limits");
	TST_EXP_PASS(prlimit(pid, RLIMIT_FSIZE, &fsize, NULL), "prlimit(child, FSIZE 1000)");
	expect_nofile(pid, 20, 30, "read back from the child");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
}

static void on_self(void)
{
	struct rlimit a = {40, 50}, b = {45, 50}, old;

	TST_EXP_PASS(prlimit(0, RLIMIT_NOFILE, &a, NULL), "prlimit(0, NOFILE 40/50)");
	expect_nofile(0, 40, 50, "pid 0 is the caller");
	TST_EXP_PASS(prlimit(0, RLIMIT_NOFILE, &b, &old), "prlimit(0, new 45/50, &old)");
	TST_EXP_EXPR(old.rlim_cur == 40 && old.rlim_max == 50, "old_limit is the previous 40/50");
	expect_nofile(getpid(), 45, 50, "new limit in place");

	a.rlim_cur = 45;
	a.rlim_max = 60;
	if (has_sys_resource) {
		TST_EXP_PASS(prlimit(0, RLIMIT_NOFILE, &a, NULL),
			     "with CAP_SYS_RESOURCE: raise the hard limit to 60");
		expect_nofile(0, 45, 60, "raised");
		a.rlim_max = 50;
		TST_EXP_PASS_SILENT(prlimit(0, RLIMIT_NOFILE, &a, NULL));
	} else {
		TST_EXP_FAIL(prlimit(0, RLIMIT_NOFILE, &a, NULL), EPERM,
			     "without CAP_SYS_RESOURCE: raise the hard limit to 60");
		expect_nofile(0, 45, 50, "EPERM changed nothing");
	}

	a.rlim_cur = 45;
	a.rlim_max = 50;
	TST_EXP_FAIL(prlimit(0, RLIMIT_NOFILE, bad_addr, NULL), EFAULT, "new_limit bad address");
	TST_EXP_FAIL(prlimit(0, RLIMIT_NOFILE, NULL, bad_addr), EFAULT, "old_limit bad address");
	TST_EXP_FAIL(prlimit(0, 99, &a, NULL), EINVAL, "resource 99");
	b.rlim_cur = 50;
	b.rlim_max = 40;
	TST_EXP_FAIL(prlimit(0, RLIMIT_NOFILE, &b, NULL), EINVAL, "rlim_cur > rlim_max");
	b.rlim_cur = 10;
	b.rlim_max = nr_open + 1;
	TST_EXP_FAIL(prlimit(0, RLIMIT_NOFILE, &b, NULL), EPERM, "hard limit above nr_open");
	expect_nofile(0, 45, 50, "after the errors");
	TST_EXP_FAIL(prlimit(tst_get_unused_pid(), RLIMIT_NOFILE, &a, NULL), ESRCH,
		     "unused pid");
}

static void permission(void)
{
	struct rlimit a = {30, 40};
	pid_t target = getpid();

	SAFE_SETRLIMIT(RLIMIT_NOFILE, &a);
	if (!SAFE_FORK()) {
		struct rlimit b = {20, 40};

		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(prlimit(target, RLIMIT_NOFILE, &b, NULL), EPERM,
			     "nobody sets the limit of root's process");
		exit(0);
	}
	tst_reap_children();
	expect_nofile(0, 30, 40, "EPERM changed nothing");
}

static void run(void)
{
	on_child();
	if (!SAFE_FORK()) {
		on_self();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		permission();
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
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_FILE_SCANF("/proc/sys/fs/nr_open", "%lu", &nr_open);
	SAFE_FILE_LINES_SCANF("/proc/self/status", "CapEff: %llx", &eff);
	has_sys_resource = !!(eff & (1ULL << CAP_SYS_RESOURCE_BIT));
	tst_res(TINFO, "CAP_SYS_RESOURCE is %s", has_sys_resource ? "held" : "not held");
}

static struct tst_test test = {
	.description = "prlimit64(): another process's and one's own limits; EFAULT, EINVAL, "
		       "EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
