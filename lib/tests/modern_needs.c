// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Declared needs, one scenario per run: LTK_NEEDS=<name> fills the struct tst_test fields
 * of that scenario (from a constructor, before tst_run_tcases() reads them), so the .t
 * script checks what each field does with one binary.
 */
#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/vfs.h>
#include "tst_test.h"

static const char *scenario = "";

static struct tst_cmd test_cmds[] = {
	{.cmd = "ltk_no_such_cmd", .optional = 1},
	{.cmd = "sh", .optional = 1},
	{}
};

static int is(const char *name)
{
	return !strcmp(scenario, name);
}

static int calls;

static int ready_after_5(void)
{
	return ++calls >= 5 ? 0 : -1;
}

static int cap_eff(int cap)
{
	char line[256];
	unsigned long long eff = 0;
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &eff) == 1)
			break;
	if (f)
		fclose(f);
	return !!(eff & (1ULL << cap));
}

static void fs_magic(const char *path, long magic, const char *name)
{
	struct statfs sf;

	if (statfs(path, &sf))
		tst_brk(TBROK | TERRNO, "statfs(%s) failed", path);
	if ((long)sf.f_type == magic)
		tst_res(TPASS, "%s is %s", path, name);
	else
		tst_res(TFAIL, "%s is 0x%lx, not %s", path, (long)sf.f_type, name);
}

static void cleanup(void)
{
	if (is("safe_cleanup")) {
		SAFE_OPEN("/nonexistent/ltk", O_RDONLY);
		tst_res(TINFO, "cleanup went on");
	}
}

static void run(void)
{
	struct rlimit rl;
	struct stat st;

	if (is("runtime")) {
		int loops = 0;

		while (tst_remaining_runtime())
			usleep(100000), loops++;
		tst_res(TPASS, "runtime used up after %d loops", loops);
	} else if (is("noruntime")) {
		tst_remaining_runtime();
	} else if (is("ulimit")) {
		SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
		TST_EXP_EQ_LU(rl.rlim_cur, 100);
	} else if (is("cmd_opt")) {
		TST_EXP_EQ_LU(test_cmds[0].present, 0);
		TST_EXP_EQ_LU(test_cmds[1].present, 1);
		TST_EXP_EQ_LI(tst_cmd_present("sh"), 1);
		TST_EXP_EQ_LI(tst_cmd_present("ltk_no_such_cmd"), 0);
	} else if (is("rofs")) {
		TST_EXP_FAIL(open("mntpoint/file", O_RDWR), EROFS);
		TST_EXP_PASS(access("mntpoint/dir", F_OK));
	} else if (is("devfs")) {
		TST_EXP_PASS(mknod("mntpoint/null", S_IFCHR | 0666, makedev(1, 3)));
	} else if (is("hugetlbfs")) {
		fs_magic("mntpoint", TST_HUGETLBFS_MAGIC, "hugetlbfs");
	} else if (is("overlay")) {
		fs_magic("mntpoint/ovl", TST_OVERLAYFS_MAGIC, "overlayfs");
	} else if (is("format")) {
		TST_EXP_PASS(stat(tst_device->dev, &st));
		TST_EXP_EXPR(S_ISBLK(st.st_mode), "%s is a block device", tst_device->dev);
		TST_EXP_EQ_STR(tst_device->fs_type, "ext2");
		TST_EXP_EQ_LI(tst_is_mounted("mntpoint"), 0);
	} else if (is("filesystems")) {
		tst_res(TPASS, "ran on %s", tst_device->fs_type);
	} else if (is("clone")) {
		const struct tst_clone_args args = { .exit_signal = SIGCHLD };

		SAFE_CLONE(&args);
	} else if (is("safe")) {
		SAFE_OPEN("/nonexistent/ltk", O_RDONLY);
	} else if (is("resource")) {
		TST_EXP_PASS(access("modern_needs.c", R_OK));
	} else if (is("caps")) {
		TST_EXP_EXPR(!cap_eff(CAP_SYS_ADMIN), "CAP_SYS_ADMIN dropped");
	} else if (is("abort")) {
		tst_res(TPASS, "variant %u", tst_variant);
		tst_brk(TBROK, "abort in variant %u", tst_variant);
	} else if (is("conf_variant")) {
		if (!tst_variant)
			tst_brk(TCONF, "not in variant 0");
		tst_res(TPASS, "variant %u", tst_variant);
	} else if (is("script")) {
		char *const params[] = {"-c", "exit 0", NULL};

		tst_run_script("sh", params);
		tst_reap_children();
		tst_res(TPASS, "script ran with LTP_IPC_PATH=%s", getenv("LTP_IPC_PATH"));
	} else if (is("cgroup")) {
		TST_EXP_EXPR(tst_cg != NULL, "tst_cg is set up");
		TST_EXP_EQ_LI(SAFE_CG_HAS(tst_cg, "memory.max"), 1);
	} else if (is("retry")) {
		TST_EXP_EQ_LI(TST_RETRY_FUNC(ready_after_5(), TST_RETVAL_EQ0), 0);
		TST_EXP_EQ_LI(calls, 5);
		TST_RETRY_FN_EXP_BACKOFF(-1, TST_RETVAL_EQ0, 0.01);
		tst_res(TFAIL, "retrying forever did not end the test");
	} else if (is("allfs_nomount")) {
		TST_EXP_EQ_LI(tst_is_mounted("mntpoint"), 0);
		tst_res(TPASS, "fs_type %s on %s", tst_device->fs_type, tst_device->dev);
	} else if (is("syscall")) {
		tst_syscall(__LTP__NR_INVALID_SYSCALL);
	} else if (is("syscall_enosys")) {
		/* a number past every architecture's table: ENOSYS from any kernel */
		tst_syscall(100000);
	} else {
		tst_res(TPASS, "ran");
	}
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
};

