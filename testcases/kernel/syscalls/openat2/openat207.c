// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) ERRORS, one row per entry of the man page in its order (the entries shared
 * with openat(2) are covered by open02 and openat02; EBADF and EFAULT for the new `how`
 * argument are checked here too):
 * - E2BIG: a larger `size` whose extra bytes are not zero (an unknown extension);
 * - EAGAIN: RESOLVE_CACHED when the open cannot be done from the cache (O_CREAT);
 * - EINVAL: an unknown bit in how.flags, an unknown bit in how.resolve, mode bits beyond
 *   07777, RESOLVE_BENEATH together with RESOLVE_IN_ROOT (invalid values in how);
 * - EINVAL: mode nonzero without O_CREAT or O_TMPFILE;
 * - EINVAL: size smaller than any version of struct open_how (0 and 16);
 * - ELOOP: RESOLVE_NO_SYMLINKS and a symlink; RESOLVE_NO_MAGICLINKS and a magic link;
 * - EXDEV: RESOLVE_BENEATH and an escape; RESOLVE_IN_ROOT and a magic link (an escape from
 *   the root); RESOLVE_NO_XDEV and a mount point crossing (onto /proc);
 * - from openat(2): ENOTDIR (dirfd is a file), EBADF (invalid dirfd), EFAULT (how outside
 *   the address space).
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 *
 * Not provoked: EAGAIN for RESOLVE_IN_ROOT/RESOLVE_BENEATH ".." races, which need a
 * concurrent rename attack and cannot be made to happen deterministically.
 */

#include <stdio.h>
#include "tst_test.h"
#include "lapi/openat2.h"
#include "no_new_fd.h"

static int proc_self = -1, file_fd = -1;
static char magic[64], magic_rel[32];
static void *bad_addr;

static struct {
	struct open_how how;
	uint64_t extra;
} big;

/* How a row departs from a plain call with sizeof(struct open_how). */
enum special { NONE, SIZE_0, SIZE_16, NONZERO_TAIL, BAD_DIRFD, BAD_HOW };

static struct tcase {
	int *dirfd;
	const char *path;
	uint64_t flags;
	uint64_t mode;
	uint64_t resolve;
	enum special special;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, "file", O_RDONLY, 0, 0, NONZERO_TAIL, E2BIG,
	 "non-zero bytes beyond the known struct"},
	{NULL, "new", O_CREAT | O_WRONLY, 0644, RESOLVE_CACHED, NONE, EAGAIN,
	 "RESOLVE_CACHED with O_CREAT"},
	{NULL, "file", O_RDONLY | (1ULL << 40), 0, 0, NONE, EINVAL, "unknown bit in how.flags"},
	{NULL, "file", O_RDONLY, 0, 1ULL << 40, NONE, EINVAL, "unknown bit in how.resolve"},
	{NULL, "new", O_CREAT | O_WRONLY, 010000, 0, NONE, EINVAL, "mode bits beyond 07777"},
	{NULL, "file", O_RDONLY, 0, RESOLVE_BENEATH | RESOLVE_IN_ROOT, NONE, EINVAL,
	 "RESOLVE_BENEATH with RESOLVE_IN_ROOT"},
	{NULL, "file", O_RDONLY, 0644, 0, NONE, EINVAL, "mode without O_CREAT/O_TMPFILE"},
	{NULL, "file", O_RDONLY, 0, 0, SIZE_0, EINVAL, "size 0"},
	{NULL, "file", O_RDONLY, 0, 0, SIZE_16, EINVAL, "size smaller than version 0"},
	{NULL, "link", O_RDONLY, 0, RESOLVE_NO_SYMLINKS, NONE, ELOOP,
	 "RESOLVE_NO_SYMLINKS, symlink"},
	{NULL, magic, O_RDONLY, 0, RESOLVE_NO_MAGICLINKS, NONE, ELOOP,
	 "RESOLVE_NO_MAGICLINKS, magic link"},
	{NULL, "../file", O_RDONLY, 0, RESOLVE_BENEATH, NONE, EXDEV,
	 "RESOLVE_BENEATH, '..' escape"},
	{&proc_self, magic_rel, O_RDONLY, 0, RESOLVE_IN_ROOT, NONE, EXDEV,
	 "RESOLVE_IN_ROOT, magic link escape"},
	{NULL, "/proc/self/status", O_RDONLY, 0, RESOLVE_NO_XDEV, NONE, EXDEV,
	 "RESOLVE_NO_XDEV, mount crossing"},
	{&file_fd, "x", O_RDONLY, 0, 0, NONE, ENOTDIR, "dirfd is a file"},
	{NULL, "file", O_RDONLY, 0, 0, BAD_DIRFD, EBADF, "dirfd invalid"},
	{NULL, "file", O_RDONLY, 0, 0, BAD_HOW, EFAULT, "how outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct open_how *how = &big.how;
	int dfd = tc->dirfd ? *tc->dirfd : AT_FDCWD;
	size_t size = sizeof(struct open_how);

	memset(&big, 0, sizeof(big));
	how->flags = tc->flags;
	how->mode = tc->mode;
	how->resolve = tc->resolve;

	switch (tc->special) {
	case NONE:
		break;
	case SIZE_0:
		size = 0;
		break;
	case SIZE_16:
		size = 16;
		break;
	case NONZERO_TAIL:
		big.extra = 1;
		size = sizeof(big);
		break;
	case BAD_DIRFD:
		dfd = 4242;
		break;
	case BAD_HOW:
		how = bad_addr;
		break;
	}

	/* RESOLVE_BENEATH's '..' is resolved from a subdirectory so the escape is real. */
	if (tc->resolve == RESOLVE_BENEATH)
		dfd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);

	EXP_FAIL_NO_NEW_FD(openat2(dfd, tc->path, how, size), tc->exp_errno, "%s", tc->desc);
	if (tc->resolve == RESOLVE_BENEATH)
		SAFE_CLOSE(dfd);
}

static void setup(void)
{
	openat2_require(0);
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR("dir", 0755);
	SAFE_FILE_PRINTF("file", "data");
	SAFE_SYMLINK("file", "link");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	proc_self = SAFE_OPEN("/proc/self", O_RDONLY | O_DIRECTORY);
	snprintf(magic, sizeof(magic), "/proc/self/fd/%d", file_fd);
	snprintf(magic_rel, sizeof(magic_rel), "fd/%d", file_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (proc_self > -1)
		SAFE_CLOSE(proc_self);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
