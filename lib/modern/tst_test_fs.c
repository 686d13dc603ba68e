// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The filesystem side of a test: the mount point, a device (made, formatted and mounted
 * as declared), the read-only, devfs, hugetlbfs and overlay mounts, and the list of
 * filesystems an .all_filesystems (or multi-entry .filesystems) test runs on.
 *
 * Unlike LTP, .all_filesystems with .mount_device really mounts each filesystem at
 * .mntpoint (and with .format_device formats it); see doc/modern-api.md.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tst_test_priv.h"
#include "tst_test_deps.h"
#include "tst_process_state.h"

#define DEFAULT_DEV_SIZE 300	/* MB, when nobody says otherwise */
#define TMPFS_DEFAULT_SIZE 32	/* MB */

static struct tst_device device;
struct tst_device *tst_device;

static const char *dev_path;	/* acquired device, NULL when none */
static int dev_per_fs;		/* the device is acquired per filesystem run */
static int mnt_mounted, ovl_mounted;
static const char **fs_types;	/* list for iterating runs */

static int is_tmpfs(const char *fs)
{
	return fs && !strcmp(fs, "tmpfs");
}

static int needs_mntpoint(void)
{
	const struct tst_test *t = tst_test;

	return t->mount_device || t->needs_rofs || t->needs_devfs || t->needs_hugetlbfs ||
	       t->all_filesystems || t->needs_overlay;
}

/* umount with retries: something (udev, a lazy close) may hold the mount for a moment. */
static void umount_retry(const char *path)
{
	int i;

	for (i = 0; i < 50; i++) {
		if (!umount2(path, 0))
			return;
		if (errno != EBUSY)
			break;
		usleep(100000);
	}
	tst_res(TWARN | TERRNO, "umount(%s) failed", path);
}

static const struct tst_fs *fs_params(const char *fs_type)
{
	const struct tst_fs *fs, *dflt = NULL;

	for (fs = tst_test->filesystems; fs && fs->type; fs++)
		if (!strcmp(fs->type, fs_type))
			return fs;
	if (tst_test->filesystems && !tst_test->filesystems[0].type)
		dflt = &tst_test->filesystems[0];
	return dflt;
}

