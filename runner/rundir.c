// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The results directory beyond the reports: where it is, and the two small files that let
 * `ltk run --resume DIR` repeat the same run (ltk-args) and clean up after a crashed one
 * (ltk-state: its tmp root, its cgroup, the directory it was started from).
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "execute.h"
#include "observe.h"
#include "result.h"
#include "rundir.h"
#include "util.h"

int rundir_create(const struct run_opts *o, char **dir)
{
	if (o->results_dir) {
		char *journal = xasprintf("%s/results.jsonl", o->results_dir);
		int taken = !access(journal, F_OK);

		free(journal);
		if (taken) {
			warnx_("%s already holds a run: continue it with --resume %s, or choose "
			       "another --results directory", o->results_dir, o->results_dir);
			return -1;
		}
		*dir = xstrdup(o->results_dir);
	} else {
		char stamp[64];
		time_t now = time(NULL);
		struct tm tm;

		localtime_r(&now, &tm);
		strftime(stamp, sizeof(stamp), "results/%Y-%m-%dT%H-%M-%S", &tm);
		*dir = xstrdup(stamp);
		for (int k = 2; !access(*dir, F_OK); k++) {
			free(*dir);
			*dir = xasprintf("%s.%d", stamp, k);
		}
	}
	char *logs = xasprintf("%s/logs", *dir);
	int ret = mkdir_p(logs, 0755);

	free(logs);
	if (ret)
		warnx_("cannot create results directory %s: %s", *dir, strerror(errno));
	return ret;
}

int rundir_lock(const char *dir)
{
	char *path = xasprintf("%s/ltk-lock", dir), pid[32];
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644), len, err;

	if (fd < 0) {
		warnx_("cannot use results directory %s: %s", dir, strerror(errno));
		free(path);
		return -1;
	}
	err = flock(fd, LOCK_EX | LOCK_NB) ? errno : 0;

	if (err && err != EWOULDBLOCK) {
		/* A filesystem without locks (some network ones): go on unprotected. */
		warnx_("cannot lock %s (%s): another ltk run could use it too", path,
		       strerror(err));
	} else if (err) {
		char *owner = read_file(path, NULL);

		warnx_("results directory %s is in use by another ltk run (pid %s): wait for it "
		       "to end, or choose another directory", dir, owner && *owner ? owner : "?");
		free(owner);
		free(path);
		close(fd);
		return -1;
	}
	len = snprintf(pid, sizeof(pid), "%d", (int)getpid());
	if (ftruncate(fd, 0) || pwrite(fd, pid, len, 0) != len) {
		warnx_("cannot write %s: %s", path, strerror(errno));
		free(path);
		close(fd);
		return -1;
	}
	free(path);
	return fd;
}

void rundir_save_state(const char *dir, const struct run_opts *o, const char *tmproot)
{
	struct sbuf args = {0}, state = {0};
	char *p;

	if (!o->resume_dir) {
		for (int i = 0; i < o->argc; i++)
			sb_add(&args, o->argv[i], strlen(o->argv[i]) + 1);
		p = xasprintf("%s/ltk-args", dir);
		write_file_atomic(p, args.s ? args.s : "", args.len);
		free(p);
	}
	p = getcwd(NULL, 0);
	sb_printf(&state, "tmproot=%s\ncgroup=%s\ncwd=%s\n", tmproot,
		  exec_run_cgroup() ? exec_run_cgroup() : "", p ? p : "");
	free(p);
	p = xasprintf("%s/ltk-state", dir);
	write_file_atomic(p, state.s, state.len);
	free(p);
	free(args.s);
	free(state.s);
}

/* A crashed run left its cgroup, test processes and TMPDIRs: reclaim them before resuming. */
void rundir_reclaim(const char *dir)
{
	char *path = xasprintf("%s/ltk-state", dir), *s = read_file(path, NULL), *line, *save;

	free(path);
	if (!s)
		return;
	for (line = strtok_r(s, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "cgroup=", 7) && line[7])
			exec_reclaim_cgroup(line + 7);
		if (!strncmp(line, "tmproot=", 8) && line[8] == '/' && !access(line + 8, F_OK)) {
			struct result scratch = {0};

			observe_leaks(&scratch, line + 8, NULL);
			for (int i = 0; i < scratch.nfindings; i++)
				warnx_("left by the interrupted run: %s", scratch.findings[i]);
			rm_rf(line + 8);
			result_free(&scratch);
		}
	}
	free(s);
}
