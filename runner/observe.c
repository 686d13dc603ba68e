// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Kernel health and leak checks. Only what a test can be held responsible for is touched:
 * mounts whose mount point is in the test's TMPDIR and loop devices whose backing file is
 * there, or whose memory is named after a path there (LTK tests put both there), so other
 * users of a shared machine are never affected.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include "observe.h"
#include "result.h"
#include "util.h"

static int kmsg_rd = -1, kmsg_wr = -1;

int observe_init(int markers)
{
	kmsg_rd = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (kmsg_rd >= 0)
		lseek(kmsg_rd, 0, SEEK_END);
	if (markers)
		kmsg_wr = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);
	return kmsg_rd;
}

void observe_fini(void)
{
	if (kmsg_rd >= 0)
		close(kmsg_rd);
	if (kmsg_wr >= 0)
		close(kmsg_wr);
	kmsg_rd = kmsg_wr = -1;
}

void observe_marker(const char *what, const char *tag)
{
	char buf[512];
	int n;

	if (kmsg_wr < 0)
		return;
	n = snprintf(buf, sizeof(buf), "LTK: %s %s\n", what, tag);
	if (write(kmsg_wr, buf, n) < 0) {
		/* rate limited or not permitted: the markers are a convenience */
	}
}

static const char *const kernel_trouble[] = {
	"BUG:", "WARNING:", "Oops", "KASAN:", "UBSAN:", "kernel BUG at",
	"general protection fault", "Kernel panic", "possible circular locking",
	"possible recursive locking", "inconsistent lock state", "lockdep",
	"blocked for more than", "hung_task", "soft lockup", "hard LOCKUP",
	"rcu_sched self-detected stall", "RCU stall", NULL
};

void observe_kmsg(void (*found)(const char *msg, int trouble, void *ctx), void *ctx)
{
	char rec[8192];

	if (kmsg_rd < 0)
		return;
	for (;;) {
		ssize_t n = read(kmsg_rd, rec, sizeof(rec) - 1);
		char *msg, *end;

		if (n < 0 && errno == EPIPE)
			continue;	/* records overwritten before we read them */
		if (n <= 0)
			return;
		rec[n] = 0;
		msg = strchr(rec, ';');
		if (!msg)
			continue;
		msg++;
		end = strchr(msg, '\n');
		if (end)
			*end = 0;
		if (!strncmp(msg, "LTK: ", 5))
			continue;
		int trouble = 0;

		/*
		 * "traps: prog[pid] general protection fault ip:... in prog" and "prog[pid]:
		 * segfault at ..." report a user program's fault (tests cause them on purpose),
		 * not a problem of the kernel's.
		 */
		if (!strncmp(msg, "traps: ", 7) || strstr(msg, ": segfault at "))
			trouble = -1;
		for (int i = 0; kernel_trouble[i] && !trouble; i++)
			trouble = strstr(msg, kernel_trouble[i]) != NULL;
		trouble = trouble > 0;
		found(msg, trouble, ctx);
	}
}

unsigned long observe_taint(void)
{
	/* LTK_TAINTED_FILE: read the flags elsewhere (the runner's self-test fakes a taint). */
	const char *path = getenv("LTK_TAINTED_FILE");
	char *s = read_file(path && *path ? path : "/proc/sys/kernel/tainted", NULL);
	unsigned long v = s ? strtoul(s, NULL, 10) : 0;

	free(s);
	return v;
}

int observe_taint_check(struct result *r, unsigned long before, unsigned long after)
{
	static const char letters[] = "PFSRMBUDAWCIOELKXTN";
	char flags[sizeof(letters)] = "";
	unsigned long grown = after & ~before & ~TAINT_NO_FINDING;
	int k = 0;

	if (!grown)
		return 0;
	for (int i = 0; letters[i]; i++)
		if (grown & (1UL << i))
			flags[k++] = letters[i];
	flags[k] = 0;
	result_add_finding(r, "kernel tainted during the test: %lu -> %lu (new flags %s)",
			   before, after, flags);
	return 1;
}

static int under(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(path, dir, n) && (path[n] == 0 || path[n] == '/');
}

/* Mount points under dir, deepest last in mountinfo order; returns how many. */
static int mounts_under(const char *dir, char ***out)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char *line = NULL;
	size_t cap = 0;
	int n = 0;

	*out = NULL;
	while (f && getline(&line, &cap, f) >= 0) {
		char mp[4096];

		if (sscanf(line, "%*s %*s %*s %*s %4095s", mp) != 1 || !under(mp, dir))
			continue;
		*out = xrealloc(*out, (n + 1) * sizeof(char *));
		(*out)[n++] = xstrdup(mp);
	}
	free(line);
	if (f)
		fclose(f);
	return n;
}

static int leaked_mounts(struct result *r, const char *tmpdir)
{
	int total = 0;

	for (int round = 0; round < 8; round++) {
		char **mps;
		int n = mounts_under(tmpdir, &mps);

		for (int i = n - 1; i >= 0; i--) {
			if (!round)
				result_add_finding(r, "mount left behind: %s", mps[i]);
			if (umount2(mps[i], 0) && umount2(mps[i], MNT_DETACH))
				result_add_finding(r, "cannot unmount %s: %s", mps[i],
						   strerror(errno));
			free(mps[i]);
		}
		free(mps);
		if (!round)
			total = n;
		if (!n)
			break;
	}
	return total;
}

