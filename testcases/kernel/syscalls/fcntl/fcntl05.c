// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) leases (F_SETLEASE, F_GETLEASE) and the lease-break signal, on every
 * filesystem. From the man page ("Leases"):
 * - F_RDLCK: "notified when the file is opened for writing or is truncated"; another
 *   read-only open does not break it; "A read lease can be placed only on a file
 *   descriptor that is opened read-only" (EAGAIN otherwise);
 * - F_WRLCK: "notified when the file is opened for reading or writing"; "A write lease may
 *   be placed on a file only if there are no other open file descriptors for the file"
 *   (EAGAIN otherwise);
 * - F_GETLEASE "Indicates what type of lease is associated with the file descriptor", and
 *   while a lease is being broken it returns "the target lease type (either F_RDLCK or
 *   F_UNLCK, depending on what would be compatible with the lease breaker)";
 * - the breaker: "the system call that is attempting to open the file ... is blocked"
 *   until the holder downgrades or removes the lease, "If the lease breaker specifies the
 *   O_NONBLOCK flag in its call to open(2), then the call fails immediately with the error
 *   EWOULDBLOCK, but the other steps still occur";
 * - "By default, the notification signal is SIGIO, but this can be changed using the
 *   F_SETSIG command"; with a handler given SA_SIGINFO "the siginfo_t ... si_fd field
 *   contains the file descriptor of the leased file" (the signal is collected here with
 *   sigtimedwait(), which gets the same siginfo);
 * - "An unprivileged process may take out a lease only on a file whose UID (owner) matches
 *   the filesystem UID of the process" (EACCES for user nobody on root's file).
 * Filesystems that refuse leases (EINVAL) are TCONF, as are disabled leases
 * (fs.leases-enable = 0), and the nobody-owned file case where the filesystem stores no
 * owner (vfat: chown() is EPERM).
 */

#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define NOBODY_FILE MNTPOINT "/nobody_file"

static int fd = -1;
static sigset_t usr1;
static struct passwd *nobody;

static void close_fd(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

/* Collect the lease-break signal: it must be SIGUSR1 and name fd. */
static void expect_break_signal(const char *desc)
{
	struct timespec timeout = {5, 0};
	siginfo_t si;

	TEST(sigtimedwait(&usr1, &si, &timeout));
	if (TST_RET != SIGUSR1)
		tst_res(TFAIL | TTERRNO, "%s: no SIGUSR1 within 5 s", desc);
	else if (si.si_fd != fd)
		tst_res(TFAIL, "%s: si_fd is %d, expected %d", desc, si.si_fd, fd);
	else
		tst_res(TPASS, "%s: SIGUSR1 with si_fd %d", desc, fd);
}

static void no_signal_pending(const char *desc)
{
	struct timespec zero = {0, 0};

	TEST(sigtimedwait(&usr1, NULL, &zero));
	if (TST_RET == SIGUSR1)
		tst_res(TFAIL, "%s: got a lease-break signal", desc);
	else
		tst_res(TPASS, "%s: no lease-break signal", desc);
}

static void take_lease(int flags, int type)
{
	fd = SAFE_OPEN(FNAME, flags);
	SAFE_FCNTL(fd, F_SETSIG, SIGUSR1);
	TST_EXP_PASS(fcntl(fd, F_SETLEASE, type), "F_SETLEASE(%s)",
		     type == F_RDLCK ? "F_RDLCK" : "F_WRLCK");
	TST_EXP_EQ_LI(fcntl(fd, F_GETLEASE), type);
}

static void check_read_lease(void)
{
	pid_t pid;

	take_lease(O_RDONLY, F_RDLCK);
	if (!SAFE_FORK()) {
		int cfd = SAFE_OPEN(FNAME, O_RDONLY);

		SAFE_CLOSE(cfd);
		exit(0);
	}
	tst_reap_children();
	no_signal_pending("read-only open with a read lease");

	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_FD(open(FNAME, O_WRONLY), "open(O_WRONLY) after the lease is given up");
		if (TST_RET >= 0)
			SAFE_CLOSE(TST_RET);
		exit(0);
	}
	expect_break_signal("open(O_WRONLY) breaks the read lease");
	TST_EXP_EQ_LI(fcntl(fd, F_GETLEASE), F_UNLCK);
	if (TST_PROCESS_STATE_WAIT(pid, 'S', 5000))
		tst_res(TFAIL, "the writer did not block while the lease was held");
	else
		tst_res(TPASS, "the writer is blocked while the lease is held");
	SAFE_FCNTL(fd, F_SETLEASE, F_UNLCK);
	tst_reap_children();
	close_fd();
}

