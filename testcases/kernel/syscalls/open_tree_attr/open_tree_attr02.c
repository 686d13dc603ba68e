// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_tree_attr(2) errors (Linux 6.15; the ERRORS of open_tree() and of mount_setattr()
 * for the attribute), on a tmpfs "src":
 * - EBADF: dfd -1 with a relative path;
 * - ENOENT: a path that does not exist;
 * - ENOTDIR: a path whose directory part is a regular file;
 * - EINVAL: an unknown flag (1 << 30); AT_RECURSIVE without OPEN_TREE_CLONE; attr NULL
 *   with size 8; size below MOUNT_ATTR_SIZE_VER0; an unknown attr_set bit (1 << 30); an
 *   unknown propagation type; a non-zero attribute without OPEN_TREE_CLONE on a path that
 *   is not the root of a mount (mount_setattr()'s "not a mount point");
 * - E2BIG: size above a page; a larger size whose extra bytes are not zero;
 * - EFAULT: attr outside the address space; path outside the address space;
 * - EPERM: OPEN_TREE_CLONE by nobody (no CAP_SYS_ADMIN);
 * - EBUSY: MOUNT_ATTR_RDONLY without OPEN_TREE_CLONE on "src" itself while a file on it is
 *   open for writing (mount_setattr()'s "the mount still holds files open for writing");
 * - ELOOP: a symbolic link that points to itself;
 * - ENAMETOOLONG: a path component of 300 characters;
 * - EACCES: by nobody, without OPEN_TREE_CLONE and with no attribute (which need no
 *   privilege), a path below a directory of mode 0700 owned by root;
 * - EMFILE: RLIMIT_NOFILE lowered to the lowest free descriptor for the call.
 * After each failure "src" is still writable and no descriptor was opened (the next
 * free descriptor number is unchanged).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory for the copy of the mount tree);
 * ENFILE (needs the system-wide file table full, which would break every other process on
 * the machine); ENOSPC (needs every peer group ID in use).
 */

#include <pwd.h>
#include <sys/resource.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include "open_tree_attr_common.h"

#define SRC "src"
#define CLONE (OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC)
#define LOCKED "locked"

enum attr_kind { A_RDONLY, A_NULL, A_BAD, A_SET_BAD, A_PROP_BAD, A_BIG };

static int src_mounted, dup_src = -1;
static char *big, *bad_addr, long_path[sizeof(SRC) + 301];
static size_t page;
static struct passwd *nobody;

static struct tcase {
	const char *desc;
	int dfd;
	const char *path;
	int bad_path;
	unsigned int flags;
	enum attr_kind attr;
	long size;	/* 0: sizeof(struct mount_attr); -1: a page plus 8; -2: 0 */
	int nobody;
	int exp_errno;
	int writer;	/* a file on "src" open for writing during the call */
	int no_fds;	/* RLIMIT_NOFILE at the lowest free descriptor during the call */
} tcases[] = {
	{"dfd -1, relative path", -1, SRC, 0, CLONE, A_RDONLY, 0, 0, EBADF},
	{"missing path", AT_FDCWD, SRC "/missing", 0, CLONE, A_RDONLY, 0, 0, ENOENT},
	{"path through a file", AT_FDCWD, SRC "/file/x", 0, CLONE, A_RDONLY, 0, 0, ENOTDIR},
	{"unknown flag", AT_FDCWD, SRC, 0, CLONE | (1U << 30), A_RDONLY, 0, 0, EINVAL},
	{"AT_RECURSIVE without OPEN_TREE_CLONE", AT_FDCWD, SRC, 0, AT_RECURSIVE, A_RDONLY, 0,
	 0, EINVAL},
	{"attr NULL, size 8", AT_FDCWD, SRC, 0, CLONE, A_NULL, 8, 0, EINVAL},
	{"size below MOUNT_ATTR_SIZE_VER0", AT_FDCWD, SRC, 0, CLONE, A_RDONLY, 16, 0, EINVAL},
	{"unknown attr_set bit", AT_FDCWD, SRC, 0, CLONE, A_SET_BAD, 0, 0, EINVAL},
	{"unknown propagation", AT_FDCWD, SRC, 0, CLONE, A_PROP_BAD, 0, 0, EINVAL},
	{"attribute without OPEN_TREE_CLONE, not a mount root", AT_FDCWD, SRC "/dir", 0,
	 OPEN_TREE_CLOEXEC, A_RDONLY, 0, 0, EINVAL},
	{"size above a page", AT_FDCWD, SRC, 0, CLONE, A_BIG, -1, 0, E2BIG},
	{"non-zero bytes past the known fields", AT_FDCWD, SRC, 0, CLONE, A_BIG, 64, 0, E2BIG},
	{"attr outside the address space", AT_FDCWD, SRC, 0, CLONE, A_BAD, 0, 0, EFAULT},
	{"path outside the address space", AT_FDCWD, NULL, 1, CLONE, A_RDONLY, 0, 0, EFAULT},
	{"OPEN_TREE_CLONE by nobody", AT_FDCWD, SRC, 0, CLONE, A_RDONLY, 0, 1, EPERM},
	{"read-only without OPEN_TREE_CLONE, a file open for writing", AT_FDCWD, SRC, 0,
	 OPEN_TREE_CLOEXEC, A_RDONLY, 0, 0, EBUSY, 1, 0},
	{"symbolic link loop", AT_FDCWD, SRC "/loop", 0, CLONE, A_RDONLY, 0, 0, ELOOP},
	{"path component of 300 characters", AT_FDCWD, long_path, 0, CLONE, A_RDONLY, 0, 0,
	 ENAMETOOLONG},
	{"no search permission, by nobody", AT_FDCWD, LOCKED "/dir", 0, OPEN_TREE_CLOEXEC,
	 A_NULL, -2, 1, EACCES},
	{"no free descriptor", AT_FDCWD, SRC, 0, CLONE, A_RDONLY, 0, 0, EMFILE, 0, 1},
};

static struct mount_attr *make_attr(struct tcase *tc)
{
	struct mount_attr *attr = (struct mount_attr *)big;

	memset(big, 0, page + 16);
	attr->attr_set = MOUNT_ATTR_RDONLY;
	switch (tc->attr) {
	case A_NULL:
		return NULL;
	case A_BAD:
		return (struct mount_attr *)bad_addr;
	case A_SET_BAD:
		attr->attr_set |= 1ULL << 30;
		break;
	case A_PROP_BAD:
		attr->propagation = 0x1234;
		break;
	case A_BIG:
		big[page + 4] = 1;
		big[48] = 1;
		break;
	default:
		break;
	}
	return attr;
}

static void check(struct tcase *tc)
{
	struct mount_attr *attr = make_attr(tc);
	size_t size = tc->size == -1 ? page + 8 : tc->size == -2 ? 0 :
		      tc->size ? (size_t)tc->size : sizeof(*attr);
	const char *path = tc->bad_path ? bad_addr : tc->path;
	int next, fd, wfd = -1;
	struct rlimit old, low;

	if (tc->writer)
		wfd = SAFE_OPEN(SRC "/file", O_WRONLY);
	/* the lowest free descriptor: a new one from the call would take it */
	next = SAFE_DUP(dup_src);
	fd = next;
	SAFE_CLOSE(next);
	if (tc->no_fds) {
		SAFE_GETRLIMIT(RLIMIT_NOFILE, &old);
		low = old;
		low.rlim_cur = fd;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &low);
	}
	TST_EXP_FAIL2(open_tree_attr_raw(tc->dfd, path, tc->flags, attr, size), tc->exp_errno,
		      "open_tree_attr() %s", tc->desc);
	if (tc->no_fds)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &old);
	next = SAFE_DUP(dup_src);
	if (next != fd)
		tst_res(TFAIL, "%s: the next descriptor is %d, was %d", tc->desc, next, fd);
	SAFE_CLOSE(next);
	if (wfd >= 0)
		SAFE_CLOSE(wfd);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (path_is_rdonly(SRC))
		tst_res(TFAIL, "%s: " SRC " became read-only", tc->desc);
}

static void setup(void)
{
	open_tree_attr_probe();
	nobody = SAFE_GETPWNAM("nobody");
	page = getpagesize();
	big = tst_alloc(page + 16);
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR(SRC, 0755);
	SAFE_MOUNT("tmpfs", SRC, "tmpfs", 0, "size=1M");
	src_mounted = 1;
	dup_src = SAFE_OPEN(SRC, O_RDONLY | O_DIRECTORY);
	SAFE_FILE_PRINTF(SRC "/file", "x");
	SAFE_MKDIR(SRC "/dir", 0755);
	SAFE_SYMLINK("loop", SRC "/loop");
	memset(long_path, 'a', sizeof(long_path) - 1);
	memcpy(long_path, SRC "/", sizeof(SRC));
	SAFE_MKDIR(LOCKED, 0700);
	SAFE_MKDIR(LOCKED "/dir", 0755);
	/* nobody must reach "locked" itself: the test's directory is open to everyone */
	SAFE_CHMOD(".", 0755);
}

static void cleanup(void)
{
	if (dup_src >= 0)
		SAFE_CLOSE(dup_src);
	if (src_mounted)
		SAFE_UMOUNT(SRC);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
