/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The structure the old readdir(2) system call fills.
 */
#ifndef LAPI_READDIR_H__
#define LAPI_READDIR_H__

struct old_linux_dirent {
	long d_ino;
	unsigned long d_offset;
	unsigned short d_namlen;
	char d_name[1];
};

#endif
