/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct semid64_ds: a semaphore set's state as semctl(2) fills it (HAVE_SEMID64_DS_TIME_HIGH
 * on 32-bit ABIs).
 */
#ifndef LAPI_SEMBUF_H__
#define LAPI_SEMBUF_H__

#include <sys/sem.h>
#include "lapi/ipcbuf.h"
#include <asm/sembuf.h>

#if defined(__i386__) || defined(__arm__) || (defined(__mips__) && _MIPS_SIM == _ABIO32)
# define HAVE_SEMID64_DS_TIME_HIGH 1
#endif

#endif
