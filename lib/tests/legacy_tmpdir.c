// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_tmpdir/tst_rmdir: created under $TMPDIR with mode 0777, entered, removed with all its
 * contents, without following a symlink or crossing into a mount inside it.
 * argv[1]: "plain", "symlink DIR" (plant a link to DIR), "mount" (tmpfs inside), "nodir".
 */
#include <sys/mount.h>
#include <sys/stat.h>
#include "test.h"

char *TCID = "legacy_tmpdir";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "plain";
	char cwd[4096], *path;
	struct stat st;
	int fd;

	if (!strcmp(mode, "nodir")) {
		tst_rmdir();
		tst_exit();
	}
	if (!strcmp(mode, "path")) {
		tst_get_tmpdir();
		tst_exit();
	}

	tst_tmpdir();
	path = tst_get_tmpdir();
	if (!getcwd(cwd, sizeof(cwd)) || strcmp(cwd, path))
		tst_resm(TFAIL, "cwd is %s, expected %s", cwd, path);
	if (stat(path, &st) || (st.st_mode & 07777) != 0777)
		tst_resm(TFAIL, "tmpdir mode is %o", st.st_mode & 07777);
	printf("tmpdir=%s\n", path);
	printf("startwd=%s\n", tst_get_startwd());

	/* Content a test typically leaves: files, nested dirs, a dir without permissions. */
	mkdir("a", 0755);
	mkdir("a/b", 0755);
	fd = open("a/b/file", O_CREAT | O_WRONLY, 0644);
	if (fd >= 0)
		close(fd);
	mkdir("locked", 0755);
	mkdir("locked/inner", 0755);
	chmod("locked", 0);

	if (!strcmp(mode, "symlink") && argc > 2) {
		if (symlink(argv[2], "link"))
			tst_brkm(TBROK | TERRNO, tst_rmdir, "symlink()");
		if (symlink(argv[2], "a/b/link2"))
			tst_brkm(TBROK | TERRNO, tst_rmdir, "symlink()");
	}
	if (!strcmp(mode, "mount")) {
		mkdir("mnt", 0755);
		if (mount("ltk", "mnt", "tmpfs", 0, NULL))
			tst_brkm(TCONF | TERRNO, tst_rmdir, "mount(tmpfs)");
		fd = open("mnt/keep", O_CREAT | O_WRONLY, 0644);
		if (fd >= 0)
			close(fd);
	}

	tst_resm(TPASS, "tmpdir created");
	tst_rmdir();
	if (!strcmp(mode, "mount")) {
		char mnt[4200], keep[4300];

		snprintf(mnt, sizeof(mnt), "%s/mnt", path);
		snprintf(keep, sizeof(keep), "%s/keep", mnt);
		if (access(keep, F_OK))
			tst_resm(TFAIL, "tst_rmdir() removed a file inside a mount");
		else
			tst_resm(TPASS, "tst_rmdir() left the mount alone");
		umount(mnt);
		tst_rmdir();
	}
	if (!stat(path, &st))
		tst_resm(TFAIL, "%s still exists after tst_rmdir()", path);
	free(path);
	tst_exit();
}
