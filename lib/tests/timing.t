# SPDX-License-Identifier: GPL-2.0-or-later
# tst_timing.h: real sleeps pass, percentiles by nearest rank, early/late/no samples fail,
# bad bounds break, LTP_TIMEOUT_MUL widens the lateness bound, not the earliness one.
run timing
expect_exit 0
expect_line 'TINFO: nanosleep\(2 ms\): 20 samples, asked 2\.000 ms: min [0-9.]+ ms, median [0-9.]+ ms, p90 [0-9.]+ ms, max [0-9.]+ ms$'
expect_line 'TPASS: nanosleep\(2 ms\): none early, p90 [0-9.]+ ms late \(bound 50\.000 ms\)$'
LTK_TIMING=rank run timing
expect_exit 0
expect_count 7 'TPASS: p[0-9]+ = [0-9]+ ms$'
expect_line 'TINFO: synthetic: 10 samples, asked 10\.000 ms: min 10\.000 ms, median 14\.000 ms, p90 18\.000 ms, max 19\.000 ms$'
expect_line 'TPASS: synthetic: none early, p90 8\.000 ms late \(bound 8\.000 ms\)$'
LTK_TIMING=early LTP_TIMEOUT_MUL=100 run timing
expect_exit 1
expect_line 'TFAIL: synthetic: a sample took 9\.000 ms, shorter than the 10\.000 ms asked \(tolerance 0 ns\)$'
LTK_TIMING=late run timing
expect_exit 1
expect_line 'TFAIL: synthetic: p90 is 8\.000 ms late, bound 5\.000 ms$'
LTK_TIMING=scaled LTP_TIMEOUT_MUL=2 run timing
expect_exit 0
expect_line 'TPASS: synthetic: none early, p90 8\.000 ms late \(bound 10\.000 ms\)$'
LTK_TIMING=median run timing
expect_exit 0
expect_line 'TINFO: synthetic: 10 samples, asked 10\.000 ms: min 10\.000 ms, median 14\.000 ms, max 19\.000 ms$'
expect_line 'TPASS: synthetic: none early, p50 4\.000 ms late \(bound 5\.000 ms\)$'
LTK_TIMING=none run timing
expect_exit 1
expect_line 'TFAIL: synthetic: no sample was taken$'
LTK_TIMING=bounds run timing
expect_exit 2
expect_line 'TBROK: synthetic: bad bounds: expect 10000000 ns, early 0 ns, p101 late 5000000 ns$'
LTK_TIMING=full run timing
expect_exit 2
expect_line 'TBROK: synthetic: more than 1024 samples$'
finish
