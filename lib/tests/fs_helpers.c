// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Filesystem helpers that need no device:
 *   names               tst_fs_type_name() of every magic
 *   type PATH           tst_fs_type() and its name
 *   files               fill/prealloc/exists/free space in a tmpdir
 *   mntflags PATH F...  tst_path_has_mnt_flags()
 *   mounted PATH        tst_is_mounted() and tst_mount_has_opt(PATH, "rw")
 */
#include <sys/stat.h>
#include "test.h"
#include "tst_fs_type.h"

char *TCID = "fs_helpers";
int TST_TOTAL = 1;

static void cleanup(void)
{
	if (tst_tmpdir_created())
		tst_rmdir();
}

static void names(void)
{
	static const struct { long magic; const char *name; } t[] = {
		{TST_TMPFS_MAGIC, "TMPFS"}, {TST_NFS_MAGIC, "NFS"}, {TST_V9FS_MAGIC, "9P"},
		{TST_RAMFS_MAGIC, "RAMFS"}, {TST_BTRFS_MAGIC, "BTRFS"}, {TST_XFS_MAGIC, "XFS"},
		{TST_EXT2_OLD_MAGIC, "EXT2"}, {TST_EXT234_MAGIC, "EXT2/EXT3/EXT4"},
		{TST_MINIX_MAGIC, "MINIX"}, {TST_MINIX3_MAGIC, "MINIX"}, {TST_UDF_MAGIC, "UDF"},
		{TST_SYSV2_MAGIC, "SYSV2"}, {TST_SYSV4_MAGIC, "SYSV4"}, {TST_UFS_MAGIC, "UFS"},
		{TST_UFS2_MAGIC, "UFS"}, {TST_F2FS_MAGIC, "F2FS"}, {TST_NILFS_MAGIC, "NILFS"},
		{TST_EXOFS_MAGIC, "EXOFS"}, {TST_VFAT_MAGIC, "VFAT"}, {TST_EXFAT_MAGIC, "EXFAT"},
		{TST_NTFS_MAGIC, "NTFS"}, {TST_FUSE_MAGIC, "FUSE"},
		{TST_OVERLAYFS_MAGIC, "OVERLAYFS"}, {TST_BCACHEFS_MAGIC, "BCACHEFS"},
		{0x12345678, "Unknown"},
		/* a sign-extended 32-bit magic, as a 32-bit f_type would hand it over */
		{(long)(int)TST_BTRFS_MAGIC, "BTRFS"},
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(t); i++) {
		const char *got = tst_fs_type_name(t[i].magic);

		tst_resm(strcmp(got, t[i].name) ? TFAIL : TPASS, "0x%lx is %s", t[i].magic, got);
	}
}

static void files(void)
{
	struct stat st;

	tst_tmpdir();
	if (tst_fill_file("filled", 'x', 1024, 8))
		tst_brkm(TBROK | TERRNO, cleanup, "tst_fill_file failed");
	tst_resm(!stat("filled", &st) && st.st_size == 8192 ? TPASS : TFAIL,
		 "tst_fill_file wrote 8192 bytes");
	if (tst_prealloc_file("prealloc", 4096, 4))
		tst_brkm(TBROK | TERRNO, cleanup, "tst_prealloc_file failed");
	tst_resm(!stat("prealloc", &st) && st.st_size == 16384 ? TPASS : TFAIL,
		 "tst_prealloc_file made 16384 bytes");
	tst_resm(tst_path_exists("%s", "filled") && !tst_path_exists("%s/x", "nothing") ?
		 TPASS : TFAIL, "tst_path_exists");
	tst_resm(tst_fs_has_free(cleanup, ".", 1, TST_KB) ? TPASS : TFAIL, "1 KB free");
	tst_resm(!tst_fs_has_free(cleanup, ".", 4000000, TST_GB) ? TPASS : TFAIL,
		 "not 4 PB free");
	tst_resm(tst_dir_is_empty(cleanup, ".", 0) ? TFAIL : TPASS, "tmpdir is not empty");
	cleanup();
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "names")) {
		names();
	} else if (!strcmp(mode, "type") && argc == 3) {
		long t = tst_fs_type(NULL, argv[2]);

		tst_resm(TINFO, "%s is on %s", argv[2], tst_fs_type_name(t));
	} else if (!strcmp(mode, "files")) {
		files();
	} else if (!strcmp(mode, "mntflags") && argc >= 3) {
		tst_resm(TINFO, "%s has %d of the flags", argv[2],
			 tst_path_has_mnt_flags(NULL, argv[2], (const char **)argv + 3));
	} else if (!strcmp(mode, "mounted") && argc == 3) {
		tst_resm(TINFO, "mounted %d rw %d", tst_is_mounted(argv[2]),
			 tst_mount_has_opt(argv[2], "rw"));
	} else {
		tst_brkm(TBROK, NULL, "usage: fs_helpers MODE ...");
	}
	tst_exit();
}
