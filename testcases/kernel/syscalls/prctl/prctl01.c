// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * prctl(2) operations on the calling process, each in a child and checked through /proc
 * or the behaviour the attribute changes, besides the matching PR_GET_* call:
 * - PR_SET_NAME: /proc/self/comm shows the name, cut to 15 bytes;
 * - PR_SET_PDEATHSIG: a grandchild that asked for SIGUSR1 gets it when its parent exits;
 * - PR_SET_NO_NEW_PRIVS: NoNewPrivs: 1 in /proc/self/status, inherited by a child;
 * - PR_SET_DUMPABLE: the /proc/self files of a nobody process are its own with 1, root's
 *   with 0;
 * - PR_SET_CHILD_SUBREAPER: an orphaned grandchild is reparented to the subreaper;
 * - PR_SET_TIMERSLACK: /proc/self/timerslack_ns shows it;
 * - PR_CAPBSET_READ / PR_CAPBSET_DROP: CAP_NET_RAW leaves CapBnd;
 * - PR_CAP_AMBIENT: CAP_NET_BIND_SERVICE (made inheritable by capset) raised shows in
 *   CapAmb, PR_CAP_AMBIENT_IS_SET says 1, PR_CAP_AMBIENT_CLEAR_ALL empties it;
 * - PR_SET_THP_DISABLE: THP_enabled: 0 in /proc/self/status.
 */

#include <linux/capability.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

static unsigned long long status_hex(const char *key)
{
	char fmt[32];
	unsigned long long v = ~0ULL;

	snprintf(fmt, sizeof(fmt), "%s: %%llx", key);
	SAFE_FILE_LINES_SCANF("/proc/self/status", fmt, &v);
	return v;
}

static void name(void)
{
	char comm[64] = "", got[17] = "";

	TST_EXP_PASS(prctl(PR_SET_NAME, "ltk-prctl-a-long-name", 0, 0, 0), "PR_SET_NAME");
	SAFE_FILE_SCANF("/proc/self/comm", "%63s", comm);
	TST_EXP_EQ_STR(comm, "ltk-prctl-a-lon");
	TST_EXP_PASS(prctl(PR_GET_NAME, got, 0, 0, 0), "PR_GET_NAME");
	TST_EXP_EQ_STR(got, "ltk-prctl-a-lon");
}

static void pdeathsig(void)
{
	pid_t middle;

	SAFE_PRCTL(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
	middle = SAFE_FORK();
	if (!middle) {
		if (!SAFE_FORK()) {
			struct timespec ts = {.tv_sec = 10};
			sigset_t set;
			int sig = 0;

			sigemptyset(&set);
			sigaddset(&set, SIGUSR1);
			SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
			TST_EXP_PASS(prctl(PR_SET_PDEATHSIG, SIGUSR1, 0, 0, 0),
				     "PR_SET_PDEATHSIG SIGUSR1");
			TST_EXP_PASS(prctl(PR_GET_PDEATHSIG, &sig, 0, 0, 0), "PR_GET_PDEATHSIG");
			TST_EXP_EQ_LI(sig, SIGUSR1);
			TST_CHECKPOINT_WAKE(0);
			TST_EXP_VAL(sigtimedwait(&set, NULL, &ts), SIGUSR1,
				    "SIGUSR1 came when the parent exited");
			exit(0);
		}
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	tst_reap_children();
}

static void no_new_privs(void)
{
	TST_EXP_PASS(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "PR_SET_NO_NEW_PRIVS 1");
	TST_EXP_VAL(prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0), 1, "PR_GET_NO_NEW_PRIVS");
	TST_EXP_EQ_LU(status_hex("NoNewPrivs"), 1);
	if (!SAFE_FORK()) {
		TST_EXP_EQ_LU(status_hex("NoNewPrivs"), 1);
		exit(0);
	}
	tst_reap_children();
}

static void dumpable(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	struct stat st;

	SAFE_SETRESUID(pw->pw_uid, pw->pw_uid, pw->pw_uid);
	/* the uid change made the process non-dumpable (fs.suid_dumpable) */
	TST_EXP_PASS(prctl(PR_SET_DUMPABLE, 1, 0, 0, 0), "PR_SET_DUMPABLE 1");
	SAFE_STAT("/proc/self/status", &st);
	TST_EXP_EQ_LI(st.st_uid, pw->pw_uid);
	TST_EXP_PASS(prctl(PR_SET_DUMPABLE, 0, 0, 0, 0), "PR_SET_DUMPABLE 0");
	TST_EXP_VAL(prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0, "PR_GET_DUMPABLE");
	SAFE_STAT("/proc/self/status", &st);
	TST_EXP_EXPR(st.st_uid == 0, "not dumpable: /proc/self/status owned by uid %d",
		     st.st_uid);
}

static void subreaper(void)
{
	pid_t me = getpid();

	TST_EXP_PASS(prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0), "PR_SET_CHILD_SUBREAPER 1");
	if (!SAFE_FORK()) {
		if (!SAFE_FORK()) {
			TST_CHECKPOINT_WAIT(0);
			TST_EXP_EQ_LI(getppid(), me);
			exit(0);
		}
		exit(0);
	}
	SAFE_WAIT(NULL);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void timerslack(void)
{
	unsigned long ns = 0;

	TST_EXP_PASS(prctl(PR_SET_TIMERSLACK, 200000, 0, 0, 0), "PR_SET_TIMERSLACK 200000");
	TST_EXP_VAL(prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0), 200000, "PR_GET_TIMERSLACK");
	SAFE_FILE_SCANF("/proc/self/timerslack_ns", "%lu", &ns);
	TST_EXP_EQ_LU(ns, 200000);
}

