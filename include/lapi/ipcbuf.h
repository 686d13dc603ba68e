/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct ipc64_perm: System V IPC permissions as the kernel's *64 structures hold them.
 */
#ifndef LAPI_IPCBUF_H__
#define LAPI_IPCBUF_H__

#include <sys/ipc.h>
#include <asm/ipcbuf.h>

#endif
