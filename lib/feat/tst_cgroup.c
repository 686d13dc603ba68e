// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The test's cgroups. In every hierarchy that holds a required controller:
 *
 *   <mount>/ltp/               shared by concurrent tests, removed by the last one out
 *   <mount>/ltp/test-<pid>/    tst_cg; groups made with tst_cg_group_mk() go below it
 *   <mount>/ltp/drain-<pid>/   tst_cg_drain, per test so no test removes another's
 *
 * On v2 the controllers are enabled in each parent's cgroup.subtree_control on the way
 * down. Cleanup moves any process left in these groups back to the cgroup the library
 * process was in, and removes the groups bottom-up, whatever the test left behind.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "ltk_core.h"
#include "ltk_cgroup.h"
#include "ltk_sysfile.h"

struct group_node {
	struct group_node *next;
	struct tst_cg_group group;
};

static struct tst_cg_group test_group LTK_COLD, drain_group LTK_COLD;
const struct tst_cg_group *const tst_cg = &test_group;
const struct tst_cg_group *const tst_cg_drain = &drain_group;

static int ltp_fds[TST_CG_ROOTS_MAX];
static int initialised;
static struct group_node *made_groups;

static int has_word(const char *list, const char *word)
{
	size_t len = strlen(word);
	const char *p = list;

	while ((p = strstr(p, word))) {
		if ((p == list || p[-1] == ' ') && (!p[len] || p[len] == ' ' || p[len] == '\n'))
			return 1;
		p += len;
	}
	return 0;
}

/* v2: make the required controllers of r usable in the children of dirfd. */
static int enable_ctrls(struct ltk_cg_root *r, int dirfd, const char *where, int top)
{
	char buf[512], cmd[64];
	int i;

	if (r->ver != TST_CG_V2)
		return 0;
	if (ltk_read_fileat(dirfd, "cgroup.subtree_control", buf, sizeof(buf)) < 0)
		buf[0] = 0;
	for (i = 1; i < CG_CTRL_CNT; i++) {
		if (!(r->ctrls & (1u << i)) || !ltk_cg_ctrls[i].required ||
		    has_word(buf, ltk_cg_ctrls[i].name))
			continue;
		snprintf(cmd, sizeof(cmd), "+%s", ltk_cg_ctrls[i].name);
		if (ltk_write_fileat(dirfd, "cgroup.subtree_control", cmd)) {
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
				"Cannot write '%s' to %s/cgroup.subtree_control", cmd, where);
			return -1;
		}
		if (top)
			r->enabled_by_us |= 1u << i;
	}
	return 0;
}

/* v1 cpuset groups start without CPUs and memory nodes: give them the parent's. */
static void copy_cpuset(int parent_fd, int fd)
{
	static const char *const files[] = {"cpuset.cpus", "cpuset.mems"};
	char buf[1024];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(files); i++) {
		if (ltk_read_fileat(fd, files[i], buf, sizeof(buf)) > 0 && buf[0] != '\n')
			continue;
		if (ltk_read_fileat(parent_fd, files[i], buf, sizeof(buf)) > 0)
			ltk_write_fileat(fd, files[i], buf);
	}
}

/*
 * mkdir name below parent (rel path parent_rel) in r and fill d. may_exist: for ltp/ only.
 * Returns 0, -1 after a TBROK, or -2 when the parent has gone (ENOENT, not reported).
 */
static int make_dir(struct ltk_cg_root *r, int parent_fd, const char *parent_rel,
		    const char *name, int may_exist, struct ltk_cg_dir *d)
{
	char where[PATH_MAX + 16];

	snprintf(where, sizeof(where), "%s%s%s", r->mnt, *parent_rel ? "/" : "", parent_rel);
	if (enable_ctrls(r, parent_fd, where, parent_fd == r->mnt_fd))
		return -1;
	if (mkdirat(parent_fd, name, 0755) && !(may_exist && errno == EEXIST)) {
		if (errno == ENOENT)
			return -2;
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "mkdir(%s/%s) failed", where,
			name);
		return -1;
	}
	d->root = r;
	d->fd = openat(parent_fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (asprintf(&d->rel, "%s%s%s", parent_rel, *parent_rel ? "/" : "", name) < 0)
		d->rel = NULL;
	if (d->fd < 0 || !d->rel) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s/%s) failed", where,
			name);
		return -1;
	}
	if (r->ver == TST_CG_V1 && (r->ctrls & (1u << CG_CPUSET)))
		copy_cpuset(parent_fd, d->fd);
	return 0;
}

static void close_group(struct tst_cg_group *cg)
{
	int i;

	for (i = 0; i < cg->dir_cnt; i++) {
		if (cg->dirs[i].fd >= 0)
			close(cg->dirs[i].fd);
		free(cg->dirs[i].rel);
	}
	memset(cg, 0, sizeof(*cg));
}