static void run_one(unsigned int n)
{
	if (is("tcnt_none") && n == 1)
		return;
	tst_res(TPASS, "test %u", n);
}

/* The scenarios' lists (static: the constructor returns before they are used). */
static const char *const lit1[] = {"sparc", "s390", NULL};
static const char *lit2[2];
static struct tst_cmd lit3[] = {{.cmd = "ltk_no_such_cmd"}, {}};
static const char *const lit4[] = {"CONFIG_LTK_NO_SUCH_OPTION", NULL};
static const char *const lit5[] = {"CONFIG_EXT4_FS | CONFIG_XFS_FS", NULL};
static const char *const lit6[] = {"tmpfs", NULL};
static const struct tst_ulimit_val lit7[] = {{RLIMIT_NOFILE, 100}, {}};
static struct tst_fs lit8[] = {{.type = "ext4"}, {.type = "tmpfs"}, {}};
static const char *const lit9[] = {"lib/tests/modern_needs.c", NULL};
static const char *const lit10[] = {"ltk_no_such_file", NULL};
static struct tst_cap lit11[] = {TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN), {}};
static const char *const lit12[] = {"memory", NULL};

__attribute__((constructor)) static void pick_scenario(void)
{
	struct tst_test *t = &test;

	scenario = getenv("LTK_NEEDS") ? getenv("LTK_NEEDS") : "";
	if (is("kver"))
		t->min_kver = "99.1";
	else if (is("kver_ok"))
		t->min_kver = "2.6.32";
	else if (is("arch"))
		t->supported_archs = lit1;
	else if (is("arch_ok"))
		lit2[0] = tst_arch.name, t->supported_archs = lit2;
	else if (is("cmd"))
		t->needs_cmds = lit3;
	else if (is("cmd_opt"))
		t->needs_cmds = test_cmds;
	else if (is("cpus"))
		t->min_cpus = 100000;
	else if (is("mem"))
		t->min_mem_avail = 1UL << 30;
	else if (is("swap"))
		t->min_swap_avail = 1UL << 30;
	else if (is("abi"))
		t->needs_abi_bits = sizeof(long) == 8 ? 32 : 64;
	else if (is("kconfig"))
		t->needs_kconfigs = lit4;
	else if (is("kconfig_ok"))
		t->needs_kconfigs = lit5;
	else if (is("vendor"))
		t->needs_cpu_vendor = "NoSuchVendor";
	else if (is("nofunc"))
		t->test_all = NULL;
	else if (is("twofunc"))
		t->test = run_one, t->tcnt = 1;
	else if (is("notcnt"))
		t->test_all = NULL, t->test = run_one;
	else if (is("timeout"))
		t->timeout = -2;
	else if (is("unlimited"))
		t->timeout = TST_UNLIMITED_TIMEOUT;
	else if (is("runtime"))
		t->runtime = 1;
	else if (is("skipfs"))
		t->needs_tmpdir = 1, t->skip_filesystems = lit6;
	else if (is("ulimit"))
		t->ulimit = lit7;
	else if (is("rofs"))
		t->needs_rofs = 1, t->mntpoint = "mntpoint";
	else if (is("devfs"))
		t->needs_devfs = 1, t->mntpoint = "mntpoint";
	else if (is("hugetlbfs"))
		t->needs_hugetlbfs = 1, t->mntpoint = "mntpoint";
	else if (is("overlay"))
		t->needs_overlay = 1, t->mount_device = 1, t->mntpoint = "mntpoint";
	else if (is("format"))
		t->format_device = 1, t->mntpoint = "mntpoint";
	else if (is("filesystems"))
		t->mount_device = 1, t->mntpoint = "mntpoint",
		t->filesystems = lit8;
	else if (is("nomnt"))
		t->mount_device = 1;
	else if (is("resource"))
		t->resource_files = lit9;
	else if (is("noresource"))
		t->resource_files = lit10;
	else if (is("caps"))
		t->caps = lit11;
	else if (is("taint"))
		t->taint_check = TST_TAINT_W | TST_TAINT_D;
	else if (is("cgroup"))
		t->needs_cgroup_ctrls = lit12;
	else if (is("abort") || is("conf_variant"))
		t->test_variants = 2;
	else if (is("script"))
		t->runs_script = 1;
	else if (is("tcnt_none"))
		t->test_all = NULL, t->test = run_one, t->tcnt = 3;
	else if (is("allfs_nomount"))
		t->all_filesystems = 1, t->mntpoint = "mntpoint";
	else if (is("wallclock"))
		t->restore_wallclock = 1;
	else if (is("root"))
		t->needs_root = 1;
}
