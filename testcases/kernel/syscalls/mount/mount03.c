// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mount03: the mount(2) flags do what man 2 mount says they do.
 *
 *   MS_RDONLY       creating a file fails with EROFS
 *   MS_NODEV        opening a device node fails with EACCES
 *   MS_NOEXEC       executing a file fails with EACCES
 *   MS_NOSUID       a set-user-ID root program run by nobody keeps nobody's euid
 *   MS_NOATIME      reading a file leaves its atime alone
 *   MS_NODIRATIME   reading a directory leaves its atime alone
 *   MS_STRICTATIME  reading a file updates its atime even when relatime would not
 *   MS_RELATIME     reading a file whose atime is older than its mtime updates the atime
 *   MS_SYNCHRONOUS  a write() reaches the device before it returns (no fsync)
 *   MS_DIRSYNC      a mkdir() reaches the device before it returns (not on btrfs)
 *   MS_REMOUNT      remounting read-only makes the mounted filesystem refuse writes
 *   MS_BIND         a file created in the mount shows in the bind mount
 *
 * Each case mounts the freshly formatted device with the flag, checks the effect, and
 * unmounts it.
 */
#include <limits.h>
#include <pwd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <dirent.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "mount03";

#define MNTPOINT "mntpoint"
#define BIND_TARGET "bind_target"
#define SUID_ARG "--report-euid"

static const char *device;
static const char *fs_type;
static int mounted, bind_mounted;
static unsigned long written_bytes;
static uid_t nobody_uid;
static gid_t nobody_gid;
static char self_exe[PATH_MAX];

static void cleanup(void);

static void check_rdonly(void)
{
	TEST(open(MNTPOINT "/file", O_CREAT | O_RDWR, 0644));
	if (TEST_RETURN >= 0) {
		close(TEST_RETURN);
		tst_resm(TFAIL, "MS_RDONLY: creating a file succeeded");
	} else if (TEST_ERRNO == EROFS) {
		tst_resm(TPASS | TTERRNO, "MS_RDONLY: creating a file failed");
	} else {
		tst_resm(TFAIL | TTERRNO, "MS_RDONLY: creating a file failed, expected EROFS");
	}
}

static void check_nodev(void)
{
	/* Left over from an earlier iteration (-i): the node is made anew. */
	unlink(MNTPOINT "/null");
	if (mknod(MNTPOINT "/null", S_IFCHR | 0666, makedev(1, 3)))
		tst_brkm(TBROK | TERRNO, cleanup, "mknod(%s/null) failed", MNTPOINT);
	TEST(open(MNTPOINT "/null", O_RDWR));
	if (TEST_RETURN >= 0) {
		close(TEST_RETURN);
		tst_resm(TFAIL, "MS_NODEV: opening a device node succeeded");
	} else if (TEST_ERRNO == EACCES) {
		tst_resm(TPASS | TTERRNO, "MS_NODEV: opening a device node failed");
	} else {
		tst_resm(TFAIL | TTERRNO,
			 "MS_NODEV: opening a device node failed, expected EACCES");
	}
}

static void check_noexec(void)
{
	char *const argv[] = {MNTPOINT "/script", NULL};
	char *const envp[] = {NULL};

	SAFE_FILE_PRINTF(cleanup, MNTPOINT "/script", "#!/bin/sh\nexit 0\n");
	SAFE_CHMOD(cleanup, MNTPOINT "/script", 0755);
	/* execve() only returns on failure; a success would replace this test. */
	TEST(access(MNTPOINT "/script", X_OK));
	if (TEST_RETURN == 0) {
		tst_resm(TFAIL, "MS_NOEXEC: access(X_OK) says the file is executable");
		return;
	}
	TEST(execve(argv[0], argv, envp));
	if (TEST_ERRNO == EACCES)
		tst_resm(TPASS | TTERRNO, "MS_NOEXEC: executing a file failed");
	else
		tst_resm(TFAIL | TTERRNO, "MS_NOEXEC: executing a file failed, expected EACCES");
}

