# SPDX-License-Identifier: GPL-2.0-or-later
# Boolean expressions: ! over & over |, left to right, parentheses, quoted variables.
run feat_bool_expr 'A | B & C'
expect_line '^rpn: A B C & \|$'
expect_line 'value 0$'
run feat_bool_expr 'A | B & C' A
expect_line 'value 1$'
run feat_bool_expr '(A | B) & C' A
expect_line '^rpn: A B \| C &$'
expect_line 'value 0$'
run feat_bool_expr '!A & !B | C'
expect_line '^rpn: A ! B ! & C \|$'
expect_line 'value 1$'
run feat_bool_expr '!(A|B)' B
expect_line '^rpn: A B \| !$'
expect_line 'value 0$'
run feat_bool_expr 'A & B & C' A B C
expect_line '^rpn: A B & C &$'
expect_line 'value 1$'
run feat_bool_expr 'X="a (b) | c" | Y' 'X="a (b) | c"'
expect_line '^rpn: X="a \(b\) \| c" Y \|$'
expect_line 'value 1$'
run feat_bool_expr '((((A))))' A
expect_line 'value 1$'

run feat_bool_expr 'A & (B | C'
expect_exit 2
expect_line "TINFO  :  Syntax error in 'A & \(B \| C' at offset 10: missing '\)'\$"
run feat_bool_expr 'A B'
expect_exit 2
expect_line "at offset 2: 'B' follows a complete expression\$"
run feat_bool_expr '!'
expect_exit 2
expect_line 'at offset 1: expression ends where a variable was expected$'
run feat_bool_expr '   '
expect_exit 2
expect_line 'at offset 0: empty expression$'
deep=$(printf '%0.s(' $(seq 100))A$(printf '%0.s)' $(seq 100))
run feat_bool_expr "$deep"
expect_exit 2
expect_line 'expression nested too deeply$'
finish