static void do_mount_fuse(const char *fs_type)
{
	pid_t pid;
	int status;

	ltk_info("Trying FUSE...");
	tst_flush();
	pid = fork();
	if (pid < 0)
		tst_brk(TBROK | TERRNO, "fork() failed");
	if (!pid) {
		execlp("mount", "mount", "-t", fs_type, dev_path, tst_test->mntpoint, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
		tst_brk(TBROK, "mount -t %s %s %s failed", fs_type, dev_path, tst_test->mntpoint);
}

static int mount_fs(const char *fs_type)
{
	const struct tst_fs *p = fs_params(fs_type);
	unsigned long flags = p ? p->mnt_flags : 0;
	const void *data = p ? p->mnt_data : NULL;
	char opts[64];
	const char *src = dev_path;

	if (is_tmpfs(fs_type)) {
		unsigned int mb = tst_test->dev_min_size ? tst_test->dev_min_size :
			TMPFS_DEFAULT_SIZE;

		/* tmpfs lives in memory: leave as much again for the test itself. */
		if (tst_available_mem() < 2LL * mb * 1024) {
			tst_res(TCONF, "No memory for a %u MB tmpfs", mb);
			return -1;
		}
		snprintf(opts, sizeof(opts), "size=%uM", mb);
		data = opts;
		src = "ltp-tmpfs";
	}
	ltk_info("Mounting %s to %s fstyp=%s flags=%lx", src, tst_test->mntpoint, fs_type, flags);
	if (device.is_fuse) {
		do_mount_fuse(fs_type);
	} else if (mount(src, tst_test->mntpoint, fs_type, flags, data)) {
		if (errno == EOPNOTSUPP && p && p->mount_check_support) {
			tst_res(TCONF, "mount() of %s is not supported", fs_type);
			return -1;
		}
		tst_brk(TBROK | TERRNO, "mount(%s, %s, %s, %lu, %p) failed", src,
			tst_test->mntpoint, fs_type, flags, data);
	}
	mnt_mounted = 1;
	return 0;
}

static void overlay_mount(void)
{
	const char *m = tst_test->mntpoint;
	char lower[512], upper[512], work[512], ovl[512], opts[2048];

	snprintf(lower, sizeof(lower), "%s/lower", m);
	snprintf(upper, sizeof(upper), "%s/upper", m);
	snprintf(work, sizeof(work), "%s/work", m);
	snprintf(ovl, sizeof(ovl), "%s/ovl", m);
	if ((mkdir(lower, 0777) && errno != EEXIST) || (mkdir(upper, 0777) && errno != EEXIST) ||
	    (mkdir(work, 0777) && errno != EEXIST) || (mkdir(ovl, 0777) && errno != EEXIST))
		tst_brk(TBROK | TERRNO, "mkdir() of overlay directories failed");
	snprintf(opts, sizeof(opts), "lowerdir=%s,upperdir=%s,workdir=%s", lower, upper, work);
	if (mount("overlay", ovl, "overlay", 0, opts)) {
		if (errno == ENODEV)
			tst_brk(TCONF, "overlayfs is not configured in this kernel");
		tst_brk(TBROK | TERRNO, "mount(overlay, %s) failed", ovl);
	}
	ovl_mounted = 1;
}

/*
 * LTP's 300 MB unless the test declares (.dev_min_size) that less is enough; never below
 * what mkfs of the filesystem needs. The backing file is sparse: the size costs no disk.
 */
static unsigned int dev_size_for(const char *fs_type)
{
	unsigned int size = tst_test->dev_min_size, min = 0;

	if (!size)
		size = DEFAULT_DEV_SIZE;
	if (fs_type)
		min = tst_dev_min_size(fs_type);
	return size < min ? min : size;
}

static void acquire_device(const char *fs_type)
{
	unsigned int size = dev_size_for(fs_type);

	dev_path = tst_acquire_device_(NULL, size);
	if (!dev_path)
		tst_brk(TCONF, "Failed to acquire device");
	device.dev = dev_path;
	device.size = size;
	tst_device = &device;
}

static void release_device(void)
{
	if (!dev_path)
		return;
	if (tst_release_device_(dev_path))
		tst_res(TWARN, "Failed to release device %s", dev_path);
	dev_path = NULL;
	device.dev = NULL;
}

static void format_device(const char *fs_type)
{
	const struct tst_fs *p = fs_params(fs_type);
	const char *extra[] = { p ? p->mkfs_size_opt : NULL, NULL };

	if (p && p->mkfs_ver)
		tst_check_cmd(p->mkfs_ver, 1);
	tst_mkfs_(__FILE__, __LINE__, NULL, dev_path, fs_type, p ? p->mkfs_opts : NULL,
		  extra[0] ? extra : NULL);
}

/* Is fs_type registered with the running kernel (a line of /proc/filesystems)? */
static int kernel_has_fs(const char *fs_type)
{
	char line[128];
	FILE *f = fopen("/proc/filesystems", "r");
	int found = 0;

	while (f && !found && fgets(line, sizeof(line), f)) {
		char *name = strchr(line, '\t');

		name = name ? name + 1 : line;
		name[strcspn(name, "\n")] = '\0';
		found = !strcmp(name, fs_type);
	}
	if (f)
		fclose(f);
	return found;
}

/*
 * 1 kernel, 2 FUSE, 0 neither. A filesystem the kernel lists is not asked about again
 * (tst_fs_is_supported() reports its probe each time), the rest is.
 */
static int fs_support(const char *fs_type)
{
	if (is_tmpfs(fs_type) || kernel_has_fs(fs_type))
		return 1;
	return tst_fs_is_supported(fs_type);
}

/* Make, format and mount what the test declared for one filesystem type; -1: skip it. */
static int prepare_fs(const char *fs_type)
{
	const struct tst_fs *p = fs_params(fs_type);
	int support = fs_support(fs_type);

	if (!support) {
		tst_res(TCONF, "%s is supported neither by the kernel nor by FUSE", fs_type);
		return -1;
	}
	if (p && p->min_kver) {
		int a = 0, b = 0, c = 0;

		sscanf(p->min_kver, "%d.%d.%d", &a, &b, &c);
		if (tst_kvercmp(a, b, c) < 0) {
			tst_res(TCONF, "%s requires kernel %s or newer", fs_type, p->min_kver);
			return -1;
		}
	}
	device.fs_type = fs_type;
	device.is_fuse = support == 2;
	tst_device = &device;
	if (!is_tmpfs(fs_type) && tst_test->needs_device) {
		if (!dev_path)
			acquire_device(fs_type);
		if (tst_test->format_device)
			format_device(fs_type);
	}
	if (tst_test->mount_device && mount_fs(fs_type))
		return -1;
	if (tst_test->needs_overlay)
		overlay_mount();
	return 0;
}

static void mount_rofs(void)
{
	const char *m = tst_test->mntpoint;
	char path[512];
	FILE *f;

	if (mount("ltp-rofs", m, "tmpfs", 0, "size=1M"))
		tst_brk(TBROK | TERRNO, "mount(tmpfs, %s) failed", m);
	mnt_mounted = 1;
	snprintf(path, sizeof(path), "%s/dir", m);
	if (mkdir(path, 0777))
		tst_brk(TBROK | TERRNO, "mkdir(%s) failed", path);
	snprintf(path, sizeof(path), "%s/file", m);
	f = fopen(path, "w");
	if (!f)
		tst_brk(TBROK | TERRNO, "fopen(%s) failed", path);
	fputs("ltk\n", f);
	fclose(f);
	if (mount(NULL, m, NULL, MS_REMOUNT | MS_RDONLY, NULL))
		tst_brk(TBROK | TERRNO, "remount of %s read-only failed", m);
}

static void mount_devfs(void)
{
	struct statvfs sv;

	if (statvfs(".", &sv))
		tst_brk(TBROK | TERRNO, "statvfs(.) failed");
	if (!(sv.f_flag & ST_NODEV))
		return;
	if (mount("ltp-devfs", tst_test->mntpoint, "tmpfs", 0, "size=4M"))
		tst_brk(TBROK | TERRNO, "mount(tmpfs, %s) failed", tst_test->mntpoint);
	mnt_mounted = 1;
}

static void mount_hugetlbfs(void)
{
	if (mount("none", tst_test->mntpoint, "hugetlbfs", 0, NULL)) {
		if (errno == ENODEV)
			tst_brk(TCONF, "hugetlbfs is not supported");
		tst_brk(TBROK | TERRNO, "mount(hugetlbfs, %s) failed", tst_test->mntpoint);
	}
	mnt_mounted = 1;
}

static const char *default_fs_type(void)
{
	if (tst_test->filesystems && tst_test->filesystems[0].type)
		return tst_test->filesystems[0].type;
	return tst_dev_fs_type();
}

static void build_fs_list(void)
{
	static const char *typed[64];
	const struct tst_fs *fs;
	unsigned int n = 0;

	if (tst_test->all_filesystems) {
		fs_types = tst_get_supported_fs_types(tst_test->skip_filesystems);
		if (!fs_types || !fs_types[0])
			tst_brk(TCONF, "There are no supported filesystems");
		return;
	}
	if (!tst_test->filesystems || !tst_test->filesystems[0].type ||
	    !tst_test->filesystems[1].type)
		return;
	for (fs = tst_test->filesystems; fs->type && n < ARRAY_SIZE(typed) - 1; fs++) {
		if (!tst_fs_is_supported(fs->type))
			continue;
		if (tst_fs_in_skiplist(fs->type, tst_test->skip_filesystems))
			continue;
		typed[n++] = fs->type;
	}
	typed[n] = NULL;
	if (!n)
		tst_brk(TCONF, "No required filesystems are available");
	fs_types = typed;
}

int ltk_fs_setup(void)
{
	const struct tst_test *t = tst_test;

	if (t->needs_rofs + t->needs_devfs + t->needs_device + t->needs_hugetlbfs > 1)
		tst_brk(TBROK, "Two or more of needs_{rofs, devfs, device, hugetlbfs} are set");
	if (needs_mntpoint() && !t->mntpoint)
		tst_brk(TBROK, "tst_test->mntpoint must be set!");
	if (t->mntpoint && mkdir(t->mntpoint, 0777) && errno != EEXIST)
		tst_brk(TBROK | TERRNO, "mkdir(%s) failed", t->mntpoint);

	if (t->needs_devfs)
		mount_devfs();
	else if (t->needs_rofs)
		mount_rofs();
	else if (t->needs_hugetlbfs)
		mount_hugetlbfs();

	build_fs_list();
	/* prepare_fs() said why (TCONF): nothing to run. */
	return !fs_types && t->needs_device && prepare_fs(default_fs_type());
}

const char *const *ltk_fs_list(void)
{
	return fs_types;
}

int ltk_fs_prepare(const char *fs_type)
{
	ltk_info("=== Testing on %s ===", fs_type);
	ltk_run.fs_type = fs_type;
	dev_per_fs = 1;
	return prepare_fs(fs_type);
}

/* The FUSE daemon serving mnt (an absolute path): a process with mnt among its arguments. */
static pid_t fuse_daemon(const char *mnt)
{
	DIR *d = opendir("/proc");
	struct dirent *e;
	pid_t found = 0;

	while (d && !found && (e = readdir(d))) {
		char path[64], args[4096];
		pid_t pid = atoi(e->d_name);
		ssize_t len, i;
		int fd;

		if (pid <= 0 || pid == getpid())
			continue;
		snprintf(path, sizeof(path), "/proc/%d/cmdline", pid);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			continue;
		len = read(fd, args, sizeof(args) - 1);
		close(fd);
		for (i = 0; len > 0 && i < len; i += strlen(args + i) + 1) {
			args[len] = 0;
			if (!strcmp(args + i, mnt)) {
				found = pid;
				break;
			}
		}
	}
	if (d)
		closedir(d);
	return found;
}

/*
 * A FUSE filesystem's daemon ends after the unmount, on its own time: wait for it (10 s at
 * most), or the test would end with the daemon still running, a process left behind.
 */
static void umount_fuse(const char *mnt)
{
	char abs[PATH_MAX];
	pid_t daemon = realpath(mnt, abs) ? fuse_daemon(abs) : 0;

	umount_retry(mnt);
	if (daemon && !tst_process_exit_wait(daemon, 10000))
		tst_res(TWARN, "the FUSE daemon of %s (pid %d) still runs 10 s after the umount",
			mnt, daemon);
}

void ltk_fs_unprepare(void)
{
	char ovl[512];

	if (ovl_mounted) {
		snprintf(ovl, sizeof(ovl), "%s/ovl", tst_test->mntpoint);
		umount_retry(ovl);
		ovl_mounted = 0;
	}
	if (mnt_mounted && device.is_fuse)
		umount_fuse(tst_test->mntpoint);
	else if (mnt_mounted)
		umount_retry(tst_test->mntpoint);
	mnt_mounted = 0;
	if (dev_per_fs)
		release_device();
}

void ltk_fs_cleanup(void)
{
	dev_per_fs = 1;
	ltk_fs_unprepare();
}

const char *ltk_fs_name_of(const char *path)
{
	struct statfs sf;

	if (statfs(path, &sf))
		return "unknown";
	return tst_fs_type_name(sf.f_type);
}

/*
 * tst_fs_type_name() may name a magic shared by several filesystems ("EXT2/EXT3/EXT4"):
 * the tmpdir's filesystem is skipped when any of them is listed, in any case.
 */
static int name_in_skiplist(const char *name)
{
	char buf[64], *tok, *save = NULL, *c;

	snprintf(buf, sizeof(buf), "%s", name);
	for (c = buf; *c; c++)
		*c = tolower((unsigned char)*c);
	for (tok = strtok_r(buf, "/", &save); tok; tok = strtok_r(NULL, "/", &save))
		if (tst_fs_in_skiplist(tok, tst_test->skip_filesystems))
			return 1;
	return 0;
}

void ltk_fs_check_skiplist(void)
{
	const char *name;

	if (tst_test->all_filesystems || !tst_test->skip_filesystems)
		return;
	name = ltk_fs_name_of(".");
	if (name_in_skiplist(name))
		tst_brk(TCONF, "%s is not supported by the test", name);
	ltk_info("%s is supported by the test", name);
}
