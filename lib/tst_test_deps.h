/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The functions of the other library areas that the modern face calls (devices and
 * filesystems, checkpoints, kconfig/buffers/caps/...). While an area is not part of the
 * build its functions are weak references: LTK_HAS_*() is then false and the field that
 * needs it ends in TCONF "... not supported by this build". Once the area is merged,
 * LTK_HAVE_<AREA> is defined and the references are ordinary ones (so the archive member
 * is linked in).
 */
#ifndef TST_TEST_DEPS_H
#define TST_TEST_DEPS_H

#include <stddef.h>
#ifndef TST_NO_DEFAULT_MAIN
# define TST_NO_DEFAULT_MAIN
#endif
#include "tst_test.h"

#define LTK_HAVE_DEV 1
#define LTK_HAVE_FEAT 1
#include "tst_kconfig.h"
#include "tst_security.h"
#include "tst_memutils.h"

/* ---- dev: devices, mkfs, supported filesystems, kernel version, commands ---------- */
#ifdef LTK_HAVE_DEV
# define LTK_HAS_DEV(fn) 1
#else
# define LTK_HAS_DEV(fn) ((fn) != NULL)
# define LTK_WEAK_ __attribute__((weak))
const char *tst_acquire_device_(void (*cleanup)(void), unsigned int size_mb) LTK_WEAK_;
int tst_release_device_(const char *dev) LTK_WEAK_;
void tst_mkfs_(const char *file, const int lineno, void (*cleanup)(void), const char *dev,
	       const char *fs_type, const char *const fs_opts[],
	       const char *const extra_opts[]) LTK_WEAK_;
const char *tst_dev_fs_type(void) LTK_WEAK_;
int tst_fs_is_supported(const char *fs_type) LTK_WEAK_;
const char **tst_get_supported_fs_types(const char *const *skiplist) LTK_WEAK_;
int tst_fs_in_skiplist(const char *fs_type, const char *const *skiplist) LTK_WEAK_;
unsigned int tst_dev_min_size(const char *fs_type) LTK_WEAK_;
int tst_umount(const char *path) LTK_WEAK_;
int tst_is_mounted(const char *path) LTK_WEAK_;
long tst_fs_type_(void (*cleanup)(void), const char *path) LTK_WEAK_;
const char *tst_fs_type_name(long f_type) LTK_WEAK_;
int tst_kvercmp(int r1, int r2, int r3) LTK_WEAK_;
int tst_check_cmd(const char *cmd, const int brk_nosupp) LTK_WEAK_;
# undef LTK_WEAK_
#endif

/* ---- feat: kconfig, buffers, save/restore, caps, hugepages, taint, cgroups ... ---- */
#ifdef LTK_HAVE_FEAT
# define LTK_HAS_FEAT(fn) 1
#else
# define LTK_HAS_FEAT(fn) ((fn) != NULL)
# define LTK_WEAK_ __attribute__((weak))
int tst_kconfig_check(const char *const kconfigs[]) LTK_WEAK_;
void tst_buffers_alloc(struct tst_buffers bufs[]) LTK_WEAK_;
void tst_free_all(void) LTK_WEAK_;
void tst_sys_conf_save(const struct tst_path_val *conf) LTK_WEAK_;
void tst_sys_conf_restore(int verbose) LTK_WEAK_;
void tst_cap_setup(struct tst_cap *caps, unsigned int action) LTK_WEAK_;
unsigned long tst_reserve_hugepage(struct tst_hugepage *hp) LTK_WEAK_;
void tst_taint_init(unsigned int mask) LTK_WEAK_;
unsigned int tst_taint_check(void) LTK_WEAK_;
void tst_cg_init(void) LTK_WEAK_;
void tst_cg_cleanup(void) LTK_WEAK_;
int tst_lockdown_enabled(void) LTK_WEAK_;
int tst_secureboot_enabled(void) LTK_WEAK_;
long long tst_available_mem(void) LTK_WEAK_;
long long tst_available_swap(void) LTK_WEAK_;
# undef LTK_WEAK_
#endif

/* ---- sync: checkpoints --------------------------------------------------------------- */
/* Point the checkpoint futexes at the shared page (no-op until sync is merged). */
void ltk_checkpoint_setup(void);

/* tst_free_all() when the buffers area is linked. */
void ltk_free_all(void);

int tst_tmpdir_created(void);

#endif
