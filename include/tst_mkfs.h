/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Formatting a device: legacy tst_mkfs(cleanup, ...), modern SAFE_MKFS(...). */
#ifndef TST_MKFS_H
#define TST_MKFS_H

/*
 * Run mkfs.<fs_type> on dev with the options that make it quiet and fast, then fs_opts
 * (before the device) and extra_opts (after it, e.g. a size). Both lists are
 * NULL-terminated and may be NULL. TCONF when mkfs.<fs_type> is missing, TBROK (with the
 * tool's output) when it fails. tmpfs needs no mkfs and is accepted as a no-op.
 */
void tst_mkfs_(const char *file, const int lineno, void (*cleanup_fn)(void), const char *dev,
	       const char *fs_type, const char *const fs_opts[], const char *const extra_opts[]);

#ifdef __TEST_H__
# define tst_mkfs(cleanup, dev, fs_type, fs_opts) \
	tst_mkfs_(__FILE__, __LINE__, cleanup, dev, fs_type, fs_opts, NULL)
#endif

#define SAFE_MKFS(device, fs_type, fs_opts, extra_opts) \
	tst_mkfs_(__FILE__, __LINE__, NULL, device, fs_type, fs_opts, extra_opts)

#endif
