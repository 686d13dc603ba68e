// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * prctl(2) PR_SET_SECCOMP and PR_GET_SECCOMP, each in a child:
 * - SECCOMP_MODE_STRICT: "the only system calls that the thread is permitted to make are
 *   read(2), write(2), _exit(2) (but not exit_group(2)), and sigreturn(2)"; the child
 *   writes a byte (it reaches the test through a pipe), reads one the test sends, the test
 *   sees "Seccomp: 1" in the child's /proc/PID/status meanwhile, then getppid() kills the
 *   child with SIGKILL; in a second child PR_GET_SECCOMP itself kills it with SIGKILL;
 * - SECCOMP_MODE_FILTER: PR_GET_SECCOMP says 0 before and 2 after a filter that makes
 *   getppid() fail with EPERM is installed; getppid() then fails with EPERM, getpid()
 *   still works, /proc/self/status shows "Seccomp: 2", and a child forked afterwards gets
 *   EPERM from getppid() too (the filter is inherited).
 * Errors (after each the child is still in mode 0, PR_GET_SECCOMP and /proc say so):
 * EFAULT for SECCOMP_MODE_FILTER with arg3 outside the address space, EINVAL for mode 99.
 */

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

#if defined(__x86_64__)
# define ARCH_NR AUDIT_ARCH_X86_64
#elif defined(__i386__)
# define ARCH_NR AUDIT_ARCH_I386
#elif defined(__aarch64__)
# define ARCH_NR AUDIT_ARCH_AARCH64
#else
# define ARCH_NR 0
#endif

#define SURVIVED 3

static int to_test[2], to_child[2];
static void *bad_addr;

static struct sock_filter filter[] = {
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH_NR, 1, 0),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_getppid, 0, 1),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
};

static struct sock_fprog prog = {
	.len = ARRAY_SIZE(filter),
	.filter = filter,
};

static int status_seccomp(pid_t pid)
{
	char path[64];
	int mode = -1;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	SAFE_FILE_LINES_SCANF(path, "Seccomp: %d", &mode);
	return mode;
}

/* The strict-mode child: only raw read, write and exit from here on. */
static void strict_child(int get_seccomp)
{
	char c = 'w';

	TST_EXP_EQ_LI(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), 0);
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT, 0, 0, 0))
		syscall(SYS_exit, SURVIVED + 1);
	if (get_seccomp) {
		prctl(PR_GET_SECCOMP, 0, 0, 0, 0);
		syscall(SYS_exit, SURVIVED);
	}
	syscall(SYS_write, to_test[1], &c, 1);
	syscall(SYS_read, to_child[0], &c, 1);
	syscall(SYS_getppid);
	syscall(SYS_exit, SURVIVED);
}

static void expect_sigkill(pid_t pid, const char *what)
{
	int status;

	SAFE_WAITPID(pid, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
		tst_res(TPASS, "strict mode: %s kills with SIGKILL", what);
	else
		tst_res(TFAIL, "strict mode: %s: child %s, expected killed by SIGKILL", what,
			tst_strstatus(status));
}

static void mode_strict(void)
{
	char c = 0;
	pid_t pid;

	SAFE_PIPE(to_test);
	SAFE_PIPE(to_child);
	pid = SAFE_FORK();
	if (!pid)
		strict_child(0);
	SAFE_CLOSE(to_test[1]);
	SAFE_CLOSE(to_child[0]);
	SAFE_READ(0, to_test[0], &c, 1);
	TST_EXP_EXPR(c == 'w', "strict mode: the child's write() reached the test ('%c')", c);
	TST_EXP_EQ_LI(status_seccomp(pid), SECCOMP_MODE_STRICT);
	if (c == 'w')
		SAFE_WRITE(SAFE_WRITE_ALL, to_child[1], "r", 1);
	expect_sigkill(pid, "getppid() after read() and write()");
	SAFE_CLOSE(to_test[0]);
	SAFE_CLOSE(to_child[1]);

	pid = SAFE_FORK();
	if (!pid)
		strict_child(1);
	expect_sigkill(pid, "PR_GET_SECCOMP");
}

static void mode_filter(void)
{
	pid_t pid;

	TST_EXP_EQ_LI(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), 0);
	TST_EXP_PASS(prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0),
		     "PR_SET_SECCOMP SECCOMP_MODE_FILTER");
	TST_EXP_EQ_LI(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), SECCOMP_MODE_FILTER);
	TST_EXP_EQ_LI(status_seccomp(getpid()), SECCOMP_MODE_FILTER);
	TST_EXP_FAIL2(syscall(SYS_getppid), EPERM, "getppid() under the filter");
	TST_EXP_EQ_LI(syscall(SYS_getpid), getpid());
	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_FAIL2(syscall(SYS_getppid), EPERM, "getppid() in a child of the filtered");
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
}

static void unchanged(const char *desc)
{
	int mode = prctl(PR_GET_SECCOMP, 0, 0, 0, 0);

	TST_EXP_EXPR(mode == 0 && status_seccomp(getpid()) == 0,
		     "%s: still no seccomp mode (PR_GET_SECCOMP %d)", desc, mode);
}

static void errors(void)
{
	TST_EXP_FAIL(prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, bad_addr, 0, 0), EFAULT,
		     "SECCOMP_MODE_FILTER with arg3 outside the address space");
	unchanged("after EFAULT");
	TST_EXP_FAIL(prctl(PR_SET_SECCOMP, 99, &prog, 0, 0), EINVAL, "PR_SET_SECCOMP mode 99");
	unchanged("after EINVAL");
}

static void run(unsigned int i)
{
	static void (*const fns[])(void) = {mode_strict, mode_filter, errors};
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		fns[i]();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	if (!ARCH_NR)
		tst_brk(TCONF, "no audit arch number known for this architecture");
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.description = "prctl(PR_SET_SECCOMP): strict mode and a filter, PR_GET_SECCOMP",
	.tcnt = 3,
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_SECCOMP_FILTER", NULL},
};
