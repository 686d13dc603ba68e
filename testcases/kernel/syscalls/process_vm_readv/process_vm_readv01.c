// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_vm_readv(2) "transfers data from the remote process to the local process":
 * - 30 bytes of a child's buffer, scattered into two local pieces (10 + 20) from two
 *   remote pieces (20 + 10), arrive in order; the call returns 30;
 * - "a partial read/write": when the second remote piece is not mapped in the child the
 *   call returns the bytes of the first piece only;
 * - the child's memory is not changed.
 * Errors, in the order of the man page's ERRORS: EFAULT (local buffer outside the address
 * space; remote buffer not mapped, nothing transferred), EINVAL (flags 1; liovcnt
 * IOV_MAX + 1), EPERM (nobody on a process of root), ESRCH (an unused pid).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory for the iovec copies).
 */

#include "vm_rw.h"

static void run(void)
{
	char a[10], b[20];
	struct iovec local[2] = {{a, 10}, {b, 20}};
	struct iovec remote[2] = {{remote_buf, 20}, {remote_buf + 20, 10}};
	struct iovec partial[2] = {{remote_buf, 20}, {tst_get_bad_addr(NULL), 10}};
	pid_t pid = vm_rw_child(0);

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	TST_EXP_VAL(process_vm_readv(pid, local, 2, remote, 2, 0), DATA_LEN,
		    "process_vm_readv(2 local, 2 remote pieces)");
	TST_EXP_EXPR(!memcmp(a, CHILD_DATA, 10) && !memcmp(b, CHILD_DATA + 10, 20),
		     "read '%.10s' + '%.20s'", a, b);
	TST_EXP_VAL(process_vm_readv(pid, local, 2, partial, 2, 0), 20,
		    "process_vm_readv() with the second remote piece unmapped");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);

	vm_rw_errors(process_vm_readv, "process_vm_readv");
}

static struct tst_test test = {
	.description = "process_vm_readv(): scattered reads from another process; EFAULT, "
		       "EINVAL, EPERM, ESRCH",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
