/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * getdents64(2): the record the kernel fills in (man 2 getdents), for libcs whose headers
 * do not declare it. Called as tst_syscall(__NR_getdents64, fd, buf, size).
 */
#ifndef LAPI_DIRENT64_H__
#define LAPI_DIRENT64_H__

#include <stdint.h>
#include "lapi/syscalls.h"

struct linux_dirent64 {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

#endif /* LAPI_DIRENT64_H__ */
