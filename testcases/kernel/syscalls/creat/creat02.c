// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * creat(2) ERRORS (shared with open(2); creat() is open() with O_CREAT|O_WRONLY|O_TRUNC),
 * one row per entry that creat() can reach, in the man page's order: EACCES (file not
 * writable; search permission; parent not writable; as nobody), EFAULT, EINTR (blocked
 * opening a FIFO for writing with no reader, interrupted by a signal handler), EISDIR, ELOOP,
 * EMFILE, ENAMETOOLONG, ENOENT (missing directory component; dangling symlink component),
 * ENOSPC (tmpfs without a free inode), ENOTDIR, EPERM (a memfd sealed against shrinking,
 * which O_TRUNC would shrink), EROFS (the library's read-only filesystem, .needs_rofs),
 * ETXTBSY (a copy of sleep(1) that a child executes). After each failure the name is as it
 * was (tst_path_errors.h: a missing name, such as EMFILE's, stays missing; an existing file
 * keeps its inode, mode, owner, size, mtime and ctime: not truncated) and the sealed
 * memfd keeps its size.
 * Not provoked: EBUSY/EEXIST/EINVAL/ELOOP-O_NOFOLLOW/ENXIO/EOPNOTSUPP/EWOULDBLOCK need
 * flags creat() cannot pass (O_EXCL, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_TMPFILE);
 * EFBIG/EOVERFLOW, ENFILE, ENOMEM, ENODEV as in open02. EDQUOT is creat05's.
 */

#include <pwd.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "../open/open_errors.h"

#define EXE OPEN_ERRORS_EXE

static char *bad_addr;
static char long_name[PATH_MAX + 2];
static int full_mounted;
static uid_t nobody_uid;

static struct tcase {
	const char *path;
	int as_nobody;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{"readonly", 1, EACCES, "existing file not writable", NULL, NULL},
	{"nosearch/file", 1, EACCES, "no search permission", NULL, NULL},
	{"rodir/new", 1, EACCES, "parent directory not writable", NULL, NULL},
	{(char *)-1, 0, EFAULT, "pathname outside the address space", NULL, NULL},
	{"fifo", 0, EINTR, "FIFO open interrupted by a signal", interrupt_soon, no_interrupt},
	{"dir", 0, EISDIR, "pathname is a directory", NULL, NULL},
	{"loop1/file", 0, ELOOP, "symlink loop", NULL, NULL},
	{"new", 0, EMFILE, "RLIMIT_NOFILE reached", lower_nofile, restore_nofile},
	{long_name, 0, ENAMETOOLONG, "pathname longer than PATH_MAX", NULL, NULL},
	{"missing/file", 0, ENOENT, "missing directory component", NULL, NULL},
	{"dangling/file", 0, ENOENT, "dangling symlink component", NULL, NULL},
	{"full/new", 0, ENOSPC, "no free inode", NULL, NULL},
	{"readonly/file", 0, ENOTDIR, "file used as a directory", NULL, NULL},
	{memfd_path, 0, EPERM, "truncating a memfd sealed against shrinking", NULL, NULL},
	{"rofs/file", 0, EROFS, "existing file on a read-only filesystem", NULL, NULL},
	{EXE, 0, ETXTBSY, "a running executable", start_exe, stop_exe},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = tc->path == (char *)-1 ? bad_addr : tc->path;
	/* A name to stat before and after: not the bad address, not /proc/self/fd's link. */
	int witness = path != bad_addr && path != memfd_path;
	struct tst_path_state before;

	if (witness)
		tst_path_state_get(path, &before);
	if (tc->pre)
		tc->pre();
	if (tc->as_nobody)
		SAFE_SETEUID(nobody_uid);
	TST_EXP_FAIL2(creat(path, 0644), tc->exp_errno, "%s", tc->desc);
	if (tc->as_nobody)
		SAFE_SETEUID(0);
	open_errors_after(tc->post, path, witness, &before);
}

static void setup(void)
{
	int fd;

	open_errors_setup();
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);

	fd = SAFE_CREAT("readonly", 0444);
	SAFE_CLOSE(fd);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_MKDIR("rodir", 0555);
	SAFE_MKDIR("dir", 0755);
	SAFE_MKFIFO("fifo", 0644);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_SYMLINK("nowhere", "dangling");

	SAFE_MKDIR("full", 0755);
	SAFE_MOUNT("tmpfs", "full", "tmpfs", 0, "nr_inodes=1");
	full_mounted = 1;
	open_errors_memfd("creat02");
}

static void cleanup(void)
{
	open_errors_cleanup();
	if (full_mounted)
		SAFE_UMOUNT("full");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "rofs",
	.forks_child = 1,
};
