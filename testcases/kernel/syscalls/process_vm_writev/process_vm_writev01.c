// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_vm_writev(2) "transfers data from the local process to the remote process":
 * - 30 bytes from two local pieces (10 + 20) into two remote pieces (20 + 10) of a
 *   child's buffer: the call returns 30 and the child finds the data in its memory;
 * - a partial write: with the second remote piece not mapped the call returns 20;
 * Errors, in the order of the man page's ERRORS: EFAULT (local buffer outside the address
 * space; remote buffer not mapped, nothing transferred), EINVAL (flags 1; liovcnt
 * IOV_MAX + 1), EPERM (nobody on a process of root), ESRCH (an unused pid); after them
 * the child's memory is unchanged.
 *
 * Not provoked: ENOMEM (needs the kernel out of memory for the iovec copies).
 */

#include "../process_vm_readv/vm_rw.h"

static void run(void)
{
	char data[] = PARENT_DATA;
	struct iovec local[2] = {{data, 10}, {data + 10, 20}};
	struct iovec remote[2] = {{remote_buf, 20}, {remote_buf + 20, 10}};
	struct iovec partial[2] = {{remote_buf, 20}, {tst_get_bad_addr(NULL), 10}};
	pid_t pid = vm_rw_child(1);

	TST_EXP_VAL(process_vm_writev(pid, local, 2, partial, 2, 0), 20,
		    "process_vm_writev() with the second remote piece unmapped");
	TST_EXP_VAL(process_vm_writev(pid, local, 2, remote, 2, 0), DATA_LEN,
		    "process_vm_writev(2 local, 2 remote pieces)");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);

	vm_rw_errors(process_vm_writev, "process_vm_writev");
}

static struct tst_test test = {
	.description = "process_vm_writev(): gathered writes into another process; EFAULT, "
		       "EINVAL, EPERM, ESRCH",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
