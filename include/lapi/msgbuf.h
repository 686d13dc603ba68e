/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct msqid64_ds: a message queue's state as msgctl(2) fills it. On 64-bit ABIs the
 * times are whole; 32-bit ABIs also have *_high halves (HAVE_MSQID64_DS_TIME_HIGH).
 */
#ifndef LAPI_MSGBUF_H__
#define LAPI_MSGBUF_H__

#include <sys/msg.h>
#include "lapi/ipcbuf.h"
#include <asm/msgbuf.h>

#if defined(__i386__) || defined(__arm__) || (defined(__mips__) && _MIPS_SIM == _ABIO32)
# define HAVE_MSQID64_DS_TIME_HIGH 1
#endif

#endif
