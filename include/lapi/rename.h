/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * renameat2(2) flags for headers that lack them. Tests call the system call through
 * tst_syscall(__NR_renameat2, ...) so an old libc without the wrapper does not matter.
 */
#ifndef LAPI_RENAME_H__
#define LAPI_RENAME_H__

#include <stdio.h>
#include "lapi/syscalls.h"

#ifndef RENAME_NOREPLACE
# define RENAME_NOREPLACE (1 << 0)
#endif
#ifndef RENAME_EXCHANGE
# define RENAME_EXCHANGE (1 << 1)
#endif
#ifndef RENAME_WHITEOUT
# define RENAME_WHITEOUT (1 << 2)
#endif

#endif /* LAPI_RENAME_H__ */
