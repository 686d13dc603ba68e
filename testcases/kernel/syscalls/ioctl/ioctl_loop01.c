// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The classic loop-device ioctls of man 4 loop on a device only this test can bind
 * (ioctl_loop.h), each checked through sysfs (/sys/block/loopN/...) and the data the
 * device reads (O_DIRECT):
 * - LOOP_SET_FD of a 4 GiB + 64 KiB sparse file opened read-write: backing_file is the
 *   file, the size is the file's in sectors, ro is 0, the device reads the file's bytes;
 * - LOOP_GET_STATUS64: lo_number, lo_device and lo_inode of the file, offset and size
 *   limit 0, no LO_FLAGS_READ_ONLY;
 * - LOOP_SET_STATUS64 with lo_offset 4 GiB (past 2^32), lo_sizelimit 32 KiB and a name:
 *   loop/offset, loop/sizelimit and the size (64 sectors) follow, the device reads the
 *   file's bytes at 4 GiB, LOOP_GET_STATUS64 gives the three back;
 * - LO_FLAGS_AUTOCLEAR set and cleared by LOOP_SET_STATUS64 (loop/autoclear 1, then 0);
 *   LO_FLAGS_READ_ONLY is not settable that way (ro stays 0);
 * - LOOP_CLR_FD: LOOP_GET_STATUS64 then fails with ENXIO; the device is detached at once
 *   (6.1) or at the last close (newer kernels, 6.18): after that close loop/backing_file
 *   is gone and the size is 0;
 * - LOOP_SET_FD of a file opened read-only: ro is 1, LO_FLAGS_READ_ONLY is reported, a
 *   write to the device fails with EPERM and leaves the file unchanged;
 * - LO_FLAGS_PARTSCAN set by LOOP_SET_STATUS64 on a file holding an MBR with one
 *   partition (start 8, 64 sectors): BLKRRPART, EINVAL before, now rescans; where the
 *   kernel reads MBRs (CONFIG_MSDOS_PARTITION) loopNp1 appears in sysfs with that start
 *   and size, and is gone once the device is detached;
 * - LO_FLAGS_AUTOCLEAR: closing the last descriptor detaches the device.
 */

#include "ioctl_loop.h"

#define IMG "img"
#define PART "part.img"
#define BIG (4LL << 30)

static struct loop_dev d = {.nr = -1, .fd = -1};
static struct stat img_st;
static int msdos;

static void get_status(struct loop_info64 *info)
{
	memset(info, 0, sizeof(*info));
	TST_EXP_PASS(loop_ioctl(&d, LOOP_GET_STATUS64, (unsigned long)info),
		     "LOOP_GET_STATUS64");
}

static void set_status(uint64_t off, uint64_t limit, uint32_t flags, const char *what)
{
	struct loop_info64 info = {.lo_offset = off, .lo_sizelimit = limit, .lo_flags = flags};

	strcpy((char *)info.lo_file_name, "ltk-loop01");
	TST_EXP_PASS(loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info),
		     "LOOP_SET_STATUS64(%s)", what);
}

static int bind_file(const char *file, int mode)
{
	return loop_bind(&d, LOOP_SET_FD, NULL, file, mode,
			 mode == O_RDONLY ? "LOOP_SET_FD(read-only file)" : "LOOP_SET_FD");
}

/* LOOP_CLR_FD, then the last close; 1 if the device let file go. */
static int clear(const char *file, const char *what)
{
	struct loop_info64 info;

	TST_EXP_PASS(loop_ioctl(&d, LOOP_CLR_FD, 0), "LOOP_CLR_FD(%s)", what);
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_GET_STATUS64, (unsigned long)&info), ENXIO,
		     "LOOP_GET_STATUS64 after LOOP_CLR_FD");
	if (!loop_close(&d, file)) {
		tst_res(TFAIL, "%s is still backed by %s after LOOP_CLR_FD and close", d.path,
			file);
		return 0;
	}
	tst_res(TPASS, "%s detached from %s (size %lld)", d.path, file,
		loop_sys_ll(&d, "size"));
	return 1;
}

