/* SPDX-License-Identifier: GPL-2.0-or-later */
/* System V IPC SAFE_* macros of the modern face (message queues, shared memory, semaphores). */
#ifndef TST_SAFE_SYSV_IPC_H__
#define TST_SAFE_SYSV_IPC_H__

#ifdef __TEST_H__
# error "tst_safe_sysv_ipc.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_sysv_ipc.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <stddef.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/types.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_msgget(LTK_SAFE_LOC, key_t key, int msgflg);
int safe_msgsnd(LTK_SAFE_LOC, int msqid, const void *msgp, size_t msgsz, int msgflg);
ssize_t safe_msgrcv(LTK_SAFE_LOC, int msqid, void *msgp, size_t msgsz, long msgtyp,
		    int msgflg);
int safe_msgctl(LTK_SAFE_LOC, int msqid, int cmd, struct msqid_ds *buf);
int safe_shmget(LTK_SAFE_LOC, key_t key, size_t size, int shmflg);
void *safe_shmat(LTK_SAFE_LOC, int shmid, const void *shmaddr, int shmflg);
int safe_shmdt(LTK_SAFE_LOC, const void *shmaddr);
int safe_shmctl(LTK_SAFE_LOC, int shmid, int cmd, struct shmid_ds *buf);
int safe_semget(LTK_SAFE_LOC, key_t key, int nsems, int semflg);
/* The fourth argument (a union semun) is read only for the commands that take one. */
int safe_semctl(LTK_SAFE_LOC, int semid, int semnum, int cmd, ...);
int safe_semop(LTK_SAFE_LOC, int semid, struct sembuf *sops, size_t nsops);

#define SAFE_MSGGET(key, msgflg) safe_msgget(__FILE__, __LINE__, NULL, (key), (msgflg))
#define SAFE_MSGSND(msqid, msgp, msgsz, msgflg) \
	safe_msgsnd(__FILE__, __LINE__, NULL, (msqid), (msgp), (msgsz), (msgflg))
#define SAFE_MSGRCV(msqid, msgp, msgsz, msgtyp, msgflg) \
	safe_msgrcv(__FILE__, __LINE__, NULL, (msqid), (msgp), (msgsz), (msgtyp), (msgflg))
#define SAFE_MSGCTL(msqid, cmd, buf) safe_msgctl(__FILE__, __LINE__, NULL, (msqid), (cmd), (buf))
#define SAFE_SHMGET(key, size, shmflg) \
	safe_shmget(__FILE__, __LINE__, NULL, (key), (size), (shmflg))
#define SAFE_SHMAT(shmid, shmaddr, shmflg) \
	safe_shmat(__FILE__, __LINE__, NULL, (shmid), (shmaddr), (shmflg))
#define SAFE_SHMDT(shmaddr) safe_shmdt(__FILE__, __LINE__, NULL, (shmaddr))
#define SAFE_SHMCTL(shmid, cmd, buf) safe_shmctl(__FILE__, __LINE__, NULL, (shmid), (cmd), (buf))
#define SAFE_SEMGET(key, nsems, semflg) \
	safe_semget(__FILE__, __LINE__, NULL, (key), (nsems), (semflg))
#define SAFE_SEMCTL(semid, semnum, cmd, ...) \
	safe_semctl(__FILE__, __LINE__, NULL, (semid), (semnum), (cmd), ##__VA_ARGS__)
#define SAFE_SEMOP(semid, sops, nsops) \
	safe_semop(__FILE__, __LINE__, NULL, (semid), (sops), (nsops))

#endif
