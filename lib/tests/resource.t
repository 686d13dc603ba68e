# SPDX-License-Identifier: GPL-2.0-or-later
# Resource lookup order and copies into the tmpdir.
mkdir -p "$T/root/testcases/data/resource" "$T/root/testcases/bin" "$T/start/datafiles" \
	"$T/inst/testcases/bin" "$T/inst/testcases/data/resource"
echo "from data" > "$T/root/testcases/data/resource/a.txt"
echo "from bin" > "$T/root/testcases/bin/b.sh"
chmod 755 "$T/root/testcases/bin/b.sh"
echo "from datafiles" > "$T/start/datafiles/c.txt"
echo "from startwd" > "$T/start/d.txt"
echo "shadowed" > "$T/start/a.txt"
echo "next to the binary" > "$T/inst/testcases/data/resource/e.txt"
cp "$BIN/resource" "$T/inst/testcases/bin/resource"

cd "$T/start" || fail "cd"
LTPROOT=$T/root run resource a.txt b.sh c.txt d.txt a.txt=sub a.txt=renamed
expect_exit 0
expect_line "^dataroot $T/root/testcases/data/resource\$"
expect_line "TPASS  :  copied a.txt: 'from data' mode 0644"
expect_line "TPASS  :  copied b.sh: 'from bin' mode 0755"
expect_line "TPASS  :  copied c.txt: 'from datafiles'"
expect_line "TPASS  :  copied d.txt: 'from startwd'"
expect_count 3 "copied a.txt: 'from data'"

# Relative LTPROOT is relative to the start directory.
LTPROOT=../root run resource a.txt
expect_exit 0
expect_line "TPASS  :  copied a.txt: 'from data'"

# Without LTPROOT: datafiles/ of the start directory, then the start directory.
LTPROOT= run resource c.txt a.txt
expect_exit 0
expect_line "^dataroot $T/start/datafiles\$"
expect_line "TPASS  :  copied a.txt: 'shadowed'"

# An installed binary finds its data in ../data/TCID without LTPROOT.
run_cmd "$T/inst/testcases/bin/resource" e.txt
expect_exit 0
expect_line "TPASS  :  copied e.txt: 'next to the binary'"

LTPROOT=$T/root run resource missing.txt
expect_exit 2
expect_line "TBROK  :  resource\.c:[0-9]+: Failed to copy resource 'missing.txt': not found"
run resource no-tmpdir
expect_exit 2
expect_line "TBROK  :  resource\.c:[0-9]+: Temporary directory doesn't exist"
cd "$SRC"
ls "$T/start" | grep -v -e datafiles -e '^[ad]\.txt$' && fail "files left in the start directory"
finish
