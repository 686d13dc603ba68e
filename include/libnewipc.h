/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What LTP's System V IPC tests share: permission bits and sizes, a unique IPC key per
 * call (GETIPCKEY), how many queues/segments/arrays exist system-wide (GET_USED_*), an
 * address free for shmat() (PROBE_FREE_ADDR) and the time IPC timestamps are taken from.
 */
#ifndef LIBNEWIPC_H__
#define LIBNEWIPC_H__

#include <time.h>
#include <sys/types.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#define MSG_RD		0400
#define MSG_WR		0200
#define MSG_RW		(MSG_RD | MSG_WR)
#define MSGSIZE		1024
#define MSGTYPE		1
#define NR_MSGQUEUES	16
#define min(a, b)	(((a) < (b)) ? (a) : (b))

#define SEM_RD		0400
#define SEM_ALT		0200
#define SEM_RA		(SEM_RD | SEM_ALT)
#define PSEMS		10

#define SHM_RD		0400
#define SHM_W		0200
#define SHM_RW		(SHM_RD | SHM_W)
#define SHM_SIZE	2048
#define INTERVAL_TIME	1

/* ftok() of the current directory with a new project ID on each call: TBROK on failure. */
key_t getipckey(const char *file, const int lineno);
#define GETIPCKEY() getipckey(__FILE__, __LINE__)

/* Lines (objects) in a /proc/sysvipc file, without its header. */
int get_used_sysvipc(const char *file, const int lineno, const char *sysvipc_file);
#define GET_USED_QUEUES() get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/msg")
#define GET_USED_SEGMENTS() get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/shm")
#define GET_USED_ARRAYS() get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/sem")

/* An SHMLBA-aligned address where a segment can be attached right now. */
void *probe_free_addr(const char *file, const int lineno);
#define PROBE_FREE_ADDR() probe_free_addr(__FILE__, __LINE__)

/* The clock the kernel stamps IPC objects with (msg_stime, shm_atime ...), in seconds. */
time_t get_ipc_timestamp(void);

#endif
