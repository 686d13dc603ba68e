// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * umask(2), for every one of the 512 mask values: "umask() ... returns the previous value
 * of the mask" (the value set by the call before), and "the permissions of a newly created
 * file ... are set to mode & ~umask" for the system calls that create files: open() with
 * O_CREAT, creat(), mkdir(), mknod() of a FIFO and of a regular file, each asked for mode
 * 0777 (so the result shows every masked bit). Runs in the test's tmpdir, which carries no
 * default ACL (a default ACL would replace the umask, as the man page notes).
 */

#include <sys/stat.h>
#include "tst_test.h"

static int check_mode(const char *path, mode_t type, mode_t mask)
{
	struct stat st;

	SAFE_LSTAT(path, &st);
	if (st.st_mode == (type | (0777 & ~mask)))
		return 1;
	tst_res(TFAIL, "umask %04o: %s has mode %06o, expected %06o", mask, path, st.st_mode,
		type | (0777 & ~mask));
	return 0;
}

static void run(void)
{
	mode_t mask, initial = umask(0), prev = 0;
	int ok = 1, fd;

	for (mask = 0; mask <= 0777 && ok; mask++) {
		mode_t old = umask(mask);

		if (old != prev) {
			tst_res(TFAIL, "umask(%04o) returned %04o, the previous mask was %04o",
				mask, old, prev);
			ok = 0;
			break;
		}
		prev = mask;

		fd = SAFE_OPEN("open", O_CREAT | O_EXCL | O_WRONLY, 0777);
		SAFE_CLOSE(fd);
		fd = SAFE_CREAT("creat", 0777);
		SAFE_CLOSE(fd);
		SAFE_MKDIR("dir", 0777);
		SAFE_MKNOD("fifo", S_IFIFO | 0777, 0);
		SAFE_MKNOD("reg", S_IFREG | 0777, 0);

		ok = check_mode("open", S_IFREG, mask) && check_mode("creat", S_IFREG, mask) &&
		     check_mode("dir", S_IFDIR, mask) && check_mode("fifo", S_IFIFO, mask) &&
		     check_mode("reg", S_IFREG, mask);

		SAFE_UNLINK("open");
		SAFE_UNLINK("creat");
		SAFE_RMDIR("dir");
		SAFE_UNLINK("fifo");
		SAFE_UNLINK("reg");
	}
	if (ok) {
		tst_res(TPASS, "512 masks: each umask() returned the previous one and open, creat, "
			"mkdir, mknod(FIFO), mknod(regular) created mode 0777 & ~mask");
		TST_EXP_EQ_LI(umask(initial), 0777);
	} else {
		umask(initial);
	}
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
