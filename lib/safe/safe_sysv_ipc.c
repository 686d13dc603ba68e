// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for System V IPC. A kernel built without it (ENOSYS) is TCONF. */
#include <stdarg.h>
#include "safe_priv.h"
#include "tst_safe_sysv_ipc.h"

/* The caller's union semun has this layout (semctl(2) makes the caller define it). */
union ltk_semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

#define IPC_CHECK(rval, fmt, ...) do { \
	if ((rval) == -1 && errno == ENOSYS) \
		safe_conf("System V IPC is not supported by this kernel"); \
	else if ((rval) == -1) \
		safe_fail(fmt, ##__VA_ARGS__); \
	else if ((rval) < 0) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

int safe_msgget(LTK_SAFE_LOC, key_t key, int msgflg)
{
	int rval = msgget(key, msgflg);

	IPC_CHECK(rval, "msgget(%#x,%#o)", (unsigned int)key, msgflg);
	return rval;
}

int safe_msgsnd(LTK_SAFE_LOC, int msqid, const void *msgp, size_t msgsz, int msgflg)
{
	int rval = msgsnd(msqid, msgp, msgsz, msgflg);

	IPC_CHECK(rval, "msgsnd(%d,%p,%zu,%d)", msqid, msgp, msgsz, msgflg);
	if (rval > 0)
		safe_invalid(rval, "msgsnd(%d,%p,%zu,%d)", msqid, msgp, msgsz, msgflg);
	return rval;
}

ssize_t safe_msgrcv(LTK_SAFE_LOC, int msqid, void *msgp, size_t msgsz, long msgtyp,
		    int msgflg)
{
	ssize_t rval = msgrcv(msqid, msgp, msgsz, msgtyp, msgflg);

	IPC_CHECK(rval, "msgrcv(%d,%p,%zu,%ld,%d)", msqid, msgp, msgsz, msgtyp, msgflg);
	return rval;
}

/* These commands return 0; the *_INFO, *_STAT and GET* ones return an index or a value. */
static int ctl_returns_zero(int cmd)
{
	return cmd == IPC_RMID || cmd == IPC_SET || cmd == IPC_STAT;
}

int safe_msgctl(LTK_SAFE_LOC, int msqid, int cmd, struct msqid_ds *buf)
{
	int rval = msgctl(msqid, cmd, buf);

	IPC_CHECK(rval, "msgctl(%d,%d,%p)", msqid, cmd, buf);
	if (rval > 0 && ctl_returns_zero(cmd))
		safe_invalid(rval, "msgctl(%d,%d,%p)", msqid, cmd, buf);
	return rval;
}

int safe_shmget(LTK_SAFE_LOC, key_t key, size_t size, int shmflg)
{
	int rval = shmget(key, size, shmflg);

	IPC_CHECK(rval, "shmget(%#x,%zu,%#o)", (unsigned int)key, size, shmflg);
	return rval;
}

void *safe_shmat(LTK_SAFE_LOC, int shmid, const void *shmaddr, int shmflg)
{
	void *rval = shmat(shmid, shmaddr, shmflg);

	if (rval == (void *)-1)
		safe_fail("shmat(%d,%p,%d)", shmid, shmaddr, shmflg);
	return rval;
}

int safe_shmdt(LTK_SAFE_LOC, const void *shmaddr)
{
	int rval = shmdt(shmaddr);

	IPC_CHECK(rval, "shmdt(%p)", shmaddr);
	if (rval > 0)
		safe_invalid(rval, "shmdt(%p)", shmaddr);
	return rval;
}

int safe_shmctl(LTK_SAFE_LOC, int shmid, int cmd, struct shmid_ds *buf)
{
	int rval = shmctl(shmid, cmd, buf);

	IPC_CHECK(rval, "shmctl(%d,%d,%p)", shmid, cmd, buf);
	if (rval > 0 && ctl_returns_zero(cmd))
		safe_invalid(rval, "shmctl(%d,%d,%p)", shmid, cmd, buf);
	return rval;
}

int safe_semget(LTK_SAFE_LOC, key_t key, int nsems, int semflg)
{
	int rval = semget(key, nsems, semflg);

	IPC_CHECK(rval, "semget(%#x,%d,%#o)", (unsigned int)key, nsems, semflg);
	return rval;
}

static int semctl_has_arg(int cmd)
{
	switch (cmd) {
	case SETVAL:
	case GETALL:
	case SETALL:
	case IPC_STAT:
	case IPC_SET:
	case IPC_INFO:
	case SEM_INFO:
	case SEM_STAT:
	case SEM_STAT_ANY:
		return 1;
	default:
		return 0;
	}
}

int safe_semctl(LTK_SAFE_LOC, int semid, int semnum, int cmd, ...)
{
	union ltk_semun arg = { 0 };
	va_list va;
	int rval;

	if (semctl_has_arg(cmd)) {
		va_start(va, cmd);
		arg = va_arg(va, union ltk_semun);
		va_end(va);
		rval = semctl(semid, semnum, cmd, arg);
	} else {
		rval = semctl(semid, semnum, cmd);
	}
	IPC_CHECK(rval, "semctl(%d,%d,%d,...)", semid, semnum, cmd);
	if (rval > 0 && (ctl_returns_zero(cmd) || cmd == SETVAL || cmd == SETALL ||
			  cmd == GETALL))
		safe_invalid(rval, "semctl(%d,%d,%d,...)", semid, semnum, cmd);
	return rval;
}

int safe_semop(LTK_SAFE_LOC, int semid, struct sembuf *sops, size_t nsops)
{
	int rval = semop(semid, sops, nsops);

	IPC_CHECK(rval, "semop(%d,%p,%zu)", semid, sops, nsops);
	if (rval > 0)
		safe_invalid(rval, "semop(%d,%p,%zu)", semid, sops, nsops);
	return rval;
}
