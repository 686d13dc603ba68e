#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: a value of the wrong type is refused.
# ---
# env
# {
#  "needs_root": true,
#  "tcnt": "2"
# }
# ---
. tst_loader.sh
tst_test()
{
	tst_res TFAIL "must not run"
}
. tst_run.sh
