/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * pidfd system calls (pidfd_open, pidfd_send_signal, pidfd_getfd) where libc lacks
 * them, PIDFD_* constants, and pidfd_open_supported() / pidfd_send_signal_supported() probes that
 * TCONF on kernels without them.
 */
#ifndef LAPI_PIDFD_H__
#define LAPI_PIDFD_H__

#include <fcntl.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>
#include "config.h"
#ifdef HAVE_SYS_PIDFD_H
# include <sys/pidfd.h>
#endif
#include "lapi/syscalls.h"

#ifndef PIDFD_NONBLOCK
# define PIDFD_NONBLOCK O_NONBLOCK
#endif
#ifndef PIDFD_THREAD
# define PIDFD_THREAD O_EXCL
#endif
#ifndef PIDFD_SIGNAL_THREAD
# define PIDFD_SIGNAL_THREAD (1UL << 0)
#endif
#ifndef PIDFD_SIGNAL_THREAD_GROUP
# define PIDFD_SIGNAL_THREAD_GROUP (1UL << 1)
#endif
#ifndef PIDFD_SIGNAL_PROCESS_GROUP
# define PIDFD_SIGNAL_PROCESS_GROUP (1UL << 2)
#endif
#ifndef P_PIDFD
# define P_PIDFD 3
#endif

#ifndef HAVE_PIDFD_OPEN
static inline int pidfd_open(pid_t pid, unsigned int flags)
{
	return tst_syscall(__NR_pidfd_open, pid, flags);
}
#endif
#ifndef HAVE_PIDFD_SEND_SIGNAL
static inline int pidfd_send_signal(int pidfd, int sig, siginfo_t *info, unsigned int flags)
{
	return tst_syscall(__NR_pidfd_send_signal, pidfd, sig, info, flags);
}
#endif
#ifndef HAVE_PIDFD_GETFD
static inline int pidfd_getfd(int pidfd, int targetfd, unsigned int flags)
{
	return tst_syscall(__NR_pidfd_getfd, pidfd, targetfd, flags);
}
#endif

/* TCONF (through tst_syscall) when the kernel lacks the call. */
static inline void pidfd_open_supported(void)
{
	int fd = syscall(__NR_pidfd_open, getpid(), 0);

	if (fd >= 0) {
		close(fd);
		return;
	}
	if (errno == ENOSYS)
		tst_syscall(__NR_pidfd_open, getpid(), 0);
}

static inline void pidfd_send_signal_supported(void)
{
	if (syscall(__NR_pidfd_send_signal, -1, 0, NULL, 0) == -1 && errno == ENOSYS)
		tst_syscall(__NR_pidfd_send_signal, -1, 0, NULL, 0);
}

static inline void pidfd_getfd_supported(void)
{
	if (syscall(__NR_pidfd_getfd, -1, -1, 0) == -1 && errno == ENOSYS)
		tst_syscall(__NR_pidfd_getfd, -1, -1, 0);
}

#endif
