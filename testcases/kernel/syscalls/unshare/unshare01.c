// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unshare(2) moves the caller into new namespaces, each checked in a child through what
 * it sees there and what the test process (still outside) sees:
 *   - CLONE_NEWUTS: a hostname set inside shows in the child's uname(), not the parent's;
 *   - CLONE_NEWIPC: a System V message queue of the parent's namespace is invisible
 *     (msgctl(IPC_STAT) of its id fails with EINVAL) and still there afterwards;
 *   - CLONE_NEWNET: the only interface is lo, and it is down;
 *   - CLONE_NEWNS with propagation: a tmpfs made shared in a first namespace propagates a
 *     mount made in a second namespace (unshared from it) back to the first, and no longer
 *     once the second made its copy private; nothing reaches the test's namespace;
 *   - CLONE_NEWPID: the caller keeps its pid, its next child is PID 1 of the new namespace
 *     (getppid() 0), and a proc mounted there shows that child as /proc/self = 1;
 *   - CLONE_NEWUSER, called as the unprivileged uid and gid 12345: before any map the
 *     caller is the overflow uid 65534; with "0 12345 1" written to its uid_map and
 *     gid_map it is uid 0 with every capability inside, a file it creates belongs to 12345
 *     outside, and it may unshare a UTS namespace and set its hostname, which only
 *     privilege allows;
 *   - CLONE_NEWCGROUP: every line of /proc/self/cgroup becomes the root, "/";
 *   - CLONE_NEWTIME: with a 1000 s monotonic offset written before the first child, that
 *     child's CLOCK_MONOTONIC runs 1000 s ahead of the caller's.
 * Each namespace's /proc/self/ns inode changes in the child and not in the parent.
 */
#include <sched.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/mount.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <net/if.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_safe_net.h"
#include "tst_safe_sysv_ipc.h"
#include "ns_util.h"

#ifndef CLONE_NEWTIME
# define CLONE_NEWTIME 0x00000080
#endif

static int msq_id = -1;

/* ns NULL: the namespace link can only be checked later (pid_for_children). */
static int do_unshare(int flags, const char *ns, const char *desc)
{
	ino_t before = ns ? ns_ino(0, ns) : 0;

	TST_EXP_PASS(unshare(flags), "unshare(%s)", desc);
	if (!TST_PASS)
		return 0;
	if (ns && ns_ino(0, ns) == before) {
		tst_res(TFAIL, "%s: /proc/self/ns/%s did not change", desc, ns);
		return 0;
	}
	return 1;
}

static void uts(void)
{
	struct utsname u;

	if (!do_unshare(CLONE_NEWUTS, "uts", "CLONE_NEWUTS"))
		return;
	SAFE_SETHOSTNAME("ltk-unshare01", strlen("ltk-unshare01"));
	uname(&u);
	TST_EXP_EXPR(!strcmp(u.nodename, "ltk-unshare01"), "the child's hostname is %s",
		     u.nodename);
}

static void ipc(void)
{
	struct msqid_ds ds;

	if (!do_unshare(CLONE_NEWIPC, "ipc", "CLONE_NEWIPC"))
		return;
	TST_EXP_FAIL(msgctl(msq_id, IPC_STAT, &ds), EINVAL,
		     "msgctl(IPC_STAT) of the parent's message queue inside");
}

static void net(void)
{
	struct if_nameindex *ifs, *i;
	int n = 0, only_lo = 1;
	struct ifreq ifr = {.ifr_name = "lo"};
	int fd;

	if (!do_unshare(CLONE_NEWNET, "net", "CLONE_NEWNET"))
		return;
	ifs = if_nameindex();
	for (i = ifs; i && i->if_index; i++, n++)
		only_lo &= !strcmp(i->if_name, "lo");
	if (ifs)
		if_freenameindex(ifs);
	TST_EXP_EXPR(n == 1 && only_lo, "the only interface is lo (%d interfaces)", n);
	fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_IOCTL(fd, SIOCGIFFLAGS, &ifr);
	TST_EXP_EXPR(!(ifr.ifr_flags & IFF_UP), "lo is down (flags 0x%x)", ifr.ifr_flags);
	SAFE_CLOSE(fd);
}

