// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Finding the cgroup hierarchies: every cgroup and cgroup2 mount in /proc/self/mountinfo,
 * the controllers each one carries, and where this process sits in it. LTK does not mount
 * hierarchies itself: a controller that is not mounted is TCONF.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ltk_cold.h"
#include "ltk_core.h"
#include "ltk_cgroup.h"
#include "ltk_sysfile.h"

struct ltk_cg_ctrl ltk_cg_ctrls[CG_CTRL_CNT] = {
	[CG_BASE] = {"cgroup", "cgroup"},
	[CG_MEMORY] = {"memory", "memory"},
	[CG_CPU] = {"cpu", "cpu"},
	[CG_CPUSET] = {"cpuset", "cpuset"},
	[CG_IO] = {"io", "blkio"},
	[CG_PIDS] = {"pids", "pids"},
	[CG_HUGETLB] = {"hugetlb", "hugetlb"},
	[CG_RDMA] = {"rdma", "rdma"},
	[CG_MISC] = {"misc", "misc"},
	[CG_CPUACCT] = {"cpuacct", "cpuacct"},
	[CG_DEVICES] = {"devices", "devices"},
	[CG_FREEZER] = {"freezer", "freezer"},
	[CG_NET_CLS] = {"net_cls", "net_cls"},
	[CG_NET_PRIO] = {"net_prio", "net_prio"},
	[CG_PERF_EVENT] = {"perf_event", "perf_event"},
};

struct ltk_cg_root ltk_cg_roots[TST_CG_ROOTS_MAX] LTK_COLD;
int ltk_cg_root_cnt;
static int scanned;

static int same_word(const char *word, const char *name, size_t len)
{
	return strlen(word) == len && !strncmp(word, name, len);
}

int ltk_cg_ctrl_index(const char *name, size_t len)
{
	int i;

	for (i = 0; i < CG_CTRL_CNT; i++) {
		if (same_word(ltk_cg_ctrls[i].name, name, len) ||
		    same_word(ltk_cg_ctrls[i].v1_name, name, len))
			return i;
	}
	return -1;
}

/* mountinfo escapes blanks and backslashes in paths as \ooo */
static void unescape(char *s)
{
	char *d = s;

	while (*s) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' && s[2] <= '7' &&
		    s[3] >= '0' && s[3] <= '7') {
			*d++ = (s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0');
			s += 4;
		} else {
			*d++ = *s++;
		}
	}
	*d = 0;
}

/* Does the comma separated list opts hold word? */
static int has_opt(const char *opts, const char *word)
{
	size_t len = strlen(word);
	const char *p = opts;

	while ((p = strstr(p, word))) {
		if ((p == opts || p[-1] == ',') && (p[len] == ',' || !p[len]))
			return 1;
		p += len;
	}
	return 0;
}

/*
 * Our cgroup in the hierarchy with these v1 controllers (ctrls != 0) or in the v2 one,
 * from /proc/self/cgroup ("ID:CTRL,CTRL:/path" or "0::/path"), relative to the mount of
 * mount_root. "" when unknown: the mount itself.
 */
static char *own_cgroup(unsigned int ctrls, const char *mount_root)
{
	char line[PATH_MAX + 128], *c1, *c2, *path, *list, *tok, *save;
	size_t rlen = strcmp(mount_root, "/") ? strlen(mount_root) : 0;
	char *ret = NULL;
	FILE *f = fopen("/proc/self/cgroup", "re");
	int idx, match;

	while (f && !ret && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = 0;
		c1 = strchr(line, ':');
		c2 = c1 ? strchr(c1 + 1, ':') : NULL;
		if (!c2)
			continue;
		*c2 = 0;
		list = c1 + 1;
		path = c2 + 1;
		if (!ctrls) {
			match = !*list;
		} else {
			match = *list != 0;
			for (tok = strtok_r(list, ",", &save); tok;
			     tok = strtok_r(NULL, ",", &save)) {
				idx = ltk_cg_ctrl_index(tok, strlen(tok));
				if (idx < 0 || !(ctrls & (1u << idx)))
					match = 0;
			}
		}
		if (!match)
			continue;
		if (rlen && (strncmp(path, mount_root, rlen) || (path[rlen] && path[rlen] != '/')))
			break;
		path += rlen;
		while (*path == '/')
			path++;
		ret = strdup(path);
	}
	if (f)
		fclose(f);
	return ret ? ret : strdup("");
}