static void check_write_lease(void)
{
	int other;

	other = SAFE_OPEN(FNAME, O_RDONLY);
	fd = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_FAIL(fcntl(fd, F_SETLEASE, F_WRLCK), EAGAIN,
		     "F_SETLEASE(F_WRLCK) while another descriptor is open");
	SAFE_CLOSE(other);
	close_fd();

	take_lease(O_RDWR, F_WRLCK);
	if (!SAFE_FORK()) {
		TST_EXP_FAIL2(open(FNAME, O_RDONLY | O_NONBLOCK), EWOULDBLOCK,
			      "open(O_RDONLY | O_NONBLOCK) of a write-leased file");
		exit(0);
	}
	tst_reap_children();
	expect_break_signal("a non-blocking read open still breaks the write lease");
	TST_EXP_EQ_LI(fcntl(fd, F_GETLEASE), F_RDLCK);
	SAFE_FCNTL(fd, F_SETLEASE, F_UNLCK);
	close_fd();

	fd = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_FAIL(fcntl(fd, F_SETLEASE, F_RDLCK), EAGAIN,
		     "F_SETLEASE(F_RDLCK) on a descriptor open for writing");
	close_fd();
}

static void check_owner(void)
{
	struct stat st;
	int owned;

	/*
	 * ntfs over FUSE keeps every file owned by the mounting user whatever chown says;
	 * vfat refuses chown() with EPERM.
	 */
	SAFE_STAT(NOBODY_FILE, &st);
	owned = st.st_uid == nobody->pw_uid;
	if (!owned)
		tst_res(TCONF, "%s stores no owner: no file owned by nobody",
			tst_device->fs_type);

	if (!SAFE_FORK()) {
		int cfd;

		SAFE_SETEGID(nobody->pw_gid);
		SAFE_SETEUID(nobody->pw_uid);
		cfd = SAFE_OPEN(FNAME, O_RDONLY);
		TST_EXP_FAIL(fcntl(cfd, F_SETLEASE, F_RDLCK), EACCES,
			     "nobody: F_SETLEASE on root's file");
		SAFE_CLOSE(cfd);
		if (owned) {
			cfd = SAFE_OPEN(NOBODY_FILE, O_RDONLY);
			TST_EXP_PASS(fcntl(cfd, F_SETLEASE, F_RDLCK),
				     "nobody: F_SETLEASE on its own file");
			SAFE_CLOSE(cfd);
		}
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	check_read_lease();
	check_write_lease();
	check_owner();
}

static void setup(void)
{
	int enabled = 1, probe;

	if (!access("/proc/sys/fs/leases-enable", F_OK))
		SAFE_FILE_SCANF("/proc/sys/fs/leases-enable", "%d", &enabled);
	if (!enabled)
		tst_brk(TCONF, "leases are disabled (fs.leases-enable = 0)");

	nobody = SAFE_GETPWNAM("nobody");
	SAFE_FILE_PRINTF(FNAME, "lease");
	SAFE_CHMOD(FNAME, 0644);
	SAFE_FILE_PRINTF(NOBODY_FILE, "lease");
	/* FAT stores no owner: chown() there is EPERM, check_owner() then gives TCONF */
	if (chown(NOBODY_FILE, nobody->pw_uid, nobody->pw_gid) && errno != EPERM)
		tst_brk(TBROK | TERRNO, "chown(%s, nobody)", NOBODY_FILE);
	SAFE_CHMOD(MNTPOINT, 0755);

	probe = SAFE_OPEN(FNAME, O_RDONLY);
	if (fcntl(probe, F_SETLEASE, F_RDLCK)) {
		if (errno == EINVAL)
			tst_brk(TCONF, "%s does not support leases", tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "F_SETLEASE(F_RDLCK)");
	}
	SAFE_FCNTL(probe, F_SETLEASE, F_UNLCK);
	SAFE_CLOSE(probe);

	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &usr1, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = close_fd,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
