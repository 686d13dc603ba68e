// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints: argv[1] picks a scenario. Legacy ones use TST_CHECKPOINT_INIT in a tmpdir;
 * "modern-*" ones go through tst_checkpoint_setup()/tst_checkpoint_use_results() with the
 * modern macros, as the tst_test.h face does.
 */
#include <sys/mman.h>
#include <sys/wait.h>
#include "test.h"
#include "../core/ltk_core.h"

char *TCID = "checkpoint";
int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_resm(TINFO, "cleanup ran");
	if (tst_tmpdir_created())
		tst_rmdir();
}

static void setup(void)
{
	tst_tmpdir();
	TST_CHECKPOINT_INIT(cleanup);
}

static void wait_children(int n)
{
	int status, ok = 0;

	while (n--) {
		if (wait(&status) < 0)
			tst_brkm(TBROK | TERRNO, cleanup, "wait() failed");
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
			ok++;
		else
			tst_resm(TFAIL, "child: %s", tst_strstatus(status));
	}
	tst_resm(TINFO, "%d children exited with 0", ok);
}

/* Parent and child hand control back and forth on two ids. */
static void legacy_fork(void)
{
	pid_t pid;

	setup();
	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid) {
		TST_SAFE_CHECKPOINT_WAIT(NULL, 0);
		printf("child woken on 0\n");
		fflush(stdout);
		TST_SAFE_CHECKPOINT_WAKE(NULL, 1);
		TST_SAFE_CHECKPOINT_WAIT(NULL, 2);
		printf("child woken on 2\n");
		fflush(stdout);
		TST_SAFE_CHECKPOINT_WAKE(NULL, 2);
		exit(0);
	}
	/* Give the child time to sleep so the wake below meets a waiter... */
	usleep(100000);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	TST_SAFE_CHECKPOINT_WAIT(cleanup, 1);
	/* ...and here wake before the child waits: the wake must be retried, not lost. */
	TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(cleanup, 2);
	wait_children(1);
	tst_resm(TPASS, "checkpoints across fork");
}

static void legacy_wake2(int nr_children, int nr_wake)
{
	int i;

	setup();
	for (i = 0; i < nr_children; i++) {
		pid_t pid = tst_fork();

		if (pid < 0)
			tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
		if (!pid) {
			TST_SAFE_CHECKPOINT_WAIT(NULL, 3);
			exit(0);
		}
	}
	TST_SAFE_CHECKPOINT_WAKE2(cleanup, 3, nr_wake);
	wait_children(nr_children);
	tst_resm(TPASS, "woke %d waiters", nr_wake);
}

static void on_usr1(int sig)
{
	(void)sig;
}

/* A signal delivered to a waiter must not end its wait. */
static void legacy_signal(void)
{
	pid_t pid;

	setup();
	signal(SIGUSR1, on_usr1);
	pid = tst_fork();
	if (!pid) {
		TST_SAFE_CHECKPOINT_WAIT(NULL, 0);
		exit(0);
	}
	usleep(100000);
	kill(pid, SIGUSR1);
	usleep(100000);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	wait_children(1);
	tst_resm(TPASS, "wait survived a signal");
}

static void raw_errors(void)
{
	setup();
	errno = 0;
	if (tst_checkpoint_wait(tst_checkpoint_count(), 10) == -1 && errno == EOVERFLOW)
		tst_resm(TPASS, "wait on id %u: EOVERFLOW", tst_checkpoint_count());
	else
		tst_resm(TFAIL | TERRNO, "wait on a bad id");
	errno = 0;
	if (tst_checkpoint_wake(5000, 1, 10) == -1 && errno == EOVERFLOW)
		tst_resm(TPASS, "wake on id 5000: EOVERFLOW");
	else
		tst_resm(TFAIL | TERRNO, "wake on a bad id");
	if (tst_checkpoint_wait(0, 50) == -1 && errno == ETIMEDOUT)
		tst_resm(TPASS, "wait without waker: ETIMEDOUT");
	else
		tst_resm(TFAIL | TERRNO, "wait without waker");
	if (tst_checkpoint_wake(0, 1, 50) == -1 && errno == ETIMEDOUT)
		tst_resm(TPASS, "wake without waiter: ETIMEDOUT");
	else
		tst_resm(TFAIL | TERRNO, "wake without waiter");
	if (!tst_checkpoint_wake(0, 0, 50))
		tst_resm(TPASS, "wake of 0 waiters returns at once");
	else
		tst_resm(TFAIL | TERRNO, "wake of 0 waiters");
	tst_resm(TINFO, "%u ids", tst_checkpoint_count());
}

