/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * kcmp(2): the comparison types, struct kcmp_epoll_slot and a raw wrapper.
 */
#ifndef LAPI_KCMP_H__
#define LAPI_KCMP_H__

#include <stdint.h>
#include <sys/types.h>
#include "config.h"
#include "lapi/syscalls.h"

#if defined(__has_include)
# if __has_include(<linux/kcmp.h>)
#  include <linux/kcmp.h>
#  define LTK_HAVE_LINUX_KCMP_H_ 1
# endif
#endif

#ifndef LTK_HAVE_LINUX_KCMP_H_
enum kcmp_type {
	KCMP_FILE,
	KCMP_VM,
	KCMP_FILES,
	KCMP_FS,
	KCMP_SIGHAND,
	KCMP_IO,
	KCMP_SYSVSEM,
	KCMP_EPOLL_TFD,
	KCMP_TYPES,
};

struct kcmp_epoll_slot {
	uint32_t efd;
	uint32_t tfd;
	uint32_t toff;
};
#endif

#ifndef HAVE_KCMP
static inline int kcmp(int pid1, int pid2, int type, unsigned long idx1, unsigned long idx2)
{
	return tst_syscall(__NR_kcmp, pid1, pid2, type, idx1, idx2);
}
#endif

#endif
