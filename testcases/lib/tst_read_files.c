// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_read_files [-s] [-t SECONDS]: read to the end every file named on standard input (one
 * path a line), each within SECONDS (default 10; decimals allowed), and print "PATH: REASON"
 * for every one that could not be read; with -s, not for one that no longer exists (a file
 * of /proc or /sys goes with the object it shows). One process for thousands of files,
 * where a shell loop of `timeout 10 cat FILE` costs two processes a file.
 * Exit 0 when all were read, 1 when some were not, 2 on a usage or input error.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

static volatile sig_atomic_t expired;

static void on_alarm(int sig)
{
	(void)sig;
	expired = 1;
}

static void arm(double sec)
{
	struct itimerval it = {0};

	it.it_value.tv_sec = (time_t)sec;
	it.it_value.tv_usec = (suseconds_t)((sec - (double)(time_t)sec) * 1e6);
	if (sec > 0 && !it.it_value.tv_sec && !it.it_value.tv_usec)
		it.it_value.tv_usec = 1;
	setitimer(ITIMER_REAL, &it, NULL);
}

/* 0, or the errno that stopped the read (EINTR when the time ran out). */
static int read_all(const char *path, double sec, char *buf, size_t size)
{
	int fd, err = 0;
	ssize_t n;

	expired = 0;
	arm(sec);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
	if (fd < 0) {
		err = errno;
	} else {
		while ((n = read(fd, buf, size)) > 0 && !expired)
			;
		if (n < 0)
			err = errno;
		else if (n > 0)
			err = EINTR;
		close(fd);
	}
	arm(0);
	return err;
}

int main(int argc, char *argv[])
{
	struct sigaction sa = { .sa_handler = on_alarm };	/* no SA_RESTART: a read gives up */
	static char buf[65536];
	double sec = 10;
	char *line = NULL, *end;
	size_t cap = 0;
	ssize_t len;
	int opt, failed = 0, skip_gone = 0;

	while ((opt = getopt(argc, argv, "st:")) != -1) {
		if (opt == 's') {
			skip_gone = 1;
			continue;
		}
		if (opt != 't')
			goto usage;
		errno = 0;
		sec = strtod(optarg, &end);
		if (errno || end == optarg || *end || !(sec > 0 && sec <= 86400))
			goto usage;
	}
	if (optind != argc)
		goto usage;
	sigaction(SIGALRM, &sa, NULL);
	while ((len = getline(&line, &cap, stdin)) > 0) {
		int err;

		if (line[len - 1] == '\n')
			line[--len] = 0;
		if (!len)
			continue;
		err = read_all(line, sec, buf, sizeof(buf));
		if (err && skip_gone && access(line, F_OK) && errno == ENOENT)
			continue;
		if (err == EINTR && expired) {
			printf("%s: timed out after %g s\n", line, sec);
			failed = 1;
		} else if (err) {
			printf("%s: %s\n", line, strerror(err));
			failed = 1;
		}
	}
	free(line);
	if (ferror(stdin)) {
		perror("tst_read_files: standard input");
		return 2;
	}
	if (fflush(stdout) || ferror(stdout)) {
		perror("tst_read_files: standard output");
		return 2;
	}
	return failed;
usage:
	fprintf(stderr, "usage: tst_read_files [-s] [-t SECONDS] < LIST_OF_PATHS\n");
	return 2;
}
