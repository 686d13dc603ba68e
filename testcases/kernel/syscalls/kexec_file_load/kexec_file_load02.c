// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * kexec_file_load(2) of a crash kernel (KEXEC_FILE_ON_CRASH) on a machine with no crash
 * kernel region reserved: nothing is ever loaded.
 * The kernel file is a synthetic 8 KiB image with a valid x86 boot-protocol setup header
 * (boot_flag 0xAA55, "HdrS", version 2.15, LOADED_HIGH, XLF_KERNEL_64,
 * XLF_CAN_BE_LOADED_ABOVE_4G and XLF_5LEVEL, room for a 2 KiB command line), enough for
 * the kernel's bzImage64 probe; every call passes KEXEC_FILE_NO_INITRAMFS. In the man
 * page's order:
 * - EADDRNOTAVAIL: a null-terminated cmdline: the crash kernel's segments find no room,
 *   the crash kernel region being empty; likewise kexec_load() with KEXEC_ON_CRASH and
 *   one segment at 16 MiB, outside that region (TCONF without CONFIG_KEXEC);
 * - EBUSY: a second kexec_file_load(), and a kexec_load() with KEXEC_ON_CRASH, while a
 *   first kexec_file_load() holds the kexec lock, blocked copying its cmdline from a page
 *   a userfaultfd leaves missing; once the page is filled with zeros that first call
 *   fails with EADDRNOTAVAIL too (the kexec_load() check is TCONF without CONFIG_KEXEC);
 * - EINVAL: a cmdline whose last byte (cmdline[cmdline_len - 1]) is not a null byte.
 * After each row /sys/kernel/kexec_crash_loaded still reads 0, kexec_crash_size 0 and
 * kexec_loaded its value from before.
 *
 * Safety: setup requires /sys/kernel/kexec_crash_size and kexec_crash_loaded to read 0
 * (TCONF otherwise): KEXEC_FILE_ON_CRASH first unloads a loaded crash kernel, and only
 * without a crash kernel region can the image never be loaded. Calls without
 * KEXEC_FILE_ON_CRASH (kexec_file_load01) never get this image.
 * TCONF also without CONFIG_KEXEC_FILE, with kexec_load_disabled set, with
 * CONFIG_KEXEC_SIG_FORCE (the unsigned image is refused first), under lockdown or secure
 * boot, and outside x86_64 (the image is an x86 bzImage).
 * The test runs alone: while it holds the kexec lock, another test's kexec call would fail
 * with EBUSY.
 */

#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/kexec.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_pthread.h"
#include "../userfaultfd/uffd_common.h"

#define CRASH_SIZE "/sys/kernel/kexec_crash_size"
#define CRASH_LOADED "/sys/kernel/kexec_crash_loaded"
#define KEXEC_LOADED "/sys/kernel/kexec_loaded"

#define IMG_LEN 8192
#define FLAGS (KEXEC_FILE_ON_CRASH | KEXEC_FILE_NO_INITRAMFS)
/* kexec_load's target of the EBUSY row: outside any (here empty) crash kernel region */
#define KEXEC_MEM 0x1000000UL

/* The fields of the x86 boot protocol's setup header (in the image's first sector) */
#define SETUP_SECTS 0x1f1
#define BOOT_FLAG 0x1fe
#define HDR_MAGIC 0x202
#define HDR_VERSION 0x206
#define LOADFLAGS 0x211
#define XLOADFLAGS 0x236
#define CMDLINE_SIZE 0x238
#define LOADED_HIGH 0x01
#define XLF_KERNEL_64 0x01
#define XLF_CAN_BE_LOADED_ABOVE_4G 0x02
#define XLF_5LEVEL 0x20

static const char cmdline[] = "console=ttyS0";
static int img_fd = -1, uffd = -1, has_kexec_load, kexec_loaded;
static char *cmd_page;
static size_t page_size;
static char seg_buf[4096];
static struct kexec_segment seg = {seg_buf, sizeof(seg_buf), (void *)KEXEC_MEM, 4096};