static void read_write(void)
{
	struct loop_info64 info;

	if (!bind_file(IMG, O_RDWR))
		return;
	TST_EXP_EQ_LI(loop_sys_ll(&d, "size"), (BIG + 65536) / 512);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 0);
	TST_EXP_EXPR(loop_shows(&d, IMG, 0), "the device reads the file's first bytes");
	get_status(&info);
	TST_EXP_EXPR(info.lo_number == (uint32_t)d.nr && info.lo_device == img_st.st_dev &&
		     info.lo_inode == img_st.st_ino && !info.lo_offset && !info.lo_sizelimit &&
		     !(info.lo_flags & LO_FLAGS_READ_ONLY),
		     "status: number %u device 0x%llx inode %llu offset %llu limit %llu flags 0x%x",
		     info.lo_number, (unsigned long long)info.lo_device,
		     (unsigned long long)info.lo_inode, (unsigned long long)info.lo_offset,
		     (unsigned long long)info.lo_sizelimit, info.lo_flags);

	set_status(BIG, 32768, 0, "offset 4 GiB, limit 32 KiB");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/offset"), BIG);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/sizelimit"), 32768);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "size"), 64);
	TST_EXP_EXPR(loop_shows(&d, IMG, BIG), "the device reads the file's bytes at 4 GiB");
	get_status(&info);
	TST_EXP_EXPR(info.lo_offset == BIG && info.lo_sizelimit == 32768 &&
		     !strcmp((char *)info.lo_file_name, "ltk-loop01"),
		     "status: offset %llu limit %llu name '%s'",
		     (unsigned long long)info.lo_offset, (unsigned long long)info.lo_sizelimit,
		     (char *)info.lo_file_name);

	set_status(BIG, 32768, LO_FLAGS_AUTOCLEAR, "LO_FLAGS_AUTOCLEAR");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/autoclear"), 1);
	set_status(BIG, 32768, LO_FLAGS_READ_ONLY, "LO_FLAGS_READ_ONLY, no AUTOCLEAR");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/autoclear"), 0);
	TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 0);
	clear(IMG, "read-write");
}

static void read_only(void)
{
	struct loop_info64 info;
	char *buf = aligned_alloc(LOOP_BLK, LOOP_BLK);

	if (!buf)
		tst_brk(TBROK, "out of memory");
	memset(buf, 'w', LOOP_BLK);
	if (bind_file(IMG, O_RDONLY)) {
		TST_EXP_EQ_LI(loop_sys_ll(&d, "ro"), 1);
		get_status(&info);
		TST_EXP_EXPR(info.lo_flags & LO_FLAGS_READ_ONLY, "LO_FLAGS_READ_ONLY (flags 0x%x)",
			     info.lo_flags);
		TST_EXP_FAIL(pwrite(d.fd, buf, LOOP_BLK, 0), EPERM, "write to the device");
		TST_EXP_EXPR(loop_shows(&d, IMG, 0), "the file is unchanged");
		clear(IMG, "read-only");
	}
	free(buf);
}

static void partitions(void)
{
	char p1[64];

	if (!bind_file(PART, O_RDWR))
		return;
	snprintf(p1, sizeof(p1), "loop%dp1/start", d.nr);
	TST_EXP_EQ_LI(loop_sys_ll(&d, p1), -1);
	TST_EXP_FAIL(loop_ioctl(&d, BLKRRPART, 0), EINVAL, "BLKRRPART without LO_FLAGS_PARTSCAN");
	set_status(0, 0, LO_FLAGS_PARTSCAN, "LO_FLAGS_PARTSCAN");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/partscan"), 1);
	loop_check_partscan(&d, msdos);
	snprintf(p1, sizeof(p1), "/sys/block/loop%d/loop%dp1", d.nr, d.nr);
	if (clear(PART, "partitioned"))
		TST_EXP_EXPR(access(p1, F_OK) == -1, "%s is gone", p1);
}

static void autoclear(void)
{
	if (!bind_file(IMG, O_RDWR))
		return;
	set_status(0, 0, LO_FLAGS_AUTOCLEAR, "LO_FLAGS_AUTOCLEAR");
	if (loop_close(&d, IMG))
		tst_res(TPASS, "the last close detached the LO_FLAGS_AUTOCLEAR device");
	else
		tst_res(TFAIL, "the device is still backed by %s after its last close", IMG);
}

static void run(void)
{
	read_write();
	read_only();
	partitions();
	autoclear();
}

static void setup(void)
{
	loop_probe();
	loop_make_file(IMG, BIG + 65536, 1);
	SAFE_STAT(IMG, &img_st);
	loop_make_part(PART, 1 << 20, 2);
	msdos = loop_probe_msdos();
}

static void cleanup(void)
{
	loop_release(&d);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
