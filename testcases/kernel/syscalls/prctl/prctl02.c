// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * prctl(2) errors, in the order of the man page's ERRORS, with the attribute checked to be
 * unchanged afterwards where it can be read:
 * - EACCES: PR_SET_SECCOMP with SECCOMP_MODE_FILTER by a caller without CAP_SYS_ADMIN and
 *   without no_new_privs (nobody);
 * - EFAULT: "arg2 is an invalid address" (PR_SET_NAME, PR_GET_PDEATHSIG);
 * - EINVAL: an unknown option; PR_SET_PDEATHSIG with signal 99; PR_SET_DUMPABLE 2;
 *   PR_SET_NO_NEW_PRIVS 0; PR_GET_NO_NEW_PRIVS with arg2 non-zero; PR_SET_THP_DISABLE with
 *   arg3 non-zero; PR_CAP_AMBIENT with an invalid arg2 and with capability 99;
 *   PR_SET_PTRACER 99999999 (not a process);
 * - EPERM: PR_SET_SECUREBITS and PR_CAPBSET_DROP without CAP_SETPCAP (nobody);
 *   PR_CAP_AMBIENT_RAISE of a capability not in the permitted and inheritable sets;
 *   PR_SET_MM without CAP_SYS_RESOURCE (nobody);
 * - ENODEV, ENXIO and ERANGE of PR_SET_SPECULATION_CTRL on x86 (whose kernel code gives
 *   them independently of the CPU): an unknown misfeature is ENODEV; setting the store
 *   bypass control while PR_GET_SPECULATION_CTRL lacks PR_SPEC_PRCTL is ENXIO (only
 *   checked on machines where it lacks it); an unknown value for the indirect branch
 *   control is ERANGE. The values PR_GET_SPECULATION_CTRL reports stay the same.
 *
 * - EBADF, EACCES and EBUSY of the executable file replacement (PR_SET_MM_EXE_FILE's code,
 *   reached through PR_SET_MM_MAP's exe_fd, which needs CAP_SYS_ADMIN or
 *   CAP_CHECKPOINT_RESTORE where PR_SET_MM_EXE_FILE needs CAP_SYS_RESOURCE): a descriptor
 *   that is not open, a directory, and /bin/false while the test's own executable is still
 *   mapped; the other fields are the process's own, read from /proc/self/stat. In a
 *   child; /proc/self/exe stays the test.
 *
 * Not provoked: the seccomp filter EFAULT and EINVAL (the seccomp tests' ground); EFAULT of
 * PR_SET_SYSCALL_USER_DISPATCH, the PR_MCE_KILL, PR_SET_TIMING, speculation control, SVE, pointer
 * authentication and tagged address EINVAL cases, ENXIO of PR_MPX_* (removed in Linux 5.4, EINVAL
 * since) and EOPNOTSUPP of PR_SET_FP_MODE (MIPS only) (depend on the CPU and the architecture);
 * EPERM of PR_SET_KEEPCAPS (needs a locked SECBIT_KEEP_CAPS) and of PR_SET_SPECULATION_CTRL (CPU
 * dependent).
 */

#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include "tst_test.h"

static void *bad_addr;

static void to_nobody(void)
{
	tst_become_nobody();
}

static void speculation(void)
{
#if defined(__x86_64__) || defined(__i386__)
	int ssb = prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 0, 0, 0);
	int ib = prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0, 0, 0);

	TST_EXP_FAIL(prctl(PR_SET_SPECULATION_CTRL, 0x7fff, PR_SPEC_ENABLE, 0, 0), ENODEV,
		     "PR_SET_SPECULATION_CTRL of misfeature 0x7fff");
	if (ssb >= 0 && !(ssb & PR_SPEC_PRCTL)) {
		TST_EXP_FAIL(prctl(PR_SET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, PR_SPEC_ENABLE,
				   0, 0), ENXIO, "store bypass control not settable (get 0x%x)", ssb);
	} else {
		tst_res(TINFO, "store bypass control is settable here (0x%x): no ENXIO", ssb);
	}
	TST_EXP_FAIL(prctl(PR_SET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0x1000, 0, 0),
		     ERANGE, "indirect branch control value 0x1000");
	TST_EXP_VAL(prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_STORE_BYPASS, 0, 0, 0), ssb,
		    "store bypass control unchanged");
	TST_EXP_VAL(prctl(PR_GET_SPECULATION_CTRL, PR_SPEC_INDIRECT_BRANCH, 0, 0, 0), ib,
		    "indirect branch control unchanged");
