// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a test changed on the host outside its TMPDIR: mounts, attached loop devices and
 * sysctl values, each compared between a snapshot taken when the test started and one
 * taken when it ended. On a shared machine a change may be someone else's, so mounts and
 * loop devices are only reported; a sysctl is put back when the test ran alone (nothing
 * else of the run can have wanted the new value) and no other ltk run is executing tests
 * on this host (host_runs.c), and reported either way.
 *
 * The sysctl snapshot reads the directories tests change (kernel, vm, fs, user, net.core,
 * net.ipv4/ipv6 top level, net.unix), minus counters that move by themselves and files
 * whose reading has side effects: about 460 files. Looking them up is what costs (4 ms a
 * snapshot on a loaded machine), so they are listed and opened once per run and a snapshot
 * is a pread() of each open file (half a millisecond): the kernel formats the current value
 * at every read, whoever changed it and however (write, sethostname(), another mount of
 * /proc).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "host_runs.h"
#include "observe.h"
#include "result.h"
#include "util.h"

struct host_snap {
	char **mounts;		/* "ID MOUNTPOINT FSTYPE" of each mount */
	int nmounts;
	char **loops;		/* "loopN BACKING" of each attached loop device */
	int nloops;
	const char **keys, **vals;	/* sysctls, in directory order, pointing into text */
	char *text;		/* "KEY\0VALUE\0" of each: one block, few pages to touch */
	int nsysctls;
};

static const char *const sysctl_dirs[] = {
	"kernel", "vm", "fs", "user", "net/core", "net/ipv4", "net/ipv6", "net/unix",
};

/* Moving counters, random values, write-only or side-effect files, per-device trees. */
static const char *const sysctl_skip[] = {
	"kernel/random", "kernel/ns_last_pid", "kernel/pty/nr", "kernel/tainted",
	"kernel/perf_event_max_sample_rate", "kernel/sched_domain", "kernel/usermodehelper",
	"vm/stat_refresh", "vm/drop_caches", "vm/compact_memory", "vm/nr_pdflush_threads",
	"fs/dentry-state", "fs/inode-nr", "fs/inode-state", "fs/file-nr", "fs/dquot-nr",
	"fs/aio-nr", "fs/quota", "fs/binfmt_misc", "fs/fanotify/watches",
	"net/ipv4/conf", "net/ipv4/neigh", "net/ipv4/route", "net/ipv6/conf",
	"net/ipv6/neigh", "net/ipv6/route", "net/ipv4/tcp_fastopen_key",
};

static void add(char ***v, int *n, char *s)
{
	*v = xrealloc(*v, (*n + 1) * sizeof(char *));
	(*v)[(*n)++] = s;
}

static int skipped(const char *rel)
{
	for (size_t i = 0; i < sizeof(sysctl_skip) / sizeof(sysctl_skip[0]); i++) {
		size_t n = strlen(sysctl_skip[i]);

		if (!strncmp(rel, sysctl_skip[i], n) && (!rel[n] || rel[n] == '/'))
			return 1;
	}
	return 0;
}

/* The sysctl files watched, opened once: a snapshot is one pread() of each. */
static struct sysctl_file {
	char *key;		/* path under /proc/sys */
	int fd;			/* -1: opened by path each time (no descriptor left) */
} *watched;
static int nwatched;
static nlink_t modules_seen;	/* /sys/module's link count when the list was made */

static void forget_sysctls(void)
{
	for (int i = 0; i < nwatched; i++) {
		if (watched[i].fd >= 0)
			close(watched[i].fd);
		free(watched[i].key);
	}
	free(watched);
	watched = NULL;
	nwatched = 0;
}

/* Descriptors kept open stay below half the soft limit: the rest is read by path. */
static int fd_budget(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) || rl.rlim_cur == RLIM_INFINITY)
		return 4096;
	return rl.rlim_cur / 2;
}

