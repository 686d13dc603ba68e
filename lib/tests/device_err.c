// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Device and filesystem library edge cases, one per argv[1]:
 *   acquire            acquire/release a device with tmpdir (LTP_DEV honoured), print
 *                      the loop device's backing file
 *   acquire_twice      a second acquire is TBROK
 *   no_tmpdir          acquire without tst_tmpdir() is TBROK
 *   mkfs FS [DEV]      tst_mkfs (TCONF for a missing mkfs, TBROK with output on failure)
 *   mkfs_small FS MB   tst_mkfs of FS on a loop device of MB megabytes
 *   supported [SKIP..] tst_get_supported_fs_types(skiplist), one "fs: NAME" line each
 *   is_supported FS    tst_fs_is_supported()
 *   min_size FS        tst_dev_min_size()
 *   dev_fs_type        tst_dev_fs_type()
 *   umount PATH        tst_umount() of something not mounted
 *   fill               hardlink/subdir limits, fill, device facts on a mounted ext2
 *   detach_busy        tst_detach_device() while a child still holds the device open: it
 *                      returns once the backing file is let go (its tmpfs unmounts)
 */
#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "test.h"
#include "safe_macros.h"
#include "tst_fs.h"

char *TCID = "device_err";
int TST_TOTAL = 1;

static const char *dev;
static int mounted;

static void cleanup(void)
{
	if (mounted)
		tst_umount("mnt");
	mounted = 0;
	if (dev)
		tst_release_device(NULL, dev);
	dev = NULL;
	if (tst_tmpdir_created())
		tst_rmdir();
}

/* "backing: " and what /sys/block/loopN/loop/backing_file says, for a loop device */
static void print_backing(const char *loopdev)
{
	char path[256], backing[4096] = "";
	FILE *f;

	snprintf(path, sizeof(path), "/sys/block/%s/loop/backing_file", strrchr(loopdev, '/') + 1);
	f = fopen(path, "r");
	if (f && fgets(backing, sizeof(backing), f))
		printf("backing: %s", backing);
	if (f)
		fclose(f);
	fflush(stdout);
}

static void acquire(int twice)
{
	tst_tmpdir();
	dev = tst_acquire_device(cleanup);
	if (!dev)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	tst_resm(TPASS, "acquired %s (%lli MB)", dev, (long long)tst_get_device_size(dev));
	print_backing(dev);
	if (twice)
		tst_acquire_device(cleanup);
	cleanup();
}

static void check(int cond, const char *what)
{
	tst_resm(cond ? TPASS : TFAIL, "%s", what);
}

static void fill(void)
{
	char backing[256] = "";
	struct stat st, dev_st;
	int n;

	tst_tmpdir();
	dev = tst_acquire_device_(cleanup, 16);
	if (!dev)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	tst_mkfs(cleanup, dev, "ext2", NULL);
	if (mkdir("mnt", 0777) || mount(dev, "mnt", "ext2", 0, NULL))
		tst_brkm(TBROK | TERRNO, cleanup, "mount failed");
	mounted = 1;

	check(tst_get_device_size(dev) == 16, "device size is 16 MB");
	tst_find_backing_dev("mnt", backing, sizeof(backing));
	check(!strcmp(backing, dev), "tst_find_backing_dev() finds the loop device");
	check(tst_dev_block_size("mnt") == 512, "block size 512");
	check(tst_mount_has_opt("mnt", "rw") && tst_is_mounted_rw("mnt") &&
	      !tst_is_mounted_ro("mnt"), "mounted rw");
	check(tst_dir_is_empty(cleanup, "mnt/lost+found", 0), "lost+found is empty");
	check(!tst_dir_is_empty(cleanup, "mnt", 1), "mnt is not empty");

	/* ext2 is served by the ext4 driver today: its limit is 65000, ext2's own was 32000. */
	n = tst_fs_fill_hardlinks(cleanup, "mnt/links");
	tst_resm(!stat("mnt/links/testfile0", &st) && n > 1 && st.st_nlink == (nlink_t)n ?
		 TPASS : TFAIL, "hardlink limit %d reached", n);
	check(link("mnt/links/testfile0", "mnt/links/one_more") && errno == EMLINK,
	      "the next link fails with EMLINK");
	/* 16 MB has fewer inodes than the subdirectory limit: ENOSPC gives 0, cleaned up. */
	n = tst_fs_fill_subdirs(cleanup, "mnt/dirs");
	tst_resm(n == 0 ? TPASS : TFAIL, "out of inodes before the subdirectory limit: %d", n);
	check(tst_dir_is_empty(cleanup, "mnt/dirs", 1), "the subdirectories were removed");

	check(tst_fs_has_free(cleanup, "mnt", 1, TST_MB), "1 MB free before filling");
	tst_fill_fs("mnt", 0, TST_FILL_RANDOM);
	check(!tst_fs_has_free(cleanup, "mnt", 1, TST_MB), "less than 1 MB free after filling");
	check(tst_dev_bytes_written(dev) > 0, "bytes were written to the device");

	tst_stat_mount_dev("mnt", &st);
	check(S_ISBLK(st.st_mode) && !stat(dev, &dev_st) && st.st_rdev == dev_st.st_rdev,
	      "tst_stat_mount_dev() stats the loop device");
	if (tst_umount("mnt"))
		tst_brkm(TBROK | TERRNO, cleanup, "umount failed");
	mounted = 0;
	check(!tst_clear_device(dev), "tst_clear_device()");
	if (!mount(dev, "mnt", "ext2", 0, NULL)) {
		mounted = 1;
		tst_resm(TFAIL, "the cleared device still mounts");
	} else {
		tst_resm(TPASS | TERRNO, "the cleared device has no filesystem");
	}
	cleanup();
}