static void capbset(void)
{
	TST_EXP_VAL(prctl(PR_CAPBSET_READ, CAP_NET_RAW, 0, 0, 0), 1, "PR_CAPBSET_READ");
	TST_EXP_PASS(prctl(PR_CAPBSET_DROP, CAP_NET_RAW, 0, 0, 0), "PR_CAPBSET_DROP");
	TST_EXP_VAL(prctl(PR_CAPBSET_READ, CAP_NET_RAW, 0, 0, 0), 0, "PR_CAPBSET_READ");
	TST_EXP_EQ_LU(status_hex("CapBnd") & (1ULL << CAP_NET_RAW), 0);
}

static void ambient(void)
{
	struct __user_cap_header_struct hdr = {.version = _LINUX_CAPABILITY_VERSION_3};
	struct __user_cap_data_struct data[2];

	if (syscall(__NR_capget, &hdr, data))
		tst_brk(TBROK | TERRNO, "capget()");
	data[0].inheritable |= 1U << CAP_NET_BIND_SERVICE;
	if (syscall(__NR_capset, &hdr, data))
		tst_brk(TBROK | TERRNO, "capset()");
	TST_EXP_PASS(prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_NET_BIND_SERVICE, 0, 0),
		     "PR_CAP_AMBIENT_RAISE");
	TST_EXP_VAL(prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_IS_SET, CAP_NET_BIND_SERVICE, 0, 0), 1,
		    "PR_CAP_AMBIENT_IS_SET");
	TST_EXP_EQ_LU(status_hex("CapAmb"), 1ULL << CAP_NET_BIND_SERVICE);
	TST_EXP_PASS(prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0),
		     "PR_CAP_AMBIENT_CLEAR_ALL");
	TST_EXP_EQ_LU(status_hex("CapAmb"), 0);
}

static void thp(void)
{
	unsigned long long v = 9;

	TST_EXP_PASS(prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0), "PR_SET_THP_DISABLE 1");
	TST_EXP_VAL(prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0), 1, "PR_GET_THP_DISABLE");
	SAFE_FILE_LINES_SCANF("/proc/self/status", "THP_enabled: %llu", &v);
	TST_EXP_EQ_LU(v, 0);
}

static void in_child(void (*fn)(void))
{
	if (!SAFE_FORK()) {
		fn();
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	in_child(name);
	in_child(pdeathsig);
	in_child(no_new_privs);
	in_child(dumpable);
	in_child(subreaper);
	in_child(timerslack);
	in_child(capbset);
	in_child(ambient);
	in_child(thp);
}

static struct tst_test test = {
	.description = "prctl(): NAME, PDEATHSIG, NO_NEW_PRIVS, DUMPABLE, CHILD_SUBREAPER, "
		       "TIMERSLACK, CAPBSET, CAP_AMBIENT, THP_DISABLE",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "4.3",
};