static int is_mount(const char *path)
{
	struct stat a, b;
	char parent[PATH_MAX];

	snprintf(parent, sizeof(parent), "%s/..", path);
	SAFE_STAT(path, &a);
	SAFE_STAT(parent, &b);
	return a.st_dev != b.st_dev;
}

static void mnt(void)
{
	pid_t pid;

	if (!do_unshare(CLONE_NEWNS, "mnt", "CLONE_NEWNS"))
		return;
	SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("none", "mnt", "tmpfs", 0, NULL);
	SAFE_MOUNT(NULL, "mnt", NULL, MS_SHARED, NULL);
	SAFE_MKDIR("mnt/shared", 0755);
	SAFE_MKDIR("mnt/private", 0755);
	pid = SAFE_FORK();
	if (!pid) {
		if (!do_unshare(CLONE_NEWNS, "mnt", "CLONE_NEWNS, again"))
			exit(0);
		SAFE_MOUNT("none", "mnt/shared", "tmpfs", 0, NULL);
		SAFE_MOUNT(NULL, "mnt", NULL, MS_PRIVATE, NULL);
		SAFE_MOUNT("none", "mnt/private", "tmpfs", 0, NULL);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_EXPR(is_mount("mnt/shared"), "a mount under a shared mount propagated back");
	TST_EXP_EXPR(!is_mount("mnt/private"), "a mount under a private copy did not");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void pid_ns(void)
{
	pid_t me = getpid(), pid;
	ino_t before = ns_ino(0, "pid_for_children");

	/* pid_for_children cannot be opened until the namespace has its PID 1. */
	if (!do_unshare(CLONE_NEWPID, NULL, "CLONE_NEWPID"))
		return;
	TST_EXP_EXPR(getpid() == me, "the caller keeps pid %d", me);
	pid = SAFE_FORK();
	if (!pid) {
		char self[32] = "";

		TST_EXP_EXPR(getpid() == 1 && getppid() == 0,
			     "the next child is PID 1 (getpid %d, getppid %d)", getpid(),
			     getppid());
		/* Mount proc only where it cannot touch the test's own /proc. */
		if (getpid() != 1 || !do_unshare(CLONE_NEWNS, "mnt", "CLONE_NEWNS for proc")) {
			TST_CHECKPOINT_WAKE_AND_WAIT(0);
			exit(0);
		}
		SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
		SAFE_MOUNT("proc", "/proc", "proc", 0, NULL);
		SAFE_READLINK("/proc/self", self, sizeof(self) - 1);
		TST_EXP_EXPR(!strcmp(self, "1"), "a proc mounted inside says /proc/self is %s",
			     self);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_EXPR(ns_ino(0, "pid_for_children") != before,
		     "/proc/self/ns/pid_for_children changed");
	TST_EXP_EXPR(ns_ino(0, "pid") != ns_ino(pid, "pid"),
		     "the child is in another PID namespace than the caller");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void user(void)
{
	pid_t pid;
	int pfd[2];
	char c;

	SAFE_PIPE(pfd);
	pid = SAFE_FORK();
	if (!pid) {
		struct stat st;

		SAFE_CLOSE(pfd[1]);
		/* An unprivileged user outside, so that the capabilities come from the ns. */
		SAFE_SETGID(12345);
		SAFE_SETUID(12345);
		if (!do_unshare(CLONE_NEWUSER, "user", "CLONE_NEWUSER")) {
			TST_CHECKPOINT_WAKE(0);
			SAFE_READ(0, pfd[0], &c, 1);
			exit(0);
		}
		TST_EXP_EXPR(getuid() == 65534 && getgid() == 65534,
			     "unmapped, the caller is uid %d gid %d (65534)", getuid(), getgid());
		TST_CHECKPOINT_WAKE(0);
		SAFE_READ(1, pfd[0], &c, 1);
		TST_EXP_EXPR(getuid() == 0 && getgid() == 0, "mapped, uid %d gid %d (0)",
			     getuid(), getgid());
		ns_check_all_caps("inside");
		SAFE_TOUCH("userns_file", 0644, NULL);
		SAFE_STAT("userns_file", &st);
		TST_EXP_EXPR(st.st_uid == 0, "inside, the new file belongs to 0 (%d)", st.st_uid);
		TST_EXP_PASS(unshare(CLONE_NEWUTS), "unshare(CLONE_NEWUTS) inside");
		TST_EXP_PASS(sethostname("ltk-userns", 10), "sethostname() inside");
		exit(0);
	}
	SAFE_CLOSE(pfd[0]);
	TST_CHECKPOINT_WAIT(0);
	/* Only a child that is in a user namespace of its own gets maps. */
	if (ns_ino(pid, "user") != ns_ino(0, "user"))
		ns_map_root(pid, 12345);
	SAFE_WRITE(SAFE_WRITE_ALL, pfd[1], "m", 1);
	SAFE_CLOSE(pfd[1]);
	tst_reap_children();
	if (!access("userns_file", F_OK)) {
		struct stat st;

		SAFE_STAT("userns_file", &st);
		TST_EXP_EXPR(st.st_uid == 12345 && st.st_gid == 12345,
			     "outside, the file belongs to %d:%d (12345)", st.st_uid, st.st_gid);
		SAFE_UNLINK("userns_file");
	}
}

static void cgroup(void)
{
	if (!do_unshare(CLONE_NEWCGROUP, "cgroup", "CLONE_NEWCGROUP"))
		return;
	TST_EXP_EXPR(ns_cgroup_all_root(), "every line of /proc/self/cgroup is the root");
}

static void time_ns(void)
{
	struct timespec mine, theirs;
	int pfd[2];
	pid_t pid;
	long long diff;

	if (!do_unshare(CLONE_NEWTIME, "time_for_children", "CLONE_NEWTIME"))
		return;
	SAFE_FILE_PRINTF("/proc/self/timens_offsets", "monotonic 1000 0");
	SAFE_PIPE(pfd);
	pid = SAFE_FORK();
	if (!pid) {
		clock_gettime(CLOCK_MONOTONIC, &theirs);
		SAFE_WRITE(SAFE_WRITE_ALL, pfd[1], &theirs, sizeof(theirs));
		exit(0);
	}
	SAFE_READ(1, pfd[0], &theirs, sizeof(theirs));
	clock_gettime(CLOCK_MONOTONIC, &mine);
	tst_reap_children();
	diff = theirs.tv_sec - mine.tv_sec;
	/* The child read its clock first: its value is 1000 s ahead, minus what elapsed. */
	TST_EXP_EXPR(diff >= 990 && diff <= 1000,
		     "the child's CLOCK_MONOTONIC is %lld s ahead (1000 set)", diff);
}

static struct tcase {
	void (*fn)(void);
	const char *ns;
	const char *desc;
} tcases[] = {
	{uts, "uts", "UTS"},
	{ipc, "ipc", "IPC"},
	{net, "net", "network"},
	{mnt, "mnt", "mount"},
	{pid_ns, "pid_for_children", "PID"},
	{user, "user", "user"},
	{cgroup, "cgroup", "cgroup"},
	{time_ns, "time_for_children", "time"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	ino_t before = ns_ino(0, tc->ns);
	struct utsname u0, u1;

	uname(&u0);
	if (!SAFE_FORK()) {
		tc->fn();
		exit(0);
	}
	tst_reap_children();
	uname(&u1);
	TST_EXP_EXPR(ns_ino(0, tc->ns) == before && !strcmp(u0.nodename, u1.nodename),
		     "%s: the test process's namespace and hostname are unchanged", tc->desc);
	if (tc->fn == ipc)
		TST_EXP_PASS(msgctl(msq_id, IPC_STAT, &(struct msqid_ds){}),
			     "msgctl(IPC_STAT): the message queue is still there");
	if (tc->fn == mnt)
		TST_EXP_EXPR(!is_mount("mnt"), "no mount reached the test's namespace");
}

static void setup(void)
{
	ns_require_all();
	msq_id = SAFE_MSGGET(IPC_PRIVATE, IPC_CREAT | 0600);
	SAFE_MKDIR("mnt", 0755);
}

static void cleanup(void)
{
	if (msq_id >= 0)
		SAFE_MSGCTL(msq_id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
