// SPDX-License-Identifier: GPL-2.0-or-later
/* The January 2015 FIFO checkpoints (include/tst_checkpoint.h). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_core.h"
#include "tst_checkpoint.h"
#include "tst_tmpdir.h"


void tst_checkpoint_fifo_init(struct tst_checkpoint *cp)
{
	static unsigned int counter;

	snprintf(cp->file, sizeof(cp->file), "tst_checkopoint_fifo_%u", counter++);
	cp->retval = 1;
	cp->timeout = 5000;
}

void tst_checkpoint_create(const char *file, const int lineno, struct tst_checkpoint *cp)
{
	if (!tst_tmpdir_created()) {
		ltk_brk(file, lineno, TBROK, NULL, "Checkpoint could be used only in test tmpdir");
		return;
	}
	tst_checkpoint_fifo_init(cp);
	if (mkfifo(cp->file, 0666))
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "Failed to create fifo '%s'", cp->file);
}

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

static void child_fail(const char *file, const int lineno, struct tst_checkpoint *cp,
		       const char *what)
{
	fprintf(stderr, "%s:%d: checkpoint %s: %s failed: %s\n", file, lineno, cp->file, what,
		strerror(errno));
	exit(cp->retval);
}

void tst_checkpoint_parent_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
				struct tst_checkpoint *cp)
{
	struct pollfd pfd;
	char c;
	int ret;

	pfd.fd = open(cp->file, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (pfd.fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "Failed to open fifo '%s'",
			cp->file);
		return;
	}
	pfd.events = POLLIN;
	do {
		ret = poll(&pfd, 1, cp->timeout);
	} while (ret < 0 && errno == EINTR);
	if (ret == 0) {
		close(pfd.fd);
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Checkpoint timeouted after %u msecs at %s:%d",
			cp->timeout, file, lineno);
		return;
	}
	if (ret < 0 || read(pfd.fd, &c, 1) != 1 || c != 'c') {
		close(pfd.fd);
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"Failed to read the child's checkpoint from '%s'", cp->file);
		return;
	}
	close(pfd.fd);
}

void tst_checkpoint_child_wait(const char *file, const int lineno, struct tst_checkpoint *cp)
{
	int fd = open(cp->file, O_RDONLY | O_CLOEXEC);
	char c;

	if (fd < 0)
		child_fail(file, lineno, cp, "open");
	if (read(fd, &c, 1) != 1 || c != 'p')
		child_fail(file, lineno, cp, "read");
	close(fd);
}

void tst_checkpoint_signal_parent(const char *file, const int lineno,
				  struct tst_checkpoint *cp)
{
	int fd = open(cp->file, O_WRONLY | O_CLOEXEC);

	if (fd < 0)
		child_fail(file, lineno, cp, "open");
	if (write(fd, "c", 1) != 1)
		child_fail(file, lineno, cp, "write");
	close(fd);
}

void tst_checkpoint_signal_child(const char *file, const int lineno, void (*cleanup_fn)(void),
				 struct tst_checkpoint *cp)
{
	long long deadline = now_ms() + cp->timeout;
	int fd;

	/* No reader yet: ENXIO until the child opens its end. */
	while ((fd = open(cp->file, O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
		if (errno != ENXIO) {
			ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
				"Failed to open fifo '%s'", cp->file);
			return;
		}
		if (now_ms() > deadline) {
			ltk_brk(file, lineno, TBROK, cleanup_fn,
				"Checkpoint timeouted after %u msecs at %s:%d", cp->timeout, file,
				lineno);
			return;
		}
		usleep(1000);
	}
	if (write(fd, "p", 1) != 1)
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "Failed to write to fifo '%s'",
			cp->file);
	close(fd);
}
