// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Per-filesystem rules: mkfs options and minimal device sizes. The numbers and the
 * reasons for each option are measured and explained in doc/devices.md
 * (bench/fs-setup.sh reproduces them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_fs.h"
#include "tst_fs.h"

#define OPTS(...) ((const char *const []){__VA_ARGS__, NULL})

static const struct ltk_fs_info fs_table[] = {
	/*
	 * ext*: -F: no question about an existing filesystem or a whole device; -q: no
	 * banner. lazy_itable_init=0 zeroes the (small) inode tables now, so no ext4lazyinit
	 * thread writes to the device while the test runs; nodiscard: a fresh sparse file
	 * has nothing to discard.
	 */
	{ .name = "ext2", .min_size_mb = 16,
	  .mkfs_opts = OPTS("-F", "-q", "-E", "lazy_itable_init=0,nodiscard") },
	{ .name = "ext3", .min_size_mb = 16,
	  .mkfs_opts = OPTS("-F", "-q", "-E", "lazy_itable_init=0,lazy_journal_init=0,nodiscard") },
	{ .name = "ext4", .min_size_mb = 16,
	  .mkfs_opts = OPTS("-F", "-q", "-E", "lazy_itable_init=0,lazy_journal_init=0,nodiscard") },
	/* xfsprogs >= 5.19 refuses anything under 300 MB; -K: no discard. */
	{ .name = "xfs", .min_size_mb = 300, .min_is_hard = 1,
	  .mkfs_opts = OPTS("-f", "-q", "-K") },
	/* btrfs-progs' minimum for one device is 109 MB (114294784 bytes); -K: no discard. */
	{ .name = "btrfs", .min_size_mb = 109, .min_is_hard = 1,
	  .mkfs_opts = OPTS("-f", "-q", "-K") },
	{ .name = "bcachefs", .min_size_mb = 16, .mkfs_opts = OPTS("-f", "-q") },
	/* -I: accept a whole, unpartitioned device. */
	{ .name = "vfat", .min_size_mb = 16, .mkfs_opts = OPTS("-I") },
	/*
	 * No options: exfatprogs (1.2.0 in Debian 12) has no -q and exits 1 on it; tst_mkfs
	 * already discards mkfs' output.
	 */
	{ .name = "exfat", .min_size_mb = 16,
	  .fuse_helpers = OPTS("mount.exfat-fuse", "exfat-fuse") },
	/* -f: quick format (no zeroing), -F: a whole device is fine, -q: quiet. */
	{ .name = "ntfs", .min_size_mb = 16, .mkfs_opts = OPTS("-f", "-F", "-q"),
	  .fuse_helpers = OPTS("ntfs-3g", "mount.ntfs-3g") },
	{ .name = "tmpfs", .min_size_mb = 16, .nodev = 1 },
};

const char *const ltk_fs_whitelist[] = {
	"ext2", "ext3", "ext4", "xfs", "btrfs", "bcachefs", "vfat", "exfat", "ntfs", "tmpfs",
	NULL
};

const struct ltk_fs_info *ltk_fs_info(const char *name)
{
	size_t i;

	if (!name)
		return NULL;
	for (i = 0; i < sizeof(fs_table) / sizeof(fs_table[0]); i++) {
		if (!strcmp(fs_table[i].name, name))
			return &fs_table[i];
	}
	return NULL;
}

/* Filesystems LTK has no rule for get the size that the 2015 library used. */
#define UNKNOWN_FS_MIN_MB 20

unsigned int tst_dev_min_size(const char *fs_type)
{
	const struct ltk_fs_info *fs = ltk_fs_info(fs_type);

	return fs ? fs->min_size_mb : UNKNOWN_FS_MIN_MB;
}

unsigned int ltk_dev_default_size(void)
{
	unsigned int i, max = UNKNOWN_FS_MIN_MB;

	for (i = 0; i < sizeof(fs_table) / sizeof(fs_table[0]); i++) {
		if (fs_table[i].min_size_mb > max)
			max = fs_table[i].min_size_mb;
	}
	return max;
}

static int is_executable(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode) && !access(path, X_OK);
}

int ltk_find_in_path(const char *name, char *buf, size_t buf_len)
{
	const char *path = getenv("PATH");
	const char *p, *end;
	char cand[4096];
	size_t len;

	if (!name || !*name)
		return 0;
	if (strchr(name, '/')) {
		if (!is_executable(name))
			return 0;
		if (buf && buf_len)
			snprintf(buf, buf_len, "%s", name);
		return 1;
	}
	if (!path)
		path = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
	for (p = path; ; p = end + 1) {
		end = strchr(p, ':');
		len = end ? (size_t)(end - p) : strlen(p);
		/* An empty element means the current directory. */
		if (snprintf(cand, sizeof(cand), "%.*s%s%s", (int)len, p, len ? "/" : "",
			     name) < (int)sizeof(cand) && is_executable(cand)) {
			if (buf && buf_len)
				snprintf(buf, buf_len, "%s", cand);
			return 1;
		}
		if (!end)
			return 0;
	}
}
