// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * reboot(2) with LINUX_REBOOT_CMD_CAD_ON and LINUX_REBOOT_CMD_CAD_OFF, the only commands
 * that leave the machine running: "CAD_ON: Ctrl-Alt-Delete keystroke will cause
 * LINUX_REBOOT_CMD_RESTART to be executed"; "CAD_OFF: the Ctrl-Alt-Delete keystroke is
 * trapped by the kernel and sent to the init (PID 1)". /proc/sys/kernel/ctrl-alt-del shows
 * the setting (1 after CAD_ON, 0 after CAD_OFF); it is saved and restored. Each of the four
 * magic2 values the man page lists is accepted.
 */

#include "reboot_cad.h"

static const struct {
	int magic2;
	const char *name;
} magics[] = {
	{LINUX_REBOOT_MAGIC2, "LINUX_REBOOT_MAGIC2"},
	{LINUX_REBOOT_MAGIC2A, "LINUX_REBOOT_MAGIC2A"},
	{LINUX_REBOOT_MAGIC2B, "LINUX_REBOOT_MAGIC2B"},
	{LINUX_REBOOT_MAGIC2C, "LINUX_REBOOT_MAGIC2C"},
};

static void set_and_check(int magic2, const char *mname, unsigned int cmd, int exp)
{
	int val;

	TST_EXP_PASS(reboot_raw(LINUX_REBOOT_MAGIC1, magic2, cmd), "reboot(%s, %s)",
		     mname, cmd == LINUX_REBOOT_CMD_CAD_ON ? "CAD_ON" : "CAD_OFF");
	val = cad_value();
	if (val == exp)
		tst_res(TPASS, "%s reads %d", CAD_PATH, val);
	else
		tst_res(TFAIL, "%s reads %d, expected %d", CAD_PATH, val, exp);
}

static void run(unsigned int i)
{
	set_and_check(magics[i].magic2, magics[i].name, LINUX_REBOOT_CMD_CAD_ON, 1);
	set_and_check(magics[i].magic2, magics[i].name, LINUX_REBOOT_CMD_CAD_OFF, 0);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(magics),
	.needs_root = 1,
	.save_restore = (const struct tst_path_val[]) {
		{CAD_PATH, NULL, TST_SR_TBROK},
		{}
	},
};
