// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Formatting: mkfs.<fs> with the per-filesystem options of lib/feat/tst_fs_info.c. The tool's
 * chatter is kept in memory and shown only when it fails.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_mkfs.h"
#include "tst_cmd.h"
#include "tst_device.h"

#define MKFS_MAX_ARGS 64
#define OUTPUT_MAX 8192

/* "a b c" for the TINFO line. */
static void join(char *buf, size_t size, const char *const list[])
{
	size_t pos = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; list && list[i] && pos < size; i++)
		pos += snprintf(buf + pos, size - pos, "%s%s", i ? " " : "", list[i]);
}

static int add_args(const char **argv, int argc, const char *const list[])
{
	int i;

	for (i = 0; list && list[i]; i++) {
		if (argc >= MKFS_MAX_ARGS - 1)
			return -1;
		argv[argc++] = list[i];
	}
	return argc;
}

/* Show the tool's output line by line before the TBROK. */
static void show_output(int fd)
{
	char out[OUTPUT_MAX], *line, *save;
	ssize_t len;

	len = pread(fd, out, sizeof(out) - 1, 0);
	if (len <= 0)
		return;
	out[len] = '\0';
	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		ltk_res(__FILE__, __LINE__, TINFO, "mkfs: %s", line);
}

void tst_mkfs_(const char *file, const int lineno, void (*cleanup_fn)(void), const char *dev,
	       const char *fs_type, const char *const fs_opts[], const char *const extra_opts[])
{
	const struct ltk_fs_info *fs;
	const char *argv[MKFS_MAX_ARGS];
	char mkfs[64], opts[1024], extra[1024];
	int argc = 0, fd, ret;

	if (!dev) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "No device specified");
		return;
	}
	if (!fs_type) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "No fs_type specified");
		return;
	}
	fs = ltk_fs_info(fs_type);
	if (fs && fs->nodev) {
		ltk_res(file, lineno, TINFO, "Skipping mkfs for %s", fs_type);
		return;
	}

	snprintf(mkfs, sizeof(mkfs), "mkfs.%s", fs_type);
	if (strchr(fs_type, '/') || !ltk_find_in_path(mkfs, NULL, 0)) {
		ltk_brk(file, lineno, TCONF, cleanup_fn, "%s does not exist", mkfs);
		return;
	}

	/* Say why in one line, rather than with a page of the tool's usage text. */
	if (fs && fs->min_is_hard) {
		int64_t have = tst_get_device_size(dev);

		if (have >= 0 && have < fs->min_size_mb) {
			ltk_brk(file, lineno, TBROK, cleanup_fn,
				"%s has %lli MB, mkfs.%s needs at least %u MB",
				dev, (long long)have, fs_type, fs->min_size_mb);
			return;
		}
	}

	argv[argc++] = mkfs;
	argc = add_args(argv, argc, fs ? fs->mkfs_opts : NULL);
	if (argc >= 0)
		argc = add_args(argv, argc, fs_opts);
	if (argc >= 0 && argc < MKFS_MAX_ARGS - 1)
		argv[argc++] = dev;
	else
		argc = -1;
	if (argc >= 0)
		argc = add_args(argv, argc, extra_opts);
	if (argc < 0) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Too many mkfs options");
		return;
	}
	argv[argc] = NULL;

	join(opts, sizeof(opts), fs_opts);
	join(extra, sizeof(extra), extra_opts);
	ltk_res(file, lineno, TINFO, "Formatting %s with %s opts='%s' extra opts='%s'",
		dev, fs_type, opts, extra);

	fd = memfd_create("ltk_mkfs_output", MFD_CLOEXEC);
	if (fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "memfd_create() failed");
		return;
	}
	ret = tst_cmd_fds_(cleanup_fn, argv, fd, fd, TST_CMD_PASS_RETVAL);
	if (ret) {
		show_output(fd);
		close(fd);
		ltk_brk(file, lineno, TBROK, cleanup_fn, "%s failed with exit code %i", mkfs, ret);
		return;
	}
	close(fd);
}
