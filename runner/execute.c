// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Process control for one test. Everything a test starts stays in its process group, and,
 * with cgroup v2, in a per-test cgroup under one run cgroup: a cgroup also catches
 * processes that called setsid(), and cgroup.kill ends them all at once. The runner is a
 * child subreaper so orphans come back to it instead of escaping to init.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/fs.h>
#include <linux/sched.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>
#include "execute.h"
#include "metadata.h"
#include "spawn.h"

static int wake_pipe[2] = { -1, -1 };
static char *run_cgroup;
static long long log_cap;
static unsigned int seq;
/* Jobs whose main process is not yet reaped: any wait4() may collect any of them. */
static struct job **active;
static int nactive;

static void track(struct job *j)
{
	active = xrealloc(active, (nactive + 1) * sizeof(*active));
	active[nactive++] = j;
}

static void untrack(struct job *j)
{
	for (int i = 0; i < nactive; i++) {
		if (active[i] == j) {
			active[i] = active[--nactive];
			return;
		}
	}
}

static int write_str(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC), ret;

	if (fd < 0)
		return -1;
	ret = write(fd, s, strlen(s)) == (ssize_t)strlen(s) ? 0 : -1;
	close(fd);
	return ret;
}

static void on_sigchld(int sig)
{
	int e = errno;

	(void)sig;
	if (write(wake_pipe[1], "c", 1) < 0) {
		/* full pipe: a wake-up is already pending */
	}
	errno = e;
}

static char *cgroup2_mount(void)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL, *found = NULL;
	size_t cap = 0;

	while (f && getline(&line, &cap, f) >= 0) {
		char mp[4096], *dash = strstr(line, " - ");

		if (!dash || strncmp(dash, " - cgroup2 ", 11))
			continue;
		if (sscanf(line, "%*s %*s %*s %*s %4095s", mp) == 1) {
			found = xstrdup(mp);
			break;
		}
	}
	free(line);
	if (f)
		fclose(f);
	return found;
}

static char *own_cgroup(void)
{
	FILE *f = fopen("/proc/self/cgroup", "re");
	char *line = NULL, *found = NULL;
	size_t cap = 0;

	while (f && getline(&line, &cap, f) >= 0) {
		if (!strncmp(line, "0::", 3)) {
			line[strcspn(line, "\n")] = 0;
			found = xstrdup(line + 3);
			break;
		}
	}
	free(line);
	if (f)
		fclose(f);
	return found;
}

static void setup_cgroup(void)
{
	char *mnt = cgroup2_mount(), *own = own_cgroup(), *kill_file;

	if (!mnt || !own || getenv("LTK_NO_CGROUP"))
		goto out;
	run_cgroup = xasprintf("%s%s/ltk-%d", mnt, strcmp(own, "/") ? own : "", (int)getpid());
	kill_file = xasprintf("%s/cgroup.kill", run_cgroup);
	if (mkdir(run_cgroup, 0755) || access(kill_file, W_OK)) {
		rmdir(run_cgroup);
		free(run_cgroup);
		run_cgroup = NULL;
	}
	free(kill_file);
out:
	free(mnt);
	free(own);
}

int exec_init(double log_limit)
{
	struct sigaction sa = { .sa_handler = on_sigchld, .sa_flags = SA_RESTART | SA_NOCLDSTOP };

	log_cap = (long long)log_limit;
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK))
		return -1;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	setup_cgroup();
	return wake_pipe[0];
}

void exec_fini(void)
{
	if (run_cgroup) {
		rmdir(run_cgroup);
		free(run_cgroup);
		run_cgroup = NULL;
	}
}

const char *exec_run_cgroup(void)
{
	return run_cgroup;
}

void exec_reclaim_cgroup(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *sub, *kf;

		if (e->d_name[0] != 't')
			continue;
		sub = xasprintf("%s/%s", dir, e->d_name);
		kf = xasprintf("%s/cgroup.kill", sub);
		write_str(kf, "1");
		for (int i = 0; i < 200 && rmdir(sub) && errno == EBUSY; i++)
			usleep(10000);
		free(kf);
		free(sub);
	}
	if (d)
		closedir(d);
	rmdir(dir);
}

void exec_ack_wakeup(void)
{
	char buf[256];

	while (read(wake_pipe[0], buf, sizeof(buf)) > 0)
		;
}

