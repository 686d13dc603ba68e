// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * seccomp(2): each mode and filter action observed in a child that installed it (with
 * no_new_privs set), on getppid(), while the other calls the child needs stay allowed:
 * - SECCOMP_SET_MODE_STRICT: write() still works (a byte reaches the test through a
 *   pipe), getppid() kills the child with SIGKILL;
 * - SECCOMP_RET_ERRNO(ENOTTY): getppid() fails with ENOTTY;
 * - SECCOMP_RET_KILL_PROCESS: the child dies by SIGSYS;
 * - SECCOMP_RET_TRAP: a SIGSYS handler runs with si_code SYS_SECCOMP and si_syscall the
 *   number of getppid, and the call returns what the handler left (it is not executed);
 * - SECCOMP_RET_TRACE without a tracer: "the system call is not executed and returns a
 *   failure status with errno set to ENOSYS";
 * - SECCOMP_RET_LOG and SECCOMP_RET_ALLOW: the call works;
 * - SECCOMP_FILTER_FLAG_TSYNC: a filter installed by one thread applies to another;
 * - SECCOMP_RET_USER_NOTIF: with SECCOMP_FILTER_FLAG_NEW_LISTENER the call returns a
 *   descriptor; a second thread receives the notification for getppid (with its number)
 *   and answers 4242, which the call returns;
 * - SECCOMP_GET_ACTION_AVAIL: 0 for every action used here.
 * Errors: EACCES (a filter by an unprivileged caller without no_new_privs), EFAULT (args
 * outside the address space), EINVAL (unknown operation; unknown flags; a filter of
 * length 0), EOPNOTSUPP (SECCOMP_GET_ACTION_AVAIL of an unknown action), EBUSY (a second
 * filter asking for a listener while one has it: its action is not applied), ESRCH
 * (TSYNC with SECCOMP_FILTER_FLAG_TSYNC_ESRCH while another thread has a filter of its
 * own: the caller stays unfiltered), ENOMEM (a filter that would make the total length
 * of the thread's filters, 4 instructions of penalty each, exceed MAX_INSNS_PER_PATH,
 * 32768: seven filters of BPF_MAXINSNS, 4096, are accepted, the eighth is not, and its
 * action is not applied).
 *
 * Not provoked: ENOMEM from the kernel out of memory.
 */

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

#ifndef SECCOMP_FILTER_FLAG_TSYNC_ESRCH
# define SECCOMP_FILTER_FLAG_TSYNC_ESRCH (1UL << 4)
#endif

#ifndef SYS_SECCOMP
# define SYS_SECCOMP 1
#endif

static volatile int trap_code, trap_nr;
static int listener = -1;

static long do_seccomp(unsigned int op, unsigned int flags, void *args)
{
	return syscall(__NR_seccomp, op, flags, args);
}

static long install(unsigned int action, unsigned int flags)
{
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_getppid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, action),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {.len = ARRAY_SIZE(f), .filter = f};

	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	return do_seccomp(SECCOMP_SET_MODE_FILTER, flags, &prog);
}

static void trap_handler(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	trap_code = si->si_code;
	trap_nr = si->si_syscall;
}

static int child_status(void (*fn)(void))
{
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		fn();
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	return status;
}

static void strict(void)
{
	static int fds[2];
	int status;
	char c = 0;
	pid_t pid;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		if (do_seccomp(SECCOMP_SET_MODE_STRICT, 0, NULL))
			_exit(1);
		if (write(fds[1], "s", 1) != 1)
			_exit(2);
		syscall(__NR_getppid);
		_exit(3);
	}
	SAFE_CLOSE(fds[1]);
	TST_EXP_EXPR(read(fds[0], &c, 1) == 1 && c == 's', "strict mode: write() allowed");
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
		     "strict mode: getppid() killed the child (%s)", tst_strstatus(status));
	SAFE_CLOSE(fds[0]);
}

static void errno_action(void)
{
	TST_EXP_PASS(install(SECCOMP_RET_ERRNO | ENOTTY, 0), "filter SECCOMP_RET_ERRNO(ENOTTY)");
	TST_EXP_FAIL2(syscall(__NR_getppid), ENOTTY, "getppid() under RET_ERRNO");
	TST_EXP_EXPR(getpid() > 0, "other calls still work");
}

static void kill_action(void)
{
	if (install(SECCOMP_RET_KILL_PROCESS, 0))
		_exit(1);
	syscall(__NR_getppid);
	_exit(2);
}

static void trap_action(void)
{
	struct sigaction sa = {.sa_sigaction = trap_handler, .sa_flags = SA_SIGINFO};

	sigemptyset(&sa.sa_mask);
	SAFE_SIGACTION(SIGSYS, &sa, NULL);
	TST_EXP_PASS(install(SECCOMP_RET_TRAP, 0), "filter SECCOMP_RET_TRAP");
	trap_code = trap_nr = 0;
	syscall(__NR_getppid);
	TST_EXP_EXPR(trap_code == SYS_SECCOMP && trap_nr == __NR_getppid,
		     "SIGSYS with si_code %d (SYS_SECCOMP %d), si_syscall %d (%d)", trap_code,
		     SYS_SECCOMP, trap_nr, __NR_getppid);
}

