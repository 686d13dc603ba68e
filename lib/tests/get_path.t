# tst_get_path() PATH search (PATH set with env: the assertions need the normal PATH).
mkdir -p "$T/p1" "$T/p2"
printf '#!/bin/sh\n' > "$T/p2/ltkprog"
chmod 755 "$T/p2/ltkprog"
printf 'x\n' > "$T/p1/ltkprog"
run_cmd env PATH="$T/p1:$T/p2" "$BIN/get_path" ltkprog
expect_line "^found $T/p2/ltkprog\$"
run_cmd env PATH="$T/p1" "$BIN/get_path" ltkprog
expect_line '^error ENOENT$'
run_cmd env PATH=/nonexistent "$BIN/get_path" "$T/p2/ltkprog"
expect_line "^found $T/p2/ltkprog\$"
run_cmd env PATH="$T/p2" "$BIN/get_path" ltkprog 8
expect_line '^error ENAMETOOLONG$'
cd "$T/p2" && run_cmd env PATH=/nonexistent: "$BIN/get_path" ltkprog
expect_line '^found \./ltkprog$'
cd "$SRC"
expect_no_line 'high address'
finish
