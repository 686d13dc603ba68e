// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mknod(2) on every filesystem: it "creates a filesystem node (file, device special file,
 * or named pipe) named pathname, with attributes specified by mode and dev"; the file type
 * is one of S_IFREG (or 0), S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK; "If the file type is S_IFCHR
 * or S_IFBLK, then dev specifies the major and minor numbers of the newly created device
 * special file"; permissions are "modified by the process's umask". Checked per type: the
 * node's type, its permission bits (0640 from 0666 with umask 026), its rdev for devices
 * (as root), a regular node is an empty file, a FIFO passes data, and a character node
 * 1:3 behaves as the memory device it names (writes are swallowed, reads give EOF).
 */

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static struct tcase {
	const char *path;
	mode_t type;
	dev_t dev;
	const char *desc;
} tcases[] = {
	{M("regular"), S_IFREG, 0, "regular file"},
	{M("zero_type"), 0, 0, "type 0 (a regular file)"},
	{M("fifo"), S_IFIFO, 0, "FIFO"},
	{M("socket"), S_IFSOCK, 0, "socket"},
	{M("chr"), S_IFCHR, 0, "character device 1:3"},
	{M("blk"), S_IFBLK, 0, "block device 7:200"},
};

static void check_fifo(const char *path)
{
	char buf[8] = "";
	int rfd, wfd;

	rfd = SAFE_OPEN(path, O_RDONLY | O_NONBLOCK);
	wfd = SAFE_OPEN(path, O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, wfd, "pipe", 4);
	SAFE_READ(1, rfd, buf, 4);
	TST_EXP_EQ_STR(buf, "pipe");
	SAFE_CLOSE(wfd);
	SAFE_CLOSE(rfd);
}

static void check_chr(const char *path)
{
	char buf[4];
	int fd = SAFE_OPEN(path, O_RDWR);

	TST_EXP_VAL(write(fd, "abc", 3), 3, "write() to the 1:3 node");
	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 0, "read() from the 1:3 node");
	SAFE_CLOSE(fd);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	mode_t want_type = tc->type ? tc->type : S_IFREG;
	struct stat st;

	umask(026);
	TEST(mknod(tc->path, tc->type | 0666, tc->dev));
	umask(022);
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "mknod() of a %s", tc->desc);
		return;
	}
	tst_res(TPASS, "mknod() of a %s", tc->desc);

	SAFE_LSTAT(tc->path, &st);
	TST_EXP_EXPR((st.st_mode & S_IFMT) == want_type, "%s has type %o (is %o)", tc->desc,
		     want_type, st.st_mode & S_IFMT);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0640);
	if (S_ISCHR(want_type) || S_ISBLK(want_type))
		TST_EXP_EXPR(st.st_rdev == tc->dev, "rdev is %u:%u (is %u:%u)",
			     major(tc->dev), minor(tc->dev), major(st.st_rdev), minor(st.st_rdev));
	if (S_ISREG(want_type))
		TST_EXP_EQ_LI(st.st_size, 0);
	if (S_ISFIFO(want_type))
		check_fifo(tc->path);
	if (S_ISCHR(want_type))
		check_chr(tc->path);
	SAFE_UNLINK(tc->path);
}

static void setup(void)
{
	tcases[4].dev = makedev(1, 3);
	tcases[5].dev = makedev(7, 200);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g maps no POSIX mode bits (every node is 0777) */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
