#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Colours for result types in shell test output. Sourced by tst_test.sh and test.sh.
# LTP_COLORIZE_OUTPUT=y|1 forces colours, n|0 turns them off; by default they are used
# only when stderr is a terminal.

tst_flag2color()
{
	case "$1" in
	TPASS) printf '\033[1;32m' ;;
	TFAIL) printf '\033[1;31m' ;;
	TBROK) printf '\033[1;31m' ;;
	TWARN) printf '\033[1;35m' ;;
	TINFO) printf '\033[1;34m' ;;
	TCONF) printf '\033[1;33m' ;;
	esac
}

tst_color_enabled()
{
	case "${LTP_COLORIZE_OUTPUT:-}" in
	y|1) return 0 ;;
	n|0) return 1 ;;
	esac
	[ -t 2 ]
}

# tst_print_colored TYPE TEXT: TEXT in TYPE's colour (no newline).
tst_print_colored()
{
	if tst_color_enabled; then
		printf '%s%s\033[0m' "$(tst_flag2color "$1")" "$2"
	else
		printf '%s' "$2"
	fi
}