/* What the child does between its birth and the test's exec. */
struct child_plan {
	const char *bin;	/* the binary to exec directly, or NULL: the shell runs script */
	char **argv;
	const char *script;
	char **envp;		/* the runner's environment with TMPDIR set */
	const char *tmpdir;
	const char *procs;	/* cgroup.procs to join, NULL when born in the cgroup */
	int null_fd, out_fd;
};

/*
 * Only system calls and no heap (write_str() is both): in spawn_shared()'s child this
 * runs on the runner's memory. Signals arrive blocked there; the handlers go back to the
 * defaults before anything is unblocked.
 */
static int child_main(void *arg)
{
	const struct child_plan *p = arg;
	char *sh_argv[] = { "sh", "-c", (char *)p->script, NULL };
	struct sigaction dfl;
	sigset_t none;

	setpgid(0, 0);
	prctl(PR_SET_PDEATHSIG, SIGKILL);	/* a runner killed by -9 takes its test along */
	if (p->procs)	/* on failure the test runs outside the cgroup, as without one */
		write_str(p->procs, "0");
	memset(&dfl, 0, sizeof(dfl));
	dfl.sa_handler = SIG_DFL;
	for (int s = 1; s < NSIG; s++)
		sigaction(s, &dfl, NULL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	dup2(p->null_fd, 0);
	dup2(p->out_fd, 1);
	dup2(p->out_fd, 2);
	if (chdir(p->tmpdir))
		_exit(127);
	if (p->bin)
		execve(p->bin, p->argv, p->envp);
	execve("/bin/sh", sh_argv, p->envp);
	_exit(127);
}

/* environ with TMPDIR=tmpdir in place of any TMPDIR: free() the array and its last string. */
static char **env_with_tmpdir(const char *tmpdir, char **tmp_entry)
{
	extern char **environ;
	size_t n = 0, k = 0;
	char **envp;

	while (environ && environ[n])
		n++;
	envp = xcalloc(n + 2, sizeof(char *));
	for (size_t i = 0; i < n; i++)
		if (strncmp(environ[i], "TMPDIR=", 7))
			envp[k++] = environ[i];
	*tmp_entry = xasprintf("TMPDIR=%s", tmpdir);
	envp[k] = *tmp_entry;
	return envp;
}

/*
 * Starts the child, born in the cgroup when there is one (clone3 with CLONE_INTO_CGROUP):
 * moving a process into a cgroup afterwards costs the kernel an RCU grace period, several
 * milliseconds per test. Memory is shared until the exec where this build can (spawn.h),
 * else it is fork() or clone3() without CLONE_VM; where clone3 cannot place the child, it
 * joins the cgroup itself by writing cgroup.procs.
 */
static pid_t spawn_child(const char *cgroup, struct child_plan *p)
{
	struct clone_args args = { .exit_signal = SIGCHLD, .flags = CLONE_INTO_CGROUP };
	int fd = cgroup ? open(cgroup, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
	const char *procs = p->procs;
	long pid;

	p->procs = fd >= 0 ? NULL : procs;	/* born in place: nothing to join */
	pid = spawn_shared(fd, child_main, p);
	if (pid < 0 && fd >= 0) {
		args.cgroup = fd;
		pid = syscall(SYS_clone3, &args, sizeof(args));
	}
	if (pid < 0) {
		p->procs = procs;
		pid = fork();
	}
	if (fd >= 0)
		close(fd);
	if (!pid)
		child_main(p);
	return pid;
}

static void fail_start(struct job *j, const char *what)
{
	j->r->status = ST_BROK;
	j->r->reason = xasprintf("runner could not start the test: %s: %s", what,
				 strerror(errno));
}

/*
 * The words of a command line that needs no shell (words of letters, digits and
 * "_./,:+%@=-", the first without '='): the shell would only have split it at blanks.
 * NULL for anything else. The caller frees the array and its first element.
 */
static char **plain_argv(const char *cmd)
{
	static const char plain[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				    "0123456789_./,:+%@=- \t";
	char *copy, *w, *save = NULL, **argv;
	int n = 0;

	if (cmd[strspn(cmd, plain)])
		return NULL;
	copy = xstrdup(cmd);
	argv = xcalloc(strlen(cmd) / 2 + 2, sizeof(char *));
	for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
		argv[n++] = w;
	if (!n || strchr(argv[0], '=')) {
		free(copy);
		free(argv);
		return NULL;
	}
	return argv;	/* argv[0] is copy */
}

static void free_argv(char **argv)
{
	if (argv)
		free(argv[0]);
	free(argv);
}

/* What dir is now; *empty says whether it holds anything. -1 when it is not a directory. */
static int tmpdir_identify(const char *dir, struct tmpdir_id *id, int *empty)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	DIR *d;
	struct dirent *e;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st)) {
		close(fd);
		return -1;
	}
	id->dev = st.st_dev;
	id->ino = st.st_ino;
	id->uid = st.st_uid;
	id->gid = st.st_gid;
	id->mode = st.st_mode;
	if (ioctl(fd, FS_IOC_GETFLAGS, &id->flags))
		id->flags = -1;
	id->xattrs = flistxattr(fd, NULL, 0);
	*empty = 1;
	d = fdopendir(fd);
	if (!d) {
		close(fd);
		return -1;
	}
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			*empty = 0;
	closedir(d);
	return 0;
}

