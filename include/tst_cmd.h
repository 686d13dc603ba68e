/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Running external commands (argv, never a shell, unless tst_system() is asked for one),
 * and the .needs_cmds check with version expressions.
 */
#ifndef TST_CMD_H__
#define TST_CMD_H__

#include <stddef.h>

struct tst_cmd {
	const char *cmd;	/* "mkfs.ext4" or "mkfs.ext4 >= 1.43.0" */
	unsigned int optional:1;
	unsigned int present:1;
};

enum tst_cmd_flags {
	/* Return the command's exit status instead of breaking on a non-zero one. */
	TST_CMD_PASS_RETVAL = 1,
	/* A command that is not in $PATH is TCONF instead of TBROK. */
	TST_CMD_TCONF_ON_MISSING = 2,
};

/*
 * Run argv[0] (looked up in $PATH) with argv, stdout/stderr redirected to the given fds
 * (-1: inherited). SIGCHLD is at its default while waiting. Returns the exit status when
 * TST_CMD_PASS_RETVAL is set (255 when the command was not found), otherwise 0 or TBROK.
 */
int tst_cmd_fds_(void (*cleanup_fn)(void), const char *const argv[], int stdout_fd,
		 int stderr_fd, enum tst_cmd_flags flags);
/* The same with output files (created/truncated; NULL: inherited). */
int tst_cmd_(void (*cleanup_fn)(void), const char *const argv[], const char *stdout_path,
	     const char *stderr_path, enum tst_cmd_flags flags);

/* system(3) with SIGCHLD at its default; for fixed strings only, never test input. */
int tst_system(const char *command);

/*
 * cmd is "name" or "name OP version" (OP: < > <= >= ==). 0 when name is in $PATH and the
 * version holds; otherwise TCONF when brk_nosupp, else a TINFO and 1.
 */
int tst_check_cmd(const char *cmd, const int brk_nosupp);

/* Where name is found in $PATH, copied to buf. 0, or -1 when it is not there. */
int tst_get_path(const char *prog_name, char *buf, size_t buf_len);

/*
 * Functions, not macros, as in LTP: an argument such as (const char *const []){"a", "b",
 * NULL} holds commas a macro would split, and a test may take their address.
 */
static inline int tst_cmd_fds(const char *const argv[], int stdout_fd, int stderr_fd,
			      enum tst_cmd_flags flags)
{
	return tst_cmd_fds_(NULL, argv, stdout_fd, stderr_fd, flags);
}

static inline int tst_cmd(const char *const argv[], const char *stdout_path,
			  const char *stderr_path, enum tst_cmd_flags flags)
{
	return tst_cmd_(NULL, argv, stdout_path, stderr_path, flags);
}

/* legacy names: pass_exit_val != 0 returns the exit status */
static inline int tst_run_cmd_fds(void (*cleanup_fn)(void), const char *const argv[],
				  int stdout_fd, int stderr_fd, int pass_exit_val)
{
	return tst_cmd_fds_(cleanup_fn, argv, stdout_fd, stderr_fd,
			    pass_exit_val ? TST_CMD_PASS_RETVAL : 0);
}

static inline int tst_run_cmd(void (*cleanup_fn)(void), const char *const argv[],
			      const char *stdout_path, const char *stderr_path, int pass_exit_val)
{
	return tst_cmd_(cleanup_fn, argv, stdout_path, stderr_path,
			pass_exit_val ? TST_CMD_PASS_RETVAL : 0);
}

/* Run argv; TCONF if missing, TBROK (at the caller's line) if it exits non-zero. */
void safe_cmd(const char *file, const int lineno, const char *const argv[],
	      const char *stdout_path, const char *stderr_path);
#ifndef SAFE_CMD
# define SAFE_CMD(argv, stdout_path, stderr_path) \
	safe_cmd(__FILE__, __LINE__, argv, stdout_path, stderr_path)
#endif

#endif
