// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * acct(2): "When called with the name of an existing file as its argument, accounting is
 * turned on, and records for each terminating process are appended to filename as it
 * terminates. An argument of NULL causes accounting to be turned off."
 *
 * Process accounting belongs to the PID namespace, so the test runs in a child that is init
 * of a new PID namespace and never switches the host's accounting on or off. There:
 * - acct("acct.log") on an empty file, then a child named "ltkacct1" exits with status 7,
 *   then acct(NULL): the file holds exactly two records (format version 3, struct acct_v3):
 *   the child's, with that name, its pid and parent pid in the namespace, uid 0 and the exit
 *   status, then the one the kernel writes for the caller when it closes the file;
 * - a child named "ltkacct2" exits after acct(NULL): the file is unchanged.
 * Accounting pauses when the filesystem has less than 4% free space; setup checks that.
 */

#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/acct.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_clone.h"

#define LOG "acct.log"

static void named_child(const char *name, int status)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		SAFE_PRCTL(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
		_exit(status);
	}
	SAFE_WAITPID(pid, NULL, 0);
}

static void check_record(const struct acct_v3 *r)
{
	char comm[ACCT_COMM + 1] = {0};

	memcpy(comm, r->ac_comm, ACCT_COMM);
	if ((r->ac_version & 0x0f) != 3)
		tst_res(TFAIL, "record version %d, expected 3", r->ac_version & 0x0f);
	if (strcmp(comm, "ltkacct1"))
		tst_res(TFAIL, "record ac_comm '%s', expected 'ltkacct1'", comm);
	else
		tst_res(TPASS, "record ac_comm '%s'", comm);
	if (r->ac_pid != 2 || r->ac_ppid != 1)
		tst_res(TFAIL, "record pid %u ppid %u, expected 2 and 1", r->ac_pid, r->ac_ppid);
	else
		tst_res(TPASS, "record pid 2 ppid 1 (in the PID namespace)");
	TST_EXP_EQ_LU(r->ac_uid, 0);
	TST_EXP_EQ_LU(r->ac_exitcode, 7 << 8);
}

static void check_closing(const struct acct_v3 *r)
{
	if (r->ac_pid != 1 || r->ac_ppid != 0)
		tst_res(TFAIL, "closing record pid %u ppid %u, expected 1 and 0", r->ac_pid,
			r->ac_ppid);
	else
		tst_res(TPASS, "closing record of the caller, pid 1 ppid 0");
}

static void in_namespace(void)
{
	struct acct_v3 rec[3];
	struct stat st;
	int fd;
	ssize_t n;

	fd = SAFE_OPEN(LOG, O_CREAT | O_TRUNC | O_WRONLY, 0600);
	SAFE_CLOSE(fd);

	TST_EXP_PASS(acct(LOG), "acct(\"%s\")", LOG);
	named_child("ltkacct1", 7);
	TST_EXP_PASS(acct(NULL), "acct(NULL)");

	fd = SAFE_OPEN(LOG, O_RDONLY);
	n = SAFE_READ(0, fd, rec, sizeof(rec));
	SAFE_CLOSE(fd);
	if (n != 2 * sizeof(rec[0])) {
		tst_res(TFAIL, "%s holds %zd bytes, expected two records of %zu", LOG, n,
			sizeof(rec[0]));
	} else {
		tst_res(TPASS, "%s holds two records", LOG);
		check_record(&rec[0]);
		check_closing(&rec[1]);
	}

	named_child("ltkacct2", 0);
	SAFE_STAT(LOG, &st);
	if (st.st_size != n)
		tst_res(TFAIL, "after acct(NULL) %s grew from %zd to %lld bytes", LOG, n,
			(long long)st.st_size);
	else
		tst_res(TPASS, "after acct(NULL) an exiting process adds no record");
	SAFE_UNLINK(LOG);
}

static void run(void)
{
	const struct tst_clone_args args = {
		.flags = CLONE_NEWPID,
		.exit_signal = SIGCHLD,
	};

	if (!SAFE_CLONE(&args)) {
		in_namespace();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct statvfs sv;

	SAFE_STATVFS(".", &sv);
	if (sv.f_bavail * 100 < sv.f_blocks * 4)
		tst_brk(TCONF, "less than 4%% free space in the tmpdir: accounting would pause");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_BSD_PROCESS_ACCT=y",
		"CONFIG_BSD_PROCESS_ACCT_V3=y",
		NULL
	},
};