/*
 * A loop device over memory shows "/memfd:NAME (deleted)"; the library names the memfd
 * after the image path it would otherwise have used in the test's TMPDIR: keep NAME.
 */
static void memfd_to_name(char *backing)
{
	static const char pre[] = "/memfd:", post[] = " (deleted)";
	size_t len = strlen(backing);

	if (strncmp(backing, pre, strlen(pre)) || len < strlen(pre) + strlen(post) ||
	    strcmp(backing + len - strlen(post), post))
		return;
	backing[len - strlen(post)] = 0;
	memmove(backing, backing + strlen(pre), len - strlen(pre) - strlen(post) + 1);
}

void observe_each_loop(void (*fn)(const char *name, const char *backing, void *ctx),
		       void *ctx)
{
	DIR *d = opendir("/sys/block");
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char *bf, *backing;

		if (strncmp(e->d_name, "loop", 4))
			continue;
		bf = xasprintf("/sys/block/%s/loop/backing_file", e->d_name);
		backing = read_file(bf, NULL);
		free(bf);
		if (!backing)
			continue;	/* not attached */
		backing[strcspn(backing, "\n")] = 0;
		memfd_to_name(backing);
		if (!*backing) {
			/* bound but without a file: a device a neighbour is attaching or
			 * detaching right now, nobody's leak */
			free(backing);
			continue;
		}
		fn(e->d_name, backing, ctx);
		free(backing);
	}
	if (d)
		closedir(d);
}

struct loop_leak {
	struct result *r;
	const char *tmpdir;
	int found;
};

static void detach_if_leaked(const char *name, const char *backing, void *ctx)
{
	struct loop_leak *l = ctx;
	char *dev;
	int fd;

	if (!under(backing, l->tmpdir))
		return;
	l->found++;
	dev = xasprintf("/dev/%s", name);
	result_add_finding(l->r, "loop device left attached: %s (backing file %s)", dev, backing);
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || ioctl(fd, LOOP_CLR_FD, 0))
		result_add_finding(l->r, "cannot detach %s: %s", dev, strerror(errno));
	if (fd >= 0)
		close(fd);
	free(dev);
}

static int leaked_loops(struct result *r, const char *tmpdir)
{
	struct loop_leak l = { r, tmpdir, 0 };

	observe_each_loop(detach_if_leaked, &l);
	return l.found;
}

/* Clear the immutable and append-only flags under dir (which rm_rf cannot remove). */
static int unpin(struct result *r, const char *dir, const char *top)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d))) {
		char *path;
		int fd, flags;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		path = xasprintf("%s/%s", dir, e->d_name);
		if (e->d_type == DT_DIR)
			n += unpin(r, path, top);
		if (e->d_type != DT_DIR && e->d_type != DT_REG) {
			free(path);
			continue;
		}
		fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
		if (fd >= 0 && !ioctl(fd, FS_IOC_GETFLAGS, &flags) &&
		    (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL))) {
			const char *what = flags & FS_IMMUTABLE_FL ? "immutable" : "append-only";

			flags &= ~(FS_IMMUTABLE_FL | FS_APPEND_FL);
			if (ioctl(fd, FS_IOC_SETFLAGS, &flags))
				result_add_finding(r, "%s file left in TMPDIR: %s (cannot clear: %s)",
						   what, path + strlen(top) + 1, strerror(errno));
			else
				result_add_finding(r, "%s file left in TMPDIR: %s (flag cleared, "
						   "removed)", what, path + strlen(top) + 1);
			n++;
		}
		if (fd >= 0)
			close(fd);
		free(path);
	}
	if (d)
		closedir(d);
	return n;
}

int observe_leaks(struct result *r, const char *tmpdir, const struct host_snap *now)
{
	int found = 0;

	if (!now || observe_host_under(now, tmpdir))
		found += leaked_mounts(r, tmpdir) + leaked_loops(r, tmpdir);
	if (!dir_is_empty(tmpdir)) {
		long n = rm_rf(tmpdir) - 1;

		if (!access(tmpdir, F_OK) && unpin(r, tmpdir, tmpdir))
			rm_rf(tmpdir);	/* n already counts what it removes now */
		result_add_finding(r, "%ld file%s left in TMPDIR", n, n == 1 ? "" : "s");
		found++;
	}
	return found;
}

/* The pid at the end of "ltp_NAME_PID", or -1 when the name is not so made. */
static long ipc_file_pid(const char *name)
{
	const char *us = strrchr(name, '_');
	char *end;
	long pid;

	if (strncmp(name, "ltp_", 4) || us < name + 4 || !isdigit((unsigned char)us[1]))
		return -1;
	errno = 0;
	pid = strtol(us + 1, &end, 10);
	return errno || *end || pid <= 0 ? -1 : pid;
}

static int pid_gone(long pid)
{
	return kill((pid_t)pid, 0) && errno == ESRCH;
}

int observe_shm_leftovers(struct result *r, pid_t pid, double since, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	struct stat st;
	int n = 0;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		long p = ipc_file_pid(e->d_name);

		if (p <= 0 || (p != pid && since <= 0))
			continue;
		if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) || !S_ISREG(st.st_mode))
			continue;
		if (p != pid && st.st_ctim.tv_sec + st.st_ctim.tv_nsec / 1e9 < since)
			continue;
		if (pid_gone(p) && !unlinkat(dirfd(d), e->d_name, 0)) {
			result_add_finding(r, "%s/%s left (removed)", dir, e->d_name);
			n++;
		}
	}
	closedir(d);
	return n;
}
