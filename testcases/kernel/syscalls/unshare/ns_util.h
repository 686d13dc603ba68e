/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Namespace helpers shared by the unshare and setns tests. */
#ifndef NS_UTIL_H__
#define NS_UTIL_H__

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

/* The inode of /proc/<pid>/ns/<name> (pid 0: self): equal inodes, same namespace. */
static inline ino_t ns_ino(pid_t pid, const char *name)
{
	char path[64];
	struct stat st;

	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/ns/%s", pid, name);
	else
		snprintf(path, sizeof(path), "/proc/self/ns/%s", name);
	SAFE_STAT(path, &st);
	return st.st_ino;
}

/* Map uid and gid 0 of the user namespace of pid to outer_id, as its parent may. */
static inline void ns_map_root(pid_t pid, unsigned int outer_id)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/uid_map", pid);
	SAFE_FILE_PRINTF(path, "0 %u 1", outer_id);
	snprintf(path, sizeof(path), "/proc/%d/setgroups", pid);
	SAFE_FILE_PRINTF(path, "deny");
	snprintf(path, sizeof(path), "/proc/%d/gid_map", pid);
	SAFE_FILE_PRINTF(path, "0 %u 1", outer_id);
}

/* 1 when every line of /proc/self/cgroup names the root of the cgroup namespace, "/". */
static inline int ns_cgroup_all_root(void)
{
	FILE *f = SAFE_FOPEN("/proc/self/cgroup", "r");
	char line[512], *path;
	int all_root = 1;

	while (fgets(line, sizeof(line), f)) {
		path = strrchr(line, ':');
		if (path && strcmp(path, ":/\n"))
			all_root = 0;
	}
	SAFE_FCLOSE(f);
	return all_root;
}

/* Report whether the effective capability set of the caller is full (CapEff). */
static inline void ns_check_all_caps(const char *desc)
{
	char caps[64] = "";

	SAFE_FILE_LINES_SCANF("/proc/self/status", "CapEff: %63s", caps);
	TST_EXP_EXPR(strspn(caps, "0") < strlen(caps) - 10, "%s: every capability (CapEff %s)",
		     desc, caps);
}

/*
 * TCONF unless the kernel has every namespace type (each shows as a /proc/self/ns link)
 * and allows user namespaces (user.max_user_namespaces above 0). Decided without the
 * calls under test.
 */
static inline void ns_require_all(void)
{
	static const char *const names[] = {"cgroup", "ipc", "mnt", "net", "pid", "time",
					    "user", "uts"};
	char path[64];
	unsigned int i;
	int max_userns;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		snprintf(path, sizeof(path), "/proc/self/ns/%s", names[i]);
		if (access(path, F_OK))
			tst_brk(TCONF, "no %s namespaces in this kernel (%s missing)", names[i],
				path);
	}
	SAFE_FILE_SCANF("/proc/sys/user/max_user_namespaces", "%d", &max_userns);
	if (max_userns <= 0)
		tst_brk(TCONF, "user namespaces disabled (user.max_user_namespaces = %d)",
			max_userns);
}

#endif