#endif
}

/* struct prctl_mm_map with auxv as a 64-bit integer: the same layout for 32-bit callers */
struct mm_map64 {
	uint64_t start_code, end_code, start_data, end_data, start_brk, brk, start_stack;
	uint64_t arg_start, arg_end, env_start, env_end, auxv;
	uint32_t auxv_size, exe_fd;
};

static void mm_map_fill(struct mm_map64 *m)
{
	unsigned long long v[52] = {0};
	char buf[4096], *p;
	int i;

	SAFE_FILE_SCANF("/proc/self/stat", "%4095[^\n]", buf);
	p = strrchr(buf, ')');
	if (!p)
		tst_brk(TBROK, "/proc/self/stat: '%s'", buf);
	/* p + 2 is field 3, the state letter; fields 26-28 and 45-51 are the mm's addresses */
	for (p += 2, i = 3; i <= 51 && p; i++) {
		if (i > 3 && sscanf(p, "%llu", &v[i]) != 1)
			tst_brk(TBROK, "/proc/self/stat field %d", i);
		p = strchr(p, ' ');
		if (p)
			p++;
	}
	memset(m, 0, sizeof(*m));
	m->start_code = v[26];
	m->end_code = v[27];
	m->start_stack = v[28];
	m->start_data = v[45];
	m->end_data = v[46];
	m->start_brk = v[47];
	m->arg_start = v[48];
	m->arg_end = v[49];
	m->env_start = v[50];
	m->env_end = v[51];
	m->brk = (uintptr_t)sbrk(0);
}

