// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The OOM killer inside a memory cgroup with a limit of 64 MiB (memory.max; on cgroup v1
 * memory.limit_in_bytes), machine memory untouched:
 * - a child in the cgroup that touches up to 256 MiB is killed with SIGKILL, its parent
 *   (the test, outside the cgroup) survives, and the cgroup counts the kill (oom_kill in
 *   memory.events, or in memory.oom_control on v1);
 * - "oom_score_adj -1000 is spared": with a child holding 40 MiB at oom_score_adj -1000
 *   (which needs CAP_SYS_RESOURCE: TCONF without it) and a second child allocating, the
 *   second one is killed although the first holds more memory, and the first is alive.
 */

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_cgroup.h"

#define MB (1 << 20)
#define LIMIT (64 * MB)

static int can_protect;

static long oom_kills(void)
{
	long n = 0;

	if (TST_CG_VER_IS_V1(tst_cg, "memory"))
		SAFE_CG_LINES_SCANF(tst_cg, "memory.oom_control", "oom_kill %ld", &n);
	else
		SAFE_CG_LINES_SCANF(tst_cg, "memory.events", "oom_kill %ld", &n);
	return n;
}

static void join_cgroup(void)
{
	SAFE_CG_PRINTF(tst_cg, "cgroup.procs", "%d", getpid());
}

/* Touch size bytes, one page at a time, in 1 MiB mappings. */
static void hog(size_t size)
{
	size_t done, i;

	for (done = 0; done < size; done += MB) {
		char *p = SAFE_MMAP(NULL, MB, PROT_READ | PROT_WRITE,
				    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		for (i = 0; i < MB; i += getpagesize())
			p[i] = 1;
	}
}

static int killed_by_sigkill(int status)
{
	return WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
}

static void test_kill(void)
{
	long before = oom_kills();
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		join_cgroup();
		hog(256 * MB);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (!killed_by_sigkill(status))
		tst_res(TFAIL, "the hog ended with %s, expected death by SIGKILL",
			tst_strstatus(status));
	else if (oom_kills() <= before)
		tst_res(TFAIL, "killed, but oom_kill is still %ld", oom_kills());
	else
		tst_res(TPASS, "the hog was OOM-killed in its cgroup (oom_kill %ld -> %ld), its "
			"parent lives", before, oom_kills());
}

static void test_protected(void)
{
	pid_t keeper, hogger;
	int status;

	if (!can_protect) {
		tst_res(TCONF, "oom_score_adj -1000 needs CAP_SYS_RESOURCE");
		return;
	}
	keeper = SAFE_FORK();
	if (!keeper) {
		SAFE_FILE_PRINTF("/proc/self/oom_score_adj", "-1000");
		join_cgroup();
		hog(40 * MB);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	hogger = SAFE_FORK();
	if (!hogger) {
		join_cgroup();
		hog(256 * MB);
		exit(0);
	}
	SAFE_WAITPID(hogger, &status, 0);
	if (!killed_by_sigkill(status))
		tst_res(TFAIL, "the allocating child ended with %s, expected SIGKILL",
			tst_strstatus(status));
	else if (kill(keeper, 0))
		tst_res(TFAIL | TERRNO, "the protected child is gone");
	else
		tst_res(TPASS, "the allocating child was killed, the larger one at "
			"oom_score_adj -1000 was spared");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(keeper, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "the protected child ended with %s", tst_strstatus(status));
}

static void run(void)
{
	test_kill();
	test_protected();
}

static void setup(void)
{
	pid_t pid;
	int status;

	SAFE_CG_PRINTF(tst_cg, "memory.max", "%d", LIMIT);
	if (SAFE_CG_HAS(tst_cg, "memory.swap.max"))
		SAFE_CG_PRINTF(tst_cg, "memory.swap.max", "%d", LIMIT);
	/* probe: may this root lower oom_score_adj? */
	pid = SAFE_FORK();
	if (!pid) {
		FILE *f = fopen("/proc/self/oom_score_adj", "w");

		exit(!f || fprintf(f, "-1000") < 0 || fclose(f));
	}
	SAFE_WAITPID(pid, &status, 0);
	can_protect = WIFEXITED(status) && !WEXITSTATUS(status);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
