// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) F_NOTIFY, directory change notification (dnotify). From the man page
 * ("File and directory change notification"):
 * - "Provide notification when the directory referred to by fd or any of the files that
 *   it contains is changed. The events to be notified are specified in arg": DN_CREATE
 *   fires when a file is created in the directory, and not for an event that was not
 *   asked for (DN_DELETE alone does not fire on a creation);
 * - "Notification occurs via delivery of a signal. The default signal is SIGIO, but this
 *   can be changed using the F_SETSIG command ... the handler [is] passed ... si_fd";
 * - "notifications are one-shot ... If DN_MULTISHOT is included in arg, then notification
 *   will remain in effect until explicitly removed": a second creation signals again only
 *   with DN_MULTISHOT.
 * Kernels without CONFIG_DNOTIFY answer EINVAL: TCONF.
 */

#include <signal.h>
#include <stdio.h>
#include "tst_test.h"

static int dir_fd = -1, count;
static sigset_t sigs;

static int wait_sig(siginfo_t *si, long msec)
{
	struct timespec ts = {msec / 1000, (msec % 1000) * 1000000};
	int sig = sigtimedwait(&sigs, si, &ts);

	return sig < 0 ? 0 : sig;
}

static void create_file(void)
{
	char name[32];
	int fd;

	snprintf(name, sizeof(name), "dir/f%d", count++);
	fd = SAFE_OPEN(name, O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(fd);
}

static void expect_signal(int exp_sig, const char *desc)
{
	siginfo_t si;
	int sig = wait_sig(&si, exp_sig ? 5000 : 100);

	if (sig != exp_sig)
		tst_res(TFAIL, "%s: got signal %d, expected %d", desc, sig, exp_sig);
	else if (sig && sig != SIGIO && si.si_fd != dir_fd)
		tst_res(TFAIL, "%s: si_fd %d, expected %d", desc, si.si_fd, dir_fd);
	else
		tst_res(TPASS, "%s: %s", desc, sig ? "signal delivered" : "no signal");
}

static void reopen_dir(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
}

static void run(void)
{
	reopen_dir();
	TST_EXP_PASS(fcntl(dir_fd, F_NOTIFY, DN_DELETE), "F_NOTIFY(DN_DELETE)");
	create_file();
	expect_signal(0, "creation watched only for deletion");

	reopen_dir();
	TST_EXP_PASS(fcntl(dir_fd, F_NOTIFY, DN_CREATE), "F_NOTIFY(DN_CREATE)");
	create_file();
	expect_signal(SIGIO, "DN_CREATE, default signal SIGIO");
	create_file();
	expect_signal(0, "DN_CREATE is one-shot");

	reopen_dir();
	SAFE_FCNTL(dir_fd, F_SETSIG, SIGUSR1);
	TST_EXP_PASS(fcntl(dir_fd, F_NOTIFY, DN_CREATE | DN_MULTISHOT),
		     "F_NOTIFY(DN_CREATE | DN_MULTISHOT) with F_SETSIG(SIGUSR1)");
	create_file();
	expect_signal(SIGUSR1, "first creation, SIGUSR1 with si_fd");
	create_file();
	expect_signal(SIGUSR1, "second creation with DN_MULTISHOT");
	TST_EXP_PASS(fcntl(dir_fd, F_NOTIFY, 0), "F_NOTIFY(0) removes the notification");
	create_file();
	expect_signal(0, "after F_NOTIFY(0)");
	SAFE_CLOSE(dir_fd);
}

static void setup(void)
{
	SAFE_MKDIR("dir", 0755);
	reopen_dir();
	if (fcntl(dir_fd, F_NOTIFY, DN_CREATE) && errno == EINVAL)
		tst_brk(TCONF, "dnotify is not supported (CONFIG_DNOTIFY)");
	SAFE_CLOSE(dir_fd);

	sigemptyset(&sigs);
	sigaddset(&sigs, SIGIO);
	sigaddset(&sigs, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &sigs, NULL);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