static int make_top_groups(struct ltk_cg_root *r, int ri)
{
	struct ltk_cg_dir ltp_dir = {.fd = -1};
	int tries, ret = -2;

	/* a concurrent test may remove an empty ltp/ between our mkdir and ours below it */
	for (tries = 0; tries < 10 && ret == -2; tries++) {
		if (ret == -2 && ltp_dir.rel) {
			close(ltp_dir.fd);
			free(ltp_dir.rel);
			memset(&ltp_dir, 0, sizeof(ltp_dir));
			ltp_dir.fd = -1;
		}
		ret = make_dir(r, r->mnt_fd, "", "ltp", 1, &ltp_dir);
		if (ret)
			continue;
		ret = make_dir(r, ltp_dir.fd, "ltp", test_group.name, 0,
			       &test_group.dirs[test_group.dir_cnt]);
		if (ret)
			continue;
		test_group.dir_cnt++;
		ret = make_dir(r, ltp_dir.fd, "ltp", drain_group.name, 0,
			       &drain_group.dirs[drain_group.dir_cnt]);
		if (!ret)
			drain_group.dir_cnt++;
	}
	ltp_fds[ri] = ltp_dir.fd;
	free(ltp_dir.rel);
	if (ret == -2)
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "%s/ltp keeps disappearing", r->mnt);
	return ret;
}

void tst_cg_init(void)
{
	struct ltk_cg_root *r;
	int i, used = 0;

	if (initialised) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "tst_cg_init() called twice");
		return;
	}
	for (i = 0; i < ltk_cg_root_cnt; i++)
		used |= ltk_cg_roots[i].used;
	if (!used) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"tst_cg_init() without a controller from tst_cg_require()");
		return;
	}
	initialised = 1;
	snprintf(test_group.name, sizeof(test_group.name), "test-%d", (int)getpid());
	snprintf(drain_group.name, sizeof(drain_group.name), "drain-%d", (int)getpid());

	for (i = 0; i < ltk_cg_root_cnt; i++) {
		r = &ltk_cg_roots[i];
		ltp_fds[i] = -1;
		if (!r->used)
			continue;
		r->mnt_fd = open(r->mnt, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (r->mnt_fd < 0) {
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s) failed",
				r->mnt);
			return;
		}
		if (make_top_groups(r, i))
			return;
	}
}

