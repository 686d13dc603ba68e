/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * name_to_handle_at(2)/open_by_handle_at(2): struct file_handle, MAX_HANDLE_SZ and
 * AT_HANDLE_FID (Linux 6.5) for older C libraries. Tests call the syscalls through
 * tst_syscall(__NR_name_to_handle_at, ...), so ENOSYS becomes TCONF.
 */
#ifndef LAPI_NAME_TO_HANDLE_AT_H__
#define LAPI_NAME_TO_HANDLE_AT_H__

#include <fcntl.h>

#ifndef MAX_HANDLE_SZ
# define MAX_HANDLE_SZ 128
struct file_handle {
	unsigned int handle_bytes;
	int handle_type;
	unsigned char f_handle[];
};
#endif

#ifndef AT_EMPTY_PATH
# define AT_EMPTY_PATH 0x1000
#endif
#ifndef AT_SYMLINK_FOLLOW
# define AT_SYMLINK_FOLLOW 0x400
#endif
/* The kernel reuses AT_REMOVEDIR's bit: it means nothing to name_to_handle_at otherwise. */
#ifndef AT_HANDLE_FID
# define AT_HANDLE_FID 0x200
#endif

#endif /* LAPI_NAME_TO_HANDLE_AT_H__ */