static void trace_action(void)
{
	TST_EXP_PASS(install(SECCOMP_RET_TRACE, 0), "filter SECCOMP_RET_TRACE");
	TST_EXP_FAIL2(syscall(__NR_getppid), ENOSYS, "getppid() under RET_TRACE, no tracer");
}

static void log_allow(void)
{
	TST_EXP_PASS(install(SECCOMP_RET_LOG, 0), "filter SECCOMP_RET_LOG");
	TST_EXP_VAL(syscall(__NR_getppid), getppid(), "getppid() under RET_LOG");
	TST_EXP_PASS(install(SECCOMP_RET_ALLOW, 0), "filter SECCOMP_RET_ALLOW");
	TST_EXP_POSITIVE(syscall(__NR_getppid), "getppid() under RET_ALLOW");
}

static void *tsync_thread(void *arg)
{
	(void)arg;
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_FAIL2(syscall(__NR_getppid), ENOTTY, "the other thread is filtered too");
	return NULL;
}

static void tsync(void)
{
	pthread_t t;

	SAFE_PTHREAD_CREATE(&t, NULL, tsync_thread, NULL);
	TST_EXP_PASS(install(SECCOMP_RET_ERRNO | ENOTTY, SECCOMP_FILTER_FLAG_TSYNC),
		     "filter with SECCOMP_FILTER_FLAG_TSYNC");
	TST_CHECKPOINT_WAKE(0);
	SAFE_PTHREAD_JOIN(t, NULL);
}

static void *notif_thread(void *arg)
{
	struct seccomp_notif req;
	struct seccomp_notif_resp resp;

	(void)arg;
	memset(&req, 0, sizeof(req));
	if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &req)) {
		tst_res(TFAIL | TERRNO, "SECCOMP_IOCTL_NOTIF_RECV");
		return NULL;
	}
	TST_EXP_EQ_LI(req.data.nr, __NR_getppid);
	memset(&resp, 0, sizeof(resp));
	resp.id = req.id;
	resp.val = 4242;
	if (ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &resp))
		tst_res(TFAIL | TERRNO, "SECCOMP_IOCTL_NOTIF_SEND");
	return NULL;
}

static void user_notif(void)
{
	pthread_t t;

	listener = install(SECCOMP_RET_USER_NOTIF, SECCOMP_FILTER_FLAG_NEW_LISTENER);
	if (listener < 0) {
		tst_res(TFAIL | TERRNO, "filter SECCOMP_RET_USER_NOTIF with a listener");
		return;
	}
	tst_res(TPASS, "SECCOMP_FILTER_FLAG_NEW_LISTENER returned descriptor %d", listener);
	SAFE_PTHREAD_CREATE(&t, NULL, notif_thread, NULL);
	TST_EXP_VAL(syscall(__NR_getppid), 4242, "getppid() answered by the listener");
	SAFE_PTHREAD_JOIN(t, NULL);
}

static void errors(void)
{
	static const unsigned int actions[] = {
		SECCOMP_RET_KILL_PROCESS, SECCOMP_RET_KILL_THREAD, SECCOMP_RET_TRAP,
		SECCOMP_RET_ERRNO, SECCOMP_RET_USER_NOTIF, SECCOMP_RET_TRACE, SECCOMP_RET_LOG,
		SECCOMP_RET_ALLOW,
	};
	struct sock_fprog empty = {.len = 0, .filter = NULL};
	unsigned int i, bad = 0x12345678;

	for (i = 0; i < ARRAY_SIZE(actions); i++) {
		unsigned int a = actions[i];

		TST_EXP_PASS(do_seccomp(SECCOMP_GET_ACTION_AVAIL, 0, &a),
			     "SECCOMP_GET_ACTION_AVAIL 0x%x", actions[i]);
	}
	TST_EXP_FAIL(do_seccomp(SECCOMP_GET_ACTION_AVAIL, 0, &bad), EOPNOTSUPP,
		     "SECCOMP_GET_ACTION_AVAIL of action 0x%x", bad);
	TST_EXP_FAIL(do_seccomp(99, 0, NULL), EINVAL, "operation 99");
	/* before no_new_privs is set here: the child would inherit it */
	if (!SAFE_FORK()) {
		struct sock_filter f = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
		struct sock_fprog prog = {.len = 1, .filter = &f};

		tst_become_nobody();
		TST_EXP_FAIL(do_seccomp(SECCOMP_SET_MODE_FILTER, 0, &prog), EACCES,
			     "unprivileged filter without no_new_privs");
		exit(0);
	}
	tst_reap_children();
	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	TST_EXP_FAIL(do_seccomp(SECCOMP_SET_MODE_FILTER, 0x80, &empty), EINVAL, "flags 0x80");
	TST_EXP_FAIL(do_seccomp(SECCOMP_SET_MODE_FILTER, 0, &empty), EINVAL, "empty filter");
	TST_EXP_FAIL(do_seccomp(SECCOMP_SET_MODE_FILTER, 0, tst_get_bad_addr(NULL)), EFAULT,
		     "args outside the address space");
	TST_EXP_VAL(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), 0, "no filter was installed");
}

