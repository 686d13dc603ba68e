/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct shmid64_ds: a shared memory segment's state as shmctl(2) fills it
 * (HAVE_SHMID64_DS_TIME_HIGH on 32-bit ABIs).
 */
#ifndef LAPI_SHMBUF_H__
#define LAPI_SHMBUF_H__

#include <sys/shm.h>
#include "lapi/ipcbuf.h"
#include <asm/shmbuf.h>

#if defined(__i386__) || defined(__arm__) || (defined(__mips__) && _MIPS_SIM == _ABIO32)
# define HAVE_SHMID64_DS_TIME_HIGH 1
#endif

#endif
