/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The two reboot(2) commands the reboot tests use: they only choose what Ctrl-Alt-Del does
 * (/proc/sys/kernel/ctrl-alt-del, saved and restored by each test). No test ever passes a
 * command that restarts, halts or powers off the machine.
 */
#ifndef REBOOT_CAD_H__
#define REBOOT_CAD_H__

#include <unistd.h>
#include <sys/syscall.h>
#include <linux/reboot.h>
#include "tst_test.h"

#define CAD_PATH "/proc/sys/kernel/ctrl-alt-del"

static inline long reboot_raw(int magic1, int magic2, unsigned int cmd)
{
	return syscall(__NR_reboot, magic1, magic2, cmd, NULL);
}

static inline int cad_value(void)
{
	int val;

	SAFE_FILE_SCANF(CAD_PATH, "%d", &val);
	return val;
}

#endif
