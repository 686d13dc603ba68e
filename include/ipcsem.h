/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The 2015 face's System V semaphore helpers (LTP's libipc); see ipcmsg.h. */
#ifndef IPCSEM_H__
#define IPCSEM_H__

#include <sys/ipc.h>
#include <sys/sem.h>
#include "test.h"

void cleanup(void);
void setup(void);

#define SEM_RD		0400
#define SEM_ALT		0200
#define SEM_RA		SEM_RD | SEM_ALT
#define NCHILD		5
#define SEM4		4
#define PSEMS		10
#define ONE		1
#define SEMUN_CAST	(union semun)

/* The caller defines union semun (sys/sem.h says so); lapi/sem.h does it too. */
#if !defined(HAVE_UNION_SEMUN) && !defined(LTK_UNION_SEMUN_)
# define LTK_UNION_SEMUN_ 1
union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};
#endif

#include "ipc_common_.h"

static inline void rm_sema(int sem_id)
{
	if (sem_id == -1)
		return;
	if (semctl(sem_id, 0, IPC_RMID) == -1) {
		tst_resm(TINFO, "WARNING: semaphore deletion failed.");
		tst_resm(TINFO, "This could lead to IPC resource problems.");
		tst_resm(TINFO, "id = %d", sem_id);
	}
}

#endif