enum kind { FILE_LOAD, SEGMENT_LOAD, BUSY };

static struct tcase {
	enum kind kind;
	unsigned long len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{FILE_LOAD, sizeof(cmdline), EADDRNOTAVAIL, "no crash kernel region reserved"},
	{SEGMENT_LOAD, 0, EADDRNOTAVAIL, "a segment outside the crash kernel region"},
	{BUSY, 0, EBUSY, "another kexec_file_load() holding the kexec lock"},
	{FILE_LOAD, sizeof(cmdline) - 1, EINVAL, "cmdline not ending in a null byte"},
};

static long load(const char *cmd, unsigned long len)
{
	return syscall(__NR_kexec_file_load, img_fd, -1, len, cmd, FLAGS);
}

static void check_nothing_loaded(const char *what)
{
	unsigned long size = 1;
	int crash = -1, loaded = -1;

	SAFE_FILE_SCANF(CRASH_SIZE, "%lu", &size);
	SAFE_FILE_SCANF(CRASH_LOADED, "%d", &crash);
	SAFE_FILE_SCANF(KEXEC_LOADED, "%d", &loaded);
	if (size || crash || loaded != kexec_loaded)
		tst_res(TFAIL, "after %s: kexec_crash_size %lu, kexec_crash_loaded %d, "
			"kexec_loaded %d (was %d)", what, size, crash, loaded, kexec_loaded);
	else
		tst_res(TPASS, "after %s: no crash kernel region, nothing loaded", what);
}

static long blocked_ret;
static int blocked_errno;

static void *blocked_load(void *arg)
{
	blocked_ret = load(cmd_page, 16);
	blocked_errno = errno;
	return arg;
}

static void run_busy(struct tcase *tc)
{
	struct uffdio_zeropage zp = {
		.range = {.start = (unsigned long)cmd_page, .len = page_size},
	};
	struct uffd_msg msg;
	pthread_t thread;

	/* missing again for -i: the zero page of the last iteration is dropped */
	if (madvise(cmd_page, page_size, MADV_DONTNEED))
		tst_brk(TBROK | TERRNO, "madvise(MADV_DONTNEED)");
	SAFE_PTHREAD_CREATE(&thread, NULL, blocked_load, NULL);
	if (uffd_wait_msg(uffd, &msg, "kexec_file_load() copying its cmdline")) {
		SAFE_PTHREAD_JOIN(thread, NULL);
		tst_res(TINFO, "the first kexec_file_load() returned %ld (%s)", blocked_ret,
			tst_strerrno(blocked_errno));
		return;
	}
	TST_EXP_FAIL(load(cmdline, sizeof(cmdline)), EBUSY, "kexec_file_load() with %s",
		     tc->desc);
	if (has_kexec_load) {
		TST_EXP_FAIL(syscall(__NR_kexec_load, KEXEC_MEM, 1UL, &seg, KEXEC_ON_CRASH),
			     EBUSY, "kexec_load(KEXEC_ON_CRASH) with %s", tc->desc);
	} else {
		tst_res(TCONF, "CONFIG_KEXEC is not set: kexec_load() with %s", tc->desc);
	}
	SAFE_IOCTL(uffd, UFFDIO_ZEROPAGE, &zp);
	SAFE_PTHREAD_JOIN(thread, NULL);
	if (blocked_ret != -1 || blocked_errno != EADDRNOTAVAIL)
		tst_res(TFAIL, "the blocked kexec_file_load() returned %ld (%s), expected "
			"EADDRNOTAVAIL", blocked_ret, tst_strerrno(blocked_errno));
	else
		tst_res(TPASS, "the blocked kexec_file_load() failed with EADDRNOTAVAIL");
	check_nothing_loaded("EBUSY");
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->kind == BUSY) {
		run_busy(tc);
		return;
	}
	if (tc->kind == SEGMENT_LOAD && !has_kexec_load) {
		tst_res(TCONF, "CONFIG_KEXEC is not set: kexec_load() with %s", tc->desc);
		return;
	}
	if (tc->kind == SEGMENT_LOAD) {
		/* entry 0 lies in the empty region [0, 0]: the segment is what is refused */
		TST_EXP_FAIL(syscall(__NR_kexec_load, 0UL, 1UL, &seg, KEXEC_ON_CRASH),
			     tc->exp_errno, "kexec_load(KEXEC_ON_CRASH) with %s", tc->desc);
	} else {
		TST_EXP_FAIL(load(cmdline, tc->len), tc->exp_errno, "kexec_file_load() with %s",
			     tc->desc);
	}
	check_nothing_loaded(tc->desc);
}

