#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: no TST_TESTFUNC.
. tst_test.sh
tst_run