/*
 * The device has a second opener (a child that closes it 300 ms later), so LOOP_CLR_FD
 * only marks it: the backing file goes at that close. tst_detach_device() must wait for
 * it, or the unmount of the backing file's filesystem right after fails with EBUSY.
 */
static void detach_busy(void)
{
	char loopdev[64], ready;
	int fd, pipefd[2];
	pid_t pid;

	tst_require_root();
	tst_tmpdir();
	SAFE_MKDIR(cleanup, "small", 0755);
	SAFE_MOUNT(cleanup, "tmpfs", "small", "tmpfs", 0, "size=8m");
	fd = SAFE_OPEN(cleanup, "small/backing", O_CREAT | O_RDWR, 0600);
	SAFE_FTRUNCATE(cleanup, fd, 4 << 20);
	SAFE_CLOSE(cleanup, fd);
	if (tst_find_free_loopdev(loopdev, sizeof(loopdev)) < 0 ||
	    tst_attach_device(loopdev, "small/backing"))
		tst_brkm(TBROK, cleanup, "cannot attach a loop device");
	SAFE_PIPE(cleanup, pipefd);
	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid) {
		fd = open(loopdev, O_RDONLY);
		close(pipefd[0]);
		if (write(pipefd[1], "x", 1) != 1)
			_exit(1);
		usleep(300000);
		close(fd);
		_exit(fd < 0);
	}
	close(pipefd[1]);
	SAFE_READ(cleanup, 1, pipefd[0], &ready, 1);
	if (tst_detach_device(loopdev))
		tst_resm(TFAIL, "tst_detach_device(%s) failed", loopdev);
	if (umount("small"))
		tst_resm(TFAIL | TERRNO, "umount of the backing file's tmpfs right after the detach");
	else
		tst_resm(TPASS, "the backing file was let go when tst_detach_device() returned");
	SAFE_WAITPID(cleanup, pid, NULL, 0);
	umount2("small", MNT_DETACH);
	tst_rmdir();
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "acquire") || !strcmp(mode, "acquire_twice")) {
		acquire(!strcmp(mode, "acquire_twice"));
	} else if (!strcmp(mode, "no_tmpdir")) {
		dev = tst_acquire_device(NULL);
		tst_resm(TFAIL, "acquired %s without a tmpdir", dev ? dev : "nothing");
	} else if (!strcmp(mode, "mkfs") && argc > 2) {
		tst_mkfs(NULL, argc > 3 ? argv[3] : "/nonexistent/ltk-dev", argv[2], NULL);
		tst_resm(TPASS, "mkfs returned");
	} else if (!strcmp(mode, "mkfs_small") && argc == 4) {
		tst_tmpdir();
		dev = tst_acquire_device_(cleanup, atoi(argv[3]));
		if (!dev)
			tst_brkm(TCONF, cleanup, "Failed to obtain block device");
		tst_mkfs(cleanup, dev, argv[2], NULL);
		tst_resm(TPASS, "formatted %s MB with %s", argv[3], argv[2]);
		cleanup();
	} else if (!strcmp(mode, "supported")) {
		const char **fs = tst_get_supported_fs_types((const char *const *)argv + 2);

		for (; *fs; fs++)
			tst_resm(TINFO, "fs: %s", *fs);
	} else if (!strcmp(mode, "is_supported") && argc > 2) {
		tst_resm(TINFO, "is_supported %s = %d", argv[2], tst_fs_is_supported(argv[2]));
	} else if (!strcmp(mode, "min_size") && argc > 2) {
		tst_resm(TINFO, "min_size %s = %u", argv[2], tst_dev_min_size(argv[2]));
	} else if (!strcmp(mode, "dev_fs_type")) {
		tst_resm(TINFO, "dev_fs_type = %s", tst_dev_fs_type());
	} else if (!strcmp(mode, "umount") && argc > 2) {
		TEST(tst_umount(argv[2]));
		tst_resm(TINFO | TTERRNO, "tst_umount = %li", TEST_RETURN);
		tst_resm(TINFO, "is_mounted = %d", tst_is_mounted(argv[2]));
	} else if (!strcmp(mode, "detach_busy")) {
		detach_busy();
	} else if (!strcmp(mode, "fill")) {
		tst_require_root();
		fill();
	} else {
		tst_brkm(TBROK, NULL, "usage: device_err MODE ...");
	}
	tst_exit();
}
