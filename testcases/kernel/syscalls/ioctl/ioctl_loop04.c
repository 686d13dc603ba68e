// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The loop-device ioctls of man 4 loop fail, on a device only this test can bind
 * (ioctl_loop.h), with the errors of the loop driver; after each group sysfs shows the
 * device as it was:
 * - free device: LOOP_SET_FD: EBADF for a closed descriptor and for the device itself (a
 *   loop onto itself), EINVAL for a pipe; LOOP_CONFIGURE: EINVAL for an unknown flag and
 *   for block size 1000, EFAULT for a config outside the address space;
 * - a device after LOOP_CLR_FD, still held open: ENXIO from LOOP_GET_STATUS64,
 *   LOOP_CLR_FD, LOOP_SET_STATUS64, LOOP_CHANGE_FD, LOOP_SET_CAPACITY, LOOP_SET_DIRECT_IO
 *   and LOOP_SET_BLOCK_SIZE; the last close then detaches it;
 * - bound device: EBUSY from LOOP_SET_FD and LOOP_CONFIGURE (the backing file stays);
 *   EFAULT from LOOP_GET_STATUS64 and LOOP_SET_STATUS64 with a bad address;
 *   LOOP_SET_STATUS64: EINVAL for a key size of 33, EOVERFLOW for an offset above
 *   LLONG_MAX (loop/offset unchanged); LOOP_GET_STATUS, the old 32-bit call, EOVERFLOW
 *   for the offset 4 GiB the device has; LOOP_SET_BLOCK_SIZE: EINVAL for 1000, 256 and
 *   128 KiB, above the largest block size (the page size on 6.1, 64 KiB on 6.18)
 *   (queue/logical_block_size stays 512); LOOP_CHANGE_FD: EINVAL on
 *   a read-write device, and on a read-only one for a file of another size (backing file
 *   unchanged); LOOP_SET_DIRECT_IO(1) with an offset of 100 bytes that direct I/O cannot
 *   honour: EINVAL, loop/dio stays 0 (when the test directory has O_DIRECT);
 * - a child that is nobody, with a read-only descriptor of the bound device: EPERM from
 *   LOOP_SET_STATUS64, LOOP_SET_CAPACITY, LOOP_SET_BLOCK_SIZE and LOOP_SET_DIRECT_IO
 *   (they need a writable descriptor or CAP_SYS_ADMIN), EACCES from BLKROSET
 *   (CAP_SYS_ADMIN); ro and the block size stay.
 */

#include "ioctl_loop.h"

#define IMG "img"
#define SMALL "small"
#define BIG (4LL << 30)

static struct loop_dev d = {.nr = -1, .fd = -1};
static int closed_fd, has_dio, p[2] = {-1, -1};
static void *bad;

/*
 * LOOP_SET_FD or LOOP_CONFIGURE that must fail with exp on a free device. A device
 * another test binds meanwhile answers EBUSY: try the next free one. arg -1 stands for
 * the device's own descriptor.
 */
static void fail_on_free(unsigned long req, long arg, int exp, const char *what)
{
	struct loop_dev f = {.nr = -1, .fd = -1};
	int i, fd = -1;

	for (i = 0; i < 32; i++) {
		fd = loop_open_free(&f);
		if (fd < 0)
			continue;
		TEST(tst_syscall(__NR_ioctl, fd, req, arg == -1 ? fd : arg));
		/* Bound by mistake to one of our files: ours, so detach it. */
		if (!TST_RET && (loop_backed_by(&f, IMG) || loop_backed_by(&f, SMALL)))
			tst_syscall(__NR_ioctl, fd, LOOP_CLR_FD, 0);
		SAFE_CLOSE(fd);
		if (TST_RET != -1 || TST_ERR != EBUSY)
			break;
		usleep(1000 * (i + 1));
	}
	if (TST_RET == -1 && TST_ERR == exp)
		tst_res(TPASS | TTERRNO, "%s on a free device", what);
	else
		tst_res(TFAIL | TTERRNO, "%s on a free device returned %ld, expected %s", what,
			TST_RET, tst_strerrno(exp));
}

