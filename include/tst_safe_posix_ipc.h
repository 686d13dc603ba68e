/* SPDX-License-Identifier: GPL-2.0-or-later */
/* POSIX message queue SAFE_* macros of the modern face. */
#ifndef TST_SAFE_POSIX_IPC_H__
#define TST_SAFE_POSIX_IPC_H__

#ifdef __TEST_H__
# error "tst_safe_posix_ipc.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_posix_ipc.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <fcntl.h>
#include <mqueue.h>
#include <stddef.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* With O_CREAT the mode and a struct mq_attr * (or NULL) follow, as for mq_open(3). */
mqd_t safe_mq_open(LTK_SAFE_LOC, const char *pathname, int oflags, ...);
int safe_mq_close(LTK_SAFE_LOC, mqd_t mqdes);
int safe_mq_notify(LTK_SAFE_LOC, mqd_t mqdes, const struct sigevent *sevp);
int safe_mq_send(LTK_SAFE_LOC, mqd_t mqdes, const char *msg_ptr, size_t msg_len,
		 unsigned int msg_prio);
int safe_mq_unlink(LTK_SAFE_LOC, const char *name);

#define SAFE_MQ_OPEN(pathname, oflags, ...) \
	safe_mq_open(__FILE__, __LINE__, NULL, (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_MQ_CLOSE(mqdes) safe_mq_close(__FILE__, __LINE__, NULL, (mqdes))
#define SAFE_MQ_NOTIFY(mqdes, sevp) safe_mq_notify(__FILE__, __LINE__, NULL, (mqdes), (sevp))
#define SAFE_MQ_SEND(mqdes, msg_ptr, msg_len, msg_prio) \
	safe_mq_send(__FILE__, __LINE__, NULL, (mqdes), (msg_ptr), (msg_len), (msg_prio))
#define SAFE_MQ_UNLINK(name) safe_mq_unlink(__FILE__, __LINE__, NULL, (name))

#endif