/* Copy this test's own binary into the mount as a set-user-ID root program. */
static void make_suid_copy(const char *dst)
{
	char buf[65536];
	ssize_t n;
	int in, out;

	in = SAFE_OPEN(cleanup, self_exe, O_RDONLY);
	out = SAFE_OPEN(cleanup, dst, O_CREAT | O_WRONLY | O_TRUNC, 0755);
	while ((n = read(in, buf, sizeof(buf))) > 0)
		SAFE_WRITE(cleanup, 1, out, buf, n);
	if (n < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "read(%s) failed", self_exe);
	SAFE_CLOSE(cleanup, in);
	SAFE_CLOSE(cleanup, out);
	SAFE_CHOWN(cleanup, dst, 0, 0);
	SAFE_CHMOD(cleanup, dst, 04755);
}

static void check_nosuid(void)
{
	const char *prog = MNTPOINT "/suid_prog";
	int status;
	pid_t pid;

	make_suid_copy(prog);
	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		if (setgid(nobody_gid) || setuid(nobody_uid))
			_exit(3);
		execl(prog, prog, SUID_ARG, (char *)NULL);
		_exit(4);
	}
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) > 1) {
		tst_resm(TFAIL, "MS_NOSUID: the set-user-ID program did not run (%s)",
			 tst_strstatus(status));
	} else if (WEXITSTATUS(status) == 1) {
		tst_resm(TPASS, "MS_NOSUID: the set-user-ID bit was ignored");
	} else {
		tst_resm(TFAIL, "MS_NOSUID: the program ran with euid 0");
	}
}

/* Set the atime of path far in the past (mtime stays), so relatime would update it. */
static void age_atime(const char *path, struct stat *st)
{
	struct timeval tv[2];

	SAFE_STAT(cleanup, path, st);
	tv[0].tv_sec = st->st_mtime - 48 * 3600;
	tv[0].tv_usec = 0;
	tv[1].tv_sec = st->st_mtime;
	tv[1].tv_usec = 0;
	if (utimes(path, tv))
		tst_brkm(TBROK | TERRNO, cleanup, "utimes(%s) failed", path);
	SAFE_STAT(cleanup, path, st);
}

static void read_file(const char *path)
{
	char buf[16];
	int fd;

	fd = SAFE_OPEN(cleanup, path, O_RDONLY);
	SAFE_READ(cleanup, 0, fd, buf, sizeof(buf));
	SAFE_CLOSE(cleanup, fd);
}

static void read_dir(const char *path)
{
	DIR *dir = SAFE_OPENDIR(cleanup, path);

	while (readdir(dir))
		;
	SAFE_CLOSEDIR(cleanup, dir);
}

static void check_atime(const char *flag, const char *path, void (*reader)(const char *),
			int expect_update)
{
	struct stat before, after;

	age_atime(path, &before);
	reader(path);
	SAFE_STAT(cleanup, path, &after);

	if ((after.st_atime != before.st_atime) == expect_update)
		tst_resm(TPASS, "%s: atime %s", flag, expect_update ? "updated" : "unchanged");
	else
		tst_resm(TFAIL, "%s: atime %s (before %li, after %li)", flag,
			 expect_update ? "not updated" : "updated",
			 (long)before.st_atime, (long)after.st_atime);
}

static void make_file(const char *path)
{
	SAFE_FILE_PRINTF(cleanup, path, "some data\n");
}

static void check_noatime(void)
{
	make_file(MNTPOINT "/file");
	check_atime("MS_NOATIME", MNTPOINT "/file", read_file, 0);
}

static void check_nodiratime(void)
{
	if (mkdir(MNTPOINT "/dir", 0755) && errno != EEXIST)
		tst_brkm(TBROK | TERRNO, cleanup, "mkdir(%s/dir) failed", MNTPOINT);
	make_file(MNTPOINT "/dir/file");
	check_atime("MS_NODIRATIME", MNTPOINT "/dir", read_dir, 0);
}

