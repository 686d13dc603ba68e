/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The 2015 face's System V shared memory helpers (LTP's libipc); see ipcmsg.h. */
#ifndef IPCSHM_H__
#define IPCSHM_H__

#include <sys/ipc.h>
#include <sys/shm.h>
#include "test.h"

void cleanup(void);
void setup(void);

#define SHM_RD		0400
#define SHM_WR		0200
#define SHM_RW		SHM_RD | SHM_WR
#define SHM_SIZE	2048
#define INT_SIZE	4
#define MODE_MASK	0x01FF

#include "ipc_common_.h"

static inline void rm_shm(int shm_id)
{
	if (shm_id == -1)
		return;
	if (shmctl(shm_id, IPC_RMID, NULL) == -1) {
		tst_resm(TINFO, "WARNING: shared memory deletion failed.");
		tst_resm(TINFO, "This could lead to IPC resource problems.");
		tst_resm(TINFO, "id = %d", shm_id);
	}
}

#endif
