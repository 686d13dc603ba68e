// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The shared page: the result counters (and checkpoint futexes) of the test live in a
 * page that the library, the test process and every descendant see. It is backed by
 * /dev/shm/ltp_<tcid>_<pid> (or a file in the tmpdir when /dev/shm is missing) when an
 * exec()ed helper must attach to it through LTP_IPC_PATH (tst_reinit), removed at exit;
 * otherwise it is anonymous shared memory.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "tst_test_priv.h"
#include "tst_test_deps.h"

int ltk_needs_ipc_path(void)
{
	return tst_test->needs_checkpoints || tst_test->child_needs_reinit ||
	       tst_test->runs_script;
}

static char ipc_path[PATH_MAX] LTK_COLD;
static int ipc_path_made;

static int shm_usable(void)
{
	struct stat st;

	return !stat("/dev/shm", &st) && S_ISDIR(st.st_mode) && !access("/dev/shm", W_OK);
}

void ltk_ipc_setup(void)
{
	const char *dir = NULL;
	int ret;

	if (!ltk_needs_ipc_path()) {
		if (ltk_results_share(NULL))
			tst_brk(TBROK | TERRNO, "Could not share the results page");
		return;
	}
	if (shm_usable())
		dir = "/dev/shm";
	else if (tst_tmpdir_created())
		dir = tst_tmpdir_path();
	if (!dir)
		tst_brk(TBROK, "No /dev/shm and no tmpdir for LTP_IPC_PATH");
	snprintf(ipc_path, sizeof(ipc_path), "%s/ltp_%s_%d", dir, TCID, (int)getpid());
	/*
	 * The name carries our pid: an existing file was left by a killed earlier process
	 * that had the same pid, never by a live one.
	 */
	ret = ltk_results_share(ipc_path);
	if (ret && errno == EEXIST && !unlink(ipc_path)) {
		ltk_info("Removed the stale %s", ipc_path);
		ret = ltk_results_share(ipc_path);
	}
	if (ret)
		tst_brk(TBROK | TERRNO, "Could not create %s", ipc_path);
	ipc_path_made = 1;
	ltk_checkpoint_setup();
	if (setenv("LTP_IPC_PATH", ipc_path, 1))
		tst_brk(TBROK | TERRNO, "setenv(LTP_IPC_PATH) failed");
}

void ltk_ipc_remove(void)
{
	if (ipc_path_made)
		unlink(ipc_path);
	ipc_path_made = 0;
}

void tst_reinit(void)
{
	const char *path = getenv("LTP_IPC_PATH");

	ltk_modern_install();
	if (!path)
		tst_brk(TBROK, "LTP_IPC_PATH is not defined");
	if (ltk_results_attach(path))
		tst_brk(TBROK | TERRNO, "Could not attach to %s", path);
	/* Neither the library nor the test process: a break only ends this helper. */
	ltk_run.lib_pid = -1;
	ltk_run.main_pid = ltk_results->main_pid;
	ltk_checkpoint_setup();
}

int tst_run_script(const char *script_name, char *const params[])
{
	char *argv[64];
	unsigned int i = 0;
	pid_t pid;

	if (!tst_test || !tst_test->runs_script)
		tst_brk(TBROK, "runs_script flag must be set!");
	if (!getenv("LTP_IPC_PATH"))
		tst_brk(TBROK, "LTP_IPC_PATH is not defined");
	argv[i++] = (char *)script_name;
	while (params && params[i - 1] && i < ARRAY_SIZE(argv) - 1) {
		argv[i] = params[i - 1];
		i++;
	}
	argv[i] = NULL;
	tst_flush();
	pid = fork();
	if (pid < 0)
		tst_brk(TBROK | TERRNO, "fork() failed");
	if (!pid) {
		execvp(script_name, argv);
		tst_brk(TBROK | TERRNO, "execvp(%s) failed", script_name);
	}
	return pid;
}