static void check_strictatime(void)
{
	struct stat st;
	struct timeval tv[2];

	make_file(MNTPOINT "/file");
	/* atime newer than mtime and recent: relatime would not touch it, strictatime must. */
	SAFE_STAT(cleanup, MNTPOINT "/file", &st);
	tv[0].tv_sec = st.st_mtime + 60;
	tv[0].tv_usec = 0;
	tv[1].tv_sec = st.st_mtime;
	tv[1].tv_usec = 0;
	if (utimes(MNTPOINT "/file", tv))
		tst_brkm(TBROK | TERRNO, cleanup, "utimes() failed");
	SAFE_STAT(cleanup, MNTPOINT "/file", &st);
	/* Make sure the clock moves on before the read. */
	usleep(10000);
	read_file(MNTPOINT "/file");
	{
		struct stat after;

		SAFE_STAT(cleanup, MNTPOINT "/file", &after);
		if (after.st_atim.tv_sec != st.st_atim.tv_sec ||
		    after.st_atim.tv_nsec != st.st_atim.tv_nsec)
			tst_resm(TPASS, "MS_STRICTATIME: atime updated");
		else
			tst_resm(TFAIL, "MS_STRICTATIME: atime not updated");
	}
}

static void check_relatime(void)
{
	make_file(MNTPOINT "/file");
	check_atime("MS_RELATIME", MNTPOINT "/file", read_file, 1);
}

/* Data written to the device while fn ran (dirty data waits ~30 s without sync). */
static unsigned long written_by(void (*fn)(void))
{
	tst_dev_bytes_written(device);
	fn();
	return tst_dev_bytes_written(device);
}

static void write_data(void)
{
	char buf[4096];
	int fd;

	memset(buf, 'a', sizeof(buf));
	fd = SAFE_OPEN(cleanup, MNTPOINT "/file", O_CREAT | O_WRONLY | O_TRUNC, 0644);
	SAFE_WRITE(cleanup, 1, fd, buf, sizeof(buf));
	/* Measured before close(): the write itself must have reached the device. */
	written_bytes = tst_dev_bytes_written(device);
	SAFE_CLOSE(cleanup, fd);
}

static void make_dir(void)
{
	rmdir(MNTPOINT "/newdir");
	SAFE_MKDIR(cleanup, MNTPOINT "/newdir", 0755);
	written_bytes = tst_dev_bytes_written(device);
}

static void check_written(const char *flag, const char *what, void (*fn)(void))
{
	/* Let writeback from the mount itself settle, then measure only fn. */
	sync();
	written_bytes = 0;
	written_by(fn);
	if (written_bytes > 0)
		tst_resm(TPASS, "%s: %s wrote %lu bytes to the device at once", flag, what,
			 written_bytes);
	else
		tst_resm(TFAIL, "%s: %s left the device untouched", flag, what);
}

static void check_synchronous(void)
{
	check_written("MS_SYNCHRONOUS", "write()", write_data);
}

static void check_dirsync(void)
{
	/*
	 * btrfs accepts the flag but does not sync directory operations (measured on 6.18).
	 * TINFO, not TCONF: a legacy TCONF would turn the whole run into "not applicable".
	 */
	if (!strcmp(fs_type, "btrfs")) {
		tst_resm(TINFO, "MS_DIRSYNC: skipped, btrfs does not sync directory operations");
		return;
	}
	check_written("MS_DIRSYNC", "mkdir()", make_dir);
}

static void check_remount(void)
{
	make_file(MNTPOINT "/file");
	if (mount(device, MNTPOINT, fs_type, MS_REMOUNT | MS_RDONLY, NULL))
		tst_brkm(TBROK | TERRNO, cleanup, "remount read-only failed");
	TEST(open(MNTPOINT "/file", O_RDWR));
	if (TEST_RETURN >= 0) {
		close(TEST_RETURN);
		tst_resm(TFAIL, "MS_REMOUNT: writing after a read-only remount succeeded");
	} else if (TEST_ERRNO == EROFS) {
		tst_resm(TPASS | TTERRNO, "MS_REMOUNT: writing after a read-only remount failed");
	} else {
		tst_resm(TFAIL | TTERRNO, "MS_REMOUNT: expected EROFS");
	}
}

