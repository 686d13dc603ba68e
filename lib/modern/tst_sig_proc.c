// SPDX-License-Identifier: GPL-2.0-or-later
/* A child that signals its parent (include/tst_sig_proc.h). */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_sig_proc.h"
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"


pid_t create_sig_proc(int sig, int count, unsigned int usec)
{
	pid_t parent = getpid();
	pid_t pid = safe_fork(__FILE__, __LINE__);
	int i;

	if (pid)
		return pid;
	for (i = 0; i < count; i++) {
		usleep(usec);
		if (kill(parent, sig))
			break;
	}
	_exit(0);
}
