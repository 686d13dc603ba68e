#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: an unknown key in the env block is refused.
# ---
# env
# {
#  "needs_root": true,
#  "no_such_key": 1
# }
# ---
. tst_loader.sh
tst_test()
{
	tst_res TFAIL "must not run"
}
. tst_run.sh
