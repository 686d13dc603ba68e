/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * System V semaphores: union semun (which callers must define) and SEM_STAT_ANY.
 */
#ifndef LAPI_SEM_H__
#define LAPI_SEM_H__

#include <sys/types.h>
#include <sys/ipc.h>
#include <sys/sem.h>

#if !defined(HAVE_UNION_SEMUN) && !defined(LTK_UNION_SEMUN_)
# define LTK_UNION_SEMUN_ 1
union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};
#endif

#ifndef SEM_STAT_ANY
# define SEM_STAT_ANY 20
#endif
#ifndef SEMMSL
# define SEMMSL 32000
#endif
#ifndef SEMOPM
# define SEMOPM 500
#endif

#endif
