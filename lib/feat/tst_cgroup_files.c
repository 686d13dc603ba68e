// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_CG_* file access. Tests name files as cgroup v2 does; a file of a controller that
 * sits on a v1 hierarchy is translated to its v1 name. The cgroup.* files belong to every
 * hierarchy: writes go to the group's directory in each one (moving a process into the
 * group moves it in all of them), reads come from the first.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "ltk_cgroup.h"
#include "ltk_sysfile.h"

struct cg_file {
	const char *v2;		/* NULL: v1 only */
	const char *v1;		/* NULL: v2 only */
};

/* Files whose name differs between the versions or that exist in one only. */
static const struct cg_file files[] = {
	{"cgroup.procs", "cgroup.procs"},
	{"cgroup.threads", "tasks"},
	{"cgroup.controllers", NULL},
	{"cgroup.subtree_control", NULL},
	{"cgroup.type", NULL},
	{"cgroup.events", NULL},
	{"cgroup.freeze", NULL},
	{"cgroup.kill", NULL},
	{"cgroup.stat", NULL},
	{"cgroup.max.depth", NULL},
	{"cgroup.max.descendants", NULL},
	{NULL, "cgroup.clone_children"},
	{NULL, "notify_on_release"},
	{"memory.current", "memory.usage_in_bytes"},
	{"memory.max", "memory.limit_in_bytes"},
	{"memory.peak", "memory.max_usage_in_bytes"},
	{"memory.swap.current", "memory.memsw.usage_in_bytes"},
	{"memory.swap.max", "memory.memsw.limit_in_bytes"},
	{"memory.min", NULL},
	{"memory.low", NULL},
	{"memory.high", NULL},
	{"memory.events", NULL},
	{"memory.oom.group", NULL},
	{NULL, "memory.swappiness"},
	{NULL, "memory.use_hierarchy"},
	{NULL, "memory.kmem.usage_in_bytes"},
	{NULL, "memory.kmem.limit_in_bytes"},
	{NULL, "memory.force_empty"},
	{"cpu.max", "cpu.cfs_quota_us"},
	{NULL, "cpu.cfs_period_us"},
	{NULL, "cpu.shares"},
	{"cpu.weight", NULL},
	{"cpuset.cpus.effective", "cpuset.effective_cpus"},
	{"cpuset.mems.effective", "cpuset.effective_mems"},
	{"io.stat", "blkio.throttle.io_service_bytes"},
	{"io.max", NULL},
};

/* Translate file_name for root r; NULL when r's version has no such file. */
static const char *name_on(const char *file_name, const struct ltk_cg_root *r)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(files); i++) {
		if ((files[i].v2 && !strcmp(files[i].v2, file_name)) ||
		    (files[i].v1 && !strcmp(files[i].v1, file_name)))
			return r->ver == TST_CG_V1 ? files[i].v1 : files[i].v2;
	}
	return file_name;
}

/* The controller a file belongs to, from its prefix; TBROK and -1 when unknown. */
static int file_ctrl(const char *file, int lineno, const char *file_name)
{
	const char *dot = strchr(file_name, '.');
	int idx;

	if (!strcmp(file_name, "tasks") || !strcmp(file_name, "notify_on_release"))
		return CG_BASE;
	idx = dot ? ltk_cg_ctrl_index(file_name, dot - file_name) : -1;
	if (idx < 0)
		ltk_brk(file, lineno, TBROK, NULL, "'%s' is not a cgroup controller file",
			file_name);
	return idx;
}

/*
 * The directories of cg that file_name lives in: all for cgroup.* files, else the one on
 * the controller's hierarchy. Returns the count (0 when the controller is not the test's).
 */
static int dirs_of(const char *file, int lineno, const struct tst_cg_group *cg,
		   const char *file_name, const struct ltk_cg_dir *out[])
{
	int ctrl = file_ctrl(file, lineno, file_name);
	int i, n = 0;

	if (ctrl < 0)
		return -1;
	if (!cg->dir_cnt) {
		ltk_brk(file, lineno, TBROK, NULL, "cgroup '%s' used before tst_cg_init()",
			file_name);
		return -1;
	}
	for (i = 0; i < cg->dir_cnt; i++) {
		if (ctrl == CG_BASE || cg->dirs[i].root == ltk_cg_ctrls[ctrl].root)
			out[n++] = &cg->dirs[i];
	}
	if (!n)
		ltk_brk(file, lineno, TBROK, NULL,
			"'%s': the %s controller is not required by the test", file_name,
			ltk_cg_ctrls[ctrl].name);
	return n ? n : -1;
}

/* The first directory that has the file, its name there; TBROK when none does. */
static const struct ltk_cg_dir *one_dir(const char *file, int lineno,
					const struct tst_cg_group *cg, const char *file_name,
					const char **name)
{
	const struct ltk_cg_dir *dirs[TST_CG_ROOTS_MAX];
	int i, n = dirs_of(file, lineno, cg, file_name, dirs);

	for (i = 0; i < n; i++) {
		*name = name_on(file_name, dirs[i]->root);
		if (*name)
			return dirs[i];
	}
	if (n > 0)
		ltk_brk(file, lineno, TBROK, NULL, "'%s' does not exist on cgroup v%d", file_name,
			dirs[0]->root->ver);
	return NULL;
}

int safe_cg_has(const char *file, const int lineno, const struct tst_cg_group *cg,
		const char *file_name)
{
	const struct ltk_cg_dir *dirs[TST_CG_ROOTS_MAX];
	int i, n = dirs_of(file, lineno, cg, file_name, dirs);
	const char *name;

	for (i = 0; i < n; i++) {
		name = name_on(file_name, dirs[i]->root);
		if (name && !faccessat(dirs[i]->fd, name, F_OK, 0))
			return 1;
	}
	return 0;
}

