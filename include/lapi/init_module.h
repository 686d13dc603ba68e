/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * init_module(2), finit_module(2) and delete_module(2) (libc has no wrappers),
 * the MODULE_INIT_* flags, and finit_module_supported_by_kernel().
 */
#ifndef LAPI_INIT_MODULE_H__
#define LAPI_INIT_MODULE_H__

#include <errno.h>
#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef MODULE_INIT_IGNORE_MODVERSIONS
# define MODULE_INIT_IGNORE_MODVERSIONS 1
#endif
#ifndef MODULE_INIT_IGNORE_VERMAGIC
# define MODULE_INIT_IGNORE_VERMAGIC 2
#endif
#ifndef MODULE_INIT_COMPRESSED_FILE
# define MODULE_INIT_COMPRESSED_FILE 4
#endif

#ifndef HAVE_INIT_MODULE
static inline int init_module(void *module_image, unsigned long len, const char *param_values)
{
	return tst_syscall(__NR_init_module, module_image, len, param_values);
}
#endif
#ifndef HAVE_FINIT_MODULE
static inline int finit_module(int fd, const char *param_values, int flags)
{
	return tst_syscall(__NR_finit_module, fd, param_values, flags);
}
#endif
#ifndef HAVE_DELETE_MODULE
static inline int delete_module(const char *name, unsigned int flags)
{
	return tst_syscall(__NR_delete_module, name, flags);
}
#endif

/* TCONF (through tst_syscall) when the kernel has no finit_module(). */
static inline void finit_module_supported_by_kernel(void)
{
	if (syscall(__NR_finit_module, -1, "", 0) == -1 && errno == ENOSYS)
		tst_syscall(__NR_finit_module, -1, "", 0);
}

#endif