static void exe_file(void)
{
	char exe[PATH_MAX], now[PATH_MAX];
	struct mm_map64 m;
	unsigned int size = 0;

	if (!SAFE_FORK()) {
		SAFE_PRCTL(PR_SET_MM, PR_SET_MM_MAP_SIZE, (unsigned long)&size, 0, 0);
		if (size != sizeof(m))
			tst_brk(TBROK, "PR_SET_MM_MAP_SIZE %u, expected %zu", size, sizeof(m));
		memset(exe, 0, sizeof(exe));
		SAFE_READLINK("/proc/self/exe", exe, sizeof(exe) - 1);
		mm_map_fill(&m);
		m.exe_fd = 999;
		TST_EXP_FAIL(prctl(PR_SET_MM, PR_SET_MM_MAP, &m, sizeof(m), 0), EBADF,
			     "PR_SET_MM_MAP, exe_fd not open");
		m.exe_fd = SAFE_OPEN(".", O_RDONLY);
		TST_EXP_FAIL(prctl(PR_SET_MM, PR_SET_MM_MAP, &m, sizeof(m), 0), EACCES,
			     "PR_SET_MM_MAP, exe_fd a directory");
		SAFE_CLOSE(m.exe_fd);
		m.exe_fd = SAFE_OPEN("/bin/false", O_RDONLY);
		TST_EXP_FAIL(prctl(PR_SET_MM, PR_SET_MM_MAP, &m, sizeof(m), 0), EBUSY,
			     "PR_SET_MM_MAP, old executable still mapped");
		SAFE_CLOSE(m.exe_fd);
		memset(now, 0, sizeof(now));
		SAFE_READLINK("/proc/self/exe", now, sizeof(now) - 1);
		TST_EXP_EXPR(!strcmp(exe, now), "/proc/self/exe still %s (is %s)", exe, now);
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	char comm[17] = "";
	int sig = 0;

	TST_EXP_PASS(prctl(PR_SET_PDEATHSIG, 0, 0, 0, 0), "PR_SET_PDEATHSIG 0");
	TST_EXP_FAIL(prctl(PR_SET_NAME, bad_addr, 0, 0, 0), EFAULT, "PR_SET_NAME, bad address");
	TST_EXP_FAIL(prctl(PR_GET_PDEATHSIG, bad_addr, 0, 0, 0), EFAULT,
		     "PR_GET_PDEATHSIG, bad address");
	TST_EXP_FAIL(prctl(0x7fffffff, 0, 0, 0, 0), EINVAL, "unknown option");
	TST_EXP_FAIL(prctl(PR_SET_PDEATHSIG, 99, 0, 0, 0), EINVAL, "PR_SET_PDEATHSIG 99");
	SAFE_PRCTL(PR_GET_PDEATHSIG, (unsigned long)&sig, 0, 0, 0);
	TST_EXP_EQ_LI(sig, 0);
	TST_EXP_FAIL(prctl(PR_SET_DUMPABLE, 2, 0, 0, 0), EINVAL, "PR_SET_DUMPABLE 2");
	TST_EXP_VAL(prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 1, "still dumpable");
	TST_EXP_FAIL(prctl(PR_SET_NO_NEW_PRIVS, 0, 0, 0, 0), EINVAL, "PR_SET_NO_NEW_PRIVS 0");
	TST_EXP_FAIL(prctl(PR_GET_NO_NEW_PRIVS, 1, 0, 0, 0), EINVAL, "PR_GET_NO_NEW_PRIVS arg2 1");
	TST_EXP_FAIL(prctl(PR_SET_THP_DISABLE, 1, 1, 0, 0), EINVAL, "PR_SET_THP_DISABLE arg3 1");
	TST_EXP_VAL(prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0), 0, "THP not disabled");
	TST_EXP_FAIL(prctl(PR_CAP_AMBIENT, 99, 0, 0, 0), EINVAL, "PR_CAP_AMBIENT arg2 99");
	TST_EXP_FAIL(prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, 99, 0, 0), EINVAL,
		     "PR_CAP_AMBIENT_IS_SET capability 99");
	TST_EXP_FAIL(prctl(PR_SET_PTRACER, 99999999, 0, 0, 0), EINVAL,
		     "PR_SET_PTRACER, no such process");
	TST_EXP_FAIL(prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_NET_BIND_SERVICE, 0, 0),
		     EPERM, "PR_CAP_AMBIENT_RAISE, capability not inheritable");
	SAFE_PRCTL(PR_GET_NAME, (unsigned long)comm, 0, 0, 0);
	TST_EXP_EXPR(strcmp(comm, "") != 0, "name unchanged ('%s')", comm);
	speculation();
	exe_file();

	if (!SAFE_FORK()) {
		struct sock_filter insn = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
		struct sock_fprog prog = {.len = 1, .filter = &insn};

		to_nobody();
		TST_EXP_FAIL(prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0), EACCES,
			     "PR_SET_SECCOMP filter without no_new_privs or CAP_SYS_ADMIN");
		TST_EXP_VAL(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), 0, "no seccomp mode set");
		TST_EXP_FAIL(prctl(PR_SET_SECUREBITS, 1, 0, 0, 0), EPERM,
			     "PR_SET_SECUREBITS without CAP_SETPCAP");
		TST_EXP_FAIL(prctl(PR_CAPBSET_DROP, CAP_NET_RAW, 0, 0, 0), EPERM,
			     "PR_CAPBSET_DROP without CAP_SETPCAP");
		TST_EXP_VAL(prctl(PR_CAPBSET_READ, CAP_NET_RAW, 0, 0, 0), 1,
			    "CAP_NET_RAW still in the bounding set");
		TST_EXP_FAIL(prctl(PR_SET_MM, PR_SET_MM_START_BRK, 0, 0, 0), EPERM,
			     "PR_SET_MM without CAP_SYS_RESOURCE");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "prctl() errors: EACCES, EFAULT, EINVAL, EPERM, ENODEV, ENXIO, ERANGE, "
		       "EBADF, EBUSY",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
