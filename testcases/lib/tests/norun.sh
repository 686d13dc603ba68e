#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: a script that forgets to call the library's entry point.
TST_TESTFUNC=do_test
do_test() { :; }
. tst_test.sh
