#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: a malformed env block (a missing comma) must be refused with its line.
# ---
# env
# {
#  "needs_tmpdir": true
#  "tcnt": 2
# }
# ---
. tst_loader.sh
tst_test()
{
	tst_res TFAIL "must not run"
}
. tst_run.sh
