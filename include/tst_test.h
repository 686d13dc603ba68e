/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Today's declarative test API: a test fills a `struct tst_test` and the library provides
 * what it declares (root check, tmpdir, device, filesystems, ...), runs setup(), the test
 * function(s) and cleanup() in a watched child process, and turns the results into the
 * exit code. See doc/writing-tests.md (how to) and doc/modern-api.md (reference).
 */
#ifndef TST_TEST_H__
#define TST_TEST_H__

#ifdef __TEST_H__
# error "test.h and tst_test.h cannot be used in the same test"
#endif

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/utsname.h>

#include "tst_common.h"
#include "tst_res_flags.h"
#include "tst_test_macros.h"
#include "tst_buffers.h"
#include "tst_capability.h"
#include "tst_hugepage.h"
#include "tst_sys_conf.h"
#include "tst_taint.h"
#include "tst_cgroup.h"
#include "tst_cmd.h"
#include "tst_tmpdir.h"
#include "tst_device.h"
#include "tst_fs.h"
#include "tst_kvercmp.h"
#include "tst_checkpoint.h"
#include "tst_process_state.h"
#include "tst_timer.h"
#include "tst_assert.h"
#include "tst_mkfs.h"
#include "tst_safe_macros.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_net.h"
#include "tst_net.h"
#include "tst_fd.h"
#include "tst_clone.h"
#include "tst_get_bad_addr.h"
#include "tst_pid.h"
#include "tst_cpu.h"
#include "tst_atomic.h"
#include "tst_kernel.h"
#include "tst_minmax.h"
#include "tst_coredump.h"
#include "tst_memutils.h"
#include "tst_arch.h"
#include "tst_security.h"
#include "tst_kconfig.h"
#include "tst_uid.h"
#include "lapi/syscalls.h"

/* ---- reporting ----------------------------------------------------------------------- */

/*
 * Print "file:line: TTYPE: msg" on stderr and count the result in the shared store.
 * TBROK is refused at compile time: use tst_brk() for it.
 */
void tst_res_(const char *file, const int lineno, int ttype, const char *fmt, ...)
	LTK_PRINTF(4, 5);
