// SPDX-License-Identifier: GPL-2.0-or-later
/* exec()ed by modern_ckpt: reports into the parent's results through LTP_IPC_PATH. */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

int main(void)
{
	tst_reinit();
	tst_res(TPASS, "helper attached to %s", getenv("LTP_IPC_PATH"));
	TST_CHECKPOINT_WAKE(1);
	return 0;
}