static void busy_listener(void)
{
	pid_t ppid = getppid();

	if (install(SECCOMP_RET_ALLOW, SECCOMP_FILTER_FLAG_NEW_LISTENER) < 0)
		tst_brk(TBROK | TERRNO, "first filter with a listener");
	TST_EXP_FAIL(install(SECCOMP_RET_ERRNO | ENOTTY, SECCOMP_FILTER_FLAG_NEW_LISTENER), EBUSY,
		     "a second filter asking for a listener");
	TST_EXP_VAL(syscall(__NR_getppid), ppid, "getppid() not filtered by the refused filter");
}

#define MAXINSNS 4096
#define MAX_INSNS_PER_PATH 32768

/* BPF_MAXINSNS instructions: loads of the number, then getppid -> action, else allow */
static long install_long(unsigned int action)
{
	static struct sock_filter f[MAXINSNS];
	struct sock_fprog prog = {.len = MAXINSNS, .filter = f};
	int i;

	for (i = 0; i < MAXINSNS - 3; i++)
		f[i] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
						    offsetof(struct seccomp_data, nr));
	f[i++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_getppid, 0, 1);
	f[i++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action);
	f[i] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	return do_seccomp(SECCOMP_SET_MODE_FILTER, 0, &prog);
}

static void too_long(void)
{
	pid_t ppid = getppid();
	int n;

	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	for (n = 1; MAXINSNS + (n - 1) * (MAXINSNS + 4) <= MAX_INSNS_PER_PATH; n++) {
		if (install_long(SECCOMP_RET_ALLOW))
			tst_brk(TBROK | TERRNO, "filter %d of %d instructions", n, MAXINSNS);
	}
	TST_EXP_FAIL(install_long(SECCOMP_RET_ERRNO | ENOTTY), ENOMEM,
		     "filter %d of %d instructions, over %d in all", n, MAXINSNS,
		     MAX_INSNS_PER_PATH);
	TST_EXP_VAL(syscall(__NR_getppid), ppid, "getppid() not filtered by the refused filter");
}

static int esrch_pipe[2], esrch_go[2];

static void *own_filter_thread(void *arg)
{
	char c = 0;

	(void)arg;
	if (install(SECCOMP_RET_ERRNO | ENOTTY, 0))
		tst_brk(TBROK | TERRNO, "thread's own filter");
	SAFE_WRITE(SAFE_WRITE_ALL, esrch_pipe[1], &c, 1);
	SAFE_READ(1, esrch_go[0], &c, 1);
	return NULL;
}

static void tsync_esrch(void)
{
	pid_t ppid = getppid();
	pthread_t t;
	char c = 0;

	if (tst_kvercmp(5, 7, 0) < 0) {
		tst_res(TCONF, "SECCOMP_FILTER_FLAG_TSYNC_ESRCH needs Linux 5.7");
		return;
	}
	SAFE_PIPE(esrch_pipe);
	SAFE_PIPE(esrch_go);
	SAFE_PTHREAD_CREATE(&t, NULL, own_filter_thread, NULL);
	SAFE_READ(1, esrch_pipe[0], &c, 1);
	TST_EXP_FAIL(install(SECCOMP_RET_ERRNO | ENOTTY, SECCOMP_FILTER_FLAG_TSYNC |
			     SECCOMP_FILTER_FLAG_TSYNC_ESRCH), ESRCH,
		     "TSYNC with a thread in another filter tree");
	TST_EXP_VAL(prctl(PR_GET_SECCOMP, 0, 0, 0, 0), 0, "the caller has no filter");
	TST_EXP_VAL(syscall(__NR_getppid), ppid, "getppid() not filtered here");
	SAFE_WRITE(SAFE_WRITE_ALL, esrch_go[1], &c, 1);
	SAFE_PTHREAD_JOIN(t, NULL);
}

static void in_child(void (*fn)(void))
{
	int status = child_status(fn);

	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "child %s", tst_strstatus(status));
}

static void run(void)
{
	int status;

	strict();
	in_child(errno_action);
	status = child_status(kill_action);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGSYS,
		     "RET_KILL_PROCESS: child %s", tst_strstatus(status));
	in_child(trap_action);
	in_child(trace_action);
	in_child(log_allow);
	in_child(tsync);
	in_child(user_notif);
	in_child(errors);
	in_child(busy_listener);
	in_child(tsync_esrch);
	in_child(too_long);
}

static struct tst_test test = {
	.description = "seccomp(): strict mode, every filter action, TSYNC, user notification; "
		       "EACCES, EFAULT, EINVAL, EOPNOTSUPP, EBUSY, ESRCH, ENOMEM",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.5",
	.needs_kconfigs = (const char *const []){"CONFIG_SECCOMP_FILTER", NULL},
};
