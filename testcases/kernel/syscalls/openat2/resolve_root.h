/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The directory descriptors of the RESOLVE_BENEATH and RESOLVE_IN_ROOT tests (openat202,
 * openat203): resolve_root_open() opens root_fd on the directory "root" the test made in
 * the tmpdir and self_fd on /proc/self, and sets magic to "fd/<root_fd>", a magic link
 * below self_fd. resolve_root_close() is the test's cleanup.
 */
#ifndef RESOLVE_ROOT_H__
#define RESOLVE_ROOT_H__

#include <stdio.h>
#include "tst_test.h"

static int root_fd = -1, self_fd = -1;
static char magic[32];

static inline void resolve_root_open(void)
{
	root_fd = SAFE_OPEN("root", O_RDONLY | O_DIRECTORY);
	self_fd = SAFE_OPEN("/proc/self", O_RDONLY | O_DIRECTORY);
	snprintf(magic, sizeof(magic), "fd/%d", root_fd);
}

static inline void resolve_root_close(void)
{
	if (root_fd > -1)
		SAFE_CLOSE(root_fd);
	if (self_fd > -1)
		SAFE_CLOSE(self_fd);
}

#endif
