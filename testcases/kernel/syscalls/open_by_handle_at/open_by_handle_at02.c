// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_by_handle_at(2) errors, in the order of the man page's ERRORS section:
 *   EBADF   mount_fd is not an open file descriptor
 *   EFAULT  handle points outside the accessible address space
 *   EINVAL  handle->handle_bytes is greater than MAX_HANDLE_SZ
 *   EINVAL  handle->handle_bytes is equal to zero
 *   ELOOP   handle refers to a symbolic link, but O_PATH was not specified (with O_RDONLY
 *           and with O_NOFOLLOW)
 *   EPERM   the caller does not have CAP_DAC_READ_SEARCH: root with that one capability
 *           dropped, and the unprivileged user nobody (in child processes)
 *   ESTALE  the handle is not valid: the file has been deleted
 * Not provoked:
 *   EBADF   "pathname is relative but dirfd is neither AT_FDCWD nor a valid file
 *           descriptor": open_by_handle_at() has no pathname or dirfd; the entry belongs
 *           to name_to_handle_at(), and name_to_handle_at02 checks it.
 *
 * A failed call takes no descriptor: the lowest free one stays free.
 */

#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_capability.h"
#include "lapi/syscalls.h"
#include "lapi/name_to_handle_at.h"

static struct file_handle *fh, *fh_zero, *fh_big, *fh_link, *fh_gone;
static struct file_handle *bad;
static int mount_fd = -1, bad_fd = -1;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void drop_cap(void)
{
	struct tst_cap cap = TST_CAP(TST_CAP_DROP, CAP_DAC_READ_SEARCH);

	tst_cap_action(&cap);
}

static void become_nobody(void)
{
	SAFE_SETEGID(nobody_gid);
	SAFE_SETEUID(nobody_uid);
}

static struct tcase {
	int *mount_fd;
	struct file_handle **fh;
	int flags;
	int exp_errno;
	const char *desc;
	void (*in_child)(void);
} tcases[] = {
	{&bad_fd, &fh, O_RDONLY, EBADF, "mount_fd is not open", NULL},
	{&mount_fd, &bad, O_RDONLY, EFAULT, "handle unmapped", NULL},
	{&mount_fd, &fh_big, O_RDONLY, EINVAL, "handle_bytes MAX_HANDLE_SZ + 1", NULL},
	{&mount_fd, &fh_zero, O_RDONLY, EINVAL, "handle_bytes 0", NULL},
	{&mount_fd, &fh_link, O_RDONLY, ELOOP, "symlink handle without O_PATH", NULL},
	{&mount_fd, &fh_link, O_RDONLY | O_NOFOLLOW, ELOOP, "symlink handle with O_NOFOLLOW",
	 NULL},
	{&mount_fd, &fh, O_RDONLY, EPERM, "root without CAP_DAC_READ_SEARCH", drop_cap},
	{&mount_fd, &fh, O_RDONLY, EPERM, "user nobody", become_nobody},
	{&mount_fd, &fh_gone, O_RDONLY, ESTALE, "handle of a deleted file", NULL},
};

static void do_call(const struct tcase *tc)
{
	int next = tst_fd_lowest_free();

	TST_EXP_FAIL2(tst_syscall(__NR_open_by_handle_at, *tc->mount_fd, *tc->fh, tc->flags),
		      tc->exp_errno, "%s", tc->desc);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	else if (!TST_FD_STILL_FREE(next))
		tst_res(TPASS, "%s: no descriptor taken (%d still free)", tc->desc, next);
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	if (!tc->in_child) {
		do_call(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tc->in_child();
		do_call(tc);
		exit(0);
	}
	tst_reap_children();
}

static struct file_handle *handle_of(const char *path)
{
	struct file_handle *h = SAFE_MALLOC(sizeof(*h) + MAX_HANDLE_SZ + 1);
	int mnt;

	h->handle_bytes = MAX_HANDLE_SZ;
	if (tst_syscall(__NR_name_to_handle_at, AT_FDCWD, path, h, &mnt, 0)) {
		if (errno == EOPNOTSUPP)
			tst_brk(TCONF, "the tmpdir's filesystem does not support file handles");
		tst_brk(TBROK | TERRNO, "name_to_handle_at(%s)", path);
	}
	return h;
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	int fd;

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;

	fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("gone", O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
	SAFE_SYMLINK("file", "link");

	fh = handle_of("file");
	fh_link = handle_of("link");
	fh_gone = handle_of("gone");
	SAFE_UNLINK("gone");
	fh_zero = handle_of("file");
	fh_zero->handle_bytes = 0;
	fh_big = handle_of("file");
	fh_big->handle_bytes = MAX_HANDLE_SZ + 1;
	bad = tst_get_bad_addr(NULL);
	mount_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (mount_fd > -1)
		SAFE_CLOSE(mount_fd);
	free(fh);
	free(fh_zero);
	free(fh_big);
	free(fh_link);
	free(fh_gone);
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
