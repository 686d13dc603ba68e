// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltp-pan's output blocks, as runltp -o collected them and lab scripts still parse them:
 *   <<<test_start>>> tag= stime= cmdline= contacts= analysis= <<<test_output>>> the output
 *   <<<execution_status>>> initiation_status= duration= termination_type= termination_id=
 *   corefile= cutime= cstime= <<<test_end>>>
 * A test skipped by the runner has an empty output and termination_id 32, as in ltk.log.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "report.h"
#include "result.h"
#include "util.h"

/* Copy the test's log as it is; returns whether its last byte was a newline. */
static int copy_log(FILE *f, const struct report *rep, const struct result *r)
{
	char buf[65536], *path;
	ssize_t n;
	int fd, nl = 1;

	if (!r->log_file)
		return 1;
	path = xasprintf("%s/%s", rep->dir, r->log_file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	free(path);
	while (fd >= 0 && (n = read(fd, buf, sizeof(buf))) > 0) {
		fwrite(buf, 1, n, f);
		nl = buf[n - 1] == '\n';
	}
	if (fd >= 0)
		close(fd);
	return nl;
}

void pan_output_write(FILE *f, const struct report *rep)
{
	for (int i = 0; i < rep->n; i++) {
		const struct result *r = rep->v[i];
		int skip = r->status == ST_SKIP;

		fprintf(f, "<<<test_start>>>\ntag=%s stime=%ld\ncmdline=\"%s\"\ncontacts=\"\"\n"
			"analysis=exit\n<<<test_output>>>\n", r->tag, (long)r->stime, r->cmd);
		if (!skip && !copy_log(f, rep, r))
			fputc('\n', f);
		fprintf(f, "<<<execution_status>>>\ninitiation_status=\"ok\"\n"
			"duration=%ld termination_type=%s termination_id=%d corefile=%s\n"
			"cutime=%ld cstime=%ld\n<<<test_end>>>\n",
			skip ? 0 : (long)(r->duration + 0.5),
			r->signaled ? "signaled" : "exited", skip ? 32 : r->retval,
			r->core ? "yes" : "no", r->cu, r->cs);
	}
}
