// SPDX-License-Identifier: GPL-2.0-or-later
/* File descriptors of many kinds, one after the other (include/tst_fd.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include "ltk_core.h"
#include "tst_fd.h"
#include "lapi/syscalls.h"

#ifndef FAN_CLASS_NOTIF
# define FAN_CLASS_NOTIF 0
#endif

static const char *const descs[TST_FD_MAX] = {
	[TST_FD_FILE] = "regular file",
	[TST_FD_PATH] = "O_PATH file",
	[TST_FD_DIR] = "directory",
	[TST_FD_DEV_ZERO] = "/dev/zero",
	[TST_FD_PROC_MAPS] = "/proc/self/maps",
	[TST_FD_PIPE_READ] = "pipe read end",
	[TST_FD_PIPE_WRITE] = "pipe write end",
	[TST_FD_UNIX_SOCK] = "unix socket",
	[TST_FD_INET_SOCK] = "inet socket",
	[TST_FD_EPOLL] = "epoll",
	[TST_FD_EVENTFD] = "eventfd",
	[TST_FD_SIGNALFD] = "signalfd",
	[TST_FD_TIMERFD] = "timerfd",
	[TST_FD_PIDFD] = "pidfd",
	[TST_FD_FANOTIFY] = "fanotify",
	[TST_FD_INOTIFY] = "inotify",
	[TST_FD_USERFAULTFD] = "userfaultfd",
	[TST_FD_PERF_EVENT] = "perf event",
	[TST_FD_IO_URING] = "io_uring",
	[TST_FD_BPF_MAP] = "bpf map",
	[TST_FD_FSOPEN] = "fsopen",
	[TST_FD_FSPICK] = "fspick",
	[TST_FD_OPEN_TREE] = "open_tree",
	[TST_FD_MEMFD] = "memfd",
	[TST_FD_MEMFD_SECRET] = "memfd secret",
};

const char *tst_fd_desc(struct tst_fd *fd)
{
	if (fd->type >= TST_FD_MAX)
		return "invalid";
	return descs[fd->type];
}

/* A file that is gone when closed: O_TMPFILE in the cwd, else an unlinked file. */
static int open_file(void)
{
	char path[] = "/tmp/ltk_fd_XXXXXX";
	int fd = open(".", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);

	if (fd >= 0)
		return fd;
	fd = mkostemp(path, O_CLOEXEC);
	if (fd >= 0)
		unlink(path);
	return fd;
}

static int open_pipe(struct tst_fd *fd, int end)
{
	int p[2];

	if (pipe2(p, O_CLOEXEC))
		return -1;
	fd->priv = p[!end] + 1;
	return p[end];
}

static int open_signalfd(void)
{
	sigset_t mask;

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR2);
	return signalfd(-1, &mask, SFD_CLOEXEC);
}

static int open_perf_event(void)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_SOFTWARE;
	attr.size = sizeof(attr);
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.disabled = 1;
	attr.exclude_kernel = 1;
	attr.exclude_hv = 1;
	return syscall(__NR_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
}

static int open_io_uring(void)
{
	/* struct io_uring_params: 120 bytes, zeroed, is a valid request. */
	uint64_t params[15];

	memset(params, 0, sizeof(params));
	return syscall(__NR_io_uring_setup, 1, params);
}

static int open_bpf_map(void)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.map_type = BPF_MAP_TYPE_ARRAY;
	attr.key_size = 4;
	attr.value_size = 8;
	attr.max_entries = 1;
	return syscall(__NR_bpf, BPF_MAP_CREATE, &attr, sizeof(attr));
}

static int make(struct tst_fd *fd)
{
	switch (fd->type) {
	case TST_FD_FILE:
		return open_file();
	case TST_FD_PATH:
		return open("/", O_PATH | O_CLOEXEC);
	case TST_FD_DIR:
		return open("/", O_DIRECTORY | O_RDONLY | O_CLOEXEC);
	case TST_FD_DEV_ZERO:
		return open("/dev/zero", O_RDONLY | O_CLOEXEC);
	case TST_FD_PROC_MAPS:
		return open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
	case TST_FD_PIPE_READ:
		return open_pipe(fd, 0);
	case TST_FD_PIPE_WRITE:
		return open_pipe(fd, 1);
	case TST_FD_UNIX_SOCK:
		return socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	case TST_FD_INET_SOCK:
		return socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	case TST_FD_EPOLL:
		return epoll_create1(EPOLL_CLOEXEC);
	case TST_FD_EVENTFD:
		return eventfd(0, EFD_CLOEXEC);
	case TST_FD_SIGNALFD:
		return open_signalfd();
	case TST_FD_TIMERFD:
		return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
	case TST_FD_PIDFD:
		return syscall(__NR_pidfd_open, getpid(), 0);
	case TST_FD_FANOTIFY:
		return syscall(__NR_fanotify_init, FAN_CLASS_NOTIF, O_RDONLY);
	case TST_FD_INOTIFY:
		return inotify_init1(IN_CLOEXEC);
	case TST_FD_USERFAULTFD:
		/* 1: UFFD_USER_MODE_ONLY, allowed without privileges. */
		return syscall(__NR_userfaultfd, O_CLOEXEC | 1);
	case TST_FD_PERF_EVENT:
		return open_perf_event();
	case TST_FD_IO_URING:
		return open_io_uring();
	case TST_FD_BPF_MAP:
		return open_bpf_map();
	case TST_FD_FSOPEN:
		return syscall(__NR_fsopen, "tmpfs", 1);
	case TST_FD_FSPICK:
		return syscall(__NR_fspick, AT_FDCWD, "/", 1);
	case TST_FD_OPEN_TREE:
		return syscall(__NR_open_tree, AT_FDCWD, "/", O_CLOEXEC);
	case TST_FD_MEMFD:
		return memfd_create("ltk_fd", MFD_CLOEXEC);
	case TST_FD_MEMFD_SECRET:
		return syscall(__NR_memfd_secret, O_CLOEXEC);
	default:
		errno = EINVAL;
		return -1;
	}
}

static void close_current(struct tst_fd *fd)
{
	if (fd->fd >= 0)
		close(fd->fd);
	fd->fd = -1;
	if (fd->priv > 0)
		close(fd->priv - 1);
	fd->priv = 0;
}

int tst_fd_next(struct tst_fd *fd)
{
	/* TST_FD_INIT marks a loop not started yet with priv -1. */
	if (fd->priv == -1) {
		fd->priv = 0;
	} else {
		close_current(fd);
		fd->type++;
	}
	for (; fd->type < TST_FD_MAX; fd->type++) {
		fd->fd = make(fd);
		if (fd->fd >= 0)
			return 1;
		ltk_res(__FILE__, __LINE__, TCONF | TERRNO, "Skipping %s", tst_fd_desc(fd));
		close_current(fd);
	}
	return 0;
}