static void check_bind(void)
{
	struct stat st;

	if (mount(MNTPOINT, BIND_TARGET, NULL, MS_BIND, NULL))
		tst_brkm(TBROK | TERRNO, cleanup, "mount(%s, %s, MS_BIND) failed",
			 MNTPOINT, BIND_TARGET);
	bind_mounted = 1;
	make_file(MNTPOINT "/file");
	if (stat(BIND_TARGET "/file", &st))
		tst_resm(TFAIL | TERRNO, "MS_BIND: the file is not visible in the bind mount");
	else
		tst_resm(TPASS, "MS_BIND: the file is visible in the bind mount");
	if (tst_umount(BIND_TARGET))
		tst_brkm(TBROK | TERRNO, cleanup, "umount(%s) failed", BIND_TARGET);
	bind_mounted = 0;
}

static struct test_case {
	const char *name;
	unsigned long flags;
	void (*check)(void);
} tcases[] = {
	{"MS_RDONLY", MS_RDONLY, check_rdonly},
	{"MS_NODEV", MS_NODEV, check_nodev},
	{"MS_NOEXEC", MS_NOEXEC, check_noexec},
	{"MS_NOSUID", MS_NOSUID, check_nosuid},
	{"MS_NOATIME", MS_NOATIME, check_noatime},
	{"MS_NODIRATIME", MS_NODIRATIME, check_nodiratime},
	{"MS_STRICTATIME", MS_STRICTATIME, check_strictatime},
	{"MS_RELATIME", MS_RELATIME, check_relatime},
	{"MS_SYNCHRONOUS", MS_SYNCHRONOUS, check_synchronous},
	{"MS_DIRSYNC", MS_DIRSYNC, check_dirsync},
	{"MS_REMOUNT", 0, check_remount},
	{"MS_BIND", 0, check_bind},
};

int TST_TOTAL = ARRAY_SIZE(tcases);

static void cleanup(void)
{
	if (bind_mounted && tst_umount(BIND_TARGET))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", BIND_TARGET);
	bind_mounted = 0;
	if (mounted && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", MNTPOINT);
	mounted = 0;
	if (device)
		tst_release_device(NULL, device);
	device = NULL;
	if (tst_tmpdir_created())
		tst_rmdir();
}

static void setup(void)
{
	struct passwd *pw;
	ssize_t n;

	tst_sig(FORK, DEF_HANDLER, cleanup);
	tst_require_root();

	n = readlink("/proc/self/exe", self_exe, sizeof(self_exe) - 1);
	if (n < 0)
		tst_brkm(TBROK | TERRNO, NULL, "readlink(/proc/self/exe) failed");
	self_exe[n] = '\0';
	pw = getpwnam("nobody");
	if (!pw)
		tst_brkm(TBROK, NULL, "no user 'nobody'");
	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;

	tst_tmpdir();
	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	tst_mkfs(cleanup, device, fs_type, NULL);
	SAFE_MKDIR(cleanup, MNTPOINT, 0755);
	SAFE_MKDIR(cleanup, BIND_TARGET, 0755);

	/* Let nobody reach the set-user-ID copy: open up the new filesystem's root. */
	SAFE_MOUNT(cleanup, device, MNTPOINT, fs_type, 0, NULL);
	mounted = 1;
	SAFE_CHMOD(cleanup, MNTPOINT, 0777);
	SAFE_UMOUNT(cleanup, MNTPOINT);
	mounted = 0;

	TEST_PAUSE;
}

static void verify_mount(const struct test_case *tc)
{
	if (mount(device, MNTPOINT, fs_type, tc->flags, NULL)) {
		tst_resm(TFAIL | TERRNO, "mount(%s, %s, %s, %s) failed", device, MNTPOINT,
			 fs_type, tc->name);
		return;
	}
	mounted = 1;

	tc->check();

	if (tst_umount(MNTPOINT))
		tst_brkm(TBROK | TERRNO, cleanup, "umount(%s) failed", MNTPOINT);
	mounted = 0;
}

int main(int ac, char **av)
{
	int lc, i;

	/* The set-user-ID copy of this binary, run by check_nosuid(): exit 0 if euid is root. */
	if (ac == 2 && !strcmp(av[1], SUID_ARG))
		return geteuid() == 0 ? 0 : 1;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < TST_TOTAL; i++)
			verify_mount(&tcases[i]);
	}

	cleanup();
	tst_exit();
}