static void free_device(void)
{
	struct loop_info64 info = {0};
	struct loop_config c = {0};
	int fd = SAFE_OPEN(IMG, O_RDWR);

	fail_on_free(LOOP_SET_FD, closed_fd, EBADF, "LOOP_SET_FD(closed fd)");
	fail_on_free(LOOP_SET_FD, -1, EBADF, "LOOP_SET_FD(the device itself)");
	fail_on_free(LOOP_SET_FD, p[0], EINVAL, "LOOP_SET_FD(a pipe)");
	c.fd = fd;
	c.info.lo_flags = 1U << 20;
	fail_on_free(LOOP_CONFIGURE, (long)&c, EINVAL, "LOOP_CONFIGURE(unknown flag 1 << 20)");
	c.info.lo_flags = 0;
	c.block_size = 1000;
	fail_on_free(LOOP_CONFIGURE, (long)&c, EINVAL, "LOOP_CONFIGURE(block size 1000)");
	fail_on_free(LOOP_CONFIGURE, (long)bad, EFAULT, "LOOP_CONFIGURE(config at a bad address)");

	/* Held through d.fd after LOOP_CLR_FD: unbound, and no other test can bind it. */
	loop_setup_bind(&d, IMG, O_RDWR);
	if (loop_ioctl(&d, LOOP_CLR_FD, 0))
		tst_brk(TBROK | TERRNO, "LOOP_CLR_FD");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_GET_STATUS64, (unsigned long)&info), ENXIO,
		     "LOOP_GET_STATUS64(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_CLR_FD, 0), ENXIO, "LOOP_CLR_FD(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info), ENXIO,
		     "LOOP_SET_STATUS64(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_CHANGE_FD, fd), ENXIO,
		     "LOOP_CHANGE_FD(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_CAPACITY, 0), ENXIO,
		     "LOOP_SET_CAPACITY(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_DIRECT_IO, 1), ENXIO,
		     "LOOP_SET_DIRECT_IO(unbound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, 4096), ENXIO,
		     "LOOP_SET_BLOCK_SIZE(unbound device)");
	SAFE_CLOSE(fd);
	if (!loop_close(&d, IMG))
		tst_res(TFAIL, "%s still backed by %s after LOOP_CLR_FD and close", d.path, IMG);
}

static void set_status_errors(void)
{
	struct loop_info64 info = {.lo_offset = BIG};
	struct loop_info old;

	if (loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info))
		tst_brk(TBROK | TERRNO, "LOOP_SET_STATUS64(offset 4 GiB)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_GET_STATUS64, (unsigned long)bad), EFAULT,
		     "LOOP_GET_STATUS64(bad address)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)bad), EFAULT,
		     "LOOP_SET_STATUS64(bad address)");
	info.lo_encrypt_key_size = 33;
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info), EINVAL,
		     "LOOP_SET_STATUS64(key size 33)");
	info.lo_encrypt_key_size = 0;
	info.lo_offset = 1ULL << 63;
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info), EOVERFLOW,
		     "LOOP_SET_STATUS64(offset 2^63)");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/offset"), BIG);
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_GET_STATUS, (unsigned long)&old), EOVERFLOW,
		     "LOOP_GET_STATUS(offset 4 GiB)");
	info.lo_offset = 0;
	if (loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info))
		tst_brk(TBROK | TERRNO, "LOOP_SET_STATUS64(offset 0)");
}

