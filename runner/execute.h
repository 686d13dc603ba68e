/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Running one test: its own process group (and cgroup when cgroup v2 is there), a fresh
 * TMPDIR, stdin /dev/null, stdout+stderr captured into a bounded log, a deadline.
 */
#ifndef LTK_EXECUTE_H
#define LTK_EXECUTE_H

#include <sys/resource.h>
#include "ltk.h"
#include "util.h"

#define JOB_TAIL 4096

#define DMESG_MAX (1 << 20)	/* bytes of kernel log kept per test */

/* What a TMPDIR was when it was made, to know whether a test changed more than its content. */
struct tmpdir_id {
	dev_t dev;
	ino_t ino;
	uid_t uid;
	gid_t gid;
	mode_t mode;
	int flags;		/* FS_IOC_GETFLAGS, -1 where the filesystem has none */
	ssize_t xattrs;		/* size of its list of extended attributes (ACLs are some) */
};

struct job {
	struct test *t;
	struct result *r;
	pid_t pid;		/* sh -c; also the process group id */
	int out_fd;		/* read end of the output pipe, -1 at EOF */
	int log_fd;
	long long logged, dropped;
	char *tmpdir;
	struct tmpdir_id tmp_id;	/* as made; a reused TMPDIR comes with it */
	int tmp_reused;
	char *cgroup;		/* per-test cgroup directory, NULL without cgroup v2 */
	double start, deadline, kill_at;	/* monotonic; 0 when unset */
	int timed_out;
	int exited;
	int wstatus;
	struct rusage ru;
	char tail[JOB_TAIL];	/* the last output: where the Summary block is */
	size_t tail_len;
	char line[512];		/* the output line being assembled, to find TFAIL/TBROK */
	size_t line_len;
	int nfail_lines;
	struct sbuf fail_lines;
	char *conf_line;	/* the text of the first TCONF line */
	unsigned long taint_before;
	struct host_snap *host_before;	/* mounts, loops, sysctls at the start */
	struct sbuf beside;		/* tags of the tests that ran at the same time */
	struct sbuf dmesg;		/* kernel log records while it ran (logs/TAG.dmesg) */
};

/* Per-run setup: subreaper, the run cgroup, SIGCHLD wake-up pipe. Returns the pipe's fd. */
int exec_init(double log_limit);
void exec_fini(void);
/* The run cgroup directory, NULL without cgroup v2. */
const char *exec_run_cgroup(void);
/* Kill and remove what a crashed run left in its cgroup directory. */
void exec_reclaim_cgroup(const char *dir);
/* Empty the wake-up pipe (after poll said so). */
void exec_ack_wakeup(void);

/*
 * Start j->t; log_path is created, and tmpdir unless j->tmp_reused (then j->tmp_id describes
 * it). 0, or -1 with j->r filled as brok.
 */
int exec_start(struct job *j, const char *log_path, const char *tmpdir, double timeout);
/*
 * May the next test of this worker have j's TMPDIR? Only when it is empty and still the
 * directory exec_start() made: same inode, owner, mode 0777, inode flags, no new extended
 * attribute (a default ACL would change the next test's files).
 */
int exec_tmpdir_unchanged(const struct job *j);
/* Is any of our children an orphan of a test (see exec_kill_strays())? */
int exec_strays_alive(void);
/* Copy what the test wrote into its log (bounded) and scan it. */
void exec_read_output(struct job *j);
/* SIGTERM at the deadline, SIGKILL after grace. */
void exec_check_deadline(struct job *j, double now, double grace);
/* Send sig to everything of the test (cgroup and process group). */
void exec_signal(struct job *j, int sig);
/* Reap children; mark the started jobs whose main process ended. */
void exec_reap(void);
/* Kill what survives the test's main process; returns how many there were, desc names them. */
int exec_kill_leftovers(struct job *j, char *desc, size_t len);
/*
 * Kill our children that are no running test's main process and in no running test's
 * cgroup: orphans that left their test's cgroup or process group and came back to us as
 * the subreaper. pgrp > 0: only those of that process group. Returns how many there were.
 */
int exec_kill_strays(pid_t pgrp);
/* Close the log (noting a truncation) and remove the cgroup. */
void exec_finish(struct job *j);

#endif
