/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the vhangup tests: in a child, count SIGHUPs in hup_count, become a session leader
 * and open a new pseudoterminal's slave, which becomes the controlling terminal. Returns
 * the slave fd; *master gets the master fd.
 */
#ifndef VHANGUP_PTY_H__
#define VHANGUP_PTY_H__

#include <stdlib.h>
#include <termios.h>
#include <sys/ioctl.h>
#include "tst_test.h"

static volatile sig_atomic_t hup_count;

static inline void count_hup(int sig)
{
	(void)sig;
	hup_count++;
}

static inline int open_ctty(int *master)
{
	pid_t sid;
	int slave;

	SAFE_SIGNAL(SIGHUP, count_hup);
	SAFE_SETSID();
	*master = SAFE_OPEN("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (grantpt(*master) || unlockpt(*master))
		tst_brk(TBROK | TERRNO, "grantpt/unlockpt");
	slave = SAFE_OPEN(ptsname(*master), O_RDWR);
	SAFE_IOCTL(slave, TIOCGSID, &sid);
	if (sid != getpid())
		tst_brk(TBROK, "the pty is not the controlling terminal (session %d)", sid);
	return slave;
}

#endif