static void bound_device(void)
{
	struct loop_config c = {0};
	int fd;

	loop_setup_bind(&d, IMG, O_RDWR);
	fd = SAFE_OPEN(SMALL, O_RDWR);
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_FD, fd), EBUSY, "LOOP_SET_FD(bound device)");
	c.fd = fd;
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_CONFIGURE, (unsigned long)&c), EBUSY,
		     "LOOP_CONFIGURE(bound device)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_CHANGE_FD, fd), EINVAL,
		     "LOOP_CHANGE_FD(read-write device)");
	TST_EXP_EXPR(loop_backed_by(&d, IMG), "the device is still backed by %s", IMG);
	set_status_errors();

	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, 1000), EINVAL,
		     "LOOP_SET_BLOCK_SIZE(1000)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, 256), EINVAL, "LOOP_SET_BLOCK_SIZE(256)");
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_BLOCK_SIZE, 131072), EINVAL,
		     "LOOP_SET_BLOCK_SIZE(128 KiB)");
	TST_EXP_EQ_LI(loop_sys_ll(&d, "queue/logical_block_size"), 512);
	if (has_dio) {
		struct loop_info64 info = {.lo_offset = 100};

		if (loop_ioctl(&d, LOOP_SET_STATUS64, (unsigned long)&info))
			tst_brk(TBROK | TERRNO, "LOOP_SET_STATUS64(offset 100)");
		TST_EXP_FAIL(loop_ioctl(&d, LOOP_SET_DIRECT_IO, 1), EINVAL,
			     "LOOP_SET_DIRECT_IO(1), offset 100");
		TST_EXP_EQ_LI(loop_sys_ll(&d, "loop/dio"), 0);
	}
	loop_unbind(&d, IMG);

	loop_setup_bind(&d, IMG, O_RDONLY);
	TST_EXP_FAIL(loop_ioctl(&d, LOOP_CHANGE_FD, fd), EINVAL,
		     "LOOP_CHANGE_FD(read-only device, file of another size)");
	TST_EXP_EXPR(loop_backed_by(&d, IMG), "the device is still backed by %s", IMG);
	loop_unbind(&d, IMG);
	SAFE_CLOSE(fd);
}

/* In a child, as nobody, with a read-only descriptor of the device. */
static void unprivileged(int rfd)
{
	struct loop_info64 info = {0};

	tst_become_nobody();
	TST_EXP_FAIL(tst_syscall(__NR_ioctl, rfd, LOOP_SET_STATUS64, &info), EPERM,
		     "nobody: LOOP_SET_STATUS64(read-only fd)");
	TST_EXP_FAIL(tst_syscall(__NR_ioctl, rfd, LOOP_SET_CAPACITY, 0), EPERM,
		     "nobody: LOOP_SET_CAPACITY(read-only fd)");
	TST_EXP_FAIL(tst_syscall(__NR_ioctl, rfd, LOOP_SET_BLOCK_SIZE, 4096), EPERM,
		     "nobody: LOOP_SET_BLOCK_SIZE(read-only fd)");
	TST_EXP_FAIL(tst_syscall(__NR_ioctl, rfd, LOOP_SET_DIRECT_IO, 1), EPERM,
		     "nobody: LOOP_SET_DIRECT_IO(read-only fd)");
	TST_EXP_FAIL(tst_syscall(__NR_ioctl, rfd, BLKROSET, &(int){1}), EACCES,
		     "nobody: BLKROSET(1)");
}

static void permissions(void)
{
	int rfd;

	loop_setup_bind(&d, IMG, O_RDWR);
	rfd = SAFE_OPEN(d.path, O_RDONLY);
	if (!SAFE_FORK()) {
		unprivileged(rfd);
		exit(0);
	}
	tst_reap_children();
	SAFE_CLOSE(rfd);
	TST_EXP_EXPR(loop_sys_ll(&d, "ro") == 0 &&
		     loop_sys_ll(&d, "queue/logical_block_size") == 512 &&
		     loop_sys_ll(&d, "loop/offset") == 0,
		     "ro, block size and offset unchanged (%lld, %lld, %lld)",
		     loop_sys_ll(&d, "ro"), loop_sys_ll(&d, "queue/logical_block_size"),
		     loop_sys_ll(&d, "loop/offset"));
	loop_unbind(&d, IMG);
}

static void run(void)
{
	free_device();
	bound_device();
	permissions();
}

static void setup(void)
{
	int tmp;

	loop_probe();
	loop_make_file(IMG, BIG + 65536, 1);
	loop_make_file(SMALL, 65536, 2);
	has_dio = loop_probe_dio(IMG, "no LOOP_SET_DIRECT_IO row");
	bad = tst_get_bad_addr(NULL);
	SAFE_PIPE(p);
	/* High enough that no descriptor the test opens later gets its number. */
	tmp = SAFE_OPEN(IMG, O_RDONLY);
	closed_fd = SAFE_FCNTL(tmp, F_DUPFD, 500);
	SAFE_CLOSE(tmp);
	tmp = closed_fd;
	SAFE_CLOSE(tmp);
}

static void cleanup(void)
{
	loop_release(&d);
	if (p[0] > 0) {
		SAFE_CLOSE(p[0]);
		SAFE_CLOSE(p[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.min_kver = "5.8",
};
