/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Block devices for tests, shared by both API faces: $LTP_DEV or a loop device backed by
 * memory or a sparse file in the test's temporary directory, plus mount helpers.
 */
#ifndef TST_DEVICE_H
#define TST_DEVICE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include "tst_fs.h"
#include "tst_mkfs.h"

/* The device the modern face prepared for the test (.needs_device and friends). */
struct tst_device {
	const char *dev;
	const char *fs_type;
	uint64_t size;		/* MB */
	int is_fuse;
};
extern struct tst_device *tst_device;

/*
 * $LTP_DEV (must be a block device) or a free loop device attached to size_mb MB of
 * memory or a sparse file in the tmpdir, as $LTK_DEV_IMAGE says (0 = 300 MB, big enough
 * for every filesystem LTK formats; the legacy tst_acquire_device() sizes it for
 * tst_dev_fs_type(), see below).
 * TBROK when no tmpdir exists or a device was already acquired; NULL when no device can
 * be had (the caller reports TCONF).
 */
const char *tst_acquire_device_(void (*cleanup_fn)(void), unsigned int size_mb);
/* Detach the loop device and remove its backing file if any; no-op for $LTP_DEV. 0 or -1. */
int tst_release_device_(const char *dev);

/* $LTP_DEV_FS_TYPE or "ext2". */
const char *tst_dev_fs_type(void);

static inline const char *tst_acquire_device__(unsigned int size_mb)
{
	return tst_acquire_device_(NULL, size_mb);
}

#ifdef __TEST_H__
/*
 * Legacy tests format with tst_dev_fs_type(): size the device for it (the 2015 library's
 * 20 MB at least), so LTP_DEV_FS_TYPE=xfs works and ext2 stays small and fast.
 */
static inline const char *tst_acquire_device(void (*cleanup_fn)(void))
{
	unsigned int size = tst_dev_min_size(tst_dev_fs_type());

	return tst_acquire_device_(cleanup_fn, size > 20 ? size : 20);
}
#else
static inline const char *tst_acquire_device(void (*cleanup_fn)(void))
{
	return tst_acquire_device_(cleanup_fn, 0);
}
#endif

#ifdef __TEST_H__
# define tst_release_device(cleanup, dev) ((void)(cleanup), tst_release_device_(dev))
#else
# define tst_release_device(dev) tst_release_device_(dev)
#endif

/* ---- loop devices ---------------------------------------------------------------------- */
/* Find a free loop device, write its path to path; returns its number or -1. */
int tst_find_free_loopdev(char *path, size_t path_len);
/* Attach file_path to the loop device dev_path. 0 or -1 (TINFO says why). */
int tst_attach_device(const char *dev_path, const char *file_path);
/* Detach a loop device, retrying while it is busy. 0 or -1. */
int tst_detach_device(const char *dev_path);
int tst_detach_device_by_fd(const char *dev_path, int dev_fd);

/* ---- device facts ---------------------------------------------------------------------- */
/* Size of a block device in MB, -1 on error. */
int64_t tst_get_device_size(const char *dev_path);
/* Flush a block device's dirty pages and buffers. */
void tst_dev_sync(int fd);
/* Bytes written to dev since the previous call (the first call: since boot). */
unsigned long tst_dev_bytes_written(const char *dev);
/* Block device holding path: "/dev/loop0" style name into dev. TBROK on failure. */
void tst_find_backing_dev(const char *path, char *dev, size_t dev_size);
/* stat() of the device mounted at mnt_path. TBROK on failure. */
void tst_stat_mount_dev(const char *mnt_path, struct stat *st);
/* Logical block size of the device holding path (512 when unknown). */
int tst_dev_block_size(const char *path);
/* Zero the first MB of dev (wipes filesystem signatures). 0 or -1. */
int tst_clear_device(const char *dev);

/* ---- mounts ---------------------------------------------------------------------------- */
/*
 * umount(2) retried on EBUSY 50 times 100 ms apart (something may still be probing the
 * fresh filesystem), TINFO on each retry, TWARN when it gives up. 0 or -1 with errno.
 */
int tst_umount(const char *path);
/* 1 if a filesystem is mounted exactly at path (canonicalised), else 0. */
int tst_is_mounted(const char *path);
int tst_is_mounted_at_tmpdir(const char *path);
int tst_is_mounted_ro(const char *path);
int tst_is_mounted_rw(const char *path);
/* 1 if the mount at path carries option opt ("noexec", "size=32M"), else 0. */
int tst_mount_has_opt(const char *path, const char *opt);

#endif