int exec_tmpdir_unchanged(const struct job *j)
{
	struct tmpdir_id now;
	int empty;

	return j->tmpdir && !tmpdir_identify(j->tmpdir, &now, &empty) && empty &&
	       now.dev == j->tmp_id.dev && now.ino == j->tmp_id.ino &&
	       now.uid == j->tmp_id.uid && now.gid == j->tmp_id.gid &&
	       now.mode == j->tmp_id.mode && (now.mode & 07777) == 0777 &&
	       now.flags == j->tmp_id.flags && now.xattrs == j->tmp_id.xattrs;
}

int exec_start(struct job *j, const char *log_path, const char *tmpdir, double timeout)
{
	int pfd[2], null;
	char *procs = NULL, *bin = command_binary(j->t->cmd), *script, *tmp_entry = NULL;
	struct child_plan plan;
	char **argv = bin ? plain_argv(j->t->cmd) : NULL;

	/*
	 * A single command is exec'ed (by us when it needs no shell, else by the shell), so
	 * the test itself is the process we wait for: its exit status and the signal that
	 * killed it reach us unchanged.
	 */
	script = bin ? xasprintf("exec %s", j->t->cmd) : xstrdup(j->t->cmd);

	j->out_fd = -1;
	j->log_fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (j->log_fd < 0) {
		fail_start(j, log_path);
		free(script);
		free(bin);
		free_argv(argv);
		return -1;
	}
	if (!j->tmp_reused) {
		int empty;

		if (mkdir(tmpdir, 0777) && errno != EEXIST) {
			fail_start(j, tmpdir);
			free(script);
			free(bin);
			free_argv(argv);
			return -1;
		}
		chmod(tmpdir, 0777);	/* tests drop privileges and still need their TMPDIR */
		if (tmpdir_identify(tmpdir, &j->tmp_id, &empty))
			j->tmp_id.mode = 0;	/* never reused */
	}
	j->tmpdir = xstrdup(tmpdir);
	if (run_cgroup) {
		j->cgroup = xasprintf("%s/t%u", run_cgroup, ++seq);
		if (mkdir(j->cgroup, 0755)) {
			free(j->cgroup);
			j->cgroup = NULL;
		} else {
			procs = xasprintf("%s/cgroup.procs", j->cgroup);
		}
	}
	null = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (null < 0 || pipe2(pfd, O_CLOEXEC)) {
		fail_start(j, "pipe");
		free(procs);
		free(script);
		free(bin);
		free_argv(argv);
		return -1;
	}
	j->start = now_mono();
	j->r->stime = now_real();
	plan.bin = argv ? bin : NULL;
	plan.argv = argv;
	plan.script = script;
	plan.envp = env_with_tmpdir(tmpdir, &tmp_entry);
	plan.tmpdir = tmpdir;
	plan.procs = procs;
	plan.null_fd = null;
	plan.out_fd = pfd[1];
	j->pid = spawn_child(j->cgroup, &plan);
	free(plan.envp);
	free(tmp_entry);
	if (j->pid < 0) {
		fail_start(j, "fork");
		close(pfd[0]);
		close(pfd[1]);
		close(null);
		free(procs);
		free(script);
		free(bin);
		free_argv(argv);
		return -1;
	}
	free(bin);
	free_argv(argv);
	setpgid(j->pid, j->pid);
	track(j);
	free(script);
	close(pfd[1]);
	close(null);
	free(procs);
	j->out_fd = pfd[0];
	fcntl(j->out_fd, F_SETFL, O_NONBLOCK);
	j->deadline = timeout > 0 ? j->start + timeout : 0;
	return 0;
}

