// SPDX-License-Identifier: GPL-2.0-or-later
/* Symbolic names of errno values, signals and wait statuses, and result type names. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include "tst_res_flags.h"
#include "ltk_core.h"

#define NAME(e) [e] = #e

static const char *const errno_names[] = {
	NAME(EPERM),
	NAME(ENOENT),
	NAME(ESRCH),
	NAME(EINTR),
	NAME(EIO),
	NAME(ENXIO),
	NAME(E2BIG),
	NAME(ENOEXEC),
	NAME(EBADF),
	NAME(ECHILD),
	NAME(EAGAIN),
	NAME(ENOMEM),
	NAME(EACCES),
	NAME(EFAULT),
	NAME(ENOTBLK),
	NAME(EBUSY),
	NAME(EEXIST),
	NAME(EXDEV),
	NAME(ENODEV),
	NAME(ENOTDIR),
	NAME(EISDIR),
	NAME(EINVAL),
	NAME(ENFILE),
	NAME(EMFILE),
	NAME(ENOTTY),
	NAME(ETXTBSY),
	NAME(EFBIG),
	NAME(ENOSPC),
	NAME(ESPIPE),
	NAME(EROFS),
	NAME(EMLINK),
	NAME(EPIPE),
	NAME(EDOM),
	NAME(ERANGE),
	NAME(EDEADLK),
	NAME(ENAMETOOLONG),
	NAME(ENOLCK),
	NAME(ENOSYS),
	NAME(ENOTEMPTY),
	NAME(ELOOP),
	NAME(ENOMSG),
	NAME(EIDRM),
	NAME(ECHRNG),
	NAME(EL2NSYNC),
	NAME(EL3HLT),
	NAME(EL3RST),
	NAME(ELNRNG),
	NAME(EUNATCH),
	NAME(ENOCSI),
	NAME(EL2HLT),
	NAME(EBADE),
	NAME(EBADR),
	NAME(EXFULL),
	NAME(ENOANO),
	NAME(EBADRQC),
	NAME(EBADSLT),
	NAME(EBFONT),
	NAME(ENOSTR),
	NAME(ENODATA),
	NAME(ETIME),
	NAME(ENOSR),
	NAME(ENONET),
	NAME(ENOPKG),
	NAME(EREMOTE),
	NAME(ENOLINK),
	NAME(EADV),
	NAME(ESRMNT),
	NAME(ECOMM),
	NAME(EPROTO),
	NAME(EMULTIHOP),
	NAME(EDOTDOT),
	NAME(EBADMSG),
	NAME(EOVERFLOW),
	NAME(ENOTUNIQ),
	NAME(EBADFD),
	NAME(EREMCHG),
	NAME(ELIBACC),
	NAME(ELIBBAD),
	NAME(ELIBSCN),
	NAME(ELIBMAX),
	NAME(ELIBEXEC),
	NAME(EILSEQ),
	NAME(ERESTART),
	NAME(ESTRPIPE),
	NAME(EUSERS),
	NAME(ENOTSOCK),
	NAME(EDESTADDRREQ),
	NAME(EMSGSIZE),
	NAME(EPROTOTYPE),
	NAME(ENOPROTOOPT),
	NAME(EPROTONOSUPPORT),
	NAME(ESOCKTNOSUPPORT),
	NAME(EOPNOTSUPP),
	NAME(EPFNOSUPPORT),
	NAME(EAFNOSUPPORT),
	NAME(EADDRINUSE),
	NAME(EADDRNOTAVAIL),
	NAME(ENETDOWN),
	NAME(ENETUNREACH),
	NAME(ENETRESET),
	NAME(ECONNABORTED),
	NAME(ECONNRESET),
	NAME(ENOBUFS),
	NAME(EISCONN),
	NAME(ENOTCONN),
	NAME(ESHUTDOWN),
	NAME(ETOOMANYREFS),
	NAME(ETIMEDOUT),
	NAME(ECONNREFUSED),
	NAME(EHOSTDOWN),
	NAME(EHOSTUNREACH),
	NAME(EALREADY),
	NAME(EINPROGRESS),
	NAME(ESTALE),
	NAME(EUCLEAN),
	NAME(ENOTNAM),
	NAME(ENAVAIL),
	NAME(EISNAM),
	NAME(EREMOTEIO),
	NAME(EDQUOT),
	NAME(ENOMEDIUM),
	NAME(EMEDIUMTYPE),
	NAME(ECANCELED),
	NAME(ENOKEY),
	NAME(EKEYEXPIRED),
	NAME(EKEYREVOKED),
	NAME(EKEYREJECTED),
	NAME(EOWNERDEAD),
	NAME(ENOTRECOVERABLE),
	NAME(ERFKILL),
	NAME(EHWPOISON),
};

static const char *const signal_names[] = {
	NAME(SIGHUP), NAME(SIGINT), NAME(SIGQUIT), NAME(SIGILL), NAME(SIGTRAP), NAME(SIGABRT),
	NAME(SIGBUS), NAME(SIGFPE), NAME(SIGKILL), NAME(SIGUSR1), NAME(SIGSEGV), NAME(SIGUSR2),
	NAME(SIGPIPE), NAME(SIGALRM), NAME(SIGTERM), NAME(SIGSTKFLT), NAME(SIGCHLD),
	NAME(SIGCONT), NAME(SIGSTOP), NAME(SIGTSTP), NAME(SIGTTIN), NAME(SIGTTOU), NAME(SIGURG),
	NAME(SIGXCPU), NAME(SIGXFSZ), NAME(SIGVTALRM), NAME(SIGPROF), NAME(SIGWINCH),
	NAME(SIGIO), NAME(SIGPWR), NAME(SIGSYS),
};

const char *tst_strerrno(int err)
{
	if (err == 0)
		return "SUCCESS";
	if (err > 0 && (size_t)err < ARRAY_SIZE(errno_names) && errno_names[err])
		return errno_names[err];
	return "???";
}

const char *tst_strsig(int sig)
{
	static __thread char buf[16];

	if (sig > 0 && (size_t)sig < ARRAY_SIZE(signal_names) && signal_names[sig])
		return signal_names[sig];
	if (sig >= SIGRTMIN && sig <= SIGRTMAX) {
		snprintf(buf, sizeof(buf), "SIGRTMIN+%d", sig - SIGRTMIN);
		return buf;
	}
	return "???";
}

const char *tst_strstatus(int status)
{
	static __thread char buf[64];

	if (WIFEXITED(status))
		snprintf(buf, sizeof(buf), "exited with %i", WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		snprintf(buf, sizeof(buf), "killed by %s%s", tst_strsig(WTERMSIG(status)),
			 WCOREDUMP(status) ? " (core dumped)" : "");
	else if (WIFSTOPPED(status))
		snprintf(buf, sizeof(buf), "is stopped");
	else if (WIFCONTINUED(status))
		snprintf(buf, sizeof(buf), "is resumed");
	else
		snprintf(buf, sizeof(buf), "invalid status 0x%x", status);
	return buf;
}

const char *ltk_ttype_name(int ttype)
{
	switch (TTYPE_RESULT(ttype)) {
	case TPASS: return "TPASS";
	case TFAIL: return "TFAIL";
	case TBROK: return "TBROK";
	case TWARN: return "TWARN";
	case TDEBUG: return "TDEBUG";
	case TINFO: return "TINFO";
	case TCONF: return "TCONF";
	}
	return "???";
}

const char *strttype(int ttype)
{
	return ltk_ttype_name(ttype);
}