static void list_sysctls(const char *rel, int budget)
{
	char *path = xasprintf("/proc/sys/%s", rel);
	DIR *d = opendir(path);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *sub;
		int fd;

		if (e->d_name[0] == '.')
			continue;
		sub = xasprintf("%s/%s", rel, e->d_name);
		if (skipped(sub)) {
			free(sub);
			continue;
		}
		if (e->d_type == DT_DIR) {
			list_sysctls(sub, budget);
			free(sub);
			continue;
		}
		/* relative to the directory: a lookup of one name, not of the whole path */
		fd = openat(dirfd(d), e->d_name, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		if (fd < 0 && errno != EMFILE && errno != ENFILE) {
			free(sub);	/* write-only or not ours to read */
			continue;
		}
		if (fd >= budget) {	/* the tests' pipes and logs need them more */
			close(fd);
			fd = -1;
		}
		watched = xrealloc(watched, (nwatched + 1) * sizeof(*watched));
		watched[nwatched].key = sub;
		watched[nwatched++].fd = fd;
	}
	if (d)
		closedir(d);
	free(path);
}

/*
 * Which sysctls exist changes when a module registers its own (xfs's fs/xfs/...): the list
 * is made again when /sys/module's link count (2 + one per module directory) moved.
 */
static void watch_sysctls(void)
{
	struct stat st;
	nlink_t modules = stat("/sys/module", &st) ? 0 : st.st_nlink;

	if (watched && modules == modules_seen)
		return;
	int budget = fd_budget();

	forget_sysctls();
	modules_seen = modules;
	for (size_t i = 0; i < sizeof(sysctl_dirs) / sizeof(sysctl_dirs[0]); i++)
		list_sysctls(sysctl_dirs[i], budget);
}

/*
 * The values go into one block: the runner forks a test after every snapshot, and a
 * string of its own for each of 460 values would be 920 allocations scattered over pages
 * that each fork makes copy-on-write, so freeing the snapshot page-faulted on most of them.
 */
static void read_sysctls(struct host_snap *s)
{
	static size_t last_len;	/* the last snapshot's size: this one is made in one piece */
	struct sbuf text = { .s = xmalloc(last_len + 1), .cap = last_len + 1 };
	size_t *at;

	text.s[0] = 0;
	watch_sysctls();
	at = xcalloc(nwatched, sizeof(*at));
	for (int i = 0; i < nwatched; i++) {
		char buf[1024];
		ssize_t len;
		int fd = watched[i].fd;

		if (fd < 0) {
			char *full = xasprintf("/proc/sys/%s", watched[i].key);

			fd = open(full, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
			free(full);
		}
		len = fd < 0 ? -1 : pread(fd, buf, sizeof(buf) - 1, 0);
		if (fd >= 0 && fd != watched[i].fd)
			close(fd);
		if (len < 0)
			continue;	/* gone (its module unloaded) or not readable */
		buf[len] = 0;
		at[s->nsysctls++] = text.len;
		sb_add(&text, watched[i].key, strlen(watched[i].key) + 1);
		sb_add(&text, buf, strcspn(buf, "\n"));
		sb_add(&text, "", 1);
	}
	s->text = text.s;
	last_len = text.len;
	s->keys = xcalloc(s->nsysctls + 1, sizeof(char *));
	s->vals = xcalloc(s->nsysctls + 1, sizeof(char *));
	for (int i = 0; i < s->nsysctls; i++) {
		s->keys[i] = text.s + at[i];
		s->vals[i] = s->keys[i] + strlen(s->keys[i]) + 1;
	}
	free(at);
}

static void read_mounts(struct host_snap *s)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL;
	size_t cap = 0;

	while (f && getline(&line, &cap, f) >= 0) {
		char id[32], mp[4096], *dash = strstr(line, " - "), fstype[64] = "?";

		if (sscanf(line, "%31s %*s %*s %*s %4095s", id, mp) != 2)
			continue;
		if (dash)
			sscanf(dash + 3, "%63s", fstype);
		add(&s->mounts, &s->nmounts, xasprintf("%s %s %s", id, mp, fstype));
	}
	free(line);
	if (f)
		fclose(f);
}

static void add_loop(const char *name, const char *backing, void *ctx)
{
	struct host_snap *s = ctx;

	add(&s->loops, &s->nloops, xasprintf("%s %s", name, backing));
}

struct host_snap *observe_host_snapshot(void)
{
	struct host_snap *s = xcalloc(1, sizeof(*s));

	read_mounts(s);
	observe_each_loop(add_loop, s);
	read_sysctls(s);
	return s;
}

