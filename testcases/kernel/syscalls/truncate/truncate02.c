// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * truncate(2) errors, in the order of the man page's ERRORS section:
 *   EACCES       search permission denied on a path component (as user nobody)
 *   EACCES       the named file is not writable by the user (as user nobody)
 *   EFAULT       path points outside the address space
 *   EFBIG        length larger than the maximum file size
 *   EINVAL       length negative
 *   EISDIR       the named file is a directory
 *   ELOOP        too many symbolic links (a link to itself)
 *   ENAMETOOLONG a component longer than 255 characters; a path longer than PATH_MAX
 *   ENOENT       the named file does not exist
 *   ENOTDIR      a component of the path prefix is not a directory
 *   EPERM        prevented by a file seal (a memfd with F_SEAL_SHRINK / F_SEAL_GROW,
 *                reached through /proc/self/fd)
 *   EROFS        the file is on a read-only filesystem
 *   ETXTBSY      the file is an executable that is being executed
 * and EPERM for an immutable and an append-only file (the kernel refuses to change their
 * size; the man page's list omits them).
 * The EFBIG row is TCONF on tmpfs, whose maximum file size is LLONG_MAX (no length is
 * larger), and the immutable row is TCONF where the filesystem takes FS_IMMUTABLE_FL
 * without keeping it (FS_IOC_GETFLAGS does not show it afterwards).
 * Every row whose path names a file also checks that the failed call left its size and
 * times unchanged.
 * Not provoked:
 *   EINTR        truncation of a local file does not block.
 *   EINVAL       "larger than the maximum file size": Linux answers EFBIG (row above).
 *   EIO          needs a failing device.
 *   EPERM        "does not support extending a file": no such filesystem is available.
 */

#include <limits.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define MNTPOINT "mntpoint"
#define EXE "sleeper"

static char *bad_path, *long_name, *long_path;
static char seal_shrink_path[64], seal_grow_path[64];
static char *p_seal_shrink = seal_shrink_path, *p_seal_grow = seal_grow_path;
static int fd_shrink = -1, fd_grow = -1, fd_immutable = -1, fd_append = -1;
/* Why a row cannot be provoked here (set in setup), NULL when it can. */
static const char *no_efbig, *no_immutable;
static uid_t nobody_uid;
static gid_t nobody_gid;
static pid_t exe_pid;
static char *names[] = {
	"noexec_dir/file", "readonly", "file", "dir", "loop", "file/x", "missing",
	MNTPOINT "/file", EXE, "immutable", "append",
};

enum {NOEXEC_FILE, READONLY, FILE_, DIR_, LOOP, NOTDIR, MISSING, ROFS, EXEC, IMM, APP};

/* Run the copy of sleep(1) and wait until the child really executes it. */
static void start_exe(void)
{
	char path[64], comm[32] = "";
	int i;

	exe_pid = SAFE_FORK();
	if (!exe_pid) {
		execl("./" EXE, EXE, "100", NULL);
		tst_brk(TBROK | TERRNO, "execl(%s)", EXE);
	}
	snprintf(path, sizeof(path), "/proc/%d/comm", exe_pid);
	for (i = 0; i < 5000 && strcmp(comm, EXE "\n"); i++) {
		SAFE_FILE_READ_STR(path, comm, sizeof(comm));
		usleep(1000);
	}
	if (strcmp(comm, EXE "\n"))
		tst_brk(TBROK, "the child did not exec %s", EXE);
}

static void stop_exe(void)
{
	SAFE_KILL(exe_pid, SIGKILL);
	SAFE_WAITPID(exe_pid, NULL, 0);
	exe_pid = 0;
}

static struct tcase {
	char **path;
	off_t length;
	int exp_errno;
	const char *desc;
	int as_nobody;
	void (*pre)(void);
	void (*post)(void);
	const char **tconf;
} tcases[] = {
	{&names[NOEXEC_FILE], 0, EACCES, "no search permission on the directory", 1},
	{&names[READONLY], 0, EACCES, "file not writable by the user", 1},
	{&bad_path, 0, EFAULT, "path outside the address space"},
	{&names[FILE_], LLONG_MAX, EFBIG, "length LLONG_MAX", .tconf = &no_efbig},
	{&names[FILE_], -1, EINVAL, "length -1"},
	{&names[DIR_], 0, EISDIR, "a directory"},
	{&names[LOOP], 0, ELOOP, "a symlink to itself"},
	{&long_name, 0, ENAMETOOLONG, "a 256-character component"},
	{&long_path, 0, ENAMETOOLONG, "a path longer than PATH_MAX"},
	{&names[MISSING], 0, ENOENT, "a missing file"},
	{&names[NOTDIR], 0, ENOTDIR, "a file used as a directory"},
	{&p_seal_shrink, 0, EPERM, "shrinking a memfd sealed with F_SEAL_SHRINK"},
	{&p_seal_grow, 8192, EPERM, "growing a memfd sealed with F_SEAL_GROW"},
	{&names[ROFS], 0, EROFS, "a file on a read-only filesystem"},
	{&names[EXEC], 0, ETXTBSY, "a running executable", 0, start_exe, stop_exe},
	{&names[IMM], 0, EPERM, "an immutable file", .tconf = &no_immutable},
	{&names[APP], 0, EPERM, "an append-only file"},
};

/* the call, and for a path that names a file, that file's size and times unchanged */
static void check(const struct tcase *tc)
{
	struct stat a, b;
	int had = !stat(*tc->path, &a);

	TST_EXP_FAIL(truncate(*tc->path, tc->length), tc->exp_errno, "%s", tc->desc);
	if (!had || !TST_RET)
		return;
	SAFE_STAT(*tc->path, &b);
	if (b.st_size != a.st_size || b.st_mtim.tv_sec != a.st_mtim.tv_sec ||
	    b.st_mtim.tv_nsec != a.st_mtim.tv_nsec || b.st_ctim.tv_sec != a.st_ctim.tv_sec ||
	    b.st_ctim.tv_nsec != a.st_ctim.tv_nsec)
		tst_res(TFAIL, "%s: the failed truncate() changed the file: size %ld, was %ld",
			tc->desc, (long)b.st_size, (long)a.st_size);
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	if (tc->tconf && *tc->tconf) {
		tst_res(TCONF, "%s: %s", tc->desc, *tc->tconf);
		return;
	}
	if (tc->as_nobody) {
		if (!SAFE_FORK()) {
			SAFE_SETEGID(nobody_gid);
			SAFE_SETEUID(nobody_uid);
			check(tc);
			exit(0);
		}
		tst_reap_children();
		return;
	}

	if (tc->pre)
		tc->pre();
	check(tc);
	if (tc->post)
		tc->post();
}

static int sealed_memfd(int seal, char *path, size_t size)
{
	int fd = tst_syscall(__NR_memfd_create, "truncate02", MFD_ALLOW_SEALING);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd, 4096);
	SAFE_FCNTL(fd, F_ADD_SEALS, seal);
	snprintf(path, size, "/proc/self/fd/%d", fd);
	return fd;
}

