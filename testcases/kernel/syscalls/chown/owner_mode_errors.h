/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The table of ERRORS rows shared by chown03, lchown02, fchownat02 (man 2 chown) and
 * fchmodat02 (man 2 chmod, whose ERRORS list these entries in the same order), on the
 * fixture of tst_path_errors.h: EACCES (search permission denied on a prefix, as nobody),
 * EFAULT, ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR, EPERM (the change nobody may not make: the
 * row's eperm_path and eperm_desc; then an immutable file), EROFS.
 */
#ifndef OWNER_MODE_ERRORS_H__
#define OWNER_MODE_ERRORS_H__

#include "tst_path_errors.h"

#define OWNER_MODE_ERRORS_ROWS(eperm_path, eperm_desc) \
	{"nosearch/file", 1, EACCES, "search permission denied on a prefix"}, \
	{NULL, 0, EFAULT, "pathname outside the address space"}, \
	{"loop1/file", 0, ELOOP, "symbolic link loop"}, \
	{TST_PATH_ERRORS_LONG, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"}, \
	{"missing", 0, ENOENT, "file does not exist"}, \
	{"file/file", 0, ENOTDIR, "prefix is a regular file"}, \
	{eperm_path, 1, EPERM, eperm_desc}, \
	{"immutable", 0, EPERM, "file is immutable"}, \
	{TST_PATH_ERRORS_ROFS "/file", 0, EROFS, "file on a read-only filesystem"}

#endif
