// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swapon(2) errors, in the order of the man page's ERRORS, with swap files on a filesystem
 * the test mounts (TCONF when it cannot hold one); after each failure the number of
 * swap areas in /proc/swaps is unchanged:
 * - EBUSY: the file is already a swap area (enabled in setup, disabled in cleanup);
 * - EINVAL: a character device (/dev/null), neither a regular file nor a block device (a
 *   directory fails earlier, with EISDIR from opening it for writing); a file
 *   without a swap signature; a swap file on tmpfs (mounted by the test); an invalid flag;
 * - ENOENT: the path does not exist;
 * - EPERM: a caller without CAP_SYS_ADMIN (nobody).
 *
 * Not provoked: ENFILE: the system-wide file limit cannot be reached safely on a shared
 * machine; ENOMEM: swapon03 (in a full memory cgroup); EPERM for the maximum number of swap
 * files: it would take every swap slot of the machine.
 */

#include <pwd.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "swap_common.h"

/* a disk filesystem: the tmpdir may be tmpfs, which cannot hold swap */
#define MNT "mnt"

#define TMPFS MNT "/tmpfs"

static int active, mounted, tmpfs_swap;
static uid_t nobody_uid;

static void as_nobody(void)
{
	SAFE_SETUID(nobody_uid);
}

static struct tcase {
	const char *name;
	const char *path;
	int flags;
	int exp_errno;
	void (*child)(void);
	int *needs;
} tcases[] = {
	{"already a swap area", MNT "/active", 0, EBUSY},
	{"character device", "/dev/null", 0, EINVAL},
	{"no swap signature", MNT "/plain", 0, EINVAL},
	{"swap file on tmpfs", TMPFS "/swapfile", 0, EINVAL, NULL, &tmpfs_swap},
	{"invalid flag", MNT "/spare", 0x80000, EINVAL},
	{"missing path", MNT "/missing", 0, ENOENT},
	{"caller without CAP_SYS_ADMIN", MNT "/spare", 0, EPERM, as_nobody},
};

static void check(struct tcase *tc)
{
	int before = tst_count_swaps();

	TST_EXP_FAIL(swapon(tc->path, tc->flags), tc->exp_errno, "swapon() %s", tc->name);
	if (!TST_PASS && !tc->child)
		swap_release(tc->path);
	if (tst_count_swaps() != before)
		tst_res(TFAIL, "%s: %d swap areas before, %d after", tc->name, before,
			tst_count_swaps());
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->needs && !*tc->needs) {
		tst_res(TCONF, "%s: could not make the file (see above)", tc->name);
		return;
	}
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tc->child();
		check(tc);
		exit(0);
	}
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	is_swap_supported(MNT "/probe");
	SAFE_MAKE_SWAPFILE_SIZE(MNT "/active", SWAP_MB);
	SAFE_MAKE_SWAPFILE_SIZE(MNT "/spare", SWAP_MB);
	SAFE_FILE_PRINTF(MNT "/plain", "not a swap area");
	SAFE_TRUNCATE(MNT "/plain", SWAP_MB << 20);
	if (swapon(MNT "/active", 0))
		tst_brk(TBROK | TERRNO, "swapon(active)");
	active = 1;
	SAFE_MKDIR(TMPFS, 0755);
	SAFE_MOUNT("tmpfs", TMPFS, "tmpfs", 0, "size=8m");
	mounted = 1;
	tmpfs_swap = !MAKE_SWAPFILE_SIZE(TMPFS "/swapfile", SWAP_MB);
}

static void cleanup(void)
{
	if (active && swapoff(MNT "/active"))
		tst_res(TWARN | TERRNO, "swapoff(active)");
	swap_release(MNT "/spare");
	if (mounted) {
		swap_release(TMPFS "/swapfile");
		SAFE_UMOUNT(TMPFS);
	}
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	/* swap areas are machine-wide: no two tests enable them at once */
	.exclusive = (const char *const []){"swap", NULL},
	.needs_kconfigs = (const char *const []){"CONFIG_SWAP", NULL},
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
