// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a test's loop device is backed by: memory (a memfd) when the machine has room for
 * it, a sparse file otherwise. On a file, every flush of the loop device (each fsync() in
 * the test's filesystem, mkfs's own) becomes an fsync() of the file on the disk under
 * TMPDIR, and every block freed in it a discard there when that disk is mounted with
 * -o discard: the tests wait for a disk they do not test, the more so when two run at
 * once. In memory both cost nothing, and nothing is left behind: the memory goes with the
 * loop device. The memfd is named after the path the file would have had, so the device's
 * loop/backing_file ("/memfd:PATH (deleted)") still says whose device it is.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "ltk_sysfile.h"

#ifndef MFD_CLOEXEC
# define MFD_CLOEXEC 0x0001U
#endif
#ifndef MFD_NOEXEC_SEAL
# define MFD_NOEXEC_SEAL 0x0008U
#endif
/* memfd names are at most 249 bytes: NAME_MAX less "memfd:" */
#define MEMFD_NAME_MAX 249

int ltk_dev_image_mode(void)
{
	const char *env = getenv("LTK_DEV_IMAGE");

	if (!env || !*env || !strcmp(env, "auto"))
		return LTK_DEV_IMAGE_AUTO;
	if (!strcmp(env, "memory"))
		return LTK_DEV_IMAGE_MEMORY;
	if (!strcmp(env, "file"))
		return LTK_DEV_IMAGE_FILE;
	return LTK_DEV_IMAGE_BAD;
}

/* Two such devices (-j 2) may fill up and still leave half of the available memory. */
static int memory_has_room(unsigned int size_mb)
{
	long long avail_kb = ltk_read_meminfo("MemAvailable");

	return avail_kb >= 0 && avail_kb / 1024 >= 4LL * size_mb;
}

static int create_memfd(const char *name)
{
	int fd;

	if (strlen(name) > MEMFD_NAME_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
#ifdef __NR_memfd_create
	/* without MFD_NOEXEC_SEAL, 6.3+ logs a warning and vm.memfd_noexec=2 refuses */
	fd = syscall(__NR_memfd_create, name, MFD_CLOEXEC | MFD_NOEXEC_SEAL);
	if (fd < 0 && errno == EINVAL)
		fd = syscall(__NR_memfd_create, name, MFD_CLOEXEC);
	return fd;
#else
	errno = ENOSYS;
	return -1;
#endif
}

static int create_file(const char *path)
{
	return open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
}

int ltk_dev_image_create(const char *path, unsigned int size_mb, int mode, int *in_memory)
{
	int fd = -1, err;

	*in_memory = 0;
	if (mode == LTK_DEV_IMAGE_MEMORY ||
	    (mode == LTK_DEV_IMAGE_AUTO && memory_has_room(size_mb))) {
		fd = create_memfd(path);
		if (fd < 0 && mode == LTK_DEV_IMAGE_MEMORY)
			return -1;
		*in_memory = fd >= 0;
	}
	if (fd < 0)
		fd = create_file(path);
	if (fd < 0)
		return -1;
	if (ftruncate(fd, (off_t)size_mb * 1024 * 1024)) {
		err = errno;
		close(fd);
		if (!*in_memory)
			unlink(path);
		errno = err;
		return -1;
	}
	return fd;
}
