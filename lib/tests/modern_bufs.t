# .bufs: guarded buffers allocated before setup; an overrun is caught at once.
run modern_bufs
expect_exit 0
expect_line 'TPASS: wrote 16 bytes into a 16 byte buffer$'
run modern_bufs -o
expect_exit 2
expect_line 'TINFO: writing one byte past the end$'
expect_no_line 'not caught'
expect_line 'TBROK: Test killed by SIGSEGV!$'
finish
