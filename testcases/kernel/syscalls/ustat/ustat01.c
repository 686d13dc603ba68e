// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ustat(2) on every filesystem: "returns information about a mounted filesystem. dev is a
 * device number identifying a device containing a mounted filesystem": for the device
 * number /proc/self/mountinfo gives the mount (the superblock's; btrfs reports another,
 * per-subvolume number in st_dev), f_tfree is the total free blocks and f_tinode the number of free
 * inodes, which the kernel takes from the same source as statfs(2) (f_bfree, f_ffree).
 * ERRORS checked: EINVAL ("dev does not refer to a device containing a mounted
 * filesystem": a character device number nobody mounts), EFAULT (ubuf outside the address
 * space). ENOSYS ("the mounted filesystem referenced by dev does not support this
 * operation") cannot be provoked: every filesystem this kernel supports implements statfs.
 *
 * Variant 0 calls the C library's ustat(), which glibc dropped in 2.28 (sys/ustat.h is
 * gone): TCONF where the header is missing. Variant 1 calls the system call itself; a
 * kernel without it (ENOSYS for every dev) is TCONF.
 */

#include <sys/stat.h>
#include <sys/statfs.h>
#if defined(__has_include) && __has_include(<sys/ustat.h>)
# include <sys/ustat.h>
# define HAVE_LIBC_USTAT 1
#endif
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "lapi/syscalls.h"

#define MNTPOINT "mntpoint"

/* The kernel's struct ustat on 64-bit architectures. */
struct kernel_ustat {
	int f_tfree;
	unsigned long f_tinode;
	char f_fname[6];
	char f_fpack[6];
};

static void *bad_addr;

static int do_ustat(dev_t dev, struct kernel_ustat *ubuf)
{
	/* The syscall takes the old 16-bit style encoding (new_decode_dev()). */
	unsigned int kdev = (major(dev) << 8) | (minor(dev) & 0xff) |
			    ((minor(dev) & ~0xffu) << 12);

#ifdef HAVE_LIBC_USTAT
	if (!tst_variant)
		return ustat(dev, (struct ustat *)ubuf);
#endif
	return tst_syscall(__NR_ustat, kdev, ubuf);
}

/* The device number of the filesystem mounted at MNTPOINT, from /proc/self/mountinfo. */
static dev_t mount_dev(void)
{
	char path[64], line[4096];
	unsigned int id, want = 0, maj, min;
	int fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	SAFE_FILE_LINES_SCANF(path, "mnt_id: %u", &want);
	SAFE_CLOSE(fd);
	f = SAFE_FOPEN("/proc/self/mountinfo", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%u %*u %u:%u", &id, &maj, &min) == 3 && id == want) {
			SAFE_FCLOSE(f);
			return makedev(maj, min);
		}
	}
	SAFE_FCLOSE(f);
	tst_brk(TBROK, "mount id %u not in /proc/self/mountinfo", want);
	return 0;
}

static void run(void)
{
	struct kernel_ustat ub;
	struct statfs sf;
	struct stat st;
	int i;

	SAFE_TOUCH(MNTPOINT "/file", 0644, NULL);
	st.st_dev = mount_dev();
	/* Counts move with background work (btrfs, xfs): retry until a stable pair. */
	for (i = 0; i < 10; i++) {
		sync();
		TST_EXP_PASS_SILENT(do_ustat(st.st_dev, &ub));
		if (!TST_PASS)
			break;
		SAFE_STATFS(MNTPOINT, &sf);
		if ((unsigned long long)ub.f_tfree == sf.f_bfree && ub.f_tinode == sf.f_ffree)
			break;
		usleep(100000);
	}
	SAFE_UNLINK(MNTPOINT "/file");
	if (!TST_PASS) {
		tst_res(TFAIL | TTERRNO, "ustat(%u:%u) of the mounted filesystem", major(st.st_dev),
			minor(st.st_dev));
		return;
	}
	TST_EXP_EQ_LU((unsigned int)ub.f_tfree, sf.f_bfree);
	TST_EXP_EQ_LU(ub.f_tinode, sf.f_ffree);

	TST_EXP_FAIL(do_ustat(makedev(1, 3), &ub), EINVAL, "ustat(1:3, /dev/null's number)");
	TST_EXP_FAIL(do_ustat(st.st_dev, bad_addr), EFAULT, "ustat() with ubuf outside memory");
}

static void setup(void)
{
	struct kernel_ustat ub;

#ifndef HAVE_LIBC_USTAT
	if (!tst_variant)
		tst_brk(TCONF, "the C library has no ustat() (glibc removed it in 2.28)");
#endif
	tst_res(TINFO, "Testing %s", tst_variant ? "the ustat syscall" : "libc ustat");
	bad_addr = tst_get_bad_addr(NULL);
	if (do_ustat(mount_dev(), &ub) && errno == ENOSYS)
		tst_brk(TCONF, "ustat() is not supported on %s", tst_device->fs_type);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
