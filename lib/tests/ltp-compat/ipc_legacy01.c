// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A 2015 System V IPC test: ipcmsg.h's getipckey(), init_buf(), rm_queue() and the queue
 * counts, with setup() and cleanup() defined by the test as libipc expects.
 */
#include "ipcmsg.h"

char *TCID = "ipc_legacy01";
int TST_TOTAL = 1;

static int msqid = -1;
static MSGBUF snd, rcv;

void cleanup(void)
{
	rm_queue(msqid);
	tst_rmdir();
}

void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	TEST_PAUSE;
	tst_tmpdir();
	msqid = msgget(getipckey(), IPC_CREAT | IPC_EXCL | MSG_RW);
	if (msqid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgget() failed");
}

int main(int ac, char **av)
{
	tst_parse_opts(ac, av, NULL, NULL);
	setup();
	init_buf(&snd, MSGTYPE, MSGSIZE - 1);
	if (get_used_msgqueues() < 1 || get_max_msgqueues() < 1)
		tst_brkm(TBROK, cleanup, "queue counts wrong");
	TEST(msgsnd(msqid, &snd, MSGSIZE, 0));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "msgsnd() failed");
	TEST(msgrcv(msqid, &rcv, MSGSIZE, MSGTYPE, IPC_NOWAIT));
	if (TEST_RETURN == MSGSIZE && !memcmp(snd.mtext, rcv.mtext, MSGSIZE))
		tst_resm(TPASS, "message received intact");
	else
		tst_resm(TFAIL | TTERRNO, "msgrcv() returned %ld", TEST_RETURN);
	cleanup();
	tst_exit();
}
