// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * perf_event_open(2) errors, in the order of the man page's ERRORS, with a software
 * task-clock event unless the row says otherwise:
 * - E2BIG: attr.size larger than a page with non-zero bytes past the known fields; the
 *   kernel writes the size it expects back into attr.size;
 * - EACCES: nobody asks for a CPU-wide event (pid -1, cpu 0) while
 *   /proc/sys/kernel/perf_event_paranoid is 1 or more (the row is skipped below that);
 * - EBADF: group_fd is not an open file descriptor;
 * - EFAULT: attr outside the address space;
 * - EINVAL: an unknown flag (1 << 20); pid -1 together with cpu -1;
 * - EMFILE: RLIMIT_NOFILE leaves no free descriptor (in a child);
 * - ENOENT: a software event id past PERF_COUNT_SW_MAX; an unknown type (0x7fff0000);
 * - ENOSPC: one more write breakpoint on a variable of the caller once the breakpoint
 *   events it opened (pid 0, cpu -1) have taken every hardware slot (in a child; the
 *   row is TCONF without the breakpoint PMU);
 * - EOPNOTSUPP: a branch stack (PERF_SAMPLE_BRANCH_STACK) asked of a software event;
 * - EOVERFLOW: PERF_SAMPLE_CALLCHAIN with sample_max_stack one above the value of
 *   /proc/sys/kernel/perf_event_max_stack (read only; the sysctl is not changed);
 * - EPERM: a breakpoint on a kernel address asked by a child that dropped CAP_SYS_ADMIN
 *   but kept CAP_PERFMON (so the EACCES check of kernel events passes; TCONF before 5.8,
 *   which has no CAP_PERFMON, without the breakpoint PMU, and when perf_event_paranoid is
 *   above 2: some distributions' kernels, Debian's among them, then refuse every event to
 *   a caller without CAP_SYS_ADMIN with EACCES);
 * - ESRCH: pid of a process that does not exist.
 * After every row but EMFILE the calling process has no more descriptors open than before.
 *
 * EINTR (perf and ftrace mixed on one uprobe) is checked by perf_event_open03.
 *
 * Not provoked: EBUSY (needs a PMU with exclusive access, such as Intel PT, in use),
 * ENODEV (needs a CPU feature the machine lacks, or an offline CPU: CPUs are never taken
 * offline here), ENOSYS (a PERF_SAMPLE_STACK_USER architecture limit; x86 has it).
 */

#include <dirent.h>
#include <pwd.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <linux/hw_breakpoint.h>
#include "tst_test.h"
#include "tst_pid.h"
#include "tst_capability.h"

#define BIG 8192
#define BP_PMU "/sys/bus/event_source/devices/breakpoint"
#define MAX_BP 64
/* an address in the kernel half of x86-64 (and arm64), outside the CPU entry area */
#define KERNEL_ADDR 0xffffffff81000000ULL

static char *big_attr, *bad_addr;
static int paranoid, max_stack;
static int has_bp;
static uid_t nobody_uid;
static pid_t unused_pid;
static uint64_t watched;
static struct perf_event_attr attr, bad_cfg, bad_type, deep_stack, branch, user_bp, kernel_bp;
static void *p_big, *p_bad, *p_attr, *p_cfg, *p_type, *p_deep, *p_branch, *p_ubp, *p_kbp;

enum special { NONE, NOBODY, LOW_NOFILE, BP_FULL, NO_SYS_ADMIN };