static void put16(char *img, size_t off, uint16_t v)
{
	memcpy(img + off, &v, sizeof(v));
}

static void make_image(void)
{
	static char img[IMG_LEN];
	uint32_t cmdline_size = 2047;

	img[SETUP_SECTS] = 4;
	put16(img, BOOT_FLAG, 0xaa55);
	memcpy(img + HDR_MAGIC, "HdrS", 4);
	put16(img, HDR_VERSION, 0x020f);
	img[LOADFLAGS] = LOADED_HIGH;
	put16(img, XLOADFLAGS, XLF_KERNEL_64 | XLF_CAN_BE_LOADED_ABOVE_4G | XLF_5LEVEL);
	memcpy(img + CMDLINE_SIZE, &cmdline_size, sizeof(cmdline_size));
	img_fd = SAFE_OPEN("bzimage", O_WRONLY | O_CREAT, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, img_fd, img, sizeof(img));
	SAFE_CLOSE(img_fd);
	img_fd = SAFE_OPEN("bzimage", O_RDONLY);
}

static void setup(void)
{
	unsigned long size = 1;
	int disabled = 1, crash = 1;

	if (tst_kconfig_get("CONFIG_KEXEC_FILE") != 'y')
		tst_brk(TCONF, "CONFIG_KEXEC_FILE is not set");
	if (tst_kconfig_get("CONFIG_KEXEC_SIG_FORCE") == 'y')
		tst_brk(TCONF, "CONFIG_KEXEC_SIG_FORCE is set: an unsigned image is refused");
	SAFE_FILE_SCANF("/proc/sys/kernel/kexec_load_disabled", "%d", &disabled);
	if (disabled)
		tst_brk(TCONF, "kexec_load_disabled is set: every call fails with EPERM");
	SAFE_FILE_SCANF(CRASH_SIZE, "%lu", &size);
	SAFE_FILE_SCANF(CRASH_LOADED, "%d", &crash);
	if (size || crash)
		tst_brk(TCONF, "a crash kernel region is reserved (kexec_crash_size %lu, "
			"kexec_crash_loaded %d): the image could be loaded", size, crash);
	SAFE_FILE_SCANF(KEXEC_LOADED, "%d", &kexec_loaded);
	has_kexec_load = tst_kconfig_get("CONFIG_KEXEC") == 'y';
	make_image();

	page_size = getpagesize();
	cmd_page = SAFE_MMAP(NULL, page_size, PROT_READ | PROT_WRITE,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uffd = syscall(__NR_userfaultfd, O_CLOEXEC | O_NONBLOCK);
	if (uffd < 0)
		tst_brk(TBROK | TERRNO, "userfaultfd()");
	uffd_api(uffd, 0);
	uffd_register(uffd, cmd_page, page_size, UFFDIO_REGISTER_MODE_MISSING);
}

static void cleanup(void)
{
	if (uffd >= 0)
		SAFE_CLOSE(uffd);
	if (img_fd >= 0)
		SAFE_CLOSE(img_fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.runs_alone = 1,
	.skip_in_lockdown = 1,
	.skip_in_secureboot = 1,
	.supported_archs = (const char *const []){"x86_64", NULL},
	.needs_kconfigs = (const char *const []){"CONFIG_USERFAULTFD=y", NULL},
};
