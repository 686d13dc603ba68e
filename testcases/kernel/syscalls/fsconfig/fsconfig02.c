// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsconfig(2) errors (no man page here; reference: fs/fsopen.c, fs/fs_parser.c and
 * Documentation/filesystems/mount_api.rst), on tmpfs and ext2 contexts:
 *
 *   EBADF   fd is not a valid descriptor
 *   EINVAL  fd is not a filesystem context (a regular file)
 *   EOPNOTSUPP cmd is not a known command
 *   EINVAL  FSCONFIG_SET_FLAG with a value
 *   EINVAL  FSCONFIG_SET_STRING with no value
 *   EINVAL  FSCONFIG_SET_STRING with a non-zero aux
 *   EINVAL  FSCONFIG_CMD_CREATE with a key
 *   EINVAL  a parameter the filesystem does not know (tmpfs "no_such_option")
 *   EINVAL  a bad value for a known parameter (tmpfs "mode" "abc")
 *   EBUSY   a parameter after FSCONFIG_CMD_CREATE made the superblock
 *   ENOTBLK FSCONFIG_CMD_CREATE of an ext2 context whose source is not a block device
 *   EFAULT  key points outside the address space
 *
 * A failed fsconfig() leaves the context as it was: after each failed call on a tmpfs
 * context the superblock is created and mounted detached, and its size, inode count,
 * read-only flag and root mode must be those of a context nothing was set on (a value
 * taken by mistake, such as "size" 1m, "ro" or a mode, would show there).
 */

#include "tst_test.h"
#include "../fsopen/newmount_ctx.h"
#include "fsconfig_ctx.h"

static char *bad_addr;
static int bad_fd = -1, file_fd = -1;
/* What a tmpfs context with nothing set gives */
static struct ctx_result ref;

static struct tcase {
	const char *fs;
	int created;
	int use_bad_fd, use_file_fd;
	unsigned int cmd;
	const char *key;
	int bad_key;
	const char *value;
	int aux;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"tmpfs", 0, 1, 0, FSCONFIG_SET_FLAG, "ro", 0, NULL, 0, EBADF, "invalid fd"},
	{"tmpfs", 0, 0, 1, FSCONFIG_SET_FLAG, "ro", 0, NULL, 0, EINVAL, "fd not a context"},
	{"tmpfs", 0, 0, 0, 99, "ro", 0, NULL, 0, EOPNOTSUPP, "unknown command"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_FLAG, "ro", 0, "x", 0, EINVAL, "SET_FLAG with a value"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_STRING, "size", 0, NULL, 0, EINVAL, "SET_STRING, no value"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_STRING, "size", 0, "1m", 1, EINVAL, "SET_STRING, aux 1"},
	{"tmpfs", 0, 0, 0, FSCONFIG_CMD_CREATE, "size", 0, NULL, 0, EINVAL, "CMD_CREATE, key"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_STRING, "no_such_option", 0, "1", 0, EINVAL,
		"unknown parameter"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_STRING, "mode", 0, "abc", 0, EINVAL, "bad mode value"},
	{"tmpfs", 1, 0, 0, FSCONFIG_SET_STRING, "size", 0, "1m", 0, EBUSY,
		"parameter after CMD_CREATE"},
	{"ext2", 0, 0, 0, FSCONFIG_CMD_CREATE, NULL, 0, NULL, 0, ENOTBLK,
		"CMD_CREATE, source not a block device"},
	{"tmpfs", 0, 0, 0, FSCONFIG_SET_FLAG, NULL, 1, NULL, 0, EFAULT, "key outside memory"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *key = tc->bad_key ? bad_addr : tc->key;
	int fd, use;

	fd = newmount_ctx_open(tc->fs);
	if (!strcmp(tc->fs, "ext2") &&
	    tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_STRING, "source", "file", 0))
		tst_brk(TBROK | TERRNO, "fsconfig(source=file)");
	if (tc->created)
		newmount_ctx_create(fd);
	use = tc->use_bad_fd ? bad_fd : tc->use_file_fd ? file_fd : fd;
	TST_EXP_FAIL(tst_syscall(__NR_fsconfig, use, tc->cmd, key, tc->value, tc->aux),
		     tc->exp_errno, "fsconfig() %s", tc->desc);
	if (!strcmp(tc->fs, "tmpfs"))
		ctx_check_unchanged(tc->desc, fd, tc->created, &ref);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int fd;

	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = newmount_unused_fd();
	SAFE_FILE_PRINTF("file", "x");
	file_fd = SAFE_OPEN("file", O_RDONLY);

	fd = newmount_ctx_open("tmpfs");
	if (ctx_describe(fd, 0, &ref))
		tst_brk(TBROK, "a tmpfs context with nothing set cannot be created");
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
