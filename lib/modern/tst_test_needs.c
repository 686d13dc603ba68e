// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a test declares it needs from the machine (arch, kernel, root, CPUs, memory,
 * commands, kernel config ...) and the declared changes the library makes for it and
 * undoes afterwards (buffers, sysctl values, ulimits, resource files, wall clock, taint,
 * cgroups). Called by tst_test_run.c in the order LTP's library sets them up.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include "tst_resource.h"
#include "tst_test_priv.h"
#include "tst_test_deps.h"


#if defined(__x86_64__)
# define LTK_ARCH "x86_64"
#elif defined(__i386__)
# define LTK_ARCH "x86"
#elif defined(__aarch64__)
# define LTK_ARCH "aarch64"
#elif defined(__arm__)
# define LTK_ARCH "arm"
#elif defined(__powerpc64__)
# define LTK_ARCH "ppc64"
#elif defined(__powerpc__)
# define LTK_ARCH "ppc"
#elif defined(__s390x__)
# define LTK_ARCH "s390x"
#elif defined(__s390__)
# define LTK_ARCH "s390"
#elif defined(__riscv) && __riscv_xlen == 64
# define LTK_ARCH "riscv64"
#elif defined(__loongarch64)
# define LTK_ARCH "loongarch"
#elif defined(__sparc__)
# define LTK_ARCH "sparc"
#else
# define LTK_ARCH "unknown"
#endif

static void check_test_functions(void)
{
	int n = !!tst_test->test + !!tst_test->test_all + !!tst_test->sample;

	if (!n)
		tst_brk(TBROK, "No test function specified");
	if (n > 1)
		tst_brk(TBROK, "You can define only one test function");
	if (tst_test->test && !tst_test->tcnt)
		tst_brk(TBROK, "Number of tests (tcnt) must be > 0");
	if (!tst_test->test && tst_test->tcnt)
		tst_brk(TBROK, "You can define tcnt only for test()");
}

static void check_arch(void)
{
	const char *const *arch;

	if (!tst_test->supported_archs)
		return;
	for (arch = tst_test->supported_archs; *arch; arch++)
		if (!strcmp(*arch, LTK_ARCH))
			return;
	tst_brk(TCONF, "This arch '%s' is not supported for test!", LTK_ARCH);
}

static void check_cpu_vendor(void)
{
	char line[256];
	FILE *f;

	if (!tst_test->needs_cpu_vendor)
		return;
	f = fopen("/proc/cpuinfo", "r");
	if (f) {
		while (fgets(line, sizeof(line), f)) {
			char *colon = strchr(line, ':');

			if (strncmp(line, "vendor_id", 9) || !colon)
				continue;
			colon += strspn(colon + 1, " \t") + 1;
			colon[strcspn(colon, "\n")] = '\0';
			if (!strcmp(colon, tst_test->needs_cpu_vendor)) {
				fclose(f);
				return;
			}
		}
		fclose(f);
	}
	tst_brk(TCONF, "Test needs a %s CPU", tst_test->needs_cpu_vendor);
}

void ltk_check_early(void)
{
	if (tst_test->tconf_msg)
		tst_brk(TCONF, "%s", tst_test->tconf_msg);
	/* First: a test has no test function for an architecture it does not support. */
	check_arch();
	check_test_functions();
	check_cpu_vendor();
	if (tst_test->sample)
		tst_test = ltk_timer_test_setup(tst_test);
}

/* ---- machine requirements --------------------------------------------------------- */

static void check_kver(void)
{
	int a = 0, b = 0, c = 0;

	if (!tst_test->min_kver)
		return;
	if (sscanf(tst_test->min_kver, "%d.%d.%d", &a, &b, &c) < 1)
		tst_brk(TBROK, "Invalid kernel version %s", tst_test->min_kver);
	if (tst_kvercmp(a, b, c) < 0)
		tst_brk(TCONF, "The test requires kernel %s or newer", tst_test->min_kver);
}

static int is_compat_mode(void)
{
	struct utsname u;

	if (sizeof(long) == 8 || uname(&u))
		return 0;
	return !!strstr(u.machine, "64");
}

