/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * EDQUOT for the calls that make a name or allocate blocks: an ext4 filesystem made with the
 * quota feature and mounted with usrquota (so user quotas are enforced from the mount on),
 * with 256-byte inodes (room for a small extended attribute in the inode), a directory
 * QUOTA_DIR open to everyone, and limits on user nobody set with quotactl(Q_SETQUOTA). The
 * calls run as nobody in a child (root with CAP_SYS_RESOURCE would not be limited). A test
 * declares QUOTA_TEST_FIELDS in its struct tst_test and calls quota_setup() (limits given
 * in inodes and KiB) or quota_dir_setup() (nobody's own directory QUOTA_FULL and file
 * QUOTA_FILE, no block beyond them) in its setup.
 *
 * quota_inode_test() checks one call that makes a name: nobody makes QUOTA_INODES names with
 * it (each must then exist with the wanted file type and belong to nobody), the next one
 * must fail with EDQUOT and leave no name behind, and nobody's inode count (Q_GETQUOTA)
 * must still be QUOTA_INODES; then the names are removed again, so the test can repeat.
 * A test of such a call is its make() and QUOTA_INODE_TEST(): the *at() calls make their
 * names through quota_dir_fd, QUOTA_DIR open, with quota_leaf(path) as the name.
 *
 * quota_dir_test() checks one call that adds a name for an existing file (link, rename):
 * nobody owns a directory QUOTA_FULL and a file QUOTA_FILE, and may own no more blocks than
 * they take. Names of 255 bytes are added in QUOTA_FULL while its first block has room (at
 * least one must be, each the file's inode); the one that needs a new block must fail with
 * EDQUOT, leave no name behind and leave nobody's space as it was. A test of such a call is
 * its add() and QUOTA_DIR_TEST().
 */
#ifndef QUOTA_NOBODY_H__
#define QUOTA_NOBODY_H__

#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/quota.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_uid.h"

#define QUOTA_MNT "mntpoint"
#define QUOTA_DIR QUOTA_MNT "/dir"
#define QUOTA_INODES 3

#define QUOTA_TEST_FIELDS \
	.needs_root = 1, \
	.forks_child = 1, \
	.mount_device = 1, \
	.dev_min_size = 16, \
	.mntpoint = QUOTA_MNT, \
	.filesystems = (struct tst_fs []){ \
		{ \
			.type = "ext4", \
			.mkfs_opts = (const char *const []){"-I", "256", "-O", "quota", "-E", \
							    "quotatype=usrquota", NULL}, \
			.mnt_data = "usrquota", \
		}, \
		{} \
	}, \
	.needs_kconfigs = (const char *const []){"CONFIG_QUOTA", "CONFIG_QFMT_V2", NULL}

static uid_t quota_nobody_uid;

static inline int quota_ctl(int cmd, int id, void *addr)
{
	return quotactl(QCMD(cmd, USRQUOTA), tst_device->dev, id, addr);
}

/* nobody may own at most inodes inodes and blocks_kb KiB (0: no limit of that kind) */
static inline void quota_setup(unsigned long long inodes, unsigned long long blocks_kb)
{
	struct dqblk set = {
		.dqb_bhardlimit = blocks_kb,
		.dqb_ihardlimit = inodes,
		.dqb_valid = QIF_LIMITS,
	};
	struct dqblk got = {};

	quota_nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_MKDIR(QUOTA_DIR, 0777);
	SAFE_CHMOD(QUOTA_DIR, 0777);
	if (quota_ctl(Q_SETQUOTA, quota_nobody_uid, &set))
		tst_brk(TBROK | TERRNO, "quotactl(Q_SETQUOTA) for nobody");
	if (quota_ctl(Q_GETQUOTA, quota_nobody_uid, &got))
		tst_brk(TBROK | TERRNO, "quotactl(Q_GETQUOTA) for nobody");
	if (got.dqb_ihardlimit != inodes || got.dqb_bhardlimit != blocks_kb)
		tst_brk(TBROK, "nobody's limits read back as %llu inodes, %llu KiB",
			(unsigned long long)got.dqb_ihardlimit,
			(unsigned long long)got.dqb_bhardlimit);
}

/* what nobody's quota counts now: inodes, or bytes of space */
static inline unsigned long long quota_nobody_used(int inodes)
{
	struct dqblk got = {};

	if (quota_ctl(Q_GETQUOTA, quota_nobody_uid, &got))
		tst_brk(TBROK | TERRNO, "quotactl(Q_GETQUOTA) for nobody");
	return inodes ? got.dqb_curinodes : got.dqb_curspace;
}

/*
 * make(path) is the call under test (0 on success, -1 with errno set); type the S_IF* type
 * of what it makes.
 */
static inline void quota_inode_test(const char *call, int (*make)(const char *path),
				    mode_t type)
{
	char path[PATH_MAX];
	struct stat st;
	int i, made = 0;

	if (!SAFE_FORK()) {
		tst_become_nobody();
		for (i = 0; i < QUOTA_INODES; i++) {
			snprintf(path, sizeof(path), QUOTA_DIR "/n%d", i);
			if (make(path)) {
				tst_res(TFAIL | TERRNO, "%s(%s) under nobody's inode limit", call,
					path);
				break;
			}
			if (lstat(path, &st)) {
				tst_res(TFAIL | TERRNO, "%s(%s) returned 0 but made nothing", call,
					path);
				break;
			}
			if ((st.st_mode & S_IFMT) != type || st.st_uid != quota_nobody_uid) {
				tst_res(TFAIL, "%s(%s) made mode %o, owner %u", call, path,
					st.st_mode, (unsigned int)st.st_uid);
				break;
			}
			made++;
		}
		if (made == QUOTA_INODES)
			tst_res(TPASS, "%s() made %d names as nobody, up to the inode limit", call,
				made);
		else
			exit(0);
		snprintf(path, sizeof(path), QUOTA_DIR "/n%d", i);
		TST_EXP_FAIL(make(path), EDQUOT, "%s() beyond nobody's inode limit", call);
		if (!lstat(path, &st))
			tst_res(TFAIL, "the failed %s() left %s behind", call, path);
		else if (errno != ENOENT)
			tst_res(TFAIL | TERRNO, "lstat(%s) after the failed %s()", path, call);
		TST_EXP_EQ_LU(quota_nobody_used(1), QUOTA_INODES);
		exit(0);
	}
	tst_reap_children();
	for (i = 0; i <= QUOTA_INODES; i++) {
		snprintf(path, sizeof(path), QUOTA_DIR "/n%d", i);
		if (remove(path) && errno != ENOENT)
			tst_brk(TBROK | TERRNO, "remove(%s)", path);
	}
	if (quota_nobody_used(1))
		tst_brk(TBROK, "nobody still owns %llu inodes after the names were removed",
			quota_nobody_used(1));
}

#define QUOTA_FULL QUOTA_DIR "/full"
#define QUOTA_FILE QUOTA_DIR "/file"

static int quota_dir_fd = -1;

static inline const char *quota_leaf(const char *path)
{
	return path + sizeof(QUOTA_DIR);
}

/* for make() of the calls that return a descriptor: 0 when fd is one (closed here) */
static inline int quota_fd_made(int fd)
{
	if (fd < 0)
		return -1;
	SAFE_CLOSE(fd);
	return 0;
}

static inline void quota_inode_setup(void)
{
	quota_setup(QUOTA_INODES, 0);
	quota_dir_fd = SAFE_OPEN(QUOTA_DIR, O_DIRECTORY);
}

static inline void quota_inode_cleanup(void)
{
	if (quota_dir_fd >= 0)
		SAFE_CLOSE(quota_dir_fd);
}

#define QUOTA_INODE_TEST(call, type) \
	static void run(void) \
	{ \
		quota_inode_test(call, make, type); \
	} \
	static struct tst_test test = { \
		.test_all = run, \
		.setup = quota_inode_setup, \
		.cleanup = quota_inode_cleanup, \
		QUOTA_TEST_FIELDS, \
	}

/* QUOTA_FULL "/" then 255 bytes ending in the number i */
static inline void quota_long_name(char *buf, size_t size, int i)
{
	char name[NAME_MAX + 1];

	memset(name, 'n', NAME_MAX);
	snprintf(name + NAME_MAX - 4, 5, "%04d", i);
	snprintf(buf, size, QUOTA_FULL "/%s", name);
}

static inline void quota_dir_setup(void)
{
	struct dqblk set = {.dqb_valid = QIF_LIMITS};
	unsigned long long used;
	int fd;

	quota_setup(0, 0);
	SAFE_MKDIR(QUOTA_FULL, 0755);
	SAFE_CHOWN(QUOTA_FULL, quota_nobody_uid, -1);
	fd = SAFE_OPEN(QUOTA_FILE, O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "x", 1);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	SAFE_CHOWN(QUOTA_FILE, quota_nobody_uid, -1);
	used = quota_nobody_used(0);
	if (!used || used % 1024)
		tst_brk(TBROK, "nobody's space is %llu bytes, expected whole KiB", used);
	set.dqb_bhardlimit = used / 1024;
	if (quota_ctl(Q_SETQUOTA, quota_nobody_uid, &set))
		tst_brk(TBROK | TERRNO, "quotactl(Q_SETQUOTA) for nobody");
	quota_dir_fd = SAFE_OPEN(QUOTA_DIR, O_DIRECTORY);
}

/* add(file, newpath) is the call under test (0 on success, -1 with errno set) */
static inline void quota_dir_test(const char *call,
				  int (*add)(const char *file, const char *newpath))
{
	char path[PATH_MAX];
	struct stat st, file_st;
	unsigned long long used;
	int i, err = 0;

	SAFE_STAT(QUOTA_FILE, &file_st);
	if (!SAFE_FORK()) {
		tst_become_nobody();
		used = quota_nobody_used(0);
		for (i = 0; i < 1000; i++) {
			quota_long_name(path, sizeof(path), i);
			if (add(QUOTA_FILE, path)) {
				err = errno;
				break;
			}
			if (lstat(path, &st) || st.st_ino != file_st.st_ino) {
				tst_res(TFAIL, "%s() returned 0 but its name number %d is not the file",
					call, i);
				exit(0);
			}
		}
		if (!i) {
			tst_res(TFAIL, "%s() added no name to an empty directory: %s", call,
				tst_strerrno(err));
			exit(0);
		}
		if (err != EDQUOT) {
			tst_res(TFAIL, "%s() after %d names: %s, expected EDQUOT", call, i,
				err ? tst_strerrno(err) : "1000 names and no error");
			exit(0);
		}
		tst_res(TPASS, "%s() beyond nobody's block limit: EDQUOT after %d names", call, i);
		if (!lstat(path, &st))
			tst_res(TFAIL, "the failed %s() left %s behind", call, path);
		TST_EXP_EQ_LU(quota_nobody_used(0), used);
		exit(0);
	}
	tst_reap_children();
	for (i = 0; i < 1000; i++) {
		quota_long_name(path, sizeof(path), i);
		if (unlink(path) && errno == ENOENT)
			break;
	}
}

#define QUOTA_DIR_TEST(call) \
	static void run(void) \
	{ \
		quota_dir_test(call, add); \
	} \
	static struct tst_test test = { \
		.test_all = run, \
		.setup = quota_dir_setup, \
		.cleanup = quota_inode_cleanup, \
		QUOTA_TEST_FIELDS, \
	}

/*
 * For the calls that move a name (rename): a new name for the file is linked in QUOTA_DIR
 * and moved to newpath by move(); when that fails, the old name must still be there.
 */
static inline int quota_move_new_name(const char *call, const char *file,
				      const char *newpath,
				      int (*move)(const char *oldpath, const char *newpath))
{
	const char *moving = QUOTA_DIR "/moving";
	int ret, err;

	SAFE_LINK(file, moving);
	ret = move(moving, newpath);
	err = errno;
	if (ret && access(moving, F_OK))
		tst_res(TFAIL | TERRNO, "the failed %s() took away its old name", call);
	if (!ret && !access(moving, F_OK))
		tst_res(TFAIL, "%s() returned 0 and left its old name", call);
	unlink(moving);
	errno = err;
	return ret;
}

#endif