/* The value of key in s, or NULL; hint: where it is when both snapshots list the same keys. */
static const char *value_of(const struct host_snap *s, const char *key, int hint)
{
	if (hint < s->nsysctls && !strcmp(s->keys[hint], key))
		return s->vals[hint];
	for (int i = 0; i < s->nsysctls; i++)
		if (!strcmp(s->keys[i], key))
			return s->vals[i];
	return NULL;
}

static int put_back(const char *key, const char *val)
{
	char *path = xasprintf("/proc/sys/%s", key);
	int fd = open(path, O_WRONLY | O_CLOEXEC), ok;

	free(path);
	ok = fd >= 0 && write(fd, val, strlen(val)) == (ssize_t)strlen(val);
	if (fd >= 0)
		close(fd);
	return ok;
}

/* Paths under the run's tmp root are observe_leaks()'s business (the test's or a neighbour's). */
static int in_dir(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return dir && !strncmp(path, dir, n) && (path[n] == 0 || path[n] == '/');
}

int observe_host_under(const struct host_snap *s, const char *dir)
{
	for (int i = 0; i < s->nmounts; i++) {
		char mp[4096];

		if (sscanf(s->mounts[i], "%*s %4095s", mp) == 1 && in_dir(mp, dir))
			return 1;
	}
	for (int i = 0; i < s->nloops; i++)
		if (in_dir(strchr(s->loops[i], ' ') + 1, dir))
			return 1;
	return 0;
}

int observe_host_check(struct result *r, const struct host_snap *before, const char *tmproot,
		       int alone, const char *beside, struct host_snap *after,
		       struct host_snap **now)
{
	const char *who = alone ? "" : " (tests running beside it: ";
	char other[96] = "";
	int found = 0, others_known = 0;

	for (int i = 0; i < after->nmounts; i++) {
		char id[32], mp[4096], fstype[64];

		if (str_listed(before->mounts, before->nmounts, after->mounts[i]) ||
		    sscanf(after->mounts[i], "%31s %4095s %63s", id, mp, fstype) != 3 ||
		    in_dir(mp, tmproot))
			continue;
		result_add_finding(r, "mount left outside TMPDIR: %s (%s)%s%s%s", mp, fstype, who,
				   alone ? "" : beside, alone ? "" : ")");
		found++;
	}
	for (int i = 0; i < after->nloops; i++) {
		const char *backing = strchr(after->loops[i], ' ') + 1;

		if (str_listed(before->loops, before->nloops, after->loops[i]) || in_dir(backing, tmproot))
			continue;
		result_add_finding(r, "loop device left attached: /dev/%.*s (backing file %s)%s%s%s",
				   (int)(backing - after->loops[i] - 1), after->loops[i], backing,
				   who, alone ? "" : beside, alone ? "" : ")");
		found++;
	}
	for (int i = 0; i < after->nsysctls; i++) {
		const char *old = value_of(before, after->keys[i], i);
		pid_t pid;

		if (!old || !strcmp(old, after->vals[i]))
			continue;
		/* /proc/locks is read once, at the first changed sysctl */
		if (alone && !others_known++ && host_runs_others(&pid))
			snprintf(other, sizeof(other), " (not put back: another ltk run is "
				 "executing tests on this host%s%.0d)", pid ? ", pid " : "", (int)pid);
		result_add_finding(r, "sysctl %s changed: '%s' -> '%s'%s%s%s%s", after->keys[i],
				   old, after->vals[i],
				   other[0] ? other : !alone ? "" : put_back(after->keys[i], old) ?
				   " (put back)" : " (cannot put it back)",
				   who, alone ? "" : beside, alone ? "" : ")");
		found++;
	}
	if (found) {	/* what was put back is not in after: look again */
		observe_host_free(after);
		after = observe_host_snapshot();
	}
	*now = after;
	return found;
}

void observe_host_fini(void)
{
	forget_sysctls();
}

void observe_host_free(struct host_snap *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nmounts; i++)
		free(s->mounts[i]);
	for (int i = 0; i < s->nloops; i++)
		free(s->loops[i]);
	free(s->text);
	free(s->mounts);
	free(s->loops);
	free(s->keys);
	free(s->vals);
	free(s);
}