static void check_abi(void)
{
	int bits = sizeof(long) * 8;

	if (tst_test->skip_in_compat && is_compat_mode())
		tst_brk(TCONF, "Not supported in 32-bit compat mode");
	if (!tst_test->needs_abi_bits)
		return;
	if (tst_test->needs_abi_bits != 32 && tst_test->needs_abi_bits != 64)
		tst_brk(TBROK, "needs_abi_bits must be 32 or 64, not %d", tst_test->needs_abi_bits);
	if (tst_test->needs_abi_bits != bits)
		tst_brk(TCONF, "%dbit ABI is not supported", tst_test->needs_abi_bits);
}

/* Is the command of "name" or "name >= version" in $PATH? */
static int cmd_in_path(const char *cmd)
{
	char name[256], path[PATH_MAX];
	size_t n = strcspn(cmd, " \t");

	if (n >= sizeof(name))
		return 0;
	memcpy(name, cmd, n);
	name[n] = '\0';
	return !tst_get_path(name, path, sizeof(path));
}

static void check_cmds(void)
{
	struct tst_cmd *c;

	for (c = tst_test->needs_cmds; c && c->cmd; c++) {
		int present = cmd_in_path(c->cmd);

		if (present && strpbrk(c->cmd, "<>="))
			present = !tst_check_cmd(c->cmd, !c->optional);
		c->present = present;
		if (!present && !c->optional)
			tst_brk(TCONF, "Couldn't find '%.*s' in $PATH", (int)strcspn(c->cmd, " \t"),
				c->cmd);
	}
}

/* Was an (optional) entry of .needs_cmds found? The name is the part before a version. */
bool tst_cmd_present(const char *cmd)
{
	const struct tst_cmd *c;
	size_t n = strlen(cmd);

	for (c = tst_test ? tst_test->needs_cmds : NULL; c && c->cmd; c++) {
		if (!strncmp(c->cmd, cmd, n) && (!c->cmd[n] || c->cmd[n] == ' '))
			return c->present;
	}
	tst_brk(TBROK, "'%s' is not in .needs_cmds", cmd);
	return false;
}

static void check_resources(void)
{
	long cpus = tst_test->min_cpus ? sysconf(_SC_NPROCESSORS_ONLN) : 0;

	if (cpus > 0 && (unsigned long)cpus < tst_test->min_cpus)
		tst_brk(TCONF, "Test needs at least %lu CPUs online", tst_test->min_cpus);
	/* The limits are in MB, the memory helpers count kB. */
	if (tst_test->min_mem_avail &&
	    tst_available_mem() < (long long)tst_test->min_mem_avail * 1024)
		tst_brk(TCONF, "Test needs at least %luMB MemAvailable", tst_test->min_mem_avail);
	if (tst_test->min_swap_avail &&
	    tst_available_swap() < (long long)tst_test->min_swap_avail * 1024)
		tst_brk(TCONF, "Test needs at least %luMB SwapFree", tst_test->min_swap_avail);
}

void ltk_check_needs(void)
{
	if (tst_test->needs_kconfigs && tst_kconfig_check(tst_test->needs_kconfigs))
		tst_brk(TCONF, "Aborting due to unsuitable kernel config, see above!");
	if (tst_test->needs_root && geteuid())
		tst_brk(TCONF, "Test needs to be run as root");
	check_kver();
	if (tst_test->skip_in_lockdown && tst_lockdown_enabled() > 0)
		tst_brk(TCONF, "Kernel is locked down, skipping test");
	if (tst_test->skip_in_secureboot && tst_secureboot_enabled() > 0)
		tst_brk(TCONF, "SecureBoot enabled, skipping test");
	check_abi();
	check_cmds();
	check_resources();
	if (tst_test->hugepages.number)
		tst_hugepages = tst_reserve_hugepage(&tst_test->hugepages);
}

/* ---- declared changes ----------------------------------------------------------- */

static int sys_conf_saved;

static void set_ulimits(void)
{
	const struct tst_ulimit_val *u;
	struct rlimit rl;

	for (u = tst_test->ulimit; u && u->resource; u++) {
		if (getrlimit(u->resource, &rl))
			tst_brk(TBROK | TERRNO, "getrlimit(%d) failed", u->resource);
		rl.rlim_cur = u->rlim_cur;
		if (rl.rlim_max != RLIM_INFINITY && rl.rlim_cur > rl.rlim_max)
			rl.rlim_max = rl.rlim_cur;
		ltk_info("Set ulimit resource: %d rlim_cur: %llu rlim_max: %llu", u->resource,
			 (unsigned long long)rl.rlim_cur, (unsigned long long)rl.rlim_max);
		if (setrlimit(u->resource, &rl))
			tst_brk(TBROK | TERRNO, "setrlimit(%d) failed", u->resource);
	}
}

