# SPDX-License-Identifier: GPL-2.0-or-later
# Memory helpers: values agree with /proc/meminfo (kB), pollution is bounded, OOM protection
# degrades to a TINFO without CAP_SYS_RESOURCE.
run feat_memutils 16
expect_exit 0
avail=$(sed -n 's/^available mem \([0-9]*\) kB$/\1/p; s/.*TINFO  :  available mem \([0-9]*\) kB$/\1/p' "$T/all")
real=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
[ -n "$avail" ] && [ $((avail - real)) -lt 102400 ] && [ $((real - avail)) -lt 102400 ] ||
	fail "tst_available_mem $avail kB, MemAvailable $real kB"
swap=$(awk '/^SwapFree:/ { print $2 }' /proc/meminfo)
expect_line "available swap $swap kB\$"
expect_line 'polluted 16 MB$'
expect_line 'unprotected: oom_score_adj 0$'
if grep -q '^CapEff:.*[13579bdf]......$' /proc/self/status; then
	expect_line 'protected: oom_score_adj -1000$'
else
	expect_line 'TINFO  :  Cannot set /proc/self/oom_score_adj to -1000 without CAP_SYS_RESOURCE'
	expect_line 'protected: oom_score_adj 0$'
fi

finish