static struct tcase {
	void **attr;
	int pid_kind;		/* 0: self, 1: -1, 2: unused pid */
	int cpu;
	int group_fd;
	unsigned long flags;
	enum special special;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&p_big, 0, -1, -1, 0, NONE, E2BIG, "attr.size 8192, non-zero tail"},
	{&p_attr, 1, 0, -1, 0, NOBODY, EACCES, "nobody, CPU-wide event"},
	{&p_attr, 0, -1, 9999, 0, NONE, EBADF, "group_fd 9999 not open"},
	{&p_bad, 0, -1, -1, 0, NONE, EFAULT, "attr outside the address space"},
	{&p_attr, 0, -1, -1, 1UL << 20, NONE, EINVAL, "unknown flag"},
	{&p_attr, 1, -1, -1, 0, NONE, EINVAL, "pid -1 and cpu -1"},
	{&p_attr, 0, -1, -1, 0, LOW_NOFILE, EMFILE, "no free descriptor"},
	{&p_cfg, 0, -1, -1, 0, NONE, ENOENT, "software event id past the last"},
	{&p_type, 0, -1, -1, 0, NONE, ENOENT, "unknown type"},
	{&p_ubp, 0, -1, -1, 0, BP_FULL, ENOSPC, "breakpoint with every slot taken"},
	{&p_branch, 0, -1, -1, 0, NONE, EOPNOTSUPP, "branch stack of a software event"},
	{&p_deep, 0, -1, -1, 0, NONE, EOVERFLOW, "sample_max_stack above the maximum"},
	{&p_kbp, 0, -1, -1, 0, NO_SYS_ADMIN, EPERM,
	 "kernel breakpoint without CAP_SYS_ADMIN"},
	{&p_attr, 2, -1, -1, 0, NONE, ESRCH, "pid that does not exist"},
};

static int count_fds(void)
{
	DIR *d = SAFE_OPENDIR("/proc/self/fd");
	int n = 0;

	while (SAFE_READDIR(d))
		n++;
	SAFE_CLOSEDIR(d);
	return n;
}

static void do_call(struct tcase *tc)
{
	pid_t pid = tc->pid_kind == 0 ? 0 : tc->pid_kind == 1 ? -1 : unused_pid;
	/* With no free descriptor /proc/self/fd cannot be listed: that row is not counted. */
	int counted = tc->special != LOW_NOFILE;
	int before = counted ? count_fds() : 0;

	TST_EXP_FAIL(syscall(__NR_perf_event_open, *tc->attr, pid, tc->cpu, tc->group_fd,
			     tc->flags), tc->exp_errno, "perf_event_open() %s", tc->desc);
	if (counted && count_fds() != before)
		tst_res(TFAIL, "%s: %d descriptors open, was %d", tc->desc, count_fds(), before);
}

/* Takes every breakpoint slot with events on `watched`: returns how many were opened. */
static int fill_bp_slots(void)
{
	int n;

	for (n = 0; n < MAX_BP; n++) {
		if (syscall(__NR_perf_event_open, &user_bp, 0, -1, -1, 0) < 0)
			break;
	}
	if (!n)
		tst_res(TFAIL | TERRNO, "no breakpoint event could be opened");
	else if (n == MAX_BP)
		tst_res(TFAIL, "%d breakpoint events opened, no slot limit", n);
	else
		tst_res(TINFO | TERRNO, "%d breakpoint events opened, the next failed", n);
	return n;
}

