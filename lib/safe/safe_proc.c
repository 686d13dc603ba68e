// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for processes: wait, kill, sessions, namespaces, ptrace, prctl, limits, exec. */
#include <stdarg.h>
#include <stdlib.h>
#include <sched.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "safe_priv.h"


pid_t safe_wait(LTK_SAFE_LOC, int *status)
{
	pid_t rval = wait(status);

	if (rval == -1)
		safe_fail("wait(%p)", status);
	else if (rval < 0)
		safe_invalid(rval, "wait(%p)", status);
	return rval;
}

pid_t safe_waitpid(LTK_SAFE_LOC, pid_t pid, int *status, int opts)
{
	pid_t rval = waitpid(pid, status, opts);

	if (rval == -1)
		safe_fail("waitpid(%d,%p,%d)", pid, status, opts);
	else if (rval < 0)
		safe_invalid(rval, "waitpid(%d,%p,%d)", pid, status, opts);
	return rval;
}

int safe_kill(LTK_SAFE_LOC, pid_t pid, int sig)
{
	int rval = kill(pid, sig);

	if (rval == -1)
		safe_fail("kill(%d,%s)", pid, tst_strsig(sig));
	else if (rval)
		safe_invalid(rval, "kill(%d,%s)", pid, tst_strsig(sig));
	return rval;
}

int safe_setpgid(LTK_SAFE_LOC, pid_t pid, pid_t pgid)
{
	int rval = setpgid(pid, pgid);

	if (rval == -1)
		safe_fail("setpgid(%d,%d)", pid, pgid);
	else if (rval)
		safe_invalid(rval, "setpgid(%d,%d)", pid, pgid);
	return rval;
}

pid_t safe_getpgid(LTK_SAFE_LOC, pid_t pid)
{
	pid_t rval = getpgid(pid);

	if (rval == -1)
		safe_fail("getpgid(%d)", pid);
	else if (rval < 0)
		safe_invalid(rval, "getpgid(%d)", pid);
	return rval;
}

pid_t safe_setsid(LTK_SAFE_LOC)
{
	pid_t rval = setsid();

	if (rval == -1)
		safe_fail("setsid()");
	else if (rval < 0)
		safe_invalid(rval, "setsid()");
	return rval;
}

/* -1 is a valid priority: only errno tells a failure. */
int safe_getpriority(LTK_SAFE_LOC, int which, id_t who)
{
	int rval;

	errno = 0;
	rval = getpriority(which, who);
	if (errno)
		safe_fail("getpriority(%d,%u)", which, (unsigned int)who);
	return rval;
}

int safe_personality(LTK_SAFE_LOC, unsigned long persona)
{
	int rval = personality(persona);

	if (rval == -1)
		safe_fail("personality(%#lx)", persona);
	return rval;
}

int safe_pidfd_open(LTK_SAFE_LOC, pid_t pid, unsigned int flags)
{
	int rval = syscall(SYS_pidfd_open, pid, flags);

	if (rval == -1 && errno == ENOSYS)
		safe_conf("pidfd_open() is not supported by this kernel");
	else if (rval == -1)
		safe_fail("pidfd_open(%d,%u)", pid, flags);
	else if (rval < 0)
		safe_invalid(rval, "pidfd_open(%d,%u)", pid, flags);
	return rval;
}

/* EINVAL: a namespace type this kernel was built without. */
int safe_unshare(LTK_SAFE_LOC, int flags)
{
	int rval = unshare(flags);

	if (rval == -1 && errno == EINVAL)
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"unshare(%#x) unsupported by this kernel", flags);
	else if (rval == -1)
		safe_fail("unshare(%#x)", flags);
	else if (rval)
		safe_invalid(rval, "unshare(%#x)", flags);
	return rval;
}

int safe_setns(LTK_SAFE_LOC, int fd, int nstype)
{
	int rval = setns(fd, nstype);

	if (rval == -1)
		safe_fail("setns(%d,%#x)", fd, nstype);
	else if (rval)
		safe_invalid(rval, "setns(%d,%#x)", fd, nstype);
	return rval;
}

