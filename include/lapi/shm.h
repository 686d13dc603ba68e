/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * System V shared memory flags newer than some libcs.
 */
#ifndef LAPI_SHM_H__
#define LAPI_SHM_H__

#include <unistd.h>
#include <sys/ipc.h>
#include <sys/shm.h>

#ifndef SHM_STAT_ANY
# define SHM_STAT_ANY 15
#endif
#ifndef SHM_HUGETLB
# define SHM_HUGETLB 04000
#endif
#ifndef SHM_NORESERVE
# define SHM_NORESERVE 010000
#endif
#ifndef SHM_EXEC
# define SHM_EXEC 0100000
#endif
#ifndef SHMLBA
# define SHMLBA getpagesize()
#endif

#endif
