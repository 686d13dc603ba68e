// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * vhangup(2) "simulates a hangup on the current terminal". A child that is a session
 * leader with a new pseudoterminal as controlling terminal calls it: afterwards the file
 * descriptor it had open on the terminal is hung up (write() fails with EIO, read()
 * returns 0) and the session leader receives SIGHUP, while a descriptor opened on the
 * same terminal after the call works.
 */

#include "vhangup_pty.h"

static void run(void)
{
	int master, slave, fresh;
	char c;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	slave = open_ctty(&master);
	TST_EXP_PASS(vhangup());
	if (hup_count)
		tst_res(TPASS, "the session leader got SIGHUP");
	else
		tst_res(TFAIL, "no SIGHUP delivered to the session leader");
	TST_EXP_FAIL(write(slave, "x", 1), EIO, "write() to the hung-up descriptor");
	/* Not blocking: on a terminal that was not hung up read() gives EAGAIN. */
	SAFE_FCNTL(slave, F_SETFL, O_NONBLOCK);
	TST_EXP_VAL(read(slave, &c, 1), 0, "read() from the hung-up descriptor");

	fresh = SAFE_OPEN(ptsname(master), O_RDWR | O_NOCTTY);
	TST_EXP_VAL(write(fresh, "x", 1), 1, "write() to a descriptor opened afterwards");
	SAFE_CLOSE(fresh);
	SAFE_CLOSE(slave);
	SAFE_CLOSE(master);
	exit(0);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
