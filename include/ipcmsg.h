/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The 2015 face's System V message queue helpers (LTP's libipc): the test defines
 * setup() and cleanup() (not static), and these call tst_brkm(..., cleanup, ...) on errors.
 * The functions are static inline here, so libnewipc.h's getipckey() can share the name.
 */
#ifndef IPCMSG_H__
#define IPCMSG_H__

#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include "test.h"

void cleanup(void);
void setup(void);

#define MSG_RD		0400
#define MSG_WR		0200
#define MSG_RW		MSG_RD | MSG_WR
#define MSGSIZE		1024
#define MSGTYPE		1
#define NR_MSGQUEUES	16
#define min(a, b)	(((a) < (b)) ? (a) : (b))

typedef struct mbuf {
	long mtype;
	char mtext[MSGSIZE];
} MSGBUF;

#include "ipc_common_.h"

/* Remove a queue; a failure is only reported (TINFO), as leftovers are not the test's. */
static inline void rm_queue(int queue_id)
{
	if (queue_id == -1)
		return;
	if (msgctl(queue_id, IPC_RMID, NULL) == -1) {
		tst_resm(TINFO, "WARNING: message queue deletion failed.");
		tst_resm(TINFO, "This could lead to IPC resource problems.");
		tst_resm(TINFO, "id = %d", queue_id);
	}
}

/* size letters 'a'..'z' repeated, a terminating NUL, and the type. */
static inline void init_buf(MSGBUF *m_buf, int type, int size)
{
	int i;

	for (i = 0; i < size; i++)
		m_buf->mtext[i] = 'a' + (i % 26);
	m_buf->mtext[i] = '\0';
	m_buf->mtype = type;
}

/* msgmni: how many queues the system allows; -1 when it cannot be read. */
static inline int get_max_msgqueues(void)
{
	FILE *f = fopen("/proc/sys/kernel/msgmni", "r");
	int n = -1;

	if (!f)
		return -1;
	if (fscanf(f, "%d", &n) != 1)
		n = -1;
	fclose(f);
	return n;
}

/* Queues that exist now (lines of /proc/sysvipc/msg); TBROK when it cannot be read. */
static inline int get_used_msgqueues(void)
{
	return ltk_ipc_count_("/proc/sysvipc/msg");
}

#endif
