#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Shell loader, part 1 (spec section 2): sourced by a script whose comments hold an
# "# env" JSON block. Run stand-alone, it re-executes the script under tst_run_shell (the C
# library), which parses the block and runs the script again, once per test call, with
# LTP_IPC_PATH and LTK_SHELL_LOADER set; then it defines tst_res/tst_brk (tst_env.sh).
# The script ends with ". tst_run.sh".

if [ -z "${LTP_IPC_PATH:-}" ] || [ "${LTK_SHELL_LOADER:-}" != 1 ]; then
	# The shell running us runs the script again (dash, bash ...).
	LTK_SHELL=$(readlink "/proc/$$/exe" 2>/dev/null)
	export LTK_SHELL
	exec tst_run_shell "$0" "$@"
fi

. tst_env.sh
