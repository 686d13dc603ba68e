// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * reboot(2) errors, in the order of the man page's ERRORS, with LINUX_REBOOT_CMD_CAD_ON as
 * the command (it only changes /proc/sys/kernel/ctrl-alt-del, which starts at 0 and is
 * saved and restored): after every row the file still reads 0.
 * - EINVAL "bad magic numbers or cmd": a wrong magic1, a wrong magic2, an unknown cmd;
 *   also CAD_ON from a process in a new PID namespace: there reboot() only accepts the
 *   restart and halt commands (which end the namespace, not the machine; not called here);
 * - EPERM: a caller without CAP_SYS_BOOT (nobody).
 *
 * Not provoked: EFAULT (only LINUX_REBOOT_CMD_RESTART2 reads user memory, and in the initial
 * PID namespace a valid argument would restart the machine).
 */

#include <pwd.h>
#include <sched.h>
#include <stdlib.h>
#include "reboot_cad.h"
#include "tst_clone.h"

#define BAD_CMD 0x12345678

enum where { HOST, NOBODY, PIDNS };

static uid_t nobody_uid;

static struct tcase {
	int magic1;
	int magic2;
	unsigned int cmd;
	enum where where;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0x12345678, LINUX_REBOOT_MAGIC2, LINUX_REBOOT_CMD_CAD_ON, HOST, EINVAL, "bad magic1"},
	{LINUX_REBOOT_MAGIC1, 0x12345678, LINUX_REBOOT_CMD_CAD_ON, HOST, EINVAL, "bad magic2"},
	{LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2, BAD_CMD, HOST, EINVAL, "unknown cmd"},
	{LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2, LINUX_REBOOT_CMD_CAD_ON, PIDNS, EINVAL,
	 "CAD_ON in a new PID namespace"},
	{LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2, LINUX_REBOOT_CMD_CAD_ON, NOBODY, EPERM,
	 "CAD_ON as nobody"},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	const struct tst_clone_args args = {
		.flags = CLONE_NEWPID,
		.exit_signal = SIGCHLD,
	};
	pid_t pid = 0;
	int val;

	if (tc->where == PIDNS)
		pid = SAFE_CLONE(&args);
	else if (tc->where == NOBODY)
		pid = SAFE_FORK();

	if (pid) {
		SAFE_WAITPID(pid, NULL, 0);
	} else {
		if (tc->where == NOBODY)
			SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL(reboot_raw(tc->magic1, tc->magic2, tc->cmd), tc->exp_errno,
			     "reboot() %s", tc->desc);
		if (tc->where != HOST)
			exit(0);
	}

	val = cad_value();
	if (val)
		tst_res(TFAIL, "%s: %s reads %d, expected 0", tc->desc, CAD_PATH, val);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.save_restore = (const struct tst_path_val[]) {
		{CAD_PATH, "0", TST_SR_TBROK},
		{}
	},
};
