// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk-mutate: run a command with one system call replaced, in the whole process tree, by
 * a seccomp filter, so that a test can be shown to fail when the kernel misbehaves:
 *
 *   ltk-mutate -m eio  -c NAME -- CMD [ARG...]   NAME fails with EIO and does nothing
 *   ltk-mutate -m noop -c NAME -- CMD [ARG...]   NAME returns 0 and does nothing
 *
 * Unlike canfail.so (an LD_PRELOAD interposer that perturbs only the test's own libc
 * calls), the filter catches every entry into the kernel: raw syscall(2), inline
 * assembly, calls made by the library and by programs the test runs. It is the
 * mutation a test must survive to be worth running: under either mode it must not exit
 * 0 (pass) or 32 (TCONF).
 *
 * NAME is a system call's name as in <sys/syscall.h> (or lapi/syscalls.h). By default it
 * also stands for the calls glibc makes in its place on this machine (open() enters the
 * kernel as openat(), stat() as newfstatat(), fork() as clone(), ...): a test of open()
 * that calls libc's open() is then mutated too. -x turns that off. -c may be repeated.
 * -l lists the numbers a NAME stands for and exits. When execve itself is mutated, a
 * command given with a path is started with execveat() (and the other way round is not
 * needed: execvp() uses execve()).
 *
 * Exit: the command's own status (it is exec'ed), or 125 for a usage error, an unknown
 * name, or a filter the kernel refused.
 */

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include "lapi/syscalls.h"

#if defined(__x86_64__)
# define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__i386__)
# define NATIVE_ARCH AUDIT_ARCH_I386
#elif defined(__aarch64__)
# define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
# error "ltk-mutate: add this architecture's AUDIT_ARCH"
#endif

#define MAX_NRS 64

static const struct { const char *name; long nr; } nrs[] = {
#include "canfail_nr.h"
};

/* What glibc calls in the kernel for a function of the same name (glibc 2.36, x86_64). */
static const struct { const char *name; const char *also; } glibc_routes[] = {
	{"open", "openat"}, {"creat", "openat"},
	{"stat", "newfstatat"}, {"lstat", "newfstatat"}, {"fstat", "newfstatat"},
	{"fstatat", "newfstatat"}, {"mknod", "mknodat"},
	{"utime", "utimensat"}, {"utimes", "utimensat"}, {"futimesat", "utimensat"},
	{"pipe", "pipe2"}, {"eventfd", "eventfd2"}, {"signalfd", "signalfd4"},
	{"fork", "clone"}, {"fork", "clone3"}, {"vfork", "clone3"},
	{"wait", "wait4"}, {"waitpid", "wait4"},
	{"select", "pselect6"}, {"nanosleep", "clock_nanosleep"},
	{"sigaction", "rt_sigaction"}, {"signal", "rt_sigaction"},
	{"sigprocmask", "rt_sigprocmask"}, {"sigpending", "rt_sigpending"},
	{"sigsuspend", "rt_sigsuspend"}, {"sigtimedwait", "rt_sigtimedwait"},
	{"sigqueue", "rt_sigqueueinfo"}, {"raise", "tgkill"},
	{"getrlimit", "prlimit64"}, {"setrlimit", "prlimit64"},
	{"getdents", "getdents64"}, {"umount", "umount2"}, {"semop", "semtimedop"},
	{"pread", "pread64"}, {"pwrite", "pwrite64"}, {"fadvise", "fadvise64"},
	{"posix_fadvise", "fadvise64"}, {"llseek", "lseek"},
};

static long nr_of(const char *name)
{
	for (size_t i = 0; i < sizeof(nrs) / sizeof(nrs[0]); i++)
		if (!strcmp(nrs[i].name, name))
			return nrs[i].nr;
	return -1;
}

static int add_nr(long *set, int *n, long nr)
{
	for (int i = 0; i < *n; i++)
		if (set[i] == nr)
			return 0;
	if (*n == MAX_NRS) {
		fprintf(stderr, "ltk-mutate: more than %d system calls\n", MAX_NRS);
		return -1;
	}
	set[(*n)++] = nr;
	return 0;
}