#define tst_res(ttype, arg_fmt, ...) \
	({ \
		TST_RES_SUPPORTS_TCONF_TDEBUG_TFAIL_TINFO_TPASS_TWARN(ttype); \
		tst_res_(__FILE__, __LINE__, (ttype), (arg_fmt), ##__VA_ARGS__); \
	})

/* As tst_res() followed by a hex dump of buf (16 bytes a line). */
void tst_res_hexd_(const char *file, const int lineno, int ttype, const void *buf,
		   size_t size, const char *arg_fmt, ...) LTK_PRINTF(6, 7);
#define tst_res_hexd(ttype, buf, size, arg_fmt, ...) \
	tst_res_hexd_(__FILE__, __LINE__, (ttype), (buf), (size), (arg_fmt), ##__VA_ARGS__)

/*
 * Report and end: the test process runs cleanup() and exits, the library process prints
 * the summary and exits, any other child exits. A TBROK also stops every further
 * iteration, variant and filesystem. Inside cleanup() a TBROK is reported as TWARN and
 * the call returns, so SAFE_* macros can be used there.
 */
void tst_brk_(const char *file, const int lineno, int ttype, const char *fmt, ...)
	LTK_PRINTF(4, 5);
#define tst_brk(ttype, arg_fmt, ...) \
	tst_brk_(__FILE__, __LINE__, (ttype), (arg_fmt), ##__VA_ARGS__)

/* Raw output to stderr, in order with the result lines. */
void tst_printf(const char *fmt, ...) LTK_PRINTF(1, 2);
/* Flush stdout and stderr (called before fork so buffered output is not duplicated). */
void tst_flush(void);

const char *tst_strerrno(int err);
const char *tst_strsig(int sig);
/* "exited with 1", "killed by SIGKILL" ...; the buffer is per thread. */
const char *tst_strstatus(int status);

/* Evaluate expr; when it is non-zero print "<expr> failed" and return it from the caller. */
#define TST_TRACE(expr) \
	({ \
		int ltk_trace_ret_ = (expr); \
		if (ltk_trace_ret_) \
			tst_res(TINFO, "%s failed", #expr); \
		ltk_trace_ret_; \
	})

/* ---- processes ---------------------------------------------------------------------- */

/* fork() after flushing output; needs .forks_child. The child frees guarded buffers at exit. */
pid_t safe_fork(const char *file, const int lineno);
#define SAFE_FORK() safe_fork(__FILE__, __LINE__)

/* Wait for all children; a child that did not exit with 0 is a TBROK. */
void tst_reap_children(void);
/* Wait for count children; the first one that did not exit with 0 is a TFAIL (returns 1). */
int tst_validate_children(int count);

/* In an exec()ed helper: attach to the test's shared results (LTP_IPC_PATH). */
void tst_reinit(void);
/* fork + exec a shell script with LTP_IPC_PATH in its environment (needs .runs_script). */
int tst_run_script(const char *script_name, char *const params[]);

/* ---- time --------------------------------------------------------------------------- */

#define TST_UNLIMITED_TIMEOUT (-1)

/* Seconds of .runtime left (0 when used up). */
unsigned int tst_remaining_runtime(void);
/* Change .runtime / .timeout from setup(); re-arms the watchdog. */
void tst_set_runtime(int runtime);
void tst_set_timeout(int timeout);
/* t scaled by LTP_TIMEOUT_MUL. */
unsigned int tst_multiply_timeout(unsigned int timeout);

/* ---- command line ------------------------------------------------------------------- */

struct tst_option {
	char *optstr;		/* "x" (a flag: *arg set to "") or "x:" (takes a value) */
	char **arg;
	char *help;
};

/* Parse str (NULL: no-op, returns 0) into a number within [min, max]: 0, EINVAL or ERANGE. */
int tst_parse_int(const char *str, int *val, int min, int max);
int tst_parse_long(const char *str, long *val, long min, long max);
int tst_parse_float(const char *str, float *val, float min, float max);
/* As tst_parse_long() with an optional k, m or g suffix (powers of 1024). */
int tst_parse_filesize(const char *str, long long *val, long long min, long long max);

/* ---- the test description --------------------------------------------------------- */

struct tst_tag {
	const char *name;
	const char *value;
};

struct tst_ulimit_val {
	int resource;
	rlim_t rlim_cur;
};

/* Per-filesystem parameters of .filesystems (an entry with NULL type ends the list). */
struct tst_fs {
	const char *type;
	const char *const *mkfs_opts;	/* before the device path */
	const char *mkfs_size_opt;	/* after it */
	const char *mkfs_ver;		/* e.g. "mkfs.ext4 >= 1.43.0" */
	unsigned int mnt_flags;
	const void *mnt_data;
	const char *min_kver;
	unsigned int mount_check_support:1;
};

struct tst_test {
	unsigned int tcnt;
	struct tst_option *options;
	const char *min_kver;
	const char *const *supported_archs;
	const char *tconf_msg;

	unsigned int needs_tmpdir:1;
	unsigned int needs_root:1;
	unsigned int forks_child:1;
	unsigned int needs_device:1;
	unsigned int needs_checkpoints:1;
	unsigned int needs_overlay:1;
	unsigned int format_device:1;
	unsigned int mount_device:1;
	unsigned int needs_rofs:1;
	unsigned int child_needs_reinit:1;
	unsigned int runs_script:1;
	unsigned int needs_devfs:1;
	unsigned int restore_wallclock:1;
	unsigned int all_filesystems:1;
	unsigned int skip_in_lockdown:1;
	unsigned int skip_in_secureboot:1;
	unsigned int skip_in_compat:1;

	int needs_abi_bits;
	unsigned int needs_hugetlbfs:1;
	const char *const *skip_filesystems;
	unsigned long min_cpus;
	const char *needs_cpu_vendor;
	unsigned long min_mem_avail;	/* MB */
	unsigned long min_swap_avail;	/* MB */
	struct tst_hugepage hugepages;
	unsigned int taint_check;
	unsigned int test_variants;
	unsigned int dev_min_size;	/* MB */
	struct tst_fs *filesystems;
	const char *mntpoint;
	int timeout;			/* s over the 30 s base, or TST_UNLIMITED_TIMEOUT */
	int runtime;			/* seconds the test loop may run */
	int min_runtime;

	void (*setup)(void);
	void (*cleanup)(void);
	void (*test)(unsigned int test_nr);
	void (*test_all)(void);

	const char *scall;
	int (*sample)(int clk_id, long long usec);

	const char *const *resource_files;
	const struct tst_path_val *save_restore;
	const struct tst_ulimit_val *ulimit;
	const char *const *needs_kconfigs;
	struct tst_buffers *bufs;
	struct tst_cap *caps;
	const struct tst_tag *tags;
	struct tst_cmd *needs_cmds;
	const enum tst_cg_ver needs_cgroup_ver;
	const char *const *needs_cgroup_ctrls;
	unsigned int needs_cgroup_nsdelegate:1;

	/* LTK: a one-line summary, shown by --metadata. */
	const char *description;
	/* LTK: changes system-wide state, the runner must run it alone. */
	unsigned int runs_alone:1;
	/*
	 * LTK: machine-wide things the test changes (e.g. "swap"): the runner never runs two
	 * tests naming the same one at once, and runs the test beside any other.
	 */
	const char *const *exclusive;
};

/* The test being run (set by tst_run_tcases). */
extern struct tst_test *tst_test;
/* The variant being run, 0 .. .test_variants - 1. */
extern unsigned int tst_variant;
/* Name of the test: basename(argv[0]). */
extern char *TCID;

/* Whether the .needs_cmds entry for cmd (an optional one) was found; TBROK if not listed. */
bool tst_cmd_present(const char *cmd);

void tst_run_tcases(int argc, char *argv[], struct tst_test *self) LTP_ATTRIBUTE_NORETURN;

#ifndef TST_NO_DEFAULT_MAIN

static struct tst_test test;

int main(int argc, char *argv[])
{
	tst_run_tcases(argc, argv, &test);
}

#endif

/* For a test that cannot be built here: the binary only reports TCONF with msg. */
#define TST_TEST_TCONF(message) \
	static struct tst_test test = { .tconf_msg = message }

#endif
