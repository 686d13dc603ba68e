/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * System V message queue flags newer than some libcs.
 */
#ifndef LAPI_MSG_H__
#define LAPI_MSG_H__

#include <sys/ipc.h>
#include <sys/msg.h>

#ifndef MSG_COPY
# define MSG_COPY 040000
#endif
#ifndef MSG_STAT_ANY
# define MSG_STAT_ANY 13
#endif

#endif