static int add_name(long *set, int *n, const char *name, int exact)
{
	long nr = nr_of(name);
	int routed = 0;

	if (nr >= 0 && add_nr(set, n, nr))
		return -1;
	for (size_t i = 0; !exact && i < sizeof(glibc_routes) / sizeof(glibc_routes[0]); i++) {
		if (strcmp(glibc_routes[i].name, name))
			continue;
		long also = nr_of(glibc_routes[i].also);

		if (also >= 0) {
			if (add_nr(set, n, also))
				return -1;
			routed = 1;
		}
	}
	if (nr < 0 && !routed) {
		fprintf(stderr, "ltk-mutate: unknown system call '%s'\n", name);
		return -1;
	}
	return 0;
}

static int install(const long *set, int n, int err)
{
	struct sock_filter prog[4 + 2 * MAX_NRS];
	int k = 0;

	prog[k++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						 offsetof(struct seccomp_data, arch));
	prog[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0);
	prog[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	prog[k++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						 offsetof(struct seccomp_data, nr));
	for (int i = 0; i < n; i++) {
		prog[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
							 (unsigned int)set[i], 0, 1);
		prog[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
							 SECCOMP_RET_ERRNO | (err & SECCOMP_RET_DATA));
	}
	prog[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);

	struct sock_fprog fprog = { .len = (unsigned short)k, .filter = prog };

	/* Root may install a filter without no_new_privs, which would change exec's rules. */
	if (geteuid() != 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		perror("ltk-mutate: PR_SET_NO_NEW_PRIVS");
		return -1;
	}
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog)) {
		perror("ltk-mutate: PR_SET_SECCOMP");
		return -1;
	}
	return 0;
}

static void usage(void)
{
	fprintf(stderr, "usage: ltk-mutate -m eio|noop -c NAME [-c NAME...] [-x] -- CMD [ARG...]\n"
			"       ltk-mutate -l -c NAME [-x]\n");
	exit(125);
}

int main(int argc, char *argv[])
{
	long set[MAX_NRS];
	int n = 0, exact = 0, list = 0, err = -1, opt;
	const char *names[MAX_NRS];
	int nnames = 0;

	while ((opt = getopt(argc, argv, "+m:c:xl")) != -1) {
		switch (opt) {
		case 'm':
			if (!strcmp(optarg, "eio"))
				err = EIO;
			else if (!strcmp(optarg, "noop"))
				err = 0;
			else
				usage();
			break;
		case 'c':
			if (nnames == MAX_NRS)
				usage();
			names[nnames++] = optarg;
			break;
		case 'x':
			exact = 1;
			break;
		case 'l':
			list = 1;
			break;
		default:
			usage();
		}
	}
	if (!nnames || (!list && (err < 0 || optind >= argc)))
		usage();
	for (int i = 0; i < nnames; i++)
		if (add_name(set, &n, names[i], exact))
			return 125;
	if (list) {
		for (int i = 0; i < n; i++)
			for (size_t k = 0; k < sizeof(nrs) / sizeof(nrs[0]); k++)
				if (nrs[k].nr == set[i]) {
					printf("%s %ld\n", nrs[k].name, set[i]);
					break;
				}
		return 0;
	}
	if (install(set, n, err))
		return 125;
	/* Mutating execve() must not stop the command itself from starting. */
	if (strchr(argv[optind], '/') && n && nr_of("execve") >= 0) {
		for (int i = 0; i < n; i++)
			if (set[i] == nr_of("execve"))
				syscall(__NR_execveat, AT_FDCWD, argv[optind], argv + optind,
					environ, 0);
	}
	execvp(argv[optind], argv + optind);
	fprintf(stderr, "ltk-mutate: %s: %s\n", argv[optind], strerror(errno));
	return 125;
}
