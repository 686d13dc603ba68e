// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_secret(2), ERRORS: "ENOMEM There was insufficient memory to create a new anonymous
 * file."
 * A child fills its memory cgroup to the limit, with the group's OOM killer disabled
 * (../mlock/memcg_full.h: cgroup v1; TCONF with cgroup v2 only): memfd_secret() cannot get
 * the memory for its file and fails with ENOMEM, and no descriptor is left (the lowest
 * free descriptor is the same before and after). Once the group's memory is freed the
 * same call returns a descriptor, so the failure was for want of memory. The call is
 * probed in setup: ENOSYS (not built, or secretmem.enable=0) is TCONF.
 */

#include "tst_test.h"
#include "lapi/syscalls.h"
#include "../mlock/memcg_full.h"

static long sys_memfd_secret(unsigned int flags)
{
	return syscall(__NR_memfd_secret, flags);
}

static long call(void)
{
	return sys_memfd_secret(O_CLOEXEC);
}

static const struct memcg_full_call c = {"memfd_secret(O_CLOEXEC)", call, 1, 0};

static void run(void)
{
	if (!SAFE_FORK())
		memcg_full_check(&c);
	tst_reap_children();
}

static void setup(void)
{
	long fd = sys_memfd_secret(O_CLOEXEC);

	if (fd < 0) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "memfd_secret() not available (CONFIG_SECRETMEM, "
				"secretmem.enable)");
		tst_brk(TBROK | TERRNO, "memfd_secret() probe");
	}
	SAFE_CLOSE(fd);
	memcg_full_setup();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.min_kver = "5.14",
	.needs_cgroup_ver = TST_CG_V1,
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
