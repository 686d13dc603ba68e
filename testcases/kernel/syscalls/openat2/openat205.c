// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) RESOLVE_NO_XDEV, from the man page: "Disallow traversal of mount points
 * during path resolution (including all bind mounts). Consequently, pathname must either
 * be on the same mount as the directory referred to by dirfd, or on the same mount as the
 * current working directory if dirfd is specified as AT_FDCWD." Crossings fail with EXDEV
 * (ERRORS).
 * A tmpfs is mounted on tmpdir/mnt. Succeed: a file of the tmpdir from AT_FDCWD, a file of
 * the tmpfs from a dirfd inside it. Fail with EXDEV: AT_FDCWD to mnt/file (down into the
 * mount), mnt dirfd to ../file (up out of it), AT_FDCWD to /proc/self/status.
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include "tst_test.h"
#include "lapi/openat2.h"
#include "no_new_fd.h"
#include "openat2_read.h"

static int mnt_fd = -1, mounted;

static struct tcase {
	int *dirfd;
	const char *path;
	int exp_errno;
	const char *exp_data;
	const char *desc;
} tcases[] = {
	{NULL, "file", 0, "tmpdir", "same mount as the cwd"},
	{&mnt_fd, "file", 0, "tmpfs", "same mount as dirfd"},
	{NULL, "mnt/file", EXDEV, NULL, "down into a mount"},
	{&mnt_fd, "../file", EXDEV, NULL, "up out of a mount"},
	{NULL, "/proc/self/status", EXDEV, NULL, "absolute path onto /proc"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct open_how how = {.flags = O_RDONLY, .resolve = RESOLVE_NO_XDEV};
	int dfd = tc->dirfd ? *tc->dirfd : AT_FDCWD;
	char buf[16];

	if (tc->exp_errno) {
		EXP_FAIL_NO_NEW_FD(openat2(dfd, tc->path, &how, sizeof(how)), tc->exp_errno,
				   "RESOLVE_NO_XDEV: %s", tc->desc);
		return;
	}
	if (openat2_read(dfd, tc->path, &how, buf, sizeof(buf), "RESOLVE_NO_XDEV", tc->desc))
		return;
	if (strcmp(buf, tc->exp_data))
		tst_res(TFAIL, "RESOLVE_NO_XDEV: %s read '%s', expected '%s'", tc->desc, buf,
			tc->exp_data);
	else
		tst_res(TPASS, "RESOLVE_NO_XDEV: %s opened the %s file", tc->desc, tc->exp_data);
}

static void setup(void)
{
	openat2_require(RESOLVE_NO_XDEV);
	SAFE_FILE_PRINTF("file", "tmpdir");
	SAFE_MKDIR("mnt", 0755);
	SAFE_MOUNT("tmpfs", "mnt", "tmpfs", 0, "size=1m");
	mounted = 1;
	SAFE_FILE_PRINTF("mnt/file", "tmpfs");
	mnt_fd = SAFE_OPEN("mnt", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (mnt_fd > -1)
		SAFE_CLOSE(mnt_fd);
	if (mounted)
		SAFE_UMOUNT("mnt");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
