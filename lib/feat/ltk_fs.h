/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What LTK knows about each filesystem it formats: one table (lib/feat/tst_fs_info.c) read by
 * mkfs, the supported-filesystem probe and the device size rules. Internal to lib/.
 */
#ifndef LTK_FS_H
#define LTK_FS_H

#include <stddef.h>

struct ltk_fs_info {
	const char *name;
	/* mkfs options that make it non-interactive, quiet and fast (NULL-terminated) */
	const char *const *mkfs_opts;
	/* smallest device in MB the mkfs accepts and the kernel mounts */
	unsigned int min_size_mb;
	/* FUSE mount helpers, any of which makes the filesystem usable without the kernel */
	const char *const *fuse_helpers;
	/* no mkfs: a pseudo filesystem mounted from nothing (tmpfs) */
	unsigned int nodev:1;
	/* mkfs refuses a smaller device (rather than making a tiny filesystem) */
	unsigned int min_is_hard:1;
};

/* The entry for name, or NULL for a filesystem LTK has no rules for. */
const struct ltk_fs_info *ltk_fs_info(const char *name);

/* The whitelist of tst_get_supported_fs_types(), in order, NULL-terminated. */
extern const char *const ltk_fs_whitelist[];

/* 1 if name is an executable in $PATH (name without '/'), path copied to buf if not NULL. */
int ltk_find_in_path(const char *name, char *buf, size_t buf_len);

/* errno of the last LOOP_CTL_GET_FREE that failed, 0 after one that did not (tst_loop.c) */
int ltk_loop_control_errno(void);

/* Default loop device size in MB when a test asks for 0: fits every filesystem above. */
unsigned int ltk_dev_default_size(void);

/*
 * The backing store of a loop device (ltk_dev_image.c), chosen by $LTK_DEV_IMAGE: memory
 * (a memfd named path), a sparse file at path, or auto: memory when MemAvailable is at
 * least 4 x size_mb, else the file.
 */
enum { LTK_DEV_IMAGE_BAD = -1, LTK_DEV_IMAGE_AUTO, LTK_DEV_IMAGE_MEMORY, LTK_DEV_IMAGE_FILE };
int ltk_dev_image_mode(void);
/* An O_RDWR descriptor of size_mb MB of zeroes, *in_memory set; -1 with errno. */
int ltk_dev_image_create(const char *path, unsigned int size_mb, int mode, int *in_memory);
/* Attach file_fd to the loop device dev_path, named name. 0 or -1 with errno (tst_loop.c). */
int ltk_attach_device_fd(const char *dev_path, int file_fd, const char *name);

#endif