/* The modern face: an anonymous shared array handed to tst_checkpoint_setup(). */
static void modern_setup(void)
{
	uint32_t *f = mmap(NULL, 64, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t pid;

	if (f == MAP_FAILED)
		tst_brkm(TBROK | TERRNO, NULL, "mmap() failed");
	tst_checkpoint_setup(f, 16);
	pid = tst_fork();
	if (!pid) {
		TST_CHECKPOINT_WAIT(15);
		TST_CHECKPOINT_WAKE(14);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(15);
	TST_CHECKPOINT_WAIT2(14, 5000);
	wait_children(1);
	tst_resm(TPASS, "modern checkpoints over tst_checkpoint_setup(), %u ids",
		 tst_checkpoint_count());
	TST_CHECKPOINT_WAIT(16);
}

/* The modern face with .needs_checkpoints: the futexes of the shared result page. */
static void modern_results(void)
{
	pid_t pid;

	if (ltk_results_share(NULL))
		tst_brkm(TBROK | TERRNO, NULL, "ltk_results_share() failed");
	tst_checkpoint_use_results();
	pid = tst_fork();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		TST_CHECKPOINT_WAKE_AND_WAIT(1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	TST_CHECKPOINT_WAIT(1);
	TST_CHECKPOINT_WAKE(1);
	wait_children(1);
	tst_resm(TPASS, "modern checkpoints in the result page, %u ids", tst_checkpoint_count());
}

/* An exec()ed child reaches the parent's checkpoints: legacy file, or the result page. */
static void exec_child(const char *self, int modern)
{
	char path[64];
	pid_t pid;

	if (modern) {
		snprintf(path, sizeof(path), "/dev/shm/ltk_checkpoint_%d", getpid());
		if (ltk_results_share(path))
			tst_brkm(TBROK | TERRNO, NULL, "ltk_results_share(%s) failed", path);
		tst_checkpoint_use_results();
		setenv("LTP_IPC_PATH", path, 1);
	} else {
		setup();
	}
	pid = tst_fork();
	if (!pid) {
		execl(self, self, "attach", NULL);
		_exit(99);
	}
	TST_CHECKPOINT_WAIT(5);
	TST_CHECKPOINT_WAKE(6);
	wait_children(1);
	if (modern)
		unlink(path);
	tst_resm(TPASS, "exec()ed child synchronised (%s)", modern ? "result page" : "file");
}

static void attach(void)
{
	const char *path = getenv("LTP_IPC_PATH");

	if (path) {
		if (ltk_results_attach(path))
			tst_brkm(TBROK | TERRNO, NULL, "ltk_results_attach(%s) failed", path);
		tst_checkpoint_use_results();
	} else {
		TST_CHECKPOINT_INIT(NULL);
	}
	TST_SAFE_CHECKPOINT_WAKE(NULL, 5);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 6);
	exit(0);
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "fork"))
		legacy_fork();
	else if (!strcmp(mode, "wake2"))
		legacy_wake2(3, 3);
	else if (!strcmp(mode, "wake2-short"))
		legacy_wake2(2, 3);
	else if (!strcmp(mode, "signal"))
		legacy_signal();
	else if (!strcmp(mode, "exec-legacy"))
		exec_child(argv[0], 0);
	else if (!strcmp(mode, "exec-modern"))
		exec_child(argv[0], 1);
	else if (!strcmp(mode, "attach"))
		attach();
	else if (!strcmp(mode, "raw"))
		raw_errors();
	else if (!strcmp(mode, "no-waiter")) {
		setup();
		TST_SAFE_CHECKPOINT_WAKE(cleanup, 7);
		tst_resm(TFAIL, "wake without waiter returned");
	} else if (!strcmp(mode, "no-waker")) {
		setup();
		TST_SAFE_CHECKPOINT_WAIT(cleanup, 7);
		tst_resm(TFAIL, "wait without waker returned");
	} else if (!strcmp(mode, "bad-id")) {
		setup();
		TST_SAFE_CHECKPOINT_WAIT(cleanup, 100000);
	} else if (!strcmp(mode, "twice")) {
		setup();
		TST_CHECKPOINT_INIT(cleanup);
	} else if (!strcmp(mode, "no-tmpdir")) {
		TST_CHECKPOINT_INIT(cleanup);
	} else if (!strcmp(mode, "no-init")) {
		TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	} else if (!strcmp(mode, "modern-setup"))
		modern_setup();
	else if (!strcmp(mode, "modern-results"))
		modern_results();
	else
		tst_brkm(TBROK, NULL, "unknown mode '%s'", mode);

	cleanup();
	tst_exit();
}
