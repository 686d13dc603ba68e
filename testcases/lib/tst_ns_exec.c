// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_ns_exec PID NS[,NS...] CMD [ARGS...]: run CMD in the given namespaces of process PID
 * (made by tst_ns_create), through setns(). Exit: CMD's exit code, 2 with a message when
 * the namespaces cannot be entered, 127 when CMD cannot be run.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tst_ns_common.h"

int main(int argc, char *argv[])
{
	char path[64], *end;
	int flags, fd, status;
	long pid;
	size_t i;
	pid_t child;

	if (argc < 4) {
		fprintf(stderr, "usage: tst_ns_exec PID NS[,NS...] CMD [ARGS...]\n");
		return 2;
	}
	pid = strtol(argv[1], &end, 10);
	if (*end || end == argv[1] || pid < 1) {
		fprintf(stderr, "tst_ns_exec: '%s' is not a pid\n", argv[1]);
		return 2;
	}
	flags = ns_flags("tst_ns_exec", argv[2]);
	if (flags < 0)
		return 2;
	for (i = 0; i < sizeof(ns_names) / sizeof(ns_names[0]); i++) {
		if (!(flags & ns_names[i].flag))
			continue;
		snprintf(path, sizeof(path), "/proc/%li/ns/%s", pid, ns_names[i].name);
		fd = open(path, O_RDONLY);
		if (fd < 0 || setns(fd, ns_names[i].flag)) {
			fprintf(stderr, "tst_ns_exec: entering %s: %s\n", path, strerror(errno));
			return 2;
		}
		close(fd);
	}
	/* a pid namespace applies to children only: run CMD in one */
	child = fork();
	if (child < 0) {
		perror("tst_ns_exec: fork");
		return 2;
	}
	if (!child) {
		execvp(argv[3], argv + 3);
		fprintf(stderr, "tst_ns_exec: cannot run %s: %s\n", argv[3], strerror(errno));
		_exit(127);
	}
	if (waitpid(child, &status, 0) < 0) {
		perror("tst_ns_exec: waitpid");
		return 2;
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