static void scan_line(struct job *j)
{
	char *conf;

	j->line[j->line_len] = 0;
	if (j->nfail_lines < 3 && (strstr(j->line, "TFAIL") || strstr(j->line, "TBROK"))) {
		sb_printf(&j->fail_lines, "%s\n", j->line);
		j->nfail_lines++;
	}
	/* The first TCONF line says why the test did not run: "file.c:12: TCONF: why". */
	if (!j->conf_line && (conf = strstr(j->line, "TCONF"))) {
		conf += 5;
		while (*conf == ':' || *conf == ' ')
			conf++;
		j->conf_line = xstrdup(*conf ? conf : j->line);
	}
	j->line_len = 0;
}

static void consume(struct job *j, const char *buf, size_t n)
{
	if (j->logged + (long long)n > log_cap) {
		size_t keep = log_cap > j->logged ? log_cap - j->logged : 0;

		j->dropped += n - keep;
		n = keep;
	}
	if (n && write(j->log_fd, buf, n) == (ssize_t)n)
		j->logged += n;
}

static void keep_tail(struct job *j, const char *buf, size_t n)
{
	if (n >= JOB_TAIL) {
		memcpy(j->tail, buf + n - JOB_TAIL, JOB_TAIL);
		j->tail_len = JOB_TAIL;
		return;
	}
	if (j->tail_len + n > JOB_TAIL) {
		size_t drop = j->tail_len + n - JOB_TAIL;

		memmove(j->tail, j->tail + drop, j->tail_len - drop);
		j->tail_len -= drop;
	}
	memcpy(j->tail + j->tail_len, buf, n);
	j->tail_len += n;
}

void exec_read_output(struct job *j)
{
	char buf[65536];

	while (j->out_fd >= 0) {
		ssize_t n = read(j->out_fd, buf, sizeof(buf));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			close(j->out_fd);
			j->out_fd = -1;
			if (j->line_len)
				scan_line(j);
			return;
		}
		consume(j, buf, n);
		keep_tail(j, buf, n);
		if (j->nfail_lines < 3 || !j->conf_line) {
			for (ssize_t i = 0; i < n; i++) {
				if (buf[i] == '\n')
					scan_line(j);
				else if (j->line_len < sizeof(j->line) - 1)
					j->line[j->line_len++] = buf[i];
			}
		}
	}
}

static int cgroup_pids(const char *cg, pid_t *pids, int max)
{
	char *path = xasprintf("%s/cgroup.procs", cg);
	FILE *f = fopen(path, "re");
	int n = 0, pid;

	free(path);
	if (!f)
		return 0;
	while (n < max && fscanf(f, "%d", &pid) == 1)
		pids[n++] = pid;
	fclose(f);
	return n;
}

void exec_signal(struct job *j, int sig)
{
	if (j->cgroup) {
		if (sig == SIGKILL) {
			char *kf = xasprintf("%s/cgroup.kill", j->cgroup);

			write_str(kf, "1");
			free(kf);
		} else {
			pid_t pids[1024];
			int n = cgroup_pids(j->cgroup, pids, 1024);

			for (int i = 0; i < n; i++)
				kill(pids[i], sig);
		}
	}
	if (j->pid > 0)
		kill(-j->pid, sig);
}

void exec_check_deadline(struct job *j, double now, double grace)
{
	if (j->exited)
		return;
	if (j->deadline && now >= j->deadline && !j->timed_out) {
		j->timed_out = 1;
		exec_signal(j, SIGTERM);
		j->kill_at = now + grace;
	}
	if (j->kill_at && now >= j->kill_at) {
		exec_signal(j, SIGKILL);
		j->kill_at = now + 1;	/* again, in case something was being forked */
	}
}

