// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_CREAT ownership and mode, from the man page's DESCRIPTION of O_CREAT:
 * - "The owner (user ID) of the new file is set to the effective user ID of the process";
 * - "The group ownership ... is set either to the effective group ID of the process (System
 *   V semantics) or to the group ID of the parent directory (BSD semantics). On Linux, the
 *   behavior depends on whether the set-group-ID mode bit is set on the parent directory:
 *   if that bit is set, then BSD semantics apply";
 * - "The mode argument is ... applied only when the file is created": opening an existing
 *   file with O_CREAT and another mode leaves its mode alone;
 * - "the mode applies only to future accesses of the newly created file; the open() call
 *   that creates a read-only file may well return a read/write file descriptor".
 * Runs in a child as nobody/nogroup with a supplementary group owning the setgid directory.
 */

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include "tst_test.h"

#define DIR_GID 4242

static uid_t nobody_uid;
static gid_t nobody_gid;

static void check_owner(const char *path, uid_t uid, gid_t gid)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if (st.st_uid == uid && st.st_gid == gid)
		tst_res(TPASS, "%s owned by %d:%d", path, (int)uid, (int)gid);
	else
		tst_res(TFAIL, "%s owned by %d:%d, expected %d:%d", path, (int)st.st_uid,
			(int)st.st_gid, (int)uid, (int)gid);
}

static void child(void)
{
	gid_t groups[] = {DIR_GID};
	struct stat st;
	int fd;

	SAFE_SETGROUPS(1, groups);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
	umask(0);

	fd = TST_EXP_FD(open("plain/f", O_CREAT | O_RDWR, 0444), "O_CREAT mode 0444, O_RDWR");
	if (fd < 0)
		return;
	TST_EXP_VAL(write(fd, "w", 1), 1, "write() through the fd that created a 0444 file");
	SAFE_CLOSE(fd);
	check_owner("plain/f", nobody_uid, nobody_gid);

	fd = SAFE_OPEN("sgid/f", O_CREAT | O_WRONLY, 0640);
	SAFE_CLOSE(fd);
	check_owner("sgid/f", nobody_uid, DIR_GID);

	fd = SAFE_OPEN("plain/f2", O_CREAT | O_WRONLY, 0600);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("plain/f2", O_CREAT | O_WRONLY, 0666);
	SAFE_CLOSE(fd);
	SAFE_STAT("plain/f2", &st);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0600);

	SAFE_UNLINK("plain/f");
	SAFE_UNLINK("plain/f2");
	SAFE_UNLINK("sgid/f");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		child();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_MKDIR("plain", 0777);
	SAFE_CHMOD("plain", 0777);
	SAFE_MKDIR("sgid", 0777);
	SAFE_CHOWN("sgid", 0, DIR_GID);
	SAFE_CHMOD("sgid", 02777);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
