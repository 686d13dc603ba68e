// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timeout_kill SECS PID [RUNNER_FILE]: the watchdog of a shell test.
 *
 * Started in the background by tst_test.sh. When SECS pass and the test (PID, our parent)
 * is still running, it freezes the shell that runs the test body (the pid in RUNNER_FILE,
 * PID by default) and all its descendants, kills the descendants, then sends the shell
 * SIGUSR1 once they are gone and lets it go on: the library's trap reports TBROK and runs
 * the cleanup. The freeze makes the kill exact: a frozen shell cannot start a new child
 * while we look.
 * If the test has not ended GRACE seconds later, everything left is killed.
 * Exits 0 quietly when the parent ends first.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define GRACE_SECS 30
#define MAX_PROCS 4096

static pid_t parent;

static int parent_alive(void)
{
	return getppid() == parent;
}

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

/* State letter and parent of pid from /proc/PID/stat; 0 when it is gone. */
static int proc_stat(pid_t pid, pid_t *ppid)
{
	char path[64], buf[512], *p;
	FILE *f;
	char state = 0;
	int pp = -1;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fgets(buf, sizeof(buf), f)) {
		/* "pid (comm) S ppid ...": comm may hold spaces and ')' */
		p = strrchr(buf, ')');
		if (!p || sscanf(p + 1, " %c %d", &state, &pp) != 2)
			state = 0;
	}
	fclose(f);
	if (ppid)
		*ppid = pp;
	return state;
}

static pid_t parent_of(pid_t pid)
{
	pid_t ppid = -1;

	return proc_stat(pid, &ppid) ? ppid : -1;
}

/*
 * kill() only queues SIGKILL: a process under load may still run for a while. Wait (at most
 * 10 s) until every one killed is gone or a zombie, so that none outlives the test's end.
 */
static void wait_dead(const pid_t *pids, int from, int n)
{
	for (int ms = 0; ms < 10000; ms += 10) {
		int alive = 0;

		for (int i = from; i < n && !alive; i++) {
			int state = proc_stat(pids[i], NULL);

			alive = state && state != 'Z' && state != 'X';
		}
		if (!alive)
			return;
		sleep_ms(10);
	}
}

static int listed(const pid_t *pids, int n, pid_t pid)
{
	for (int i = 0; i < n; i++) {
		if (pids[i] == pid)
			return 1;
	}
	return 0;
}

/*
 * Add the descendants of root not yet in pids[] (pids[0] is root), stopping each one
 * found. Returns the new count.
 */
static int collect(pid_t *pids, int n)
{
	DIR *dir = opendir("/proc");
	struct dirent *de;
	pid_t self = getpid();

	if (!dir)
		return n;
	while ((de = readdir(dir)) && n < MAX_PROCS) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);

		if (*end || pid <= 0 || pid == self || listed(pids, n, pid))
			continue;
		if (listed(pids, n, parent_of(pid))) {
			kill(pid, SIGSTOP);
			pids[n++] = pid;
		}
	}
	closedir(dir);
	return n;
}

/* Freeze root and its whole tree; returns how many processes (root included). */
static int freeze_tree(pid_t root, pid_t *pids)
{
	int n = 1, prev = 0;

	pids[0] = root;
	kill(root, SIGSTOP);
	/* Children forked before the freeze landed appear on a later pass. */
	for (int pass = 0; pass < 20 && n != prev; pass++) {
		prev = n;
		n = collect(pids, n);
	}
	return n;
}

static pid_t read_runner(const char *file, pid_t dflt)
{
	FILE *f;
	int pid = 0;

	if (!file)
		return dflt;
	f = fopen(file, "r");
	if (!f)
		return dflt;
	if (fscanf(f, "%d", &pid) != 1 || pid <= 0 || kill(pid, 0))
		pid = dflt;
	fclose(f);
	return pid;
}

static int parse_int(const char *s, long *val)
{
	char *end;

	errno = 0;
	*val = strtol(s, &end, 10);
	return !errno && end != s && !*end;
}

int main(int argc, char *argv[])
{
	static pid_t pids[MAX_PROCS];
	long secs, pid;
	pid_t runner;
	int n;

	if (argc < 3 || argc > 4 || !parse_int(argv[1], &secs) || !parse_int(argv[2], &pid) ||
	    secs < 1 || pid < 1) {
		fprintf(stderr, "usage: tst_timeout_kill SECS PID [RUNNER_FILE]\n");
		return 2;
	}
	parent = getppid();
	if (parent != pid) {
		fprintf(stderr, "tst_timeout_kill: %ld is not my parent\n", pid);
		return 2;
	}
	for (long ms = secs * 1000; ms > 0; ms -= 100) {
		if (!parent_alive())
			return 0;
		sleep_ms(100);
	}
	if (!parent_alive())
		return 0;

	runner = read_runner(argc == 4 ? argv[3] : NULL, pid);
	n = freeze_tree(runner, pids);
	for (int i = 1; i < n; i++)
		kill(pids[i], SIGKILL);
	wait_dead(pids, 1, n);
	kill(runner, SIGUSR1);
	kill(runner, SIGCONT);

	for (int ms = GRACE_SECS * 1000; ms > 0; ms -= 100) {
		if (!parent_alive())
			return 0;
		sleep_ms(100);
	}
	fprintf(stderr, "tst_timeout_kill: test %ld did not end %d s after the timeout, "
		"killing it\n", pid, GRACE_SECS);
	n = freeze_tree(pid, pids);
	for (int i = 0; i < n; i++)
		kill(pids[i], SIGKILL);
	wait_dead(pids, 0, n);
	return 0;
}
