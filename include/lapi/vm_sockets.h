/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * VSOCK addresses (<linux/vm_sockets.h>).
 */
#ifndef LAPI_VM_SOCKETS_H__
#define LAPI_VM_SOCKETS_H__

#include <sys/socket.h>
#include <linux/vm_sockets.h>

#ifndef AF_VSOCK
# define AF_VSOCK 40
#endif
#ifndef VMADDR_CID_LOCAL
# define VMADDR_CID_LOCAL 1
#endif

#endif