/* Move every process of the group at fd to our own cgroup of r. */
static void move_procs_out(struct ltk_cg_root *r, int fd)
{
	char buf[65536], *tok, *save;
	int orig_fd = r->mnt_fd;

	if (ltk_read_fileat(fd, "cgroup.procs", buf, sizeof(buf)) <= 0)
		return;
	if (*r->orig)
		orig_fd = openat(r->mnt_fd, r->orig, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (orig_fd < 0)
		orig_fd = r->mnt_fd;
	for (tok = strtok_r(buf, "\n", &save); tok; tok = strtok_r(NULL, "\n", &save)) {
		/* ESRCH: it exited meanwhile */
		ltk_write_fileat(orig_fd, "cgroup.procs", tok);
	}
	if (orig_fd != r->mnt_fd)
		close(orig_fd);
}

/* Remove the group rel (relative to the mount) and every group below it. */
static void remove_tree(struct ltk_cg_root *r, const char *rel)
{
	struct timespec ts = {0, 20 * 1000 * 1000};
	struct dirent *de;
	char *child;
	DIR *dir;
	int fd, tries;

	fd = openat(r->mnt_fd, rel, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return;
	dir = fdopendir(fd);
	if (!dir) {
		close(fd);
		return;
	}
	while ((de = readdir(dir))) {
		if (de->d_type != DT_DIR || !strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (asprintf(&child, "%s/%s", rel, de->d_name) < 0)
			continue;
		remove_tree(r, child);
		free(child);
	}
	/* a process that is exiting stays counted for a moment: retry for a second */
	for (tries = 0; tries < 50; tries++) {
		move_procs_out(r, dirfd(dir));
		if (!unlinkat(r->mnt_fd, rel, AT_REMOVEDIR) || errno == ENOENT)
			break;
		if (errno != EBUSY) {
			tries = 50;
			break;
		}
		nanosleep(&ts, NULL);
	}
	if (tries == 50)
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "Cannot remove cgroup %s/%s", r->mnt,
			rel);
	closedir(dir);
}

static void disable_ctrls(struct ltk_cg_root *r)
{
	char cmd[64];
	int i;

	for (i = 1; i < CG_CTRL_CNT; i++) {
		if (!(r->enabled_by_us & (1u << i)))
			continue;
		/* EBUSY: another test's groups still use it, they will disable it */
		snprintf(cmd, sizeof(cmd), "-%s", ltk_cg_ctrls[i].name);
		ltk_write_fileat(r->mnt_fd, "cgroup.subtree_control", cmd);
	}
	r->enabled_by_us = 0;
}

void tst_cg_cleanup(void)
{
	struct group_node *n;
	struct ltk_cg_root *r;
	int i, j;

	if (!initialised)
		return;
	while ((n = made_groups)) {
		made_groups = n->next;
		close_group(&n->group);
		free(n);
	}
	for (i = 0; i < ltk_cg_root_cnt; i++) {
		r = &ltk_cg_roots[i];
		if (r->mnt_fd < 0)
			continue;
		for (j = 0; j < test_group.dir_cnt; j++) {
			if (test_group.dirs[j].root == r)
				remove_tree(r, test_group.dirs[j].rel);
		}
		for (j = 0; j < drain_group.dir_cnt; j++) {
			if (drain_group.dirs[j].root == r)
				remove_tree(r, drain_group.dirs[j].rel);
		}
		if (ltp_fds[i] >= 0)
			close(ltp_fds[i]);
		ltp_fds[i] = -1;
		/* fails while other tests have groups in it: the last one removes it */
		unlinkat(r->mnt_fd, "ltp", AT_REMOVEDIR);
		disable_ctrls(r);
		close(r->mnt_fd);
		r->mnt_fd = -1;
		r->used = 0;
	}
	for (i = 1; i < CG_CTRL_CNT; i++)
		ltk_cg_ctrls[i].required = 0;
	close_group(&test_group);
	close_group(&drain_group);
	initialised = 0;
}

struct tst_cg_group *tst_cg_group_mk(const struct tst_cg_group *parent,
				     const char *group_name_fmt, ...)
{
	struct group_node *n;
	va_list va;
	int i;

	if (!parent->dir_cnt) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "tst_cg_group_mk() before tst_cg_init()");
		return NULL;
	}
	n = calloc(1, sizeof(*n));
	if (!n) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "calloc() failed");
		return NULL;
	}
	va_start(va, group_name_fmt);
	vsnprintf(n->group.name, sizeof(n->group.name), group_name_fmt, va);
	va_end(va);
	n->next = made_groups;
	made_groups = n;

	for (i = 0; i < parent->dir_cnt; i++) {
		const struct ltk_cg_dir *pd = &parent->dirs[i];
		int ret;

		n->group.dirs[i].fd = -1;
		ret = make_dir(pd->root, pd->fd, pd->rel, n->group.name, 0, &n->group.dirs[i]);
		if (ret == -2)
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "mkdir(%s/%s/%s) failed",
				pd->root->mnt, pd->rel, n->group.name);
		if (ret)
			return NULL;
		n->group.dir_cnt++;
	}
	return &n->group;
}

struct tst_cg_group *tst_cg_group_rm(struct tst_cg_group *cg)
{
	struct group_node **pn, *n;
	int i;

	if (!cg)
		return NULL;
	for (i = 0; i < cg->dir_cnt; i++) {
		if (unlinkat(cg->dirs[i].root->mnt_fd, cg->dirs[i].rel, AT_REMOVEDIR))
			ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "rmdir(%s/%s) failed",
				cg->dirs[i].root->mnt, cg->dirs[i].rel);
	}
	for (pn = &made_groups; (n = *pn); pn = &n->next) {
		if (&n->group == cg) {
			*pn = n->next;
			close_group(&n->group);
			free(n);
			break;
		}
	}
	return NULL;
}

const char *tst_cg_group_name(const struct tst_cg_group *cg)
{
	return cg->name;
}

int tst_cg_group_unified_dir_fd(const struct tst_cg_group *cg)
{
	int i;

	for (i = 0; i < cg->dir_cnt; i++) {
		if (cg->dirs[i].root->ver == TST_CG_V2)
			return cg->dirs[i].fd;
	}
	return -1;
}

enum tst_cg_ver tst_cg_ver(const char *file, const int lineno, const struct tst_cg_group *cg,
			   const char *ctrl_name)
{
	int idx = ltk_cg_ctrl_index(ctrl_name, strlen(ctrl_name));
	int i;

	if (idx > 0 && ltk_cg_ctrls[idx].required) {
		for (i = 0; i < cg->dir_cnt; i++) {
			if (cg->dirs[i].root == ltk_cg_ctrls[idx].root)
				return cg->dirs[i].root->ver;
		}
	}
	ltk_brk(file, lineno, TBROK, NULL, "'%s' controller is not used by this test", ctrl_name);
	return 0;
}

int tst_cg_memory_recursiveprot(const struct tst_cg_group *cg)
{
	struct ltk_cg_root *r = ltk_cg_ctrls[CG_MEMORY].root;

	return r && r->ver == TST_CG_V2 && r->recursiveprot;
}
