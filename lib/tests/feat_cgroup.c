// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * cgroups: feat_cgroup SCENARIO [VERSION]
 *   pids     pids.max in tst_cg, a child moved into a subgroup and counted there, left
 *            there for tst_cg_cleanup() to deal with
 *   fail     the same, then a TBROK whose cleanup must still remove everything
 *   memory   memory.max written and read back (memory.limit_in_bytes on v1)
 *   hugetlb  the hugetlb controller (on cgroup2 on this machine)
 *   CTRL     any other word: just tst_cg_require(CTRL) with the VERSION asked for
 */
#include <sys/wait.h>
#include "test.h"
#include "tst_cgroup.h"

char *TCID = "feat_cgroup";
int TST_TOTAL = 1;

static pid_t child;
static int pipefd[2];

static void cleanup(void)
{
	tst_cg_cleanup();
	if (child > 0) {
		kill(child, SIGKILL);
		waitpid(child, NULL, 0);
	}
}

static void start_child(void)
{
	char c;

	if (pipe(pipefd))
		tst_brkm(TBROK | TERRNO, NULL, "pipe");
	child = fork();
	if (!child) {
		close(pipefd[1]);
		read(pipefd[0], &c, 1);
		_exit(0);
	}
	close(pipefd[0]);
}

static void where_is(pid_t pid)
{
	char path[64], line[512];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/cgroup", (int)pid);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (strstr(line, "ltp/")) {
			line[strcspn(line, "\n")] = 0;
			tst_resm(TINFO, "child in %s", line);
		}
	}
	if (f)
		fclose(f);
}

static void do_pids(int fail)
{
	struct tst_cg_group *sub;
	char buf[64];
	int n, fds[TST_CG_ROOTS_MAX];

	SAFE_CG_PRINT(tst_cg, "pids.max", "50");
	SAFE_CG_READ(tst_cg, "pids.max", buf, sizeof(buf));
	tst_resm(TINFO, "pids.max %s", strtok(buf, "\n"));
	SAFE_CG_SCANF(tst_cg, "pids.max", "%d", &n);
	tst_resm(TINFO, "pids.max scanned %d", n);
	tst_resm(TINFO, "pids is v%d", TST_CG_VER(tst_cg, "pids"));

	start_child();
	sub = tst_cg_group_mk(tst_cg, "child");
	tst_resm(TINFO, "made %s", tst_cg_group_name(sub));
	SAFE_CG_PRINTF(sub, "cgroup.procs", "%d", (int)child);
	snprintf(buf, sizeof(buf), "%d", (int)child);
	tst_resm(TINFO, "child listed in sub: %d, in tst_cg: %d",
		 SAFE_CG_OCCURSIN(sub, "cgroup.procs", buf),
		 SAFE_CG_OCCURSIN(tst_cg, "cgroup.procs", buf));
	SAFE_CG_SCANF(sub, "pids.current", "%d", &n);
	tst_resm(TINFO, "sub pids.current %d", n);
	SAFE_CG_LINES_SCANF(sub, "cgroup.procs", "%d", &n);
	tst_resm(TINFO, "first pid in sub is the child: %d", n == child);
	where_is(child);
	tst_resm(TINFO, "has pids.max %d, has pids.nonexistent %d", SAFE_CG_HAS(sub, "pids.max"),
		 SAFE_CG_HAS(sub, "pids.nonexistent"));
	n = SAFE_CG_OPEN(sub, "cgroup.procs", O_RDONLY, fds);
	tst_resm(TINFO, "opened cgroup.procs in %d hierarchies", n);
	while (n-- > 0)
		close(fds[n]);
	if (fail)
		tst_brkm(TBROK, cleanup, "failing with the child still in %s",
			 tst_cg_group_name(sub));
}

int main(int argc, char *argv[])
{
	const char *what = argc > 1 ? argv[1] : "pids";
	struct tst_cg_opts opts = {.needs_ver = argc > 2 ? atoi(argv[2]) : 0};
	char buf[64];

	tst_resm(TINFO, "group test-%d", (int)getpid());
	if (!strcmp(what, "pids") || !strcmp(what, "fail")) {
		tst_cg_require("pids", &opts);
		tst_cg_init();
		tst_cg_print_config();
		do_pids(!strcmp(what, "fail"));
	} else if (!strcmp(what, "memory")) {
		tst_cg_require("memory", &opts);
		tst_cg_init();
		SAFE_CG_PRINTF(tst_cg, "memory.max", "67108864");
		SAFE_CG_READ(tst_cg, "memory.max", buf, sizeof(buf));
		tst_resm(TINFO, "memory.max %s", strtok(buf, "\n"));
		tst_resm(TINFO, "memory is v%d, swappiness file %d, recursiveprot %d",
			 TST_CG_VER(tst_cg, "memory"), SAFE_CG_HAS(tst_cg, "memory.swappiness"),
			 tst_cg_memory_recursiveprot(tst_cg));
	} else if (!strcmp(what, "hugetlb")) {
		tst_cg_require("hugetlb", &opts);
		tst_cg_init();
		tst_resm(TINFO, "hugetlb is v%d, unified fd %s", TST_CG_VER(tst_cg, "hugetlb"),
			 tst_cg_group_unified_dir_fd(tst_cg) >= 0 ? "yes" : "no");
		tst_resm(TINFO, "has hugetlb.2MB.max %d", SAFE_CG_HAS(tst_cg, "hugetlb.2MB.max"));
		tst_cg_group_rm(tst_cg_group_mk(tst_cg, "sub"));
	} else {
		tst_cg_require(what, &opts);
		tst_resm(TINFO, "%s is there", what);
	}
	tst_resm(TPASS, "cgroup scenario %s done", what);
	cleanup();
	tst_exit();
}
