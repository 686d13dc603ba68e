// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_ns_create NS[,NS...]: start a process in new namespaces of those types and print its
 * pid; it sleeps until killed (SIGKILL or SIGTERM it in cleanup). tst_ns_exec enters its
 * namespaces. Exit 0, 32 when the kernel lacks a namespace type, 2 on other errors.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tst_ns_common.h"

int main(int argc, char *argv[])
{
	int flags, pipefd[2], fd;
	pid_t pid;
	char c;

	if (argc != 2) {
		fprintf(stderr, "usage: tst_ns_create NS[,NS...]\n");
		return 2;
	}
	flags = ns_flags("tst_ns_create", argv[1]);
	if (flags < 0)
		return 2;
	if (pipe(pipefd)) {
		perror("tst_ns_create: pipe");
		return 2;
	}
	/* a raw clone with only the namespace flags: the child continues like after fork() */
	pid = syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, NULL);
	if (pid < 0) {
		fprintf(stderr, "tst_ns_create: clone(%s): %s\n", argv[1], strerror(errno));
		return errno == EINVAL ? 32 : 2;
	}
	if (!pid) {
		close(pipefd[0]);
		setsid();
		/* no hold on the caller's output: $(tst_ns_create net) must return */
		fd = open("/dev/null", O_RDWR);
		if (fd >= 0) {
			dup2(fd, 0);
			dup2(fd, 1);
			dup2(fd, 2);
			if (fd > 2)
				close(fd);
		}
		/* the parent may go now: the child is running in its namespaces */
		close(pipefd[1]);
		for (;;)
			pause();
	}
	close(pipefd[1]);
	if (read(pipefd[0], &c, 1) < 0)
		perror("tst_ns_create: read");
	printf("%i\n", (int)pid);
	return 0;
}
