// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getdents64(2) (man 2 getdents) on every filesystem: it "reads several linux_dirent64
 * structures from the directory referred to by the open file descriptor fd into the
 * buffer"; "On success, the number of bytes read is returned. On end of directory, 0 is
 * returned."
 * Checked on a directory of 64 entries (regular files, a directory, a symlink, a FIFO;
 * TCONF for the symlink or FIFO where the filesystem cannot create one, as vfat: EPERM):
 * - with a large buffer and with a buffer that holds about one record, every entry
 *   (and "." and "..") is seen exactly once, and the call ends with 0;
 * - d_reclen walks the buffer exactly to the returned byte count;
 * - d_ino is the entry's inode number, d_type its type (or DT_UNKNOWN, which the man
 *   page lets a filesystem return);
 * - d_off is "the distance from the start of the directory to the start of the next
 *   linux_dirent": lseek(fd, d_off) followed by getdents64() resumes with the next entry.
 */

#include <dirent.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/dirent64.h"

#define MNTPOINT "mntpoint"
#define DIR_PATH MNTPOINT "/dir"
#define NFILES 60
#define NENTRIES (NFILES + 4 + 2)

static char names[NENTRIES][32];
static int seen[NENTRIES], nentries;
/* vfat cannot hold a symlink or a FIFO (EPERM): those entries are then left out */
static const char *missing[2];

static int name_index(const char *name)
{
	int i;

	for (i = 0; i < nentries; i++)
		if (!strcmp(names[i], name))
			return i;
	return -1;
}

static unsigned char type_of(const char *name)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof(path), DIR_PATH "/%s", name);
	SAFE_LSTAT(path, &st);
	switch (st.st_mode & S_IFMT) {
	case S_IFREG: return DT_REG;
	case S_IFDIR: return DT_DIR;
	case S_IFLNK: return DT_LNK;
	case S_IFIFO: return DT_FIFO;
	}
	return DT_UNKNOWN;
}

static ino_t ino_of(const char *name)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof(path), DIR_PATH "/%s", name);
	SAFE_LSTAT(path, &st);
	return st.st_ino;
}

/* Check one buffer's worth of records; returns the number of bad records. */
static int walk(char *buf, long len)
{
	struct linux_dirent64 *d;
	long pos = 0;
	int bad = 0, i;

	while (pos < len) {
		d = (struct linux_dirent64 *)(buf + pos);
		if (!d->d_reclen || pos + d->d_reclen > len) {
			tst_res(TFAIL, "d_reclen %u at offset %ld runs past %ld", d->d_reclen,
				pos, len);
			return bad + 1;
		}
		pos += d->d_reclen;
		i = name_index(d->d_name);
		if (i < 0) {
			tst_res(TFAIL, "unexpected entry '%s'", d->d_name);
			bad++;
			continue;
		}
		seen[i]++;
		if (d->d_type != DT_UNKNOWN && d->d_type != type_of(d->d_name)) {
			tst_res(TFAIL, "'%s' has d_type %u, lstat says %u", d->d_name, d->d_type,
				type_of(d->d_name));
			bad++;
		}
		if (d->d_ino != ino_of(d->d_name)) {
			tst_res(TFAIL, "'%s' has d_ino %llu, lstat says %llu", d->d_name,
				(unsigned long long)d->d_ino,
				(unsigned long long)ino_of(d->d_name));
			bad++;
		}
	}
	return bad;
}

static void read_all(size_t bufsize)
{
	char *buf = SAFE_MALLOC(bufsize);
	int fd = SAFE_OPEN(DIR_PATH, O_RDONLY | O_DIRECTORY);
	int bad = 0, calls = 0, i;
	long ret;

	memset(seen, 0, sizeof(seen));
	while ((ret = tst_syscall(__NR_getdents64, fd, buf, bufsize)) > 0) {
		bad += walk(buf, ret);
		calls++;
	}
	if (ret < 0)
		tst_res(TFAIL | TERRNO, "getdents64(fd, buf, %zu)", bufsize);
	for (i = 0; i < nentries; i++) {
		if (seen[i] != 1) {
			tst_res(TFAIL, "'%s' seen %d times with a %zu-byte buffer", names[i],
				seen[i], bufsize);
			bad++;
		}
	}
	if (!bad && ret == 0)
		tst_res(TPASS, "%zu-byte buffer: %d entries each seen once in %d calls, then 0",
			bufsize, nentries, calls);
	SAFE_CLOSE(fd);
	free(buf);
}

static void check_d_off(void)
{
	char buf[4096], next[NAME_MAX + 1];
	struct linux_dirent64 *d;
	int fd = SAFE_OPEN(DIR_PATH, O_RDONLY | O_DIRECTORY);
	long ret, pos = 0;
	int64_t off = 0;
	int k = 0;

	ret = tst_syscall(__NR_getdents64, fd, buf, sizeof(buf));
	if (ret <= 0) {
		tst_res(TFAIL | TERRNO, "getdents64() returned %ld", ret);
		SAFE_CLOSE(fd);
		return;
	}
	/* the d_off of the 5th record, and the name of the 6th */
	d = (struct linux_dirent64 *)buf;
	while (k < 5 && pos + d->d_reclen < ret) {
		pos += d->d_reclen;
		off = d->d_off;
		d = (struct linux_dirent64 *)(buf + pos);
		k++;
	}
	strcpy(next, d->d_name);

	SAFE_LSEEK(fd, off, SEEK_SET);
	ret = tst_syscall(__NR_getdents64, fd, buf, sizeof(buf));
	d = (struct linux_dirent64 *)buf;
	if (ret <= 0)
		tst_res(TFAIL | TERRNO, "getdents64() after lseek(d_off) returned %ld", ret);
	else
		TST_EXP_EXPR(!strcmp(d->d_name, next),
			     "lseek(d_off of entry 5) resumes at entry 6 '%s' (got '%s')",
			     next, d->d_name);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(missing) && missing[i]; i++)
		tst_res(TCONF, "%s does not support %s: none in the directory",
			tst_device->fs_type, missing[i]);
	read_all(32768);
	/* records are 19 bytes + name + NUL, rounded to 8: 64 bytes hold one or two */
	read_all(64);
	check_d_off();
}

static void setup(void)
{
	char path[PATH_MAX];
	int i, m = 0;

	SAFE_MKDIR(DIR_PATH, 0755);
	for (i = 0; i < NFILES; i++) {
		snprintf(names[i], sizeof(names[i]), "file%04d", i);
		snprintf(path, sizeof(path), DIR_PATH "/%s", names[i]);
		SAFE_FILE_PRINTF(path, "x");
	}
	strcpy(names[i++], "subdir");
	SAFE_MKDIR(DIR_PATH "/subdir", 0755);
	if (!symlink("file0000", DIR_PATH "/symlink"))
		strcpy(names[i++], "symlink");
	else if (errno == EPERM)
		missing[m++] = "symbolic links";
	else
		tst_brk(TBROK | TERRNO, "symlink(file0000, %s/symlink)", DIR_PATH);
	if (!mkfifo(DIR_PATH "/fifo", 0644))
		strcpy(names[i++], "fifo");
	else if (errno == EPERM)
		missing[m++] = "FIFOs";
	else
		tst_brk(TBROK | TERRNO, "mkfifo(%s/fifo)", DIR_PATH);
	strcpy(names[i++], "longer_name_of_a_file");
	SAFE_FILE_PRINTF(DIR_PATH "/longer_name_of_a_file", "x");
	strcpy(names[i++], ".");
	strcpy(names[i++], "..");
	nentries = i;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
