/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .needs_cgroup_ctrls: cgroup controllers for the test. The library finds the mounted
 * hierarchies (cgroup v2, v1, or both), makes a group for the test (tst_cg) and a group to
 * move processes out of it (tst_cg_drain), and removes both afterwards. Files are named as
 * in cgroup v2 ("memory.max", "cgroup.procs"); on a v1 hierarchy the SAFE_CG_* macros use
 * the v1 equivalent ("memory.limit_in_bytes", "cgroup.procs"). See doc/features.md.
 */
#ifndef TST_CGROUP_H__
#define TST_CGROUP_H__

#include <sys/types.h>
#include "tst_common.h"

enum tst_cg_ver {
	TST_CG_V1 = 1,
	TST_CG_V2 = 2,
};

struct tst_cg_opts {
	enum tst_cg_ver needs_ver;	/* 0: any version */
	int needs_nsdelegate;		/* cgroup2 mounted with nsdelegate */
};

/* A group: one directory in each hierarchy that holds a required controller. */
struct tst_cg_group;

/* The test's group and the drain group; usable after tst_cg_init(). */
extern const struct tst_cg_group *const tst_cg;
extern const struct tst_cg_group *const tst_cg_drain;

/* Find the mounted hierarchies (done by tst_cg_require() when needed). */
void tst_cg_scan(void);
/* Print the hierarchies and controllers found (TINFO). */
void tst_cg_print_config(void);

/* TCONF unless ctrl_name is mounted (on the version options ask for). */
void tst_cg_require(const char *ctrl_name, const struct tst_cg_opts *options);
/* Create ltp/test-<pid> (tst_cg) and ltp/drain-<pid> (tst_cg_drain) in every hierarchy. */
void tst_cg_init(void);
/* Move every process out of the test's groups, remove them (children too) and ltp/. */
void tst_cg_cleanup(void);

struct tst_cg_group *tst_cg_group_mk(const struct tst_cg_group *parent,
				     const char *group_name_fmt, ...) LTK_PRINTF(2, 3);
/* Remove a group made by tst_cg_group_mk(); returns NULL to clear the caller's pointer. */
struct tst_cg_group *tst_cg_group_rm(struct tst_cg_group *cg);
const char *tst_cg_group_name(const struct tst_cg_group *cg);
/* Directory fd of the group in the v2 hierarchy, -1 when it has none. */
int tst_cg_group_unified_dir_fd(const struct tst_cg_group *cg);

enum tst_cg_ver tst_cg_ver(const char *file, const int lineno, const struct tst_cg_group *cg,
			   const char *ctrl_name);
#define TST_CG_VER(cg, ctrl_name) tst_cg_ver(__FILE__, __LINE__, (cg), (ctrl_name))
#define TST_CG_VER_IS_V1(cg, ctrl_name) (TST_CG_VER((cg), (ctrl_name)) == TST_CG_V1)

/* 1 when the v2 hierarchy is mounted with memory_recursiveprot. */
int tst_cg_memory_recursiveprot(const struct tst_cg_group *cg);

int safe_cg_has(const char *file, const int lineno, const struct tst_cg_group *cg,
		const char *file_name);
ssize_t safe_cg_read(const char *file, const int lineno, const struct tst_cg_group *cg,
		     const char *file_name, char *out, size_t len);
void safe_cg_printf(const char *file, const int lineno, const struct tst_cg_group *cg,
		    const char *file_name, const char *fmt, ...) LTK_PRINTF(5, 6);
int safe_cg_open(const char *file, const int lineno, const struct tst_cg_group *cg,
		 const char *file_name, int flags, int *fds);
void safe_cg_fchown(const char *file, const int lineno, const struct tst_cg_group *cg,
		    const char *file_name, uid_t owner, gid_t group);
void safe_cg_scanf(const char *file, const int lineno, const struct tst_cg_group *cg,
		   const char *file_name, const char *fmt, ...)
	__attribute__((format(scanf, 5, 6)));
void safe_cg_lines_scanf(const char *file, const int lineno, const struct tst_cg_group *cg,
			 const char *file_name, const char *fmt, ...)
	__attribute__((format(scanf, 5, 6)));
int safe_cg_occursin(const char *file, const int lineno, const struct tst_cg_group *cg,
		     const char *file_name, const char *needle);

/* The most fds SAFE_CG_OPEN() can fill: one per hierarchy. */
#define TST_CG_ROOTS_MAX 32

#define SAFE_CG_HAS(cg, file_name) safe_cg_has(__FILE__, __LINE__, (cg), (file_name))
#define SAFE_CG_READ(cg, file_name, out, len) \
	safe_cg_read(__FILE__, __LINE__, (cg), (file_name), (out), (len))
#define SAFE_CG_PRINTF(cg, file_name, fmt, ...) \
	safe_cg_printf(__FILE__, __LINE__, (cg), (file_name), (fmt), ##__VA_ARGS__)
#define SAFE_CG_PRINT(cg, file_name, str) \
	safe_cg_printf(__FILE__, __LINE__, (cg), (file_name), "%s", (str))
#define SAFE_CG_OPEN(cg, file_name, flags, fds) \
	safe_cg_open(__FILE__, __LINE__, (cg), (file_name), (flags), (fds))
#define SAFE_CG_FCHOWN(cg, file_name, owner, group) \
	safe_cg_fchown(__FILE__, __LINE__, (cg), (file_name), (owner), (group))
#define SAFE_CG_SCANF(cg, file_name, fmt, ...) \
	safe_cg_scanf(__FILE__, __LINE__, (cg), (file_name), (fmt), __VA_ARGS__)
#define SAFE_CG_LINES_SCANF(cg, file_name, fmt, ...) \
	safe_cg_lines_scanf(__FILE__, __LINE__, (cg), (file_name), (fmt), __VA_ARGS__)
#define SAFE_CG_OCCURSIN(cg, file_name, needle) \
	safe_cg_occursin(__FILE__, __LINE__, (cg), (file_name), (needle))

#endif