/* PTRACE_PEEK* return data, so -1 is a failure only when errno says so. */
long safe_ptrace(LTK_SAFE_LOC, int req, pid_t pid, void *addr, void *data)
{
	long rval;

	errno = 0;
	rval = ptrace(req, pid, addr, data);
	if (rval == -1 && errno)
		safe_fail("ptrace(%d,%d,%p,%p)", req, pid, addr, data);
	return rval;
}

int safe_prctl(LTK_SAFE_LOC, int option, unsigned long arg2, unsigned long arg3,
	       unsigned long arg4, unsigned long arg5)
{
	int rval = prctl(option, arg2, arg3, arg4, arg5);

	if (rval == -1)
		safe_fail("prctl(%d,%lu,%lu,%lu,%lu)", option, arg2, arg3, arg4, arg5);
	else if (rval < 0)
		safe_invalid(rval, "prctl(%d,%lu,%lu,%lu,%lu)", option, arg2, arg3, arg4, arg5);
	return rval;
}

int safe_sysinfo(LTK_SAFE_LOC, struct sysinfo *info)
{
	int rval = sysinfo(info);

	if (rval == -1)
		safe_fail("sysinfo(%p)", info);
	else if (rval)
		safe_invalid(rval, "sysinfo(%p)", info);
	return rval;
}

/* -1 without errno means "no limit", which is an answer, not a failure. */
long safe_sysconf(LTK_SAFE_LOC, int name)
{
	long rval;

	errno = 0;
	rval = sysconf(name);
	if (rval == -1 && errno)
		safe_fail("sysconf(%d)", name);
	return rval;
}

int safe_getrusage(LTK_SAFE_LOC, int who, struct rusage *usage)
{
	int rval = getrusage(who, usage);

	if (rval == -1)
		safe_fail("getrusage(%d,%p)", who, usage);
	else if (rval)
		safe_invalid(rval, "getrusage(%d,%p)", who, usage);
	return rval;
}

int safe_getrlimit(LTK_SAFE_LOC, int resource, struct rlimit *rlim)
{
	int rval = getrlimit(resource, rlim);

	if (rval == -1)
		safe_fail("getrlimit(%d,%p)", resource, rlim);
	else if (rval)
		safe_invalid(rval, "getrlimit(%d,%p)", resource, rlim);
	return rval;
}

int safe_setrlimit(LTK_SAFE_LOC, int resource, const struct rlimit *rlim)
{
	int rval = setrlimit(resource, rlim);

	if (rval == -1)
		safe_fail("setrlimit(%d,{%lld,%lld})", resource, (long long)rlim->rlim_cur,
			  (long long)rlim->rlim_max);
	else if (rval)
		safe_invalid(rval, "setrlimit(%d,%p)", resource, rlim);
	return rval;
}

int safe_setenv(LTK_SAFE_LOC, const char *name, const char *value, int overwrite)
{
	int rval = setenv(name, value, overwrite);

	if (rval == -1)
		safe_fail("setenv(%s,%s,%d)", safe_str(name), safe_str(value), overwrite);
	else if (rval)
		safe_invalid(rval, "setenv(%s,%s,%d)", safe_str(name), safe_str(value),
			     overwrite);
	return rval;
}

/* execl()/execlp() with the list gathered into an argv, so both share one failure path. */
int safe_execl(LTK_SAFE_LOC, int use_path, const char *file_name, const char *arg, ...)
{
	const char *call = use_path ? "execlp" : "execl";
	size_t n = 1, i;
	char **argv;
	va_list va;

	va_start(va, arg);
	while (va_arg(va, char *))
		n++;
	va_end(va);

	argv = calloc(n + 1, sizeof(*argv));
	if (!argv) {
		safe_fail("%s(%s,%s,...)", call, file_name, safe_str(arg));
		return -1;
	}
	argv[0] = (char *)arg;
	va_start(va, arg);
	for (i = 1; i < n; i++)
		argv[i] = va_arg(va, char *);
	va_end(va);

	if (use_path)
		execvp(file_name, argv);
	else
		execv(file_name, argv);
	free(argv);
	safe_fail("%s(%s,%s,...)", call, file_name, safe_str(arg));
	return -1;
}

int safe_execvp(LTK_SAFE_LOC, const char *file_name, char *const argv[])
{
	execvp(file_name, argv);
	safe_fail("execvp(%s,%p)", file_name, argv);
	return -1;
}
