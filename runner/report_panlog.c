// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk.log in ltp-pan's plain format, for scripts that parse it:
 *   startup='<ctime>'
 *   tag=%s stime=%d dur=%d exit=%s stat=%d core=%s cu=%d cs=%d
 * Appended per test; rebuilt from the journal (which is synced) on --resume. A skipped test (-S) is logged as runltp logged
 * it: exit 32.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "report.h"
#include "util.h"

static int fd = -1;

static int panlog_line(const struct result *r, char *line, size_t size)
{
	int n;

	if (r->status == ST_SKIP)
			n = snprintf(line, size,
			     "tag=%s stime=%ld dur=0 exit=exited stat=32 core=no cu=0 cs=0\n",
			     r->tag, (long)r->stime);
	else
		n = snprintf(line, size,
			     "tag=%s stime=%ld dur=%ld exit=%s stat=%d core=%s cu=%ld cs=%ld\n",
			     r->tag, (long)r->stime, (long)(r->duration + 0.5),
			     r->signaled ? "signaled" : "exited", r->retval, r->core ? "yes" : "no",
			     r->cu, r->cs);
	return n >= (int)size ? (int)size - 1 : n;
}

/*
 * The log is rebuilt from the journal when a run is resumed: a crash between the journal
 * and this file must not lose a line, and a line written twice must not stay twice.
 */
int panlog_open(const struct report *rep)
{
	char *path = xasprintf("%s/ltk.log", rep->dir), *old = read_file(path, NULL);
	struct sbuf sb = {0};

	if (old && !strncmp(old, "startup='", 9)) {
		sb_add(&sb, old, strcspn(old, "\n"));
		sb_add(&sb, "\n", 1);
	} else {
		time_t now = time(NULL);
		char buf[64];

		ctime_r(&now, buf);
		buf[strcspn(buf, "\n")] = 0;
		sb_printf(&sb, "startup='%s'\n", buf);
	}
	free(old);
	for (int i = 0; i < rep->n; i++) {
		char line[1024];

		sb_add(&sb, line, panlog_line(rep->v[i], line, sizeof(line)));
	}
	fd = -1;
	if (!write_file_atomic(path, sb.s, sb.len))
		fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
	free(sb.s);
	free(path);
	return fd < 0 ? -1 : 0;
}

void panlog_write(const struct result *r)
{
	char line[1024];
	int n;

	if (fd < 0)
		return;
	n = panlog_line(r, line, sizeof(line));
	/* No fdatasync: --resume rebuilds this file from the journal, which has one. */
	if (write(fd, line, n) != n) {
		/* a full disk: said by the journal's failure; resume rebuilds the log */
	}
}

void panlog_close(void)
{
	if (fd >= 0)
		close(fd);
	fd = -1;
}
