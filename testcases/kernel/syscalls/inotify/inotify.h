// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the inotify tests share: reading the queued events of a nonblocking inotify
 * descriptor and comparing them with the expected list, and entering a new user namespace
 * as its root (to lower the per-user inotify limits there without touching the host's).
 */
#ifndef INOTIFY_H
#define INOTIFY_H

#include <sched.h>
#include <stdio.h>
#include <sys/inotify.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

struct exp_event {
	int wd;
	uint32_t mask;
	const char *name;	/* NULL: no name */
};

#define EVBUF_SIZE 65536

/*
 * Read every queued event (the descriptor must be nonblocking) and compare them, in order,
 * with exp[0..n-1]. cookies[] (if not NULL) receives each event's cookie.
 */
static inline void expect_events(int fd, const struct exp_event *exp, int n, const char *what,
				 uint32_t *cookies)
{
	static char buf[EVBUF_SIZE] __attribute__((aligned(__alignof__(struct inotify_event))));
	ssize_t len = read(fd, buf, sizeof(buf));
	int i = 0;
	char *p;

	if (len < 0 && errno == EAGAIN)
		len = 0;
	if (len < 0)
		tst_brk(TBROK | TERRNO, "read(inotify fd)");
	for (p = buf; p < buf + len; i++) {
		struct inotify_event *ev = (struct inotify_event *)p;
		const char *name = ev->len ? ev->name : NULL;

		p += sizeof(*ev) + ev->len;
		if (i >= n) {
			tst_res(TFAIL, "%s: unexpected event %d: wd %d mask 0x%x name %s", what, i,
				ev->wd, ev->mask, name ? name : "-");
			return;
		}
		if (ev->wd != exp[i].wd || ev->mask != exp[i].mask || !name != !exp[i].name ||
		    (name && strcmp(name, exp[i].name))) {
			tst_res(TFAIL, "%s: event %d: wd %d mask 0x%x name %s, expected wd %d "
				"mask 0x%x name %s", what, i, ev->wd, ev->mask, name ? name : "-",
				exp[i].wd, exp[i].mask, exp[i].name ? exp[i].name : "-");
			return;
		}
		if (cookies)
			cookies[i] = ev->cookie;
	}
	if (i != n) {
		tst_res(TFAIL, "%s: %d events, expected %d", what, i, n);
		return;
	}
	tst_res(TPASS, "%s: the %d expected events", what, n);
}

static inline void write_file(const char *path, const char *text)
{
	int fd = SAFE_OPEN(path, O_WRONLY);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, text, strlen(text));
	SAFE_CLOSE(fd);
}

/* The number of watches of an inotify instance, from its /proc/self/fdinfo entry. */
static inline int count_watches(int fd)
{
	char path[64], line[512];
	FILE *f;
	int n = 0;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	f = SAFE_FOPEN(path, "r");
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "inotify wd:", 11))
			n++;
	}
	SAFE_FCLOSE(f);
	return n;
}

/* Become root of a new user namespace (uid and gid 0 mapped to the caller's). */
static inline void enter_userns(void)
{
	char map[64];
	uid_t uid = getuid();
	gid_t gid = getgid();

	SAFE_UNSHARE(CLONE_NEWUSER);
	write_file("/proc/self/setgroups", "deny");
	snprintf(map, sizeof(map), "0 %d 1", uid);
	write_file("/proc/self/uid_map", map);
	snprintf(map, sizeof(map), "0 %d 1", gid);
	write_file("/proc/self/gid_map", map);
}

/* In setup: TCONF unless a child can create a user namespace. */
static inline void userns_probe(void)
{
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid)
		_exit(unshare(CLONE_NEWUSER) ? errno : 0);
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brk(TCONF, "cannot create a user namespace: %s",
			tst_strerrno(WEXITSTATUS(status)));
}

#endif
