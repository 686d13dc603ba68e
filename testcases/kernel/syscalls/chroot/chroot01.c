// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chroot(2): "changes the root directory of the calling process to that specified in path.
 * This directory will be used for pathnames beginning with /. The root directory is
 * inherited by all children"; "This call does not change the current working directory";
 * "This call does not close open file descriptors, and such file descriptors may allow
 * access to files outside the chroot tree". Checked in a child (the test's own root never
 * changes): after chroot("newroot") an absolute path "/inside" names newroot/inside and
 * "/outside" is not found; "/.." is "/" again; a grandchild sees the same root; the
 * working directory is still the tmpdir (a relative name there still opens); a descriptor
 * of the tmpdir opened before still reaches the file outside.
 */

#include <sys/stat.h>
#include "tst_test.h"

static void in_child(void)
{
	struct stat root, dotdot, inside;
	int out_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	pid_t pid;
	int fd;

	SAFE_STAT("newroot/inside", &inside);
	TST_EXP_PASS(chroot("newroot"));
	if (!TST_PASS)
		return;

	fd = open("/inside", O_RDONLY);
	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "open(\"/inside\") after chroot");
	} else {
		SAFE_FSTAT(fd, &root);
		TST_EXP_EXPR(root.st_ino == inside.st_ino, "\"/inside\" is newroot/inside");
		SAFE_CLOSE(fd);
	}
	TST_EXP_FAIL(access("/outside", F_OK), ENOENT, "\"/outside\" is out of reach");
	SAFE_STAT("/", &root);
	SAFE_STAT("/..", &dotdot);
	TST_EXP_EXPR(root.st_ino == dotdot.st_ino && root.st_dev == dotdot.st_dev,
		     "\"/..\" is the new root");

	TST_EXP_PASS(access("outside", F_OK), "the working directory is unchanged");
	TST_EXP_FD(openat(out_fd, "outside", O_RDONLY),
		   "openat() through a descriptor opened before chroot");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	SAFE_CLOSE(out_fd);

	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_PASS(access("/inside", F_OK), "a child inherits the root directory");
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		in_child();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	SAFE_MKDIR("newroot", 0755);
	SAFE_FILE_PRINTF("newroot/inside", "in");
	SAFE_FILE_PRINTF("outside", "out");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