static void add_root(enum tst_cg_ver ver, const char *mnt, const char *mount_root,
		     const char *superopts)
{
	struct ltk_cg_root *r;
	char path[PATH_MAX + 32], buf[1024], *tok, *save;
	unsigned int ctrls = 0;
	int i;

	if (ltk_cg_root_cnt >= TST_CG_ROOTS_MAX)
		return;
	if (ver == TST_CG_V2) {
		for (i = 0; i < ltk_cg_root_cnt; i++) {
			if (ltk_cg_roots[i].ver == TST_CG_V2)
				return;	/* mounted twice: the first mount serves */
		}
		snprintf(path, sizeof(path), "%s/cgroup.controllers", mnt);
		if (ltk_read_file(path, buf, sizeof(buf)) < 0)
			return;
		for (tok = strtok_r(buf, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
			i = ltk_cg_ctrl_index(tok, strlen(tok));
			if (i > 0)
				ctrls |= 1u << i;
		}
	} else {
		for (i = 1; i < CG_CTRL_CNT; i++) {
			if (has_opt(superopts, ltk_cg_ctrls[i].v1_name))
				ctrls |= 1u << i;
		}
		if (!ctrls)
			return;	/* a named hierarchy (name=systemd) without controllers */
	}

	r = &ltk_cg_roots[ltk_cg_root_cnt];
	memset(r, 0, sizeof(*r));
	r->ver = ver;
	r->mnt_fd = -1;
	snprintf(r->mnt, sizeof(r->mnt), "%s", mnt);
	r->nsdelegate = has_opt(superopts, "nsdelegate");
	r->recursiveprot = has_opt(superopts, "memory_recursiveprot");
	r->orig = own_cgroup(ver == TST_CG_V2 ? 0 : ctrls, mount_root);

	/* a controller bound to a v1 hierarchy is listed by v2 too, but unusable there */
	for (i = 1; i < CG_CTRL_CNT; i++) {
		if (!(ctrls & (1u << i)))
			continue;
		if (ltk_cg_ctrls[i].root) {
			ctrls &= ~(1u << i);
			continue;
		}
		ltk_cg_ctrls[i].root = r;
	}
	r->ctrls = ctrls;
	ltk_cg_root_cnt++;
}

void tst_cg_scan(void)
{
	char line[PATH_MAX * 2 + 512], *fields[6], *dash, *type, *superopts, *save;
	FILE *f;
	int i;

	if (scanned)
		return;
	scanned = 1;
	f = fopen("/proc/self/mountinfo", "re");
	if (!f) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
			"Cannot open /proc/self/mountinfo");
		return;
	}
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = 0;
		dash = strstr(line, " - ");
		if (!dash)
			continue;
		*dash = 0;
		type = strtok_r(dash + 3, " ", &save);
		strtok_r(NULL, " ", &save);	/* source */
		superopts = strtok_r(NULL, " ", &save);
		if (!type || !superopts || (strcmp(type, "cgroup") && strcmp(type, "cgroup2")))
			continue;
		fields[0] = strtok_r(line, " ", &save);
		for (i = 1; i < 5 && fields[i - 1]; i++)
			fields[i] = strtok_r(NULL, " ", &save);
		if (i < 5 || !fields[4])
			continue;
		unescape(fields[3]);
		unescape(fields[4]);
		add_root(strcmp(type, "cgroup2") ? TST_CG_V1 : TST_CG_V2, fields[4], fields[3],
			 superopts);
	}
	fclose(f);
}

void tst_cg_print_config(void)
{
	int i;

	tst_cg_scan();
	for (i = 1; i < CG_CTRL_CNT; i++) {
		struct ltk_cg_root *r = ltk_cg_ctrls[i].root;

		if (r)
			ltk_res(__FILE__, __LINE__, TINFO, "cgroup controller %s: v%d at %s%s",
				ltk_cg_ctrls[i].name, r->ver, r->mnt,
				ltk_cg_ctrls[i].required ? " (required)" : "");
	}
}

void tst_cg_require(const char *ctrl_name, const struct tst_cg_opts *options)
{
	int idx = ltk_cg_ctrl_index(ctrl_name, strlen(ctrl_name));
	struct ltk_cg_root *r;

	tst_cg_scan();
	if (idx <= 0) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Unknown cgroup controller '%s'",
			ctrl_name);
		return;
	}
	r = ltk_cg_ctrls[idx].root;
	if (!r) {
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"'%s' controller required, but it is not mounted", ctrl_name);
		return;
	}
	if (options && options->needs_ver && options->needs_ver != r->ver) {
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"'%s' controller required on cgroup v%d, but it is on v%d", ctrl_name,
			options->needs_ver, r->ver);
		return;
	}
	if (options && options->needs_nsdelegate && (r->ver != TST_CG_V2 || !r->nsdelegate)) {
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"'%s' controller required on cgroup2 mounted with nsdelegate", ctrl_name);
		return;
	}
	ltk_cg_ctrls[idx].required = 1;
	r->used = 1;
}
