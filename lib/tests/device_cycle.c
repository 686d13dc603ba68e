// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Acquire a device, format it, mount it, check statfs() names the right filesystem,
 * umount, release: once per filesystem given (or every supported one with "all"),
 * with per-phase times on TINFO lines (bench/fs-setup.sh reads them).
 * With -m 1 only acquire, format and release: every installed mkfs must accept the options
 * the library gives it, also for a filesystem this kernel cannot mount (another kernel may).
 *   device_cycle [-s SIZE_MB|min] [-r REPEAT] [-m 1] all|FS...
 */
#include <sys/mount.h>
#include <sys/vfs.h>
#include <time.h>
#include "test.h"
#include "tst_fs.h"

char *TCID = "device_cycle";
int TST_TOTAL = 1;

static const char *dev;
static int mounted;
static int mkfs_only;

static void cleanup(void)
{
	if (mounted && tst_umount("mnt"))
		tst_resm(TWARN | TERRNO, "umount(mnt) failed");
	mounted = 0;
	if (dev)
		tst_release_device(NULL, dev);
	dev = NULL;
	tst_rmdir();
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static long expected_magic(const char *fs, int fuse)
{
	if (fuse)
		return TST_FUSE_MAGIC;
	if (!strncmp(fs, "ext", 3))
		return TST_EXT234_MAGIC;
	if (!strcmp(fs, "xfs"))
		return TST_XFS_MAGIC;
	if (!strcmp(fs, "btrfs"))
		return TST_BTRFS_MAGIC;
	if (!strcmp(fs, "vfat"))
		return TST_VFAT_MAGIC;
	if (!strcmp(fs, "exfat"))
		return TST_EXFAT_MAGIC;
	if (!strcmp(fs, "ntfs"))
		return TST_NTFS_MAGIC;
	if (!strcmp(fs, "tmpfs"))
		return TST_TMPFS_MAGIC;
	if (!strcmp(fs, "bcachefs"))
		return TST_BCACHEFS_MAGIC;
	return 0;
}

/* FUSE filesystems are mounted by their helper, with the same argument order as mount. */
static int fuse_mount(const char *fs)
{
	const char *helper = !strcmp(fs, "ntfs") ? "ntfs-3g" : "mount.exfat-fuse";
	const char *argv[] = {helper, dev, "mnt", NULL};

	return tst_run_cmd(cleanup, argv, "/dev/null", "/dev/null", 1);
}

static void format_only(const char *fs, unsigned int size)
{
	dev = tst_acquire_device_(cleanup, size == (unsigned int)-1 ? tst_dev_min_size(fs) : size);
	if (!dev)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	/* A refused option ends the program here with TBROK and mkfs' output. */
	tst_mkfs(cleanup, dev, fs, NULL);
	tst_resm(TPASS, "%s: mkfs.%s formatted %s", fs, fs, dev);
	if (tst_release_device(cleanup, dev))
		tst_resm(TFAIL, "%s: releasing %s failed", fs, dev);
	dev = NULL;
}

static void cycle(const char *fs, unsigned int size)
{
	int support = tst_fs_is_supported(fs);
	double t0, t1, t2, t3, t4, t5;
	long magic;

	if (mkfs_only) {
		format_only(fs, size);
		return;
	}
	if (!support) {
		tst_resm(TCONF, "%s is not supported here", fs);
		return;
	}
	t0 = now();
	dev = tst_acquire_device_(cleanup, size == (unsigned int)-1 ? tst_dev_min_size(fs) : size);
	if (!dev)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	t1 = now();
	tst_mkfs(cleanup, dev, fs, NULL);
	t2 = now();
	if (support == TST_FS_FUSE) {
		if (fuse_mount(fs))
			tst_brkm(TBROK, cleanup, "FUSE mount of %s failed", fs);
	} else if (mount(!strcmp(fs, "tmpfs") ? "ltk" : dev, "mnt", fs, 0, NULL)) {
		tst_brkm(TBROK | TERRNO, cleanup, "mount(%s, mnt, %s) failed", dev, fs);
	}
	mounted = 1;
	t3 = now();
	if (!tst_is_mounted_at_tmpdir("mnt"))
		tst_resm(TFAIL, "%s: mnt is not in /proc/mounts", fs);
	magic = tst_fs_type(cleanup, "mnt");
	if (magic == expected_magic(fs, support == TST_FS_FUSE))
		tst_resm(TPASS, "%s: statfs says %s", fs, tst_fs_type_name(magic));
	else
		tst_resm(TFAIL, "%s: statfs says %s (0x%lx)", fs, tst_fs_type_name(magic), magic);
	if (tst_umount("mnt"))
		tst_brkm(TBROK | TERRNO, cleanup, "umount(mnt) failed");
	mounted = 0;
	t4 = now();
	if (tst_release_device(cleanup, dev))
		tst_resm(TFAIL, "%s: releasing %s failed", fs, dev);
	dev = NULL;
	t5 = now();
	tst_resm(TINFO, "time %s size=%uMB acquire=%.3f mkfs=%.3f mount=%.3f umount=%.3f "
		 "release=%.3f total=%.3f", fs, size == (unsigned int)-1 ? tst_dev_min_size(fs) :
		 size, t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t5 - t0);
}

int main(int argc, char *argv[])
{
	unsigned int size = (unsigned int)-1;
	int i, j, r, repeat = 1;

	for (i = 1; i < argc && argv[i][0] == '-'; i += 2) {
		if (i + 1 >= argc)
			tst_brkm(TBROK, NULL, "%s needs a value", argv[i]);
		if (!strcmp(argv[i], "-s"))
			size = strcmp(argv[i + 1], "min") ?
			       (unsigned int)atoi(argv[i + 1]) : (unsigned int)-1;
		else if (!strcmp(argv[i], "-r"))
			repeat = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "-m"))
			mkfs_only = atoi(argv[i + 1]);
		else
			tst_brkm(TBROK, NULL, "unknown option %s", argv[i]);
	}
	tst_require_root();
	tst_tmpdir();
	if (mkdir("mnt", 0755))
		tst_brkm(TBROK | TERRNO, cleanup, "mkdir(mnt) failed");

	for (r = 0; r < repeat; r++) {
		for (j = i; j < argc; j++) {
			if (strcmp(argv[j], "all")) {
				cycle(argv[j], size);
				continue;
			}
			for (const char **fs = tst_get_supported_fs_types(NULL); *fs; fs++)
				cycle(*fs, size);
		}
	}
	cleanup();
	tst_exit();
}