static int file_with_attr(const char *path, int flag)
{
	int fd = SAFE_OPEN(path, O_CREAT | O_RDWR, 0644);
	int attr;

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "data", 4);
	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &attr);
	attr |= flag;
	if (ioctl(fd, FS_IOC_SETFLAGS, &attr)) {
		if (errno == EOPNOTSUPP || errno == ENOTTY)
			tst_brk(TCONF | TERRNO, "the tmpdir's filesystem has no file attributes");
		tst_brk(TBROK | TERRNO, "FS_IOC_SETFLAGS");
	}
	return fd;
}

/* A filesystem may accept FS_IOC_SETFLAGS yet drop a flag: read it back. */
static int attr_kept(int fd, int flag)
{
	int attr = 0;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &attr);
	return !!(attr & flag);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;

	SAFE_MKDIR("noexec_dir", 0777);
	SAFE_FILE_PRINTF("noexec_dir/file", "data");
	SAFE_CHMOD("noexec_dir/file", 0666);
	SAFE_CHMOD("noexec_dir", 0666);
	SAFE_FILE_PRINTF("readonly", "data");
	SAFE_CHMOD("readonly", 0444);
	SAFE_FILE_PRINTF("file", "data");
	SAFE_MKDIR("dir", 0755);
	SAFE_SYMLINK("loop", "loop");
	SAFE_CP("/bin/sleep", EXE);
	SAFE_CHMOD(EXE, 0755);

	bad_path = tst_get_bad_addr(NULL);
	long_name = SAFE_MALLOC(NAME_MAX + 2);
	memset(long_name, 'n', NAME_MAX + 1);
	long_name[NAME_MAX + 1] = 0;
	long_path = SAFE_MALLOC(PATH_MAX + 2);
	memset(long_path, 'p', PATH_MAX + 1);
	long_path[PATH_MAX + 1] = 0;

	fd_shrink = sealed_memfd(F_SEAL_SHRINK, seal_shrink_path, sizeof(seal_shrink_path));
	fd_grow = sealed_memfd(F_SEAL_GROW, seal_grow_path, sizeof(seal_grow_path));
	fd_immutable = file_with_attr("immutable", FS_IMMUTABLE_FL);
	fd_append = file_with_attr("append", FS_APPEND_FL);
	if (tst_fs_type(".") == TST_TMPFS_MAGIC)
		no_efbig = "tmpfs's maximum file size is LLONG_MAX, no length is larger";
	if (!attr_kept(fd_immutable, FS_IMMUTABLE_FL))
		no_immutable = "the filesystem does not keep FS_IMMUTABLE_FL";
}

static void clear_attr(int *fd)
{
	int attr = 0;

	if (*fd < 0)
		return;
	/* Other flags (ext4's extents flag) cannot be cleared: keep them. */
	if (!ioctl(*fd, FS_IOC_GETFLAGS, &attr))
		attr &= ~(FS_IMMUTABLE_FL | FS_APPEND_FL);
	if (ioctl(*fd, FS_IOC_SETFLAGS, &attr))
		tst_res(TWARN | TERRNO, "clearing the file attributes");
	SAFE_CLOSE(*fd);
}

static void cleanup(void)
{
	if (exe_pid > 0)
		stop_exe();
	clear_attr(&fd_immutable);
	clear_attr(&fd_append);
	if (fd_shrink > -1)
		SAFE_CLOSE(fd_shrink);
	if (fd_grow > -1)
		SAFE_CLOSE(fd_grow);
	if (!access("noexec_dir", F_OK))
		SAFE_CHMOD("noexec_dir", 0777);
	free(long_name);
	free(long_path);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_rofs = 1,
	.mntpoint = MNTPOINT,
};