void exec_reap(void)
{
	for (;;) {
		int st;
		struct rusage ru;
		pid_t pid = wait4(-1, &st, WNOHANG, &ru);

		if (pid <= 0)
			return;
		/* Orphans reparented to us are reaped here and otherwise ignored. */
		for (int i = 0; i < nactive; i++) {
			if (active[i]->pid == pid && !active[i]->exited) {
				active[i]->exited = 1;
				active[i]->wstatus = st;
				active[i]->ru = ru;
			}
		}
	}
}

/* The fields of /proc/PID/stat after the command: state, ppid, pgrp. */
static int proc_stat(pid_t pid, int *ppid, int *pgrp)
{
	char *path = xasprintf("/proc/%d/stat", (int)pid), *stat = read_file(path, NULL);
	char *close_paren = stat ? strrchr(stat, ')') : NULL;
	int ok = close_paren && sscanf(close_paren + 1, " %*c %d %d", ppid, pgrp) == 2;

	free(path);
	free(stat);
	return ok ? 0 : -1;
}

/* Append the children of pid's threads (/proc/PID/task/TID/children) to pids[*n..max). */
static void children_of(pid_t pid, pid_t *pids, int *n, int max)
{
	char *dir = xasprintf("/proc/%d/task", (int)pid);
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *path, *list, *p, *end;

		if (e->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s/children", dir, e->d_name);
		list = read_file(path, NULL);
		free(path);
		for (p = list; p && *n < max; p = end) {
			long c = strtol(p, &end, 10);

			if (end == p)
				break;
			pids[(*n)++] = c;
		}
		free(list);
	}
	if (d)
		closedir(d);
	free(dir);
}

/* Does the kernel list a process's children (CONFIG_PROC_CHILDREN)? Asked once. */
static int children_listed(void)
{
	static int listed = -1;

	if (listed < 0) {
		char *self = xasprintf("/proc/%d/task/%d/children", (int)getpid(),
				       (int)getpid());

		listed = !access(self, R_OK);
		free(self);
	}
	return listed;
}

/*
 * Every process below the runner (a child subreaper: a test's processes stay below it
 * whatever they do), or -1 when the kernel does not list children or there are max or
 * more.
 */
static int descendants(pid_t *pids, int max)
{
	int n = 0;

	if (!children_listed())
		return -1;
	children_of(getpid(), pids, &n, max);
	for (int i = 0; i < n; i++)
		children_of(pids[i], pids, &n, max);
	return n < max ? n : -1;
}

/* Processes of the process group pgrp (the test's, unless they called setsid()). */
static int group_count(pid_t pgrp)
{
	pid_t below[512];
	int nb = descendants(below, 512), n = 0, ppid, grp;
	DIR *d;
	struct dirent *e;

	if (nb >= 0) {
		for (int i = 0; i < nb; i++)
			if (!proc_stat(below[i], &ppid, &grp) && grp == pgrp)
				n++;
		return n;
	}
	d = opendir("/proc");
	while (d && (e = readdir(d))) {
		pid_t pid = atoi(e->d_name);

		if (pid > 0 && !proc_stat(pid, &ppid, &grp) && grp == pgrp)
			n++;
	}
	if (d)
		closedir(d);
	return n;
}

/* "name[pid] state" of each of pids, for the finding: which process it was, doing what. */
static void describe(const pid_t *pids, int n, char *desc, size_t len)
{
	size_t used = 0;

	desc[0] = 0;
	for (int i = 0; i < n && used + 1 < len; i++) {
		char *path = xasprintf("/proc/%d/stat", (int)pids[i]), *st = read_file(path, NULL);
		char *open = st ? strchr(st, '(') : NULL, *close = st ? strrchr(st, ')') : NULL;
		int w;

		free(path);
		if (open && close && close > open && close[1] == ' ')
			w = snprintf(desc + used, len - used, "%s%.*s[%d] %c", i ? ", " : "",
				     (int)(close - open - 1), open + 1, (int)pids[i], close[2]);
		else
			w = snprintf(desc + used, len - used, "%s[%d] gone", i ? ", " : "",
				     (int)pids[i]);
		free(st);
		used += w > 0 ? (size_t)w : 0;
	}
}

