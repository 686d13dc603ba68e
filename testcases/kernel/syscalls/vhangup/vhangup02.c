// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vhangup(2) errors, as the man page's ERRORS lists them:
 * - EPERM: the caller lacks CAP_SYS_TTY_CONFIG: a session leader whose controlling
 *   terminal is a new pseudoterminal drops to nobody; afterwards its descriptor on the
 *   terminal still works and no SIGHUP arrived (nothing was hung up).
 */

#include <pwd.h>
#include "vhangup_pty.h"

static uid_t nobody_uid;

static void run(void)
{
	int master, slave;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	slave = open_ctty(&master);
	SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(vhangup(), EPERM, "vhangup() as nobody");
	TST_EXP_VAL(write(slave, "x", 1), 1, "write() to the terminal afterwards");
	TST_EXP_EQ_LI(hup_count, 0);
	SAFE_CLOSE(slave);
	SAFE_CLOSE(master);
	exit(0);
}

static void setup(void)
{
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