ssize_t safe_cg_read(const char *file, const int lineno, const struct tst_cg_group *cg,
		     const char *file_name, char *out, size_t len)
{
	const char *name;
	const struct ltk_cg_dir *d = one_dir(file, lineno, cg, file_name, &name);
	ssize_t ret;

	if (!d)
		return -1;
	ret = ltk_read_fileat(d->fd, name, out, len);
	if (ret < 0)
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "read(%s/%s/%s) failed", d->root->mnt,
			d->rel, name);
	return ret;
}

static void vprintf_cg(const char *file, const int lineno, const struct tst_cg_group *cg,
		       const char *file_name, const char *fmt, va_list va)
{
	const struct ltk_cg_dir *dirs[TST_CG_ROOTS_MAX];
	int i, n = dirs_of(file, lineno, cg, file_name, dirs), done = 0;
	const char *name;
	char buf[4096];

	if (n < 0)
		return;
	vsnprintf(buf, sizeof(buf), fmt, va);
	for (i = 0; i < n; i++) {
		name = name_on(file_name, dirs[i]->root);
		if (!name)
			continue;
		done++;
		if (ltk_write_fileat(dirs[i]->fd, name, buf)) {
			ltk_brk(file, lineno, TBROK | TERRNO, NULL, "write(%s/%s/%s, '%s') failed",
				dirs[i]->root->mnt, dirs[i]->rel, name, buf);
			return;
		}
	}
	if (!done)
		ltk_brk(file, lineno, TBROK, NULL, "'%s' does not exist on cgroup v%d", file_name,
			dirs[0]->root->ver);
}

void safe_cg_printf(const char *file, const int lineno, const struct tst_cg_group *cg,
		    const char *file_name, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	vprintf_cg(file, lineno, cg, file_name, fmt, va);
	va_end(va);
}

int safe_cg_open(const char *file, const int lineno, const struct tst_cg_group *cg,
		 const char *file_name, int flags, int *fds)
{
	const struct ltk_cg_dir *dirs[TST_CG_ROOTS_MAX];
	int i, n = dirs_of(file, lineno, cg, file_name, dirs), cnt = 0;
	const char *name;

	for (i = 0; i < n; i++) {
		name = name_on(file_name, dirs[i]->root);
		if (!name)
			continue;
		fds[cnt] = openat(dirs[i]->fd, name, flags);
		if (fds[cnt] < 0) {
			ltk_brk(file, lineno, TBROK | TERRNO, NULL, "open(%s/%s/%s) failed",
				dirs[i]->root->mnt, dirs[i]->rel, name);
			return cnt;
		}
		cnt++;
	}
	return cnt;
}

void safe_cg_fchown(const char *file, const int lineno, const struct tst_cg_group *cg,
		    const char *file_name, uid_t owner, gid_t group)
{
	const struct ltk_cg_dir *dirs[TST_CG_ROOTS_MAX];
	int i, n = dirs_of(file, lineno, cg, file_name, dirs);
	const char *name;

	for (i = 0; i < n; i++) {
		name = name_on(file_name, dirs[i]->root);
		if (name && fchownat(dirs[i]->fd, name, owner, group, 0)) {
			ltk_brk(file, lineno, TBROK | TERRNO, NULL,
				"fchownat(%s/%s/%s, %d, %d) failed", dirs[i]->root->mnt,
				dirs[i]->rel, name, (int)owner, (int)group);
			return;
		}
	}
}

/* Conversions a scanf format assigns ("%%" and "%*d" assign nothing). */
static int conversions(const char *fmt)
{
	int n = 0;

	for (; *fmt; fmt++) {
		if (*fmt != '%')
			continue;
		if (fmt[1] == '%') {
			fmt++;
			continue;
		}
		if (fmt[1] != '*')
			n++;
	}
	return n;
}

void safe_cg_scanf(const char *file, const int lineno, const struct tst_cg_group *cg,
		   const char *file_name, const char *fmt, ...)
{
	char buf[4096];
	va_list va;
	int ret, want = conversions(fmt);

	if (safe_cg_read(file, lineno, cg, file_name, buf, sizeof(buf)) < 0)
		return;
	va_start(va, fmt);
	ret = vsscanf(buf, fmt, va);
	va_end(va);
	if (ret != want)
		ltk_brk(file, lineno, TBROK, NULL,
			"'%s': read %d of %d values with \"%s\" from \"%.64s\"", file_name,
			ret < 0 ? 0 : ret, want, fmt, buf);
}

void safe_cg_lines_scanf(const char *file, const int lineno, const struct tst_cg_group *cg,
			 const char *file_name, const char *fmt, ...)
{
	char buf[16384], *line, *save = NULL;
	va_list va;
	int want = conversions(fmt), ret;

	if (safe_cg_read(file, lineno, cg, file_name, buf, sizeof(buf)) < 0)
		return;
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		va_start(va, fmt);
		ret = vsscanf(line, fmt, va);
		va_end(va);
		if (ret == want)
			return;
	}
	ltk_brk(file, lineno, TBROK, NULL, "'%s': no line matches \"%s\"", file_name, fmt);
}

int safe_cg_occursin(const char *file, const int lineno, const struct tst_cg_group *cg,
		     const char *file_name, const char *needle)
{
	char buf[16384];

	if (safe_cg_read(file, lineno, cg, file_name, buf, sizeof(buf)) < 0)
		return 0;
	return strstr(buf, needle) != NULL;
}
