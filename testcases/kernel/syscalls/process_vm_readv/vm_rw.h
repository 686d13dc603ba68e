/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the process_vm_readv and process_vm_writev tests: a child whose copy of
 * remote_buf (the same address in parent and child, both from one fork) holds
 * CHILD_DATA; it waits on checkpoint 0 and then, if check is set, reports whether its
 * remote_buf holds PARENT_DATA. vm_rw_errors(call) checks the common errors of both
 * calls; call is one of the two system calls with the signature of the C library's.
 */
#ifndef VM_RW_H__
#define VM_RW_H__

#include <limits.h>
#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_pid.h"

#define CHILD_DATA "data of the child, twenty-nine"
#define PARENT_DATA "PARENT WROTE THIS INTO CHILD!"
#define DATA_LEN 30

static char remote_buf[64];

typedef ssize_t (*vm_rw_fn)(pid_t, const struct iovec *, unsigned long,
			    const struct iovec *, unsigned long, unsigned long);

static inline pid_t vm_rw_child(int check)
{
	pid_t pid;

	memset(remote_buf, 0, sizeof(remote_buf));
	pid = SAFE_FORK();
	if (!pid) {
		memcpy(remote_buf, CHILD_DATA, DATA_LEN);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		if (check)
			TST_EXP_EXPR(!memcmp(remote_buf, PARENT_DATA, DATA_LEN),
				     "the child's memory holds '%.*s'", DATA_LEN, remote_buf);
		else
			TST_EXP_EXPR(!memcmp(remote_buf, CHILD_DATA, DATA_LEN),
				     "the child's memory is unchanged ('%.*s')", DATA_LEN,
				     remote_buf);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	return pid;
}

static inline void vm_rw_errors(vm_rw_fn call, const char *name)
{
	char local[DATA_LEN];
	struct iovec l = {local, DATA_LEN}, r = {remote_buf, DATA_LEN};
	struct iovec bad_l = {tst_get_bad_addr(NULL), DATA_LEN};
	struct iovec bad_r = {tst_get_bad_addr(NULL), DATA_LEN};
	pid_t pid = vm_rw_child(0);

	TST_EXP_FAIL2(call(pid, &bad_l, 1, &r, 1, 0), EFAULT, "%s: local buffer outside the "
		      "address space", name);
	TST_EXP_FAIL2(call(pid, &l, 1, &bad_r, 1, 0), EFAULT, "%s: remote buffer not mapped "
		      "in the child", name);
	TST_EXP_FAIL2(call(pid, &l, 1, &r, 1, 1), EINVAL, "%s: flags 1", name);
	TST_EXP_FAIL2(call(pid, &l, IOV_MAX + 1, &r, 1, 0), EINVAL, "%s: liovcnt IOV_MAX + 1",
		      name);
	if (!SAFE_FORK()) {
		tst_become_nobody();
		TST_EXP_FAIL2(call(pid, &l, 1, &r, 1, 0), EPERM, "%s: nobody on root's process",
			      name);
		exit(0);
	}
	SAFE_WAIT(NULL);
	TST_EXP_FAIL2(call(tst_get_unused_pid(), &l, 1, &r, 1, 0), ESRCH, "%s: unused pid", name);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
}

#endif
