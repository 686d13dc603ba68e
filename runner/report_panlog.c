// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk.log in ltp-pan's plain format, for scripts that parse it:
 *   startup='<ctime>'
 *   tag=%s stime=%d dur=%d exit=%s stat=%d core=%s cu=%d cs=%d
 * Appended and flushed (fdatasync) per test. A skipped test (-S) is logged as runltp logged
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

int panlog_open(const char *dir)
{
	char *path = xasprintf("%s/ltk.log", dir);
	struct stat st;
	int fresh = stat(path, &st) || !st.st_size;

	fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	free(path);
	if (fd < 0)
		return -1;
	if (fresh) {
		time_t now = time(NULL);
		char buf[64], line[96];
		int n;

		ctime_r(&now, buf);
		buf[strcspn(buf, "\n")] = 0;
		n = snprintf(line, sizeof(line), "startup='%s'\n", buf);
		if (write(fd, line, n) != n)
			return -1;
	}
	return 0;
}

void panlog_write(const struct result *r)
{
	char line[1024];
	int n;

	if (fd < 0)
		return;
	if (r->status == ST_SKIP)
		n = snprintf(line, sizeof(line),
			     "tag=%s stime=%ld dur=0 exit=exited stat=32 core=no cu=0 cs=0\n",
			     r->tag, (long)r->stime);
	else
		n = snprintf(line, sizeof(line),
			     "tag=%s stime=%ld dur=%ld exit=%s stat=%d core=%s cu=%ld cs=%ld\n",
			     r->tag, (long)r->stime, (long)(r->duration + 0.5),
			     r->signaled ? "signaled" : "exited", r->retval, r->core ? "yes" : "no",
			     r->cu, r->cs);
	if (n >= (int)sizeof(line))
		n = sizeof(line) - 1;
	if (write(fd, line, n) == n)
		fdatasync(fd);
}

void panlog_close(void)
{
	if (fd >= 0)
		close(fd);
	fd = -1;
}
