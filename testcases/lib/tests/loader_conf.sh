#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: requirements from the env block are checked by the C library.
# ---
# env
# {"needs_cmds": ["no_such_cmd_ltk"], "min_kver": "2.6"}
# ---
. tst_loader.sh
tst_test()
{
	tst_res TFAIL "must not run"
}
. tst_run.sh
