// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Which filesystems can be tested on this machine: the kernel knows the filesystem
 * (/proc/filesystems; nothing is loaded here, since probing with mount() would autoload
 * modules behind the user's back) and its mkfs is installed, or a FUSE implementation
 * can mount it when the kernel cannot.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_fs.h"

static int in_proc_filesystems(const char *fs_type)
{
	char line[256], *name;
	FILE *f;
	int found = 0;

	f = fopen("/proc/filesystems", "r");
	if (!f)
		return 0;
	while (!found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		/* "nodev\ttmpfs" or "\text4" */
		name = strrchr(line, '\t');
		name = name ? name + 1 : line;
		found = !strcmp(name, fs_type);
	}
	fclose(f);
	return found;
}

/* A loadable module for the filesystem exists (it loads on the first mount). */
static int has_fs_module(const char *fs_type)
{
	static const char *const exts[] = {".ko", ".ko.xz", ".ko.zst", ".ko.gz"};
	struct utsname u;
	struct stat st;
	char path[512];
	size_t i;

	if (stat("/proc/modules", &st) || uname(&u))
		return 0;
	for (i = 0; i < ARRAY_SIZE(exts); i++) {
		snprintf(path, sizeof(path), "/lib/modules/%s/kernel/fs/%s/%s%s",
			 u.release, fs_type, fs_type, exts[i]);
		if (!stat(path, &st))
			return 1;
	}
	return 0;
}

static int kernel_has(const char *fs_type)
{
	return in_proc_filesystems(fs_type) || has_fs_module(fs_type);
}

static int has_mkfs(const char *fs_type)
{
	const struct ltk_fs_info *fs = ltk_fs_info(fs_type);
	char mkfs[64];

	if (fs && fs->nodev)
		return 1;
	snprintf(mkfs, sizeof(mkfs), "mkfs.%s", fs_type);
	if (!ltk_find_in_path(mkfs, NULL, 0)) {
		ltk_res(__FILE__, __LINE__, TINFO, "mkfs.%s does not exist", fs_type);
		return 0;
	}
	ltk_res(__FILE__, __LINE__, TINFO, "mkfs.%s does exist", fs_type);
	return 1;
}

static int fuse_can_mount(const char *fs_type)
{
	const struct ltk_fs_info *fs = ltk_fs_info(fs_type);
	struct stat st;
	int i;

	if (!fs || !fs->fuse_helpers)
		return 0;
	if (!in_proc_filesystems("fuse") || stat("/dev/fuse", &st))
		return 0;
	for (i = 0; fs->fuse_helpers[i]; i++) {
		if (ltk_find_in_path(fs->fuse_helpers[i], NULL, 0))
			return 1;
	}
	return 0;
}

int tst_fs_is_supported(const char *fs_type)
{
	if (!fs_type || !*fs_type || strchr(fs_type, '/'))
		return TST_FS_UNSUPPORTED;

	if (kernel_has(fs_type)) {
		ltk_res(__FILE__, __LINE__, TINFO, "Kernel supports %s", fs_type);
		return has_mkfs(fs_type) ? TST_FS_KERNEL : TST_FS_UNSUPPORTED;
	}
	if (fuse_can_mount(fs_type)) {
		ltk_res(__FILE__, __LINE__, TINFO, "FUSE does support %s", fs_type);
		return has_mkfs(fs_type) ? TST_FS_FUSE : TST_FS_UNSUPPORTED;
	}
	ltk_res(__FILE__, __LINE__, TINFO, "Filesystem %s is not supported", fs_type);
	return TST_FS_UNSUPPORTED;
}

int tst_fs_in_skiplist(const char *fs_type, const char *const *skiplist)
{
	int i;

	for (i = 0; skiplist && skiplist[i]; i++) {
		if (!strcmp(fs_type, skiplist[i]))
			return 1;
	}
	return 0;
}

/* Whitelist entries + 1 for the terminating NULL. */
static const char *fs_types[16];

const char **tst_get_supported_fs_types(const char *const *skiplist)
{
	const char *single = getenv("LTP_SINGLE_FS_TYPE");
	const char *force = getenv("LTP_FORCE_SINGLE_FS_TYPE");
	size_t i, n = 0;
	int sup;

	memset(fs_types, 0, sizeof(fs_types));
	if (single && *single && force && *force) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"LTP_SINGLE_FS_TYPE and LTP_FORCE_SINGLE_FS_TYPE are mutually exclusive");
		return fs_types;
	}
	if (force && *force) {
		/* For testing the library: the skip list does not apply. */
		ltk_res(__FILE__, __LINE__, TINFO, "WARNING: testing only %s (skip list ignored)",
			force);
		if (tst_fs_is_supported(force))
			fs_types[n++] = force;
		return fs_types;
	}
	if (single && *single) {
		ltk_res(__FILE__, __LINE__, TINFO, "WARNING: testing only %s", single);
		if (tst_fs_in_skiplist(single, skiplist)) {
			ltk_res(__FILE__, __LINE__, TINFO, "Skipping %s as requested by the test",
				single);
		} else if (tst_fs_is_supported(single)) {
			fs_types[n++] = single;
		}
		return fs_types;
	}

	for (i = 0; ltk_fs_whitelist[i] && n < ARRAY_SIZE(fs_types) - 1; i++) {
		const char *fs = ltk_fs_whitelist[i];

		if (tst_fs_in_skiplist(fs, skiplist)) {
			ltk_res(__FILE__, __LINE__, TINFO, "Skipping %s as requested by the test",
				fs);
			continue;
		}
		sup = tst_fs_is_supported(fs);
		if (sup == TST_FS_FUSE && tst_fs_in_skiplist("fuse", skiplist)) {
			ltk_res(__FILE__, __LINE__, TINFO,
				"Skipping FUSE based %s as requested by the test", fs);
			continue;
		}
		if (sup)
			fs_types[n++] = fs;
	}
	return fs_types;
}