static void check_size_written(void)
{
	uint32_t size = ((struct perf_event_attr *)big_attr)->size;

	if (size >= PERF_ATTR_SIZE_VER0 && size < BIG)
		tst_res(TPASS, "E2BIG wrote the kernel's attr size %u back", size);
	else
		tst_res(TFAIL, "after E2BIG attr.size is %u, expected the kernel's size", size);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	struct rlimit rl;
	int fd;

	if (tc->special == NOBODY && paranoid < 1) {
		tst_res(TCONF, "perf_event_paranoid %d < 1: a CPU-wide event is allowed",
			paranoid);
		return;
	}
	if ((tc->special == BP_FULL || tc->special == NO_SYS_ADMIN) && !has_bp) {
		tst_res(TCONF, "no breakpoint PMU (%s): %s", BP_PMU, tc->desc);
		return;
	}
	if (tc->special == NO_SYS_ADMIN && tst_kvercmp(5, 8, 0) < 0) {
		tst_res(TCONF, "no CAP_PERFMON before Linux 5.8: %s", tc->desc);
		return;
	}
	if (tc->special == NO_SYS_ADMIN && paranoid > 2) {
		tst_res(TCONF, "perf_event_paranoid %d > 2 needs CAP_SYS_ADMIN for any event: %s",
			paranoid, tc->desc);
		return;
	}
	if (tc->exp_errno == E2BIG)
		((struct perf_event_attr *)big_attr)->size = BIG;
	if (tc->special == NONE) {
		do_call(tc);
		if (tc->exp_errno == E2BIG)
			check_size_written();
		return;
	}
	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (tc->special == NOBODY) {
		SAFE_SETUID(nobody_uid);
	} else if (tc->special == BP_FULL) {
		if (!fill_bp_slots())
			exit(0);
	} else if (tc->special == NO_SYS_ADMIN) {
		struct tst_cap drop = {TST_CAP_DROP, CAP_SYS_ADMIN, "CAP_SYS_ADMIN"};

		tst_cap_action(&drop);
	} else {
		/* The lowest free descriptor becomes the limit: no descriptor is free. */
		fd = SAFE_OPEN("/dev/null", O_RDONLY);
		rl.rlim_cur = rl.rlim_max = fd;
		SAFE_CLOSE(fd);
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	}
	do_call(tc);
	exit(0);
}

static void setup(void)
{
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_SOFTWARE;
	attr.size = sizeof(attr);
	attr.config = PERF_COUNT_SW_TASK_CLOCK;
	attr.disabled = 1;
	bad_cfg = attr;
	bad_cfg.config = 0x7fff;
	bad_type = attr;
	bad_type.type = 0x7fff0000;
	SAFE_FILE_SCANF("/proc/sys/kernel/perf_event_max_stack", "%d", &max_stack);
	if (max_stack >= UINT16_MAX)
		tst_brk(TCONF, "perf_event_max_stack %d: no u16 sample_max_stack above it",
			max_stack);
	deep_stack = attr;
	deep_stack.sample_type = PERF_SAMPLE_CALLCHAIN;
	deep_stack.sample_period = 100000;
	deep_stack.sample_max_stack = max_stack + 1;
	big_attr = SAFE_MALLOC(BIG);
	memset(big_attr, 0, BIG);
	memcpy(big_attr, &attr, sizeof(attr));
	((struct perf_event_attr *)big_attr)->size = BIG;
	big_attr[BIG - 1] = 1;
	bad_addr = tst_get_bad_addr(NULL);
	p_big = big_attr;
	p_bad = bad_addr;
	p_attr = &attr;
	p_cfg = &bad_cfg;
	p_type = &bad_type;
	p_deep = &deep_stack;

	branch = attr;
	branch.config = PERF_COUNT_SW_PAGE_FAULTS;
	branch.sample_period = 1000;
	branch.sample_type = PERF_SAMPLE_BRANCH_STACK;
	branch.branch_sample_type = PERF_SAMPLE_BRANCH_ANY | PERF_SAMPLE_BRANCH_USER;
	branch.exclude_kernel = 1;
	p_branch = &branch;

	memset(&user_bp, 0, sizeof(user_bp));
	user_bp.type = PERF_TYPE_BREAKPOINT;
	user_bp.size = sizeof(user_bp);
	user_bp.bp_type = HW_BREAKPOINT_W;
	user_bp.bp_addr = (uintptr_t)&watched;
	user_bp.bp_len = HW_BREAKPOINT_LEN_8;
	user_bp.exclude_kernel = 1;
	user_bp.exclude_hv = 1;
	kernel_bp = user_bp;
	kernel_bp.bp_addr = KERNEL_ADDR;
	kernel_bp.exclude_kernel = 0;
	p_ubp = &user_bp;
	p_kbp = &kernel_bp;
	has_bp = !access(BP_PMU, F_OK);
	SAFE_FILE_SCANF("/proc/sys/kernel/perf_event_paranoid", "%d", &paranoid);
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	unused_pid = tst_get_unused_pid();
}

static void cleanup(void)
{
	free(big_attr);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_PERF_EVENTS=y",
		NULL
	},
};