static int leftovers(struct job *j, char *desc, size_t len)
{
	pid_t pids[64];

	if (j->cgroup) {
		int n = cgroup_pids(j->cgroup, pids, 64);

		if (n) {
			if (desc)
				describe(pids, n, desc, len);
			return n;
		}
	}
	return group_count(j->pid);
}

int exec_kill_leftovers(struct job *j, char *desc, size_t len)
{
	int found;
	double until = now_mono() + 5;

	exec_reap();
	found = leftovers(j, desc, len);
	if (!found)
		return 0;
	while (now_mono() < until) {
		exec_signal(j, SIGKILL);
		usleep(10000);
		exec_reap();
		exec_read_output(j);
		if (!leftovers(j, NULL, 0))
			break;
	}
	return found;
}

/* Is pid in the cgroup of a running test (whose processes are that test's business)? */
static int in_active_cgroup(pid_t pid)
{
	char *path = xasprintf("/proc/%d/cgroup", (int)pid), *cg = read_file(path, NULL), *rel;
	int found = 0;

	free(path);
	rel = cg ? strstr(cg, "0::") : NULL;
	if (rel) {
		rel += 3;
		rel[strcspn(rel, "\n")] = 0;
		for (int i = 0; i < nactive && !found; i++) {
			const char *c = active[i]->cgroup;
			size_t lc = c ? strlen(c) : 0, lr = strlen(rel);

			found = c && lc >= lr && !strcmp(c + lc - lr, rel);
		}
	}
	free(cg);
	return found;
}

static int is_stray(pid_t pid, pid_t pgrp)
{
	int ppid, grp, known = 0;

	if (pid <= 0 || proc_stat(pid, &ppid, &grp) || ppid != getpid())
		return 0;
	for (int i = 0; i < nactive; i++)
		known |= active[i]->pid == pid;
	return !known && (pgrp <= 0 || grp == pgrp) && !in_active_cgroup(pid);
}

/*
 * Our children that are no test's main process: orphans of tests, reparented to us (the
 * runner is a child subreaper). Those still inside a running test's cgroup are left to
 * that test; with pgrp > 0 only those of that process group are taken.
 */
static int strays(pid_t *pids, int max, pid_t pgrp)
{
	pid_t kids[512];
	int n = 0, nk = 0;
	DIR *d;
	struct dirent *e;

	if (children_listed()) {
		children_of(getpid(), kids, &nk, 512);
		for (int i = 0; i < nk && n < max; i++)
			if (is_stray(kids[i], pgrp))
				pids[n++] = kids[i];
		if (nk < 512)
			return n;
		n = 0;
	}
	d = opendir("/proc");
	while (d && n < max && (e = readdir(d))) {
		pid_t pid = atoi(e->d_name);

		if (is_stray(pid, pgrp))
			pids[n++] = pid;
	}
	if (d)
		closedir(d);
	return n;
}

int exec_strays_alive(void)
{
	pid_t pid;

	return strays(&pid, 1, 0) > 0;
}

int exec_kill_strays(pid_t pgrp)
{
	pid_t pids[256];
	int n = strays(pids, 256, pgrp), found = n;
	double until = now_mono() + 5;

	while (n && now_mono() < until) {
		for (int i = 0; i < n; i++)
			kill(pids[i], SIGKILL);
		usleep(10000);
		exec_reap();
		n = strays(pids, 256, pgrp);
	}
	return found;
}

void exec_finish(struct job *j)
{
	untrack(j);
	if (j->out_fd >= 0) {
		exec_read_output(j);
		if (j->out_fd >= 0) {
			close(j->out_fd);
			j->out_fd = -1;
		}
	}
	if (j->dropped) {
		char note[160];
		int n = snprintf(note, sizeof(note),
				 "\n[ltk: output truncated: %lld bytes kept, %lld bytes dropped]\n",
				 j->logged, j->dropped);

		if (write(j->log_fd, note, n) < 0) {
			/* the log is best effort; the result records the truncation */
		}
		j->r->log_truncated = 1;
	}
	if (j->log_fd >= 0) {
		close(j->log_fd);
		j->log_fd = -1;
	}
	if (j->cgroup) {
		for (int i = 0; i < 100 && rmdir(j->cgroup) && errno == EBUSY; i++)
			usleep(10000);
		free(j->cgroup);
		j->cgroup = NULL;
	}
}
