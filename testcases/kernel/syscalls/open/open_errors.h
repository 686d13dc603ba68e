/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by open02 and creat02 (creat() is open() with O_CREAT|O_WRONLY|O_TRUNC): the
 * set-up around the rows of their errno tables that need more than a path.
 *
 * Hooks a row runs before and after its call:
 *	interrupt_soon/no_interrupt   SIGALRM 100 ms later (EINTR of a blocked FIFO open)
 *	start_exe/stop_exe            a child executing OPEN_ERRORS_EXE, a copy of sleep(1)
 *	                              (ETXTBSY)
 *	lower_nofile/restore_nofile   RLIMIT_NOFILE down to the lowest free descriptor (EMFILE)
 * open_errors_setup() installs the SIGALRM handler without SA_RESTART, saves RLIMIT_NOFILE
 * and copies /bin/sleep to OPEN_ERRORS_EXE; open_errors_memfd(name), last in the set-up,
 * makes memfd, a memfd of 4096 bytes sealed against shrinking, reachable as memfd_path
 * (EPERM of O_TRUNC).
 * open_errors_after(post, path, witness, &before), after a row's call: its post hook, a
 * descriptor the failed call returned closed, the witness path unchanged (tst_path_errors.h)
 * where witness is set and the memfd's size where path is memfd_path.
 * open_errors_cleanup() stops the child and closes the memfd.
 */
#ifndef OPEN_ERRORS_H__
#define OPEN_ERRORS_H__

#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "lapi/fcntl.h"

#define OPEN_ERRORS_EXE "sleeper"

static char memfd_path[64];
static int memfd = -1;
static pid_t exe_pid;
static struct rlimit nofile;

static void on_alarm(int sig)
{
	(void)sig;
}

static void interrupt_soon(void)
{
	struct itimerval it = {.it_value = {.tv_usec = 100000}};

	setitimer(ITIMER_REAL, &it, NULL);
}

static void no_interrupt(void)
{
	struct itimerval it = {};

	setitimer(ITIMER_REAL, &it, NULL);
}

/* Run a copy of sleep(1) and wait until the child really executes it. */
static void start_exe(void)
{
	char path[64], comm[32] = "";
	int i;

	exe_pid = SAFE_FORK();
	if (!exe_pid) {
		execl("./" OPEN_ERRORS_EXE, OPEN_ERRORS_EXE, "100", NULL);
		/* A child's TBROK would kill the test without its cleanup: the parent breaks. */
		tst_res(TINFO | TERRNO, "execl(%s)", OPEN_ERRORS_EXE);
		_exit(1);
	}
	snprintf(path, sizeof(path), "/proc/%d/comm", exe_pid);
	for (i = 0; i < 5000 && strcmp(comm, OPEN_ERRORS_EXE "\n"); i++) {
		SAFE_FILE_READ_STR(path, comm, sizeof(comm));
		usleep(1000);
	}
	if (strcmp(comm, OPEN_ERRORS_EXE "\n"))
		tst_brk(TBROK, "the child did not exec %s", OPEN_ERRORS_EXE);
}

static void stop_exe(void)
{
	SAFE_KILL(exe_pid, SIGKILL);
	SAFE_WAITPID(exe_pid, NULL, 0);
	exe_pid = 0;
}

static void lower_nofile(void)
{
	struct rlimit rl = nofile;
	int fd = SAFE_DUP(0);

	/* Every descriptor below fd is taken: a limit of fd leaves none free. */
	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
}

static void restore_nofile(void)
{
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &nofile);
}

static void open_errors_after(void (*post)(void), const char *path, int witness,
			      const struct tst_path_state *before)
{
	struct stat st;

	if (post)
		post();
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	if (witness)
		TST_PATH_UNCHANGED(path, before);
	if (path == memfd_path) {
		SAFE_FSTAT(memfd, &st);
		TST_EXP_EQ_LI(st.st_size, 4096);
	}
}

static void open_errors_setup(void)
{
	struct sigaction sa = {.sa_handler = on_alarm};

	/* No SA_RESTART: the blocked open of the FIFO must come back with EINTR. */
	SAFE_SIGACTION(SIGALRM, &sa, NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &nofile);
	SAFE_CP("/bin/sleep", OPEN_ERRORS_EXE);
	SAFE_CHMOD(OPEN_ERRORS_EXE, 0755);
}

static void open_errors_memfd(const char *memfd_name)
{
	memfd = memfd_create(memfd_name, MFD_ALLOW_SEALING);
	if (memfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(memfd, 4096);
	SAFE_FCNTL(memfd, F_ADD_SEALS, F_SEAL_SHRINK);
	snprintf(memfd_path, sizeof(memfd_path), "/proc/self/fd/%d", memfd);
}

static void open_errors_cleanup(void)
{
	if (exe_pid > 0)
		stop_exe();
	if (memfd > -1)
		SAFE_CLOSE(memfd);
}

#endif
