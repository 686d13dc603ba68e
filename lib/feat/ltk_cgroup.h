/* SPDX-License-Identifier: GPL-2.0-or-later */
/* State shared by the tst_cgroup*.c files: hierarchies, controllers, groups. Internal. */
#ifndef LTK_CGROUP_H
#define LTK_CGROUP_H

#include <limits.h>
#include "tst_cgroup.h"

enum ltk_cg_ctrl_id {
	CG_BASE,	/* the cgroup.* files every hierarchy has */
	CG_MEMORY,
	CG_CPU,
	CG_CPUSET,
	CG_IO,
	CG_PIDS,
	CG_HUGETLB,
	CG_RDMA,
	CG_MISC,
	CG_CPUACCT,	/* the rest exist on v1 only */
	CG_DEVICES,
	CG_FREEZER,
	CG_NET_CLS,
	CG_NET_PRIO,
	CG_PERF_EVENT,
	CG_CTRL_CNT,
};

struct ltk_cg_root;

struct ltk_cg_ctrl {
	const char *name;	/* as the test names it, the v2 name */
	const char *v1_name;	/* mount option and file prefix on v1 */
	struct ltk_cg_root *root;	/* where it is mounted, NULL when not */
	int required;
};

struct ltk_cg_root {
	enum tst_cg_ver ver;
	char mnt[PATH_MAX];
	char *orig;		/* our cgroup, relative to mnt ("" = mnt itself) */
	unsigned int ctrls;	/* bit per enum ltk_cg_ctrl_id mounted here */
	unsigned int enabled_by_us;	/* v2: added to the mount's subtree_control */
	int nsdelegate;
	int recursiveprot;
	int mnt_fd;		/* open between init and cleanup, else -1 */
	int used;		/* holds a required controller */
};

struct ltk_cg_dir {
	struct ltk_cg_root *root;
	char *rel;		/* path relative to root->mnt */
	int fd;
};

struct tst_cg_group {
	char name[NAME_MAX + 1];
	struct ltk_cg_dir dirs[TST_CG_ROOTS_MAX];
	int dir_cnt;
};

extern struct ltk_cg_ctrl ltk_cg_ctrls[CG_CTRL_CNT];
extern struct ltk_cg_root ltk_cg_roots[TST_CG_ROOTS_MAX];
extern int ltk_cg_root_cnt;

/* Index of a controller by its v2 or v1 name (name[0..len)), -1 when unknown. */
int ltk_cg_ctrl_index(const char *name, size_t len);

#endif