void ltk_apply_needs(void)
{
	if (tst_test->bufs)
		tst_buffers_alloc(tst_test->bufs);
}

void ltk_apply_sysconf(void)
{
	if (tst_test->save_restore) {
		sys_conf_saved = 1;
		tst_sys_conf_save(tst_test->save_restore);
	}
	set_ulimits();
}

/*
 * As LTP: each file through TST_RESOURCE_COPY (tst_resource.h), so it keeps its mode (a
 * helper script stays executable) and is looked up in the data directory of the test,
 * $LTPROOT/testcases/bin and the start directory too.
 */
static void copy_resources(void)
{
	const char *const *name;

	for (name = tst_test->resource_files; name && *name; name++)
		TST_RESOURCE_COPY(NULL, *name, NULL);
}

static struct timespec wall_saved, mono_saved;
static int wall_is_saved;

static void wallclock_save(void)
{
	if (clock_gettime(CLOCK_REALTIME, &wall_saved) ||
	    clock_gettime(CLOCK_MONOTONIC_RAW, &mono_saved))
		tst_brk(TBROK | TERRNO, "clock_gettime() failed");
	wall_is_saved = 1;
}

static void wallclock_restore(void)
{
	struct timespec now;
	long long ns;

	if (!wall_is_saved || clock_gettime(CLOCK_MONOTONIC_RAW, &now))
		return;
	ns = (now.tv_sec - mono_saved.tv_sec) * 1000000000LL + now.tv_nsec - mono_saved.tv_nsec;
	ns += wall_saved.tv_sec * 1000000000LL + wall_saved.tv_nsec;
	now.tv_sec = ns / 1000000000LL;
	now.tv_nsec = ns % 1000000000LL;
	if (clock_settime(CLOCK_REALTIME, &now))
		tst_res(TWARN | TERRNO, "clock_settime() failed to restore the wall clock");
	wall_is_saved = 0;
}

static int cg_ready;

static void setup_cgroups(void)
{
	const struct tst_cg_opts opts = {
		.needs_ver = tst_test->needs_cgroup_ver,
		.needs_nsdelegate = tst_test->needs_cgroup_nsdelegate,
	};
	const char *const *ctrl;

	if (!tst_test->needs_cgroup_ctrls) {
		if (tst_test->needs_cgroup_ver || tst_test->needs_cgroup_nsdelegate)
			tst_brk(TBROK, "needs_cgroup_ver/nsdelegate need needs_cgroup_ctrls");
		return;
	}
	for (ctrl = tst_test->needs_cgroup_ctrls; *ctrl; ctrl++)
		tst_cg_require(*ctrl, &opts);
	cg_ready = 1;
	tst_cg_init();
}

void ltk_apply_late(void)
{
	copy_resources();
	if (tst_test->restore_wallclock)
		wallclock_save();
	if (tst_test->taint_check)
		tst_taint_init(tst_test->taint_check);
	setup_cgroups();
}

/* Undo ltk_apply_late(), in reverse. */
void ltk_undo_late(void)
{
	if (cg_ready) {
		cg_ready = 0;
		tst_cg_cleanup();
	}
	wallclock_restore();
}

void ltk_undo_needs(void)
{
	/* .hugepages saves the pool size with tst_sys_conf_save_str() too */
	if (sys_conf_saved || (tst_test && tst_test->hugepages.number)) {
		sys_conf_saved = 0;
		tst_sys_conf_restore(0);
	}
}

void ltk_caps_apply(unsigned int action)
{
	if (!tst_test->caps)
		return;
	tst_cap_setup(tst_test->caps, action);
}

void ltk_taint_check(void)
{
	if (tst_test->taint_check && tst_taint_check())
		tst_res(TFAIL, "Kernel is now tainted");
}

/* .needs_checkpoints: the futexes after the counters of the shared page. */
void ltk_checkpoint_setup(void)
{
	if (!tst_test || tst_test->needs_checkpoints || ltk_run.lib_pid == -1)
		tst_checkpoint_use_results();
}
